#include "TestSupport.h"

#include "catalog/writer/CatalogWriter.h"

#include "catalog/store/CatalogFile.h"
#include "catalog/store/CatalogSchema.h"
#include "catalog/store/OfferCache.h"
#include "catalog/store/TermPrices.h"
#include "core/Criteria.h"
#include "import/Importer.h"
#include "scoring/RankingSession.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QtConcurrent/QtConcurrentRun>

#include <unistd.h>

using namespace cg;

class TestCatalog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void newCatalogHasTheCurrentSchemaWalAndForeignKeys();
    void aCatalogOnReadOnlyMediaIsReadNotWritten();
    void aCatalogOnAFullDiskSaysTheDiskIsFull();
    void aFailedReadFailsTheSnapshotInsteadOfEmptyingIt();
    void aVersion1CatalogMigratesWithItsPricesKept();
    void reopeningKeepsTheSchemaAndData();
    void aFileThatIsNotSqliteIsRefusedWithItsPath();
    void aNewerSchemaOpensReadOnly();
    void eachCatalogHasItsOwnConnectionAndRemovesIt();
    void aWorkerThreadUsesItsOwnConnection();
    void constraintsRejectZeroPricesAndUnknownKinds();
    void aFailedReadReportsItsStatementAndTheSqlError();
    void theAssessmentCheckListsTheTenCategoryKeys();
    void compactingLeavesOneSelfContainedFile();
    void equalOfferStringsShareOneBlock();
    void theOfferCopyReadsBackEveryFieldAndOnlyForItsState();
};

namespace {
QString pragma(Catalog &c, const char *name)
{
    QSqlQuery q(c.database());
    q.exec(QStringLiteral("PRAGMA ") + QLatin1String(name));
    return q.next() ? q.value(0).toString() : QString();
}
} // namespace

void TestCatalog::newCatalogHasTheCurrentSchemaWalAndForeignKeys()
{
    QTemporaryDir dir;
    Catalog c(dir.filePath(QStringLiteral("sub/folder/c.sqlite")));
    QString error;
    QVERIFY2(c.open(&error), qPrintable(error));
    QCOMPARE(c.schemaVersion(), Catalog::kSchemaVersion);
    QCOMPARE(pragma(c, "user_version"), QString::number(Catalog::kSchemaVersion));
    QCOMPARE(pragma(c, "journal_mode"), QStringLiteral("wal"));
    QCOMPARE(pragma(c, "foreign_keys"), QStringLiteral("1"));
    QCOMPARE(pragma(c, "synchronous"), QStringLiteral("1")); // NORMAL
    QVERIFY(!c.isReadOnly());
    const QStringList tables = c.database().tables();
    for (const char *t : { "provider", "gpu_model", "gpu_alias", "offering", "price", "fx_rate", "rating", "assessment", "reliability",
             "import_run", "probe_run", "price_point", "watch_rule", "watch_hit" })
        QVERIFY2(tables.contains(QLatin1String(t)), t);
}

void TestCatalog::aVersion1CatalogMigratesWithItsPricesKept()
{
    // A v1 file as the first release wrote it: one provider, offer, import run and price.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v1.sqlite"));
    {
        const QString name = QStringLiteral("v1-writer");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            for (const QString &statement : schema::v1Statements())
                QVERIFY2(q.exec(statement), qPrintable(q.lastError().text()));
            for (const char *sql : { "INSERT INTO provider (id, key, name_en) VALUES (1, 'p', 'P')",
                     "INSERT INTO import_run (id, source_file, format, sha256, started_at) VALUES (1, 'f.csv', 'csv', 'x', "
                     "'2026-05-04T10:00:00Z')",
                     "INSERT INTO offering (id, provider_id, instance_type, region) VALUES (1, 1, 'i', 'r')",
                     "INSERT INTO price (offering_id, kind, amount, currency, as_of, import_run_id) VALUES (1, 'on_demand', 2.5, "
                     "'USD', '2026-05-04', 1)",
                     "INSERT INTO price (offering_id, kind, amount, currency, as_of) VALUES (1, 'spot', 1.25, 'USD', '2026-03-02')",
                     "PRAGMA user_version = 1" })
                QVERIFY2(q.exec(QLatin1String(sql)), sql);
        }
        QSqlDatabase::removeDatabase(name);
    }
    Catalog c(path);
    QString error;
    QVERIFY2(c.open(&error), qPrintable(error));
    QCOMPARE(c.schemaVersion(), Catalog::kSchemaVersion);
    QSqlQuery q(c.database());
    QVERIFY(q.exec(QStringLiteral("SELECT kind, amount, as_of, imported_on, observed_on, observed_after FROM price ORDER BY kind")));
    // The import run's day where there is one, else the old as_of; the observation stays unknown.
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("on_demand"));
    QCOMPARE(q.value(1).toDouble(), 2.5);
    QCOMPARE(q.value(3).toString(), QStringLiteral("2026-05-04"));
    QVERIFY(q.value(4).isNull());
    QVERIFY(q.value(5).isNull());
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("spot"));
    QCOMPARE(q.value(3).toString(), QStringLiteral("2026-03-02"));
    QVERIFY(!q.next());
    // The new reliability columns exist and check their range.
    QVERIFY(
        q.exec(QStringLiteral("INSERT INTO reliability (provider_id, sla_status, sla_single_instance_pct) VALUES (1, 'published', 99.5)")));
    QVERIFY(!q.exec(QStringLiteral("UPDATE reliability SET sla_multi_zone_pct = 101 WHERE provider_id = 1")));
    QVERIFY(!q.exec(QStringLiteral("UPDATE reliability SET sla_status = 'maybe' WHERE provider_id = 1")));
}

void TestCatalog::reopeningKeepsTheSchemaAndData()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.sqlite"));
    QString error;
    // Every providers.csv row, plus one provider per name rated by ClusterMAX that none of them claims.
    const int providers = cgtest::seedProviderCount();
    {
        Catalog c(path);
        QVERIFY2(cgtest::openReferenceCatalog(c, &error), qPrintable(error));
        QCOMPARE(c.providers().size(), providers);
    }
    Catalog c(path);
    QVERIFY2(c.open(&error), qPrintable(error));
    QCOMPARE(c.schemaVersion(), Catalog::kSchemaVersion);
    QCOMPARE(c.providers().size(), providers);
    // The newest published rating of each provider, as clustermax_tiers.csv gives it.
    for (const QString &key : { QStringLiteral("coreweave"), QStringLiteral("azure") }) {
        const auto seed = cgtest::seedLatestRating(key);
        QVERIFY2(!seed.isEmpty(), qPrintable(key));
        const RatingView stored = c.latestRatings().value(key);
        QCOMPARE(stored.tier, seed.value(QStringLiteral("tier")));
        QCOMPARE(stored.version, seed.value(QStringLiteral("version")));
        QCOMPARE(stored.published, seed.value(QStringLiteral("published")));
    }
    const auto fx = c.latestFxRates();
    QVERIFY(fx.rate(QStringLiteral("CNY")).has_value());
    QVERIFY(fx.rate(QStringLiteral("CNY"))->unitsPerUsd > 1);
}

void TestCatalog::aFileThatIsNotSqliteIsRefusedWithItsPath()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("junk.sqlite"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("InstanceType,AcceleratorName\nthis is a CSV, not a catalog\n");
    f.close();
    Catalog c(path);
    QString error;
    QVERIFY(!c.open(&error));
    QVERIFY2(error.contains(path) && error.contains(QLatin1String("not a CloudGauge catalog")), qPrintable(error));
}

void TestCatalog::aNewerSchemaOpensReadOnly()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.sqlite"));
    QString error;
    {
        Catalog c(path);
        QVERIFY(c.open(&error));
        QSqlQuery q(c.database());
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = %1").arg(Catalog::kSchemaVersion + 1)));
    }
    Catalog c(path);
    QVERIFY2(c.open(&error), qPrintable(error));
    QVERIFY(c.isReadOnly());
    QCOMPARE(c.schemaVersion(), Catalog::kSchemaVersion + 1);
    QSqlQuery q(c.database());
    QVERIFY(!q.exec(QStringLiteral("INSERT INTO fx_rate VALUES ('EUR', 0.9, '2026-01-01', NULL)")));
}

void TestCatalog::eachCatalogHasItsOwnConnectionAndRemovesIt()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.sqlite"));
    const int before = int(QSqlDatabase::connectionNames().size());
    {
        Catalog a(path), b(path);
        QString error;
        QVERIFY(a.open(&error));
        QVERIFY(b.open(&error));
        QCOMPARE(QSqlDatabase::connectionNames().size(), before + 2);
    }
    QCOMPARE(QSqlDatabase::connectionNames().size(), before);
}

void TestCatalog::aWorkerThreadUsesItsOwnConnection()
{
    // Field report QT-01: a worker writes through its own connection; the GUI-thread connection
    // sees the committed data afterwards. The strict message handler aborts on any
    // "does not belong to the calling thread" / "still in use" / "duplicate connection name".
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.sqlite"));
    Catalog main(path);
    QString error;
    QVERIFY2(cgtest::openReferenceCatalog(main, &error), qPrintable(error));
    QFuture<bool> f = QtConcurrent::run([path] {
        Catalog worker(path);
        QString e;
        if (!worker.open(&e))
            return false;
        CatalogWriter w(worker);
        return w.begin() && w.upsertFxRate(QStringLiteral("EUR"), 0.92, QStringLiteral("2030-01-01"), QString()) && w.commit();
    });
    f.waitForFinished();
    QVERIFY(f.result());
    QCOMPARE(main.latestFxRates().rate(QStringLiteral("EUR"))->asOf, QStringLiteral("2030-01-01"));
}

void TestCatalog::constraintsRejectZeroPricesAndUnknownKinds()
{
    QTemporaryDir dir;
    Catalog c(dir.filePath(QStringLiteral("c.sqlite")));
    QString error;
    QVERIFY2(cgtest::openReferenceCatalog(c, &error), qPrintable(error));
    QSqlQuery q(c.database());
    QVERIFY(q.exec(QStringLiteral(
        "INSERT INTO offering (provider_id, instance_type, region) VALUES ((SELECT id FROM provider WHERE key='aws'), 'x', 'y')")));
    QVERIFY2(!q.exec(QStringLiteral(
                 "INSERT INTO price (offering_id, kind, amount, currency, as_of) VALUES (1, 'on_demand', 0, 'USD', '2026-01-01')")),
        "a 0 price must never be stored (it means no list price)");
    QVERIFY(!q.exec(
        QStringLiteral("INSERT INTO price (offering_id, kind, amount, currency, as_of) VALUES (1, 'free', 1, 'USD', '2026-01-01')")));
    QVERIFY(!q.exec(
        QStringLiteral("INSERT INTO price (offering_id, kind, amount, currency, as_of) VALUES (999, 'spot', 1, 'USD', '2026-01-01')")));
    QVERIFY(q.exec(
        QStringLiteral("INSERT INTO price (offering_id, kind, amount, currency, as_of) VALUES (1, 'spot', NULL, 'USD', '2026-01-01')")));
}

void TestCatalog::aFailedReadReportsItsStatementAndTheSqlError()
{
    QTemporaryDir dir;
    Catalog c(dir.filePath(QStringLiteral("c.sqlite")));
    QString error;
    QVERIFY2(cgtest::openReferenceCatalog(c, &error), qPrintable(error));
    QVERIFY(!c.latestFxRates().isEmpty());
    QVERIFY2(!c.hasError(), qPrintable(c.lastError()));

    QSqlQuery q(c.database());
    QVERIFY(q.exec(QStringLiteral("DROP TABLE fx_rate")));
    QVERIFY(c.latestFxRates().isEmpty());
    QVERIFY(c.hasError());
    QVERIFY2(c.lastError().contains(QLatin1String("cannot read the FX rates"))
            && c.lastError().contains(QLatin1String("no such table: fx_rate")),
        qPrintable(c.lastError()));

    QVERIFY(!c.providers().isEmpty()); // a read that succeeds clears the error
    QVERIFY(!c.hasError());

    QVERIFY(q.exec(QStringLiteral("DROP TABLE price")));
    QVERIFY(c.offers().isEmpty());
    QVERIFY2(
        c.lastError().contains(QLatin1String("cannot read the offers")) && c.lastError().contains(QLatin1String("no such table: price")),
        qPrintable(c.lastError()));
    QVERIFY(c.newestPriceDate().isEmpty());
    QVERIFY2(c.lastError().contains(QLatin1String("no such table: price")), qPrintable(c.lastError()));
    QVERIFY(c.exportRows().isEmpty());
    QVERIFY2(c.lastError().contains(QLatin1String("no such table: price")), qPrintable(c.lastError()));
    QString termError;
    QVERIFY(reservedPrices(c, 1, &termError).isEmpty());
    QVERIFY2(
        termError.contains(QLatin1String("cannot read the reserved prices")) && termError.contains(QLatin1String("no such table: price")),
        qPrintable(termError));
}

void TestCatalog::theAssessmentCheckListsTheTenCategoryKeys()
{
    QTemporaryDir dir;
    Catalog c(dir.filePath(QStringLiteral("c.sqlite")));
    QString error;
    QVERIFY2(cgtest::openReferenceCatalog(c, &error), qPrintable(error));
    QSqlQuery q(c.database());
    QVERIFY(q.exec(QStringLiteral("SELECT sql FROM sqlite_master WHERE name = 'assessment'")) && q.next());
    const QString sql = q.value(0).toString();
    q.finish();
    for (const QString &key : categoryKeys())
        QVERIFY2(sql.contains(QLatin1Char('\'') + key + QLatin1Char('\'')), qPrintable(key));
    const QString insert = QStringLiteral("INSERT INTO assessment (provider_id, criterion, score)"
                                          " VALUES ((SELECT id FROM provider WHERE key = 'aws'), '%1', 3)");
    QVERIFY2(q.exec(insert.arg(QLatin1String("availability"))), qPrintable(q.lastError().text()));
    QVERIFY(!q.exec(insert.arg(QLatin1String("price_performance_bf16")))); // an offer-level criterion is no category
}

void TestCatalog::compactingLeavesOneSelfContainedFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.sqlite"));
    QString error;
    {
        Catalog c(path);
        QVERIFY2(cgtest::openReferenceCatalog(c, &error), qPrintable(error));
    }
    {
        Catalog c(path);
        QVERIFY2(c.open(&error), qPrintable(error));
        QVERIFY2(c.compactForDistribution(&error), qPrintable(error));
        QVERIFY(!c.hasError());
        QCOMPARE(pragma(c, "journal_mode"), QStringLiteral("delete"));
    }
    QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    Catalog c(path);
    QVERIFY2(c.open(&error), qPrintable(error));
    QCOMPARE(c.providers().size(), 95);
}

/// Every field of an offer as text, written out here field by field (not through OfferCache's own
/// lists), so that a field the copy drops or mixes up shows as a difference.
static QString dump(const OfferView &o)
{
    auto n = [](const std::optional<double> &v) { return v ? QString::number(*v, 'g', 17) : QStringLiteral("null"); };
    auto t = [](const QString &v) { return v.isNull() ? QStringLiteral("<null>") : v; };
    auto price = [&](const PriceView &p) {
        return QStringList { p.present ? QStringLiteral("1") : QStringLiteral("0"), n(p.amount), t(p.currency), t(p.asOf), t(p.sourceUrl),
            t(p.note), t(p.observedOn), t(p.observedAfter), t(p.importedOn) }
            .join(QLatin1Char('/'));
    };
    return QStringList { QString::number(o.id), t(o.providerKey), t(o.providerNameEn), t(o.providerNameZh), t(o.providerCategory),
        t(o.instanceType), t(o.region), t(o.gpuKey), t(o.gpuName), t(o.gpuVendor), t(o.gpuRawName), n(o.gpuCount), n(o.vcpus), n(o.ramGib),
        n(o.gpuMemoryGb), n(o.datasheetGpuMemoryGb), n(o.bf16Tflops), n(o.fp8Tflops), n(o.fp32Tflops), n(o.memoryBandwidthGBs),
        t(o.gpuSourceUrl), t(o.brokerOf), t(o.flags), price(o.onDemand), price(o.spot), QString::number(o.withdrawnRunId) }
        .join(QLatin1Char('|'));
}

void TestCatalog::theOfferCopyReadsBackEveryFieldAndOnlyForItsState()
{
    if (cgtest::onServer())
        QSKIP("a copy belongs to a catalog file; a PostgreSQL catalog has none");
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    QString error;
    QList<OfferView> offers;
    QString key;
    {
        Catalog c(path);
        QVERIFY2(c.open(&error), qPrintable(error));
        offers = c.offers();
        key = OfferCache::keyOf(path, c.schemaVersion());
    }
    QVERIFY(!offers.isEmpty());
    QVERIFY(!key.isEmpty());
    QVERIFY(!OfferCache::read(path, key)); // none written yet
    QVERIFY2(OfferCache::write(path, key, offers, true, &error), qPrintable(error));
    const auto copy = OfferCache::read(path, key);
    QVERIFY(copy);
    QVERIFY(copy->integrityChecked);
    QCOMPARE(copy->offers.size(), offers.size());
    int withSpot = 0, withNote = 0;
    for (qsizetype i = 0; i < offers.size(); ++i) {
        QCOMPARE(dump(copy->offers.at(i)), dump(offers.at(i)));
        withSpot += offers.at(i).spot.present;
        withNote += !offers.at(i).onDemand.note.isEmpty();
    }
    QVERIFY(withSpot > 0 && withNote > 0); // the comparison covered set and unset prices and texts

    // A write to the catalog is another state: the copy is not read for it.
    {
        Catalog c(path);
        QVERIFY2(c.open(&error), qPrintable(error));
        QSqlQuery q(c.database());
        QVERIFY(q.exec(QStringLiteral("UPDATE offering SET instance_type = instance_type || '-x' WHERE id = %1").arg(offers.first().id)));
        const QString after = OfferCache::keyOf(path, c.schemaVersion());
        QVERIFY(after != key);
        QVERIFY(!OfferCache::read(path, after));
    }
    QVERIFY(OfferCache::keyOf(path, Catalog::kSchemaVersion + 1) != OfferCache::keyOf(path, Catalog::kSchemaVersion));
    QVERIFY(OfferCache::keyOf(QStringLiteral("postgresql://localhost/team"), 4).isEmpty());

    // A damaged copy (cut short) reads as none.
    QVERIFY2(OfferCache::write(path, key, offers, false, &error), qPrintable(error));
    QVERIFY(OfferCache::read(path, key));
    QVERIFY(!OfferCache::read(path, key)->integrityChecked);
    {
        QFile f(OfferCache::fileOf(path));
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.resize(f.size() - 7));
    }
    QVERIFY(!OfferCache::read(path, key));

    // A copy of a catalog that no longer exists is removed by the next write of another.
    const QString other = dir.filePath(QStringLiteral("other.sqlite"));
    QVERIFY(QFile::copy(path, other));
    QVERIFY(OfferCache::write(path, key, offers, false));
    QVERIFY(QFile::remove(path));
    QVERIFY(OfferCache::write(other, OfferCache::keyOf(other, Catalog::kSchemaVersion), offers.mid(0, 3), false));
    QVERIFY(!QFile::exists(OfferCache::fileOf(path)));
    QVERIFY(QFile::exists(OfferCache::fileOf(other)));
    QCOMPARE(OfferCache::read(other, OfferCache::keyOf(other, Catalog::kSchemaVersion))->offers.size(), 3);
}

void TestCatalog::equalOfferStringsShareOneBlock()
{
    // Catalog::offers() hands out one copy of equal texts: as many string blocks as distinct
    // values for each repeated column, so 100k offers do not hold 100k copies of a provider name.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), path)); // the bundled catalog, with its offers
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    Catalog c(path);
    QString error;
    QVERIFY2(c.open(&error), qPrintable(error));
    const QList<OfferView> offers = c.offers();
    QVERIFY(!offers.isEmpty());
    auto check = [&offers](const char *what, auto field) {
        QSet<QString> values;
        QSet<const QChar *> blocks;
        for (const OfferView &o : offers) {
            const QString &s = field(o);
            if (s.isEmpty())
                continue;
            values.insert(s);
            blocks.insert(s.constData());
        }
        QVERIFY2(!values.empty(), what);
        QVERIFY2(blocks.size() == values.size(),
            qPrintable(QStringLiteral("%1: %2 blocks for %3 values").arg(QLatin1String(what)).arg(blocks.size()).arg(values.size())));
    };
    check("provider key", [](const OfferView &o) -> const QString & { return o.providerKey; });
    check("region", [](const OfferView &o) -> const QString & { return o.region; });
    check("GPU name", [](const OfferView &o) -> const QString & { return o.gpuName; });
    check("price source", [](const OfferView &o) -> const QString & { return o.onDemand.sourceUrl; });
    check("observed on", [](const OfferView &o) -> const QString & { return o.onDemand.observedOn; });
}

void TestCatalog::aCatalogOnReadOnlyMediaIsReadNotWritten()
{
    // A WAL catalog on a read-only file system (root: a tmpfs remounted read-only) or, for a user,
    // in a folder without write permission: SQLite can create no -shm file there.
    QTemporaryDir dir;
    const QString mount = dir.filePath(QStringLiteral("media"));
    QVERIFY(QDir().mkpath(mount));
    const bool root = ::geteuid() == 0;
    auto run = [](const QStringList &args) { return QProcess::execute(QStringLiteral("mount"), args) == 0; };
    if (root
        && !run({ QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"), QStringLiteral("size=64m"), QStringLiteral("none"),
            mount }))
        QSKIP("mount is not permitted here: no read-only file system to test on");
    const auto unmount = qScopeGuard([&] {
        if (root)
            QProcess::execute(QStringLiteral("umount"), { mount });
        else
            QFile::setPermissions(mount, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    });
    const QString path = mount + QStringLiteral("/c.sqlite");
    const QString stranded = mount + QStringLiteral("/stranded.sqlite");
    int models = 0;
    {
        Catalog c(path);
        QString error;
        QVERIFY2(cgtest::openReferenceCatalog(c, &error), qPrintable(error));
        QSqlQuery q(c.database());
        QVERIFY(q.exec(QStringLiteral("PRAGMA journal_mode")) && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("wal"));
        models = int(c.gpuModels().size());
        // A copy whose last change is still in its -wal (a program killed before the checkpoint,
        // its -shm lost with the folder it was copied from).
        QVERIFY(q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA wal_autocheckpoint=0")));
        QVERIFY(q.exec(QStringLiteral("UPDATE provider SET name_en = name_en || ' (changed)' WHERE key = 'lambda'")));
        QVERIFY(QFile::copy(path, stranded));
        QVERIFY(QFile::copy(path + QStringLiteral("-wal"), stranded + QStringLiteral("-wal")));
        QVERIFY(QFileInfo(stranded + QStringLiteral("-wal")).size() > 0);
        QVERIFY(q.exec(QStringLiteral("UPDATE provider SET name_en = replace(name_en, ' (changed)', '') WHERE key = 'lambda'")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA wal_autocheckpoint=1000")));
    }
    QVERIFY(models > 0);
    if (root)
        QVERIFY(run({ QStringLiteral("-o"), QStringLiteral("remount,ro"), mount }));
    else
        QVERIFY(QFile::setPermissions(mount, QFile::ReadOwner | QFile::ExeOwner));
    Catalog c(path);
    QString error;
    QVERIFY2(c.open(&error), qPrintable(error));
    QVERIFY(c.isReadOnly());
    QCOMPARE(c.readOnlyReason(), QStringLiteral("the file or its folder is not writable (read-only media or permissions)"));
    QCOMPARE(int(c.gpuModels().size()), models); // read as it is
    QVERIFY(!QFile::exists(path + QStringLiteral("-shm")));
    // Writing is refused with the reason, and nothing is left behind.
    ImportOptions options;
    options.providerKey = QStringLiteral("lambda");
    const ImportReport report = Importer(c).importBytes(
        "InstanceType,AcceleratorName,AcceleratorCount,Price,Region\nx,A10,1,1.0,r\n", QStringLiteral("x.csv"), options);
    QVERIFY2(report.error.contains(QLatin1String("read-only media")), qPrintable(report.error));
    QString lockError;
    bool held = true;
    QVERIFY(!CatalogFile::lockForWriting(path, 0, &lockError, &held));
    QVERIFY(!held);
    QVERIFY2(lockError.contains(QLatin1String("is read-only (read-only media or permissions)")), qPrintable(lockError));
    // The copy with its last change only in the -wal: SQLite cannot read that -wal here, and the
    // catalog without it would be an older one shown as current. Said, with what to do.
    Catalog strandedCatalog(stranded);
    QVERIFY(!strandedCatalog.open(&error));
    QVERIFY2(error.contains(QLatin1String("its latest changes are in stranded.sqlite-wal")), qPrintable(error));
    QVERIFY2(error.contains(QLatin1String("Copy the catalog with its -wal file to a writable folder")), qPrintable(error));
    QVERIFY(!strandedCatalog.openFoundDamage()); // nothing to move aside: the file is whole
}

void TestCatalog::aCatalogOnAFullDiskSaysTheDiskIsFull()
{
    // Not a byte free beside the catalog: SQLite cannot create its -shm file, and says only
    // "disk I/O error". The file is whole; the sentence must say what is wrong.
    if (::geteuid() != 0)
        QSKIP("mounting a small file system needs root here");
    QTemporaryDir dir;
    const QString mount = dir.filePath(QStringLiteral("full"));
    QVERIFY(QDir().mkpath(mount));
    if (QProcess::execute(QStringLiteral("mount"),
            { QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"), QStringLiteral("size=4m"), QStringLiteral("none"),
                mount })
        != 0)
        QSKIP("mount is not permitted here: no small file system to fill");
    const auto unmount = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), { mount }); });
    const QString path = mount + QStringLiteral("/c.sqlite");
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    {
        Catalog wal(path); // opened once, as by any earlier run: in WAL mode from now on
        QString error;
        QVERIFY2(wal.open(&error), qPrintable(error));
    }
    const auto sha = [&path] {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256) : QByteArray();
    };
    const QByteArray before = sha();
    {
        QFile filler(mount + QStringLiteral("/filler"));
        QVERIFY(filler.open(QIODevice::WriteOnly));
        const QByteArray block(64 * 1024, 'x');
        while (filler.write(block) == block.size() && filler.flush()) { }
    }
    Catalog c(path);
    QString error;
    QVERIFY(!c.open(&error));
    QVERIFY2(error.contains(QLatin1String("the disk holding it is full")), qPrintable(error));
    QVERIFY(!c.openFoundDamage());
    QCOMPARE(sha(), before);
}

void TestCatalog::aFailedReadFailsTheSnapshotInsteadOfEmptyingIt()
{
    // A read that fails returns an empty list and sets lastError(); the snapshot every ranking
    // starts from must fail with it, not rank an empty catalog ("rank" printing only headers).
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    Catalog c(path);
    QString error;
    QVERIFY2(c.open(&error), qPrintable(error));
    QVERIFY2(CatalogSnapshot::read(c, &error), qPrintable(error));
    QSqlQuery q(c.database());
    QVERIFY2(q.exec(QStringLiteral("ALTER TABLE fx_rate RENAME TO fx_rate_gone")), qPrintable(q.lastError().text()));
    error.clear();
    QVERIFY(!CatalogSnapshot::read(c, &error));
    QVERIFY2(error.startsWith(QStringLiteral("cannot read the catalog %1: ").arg(path)), qPrintable(error));
    QVERIFY2(error.contains(QLatin1String("fx_rate")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
