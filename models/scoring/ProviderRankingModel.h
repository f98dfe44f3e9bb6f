#pragma once

#include "catalog/CatalogTypes.h"
#include "scoring/ScoringTable.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>

#include <vector>

namespace cg {

/**
 * Providers ranked by their best-scoring offer under the current weights (the "provider
 * ranking" beside the offers). Rows with coverage under 50 % rank after the others, as in
 * ScoringTable::rankOrder. Rebuilt with one model reset per re-rank.
 */
class ProviderRankingModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        RankColumn,
        ProviderColumn,
        ScoreColumn,
        PriceColumn,
        TierColumn,
        DerivedTierColumn,
        OffersColumn,
        BestOfferColumn,
        ColumnCount
    };

    explicit ProviderRankingModel(QObject *parent = nullptr);

    /// `order` is the rank order of offer rows (ScoringTable::rankOrder); `usdPerGpuHour` per row.
    /// `categories` (may be null): the scoring table, from whose category scores the derived tier of
    /// each provider's best offer is read (Tier::fromPoints().name()).
    void setRanking(const QList<OfferView> &offers, const std::vector<int> &order, const std::vector<float> &scores,
        const std::vector<float> &coverage, const std::vector<double> &usdPerGpuHour, const QHash<QString, RatingView> &ratings,
        const ScoringTable *categories = nullptr);
    /// Categories assessed by a person per provider key (0-10; missing = 0), shown in the tier column
    /// so that scores from assessments and from the tier can be told apart. Call before setRanking().
    void setAssessedCounts(const QHash<QString, int> &counts) { m_assessed = counts; }
    QString providerKey(int row) const { return m_rows.at(row).providerKey; }
    qint64 bestOfferId(int row) const { return m_rows.at(row).bestOfferId; }
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        QString providerKey, nameEn, nameZh, bestOffer, tier, tierVersion, derivedTier;
        qint64 bestOfferId = 0;
        double score = 0, coverage = 0, usdPerGpuHour = 0;
        int offers = 0;
    };
    QList<Row> m_rows;
    QHash<QString, int> m_assessed;
};

} // namespace cg
