#pragma once

#include "csv/CsvReader.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace cg {

/// One price of an offer as read from a file, per **instance**-hour in `currency`.
struct PriceRecord
{
    QString kind; ///< on_demand, spot or reserved
    int termMonths = 0; ///< reserved term; 0 for on-demand and spot
    std::optional<double> amount; ///< empty: no list price (see note)
    QString currency = QStringLiteral("USD");
    QString asOf; ///< ISO date, the row's own (CloudGauge CSV as_of); empty → the import's as-of date
    QString sourceUrl; ///< empty → the import's source
    QString note;
    QString observedOn; ///< ISO date from the file's observed_on column, or empty
    QString observedAfter; ///< ISO date from the file's observed_after column (a lower bound), or empty
};

/// One offer row from any supported file format, before GPU identity and de-duplication.
struct OfferRecord
{
    int line = 0; ///< 1-based line in the source file
    QString providerKey; ///< set by formats that carry it per row; else the import's provider
    QString providerName, providerNameZh;
    QString instanceType;
    QString region; ///< empty → "unknown"
    QString zone; ///< availability zone as written (SkyPilot AvailabilityZone); pairs split GPU/host rows only
    QString gpuRawName; ///< accelerator name as written
    QString gpuKey; ///< canonical key when the file names one (CloudGauge CSV), else empty
    QString variantHint; ///< other text that may name the form factor (GpuInfo's name, e.g. "A100 PCIe")
    std::optional<double> gpuCount, vcpus, ramGib;
    std::optional<double> reportedGpuMemoryGb; ///< per accelerator as the source says (a hint)
    QString brokerOf;
    QStringList flags; ///< raised by the reader (e.g. gpuinfo_unreadable)
    QList<PriceRecord> prices;
};

/// What a format reader produced from one file.
struct ReadResult
{
    QString format; ///< skypilot, gpuhunt, gpuhunt-tpu-json, csv
    QList<OfferRecord> records;
    QList<CsvIssue> rejected; ///< bad rows with line and reason
    QString fatalError; ///< the file was refused as a whole
    int rowsRead = 0; ///< data rows in the file
    int skippedCpuOnly = 0; ///< rows without an accelerator (SkyPilot CPU instances) not used as a GPU's host
    /// A file pricing GPUs and host machines in separate rows (composeSplitRows): GPU rows composed
    /// with a host row, GPU rows left without a host (`host_not_priced`), host rows used.
    int composed = 0, gpuOnly = 0, hostsUsed = 0;
    /// The file has an observed_on column: its rows' observation dates are that column's values
    /// (empty = unknown) and the rows' as_of is only a key date.
    bool hasObservedOnColumn = false;
    /// ISO date the document itself states for its prices (an AWS offer file's publication
    /// date, an Azure page's newest effectiveStartDate...); empty when it states none. The
    /// importer uses it as the run's as-of date unless the user gives one.
    QString documentDate;
    /// Products or rows of a vendor document left out on purpose, by reason ("operatingSystem
    /// Windows, not Linux" → 12): not errors, counted in the import report.
    QMap<QString, int> excluded;
    /// Lines for the report about how the document was read (conversions with their arithmetic).
    QStringList notes;
};

} // namespace cg
