#pragma once

#include <QDate>
#include <QString>

namespace cg::rfq {

/**
 * The layout of a CloudGauge request-for-quotation workbook, shared by the writer and the
 * reader. Sheet names are fixed (English) in every language; rows and columns are 1-based.
 */
namespace layout {
inline const char *const kQuestionnaireSheet = "Questionnaire";
inline const char *const kQuoteSheet = "Quote";
inline const char *const kInstructionsSheet = "Instructions";
inline const char *const kMetaSheet = "CloudGaugeMeta"; ///< hidden: format, version, provider, rfq id, language, choice labels
inline const char *const kFormat = "cloudgauge-rfq"; ///< CloudGaugeMeta!B1
constexpr int kVersion = 1; ///< CloudGaugeMeta!B2
// Questionnaire: header on row 4, one question per row from row 5; column A (hidden) holds the question id.
constexpr int kQuestionHeaderRow = 4;
constexpr int kFirstQuestionRow = 5;
constexpr int kIdColumn = 1, kSectionColumn = 2, kQuestionColumn = 3, kGuidanceColumn = 4, kAnswerColumn = 5, kEvidenceColumn = 6,
              kCommentColumn = 7;
// Quote: header on row 3, kQuoteLines lines from row 4 (line n on row 3 + n).
constexpr int kQuoteHeaderRow = 3;
constexpr int kFirstQuoteRow = 4;
constexpr int kQuoteLines = 20;
enum QuoteColumn {
    kGpuModel = 1,
    kGpuCount,
    kRegion,
    kPricing,
    kTermMonths,
    kPrice,
    kCurrency,
    kValidUntil,
    kMinimumCommitment,
    kEgress,
    kStorage,
    kOtherCharges,
    kConditions,
    kQuoteColumnCount = kConditions
};
// CloudGaugeMeta: keys in column A, values in column B, rows 1-6; choice labels from row 10 (list, key, label).
constexpr int kMetaProviderRow = 3, kMetaRfqIdRow = 4, kMetaLanguageRow = 5, kMetaExportedRow = 6, kMetaFirstChoiceRow = 10;
} // namespace layout

/// What a request is about.
struct RfqRequest
{
    QString providerKey; ///< provider.key
    QString providerName; ///< shown in the titles
    QString rfqId; ///< written to CloudGaugeMeta!B4; import maps quotes back by it
    QString language; ///< "en" or "zh_CN": recorded in the workbook (the texts follow the installed translator)
    QDate exportedOn;
    QDate answerBy; ///< the date answers are requested by (instructions), or invalid for none
};

/**
 * Writes the questionnaire workbook (libxlsxwriter) to `path`: sheets Questionnaire (the
 * questions of Questionnaire::questions(), a drop-down list on each choice answer and number
 * limits on number answers, an evidence URL and a comment cell per question; the id column
 * hidden), Quote (kQuoteLines lines with drop-downs for pricing and limits on numbers),
 * Instructions, and the hidden CloudGaugeMeta. Texts are in the UI language: install the
 * translator of `request.language` first. Returns false with "<path>: cannot write: <reason>".
 */
bool writeRfqWorkbook(const QString &path, const RfqRequest &request, QString *error);

/// A new request id: "<provider>-<yyyyMMdd>-<8 hex digits>" (random), e.g. "coreweave-20261201-3fa85f64".
QString newRfqId(const QString &providerKey, const QDate &day);

} // namespace cg::rfq
