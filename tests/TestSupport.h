#pragma once

// Shared helpers for the Qt Test executables: hermetic paths, a strict message handler, and a
// catalog built from the reviewed seed files (the same files the bundled catalog is built from).

#include "catalog/Catalog.h"
#include "import/SeedBuilder.h"

#include <QByteArray>
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

inline void initHermetic()
{
    QStandardPaths::setTestModeEnabled(true);
    qInstallMessageHandler(strictMessageHandler);
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

} // namespace cgtest
