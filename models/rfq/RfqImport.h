#pragma once

#include "catalog/quotes/CatalogQuotes.h"
#include "rfq/XlsxReader.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

namespace cg {
class Catalog;
}

namespace cg::rfq {

struct RfqRequest;

/// What a returned workbook holds, after every cell was checked.
struct ReturnedWorkbook
{
    QString providerKey; ///< CloudGaugeMeta!B3
    QString rfqId; ///< CloudGaugeMeta!B4
    QString language; ///< CloudGaugeMeta!B5
    QList<ProviderAnswer> answers; ///< answered questions only (self-reported)
    QList<QuoteRecord> quotes; ///< filled quote lines (confidential)
    /// One line per bad cell, "Sheet!A12: reason" (or "file: reason" when no cell is to blame).
    QStringList issues;
    bool ok() const { return issues.isEmpty(); }
};

/**
 * Maps the cells of a returned workbook (layout: RfqWorkbook.h) to answers and quotes, checking
 * every filled cell: question ids known and not repeated, a choice answer one of its list's keys
 * or labels (in either language: the labels written to CloudGaugeMeta and the current ones),
 * a number answer within the question's bounds, evidence an http(s) URL, texts at most 4000
 * characters; quote lines with a GPU model, a whole GPU count 1-1000000, pricing on-demand or
 * reserved, a term of 1-120 whole months for reserved (0 or empty for on-demand), a price > 0,
 * an ISO 4217-shaped currency, a valid-until date (YYYY-MM-DD text or a spreadsheet date
 * number), optional egress and storage charges ≥ 0. `today` is the received date;
 * `sourceFile` is recorded with every row.
 */
ReturnedWorkbook parseReturnedWorkbook(const XlsxWorkbook &book, const QDate &today, const QString &sourceFile);

/// Outcome of importReturnedWorkbook().
struct RfqImportResult
{
    ReturnedWorkbook workbook; ///< what was read (issues included)
    bool stored = false; ///< true when every row was written
    int expiredQuotes = 0; ///< quotes whose validity ended before `today`
    /// Refused because this catalog has no record of exporting the workbook's request (the one
    /// issue says so); importing again with UnrecordedRequest::Accept takes it.
    bool unrecordedRequest = false;
};

/// What importReturnedWorkbook() does with a workbook whose request this catalog never exported.
enum class UnrecordedRequest {
    Refuse, ///< refuse it (an invented id, or a request of another catalog)
    Accept, ///< import it: the user says the request was sent from elsewhere (another catalog)
};

/**
 * Reads `path` (readXlsxFile), checks it (parseReturnedWorkbook), and when it has no issue
 * stores it in one transaction (RfqStore::store): all or nothing. A file that cannot be read or
 * is refused comes back as one issue starting with the path; nothing is written then. A workbook
 * whose request id this catalog has no record of exporting (RfqStore::issued) is refused unless
 * `unrecorded` is Accept; a recorded request sent to another provider is always refused. The
 * caller holds the catalog's write lock.
 */
RfqImportResult importReturnedWorkbook(
    Catalog &catalog, const QString &path, const QDate &today, UnrecordedRequest unrecorded = UnrecordedRequest::Refuse);

/// Records that `request` was exported from `catalog` (RfqStore::recordIssued), so that its
/// returned workbook imports; false with the reason in `error` (a read-only catalog, a reader of a
/// team catalog).
bool recordExportedRequest(Catalog &catalog, const RfqRequest &request, QString *error);

} // namespace cg::rfq
