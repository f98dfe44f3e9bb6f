// `providers`: one row per provider with its ClusterMAX tier and its published compute SLA.
#include "Commands.h"

#include "CommandSupport.h"
#include "catalog/store/Catalog.h"
#include "session/Workspace.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace cg::cli {

namespace {

struct ProvidersOptionSet
{
    QCommandLineOption catalog = catalogOption();
    QStringList formats { QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json") };
    QCommandLineOption format = formatOption(formats, QStringLiteral("table"));
    QList<QCommandLineOption> all() const { return { catalog, format }; }
};

/// The columns, in order; the JSON keys are the same names.
const char *const kColumns[] = { "key", "name_en", "name_zh", "category", "clustermax_tier", "sla_status", "sla_single_instance_pct",
    "sla_multi_zone_pct", "sla_credits", "sla_excludes", "sla_source_url", "sla_as_of" };
constexpr int kSingleColumn = 6, kMultiColumn = 7; // the two numbers (JSON numbers, not strings)

} // namespace

QList<QCommandLineOption> providersOptions()
{
    return ProvidersOptionSet().all();
}

int runProviders(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const ProvidersOptionSet opt;
    QCommandLineParser parser;
    parser.addOptions(opt.all());
    if (!parser.parse(args))
        return usage(err, parser.errorText());
    if (parser.positionalArguments().size() > 1) // [0] is "providers"
        return usage(err, QStringLiteral("providers: takes no operand ('%1')").arg(parser.positionalArguments().at(1)));
    const std::optional<QString> format = formatValue(parser, opt.formats, QStringLiteral("providers"), err);
    if (!format)
        return kUsageError;
    const QString &fmt = *format;
    const auto workspace = openWorkspace(parser.value(opt.catalog), err);
    if (!workspace)
        return 1;
    const Catalog &catalog = workspace->catalog();
    const QString command = QStringLiteral("providers");
    const QList<ProviderRecord> providers = catalog.providers();
    if (readFailed(catalog, command, err))
        return 1;
    const QHash<QString, RatingView> ratings = catalog.latestRatings();
    if (readFailed(catalog, command, err))
        return 1;
    const QHash<QString, ProviderSla> slas = catalog.providerSlas();
    if (readFailed(catalog, command, err))
        return 1;
    QList<QStringList> rows;
    QStringList header;
    for (const char *c : kColumns)
        header.append(QLatin1String(c));
    rows.append(header);
    for (const ProviderRecord &p : providers) {
        const ProviderSla sla = slas.value(p.key);
        rows.append({ p.key, p.nameEn, p.nameZh, p.category, ratings.value(p.key).tier, sla.status, num(sla.singleInstancePct),
            num(sla.multiZonePct), sla.credits, sla.excludes, sla.sourceUrl, sla.asOf });
    }
    if (fmt == QLatin1String("json")) {
        QJsonArray json;
        for (int r = 1; r < rows.size(); ++r) {
            const ProviderSla sla = slas.value(rows.at(r).at(0));
            QJsonObject j;
            for (int c = 0; c < header.size(); ++c) {
                const QString &cell = rows.at(r).at(c);
                if (c == kSingleColumn)
                    j.insert(header.at(c), jsonNum(sla.singleInstancePct));
                else if (c == kMultiColumn)
                    j.insert(header.at(c), jsonNum(sla.multiZonePct));
                else
                    j.insert(header.at(c), cell.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(cell));
            }
            json.append(j);
        }
        out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
    } else if (fmt == QLatin1String("csv")) {
        printCsv(out, rows);
    } else {
        for (int r = 1; r < rows.size(); ++r)
            for (QString &cell : rows[r])
                if (cell.isEmpty())
                    cell = QStringLiteral("—"); // unknown, never blank in a table
        printTable(out, rows);
    }
    return 0;
}

} // namespace cg::cli
