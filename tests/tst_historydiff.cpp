// Price history diff since a run (schema v5, price_point.until_run): the v4 → v5 migration, the
// writer keeping until_run, and the index-range diff against the full scan on a generated history.
#include "TestSupport.h"

#include "catalog/pricehistory/PriceHistory.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogSchema.h"
#include "catalog/store/ReadSnapshot.h"
#include "catalog/writer/CatalogWriter.h"
#include "import/Importer.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace cg;

class TestHistoryDiff : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void aVersion4CatalogMigratesToVersion5WithNothingLost();
    void theDiffSinceEveryRunEqualsTheFullScan();
    void theDiffReadsOneStateOnOneOrTwoConnections();
    void aChangeKeepsItsOfferAfterTheDiffIsGone();
};

namespace {

const QByteArray kHeader = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,SpotPrice,Region\n";

QString number(const std::optional<double> &v)
{
    return v ? QString::number(*v, 'g', 17) : QStringLiteral("-");
}

QString label(const OfferLabel &o)
{
    return QStringList { QString::number(o.id), o.providerKey, o.instanceType, o.region, o.gpuKey, o.gpuName, number(o.gpuCount),
        o.withdrawn ? QStringLiteral("withdrawn") : QStringLiteral("offered") }
        .join(QLatin1Char('|'));
}

/// Every field of a diff but pointsScanned, one line per row, in the diff's order.
QString dump(const CatalogDiff &d)
{
    QStringList out;
    for (const OfferLabel &o : d.newOffers)
        out.append(QStringLiteral("new ") + label(o));
    for (const OfferLabel &o : d.removedOffers)
        out.append(QStringLiteral("removed ") + label(o));
    for (const PriceChange &c : d.changes) {
        out.append(QStringList { c.typeName(), label(c.offer()), c.kind, QString::number(c.termMonths), number(c.oldAmount), c.oldCurrency,
            c.oldAsOf, number(c.newAmount), c.newCurrency, c.newAsOf, QString::number(c.runId),
            c.offerLevel ? QStringLiteral("offer") : QStringLiteral("price") }
                       .join(QLatin1Char(' ')));
    }
    return out.join(QLatin1Char('\n'));
}

int scalar(Catalog &c, const QString &sql)
{
    QSqlQuery q(c.database());
    if (!q.exec(sql) || !q.next())
        return -1;
    return q.value(0).toInt();
}

/// Points whose until_run differs from its definition (CatalogSchema.cpp, schema v5).
const char *const kWrongUntil = "SELECT COUNT(*) FROM price_point p WHERE COALESCE(p.until_run, -1) <> COALESCE("
                                "(SELECT MIN(COALESCE(q.import_run_id, 0)) FROM price_point q WHERE q.offering_id = p.offering_id"
                                " AND q.kind = p.kind AND q.term_months = p.term_months"
                                " AND (q.as_of > p.as_of OR (q.as_of = p.as_of AND q.id > p.id))), -1)";

/// Writes provider "genco" and 30 offers over 9 snapshots (fixed seed) into `catalog`: prices up
/// and down, spot prices that come and go, offers that vanish and come back, new offers, and one
/// older snapshot imported as history. `runs`: the import runs, in order.
bool generateHistory(Catalog &catalog, QList<qint64> *runs, QString *error)
{
    {
        CatalogWriter w(catalog);
        ProviderRecord p;
        p.key = p.nameEn = QStringLiteral("genco");
        if (!w.begin() || w.upsertProvider(p) <= 0 || !w.commit()) {
            *error = w.lastError();
            return false;
        }
    }
    // 30 offers over 9 snapshots (fixed seed): prices up and down, spot prices that come and go,
    // offers that vanish and come back, new offers, and one older snapshot imported as history.
    std::mt19937 rng(20261201);
    std::uniform_int_distribution<int> percent(0, 99), cents(50, 900);
    struct Row
    {
        bool listed = true;
        int price = 0, spot = 0; // cents; spot 0: none
    };
    QList<Row> rows(30);
    for (Row &r : rows) {
        r.price = cents(rng);
        r.spot = percent(rng) < 50 ? cents(rng) / 2 : 0;
    }
    auto csv = [&] {
        QByteArray out = kHeader;
        for (int i = 0; i < int(rows.size()); ++i) {
            if (!rows[i].listed)
                continue;
            out += QStringLiteral("g-%1,A100,%2,12,100,%3,%4,eu-north1\n")
                       .arg(i)
                       .arg(1 + i % 4)
                       .arg(rows[i].price / 100.0, 0, 'f', 2)
                       .arg(rows[i].spot > 0 ? QString::number(rows[i].spot / 100.0, 'f', 2) : QString())
                       .toUtf8();
        }
        return out;
    };
    const QStringList dates { QStringLiteral("2026-01-01"), QStringLiteral("2026-02-01"), QStringLiteral("2026-03-01"),
        QStringLiteral("2026-04-01"), QStringLiteral("2026-02-15"), QStringLiteral("2026-05-01"), QStringLiteral("2026-06-01"),
        QStringLiteral("2026-07-01"), QStringLiteral("2026-08-01") };
    for (int s = 0; s < int(dates.size()); ++s) {
        if (s > 0) {
            for (int i = 0; i < int(rows.size()); ++i) {
                Row &r = rows[i];
                const int roll = percent(rng);
                if (i >= 25 && s < 3)
                    r.listed = false; // offers 25-29 appear with snapshot 3
                else if (i >= 25 && s == 3)
                    r.listed = true;
                else if (roll < 8)
                    r.listed = !r.listed;
                else if (roll < 30)
                    r.price = std::max(10, r.price + (roll % 2 ? 25 : -25));
                else if (roll < 40)
                    r.spot = r.spot > 0 ? 0 : cents(rng) / 2;
            }
        }
        ImportOptions o;
        o.format = QStringLiteral("skypilot");
        o.providerKey = QStringLiteral("genco");
        o.asOf = o.importedOn = dates[s];
        o.sourceUrl = QStringLiteral("https://example.com/genco");
        o.allowOlder = true;
        o.withdraw = CatalogWriter::WithdrawPolicy::Always;
        const ImportReport r = Importer(catalog).importBytes(csv(), QStringLiteral("vms.csv"), o);
        if (!r.ok()) {
            *error = r.text();
            return false;
        }
        runs->append(r.importRunId);
    }
    return true;
}

/// A catalog with generateHistory()'s history, in a temporary folder (or a schema of the test
/// server): the set-up the diff tests share. `reference`: with the reference data (providers,
/// GPU models, ratings), as an import finds it; else an empty catalog, always an SQLite file.
class GeneratedHistory
{
public:
    explicit GeneratedHistory(bool reference = true)
        : m_path(reference ? cgtest::newCatalogLocation(m_dir, QStringLiteral("c.sqlite"), &m_error)
                           : m_dir.filePath(QStringLiteral("c.sqlite")))
        , m_catalog(m_path)
    {
        if (m_path.isEmpty())
            return;
        const bool opened = reference ? cgtest::openReferenceCatalog(m_catalog, &m_error) : m_catalog.open(&m_error);
        m_ok = opened && generateHistory(m_catalog, &m_runs, &m_error);
    }
    /// False with error() when the catalog could not be made.
    bool ok() const { return m_ok; }
    QString error() const { return m_error; }
    Catalog &catalog() { return m_catalog; }
    /// The catalog's location: a file path or a server schema's URL.
    QString path() const { return m_path; }
    /// The import runs, in order.
    const QList<qint64> &runs() const { return m_runs; }

private:
    QTemporaryDir m_dir;
    QString m_error;
    QString m_path;
    Catalog m_catalog;
    QList<qint64> m_runs;
    bool m_ok = false;
};

} // namespace

void TestHistoryDiff::aVersion4CatalogMigratesToVersion5WithNothingLost()
{
    if (cgtest::onServer())
        QSKIP("builds a v4 SQLite file by hand");
    // A v4 file: an on-demand series with a snapshot imported later as history (run 3, an as-of
    // between runs 1 and 2), and a spot series with a point of no run, withdrawn by run 2.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v4.sqlite"));
    {
        const QString name = QStringLiteral("v4-writer");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            for (const QString &statement :
                schema::v1Statements() + schema::v2Statements() + schema::v3Statements() + schema::v4Statements())
                QVERIFY2(q.exec(statement), qPrintable(q.lastError().text() + QLatin1Char(' ') + statement));
            for (const char *sql : { "INSERT INTO provider (id, key, name_en) VALUES (1, 'p', 'P')",
                     "INSERT INTO import_run (id, source_file, format, sha256, started_at, provider_key, as_of) VALUES"
                     " (1, 'f.csv', 'skypilot', 'a', '2026-03-01T10:00:00Z', 'p', '2026-03-01'),"
                     " (2, 'f.csv', 'skypilot', 'b', '2026-04-01T10:00:00Z', 'p', '2026-04-01'),"
                     " (3, 'f.csv', 'skypilot', 'c', '2026-04-02T10:00:00Z', 'p', '2026-03-15')",
                     "INSERT INTO offering (id, provider_id, instance_type, region, gpu_count) VALUES (1, 1, 'i', 'r', 2)",
                     "INSERT INTO price_point (id, offering_id, kind, status, amount, currency, as_of, recorded_on, import_run_id) VALUES"
                     " (1, 1, 'on_demand', 'offered', 2.5, 'USD', '2026-03-01', '2026-03-01', 1),"
                     " (2, 1, 'spot', 'offered', 1.25, 'USD', '2026-03-02', '2026-03-02', NULL),"
                     " (3, 1, 'on_demand', 'offered', 2.4, 'USD', '2026-04-01', '2026-04-01', 2),"
                     " (4, 1, 'spot', 'withdrawn', NULL, NULL, '2026-04-01', '2026-04-01', 2),"
                     " (5, 1, 'on_demand', 'offered', 2.45, 'USD', '2026-03-15', '2026-04-02', 3)",
                     "INSERT INTO price (offering_id, kind, amount, currency, as_of, import_run_id, imported_on)"
                     " VALUES (1, 'on_demand', 2.4, 'USD', '2026-04-01', 2, '2026-04-01')",
                     "PRAGMA user_version = 4" })
                QVERIFY2(q.exec(QLatin1String(sql)), sql);
        }
        QSqlDatabase::removeDatabase(name);
    }
    Catalog c(path);
    QString error;
    QVERIFY2(c.open(&error), qPrintable(error));
    QCOMPARE(c.schemaVersion(), Catalog::kSchemaVersion);
    // Every point is there with its values; each ends at the first run of a later point.
    QCOMPARE(scalar(c, QStringLiteral("SELECT COUNT(*) FROM price_point")), 5);
    QCOMPARE(scalar(c, QStringLiteral("SELECT CAST(ROUND(SUM(amount) * 100) AS INTEGER) FROM price_point")), 860);
    QCOMPARE(scalar(c, QStringLiteral("SELECT COUNT(*) FROM price")), 1);
    QSqlQuery q(c.database());
    QVERIFY(q.exec(QStringLiteral("SELECT id, until_run FROM price_point ORDER BY id")));
    const QList<QVariant> expected { 2, 2, QVariant(), QVariant(), 2 }; // 1: points 5 (run 3) and 3 (run 2) follow it
    for (const QVariant &until : expected) {
        QVERIFY(q.next());
        QCOMPARE(q.value(1).isNull(), until.isNull());
        if (!until.isNull())
            QCOMPARE(q.value(1).toInt(), until.toInt());
    }
    QCOMPARE(scalar(c, QLatin1String(kWrongUntil)), 0);
    // Since run 1: on-demand 2.50 → 2.40, spot withdrawn; since run 2 nothing changed (the
    // history snapshot of run 3 is older than the current point). Both as the full scan says.
    const PriceHistory history(c);
    const CatalogDiff since1 = history.diff(HistoryCutoff { {}, 1 });
    QVERIFY2(history.lastError().isEmpty(), qPrintable(history.lastError()));
    QCOMPARE(since1.changes.size(), 2);
    QCOMPARE(since1.changes[0].type, PriceChange::Type::Down);
    QCOMPARE(since1.changes[0].oldAmount, std::optional<double>(2.5));
    QCOMPARE(since1.changes[0].newAmount, std::optional<double>(2.4));
    QCOMPARE(since1.changes[1].kind, QStringLiteral("spot"));
    QCOMPARE(since1.changes[1].type, PriceChange::Type::Withdrawn);
    QCOMPARE(since1.changes[1].oldAmount, std::optional<double>(1.25));
    QVERIFY(since1.newOffers.isEmpty() && since1.removedOffers.isEmpty());
    QCOMPARE(since1.pointsScanned, 4); // two latest points, two they replaced: not point 5
    QCOMPARE(dump(since1), dump(history.diffByScan(HistoryCutoff { {}, 1 })));
    QVERIFY(history.diff(HistoryCutoff { {}, 2 }).changes.isEmpty());
    QVERIFY(history.diffByScan(HistoryCutoff { {}, 2 }).changes.isEmpty());
}

void TestHistoryDiff::theDiffSinceEveryRunEqualsTheFullScan()
{
    CG_SKIP_WITHOUT_SERVER();
    GeneratedHistory generated;
    QVERIFY2(generated.ok(), qPrintable(generated.error()));
    Catalog &catalog = generated.catalog();
    const QList<qint64> &runs = generated.runs();
    // The writer kept until_run as the migration defines it.
    QCOMPARE(scalar(catalog, QLatin1String(kWrongUntil)), 0);
    // Since every run, and since one before the first: the same diff as the full scan.
    const PriceHistory history(catalog);
    QHash<PriceChange::Type, int> types;
    int newOffers = 0, removedOffers = 0, scanned = 0, read = 0;
    for (qint64 run : QList<qint64> { runs.first() - 1 } + runs) {
        const HistoryCutoff since { {}, run };
        const CatalogDiff fast = history.diff(since);
        QVERIFY2(history.lastError().isEmpty(), qPrintable(history.lastError()));
        const CatalogDiff full = history.diffByScan(since);
        QCOMPARE(dump(fast), dump(full));
        for (const PriceChange &c : fast.changes)
            ++types[c.type];
        newOffers += int(fast.newOffers.size());
        removedOffers += int(fast.removedOffers.size());
        scanned += full.pointsScanned;
        read += fast.pointsScanned;
    }
    // The comparison covered every kind of change, and read fewer points than the scans.
    for (PriceChange::Type t :
        { PriceChange::Type::Up, PriceChange::Type::Down, PriceChange::Type::Appeared, PriceChange::Type::Withdrawn })
        QVERIFY2(types.value(t) > 0, qPrintable(QString::number(int(t))));
    QVERIFY(newOffers > 0 && removedOffers > 0);
    QVERIFY2(read < scanned, qPrintable(QStringLiteral("%1 of %2").arg(read).arg(scanned)));
    // Since the last run nothing changed, and nothing was read.
    const CatalogDiff none = history.diff(HistoryCutoff { {}, runs.last() });
    QVERIFY(none.changes.isEmpty() && none.newOffers.isEmpty());
    QCOMPARE(none.pointsScanned, 0);
}

void TestHistoryDiff::theDiffReadsOneStateOnOneOrTwoConnections()
{
    if (cgtest::onServer())
        QSKIP("two connections of one SQLite file");
    GeneratedHistory generated(false);
    QVERIFY2(generated.ok(), qPrintable(generated.error()));
    Catalog &catalog = generated.catalog();
    const QString path = generated.path();
    const QList<qint64> &runs = generated.runs();
    QString error;
    const PriceHistory history(catalog);
    const HistoryCutoff since { {}, runs.first() };
    const QString expected = dump(history.diffByScan(since));
    QVERIFY(expected.count(QLatin1Char('\n')) > 10);

    // Another connection, which does not wait for a lock.
    Catalog other(path);
    QVERIFY2(other.open(&error), qPrintable(error));
    QSqlQuery o(other.database());
    QVERIFY(o.exec(QStringLiteral("PRAGMA busy_timeout = 0")));
    // While a snapshot for two connections lives, nobody else can begin to write, and the second
    // connection reads the catalog.
    {
        ReadSnapshot snapshot(catalog);
        QVERIFY(!o.exec(QStringLiteral("BEGIN IMMEDIATE")));
        bool open = false;
        int offerings = -1;
        QVERIFY(snapshot.runBeside([&](const QSqlDatabase &db) {
            open = db.isOpen();
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("SELECT COUNT(*) FROM offering")) && q.next())
                offerings = q.value(0).toInt();
        }));
        QVERIFY(snapshot.waitBeside());
        QVERIFY(open);
        QCOMPARE(offerings, 30);
    }
    // One connection only: no write lock.
    {
        const ReadSnapshot snapshot(catalog, ReadSnapshot::Connections::One);
        QVERIFY2(o.exec(QStringLiteral("BEGIN IMMEDIATE")), qPrintable(o.lastError().text()));
        QVERIFY(o.exec(QStringLiteral("ROLLBACK")));
    }
    // Two connections, as the diff reads by default.
    QCOMPARE(dump(history.diff(since)), expected);
    // Another writer holds the lock: the diff reads on its own connection at once, the same.
    QVERIFY(o.exec(QStringLiteral("BEGIN IMMEDIATE")));
    {
        ReadSnapshot snapshot(catalog);
        QVERIFY(!snapshot.runBeside([](const QSqlDatabase &) {}));
    }
    QCOMPARE(dump(history.diff(since)), expected);
    QVERIFY(o.exec(QStringLiteral("ROLLBACK")));
    // Inside a transaction of the catalog's own connection, the diff sees its uncommitted change
    // (a second connection would not).
    QSqlQuery q(catalog.database());
    QVERIFY(q.exec(QStringLiteral("BEGIN")));
    QVERIFY(q.exec(QStringLiteral("UPDATE price_point SET amount = amount + 1 WHERE id = (SELECT MAX(id) FROM price_point"
                                  " WHERE until_run IS NULL AND amount IS NOT NULL AND import_run_id > %1)")
                       .arg(since.runId)));
    QCOMPARE(q.numRowsAffected(), 1);
    const QString inside = dump(history.diff(since));
    QCOMPARE(inside, dump(history.diffByScan(since)));
    QVERIFY(inside != expected);
    QVERIFY(q.exec(QStringLiteral("ROLLBACK")));
    QCOMPARE(dump(history.diff(since)), expected);
}

void TestHistoryDiff::aChangeKeepsItsOfferAfterTheDiffIsGone()
{
    CG_SKIP_WITHOUT_SERVER();
    GeneratedHistory generated;
    QVERIFY2(generated.ok(), qPrintable(generated.error()));
    Catalog &catalog = generated.catalog();
    const QList<qint64> &runs = generated.runs();
    std::optional<PriceChange> kept;
    QString keptLabel;
    {
        const CatalogDiff d = PriceHistory(catalog).diff(HistoryCutoff { {}, runs.first() });
        QVERIFY(d.changes.size() > 2);
        // Iterating reads what at() reads, size() of them.
        qsizetype n = 0;
        for (const PriceChange &c : d.changes) {
            const PriceChange same = d.changes.at(n++);
            QCOMPARE(c.offer().id, same.offer().id);
            QCOMPARE(c.kind, same.kind);
            QCOMPARE(c.newAmount, same.newAmount);
        }
        QCOMPARE(n, d.changes.size());
        kept = d.changes.last();
        keptLabel = label(d.changes.last().offer());
    }
    QVERIFY(kept->offer().id > 0);
    QCOMPARE(label(kept->offer()), keptLabel);
    QCOMPARE(kept->offer().providerKey, QStringLiteral("genco"));
}

QTEST_GUILESS_MAIN(TestHistoryDiff)
#include "tst_historydiff.moc"
