#pragma once

#include "catalog/writer/CatalogWriter.h"
#include "csv/CsvReader.h"
#include "import/OfferRecord.h"
#include "import/RowMerge.h"

#include <QMap>
#include <QString>
#include <QStringList>
class QFile;
class QIODevice;

#include <atomic>
#include <functional>

class QFile;

namespace cg {

class Catalog;

/// How to import one file.
struct ImportOptions
{
    QString format; ///< a name of readers::importFormats(); empty → detected from the content
    QString providerKey; ///< required for skypilot/gpuhunt unless it can be taken from the path (…/<cloud>/vms.csv)
    /// ISO key date (price.as_of) of rows without their own: used for uniqueness, re-import and
    /// "newest" checks, NOT as the observation date. Empty → the file's modification date
    /// (importFile) or today (importBytes).
    QString asOf;
    /// ISO date the source observed or published the prices of rows that carry no date of their
    /// own (CLI --as-of sets it); empty = the observation date is unknown.
    QString observedOn;
    /// ISO lower bound of the observation when observedOn is empty (for example the first day an
    /// upstream snapshot's path existed); empty = none known.
    QString observedAfter;
    /// What a CloudGauge CSV row's own as_of means when the file has no observed_on column:
    /// the observation date (default) or only a lower bound of it (stored as observed_after).
    enum class RowAsOf { ObservedOn, ObservedAfter };
    RowAsOf rowAsOf = RowAsOf::ObservedOn;
    QString importedOn; ///< ISO date the rows enter the catalog; empty → today (local date)
    QString sourceUrl; ///< where the file came from; empty → the file path
    /// The audit trail's action of a team catalog (TeamCatalog, AuditEntry::action): "import"
    /// (empty means that) or "update" (a download by `update`, recorded with sourceUrl).
    QString auditAction;
    /// Import a document whose newest observation is older than the newest known observation of
    /// the catalog's prices for its provider (kept as history; the newer prices stay current).
    bool allowOlder = false;
    /// ISO date the document was fetched from its URL (`update`); empty for a file. For a vendor's
    /// own price service (ImportFormat::currentPrices) every price is observed on this day and
    /// keyed by it: the answer lists the prices in effect when it was fetched, and the dates in
    /// the document (effectiveStartDate, publicationDate) only say since when.
    QString fetchedOn;
    /// What the file lacks of its source's offers (CatalogWriter::WithdrawPolicy): Auto marks them
    /// no longer offered only when the file looks complete; Always / Never when the caller knows.
    CatalogWriter::WithdrawPolicy withdraw = CatalogWriter::WithdrawPolicy::Auto;
    /// Set from another thread to stop: the file's transaction is rolled back, nothing is written.
    const std::atomic<bool> *cancel = nullptr;
    /// Called from the importing thread while a streamed document (AWS offer file) is read:
    /// bytes read so far and the file's size. Empty: no progress reports.
    std::function<void(qint64 done, qint64 total)> progress;
    CsvLimits limits;
    /// A SkyPilot, gpuhunt or CloudGauge CSV with more lines than this is read this many rows at
    /// a time (Importer::importInParts), so memory follows the part, not the file (a 50 MB file of
    /// a million rows took 2.2 GB whole); 0 reads every file whole. The result is the same.
    int rowsPerPart = 5000;
    /// Size limit of the formats read as a stream (ImportFormat::streamed), bytes; the others
    /// are held in memory and limited by limits.maxFileBytes. AWS regional EC2 offer files run
    /// to hundreds of MB.
    qint64 maxStreamBytes = 8LL * 1024 * 1024 * 1024;
};

/// What an import did, for the report printed by the CLI and shown by the GUI.
struct ImportReport
{
    QString file, format, providerKey, asOf;
    QString importedOn; ///< ISO date written as the rows' imported_on
    QString observedFrom, observedTo; ///< oldest and newest observed_on among the file's prices; empty when none has one
    int observationUnknown = 0; ///< prices written without an observed_on
    int pricesWritten = 0; ///< prices in the file's rows (new + changed + unchanged)
    QString observedAfterMax; ///< newest observed_after among the prices with the observation unknown
    /// Set by importFile when no date was given and the key date is the file's modification date.
    QString fileModifiedOn;
    int rowsRead = 0;
    int offersNew = 0, offersChanged = 0, offersUnchanged = 0;
    int pricesNew = 0, pricesChanged = 0, pricesUnchanged = 0;
    /// The run as a snapshot (schema v3, CatalogWriter::finishImportRun): offers and price series
    /// of this source the file no longer lists, price points appended, watchlist hits fired.
    int offersWithdrawn = 0, pricesWithdrawn = 0, pricesNotListed = 0, pricePoints = 0, watchHits = 0;
    /// duplicates: rows identical to an earlier row of the file (stored as import_run.rows_duplicate);
    /// conflicts: disagreeing fields of rows for the same offer (conflictList.size(); they are not
    /// duplicates and appear in import_run.report only).
    int rejected = 0, duplicates = 0, conflicts = 0, flagged = 0, unmapped = 0, skippedCpuOnly = 0;
    /// Split GPU/host files (composeSplitRows): GPU rows composed with a host, GPU rows without a
    /// host ("GPU only, host not priced", not ranked), host rows used for a composition.
    int composed = 0, gpuOnly = 0, hostsUsed = 0;
    QList<ImportConflict> conflictList; ///< each conflict with both lines and both values, in file order
    bool alreadyImported = false; ///< the same file (SHA-256) was imported before: nothing written
    bool refusedAsOlder = false;
    /// The file's format needs a provider that neither the options nor the path give (error set):
    /// the window asks for one and imports the file again.
    bool needsProvider = false;
    bool cancelled = false; ///< stopped on request; rolled back   ///< refused: older than the catalog's prices (retry with allowOlder)
    qint64 importRunId = -1;
    QStringList messages; ///< "line N: ..." for every rejected, conflicting or flagged row
    QMap<QString, int> excluded; ///< products or rows of a vendor document left out on purpose, by reason
    QStringList readNotes; ///< how the document was read (conversions with their arithmetic)
    bool datedByDocument = false; ///< asOf is the document's own date (AWS publicationDate, ...)
    /// Fetched from a vendor's price service (ImportOptions::fetchedOn): asOf is the fetch day,
    /// on which every price was observed.
    bool observedAtFetch = false;
    QString error; ///< non-empty: nothing was written

    bool ok() const { return error.isEmpty(); }
    int offersImported() const { return offersNew + offersChanged + offersUnchanged; }
    /// The report as text: a summary line, then one line per message.
    QString text() const;
};

/**
 * Imports price files into a Catalog (docs/user-guide.md, "Import rules").
 *
 * Rules, each a test in tst_importer:
 * - One transaction per file: a failed write rolls the whole file back; bad rows are listed with
 *   their line and reason while the good rows import.
 * - Re-importing the same file (same SHA-256, format and provider) writes nothing; re-importing
 *   changed content with the same as-of date updates in place, so prices are never doubled.
 * - Duplicates: rows with the same (provider, instance type, region) are one offer (mergeRows).
 *   Identical rows collapse (counted); rows that disagree on the GPU (name, model, stated memory),
 *   the GPU count or a price keep the FIRST row, each disagreement is reported with both lines
 *   and both values, and the offer is flagged `conflict` (field report CAT-01).
 * - Prices are stored per instance-hour; a 0 list price is stored as "no list price" (NULL) and
 *   flagged `zero_price`; an empty or nan price is no price (CAT-06).
 * - An N-GPU instance priced the same as a smaller one of the same GPU and region is flagged
 *   `same_price_as_smaller` (CAT-03); a per-GPU memory figure that is really the instance total is
 *   divided and flagged `gpu_memory_total`.
 * - A file pricing GPUs apart from their host machines (SkyPilot's GCP catalog) gets composed
 *   offers "<host> + <n>×<GPU>" (composeSplitRows); a GPU row with no host in the file imports
 *   flagged `host_not_priced`, which no ranking admits (GateHostNotPriced).
 * - GPU names go through GpuIdentity; unknown names import with gpu_model NULL, the raw name kept,
 *   flagged `unmapped_gpu` (CAT-07). Empty regions become "unknown" (CAT-10).
 * - A file whose as-of date is older than the provider's newest price is refused unless
 *   allowOlder (CAT-11): prices are history, the newest as-of is current.
 * - Dates (schema v2): each price gets observed_on from the file's observed_on column when it has
 *   one, else from the row's own as_of (as a lower bound when options.rowAsOf says so), else from
 *   options.observedOn / observedAfter; imported_on is options.importedOn or today. A file
 *   imported without any date has its observation unknown: the file's modification date is only
 *   the as_of key (a file is written after its prices were seen, so it bounds the observation
 *   from above, never from below) and the report says so.
 */
class Importer final
{
public:
    explicit Importer(Catalog &catalog);
    /// After imports on `catalog` in which a file failed: when the team catalog's server no
    /// longer answers (pingCatalog()), adds "no connection to the server: …" to those files'
    /// errors, so the report says the connection was lost even where the failing statement's own
    /// message did not. Nothing for an SQLite catalog, or when every file was imported.
    static void noteLostConnection(const Catalog &catalog, QList<ImportReport> &reports);

    ImportReport importFile(const QString &path, const ImportOptions &options);
    /// The same for a file already open for reading (QFile::fileName() names it): a named pipe
    /// the caller opened before taking the catalog's write lock, which a second open() would
    /// block on once its writer has closed.
    ImportReport importFile(QFile &file, const ImportOptions &options);
    /// Imports bytes already read (the file name is used for the report and the hash record).
    ImportReport importBytes(const QByteArray &bytes, const QString &name, const ImportOptions &options);

private:
    ImportReport startReport(const QString &name, const ImportOptions &options) const;
    /// Reads a streamed format (options.format) from an open device.
    ImportReport importStream(QIODevice &device, qint64 size, const QString &name, const ImportOptions &options);
    /// Everything after reading: merge, GPU identity, flags, and the one transaction.
    ImportReport commitRead(ImportReport report, ReadResult read, const QString &sha, const QString &name, const ImportOptions &options);
    /// A large CSV (ImportFormat::readInParts) read a part of ImportOptions::rowsPerPart records
    /// at a time, two or three times (ImportParts.cpp); the same rules and result as commitRead.
    ImportReport importInParts(ImportReport report, const QByteArray &bytes, const QString &sha, const QString &name,
        const ImportOptions &options, const std::function<ReadResult(const CsvTable &)> &readPart);
    /// The report's provider, dates and counts from what was read; false with its error set (a
    /// fatal read error, or no provider for a format that needs one).
    bool prepareReport(ImportReport &report, ReadResult &read, const ImportOptions &options, QString *fetchedLive) const;
    /// Sorts the rejected rows by line into the report's count and one message each.
    static void countRejected(ImportReport &report, QList<CsvIssue> rejected, QStringList &messages);

    Catalog &m_catalog;
};

} // namespace cg
