// The procurement round: questionnaire workbooks written in both languages, filled, read back;
// the hostile workbooks the reader refuses; the quote and answer tables.
#include "RfqWorkbookTestSupport.h"
#include "TestSupport.h"

#include "ReservedTermDialog.h"
#include "RfqQuotes.h"
#include "catalog/quotes/CatalogQuotes.h"
#include "core/Criteria.h"
#include "i18n/LanguageManager.h"
#include "quotation/RfqDialog.h"
#include "rfq/Questionnaire.h"
#include "rfq/QuoteComparison.h"
#include "rfq/RfqImport.h"
#include "rfq/RfqWorkbook.h"
#include "rfq/XlsxReader.h"

#include <QDoubleSpinBox>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableWidget>

using namespace cg;
using namespace cg::rfq;
using namespace cgtest::rfqbook;

namespace {

/// The row of question `id` on the Questionnaire sheet.
int questionRow(const QString &id)
{
    const QList<Question> qs = Questionnaire::questions();
    for (int i = 0; i < qs.size(); ++i)
        if (qs.at(i).id == id)
            return layout::kFirstQuestionRow + i;
    return -1;
}

QString answerRef(const QString &id, int column = layout::kAnswerColumn)
{
    return cellReference(questionRow(id), column);
}

QString label(const QString &list, const QString &key)
{
    const std::optional<ChoiceList> choices = Questionnaire::choiceList(list);
    for (const Choice &c : choices->choices)
        if (c.key == key)
            return c.label;
    return {};
}

const QDate kToday(2026, 12, 1);

} // namespace

class TestRfq : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cellReferences();
    void exportedWorkbook_data();
    void exportedWorkbook();
    void roundTrip_data();
    void roundTrip();
    void badCellsImportNothing();
    void implausibleQuotesAndAnotherProvidersRequestAreRefused();
    void hostileWorkbooks_data();
    void hostileWorkbooks();
    void notAWorkbook();
    void exportFailsCleanly();
    void quotesBesideListPrices();
    void breakEvenUsesReceivedQuotes();
    void windowDialog();

private:
    /// Writes a workbook for m_provider in `lang` to a new file named `name`; returns its path.
    QString exportWorkbook(const QString &lang, const QString &name, const QString &rfqId);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Catalog> m_catalog;
    std::unique_ptr<LanguageManager> m_languages;
    QString m_provider;
    QString m_providerName;
};

void TestRfq::initTestCase()
{
    cgtest::initHermetic();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_catalog = std::make_unique<Catalog>(m_dir->filePath(QStringLiteral("catalog.sqlite")));
    QString error;
    QVERIFY2(cgtest::openReferenceCatalog(*m_catalog, &error), qPrintable(error));
    const auto providers = cgtest::seedRows(QStringLiteral("providers.csv"));
    QVERIFY(!providers.isEmpty());
    m_provider = providers.first().value(QStringLiteral("key"));
    m_providerName = providers.first().value(QStringLiteral("name_en"));
    m_languages = std::make_unique<LanguageManager>();
}

QString TestRfq::exportWorkbook(const QString &lang, const QString &name, const QString &rfqId)
{
    m_languages->setLanguage(lang, false);
    const QString path = m_dir->filePath(name);
    QString error;
    const RfqRequest request { m_provider, m_providerName, rfqId, lang, kToday, QDate(2026, 12, 15) };
    // Written and recorded, as `rfq export` does (tst_rfqrequests tests the record itself).
    const bool ok = writeRfqWorkbook(path, request, &error) && recordExportedRequest(*m_catalog, request, &error);
    m_languages->setLanguage(QStringLiteral("en"), false);
    if (!ok)
        qWarning("%s", qPrintable(error));
    return ok ? path : QString();
}

void TestRfq::cellReferences()
{
    QCOMPARE(cellReference(12, 1), QStringLiteral("A12"));
    QCOMPARE(cellReference(1, 28), QStringLiteral("AB1"));
    QCOMPARE(cellReference(1048576, 16384), QStringLiteral("XFD1048576"));
    QCOMPARE(parseCellReference(QStringLiteral("AB1")), (std::optional<std::pair<int, int>>(std::pair { 1, 28 })));
    QVERIFY(!parseCellReference(QStringLiteral("XFE1")));
    QVERIFY(!parseCellReference(QStringLiteral("A0")));
    QVERIFY(!parseCellReference(QStringLiteral("A1048577")));
    QVERIFY(!parseCellReference(QStringLiteral("a1")));
    QVERIFY(!parseCellReference(QString()));
}

void TestRfq::exportedWorkbook_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("answerHeader");
    QTest::addColumn<QString>("priceHeader");
    QTest::addColumn<QString>("yes");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Answer") << QStringLiteral("Price per GPU-hour")
                        << QStringLiteral("Yes");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("答案") << QStringLiteral("每 GPU 小时价格")
                           << QStringLiteral("是");
}

void TestRfq::exportedWorkbook()
{
    QFETCH(QString, lang);
    QFETCH(QString, answerHeader);
    QFETCH(QString, priceHeader);
    QFETCH(QString, yes);
    const QString path = exportWorkbook(lang, QStringLiteral("export-%1.xlsx").arg(lang), QStringLiteral("rfq-export-") + lang);
    QVERIFY(!path.isEmpty());
    QString error;
    const auto book = readXlsxFile(path, &error);
    QVERIFY2(book, qPrintable(error));
    QStringList names;
    for (const XlsxSheet &s : book->sheets)
        names.append(s.name);
    QCOMPARE(names,
        (QStringList {
            QStringLiteral("Questionnaire"), QStringLiteral("Quote"), QStringLiteral("Instructions"), QStringLiteral("CloudGaugeMeta") }));
    const XlsxSheet *q = book->sheet(QStringLiteral("Questionnaire"));
    QCOMPARE(q->cell(layout::kQuestionHeaderRow, layout::kAnswerColumn)->text, answerHeader);
    // One row per question, in order, with its id in the hidden column A.
    const QList<Question> questions = Questionnaire::questions();
    QCOMPARE(questions.size(), kCategoryCount + 9);
    for (int i = 0; i < questions.size(); ++i)
        QCOMPARE(q->cell(layout::kFirstQuestionRow + i, layout::kIdColumn)->text, questions.at(i).id);
    QCOMPARE(q->cell(layout::kFirstQuestionRow, layout::kIdColumn)->text, QStringLiteral("clustermax.security"));
    QVERIFY(!q->cell(layout::kFirstQuestionRow + questions.size(), layout::kIdColumn));
    QCOMPARE(book->sheet(QStringLiteral("Quote"))->cell(layout::kQuoteHeaderRow, layout::kPrice)->text, priceHeader);
    const XlsxSheet *meta = book->sheet(QStringLiteral("CloudGaugeMeta"));
    QCOMPARE(meta->cell(1, 2)->text, QStringLiteral("cloudgauge-rfq"));
    QCOMPARE(meta->cell(layout::kMetaProviderRow, 2)->text, m_provider);
    QCOMPARE(meta->cell(layout::kMetaRfqIdRow, 2)->text, QStringLiteral("rfq-export-") + lang);
    QCOMPARE(meta->cell(layout::kMetaLanguageRow, 2)->text, lang);
    // The drop-downs: the yes/no list on the SLA question, the pricing list on every quote line.
    const QByteArray sheet1 = zipPart(path, kQuestionnairePart);
    QVERIFY(sheet1.contains(
        QStringLiteral("<dataValidation type=\"list\" allowBlank=\"1\" showInputMessage=\"1\" showErrorMessage=\"1\"").toUtf8()));
    QVERIFY(sheet1.contains(
        (QStringLiteral("sqref=\"") + answerRef(QStringLiteral("risk.sla")) + QStringLiteral("\"><formula1>\"") + yes + QLatin1Char(','))
            .toUtf8()));
    QVERIFY(zipPart(path, kQuotePart).contains(QByteArrayLiteral("sqref=\"D4:D23\"")));
    // Column A is hidden.
    QVERIFY(sheet1.contains(QByteArrayLiteral("<col min=\"1\" max=\"1\" width=\"24.7109375\" hidden=\"1\"")));
    // Printed one A4 landscape page wide, every sheet a person reads.
    for (const QString &part : { kQuestionnairePart, kQuotePart }) {
        const QByteArray xml = zipPart(path, part);
        QVERIFY2(xml.contains(QByteArrayLiteral("<pageSetUpPr fitToPage=\"1\"/>")), qPrintable(part));
        QVERIFY2(
            xml.contains(QByteArrayLiteral("<pageSetup paperSize=\"9\" fitToHeight=\"0\" orientation=\"landscape\"/>")), qPrintable(part));
    }
    // A question's row is as tall as its wrapped guidance (six bands on lines of their own at
    // least): 15 points a line, never the one-line default.
    const int securityRow = layout::kFirstQuestionRow;
    const QRegularExpression rowHeight(QStringLiteral("<row r=\"%1\"[^>]* ht=\"(\\d+)\" customHeight=\"1\"").arg(securityRow));
    const QRegularExpressionMatch m = rowHeight.match(QString::fromUtf8(sheet1));
    QVERIFY2(m.hasMatch(), "the first question's row has no height of its own");
    QVERIFY2(m.captured(1).toInt() >= 15 * int(questions.first().guidance.count(QLatin1Char('\n')) + 1), qPrintable(m.captured(1)));
}

void TestRfq::roundTrip_data()
{
    QTest::addColumn<QString>("lang");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

void TestRfq::roundTrip()
{
    QFETCH(QString, lang);
    const QString rfqId = QStringLiteral("rfq-roundtrip-") + lang;
    const QString path = exportWorkbook(lang, QStringLiteral("filled-%1.xlsx").arg(lang), rfqId);
    QVERIFY(!path.isEmpty());
    // Labels as the provider sees them: in the workbook's language.
    m_languages->setLanguage(lang, false);
    const QString level3 = label(QStringLiteral("mlps"), QStringLiteral("level_3"));
    const QString yes = label(QStringLiteral("yes_no"), QStringLiteral("yes"));
    const QString reserved = label(QStringLiteral("pricing"), QStringLiteral("reserved"));
    const QString onDemand = label(QStringLiteral("pricing"), QStringLiteral("on_demand"));
    m_languages->setLanguage(QStringLiteral("en"), false);
    QVERIFY(lang == QLatin1String("en") ? level3 == QLatin1String("Level 3") : level3 == QStringLiteral("第三级"));

    QByteArray questionnaire = zipPart(path, kQuestionnairePart);
    QVERIFY(fillCell(questionnaire, answerRef(QStringLiteral("clustermax.security")), QStringLiteral("4")));
    QVERIFY(fillCell(questionnaire, answerRef(QStringLiteral("clustermax.security"), layout::kEvidenceColumn),
        QStringLiteral("https://example.com/soc2-report")));
    QVERIFY(fillCell(
        questionnaire, answerRef(QStringLiteral("clustermax.security"), layout::kCommentColumn), QStringLiteral("评估报告 2026 & more")));
    QVERIFY(fillCell(questionnaire, answerRef(QStringLiteral("clustermax.networking")), QStringLiteral("1-2")));
    QVERIFY(fillCell(questionnaire, answerRef(QStringLiteral("risk.mlps")), level3));
    QVERIFY(fillCell(questionnaire, answerRef(QStringLiteral("risk.sla")), yes));
    QVERIFY(fillCell(questionnaire, answerRef(QStringLiteral("risk.audit_log_days")), QStringLiteral("180"), true));
    QByteArray quote = zipPart(path, kQuotePart);
    const QStringList line1 = { QStringLiteral("H100 SXM"), QStringLiteral("64"), QStringLiteral("cn-beijing"), reserved,
        QStringLiteral("12"), QStringLiteral("2.35"), QStringLiteral("USD"), QStringLiteral("2027-03-31"), QStringLiteral("1 month"),
        QStringLiteral("8.5"), QStringLiteral("20"), QStringLiteral("public IPv4 included"), QStringLiteral("prepaid monthly") };
    const QSet<int> numbers = { layout::kGpuCount, layout::kTermMonths, layout::kPrice, layout::kEgress, layout::kStorage };
    for (int c = 0; c < line1.size(); ++c)
        QVERIFY(fillCell(quote, cellReference(layout::kFirstQuoteRow, c + 1), line1.at(c), numbers.contains(c + 1)));
    // Line 3 (line 2 left empty): on-demand, in CNY, expired yesterday; the date as a spreadsheet date number.
    const int row3 = layout::kFirstQuoteRow + 2;
    QVERIFY(fillCell(quote, cellReference(row3, layout::kGpuModel), QStringLiteral("H800")));
    QVERIFY(fillCell(quote, cellReference(row3, layout::kGpuCount), QStringLiteral("8"), true));
    QVERIFY(fillCell(quote, cellReference(row3, layout::kPricing), onDemand));
    QVERIFY(fillCell(quote, cellReference(row3, layout::kPrice), QStringLiteral("18.5"), true));
    QVERIFY(fillCell(quote, cellReference(row3, layout::kCurrency), QStringLiteral("CNY")));
    QVERIFY(
        fillCell(quote, cellReference(row3, layout::kValidUntil), QString::number(QDate(1899, 12, 30).daysTo(QDate(2026, 11, 30))), true));
    QVERIFY(zipPut(path, { { kQuestionnairePart, questionnaire }, { kQuotePart, quote } }));

    const QList<Assessment> independentBefore = m_catalog->assessmentRecords(m_provider);
    const RfqImportResult result = importReturnedWorkbook(*m_catalog, path, kToday);
    QVERIFY2(result.stored, qPrintable(result.workbook.issues.join(QLatin1Char('\n'))));
    QCOMPARE(result.workbook.rfqId, rfqId);
    QCOMPARE(result.workbook.answers.size(), 5);
    QCOMPARE(result.workbook.quotes.size(), 2);
    QCOMPARE(result.expiredQuotes, 1);

    QString error;
    QList<QuoteRecord> quotes;
    for (const QuoteRecord &q : RfqStore::quotes(*m_catalog, m_provider, &error))
        if (q.rfqId == rfqId)
            quotes.append(q);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(quotes.size(), 2);
    const QuoteRecord &a = quotes.at(0);
    QCOMPARE(a.line, 1);
    QCOMPARE(a.gpuModel, QStringLiteral("H100 SXM"));
    QCOMPARE(a.gpuCount, 64);
    QCOMPARE(a.region, QStringLiteral("cn-beijing"));
    QCOMPARE(a.kind, QStringLiteral("reserved"));
    QCOMPARE(a.termMonths, 12);
    QCOMPARE(qRound64(a.pricePerGpuHour * 100), 235);
    QCOMPARE(a.pricePerGpuHour, 2.35);
    QCOMPARE(a.currency, QStringLiteral("USD"));
    QCOMPARE(a.validUntil, QStringLiteral("2027-03-31"));
    QCOMPARE(a.minimumCommitment, QStringLiteral("1 month"));
    QCOMPARE(a.egressPerTb, std::optional<double>(8.5));
    QCOMPARE(a.storagePerTbMonth, std::optional<double>(20.0));
    QCOMPARE(a.otherCharges, QStringLiteral("public IPv4 included"));
    QCOMPARE(a.conditions, QStringLiteral("prepaid monthly"));
    QVERIFY(a.confidential);
    QVERIFY(!a.isExpired(kToday));
    QCOMPARE(a.receivedOn, QStringLiteral("2026-12-01"));
    QCOMPARE(a.sourceFile, QStringLiteral("filled-%1.xlsx").arg(lang));
    const QuoteRecord &b = quotes.at(1);
    QCOMPARE(b.line, 3);
    QCOMPARE(b.kind, QStringLiteral("on_demand"));
    QCOMPARE(b.termMonths, 0);
    QCOMPARE(qRound64(b.pricePerGpuHour * 100), 1850);
    QCOMPARE(b.currency, QStringLiteral("CNY"));
    QCOMPARE(b.validUntil, QStringLiteral("2026-11-30"));
    QCOMPARE(b.egressPerTb, std::nullopt);
    QVERIFY(b.isExpired(kToday));
    QVERIFY(!b.isExpired(QDate(2026, 11, 30)));

    QHash<QString, ProviderAnswer> answers;
    for (const ProviderAnswer &x : RfqStore::answers(*m_catalog, m_provider, &error))
        answers.insert(x.questionId, x);
    QCOMPARE(answers.size(), 5);
    const ProviderAnswer security = answers.value(QStringLiteral("clustermax.security"));
    QCOMPARE(security.answer, QStringLiteral("4"));
    QCOMPARE(security.score, std::optional<double>(4.0));
    QCOMPARE(security.criterion, QStringLiteral("security"));
    QCOMPARE(security.evidenceUrl, QStringLiteral("https://example.com/soc2-report"));
    QCOMPARE(security.comment, QStringLiteral("评估报告 2026 & more"));
    QCOMPARE(security.rfqId, rfqId);
    QVERIFY(security.selfReported);
    QCOMPARE(answers.value(QStringLiteral("clustermax.networking")).score, std::optional<double>(1.5));
    QCOMPARE(answers.value(QStringLiteral("risk.mlps")).answer, QStringLiteral("level_3"));
    QCOMPARE(answers.value(QStringLiteral("risk.mlps")).score, std::nullopt);
    QCOMPARE(answers.value(QStringLiteral("risk.sla")).answer, QStringLiteral("yes"));
    QCOMPARE(answers.value(QStringLiteral("risk.audit_log_days")).answer, QStringLiteral("180"));
    for (const ProviderAnswer &x : answers)
        QVERIFY(x.selfReported);
    // The independent assessments are untouched.
    QCOMPARE(m_catalog->assessmentRecords(m_provider), independentBefore);

    // Importing the same workbook again replaces its rows instead of adding to them.
    QVERIFY(importReturnedWorkbook(*m_catalog, path, kToday).stored);
    int again = 0;
    for (const QuoteRecord &q : RfqStore::quotes(*m_catalog, m_provider, &error))
        again += q.rfqId == rfqId ? 1 : 0;
    QCOMPARE(again, 2);
}

void TestRfq::badCellsImportNothing()
{
    const QString rfqId = QStringLiteral("rfq-bad");
    const QString path = exportWorkbook(QStringLiteral("en"), QStringLiteral("bad.xlsx"), rfqId);
    QVERIFY(!path.isEmpty());
    QByteArray questionnaire = zipPart(path, kQuestionnairePart);
    QVERIFY(fillCell(questionnaire, answerRef(QStringLiteral("clustermax.storage")), QStringLiteral("3"))); // valid
    QVERIFY(fillCell(questionnaire, answerRef(QStringLiteral("clustermax.security")), QStringLiteral("Maybe")));
    QVERIFY(fillCell(questionnaire, answerRef(QStringLiteral("risk.rto_hours")), QStringLiteral("-1"), true));
    QVERIFY(fillCell(questionnaire, answerRef(QStringLiteral("risk.sla"), layout::kEvidenceColumn), QStringLiteral("ftp://x")));
    QByteArray quote = zipPart(path, kQuotePart);
    QVERIFY(fillCell(quote, QStringLiteral("A4"), QStringLiteral("H200")));
    QVERIFY(fillCell(quote, QStringLiteral("B4"), QStringLiteral("8"), true));
    QVERIFY(fillCell(quote, QStringLiteral("D4"), QStringLiteral("Reserved")));
    QVERIFY(fillCell(quote, QStringLiteral("F4"), QStringLiteral("abc")));
    QVERIFY(fillCell(quote, QStringLiteral("G4"), QStringLiteral("usd")));
    QVERIFY(fillCell(quote, QStringLiteral("H4"), QStringLiteral("2027-02-30")));
    QVERIFY(zipPut(path, { { kQuestionnairePart, questionnaire }, { kQuotePart, quote } }));

    const RfqImportResult result = importReturnedWorkbook(*m_catalog, path, kToday);
    QVERIFY(!result.stored);
    const QString security = answerRef(QStringLiteral("clustermax.security"));
    const QString rto = answerRef(QStringLiteral("risk.rto_hours"));
    const QString sla = answerRef(QStringLiteral("risk.sla"), layout::kEvidenceColumn);
    QCOMPARE(result.workbook.issues,
        (QStringList { QStringLiteral("Questionnaire!%1: \"Maybe\" is not one of: 0, 1-2, 3, 4, 5").arg(security),
            QStringLiteral("Questionnaire!%1: \"ftp://x\" is not an http(s) URL").arg(sla),
            QStringLiteral("Questionnaire!%1: -1 is outside 0 to 8760").arg(rto),
            QStringLiteral("Quote!E4: a reserved price needs its term in whole months (1-120)"),
            QStringLiteral("Quote!F4: \"abc\" is not a number"), QStringLiteral("Quote!G4: \"usd\" is not a three-letter currency code"),
            QStringLiteral("Quote!H4: \"2027-02-30\" is not a date (YYYY-MM-DD)") }));
    QString error;
    for (const QuoteRecord &q : RfqStore::quotes(*m_catalog, m_provider, &error))
        QVERIFY(q.rfqId != rfqId);
    for (const ProviderAnswer &a : RfqStore::answers(*m_catalog, m_provider, &error))
        QVERIFY(a.rfqId != rfqId); // not even the valid storage answer
}

void TestRfq::implausibleQuotesAndAnotherProvidersRequestAreRefused()
{
    // What the price importer refuses, a quote may not bring in either: a formula for a name, a
    // bidirectional override in a region, a price of 1e-300, ISO 4217's "no currency".
    const QString rfqId = m_provider + QStringLiteral("-20261201-0123abcd");
    const QString path = exportWorkbook(QStringLiteral("en"), QStringLiteral("implausible.xlsx"), rfqId);
    QVERIFY(!path.isEmpty());
    QByteArray quote = zipPart(path, kQuotePart);
    const QString onDemand = label(QStringLiteral("pricing"), QStringLiteral("on_demand"));
    const QStringList row4 = { QStringLiteral("=cmd|calc!A1"), QStringLiteral("8"), QStringLiteral("us-east"), onDemand, QString(),
        QStringLiteral("2.1"), QStringLiteral("USD"), QStringLiteral("2027-01-31") };
    const QStringList row5 = { QStringLiteral("H100"), QStringLiteral("8"), QStringLiteral("eu") + QChar(0x202e) + QStringLiteral("1"),
        onDemand, QString(), QStringLiteral("1e-300"), QStringLiteral("XXX"), QStringLiteral("2027-01-31") };
    for (const auto &[row, cells] : { std::pair { 4, row4 }, std::pair { 5, row5 } })
        for (int c = 0; c < cells.size(); ++c)
            if (!cells.at(c).isEmpty())
                QVERIFY(fillCell(quote, QStringLiteral("%1%2").arg(QChar(u'A' + c)).arg(row), cells.at(c), c == 1 || c == 5));
    QVERIFY(zipPut(path, { { kQuotePart, quote } }));
    const RfqImportResult result = importReturnedWorkbook(*m_catalog, path, kToday);
    QVERIFY(!result.stored);
    QCOMPARE(result.workbook.issues,
        (QStringList { QStringLiteral("Quote!A4: \"=cmd|calc!A1\" begins like a formula; write the name as plain text"),
            QStringLiteral("Quote!C5: region holds the bidirectional formatting character U+202e at character 3"),
            QStringLiteral("Quote!F5: a price of 1e-300 per GPU-hour is not plausible: at least 0.0001"),
            QStringLiteral("Quote!G5: XXX is no currency a price is in (ISO 4217 keeps it for \"no currency\")") }));

    // A request issued to another provider, in a workbook whose hidden provider cell names this one
    // (the cell was edited): refused, so its quotes are not filed under the wrong provider.
    const QString other = exportWorkbook(QStringLiteral("en"), QStringLiteral("other.xlsx"), QStringLiteral("nebius-20261201-0123abcd"));
    QByteArray otherQuote = zipPart(other, kQuotePart);
    const QStringList good = { QStringLiteral("H100"), QStringLiteral("8"), QStringLiteral("us-east"), onDemand, QString(),
        QStringLiteral("2.1"), QStringLiteral("USD"), QStringLiteral("2027-01-31") };
    for (int c = 0; c < good.size(); ++c)
        if (!good.at(c).isEmpty())
            QVERIFY(fillCell(otherQuote, QStringLiteral("%1%2").arg(QChar(u'A' + c)).arg(4), good.at(c), c == 1 || c == 5));
    QVERIFY(zipPut(other, { { kQuotePart, otherQuote } }));
    const RfqImportResult misfiled = importReturnedWorkbook(*m_catalog, other, kToday);
    QVERIFY(!misfiled.stored);
    QCOMPARE(misfiled.workbook.issues.size(), 1);
    QVERIFY2(misfiled.workbook.issues.first().endsWith(
                 QStringLiteral("the request nebius-20261201-0123abcd was not issued to \"%1\": the hidden sheet was edited; export a new "
                                "request for this provider")
                     .arg(m_provider)),
        qPrintable(misfiled.workbook.issues.first()));
}

void TestRfq::hostileWorkbooks_data()
{
    QTest::addColumn<QString>("part");
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("expected");
    const QString cell = answerRef(QStringLiteral("clustermax.security"));

    QTest::newRow("formula") << kQuestionnairePart << QByteArray("FORMULA")
                             << QStringLiteral("refused: Questionnaire!%1 contains a formula").arg(cell);
    QTest::newRow("bad reference") << kQuestionnairePart << QByteArray("BADREF")
                                   << QStringLiteral("Questionnaire: bad cell reference \"E0\"");
    QTest::newRow("external link") << QStringLiteral("xl/externalLinks/externalLink1.xml")
                                   << QByteArray("<externalLink xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"/>")
                                   << QStringLiteral("refused: the workbook has external links (xl/externalLinks/externalLink1.xml)");
    QByteArray external = "<?xml version=\"1.0\"?><Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">"
                          "<Relationship Id=\"rId9\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet\""
                          " Target=\"file:///etc/passwd\" TargetMode=\"External\"/></Relationships>";
    QTest::newRow("external relationship") << QStringLiteral("xl/_rels/workbook.xml.rels") << external
                                           << QStringLiteral("refused: the workbook has external links (file:///etc/passwd)");
    // 4 MiB of blanks after the root element inflate from a few KiB: far above 100 to 1.
    QTest::newRow("zip bomb (ratio)") << kQuotePart << QByteArray("BOMB") << QStringLiteral("is compressed");
    QTest::newRow("zip bomb (size)") << kQuotePart << QByteArray(9 * 1024 * 1024, ' ')
                                     << QStringLiteral("refused: xl/worksheets/sheet2.xml inflates to 9437184 bytes");
    // A part nothing refers to is never inflated; still, one that would inflate past the limit is no questionnaire's.
    QTest::newRow("zip bomb (unreferenced part)") << QStringLiteral("xl/media/unreferenced.bin") << QByteArray(9 * 1024 * 1024, '\0')
                                                  << QStringLiteral("refused: xl/media/unreferenced.bin inflates to 9437184 bytes");
    QByteArray sst = "<sst xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\">";
    for (int i = 0; i <= 100000; ++i)
        sst += "<si><t>" + QByteArray::number(i * 7919 % 100003) + "</t></si>";
    sst += "</sst>";
    QTest::newRow("huge shared strings") << QStringLiteral("xl/sharedStrings.xml") << sst
                                         << QStringLiteral("refused: the shared-strings table has more than 100000 entries");
    QTest::newRow("DTD") << QStringLiteral("xl/sharedStrings.xml")
                         << QByteArray("<?xml version=\"1.0\"?><!DOCTYPE sst [<!ENTITY a \"aaaaaaaa\">]><sst><si><t>&a;</t></si></sst>")
                         << QStringLiteral("refused: xl/sharedStrings.xml declares a DTD");
}

void TestRfq::hostileWorkbooks()
{
    QFETCH(QString, part);
    QFETCH(QByteArray, data);
    QFETCH(QString, expected);
    const QString path = exportWorkbook(QStringLiteral("en"),
        QStringLiteral("hostile-%1.xlsx").arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))),
        QStringLiteral("rfq-hostile"));
    QVERIFY(!path.isEmpty());
    QByteArray content = data;
    const QString cell = answerRef(QStringLiteral("clustermax.security"));
    if (data == "FORMULA" || data == "BADREF") {
        content = zipPart(path, part);
        QVERIFY(fillCell(content, cell, QStringLiteral("4")));
        if (data == "FORMULA")
            content.replace(QStringLiteral("t=\"inlineStr\"><is><t>4</t></is>").toUtf8(), "><f>1+3</f><v>4</v>");
        else
            content.replace(QStringLiteral("<c r=\"%1\"").arg(cell).toUtf8(), "<c r=\"E0\"");
    } else if (data == "BOMB") {
        content = zipPart(path, part) + QByteArray(4 * 1024 * 1024, ' ');
    }
    QVERIFY(zipPut(path, { { part, content } }));
    const RfqImportResult result = importReturnedWorkbook(*m_catalog, path, kToday);
    QVERIFY(!result.stored);
    QCOMPARE(result.workbook.issues.size(), 1);
    QVERIFY2(result.workbook.issues.first().startsWith(path + QStringLiteral(": ")), qPrintable(result.workbook.issues.first()));
    QVERIFY2(result.workbook.issues.first().contains(expected), qPrintable(result.workbook.issues.first()));
    QString error;
    for (const QuoteRecord &q : RfqStore::quotes(*m_catalog, m_provider, &error))
        QVERIFY(q.rfqId != QLatin1String("rfq-hostile"));
}

void TestRfq::notAWorkbook()
{
    QString error;
    QVERIFY(!readXlsx(QByteArrayLiteral("name,price\nH100,2.35\n"), &error));
    QVERIFY2(error.startsWith(QStringLiteral("not an XLSX workbook (not a zip archive")), qPrintable(error));
    const QString path = m_dir->filePath(QStringLiteral("missing.xlsx"));
    const RfqImportResult r = importReturnedWorkbook(*m_catalog, path, kToday);
    QVERIFY(!r.stored);
    QVERIFY2(r.workbook.issues.value(0).startsWith(path + QStringLiteral(": cannot open")), qPrintable(r.workbook.issues.value(0)));
}

void TestRfq::exportFailsCleanly()
{
    const QString path = m_dir->filePath(QStringLiteral("no/such/folder/rfq.xlsx"));
    QString error;
    QVERIFY(!writeRfqWorkbook(path, { m_provider, m_providerName, QStringLiteral("x"), QStringLiteral("en"), kToday, {} }, &error));
    QVERIFY2(error.startsWith(path + QStringLiteral(": cannot write")), qPrintable(error));
    QVERIFY(!QFile::exists(path));
    QVERIFY(!QFile::exists(path + QStringLiteral(".part")));
}

void TestRfq::quotesBesideListPrices()
{
    const GpuIdentity identity = m_catalog->gpuIdentity();
    const QString h100 = identity.resolve(QStringLiteral("H100 SXM")).key;
    QVERIFY(!h100.isEmpty());
    auto offer = [&](const QString &provider, const QString &gpu, double gpus, double instanceUsd, qint64 withdrawn = 0) {
        OfferView o;
        o.providerKey = provider;
        o.gpuKey = gpu;
        o.gpuCount = gpus;
        o.onDemand.present = true;
        o.onDemand.amount = instanceUsd;
        o.onDemand.currency = QStringLiteral("USD");
        o.withdrawnRunId = withdrawn;
        return o;
    };
    const QList<OfferView> offers
        = { offer(m_provider, h100, 8, 24.0), offer(m_provider, h100, 8, 20.0), offer(QStringLiteral("other"), h100, 8, 8.0),
              offer(m_provider, h100, 8, 4.0, 7), offer(m_provider, QStringLiteral("nvidia-a100-sxm4-80gb"), 8, 8.0) };
    QuoteRecord usd;
    usd.providerKey = m_provider;
    usd.gpuModel = QStringLiteral("H100 SXM");
    usd.gpuCount = 64;
    usd.kind = QStringLiteral("reserved");
    usd.termMonths = 12;
    usd.pricePerGpuHour = 2.35;
    usd.currency = QStringLiteral("USD");
    usd.validUntil = QStringLiteral("2027-03-31");
    QuoteRecord cny = usd;
    cny.currency = QStringLiteral("CNY");
    cny.pricePerGpuHour = 14.0;
    cny.validUntil = QStringLiteral("2026-11-30");
    QuoteRecord unknown = usd;
    unknown.gpuModel = QStringLiteral("Mystery X9");
    FxRates fx;
    FxRate rate;
    rate.unitsPerUsd = 7.0;
    rate.asOf = QStringLiteral("2026-11-30");
    fx.insert(QStringLiteral("CNY"), rate);
    const QList<QuoteComparison> c = compareQuotes({ usd, cny, unknown }, offers, identity, fx, kToday);
    QCOMPARE(c.size(), 3);
    QCOMPARE(c.at(0).gpuKey, h100);
    QCOMPARE(c.at(0).listUsdPerGpuHour, std::optional<double>(2.5)); // 20.0 / 8; the withdrawn 0.50 and the other provider are left out
    QCOMPARE(qRound(*c.at(0).differencePercent * 100), -600); // 2.35 / 2.50 - 1 = -6 %
    QVERIFY(!c.at(0).expired);
    QCOMPARE(c.at(1).quoteUsdPerGpuHour, std::optional<double>(2.0)); // 14 CNY / 7 CNY per USD
    QCOMPARE(qRound(*c.at(1).differencePercent * 100), -2000);
    QVERIFY(c.at(1).expired);
    QVERIFY(c.at(2).gpuKey.isEmpty());
    QCOMPARE(c.at(2).listUsdPerGpuHour, std::nullopt);
    // The badge goes on the offers of the same provider and GPU only, and never for an expired quote.
    QCOMPARE(cli::quoteBadges(c, offers.at(0)),
        QStringList { QStringLiteral("quote: USD 2.35/GPU-h reserved 12 mo until 2027-03-31 (-6% vs list, confidential)") });
    QVERIFY(cli::quoteBadges(c, offers.at(2)).isEmpty());
    QVERIFY(cli::quoteBadges(c, offers.at(4)).isEmpty());
}

void TestRfq::breakEvenUsesReceivedQuotes()
{
    // The break-even dialog takes the received reserved quote of the offer's provider and GPU as
    // its term price (the lowest per term), adds a quoted term the standard list lacks, and leaves
    // out expired quotes, other providers, other GPUs and on-demand quotes.
    const QString h100 = m_catalog->gpuIdentity().resolve(QStringLiteral("H100 SXM")).key;
    OfferView offer;
    offer.providerKey = m_provider;
    offer.gpuKey = h100;
    offer.gpuCount = 8;
    offer.onDemand.present = true;
    offer.onDemand.amount = 20.0; // USD 2.50 per GPU-hour
    offer.onDemand.currency = QStringLiteral("USD");
    auto quote = [&](const QString &provider, const QString &gpu, const QString &kind, int months, double usd, bool expired) {
        QuoteComparison c;
        c.quote.providerKey = provider;
        c.quote.rfqId = QStringLiteral("rfq-%1-%2").arg(months).arg(usd);
        c.quote.kind = kind;
        c.quote.termMonths = months;
        c.quote.pricePerGpuHour = usd;
        c.quote.currency = QStringLiteral("USD");
        c.quote.validUntil = QStringLiteral("2027-03-31");
        c.gpuKey = gpu;
        c.quoteUsdPerGpuHour = usd;
        c.expired = expired;
        return c;
    };
    const QList<QuoteComparison> quotes = { quote(m_provider, h100, QStringLiteral("reserved"), 12, 2.35, false),
        quote(m_provider, h100, QStringLiteral("reserved"), 12, 2.10, false),
        quote(m_provider, h100, QStringLiteral("reserved"), 24, 2.0, false),
        quote(m_provider, h100, QStringLiteral("reserved"), 6, 1.0, true),
        quote(QStringLiteral("other"), h100, QStringLiteral("reserved"), 3, 1.0, false),
        quote(m_provider, QStringLiteral("nvidia-a100-sxm4-80gb"), QStringLiteral("reserved"), 1, 1.0, false),
        quote(m_provider, h100, QStringLiteral("on_demand"), 0, 1.5, false) };
    ReservedTermDialog dialog(offer, {}, FxRates(), quotes);
    QCOMPARE(dialog.terms(), (QList<int> { 1, 3, 6, 12, 24, 36 }));
    QCOMPARE(dialog.termPriceBox(12)->value(), 2.10);
    QCOMPARE(dialog.termPriceBox(24)->value(), 2.0);
    for (int months : { 1, 3, 6, 36 })
        QCOMPARE(dialog.termPriceBox(months)->value(), 0.0);
    QCOMPARE(dialog.onDemandBox()->value(), 2.5); // the list price: an on-demand quote does not replace it
    const int row12 = int(dialog.terms().indexOf(12));
    const QString source = dialog.table()->item(row12, ReservedTermDialog::SourceColumn)->text();
    QVERIFY2(source.startsWith(
                 QLatin1String("Quote received (confidential): USD 2.1000 per GPU-hour, valid until 2027-03-31, request rfq-12-2.1")),
        qPrintable(source));
    // 12 months of 720 h at USD 2.10 per GPU-hour, committed whatever the use.
    QCOMPARE(qRound64(dialog.results().at(row12)->committedUsd * 100), qint64(1814400));
    // Typing over the quote makes it the user's figure.
    dialog.termPriceBox(12)->setValue(2.2);
    QCOMPARE(dialog.table()->item(row12, ReservedTermDialog::SourceColumn)->text(), QStringLiteral("Typed quote"));
}

void TestRfq::windowDialog()
{
    RfqDialog dialog(*m_catalog, m_languages.get(), QString());
    const QString folder = m_dir->filePath(QStringLiteral("window"));
    QVERIFY(QDir().mkpath(folder));
    QString error;
    const QStringList written = dialog.exportWorkbooks({ m_provider }, QStringLiteral("zh_CN"), folder, &error);
    QCOMPARE(written, QStringList { QDir(folder).filePath(QStringLiteral("cloudgauge-rfq-%1-zh_CN.xlsx").arg(m_provider)) });
    QCOMPARE(m_languages->language(), QStringLiteral("en")); // the UI language is restored
    const auto book = readXlsxFile(written.first(), &error);
    QVERIFY2(book, qPrintable(error));
    QCOMPARE(book->sheet(QStringLiteral("Questionnaire"))->cell(layout::kQuestionHeaderRow, layout::kAnswerColumn)->text,
        QStringLiteral("答案"));
    QCOMPARE(book->sheet(QStringLiteral("CloudGaugeMeta"))->cell(layout::kMetaLanguageRow, 2)->text, QStringLiteral("zh_CN"));
    // An untouched workbook has nothing to import: refused, and said so.
    QSignalSpy imported(&dialog, &RfqDialog::imported);
    QString report;
    QVERIFY(!dialog.importWorkbook(written.first(), &report));
    QCOMPARE(report,
        QStringLiteral("Nothing was imported from %1:\nnothing to import: no answer and no quote line is filled").arg(written.first()));
    QCOMPARE(imported.count(), 0);
}

QTEST_MAIN(TestRfq)
#include "tst_rfq.moc"
