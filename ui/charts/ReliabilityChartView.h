#pragma once

#include "catalog/store/CatalogTypes.h"

#include <QHash>
#include <QWidget>

class QChart;
class QChartView;
class QLabel;

namespace cg {

/**
 * Reliability across providers: for each provider in the catalog with a published rating, its
 * ClusterMAX tier in versions 1.0, 2.0 and 3.0 as tier points (Platinum 100 … Underperforming 10;
 * a missing bar means "not rated in that version" or "Unavailable", never a score of 0), and
 * the data coverage of its best offer under the current weights (%). MTBF and SLA bars appear
 * when the catalog's reliability table has figures; until then a note says there are none. The
 * published compute SLA (single instance / multi-zone, percent of monthly uptime) is a labelled
 * value in the note and each bar's tooltip: the figures are near 100 and would not read as bars.
 */
class ReliabilityChartView final : public QWidget
{
    Q_OBJECT

public:
    explicit ReliabilityChartView(QWidget *parent = nullptr);

    /// `providers`: key → display name of providers with offers; `history`: all ratings;
    /// `coverage`: key → coverage (0-1) of the provider's best offer.
    void setData(const QHash<QString, QString> &providers, const QList<RatingView> &history, const QHash<QString, double> &coverage,
        int providersWithReliabilityFigures);
    /// The published compute SLA per provider key (CatalogSnapshot::slas): the note under the chart
    /// lists the drawn providers' single-instance / multi-zone figures (SlaText::shortLabel) and
    /// what they mean; hovering a bar shows its provider's SLA in words (SlaText::summary).
    /// Takes effect at the next setData() (one rebuild per ranking, not two).
    void setSlas(const QHash<QString, ProviderSla> &slas);
    QChart *chart() const { return m_chart; }
    /// "Provider: SLA …" for each drawn provider with a known SLA status, best-rated first, as in the note.
    QStringList slaLabels() const { return m_slaLabels; }
    /// The note under the chart.
    QString noteText() const;
    int categoryCount() const { return m_categories; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    QChart *m_chart = nullptr;
    QChartView *m_view = nullptr;
    QLabel *m_note = nullptr;
    QHash<QString, QString> m_providers;
    QList<RatingView> m_history;
    QHash<QString, double> m_coverage;
    int m_reliabilityFigures = 0;
    QHash<QString, ProviderSla> m_slas;
    QStringList m_slaLabels;
    int m_categories = 0;
};

} // namespace cg
