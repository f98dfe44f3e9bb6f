#pragma once

#include "catalog/store/CatalogTypes.h"
#include "scoring/NeedProfile.h"
#include "scoring/Ranker.h"
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
 *
 * A provider whose best offer a recommendation gate excludes (setPolicy) is listed after the
 * recommended ones, as the rank order has it, never hidden: its rank reads "—", its text is grey
 * and every cell's tooltip says why (Caveats::gates).
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
    /// each provider's best offer is read (Tier::fromPoints().name()). `groups` (may be null):
    /// Ranker::Groups::of(offers), whose integer provider ids make the pass over 100k offers a few
    /// milliseconds instead of one string hash per offer.
    void setRanking(const QList<OfferView> &offers, const std::vector<int> &order, const std::vector<float> &scores,
        const std::vector<float> &coverage, const std::vector<double> &usdPerGpuHour, const QHash<QString, RatingView> &ratings,
        const ScoringTable *categories = nullptr, const Ranker::Groups *groups = nullptr);
    /// Categories assessed by a person per provider key (0-10; missing = 0), shown in the tier column
    /// so that scores from assessments and from the tier can be told apart. Call before setRanking().
    void setAssessedCounts(const QHash<QString, int> &counts) { m_assessed = counts; }
    /// The gates that apply (RankingPolicy::gates) and the need profile's constraints and name, read
    /// with `categories` of setRanking() to mark excluded providers. Call before setRanking().
    void setPolicy(unsigned gates, const NeedConstraints &constraints, const QString &needName)
    {
        m_gates = gates | kAlwaysOnGates;
        m_constraints = constraints;
        m_needName = needName;
    }
    /// False when a gate excludes the provider's best offer (it then ranks after the others).
    bool isRecommended(int row) const { return m_rows.at(row).failedGates == 0; }
    /// Why the provider's best offer is not recommended, in words; empty when it is.
    QStringList exclusionReasons(int row) const;
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
        unsigned failedGates = 0; ///< applied gates the best offer fails
        double priceZ = 0;
        bool priceByModel = false;
        OfferView best; ///< for the need's unmet constraints, worded when shown
    };
    QList<Row> m_rows;
    QHash<QString, int> m_assessed;
    unsigned m_gates = 0;
    NeedConstraints m_constraints;
    QString m_needName;
};

} // namespace cg
