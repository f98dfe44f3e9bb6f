// Writes the request-for-quotation workbook with libxlsxwriter.
#include "rfq/RfqWorkbook.h"

#include "core/FileWrite.h"

#include "rfq/Questionnaire.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <xlsxwriter.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <deque>

namespace cg::rfq {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(cg::rfq::RfqWorkbook)
};

/// Keeps the UTF-8 copies libxlsxwriter points to alive until the workbook is closed.
class Strings
{
public:
    char *operator()(const QString &s)
    {
        m_store.push_back(s.toUtf8());
        return m_store.back().data();
    }

private:
    std::deque<QByteArray> m_store;
};

/// Writes one cell (1-based row and column) as a string.
void put(lxw_worksheet *ws, Strings &utf8, int row, int column, const QString &text, lxw_format *format = nullptr)
{
    worksheet_write_string(ws, lxw_row_t(row - 1), lxw_col_t(column - 1), utf8(text), format);
}

void hideColumn(lxw_worksheet *ws, int column, double width)
{
    lxw_row_col_options hidden { 1, 0, 0 };
    worksheet_set_column_opt(ws, lxw_col_t(column - 1), lxw_col_t(column - 1), width, nullptr, &hidden);
}

void setWidth(lxw_worksheet *ws, int column, double width, lxw_format *format = nullptr)
{
    worksheet_set_column(ws, lxw_col_t(column - 1), lxw_col_t(column - 1), width, format);
}

/// Lines `text` wraps to in a column `width` characters wide (Excel's width unit, the "0" of the
/// default font): each paragraph at least one; a CJK or other wide character counts as two.
int wrappedLines(const QString &text, double width)
{
    int lines = 0;
    for (const QString &paragraph : text.split(QLatin1Char('\n'))) {
        double used = 0;
        for (const QChar c : paragraph)
            used += c.unicode() >= 0x1100 ? 2.0 : 1.0;
        lines += std::max(1, int(std::ceil(used / std::max(1.0, width - 1))));
    }
    return lines;
}

/// Sets the height of `row` (1-based) to show the tallest of `cells` (text and column width)
/// whole: libxlsxwriter writes no heights of its own, and a viewer that keeps the default height
/// draws wrapped lines over the next row. 15 points a line (11 pt Calibri's default row).
void fitRowHeight(lxw_worksheet *ws, int row, const QList<std::pair<QString, double>> &cells)
{
    int lines = 1;
    for (const auto &[text, width] : cells)
        lines = std::max(lines, wrappedLines(text, width));
    if (lines > 1)
        worksheet_set_row(ws, lxw_row_t(row - 1), 15.0 * lines, nullptr);
}

/// Printed (or saved as PDF) on A4 landscape, every column on one page width and as many pages
/// down as the rows need: a sheet split by column across pages cannot be read on paper.
void printOnePageWide(lxw_worksheet *ws)
{
    worksheet_set_paper(ws, 9); // 9: A4 (libxlsxwriter's paper index, as Excel's)
    worksheet_set_landscape(ws);
    worksheet_fit_to_pages(ws, 1, 0);
}

/// A drop-down of the labels of `list` on the cells (firstRow..lastRow, column).
void dropDown(
    lxw_worksheet *ws, Strings &utf8, std::deque<std::vector<char *>> &lists, const ChoiceList &list, int firstRow, int lastRow, int column)
{
    std::vector<char *> labels;
    for (const Choice &c : list.choices)
        labels.push_back(utf8(c.label));
    labels.push_back(nullptr);
    lists.push_back(std::move(labels));
    lxw_data_validation v {};
    v.validate = LXW_VALIDATION_TYPE_LIST;
    v.value_list = lists.back().data();
    v.error_title = utf8(Text::tr("Not in the list"));
    v.error_message = utf8(Text::tr("Choose one of the answers in the drop-down list."));
    worksheet_data_validation_range(ws, lxw_row_t(firstRow - 1), lxw_col_t(column - 1), lxw_row_t(lastRow - 1), lxw_col_t(column - 1), &v);
}

/// A number limit (decimal or whole, inclusive bounds) on the cells (firstRow..lastRow, column).
void numberLimit(lxw_worksheet *ws, Strings &utf8, bool whole, double minimum, double maximum, int firstRow, int lastRow, int column)
{
    lxw_data_validation v {};
    v.validate = whole ? LXW_VALIDATION_TYPE_INTEGER : LXW_VALIDATION_TYPE_DECIMAL;
    v.criteria = LXW_VALIDATION_CRITERIA_BETWEEN;
    v.minimum_number = minimum;
    v.maximum_number = maximum;
    v.error_title = utf8(Text::tr("Not a valid number"));
    v.error_message = utf8(Text::tr("Enter a number from %1 to %2.").arg(minimum).arg(maximum));
    worksheet_data_validation_range(ws, lxw_row_t(firstRow - 1), lxw_col_t(column - 1), lxw_row_t(lastRow - 1), lxw_col_t(column - 1), &v);
}

} // namespace

QString newRfqId(const QString &providerKey, const QDate &day)
{
    return QStringLiteral("%1-%2-%3")
        .arg(providerKey, day.toString(QStringLiteral("yyyyMMdd")))
        .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
}

bool writeRfqWorkbook(const QString &path, const RfqRequest &request, QString *error)
{
    using namespace layout;
    if (!QFileInfo(path).absoluteDir().exists()) {
        *error = QStringLiteral("%1: cannot write: the folder does not exist").arg(path);
        return false;
    }
    // Written next to `path` and renamed into place, so a failed write leaves no half workbook.
    const QString partial = path + QStringLiteral(".part");
    QFile::remove(partial);
    const QByteArray fileName = QFile::encodeName(partial);
    lxw_workbook_options options {};
    options.constant_memory = LXW_FALSE;
    lxw_workbook *wb = workbook_new_opt(fileName.constData(), &options);
    if (!wb) {
        *error = QStringLiteral("%1: cannot write: cannot create the workbook").arg(path);
        return false;
    }
    Strings utf8;
    std::deque<std::vector<char *>> lists;
    lxw_doc_properties properties {};
    properties.title = utf8(Text::tr("Request for quotation: %1").arg(request.providerName));
    properties.company = utf8(QStringLiteral("CloudGauge"));
    workbook_set_properties(wb, &properties);

    lxw_format *title = workbook_add_format(wb);
    format_set_bold(title);
    format_set_font_size(title, 14);
    lxw_format *header = workbook_add_format(wb);
    format_set_bold(header);
    format_set_bg_color(header, 0xD9E1F2);
    format_set_text_wrap(header);
    format_set_border(header, LXW_BORDER_THIN);
    lxw_format *wrap = workbook_add_format(wb);
    format_set_text_wrap(wrap);
    format_set_align(wrap, LXW_ALIGN_VERTICAL_TOP);
    lxw_format *input = workbook_add_format(wb);
    format_set_bg_color(input, 0xFFF2CC);
    format_set_border(input, LXW_BORDER_THIN);
    format_set_text_wrap(input);
    format_set_align(input, LXW_ALIGN_VERTICAL_TOP);
    // Text cells ("@"): a band such as "1-2" or a date typed as 2027-03-31 stays the text it is,
    // instead of becoming a spreadsheet date.
    lxw_format *inputText = workbook_add_format(wb);
    format_set_bg_color(inputText, 0xFFF2CC);
    format_set_border(inputText, LXW_BORDER_THIN);
    format_set_text_wrap(inputText);
    format_set_align(inputText, LXW_ALIGN_VERTICAL_TOP);
    format_set_num_format(inputText, "@");
    lxw_format *section = workbook_add_format(wb);
    format_set_bold(section);
    format_set_text_wrap(section);
    format_set_align(section, LXW_ALIGN_VERTICAL_TOP);

    // ---- Questionnaire ---------------------------------------------------------------------
    lxw_worksheet *qs = workbook_add_worksheet(wb, kQuestionnaireSheet);
    put(qs, utf8, 1, kSectionColumn, Text::tr("Questionnaire: %1").arg(request.providerName), title);
    put(qs, utf8, 2, kSectionColumn,
        Text::tr("Answer in the yellow cells. Self-reported answers are kept apart from independent assessments."), nullptr);
    put(qs, utf8, kQuestionHeaderRow, kIdColumn, QStringLiteral("id"), header);
    put(qs, utf8, kQuestionHeaderRow, kSectionColumn, Text::tr("Section"), header);
    put(qs, utf8, kQuestionHeaderRow, kQuestionColumn, Text::tr("Question"), header);
    put(qs, utf8, kQuestionHeaderRow, kGuidanceColumn, Text::tr("Guidance (rubric bands 0-5)"), header);
    put(qs, utf8, kQuestionHeaderRow, kAnswerColumn, Text::tr("Answer"), header);
    put(qs, utf8, kQuestionHeaderRow, kEvidenceColumn, Text::tr("Evidence (URL)"), header);
    put(qs, utf8, kQuestionHeaderRow, kCommentColumn, Text::tr("Comment"), header);
    hideColumn(qs, kIdColumn, 24);
    constexpr double kSectionWidth = 22, kQuestionWidth = 50, kGuidanceWidth = 70;
    setWidth(qs, kSectionColumn, kSectionWidth);
    setWidth(qs, kQuestionColumn, kQuestionWidth);
    setWidth(qs, kGuidanceColumn, kGuidanceWidth);
    setWidth(qs, kAnswerColumn, 22);
    setWidth(qs, kEvidenceColumn, 36);
    setWidth(qs, kCommentColumn, 40);
    const QList<Question> questions = Questionnaire::questions();
    int row = kFirstQuestionRow;
    for (const Question &q : questions) {
        put(qs, utf8, row, kIdColumn, q.id);
        put(qs, utf8, row, kSectionColumn, q.section, section);
        const QString questionText = q.unit.isEmpty() ? q.text : Text::tr("%1 (%2)").arg(q.text, q.unit);
        put(qs, utf8, row, kQuestionColumn, questionText, wrap);
        put(qs, utf8, row, kGuidanceColumn, q.guidance, wrap);
        fitRowHeight(qs, row, { { questionText, kQuestionWidth }, { q.guidance, kGuidanceWidth }, { q.section, kSectionWidth } });
        for (int c : { kAnswerColumn, kEvidenceColumn, kCommentColumn }) {
            lxw_format *f = c == kAnswerColumn && q.type == AnswerType::Number ? input : inputText;
            worksheet_write_blank(qs, lxw_row_t(row - 1), lxw_col_t(c - 1), f);
        }
        if (q.type == AnswerType::Choice) {
            if (const auto list = Questionnaire::choiceList(q.choiceList))
                dropDown(qs, utf8, lists, *list, row, row, kAnswerColumn);
        } else if (q.type == AnswerType::Number) {
            numberLimit(qs, utf8, false, q.minimum, q.maximum, row, row, kAnswerColumn);
        }
        ++row;
    }
    worksheet_freeze_panes(qs, lxw_row_t(kQuestionHeaderRow), lxw_col_t(kQuestionColumn - 1));
    printOnePageWide(qs);

    // ---- Quote -----------------------------------------------------------------------------
    lxw_worksheet *ws = workbook_add_worksheet(wb, kQuoteSheet);
    put(ws, utf8, 1, 1, Text::tr("Quote: %1").arg(request.providerName), title);
    put(ws, utf8, 2, 1, Text::tr("One line per GPU model, pricing and term. Prices per GPU-hour; dates as YYYY-MM-DD."));
    const QStringList quoteHeaders = { Text::tr("GPU model"), Text::tr("GPU count"), Text::tr("Region"), Text::tr("On-demand or reserved"),
        Text::tr("Term (months, reserved only)"), Text::tr("Price per GPU-hour"), Text::tr("Currency (ISO code, e.g. USD, CNY)"),
        Text::tr("Valid until (YYYY-MM-DD)"), Text::tr("Minimum commitment"), Text::tr("Egress per TB"), Text::tr("Storage per TB-month"),
        Text::tr("Other charges"), Text::tr("Conditions") };
    QList<std::pair<QString, double>> headerCells;
    for (int c = 0; c < quoteHeaders.size(); ++c) {
        const double width = c + 1 == kConditions || c + 1 == kOtherCharges ? 36 : 16;
        put(ws, utf8, kQuoteHeaderRow, c + 1, quoteHeaders.at(c), header);
        setWidth(ws, c + 1, width);
        headerCells.append({ quoteHeaders.at(c), width });
    }
    fitRowHeight(ws, kQuoteHeaderRow, headerCells);
    const int lastQuoteRow = kFirstQuoteRow + kQuoteLines - 1;
    for (int r = kFirstQuoteRow; r <= lastQuoteRow; ++r) {
        for (int c = 1; c <= kQuoteColumnCount; ++c) {
            const bool number = c == kGpuCount || c == kTermMonths || c == kPrice || c == kEgress || c == kStorage;
            worksheet_write_blank(ws, lxw_row_t(r - 1), lxw_col_t(c - 1), number ? input : inputText);
        }
    }
    if (const auto pricing = Questionnaire::choiceList(QStringLiteral("pricing")))
        dropDown(ws, utf8, lists, *pricing, kFirstQuoteRow, lastQuoteRow, kPricing);
    numberLimit(ws, utf8, true, 1, 1000000, kFirstQuoteRow, lastQuoteRow, kGpuCount);
    numberLimit(ws, utf8, true, 0, 120, kFirstQuoteRow, lastQuoteRow, kTermMonths);
    numberLimit(ws, utf8, false, 0.0001, 1000000, kFirstQuoteRow, lastQuoteRow, kPrice);
    numberLimit(ws, utf8, false, 0, 1000000, kFirstQuoteRow, lastQuoteRow, kEgress);
    numberLimit(ws, utf8, false, 0, 1000000, kFirstQuoteRow, lastQuoteRow, kStorage);
    worksheet_freeze_panes(ws, lxw_row_t(kQuoteHeaderRow), 0);
    printOnePageWide(ws);

    // ---- Instructions ----------------------------------------------------------------------
    lxw_worksheet *is = workbook_add_worksheet(wb, kInstructionsSheet);
    setWidth(is, 1, 110, wrap);
    QStringList lines = { Text::tr("Request for quotation: %1").arg(request.providerName),
        Text::tr("Request %1, sent %2.").arg(request.rfqId, request.exportedOn.toString(Qt::ISODate)) };
    if (request.answerBy.isValid())
        lines.append(Text::tr("Please return the workbook by %1.").arg(request.answerBy.toString(Qt::ISODate)));
    lines += { Text::tr("1. Sheet Questionnaire: for each ClusterMAX category choose the band of the rubric (0-5) that describes your "
                        "service today, and answer the risk checklist. Give a public URL as evidence where there is one."),
        Text::tr("2. Sheet Quote: one line per GPU model, pricing (on-demand or reserved) and term. State the price per GPU-hour, the "
                 "currency, the date the quote is valid until, any minimum commitment, and the egress, storage and other charges."),
        Text::tr("3. Fill in only the yellow cells. Do not add formulas, links to other workbooks, rows or sheets, and do not change the "
                 "hidden cells: the workbook is read back automatically and is refused otherwise."),
        Text::tr("4. Answers are recorded as self-reported by the provider and shown apart from independent assessments. Quotes are "
                 "kept confidential."),
        Text::tr("5. Save as .xlsx and send the file back.") };
    for (int i = 0; i < lines.size(); ++i) {
        put(is, utf8, i + 1, 1, lines.at(i), i == 0 ? title : wrap);
        fitRowHeight(is, i + 1, { { lines.at(i), 110 } });
    }
    printOnePageWide(is);

    // ---- CloudGaugeMeta (hidden) -----------------------------------------------------------
    lxw_worksheet *meta = workbook_add_worksheet(wb, kMetaSheet);
    const QStringList keys = { QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("provider"), QStringLiteral("rfq_id"),
        QStringLiteral("language"), QStringLiteral("exported_on") };
    const QStringList values = { QString::fromLatin1(kFormat), QString::number(kVersion), request.providerKey, request.rfqId,
        request.language, request.exportedOn.toString(Qt::ISODate) };
    for (int i = 0; i < keys.size(); ++i) {
        put(meta, utf8, i + 1, 1, keys.at(i));
        put(meta, utf8, i + 1, 2, values.at(i));
    }
    int choiceRow = kMetaFirstChoiceRow;
    for (const ChoiceList &list : Questionnaire::choiceLists()) {
        for (const Choice &c : list.choices) {
            put(meta, utf8, choiceRow, 1, list.name);
            put(meta, utf8, choiceRow, 2, c.key);
            put(meta, utf8, choiceRow, 3, c.label);
            ++choiceRow;
        }
    }
    worksheet_hide(meta);
    worksheet_activate(qs);

    errno = 0;
    const lxw_error result = workbook_close(wb);
    if (result != LXW_NO_ERROR) {
        // libxlsxwriter's message for a failed write of the zip ("Error returned from zlib/minizip:
        // ZIP_ERRNO") names no cause; the errno it leaves does (a full disk, a permission).
        *error = errno != 0 ? fileWriteError(path, QString::fromUtf8(lxw_strerror(result)))
                            : QStringLiteral("%1: cannot write: %2").arg(path, QString::fromUtf8(lxw_strerror(result)));
        QFile::remove(partial);
        return false;
    }
    // rename(2) replaces `path` in one step: no moment without the old or the new workbook.
    if (std::rename(fileName.constData(), QFile::encodeName(path).constData()) != 0) {
        *error = QStringLiteral("%1: cannot write: cannot replace the file").arg(path);
        QFile::remove(partial);
        return false;
    }
    return true;
}

} // namespace cg::rfq
