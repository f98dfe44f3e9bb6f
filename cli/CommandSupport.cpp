#include "CommandSupport.h"

#include "catalog/Catalog.h"
#include "catalog/CatalogFile.h"
#include "csv/CsvReader.h"

#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QTextStream>

#include <algorithm>

namespace cg::cli {

QString num(std::optional<double> v, int decimals)
{
    if (!v)
        return {};
    return decimals < 0 ? QLocale::c().toString(*v, 'g', QLocale::FloatingPointShortest) : QLocale::c().toString(*v, 'f', decimals);
}

QJsonValue jsonNum(std::optional<double> v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

void printTable(QTextStream &out, const QList<QStringList> &rows)
{
    if (rows.isEmpty())
        return;
    QList<int> widths(rows.first().size(), 0);
    for (const QStringList &r : rows)
        for (int i = 0; i < r.size(); ++i)
            widths[i] = std::max(widths[i], int(r.at(i).size()));
    for (const QStringList &r : rows) {
        QString line;
        for (int i = 0; i < r.size(); ++i) {
            line += i + 1 < r.size() ? r.at(i).leftJustified(widths[i] + 2) : r.at(i);
        }
        out << line.trimmed() << '\n';
    }
}

void printCsv(QTextStream &out, const QList<QStringList> &rows)
{
    for (const QStringList &r : rows) {
        QStringList escaped;
        for (const QString &f : r)
            escaped.append(csvEscape(f, true));
        out << escaped.join(QLatin1Char(',')) << '\n';
    }
}

int usage(QTextStream &err, const QString &message)
{
    err << "cloudgauge: " << message << " (see cloudgauge --help)\n";
    return 2;
}

QCommandLineOption catalogOption()
{
    return { QStringLiteral("catalog"), QStringLiteral("Catalog file, or a team catalog's postgresql://user@host:port/dbname?sslmode=verify-full URL "
                                                        "(password from PGPASSFILE or PGPASSWORD), to use (default: the user's catalog)."),
        QStringLiteral("PATH|URL") };
}

std::unique_ptr<Catalog> openCatalog(const QString &explicitPath, QTextStream &err)
{
    const QString path = explicitPath.isEmpty() ? CatalogFile::defaultCatalogPath() : explicitPath;
    QString error;
    if (!CatalogFile::ensureCatalogFile(path, &error)) {
        err << "cloudgauge: " << error << '\n';
        return nullptr;
    }
    auto catalog = std::make_unique<Catalog>(path);
    QString message;
    // A damaged catalog is moved aside and rebuilt from the bundled one, but only the user's own
    // default catalog: a file named with --catalog is reported and left alone.
    if (!CatalogFile::openOrRecover(*catalog, explicitPath.isEmpty(), &message, &error)) {
        err << "cloudgauge: " << error << '\n';
        return nullptr;
    }
    if (!message.isEmpty())
        err << "cloudgauge: warning: " << message << '\n';
    if (catalog->isReadOnly())
        err << "cloudgauge: warning: " << path << " was written by a newer CloudGauge (schema v" << catalog->schemaVersion()
            << "); opened read-only\n";
    return catalog;
}

std::optional<Weights> weightsFor(const QString &preset, const QString &file, QString *label, QString *error, bool *usageError)
{
    *usageError = false;
    if (!preset.isEmpty()) {
        const auto w = Weights::preset(preset);
        if (!w) {
            *usageError = true;
            *error = QStringLiteral("unknown preset '%1' (%2)").arg(preset, Weights::presetNames().join(QLatin1String(", ")));
            return std::nullopt;
        }
        *label = preset.toLower() + QStringLiteral(" (CloudGauge preset)");
        return w;
    }
    if (!file.isEmpty()) {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("cannot read %1: %2").arg(file, f.errorString());
            return std::nullopt;
        }
        const auto w = Weights::fromJson(f.readAll(), error);
        if (!w) {
            *error = QStringLiteral("%1: %2").arg(file, *error);
            return std::nullopt;
        }
        *label = QFileInfo(file).fileName();
        return w;
    }
    *label = QStringLiteral("balanced (CloudGauge default)");
    return Weights();
}

} // namespace cg::cli
