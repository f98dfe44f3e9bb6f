#pragma once

#include "catalog/store/CatalogTypes.h"
#include "core/FxRates.h"

#include <QHash>
#include <QList>
#include <QString>

#include <iterator>
#include <memory>
#include <optional>
#include <vector>

namespace cg {

class Catalog;

/// One stored price point (table price_point, schema v3): the value a series (offering, kind,
/// term) took from `asOf` on, per instance-hour in `currency`, or its withdrawal.
struct PricePoint
{
    qint64 id = 0;
    qint64 offeringId = 0;
    qint64 runId = 0; ///< the import run that wrote it; 0 for a row migrated without one
    QString kind; ///< on_demand, spot or reserved
    int termMonths = 0;
    bool withdrawn = false; ///< the source no longer listed the series (amount empty)
    std::optional<double> amount; ///< per instance-hour; empty: withdrawn, or no list price
    QString currency, asOf, observedOn, observedAfter, recordedOn, sourceUrl; ///< dates ISO yyyy-MM-dd
    /// The day to plot the point at: observedOn when known, else asOf.
    QString date() const { return observedOn.isEmpty() ? asOf : observedOn; }
};

/// Where a history comparison starts: the catalog as an import run left it, or as of a day.
struct HistoryCutoff
{
    QString date; ///< ISO yyyy-MM-dd: the points whose as_of is on or before it
    qint64 runId = -1; ///< > 0: the points written by this run or an earlier one

    bool isRun() const { return runId > 0; }
    /// Parses "2026-05-01", "12" or "#12" (a run id). Nullopt with `error` for anything else.
    static std::optional<HistoryCutoff> parse(const QString &text, QString *error);
    /// Whether point `p` was in the catalog at the cutoff.
    bool includes(const PricePoint &p) const { return isRun() ? p.runId <= runId : p.asOf <= date; }
    /// "run 12" or "2026-05-01", for messages.
    QString text() const;
};

/// The offering a history row is about.
struct OfferLabel
{
    qint64 id = 0;
    QString providerKey, instanceType, region, gpuKey, gpuName; ///< gpuName: model name or the source's raw name
    std::optional<double> gpuCount;
    bool withdrawn = false; ///< marked no longer offered (offering.withdrawn_run_id)
};

/// One series that differs between the cutoff and now.
struct PriceChange
{
    enum class Type { Up, Down, Changed, Appeared, Withdrawn };
    /// The offer, shared by the copies of this change (a diff stores it once per offer and
    /// builds it when a change is read); null in a default-constructed change.
    std::shared_ptr<const OfferLabel> label;
    QString kind;
    int termMonths = 0;
    Type type = Type::Changed;
    std::optional<double> oldAmount, newAmount; ///< per instance-hour
    QString oldCurrency, newCurrency, oldAsOf, newAsOf;
    qint64 runId = 0; ///< the run of the newest point
    bool offerLevel = false; ///< part of a whole offer that appeared or disappeared (CatalogDiff::newOffers / removedOffers)

    /// The offer; an empty label (id 0) when `label` is null.
    const OfferLabel &offer() const;
    /// Change in percent of the old amount ((new - old) / old × 100), when both are known and in one currency.
    std::optional<double> percent() const;
    /// Amounts per GPU-hour (instance amount / GPU count), empty without a GPU count.
    std::optional<double> oldPerGpuHour() const;
    std::optional<double> newPerGpuHour() const;
    /// "up", "down", "changed", "appeared", "withdrawn".
    QString typeName() const;
};

/**
 * The changes of one diff (CatalogDiff::changes), read as PriceChange values. Stored compactly: a
 * 64-byte record per change, a 40-byte label per offer and each text (currency, as-of date, kind,
 * provider key, region …) once, shared by the changes that name them; copies share the storage.
 * A diff over 200 snapshots of a 100k-offer catalog lists about 196,000 changes: 12.5 MB of
 * records and 4 MB of labels, where PriceChange values (192 bytes, five strings each) would take
 * 38 MB and OfferLabel values 15 MB. at() builds one PriceChange and its OfferLabel; iterating
 * builds one per step, so a loop that keeps pointers to the changes it reads must keep copies.
 */
class PriceChanges final
{
public:
    /// One change as stored. Text numbers index Store::texts, -1: none.
    struct Record
    {
        double oldAmount = 0, newAmount = 0; ///< per instance-hour, when hasOldAmount / hasNewAmount
        qint64 runId = 0;
        int label = 0; ///< index into Store::labels
        int kind = -1, oldCurrency = -1, newCurrency = -1, oldAsOf = -1, newAsOf = -1;
        int termMonths = 0;
        PriceChange::Type type = PriceChange::Type::Changed;
        bool hasOldAmount = false, hasNewAmount = false, offerLevel = false;
    };
    /// One offer as stored (OfferLabel's fields). Text numbers index Store::labelTexts.
    struct Label
    {
        qint64 id = 0;
        int provider = 0, instanceType = 0, region = 0, gpuKey = 0, gpuName = 0;
        double gpuCount = 0; ///< when hasGpuCount
        bool hasGpuCount = false, withdrawn = false;
    };
    /// The records and what they name; `order`: per list position the index of its record.
    struct Store
    {
        std::vector<Label> labels;
        std::vector<QString> labelTexts; ///< the texts Label numbers
        std::vector<QString> texts; ///< the texts Record numbers
        std::vector<Record> records;
        std::vector<int> order;
        /// labels[label] as an OfferLabel (0 ≤ label < labels.size()).
        OfferLabel offer(int label) const;
    };
    /// Reads the changes as PriceChange values (an input iterator: each step builds one).
    class const_iterator
    {
    public:
        using iterator_category = std::input_iterator_tag;
        using value_type = PriceChange;
        using difference_type = qsizetype;
        using pointer = void;
        using reference = PriceChange;
        const_iterator() = default;
        const_iterator(const PriceChanges *changes, qsizetype i)
            : m_changes(changes)
            , m_i(i)
        {
        }
        PriceChange operator*() const { return m_changes->at(m_i); }
        const_iterator &operator++()
        {
            ++m_i;
            return *this;
        }
        const_iterator operator++(int)
        {
            const_iterator was = *this;
            ++m_i;
            return was;
        }
        bool operator==(const const_iterator &o) const { return m_i == o.m_i; }
        bool operator!=(const const_iterator &o) const { return m_i != o.m_i; }

    private:
        const PriceChanges *m_changes = nullptr;
        qsizetype m_i = 0;
    };

    PriceChanges() = default;
    explicit PriceChanges(std::shared_ptr<const Store> store)
        : m_store(std::move(store))
    {
    }
    qsizetype size() const { return m_store ? qsizetype(m_store->order.size()) : 0; }
    bool isEmpty() const { return size() == 0; }
    /// The change at `i` (0 ≤ i < size()).
    PriceChange at(qsizetype i) const;
    PriceChange operator[](qsizetype i) const { return at(i); }
    PriceChange first() const { return at(0); }
    PriceChange last() const { return at(size() - 1); }
    const_iterator begin() const { return const_iterator(this, 0); }
    const_iterator end() const { return const_iterator(this, size()); }
    const_iterator cbegin() const { return begin(); }
    const_iterator cend() const { return end(); }
    /// The stored records (for reading many changes without building PriceChange values).
    const Store *store() const { return m_store.get(); }

private:
    std::shared_ptr<const Store> m_store;
};

/// What changed between a cutoff and now: offers that appeared or disappeared, and the price
/// series that changed, appeared or were withdrawn.
struct CatalogDiff
{
    HistoryCutoff since;
    QList<OfferLabel> newOffers, removedOffers; ///< by provider, instance type, region
    /// Every changed series, those of new and removed offers included (PriceChange::offerLevel),
    /// by provider, instance type, region, kind, term.
    PriceChanges changes;
    int pointsScanned = 0;
};

/// The on-demand and spot prices (term 0) of one offering at a cutoff.
struct PricesAt
{
    std::optional<PricePoint> onDemand, spot; ///< empty or withdrawn: not offered then
};

/// One step of a provider's trend for one GPU model (PriceHistory::providerTrend).
struct TrendPoint
{
    QString date; ///< ISO yyyy-MM-dd: a day on which the provider's prices were observed (or an offer was found withdrawn)
    double median = 0; ///< median on-demand price per GPU-hour in the trend's currency, at the FX rate of `date`
    int offers = 0; ///< offers of the model offered on `date` with a price, GPU count and rate
};

/// A provider's trend for one GPU model: the median of its offers' on-demand prices per GPU-hour
/// after each day on which one of the provider's on-demand prices was observed.
struct GpuTrend
{
    QString gpuKey, gpuName; ///< gpuName: the model's name, or the source's raw name for an unmatched GPU
    QList<TrendPoint> points; ///< oldest first; a date where none of its offers was offered has no point
};

/// Every stored FX rate per currency (table fx_rate), for converting a price at the rate of its
/// own date rather than today's.
class DatedFxRates final
{
public:
    void insert(const QString &currency, const FxRate &rate) { m_rates[currency.toUpper()].append(rate); }
    /// The rates in force on ISO `date`: per currency the newest rate published on or before it,
    /// else (a price older than every stored rate) the oldest rate there is.
    FxRates on(const QString &date) const;
    bool isEmpty() const { return m_rates.isEmpty(); }

private:
    QHash<QString, QList<FxRate>> m_rates; // oldest first
};

/**
 * Reads the price history of a catalog (schema v3, table price_point). Reads are ordered the way
 * Catalog::offers() picks the current price: by as_of, then insertion. A series' state at a
 * cutoff is its last point the cutoff includes.
 *
 * Errors: a read whose statement fails returns an empty result and sets lastError() ("cannot read
 * the price history: …"); every call clears it on entry.
 */
class PriceHistory final
{
public:
    explicit PriceHistory(const Catalog &catalog);

    /// Every point of one offering, by kind, term and as_of.
    QList<PricePoint> series(qint64 offeringId) const;
    /// The offerings matching a filter: GPU model keys (empty = any), provider key or name (empty =
    /// any), ordered by provider, instance type, region.
    QList<OfferLabel> offerings(const QSet<QString> &gpuKeys, const QString &provider) const;
    /// The offering by id, or by "provider:instance-type[:region]" / instance type (first by
    /// provider and region); nullopt when none matches.
    std::optional<OfferLabel> findOffering(const QString &text) const;
    /// What changed between `since` and now. Since a run (schema v5): reads only the latest
    /// points written after the run and the points they replaced, through index
    /// price_point_until (CatalogSchema.cpp); pointsScanned counts those. All its reads see one
    /// state of the catalog; on an SQLite file they use two connections in two threads, and hold
    /// the catalog's write lock meanwhile (ReadSnapshot: other writers wait). Since a date:
    /// diffByScan().
    CatalogDiff diff(const HistoryCutoff &since) const;
    /// The same comparison from one scan of every point (pointsScanned: all of them): the
    /// reference diff() is tested against, and the path of a date cutoff.
    CatalogDiff diffByScan(const HistoryCutoff &since) const;
    /// Per offering id, its on-demand and spot prices at `cutoff`.
    QHash<qint64, PricesAt> pricesAt(const HistoryCutoff &cutoff) const;
    /// The trend of provider `providerKey` per GPU model (by model name): for every distinct
    /// observation date of its on-demand points (term 0; a withdrawn point counts on the day the
    /// import found it gone), each offer's price then (its newest point on or before that date; a
    /// withdrawn one counts as not offered) per GPU-hour (instance amount / GPU count), converted
    /// to `currency` at the rates of that date (`fx`, DatedFxRates::on), and the median over the
    /// model's offers (the mean of the middle two for an even count). A point without a known
    /// observation date is no point in time and is left out (an import day is not a price
    /// history); so are offers without a GPU count or a rate to `currency`, and a model with
    /// fewer than two dates (one observation is not a trend). One scan of the provider's points.
    QList<GpuTrend> providerTrend(const QString &providerKey, const QString &currency, const DatedFxRates &fx) const;
    /// Every FX rate of the catalog with its date.
    DatedFxRates fxHistory() const;
    /// The id of the newest finished import run, 0 when there is none.
    qint64 latestRunId() const;
    QString lastError() const { return m_error; }

private:
    QHash<qint64, OfferLabel> labels() const;
    const Catalog &m_catalog;
    mutable QString m_error;
};

/// Replaces the prices of `offers` by those at `cutoff` (PriceHistory::pricesAt) and drops the
/// offers that had neither an on-demand nor a spot price offered then: the catalog as it was.
QList<OfferView> offersAt(const QList<OfferView> &offers, const QHash<qint64, PricesAt> &prices);

} // namespace cg
