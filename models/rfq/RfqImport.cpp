// Reads a returned request-for-quotation workbook back into answers and quotes.
#include "rfq/RfqImport.h"

#include "rfq/Questionnaire.h"
#include "rfq/RfqWorkbook.h"

#include "catalog/store/Catalog.h"
#include "core/FxRates.h"
#include "import/Plausibility.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QUrl>

#include <algorithm>
#include <cmath>

namespace cg::rfq {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(cg::rfq::RfqImport)
};

constexpr int kMaxTextChars = 4000;
constexpr int kMaxShortChars = 500;

/// Reads cells of one sheet and collects "Sheet!A1: reason" issues.
class SheetCells
{
public:
    SheetCells(const XlsxSheet &sheet, QStringList *issues)
        : m_sheet(sheet)
        , m_issues(issues)
    {
    }

    QString where(int row, int column) const { return m_sheet.name + QLatin1Char('!') + cellReference(row, column); }
    void issue(int row, int column, const QString &reason) { m_issues->append(where(row, column) + QStringLiteral(": ") + reason); }

    /// The cell's text, trimmed; empty for an empty cell. An error value is an issue.
    QString text(int row, int column, int maxChars = kMaxTextChars)
    {
        const XlsxCell *c = m_sheet.cell(row, column);
        if (!c)
            return {};
        if (c->type == XlsxCell::Type::Error) {
            issue(row, column, Text::tr("the cell holds an error value (%1)").arg(c->text.left(20)));
            return {};
        }
        QString t = c->text.trimmed();
        if (t.size() > maxChars) {
            issue(row, column, Text::tr("longer than %1 characters").arg(maxChars));
            return {};
        }
        return t;
    }

    /// The cell as a finite number (a number cell, or text in the C locale); nullopt for empty or bad (issue).
    std::optional<double> number(int row, int column, double minimum, double maximum, bool whole)
    {
        const QString t = text(row, column, 64);
        if (t.isEmpty())
            return std::nullopt;
        bool ok = false;
        const double v = t.toDouble(&ok);
        if (!ok || !std::isfinite(v)) {
            issue(row, column, Text::tr("\"%1\" is not a number").arg(t));
            return std::nullopt;
        }
        if (whole && v != std::floor(v)) {
            issue(row, column, Text::tr("%1 is not a whole number").arg(t));
            return std::nullopt;
        }
        if (v < minimum || v > maximum) {
            issue(row, column, Text::tr("%1 is outside %2 to %3").arg(t).arg(minimum).arg(maximum));
            return std::nullopt;
        }
        return v;
    }

    bool isEmpty(int row, int column) const
    {
        const XlsxCell *c = m_sheet.cell(row, column);
        return !c || c->text.trimmed().isEmpty();
    }

private:
    const XlsxSheet &m_sheet;
    QStringList *m_issues;
};

bool isHttpUrl(const QString &s)
{
    const QUrl url(s, QUrl::StrictMode);
    return url.isValid() && (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https")) && !url.host().isEmpty();
}

/// label or key → key, per choice list: the current labels, the keys, and the labels the workbook recorded.
using ChoiceMap = QHash<QString, QHash<QString, QString>>;

ChoiceMap choiceMap(const XlsxSheet *meta)
{
    ChoiceMap out;
    for (const ChoiceList &list : Questionnaire::choiceLists()) {
        for (const Choice &c : list.choices) {
            out[list.name].insert(c.key.toCaseFolded(), c.key);
            out[list.name].insert(c.label.toCaseFolded(), c.key);
        }
    }
    if (!meta)
        return out;
    for (const int r : meta->rows()) {
        if (r < layout::kMetaFirstChoiceRow)
            continue;
        const XlsxCell *list = meta->cell(r, 1), *key = meta->cell(r, 2), *label = meta->cell(r, 3);
        if (!list || !key || !label || !out.contains(list->text))
            continue;
        const auto known = Questionnaire::choiceList(list->text);
        const bool keyKnown
            = known && std::any_of(known->choices.begin(), known->choices.end(), [&](const Choice &c) { return c.key == key->text; });
        if (keyKnown && !label->text.trimmed().isEmpty())
            out[list->text].insert(label->text.trimmed().toCaseFolded(), key->text);
    }
    return out;
}

QString labelsOf(const QString &listName)
{
    QStringList labels;
    if (const auto list = Questionnaire::choiceList(listName)) {
        for (const Choice &c : list->choices)
            labels.append(c.label);
    }
    return labels.join(QStringLiteral(", "));
}

/// Spreadsheet date number (1900 date system, days since 1899-12-30) or ISO text → date.
/// A quote's naming text (GPU model, region) under the importer's rule for names
/// (Plausibility::controlCharacter: no control or bidirectional formatting character), and not
/// written as a formula ("=cmd|calc!A1"): a formula in a name cell is an issue of its cell.
void checkName(SheetCells &cells, int row, int column, const QString &text, const char *field)
{
    if (const QString why = Plausibility::controlCharacter(text, field, true); !why.isEmpty())
        cells.issue(row, column, why);
    else if (text.startsWith(QLatin1Char('=')) || text.startsWith(QLatin1Char('@')) || text.startsWith(QLatin1Char('+')))
        cells.issue(row, column, Text::tr("\"%1\" begins like a formula; write the name as plain text").arg(text));
}

QDate readDate(SheetCells &cells, const XlsxSheet &sheet, int row, int column)
{
    const XlsxCell *c = sheet.cell(row, column);
    const QString t = cells.text(row, column, 64);
    if (t.isEmpty())
        return {};
    if (c && c->type == XlsxCell::Type::Number) {
        bool ok = false;
        const double serial = t.toDouble(&ok);
        if (ok && std::isfinite(serial) && serial >= 1 && serial < 2958466) // 9999-12-31
            return QDate(1899, 12, 30).addDays(qint64(std::floor(serial)));
    }
    static const QRegularExpression iso(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
    const QDate d = iso.match(t).hasMatch() ? QDate::fromString(t, Qt::ISODate) : QDate();
    if (!d.isValid())
        cells.issue(row, column, Text::tr("\"%1\" is not a date (YYYY-MM-DD)").arg(t));
    return d;
}

void readMeta(const XlsxWorkbook &book, ReturnedWorkbook *out)
{
    const XlsxSheet *meta = book.sheet(QString::fromLatin1(layout::kMetaSheet));
    if (!meta) {
        out->issues.append(
            Text::tr("not a CloudGauge questionnaire: the sheet %1 is missing").arg(QString::fromLatin1(layout::kMetaSheet)));
        return;
    }
    SheetCells cells(*meta, &out->issues);
    if (cells.text(1, 2) != QLatin1String(layout::kFormat)) {
        cells.issue(1, 2, Text::tr("not a CloudGauge questionnaire"));
        return;
    }
    if (cells.text(2, 2) != QString::number(layout::kVersion))
        cells.issue(2, 2, Text::tr("unsupported questionnaire version \"%1\"").arg(cells.text(2, 2)));
    static const QRegularExpression keyPattern(QStringLiteral("^[a-z0-9][a-z0-9_.-]{0,63}$"));
    out->providerKey = cells.text(layout::kMetaProviderRow, 2, 64);
    if (!keyPattern.match(out->providerKey).hasMatch())
        cells.issue(layout::kMetaProviderRow, 2, Text::tr("\"%1\" is not a provider key").arg(out->providerKey));
    const qsizetype issuesBefore = out->issues.size();
    out->rfqId = cells.text(layout::kMetaRfqIdRow, 2, 100);
    // newRfqId writes letters, digits and '-'; anything else (a control character, a space) was typed in.
    static const QRegularExpression idPattern(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]*$"));
    if (out->issues.size() > issuesBefore) {
        out->rfqId.clear(); // too long: said once
    } else if (out->rfqId.isEmpty()) {
        cells.issue(layout::kMetaRfqIdRow, 2, Text::tr("the request id is missing"));
    } else if (!idPattern.match(out->rfqId).hasMatch()) {
        out->rfqId.clear();
        cells.issue(layout::kMetaRfqIdRow, 2,
            Text::tr("the request id holds a character no request id has (only letters, digits, '.', '_' and '-')"));
    }
    // An id of newRfqId's shape ("<provider>-<yyyyMMdd>-<8 hex>") names the provider it was issued
    // to: a provider cell that disagrees was edited, and the quotes would be filed under another.
    else if (static const QRegularExpression issued(QStringLiteral("^(.+)-\\d{8}-[0-9a-f]{8}$"));
             issued.match(out->rfqId).hasMatch() && issued.match(out->rfqId).captured(1) != out->providerKey)
        cells.issue(layout::kMetaProviderRow, 2,
            Text::tr("the request %1 was not issued to \"%2\": the hidden sheet was edited; export a new request for this provider")
                .arg(out->rfqId, out->providerKey));
    out->language = cells.text(layout::kMetaLanguageRow, 2, 16);
}

void readAnswers(const XlsxWorkbook &book, const ChoiceMap &choices, const QDate &today, const QString &sourceFile, ReturnedWorkbook *out)
{
    const XlsxSheet *sheet = book.sheet(QString::fromLatin1(layout::kQuestionnaireSheet));
    if (!sheet) {
        out->issues.append(Text::tr("the sheet %1 is missing").arg(QString::fromLatin1(layout::kQuestionnaireSheet)));
        return;
    }
    using namespace layout;
    SheetCells cells(*sheet, &out->issues);
    QSet<QString> seen;
    for (const int row : sheet->rows()) {
        if (row < kFirstQuestionRow)
            continue;
        const QString id = cells.text(row, kIdColumn, 100);
        const bool filled
            = !cells.isEmpty(row, kAnswerColumn) || !cells.isEmpty(row, kEvidenceColumn) || !cells.isEmpty(row, kCommentColumn);
        if (id.isEmpty()) {
            if (filled)
                cells.issue(row, kIdColumn, Text::tr("an answer on a row without a question id (rows must not be added or moved)"));
            continue;
        }
        const auto question = Questionnaire::question(id);
        if (!question) {
            cells.issue(row, kIdColumn, Text::tr("unknown question id \"%1\"").arg(id));
            continue;
        }
        if (seen.contains(id)) {
            cells.issue(row, kIdColumn, Text::tr("the question \"%1\" appears twice").arg(id));
            continue;
        }
        seen.insert(id);
        if (!filled)
            continue;
        ProviderAnswer a;
        a.providerKey = out->providerKey;
        a.questionId = id;
        a.criterion = question->criterion;
        a.rfqId = out->rfqId;
        a.receivedOn = today.toString(Qt::ISODate);
        a.sourceFile = sourceFile;
        const QString answer = cells.text(row, kAnswerColumn);
        if (!answer.isEmpty()) {
            if (question->type == AnswerType::Choice) {
                const QString key = choices.value(question->choiceList).value(answer.toCaseFolded());
                if (key.isEmpty())
                    cells.issue(row, kAnswerColumn, Text::tr("\"%1\" is not one of: %2").arg(answer, labelsOf(question->choiceList)));
                a.answer = key;
                if (!question->criterion.isEmpty())
                    a.score = Questionnaire::bandScore(key);
            } else if (question->type == AnswerType::Number) {
                if (const auto v = cells.number(row, kAnswerColumn, question->minimum, question->maximum, false))
                    a.answer = QString::number(*v, 'g', 15);
            } else {
                a.answer = answer;
            }
        }
        a.evidenceUrl = cells.text(row, kEvidenceColumn, kMaxShortChars);
        if (!a.evidenceUrl.isEmpty() && !isHttpUrl(a.evidenceUrl))
            cells.issue(row, kEvidenceColumn, Text::tr("\"%1\" is not an http(s) URL").arg(a.evidenceUrl.left(80)));
        a.comment = cells.text(row, kCommentColumn);
        out->answers.append(a);
    }
}

void readQuotes(const XlsxWorkbook &book, const ChoiceMap &choices, const QDate &today, const QString &sourceFile, ReturnedWorkbook *out)
{
    const XlsxSheet *sheet = book.sheet(QString::fromLatin1(layout::kQuoteSheet));
    if (!sheet) {
        out->issues.append(Text::tr("the sheet %1 is missing").arg(QString::fromLatin1(layout::kQuoteSheet)));
        return;
    }
    using namespace layout;
    SheetCells cells(*sheet, &out->issues);
    static const QRegularExpression currencyPattern(QStringLiteral("^[A-Z]{3}$"));
    for (const int row : sheet->rows()) {
        if (row < kFirstQuoteRow)
            continue;
        bool any = false;
        for (int c = 1; c <= kQuoteColumnCount && !any; ++c)
            any = !cells.isEmpty(row, c);
        if (!any)
            continue;
        QuoteRecord r;
        r.providerKey = out->providerKey;
        r.rfqId = out->rfqId;
        r.line = row - kFirstQuoteRow + 1;
        r.receivedOn = today.toString(Qt::ISODate);
        r.sourceFile = sourceFile;
        r.gpuModel = cells.text(row, kGpuModel, 100);
        checkName(cells, row, kGpuModel, r.gpuModel, "GPU model");
        if (r.gpuModel.isEmpty() && cells.isEmpty(row, kGpuModel))
            cells.issue(row, kGpuModel, Text::tr("the GPU model is missing"));
        const auto count = cells.number(row, kGpuCount, 1, 1000000, true);
        if (!count && cells.isEmpty(row, kGpuCount))
            cells.issue(row, kGpuCount, Text::tr("the GPU count is missing"));
        r.gpuCount = count ? int(*count) : 0;
        r.region = cells.text(row, kRegion, 100);
        checkName(cells, row, kRegion, r.region, "region");
        const QString pricing = cells.text(row, kPricing, 100);
        r.kind = choices.value(QStringLiteral("pricing")).value(pricing.toCaseFolded());
        if (r.kind.isEmpty())
            cells.issue(row, kPricing,
                pricing.isEmpty() ? Text::tr("on-demand or reserved is missing")
                                  : Text::tr("\"%1\" is not one of: %2").arg(pricing, labelsOf(QStringLiteral("pricing"))));
        const qsizetype beforeTerm = out->issues.size();
        const auto term = cells.number(row, kTermMonths, 0, 120, true);
        r.termMonths = term ? int(*term) : 0;
        if (r.kind == QLatin1String("reserved") && r.termMonths < 1 && out->issues.size() == beforeTerm)
            cells.issue(row, kTermMonths, Text::tr("a reserved price needs its term in whole months (1-120)"));
        if (r.kind == QLatin1String("on_demand") && r.termMonths != 0)
            cells.issue(row, kTermMonths, Text::tr("an on-demand price has no term"));
        const auto price = cells.number(row, kPrice, 0, 1000000, false);
        if (price && *price >= Plausibility::kMinAmountPerInstanceHour)
            r.pricePerGpuHour = *price;
        else if (price && *price > 0)
            cells.issue(row, kPrice, Text::tr("a price of %1 per GPU-hour is not plausible: at least 0.0001").arg(*price));
        else if (price || cells.isEmpty(row, kPrice))
            cells.issue(row, kPrice, Text::tr("the price per GPU-hour must be above 0"));
        r.currency = cells.text(row, kCurrency, 16);
        if (!currencyPattern.match(r.currency).hasMatch())
            cells.issue(row, kCurrency, Text::tr("\"%1\" is not a three-letter currency code").arg(r.currency));
        else if (const QString notMoney = FxRates::notMoney(r.currency); !notMoney.isEmpty())
            cells.issue(row, kCurrency, Text::tr("%1 is no currency a price is in (ISO 4217 keeps it for %2)").arg(r.currency, notMoney));
        const QDate valid = readDate(cells, *sheet, row, kValidUntil);
        if (valid.isValid())
            r.validUntil = valid.toString(Qt::ISODate);
        else if (cells.isEmpty(row, kValidUntil))
            cells.issue(row, kValidUntil, Text::tr("the date the quote is valid until is missing"));
        r.minimumCommitment = cells.text(row, kMinimumCommitment, kMaxShortChars);
        r.egressPerTb = cells.number(row, kEgress, 0, 1000000, false);
        r.storagePerTbMonth = cells.number(row, kStorage, 0, 1000000, false);
        r.otherCharges = cells.text(row, kOtherCharges);
        r.conditions = cells.text(row, kConditions);
        out->quotes.append(r);
    }
}

} // namespace

ReturnedWorkbook parseReturnedWorkbook(const XlsxWorkbook &book, const QDate &today, const QString &sourceFile)
{
    ReturnedWorkbook out;
    readMeta(book, &out);
    if (!out.ok())
        return out;
    const ChoiceMap choices = choiceMap(book.sheet(QString::fromLatin1(layout::kMetaSheet)));
    readAnswers(book, choices, today, sourceFile, &out);
    readQuotes(book, choices, today, sourceFile, &out);
    if (out.ok() && out.answers.isEmpty() && out.quotes.isEmpty())
        out.issues.append(Text::tr("nothing to import: no answer and no quote line is filled"));
    return out;
}

bool recordExportedRequest(Catalog &catalog, const RfqRequest &request, QString *error)
{
    return RfqStore::recordIssued(
        catalog, { request.rfqId, request.providerKey, request.exportedOn, request.language, request.answerBy }, error);
}

RfqImportResult importReturnedWorkbook(Catalog &catalog, const QString &path, const QDate &today, UnrecordedRequest unrecorded)
{
    RfqImportResult result;
    QString error;
    const auto book = readXlsxFile(path, &error);
    if (!book) {
        result.workbook.issues.append(error);
        return result;
    }
    result.workbook = parseReturnedWorkbook(*book, today, QFileInfo(path).fileName());
    if (!result.workbook.ok())
        return result;
    const QList<ProviderRecord> providers = catalog.providers();
    if (std::none_of(providers.begin(), providers.end(), [&](const ProviderRecord &p) { return p.key == result.workbook.providerKey; })) {
        result.workbook.issues.append(QStringLiteral("%1!B%2: ").arg(QString::fromLatin1(layout::kMetaSheet)).arg(layout::kMetaProviderRow)
            + Text::tr("the provider \"%1\" is not in the catalog").arg(result.workbook.providerKey));
        return result;
    }
    const QString idCell = QStringLiteral("%1!B%2: ").arg(QString::fromLatin1(layout::kMetaSheet)).arg(layout::kMetaRfqIdRow);
    const std::optional<IssuedRequest> issued = RfqStore::issued(catalog, result.workbook.rfqId, &error);
    if (!error.isEmpty()) {
        result.workbook.issues.append(path + QStringLiteral(": ") + error);
        return result;
    }
    if (issued && issued->providerKey != result.workbook.providerKey) {
        result.workbook.issues.append(idCell
            + Text::tr(
                "the request %1 was sent to \"%2\", not to \"%3\": the hidden sheet was edited; export a new request for this provider")
                  .arg(result.workbook.rfqId, issued->providerKey, result.workbook.providerKey));
        return result;
    }
    if (!issued && unrecorded == UnrecordedRequest::Refuse) {
        result.unrecordedRequest = true;
        result.workbook.issues.append(idCell
            + Text::tr("this catalog has no record of exporting the request %1 (it records every request it exports). If it was "
                       "sent from another catalog, import it as unrecorded (rfq import --accept-unrecorded-request %2, or Yes when "
                       "the window asks).")
                  .arg(result.workbook.rfqId, QFileInfo(path).fileName()));
        return result;
    }
    if (!RfqStore::store(
            catalog, result.workbook.providerKey, result.workbook.rfqId, result.workbook.answers, result.workbook.quotes, &error)) {
        result.workbook.issues.append(path + QStringLiteral(": ") + error);
        return result;
    }
    result.stored = true;
    for (const QuoteRecord &q : result.workbook.quotes)
        result.expiredQuotes += q.isExpired(today) ? 1 : 0;
    return result;
}

} // namespace cg::rfq
