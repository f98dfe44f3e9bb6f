// `rank`: the offers ranked by the shared RankingSession, optionally with its rank stability.
#include "Commands.h"

#include "CommandSupport.h"
#include "catalog/Catalog.h"
#include "scoring/RankStability.h"
#include "scoring/Ranker.h"
#include "scoring/RankingSession.h"
#include "scoring/TrueCost.h"

#include <QCommandLineParser>
#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTextStream>

#include <cmath>

namespace cg::cli {

namespace {

struct RankOptionSet
{
    QCommandLineOption catalog = catalogOption();
    QCommandLineOption top { QStringLiteral("top"), QStringLiteral("How many offers to print (default 10)."), QStringLiteral("N"),
        QStringLiteral("10") };
    QCommandLineOption preset { QStringLiteral("preset"),
        QStringLiteral("Weights preset: %1.").arg(Weights::presetNames().join(QLatin1String(", "))), QStringLiteral("NAME") };
    QCommandLineOption weightsFile { QStringLiteral("weights"), QStringLiteral("Weights as a JSON file."), QStringLiteral("FILE") };
    QCommandLineOption format { QStringLiteral("format"), QStringLiteral("table, csv or json."), QStringLiteral("FORMAT"),
        QStringLiteral("table") };
    QCommandLineOption stability { QStringLiteral("stability"),
        QStringLiteral("Also print how far each weight can move before two of the top 10 swap.") };
    QCommandLineOption scenarioOption { QStringLiteral("scenario"),
        QStringLiteral("True-cost scenario: %1 (default pretraining); adds a true-cost column.")
            .arg(CostScenario::presetNames().join(QLatin1String(", "))),
        QStringLiteral("NAME") };
    QList<QCommandLineOption> all() const { return { catalog, top, preset, weightsFile, format, stability, scenarioOption }; }
};

} // namespace

QList<QCommandLineOption> rankOptions()
{
    return RankOptionSet().all();
}

int runRank(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const RankOptionSet opt;
    QCommandLineParser parser;
    parser.addOptions(opt.all());
    if (!parser.parse(args))
        return usage(err, parser.errorText());
    bool ok = false;
    const int n = parser.value(opt.top).toInt(&ok);
    if (!ok || n <= 0)
        return usage(err, QStringLiteral("rank: --top must be a positive whole number"));
    const QString fmt = parser.value(opt.format).toLower();
    if (fmt != QLatin1String("table") && fmt != QLatin1String("csv") && fmt != QLatin1String("json"))
        return usage(err, QStringLiteral("rank: --format must be table, csv or json"));
    if (parser.isSet(opt.preset) && parser.isSet(opt.weightsFile))
        return usage(err, QStringLiteral("rank: give --preset or --weights, not both"));
    Weights weights;
    QString weightsLabel, error;
    bool usageError = false;
    const auto chosen = weightsFor(parser.value(opt.preset), parser.value(opt.weightsFile), &weightsLabel, &error, &usageError);
    if (!chosen) {
        if (usageError)
            return usage(err, QStringLiteral("rank: ") + error);
        err << "cloudgauge: " << error << '\n';
        return 1;
    }
    weights = *chosen;
    // The scenario sets the true-cost criterion (SemiAnalysis's TCO model) and shows its column.
    const bool showTrueCost = parser.isSet(opt.scenarioOption);
    const auto scenario = CostScenario::preset(showTrueCost ? parser.value(opt.scenarioOption) : QStringLiteral("pretraining"));
    if (!scenario)
        return usage(err,
            QStringLiteral("rank: unknown scenario '%1' (known: %2)")
                .arg(parser.value(opt.scenarioOption), CostScenario::presetNames().join(QLatin1String(", "))));
    auto catalog = openCatalog(parser.value(opt.catalog), err);
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
    if (parser.isSet(opt.stability)) {
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

} // namespace cg::cli
