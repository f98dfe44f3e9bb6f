#include "itemmodels/OfferTableModel.h"

#include "catalog/quotes/CatalogQuotes.h"
#include "core/Tier.h"
#include "scoring/Caveats.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>

namespace cg {

namespace {

const QString kDash = QStringLiteral("—");
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

double orNaN(std::optional<double> v)
{
    return v ? *v : kNaN;
}

const PriceView &datedPrice(const OfferView &o)
{
    return o.onDemand.present ? o.onDemand : o.spot;
}

} // namespace

OfferTableModel::OfferTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

OfferTableModel::RowIndex OfferTableModel::rowIndex(const QList<OfferView> &offers)
{
    RowIndex index;
    index.searchText.reserve(offers.size());
    index.rowById.reserve(offers.size());
    QString text;
    for (int i = 0; i < offers.size(); ++i) {
        const OfferView &o = offers.at(i);
        index.rowById.insert(o.id, i);
        text.clear();
        for (const QString *part :
            { &o.providerNameEn, &o.providerNameZh, &o.providerKey, &o.brokerOf, &o.gpuName, &o.gpuRawName, &o.instanceType, &o.region }) {
            if (part != &o.providerNameEn)
                text += QLatin1Char(' ');
            text += *part;
        }
        index.searchText.append(text.toLower()); // a copy sized to the text, not to `text`'s capacity
    }
    return index;
}

void OfferTableModel::setOffers(QList<OfferView> offers, QHash<QString, RatingView> ratings, QDate today)
{
    RowIndex index = rowIndex(offers);
    setOffers(std::move(offers), std::move(ratings), std::move(index), today);
}

void OfferTableModel::setOffers(QList<OfferView> offers, QHash<QString, RatingView> ratings, RowIndex index, QDate today)
{
    beginResetModel();
    m_offers = std::move(offers);
    m_ratings = std::move(ratings);
    m_today = today;
    dropKeys();
    m_scores.clear();
    m_coverage.clear();
    m_rankOrder.clear();
    m_rowById = std::move(index.rowById);
    m_searchText = std::move(index.searchText);
    matchQuoteMarkers();
    endResetModel();
}

void OfferTableModel::matchQuoteMarkers()
{
    m_quoteOf.clear();
    m_quoteTexts.clear();
    if (m_quoteMarkers.isEmpty())
        return;
    QHash<QString, int> textIndex;
    m_quoteOf.assign(size_t(m_offers.size()), -1);
    for (qsizetype row = 0; row < m_offers.size(); ++row) {
        const OfferView &o = m_offers.at(row);
        if (o.gpuKey.isEmpty())
            continue;
        const auto it = m_quoteMarkers.constFind(quoteKey(o.providerKey, o.gpuKey));
        if (it == m_quoteMarkers.constEnd())
            continue;
        auto t = textIndex.constFind(it.key());
        if (t == textIndex.constEnd()) {
            t = textIndex.insert(it.key(), int(m_quoteTexts.size()));
            m_quoteTexts.append(it.value());
        }
        m_quoteOf[size_t(row)] = t.value();
    }
}

void OfferTableModel::setQuoteMarkers(QHash<QString, QString> markers)
{
    m_quoteMarkers = std::move(markers);
    matchQuoteMarkers();
    if (!m_offers.isEmpty())
        emit dataChanged(
            index(0, OnDemandPerGpuColumn), index(rowCount() - 1, OnDemandPerGpuColumn), { Qt::DisplayRole, Qt::ToolTipRole, QuoteRole });
}

QString OfferTableModel::quoteMarker(int row) const
{
    const int i = size_t(row) < m_quoteOf.size() ? m_quoteOf[size_t(row)] : -1;
    return i >= 0 ? m_quoteTexts.at(i) : QString();
}

void OfferTableModel::setDisplayCurrency(const QString &currency, const FxRates &fxRates)
{
    m_currency = currency;
    m_fx = fxRates;
    dropKeys(); // prices sort in USD at these rates
    if (!m_offers.isEmpty())
        emit dataChanged(
            index(0, OnDemandPerGpuColumn), index(rowCount() - 1, SpotPerInstanceColumn), { Qt::DisplayRole, Qt::ToolTipRole });
}

std::optional<double> OfferTableModel::toUsd(double amount, const QString &currency) const
{
    return m_fx.toUsd(amount, currency);
}

QString OfferTableModel::money(double amount, const QString &currency) const
{
    QString shown = currency;
    double value = amount;
    if (!m_currency.isEmpty() && m_currency != currency) {
        if (const auto converted = m_fx.convert(amount, currency, m_currency)) {
            value = *converted;
            shown = m_currency;
        }
    }
    return QStringLiteral("%1 %2").arg(shown, QLocale().toString(value, 'f', value < 10 ? 3 : 2));
}

QString OfferTableModel::conversionNote(const QString &currency) const
{
    if (m_currency.isEmpty() || m_currency == currency)
        return {};
    auto rate = [this](const QString &c) {
        const auto r = m_fx.rate(c);
        return c == QLatin1String("USD") || !r
            ? tr("USD")
            : tr("%1 at %2 per USD as of %3").arg(c, QLocale().toString(r->unitsPerUsd, 'f', 4), r->asOf);
    };
    if (!m_fx.canConvert(currency) || !m_fx.canConvert(m_currency))
        return tr("Shown as listed: no exchange rate for %1 in the catalog.").arg(m_fx.canConvert(currency) ? m_currency : currency);
    return tr("Converted from %1 (%2; %3).").arg(currency, rate(currency), rate(m_currency));
}

void OfferTableModel::setScores(
    std::vector<float> scores, std::vector<float> coverage, std::vector<bool> excluded, std::vector<int> rankOrder)
{
    m_scores = std::move(scores);
    m_coverage = std::move(coverage);
    m_excluded = std::move(excluded);
    m_rankOrder = std::move(rankOrder);
    dropKeys(ScoreColumn);
    if (!m_offers.isEmpty())
        emit dataChanged(index(0, ScoreColumn), index(rowCount() - 1, ScoreColumn), { Qt::DisplayRole, Qt::ToolTipRole, SortRole });
}

std::optional<double> OfferTableModel::score(int row) const
{
    if (size_t(row) >= m_scores.size() || std::isnan(m_scores[size_t(row)]))
        return std::nullopt;
    return m_scores[size_t(row)];
}

int OfferTableModel::priceAgeDays(int row) const
{
    const std::optional<int> age = datedPrice(m_offers.at(row)).observedAgeDays(m_today);
    return age ? std::max(0, *age) : -1;
}

bool OfferTableModel::isPriceStale(int row) const
{
    const PriceView &p = datedPrice(m_offers.at(row));
    if (!p.present)
        return false; // no price, nothing to be stale
    const int days = priceAgeDays(row);
    return days < 0 || days > kStaleDays; // an unknown observation is never fresh
}

int OfferTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_offers.size());
}

int OfferTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool OfferTableModel::isNumericColumn(int column) const
{
    switch (column) {
    case ProviderColumn:
    case GpuColumn:
    case InstanceColumn:
    case RegionColumn:
        return false;
    default:
        return true;
    }
}

void OfferTableModel::dropKeys(int column) const
{
    if (column < 0) {
        m_keys.clear();
        m_textKeys.clear();
    } else {
        if (size_t(column) < m_keys.size())
            m_keys[size_t(column)].clear();
        if (size_t(column) < m_textKeys.size())
            m_textKeys[size_t(column)].clear();
    }
}

const std::vector<double> &OfferTableModel::numericKeys(int column) const
{
    static const std::vector<double> none;
    if (column < 0 || column >= ColumnCount)
        return none;
    if (!m_offers.isEmpty())
        numericKey(0, column); // fills the column's cache
    else if (m_keys.size() != size_t(ColumnCount))
        m_keys.assign(size_t(ColumnCount), {});
    return m_keys[size_t(column)];
}

const std::vector<QCollatorSortKey> &OfferTableModel::textSortKeys(int column) const
{
    static const std::vector<QCollatorSortKey> none;
    if (column < 0 || column >= ColumnCount)
        return none;
    if (m_textKeys.size() != size_t(ColumnCount))
        m_textKeys.assign(size_t(ColumnCount), {});
    std::vector<QCollatorSortKey> &keys = m_textKeys[size_t(column)];
    if (keys.size() != size_t(m_offers.size())) {
        keys.clear();
        keys.reserve(size_t(m_offers.size()));
        const QCollator collator { QLocale() };
        for (int r = 0; r < m_offers.size(); ++r)
            keys.push_back(collator.sortKey(textKey(r, column)));
    }
    return keys;
}

double OfferTableModel::numericKey(int row, int column) const
{
    if (column < 0 || column >= ColumnCount || row < 0 || row >= m_offers.size())
        return kNaN;
    if (m_keys.size() != size_t(ColumnCount))
        m_keys.assign(size_t(ColumnCount), {});
    std::vector<double> &keys = m_keys[size_t(column)];
    if (keys.size() != size_t(m_offers.size())) {
        keys.resize(size_t(m_offers.size()));
        for (int r = 0; r < m_offers.size(); ++r)
            keys[size_t(r)] = computeNumericKey(r, column);
    }
    return keys[size_t(row)];
}

double OfferTableModel::computeNumericKey(int row, int column) const
{
    const OfferView &o = m_offers.at(row);
    switch (column) {
    case GpuCountColumn:
        return orNaN(o.gpuCount);
    // Prices sort and filter in USD, so offers listed in CNY or EUR compare with the rest;
    // without an exchange rate a price cannot be compared and sorts with the missing ones.
    case OnDemandPerGpuColumn:
        return o.onDemandPerGpuHour() ? orNaN(toUsd(*o.onDemandPerGpuHour(), o.onDemand.currency)) : kNaN;
    case OnDemandPerInstanceColumn:
        return o.onDemand.amount ? orNaN(toUsd(*o.onDemand.amount, o.onDemand.currency)) : kNaN;
    case SpotPerGpuColumn:
        return o.spotPerGpuHour() ? orNaN(toUsd(*o.spotPerGpuHour(), o.spot.currency)) : kNaN;
    case SpotPerInstanceColumn:
        return o.spot.amount ? orNaN(toUsd(*o.spot.amount, o.spot.currency)) : kNaN;
    case Bf16Column:
        return orNaN(o.bf16Tflops);
    case BandwidthColumn:
        return orNaN(o.memoryBandwidthGBs);
    case MemoryColumn:
        return orNaN(o.gpuMemoryGb);
    case ScoreColumn: {
        // Sorting by score follows the rank order (ScoringTable::rankOrder): offers a gate excludes
        // come after the recommended ones, and offers with under 50 % of the weight backed by data
        // after the rest of their group, whatever their raw score.
        const auto s = score(row);
        const bool excluded = size_t(row) < m_excluded.size() && m_excluded[size_t(row)];
        return s ? *s + (coverage(row) >= 0.5 ? 1000.0 : 0.0) + (excluded ? 0.0 : 2000.0) : kNaN;
    }
    case TierColumn: {
        const auto it = m_ratings.constFind(o.providerKey);
        if (it == m_ratings.constEnd())
            return kNaN;
        // Tier order (Platinum first); Unavailable after the rated tiers.
        const Tier tier = Tier::fromName(it->tier);
        return tier.isPublished() ? double(tier.order()) : kNaN;
    }
    case AgeColumn: {
        const int days = priceAgeDays(row);
        return days < 0 ? kNaN : days;
    }
    default:
        return kNaN;
    }
}

QString OfferTableModel::textKey(int row, int column) const
{
    return display(m_offers.at(row), row, column).toString();
}

QString OfferTableModel::missingReason(const OfferView &o, int column) const
{
    switch (column) {
    case OnDemandPerGpuColumn:
    case OnDemandPerInstanceColumn:
        if (QString hint = cg::noPublicPriceHint(o); !hint.isEmpty())
            return hint;
        if (!o.onDemand.note.isEmpty())
            return o.onDemand.note;
        return o.spot.amount ? tr("The source lists only a spot price for this offer.")
                             : tr("The source lists no on-demand price for this offer.");
    case SpotPerGpuColumn:
    case SpotPerInstanceColumn:
        return tr("The source lists no spot price for this offer.");
    case GpuColumn:
        return tr("Unknown accelerator name; kept as written.");
    case Bf16Column:
    case BandwidthColumn:
        return o.gpuKey.isEmpty() ? tr("The accelerator is not mapped to a known model.")
                                  : tr("No vendor datasheet figure has been verified for %1.").arg(o.gpuName);
    case MemoryColumn:
        return tr("Neither the datasheet nor the source gives the memory per GPU.");
    case ScoreColumn:
        return tr("Not ranked: no comparable on-demand price (missing, zero in the source, or no exchange rate).");
    case TierColumn:
        return tr("SemiAnalysis ClusterMAX has not rated this provider.");
    case AgeColumn:
        return tr("No price, so no price date.");
    default:
        return {};
    }
}

QVariant OfferTableModel::display(const OfferView &o, int row, int column) const
{
    const QLocale locale;
    switch (column) {
    case ProviderColumn: {
        const QString name = locale.language() == QLocale::Chinese && !o.providerNameZh.isEmpty() ? o.providerNameZh : o.providerNameEn;
        // A broker's offer names the cloud that runs the machine (offering.broker_of).
        return o.brokerOf.isEmpty() ? name : tr("%1 (runs on %2)").arg(name, o.brokerOf);
    }
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
    case SpotPerInstanceColumn:
        return o.spot.amount ? money(*o.spot.amount, o.spot.currency) : kDash;
    case Bf16Column:
        return o.bf16Tflops ? locale.toString(*o.bf16Tflops, 'f', 0) : kDash;
    case BandwidthColumn:
        return o.memoryBandwidthGBs ? locale.toString(*o.memoryBandwidthGBs, 'f', 0) : kDash;
    case MemoryColumn:
        return o.gpuMemoryGb ? locale.toString(*o.gpuMemoryGb, 'f', 0) : kDash;
    case ScoreColumn: {
        const auto s = score(row);
        return s ? locale.toString(*s, 'f', 1) : kDash;
    }
    case TierColumn: {
        const auto it = m_ratings.constFind(o.providerKey);
        return it == m_ratings.constEnd() ? kDash : QStringLiteral("%1 (%2)").arg(Tier::displayNameOf(it->tier), it->version);
    }
    case AgeColumn: {
        const PriceView &p = datedPrice(o);
        if (!p.present)
            return kDash;
        const int days = priceAgeDays(row);
        if (days < 0)
            return p.observationText(); // "unknown (after 2026-07-09)" or "unknown"
        return days > kStaleDays ? tr("%n day(s), stale", nullptr, days) : tr("%n day(s)", nullptr, days);
    }
    default:
        return {};
    }
}

QVariant OfferTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int row = index.row();
    const OfferView &o = m_offers.at(row);
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == OnDemandPerGpuColumn && !m_quoteOf.empty() && m_quoteOf[size_t(row)] >= 0)
            return tr("%1 · quote", "a quote was received for this offer").arg(display(o, row, index.column()).toString());
        return display(o, row, index.column());
    case QuoteRole:
        return quoteMarker(row);
    case SortRole: {
        if (!isNumericColumn(index.column()))
            return display(o, row, index.column());
        const double v = numericKey(row, index.column());
        return std::isnan(v) ? QVariant() : QVariant(v);
    }
    case OfferIdRole:
        return o.id;
    case Qt::TextAlignmentRole:
        return isNumericColumn(index.column()) && index.column() != TierColumn && index.column() != AgeColumn
            ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
            : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ToolTipRole: {
        const int c = index.column();
        if (display(o, row, c).toString() == kDash)
            return missingReason(o, c);
        if ((c == OnDemandPerGpuColumn || c == OnDemandPerInstanceColumn) && o.flags.contains(QLatin1String("host_not_priced")))
            return tr("GPU only, host not priced: the price is the GPU's alone, so the offer is not ranked. Observed %1, source: %2")
                .arg(o.onDemand.observationText(), o.onDemand.sourceUrl);
        if (c == OnDemandPerGpuColumn && !quoteMarker(row).isEmpty())
            return QString(QString(tr("Observed %1, source: %2").arg(o.onDemand.observationText(), o.onDemand.sourceUrl) + QLatin1Char(' ')
                               + conversionNote(o.onDemand.currency))
                               .trimmed()
                + QLatin1Char('\n') + quoteMarker(row));
        if (c == OnDemandPerGpuColumn || c == OnDemandPerInstanceColumn)
            return QString(tr("Observed %1, source: %2").arg(o.onDemand.observationText(), o.onDemand.sourceUrl) + QLatin1Char(' ')
                + conversionNote(o.onDemand.currency))
                .trimmed();
        if (c == SpotPerGpuColumn || c == SpotPerInstanceColumn)
            return QString(tr("Observed %1, source: %2").arg(o.spot.observationText(), o.spot.sourceUrl) + QLatin1Char(' ')
                + conversionNote(o.spot.currency))
                .trimmed();
        if (c == AgeColumn) {
            const PriceView &p = datedPrice(o);
            return p.observedOn.isEmpty()
                ? tr("Observation date unknown: the source does not say when this price was observed, so it counts as stale."
                     " Imported on %1.")
                      .arg(p.importedOn)
                : tr("Days since the source observed the price on %1. Imported on %2.").arg(p.observedOn, p.importedOn);
        }
        if (c == GpuColumn && !o.flags.isEmpty())
            return tr("Written in the source as '%1'. Import flags: %2").arg(o.gpuRawName, o.flags);
        if (c == GpuColumn)
            return tr("Written in the source as '%1'").arg(o.gpuRawName);
        if (c == InstanceColumn || c == RegionColumn || c == ProviderColumn)
            return display(o, row, c); // the whole text, where the column elides it
        if (c == ScoreColumn)
            return tr("%1 % of the weight is backed by data").arg(qRound(coverage(row) * 100));
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
    case ProviderColumn:
        return tr("Provider");
    case GpuColumn:
        return tr("GPU");
    case GpuCountColumn:
        return tr("GPUs");
    case InstanceColumn:
        return tr("Instance type");
    case RegionColumn:
        return tr("Region");
    case OnDemandPerGpuColumn:
        return tr("On-demand per GPU-hour");
    case OnDemandPerInstanceColumn:
        return tr("On-demand per instance-hour");
    case SpotPerGpuColumn:
        return tr("Spot per GPU-hour");
    case SpotPerInstanceColumn:
        return tr("Spot per instance-hour");
    case Bf16Column:
        return tr("Dense BF16 (TFLOPS)");
    case BandwidthColumn:
        return tr("Memory bandwidth (GB/s)");
    case MemoryColumn:
        return tr("Memory per GPU (GB)");
    case ScoreColumn:
        return tr("Score");
    case TierColumn:
        return tr("ClusterMAX tier");
    case AgeColumn:
        return tr("Price age");
    default:
        return {};
    }
}

void OfferTableModel::retranslate()
{
    dropKeys(); // texts and their collation follow the language
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_offers.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), { Qt::DisplayRole, Qt::ToolTipRole });
}

} // namespace cg
