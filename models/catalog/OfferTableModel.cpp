#include "catalog/OfferTableModel.h"

#include <QLocale>

namespace cg {

namespace {

const QString kDash = QStringLiteral("—");

QString money(double amount, const QString &currency)
{
    return QStringLiteral("%1 %2").arg(currency, QLocale().toString(amount, 'f', amount < 10 ? 3 : 2));
}

} // namespace

OfferTableModel::OfferTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void OfferTableModel::setOffers(QList<OfferView> offers, QHash<QString, RatingView> ratings, QDate today)
{
    beginResetModel();
    m_offers = std::move(offers);
    m_ratings = std::move(ratings);
    m_today = today;
    endResetModel();
}

QString OfferTableModel::tierName(const QString &tier)
{
    const QString t = tier.trimmed().toLower();
    if (t == QLatin1String("platinum"))
        return tr("Platinum", "ClusterMAX tier");
    if (t == QLatin1String("gold"))
        return tr("Gold", "ClusterMAX tier");
    if (t == QLatin1String("silver"))
        return tr("Silver", "ClusterMAX tier");
    if (t == QLatin1String("bronze"))
        return tr("Bronze", "ClusterMAX tier");
    if (t == QLatin1String("participation ribbon"))
        return tr("Participation Ribbon", "ClusterMAX tier");
    if (t == QLatin1String("underperforming") || t == QLatin1String("underperform"))
        return tr("Underperforming", "ClusterMAX tier");
    if (t == QLatin1String("unavailable"))
        return tr("Unavailable", "ClusterMAX tier");
    return tier;
}

void OfferTableModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_offers.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {Qt::DisplayRole, Qt::ToolTipRole});
}

int OfferTableModel::priceAgeDays(int row) const
{
    const OfferView &o = m_offers.at(row);
    const QString asOf = o.onDemand.present ? o.onDemand.asOf : o.spot.asOf;
    const QDate d = QDate::fromString(asOf, Qt::ISODate);
    return d.isValid() ? int(d.daysTo(m_today)) : -1;
}

int OfferTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_offers.size());
}

int OfferTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString OfferTableModel::missingReason(const OfferView &o, int column) const
{
    switch (column) {
    case OnDemandPerGpuColumn:
    case OnDemandPerInstanceColumn:
        if (!o.onDemand.note.isEmpty())
            return o.onDemand.note;
        return o.spot.amount ? tr("The source lists only a spot price for this offer.")
                             : tr("The source lists no on-demand price for this offer.");
    case SpotPerGpuColumn:
        return tr("The source lists no spot price for this offer.");
    case GpuColumn:
        return tr("Unknown accelerator name; kept as written.");
    case Bf16Column:
    case BandwidthColumn:
        return o.gpuKey.isEmpty() ? tr("The accelerator is not mapped to a known model.")
                                  : tr("No vendor datasheet figure has been verified for %1.").arg(o.gpuName);
    case MemoryColumn:
        return tr("Neither the datasheet nor the source gives the memory per GPU.");
    case TierColumn:
        return tr("SemiAnalysis ClusterMAX has not rated this provider.");
    case AgeColumn:
        return tr("No price, so no price date.");
    default:
        return {};
    }
}

QVariant OfferTableModel::display(const OfferView &o, int column) const
{
    const QLocale locale;
    switch (column) {
    case ProviderColumn:
        return locale.language() == QLocale::Chinese && !o.providerNameZh.isEmpty() ? o.providerNameZh : o.providerNameEn;
    case GpuColumn:
        return o.gpuName.isEmpty() ? o.gpuRawName : o.gpuName;
    case GpuCountColumn:
        return o.gpuCount ? locale.toString(*o.gpuCount, 'g', 4) : kDash;
    case InstanceColumn:
        return o.instanceType;
    case RegionColumn:
        return o.region;
    case OnDemandPerGpuColumn:
        return o.onDemandPerGpuHour() ? money(*o.onDemandPerGpuHour(), o.onDemand.currency) : kDash;
    case OnDemandPerInstanceColumn:
        return o.onDemand.amount ? money(*o.onDemand.amount, o.onDemand.currency) : kDash;
    case SpotPerGpuColumn:
        return o.spotPerGpuHour() ? money(*o.spotPerGpuHour(), o.spot.currency) : kDash;
    case Bf16Column:
        return o.bf16Tflops ? locale.toString(*o.bf16Tflops, 'f', 0) : kDash;
    case BandwidthColumn:
        return o.memoryBandwidthGBs ? locale.toString(*o.memoryBandwidthGBs, 'f', 0) : kDash;
    case MemoryColumn:
        return o.gpuMemoryGb ? locale.toString(*o.gpuMemoryGb, 'f', 0) : kDash;
    case TierColumn: {
        const auto it = m_ratings.constFind(o.providerKey);
        return it == m_ratings.constEnd() ? kDash : QStringLiteral("%1 (%2)").arg(tierName(it->tier), it->version);
    }
    case AgeColumn: {
        const QString asOf = o.onDemand.present ? o.onDemand.asOf : o.spot.asOf;
        const QDate d = QDate::fromString(asOf, Qt::ISODate);
        if (!d.isValid())
            return kDash;
        const qint64 days = d.daysTo(m_today);
        return days > kStaleDays ? tr("%n day(s), stale", nullptr, int(days)) : tr("%n day(s)", nullptr, int(days));
    }
    default:
        return {};
    }
}

QVariant OfferTableModel::sortValue(const OfferView &o, int column) const
{
    auto num = [](std::optional<double> v) { return v ? QVariant(*v) : QVariant(); };
    switch (column) {
    case GpuCountColumn: return num(o.gpuCount);
    case OnDemandPerGpuColumn: return num(o.onDemandPerGpuHour());
    case OnDemandPerInstanceColumn: return num(o.onDemand.amount);
    case SpotPerGpuColumn: return num(o.spotPerGpuHour());
    case Bf16Column: return num(o.bf16Tflops);
    case BandwidthColumn: return num(o.memoryBandwidthGBs);
    case MemoryColumn: return num(o.gpuMemoryGb);
    case AgeColumn: {
        const QDate d = QDate::fromString(o.onDemand.present ? o.onDemand.asOf : o.spot.asOf, Qt::ISODate);
        return d.isValid() ? QVariant(d.daysTo(m_today)) : QVariant();
    }
    default: return display(o, column);
    }
}

QVariant OfferTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const OfferView &o = m_offers.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(o, index.column());
    case SortRole:
        return sortValue(o, index.column());
    case OfferIdRole:
        return o.id;
    case Qt::TextAlignmentRole:
        return index.column() >= GpuCountColumn && index.column() != InstanceColumn && index.column() != RegionColumn
                && index.column() != TierColumn
            ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
            : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ToolTipRole: {
        if (display(o, index.column()).toString() == kDash)
            return missingReason(o, index.column());
        if (index.column() == OnDemandPerGpuColumn || index.column() == OnDemandPerInstanceColumn)
            return tr("As of %1, source: %2").arg(o.onDemand.asOf, o.onDemand.sourceUrl);
        if (index.column() == SpotPerGpuColumn)
            return tr("As of %1, source: %2").arg(o.spot.asOf, o.spot.sourceUrl);
        if (index.column() == GpuColumn && !o.flags.isEmpty())
            return tr("Written in the source as '%1'. Import flags: %2").arg(o.gpuRawName, o.flags);
        if (index.column() == GpuColumn)
            return tr("Written in the source as '%1'").arg(o.gpuRawName);
        return {};
    }
    default:
        return {};
    }
}

QVariant OfferTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ProviderColumn: return tr("Provider");
    case GpuColumn: return tr("GPU");
    case GpuCountColumn: return tr("GPUs");
    case InstanceColumn: return tr("Instance type");
    case RegionColumn: return tr("Region");
    case OnDemandPerGpuColumn: return tr("On-demand per GPU-hour");
    case OnDemandPerInstanceColumn: return tr("On-demand per instance-hour");
    case SpotPerGpuColumn: return tr("Spot per GPU-hour");
    case Bf16Column: return tr("Dense BF16 (TFLOPS)");
    case BandwidthColumn: return tr("Memory bandwidth (GB/s)");
    case MemoryColumn: return tr("Memory per GPU (GB)");
    case TierColumn: return tr("ClusterMAX tier");
    case AgeColumn: return tr("Price age");
    default: return {};
    }
}

} // namespace cg
