#pragma once

#include "scoring/Ranker.h"

#include <QAbstractTableModel>
#include <QList>

namespace cg {

class RankingSession;

/**
 * The recommendation as the window shows it: RankingSession::ranked() (one row per provider × GPU
 * model at its best configuration and region, or per instance type when the session's params say
 * expand), then RankingSession::excluded() greyed, with the reasons as tooltip (never hidden).
 * The same rows, in the same order, as `cloudgauge rank` and the report's ranking.
 *
 * Columns: rank ("—" when excluded), provider, GPU, configurations (instance types in the group)
 * and regions, on-demand USD per GPU-hour (converted at the catalog's FX rate), score (0-100),
 * coverage (% of the weight backed by data), ClusterMAX tier, confidence with the data-quality
 * warnings as tooltip, and the date the price was observed (PriceView::observationText). Reads the session only when refresh() is called.
 */
class RecommendationModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        RankColumn,
        ProviderColumn,
        GpuColumn,
        ConfigurationsColumn,
        PriceColumn,
        ScoreColumn,
        CoverageColumn,
        TierColumn,
        ConfidenceColumn,
        PriceDateColumn,
        ColumnCount
    };

    explicit RecommendationModel(const RankingSession &session, QObject *parent = nullptr);

    /// Reads ranked() and excluded() of the session again (groups once if the ranking changed).
    void refresh();
    /// The recommended rows' count; rows from there on are excluded.
    int recommendedCount() const { return m_recommended; }
    /// The row's ranked offer (recommended rows first, then excluded ones).
    const RankedOffer &rankedOffer(int row) const { return m_rows.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString reasons(const RankedOffer &r) const;

    const RankingSession &m_session;
    QList<RankedOffer> m_rows;
    int m_recommended = 0;
};

} // namespace cg
