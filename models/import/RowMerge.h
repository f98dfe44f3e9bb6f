#pragma once

#include "import/OfferRecord.h"

#include <QList>
#include <QString>

namespace cg {

/// Two rows of one file for the same offer (provider, instance type, region) that disagree on
/// one field. The first row is kept; the other row's value is only reported.
struct ImportConflict
{
    int firstLine = 0; ///< 1-based line of the kept (first) row
    int line = 0; ///< 1-based line of the disagreeing row
    QString instanceType, region;
    /// What disagrees: "gpu" (the accelerator's name or canonical model), "gpu_memory" (per-GPU
    /// memory the source states, GB), "gpu_count", or "price:<kind>" (on_demand, spot, reserved).
    QString field;
    QString kept, other; ///< the two values as shown: the first row's, then the other row's

    /// One report line, e.g. "line 12 and line 40: instance a2-highgpu-1g in us-central1: GPU
    /// A100-40GB vs A100-80GB" (translated in context cg::ImportReport).
    QString text() const;
};

/// One offer after merging the rows of a file that name it.
struct MergedRecord
{
    OfferRecord record; ///< the first row, with other rows' extra price kinds added
    QList<int> duplicateLines; ///< lines of rows identical to it (collapsed)
};

/// What mergeRows found.
struct MergeResult
{
    QList<MergedRecord> merged; ///< in file order of their first row
    QList<ImportConflict> conflicts; ///< one per disagreeing field, in file order
    int duplicates = 0; ///< rows identical to an earlier one (import_run.rows_duplicate)
};

/**
 * Merges a file's rows by (provider, instance type, region) (field report CAT-01).
 *
 * - A row that repeats an earlier one exactly is a duplicate: counted, nothing else.
 * - A row that adds a price kind the first lacks (gpuhunt's separate spot row) adds that price.
 * - A row that disagrees on the GPU (name, canonical model, or the per-GPU memory the source
 *   states), the GPU count, or a price of the same kind, term and date never merges: the first
 *   row is kept, its offer flagged `conflict`, and each disagreeing field is one ImportConflict.
 *   A row whose GPU or count disagrees is another machine, so none of its prices are taken.
 * A value one row leaves empty and the other gives is not a disagreement (unknown is not a value
 * to contradict). Rows without a provider get `defaultProvider`; empty regions become "unknown"
 * and are flagged `region_unknown` (CAT-10).
 */
MergeResult mergeRows(QList<OfferRecord> records, const QString &defaultProvider);

/// What mergeRows does to each row first: no provider → `defaultProvider`; an empty region
/// becomes "unknown", flagged `region_unknown`. Doing it twice changes nothing.
void normalizeRow(OfferRecord &record, const QString &defaultProvider);

/// The key rows of one offer share (provider, instance type, region) after normalizeRow.
QString mergeKey(const OfferRecord &record);

} // namespace cg
