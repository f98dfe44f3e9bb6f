// The server side of a team catalog: `team init` roles and grants (a reader refused an import,
// then allowed as an editor), row-level security on quotes, the audit trail of `team audit`, and
// the change notification (CatalogChangeListener). Needs CLOUDGAUGE_TEST_PG_URL and PGPASSFILE
// (packaging/pg-cluster.sh); without them every test skips, saying so.
#include "TestSupport.h"

#include "CommandLine.h"
#include "catalog/quotes/CatalogQuotes.h"
#include "catalog/store/Catalog.h"
#include "catalog/teamserver/CatalogChangeListener.h"
#include "catalog/teamserver/CatalogTeam.h"
#include "import/Importer.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QUrl>

using namespace cg;

#define REQUIRE_SERVER()                                                                                                                   \
    do {                                                                                                                                   \
        if (cgtest::serverUrl().isEmpty())                                                                                                 \
            QSKIP("CLOUDGAUGE_TEST_PG_URL is not set: start a server with packaging/pg-cluster.sh start DIR, export the URL it prints "    \
                  "and PGPASSFILE=DIR/pgpass to run the team-role tests");                                                                 \
    } while (false)

class TestTeamRoles : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void sqliteHasNoTeamRoles();
    void readerIsRefusedAnImportThenEditorImports();
    void quotesAreVisibleToEditorsAndTheirImporterOnly();
    void auditTrailRecordsWhoImportedWhat();
    void listenerFiresOncePerCommittedChange();

private:
    static int run(const QStringList &args, QString *out, QString *err)
    {
        out->clear();
        err->clear();
        QTextStream so(out), se(err);
        const int rc = CommandLine::run(QStringList { QStringLiteral("cloudgauge") } + args, so, se);
        so.flush();
        se.flush();
        return rc;
    }
    /// A new server schema with the reference data (providers, GPU models), set up by `team init`
    /// when `init`; as the test cluster's superuser.
    QString teamSchema(bool init);
    /// A login role unique to this run (cgu_<pid>_<tag>) with a password in the test's pgpass file.
    QString login(const QString &tag);
    /// `url` with `user` in place of the server URL's user.
    static QString as(const QString &url, const QString &user)
    {
        const QString from = QStringLiteral("//%1@").arg(QUrl(cgtest::serverUrl()).userName());
        return QString(url).replace(from, QStringLiteral("//%1@").arg(user));
    }
    static qint64 count(const Catalog &c, const QString &sql)
    {
        QSqlQuery q(c.database());
        if (!q.exec(sql) || !q.next()) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
            return -1;
        }
        return q.value(0).toLongLong();
    }
    static QuoteRecord quote(int line, const QString &file)
    {
        QuoteRecord r;
        r.line = line;
        r.gpuModel = QStringLiteral("H100 SXM");
        r.gpuCount = 8;
        r.kind = QStringLiteral("on_demand");
        r.pricePerGpuHour = 2.0 + line / 100.0;
        r.currency = QStringLiteral("USD");
        r.validUntil = QStringLiteral("2027-03-31");
        r.receivedOn = QStringLiteral("2026-12-01");
        r.sourceFile = file;
        return r;
    }
    /// A three-offer SkyPilot-format file (one on-demand price each, no spot price) for `lambda`.
    QString lambdaFile();

    QTemporaryDir m_dir;
    QString m_pgpass;
};

void TestTeamRoles::initTestCase()
{
    cgtest::initHermetic();
    if (cgtest::serverUrl().isEmpty())
        return;
    // The cluster's own pgpass (the superuser's line) plus the lines of the logins made here.
    m_pgpass = m_dir.filePath(QStringLiteral("pgpass"));
    QFile original(qEnvironmentVariable("PGPASSFILE"));
    QFile copy(m_pgpass);
    QVERIFY(copy.open(QIODevice::WriteOnly));
    if (original.open(QIODevice::ReadOnly))
        copy.write(original.readAll());
    copy.close();
    QVERIFY(QFile::setPermissions(m_pgpass, QFile::ReadOwner | QFile::WriteOwner)); // libpq ignores a group-readable file
    qputenv("PGPASSFILE", m_pgpass.toLocal8Bit());
}

QString TestTeamRoles::teamSchema(bool init)
{
    QString error;
    const QString url = cgtest::newServerSchema(&error);
    if (url.isEmpty()) {
        qWarning("%s", qPrintable(error));
        return {};
    }
    {
        Catalog c(url);
        if (!cgtest::openReferenceCatalog(c, &error)) {
            qWarning("%s", qPrintable(error));
            return {};
        }
    }
    if (init) {
        QString out, err;
        if (run({ QStringLiteral("team"), QStringLiteral("init"), url }, &out, &err) != 0) {
            qWarning("team init: %s", qPrintable(err));
            return {};
        }
    }
    return url;
}

QString TestTeamRoles::login(const QString &tag)
{
    const QString name = QStringLiteral("cgu_%1_%2").arg(QCoreApplication::applicationPid()).arg(tag);
    const QString password = QStringLiteral("pw%1x%2").arg(QCoreApplication::applicationPid()).arg(tag);
    QSqlQuery q(QSqlDatabase::database(QStringLiteral("cgtest-admin")));
    if (!q.exec(QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = '%1'").arg(name)))
        qWarning("%s", qPrintable(q.lastError().text()));
    if (!q.next() && !q.exec(QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2'").arg(name, password)))
        qWarning("cannot create %s: %s", qPrintable(name), qPrintable(q.lastError().text()));
    const QUrl server(cgtest::serverUrl());
    QFile f(m_pgpass);
    if (f.open(QIODevice::Append))
        f.write(QStringLiteral("%1:%2:*:%3:%4\n").arg(server.host()).arg(server.port(5432)).arg(name, password).toUtf8());
    return name;
}

QString TestTeamRoles::lambdaFile()
{
    const QString path = m_dir.filePath(QStringLiteral("lambda_vms.csv"));
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Region,SpotPrice,Price,AvailabilityZone,GpuInfo\n"
                "gpu_1x_a100_sxm4,A100-80GB,1.0,30.0,200.0,us-east-1,,1.79,,\n"
                "gpu_1x_h100_sxm5,H100,1.0,26.0,225.0,us-east-1,,3.29,,\n"
                "gpu_8x_h100_sxm5,H100,8.0,208.0,1800.0,us-west-1,,23.92,,\n");
    return path;
}

void TestTeamRoles::sqliteHasNoTeamRoles()
{
    QString out, err;
    QCOMPARE(run({ QStringLiteral("team"), QStringLiteral("init"), m_dir.filePath(QStringLiteral("local.sqlite")) }, &out, &err), 1);
    QVERIFY2(err.contains(QLatin1String("team commands work on a PostgreSQL team catalog")), qPrintable(err));
    QCOMPARE(run({ QStringLiteral("team"), QStringLiteral("grant"), QStringLiteral("bob"), QStringLiteral("owner") }, &out, &err), 2);
    QVERIFY2(err.contains(QLatin1String("'owner' is not a role")), qPrintable(err));
    // A local file: no audit rows, no refusal (one user).
    Catalog c(m_dir.filePath(QStringLiteral("local.sqlite")));
    QString error;
    QVERIFY2(cgtest::openReferenceCatalog(c, &error), qPrintable(error));
    QCOMPARE(TeamCatalog::writeRefusal(c), QString());
    ImportOptions o;
    o.providerKey = QStringLiteral("runpod");
    o.asOf = QStringLiteral("2026-11-30");
    QVERIFY(Importer(c).importFile(cgtest::testData("runpod_vms.csv"), o).ok());
    QCOMPARE(count(c, QStringLiteral("SELECT COUNT(*) FROM audit_log")), 0);
}

void TestTeamRoles::readerIsRefusedAnImportThenEditorImports()
{
    REQUIRE_SERVER();
    const QString url = teamSchema(true);
    QVERIFY(!url.isEmpty());
    const QString user = login(QStringLiteral("reader1"));
    QString out, err;
    QCOMPARE(run({ QStringLiteral("team"), QStringLiteral("grant"), user, QStringLiteral("reader"), QStringLiteral("--catalog"), url },
                 &out, &err),
        0);
    QVERIFY2(out.contains(user + QLatin1String(" is now a reader")), qPrintable(out + err));

    Catalog owner(url);
    QString error;
    QVERIFY2(owner.open(&error), qPrintable(error));
    const int providersBefore = int(owner.providers().size());
    QVERIFY(providersBefore > 0); // the reference data
    QCOMPARE(owner.offerCount(), 0);

    const QString readerUrl = as(url, user);
    ImportOptions o;
    o.providerKey = QStringLiteral("runpod");
    o.asOf = QStringLiteral("2026-11-30");
    {
        Catalog reader(readerUrl);
        QVERIFY2(reader.open(&error), qPrintable(error));
        QCOMPARE(int(reader.providers().size()), providersBefore); // it reads
        const ImportReport r = Importer(reader).importFile(cgtest::testData("runpod_vms.csv"), o);
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(QStringLiteral("User %1 may not change this team catalog").arg(user)), qPrintable(r.error));
        QVERIFY2(r.error.contains(QLatin1String("INSERT right")) && r.error.contains(QLatin1String("table offering")), qPrintable(r.error));
        QVERIFY2(r.error.contains(QStringLiteral("ask an admin to run: cloudgauge team grant %1 editor").arg(user), Qt::CaseInsensitive),
            qPrintable(r.error));
    }
    // The command line says the same and fails.
    QCOMPARE(run({ QStringLiteral("import"), QStringLiteral("--catalog"), readerUrl, QStringLiteral("--provider"), QStringLiteral("runpod"),
                     QStringLiteral("--as-of"), QStringLiteral("2026-11-30"), cgtest::testData("runpod_vms.csv") },
                 &out, &err),
        1);
    QVERIFY2(err.contains(QStringLiteral("cloudgauge team grant %1 editor").arg(user)), qPrintable(err));
    // Nothing was written: no offer, no import run, no audit row.
    QCOMPARE(owner.offerCount(), 0);
    QCOMPARE(owner.importRuns().size(), 0);
    QCOMPARE(count(owner, QStringLiteral("SELECT COUNT(*) FROM audit_log")), 0);
    // A reader cannot grant itself more either.
    QCOMPARE(run({ QStringLiteral("team"), QStringLiteral("grant"), user, QStringLiteral("editor"), readerUrl }, &out, &err), 1);
    QVERIFY2(err.contains(QLatin1String("only its admins may")), qPrintable(err));

    // As an editor the same import succeeds.
    QCOMPARE(run({ QStringLiteral("team"), QStringLiteral("grant"), user, QStringLiteral("editor"), url }, &out, &err), 0);
    Catalog editor(readerUrl);
    QVERIFY2(editor.open(&error), qPrintable(error));
    QCOMPARE(TeamCatalog::writeRefusal(editor), QString());
    const ImportReport r = Importer(editor).importFile(cgtest::testData("runpod_vms.csv"), o);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QVERIFY(r.offersNew > 0);
    QCOMPARE(owner.offerCount(), r.offersNew);
    QCOMPARE(owner.importRuns().size(), 1);
}

void TestTeamRoles::quotesAreVisibleToEditorsAndTheirImporterOnly()
{
    REQUIRE_SERVER();
    const QString url = teamSchema(true);
    QVERIFY(!url.isEmpty());
    const QString e1 = login(QStringLiteral("qe1")), e2 = login(QStringLiteral("qe2")), rd = login(QStringLiteral("qrd")),
                  ad = login(QStringLiteral("qad"));
    QString out, err;
    for (const auto &[user, role] : { std::pair { e1, "editor" }, { e2, "editor" }, { rd, "reader" }, { ad, "admin" } })
        QCOMPARE(run({ QStringLiteral("team"), QStringLiteral("grant"), user, QLatin1String(role), url }, &out, &err), 0);

    QString error;
    const QList<QuoteRecord> three { quote(1, QStringLiteral("runpod.xlsx")), quote(2, QStringLiteral("runpod.xlsx")),
        quote(3, QStringLiteral("runpod.xlsx")) };
    const QList<QuoteRecord> two { quote(1, QStringLiteral("lambda.xlsx")), quote(2, QStringLiteral("lambda.xlsx")) };
    {
        Catalog c(as(url, e1));
        QVERIFY2(c.open(&error), qPrintable(error));
        QVERIFY2(RfqStore::store(c, QStringLiteral("runpod"), QStringLiteral("rfq-a"), {}, three, &error), qPrintable(error));
    }
    {
        Catalog c(as(url, e2));
        QVERIFY2(c.open(&error), qPrintable(error));
        QVERIFY2(RfqStore::store(c, QStringLiteral("lambda"), QStringLiteral("rfq-b"), {}, two, &error), qPrintable(error));
    }
    const int all = int(three.size() + two.size());
    auto visible = [&](const QString &user, qint64 *direct) -> int {
        Catalog c(as(url, user));
        QString why;
        if (!c.open(&why)) {
            qWarning("%s", qPrintable(why));
            return -1;
        }
        *direct = count(c, QStringLiteral("SELECT COUNT(*) FROM quote")); // as psql would ask
        const QList<QuoteRecord> rows = RfqStore::quotes(c, {}, &why);
        return why.isEmpty() ? int(rows.size()) : -1;
    };
    qint64 direct = -1;
    QCOMPARE(visible(e1, &direct), all);
    QCOMPARE(direct, all);
    QCOMPARE(visible(e2, &direct), all);
    QCOMPARE(visible(ad, &direct), all);
    QCOMPARE(direct, all);
    QCOMPARE(visible(rd, &direct), 0);
    QCOMPARE(direct, 0);
    // An importer made a reader still sees the quotes it imported, and only those.
    QCOMPARE(run({ QStringLiteral("team"), QStringLiteral("grant"), e2, QStringLiteral("reader"), url }, &out, &err), 0);
    QCOMPARE(visible(e2, &direct), int(two.size()));
    QCOMPARE(direct, two.size());
    {
        Catalog c(as(url, e2));
        QVERIFY2(c.open(&error), qPrintable(error));
        const QList<QuoteRecord> own = RfqStore::quotes(c, {}, &error);
        QCOMPARE(own.size(), two.size());
        for (const QuoteRecord &q : own)
            QCOMPARE(q.providerKey, QStringLiteral("lambda"));
    }
    QCOMPARE(visible(rd, &direct), 0);
    // Nobody stores a quote in another login's name.
    {
        Catalog c(as(url, e1));
        QVERIFY2(c.open(&error), qPrintable(error));
        QSqlQuery q(c.database());
        QVERIFY(!q.exec(QStringLiteral("INSERT INTO quote (provider_id, rfq_id, line, gpu_model, gpu_count, kind, price_per_gpu_hour,"
                                       " currency, valid_until, received_on, imported_by) SELECT id, 'rfq-x', 1, 'H100', 8, 'on_demand',"
                                       " 2.5, 'USD', '2027-01-31', '2026-12-01', '%1' FROM provider WHERE key = 'runpod'")
                            .arg(rd)));
        QVERIFY2(q.lastError().text().contains(QLatin1String("row-level security")), qPrintable(q.lastError().text()));
    }
    QCOMPARE(visible(e1, &direct), all);
}

void TestTeamRoles::auditTrailRecordsWhoImportedWhat()
{
    REQUIRE_SERVER();
    const QString url = teamSchema(true);
    QVERIFY(!url.isEmpty());
    const QString editor = login(QStringLiteral("aed")), admin = login(QStringLiteral("aad"));
    QString out, err;
    QCOMPARE(run({ QStringLiteral("team"), QStringLiteral("grant"), editor, QStringLiteral("editor"), url }, &out, &err), 0);
    QCOMPARE(run({ QStringLiteral("team"), QStringLiteral("grant"), admin, QStringLiteral("admin"), url }, &out, &err), 0);

    QString error;
    ImportReport first, second;
    {
        Catalog c(as(url, editor));
        QVERIFY2(c.open(&error), qPrintable(error));
        ImportOptions o;
        o.providerKey = QStringLiteral("runpod");
        o.asOf = QStringLiteral("2026-11-30");
        first = Importer(c).importFile(cgtest::testData("runpod_vms.csv"), o);
        QVERIFY2(first.ok(), qPrintable(first.error));
    }
    {
        Catalog c(as(url, admin));
        QVERIFY2(c.open(&error), qPrintable(error));
        ImportOptions o;
        o.providerKey = QStringLiteral("lambda");
        o.asOf = QStringLiteral("2026-11-30");
        second = Importer(c).importFile(lambdaFile(), o);
        QVERIFY2(second.ok(), qPrintable(second.error));
    }
    // The lambda file: three rows, three offers, three on-demand prices.
    QCOMPARE(second.rowsRead, 3);
    QCOMPARE(second.offersNew + second.pricesNew, 6);
    // runpod_vms.csv: one data row per line after the header.
    QFile runpod(cgtest::testData("runpod_vms.csv"));
    QVERIFY(runpod.open(QIODevice::ReadOnly));
    QCOMPARE(first.rowsRead, int(runpod.readAll().trimmed().count('\n')));

    QCOMPARE(
        run({ QStringLiteral("team"), QStringLiteral("audit"), url, QStringLiteral("--format"), QStringLiteral("json") }, &out, &err), 0);
    const QJsonArray trail = QJsonDocument::fromJson(out.toUtf8()).array();
    QCOMPARE(trail.size(), 2);
    static const QRegularExpression iso(QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z$"));
    const QJsonObject a = trail.at(0).toObject(), b = trail.at(1).toObject();
    QCOMPARE(a.value(QLatin1String("who")).toString(), editor);
    QCOMPARE(a.value(QLatin1String("action")).toString(), QStringLiteral("import"));
    QCOMPARE(a.value(QLatin1String("source")).toString(), QStringLiteral("runpod_vms.csv"));
    QCOMPARE(a.value(QLatin1String("rows_read")).toInt(), first.rowsRead);
    QCOMPARE(a.value(QLatin1String("rows_written")).toInt(), first.offersNew + first.offersChanged + first.pricesNew + first.pricesChanged);
    QVERIFY2(iso.match(a.value(QLatin1String("at")).toString()).hasMatch(), qPrintable(a.value(QLatin1String("at")).toString()));
    QCOMPARE(b.value(QLatin1String("who")).toString(), admin);
    QCOMPARE(b.value(QLatin1String("source")).toString(), QStringLiteral("lambda_vms.csv"));
    QCOMPARE(b.value(QLatin1String("rows_read")).toInt(), 3);
    QCOMPARE(b.value(QLatin1String("rows_written")).toInt(), 6);
    QVERIFY(b.value(QLatin1String("at")).toString() >= a.value(QLatin1String("at")).toString());
    // CSV: the header and the two rows.
    QCOMPARE(
        run({ QStringLiteral("team"), QStringLiteral("audit"), url, QStringLiteral("--format"), QStringLiteral("csv") }, &out, &err), 0);
    QCOMPARE(out.trimmed().split(QLatin1Char('\n')).size(), 3);
    QVERIFY2(out.startsWith(QLatin1String("id,at,who,action,source,rows_read,rows_written,detail")), qPrintable(out));

    // An editor's own audit row gets the server's name and time, and the trail is append-only.
    Catalog c(as(url, editor));
    QVERIFY2(c.open(&error), qPrintable(error));
    QSqlQuery q(c.database());
    QVERIFY2(q.exec(QStringLiteral("INSERT INTO audit_log (done_at, done_by, action) VALUES ('1999-01-01', 'mallory', 'delete')")),
        qPrintable(q.lastError().text()));
    QVERIFY(q.exec(QStringLiteral("SELECT done_by, done_at FROM audit_log ORDER BY id DESC LIMIT 1")) && q.next());
    QCOMPARE(q.value(0).toString(), editor);
    QVERIFY(iso.match(q.value(1).toString()).hasMatch());
    QVERIFY(!q.exec(QStringLiteral("DELETE FROM audit_log")));
    QVERIFY(!q.exec(QStringLiteral("UPDATE audit_log SET done_by = 'mallory'")));
    QCOMPARE(TeamCatalog::auditTrail(c, &error).size(), 3);
}

void TestTeamRoles::listenerFiresOncePerCommittedChange()
{
    REQUIRE_SERVER();
    const QString url = teamSchema(false), elsewhere = teamSchema(false);
    QVERIFY(!url.isEmpty() && !elsewhere.isEmpty());
    CatalogChangeListener listener;
    QString error;
    QVERIFY(!listener.start(m_dir.filePath(QStringLiteral("local.sqlite")), &error));
    QVERIFY2(error.contains(QLatin1String("only a team catalog")), qPrintable(error));
    QVERIFY2(listener.start(url, &error), qPrintable(error));
    QVERIFY(listener.isListening());
    QSignalSpy spy(&listener, &CatalogChangeListener::catalogChanged);

    Catalog writer(url);
    QVERIFY2(writer.open(&error), qPrintable(error));
    ImportOptions o;
    o.providerKey = QStringLiteral("runpod");
    o.asOf = QStringLiteral("2026-11-30");
    QVERIFY(Importer(writer).importFile(cgtest::testData("runpod_vms.csv"), o).ok());
    QVERIFY(spy.wait(5000));
    QCOMPARE(spy.count(), 1);
    auto newestChange = [&writer] {
        QSqlQuery q(writer.database());
        return q.exec(QStringLiteral("SELECT MAX(id) FROM audit_log")) && q.next() ? q.value(0).toLongLong() : -1;
    };
    QVERIFY(spy.at(0).at(0).toLongLong() > 0);
    QCOMPARE(spy.at(0).at(0).toLongLong(), newestChange());
    QCOMPARE(spy.at(0).at(1).toString(), QStringLiteral("import"));
    QCOMPARE(spy.at(0).at(2).toString(), QUrl(cgtest::serverUrl()).userName());

    // A change to another catalog (schema) of the same database is not ours; notifications of one
    // server connection arrive in commit order, so had it (or a repeat of the first) been taken,
    // the spy would hold three signals once the next change of ours arrives.
    {
        Catalog other(elsewhere);
        QVERIFY2(other.open(&error), qPrintable(error));
        QVERIFY(Importer(other).importFile(cgtest::testData("runpod_vms.csv"), o).ok());
    }
    const qint64 before = spy.at(0).at(0).toLongLong();
    ImportOptions lambda;
    lambda.providerKey = QStringLiteral("lambda");
    lambda.asOf = QStringLiteral("2026-11-30");
    QVERIFY(Importer(writer).importFile(lambdaFile(), lambda).ok());
    QVERIFY(spy.wait(5000));
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.at(1).at(0).toLongLong(), newestChange());
    QVERIFY(spy.at(1).at(0).toLongLong() > before);
    listener.stop();
    QVERIFY(!listener.isListening());
}

QTEST_GUILESS_MAIN(TestTeamRoles)
#include "tst_teamroles.moc"
