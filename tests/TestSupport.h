#pragma once

// Shared helpers for the Qt Test executables: hermetic paths, a strict message handler, and a
// catalog built from the reviewed seed files (the same files the bundled catalog is built from).

#include "catalog/store/Catalog.h"
#include "csv/CsvReader.h"
#include "import/SeedBuilder.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QList>
#include <QSet>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <cstdio>
#include <cstdlib>

namespace cgtest {

inline QString seedDir()
{
    return QStringLiteral(CG_SEED_DIR);
}
inline QString testData(const char *name)
{
    return QStringLiteral(CG_TEST_DATA "/") + QLatin1String(name);
}

/// Fails the test run on the Qt SQL threading warnings of field report QT-01.
inline void strictMessageHandler(QtMsgType type, const QMessageLogContext &, const QString &msg)
{
    static const char *const fatal[] = { "does not belong to the calling thread", "still in use", "duplicate connection name" };
    for (const char *f : fatal) {
        if (msg.contains(QLatin1String(f))) {
            std::fprintf(stderr, "FATAL Qt warning: %s\n", qPrintable(msg));
            std::abort();
        }
    }
    if (type == QtFatalMsg)
        std::abort();
    std::fprintf(stderr, "%s\n", qPrintable(msg));
}

/// Test mode paths, the strict message handler, and settings of this process's own: QSettings
/// goes to a temporary folder that lives as long as the process, so test binaries that run at
/// the same time (ctest -j, or two checkouts on one machine) never read each other's settings.
/// Call first in initTestCase(), before any QSettings object exists.
inline void initHermetic()
{
    QStandardPaths::setTestModeEnabled(true);
    qInstallMessageHandler(strictMessageHandler);
    static QTemporaryDir settingsDir(QDir::tempPath() + QStringLiteral("/cloudgauge-test-settings-XXXXXX"));
    if (settingsDir.isValid()) {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    }
}

/// Whether this run of the test binary uses the PostgreSQL backend: ctest registers the catalog,
/// importer, history and command-line tests a second time (name suffix _pg) with
/// CLOUDGAUGE_TEST_BACKEND=postgresql.
inline bool onServer()
{
    return qgetenv("CLOUDGAUGE_TEST_BACKEND") == "postgresql";
}

/// The PostgreSQL server of the _pg runs (packaging/pg-cluster.sh prints it; .ci/run exports it),
/// e.g. postgresql://cloudgauge@127.0.0.1:5433/postgres?sslmode=disable. Empty when not set.
inline QString serverUrl()
{
    return qEnvironmentVariable("CLOUDGAUGE_TEST_PG_URL");
}

/// Skips the calling test function on a PostgreSQL run without a server (the only reason a _pg
/// test skips). Use at the start of init() or of a test function.
#define CG_SKIP_WITHOUT_SERVER()                                                                                                           \
    do {                                                                                                                                   \
        if (cgtest::onServer() && cgtest::serverUrl().isEmpty())                                                                           \
            QSKIP("CLOUDGAUGE_TEST_PG_URL is not set: start a server with packaging/pg-cluster.sh start DIR, export the URL it "           \
                  "prints and PGPASSFILE=DIR/pgpass to run this test on PostgreSQL");                                                      \
    } while (false)

/// A fresh, empty schema `cgt_<pid>_<n>` in the server's database and the URL that opens it
/// (libpq option search_path). Empty (and a test failure message in `error`) when it cannot be made.
inline QString newServerSchema(QString *error)
{
    static int counter = 0;
    const QString schema = QStringLiteral("cgt_%1_%2").arg(QCoreApplication::applicationPid()).arg(++counter);
    const QString admin = QStringLiteral("cgtest-admin");
    {
        QSqlDatabase db = QSqlDatabase::contains(admin) ? QSqlDatabase::database(admin, false)
                                                        : QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), admin);
        if (!db.isOpen()) {
            const QUrl url(serverUrl());
            db.setHostName(url.host());
            db.setPort(url.port(5432));
            db.setDatabaseName(url.path().mid(1));
            db.setUserName(url.userName());
            if (!db.open()) {
                *error = QStringLiteral("cannot connect to %1: %2").arg(serverUrl(), db.lastError().text());
                return {};
            }
        }
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("CREATE SCHEMA %1").arg(schema))) {
            *error = QStringLiteral("cannot create schema %1: %2").arg(schema, q.lastError().text());
            return {};
        }
    }
    const QString base = serverUrl();
    return base + (base.contains(QLatin1Char('?')) ? QStringLiteral("&") : QStringLiteral("?")) + QStringLiteral("options=-csearch_path%3D")
        + schema;
}

/// Where a test's new, empty catalog lives: `dir/name` on an SQLite run, a fresh schema on the
/// server on a PostgreSQL run (newServerSchema(); the QVERIFY of the caller fails on an empty one).
inline QString newCatalogLocation(const QTemporaryDir &dir, const QString &name, QString *error)
{
    return onServer() ? newServerSchema(error) : dir.filePath(name);
}

/// Opens a new catalog at `path` with the reference data (providers, GPU models, aliases,
/// ratings, FX rates) and no prices.
inline bool openReferenceCatalog(cg::Catalog &catalog, QString *error)
{
    if (!catalog.open(error))
        return false;
    QStringList log;
    return cg::SeedBuilder(catalog).buildReference(seedDir(), &log, error);
}

/// The rows of one reviewed seed file (resources/seed/`name`) as trimmed column → value maps,
/// read with the project's CSV reader. Tests derive their expectations on the bundled catalog
/// from these files, so a data refresh never breaks them. Empty (and a warning) when unreadable.
inline QList<QHash<QString, QString>> seedRows(const QString &name)
{
    const cg::CsvTable t = cg::CsvReader::parseFile(seedDir() + QLatin1Char('/') + name);
    if (!t.ok() || !t.issues.isEmpty())
        qWarning("seed file %s: %s", qPrintable(name), qPrintable(t.ok() ? t.issues.first().reason : t.fatalError));
    QList<QHash<QString, QString>> rows;
    for (const cg::CsvRecord &r : t.records) {
        QHash<QString, QString> row;
        for (int i = 0; i < t.header.size(); ++i)
            row.insert(t.header.at(i).trimmed(), r.fields.value(i).trimmed());
        rows.append(row);
    }
    return rows;
}

/// How many providers a catalog built from the seed holds: one per row of providers.csv, plus one
/// per name rated in clustermax_tiers.csv that no providers.csv row claims as its clustermax_name.
inline int seedProviderCount()
{
    const auto providers = seedRows(QStringLiteral("providers.csv"));
    QSet<QString> claimed, unclaimed;
    for (const auto &p : providers)
        if (!p.value(QStringLiteral("clustermax_name")).isEmpty())
            claimed.insert(p.value(QStringLiteral("clustermax_name")));
    for (const auto &r : seedRows(QStringLiteral("clustermax_tiers.csv")))
        if (!claimed.contains(r.value(QStringLiteral("provider"))))
            unclaimed.insert(r.value(QStringLiteral("provider")));
    return int(providers.size() + unclaimed.size());
}

/// The newest rating row (latest published date, then version) that clustermax_tiers.csv gives the
/// providers.csv provider `key`; empty when it has none.
inline QHash<QString, QString> seedLatestRating(const QString &key)
{
    QString name;
    for (const auto &p : seedRows(QStringLiteral("providers.csv")))
        if (p.value(QStringLiteral("key")) == key)
            name = p.value(QStringLiteral("clustermax_name"));
    QHash<QString, QString> latest;
    if (name.isEmpty())
        return latest;
    auto order = [](const QHash<QString, QString> &r) -> QString {
        return r.value(QStringLiteral("published")) + QLatin1Char(' ') + r.value(QStringLiteral("version"));
    };
    for (const auto &r : seedRows(QStringLiteral("clustermax_tiers.csv")))
        if (r.value(QStringLiteral("provider")) == name && (latest.isEmpty() || order(r) >= order(latest)))
            latest = r;
    return latest;
}

/// `first`, then the directories of PATH that hold no real GPU tool (nvidia-smi, amd-smi,
/// rocm-smi), so a developer's own tools never run in a probe test.
inline QString pathWithoutGpuTools(const QString &first)
{
    QStringList dirs { first };
    for (const QString &d : qEnvironmentVariable("PATH").split(QLatin1Char(':'), Qt::SkipEmptyParts)) {
        bool hasTool = false;
        for (const char *t : { "nvidia-smi", "amd-smi", "rocm-smi" })
            hasTool = hasTool || QFileInfo::exists(d + QLatin1Char('/') + QLatin1String(t));
        if (!hasTool)
            dirs << d;
    }
    return dirs.join(QLatin1Char(':'));
}

/// How many processes run with exactly this command line (arguments joined by spaces), e.g.
/// "sleep 3599.1234": a test gives its hung children a unique sleep to find them by.
inline int processesRunning(const QByteArray &commandLine)
{
    int n = 0;
    for (const QString &pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        QFile cmd(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (cmd.open(QIODevice::ReadOnly) && cmd.readAll().replace('\0', ' ').trimmed() == commandLine)
            ++n;
    }
    return n;
}

/// The datasheet record a catalog holds for GPU model `key`; an empty record when it has none.
inline cg::GpuModelRecord gpuModel(const cg::Catalog &catalog, const QString &key)
{
    for (const cg::GpuModelRecord &m : catalog.gpuModels())
        if (m.key == key)
            return m;
    return {};
}

} // namespace cgtest
