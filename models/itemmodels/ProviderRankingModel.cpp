#include "itemmodels/ProviderRankingModel.h"

#include "core/Tier.h"
#include "itemmodels/OfferTableModel.h"
#include "scoring/Caveats.h"
#include "scoring/OfferDetails.h"
#include "scoring/RankStability.h"

#include <QColor>
#include <QFont>
#include <QLocale>

namespace cg {

ProviderRankingModel::ProviderRankingModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ProviderRankingModel::setRanking(const QList<OfferView> &offers, const std::vector<int> &order, const std::vector<float> &scores,
    const std::vector<float> &coverage, const std::vector<double> &usdPerGpuHour, const QHash<QString, RatingView> &ratings,
    const ScoringTable *categories, const Ranker::Groups *groups)
{
    beginResetModel();
    m_rows.clear();
    const bool byId = groups && groups->provider.size() == size_t(offers.size());
    std::vector<int> rowOfId(byId ? size_t(groups->providerCount) : 0, -1);
    QHash<QString, int> rowOfKey;
    for (int i : order) { // best first, so the first offer seen per provider is its best
        const int id = byId ? groups->provider[size_t(i)] : -1;
        if (const int row = byId ? rowOfId[size_t(id)] : rowOfKey.value(offers.at(i).providerKey, -1); row >= 0) {
            ++m_rows[row].offers;
            continue;
        }
        const OfferView &o = offers.at(i);
        {
            Row r;
            r.providerKey = o.providerKey;
            r.nameEn = o.providerNameEn;
            r.nameZh = o.providerNameZh;
            r.bestOffer = QStringLiteral("%1 × %2 (%3)")
                              .arg(QLocale().toString(o.gpuCount.value_or(1), 'g', 4), o.gpuName.isEmpty() ? o.gpuRawName : o.gpuName,
                                  o.instanceType);
            r.bestOfferId = o.id;
            r.score = scores[size_t(i)];
            r.coverage = coverage[size_t(i)];
            r.usdPerGpuHour = usdPerGpuHour[size_t(i)];
            const auto rating = ratings.constFind(o.providerKey);
            if (rating != ratings.constEnd()) {
                r.tier = rating->tier;
                r.tierVersion = rating->version;
            }
            if (categories) { // only the best offer of each provider: a few dozen rows, not every offer
                double sum = 0;
                int n = 0;
                for (int c = 0; c < kCategoryCount; ++c)
                    if (const auto v = categories->criterion(i, Criterion(c))) {
                        sum += *v;
                        ++n;
                    }
                if (n > 0)
                    r.derivedTier = Tier::fromPoints(sum / n).name();
                r.failedGates = categories->gates(i) & m_gates;
                r.priceZ = categories->priceZ(i);
                r.priceByModel = categories->priceCheckedByModel(i);
                if (r.failedGates)
                    r.best = o;
            }
            r.offers = 1;
            if (byId)
                rowOfId[size_t(id)] = int(m_rows.size());
            else
                rowOfKey.insert(o.providerKey, int(m_rows.size()));
            m_rows.append(r);
        }
    }
    endResetModel();
}

QStringList ProviderRankingModel::exclusionReasons(int row) const
{
    const Row &r = m_rows.at(row);
    if (!r.failedGates)
        return {};
    GateFacts facts;
    facts.tier = r.tier;
    facts.priceZ = r.priceZ;
    facts.priceByModel = r.priceByModel;
    facts.needName = m_needName;
    if (r.failedGates & GateNeed)
        facts.unmetNeeds = m_constraints.unmetConstraints(r.best);
    return Caveats::gates(r.failedGates, facts);
}

void ProviderRankingModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int ProviderRankingModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ProviderRankingModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProviderRankingModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row &r = m_rows.at(index.row());
    const QLocale locale;
    if (r.failedGates) { // excluded: listed after the recommended, grey, with the reason
        if (role == Qt::ForegroundRole)
            return QColor(Qt::gray);
        if (role == Qt::FontRole) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        if (role == Qt::ToolTipRole)
            return tr("Not recommended: %1").arg(exclusionReasons(index.row()).join(QLatin1Char(' ')));
        if (role == Qt::DisplayRole && index.column() == RankColumn)
            return QStringLiteral("—");
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case RankColumn:
            return index.row() + 1;
        case ProviderColumn:
            return locale.language() == QLocale::Chinese && !r.nameZh.isEmpty() ? r.nameZh : r.nameEn;
        case ScoreColumn:
            return locale.toString(r.score, 'f', 1);
        case BestOfferColumn:
            return r.bestOffer;
        case PriceColumn:
            return QStringLiteral("USD %1").arg(locale.toString(r.usdPerGpuHour, 'f', 2));
        case TierColumn: {
            const QString tier
                = r.tier.isEmpty() ? QStringLiteral("—") : QStringLiteral("%1 (%2)").arg(Tier::displayNameOf(r.tier), r.tierVersion);
            const int assessed = m_assessed.value(r.providerKey);
            return assessed > 0 ? tr("%1 · %2/10 assessed").arg(tier).arg(assessed) : tier;
        }
        case DerivedTierColumn: {
            if (r.derivedTier.isEmpty())
                return QStringLiteral("—");
            const QString name = Tier::displayNameOf(r.derivedTier);
            return !r.tier.isEmpty() && r.tier.compare(r.derivedTier, Qt::CaseInsensitive) != 0 ? QStringLiteral("%1 ≠").arg(name) : name;
        }
        case OffersColumn:
            return r.offers;
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole && index.column() == DerivedTierColumn && !r.derivedTier.isEmpty())
        return !r.tier.isEmpty() && r.tier.compare(r.derivedTier, Qt::CaseInsensitive) != 0
            ? tr("The category scores put this provider in %1; ClusterMAX published %2.")
                  .arg(Tier::displayNameOf(r.derivedTier), Tier::displayNameOf(r.tier))
            : tr("The tier the category scores fall in (CloudGauge's bands: 90, 70, 50, 32.5, 17.5).");
    if (role == Qt::ToolTipRole && index.column() == TierColumn) {
        const int assessed = m_assessed.value(r.providerKey);
        return r.tier.isEmpty() && assessed == 0 ? tr("No published tier and no assessment: the 10 categories have no data.")
            : assessed == 0                      ? tr("The 10 category scores are this tier's points: no assessment entered.")
            : assessed == 10
            ? tr("All 10 category scores come from assessments.")
            : tr("%1 of 10 category scores come from assessments, the others from the published tier (or no data).").arg(assessed);
    }
    if (role == Qt::ToolTipRole && index.column() == ScoreColumn)
        return tr("Best offer's score; %1 % of the weight backed by data").arg(qRound(r.coverage * 100));
    if (role == Qt::TextAlignmentRole)
        return index.column() == ProviderColumn || index.column() == BestOfferColumn || index.column() == TierColumn
            ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
            : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant ProviderRankingModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case RankColumn:
        return tr("Rank");
    case ProviderColumn:
        return tr("Provider");
    case ScoreColumn:
        return tr("Best score");
    case BestOfferColumn:
        return tr("Best offer");
    case PriceColumn:
        return tr("USD per GPU-hour");
    case TierColumn:
        return tr("ClusterMAX tier");
    case DerivedTierColumn:
        return tr("Derived tier");
    case OffersColumn:
        return tr("Ranked offers");
    default:
        return {};
    }
}

} // namespace cg
