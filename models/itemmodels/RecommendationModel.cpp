#include "itemmodels/RecommendationModel.h"

#include "core/Tier.h"
#include "scoring/Caveats.h"
#include "scoring/Explanation.h"
#include "scoring/OfferDetails.h"
#include "scoring/RankingSession.h"

#include <QBrush>
#include <QLocale>
#include <QPalette>

namespace cg {

RecommendationModel::RecommendationModel(const RankingSession &session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
{
}

void RecommendationModel::refresh()
{
    beginResetModel();
    m_rows = m_session.ranked();
    m_recommended = int(m_rows.size());
    m_rows += m_session.excluded();
    endResetModel();
}

int RecommendationModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RecommendationModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString RecommendationModel::reasons(const RankedOffer &r) const
{
    return Caveats::gates(r.gates, Caveats::factsOf(r, m_session)).join(QLatin1Char('\n'));
}

QVariant RecommendationModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const RankedOffer &r = m_rows.at(index.row());
    const OfferView &o = r.offer;
    const bool excluded = index.row() >= m_recommended;
    const QLocale l;
    if (role == Qt::ForegroundRole && excluded)
        return QPalette().brush(QPalette::Disabled, QPalette::Text);
    if (role == Qt::TextAlignmentRole) {
        switch (index.column()) {
        case RankColumn:
        case PriceColumn:
        case ScoreColumn:
        case CoverageColumn:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        if (excluded)
            return tr("Not recommended:\n%1").arg(reasons(r));
        if (index.column() == ConfidenceColumn && (!r.warnings.isEmpty() || !r.nodeCheck.isEmpty())) {
            QStringList words;
            for (const QString &w : r.warnings)
                words.append(Caveats::warning(w));
            if (!r.nodeCheck.isEmpty() && r.nodeCheck != QLatin1String("fail"))
                words.append(tr("A node rented as this offer was checked: see Details, Checked on a rented node."));
            return words.join(QLatin1Char('\n'));
        }
        if (index.column() == PriceColumn && !r.fxNote.isEmpty())
            return r.fxNote;
        return {};
    }
    if (role == Qt::UserRole) // sort keys are the row order itself: the ranking's
        return index.row();
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case RankColumn:
        return excluded ? QStringLiteral("—") : l.toString(r.rank);
    case ProviderColumn:
        return l.language() == QLocale::Chinese && !o.providerNameZh.isEmpty() ? o.providerNameZh : o.providerNameEn;
    case GpuColumn:
        return o.gpuName.isEmpty() ? o.gpuRawName : o.gpuName;
    case ConfigurationsColumn: {
        const QString best = tr("%1 × GPU (%2)").arg(l.toString(o.gpuCount.value_or(1), 'g', 4), o.instanceType);
        QStringList more;
        if (r.configurationCount > 1)
            more.append(tr("+%n size(s)", nullptr, r.configurationCount - 1));
        if (r.regionCount > 1)
            more.append(tr("+%n region(s)", nullptr, r.regionCount - 1));
        return more.isEmpty() ? best : tr("%1, %2").arg(best, more.join(tr(", ")));
    }
    case PriceColumn:
        return l.toString(r.usdPerGpuHour, 'f', 2);
    case ScoreColumn:
        return l.toString(r.score, 'f', 1);
    case CoverageColumn:
        return tr("%1 %").arg(l.toString(r.coverage * 100, 'f', 0));
    case TierColumn:
        return r.tier.isEmpty() ? tr("unrated") : Tier::displayNameOf(r.tier);
    case ConfidenceColumn: {
        const QString level = r.confidence == RankedOffer::Confidence::High ? tr("high")
            : r.confidence == RankedOffer::Confidence::Medium               ? tr("medium")
                                                                            : tr("low");
        // A node rented as the offer was checked: marked, so measured offers stand out.
        return r.nodeCheck.isEmpty()               ? level
            : r.nodeCheck == QLatin1String("fail") ? tr("%1, node failed").arg(level)
                                                   : tr("%1, node checked").arg(level);
    }
    case PriceDateColumn:
        return o.onDemand.observationText(); // "2026-09-20", "unknown (after 2026-07-09)" or "unknown"
    default:
        return {};
    }
}

QVariant RecommendationModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case RankColumn:
        return tr("Rank");
    case ProviderColumn:
        return tr("Provider");
    case GpuColumn:
        return tr("GPU");
    case ConfigurationsColumn:
        return tr("Best configuration");
    case PriceColumn:
        return tr("USD per GPU-hour");
    case ScoreColumn:
        return tr("Score");
    case CoverageColumn:
        return tr("Coverage");
    case TierColumn:
        return tr("ClusterMAX tier");
    case ConfidenceColumn:
        return tr("Confidence");
    case PriceDateColumn:
        return tr("Price observed");
    default:
        return {};
    }
}

} // namespace cg
