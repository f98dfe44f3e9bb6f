#pragma once

#include <QColor>
#include <QHash>
#include <QPointF>
#include <QWidget>

#include <vector>

class QAbstractSeries;
class QCheckBox;
class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QScatterSeries;

namespace cg {

class OfferTableModel;
class OfferFilterProxyModel;

/**
 * Price against performance (docs/user-guide.md, "The workspace", Price vs performance): x =
 * on-demand USD per GPU-hour or the true cost in USD per useful GPU-hour
 * (ScoringTable::trueCostColumn, SemiAnalysis's TCO model under the chosen scenario; offers without
 * one are counted in the note), y = a chosen per-GPU measure (dense BF16, FP8 or FP32 TFLOPS,
 * memory bandwidth GB/s, memory GB). One point per provider × GPU model × GPU count among the
 * offers the table shows, at its cheapest region (the region range is in the tooltip), so 100k
 * offers become a few hundred points. Colour by provider or by ClusterMAX tier; the Pareto front
 * (no cheaper point performs better) is drawn; points without a comparable price or without the
 * measure are counted in a note, never drawn at 0. Only finite values > 0 reach a series, so a log
 * axis never sees 0, NaN or inf (field report QT-03). Series are rebuilt whole with replace().
 */
class PriceScatterView final : public QWidget
{
    Q_OBJECT

public:
    enum Measure { Bf16, Fp8, Fp32, Bandwidth, Memory };
    enum Colouring { ByProvider, ByTier };
    enum PriceMeasure { ListPrice, TrueCost };

    explicit PriceScatterView(QWidget *parent = nullptr);

    /// The table's model and proxy (the chart shows the proxy's rows), the USD price per GPU-hour
    /// per row and, optionally, the true cost in USD per useful GPU-hour per row (NaN = no data).
    void setSource(const OfferTableModel *model, const OfferFilterProxyModel *proxy, const std::vector<double> *usdPerGpuHour,
        const std::vector<double> *trueCostPerUsefulGpuHour = nullptr);
    /// Re-reads the rows and rebuilds the series.
    void refresh();
    /// The provider keys in ranking order (best first; the window's provider ranking): the
    /// first providers with points get the palette's colours in this order, so the top of the
    /// ranking is never in the grey of "Other providers". Takes effect at the next refresh().
    void setRankedProviders(const QStringList &providerKeys);
    /// The colour of `colourKey` (a provider key, or a tier when colouring by tier) at the last
    /// rebuild; invalid when it has no series of its own (grey "Other providers" or no points).
    /// Keyed on the key, never the display name: the same in every language.
    QColor colourOf(const QString &colourKey) const;
    /// The tick values of a log axis over [min, max] (> 0): 1-2-5 steps (…, 0.5, 1, 2, 5, 10, …)
    /// covering the range, thinned to 1-10-100 steps when they would be more than `maxTicks`.
    static QList<double> logTicks(double min, double max, int maxTicks = 12);
    /// Marks the point of an offer (its group) as selected; 0 clears.
    void highlightOffer(qint64 offerId);

    void setMeasure(Measure m);
    void setLogScale(bool on);
    void setPriceMeasure(PriceMeasure m);
    QComboBox *priceBox() const { return m_price; }
    int pointCount() const { return int(m_points.size()); }
    int hiddenCount() const { return m_hiddenNoPrice + m_hiddenNoMeasure; }
    int seriesCount() const;
    QChart *chart() const { return m_chart; }
    /// The offer id of the point nearest to `value` in chart coordinates (for tests and clicks).
    qint64 offerAt(const QPointF &value) const;

signals:
    void offerActivated(qint64 offerId);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Point
    {
        QPointF value;
        qint64 offerId = 0;
        QString group, label;
        QString colourKey; // provider key, or tier: what the colour is keyed on
        double maxPrice = 0;
        int regions = 0;
    };
    void retranslateUi();
    std::optional<double> measureOf(int row) const;
    void rebuildSeries();
    QString tooltip(const Point &p) const;

    const OfferTableModel *m_model = nullptr;
    const OfferFilterProxyModel *m_proxy = nullptr;
    const std::vector<double> *m_usd = nullptr;
    const std::vector<double> *m_trueCost = nullptr;
    QComboBox *m_measure = nullptr, *m_colour = nullptr, *m_price = nullptr;
    QCheckBox *m_log = nullptr;
    QLabel *m_note = nullptr, *m_measureLabel = nullptr, *m_colourLabel = nullptr, *m_priceLabel = nullptr;
    QChart *m_chart = nullptr;
    QChartView *m_view = nullptr;
    QScatterSeries *m_selected = nullptr;
    QStringList m_rankedProviders;
    QHash<QString, QColor> m_colours; // colour key → series colour at the last rebuild
    std::vector<Point> m_points;
    std::vector<int> m_pointOfRow; // per model row: the index of its group's point, -1 when not drawn
    int pointOfOffer(qint64 offerId) const; // -1 when the offer is not drawn
    int m_hiddenNoPrice = 0, m_hiddenNoMeasure = 0;
};

} // namespace cg
