// `import` and `export`: the commands that move offers into and out of the catalog.
#include "Commands.h"
#include "core/FileWrite.h"

#include "CommandSupport.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogFile.h"
#include "csv/CsvReader.h"
#include "import/ImportFormats.h"
#include "import/Importer.h"
#include "import/OfferReaders.h"
#include "session/Workspace.h"

#include <QCommandLineParser>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTextStream>

#include <algorithm>
#include <memory>

namespace cg::cli {

namespace {

struct ImportOptionSet
{
    QCommandLineOption catalog = catalogOption();
    QCommandLineOption format = formatOption(readers::importFormatNames(), QString(), QStringLiteral("Format of the files"));
    QCommandLineOption provider { QStringLiteral("provider"), QStringLiteral("Provider that sells the offers (default: from the path)."),
        QStringLiteral("NAME") };
    QCommandLineOption asOf { QStringLiteral("as-of"),
        QStringLiteral("Date the prices were observed, YYYY-MM-DD (default: unknown; the file date is only the row key)."),
        QStringLiteral("DATE") };
    QCommandLineOption source { QStringLiteral("source"), QStringLiteral("Where the file came from (URL)."), QStringLiteral("URL") };
    QCommandLineOption allowOlder { QStringLiteral("allow-older"), QStringLiteral("Import a snapshot older than the catalog's prices.") };
    QList<QCommandLineOption> all() const { return { catalog, format, provider, asOf, source, allowOlder }; }
};

struct ExportOptionSet
{
    QCommandLineOption catalog = catalogOption();
    QCommandLineOption outFile { QStringLiteral("out"), QStringLiteral("CSV file to write."), QStringLiteral("FILE") };
    QList<QCommandLineOption> all() const { return { catalog, outFile }; }
};

} // namespace

QList<QCommandLineOption> importOptions()
{
    return ImportOptionSet().all();
}

QList<QCommandLineOption> exportOptions()
{
    return ExportOptionSet().all();
}

QString importFormatsHelp()
{
    int width = 0;
    for (const readers::ImportFormat &f : readers::importFormats())
        width = std::max(width, int(f.name.size()));
    QString text = QStringLiteral("Formats (--format; without it the format is detected from the content):\n");
    for (const readers::ImportFormat &f : readers::importFormats())
        text += QStringLiteral("  ") + f.name.leftJustified(width + 2) + f.description
            + (f.providerKey.isEmpty() ? QString() : QStringLiteral(" (provider %1)").arg(f.providerKey)) + QLatin1Char('\n');
    return text;
}

int runImport(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const ImportOptionSet opt;
    QCommandLineParser parser;
    parser.addOptions(opt.all());
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Price files to import."), QStringLiteral("FILE..."));
    if (!parser.parse(args))
        return usage(err, parser.errorText());
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.isEmpty())
        return usage(err, QStringLiteral("import: name at least one file"));
    ImportOptions options;
    const std::optional<QString> format = formatValue(parser, readers::importFormatNames(), QStringLiteral("import"), err);
    if (!format)
        return kUsageError;
    options.format = *format;
    options.providerKey = parser.value(opt.provider).toLower();
    static const QRegularExpression providerKey(QStringLiteral("^[a-z0-9][a-z0-9._-]{0,63}$"));
    if (!options.providerKey.isEmpty() && !providerKey.match(options.providerKey).hasMatch())
        return usage(err, QStringLiteral("import: --provider must be a short id of letters, digits, '.', '_' or '-' (like aws or lambda)"));
    options.sourceUrl = parser.value(opt.source);
    options.allowOlder = parser.isSet(opt.allowOlder);
    if (parser.isSet(opt.asOf)) {
        const QDate date = QDate::fromString(parser.value(opt.asOf), Qt::ISODate);
        if (!date.isValid())
            return usage(err, QStringLiteral("--as-of: '%1' is not a date (YYYY-MM-DD)").arg(parser.value(opt.asOf)));
        if (date > QDate::currentDate().addDays(1))
            return usage(
                err, QStringLiteral("--as-of: %1 is in the future; give the date the prices were observed").arg(parser.value(opt.asOf)));
        options.asOf = parser.value(opt.asOf);
        options.observedOn = options.asOf; // the user's date is an observation date
    }
    const auto workspace = openWorkspace(parser.value(opt.catalog), err);
    if (!workspace)
        return 1;
    Catalog &catalog = workspace->catalog();
    // A named pipe opens only when a program writes to it: wait for that before taking the catalog's
    // write lock, so that a pipe nobody writes to holds this command, not every other writer.
    QHash<QString, std::shared_ptr<QFile>> pipesHeld; // by the name given, each opened once
    for (const QString &file : files) {
        const QFileInfo info(file);
        if (!info.exists() || info.isFile() || info.isDir())
            continue;
        err << "cloudgauge: import: waiting for a program to write to " << file << " (the catalog is not locked meanwhile)\n";
        err.flush();
        auto pipe = std::make_shared<QFile>(file);
        if (!pipesHeld.contains(file) && pipe->open(QIODevice::ReadOnly)) // blocks until a writer opens a FIFO
            pipesHeld.insert(file, pipe);
    }
    QString lockError;
    const auto lock = CatalogFile::lockForWriting(catalog.path(), 5000, &lockError); // one writer per catalog
    if (!lock) {
        err << "cloudgauge: " << lockError << '\n';
        return 1;
    }
    Importer importer(catalog);
    int failed = 0;
    for (const QString &file : files) {
        const std::shared_ptr<QFile> pipe = pipesHeld.take(file); // read once: a second name of it is imported by path
        QList<ImportReport> reports { pipe ? importer.importFile(*pipe, options) : importer.importFile(file, options) };
        Importer::noteLostConnection(catalog, reports); // a team catalog's server gone: say so
        const ImportReport &report = reports.first();
        if (report.ok()) {
            out << report.text() << '\n';
        } else {
            ++failed;
            out << report.text() << '\n';
            err << "cloudgauge: import of " << file << " failed: " << report.error << '\n';
        }
    }
    return failed == 0 ? 0 : 1;
}

int runExport(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const ExportOptionSet opt;
    QCommandLineParser parser;
    parser.addOptions(opt.all());
    if (!parser.parse(args))
        return usage(err, parser.errorText());
    if (!parser.isSet(opt.outFile))
        return usage(err, QStringLiteral("export: --out FILE is required"));
    const auto workspace = openWorkspace(parser.value(opt.catalog), err);
    if (!workspace)
        return 1;
    // Read first: a failed read writes nothing (a file of headers would read as an empty catalog).
    const QList<QVariantList> rows = workspace->catalog().exportRows();
    if (readFailed(workspace->catalog(), QStringLiteral("export"), err))
        return 1;
    QSaveFile file(parser.value(opt.outFile));
    if (!file.open(QIODevice::WriteOnly)) {
        err << "cloudgauge: " << fileWriteError(file.fileName(), file.errorString()) << '\n';
        return 1;
    }
    QTextStream ts(&file);
    ts.setEncoding(QStringConverter::Utf8);
    ts << readers::cloudGaugeCsvColumns().join(QLatin1Char(',')) << '\n';
    for (const QVariantList &row : rows) {
        QStringList fields;
        for (const QVariant &v : row) {
            if (v.isNull())
                fields.append(QString());
            else if (v.typeId() == QMetaType::Double)
                fields.append(csvEscape(QLocale::c().toString(v.toDouble(), 'g', QLocale::FloatingPointShortest)));
            else
                fields.append(csvEscape(v.toString(), true)); // formula triggers defused; the reader undoes it
        }
        ts << fields.join(QLatin1Char(',')) << '\n';
    }
    ts.flush();
    QString error;
    if (ts.status() != QTextStream::Ok || !commitSaveFile(file, &error)) {
        if (error.isEmpty()) {
            file.cancelWriting();
            error = fileWriteError(file.fileName(), file.errorString());
        }
        err << "cloudgauge: " << error << '\n';
        return 1;
    }
    out << "exported " << rows.size() << " rows to " << file.fileName() << '\n';
    return 0;
}

} // namespace cg::cli
