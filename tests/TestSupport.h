#pragma once

// Shared helpers for the Qt Test executables: hermetic paths, a strict message handler, and a
// catalog built from the reviewed seed files (the same files the bundled catalog is built from).

#include "catalog/Catalog.h"
#include "csv/CsvReader.h"
#include "import/SeedBuilder.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QList>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <cstdlib>

namespace cgtest {

inline QString seedDir() { return QStringLiteral(CG_SEED_DIR); }
inline QString testData(const char *name) { return QStringLiteral(CG_TEST_DATA "/") + QLatin1String(name); }

/// Fails the test run on the Qt SQL threading warnings of field report QT-01.
inline void strictMessageHandler(QtMsgType type, const QMessageLogContext &, const QString &msg)
{
    static const char *const fatal[] = {"does not belong to the calling thread", "still in use", "duplicate connection name"};
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
