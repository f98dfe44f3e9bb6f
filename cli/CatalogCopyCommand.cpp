// `catalog copy FROM TO`: a whole catalog between SQLite files and PostgreSQL team catalogs.
#include "Commands.h"

#include "CommandSupport.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogCopy.h"
#include "catalog/store/CatalogFile.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QTextStream>

namespace cg::cli {

QList<QCommandLineOption> catalogCopyOptions()
{
    return {};
}

int runCatalog(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("copy"), QStringLiteral("the action: copy"));
    parser.addPositionalArgument(QStringLiteral("FROM"), QStringLiteral("catalog file or postgresql:// URL to read"));
    parser.addPositionalArgument(QStringLiteral("TO"), QStringLiteral("new catalog file or empty postgresql:// database to write"));
    if (!parser.parse(args))
        return usage(err, parser.errorText());
    const QStringList positional = parser.positionalArguments().mid(1); // [0] is "catalog"
    if (positional.size() != 3 || positional.at(0) != QLatin1String("copy"))
        return usage(err, QStringLiteral("catalog: use 'catalog copy FROM TO' (a file or a postgresql:// URL each)"));
    const QString &from = positional.at(1), &to = positional.at(2);
    for (const QString &location : { from, to }) {
        if (const QString refused = CatalogFile::refusedLocation(location); !refused.isEmpty()) {
            err << "cloudgauge: catalog copy: " << refused << '\n'; // never the location itself: it may hold a password
            return 1;
        }
    }
    if (!Catalog::isServerLocation(to)) {
        const QFileInfo info(to);
        if (info.exists() && (info.isDir() || info.size() > 0)) {
            err << "cloudgauge: " << to << " already exists; catalog copy writes a new file only (nothing was changed)\n";
            return 1;
        }
    }
    if (!Catalog::isServerLocation(from) && !QFileInfo::exists(from)) {
        err << "cloudgauge: " << from << " does not exist\n";
        return 1;
    }
    Catalog source(from);
    QString error;
    if (!source.open(&error)) {
        err << "cloudgauge: " << error << '\n';
        return 1;
    }
    const auto lock = CatalogFile::lockForWriting(to, 5000, &error); // one writer per catalog
    if (!lock) {
        err << "cloudgauge: " << error << '\n';
        return 1;
    }
    Catalog target(to); // a new file or an empty database: open() creates the schema
    if (!target.open(&error)) {
        err << "cloudgauge: " << error << '\n';
        return 1;
    }
    CatalogCopyResult result;
    if (!copyCatalog(source, target, &result, &error)) {
        err << "cloudgauge: " << error << "; nothing was copied\n";
        return 1;
    }
    out << "copied " << result.rows << " rows in " << result.tables << " tables from " << from << " to " << to << '\n';
    return 0;
}

} // namespace cg::cli
