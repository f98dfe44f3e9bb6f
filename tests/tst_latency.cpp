// Latency to the regions: LatencyMeter against local servers that answer after a known delay, the
// endpoints file, the built-in endpoint patterns, and `cloudgauge latency` end to end (printed and
// kept in the catalog).
#include "CliTestSupport.h"
#include "CommandLine.h"
#include "LocalHttpServer.h"
#include "TestSupport.h"
#include "catalog/store/Catalog.h"
#include "csv/CsvReader.h"
#include "import/Importer.h"
#include "latency/LatencyMeter.h"
#include "latency/RegionEndpoints.h"
#include "scoring/NeedProfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <memory>

using namespace cg;
using cgtest::LocalHttpServer;

namespace {

/// Delays (ms) the servers wait before answering; the tolerance is the 10 %.
constexpr int kDelays[] = { 50, 100, 200 };
constexpr double kTolerance = 0.10;

/// A port on 127.0.0.1 that nothing listens on: taken, then given back.
quint16 closedPort()
{
    QTcpServer s;
    if (!s.listen(QHostAddress::LocalHost, 0))
        return 0;
    const quint16 port = s.serverPort();
    s.close();
    return port;
}

} // namespace

class TestLatency : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void quantilesInterpolateBetweenRanks();
    void builtInEndpointsFollowTheVendorsPatterns();
    void anEndpointsFileIsReadOrRefusedWithItsLine();
    void mediansMatchTheInjectedDelays();
    void anUnreachableEndpointHasNoFigures();
    void theCommandPrintsAndKeepsTheMeasurements();
    void rankMaxRttRanksOnlyRegionsMeasuredNearEnough();

private:
    QString writeEndpoints(const QList<std::pair<QString, QString>> &regionsAndUrls);
    std::vector<std::unique_ptr<LocalHttpServer>> m_servers;
    QTemporaryDir m_dir;
};

void TestLatency::initTestCase()
{
    cgtest::initHermetic();
    for (const int delay : kDelays) {
        auto server = std::make_unique<LocalHttpServer>();
        QVERIFY(server->listen());
        LocalHttpServer::Response r;
        r.contentType = "text/plain";
        r.delayMs = delay;
        server->route("/", { r });
        m_servers.push_back(std::move(server));
    }
}

QString TestLatency::writeEndpoints(const QList<std::pair<QString, QString>> &regionsAndUrls)
{
    static int n = 0;
    const QString path = m_dir.filePath(QStringLiteral("endpoints-%1.csv").arg(++n));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write("provider,region,url\n");
    for (const auto &[region, url] : regionsAndUrls)
        f.write(QStringLiteral("local,%1,%2\n").arg(region, url).toUtf8());
    return path;
}

void TestLatency::quantilesInterpolateBetweenRanks()
{
    QVERIFY(!quantile({}, 0.5));
    QCOMPARE(*quantile({ 7 }, 0.5), 7.0);
    QCOMPARE(*quantile({ 4, 1, 3, 2 }, 0.5), 2.5); // unsorted input
    QCOMPARE(*quantile({ 1, 2, 3, 4 }, 0.25), 1.75);
    QCOMPARE(*quantile({ 1, 2, 3, 4 }, 0.75), 3.25);
    QCOMPARE(*quantile({ 1, 2, 3, 4, 100 }, 0.5), 3.0); // one outlier does not move the median
}

void TestLatency::builtInEndpointsFollowTheVendorsPatterns()
{
    QString why;
    const LatencyTarget aws = RegionEndpoints::builtIn(QStringLiteral("aws"), QStringLiteral("us-east-1"), &why);
    QCOMPARE(aws.url, QStringLiteral("https://s3.us-east-1.amazonaws.com/"));
    QCOMPARE(aws.source, QStringLiteral("https://docs.aws.amazon.com/general/latest/gr/s3.html"));
    QCOMPARE(RegionEndpoints::builtIn(QStringLiteral("alibaba"), QStringLiteral("cn-beijing"), &why).url,
        QStringLiteral("https://oss-cn-beijing.aliyuncs.com/"));
    QCOMPARE(RegionEndpoints::builtIn(QStringLiteral("gcp"), QStringLiteral("europe-west4"), &why).url,
        QStringLiteral("https://europe-west4-aiplatform.googleapis.com/"));
    QCOMPARE(RegionEndpoints::builtIn(QStringLiteral("tencent"), QStringLiteral("ap-guangzhou"), &why).url,
        QStringLiteral("https://cos.ap-guangzhou.myqcloud.com/"));
    QCOMPARE(RegionEndpoints::builtIn(QStringLiteral("nebius"), QStringLiteral("eu-north1"), &why).url,
        QStringLiteral("https://storage.eu-north1.nebius.cloud/"));

    // No documented endpoint, or a region not named by its ID: nothing is guessed.
    why.clear();
    QVERIFY(RegionEndpoints::builtIn(QStringLiteral("lambda"), QStringLiteral("us-east-1"), &why).url.isEmpty());
    QVERIFY2(why.contains(QLatin1String("no public endpoint")), qPrintable(why));
    why.clear();
    QVERIFY(RegionEndpoints::builtIn(QStringLiteral("oci"), QStringLiteral("all-regions"), &why).url.isEmpty());
    QVERIFY2(why.contains(QLatin1String("region ID")), qPrintable(why));
    QVERIFY(RegionEndpoints::builtIn(QStringLiteral("tencent"), QStringLiteral("China mainland (zone not specified)"), &why).url.isEmpty());
    QVERIFY(RegionEndpoints::providers().contains(QStringLiteral("huawei")));
}

void TestLatency::anEndpointsFileIsReadOrRefusedWithItsLine()
{
    QString error;
    const QString good = writeEndpoints({ { QStringLiteral("a"), QStringLiteral("https://example.com/") },
        { QStringLiteral("b"), QStringLiteral("http://127.0.0.1:8080/x") } });
    const QList<LatencyTarget> targets = RegionEndpoints::readCsv(good, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(targets.size(), 2);
    QCOMPARE(targets.at(1).region, QStringLiteral("b"));
    QCOMPARE(targets.at(1).url, QStringLiteral("http://127.0.0.1:8080/x"));

    const QString bad = writeEndpoints(
        { { QStringLiteral("a"), QStringLiteral("https://example.com/") }, { QStringLiteral("b"), QStringLiteral("ftp://example.com/") } });
    QVERIFY(RegionEndpoints::readCsv(bad, &error).isEmpty());
    QVERIFY2(error.contains(QLatin1String(": line 3: 'ftp://example.com/' is not http:// or https://")), qPrintable(error));

    const QString noHeader = m_dir.filePath(QStringLiteral("noheader.csv"));
    QFile f(noHeader);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("name,address\nx,https://example.com/\n");
    f.close();
    error.clear();
    QVERIFY(RegionEndpoints::readCsv(noHeader, &error).isEmpty());
    QVERIFY2(error.contains(QLatin1String("provider,region,url")), qPrintable(error));
}

void TestLatency::mediansMatchTheInjectedDelays()
{
    QList<LatencyTarget> targets;
    for (size_t i = 0; i < m_servers.size(); ++i)
        targets.append({ QStringLiteral("local"), QStringLiteral("r%1").arg(kDelays[i]), m_servers[i]->url(QStringLiteral("/")), {} });
    LatencyMeter meter;
    QSignalSpy finished(&meter, &LatencyMeter::finished);
    QSignalSpy progress(&meter, &LatencyMeter::progress);
    LatencyOptions options;
    options.samples = 10;
    meter.start(targets, options);
    QVERIFY(finished.wait(30'000));
    QCOMPARE(progress.size(), targets.size());
    const QList<LatencyMeasurement> results = meter.results();
    QCOMPARE(results.size(), targets.size());
    for (qsizetype i = 0; i < results.size(); ++i) {
        const LatencyMeasurement &m = results.at(i);
        const double delay = kDelays[i];
        QCOMPARE(m.region, targets.at(i).region); // in the order of the targets
        QCOMPARE(m.status(), QStringLiteral("ok"));
        QCOMPARE(m.samples, 10);
        QCOMPARE(m.failures, 0);
        QVERIFY(!m.dnsMs); // an address: no lookup
        QVERIFY(!m.tlsMs); // http: no TLS
        QVERIFY(m.connectMs && *m.connectMs >= 0 && *m.connectMs < delay);
        QVERIFY2(m.firstByteMs && std::abs(*m.firstByteMs - delay) <= kTolerance * delay,
            qPrintable(QStringLiteral("first byte median %1 ms for a %2 ms delay").arg(m.firstByteMs.value_or(-1)).arg(delay)));
        QVERIFY(m.firstByteSpreadMs && *m.firstByteSpreadMs >= 0);
        QVERIFY(!m.measuredAt.isEmpty());
    }
    // Each server saw warm-up + kept samples, each on its own connection.
    for (const auto &server : m_servers)
        QCOMPARE(server->hits("/"), options.warmup + options.samples);
}

void TestLatency::anUnreachableEndpointHasNoFigures()
{
    const quint16 port = closedPort();
    QVERIFY(port != 0);
    LatencyMeter meter;
    QSignalSpy finished(&meter, &LatencyMeter::finished);
    meter.start({ { QStringLiteral("local"), QStringLiteral("closed"), QStringLiteral("http://127.0.0.1:%1/").arg(port), {} } }, {});
    QVERIFY(finished.wait(30'000));
    const QList<LatencyMeasurement> results = meter.results();
    QCOMPARE(results.size(), 1);
    const LatencyMeasurement &m = results.first();
    QCOMPARE(m.status(), QStringLiteral("unreachable"));
    QCOMPARE(m.samples, 0);
    QCOMPARE(m.failures, 3); // stops after three failed connections, not after all twelve
    QVERIFY(!m.connectMs && !m.firstByteMs && !m.connectSpreadMs && !m.dnsMs); // never 0
    QVERIFY2(m.reason.startsWith(QLatin1String("connect: ")) && m.reason.contains(QLatin1String("refused")), qPrintable(m.reason));
}

void TestLatency::theCommandPrintsAndKeepsTheMeasurements()
{
    const QString catalog = m_dir.filePath(QStringLiteral("c.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), catalog));
    QFile::setPermissions(catalog, QFile::ReadOwner | QFile::WriteOwner);
    QList<std::pair<QString, QString>> rows;
    for (size_t i = 0; i < m_servers.size(); ++i)
        rows.append({ QStringLiteral("r%1").arg(kDelays[i]), m_servers[i]->url(QStringLiteral("/")) });
    rows.append({ QStringLiteral("closed"), QStringLiteral("http://127.0.0.1:%1/").arg(closedPort()) });
    const QString endpoints = writeEndpoints(rows);

    QString out, err;
    QTextStream so(&out), se(&err);
    const int rc = CommandLine::run({ QStringLiteral("cloudgauge"), QStringLiteral("latency"), QStringLiteral("--endpoints"), endpoints,
                                        QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--catalog"), catalog },
        so, se);
    so.flush();
    se.flush();
    QVERIFY2(rc == 0, qPrintable(err));
    const CsvTable table = CsvReader::parse(out.toUtf8());
    QVERIFY(table.ok());
    for (const char *column : { "provider", "region", "connect_ms", "first_byte_ms", "status" })
        QVERIFY2(table.column(column) >= 0, column);
    QCOMPARE(table.records.size(), rows.size());
    const int region = table.column("region"), firstByte = table.column("first_byte_ms"), connect = table.column("connect_ms"),
              status = table.column("status");
    for (size_t i = 0; i < m_servers.size(); ++i) {
        const QStringList &f = table.records.at(qsizetype(i)).fields;
        QCOMPARE(f.at(region), rows.at(qsizetype(i)).first);
        bool ok = false;
        const double median = f.at(firstByte).toDouble(&ok);
        QVERIFY(ok);
        QVERIFY2(std::abs(median - kDelays[i]) <= kTolerance * kDelays[i], qPrintable(f.join(QLatin1Char(','))));
    }
    const QStringList &closed = table.records.last().fields;
    QCOMPARE(closed.at(status), QStringLiteral("unreachable"));
    QCOMPARE(closed.at(connect), QString()); // empty, never "0"
    QCOMPARE(closed.at(firstByte), QString());

    // Kept in the catalog with the run's date; a second run replaces what latestLatency() shows.
    Catalog c(catalog);
    QString error;
    QVERIFY2(c.open(&error), qPrintable(error));
    QList<LatencyMeasurement> kept = c.latestLatency();
    QVERIFY2(!c.hasError(), qPrintable(c.lastError()));
    QCOMPARE(kept.size(), rows.size());
    QCOMPARE(kept.first().providerKey, QStringLiteral("local"));
    QCOMPARE(kept.first().region, QStringLiteral("closed")); // (provider, region) order
    QCOMPARE(kept.first().status(), QStringLiteral("unreachable"));
    QVERIFY(!kept.first().connectMs);
    const QString firstRun = kept.at(1).measuredAt;
    QVERIFY(QDateTime::fromString(firstRun, Qt::ISODate).isValid());
    QVERIFY(c.insertLatency({ kept.at(1) }));
    QCOMPARE(c.latestLatency().size(), rows.size()); // the latest per region, not one row per run
}

void TestLatency::rankMaxRttRanksOnlyRegionsMeasuredNearEnough()
{
    // One rated provider's offers in three regions: one measured at 30 ms, one at 80 ms, one never
    // measured. `rank --max-rtt 50` ranks the first alone and says why not for the others.
    const QString path = m_dir.filePath(QStringLiteral("maxrtt.sqlite"));
    {
        Catalog catalog(path);
        QString error;
        QVERIFY2(cgtest::openReferenceCatalog(catalog, &error), qPrintable(error));
        ImportOptions o;
        o.providerKey = QStringLiteral("lambda");
        o.asOf = QStringLiteral("2026-12-01");
        const ImportReport r = Importer(catalog).importBytes("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,"
                                                             "SpotPrice,Region\n"
                                                             "rtt_near,H100,8,208,1800,,23.92,,near-1\n"
                                                             "rtt_far,H100,8,208,1800,,22.00,,far-1\n"
                                                             "rtt_unmeasured,H100,8,208,1800,,21.00,,unmeasured-1\n",
            QStringLiteral("lambda.csv"), o);
        QVERIFY2(r.ok(), qPrintable(r.text()));
        LatencyMeasurement near;
        near.providerKey = QStringLiteral("lambda");
        near.region = QStringLiteral("near-1");
        near.url = QStringLiteral("https://near.example/");
        near.measuredAt = QStringLiteral("2026-12-06T08:00:00Z");
        near.samples = 10;
        near.connectMs = 30.0;
        LatencyMeasurement far = near;
        far.region = QStringLiteral("far-1");
        far.connectMs = 80.0;
        QVERIFY2(catalog.insertLatency({ near, far }), qPrintable(catalog.lastError()));
    }
    QString out, err;
    QCOMPARE(cgtest::runCli({ QStringLiteral("rank"), QStringLiteral("--catalog"), path, QStringLiteral("--expand"),
                                QStringLiteral("--top"), QStringLiteral("100000"), QStringLiteral("--excluded"),
                                QStringLiteral("--max-rtt"), QStringLiteral("50"), QStringLiteral("--format"), QStringLiteral("json") },
                 &out, &err),
        0);
    QHash<QString, QJsonObject> byInstance;
    int ranked = 0;
    const QJsonArray rows = QJsonDocument::fromJson(out.toUtf8()).array();
    for (const auto &v : rows) {
        const QJsonObject o = v.toObject();
        if (o.value(QStringLiteral("provider")) == QLatin1String("lambda"))
            byInstance.insert(o.value(QStringLiteral("instance_type")).toString(), o);
        ranked += o.value(QStringLiteral("recommended")).toBool() ? 1 : 0;
    }
    // The reference catalog holds no other measurement, so the near offer is the only one ranked.
    QCOMPARE(ranked, 1);
    QVERIFY(byInstance.value(QStringLiteral("rtt_near")).value(QStringLiteral("recommended")).toBool());
    const auto why = [&byInstance](const char *instance) {
        return byInstance.value(QLatin1String(instance)).value(QStringLiteral("excluded_because")).toArray().first().toString();
    };
    QVERIFY2(
        why("rtt_far").contains(QLatin1String("round trip to region far-1 80 ms (TCP connect, measured 2026-12-06); needs at most 50 ms")),
        qPrintable(why("rtt_far")));
    QVERIFY2(why("rtt_unmeasured").contains(QLatin1String("no round trip measured to region unmeasured-1 from your network")),
        qPrintable(why("rtt_unmeasured")));
    QCOMPARE(cgtest::runCli({ QStringLiteral("rank"), QStringLiteral("--catalog"), path, QStringLiteral("--max-rtt"), QStringLiteral("0") },
                 &out, &err),
        2);
    QVERIFY2(err.contains(QLatin1String("--max-rtt: '0' is not a number of milliseconds above 0")), qPrintable(err));

    // A need profile keeps the limit in JSON; a command line's smaller limit wins over a profile's.
    NeedProfile p = *NeedProfile::builtIn(QStringLiteral("inference"));
    p.constraints.maxRoundTripMs = 60;
    QVERIFY(p.toJson().contains("\"max_round_trip_ms\": 60"));
    QString error;
    const std::optional<NeedProfile> back = NeedProfile::fromJson(p.toJson(), &error);
    QVERIFY2(back && *back == p, qPrintable(error));
    QVERIFY(p.constraints.inWords().contains(QStringLiteral("a round trip of at most 60 ms from your network, as measured (TCP connect)")));
    NeedConstraints cli;
    cli.maxRoundTripMs = 40;
    QCOMPARE(*p.constraints.merged(cli).maxRoundTripMs, 40.0);
}

QTEST_GUILESS_MAIN(TestLatency)
#include "tst_latency.moc"
