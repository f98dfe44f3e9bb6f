#include "cli/CommandLine.h"
#include "cli/ProbeCommand.h"

#include "catalog/Catalog.h"
#include "catalog/CatalogFile.h"
#include "cli/AssessmentCommand.h"
#include "csv/CsvReader.h"
#include "import/Importer.h"
#include "import/OfferReaders.h"
#include "scoring/FinishCost.h"
#include "scoring/RankStability.h"
#include "scoring/Ranker.h"
#include "scoring/RankingSession.h"
#include "scoring/TrueCost.h"

#include <QCommandLineParser>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>
#include <QStandardPaths>
#include <QTextStream>

#include <cmath>
#include <optional>

namespace cg {

namespace {

const QStringList kCommands = { QStringLiteral("import"), QStringLiteral("list"), QStringLiteral("rank"), QStringLiteral("export"),
    QStringLiteral("tco"), QStringLiteral("probe"), QStringLiteral("assessments"), QStringLiteral("estimate") };

/// Options that take a value as the next argument (so that value is not taken for the command).
const QStringList kValueOptions = { QStringLiteral("--catalog"), QStringLiteral("--format"), QStringLiteral("--provider"),
    QStringLiteral("--gpu"), QStringLiteral("--top"), QStringLiteral("--preset"), QStringLiteral("--weights"), QStringLiteral("--out"),
    QStringLiteral("--as-of"), QStringLiteral("--source"), QStringLiteral("--screenshot"), QStringLiteral("--lang"),
    QStringLiteral("--scenario"), QStringLiteral("--gpus"), QStringLiteral("--paper"), QStringLiteral("--from-json"),
    QStringLiteral("--probe"), QStringLiteral("--device"), QStringLiteral("--timeout"), QStringLiteral("--purchase-usd"),
    QStringLiteral("--power-w"), QStringLiteral("--electricity-usd-kwh"), QStringLiteral("--params"), QStringLiteral("--tokens"),
    QStringLiteral("--mfu") };

/// Index of the sub-command in `args` from `start`, or -1.
int commandIndex(const QStringList &args, int start)
{
    for (int i = start; i < args.size(); ++i) {
        if (kValueOptions.contains(args.at(i))) {
            ++i;
            continue;
        }
        if (!args.at(i).startsWith(QLatin1Char('-')))
            return i;
    }
    return -1;
}

QString num(std::optional<double> v, int decimals = -1)
{
    if (!v)
        return {};
    return decimals < 0 ? QLocale::c().toString(*v, 'g', QLocale::FloatingPointShortest) : QLocale::c().toString(*v, 'f', decimals);
}

QJsonValue jsonNum(std::optional<double> v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

/// Writes rows as an aligned text table (first row = header).
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

struct Session
{
    QCommandLineParser parser;
    QCommandLineOption catalog { QStringLiteral("catalog"), QStringLiteral("Catalog file to use (default: the user's catalog)."),
        QStringLiteral("PATH") };
};

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

int usage(QTextStream &err, const QString &message)
{
    err << "cloudgauge: " << message << " (see cloudgauge --help)\n";
    return 2;
}

int cmdImport(const QStringList &args, QTextStream &out, QTextStream &err)
{
    Session s;
    QCommandLineOption format(QStringLiteral("format"), QStringLiteral("skypilot, gpuhunt, gpuhunt-tpu-json or csv (default: detected)."),
        QStringLiteral("FORMAT"));
    QCommandLineOption provider(
        QStringLiteral("provider"), QStringLiteral("Provider that sells the offers (default: from the path)."), QStringLiteral("NAME"));
    QCommandLineOption asOf(
        QStringLiteral("as-of"), QStringLiteral("Date the prices were observed, YYYY-MM-DD (default: file date)."), QStringLiteral("DATE"));
    QCommandLineOption source(QStringLiteral("source"), QStringLiteral("Where the file came from (URL)."), QStringLiteral("URL"));
    QCommandLineOption allowOlder(QStringLiteral("allow-older"), QStringLiteral("Import a snapshot older than the catalog's prices."));
    s.parser.addOptions({ s.catalog, format, provider, asOf, source, allowOlder });
    s.parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Price files to import."), QStringLiteral("FILE..."));
    if (!s.parser.parse(args))
        return usage(err, s.parser.errorText());
    const QStringList files = s.parser.positionalArguments().mid(1);
    if (files.isEmpty())
        return usage(err, QStringLiteral("import: name at least one file"));
    ImportOptions options;
    options.format = s.parser.value(format).toLower();
    static const QStringList formats
        = { QStringLiteral("skypilot"), QStringLiteral("gpuhunt"), QStringLiteral("gpuhunt-tpu-json"), QStringLiteral("csv") };
    if (!options.format.isEmpty() && !formats.contains(options.format))
        return usage(err, QStringLiteral("import: --format must be one of %1").arg(formats.join(QLatin1String(", "))));
    options.providerKey = s.parser.value(provider).toLower();
    static const QRegularExpression providerKey(QStringLiteral("^[a-z0-9][a-z0-9._-]{0,63}$"));
    if (!options.providerKey.isEmpty() && !providerKey.match(options.providerKey).hasMatch())
        return usage(err, QStringLiteral("import: --provider must be a short id of letters, digits, '.', '_' or '-' (like aws or lambda)"));
    options.sourceUrl = s.parser.value(source);
    options.allowOlder = s.parser.isSet(allowOlder);
    if (s.parser.isSet(asOf)) {
        const QDate date = QDate::fromString(s.parser.value(asOf), Qt::ISODate);
        if (!date.isValid())
            return usage(err, QStringLiteral("--as-of: '%1' is not a date (YYYY-MM-DD)").arg(s.parser.value(asOf)));
        if (date > QDate::currentDate().addDays(1))
            return usage(
                err, QStringLiteral("--as-of: %1 is in the future; give the date the prices were observed").arg(s.parser.value(asOf)));
        options.asOf = s.parser.value(asOf);
    }
    auto catalog = openCatalog(s.parser.value(s.catalog), err);
    if (!catalog)
        return 1;
    QString lockError;
    const auto lock = CatalogFile::lockForWriting(catalog->path(), 5000, &lockError); // one writer per catalog
    if (!lock) {
        err << "cloudgauge: " << lockError << '\n';
        return 1;
    }
    Importer importer(*catalog);
    int failed = 0;
    for (const QString &file : files) {
        const ImportReport report = importer.importFile(file, options);
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

int cmdList(const QStringList &args, QTextStream &out, QTextStream &err)
{
    Session s;
    QCommandLineOption gpu(
        QStringLiteral("gpu"), QStringLiteral("Only GPUs whose name contains TEXT (plain text)."), QStringLiteral("TEXT"));
    QCommandLineOption provider(QStringLiteral("provider"), QStringLiteral("Only this provider (key or name)."), QStringLiteral("NAME"));
    QCommandLineOption format(
        QStringLiteral("format"), QStringLiteral("table, csv or json."), QStringLiteral("FORMAT"), QStringLiteral("table"));
    s.parser.addOptions({ s.catalog, gpu, provider, format });
    if (!s.parser.parse(args))
        return usage(err, s.parser.errorText());
    const QString fmt = s.parser.value(format).toLower();
    if (fmt != QLatin1String("table") && fmt != QLatin1String("csv") && fmt != QLatin1String("json"))
        return usage(err, QStringLiteral("list: --format must be table, csv or json"));
    auto catalog = openCatalog(s.parser.value(s.catalog), err);
    if (!catalog)
        return 1;
    const QString gpuFilter = s.parser.value(gpu).trimmed();
    const QString providerFilter = s.parser.value(provider).trimmed();
    // --gpu names models the way sources do ("H100" = every H100, "A100 80GB", "A10" ≠ A100);
    // a name no model answers to matches offers whose source wrote exactly that name.
    const QSet<QString> gpuKeys = gpuFilter.isEmpty() ? QSet<QString>() : catalog->gpuIdentity().modelsNamed(gpuFilter);
    QList<QStringList> rows;
    rows.append({ QStringLiteral("provider"), QStringLiteral("instance_type"), QStringLiteral("region"), QStringLiteral("gpu"),
        QStringLiteral("gpu_model"), QStringLiteral("gpu_count"), QStringLiteral("price_per_gpu_hour"),
        QStringLiteral("price_per_instance_hour"), QStringLiteral("spot_per_gpu_hour"), QStringLiteral("currency"), QStringLiteral("as_of"),
        QStringLiteral("source"), QStringLiteral("note"), QStringLiteral("flags") });
    QJsonArray json;
    for (const OfferView &o : catalog->offers()) {
        const QString gpuLabel = o.gpuName.isEmpty() ? o.gpuRawName : o.gpuName;
        if (!gpuFilter.isEmpty() && !gpuKeys.contains(o.gpuKey) && o.gpuRawName.compare(gpuFilter, Qt::CaseInsensitive) != 0)
            continue;
        // --provider is a provider key or its whole name, never a fragment of one.
        if (!providerFilter.isEmpty() && o.providerKey.compare(providerFilter, Qt::CaseInsensitive) != 0
            && o.providerNameEn.compare(providerFilter, Qt::CaseInsensitive) != 0 && o.providerNameZh != providerFilter) {
            continue;
        }
        const PriceView &p = o.onDemand.present ? o.onDemand : o.spot;
        const QString currency = p.currency;
        const QString note = o.onDemand.amount ? QString()
            : !o.onDemand.note.isEmpty()       ? o.onDemand.note
            : o.spot.amount                    ? QStringLiteral("spot price only")
                                               : QStringLiteral("no list price in the source");
        rows.append({ o.providerKey, o.instanceType, o.region, gpuLabel, o.gpuKey.isEmpty() ? QStringLiteral("unmapped") : o.gpuKey,
            num(o.gpuCount), num(o.onDemandPerGpuHour(), 4), num(o.onDemand.amount, 4), num(o.spotPerGpuHour(), 4), currency, p.asOf,
            p.sourceUrl, note, o.flags });
        QJsonObject j;
        j.insert(QStringLiteral("provider"), o.providerKey);
        j.insert(QStringLiteral("provider_name"), o.providerNameEn);
        j.insert(QStringLiteral("instance_type"), o.instanceType);
        j.insert(QStringLiteral("region"), o.region);
        j.insert(QStringLiteral("gpu"), gpuLabel);
        j.insert(QStringLiteral("gpu_model"), o.gpuKey.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(o.gpuKey));
        j.insert(QStringLiteral("gpu_raw_name"), o.gpuRawName);
        j.insert(QStringLiteral("gpu_count"), jsonNum(o.gpuCount));
        j.insert(QStringLiteral("price_per_gpu_hour"), jsonNum(o.onDemandPerGpuHour()));
        j.insert(QStringLiteral("price_per_instance_hour"), jsonNum(o.onDemand.amount));
        j.insert(QStringLiteral("spot_per_gpu_hour"), jsonNum(o.spotPerGpuHour()));
        j.insert(QStringLiteral("currency"), currency);
        j.insert(QStringLiteral("as_of"), p.asOf);
        j.insert(QStringLiteral("source"), p.sourceUrl);
        j.insert(QStringLiteral("note"), note);
        j.insert(QStringLiteral("flags"), QJsonArray::fromStringList(o.flags.split(QLatin1Char(','), Qt::SkipEmptyParts)));
        json.append(j);
    }
    if (fmt == QLatin1String("json"))
        out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
    else if (fmt == QLatin1String("csv"))
        printCsv(out, rows);
    else {
        for (QStringList &r : rows)
            r = r.mid(0, 11); // the table leaves out source, note and flags; csv and json carry them
        printTable(out, rows);
    }
    return 0;
}

int cmdRank(const QStringList &args, QTextStream &out, QTextStream &err)
{
    Session s;
    QCommandLineOption top(
        QStringLiteral("top"), QStringLiteral("How many offers to print (default 10)."), QStringLiteral("N"), QStringLiteral("10"));
    QCommandLineOption preset(QStringLiteral("preset"),
        QStringLiteral("Weights preset: %1.").arg(Weights::presetNames().join(QLatin1String(", "))), QStringLiteral("NAME"));
    QCommandLineOption weightsFile(QStringLiteral("weights"), QStringLiteral("Weights as a JSON file."), QStringLiteral("FILE"));
    QCommandLineOption format(
        QStringLiteral("format"), QStringLiteral("table, csv or json."), QStringLiteral("FORMAT"), QStringLiteral("table"));
    QCommandLineOption stability(
        QStringLiteral("stability"), QStringLiteral("Also print how far each weight can move before two of the top 10 swap."));
    QCommandLineOption scenarioOption(QStringLiteral("scenario"),
        QStringLiteral("True-cost scenario: %1 (default pretraining); adds a true-cost column.")
            .arg(CostScenario::presetNames().join(QLatin1String(", "))),
        QStringLiteral("NAME"));
    s.parser.addOptions({ s.catalog, top, preset, weightsFile, format, stability, scenarioOption });
    if (!s.parser.parse(args))
        return usage(err, s.parser.errorText());
    bool ok = false;
    const int n = s.parser.value(top).toInt(&ok);
    if (!ok || n <= 0)
        return usage(err, QStringLiteral("rank: --top must be a positive whole number"));
    const QString fmt = s.parser.value(format).toLower();
    if (fmt != QLatin1String("table") && fmt != QLatin1String("csv") && fmt != QLatin1String("json"))
        return usage(err, QStringLiteral("rank: --format must be table, csv or json"));
    if (s.parser.isSet(preset) && s.parser.isSet(weightsFile))
        return usage(err, QStringLiteral("rank: give --preset or --weights, not both"));
    Weights weights;
    QString weightsLabel, error;
    bool usageError = false;
    const auto chosen = CommandLine::weightsFor(s.parser.value(preset), s.parser.value(weightsFile), &weightsLabel, &error, &usageError);
    if (!chosen) {
        if (usageError)
            return usage(err, QStringLiteral("rank: ") + error);
        err << "cloudgauge: " << error << '\n';
        return 1;
    }
    weights = *chosen;
    // The scenario sets the true-cost criterion (SemiAnalysis's TCO model) and shows its column.
    const bool showTrueCost = s.parser.isSet(scenarioOption);
    const auto scenario = CostScenario::preset(showTrueCost ? s.parser.value(scenarioOption) : QStringLiteral("pretraining"));
    if (!scenario)
        return usage(err,
            QStringLiteral("rank: unknown scenario '%1' (known: %2)")
                .arg(s.parser.value(scenarioOption), CostScenario::presetNames().join(QLatin1String(", "))));
    auto catalog = openCatalog(s.parser.value(s.catalog), err);
    if (!catalog)
        return 1;
    QString readError;
    auto snapshot = CatalogSnapshot::read(*catalog, &readError);
    if (!snapshot) {
        err << "cloudgauge: " << readError << '\n';
        return 1;
    }
    const RankingSession session(std::move(*snapshot), RankingParams { weights, scenario->name });
    const QList<RankedOffer> &ranked = session.ranked();
    QList<QStringList> rows;
    rows.append({ QStringLiteral("rank"), QStringLiteral("provider"), QStringLiteral("instance_type"), QStringLiteral("gpu"),
        QStringLiteral("gpus"), QStringLiteral("usd_per_gpu_hour"), QStringLiteral("usd_per_instance_hour"), QStringLiteral("score"),
        QStringLiteral("coverage"), QStringLiteral("tier"), QStringLiteral("region"), QStringLiteral("as_of"), QStringLiteral("notes") });
    if (showTrueCost)
        rows.first().insert(6, QStringLiteral("true_cost_usd_per_useful_gpu_hour"));
    QJsonArray json;
    for (const RankedOffer &r : ranked.mid(0, n)) {
        const QString gpuLabel = r.offer.gpuName.isEmpty() ? r.offer.gpuRawName : r.offer.gpuName;
        const QString tier = r.tier.isEmpty() ? QStringLiteral("unrated") : QStringLiteral("%1 (%2)").arg(r.tier, r.tierVersion);
        const QString region
            = r.regionCount > 1 ? QStringLiteral("%1 (+%2 more)").arg(r.offer.region).arg(r.regionCount - 1) : r.offer.region;
        // Warnings travel with the ranked offer: a stale price, a converted currency, import flags.
        QStringList notes;
        const QDate asOfDate = QDate::fromString(r.offer.onDemand.asOf, Qt::ISODate);
        if (asOfDate.isValid() && asOfDate.daysTo(QDate::currentDate()) > 14)
            notes.append(QStringLiteral("stale: %1 days old").arg(asOfDate.daysTo(QDate::currentDate())));
        if (!r.fxNote.isEmpty())
            notes.append(QStringLiteral("converted from %1").arg(r.fxNote));
        if (!r.offer.flags.isEmpty())
            notes.append(QStringLiteral("flags: %1").arg(r.offer.flags));
        rows.append({ QString::number(r.rank), r.offer.providerNameEn, r.offer.instanceType, gpuLabel, num(r.offer.gpuCount),
            num(r.usdPerGpuHour, 2), num(r.usdPerInstanceHour, 2), num(r.score, 1), QStringLiteral("%1%").arg(qRound(r.coverage * 100)),
            tier, region, r.offer.onDemand.asOf, notes.join(QLatin1String("; ")) });
        if (showTrueCost)
            rows.last().insert(6, r.trueCostUsdPerUsefulGpuHour ? num(r.trueCostUsdPerUsefulGpuHour, 2) : QStringLiteral("no data"));
        QJsonObject j;
        j.insert(QStringLiteral("rank"), r.rank);
        j.insert(QStringLiteral("provider"), r.offer.providerKey);
        j.insert(QStringLiteral("provider_name"), r.offer.providerNameEn);
        j.insert(QStringLiteral("instance_type"), r.offer.instanceType);
        j.insert(QStringLiteral("gpu"), gpuLabel);
        j.insert(QStringLiteral("gpu_count"), jsonNum(r.offer.gpuCount));
        j.insert(QStringLiteral("usd_per_gpu_hour"), r.usdPerGpuHour);
        j.insert(QStringLiteral("usd_per_instance_hour"), r.usdPerInstanceHour);
        j.insert(QStringLiteral("true_cost_usd_per_useful_gpu_hour"), jsonNum(r.trueCostUsdPerUsefulGpuHour));
        j.insert(QStringLiteral("score"), std::round(r.score * 100) / 100);
        j.insert(QStringLiteral("coverage"), std::round(r.coverage * 1000) / 1000);
        j.insert(QStringLiteral("tier"), r.tier.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(r.tier));
        j.insert(QStringLiteral("tier_version"), r.tier.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(r.tierVersion));
        j.insert(QStringLiteral("flags"), QJsonArray::fromStringList(r.offer.flags.split(QLatin1Char(','), Qt::SkipEmptyParts)));
        j.insert(QStringLiteral("fx"), r.fxNote.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(r.fxNote));
        j.insert(QStringLiteral("region"), r.offer.region);
        j.insert(QStringLiteral("regions"), r.regionCount);
        j.insert(QStringLiteral("as_of"), r.offer.onDemand.asOf);
        json.append(j);
    }
    if (fmt == QLatin1String("json")) {
        out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
    } else if (fmt == QLatin1String("csv")) {
        printCsv(out, rows);
    } else {
        out << "Weights: " << weightsLabel << "; BF16 price-performance " << weights[Criterion::PricePerfBf16]
            << ", bandwidth price-performance " << weights[Criterion::PricePerfBandwidth] << ", memory " << weights[Criterion::Memory]
            << ", true cost " << weights[Criterion::TrueCost] << " (scenario " << scenario->name << ")"
            << ", ClusterMAX categories " << weights.categoryTotal()
            << " (from each provider's assessment, else its published tier). Prices: on-demand, USD per GPU-hour, cheapest region.\n";
        printTable(out, rows);
    }
    if (s.parser.isSet(stability)) {
        // Rank stability of the top 10 (weights are relative: a move of 0.1 is 10 points on a slider).
        out << "\nRank stability of the top 10: how far each weight can move before two adjacent offers swap\n";
        QList<QStringList> table { { QStringLiteral("criterion"), QStringLiteral("weight"), QStringLiteral("can_fall_by"),
            QStringLiteral("can_rise_by") } };
        for (const StabilityMargin &m : session.stability(10)) {
            auto margin = [](const std::optional<double> &v, int rank, const QString &none) {
                return v ? QStringLiteral("%1 (ranks %2/%3 swap)").arg(QLocale::c().toString(*v, 'f', 3)).arg(rank).arg(rank + 1) : none;
            };
            table.append({ criterionKey(m.criterion), QLocale::c().toString(weights[m.criterion], 'f', 3),
                margin(m.down, m.swapDown, QStringLiteral("to 0, no swap")), margin(m.up, m.swapUp, QStringLiteral("+1, no swap")) });
        }
        printTable(out, table);
    }
    return 0;
}

int cmdExport(const QStringList &args, QTextStream &out, QTextStream &err)
{
    Session s;
    QCommandLineOption outFile(QStringLiteral("out"), QStringLiteral("CSV file to write."), QStringLiteral("FILE"));
    s.parser.addOptions({ s.catalog, outFile });
    if (!s.parser.parse(args))
        return usage(err, s.parser.errorText());
    if (!s.parser.isSet(outFile))
        return usage(err, QStringLiteral("export: --out FILE is required"));
    auto catalog = openCatalog(s.parser.value(s.catalog), err);
    if (!catalog)
        return 1;
    QSaveFile file(s.parser.value(outFile));
    if (!file.open(QIODevice::WriteOnly)) {
        err << "cloudgauge: cannot write " << file.fileName() << ": " << file.errorString() << '\n';
        return 1;
    }
    QTextStream ts(&file);
    ts.setEncoding(QStringConverter::Utf8);
    ts << readers::cloudGaugeCsvColumns().join(QLatin1Char(',')) << '\n';
    const QList<QVariantList> rows = catalog->exportRows();
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
    if (!file.commit()) {
        err << "cloudgauge: writing " << file.fileName() << " failed: " << file.errorString() << "; nothing was changed\n";
        return 1;
    }
    out << "exported " << rows.size() << " rows to " << file.fileName() << '\n';
    return 0;
}

int cmdTco(const QStringList &args, QTextStream &out, QTextStream &err)
{
    Session s;
    QCommandLineOption scenario(QStringLiteral("scenario"), QStringLiteral("pretraining, research or inference."), QStringLiteral("NAME"),
        QStringLiteral("pretraining"));
    QCommandLineOption gpus(QStringLiteral("gpus"), QStringLiteral("GPUs in the job (default: the scenario's)."), QStringLiteral("N"));
    s.parser.addOptions({ s.catalog, scenario, gpus });
    s.parser.addPositionalArgument(QStringLiteral("OFFER"), QStringLiteral("Instance type, or provider:instance-type."));
    if (!s.parser.parse(args))
        return usage(err, s.parser.errorText());
    const QStringList positional = s.parser.positionalArguments().mid(1);
    if (positional.size() != 1)
        return usage(err, QStringLiteral("tco: name one offer (an instance type, or provider:instance-type)"));
    auto preset = CostScenario::preset(s.parser.value(scenario));
    if (!preset)
        return usage(err,
            QStringLiteral("tco: unknown scenario '%1' (%2)")
                .arg(s.parser.value(scenario), CostScenario::presetNames().join(QLatin1String(", "))));
    if (s.parser.isSet(gpus)) {
        bool ok = false;
        preset->gpus = s.parser.value(gpus).toInt(&ok);
        if (!ok || preset->gpus <= 0)
            return usage(err, QStringLiteral("tco: --gpus must be a positive whole number"));
    }
    auto catalog = openCatalog(s.parser.value(s.catalog), err);
    if (!catalog)
        return 1;
    const QString wanted = positional.first();
    const QString providerPart = wanted.contains(QLatin1Char(':')) ? wanted.section(QLatin1Char(':'), 0, 0) : QString();
    const QString instancePart = wanted.contains(QLatin1Char(':')) ? wanted.section(QLatin1Char(':'), 1) : wanted;
    const auto fx = catalog->latestFxRates();
    const OfferView *best = nullptr;
    double bestUsd = 0;
    const QList<OfferView> offers = catalog->offers();
    for (const OfferView &o : offers) {
        if (o.instanceType.compare(instancePart, Qt::CaseInsensitive) != 0)
            continue;
        if (!providerPart.isEmpty() && o.providerKey.compare(providerPart, Qt::CaseInsensitive) != 0)
            continue;
        const auto perGpu = o.onDemandPerGpuHour();
        if (!perGpu)
            continue;
        const auto converted = fx.toUsd(*perGpu, o.onDemand.currency);
        if (!converted)
            continue;
        const double usd = *converted;
        if (!best || usd < bestUsd) {
            best = &o;
            bestUsd = usd;
        }
    }
    if (!best) {
        err << "cloudgauge: tco: no priced offer named '" << wanted << "' in the catalog (see cloudgauge list)\n";
        return 1;
    }
    const RatingView rating = catalog->latestRatings().value(best->providerKey);
    const auto reliability = ReliabilityProfile::forTier(rating.tier, preset->name == QLatin1String("inference"));
    if (!reliability) {
        err << "cloudgauge: tco: " << best->providerNameEn
            << " has no published tier and no reliability figures in the catalog, so its goodput cannot be estimated\n";
        return 1;
    }
    const CostBreakdown b = computeTrueCost(bestUsd, *preset, *reliability);
    const QLocale c = QLocale::c();
    auto money = [&c](double v) { return c.toString(v, 'f', 2); };
    out << "True cost of " << best->providerNameEn << " " << best->instanceType << " (" << best->region << "), scenario " << preset->name
        << ", " << preset->gpus << " GPUs for " << preset->hoursPerMonth << " h a month\n";
    out << "List price: USD " << money(bestUsd) << " per GPU-hour (on-demand, as of " << best->onDemand.asOf << ")\n";
    out << "Reliability: MTBF " << reliability->mtbfGpuHours << " GPU-hours, identify " << reliability->identifyHours * 60
        << " min, repair " << reliability->repairHours * 60 << " min (" << reliability->basis << ", tier " << rating.tier << " "
        << rating.version << ")\n";
    QList<QStringList> rows { { QStringLiteral("cost area"), QStringLiteral("usd_per_month") } };
    for (const auto &[name, value] : { std::pair { QStringLiteral("GPU"), b.gpu }, std::pair { QStringLiteral("storage"), b.storage },
             std::pair { QStringLiteral("network"), b.network }, std::pair { QStringLiteral("control plane"), b.controlPlane },
             std::pair { QStringLiteral("support"), b.support }, std::pair { QStringLiteral("goodput loss"), b.goodput },
             std::pair { QStringLiteral("setup"), b.setup }, std::pair { QStringLiteral("debugging"), b.debugging },
             std::pair { QStringLiteral("total"), b.total() } })
        rows.append({ name, money(value) });
    printTable(out, rows);
    out << "Failures per month: " << c.toString(b.failuresPerMonth, 'f', 2)
        << "; GPU-hours lost per failure: " << c.toString(b.lostGpuHoursPerFailure, 'f', 1) << "; goodput expense "
        << c.toString(b.goodputPercent(), 'f', 2) << " % of the cost\n";
    out << "Effective price: USD " << c.toString(b.usdPerUsefulGpuHour(), 'f', 4) << " per useful GPU-hour\n";
    return 0;
}

int cmdEstimate(const QStringList &args, QTextStream &out, QTextStream &err)
{
    Session s;
    QCommandLineOption params(QStringLiteral("params"), QStringLiteral("Model parameters (e.g. 7e9)."), QStringLiteral("N"));
    QCommandLineOption tokens(QStringLiteral("tokens"), QStringLiteral("Training tokens (e.g. 1e12)."), QStringLiteral("N"));
    QCommandLineOption mfu(QStringLiteral("mfu"), QStringLiteral("Model FLOPs utilisation, a fraction (default 0.4)."), QStringLiteral("F"),
        QStringLiteral("0.4"));
    QCommandLineOption gpus(QStringLiteral("gpus"), QStringLiteral("GPUs in the job, for the wall time (default 64)."), QStringLiteral("N"),
        QStringLiteral("64"));
    QCommandLineOption scenario(QStringLiteral("scenario"), QStringLiteral("True-cost scenario: pretraining, research or inference."),
        QStringLiteral("NAME"), QStringLiteral("pretraining"));
    QCommandLineOption top(
        QStringLiteral("top"), QStringLiteral("How many offers to print (default 10)."), QStringLiteral("N"), QStringLiteral("10"));
    QCommandLineOption format(QStringLiteral("format"), QStringLiteral("table or csv."), QStringLiteral("FORMAT"), QStringLiteral("table"));
    s.parser.addOptions({ s.catalog, params, tokens, mfu, gpus, scenario, top, format });
    if (!s.parser.parse(args))
        return usage(err, s.parser.errorText());
    auto number = [&s](const QCommandLineOption &o, bool *ok) { return QLocale::c().toDouble(s.parser.value(o), ok); };
    TrainingRun run;
    bool ok = false;
    run.parameters = number(params, &ok);
    // Bounds keep 6 × P × T and the GPU-hours finite: 10^15 parameters and 10^18 tokens are far
    // beyond any run so far.
    if (!s.parser.isSet(params) || !ok || !(run.parameters > 0) || !(run.parameters <= 1e15))
        return usage(err, QStringLiteral("estimate: --params must be a number of parameters from 1 to 1e15 (e.g. 7e9)"));
    run.tokens = number(tokens, &ok);
    if (!s.parser.isSet(tokens) || !ok || !(run.tokens > 0) || !(run.tokens <= 1e18))
        return usage(err, QStringLiteral("estimate: --tokens must be a number of tokens from 1 to 1e18 (e.g. 1e12)"));
    run.mfu = number(mfu, &ok);
    if (!ok || !(run.mfu >= 0.001) || run.mfu > 1)
        return usage(err, QStringLiteral("estimate: --mfu must be a fraction from 0.001 to 1 (0.4 = 40 %)"));
    run.gpus = s.parser.value(gpus).toInt(&ok);
    if (!ok || run.gpus <= 0)
        return usage(err, QStringLiteral("estimate: --gpus must be a positive whole number"));
    const int n = s.parser.value(top).toInt(&ok);
    if (!ok || n <= 0)
        return usage(err, QStringLiteral("estimate: --top must be a positive whole number"));
    const QString fmt = s.parser.value(format).toLower();
    if (fmt != QLatin1String("table") && fmt != QLatin1String("csv"))
        return usage(err, QStringLiteral("estimate: --format must be table or csv"));
    const auto preset = CostScenario::preset(s.parser.value(scenario));
    if (!preset)
        return usage(err,
            QStringLiteral("estimate: unknown scenario '%1' (known: %2)")
                .arg(s.parser.value(scenario), CostScenario::presetNames().join(QLatin1String(", "))));
    auto catalog = openCatalog(s.parser.value(s.catalog), err);
    if (!catalog)
        return 1;
    const QList<FinishCost> rows
        = FinishCostTable::build(catalog->offers(), catalog->latestRatings(), catalog->latestFxRates(), *preset).estimate(run);
    const QLocale c = QLocale::c();
    QList<QStringList> table { { QStringLiteral("rank"), QStringLiteral("provider"), QStringLiteral("instance_type"), QStringLiteral("gpu"),
        QStringLiteral("usd_per_gpu_hour"), QStringLiteral("gpu_hours"), QStringLiteral("wall_hours"), QStringLiteral("cost_usd"),
        QStringLiteral("true_cost_usd_per_useful_gpu_hour"), QStringLiteral("cost_at_true_cost_usd"), QStringLiteral("region") } };
    int estimated = 0, noBf16 = 0, noPrice = 0;
    for (const FinishCost &f : rows) {
        if (!f.hasEstimate()) {
            noBf16 += f.noData != FinishCost::NoData::NoPrice;
            noPrice += f.noData != FinishCost::NoData::NoBf16;
            continue;
        }
        if (++estimated > n)
            continue;
        const QString gpuLabel = f.offer.gpuName.isEmpty() ? f.offer.gpuRawName : f.offer.gpuName;
        table.append(
            { QString::number(estimated), f.offer.providerNameEn, f.offer.instanceType, gpuLabel, c.toString(*f.usdPerGpuHour, 'f', 4),
                c.toString(f.estimate.gpuHours, 'f', 2), c.toString(f.estimate.wallHours, 'f', 2), c.toString(f.estimate.costUsd, 'f', 2),
                f.trueCostUsdPerUsefulGpuHour ? c.toString(*f.trueCostUsdPerUsefulGpuHour, 'f', 4) : QStringLiteral("no data"),
                f.costAtTrueCostUsd ? c.toString(*f.costAtTrueCostUsd, 'f', 2) : QStringLiteral("no data"),
                f.regionCount > 1 ? QStringLiteral("%1 (+%2 more)").arg(f.offer.region).arg(f.regionCount - 1) : f.offer.region });
    }
    if (fmt == QLatin1String("csv")) {
        printCsv(out, table);
        return 0;
    }
    out << "Cost to finish " << c.toString(run.parameters, 'g', 4) << " parameters x " << c.toString(run.tokens, 'g', 4)
        << " tokens: 6 x P x T = " << c.toString(6 * run.parameters * run.tokens, 'g', 4) << " FLOPs at "
        << c.toString(run.mfu * 100, 'g', 4) << " % MFU of the datasheet dense BF16 peak, " << run.gpus
        << " GPUs in the job; list price = on-demand USD per GPU-hour at the "
        << "cheapest region; true cost = SemiAnalysis TCO model, scenario " << preset->name << " (its own " << preset->gpus
        << "-GPU job).\n";
    printTable(out, table);
    out << "No data (listed last in the window): " << (rows.size() - estimated) << " offers, of which " << noBf16
        << " have no dense BF16 figure and " << noPrice << " no comparable on-demand price.\n";
    return 0;
}

} // namespace

std::unique_ptr<Catalog> CommandLine::openCommandCatalog(const QString &explicitPath, QTextStream &err)
{
    return openCatalog(explicitPath, err);
}

bool CommandLine::isHeadless(const QStringList &args)
{
    for (const QString &a : args) {
        if (a == QLatin1String("--version") || a == QLatin1String("-v") || a == QLatin1String("--help") || a == QLatin1String("-h"))
            return true;
    }
    const int i = commandIndex(args, 0);
    return i >= 0 && kCommands.contains(args.at(i));
}

QString CommandLine::command(const QStringList &args)
{
    const int i = commandIndex(args, 0);
    return i >= 0 ? args.at(i) : QString();
}

std::optional<Weights> CommandLine::weightsFor(const QString &preset, const QString &file, QString *label, QString *error, bool *usageError)
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

int CommandLine::run(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const int index = commandIndex(args, 1);
    const QString command = index >= 0 ? args.at(index) : QString();
    if (command.isEmpty() || args.contains(QStringLiteral("--version")) || args.contains(QStringLiteral("-v"))) {
        if (args.contains(QStringLiteral("--version")) || args.contains(QStringLiteral("-v"))) {
            out << "cloudgauge " << CLOUDGAUGE_VERSION << '\n';
            return 0;
        }
        out << "Usage: cloudgauge [COMMAND] [OPTIONS]\n"
               "Compare GPU cloud offers: catalog, ranking and reports. Without a command the window opens.\n\n"
               "Commands:\n"
               "  import FILE... [--format skypilot|gpuhunt|gpuhunt-tpu-json|csv] [--provider NAME] [--as-of DATE]\n"
               "                 [--source URL] [--allow-older]   import price files (one transaction per file)\n"
               "  list [--gpu X] [--provider Y] [--format table|csv|json]   one row per offer and region\n"
               "  rank [--top N] [--preset balanced|training|inference|budget] [--weights FILE] [--format table|csv|json] [--stability]\n"
               "       [--scenario pretraining|research|inference]   true-cost scenario; adds a true-cost column\n"
               "  export --out FILE.csv            lossless CSV of every offer and price (re-importable)\n"
               "  tco OFFER [--scenario pretraining|research|inference] [--gpus N]   true cost per useful GPU-hour\n"
               "  probe [--from-json FILE] [--quick] [--list] [--device N] [--timeout S] [--purchase-usd USD]\n"
               "        [--power-w W] [--electricity-usd-kwh USD] [--no-store] [--format table|json]\n"
               "                                   measure the local GPU and compare it with the catalog\n"
               "  assessments export FILE.csv      the ClusterMAX category assessments as CSV\n"
               "  assessments import FILE.csv      import assessments (all rows or none; bad rows listed with their line)\n"
               "  estimate --params N --tokens N [--mfu 0.4] [--gpus 64] [--scenario NAME] [--top N] [--format table|csv]\n"
               "                                   cheapest offers to finish a training run (6 x P x T FLOPs)\n"
               "  report --out FILE.pdf [--lang en|zh_CN] [--preset NAME | --weights FILE] [--top N] [--paper A4|Letter]\n"
               "         [--scenario pretraining|research|inference]\n"
               "                                   the PDF report for management\n\n"
               "Options on every command:\n"
               "  --catalog PATH   use another catalog file (a new path starts as a copy of the bundled catalog)\n"
               "  --screenshot FILE.png [--lang en|zh_CN]   render the main window to a PNG and exit\n"
               "  --version, --help\n";
        return 0;
    }
    QStringList sub = args;
    sub.removeAt(index);
    sub.insert(1, command); // positional 0 is the command itself
    if (args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h"))) {
        QStringList noHelp = args;
        noHelp.removeAll(QStringLiteral("--help"));
        noHelp.removeAll(QStringLiteral("-h"));
        return run(noHelp.mid(0, 1), out, err);
    }
    if (command == QLatin1String("import"))
        return cmdImport(sub, out, err);
    if (command == QLatin1String("list"))
        return cmdList(sub, out, err);
    if (command == QLatin1String("rank"))
        return cmdRank(sub, out, err);
    if (command == QLatin1String("export"))
        return cmdExport(sub, out, err);
    if (command == QLatin1String("tco"))
        return cmdTco(sub, out, err);
    if (command == QLatin1String("probe"))
        return ProbeCommand::run(sub, out, err);
    if (command == QLatin1String("assessments"))
        return runAssessmentsCommand(sub, out, err);
    if (command == QLatin1String("estimate"))
        return cmdEstimate(sub, out, err);
    return usage(err, QStringLiteral("unknown command '%1'").arg(command));
}

} // namespace cg
