// `list`: one row per offer and region, as a table, CSV or JSON.
#include "Commands.h"

#include "CommandSupport.h"
#include "catalog/store/Catalog.h"
#include "session/Workspace.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTextStream>

namespace cg::cli {

namespace {

struct ListOptionSet
{
    QCommandLineOption catalog = catalogOption();
    QCommandLineOption gpu { QStringLiteral("gpu"), QStringLiteral("Only GPUs whose name contains TEXT (plain text)."),
        QStringLiteral("TEXT") };
    QCommandLineOption provider { QStringLiteral("provider"), QStringLiteral("Only this provider (key or name)."), QStringLiteral("NAME") };
    QStringList formats { QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json") };
    QCommandLineOption format = formatOption(formats, QStringLiteral("table"));
    QList<QCommandLineOption> all() const { return { catalog, gpu, provider, format }; }
};

} // namespace

QList<QCommandLineOption> listOptions()
{
    return ListOptionSet().all();
}

int runList(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const ListOptionSet opt;
    QCommandLineParser parser;
    parser.addOptions(opt.all());
    if (!parser.parse(args))
        return usage(err, parser.errorText());
    const std::optional<QString> format = formatValue(parser, opt.formats, QStringLiteral("list"), err);
    if (!format)
        return kUsageError;
    const QString &fmt = *format;
    const auto workspace = openWorkspace(parser.value(opt.catalog), err);
    if (!workspace)
        return 1;
    const Catalog &catalog = workspace->catalog();
    const QString gpuFilter = parser.value(opt.gpu).trimmed();
    const QString providerFilter = parser.value(opt.provider).trimmed();
    // --gpu names models the way sources do ("H100" = every H100, "A100 80GB", "A10" ≠ A100);
    // a name no model answers to matches offers whose source wrote exactly that name.
    const QSet<QString> gpuKeys = gpuFilter.isEmpty() ? QSet<QString>() : catalog.gpuIdentity().modelsNamed(gpuFilter);
    if (readFailed(catalog, QStringLiteral("list"), err))
        return 1;
    const QList<OfferView> offers = catalog.offers();
    if (readFailed(catalog, QStringLiteral("list"), err))
        return 1;
    QList<QStringList> rows;
    rows.append({ QStringLiteral("provider"), QStringLiteral("instance_type"), QStringLiteral("region"), QStringLiteral("gpu"),
        QStringLiteral("gpu_model"), QStringLiteral("gpu_count"), QStringLiteral("price_per_gpu_hour"),
        QStringLiteral("price_per_instance_hour"), QStringLiteral("spot_per_gpu_hour"), QStringLiteral("currency"), QStringLiteral("as_of"),
        QStringLiteral("observed_on"), QStringLiteral("observed_after"), QStringLiteral("imported_on"), QStringLiteral("source"),
        QStringLiteral("note"), QStringLiteral("flags") });
    QJsonArray json;
    for (const OfferView &o : offers) {
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
            p.observedOn, p.observedAfter, p.importedOn, p.sourceUrl, note, o.flags });
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
        // The observation date is null when unknown (never the import day); observed_after is its lower bound.
        auto dateOrNull = [](const QString &d) { return d.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(d); };
        j.insert(QStringLiteral("observed_on"), dateOrNull(p.observedOn));
        j.insert(QStringLiteral("observed_after"), dateOrNull(p.observedAfter));
        j.insert(QStringLiteral("imported_on"), dateOrNull(p.importedOn));
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

} // namespace cg::cli
