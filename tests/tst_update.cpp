// The network price update (update/): the source list, FeedFetcher's failure handling and
// PriceUpdate's import runs, against a local HTTP server on 127.0.0.1 started by the test.
#include "Commands.h"
#include "FeedTestSupport.h"
#include "LocalHttpServer.h"
#include "TestSupport.h"
#include "catalog/store/Catalog.h"
#include "import/FeedReaders.h"
#include "update/FeedFetcher.h"
#include "update/PriceSources.h"
#include "update/PriceUpdate.h"
#include "update/PriceVerification.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace cg;
using cgtest::LocalHttpServer;

namespace {

const QByteArray kHeader = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region\n";
/// A SkyPilot-shaped vms.csv: 2 GPU offers (one CPU-only row is skipped by the reader).
const QByteArray kLambdaCsv = kHeader
    + "gpu_1x_a10,A10,1,30,200,,0.75,,us-east-1\n"
      "gpu_8x_h100_sxm5,H100,8,208,1800,,23.92,,us-east-1\n"
      "cpu_4x_general,,,4,16,,0.10,,us-east-1\n";
const QByteArray kLastModified = "Sat, 28 Nov 2026 10:00:00 GMT";
const QString kToday = QStringLiteral("2026-12-01");

LocalHttpServer::Response csv(const QByteArray &body, QList<QPair<QByteArray, QByteArray>> headers = {})
{
    LocalHttpServer::Response r;
    r.body = body;
    r.headers = std::move(headers);
    return r;
}

LocalHttpServer::Response json(const QJsonObject &o)
{
    LocalHttpServer::Response r;
    r.contentType = "application/json";
    r.body = QJsonDocument(o).toJson(QJsonDocument::Compact);
    return r;
}

QJsonObject azureItem(const QString &sku, double price)
{
    return QJsonObject { { QStringLiteral("currencyCode"), QStringLiteral("USD") }, { QStringLiteral("retailPrice"), price },
        { QStringLiteral("armRegionName"), QStringLiteral("eastus") }, { QStringLiteral("armSkuName"), sku },
        { QStringLiteral("unitOfMeasure"), QStringLiteral("1 Hour") }, { QStringLiteral("type"), QStringLiteral("Consumption") },
        { QStringLiteral("effectiveStartDate"), QStringLiteral("2026-10-01T00:00:00Z") } };
}

} // namespace

class TestUpdate : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void aPlainHttpSourceIsFetchedWithAWarning();
    void init();
    void cleanup();

    void bundledListIsCompleteAndDocumented();
    void overrideFileReplacesAddsAndRemoves();
    void malformedOverrideNamesFileAndLine();

    void goodSkyPilotCsvIsImportedWithItsDates();
    void documentDateWinsOverLastModified();
    void slowServerIsRetriedThenFails();
    void truncatedBodyImportsNothing();
    void aTricklingServerMeetsTheOverallDeadline();
    void error500ThenSuccessIsRetried();
    void redirectIsFollowed();
    void htmlInsteadOfCsvIsAnError();
    void documentOverTheSizeLimitIsAnError();
    void aCompressionBombIsNamedAsSuch();
    void pagingLoopIsAnError();
    void azurePagesAreMergedIntoOneDocument();
    void gcpPageTokensAreFollowed();
    void cancelMidDownloadWritesNothing();
    void failedSourceDoesNotStopTheOthers();
    void cliUpdateListsAndImports();
    void officialFeedsUpdateAFreshCatalogToTheCent();
    void theBundledCatalogTakesTheAzureFeedFromAUrlAlone();
    void verifyReportsAChangedAndAnUnchangedPrice();

private:
    PriceSource source(const QString &name, const QByteArray &target, const QString &format = QStringLiteral("skypilot"),
        const QString &provider = QStringLiteral("lambda")) const;
    QList<UpdateOutcome> update(const QList<PriceSource> &sources);
    int rowCount(const char *table) const;
    const OfferView *offer(const QList<OfferView> &all, const QString &instance) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Catalog> m_catalog;
    std::unique_ptr<LocalHttpServer> m_server;
    std::unique_ptr<QNetworkAccessManager> m_network;
    QList<OfferView> m_offers;
    FetchOptions m_fetch;
};

void TestUpdate::initTestCase()
{
    cgtest::initHermetic();
    qputenv("no_proxy", "127.0.0.1,localhost"); // a proxy in the environment must not take the local server's requests
}

void TestUpdate::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_catalog = std::make_unique<Catalog>(m_dir->filePath(QStringLiteral("c.sqlite")));
    QString error;
    QVERIFY2(cgtest::openReferenceCatalog(*m_catalog, &error), qPrintable(error));
    m_server = std::make_unique<LocalHttpServer>();
    QVERIFY(m_server->listen());
    m_network = std::make_unique<QNetworkAccessManager>();
    m_fetch = FetchOptions();
    m_fetch.timeoutMs = 10000; // the local server answers at once; the timeout tests set their own
    m_fetch.backoffMs = { 1, 2, 4 }; // exponential, in ms: the test never waits for a clock
    m_fetch.tempDir = m_dir->filePath(QStringLiteral("downloads"));
    QDir().mkpath(m_fetch.tempDir);
}

void TestUpdate::cleanup()
{
    m_network.reset();
    m_server.reset();
    m_catalog.reset();
    m_dir.reset();
}

PriceSource TestUpdate::source(const QString &name, const QByteArray &target, const QString &format, const QString &provider) const
{
    PriceSource s;
    s.name = name;
    s.url = m_server->url(QString::fromLatin1(target));
    s.format = format;
    s.providerKey = provider;
    return s;
}

QList<UpdateOutcome> TestUpdate::update(const QList<PriceSource> &sources)
{
    PriceUpdate u(m_network.get(), m_catalog->path());
    u.setFetchOptions(m_fetch);
    u.setToday(kToday);
    QSignalSpy done(&u, &PriceUpdate::finished);
    u.start(sources);
    if (!done.wait(30000))
        return {};
    m_offers = m_catalog->offers();
    return u.outcomes();
}

int TestUpdate::rowCount(const char *table) const
{
    QSqlQuery q(m_catalog->database());
    q.exec(QStringLiteral("SELECT COUNT(*) FROM ") + QLatin1String(table));
    return q.next() ? q.value(0).toInt() : -1;
}

const OfferView *TestUpdate::offer(const QList<OfferView> &all, const QString &instance) const
{
    for (const OfferView &o : all)
        if (o.instanceType == instance)
            return &o;
    return nullptr;
}

void TestUpdate::bundledListIsCompleteAndDocumented()
{
    QString error;
    QFile f(QStringLiteral(":/sources/price_sources.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<PriceSource> all = PriceSourceList::parse(f.readAll(), QStringLiteral("bundled"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QHash<QString, PriceSource> byName;
    for (const PriceSource &s : all) {
        byName.insert(s.name, s);
        QVERIFY2(s.documentation.startsWith(QLatin1String("https://")), qPrintable(s.name));
        QVERIFY2(!s.notes.isEmpty(), qPrintable(s.name));
        QVERIFY2(s.url.startsWith(QLatin1String("https://")), qPrintable(s.name));
        QVERIFY2(!FeedFetcher::expectedContent(s.format).isEmpty(), qPrintable(s.name));
    }
    QCOMPARE(byName.size(), all.size());
    QCOMPARE(byName.value(QStringLiteral("aws-ec2-us-east-1")).url,
        QStringLiteral("https://pricing.us-east-1.amazonaws.com/offers/v1.0/aws/AmazonEC2/current/us-east-1/index.csv"));
    QCOMPARE(byName.value(QStringLiteral("aws-ec2-cn-north-1")).url,
        QStringLiteral("https://pricing.cn-north-1.amazonaws.com.cn/offers/v1.0/cn/AmazonEC2/current/cn-north-1/index.csv"));
    QCOMPARE(byName.value(QStringLiteral("azure-retail-gpu")).paging, FeedPaging::AzureNextPageLink);
    QCOMPARE(byName.value(QStringLiteral("azure-retail-gpu")).format, QStringLiteral("azure-retail-json"));
    QCOMPARE(byName.value(QStringLiteral("oci-price-list")).format, QStringLiteral("oci-price-json"));
    const PriceSource gcp = byName.value(QStringLiteral("gcp-compute-skus"));
    QCOMPARE(gcp.paging, FeedPaging::GcpNextPageToken);
    QVERIFY(gcp.needsApiKey);
    QVERIFY(gcp.url.contains(QLatin1String("/v1/services/6F81-5844-456A/skus?key={API_KEY}")));
    QVERIFY(gcp.notes.contains(QLatin1String("NEEDS AN API KEY")));
    QCOMPARE(byName.value(QStringLiteral("skypilot-lambda")).providerKey, QStringLiteral("lambda"));
    QVERIFY(byName.value(QStringLiteral("skypilot-lambda"))
                .url.startsWith(QLatin1String("https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/")));
    QVERIFY(byName.value(QStringLiteral("gpuhunt-catalog")).unfetchableReason().contains(QLatin1String("zip")));
    const PriceSource ocp = byName.value(QStringLiteral("opencomputeprices"));
    QCOMPARE(ocp.format, QStringLiteral("opencomputeprices-csv"));
    QVERIFY(ocp.unfetchableReason().contains(QLatin1String("tar.gz archive")));
    QVERIFY(ocp.unfetchableReason().contains(QLatin1String("cloudgauge import")));
    // Groups select several sources; an unknown name is reported.
    const QList<PriceSource> aws = PriceSourceList::select(all, { QStringLiteral("aws-ec2"), QStringLiteral("aws-ec2-us-east-1") }, &error);
    QVERIFY(error.isEmpty());
    int awsGroup = 0;
    for (const PriceSource &s : all)
        awsGroup += s.group == QLatin1String("aws-ec2") ? 1 : 0;
    QCOMPARE(aws.size(), awsGroup); // the named member is not added twice
    PriceSourceList::select(all, { QStringLiteral("nope") }, &error);
    QVERIFY(error.contains(QLatin1String("unknown source nope")));
}

void TestUpdate::overrideFileReplacesAddsAndRemoves()
{
    QString error;
    QFile f(QStringLiteral(":/sources/price_sources.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<PriceSource> base = PriceSourceList::parse(f.readAll(), QStringLiteral("bundled"), &error);
    const QByteArray user = R"({"sources": [
        {"name": "skypilot-lambda", "url": "https://example.org/lambda.csv"},
        {"name": "oci-price-list", "disabled": true},
        {"name": "my-feed", "url": "https://example.org/mine.csv", "format": "csv", "max_mb": 2}
    ]})";
    const QList<PriceSource> merged = PriceSourceList::merge(base, user, QStringLiteral("user.json"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(merged.size(), base.size()); // one removed, one added
    const auto find = [&merged](const QString &n) {
        return std::find_if(merged.begin(), merged.end(), [&n](const PriceSource &s) { return s.name == n; });
    };
    QVERIFY(find(QStringLiteral("oci-price-list")) == merged.end());
    QCOMPARE(find(QStringLiteral("skypilot-lambda"))->url, QStringLiteral("https://example.org/lambda.csv"));
    QCOMPARE(find(QStringLiteral("skypilot-lambda"))->format, QStringLiteral("skypilot")); // kept from the bundled entry
    QCOMPARE(find(QStringLiteral("skypilot-lambda"))->origin, QStringLiteral("user.json"));
    QCOMPARE(find(QStringLiteral("my-feed"))->maxBytes, 2LL * 1024 * 1024);
    QCOMPARE(merged.last().name, QStringLiteral("my-feed"));
    // A size limit beyond any document (or beyond qint64 bytes) is a typing error, said with its bound.
    for (const char *bad : { "1e308", "16385", "0", "-2" }) {
        PriceSourceList::merge(base,
            QByteArray(R"({"sources": [{"name": "big", "url": "https://example.org/b.csv", "format": "csv", "max_mb": )") + bad + "}]}",
            QStringLiteral("user.json"), &error);
        QVERIFY2(error.contains(QLatin1String("max_mb must be a number of MiB above 0 and at most 16384")),
            qPrintable(QString::fromLatin1(bad) + error));
    }
}

void TestUpdate::malformedOverrideNamesFileAndLine()
{
    QString error;
    const QList<PriceSource> base { source(QStringLiteral("a"), "/a.csv") };
    const QList<PriceSource> merged
        = PriceSourceList::merge(base, "{\"sources\": [\n{\"name\": \"a\",\n \"url\": }\n]}", QStringLiteral("user.json"), &error);
    QVERIFY2(error.startsWith(QLatin1String("user.json:3: ")), qPrintable(error));
    QCOMPARE(merged.size(), 1); // the list stays as it was
    error.clear();
    PriceSourceList::merge(base, R"({"sources": [{"name": "a", "paging": "sometimes"}]})", QStringLiteral("user.json"), &error);
    QCOMPARE(error, QStringLiteral("user.json: source 1: paging 'sometimes' is not none, azure-next-page-link or gcp-next-page-token"));
}

void TestUpdate::goodSkyPilotCsvIsImportedWithItsDates()
{
    m_server->route("/lambda/vms.csv", { csv(kLambdaCsv, { { "Last-Modified", kLastModified } }) });
    const int before = rowCount("offering");
    const auto outcomes = update({ source(QStringLiteral("skypilot-lambda"), "/lambda/vms.csv") });
    QCOMPARE(outcomes.size(), 1);
    const UpdateOutcome &o = outcomes.first();
    QVERIFY2(o.ok(), qPrintable(o.text()));
    QCOMPARE(o.fetch.bytes, qint64(kLambdaCsv.size()));
    QCOMPARE(o.fetch.pages, 1);
    QCOMPARE(o.fetch.retries, 0);
    QCOMPARE(o.fetch.lastModified, QStringLiteral("2026-11-28"));
    QCOMPARE(o.report.offersNew, 2);
    QCOMPARE(o.report.skippedCpuOnly, 1);
    QCOMPARE(rowCount("offering"), before + 2);
    const OfferView *h100 = offer(m_offers, QStringLiteral("gpu_8x_h100_sxm5"));
    QVERIFY(h100);
    QCOMPARE(h100->providerKey, QStringLiteral("lambda"));
    QCOMPARE(qRound(*h100->onDemand.amount * 100), 2392); // 23.92 USD per instance-hour
    QCOMPARE(qRound(*h100->onDemandPerGpuHour() * 100), 299); // 23.92 / 8 = 2.99 USD per GPU-hour
    QCOMPARE(h100->onDemand.observedOn, QString()); // the CSV states no date
    QCOMPARE(h100->onDemand.observedAfter, QStringLiteral("2026-11-28")); // Last-Modified, a lower bound
    QCOMPARE(h100->onDemand.importedOn, kToday);
    QCOMPARE(h100->onDemand.asOf, kToday);
    QCOMPARE(h100->onDemand.sourceUrl, m_server->url(QStringLiteral("/lambda/vms.csv")));
    QCOMPARE(qRound(*offer(m_offers, QStringLiteral("gpu_1x_a10"))->onDemand.amount * 100), 75);
    QVERIFY2(o.dating.contains(QLatin1String("HTTP Last-Modified date 2026-11-28 as its lower bound")), qPrintable(o.dating));
    // The downloaded file is gone once the source is done.
    QTRY_COMPARE(QDir(m_fetch.tempDir).entryList(QDir::Files).size(), 0);
}

void TestUpdate::documentDateWinsOverLastModified()
{
    const QByteArray body = "provider,instance_type,region,gpu_name,gpu_count,price_kind,price,currency,as_of,observed_on\n"
                            "lambda,gpu_1x_h100_pcie,us-west-1,H100,1,on_demand,2.49,USD,2026-11-20,2026-11-20\n";
    m_server->route("/cg.csv", { csv(body, { { "Last-Modified", kLastModified } }) });
    const auto outcomes = update({ source(QStringLiteral("own"), "/cg.csv", QStringLiteral("csv"), QString()) });
    QCOMPARE(outcomes.size(), 1);
    QVERIFY2(outcomes.first().ok(), qPrintable(outcomes.first().text()));
    const OfferView *h100 = offer(m_offers, QStringLiteral("gpu_1x_h100_pcie"));
    QVERIFY(h100);
    QCOMPARE(qRound(*h100->onDemand.amount * 100), 249);
    QCOMPARE(h100->onDemand.observedOn, QStringLiteral("2026-11-20"));
    QCOMPARE(h100->onDemand.observedAfter, QString());
    QCOMPARE(h100->onDemand.importedOn, kToday);
    QVERIFY2(outcomes.first().dating.startsWith(QLatin1String("dated by the document itself: observed 2026-11-20 to 2026-11-20")),
        qPrintable(outcomes.first().dating));
}

void TestUpdate::slowServerIsRetriedThenFails()
{
    m_fetch.timeoutMs = 300; // a silent server: each attempt ends at this timeout
    LocalHttpServer::Response silent;
    silent.mode = LocalHttpServer::Mode::Silent;
    m_server->route("/slow.csv", { silent });
    const int offers = rowCount("offering"), prices = rowCount("price"), runs = rowCount("import_run");
    const auto outcomes = update({ source(QStringLiteral("slow"), "/slow.csv") });
    QCOMPARE(outcomes.size(), 1);
    const UpdateOutcome &o = outcomes.first();
    QVERIFY(!o.ok());
    QCOMPARE(o.error(), QStringLiteral("no data for 0.3 s (timeout) (after 3 retries)"));
    QCOMPARE(m_server->hits("/slow.csv"), 4); // the first attempt and 3 retries
    QCOMPARE(o.fetch.retries, 3);
    QVERIFY(o.text().contains(QLatin1String("not updated, the catalog is unchanged")));
    QCOMPARE(rowCount("offering"), offers);
    QCOMPARE(rowCount("price"), prices);
    QCOMPARE(rowCount("import_run"), runs);
}

void TestUpdate::truncatedBodyImportsNothing()
{
    LocalHttpServer::Response cut = csv(kLambdaCsv);
    cut.mode = LocalHttpServer::Mode::Truncated;
    m_server->route("/cut.csv", { cut });
    const int offers = rowCount("offering"), prices = rowCount("price"), runs = rowCount("import_run");
    const auto outcomes = update({ source(QStringLiteral("cut"), "/cut.csv") });
    QCOMPARE(outcomes.size(), 1);
    QVERIFY(!outcomes.first().ok());
    QCOMPARE(outcomes.first().error(),
        QStringLiteral("truncated: got %1 of the %2 bytes announced (after 3 retries)")
            .arg(kLambdaCsv.size())
            .arg(kLambdaCsv.size() + 1000));
    QCOMPARE(outcomes.first().fetch.retries, 3);
    QVERIFY2(cgtest::sameRequests(m_server->hits("/cut.csv"), 4), qPrintable(QString::number(m_server->hits("/cut.csv"))));
    QCOMPARE(outcomes.first().report.importRunId, -1); // never handed to the importer
    QCOMPARE(rowCount("offering"), offers);
    QCOMPARE(rowCount("price"), prices);
    QCOMPARE(rowCount("import_run"), runs);
    QTRY_COMPARE(QDir(m_fetch.tempDir).entryList(QDir::Files).size(), 0);
}

void TestUpdate::error500ThenSuccessIsRetried()
{
    LocalHttpServer::Response fail;
    fail.status = 500;
    fail.contentType = "text/html";
    fail.body = "<html><body>Internal error</body></html>";
    m_server->route("/flaky.csv", { fail, csv(kLambdaCsv) });
    const auto outcomes = update({ source(QStringLiteral("flaky"), "/flaky.csv") });
    QCOMPARE(outcomes.size(), 1);
    QVERIFY2(outcomes.first().ok(), qPrintable(outcomes.first().text()));
    QCOMPARE(outcomes.first().fetch.retries, 1);
    QVERIFY2(cgtest::sameRequests(m_server->hits("/flaky.csv"), 2), qPrintable(QString::number(m_server->hits("/flaky.csv"))));
    QCOMPARE(outcomes.first().fetch.lastModified, QString());
    QVERIFY2(outcomes.first().dating.startsWith(QLatin1String("the document states no date and the server sent no Last-Modified header")),
        qPrintable(outcomes.first().dating));
    QCOMPARE(qRound(*offer(m_offers, QStringLiteral("gpu_8x_h100_sxm5"))->onDemand.amount * 100), 2392);
}

void TestUpdate::redirectIsFollowed()
{
    LocalHttpServer::Response moved;
    moved.status = 302;
    moved.contentType = "text/plain";
    moved.headers = { { "Location", m_server->url(QStringLiteral("/new/vms.csv")).toLatin1() } };
    m_server->route("/old/vms.csv", { moved });
    m_server->route("/new/vms.csv", { csv(kLambdaCsv) });
    const auto outcomes = update({ source(QStringLiteral("moved"), "/old/vms.csv") });
    QCOMPARE(outcomes.size(), 1);
    QVERIFY2(outcomes.first().ok(), qPrintable(outcomes.first().text()));
    QCOMPARE(outcomes.first().fetch.finalUrl, m_server->url(QStringLiteral("/new/vms.csv")));
    QVERIFY(cgtest::sameRequests(m_server->hits("/new/vms.csv"), 1));
    QCOMPARE(outcomes.first().report.offersNew, 2);
    // A redirect loop stops at the limit and imports nothing.
    LocalHttpServer::Response toB = moved, toA = moved;
    toB.headers = { { "Location", m_server->url(QStringLiteral("/b.csv")).toLatin1() } };
    toA.headers = { { "Location", m_server->url(QStringLiteral("/a.csv")).toLatin1() } };
    m_server->route("/a.csv", { toB });
    m_server->route("/b.csv", { toA });
    const int runs = rowCount("import_run");
    const auto looped = update({ source(QStringLiteral("loop"), "/a.csv") });
    QCOMPARE(looped.size(), 1);
    QVERIFY2(looped.first().error().startsWith(QLatin1String("HTTP 302 redirect not followed")), qPrintable(looped.first().error()));
    // The last attempt makes the request and follows 5 redirects: at least `chain` hits. A
    // connection a loaded machine drops mid-chain is retried from the first URL, so each retry
    // adds 1 to 6 more. Below our retries, Qt's HTTP layer may also send a request once more when
    // the server's close of the previous connection races the next request (seen: 7 hits, no
    // retry), so a hop may count twice; a loop that did not stop would count far more.
    const int chain = m_fetch.maxRedirects + 1, retries = looped.first().fetch.retries;
    const int hits = m_server->hits("/a.csv") + m_server->hits("/b.csv");
    QVERIFY2(hits >= chain + retries && hits <= 2 * chain * (retries + 1),
        qPrintable(QStringLiteral("%1 hits for %2 retries").arg(hits).arg(retries)));
    QCOMPARE(rowCount("import_run"), runs);
}

void TestUpdate::htmlInsteadOfCsvIsAnError()
{
    LocalHttpServer::Response page;
    page.contentType = "text/html; charset=utf-8";
    page.body = "<!DOCTYPE html><html><body>Sign in</body></html>";
    m_server->route("/login.csv", { page });
    LocalHttpServer::Response mislabelled = page;
    mislabelled.contentType = "text/plain";
    m_server->route("/mislabelled.csv", { mislabelled });
    const int offers = rowCount("offering"), runs = rowCount("import_run");
    const auto outcomes = update({ source(QStringLiteral("login"), "/login.csv"), source(QStringLiteral("sniffed"), "/mislabelled.csv") });
    QCOMPARE(outcomes.size(), 2);
    QCOMPARE(outcomes.at(0).error(), QStringLiteral("got an HTML page, expected CSV"));
    QCOMPARE(outcomes.at(1).error(), QStringLiteral("got an HTML page, expected CSV"));
    QCOMPARE(outcomes.at(0).fetch.retries, 0); // not retried
    QVERIFY(cgtest::sameRequests(m_server->hits("/login.csv"), 1));
    QCOMPARE(rowCount("offering"), offers);
    QCOMPARE(rowCount("import_run"), runs);
}

void TestUpdate::documentOverTheSizeLimitIsAnError()
{
    m_server->route("/big.csv", { csv(kLambdaCsv) });
    PriceSource s = source(QStringLiteral("big"), "/big.csv");
    s.maxBytes = 100;
    const int offers = rowCount("offering"), runs = rowCount("import_run");
    const auto outcomes = update({ s });
    QCOMPARE(outcomes.size(), 1);
    QCOMPARE(outcomes.first().error(),
        QStringLiteral("the document is larger than the size limit of 100 bytes (max_mb of big): the server announced %1 bytes")
            .arg(kLambdaCsv.size()));
    // Without a Content-Length the download stops where the body passes the limit.
    LocalHttpServer::Response unannounced = csv(kLambdaCsv);
    unannounced.mode = LocalHttpServer::Mode::NoLength;
    m_server->route("/stream.csv", { unannounced });
    PriceSource streamed = source(QStringLiteral("big"), "/stream.csv");
    streamed.maxBytes = 100;
    const QString error = update({ streamed }).first().error();
    QVERIFY2(error.startsWith(QLatin1String("the document is larger than the size limit of 100 bytes (max_mb of big): stopped after ")),
        qPrintable(error));
    QCOMPARE(rowCount("offering"), offers);
    QCOMPARE(rowCount("import_run"), runs);
    QTRY_COMPARE(QDir(m_fetch.tempDir).entryList(QDir::Files).size(), 0);
}

void TestUpdate::aCompressionBombIsNamedAsSuch()
{
    // 64 MiB of one byte, deflated to about 64 KB: Qt stops inflating a response whose ratio passes
    // its safety check (QNetworkRequest::setDecompressedSafetyCheckThreshold) with an empty reason.
    QByteArray zlib = qCompress(QByteArray(64 * 1024 * 1024, 'a'), 9);
    zlib.remove(0, 4); // qCompress prefixes the inflated size; the rest is a zlib stream
    LocalHttpServer::Response bomb = csv(zlib, { { "Content-Encoding", "deflate" } });
    m_server->route("/bomb.csv", { bomb });
    const int offers = rowCount("offering"), runs = rowCount("import_run");
    const auto outcomes = update({ source(QStringLiteral("bomb"), "/bomb.csv") });
    QCOMPARE(outcomes.size(), 1);
    const QString error = outcomes.first().error();
    QVERIFY2(error.startsWith(QLatin1String("the server's compressed response was refused")), qPrintable(error));
    QVERIFY2(!error.endsWith(QLatin1String(": ")), qPrintable(error));
    QCOMPARE(rowCount("offering"), offers);
    QCOMPARE(rowCount("import_run"), runs);
}

void TestUpdate::pagingLoopIsAnError()
{
    const QString page2 = m_server->url(QStringLiteral("/az?page=2"));
    const QString page1 = m_server->url(QStringLiteral("/az?page=1"));
    m_server->route("/az?page=1",
        { json({ { QStringLiteral("Items"), QJsonArray { azureItem(QStringLiteral("Standard_NC6s_v3"), 3.06) } },
            { QStringLiteral("NextPageLink"), page2 } }) });
    m_server->route("/az?page=2",
        { json({ { QStringLiteral("Items"), QJsonArray { azureItem(QStringLiteral("Standard_NC12s_v3"), 6.12) } },
            { QStringLiteral("NextPageLink"), page1 } }) });
    PriceSource s = source(QStringLiteral("azure"), "/az?page=1", QStringLiteral("azure-retail-json"), QStringLiteral("azure"));
    s.paging = FeedPaging::AzureNextPageLink;
    const int offers = rowCount("offering"), runs = rowCount("import_run");
    const auto outcomes = update({ s });
    QCOMPARE(outcomes.size(), 1);
    QCOMPARE(outcomes.first().error(), QStringLiteral("paging loop: page 3 links back to %1, a page already fetched").arg(page1));
    QVERIFY(cgtest::sameRequests(m_server->hits("/az?page=1"), 1));
    QVERIFY(cgtest::sameRequests(m_server->hits("/az?page=2"), 1));
    // More pages than max_pages stops too.
    s.maxPages = 1;
    QCOMPARE(update({ s }).first().error(), QStringLiteral("paging stopped: more than 1 pages (max_pages of azure)"));
    QCOMPARE(rowCount("offering"), offers);
    QCOMPARE(rowCount("import_run"), runs);
    QTRY_COMPARE(QDir(m_fetch.tempDir).entryList(QDir::Files).size(), 0);
}

void TestUpdate::azurePagesAreMergedIntoOneDocument()
{
    const QString page2 = m_server->url(QStringLiteral("/retail?$skip=2"));
    m_server->route("/retail",
        { json({ { QStringLiteral("BillingCurrency"), QStringLiteral("USD") },
            { QStringLiteral("CustomerEntityType"), QStringLiteral("Retail") },
            { QStringLiteral("Items"),
                QJsonArray {
                    azureItem(QStringLiteral("Standard_NC6s_v3"), 3.06), azureItem(QStringLiteral("Standard_NC24ads_A100_v4"), 3.673) } },
            { QStringLiteral("NextPageLink"), page2 }, { QStringLiteral("Count"), 2 } }) });
    m_server->route("/retail?$skip=2",
        { json({ { QStringLiteral("BillingCurrency"), QStringLiteral("USD") },
            { QStringLiteral("Items"), QJsonArray { azureItem(QStringLiteral("Standard_ND96isr_H100_v5"), 98.32) } },
            { QStringLiteral("NextPageLink"), QJsonValue::Null }, { QStringLiteral("Count"), 1 } }) });
    PriceSource s = source(QStringLiteral("azure"), "/retail", QStringLiteral("azure-retail-json"), QStringLiteral("azure"));
    s.paging = FeedPaging::AzureNextPageLink;
    FeedFetcher fetcher(m_network.get());
    QSignalSpy done(&fetcher, &FeedFetcher::finished);
    fetcher.start(s, m_fetch);
    QVERIFY(done.wait(10000));
    QVERIFY2(fetcher.result().ok(), qPrintable(fetcher.result().error));
    QCOMPARE(fetcher.result().pages, 2);
    QCOMPARE(fetcher.result().mergedItems, 3);
    QFile merged(fetcher.filePath());
    QVERIFY(merged.open(QIODevice::ReadOnly));
    QJsonParseError pe;
    const QJsonObject doc = QJsonDocument::fromJson(merged.readAll(), &pe).object();
    QCOMPARE(pe.error, QJsonParseError::NoError);
    const QJsonArray items = doc.value(QStringLiteral("Items")).toArray();
    QCOMPARE(items.size(), 3);
    QCOMPARE(items.at(0).toObject().value(QStringLiteral("armSkuName")).toString(), QStringLiteral("Standard_NC6s_v3"));
    QCOMPARE(items.at(1).toObject().value(QStringLiteral("retailPrice")).toDouble(), 3.673);
    QCOMPARE(items.at(2).toObject().value(QStringLiteral("armSkuName")).toString(), QStringLiteral("Standard_ND96isr_H100_v5"));
    QCOMPARE(items.at(2).toObject().value(QStringLiteral("retailPrice")).toDouble(), 98.32);
    QCOMPARE(doc.value(QStringLiteral("Count")).toInt(), 3);
    QVERIFY(doc.value(QStringLiteral("NextPageLink")).isNull());
    QCOMPARE(doc.value(QStringLiteral("BillingCurrency")).toString(), QStringLiteral("USD"));
    QCOMPARE(doc.value(QStringLiteral("CustomerEntityType")).toString(), QStringLiteral("Retail"));
}

void TestUpdate::gcpPageTokensAreFollowed()
{
    const QJsonObject sku1 { { QStringLiteral("skuId"), QStringLiteral("AAAA-1111") },
        { QStringLiteral("description"), QStringLiteral("Nvidia Tesla A100 GPU running in Americas") } };
    const QJsonObject sku2 { { QStringLiteral("skuId"), QStringLiteral("BBBB-2222") },
        { QStringLiteral("description"), QStringLiteral("A2 Instance Core running in Americas") } };
    m_server->route("/v1/services/6F81-5844-456A/skus?key=TESTKEY",
        { json({ { QStringLiteral("skus"), QJsonArray { sku1 } }, { QStringLiteral("nextPageToken"), QStringLiteral("tok2") } }) });
    m_server->route("/v1/services/6F81-5844-456A/skus?key=TESTKEY&pageToken=tok2",
        { json({ { QStringLiteral("skus"), QJsonArray { sku2 } }, { QStringLiteral("nextPageToken"), QString() } }) });
    qputenv("CG_TEST_GCP_KEY", "TESTKEY");
    PriceSource s = source(
        QStringLiteral("gcp"), "/v1/services/6F81-5844-456A/skus?key={API_KEY}", QStringLiteral("gcp-skus-json"), QStringLiteral("gcp"));
    s.paging = FeedPaging::GcpNextPageToken;
    s.needsApiKey = true;
    s.apiKeyEnv = QStringLiteral("CG_TEST_GCP_KEY");
    FeedFetcher fetcher(m_network.get());
    QSignalSpy done(&fetcher, &FeedFetcher::finished);
    fetcher.start(s, m_fetch);
    QVERIFY(done.wait(10000));
    QVERIFY2(fetcher.result().ok(), qPrintable(fetcher.result().error));
    QCOMPARE(fetcher.result().mergedItems, 2);
    QVERIFY2(
        !fetcher.result().finalUrl.contains(QLatin1String("TESTKEY")), qPrintable(fetcher.result().finalUrl)); // the key is never shown
    QFile merged(fetcher.filePath());
    QVERIFY(merged.open(QIODevice::ReadOnly));
    const QJsonArray skus = QJsonDocument::fromJson(merged.readAll()).object().value(QStringLiteral("skus")).toArray();
    QCOMPARE(skus.size(), 2);
    QCOMPARE(skus.at(1).toObject().value(QStringLiteral("skuId")).toString(), QStringLiteral("BBBB-2222"));
    // Without the key the source is not fetched at all.
    qunsetenv("CG_TEST_GCP_KEY");
    QCOMPARE(s.unfetchableReason(), QStringLiteral("gcp needs an API key: set the environment variable CG_TEST_GCP_KEY"));
}

void TestUpdate::cancelMidDownloadWritesNothing()
{
    LocalHttpServer::Response held = csv(kLambdaCsv + QByteArray(64 * 1024, '\n'));
    held.mode = LocalHttpServer::Mode::HoldOpen;
    m_server->route("/held.csv", { held });
    const int offers = rowCount("offering"), prices = rowCount("price"), runs = rowCount("import_run");
    m_fetch.timeoutMs = 60'000; // only the cancel ends this download
    PriceUpdate u(m_network.get(), m_catalog->path());
    u.setFetchOptions(m_fetch);
    QSignalSpy progress(&u, &PriceUpdate::sourceProgress);
    QSignalSpy done(&u, &PriceUpdate::finished);
    u.start({ source(QStringLiteral("held"), "/held.csv"), source(QStringLiteral("after"), "/held.csv") });
    QVERIFY(progress.wait(10000));
    QVERIFY(progress.first().at(1).toLongLong() > 0);
    u.cancel();
    QVERIFY(done.wait(10000));
    QCOMPARE(u.outcomes().size(), 2);
    QVERIFY(u.outcomes().at(0).cancelled);
    QCOMPARE(u.outcomes().at(0).error(), QStringLiteral("cancelled; nothing downloaded was kept"));
    QVERIFY(u.outcomes().at(1).cancelled);
    QCOMPARE(m_server->hits("/held.csv"), 1); // the second source never started
    QCOMPARE(rowCount("offering"), offers);
    QCOMPARE(rowCount("price"), prices);
    QCOMPARE(rowCount("import_run"), runs);
    QTRY_COMPARE(QDir(m_fetch.tempDir).entryList(QDir::Files).size(), 0);
}

void TestUpdate::aTricklingServerMeetsTheOverallDeadline()
{
    // One byte every 50 ms: never idle for the transfer timeout, never done within the deadline.
    LocalHttpServer::Response slow = csv(kLambdaCsv);
    slow.mode = LocalHttpServer::Mode::Trickle;
    m_server->route("/slow.csv", { slow });
    const int offers = rowCount("offering"), runs = rowCount("import_run");
    m_fetch.timeoutMs = 10'000;
    m_fetch.deadlineMs = 400;
    const QList<UpdateOutcome> outcomes = update({ source(QStringLiteral("slow"), "/slow.csv") });
    QCOMPARE(outcomes.size(), 1);
    const UpdateOutcome &o = outcomes.first();
    QVERIFY(!o.ok());
    QVERIFY2(o.error().startsWith(QLatin1String("no complete document within 0.4 s (the overall deadline; ")), qPrintable(o.error()));
    QCOMPARE(o.fetch.retries, 0); // a deadline is not retried
    QVERIFY(o.fetch.bytes < kLambdaCsv.size());
    QCOMPARE(m_server->hits("/slow.csv"), 1);
    QCOMPARE(rowCount("offering"), offers);
    QCOMPARE(rowCount("import_run"), runs);
    QTRY_COMPARE(QDir(m_fetch.tempDir).entryList(QDir::Files).size(), 0);
}

void TestUpdate::failedSourceDoesNotStopTheOthers()
{
    m_server->route("/lambda/vms.csv", { csv(kLambdaCsv) });
    const int offers = rowCount("offering");
    const auto outcomes
        = update({ source(QStringLiteral("missing"), "/missing.csv"), source(QStringLiteral("lambda"), "/lambda/vms.csv") });
    QCOMPARE(outcomes.size(), 2);
    QCOMPARE(outcomes.at(0).error(), QStringLiteral("HTTP 404 Not Found for %1").arg(m_server->url(QStringLiteral("/missing.csv"))));
    QCOMPARE(outcomes.at(0).fetch.retries, 0); // a 4xx is not retried
    QVERIFY(cgtest::sameRequests(m_server->hits("/missing.csv"), 1));
    QVERIFY(outcomes.at(1).ok());
    QCOMPARE(rowCount("offering"), offers + 2);
}

void TestUpdate::cliUpdateListsAndImports()
{
    QString outText, errText;
    {
        QTextStream out(&outText), err(&errText);
        QCOMPARE(cli::runUpdate({ QStringLiteral("cloudgauge"), QStringLiteral("update"), QStringLiteral("--list") }, out, err), 0);
    }
    QVERIFY2(outText.contains(QLatin1String("skypilot-lambda")), qPrintable(outText));
    QVERIFY(outText.contains(QLatin1String("gcp-compute-skus")));
    QVERIFY(outText.contains(QLatin1String("needs CLOUDGAUGE_GCP_API_KEY")));
    QVERIFY(outText.contains(PriceSourceList::overridePath()));
    m_server->route("/lambda/vms.csv", { csv(kLambdaCsv) });
    const QString path = m_catalog->path();
    const int offers = rowCount("offering");
    outText.clear();
    {
        QTextStream out(&outText), err(&errText);
        const int rc
            = cli::runUpdate({ QStringLiteral("cloudgauge"), QStringLiteral("update"), QStringLiteral("--url"),
                                 m_server->url(QStringLiteral("/lambda/vms.csv")), QStringLiteral("--format"), QStringLiteral("skypilot"),
                                 QStringLiteral("--provider"), QStringLiteral("lambda"), QStringLiteral("--catalog"), path },
                out, err);
        QCOMPARE(rc, 0);
    }
    QVERIFY2(outText.contains(QLatin1String("updated 1 of 1 sources")), qPrintable(outText));
    QCOMPARE(rowCount("offering"), offers + 2);
    // Usage errors: nothing named, a --format without --url.
    QTextStream out(&outText), err(&errText);
    QCOMPARE(cli::runUpdate({ QStringLiteral("cloudgauge"), QStringLiteral("update") }, out, err), 2);
    QCOMPARE(cli::runUpdate(
                 { QStringLiteral("cloudgauge"), QStringLiteral("update"), QStringLiteral("--format"), QStringLiteral("csv") }, out, err),
        2);
}

void TestUpdate::officialFeedsUpdateAFreshCatalogToTheCent()
{
    // One update of four sources, each the vendor's own document shape served by the local server
    // (fixtures in tests/data/feeds): each is one import run dated by the document itself.
    auto serve = [&](const char *path, const char *file, const QByteArray &type) {
        LocalHttpServer::Response r;
        r.body = cgtest::feedBytes(file);
        r.contentType = type;
        m_server->route(path, { r });
    };
    serve("/aws/index.csv", "aws-ec2-us-east-1.csv", "text/csv");
    serve("/azure/prices", "azure-retail-pages.json", "application/json");
    serve("/oci/products", "oci-products.json", "application/json");
    serve("/gcp/skus", "gcp-skus-pages.json", "application/json");
    const auto outcomes
        = update({ source(QStringLiteral("aws-us-east-1"), "/aws/index.csv", QStringLiteral("aws-ec2-csv"), QStringLiteral("aws")),
            source(QStringLiteral("azure"), "/azure/prices", QStringLiteral("azure-retail-json"), QStringLiteral("azure")),
            source(QStringLiteral("oci"), "/oci/products", QStringLiteral("oci-price-json"), QStringLiteral("oci")),
            source(QStringLiteral("gcp"), "/gcp/skus", QStringLiteral("gcp-skus-json"), QStringLiteral("gcp")) });
    QCOMPARE(outcomes.size(), 4);
    for (const UpdateOutcome &o : outcomes)
        QVERIFY2(o.ok(), qPrintable(o.text()));
    auto find = [&](const QString &provider, const QString &instance, const QString &region) -> std::optional<OfferView> {
        const QList<OfferView> all = cgtest::offersOf(*m_catalog, provider);
        const OfferView *o = cgtest::findOffer(all, instance, region);
        return o ? std::optional<OfferView>(*o) : std::nullopt;
    };
    const auto p5 = find(QStringLiteral("aws"), QStringLiteral("p5.48xlarge"), QStringLiteral("us-east-1"));
    QVERIFY(p5);
    QCOMPARE(cgtest::cents(p5->onDemandPerGpuHour()), 6.88); // 55.04 USD per instance-hour / 8
    // Each vendor's price service answers with the prices in effect when asked: fetched today,
    // observed today. The document's dates (Publication Date 2026-11-26, effectiveStartDate,
    // lastUpdated, effectiveTime) only say since when.
    QCOMPARE(p5->onDemand.observedOn, kToday);
    QCOMPARE(p5->onDemand.importedOn, kToday);
    const auto nd = find(QStringLiteral("azure"), QStringLiteral("Standard_ND96isr_H100_v5"), QStringLiteral("eastus"));
    QVERIFY(nd);
    QCOMPARE(cgtest::cents(nd->onDemandPerGpuHour()), 12.29); // 98.32 / 8
    QCOMPARE(cgtest::cents(nd->spotPerGpuHour()), 4.92); // 39.328 / 8
    QCOMPARE(nd->onDemand.observedOn, kToday);
    QCOMPARE(cgtest::reservedPerGpuCents(*m_catalog, *nd, 12), 8.75); // 613200 / (1 × 8760) / 8
    const auto oci = find(QStringLiteral("oci"), QStringLiteral("BM.GPU.H100.8"), readers::allRegions());
    QVERIFY(oci);
    QCOMPARE(cgtest::cents(oci->onDemandPerGpuHour()), 10.00);
    QCOMPARE(oci->onDemand.observedOn, kToday);
    const auto a2 = find(QStringLiteral("gcp"), QStringLiteral("a2-highgpu-1g"), QStringLiteral("us-central1"));
    QVERIFY(a2);
    QCOMPARE(cgtest::cents(a2->onDemandPerGpuHour()), 3.67); // 12 × 0.031611 + 85 × 0.004237 + 2.933908
    QCOMPARE(a2->onDemand.observedOn, kToday);
    for (const UpdateOutcome &o : outcomes)
        QVERIFY2(o.dating.startsWith(QLatin1String("observed on the fetch day")), qPrintable(o.dating));
}

void TestUpdate::theBundledCatalogTakesTheAzureFeedFromAUrlAlone()
{
    // The bundled catalog's Azure prices were imported on a later day than the feed's prices took
    // effect; the feed, fetched now, is observed now and is not "older". Two pages, found to be
    // an Azure Retail Prices answer without --format, so its NextPageLink is followed.
    const QString bundled = m_dir->filePath(QStringLiteral("bundled.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), bundled));
    QFile::setPermissions(bundled, QFile::ReadOwner | QFile::WriteOwner);
    QJsonObject windows = azureItem(QStringLiteral("Standard_NC48ads_A100_v4"), 9.554);
    windows.insert(QStringLiteral("productName"), QStringLiteral("Virtual Machines NCads A100 v4 Series Windows"));
    auto item = [](const QString &sku, double price) {
        QJsonObject o = azureItem(sku, price);
        o.insert(QStringLiteral("serviceName"), QStringLiteral("Virtual Machines"));
        return o;
    };
    windows.insert(QStringLiteral("serviceName"), QStringLiteral("Virtual Machines"));
    const QString page2 = m_server->url(QStringLiteral("/api/retail/prices?$skip=2"));
    m_server->route("/api/retail/prices",
        { json({ { QStringLiteral("BillingCurrency"), QStringLiteral("USD") },
            { QStringLiteral("Items"), QJsonArray { item(QStringLiteral("Standard_NC48ads_A100_v4"), 7.346), windows } },
            { QStringLiteral("NextPageLink"), page2 }, { QStringLiteral("Count"), 2 } }) });
    m_server->route("/api/retail/prices?$skip=2",
        { json({ { QStringLiteral("BillingCurrency"), QStringLiteral("USD") },
            { QStringLiteral("Items"), QJsonArray { item(QStringLiteral("Standard_ND96isr_H100_v5"), 98.32) } },
            { QStringLiteral("NextPageLink"), QJsonValue::Null }, { QStringLiteral("Count"), 1 } }) });
    QString outText, errText;
    {
        QTextStream out(&outText), err(&errText);
        const int rc = cli::runUpdate({ QStringLiteral("cloudgauge"), QStringLiteral("update"), QStringLiteral("--url"),
                                          m_server->url(QStringLiteral("/api/retail/prices")), QStringLiteral("--catalog"), bundled },
            out, err);
        QVERIFY2(rc == 0, qPrintable(outText + errText));
    }
    QVERIFY2(outText.contains(QStringLiteral("1 × Windows meter")), qPrintable(outText));
    Catalog c(bundled);
    QString error;
    QVERIFY2(c.open(&error), qPrintable(error));
    const QList<OfferView> azure = cgtest::offersOf(c, QStringLiteral("azure"));
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    const OfferView *nc48 = cgtest::findOffer(azure, QStringLiteral("Standard_NC48ads_A100_v4"), QStringLiteral("eastus"));
    QVERIFY(nc48);
    QCOMPARE(cgtest::cents(nc48->onDemandPerGpuHour()), 3.67); // the Linux meter 7.346 / 2 GPUs, not the Windows 9.554
    QCOMPARE(nc48->onDemand.observedOn, today);
    const OfferView *nd = cgtest::findOffer(azure, QStringLiteral("Standard_ND96isr_H100_v5"), QStringLiteral("eastus"));
    QVERIFY(nd);
    QCOMPARE(cgtest::cents(nd->onDemandPerGpuHour()), 12.29); // 98.32 / 8, from the second page
    QCOMPARE(nd->onDemand.observedOn, today);
}

void TestUpdate::verifyReportsAChangedAndAnUnchangedPrice()
{
    // The catalog holds two Azure sizes from the feed and a Lambda offer from a file no source of
    // the list covers; the feed then changes one price.
    auto page = [](double nc24, double nd96) {
        QJsonObject a = azureItem(QStringLiteral("Standard_NC24ads_A100_v4"), nc24);
        QJsonObject b = azureItem(QStringLiteral("Standard_ND96isr_H100_v5"), nd96);
        a.insert(QStringLiteral("serviceName"), QStringLiteral("Virtual Machines"));
        b.insert(QStringLiteral("serviceName"), QStringLiteral("Virtual Machines"));
        return json({ { QStringLiteral("Items"), QJsonArray { a, b } }, { QStringLiteral("NextPageLink"), QJsonValue::Null } });
    };
    m_server->route("/retail", { page(3.673, 98.32), page(3.673, 90.00) });
    m_server->route("/lambda/vms.csv", { csv(kLambdaCsv) });
    PriceSource azure = source(QStringLiteral("azure-retail-test"), "/retail", QStringLiteral("azure-retail-json"), QString());
    azure.paging = FeedPaging::AzureNextPageLink;
    const auto first = update({ azure, source(QStringLiteral("lambda-file"), "/lambda/vms.csv") });
    QCOMPARE(first.size(), 2);
    QVERIFY2(first[0].ok() && first[1].ok(), qPrintable(first[0].text() + first[1].text()));
    QList<OfferView> shortlist;
    for (const char *instance : { "Standard_NC24ads_A100_v4", "Standard_ND96isr_H100_v5", "gpu_8x_h100_sxm5" }) {
        const OfferView *o = offer(m_offers, QLatin1String(instance));
        QVERIFY2(o, instance);
        shortlist.append(*o);
    }
    // Only the Azure feed is a source of the list: the Lambda file was a one-off URL.
    const QList<PriceSource> list { azure };
    QCOMPARE(PriceVerification::sourceFor(shortlist[0], list), QStringLiteral("azure-retail-test"));
    QCOMPARE(PriceVerification::sourceFor(shortlist[2], list), QString());

    PriceVerification verification(m_network.get(), m_catalog->path());
    verification.setFetchOptions(m_fetch);
    verification.setToday(QStringLiteral("2026-12-05"));
    QSignalSpy done(&verification, &PriceVerification::finished);
    verification.start(shortlist, list);
    QVERIFY(done.wait(30000));
    const QList<PriceCheck> &checks = verification.checks();
    QCOMPARE(checks.size(), 3);
    QCOMPARE(checks[0].status, PriceCheck::Status::Confirmed);
    QCOMPARE(checks[0].newAmount, std::optional<double>(3.673));
    QCOMPARE(checks[0].observedOn, QStringLiteral("2026-12-05")); // observed again on the day of the check
    QCOMPARE(checks[1].status, PriceCheck::Status::Changed);
    QCOMPARE(checks[1].oldAmount, std::optional<double>(98.32));
    QCOMPARE(checks[1].newAmount, std::optional<double>(90.00));
    QCOMPARE(checks[2].status, PriceCheck::Status::NoOnlineSource);
    QCOMPARE(checks[2].detail, m_server->url(QStringLiteral("/lambda/vms.csv"))); // the page to check by hand
    QCOMPARE(m_server->hits("/retail"), 2); // one fetch per source, not per offer
    // Every check is kept with its day, for the report's page 1.
    QVERIFY2(verification.recordError().isEmpty(), qPrintable(verification.recordError()));
    const QHash<QString, PriceCheck> kept = m_catalog->latestPriceChecks();
    QCOMPARE(kept.size(), 3);
    for (const PriceCheck &c : checks) {
        const PriceCheck k = kept.value(c.offerKey());
        QCOMPARE(k.status, c.status);
        QCOMPARE(k.checkedOn, QStringLiteral("2026-12-05"));
        QCOMPARE(k.oldAmount, c.oldAmount);
    }
    QCOMPARE(kept.value(checks[1].offerKey()).newAmount, std::optional<double>(90.00));
    QCOMPARE(kept.value(checks[2].offerKey()).newAmount, std::nullopt); // not verifiable online vouches for no amount
    QCOMPARE(kept.value(checks[2].offerKey()).detail, checks[2].detail);
    // The catalog holds the new price: the next ranking reads it.
    const QList<OfferView> after = m_catalog->offers();
    const OfferView *nd = offer(after, QStringLiteral("Standard_ND96isr_H100_v5"));
    QVERIFY(nd);
    QCOMPARE(nd->onDemand.amount, std::optional<double>(90.00));
}

void TestUpdate::aPlainHttpSourceIsFetchedWithAWarning()
{
    QString error;
    const QList<PriceSource> bundled = PriceSourceList::load(&error);
    for (const PriceSource &s : bundled)
        QVERIFY2(s.insecureUrlWarning().isEmpty(), qPrintable(s.name)); // every bundled URL is https://
    // An override points a built-in source at plain http:// on another host: said, with where it comes from.
    const QList<PriceSource> merged = PriceSourceList::merge(bundled,
        R"({"sources": [{"name": "skypilot-lambda", "url": "http://mirror.example.org/lambda/vms.csv"},
                        {"name": "skypilot-vast", "url": "http://127.0.0.1:8080/vast/vms.csv"}]})",
        QStringLiteral("/home/u/price_sources.json"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QString lambda, vast;
    for (const PriceSource &s : merged) {
        if (s.name == QLatin1String("skypilot-lambda"))
            lambda = s.insecureUrlWarning();
        if (s.name == QLatin1String("skypilot-vast"))
            vast = s.insecureUrlWarning();
    }
    QCOMPARE(lambda,
        QStringLiteral("skypilot-lambda is fetched over plain http:// from mirror.example.org (/home/u/price_sources.json): anyone on the "
                       "network path could change the prices it brings; use an https:// URL"));
    QVERIFY(vast.isEmpty()); // this machine: nobody in between
    UpdateOutcome outcome;
    outcome.source = QStringLiteral("skypilot-lambda");
    outcome.fetch.done = true;
    outcome.warning = lambda;
    QVERIFY2(outcome.text().contains(QStringLiteral("warning: ") + lambda), qPrintable(outcome.text()));

    // `update --list` says it too, not only "see the warning". The override file goes under a
    // HOME of this test's own, so no other test running beside it reads it.
    QTemporaryDir home;
    const QByteArray oldHome = qgetenv("HOME");
    qputenv("HOME", QFile::encodeName(home.path()));
    const auto restore = qScopeGuard([&oldHome] { qputenv("HOME", oldHome); });
    QVERIFY(QDir().mkpath(QFileInfo(PriceSourceList::overridePath()).absolutePath()));
    QFile overrides(PriceSourceList::overridePath());
    QVERIFY(overrides.open(QIODevice::WriteOnly));
    overrides.write(R"({"sources": [{"name": "skypilot-lambda", "url": "http://mirror.example.org/lambda/vms.csv"}]})");
    overrides.close();
    QString outText, errText;
    {
        QTextStream out(&outText), err(&errText);
        QCOMPARE(cli::runUpdate({ QStringLiteral("cloudgauge"), QStringLiteral("update"), QStringLiteral("--list") }, out, err), 0);
    }
    QVERIFY2(outText.contains(QLatin1String("plain http: see the warning")), qPrintable(outText));
    // The footer counts the replaced source as the override's, not as bundled.
    QVERIFY2(outText.contains(QStringLiteral(" from the bundled list")), qPrintable(outText));
    QVERIFY2(outText.contains(QStringLiteral(", 1 from your overrides: %1").arg(PriceSourceList::overridePath())), qPrintable(outText));
    QVERIFY2(
        errText.contains(QStringLiteral("cloudgauge: warning: skypilot-lambda is fetched over plain http:// from mirror.example.org (%1)")
                             .arg(PriceSourceList::overridePath())),
        qPrintable(errText));
}

QTEST_GUILESS_MAIN(TestUpdate)
#include "tst_update.moc"
