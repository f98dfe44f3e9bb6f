// `diff` and `history`: the price history of the catalog (schema v3, table price_point).
#include "Commands.h"

#include "CommandSupport.h"
#include "catalog/pricehistory/HistoryExport.h"
#include "catalog/pricehistory/PriceHistory.h"
#include "catalog/store/Catalog.h"
#include "scoring/RankDiff.h"
#include "session/Workspace.h"

#include <QCommandLineParser>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace cg::cli {

namespace {

struct DiffOptionSet
{
    QCommandLineOption catalog = catalogOption();
    QCommandLineOption since { QStringLiteral("since"), QStringLiteral("The catalog as of this day (YYYY-MM-DD) or import run (N or #N)."),
        QStringLiteral("DATE|RUN") };
    QStringList formats { QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json") };
    QCommandLineOption format = formatOption(formats, QStringLiteral("table"));
    QCommandLineOption top { QStringLiteral("top"), QStringLiteral("Rank changes among the first N rows (default 10)."),
        QStringLiteral("N"), QStringLiteral("10") };
    QCommandLineOption preset { QStringLiteral("preset"),
        QStringLiteral("Weights preset of the ranking: %1.").arg(oneOf(Weights::presetNames())), QStringLiteral("NAME") };
    QCommandLineOption weightsFile { QStringLiteral("weights"), QStringLiteral("Weights file (JSON) of the ranking."),
        QStringLiteral("FILE") };
    QList<QCommandLineOption> all() const { return { catalog, since, format, top, preset, weightsFile }; }
};

struct HistoryOptionSet
{
    QCommandLineOption catalog = catalogOption();
    QCommandLineOption gpu { QStringLiteral("gpu"), QStringLiteral("Every offer of this GPU model (as list --gpu)."),
        QStringLiteral("MODEL") };
    QCommandLineOption provider { QStringLiteral("provider"), QStringLiteral("Only this provider (key or name)."), QStringLiteral("NAME") };
    QStringList formats { QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json") };
    QCommandLineOption format = formatOption(formats, QStringLiteral("table"));
    QList<QCommandLineOption> all() const { return { catalog, gpu, provider, format }; }
};

QString money(const std::optional<double> &v)
{
    return num(v, 4);
}

QString percentText(const std::optional<double> &v)
{
    return v ? QString::number(*v, 'f', 2) : QString();
}

QJsonValue text(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

} // namespace

QList<QCommandLineOption> diffOptions()
{
    return DiffOptionSet().all();
}

QList<QCommandLineOption> historyOptions()
{
    return HistoryOptionSet().all();
}

int runDiff(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const DiffOptionSet opt;
    QCommandLineParser parser;
    parser.addOptions(opt.all());
    if (!parser.parse(args))
        return usage(err, parser.errorText());
    if (!parser.positionalArguments().mid(1).isEmpty())
        return usage(err, QStringLiteral("diff: unexpected argument '%1'").arg(parser.positionalArguments().value(1)));
    const std::optional<QString> format = formatValue(parser, opt.formats, QStringLiteral("diff"), err);
    if (!format)
        return kUsageError;
    const QString &fmt = *format;
    if (!parser.isSet(opt.since))
        return usage(err, QStringLiteral("diff: --since DATE|RUN is required"));
    QString error;
    const auto since = HistoryCutoff::parse(parser.value(opt.since), &error);
    if (!since)
        return usage(err, QStringLiteral("diff: --since: ") + error);
    bool ok = false;
    const int top = parser.value(opt.top).toInt(&ok);
    if (!ok || top <= 0)
        return usage(err, QStringLiteral("diff: --top must be a positive whole number"));
    if (parser.isSet(opt.preset) && parser.isSet(opt.weightsFile))
        return usage(err, QStringLiteral("diff: give --preset or --weights, not both"));
    QString weightsLabel;
    bool usageError = false;
    const auto weights = weightsFor(parser.value(opt.preset), parser.value(opt.weightsFile), &weightsLabel, &error, &usageError);
    if (!weights) {
        if (usageError)
            return usage(err, QStringLiteral("diff: ") + error);
        err << "cloudgauge: " << error << '\n';
        return 1;
    }
    const auto workspace = openWorkspace(parser.value(opt.catalog), err);
    if (!workspace)
        return 1;
    RankingParams params;
    params.weights = *weights;
    const auto report = changesSince(workspace->catalog(), *since, params, top, &error);
    if (!report) {
        err << "cloudgauge: " << error << '\n';
        return 1;
    }
    const CatalogDiff &d = report->prices;
    const QStringList header { QStringLiteral("change"), QStringLiteral("provider"), QStringLiteral("instance_type"),
        QStringLiteral("region"), QStringLiteral("gpu"), QStringLiteral("kind"), QStringLiteral("term_months"),
        QStringLiteral("old_amount"), QStringLiteral("new_amount"), QStringLiteral("currency"), QStringLiteral("percent"),
        QStringLiteral("old_per_gpu_hour"), QStringLiteral("new_per_gpu_hour"), QStringLiteral("old_as_of"), QStringLiteral("new_as_of"),
        QStringLiteral("old_rank"), QStringLiteral("new_rank") };
    QList<QStringList> rows { header };
    QJsonArray json;
    auto add = [&](const QString &change, const PriceChange &c) {
        const QString currency = c.newCurrency.isEmpty() ? c.oldCurrency : c.newCurrency;
        rows.append({ change, c.offer().providerKey, c.offer().instanceType, c.offer().region, c.offer().gpuName, c.kind,
            QString::number(c.termMonths), money(c.oldAmount), money(c.newAmount), currency, percentText(c.percent()),
            money(c.oldPerGpuHour()), money(c.newPerGpuHour()), c.oldAsOf, c.newAsOf, QString(), QString() });
        QJsonObject j;
        j.insert(QStringLiteral("change"), change);
        j.insert(QStringLiteral("provider"), c.offer().providerKey);
        j.insert(QStringLiteral("instance_type"), c.offer().instanceType);
        j.insert(QStringLiteral("region"), c.offer().region);
        j.insert(QStringLiteral("gpu"), c.offer().gpuName);
        j.insert(QStringLiteral("kind"), c.kind);
        j.insert(QStringLiteral("term_months"), c.termMonths);
        j.insert(QStringLiteral("old_amount"), jsonNum(c.oldAmount));
        j.insert(QStringLiteral("new_amount"), jsonNum(c.newAmount));
        j.insert(QStringLiteral("currency"), text(currency));
        j.insert(QStringLiteral("percent"), jsonNum(c.percent()));
        j.insert(QStringLiteral("old_per_gpu_hour"), jsonNum(c.oldPerGpuHour()));
        j.insert(QStringLiteral("new_per_gpu_hour"), jsonNum(c.newPerGpuHour()));
        j.insert(QStringLiteral("old_as_of"), text(c.oldAsOf));
        j.insert(QStringLiteral("new_as_of"), text(c.newAsOf));
        json.append(j);
    };
    // Whole offers first (their on-demand price, else any), then the series of the other offers.
    QHash<qint64, PriceChange> offerPrice; // per offer that appeared or disappeared
    for (const PriceChange &c : d.changes) {
        if (!c.offerLevel)
            continue;
        const auto it = offerPrice.constFind(c.offer().id);
        if (it == offerPrice.constEnd() || c.kind == QLatin1String("on_demand"))
            offerPrice.insert(c.offer().id, c);
    }
    for (const bool appeared : { true, false }) {
        for (const OfferLabel &o : appeared ? d.newOffers : d.removedOffers) {
            if (const auto it = offerPrice.constFind(o.id); it != offerPrice.constEnd())
                add(appeared ? QStringLiteral("new_offer") : QStringLiteral("removed_offer"), *it);
        }
    }
    for (const PriceChange &c : d.changes) {
        if (!c.offerLevel)
            add(c.typeName(), c);
    }
    for (const RankMove &m : report->ranks) {
        if (m.oldRank == m.newRank)
            continue;
        rows.append({ QStringLiteral("rank"), m.providerKey, m.instanceType, m.region, m.gpuName, QStringLiteral("on_demand"),
            QStringLiteral("0"), QString(), QString(), QStringLiteral("USD"), QString(), money(m.oldUsdPerGpuHour),
            money(m.newUsdPerGpuHour), QString(), QString(), m.oldRank > 0 ? QString::number(m.oldRank) : QString(),
            m.newRank > 0 ? QString::number(m.newRank) : QString() });
        QJsonObject j;
        j.insert(QStringLiteral("change"), QStringLiteral("rank"));
        j.insert(QStringLiteral("provider"), m.providerKey);
        j.insert(QStringLiteral("gpu"), m.gpuName);
        j.insert(QStringLiteral("instance_type"), m.instanceType);
        j.insert(QStringLiteral("region"), m.region);
        j.insert(QStringLiteral("old_rank"), m.oldRank > 0 ? QJsonValue(m.oldRank) : QJsonValue(QJsonValue::Null));
        j.insert(QStringLiteral("new_rank"), m.newRank > 0 ? QJsonValue(m.newRank) : QJsonValue(QJsonValue::Null));
        j.insert(QStringLiteral("old_score"), jsonNum(m.oldScore));
        j.insert(QStringLiteral("new_score"), jsonNum(m.newScore));
        j.insert(QStringLiteral("old_usd_per_gpu_hour"), jsonNum(m.oldUsdPerGpuHour));
        j.insert(QStringLiteral("new_usd_per_gpu_hour"), jsonNum(m.newUsdPerGpuHour));
        json.append(j);
    }
    if (fmt == QLatin1String("json")) {
        QJsonObject root;
        root.insert(QStringLiteral("since"), d.since.text());
        root.insert(QStringLiteral("weights"), weightsLabel);
        root.insert(QStringLiteral("changes"), json);
        out << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
    } else if (fmt == QLatin1String("csv")) {
        printCsv(out, rows);
    } else {
        out << "Since " << d.since.text() << ": " << d.newOffers.size() << " new offers, " << d.removedOffers.size() << " removed, "
            << std::count_if(d.changes.cbegin(), d.changes.cend(), [](const PriceChange &c) { return !c.offerLevel; })
            << " price changes; rank changes among the top " << top << " under " << weightsLabel << " weights.\n";
        if (rows.size() > 1)
            printTable(out, rows);
    }
    return 0;
}

int runHistory(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const HistoryOptionSet opt;
    QCommandLineParser parser;
    parser.addOptions(opt.all());
    if (!parser.parse(args))
        return usage(err, parser.errorText());
    const QStringList positional = parser.positionalArguments().mid(1);
    const std::optional<QString> format = formatValue(parser, opt.formats, QStringLiteral("history"), err);
    if (!format)
        return kUsageError;
    const QString &fmt = *format;
    if (positional.size() > 1 || (positional.isEmpty() == !parser.isSet(opt.gpu)))
        return usage(err, QStringLiteral("history: give one OFFER (id, instance type or provider:instance-type[:region]) or --gpu MODEL"));
    const auto workspace = openWorkspace(parser.value(opt.catalog), err);
    if (!workspace)
        return 1;
    const PriceHistory history(workspace->catalog());
    QList<OfferLabel> offers;
    if (!positional.isEmpty()) {
        const auto one = history.findOffering(positional.first());
        if (!one) {
            err << "cloudgauge: "
                << (history.lastError().isEmpty() ? QStringLiteral("no offer '%1'").arg(positional.first()) : history.lastError()) << '\n';
            return 1;
        }
        offers.append(*one);
    } else {
        const QSet<QString> keys = workspace->catalog().gpuIdentity().modelsNamed(parser.value(opt.gpu));
        if (readFailed(workspace->catalog(), QStringLiteral("history"), err))
            return 1;
        if (keys.isEmpty()) {
            err << "cloudgauge: no GPU model is named '" << parser.value(opt.gpu) << "'\n";
            return 1;
        }
        offers = history.offerings(keys, parser.value(opt.provider));
    }
    HistoryExport table;
    for (const OfferLabel &o : std::as_const(offers))
        table.add(o, history.series(o.id));
    if (!history.lastError().isEmpty()) {
        err << "cloudgauge: " << history.lastError() << '\n';
        return 1;
    }
    if (fmt == QLatin1String("json")) {
        out << QString::fromUtf8(table.jsonBytes());
    } else if (fmt == QLatin1String("csv")) {
        printCsv(out, table.rows());
    } else {
        QList<QStringList> rows = table.rows();
        for (QStringList &r : rows)
            r = r.mid(0, 13); // the table leaves out the source; csv and json carry it
        printTable(out, rows);
    }
    return 0;
}

} // namespace cg::cli
