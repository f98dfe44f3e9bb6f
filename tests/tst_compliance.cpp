// The providers' published certifications (models/geo/Certification, table provider_certification,
// `cloudgauge compliance`, `rank --require-cert`): requirements read or refused, each way a row
// fails a requirement with its reason, the table's checks with their line, the bundled table
// against its seed file, and the ranking on a catalog built here.
#include "TestSupport.h"

#include "CliTestSupport.h"
#include "catalog/quotes/CatalogQuotes.h"
#include "catalog/store/Catalog.h"
#include "catalog/writer/CatalogWriter.h"
#include "geo/Certification.h"
#include "import/CertificationCsv.h"
#include "import/Importer.h"
#include "scoring/NeedProfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

using namespace cg;

namespace {

Certification row(const char *standard, const char *level = "", const char *status = "holds", const char *scope = "")
{
    Certification c;
    c.providerKey = QStringLiteral("x");
    c.standard = QString::fromUtf8(standard);
    c.level = QString::fromUtf8(level);
    c.status = QString::fromUtf8(status);
    c.scope = QString::fromUtf8(scope);
    c.sourceUrl = QStringLiteral("https://example.com/trust");
    return c;
}

} // namespace

class TestCompliance : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void aRequirementIsReadOrRefused_data();
    void aRequirementIsReadOrRefused();
    void eachShortfallIsNamed_data();
    void eachShortfallIsNamed();
    void theTableRefusesABadRowWithItsLine_data();
    void theTableRefusesABadRowWithItsLine();
    void theBundledTableIsItsSeedFile();
    void rankRequireCertRanksOnlyCertifiedProvidersAndSaysWhyNot();
    void theCommandKeepsSelfReportedAnswersApart();
    void aNeedProfileCarriesItsCertifications();

private:
    QTemporaryDir m_dir;
    /// A copy of the reference catalog with `lambda` and `nebius` H100 offers and the
    /// certifications given here (replacing the seed's for those two).
    QString builtCatalog(const QString &name);
};

void TestCompliance::aRequirementIsReadOrRefused_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("readBack"); // empty: refused
    QTest::newRow("one") << "iso27001"
                         << "iso27001";
    QTest::newRow("list, spaces, case") << " MLPS:3 , iso27001,soc2:type2"
                                        << "mlps:3,iso27001,soc2:type2";
    QTest::newRow("repeat kept once") << "soc2,soc2"
                                      << "soc2";
    QTest::newRow("empty") << ""
                           << "";
    QTest::newRow("unknown standard") << "gdpr"
                                      << "";
    QTest::newRow("mlps level 5") << "mlps:5"
                                  << "";
    QTest::newRow("level on iso") << "iso27001:2013"
                                  << "";
    QTest::newRow("soc2 type3") << "soc2:type3"
                                << "";
}

void TestCompliance::aRequirementIsReadOrRefused()
{
    QFETCH(QString, text);
    QFETCH(QString, readBack);
    QString error;
    const auto list = CertificationRequirement::parseList(text, &error);
    const bool refused = readBack.isEmpty() && !text.isEmpty();
    if (refused) {
        QVERIFY(!list);
        QVERIFY2(error.contains(QLatin1String("is not a certification: use iso27001")), qPrintable(error));
        return;
    }
    QVERIFY2(list, qPrintable(error));
    QStringList texts;
    for (const CertificationRequirement &r : *list)
        texts << r.text();
    QCOMPARE(texts.join(QLatin1Char(',')), readBack);
}

void TestCompliance::eachShortfallIsNamed_data()
{
    QTest::addColumn<QString>("required");
    QTest::addColumn<QList<Certification>>("held");
    QTest::addColumn<QString>("reason"); // empty: met
    const QString mlps3 = QStringLiteral("MLPS 2.0 level 3 or above: ");
    QTest::newRow("held") << "iso27001" << QList { row("iso27001") } << "";
    QTest::newRow("none") << "iso27001" << QList { row("soc2") } << "ISO/IEC 27001: not on record for this provider";
    QTest::newRow("in progress") << "iso27001" << QList { row("iso27001", "", "in-progress") }
                                 << "ISO/IEC 27001: in progress, not yet held";
    QTest::newRow("self-declared") << "iso27001" << QList { row("iso27001", "", "self-declared") }
                                   << "ISO/IEC 27001: claimed by the provider without a named audit";
    QTest::newRow("scoped") << "soc2" << QList { row("soc2", "type2", "holds", "listed services") }
                            << "SOC 2: held for listed services only";
    QTest::newRow("scoped and in progress") << "soc2"
                                            << QList { row("soc2", "type2", "holds", "listed services"), row("soc2", "", "in-progress") }
                                            << "SOC 2: held for listed services only; in progress, not yet held";
    QTest::newRow("platform beside a scoped row")
        << "soc2" << QList { row("soc2", "type2", "holds", "listed services"), row("soc2") } << "";
    QTest::newRow("mlps level met") << "mlps:3" << QList { row("mlps", "3") } << "";
    QTest::newRow("mlps higher level") << "mlps:3" << QList { row("mlps", "4") } << "";
    QTest::newRow("mlps lower level") << "mlps:3" << QList { row("mlps", "2") } << mlps3 + QStringLiteral("MLPS 2.0 level 2 on record");
    QTest::newRow("mlps level not stated") << "mlps:3" << QList { row("mlps") }
                                           << mlps3 + QStringLiteral("held, but the source states no level or type");
    QTest::newRow("mlps any level") << "mlps" << QList { row("mlps") } << "";
    QTest::newRow("type II meets type I") << "soc2:type1" << QList { row("soc2", "type2") } << "";
    QTest::newRow("type I is not type II") << "soc2:type2" << QList { row("soc2", "type1") } << "SOC 2 Type II: SOC 2 Type I on record";
}

void TestCompliance::eachShortfallIsNamed()
{
    QFETCH(QString, required);
    QFETCH(QList<Certification>, held);
    QFETCH(QString, reason);
    QString error;
    const auto r = CertificationRequirement::parseList(required, &error);
    QVERIFY2(r && r->size() == 1, qPrintable(error));
    QCOMPARE(r->first().unmetBy(held), reason);
    // The same through the need constraints, on an offer of that provider.
    OfferView o;
    o.providerKey = QStringLiteral("x");
    o.certifications = held;
    NeedConstraints need;
    need.certifications = *r;
    QCOMPARE(need.unmetConstraints(o), reason.isEmpty() ? QStringList() : QStringList { reason });
}

void TestCompliance::theTableRefusesABadRowWithItsLine_data()
{
    QTest::addColumn<QByteArray>("line3");
    QTest::addColumn<QString>("error");
    QTest::newRow("unknown provider") << QByteArray("nosuch,iso27001,,,holds,https://a.example/t,,q")
                                      << "provider 'nosuch' is not a provider of the catalog";
    QTest::newRow("unknown standard") << QByteArray("aws,gdpr,,,holds,https://a.example/t,,q") << "certification 'gdpr' must be one of";
    QTest::newRow("level on iso") << QByteArray("aws,iso27001,2013,,holds,https://a.example/t,,q")
                                  << "level '2013' does not apply to iso27001";
    QTest::newRow("bad status") << QByteArray("aws,iso27001,,,certified,https://a.example/t,,q") << "status 'certified' must be one of";
    QTest::newRow("no source") << QByteArray("aws,iso27001,,,holds,,,q") << "needs the http(s) URL of the page";
    QTest::newRow("bad date") << QByteArray("aws,iso27001,,,holds,https://a.example/t,2026-13-01,q")
                              << "observed_on '2026-13-01' is not an ISO date";
    QTest::newRow("repeat") << QByteArray("aws,soc2,type2,,holds,https://b.example/t,,q") << "provider 'aws' has a soc2 row for this scope";
}

void TestCompliance::theTableRefusesABadRowWithItsLine()
{
    QFETCH(QByteArray, line3);
    QFETCH(QString, error);
    const QByteArray header = "provider,certification,level,scope,status,source_url,observed_on,quote\n";
    const QByteArray good = "aws,soc2,,,holds,https://a.example/t,2026-01-02,\"SOC 2, Type II\"\n";
    const QSet<QString> providers { QStringLiteral("aws") };
    QString why;
    const auto ok = readCertifications(header + good, QStringLiteral("compliance.csv"), providers, &why);
    QVERIFY2(ok && ok->size() == 1, qPrintable(why));
    QCOMPARE(ok->first().quote, QStringLiteral("SOC 2, Type II"));
    QCOMPARE(ok->first().observedOn, QStringLiteral("2026-01-02"));
    QVERIFY(!readCertifications(header + good + line3 + '\n', QStringLiteral("compliance.csv"), providers, &why));
    QVERIFY2(why.startsWith(QLatin1String("compliance.csv line 3: ")) && why.contains(error), qPrintable(why));
}

void TestCompliance::theBundledTableIsItsSeedFile()
{
    Catalog catalog(QStringLiteral(CG_SEED_DB));
    QString error;
    QVERIFY2(catalog.open(&error), qPrintable(error));
    const QHash<QString, QList<Certification>> stored = catalog.providerCertifications();
    QVERIFY2(!catalog.hasError(), qPrintable(catalog.lastError()));
    const auto seed = cgtest::seedRows(QStringLiteral("compliance.csv"));
    QVERIFY(!seed.isEmpty());
    int rows = 0;
    for (const QList<Certification> &list : stored)
        rows += int(list.size());
    QCOMPARE(rows, int(seed.size()));
    for (const auto &s : seed) {
        const QString provider = s.value(QStringLiteral("provider")), standard = s.value(QStringLiteral("certification"));
        bool found = false;
        for (const Certification &c : stored.value(provider))
            found = found
                || (c.standard == standard && c.scope == s.value(QStringLiteral("scope")) && c.status == s.value(QStringLiteral("status"))
                    && c.sourceUrl == s.value(QStringLiteral("source_url")));
        QVERIFY2(found, qPrintable(provider + QLatin1Char(' ') + standard));
    }
}

QString TestCompliance::builtCatalog(const QString &name)
{
    const QString path = m_dir.filePath(name);
    Catalog catalog(path);
    QString error;
    if (!cgtest::openReferenceCatalog(catalog, &error))
        return error;
    for (const char *provider : { "lambda", "nebius" }) {
        ImportOptions o;
        o.providerKey = QLatin1String(provider);
        o.asOf = QStringLiteral("2026-12-01");
        const ImportReport r = Importer(catalog).importBytes("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,"
                                                             "SpotPrice,Region\n"
                                                             "cert_8x_h100,H100,8,208,1800,,23.92,,test-1\n",
            QLatin1String(provider) + QLatin1String(".csv"), o);
        if (!r.ok())
            return r.text();
    }
    CatalogWriter writer(catalog);
    Certification held = row("iso27001");
    Certification pending = row("iso27001", "", "in-progress");
    if (!writer.begin() || !writer.replaceProviderCertifications(writer.providerId(QStringLiteral("lambda")), { held })
        || !writer.replaceProviderCertifications(writer.providerId(QStringLiteral("nebius")), { pending }) || !writer.commit())
        return writer.lastError();
    return {};
}

void TestCompliance::rankRequireCertRanksOnlyCertifiedProvidersAndSaysWhyNot()
{
    const QString built = builtCatalog(QStringLiteral("rank.sqlite"));
    QVERIFY2(built.isEmpty(), qPrintable(built));
    const QString path = m_dir.filePath(QStringLiteral("rank.sqlite"));
    QHash<QString, QList<Certification>> certs;
    {
        Catalog catalog(path);
        QString error;
        QVERIFY2(catalog.open(&error), qPrintable(error));
        certs = catalog.providerCertifications();
    }
    const auto run = cgtest::runCli({ QStringLiteral("rank"), QStringLiteral("--catalog"), path, QStringLiteral("--expand"),
        QStringLiteral("--top"), QStringLiteral("100000"), QStringLiteral("--excluded"), QStringLiteral("--require-cert"),
        QStringLiteral("iso27001"), QStringLiteral("--format"), QStringLiteral("json") });
    QVERIFY2(run.rc == 0, qPrintable(run.err));
    const QJsonArray rows = QJsonDocument::fromJson(run.out.toUtf8()).array();
    QJsonObject lambda, nebius;
    int ranked = 0;
    for (const auto &v : rows) {
        const QJsonObject o = v.toObject();
        const QString provider = o.value(QStringLiteral("provider")).toString();
        if (o.value(QStringLiteral("instance_type")) == QLatin1String("cert_8x_h100"))
            (provider == QLatin1String("lambda") ? lambda : nebius) = o;
        if (!o.value(QStringLiteral("recommended")).toBool())
            continue;
        ++ranked;
        // Every ranked offer's provider holds ISO/IEC 27001 for its whole platform in this catalog.
        bool holds = false;
        for (const Certification &c : certs.value(provider))
            holds = holds || (c.standard == QLatin1String("iso27001") && c.coversPlatform());
        QVERIFY2(holds, qPrintable(provider + QLatin1String(" ranked without ISO/IEC 27001")));
    }
    QVERIFY(ranked >= 1);
    QVERIFY(lambda.value(QStringLiteral("recommended")).toBool());
    QCOMPARE(nebius.value(QStringLiteral("recommended")), QJsonValue(false));
    QCOMPARE(nebius.value(QStringLiteral("excluded_because")).toArray().first().toString(),
        QStringLiteral("It does not meet the need profile's hard constraints: ISO/IEC 27001: in progress, not yet held."));

    const auto bad = cgtest::runCli(
        { QStringLiteral("rank"), QStringLiteral("--catalog"), path, QStringLiteral("--require-cert"), QStringLiteral("gdpr") });
    QCOMPARE(bad.rc, 2);
    QVERIFY2(bad.err.contains(QLatin1String("--require-cert: 'gdpr' is not a certification")), qPrintable(bad.err));
}

void TestCompliance::theCommandKeepsSelfReportedAnswersApart()
{
    const QString built = builtCatalog(QStringLiteral("command.sqlite"));
    QVERIFY2(built.isEmpty(), qPrintable(built));
    const QString path = m_dir.filePath(QStringLiteral("command.sqlite"));
    {
        Catalog catalog(path);
        QString error;
        QVERIFY2(catalog.open(&error), qPrintable(error));
        ProviderAnswer a;
        a.providerKey = QStringLiteral("nebius");
        a.questionId = QStringLiteral("risk.mlps");
        a.answer = QStringLiteral("level_3");
        a.rfqId = QStringLiteral("nebius-20261201-0badc0de");
        a.receivedOn = QStringLiteral("2026-12-02");
        a.comment = QStringLiteral("filing 11010000000-00001");
        QVERIFY2(RfqStore::store(catalog, a.providerKey, a.rfqId, { a }, {}, &error), qPrintable(error));
    }
    const auto run = cgtest::runCli(
        { QStringLiteral("compliance"), QStringLiteral("--catalog"), path, QStringLiteral("--provider"), QStringLiteral("nebius"),
            QStringLiteral("--provider"), QStringLiteral("lambda"), QStringLiteral("--format"), QStringLiteral("json") });
    QVERIFY2(run.rc == 0, qPrintable(run.err));
    const QJsonObject doc = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const QJsonArray rows = doc.value(QStringLiteral("certifications")).toArray();
    QCOMPARE(rows.size(), 3); // lambda's ISO 27001, nebius's ISO 27001 in progress, nebius's own MLPS answer
    QStringList seen;
    for (const auto &v : rows) {
        const QJsonObject o = v.toObject();
        seen << QStringList { o.value(QStringLiteral("provider")).toString(), o.value(QStringLiteral("certification")).toString(),
            o.value(QStringLiteral("status")).toString(), o.value(QStringLiteral("basis")).toString(),
            o.value(QStringLiteral("level")).toString() }
                    .join(QLatin1Char('/'));
    }
    // Providers in catalog order (the reference catalog lists lambda before nebius), published rows first.
    QCOMPARE(seen,
        (QStringList { QStringLiteral("lambda/iso27001/holds/published/"), QStringLiteral("nebius/iso27001/in-progress/published/"),
            QStringLiteral("nebius/mlps/answered: level_3/self-reported/3") }));
    QVERIFY(doc.value(QStringLiteral("none_on_record")).toArray().isEmpty());

    // A provider with neither is named as "none on record" in the table.
    const auto table = cgtest::runCli(
        { QStringLiteral("compliance"), QStringLiteral("--catalog"), path, QStringLiteral("--provider"), QStringLiteral("lium") });
    QVERIFY2(table.rc == 0, qPrintable(table.err));
    QVERIFY2(table.out.contains(QLatin1String("No certification on record (none found in the provider's published pages; not the same as "
                                              "none held): lium")),
        qPrintable(table.out));
}

void TestCompliance::aNeedProfileCarriesItsCertifications()
{
    NeedProfile p = *NeedProfile::builtIn(QStringLiteral("inference"));
    QString error;
    p.constraints.certifications = *CertificationRequirement::parseList(QStringLiteral("iso27001,mlps:3"), &error);
    const std::optional<NeedProfile> back = NeedProfile::fromJson(p.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY(*back == p);
    QVERIFY(p.toJson().contains("\"certifications\""));
    QVERIFY(p.constraints.inWords().contains(
        QStringLiteral("a published ISO/IEC 27001, MLPS 2.0 level 3 or above (held for the whole platform)")));
    QByteArray json = p.toJson();
    json.replace("\"mlps:3\"", "\"mlps:9\"");
    QVERIFY(!NeedProfile::fromJson(json, &error));
    QVERIFY2(error.startsWith(QLatin1String("constraints.certifications: 'mlps:9' is not a certification")), qPrintable(error));
    // A command line's requirement adds to a profile's.
    NeedConstraints cli;
    cli.certifications = *CertificationRequirement::parseList(QStringLiteral("soc2,iso27001"), &error);
    QCOMPARE(p.constraints.merged(cli).certifications.size(), 3);
}

QTEST_GUILESS_MAIN(TestCompliance)
#include "tst_compliance.moc"
