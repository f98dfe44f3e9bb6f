#pragma once
// Internal to models/import: the stages of an import after reading, shared by the import of a
// whole file (Importer::commitRead) and the import of a large CSV a part at a time
// (Importer::importInParts), so both apply every rule the same way. Nothing outside this folder
// includes it.

#include "catalog/identity/GpuIdentity.h"
#include "catalog/store/CatalogTypes.h"
#include "catalog/writer/CatalogWriter.h"
#include "import/Importer.h"
#include "import/OfferRecord.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <deque>
#include <memory>

namespace cg {

class Catalog;

/// An import's messages by the stage that found them; inFileOrder() assembles them the one way
/// the report shows them.
struct ImportMessages
{
    QStringList read; ///< zero prices read as "no list price", then rejected rows
    QStringList conflicts; ///< rows of one offer that disagree (mergeRows)
    QStringList identity; ///< GPU names, memory per GPU
    QStringList samePrice; ///< CAT-03: an N-GPU instance priced as a smaller one
    QStringList providers; ///< providers added to the catalog
    /// The stages in the order above, then ordered by the first number of each line (its line in
    /// the file), stably: lines without a number ("new provider …") first.
    QStringList inFileOrder() const;
};

/// GPU identity and the per-offer flags of merged rows; one per import, resolutions cached
/// (thousands of rows share a handful of GPU names).
class RowResolver
{
public:
    explicit RowResolver(const Catalog &catalog);
    /// The canonical model resolve() gives `record` (empty when unmapped), without changing it.
    QString gpuKeyOf(const OfferRecord &record);
    /// Flags spot prices above or equal to on-demand, resolves the GPU (gpuKey; flags
    /// unmapped_gpu, variant_assumed, memory_from_source, memory_assumed, memory_differs,
    /// gpu_memory_total) and appends its messages; `unmapped` counts the unmapped rows.
    void resolve(OfferRecord &record, QStringList &messages, int &unmapped);

private:
    GpuMatch match(const OfferRecord &record);
    GpuIdentity m_identity;
    QHash<QString, GpuModelRecord> m_models;
    QHash<QString, GpuMatch> m_matches;
};

/**
 * Field report CAT-03: an N-GPU instance priced exactly as a smaller instance of the same
 * provider, GPU (canonical model, else the raw name) and region, for the same price kind and
 * currency. The smaller one is the instance with the fewest GPUs, the first in the file among
 * equals; each larger instance is flagged once, for the first of its prices that matches.
 *
 * Memory: 32 bytes per price added, keyed by a 128-bit hash of its group (two independent 64-bit
 * hashes), so a file of millions of rows is checked without holding its rows.
 */
class SamePriceCheck
{
public:
    /// What a larger instance matched: the line of the smaller one and the index of the price in
    /// the larger one's prices.
    struct Hit
    {
        int smallLine = 0;
        int priceIndex = 0;
    };
    /// Adds the priced offers of `record` (after merging and GPU identity: gpuKey as resolved).
    void add(const OfferRecord &record);
    /// Forgets what add() was given for these lines (sorted ascending).
    void forget(const std::vector<int> &sortedLines);
    /// The larger instances by line. Call once, after every add().
    QHash<int, Hit> hits();
    /// The message for a larger instance `big` and its hit (tr context cg::ImportReport).
    static QString message(const OfferRecord &big, const Hit &hit, const QString &smallInstanceType, double smallGpuCount);

private:
    struct Entry
    {
        quint64 h1, h2;
        double gpuCount;
        int line;
        int priceIndex;
    };
    std::deque<Entry> m_entries;
};

/**
 * The one transaction of an import: opens the run, writes each merged offer and its prices with
 * their dates, and finishes (snapshot, audit, commit). Any failure rolls back and sets the
 * report's error, with its counts cleared.
 *
 * The catalog's newest observation per provider is read when the provider is first written; an
 * import whose own newest observation is older is refused at finish() unless allowOlder (CAT-11).
 */
class RunWriter
{
public:
    RunWriter(Catalog &catalog, ImportReport &report, const ImportOptions &options, QString fetchedLive, bool hasObservedOnColumn);
    ~RunWriter();
    /// Whether the import goes on: false with the report's error set when the catalog cannot be
    /// written, or with alreadyImported and importRunId set (messages cleared) when the same file
    /// (SHA-256 `sha`, format, provider) was imported for the same date before.
    bool shouldImport(const QString &sha);
    /// Begins the transaction; false with the report's error set.
    bool begin();
    /// Looks up or adds a provider (a message when added); false with the report's error set.
    bool addProvider(const QString &key, const QString &nameEn, const QString &nameZh, QStringList &messages);
    /// Records the import run; false with the report's error set.
    bool startRun(const QString &sha, const QString &name);
    /// Writes one merged offer and its prices; false with the report's error set (rolled back).
    bool write(const OfferRecord &record);
    /// The older-than-the-catalog check, the run's figures and snapshot, the audit entry and the
    /// commit; `messages` become the report's. False with the report's error set.
    bool finish(QStringList messages, const QString &name);
    /// Rolls back and sets the report's error, its counts cleared; returns false.
    bool fail(const QString &why);

private:
    Catalog &m_catalog;
    ImportReport &m_report;
    const ImportOptions &m_options;
    QString m_fetchedLive;
    bool m_hasObservedOnColumn;
    std::unique_ptr<CatalogWriter> m_writer;
    ImportRunView m_run;
    QList<QString> m_providerOrder;
    QHash<QString, qint64> m_providerIds;
    QHash<QString, QString> m_catalogNewest, m_fileNewest; ///< per provider: newest observation before, and in this file
    int m_flagged = 0, m_written = 0;
};

} // namespace cg
