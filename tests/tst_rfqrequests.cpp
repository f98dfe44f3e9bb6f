// The requests a catalog exported (table rfq_request): a returned workbook is matched with one,
// an invented or foreign request id is refused unless the user accepts it as unrecorded, and a
// recorded request answered under another provider is refused; in the library and the CLI.
#include "CliTestSupport.h"
#include "RfqWorkbookTestSupport.h"
#include "TestSupport.h"

#include "catalog/quotes/CatalogQuotes.h"
#include "catalog/store/Catalog.h"
#include "i18n/LanguageManager.h"
#include "rfq/Questionnaire.h"
#include "rfq/RfqImport.h"
#include "rfq/RfqWorkbook.h"

#include <QDir>
#include <QSqlQuery>

using namespace cg;
using namespace cg::rfq;
using namespace cgtest::rfqbook;

namespace {

/// The label of the "on demand" choice of the pricing list, as the workbook shows it.
QString onDemandLabel()
{
    const std::optional<ChoiceList> pricing = Questionnaire::choiceList(QStringLiteral("pricing"));
    for (const Choice &c : pricing->choices)
        if (c.key == QLatin1String("on_demand"))
            return c.label;
    return {};
}

} // namespace

class TestRfqRequests : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void anUnrecordedRequestIsRefusedUnlessAccepted();
    void aRequestRecordedForAnotherProviderIsRefused();
    void recordingTwiceKeepsTheFirstRecord();
    void anUpgradedCatalogKnowsTheRequestsItsQuotesAnswer();
    void aRequestIdOfStrayCharactersIsRefusedOnce_data();
    void aRequestIdOfStrayCharactersIsRefusedOnce();
    void cliExportRecordsAndImportChecks();

private:
    /// Writes the workbook of request `rfqId` (not recorded) with one quote line filled: 8 × H100,
    /// on demand, USD 2.10 per GPU-hour, valid until 2027-01-31. Empty on failure.
    QString filledWorkbook(const QString &name, const QString &rfqId);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Catalog> m_catalog;
    std::unique_ptr<LanguageManager> m_languages;
    QString m_path, m_provider, m_other;
    const QDate m_today = QDate::currentDate();
};

void TestRfqRequests::initTestCase()
{
    cgtest::initHermetic();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_path = m_dir->filePath(QStringLiteral("catalog.sqlite"));
    m_catalog = std::make_unique<Catalog>(m_path);
    QString error;
    QVERIFY2(cgtest::openReferenceCatalog(*m_catalog, &error), qPrintable(error));
    const auto providers = cgtest::seedRows(QStringLiteral("providers.csv"));
    QVERIFY(providers.size() >= 2);
    m_provider = providers.at(0).value(QStringLiteral("key"));
    m_other = providers.at(1).value(QStringLiteral("key"));
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setLanguage(QStringLiteral("en"), false);
}

QString TestRfqRequests::filledWorkbook(const QString &name, const QString &rfqId)
{
    const QString path = m_dir->filePath(name);
    QString error;
    if (!writeRfqWorkbook(path, { m_provider, m_provider, rfqId, QStringLiteral("en"), m_today, {} }, &error)) {
        qWarning("%s", qPrintable(error));
        return {};
    }
    const QString onDemand = onDemandLabel();
    QByteArray quote = zipPart(path, kQuotePart);
    const QStringList cells = { QStringLiteral("H100"), QStringLiteral("8"), QStringLiteral("us-east"), onDemand, QString(),
        QStringLiteral("2.1"), QStringLiteral("USD"), QStringLiteral("2027-01-31") };
    for (int c = 0; c < cells.size(); ++c)
        if (!cells.at(c).isEmpty() && !fillCell(quote, QStringLiteral("%1%2").arg(QChar(u'A' + c)).arg(4), cells.at(c), c == 1 || c == 5))
            return {};
    return zipPut(path, { { kQuotePart, quote } }) ? path : QString();
}

void TestRfqRequests::anUnrecordedRequestIsRefusedUnlessAccepted()
{
    const QString id = m_provider + QStringLiteral("-20261201-0badf00d"); // the form of newRfqId, never issued
    const QString path = filledWorkbook(QStringLiteral("invented.xlsx"), id);
    QVERIFY(!path.isEmpty());
    QString error;
    const RfqImportResult refused = importReturnedWorkbook(*m_catalog, path, m_today);
    QVERIFY(!refused.stored);
    QVERIFY(refused.unrecordedRequest);
    QCOMPARE(refused.workbook.issues,
        QStringList { QStringLiteral("CloudGaugeMeta!B4: this catalog has no record of exporting the request %1 (it records every request "
                                     "it exports). If it was sent from another catalog, import it as unrecorded (rfq import "
                                     "--accept-unrecorded-request invented.xlsx, or Yes when the window asks).")
                          .arg(id) });
    QVERIFY(RfqStore::quotes(*m_catalog, m_provider, &error).isEmpty());

    // Accepted as unrecorded: the quote line is stored, to the cent.
    const RfqImportResult accepted = importReturnedWorkbook(*m_catalog, path, m_today, UnrecordedRequest::Accept);
    QVERIFY2(accepted.stored, qPrintable(accepted.workbook.issues.join(QLatin1Char('\n'))));
    QVERIFY(!accepted.unrecordedRequest);
    const QList<QuoteRecord> quotes = RfqStore::quotes(*m_catalog, m_provider, &error);
    QCOMPARE(quotes.size(), 1);
    QCOMPARE(quotes.first().rfqId, id);
    QCOMPARE(qRound(quotes.first().pricePerGpuHour * 100), 210);
    QCOMPARE(quotes.first().gpuCount, 8);
}

void TestRfqRequests::aRequestRecordedForAnotherProviderIsRefused()
{
    // The id names this provider (so the workbook's own cells agree), but the catalog sent it to
    // another: the record wins, and nothing is stored.
    const QString id = m_provider + QStringLiteral("-20261202-00c0ffee");
    QString error;
    QVERIFY2(RfqStore::recordIssued(*m_catalog, { id, m_other, m_today, QStringLiteral("en"), {} }, &error), qPrintable(error));
    const QString path = filledWorkbook(QStringLiteral("misrecorded.xlsx"), id);
    QVERIFY(!path.isEmpty());
    for (const UnrecordedRequest policy : { UnrecordedRequest::Refuse, UnrecordedRequest::Accept }) {
        const RfqImportResult r = importReturnedWorkbook(*m_catalog, path, m_today, policy);
        QVERIFY(!r.stored);
        QVERIFY(!r.unrecordedRequest);
        QCOMPARE(r.workbook.issues,
            QStringList { QStringLiteral("CloudGaugeMeta!B4: the request %1 was sent to \"%2\", not to \"%3\": the hidden sheet was "
                                         "edited; export a new request for this provider")
                              .arg(id, m_other, m_provider) });
    }
    const QList<QuoteRecord> quotes = RfqStore::quotes(*m_catalog, m_provider, &error);
    QVERIFY(std::none_of(quotes.begin(), quotes.end(), [&](const QuoteRecord &q) { return q.rfqId == id; }));
}

void TestRfqRequests::recordingTwiceKeepsTheFirstRecord()
{
    const QString id = m_provider + QStringLiteral("-20261203-12345678");
    QString error;
    QVERIFY(!RfqStore::issued(*m_catalog, id, &error));
    QVERIFY(error.isEmpty());
    QVERIFY2(
        RfqStore::recordIssued(*m_catalog, { id, m_provider, QDate(2026, 12, 3), QStringLiteral("zh_CN"), QDate(2026, 12, 20) }, &error),
        qPrintable(error));
    QVERIFY2(
        RfqStore::recordIssued(*m_catalog, { id, m_provider, QDate(2026, 12, 4), QStringLiteral("en"), {} }, &error), qPrintable(error));
    const std::optional<IssuedRequest> r = RfqStore::issued(*m_catalog, id, &error);
    QVERIFY(r);
    QCOMPARE(r->providerKey, m_provider);
    QCOMPARE(r->issuedOn, QDate(2026, 12, 3));
    QCOMPARE(r->language, QStringLiteral("zh_CN"));
    QCOMPARE(r->answerBy, QDate(2026, 12, 20));
}

void TestRfqRequests::anUpgradedCatalogKnowsTheRequestsItsQuotesAnswer()
{
    // A v12 catalog holding quotes of a request: the v13 migration records that request (its
    // export day and language not known), so the same workbook imports again after the upgrade.
    const QString path = m_dir->filePath(QStringLiteral("upgraded.sqlite"));
    const QString id = m_provider + QStringLiteral("-20261101-0a0b0c0d");
    const QString workbook = filledWorkbook(QStringLiteral("before-upgrade.xlsx"), id);
    QVERIFY(!workbook.isEmpty());
    QString error;
    {
        Catalog old(path);
        QVERIFY2(cgtest::openReferenceCatalog(old, &error), qPrintable(error));
        QVERIFY(importReturnedWorkbook(old, workbook, m_today, UnrecordedRequest::Accept).stored);
        QSqlQuery q(old.database());
        // Back to v12: the tables of v13 and later go (provider_certification is v14's, the
        // node_evidence tables v15's).
        QVERIFY(q.exec(QStringLiteral("DROP TABLE rfq_request")));
        QVERIFY(q.exec(QStringLiteral("DROP TABLE provider_certification")));
        QVERIFY(q.exec(QStringLiteral("DROP TABLE node_evidence_check")));
        QVERIFY(q.exec(QStringLiteral("DROP TABLE node_evidence_run")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = 12")));
    }
    Catalog upgraded(path);
    QVERIFY2(upgraded.open(&error), qPrintable(error));
    QCOMPARE(upgraded.schemaVersion(), Catalog::kSchemaVersion);
    const std::optional<IssuedRequest> r = RfqStore::issued(upgraded, id, &error);
    QVERIFY2(r, qPrintable(error));
    QCOMPARE(r->providerKey, m_provider);
    QVERIFY(!r->issuedOn.isValid());
    QVERIFY(r->language.isEmpty());
    const RfqImportResult again = importReturnedWorkbook(upgraded, workbook, m_today);
    QVERIFY2(again.stored, qPrintable(again.workbook.issues.join(QLatin1Char('\n'))));
}

void TestRfqRequests::aRequestIdOfStrayCharactersIsRefusedOnce_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("issue");
    const QString stray = QStringLiteral("the request id holds a character no request id has (only letters, digits, '.', '_' and '-')");
    QTest::newRow("tab and line break") << QStringLiteral("a-2026\t1207\n-c8f1") << stray;
    QTest::newRow("space inside") << QStringLiteral("a 20261207") << stray;
    QTest::newRow("quote") << QStringLiteral("x'); DROP TABLE quote;--") << stray;
    QTest::newRow("200 characters") << QString(200, QLatin1Char('a')) << QStringLiteral("longer than 100 characters");
}

void TestRfqRequests::aRequestIdOfStrayCharactersIsRefusedOnce()
{
    QFETCH(QString, id);
    QFETCH(QString, issue);
    const QString path = filledWorkbook(QStringLiteral("stray.xlsx"), QStringLiteral("placeholder-id"));
    QVERIFY(!path.isEmpty());
    QByteArray strings = zipPart(path, kSharedStringsPart);
    QVERIFY(strings.contains("placeholder-id"));
    strings.replace("placeholder-id", id.toHtmlEscaped().toUtf8());
    QVERIFY(zipPut(path, { { kSharedStringsPart, strings } }));
    for (const UnrecordedRequest policy : { UnrecordedRequest::Refuse, UnrecordedRequest::Accept }) {
        const RfqImportResult r = importReturnedWorkbook(*m_catalog, path, m_today, policy);
        QVERIFY(!r.stored);
        QCOMPARE(r.workbook.issues, QStringList { QStringLiteral("CloudGaugeMeta!B4: ") + issue });
    }
}

void TestRfqRequests::cliExportRecordsAndImportChecks()
{
    // `rfq export` records the request it writes: its workbook, filled in, imports.
    const QString dir = m_dir->filePath(QStringLiteral("cli"));
    QString out, err;
    QCOMPARE(
        cgtest::runCli({ QStringLiteral("rfq"), QStringLiteral("export"), QStringLiteral("--catalog"), m_path, QStringLiteral("--provider"),
                           m_provider, QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--out"), dir },
            &out, &err),
        0);
    QVERIFY2(err.isEmpty(), qPrintable(err));
    const QString id = out.section(QStringLiteral("(request "), 1).section(QLatin1Char(')'), 0, 0);
    QVERIFY2(id.startsWith(m_provider + QLatin1Char('-')), qPrintable(out));
    QString error;
    const std::optional<IssuedRequest> issued = RfqStore::issued(*m_catalog, id, &error);
    QVERIFY2(issued, qPrintable(error));
    QCOMPARE(issued->providerKey, m_provider);
    QCOMPARE(issued->issuedOn, m_today);
    const QString exported = QDir(dir).filePath(QStringLiteral("cloudgauge-rfq-%1-en.xlsx").arg(m_provider));
    QByteArray quote = zipPart(exported, kQuotePart);
    QVERIFY(fillCell(quote, QStringLiteral("A4"), QStringLiteral("H100")));
    QVERIFY(fillCell(quote, QStringLiteral("B4"), QStringLiteral("1"), true));
    const QString onDemand = onDemandLabel();
    QVERIFY(fillCell(quote, QStringLiteral("D4"), onDemand));
    QVERIFY(fillCell(quote, QStringLiteral("F4"), QStringLiteral("2.5"), true));
    QVERIFY(fillCell(quote, QStringLiteral("G4"), QStringLiteral("USD")));
    QVERIFY(fillCell(quote, QStringLiteral("H4"), QStringLiteral("2027-02-28")));
    QVERIFY(zipPut(exported, { { kQuotePart, quote } }));
    QCOMPARE(
        cgtest::runCli({ QStringLiteral("rfq"), QStringLiteral("import"), QStringLiteral("--catalog"), m_path, exported }, &out, &err), 0);
    QVERIFY2(out.contains(QStringLiteral("(request %1)").arg(id)), qPrintable(out + err));

    // A workbook of a request this catalog never exported: refused with exit 1, then taken with
    // --accept-unrecorded-request.
    const QString foreign = filledWorkbook(QStringLiteral("foreign.xlsx"), m_provider + QStringLiteral("-20261130-abcdef01"));
    QVERIFY(!foreign.isEmpty());
    QCOMPARE(
        cgtest::runCli({ QStringLiteral("rfq"), QStringLiteral("import"), QStringLiteral("--catalog"), m_path, foreign }, &out, &err), 1);
    QVERIFY2(err.contains(QStringLiteral("this catalog has no record of exporting the request %1-20261130-abcdef01").arg(m_provider)),
        qPrintable(err));
    QCOMPARE(cgtest::runCli({ QStringLiteral("rfq"), QStringLiteral("import"), QStringLiteral("--catalog"), m_path,
                                QStringLiteral("--accept-unrecorded-request"), foreign },
                 &out, &err),
        0);
    QVERIFY2(out.contains(QStringLiteral("1 confidential quotes")), qPrintable(out + err));
}

QTEST_MAIN(TestRfqRequests)
#include "tst_rfqrequests.moc"
