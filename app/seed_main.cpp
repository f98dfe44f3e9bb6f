// cloudgauge-seed SEED_DIR OUT.sqlite: builds the bundled catalog from resources/seed at build time.
#include "catalog/store/Catalog.h"
#include "import/SeedBuilder.h"

#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream err(stderr);
    const QStringList args = app.arguments();
    if (args.size() != 3) {
        err << "usage: cloudgauge-seed SEED_DIR OUT.sqlite\n";
        return 2;
    }
    const QString out = args.at(2);
    const QString tmp = out + QStringLiteral(".tmp");
    QFile::remove(tmp);
    QFile::remove(tmp + QStringLiteral("-wal"));
    QFile::remove(tmp + QStringLiteral("-shm"));
    QStringList log;
    QString error;
    {
        cg::Catalog catalog(tmp);
        if (!catalog.open(&error) || !cg::SeedBuilder(catalog).build(args.at(1), &log, &error)) {
            err << "cloudgauge-seed: " << error << '\n';
            return 1;
        }
        catalog.close();
    }
    // Fold the WAL into the main file so the resource is one self-contained database.
    {
        cg::Catalog catalog(tmp);
        if (!catalog.open(&error) || !catalog.compactForDistribution(&error)) {
            err << "cloudgauge-seed: " << error << '\n';
            return 1;
        }
    }
    QFile::remove(out);
    if (!QFile::rename(tmp, out)) {
        err << "cloudgauge-seed: cannot write " << out << '\n';
        return 1;
    }
    QTextStream(stdout) << log.join(QLatin1Char('\n')) << '\n';
    return 0;
}
