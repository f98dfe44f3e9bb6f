// The team catalog on PostgreSQL: the dialect seam (types, identity, schema_version), `--catalog
// postgresql://…` on the command line, `catalog copy` both ways, and a server that goes away.
// Needs CLOUDGAUGE_TEST_PG_URL (packaging/pg-cluster.sh); without it the server tests skip.
#include "TestSupport.h"

#include "CommandLine.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogBulk.h"
#include "catalog/store/CatalogCopy.h"
#include "catalog/store/PgWire.h"
#include "import/Importer.h"

#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace cg;

class TestTeamCatalog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void passwordInUrlIsRefused();
    void notAUrlIsRefused();
    void schemaUsesServerTypes();
    void copyRoundTripIsByteIdentical();
    void commandsAcceptTheUrl();
    void copyRefusesNonEmptyTarget();
    void serverGoneMidImportWritesNothing();
    void reimportWithNewOffersMatchesTheFile();
    void copyFieldsAreEscaped();
    void streamedReadLeavesTheConnectionUsable();
    void importRunReferencesAreCheckedPerStatement();

private:
    static int run(const QStringList &args, QString *out, QString *err)
    {
        QTextStream so(out), se(err);
        const int rc = CommandLine::run(QStringList { QStringLiteral("cloudgauge") } + args, so, se);
        so.flush();
        se.flush();
        return rc;
    }
    static QByteArray exportOf(const QString &catalog, const QString &file)
    {
        QString out, err;
        if (run({ QStringLiteral("export"), QStringLiteral("--catalog"), catalog, QStringLiteral("--out"), file }, &out, &err) != 0) {
            qWarning("export of %s failed: %s", qPrintable(catalog), qPrintable(err));
            return {};
        }
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    QTemporaryDir m_dir;
};

#define REQUIRE_SERVER()                                                                                                                   \
    do {                                                                                                                                   \
        if (cgtest::serverUrl().isEmpty())                                                                                                 \
            QSKIP("CLOUDGAUGE_TEST_PG_URL is not set: start a server with packaging/pg-cluster.sh start DIR, export the URL it prints "    \
                  "and PGPASSFILE=DIR/pgpass to run the team-catalog tests");                                                              \
    } while (false)

void TestTeamCatalog::passwordInUrlIsRefused()
{
    Catalog c(QStringLiteral("postgresql://alice:s3cret@127.0.0.1:1/team"));
    QString error;
    QVERIFY(!c.open(&error));
    QVERIFY2(error.contains(QLatin1String("carries a password")) && error.contains(QLatin1String("PGPASSFILE")), qPrintable(error));
    QVERIFY2(!error.contains(QLatin1String("s3cret")), qPrintable(error)); // never echoed
    Catalog d(QStringLiteral("postgresql://alice@127.0.0.1:1/team?password=s3cret"));
    QVERIFY(!d.open(&error));
    QVERIFY2(error.contains(QLatin1String("carries a password")) && !error.contains(QLatin1String("s3cret")), qPrintable(error));
}

void TestTeamCatalog::notAUrlIsRefused()
{
    QVERIFY(Catalog::isServerLocation(QStringLiteral("postgresql://a@h/db")));
    QVERIFY(Catalog::isServerLocation(QStringLiteral("postgres://a@h/db")));
    QVERIFY(!Catalog::isServerLocation(QStringLiteral("/tmp/postgresql.sqlite")));
    Catalog c(QStringLiteral("postgresql://alice@127.0.0.1:1/"));
    QString error;
    QVERIFY(!c.open(&error));
    QVERIFY2(error.contains(QLatin1String("not a PostgreSQL catalog URL")), qPrintable(error));
}

void TestTeamCatalog::schemaUsesServerTypes()
{
    REQUIRE_SERVER();
    QString error;
    const QString url = cgtest::newServerSchema(&error);
    QVERIFY2(!url.isEmpty(), qPrintable(error));
    Catalog c(url);
    QVERIFY2(c.open(&error), qPrintable(error));
    QCOMPARE(c.backend(), Catalog::Backend::PostgreSQL);
    QCOMPARE(c.schemaVersion(), Catalog::kSchemaVersion);
    QSqlQuery q(c.database());
    QVERIFY(q.exec(QStringLiteral("SELECT version FROM schema_version")) && q.next());
    QCOMPARE(q.value(0).toInt(), Catalog::kSchemaVersion);
    QVERIFY(!q.next()); // one row
    // Money and rates are 8-byte doubles, ids 64-bit identities.
    QVERIFY(q.exec(QStringLiteral("SELECT table_name, column_name, data_type, is_identity FROM information_schema.columns"
                                  " WHERE table_schema = current_schema() AND ((table_name = 'price' AND column_name IN ('amount', 'id'))"
                                  " OR (table_name = 'fx_rate' AND column_name = 'units_per_usd')) ORDER BY 1, 2")));
    QStringList got;
    while (q.next())
        got.append(QStringList { q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString() }.join(
            QLatin1Char(' ')));
    QCOMPARE(got,
        QStringList({ QStringLiteral("fx_rate units_per_usd double precision NO"), QStringLiteral("price amount double precision NO"),
            QStringLiteral("price id bigint YES") }));
    // Reopening finds the schema and changes nothing.
    c.close();
    Catalog again(url);
    QVERIFY2(again.open(&error), qPrintable(error));
    QCOMPARE(again.schemaVersion(), Catalog::kSchemaVersion);
}

void TestTeamCatalog::copyRoundTripIsByteIdentical()
{
    REQUIRE_SERVER();
    QString error;
    const QString url = cgtest::newServerSchema(&error);
    QVERIFY2(!url.isEmpty(), qPrintable(error));
    const QString seed = m_dir.filePath(QStringLiteral("seed.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), seed));
    QFile::setPermissions(seed, QFile::ReadOwner | QFile::WriteOwner);
    const QString back = m_dir.filePath(QStringLiteral("back.sqlite"));
    QString out, err;
    QCOMPARE(run({ QStringLiteral("catalog"), QStringLiteral("copy"), seed, url }, &out, &err), 0);
    QVERIFY2(out.startsWith(QLatin1String("copied ")), qPrintable(out + err));
    QCOMPARE(run({ QStringLiteral("catalog"), QStringLiteral("copy"), url, back }, &out, &err), 0);

    const QByteArray original = exportOf(seed, m_dir.filePath(QStringLiteral("seed.csv")));
    const QByteArray roundTrip = exportOf(back, m_dir.filePath(QStringLiteral("back.csv")));
    QVERIFY(original.count('\n') > 100); // the bundled catalog's offers and prices
    QCOMPARE(roundTrip, original);
    // The server's own export is the same too (the test cluster sorts text by code point, as SQLite).
    QCOMPARE(exportOf(url, m_dir.filePath(QStringLiteral("server.csv"))), original);

    // Every table has the same rows: the counts of the source, derived from the source.
    Catalog a(seed), b(back), s(url);
    QVERIFY2(a.open(&error) && b.open(&error) && s.open(&error), qPrintable(error));
    for (const char *table : { "provider", "gpu_model", "gpu_alias", "offering", "price", "price_point", "fx_rate", "rating", "assessment",
             "reliability", "import_run" }) {
        QSqlQuery qa(a.database()), qb(b.database()), qs(s.database());
        const QString count = QStringLiteral("SELECT COUNT(*) FROM %1").arg(QLatin1String(table));
        QVERIFY(qa.exec(count) && qa.next() && qb.exec(count) && qb.next() && qs.exec(count) && qs.next());
        QCOMPARE(qb.value(0).toLongLong(), qa.value(0).toLongLong());
        QCOMPARE(qs.value(0).toLongLong(), qa.value(0).toLongLong());
    }
    // New rows on the server continue after the copied ids.
    QSqlQuery q(s.database());
    QVERIFY(q.exec(QStringLiteral("SELECT MAX(id) FROM provider")) && q.next());
    const qint64 maxId = q.value(0).toLongLong();
    QVERIFY(q.exec(QStringLiteral("INSERT INTO provider (key, name_en) VALUES ('zz-new', 'New') RETURNING id")) && q.next());
    QCOMPARE(q.value(0).toLongLong(), maxId + 1);
}

void TestTeamCatalog::commandsAcceptTheUrl()
{
    REQUIRE_SERVER();
    QString error;
    const QString url = cgtest::newServerSchema(&error);
    QVERIFY2(!url.isEmpty(), qPrintable(error));
    {
        Catalog c(url);
        QVERIFY2(cgtest::openReferenceCatalog(c, &error), qPrintable(error));
    }
    QString out, err;
    QCOMPARE(run({ QStringLiteral("import"), QStringLiteral("--catalog"), url, QStringLiteral("--provider"), QStringLiteral("runpod"),
                     QStringLiteral("--as-of"), QStringLiteral("2026-11-30"), cgtest::testData("runpod_vms.csv") },
                 &out, &err),
        0);
    QVERIFY2(err.isEmpty(), qPrintable(err));
    // The same file into an SQLite reference catalog: both list the same offers, byte for byte.
    const QString file = m_dir.filePath(QStringLiteral("ref.sqlite"));
    {
        Catalog c(file);
        QVERIFY2(cgtest::openReferenceCatalog(c, &error), qPrintable(error));
    }
    QCOMPARE(run({ QStringLiteral("import"), QStringLiteral("--catalog"), file, QStringLiteral("--provider"), QStringLiteral("runpod"),
                     QStringLiteral("--as-of"), QStringLiteral("2026-11-30"), cgtest::testData("runpod_vms.csv") },
                 &out, &err),
        0);
    QString listServer, listFile;
    QCOMPARE(run({ QStringLiteral("list"), QStringLiteral("--catalog"), url, QStringLiteral("--format"), QStringLiteral("csv") },
                 &listServer, &err),
        0);
    QCOMPARE(run({ QStringLiteral("list"), QStringLiteral("--catalog"), file, QStringLiteral("--format"), QStringLiteral("csv") },
                 &listFile, &err),
        0);
    QVERIFY2(listFile.count(QLatin1Char('\n')) > 5, qPrintable(listFile + err)); // header and the file's offers
    QCOMPARE(listServer, listFile);
    QString rankServer, rankFile;
    QCOMPARE(run({ QStringLiteral("rank"), QStringLiteral("--catalog"), url, QStringLiteral("--format"), QStringLiteral("csv") },
                 &rankServer, &err),
        0);
    QCOMPARE(run({ QStringLiteral("rank"), QStringLiteral("--catalog"), file, QStringLiteral("--format"), QStringLiteral("csv") },
                 &rankFile, &err),
        0);
    QCOMPARE(rankServer, rankFile);
}

void TestTeamCatalog::copyRefusesNonEmptyTarget()
{
    REQUIRE_SERVER();
    QString error;
    const QString url = cgtest::newServerSchema(&error);
    QVERIFY2(!url.isEmpty(), qPrintable(error));
    {
        Catalog c(url);
        QVERIFY2(cgtest::openReferenceCatalog(c, &error), qPrintable(error));
    }
    const QString seed = m_dir.filePath(QStringLiteral("seed2.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), seed));
    QString out, err;
    QCOMPARE(run({ QStringLiteral("catalog"), QStringLiteral("copy"), seed, url }, &out, &err), 1);
    QVERIFY2(err.contains(QLatin1String("already holds rows")), qPrintable(err));
    QCOMPARE(run({ QStringLiteral("catalog"), QStringLiteral("copy"), url, seed }, &out, &err), 1);
    QVERIFY2(err.contains(QLatin1String("already exists")), qPrintable(err));
}

void TestTeamCatalog::serverGoneMidImportWritesNothing()
{
    REQUIRE_SERVER();
    QString error;
    const QString url = cgtest::newServerSchema(&error);
    QVERIFY2(!url.isEmpty(), qPrintable(error));
    Catalog c(url);
    QVERIFY2(cgtest::openReferenceCatalog(c, &error), qPrintable(error));
    const int before = c.offerCount();
    QCOMPARE(before, 0);
    // The server ends this session (as a restart or a lost link would).
    QSqlQuery q(c.database());
    QVERIFY(q.exec(QStringLiteral("SELECT pg_backend_pid()")) && q.next());
    const qint64 pid = q.value(0).toLongLong();
    q.finish();
    {
        QSqlQuery admin(QSqlDatabase::database(QStringLiteral("cgtest-admin")));
        QVERIFY(admin.exec(QStringLiteral("SELECT pg_terminate_backend(%1)").arg(pid)) && admin.next());
        QVERIFY(admin.value(0).toBool());
    }
    ImportOptions o;
    o.providerKey = QStringLiteral("runpod");
    o.asOf = QStringLiteral("2026-11-30");
    const ImportReport r = Importer(c).importFile(cgtest::testData("runpod_vms.csv"), o);
    QVERIFY(!r.ok());
    qInfo("%s", qPrintable(r.error));
    QVERIFY2(r.error.contains(QLatin1String("cannot")), qPrintable(r.error)); // "cannot start a write transaction: …"
    // Nothing of it reached the server.
    Catalog fresh(url);
    QVERIFY2(fresh.open(&error), qPrintable(error));
    QCOMPARE(fresh.offerCount(), 0);
    QCOMPARE(fresh.importRuns().size(), 0);
}

void TestTeamCatalog::reimportWithNewOffersMatchesTheFile()
{
    // A second import whose rows alternate between offers already there (an UPDATE of the price
    // and a new history point each) and new offers (offering, price and point rows): the server's
    // deferred rows go out parents first around each UPDATE. The same two imports into a file and
    // into the server must give the same catalog, to the cent.
    REQUIRE_SERVER();
    const QByteArray header = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region\n";
    QByteArray first = header, second = header;
    const int existing = 5;
    for (int i = 0; i < existing; ++i) {
        first += QStringLiteral("old-%1,H100,8,128,1600,,%2,%3,eu-north1\n").arg(i).arg(20 + i).arg(10 + i).toUtf8();
        second += QStringLiteral("old-%1,H100,8,128,1600,,%2,%3,eu-north1\n").arg(i).arg(20.55 + i, 0, 'f', 2).arg(10 + i).toUtf8();
        second += QStringLiteral("new-%1,H100,1,16,200,,%2,,eu-north1\n").arg(i).arg(3.15 + i, 0, 'f', 2).toUtf8();
    }
    // Text COPY must escape: a backslash, a tab, a quote and Chinese in one instance type.
    second += QStringLiteral("\"new-\\N\t\"\"q\"\" 实例\",H100,2,32,400,,6.40,,eu-north1\n").toUtf8();
    auto importBoth = [&](Catalog &c) {
        for (const auto &[bytes, asOf] :
            { std::pair(first, QStringLiteral("2026-11-01")), std::pair(second, QStringLiteral("2026-11-30")) }) {
            ImportOptions o;
            o.providerKey = QStringLiteral("runpod");
            o.asOf = asOf;
            const ImportReport r = Importer(c).importBytes(bytes, QStringLiteral("vms.csv"), o);
            if (!r.ok()) {
                qWarning("import dated %s failed: %s", qPrintable(asOf), qPrintable(r.error));
                return false;
            }
        }
        return true;
    };
    QString error;
    const QString url = cgtest::newServerSchema(&error);
    QVERIFY2(!url.isEmpty(), qPrintable(error));
    const QString file = m_dir.filePath(QStringLiteral("mixed.sqlite"));
    for (const QString &path : { url, file }) {
        Catalog c(path);
        QVERIFY2(cgtest::openReferenceCatalog(c, &error), qPrintable(error));
        QVERIFY(importBoth(c));
    }
    Catalog server(url);
    QVERIFY2(server.open(&error), qPrintable(error));
    QCOMPARE(server.offerCount(), 2 * existing + 1);
    QSqlQuery q(server.database());
    // The changed on-demand prices, to the cent, and one point per series and value.
    QVERIFY(q.exec(QStringLiteral("SELECT o.instance_type, p.amount FROM price p JOIN offering o ON o.id = p.offering_id"
                                  " WHERE p.kind = 'on_demand' AND o.instance_type LIKE 'old-%' ORDER BY o.instance_type")));
    for (int i = 0; i < existing; ++i) {
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("old-%1").arg(i));
        QCOMPARE(qRound64(q.value(1).toDouble() * 100), qRound64((20.55 + i) * 100));
    }
    QVERIFY(!q.next());
    QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM price_point")) && q.next());
    // first: on-demand and spot of each old offer; second: each old on-demand again (changed,
    // spot unchanged) and each new offer's on-demand.
    QCOMPARE(q.value(0).toInt(), 2 * existing + existing + existing + 1);
    QVERIFY(q.exec(QStringLiteral("SELECT instance_type FROM offering WHERE instance_type LIKE '%实例'")) && q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("new-\\N\t\"q\" 实例"));
    q.finish();
    QCOMPARE(exportOf(url, m_dir.filePath(QStringLiteral("server.csv"))), exportOf(file, m_dir.filePath(QStringLiteral("file.csv"))));
}

void TestTeamCatalog::copyFieldsAreEscaped()
{
    // COPY's text format (https://www.postgresql.org/docs/15/sql-copy.html): \N is NULL, so a
    // backslash in the text doubles; tab, newline and carriage return are escaped.
    const auto field = [](const QVariant &v) {
        QByteArray row;
        pgwire::appendField(row, v);
        return row;
    };
    QCOMPARE(field(QVariant(QMetaType(QMetaType::QString))), QByteArray("\\N"));
    QCOMPARE(field(QVariant(QMetaType(QMetaType::LongLong))), QByteArray("\\N"));
    QCOMPARE(field(QStringLiteral("a\\N\tb\nc\rd")), QByteArray("a\\\\N\\tb\\nc\\rd"));
    QCOMPARE(field(QStringLiteral("实例 'q'")), QStringLiteral("实例 'q'").toUtf8());
    QCOMPARE(field(QVariant(qint64(-9007199254740993))), QByteArray("-9007199254740993"));
    QCOMPARE(field(QVariant(2.35)), QByteArray("2.35")); // the shortest text that reads back the same double
    QCOMPARE(field(QVariant(0.1 + 0.2)), QByteArray("0.30000000000000004"));
    QCOMPARE(field(QVariant(true)), QByteArray("t"));
    QCOMPARE(field(QVariant(QStringLiteral(""))), QByteArray("")); // empty text is not NULL
}

void TestTeamCatalog::streamedReadLeavesTheConnectionUsable()
{
    // A read through libpq row by row: parameters as $n, values as the server's text, an error
    // named, and the connection free again after an early stop or a failure.
    REQUIRE_SERVER();
    QString error;
    const QString url = cgtest::newServerSchema(&error);
    QVERIFY2(!url.isEmpty(), qPrintable(error));
    Catalog c(url);
    QVERIFY2(c.open(&error), qPrintable(error));
    {
        RowCursor rows(c.database(), QStringLiteral("SELECT g, g * 0.5, 'x' || g, NULL FROM generate_series(1, ?) g WHERE g > ?"),
            QStringLiteral("count"), RowCursor::Read::Streamed);
        rows.bind(QVariant(qint64(1000))).bind(QVariant(qint64(10)));
        int n = 0;
        qint64 sum = 0;
        double halves = 0;
        while (rows.next()) {
            ++n;
            sum += rows.integer(0);
            halves += rows.real(1);
            QCOMPARE(rows.text(2), QStringLiteral("x%1").arg(rows.integer(0)));
            QVERIFY(rows.isNull(3));
        }
        QVERIFY2(rows.error().isEmpty(), qPrintable(rows.error()));
        QCOMPARE(n, 990);
        QCOMPARE(sum, qint64(1000 * 1001 / 2 - 10 * 11 / 2));
        QCOMPARE(halves, double(sum) / 2);
    }
    {
        RowCursor rows(
            c.database(), QStringLiteral("SELECT g FROM generate_series(1, 100000) g"), QStringLiteral("count"), RowCursor::Read::Streamed);
        QVERIFY(rows.next() && rows.next()); // left after two rows
    }
    {
        RowCursor rows(
            c.database(), QStringLiteral("SELECT x FROM no_such_table"), QStringLiteral("read the nothing"), RowCursor::Read::Streamed);
        QVERIFY(!rows.next());
        QVERIFY2(rows.error().startsWith(QLatin1String("cannot read the nothing: ERROR:")), qPrintable(rows.error()));
        QVERIFY2(rows.error().contains(QLatin1String("no_such_table")), qPrintable(rows.error()));
    }
    QCOMPARE(c.offerCount(), 0); // the driver's own queries run again
}

// Schema v8 on PostgreSQL: the references to import_run and to offering that imported rows carry
// are checked per statement, not by per-row foreign keys, and do what those keys did: refuse
// (SQLSTATE 23503) a row naming a run or an offering that does not exist (INSERT, COPY, UPDATE),
// deleting or renumbering a run that rows name, renumbering an offering that has prices; and
// delete an offering's prices and price points with it.
void TestTeamCatalog::importRunReferencesAreCheckedPerStatement()
{
    REQUIRE_SERVER();
    QString error;
    const QString url = cgtest::newServerSchema(&error);
    QVERIFY2(!url.isEmpty(), qPrintable(error));
    Catalog c(url);
    QVERIFY2(c.open(&error), qPrintable(error));
    QSqlQuery q(c.database());
    auto id = [&q](const QString &sql) -> qint64 {
        if (!q.exec(sql) || !q.next()) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
            return -1;
        }
        return q.value(0).toLongLong();
    };
    // `sql` fails with a foreign-key violation whose message names `what`.
    auto refused = [&q](const QString &sql, const QString &what) {
        if (q.exec(sql)) {
            qWarning("accepted: %s", qPrintable(sql));
            return false;
        }
        const QSqlError e = q.lastError();
        if (e.nativeErrorCode() != QLatin1String("23503") || !e.databaseText().contains(what)) {
            qWarning("%s: %s %s", qPrintable(sql), qPrintable(e.nativeErrorCode()), qPrintable(e.databaseText()));
            return false;
        }
        return true;
    };
    const QString run
        = QStringLiteral("INSERT INTO import_run (source_file, format, sha256, started_at) VALUES ('f.csv', 'skypilot', 'x', '2026-12-01')"
                         " RETURNING id");
    const qint64 runId = id(run), spare = id(run);
    QVERIFY(runId > 0 && spare > runId);
    const qint64 missing = spare + 1000;
    const qint64 provider = id(QStringLiteral("INSERT INTO provider (key, name_en) VALUES ('p', 'P') RETURNING id"));
    QVERIFY(provider > 0);
    const QString offering
        = QStringLiteral("INSERT INTO offering (provider_id, instance_type, region, first_import_run_id, last_import_run_id)"
                         " VALUES (%1, '%2', 'r', %3, %4) RETURNING id");
    QVERIFY(refused(offering.arg(provider).arg(QStringLiteral("a")).arg(runId).arg(missing), QStringLiteral("import run %1").arg(missing)));
    const qint64 offer = id(offering.arg(provider).arg(QStringLiteral("b")).arg(runId).arg(runId));
    QVERIFY(offer > 0);
    const QString price
        = QStringLiteral("INSERT INTO price (offering_id, kind, amount, currency, as_of, import_run_id) VALUES (%1, 'on_demand', 2.5,"
                         " 'USD', '%2', %3)");
    QVERIFY(refused(price.arg(offer).arg(QStringLiteral("2026-12-01")).arg(missing), QStringLiteral("import run %1").arg(missing)));
    QVERIFY2(q.exec(price.arg(offer).arg(QStringLiteral("2026-12-01")).arg(runId)), qPrintable(q.lastError().text()));
    QVERIFY(refused(QStringLiteral("INSERT INTO price_point (offering_id, kind, amount, currency, as_of, recorded_on, import_run_id)"
                                   " VALUES (%1, 'on_demand', 2.5, 'USD', '2026-12-01', '2026-12-01', %2)")
                        .arg(offer)
                        .arg(missing),
        QStringLiteral("import run %1").arg(missing)));
    // The bulk path: one COPY of which one row names a missing run fails as a whole.
    QString reason, state;
    const QByteArray rows
        = QStringLiteral("%1\ton_demand\t2.5\tUSD\t2026-12-02\t2026-12-02\t%2\n%1\tspot\t1.5\tUSD\t2026-12-02\t2026-12-02\t%3\n")
              .arg(offer)
              .arg(runId)
              .arg(missing)
              .toUtf8();
    QVERIFY(!pgwire::copyIn(c.database(),
        "COPY price_point (offering_id, kind, amount, currency, as_of, recorded_on, import_run_id) FROM STDIN", rows, &reason, &state));
    QCOMPARE(state, QStringLiteral("23503"));
    QVERIFY2(reason.contains(QStringLiteral("import run %1").arg(missing)), qPrintable(reason));
    QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM price_point")) && q.next());
    QCOMPARE(q.value(0).toInt(), 0);
    const QByteArray stray = QStringLiteral("%1\ton_demand\t2.5\tUSD\t2026-12-02\t2026-12-02\t%2\n").arg(offer + 1000).arg(runId).toUtf8();
    QVERIFY(!pgwire::copyIn(c.database(),
        "COPY price_point (offering_id, kind, amount, currency, as_of, recorded_on, import_run_id) FROM STDIN", stray, &reason, &state));
    QCOMPARE(state, QStringLiteral("23503"));
    QVERIFY2(reason.contains(QStringLiteral("offering %1").arg(offer + 1000)), qPrintable(reason));
    const QByteArray good = QStringLiteral("%1\ton_demand\t2.5\tUSD\t2026-12-02\t2026-12-02\t%2\n").arg(offer).arg(runId).toUtf8();
    QVERIFY2(
        pgwire::copyIn(c.database(), "COPY price_point (offering_id, kind, amount, currency, as_of, recorded_on, import_run_id) FROM STDIN",
            good, &reason, &state),
        qPrintable(reason));
    // An UPDATE that changes a reference is checked; one that keeps it is not refused.
    QVERIFY(refused(QStringLiteral("UPDATE offering SET withdrawn_run_id = %1 WHERE id = %2").arg(missing).arg(offer),
        QStringLiteral("import run %1").arg(missing)));
    QVERIFY(refused(QStringLiteral("UPDATE price SET import_run_id = %1").arg(missing), QStringLiteral("import run %1").arg(missing)));
    QVERIFY(refused(
        QStringLiteral("UPDATE price_point SET offering_id = %1").arg(offer + 1000), QStringLiteral("offering %1").arg(offer + 1000)));
    QVERIFY(refused(QStringLiteral("UPDATE offering SET id = %1 WHERE id = %2").arg(offer + 1000).arg(offer),
        QStringLiteral("offering %1").arg(offer)));
    QVERIFY2(q.exec(QStringLiteral("UPDATE price SET amount = 2.75")), qPrintable(q.lastError().text()));
    // A run that rows name can be neither deleted nor renumbered; one that none names can.
    QVERIFY(refused(QStringLiteral("DELETE FROM import_run WHERE id = %1").arg(runId), QStringLiteral("import run %1").arg(runId)));
    QVERIFY(refused(
        QStringLiteral("UPDATE import_run SET id = %1 WHERE id = %2").arg(missing).arg(runId), QStringLiteral("import run %1").arg(runId)));
    QVERIFY2(q.exec(QStringLiteral("UPDATE import_run SET finished_at = '2026-12-01' WHERE id = %1").arg(runId)),
        qPrintable(q.lastError().text()));
    QVERIFY2(q.exec(QStringLiteral("DELETE FROM import_run WHERE id = %1").arg(spare)), qPrintable(q.lastError().text()));
    QCOMPARE(q.numRowsAffected(), 1);
    // Deleting an offering deletes its price and its point (the cascade), and nothing else.
    const qint64 other = id(offering.arg(provider).arg(QStringLiteral("c")).arg(runId).arg(runId));
    QVERIFY2(q.exec(price.arg(other).arg(QStringLiteral("2026-12-01")).arg(runId)), qPrintable(q.lastError().text()));
    QVERIFY2(q.exec(QStringLiteral("DELETE FROM offering WHERE id = %1").arg(offer)), qPrintable(q.lastError().text()));
    QVERIFY(q.exec(QStringLiteral(
                "SELECT (SELECT COUNT(*) FROM price WHERE offering_id = %1), (SELECT COUNT(*) FROM price_point WHERE offering_id = %1),"
                " (SELECT COUNT(*) FROM price WHERE offering_id = %2)")
                       .arg(offer)
                       .arg(other))
        && q.next());
    QCOMPARE(q.value(0).toInt(), 0);
    QCOMPARE(q.value(1).toInt(), 0);
    QCOMPARE(q.value(2).toInt(), 1);
    // The per-row foreign keys these replace are gone; the others stay.
    QVERIFY(q.exec(QStringLiteral("SELECT conname FROM pg_constraint WHERE contype = 'f' AND connamespace = current_schema()::regnamespace"
                                  " AND conrelid::regclass::text IN ('offering', 'price', 'price_point') ORDER BY 1")));
    QStringList keys;
    while (q.next())
        keys.append(q.value(0).toString());
    QCOMPARE(keys, QStringList({ QStringLiteral("offering_gpu_model_id_fkey"), QStringLiteral("offering_provider_id_fkey") }));
}

QTEST_GUILESS_MAIN(TestTeamCatalog)
#include "tst_teamcatalog.moc"
