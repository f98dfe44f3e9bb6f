// `rank`: the offers ranked by the shared RankingSession, optionally with its rank stability.
#include "Commands.h"

#include "CommandSupport.h"
#include "RfqQuotes.h"
#include "catalog/store/Catalog.h"
#include "scoring/Caveats.h"
#include "scoring/Explanation.h"
#include "scoring/NeedProfile.h"
#include "scoring/NeedProfileStore.h"
#include "scoring/RankStability.h"
#include "scoring/Ranker.h"
#include "scoring/RankingSession.h"
#include "scoring/TrueCost.h"
#include "scoring/UnpricedProviders.h"
#include "session/Workspace.h"

#include <QCommandLineParser>
#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTextStream>

#include <cmath>
#include <vector>

namespace cg::cli {

namespace {

struct RankOptionSet
{
    QCommandLineOption catalog = catalogOption();
    QCommandLineOption top { QStringLiteral("top"), QStringLiteral("How many offers to print (default 10)."), QStringLiteral("N"),
        QStringLiteral("10") };
    QCommandLineOption preset { QStringLiteral("preset"), QStringLiteral("Weights preset: %1.").arg(oneOf(Weights::presetNames())),
        QStringLiteral("NAME") };
    QCommandLineOption weightsFile { QStringLiteral("weights"), QStringLiteral("Weights as a JSON file."), QStringLiteral("FILE") };
    QStringList formats { QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json") };
    QCommandLineOption format = formatOption(formats, QStringLiteral("table"));
    QCommandLineOption stability { QStringLiteral("stability"),
        QStringLiteral("Also print how far each weight can move before two of the top 10 swap.") };
    QCommandLineOption scenarioOption { QStringLiteral("scenario"),
        QStringLiteral("True-cost scenario: %1 (default: pretraining); adds a true-cost column.").arg(oneOf(CostScenario::presetNames())),
        QStringLiteral("NAME") };
    QCommandLineOption need { QStringLiteral("need"),
        QStringLiteral("Need profile: %1 (hard constraints, its weights and scenario unless --preset/--weights/--scenario).")
            .arg(oneOf(needNames())),
        QStringLiteral("NAME") };
    QCommandLineOption explain { QStringLiteral("explain"),
        QStringLiteral("Explain offer N of the ranking: contributions, gates, data age, what would let the next one overtake it."),
        QStringLiteral("N") };
    QCommandLineOption expand { QStringLiteral("expand"),
        QStringLiteral("One row per instance type (every size), not one per provider and GPU model.") };
    QCommandLineOption excluded { QStringLiteral("excluded"), QStringLiteral("Also list the offers a gate excludes, with the reason.") };
    QCommandLineOption quotes { QStringLiteral("quotes"),
        QStringLiteral(
            "Include the quotes received (confidential): a quote badge on the ranked offers and the quotes beside the list prices.") };
    QCommandLineOption missing { QStringLiteral("missing"),
        QStringLiteral("Missing data: prior or renormalise (default: prior). prior counts a missing criterion at --prior points; "
                       "renormalise leaves it out, which rewards gaps."),
        QStringLiteral("RULE"), QStringLiteral("prior") };
    QCommandLineOption prior { QStringLiteral("prior"), QStringLiteral("Points (0-100) a missing criterion counts at (default 10)."),
        QStringLiteral("POINTS"), QStringLiteral("10") };
    QCommandLineOption noGates { QStringLiteral("no-gates"),
        QStringLiteral("Rank every priced offer: no Not Recommended, unrated, price-plausibility or need gate.") };
    JobOptions job;
    QCommandLineOption maxAge = maxAgeOption();
    QCommandLineOption residency = residencyOption();
    QCommandLineOption requireCert = requireCertOption();
    QCommandLineOption maxRtt = maxRttOption();
    QCommandLineOption batch { QStringLiteral("batch"),
        QStringLiteral("With --method inference: concurrent sequences per decode step for the tokens/s and USD per million tokens "
                       "columns (default 16, CloudGauge's assumption)."),
        QStringLiteral("N"), QStringLiteral("16") };
    QList<QCommandLineOption> all() const
    {
        return QList<QCommandLineOption> { catalog, top, preset, weightsFile, format, stability, scenarioOption, need, explain, expand,
            excluded, missing, prior, noGates, quotes, batch, maxAge, residency, requireCert, maxRtt }
        + job.all();
    }
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
    const std::optional<QString> format = formatValue(parser, opt.formats, QStringLiteral("rank"), err);
    if (!format)
        return kUsageError;
    const QString &fmt = *format;
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
    const bool weightsGiven = parser.isSet(opt.preset) || parser.isSet(opt.weightsFile);
    RankingParams params;
    if (parser.isSet(opt.need)) {
        const std::optional<NeedProfile> profile = NeedProfileStore().find(parser.value(opt.need)); // saved ones override built-ins
        if (!profile)
            return usage(err,
                QStringLiteral("rank: unknown need '%1' (known: %2)").arg(parser.value(opt.need), needNames().join(QLatin1String(", "))));
        params = RankingSession::paramsForNeed(*profile, params);
        if (!weightsGiven) {
            weights = profile->weights;
            weightsLabel = QStringLiteral("the %1 need profile's (CloudGauge's own)").arg(profile->key);
        }
    }
    std::optional<ModelJob> job;
    if (QString why; !jobFrom(parser, opt.job, params.need, &job, &why))
        return usage(err, QStringLiteral("rank: ") + why);
    if (job)
        params = params.withJob(*job);
    if (QString why; !applyMaxAge(parser, opt.maxAge, &params, &why))
        return usage(err, QStringLiteral("rank: ") + why);
    if (QString why; !applyResidency(parser, opt.residency, &params, &why))
        return usage(err, QStringLiteral("rank: ") + why);
    if (QString why; !applyRequireCert(parser, opt.requireCert, &params, &why))
        return usage(err, QStringLiteral("rank: ") + why);
    if (QString why; !applyMaxRtt(parser, opt.maxRtt, &params, &why))
        return usage(err, QStringLiteral("rank: ") + why);
    const QString missingRule = parser.value(opt.missing).toLower();
    if (missingRule != QLatin1String("prior") && missingRule != QLatin1String("renormalise") && missingRule != QLatin1String("renormalize"))
        return usage(err, QStringLiteral("rank: --missing must be prior or renormalise"));
    params.policy.missing
        = missingRule == QLatin1String("prior") ? RankingPolicy::MissingData::Prior : RankingPolicy::MissingData::Renormalise;
    const double priorPoints = parser.value(opt.prior).toDouble(&ok);
    if (!ok || !(priorPoints >= 0 && priorPoints <= 100))
        return usage(err, QStringLiteral("rank: --prior must be a number from 0 to 100"));
    params.policy.priorPoints = priorPoints;
    if (parser.isSet(opt.noGates))
        params.policy.gates = GateNone;
    params.expand = parser.isSet(opt.expand);
    int explainIndex = 0;
    if (parser.isSet(opt.explain)) {
        explainIndex = parser.value(opt.explain).toInt(&ok);
        if (!ok || explainIndex <= 0)
            return usage(err, QStringLiteral("rank: --explain must be a rank, 1 or more"));
    }
    // The scenario sets the true-cost criterion (SemiAnalysis's TCO model) and shows its column.
    const bool showTrueCost = parser.isSet(opt.scenarioOption);
    const auto scenario = CostScenario::preset(showTrueCost ? parser.value(opt.scenarioOption) : params.scenario);
    if (!scenario)
        return usage(err,
            QStringLiteral("rank: unknown scenario '%1' (known: %2)")
                .arg(parser.value(opt.scenarioOption), CostScenario::presetNames().join(QLatin1String(", "))));
    const auto workspace = openWorkspace(parser.value(opt.catalog), err);
    if (!workspace)
        return 1;
    params.weights = weights;
    params.scenario = scenario->name;
    if (!loadRanking(*workspace, params, err))
        return 1;
    const RankingSession &session = workspace->session();
    const QList<RankedOffer> &ranked = session.ranked();
    if (explainIndex > 0) {
        const auto e = Explanation::of(session, explainIndex - 1);
        if (!e) {
            err << "cloudgauge: rank: --explain " << explainIndex << ": only " << ranked.size() << " offers are recommended\n";
            return 1;
        }
        out << e->text() << '\n';
        return 0;
    }
    const QList<rfq::QuoteComparison> quoteComparisons
        = parser.isSet(opt.quotes) ? receivedQuotes(workspace->catalog(), session.snapshot(), params.today) : QList<rfq::QuoteComparison>();
    QList<QStringList> rows;
    rows.append({ QStringLiteral("rank"), QStringLiteral("provider"), QStringLiteral("instance_type"), QStringLiteral("gpu"),
        QStringLiteral("gpus"), QStringLiteral("usd_per_gpu_hour"), QStringLiteral("usd_per_instance_hour"), QStringLiteral("score"),
        QStringLiteral("coverage"), QStringLiteral("tier"), QStringLiteral("region"), QStringLiteral("observed"),
        QStringLiteral("notes") });
    if (showTrueCost)
        rows.first().insert(6, QStringLiteral("true_cost_usd_per_useful_gpu_hour"));
    // Serving a model: decode throughput and cost per token (ModelJob::decodeTokensPerSecondPerGpu).
    const bool perToken = job && job->method == ModelMethod::Inference;
    int batch = 16;
    if (perToken) {
        bool batchOk = false;
        batch = parser.value(opt.batch).toInt(&batchOk);
        if (!batchOk || batch < 1 || batch > 4096)
            return usage(err, QStringLiteral("rank: --batch must be a whole number of sequences from 1 to 4096"));
        rows.first() << QStringLiteral("tokens_per_s_per_gpu") << QStringLiteral("usd_per_million_tokens");
    }
    // With --quotes every row says its basis (list price or quote) and each quote row sits under
    // the listed offer of the same provider and GPU model: one set of rows for all three formats.
    const bool withQuotes = parser.isSet(opt.quotes);
    if (withQuotes)
        rows.first() += quoteColumns();
    std::vector<bool> quotePlaced(size_t(quoteComparisons.size()), false);
    QJsonArray json;
    for (const RankedOffer &r : ranked.mid(0, n)) {
        const QString gpuLabel = r.offer.gpuName.isEmpty() ? r.offer.gpuRawName : r.offer.gpuName;
        const QString tier = r.tier.isEmpty() ? QStringLiteral("unrated") : QStringLiteral("%1 (%2)").arg(r.tier, r.tierVersion);
        const QString region
            = r.regionCount > 1 ? QStringLiteral("%1 (+%2 more)").arg(r.offer.region).arg(r.regionCount - 1) : r.offer.region;
        // Warnings travel with the ranked offer: a stale price, a converted currency, import flags.
        QStringList notes;
        const std::optional<int> age = r.offer.onDemand.observedAgeDays(params.today);
        if (!age)
            notes.append(QStringLiteral("observation date unknown"));
        else if (*age > Ranker::kStaleDays)
            notes.append(QStringLiteral("stale: %1 days old").arg(*age));
        if (!r.fxNote.isEmpty())
            notes.append(QStringLiteral("converted from %1").arg(r.fxNote));
        if (!r.offer.flags.isEmpty())
            notes.append(QStringLiteral("flags: %1").arg(r.offer.flags));
        if (r.configurationCount > 1)
            notes.append(QStringLiteral("%1 sizes (--expand)").arg(r.configurationCount));
        if (withQuotes)
            notes += quoteBadges(quoteComparisons, r.offer);
        rows.append({ QString::number(r.rank), r.offer.providerNameEn, r.offer.instanceType, gpuLabel, num(r.offer.gpuCount),
            num(r.usdPerGpuHour, 2), num(r.usdPerInstanceHour, 2), num(r.score, 1), QStringLiteral("%1%").arg(qRound(r.coverage * 100)),
            tier, region, r.offer.onDemand.observationText(), notes.join(QLatin1String("; ")) });
        if (showTrueCost)
            rows.last().insert(6, r.trueCostUsdPerUsefulGpuHour ? num(r.trueCostUsdPerUsefulGpuHour, 2) : QStringLiteral("no data"));
        std::optional<double> tokens, perMillion;
        if (perToken) {
            tokens = job->decodeTokensPerSecondPerGpu(r.offer.memoryBandwidthGBs, r.offer.bf16Tflops, batch);
            perMillion = ModelJob::usdPerMillionTokens(r.usdPerGpuHour, tokens);
            rows.last() << (tokens ? num(tokens, 1) : QStringLiteral("no data"))
                        << (perMillion ? num(perMillion, 3) : QStringLiteral("no data"));
        }
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
        j.insert(QStringLiteral("country"), r.offer.country.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(r.offer.country));
        if (perToken) {
            j.insert(QStringLiteral("tokens_per_s_per_gpu"), jsonNum(tokens));
            j.insert(QStringLiteral("usd_per_million_tokens"), jsonNum(perMillion));
        }
        j.insert(QStringLiteral("regions"), r.regionCount);
        j.insert(QStringLiteral("as_of"), r.offer.onDemand.asOf);
        j.insert(QStringLiteral("observed_on"),
            r.offer.onDemand.observedOn.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(r.offer.onDemand.observedOn));
        j.insert(QStringLiteral("observed_after"),
            r.offer.onDemand.observedAfter.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(r.offer.onDemand.observedAfter));
        j.insert(QStringLiteral("imported_on"), r.offer.onDemand.importedOn);
        j.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(r.warnings));
        j.insert(QStringLiteral("confidence"),
            r.confidence == RankedOffer::Confidence::High         ? QStringLiteral("high")
                : r.confidence == RankedOffer::Confidence::Medium ? QStringLiteral("medium")
                                                                  : QStringLiteral("low"));
        j.insert(QStringLiteral("node_check"), r.nodeCheck.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(r.nodeCheck));
        j.insert(QStringLiteral("recommended"), true);
        if (withQuotes) {
            rows.last() += listPriceQuoteCells();
            j.insert(QStringLiteral("basis"), QStringLiteral("list"));
            j.insert(QStringLiteral("confidential"), false);
        }
        json.append(j);
        for (qsizetype i = 0; i < quoteComparisons.size(); ++i) {
            const rfq::QuoteComparison &c = quoteComparisons.at(i);
            if (quotePlaced[size_t(i)] || c.gpuKey.isEmpty() || c.quote.providerKey != r.offer.providerKey || c.gpuKey != r.offer.gpuKey)
                continue;
            quotePlaced[size_t(i)] = true;
            const QuoteRankRow q = quoteRankRow(c, r.offer.providerNameEn, r.rank, showTrueCost);
            rows.append(q.cells);
            json.append(q.json);
        }
    }
    // Quotes of no ranked offer (another GPU model, a provider outside the top N) follow the ranking.
    for (qsizetype i = 0; i < quoteComparisons.size(); ++i) {
        if (quotePlaced[size_t(i)])
            continue;
        const rfq::QuoteComparison &c = quoteComparisons.at(i);
        QString name = c.quote.providerKey;
        for (const OfferView &o : session.snapshot().offers)
            if (o.providerKey == c.quote.providerKey && !o.providerNameEn.isEmpty()) {
                name = o.providerNameEn;
                break;
            }
        const QuoteRankRow q = quoteRankRow(c, name, 0, showTrueCost);
        rows.append(q.cells);
        json.append(q.json);
    }
    // The offers a gate excludes: counted always, listed with --excluded, never silently dropped.
    const QList<RankedOffer> &excluded = session.excluded();
    QList<QStringList> excludedRows { { QStringLiteral("provider"), QStringLiteral("instance_type"), QStringLiteral("gpu"),
        QStringLiteral("usd_per_gpu_hour"), QStringLiteral("score"), QStringLiteral("excluded_because") } };
    if (parser.isSet(opt.excluded))
        for (const RankedOffer &r : excluded.mid(0, n)) {
            const QStringList reasons = Caveats::gates(r.gates, Caveats::factsOf(r, session));
            const QString gpuLabel = r.offer.gpuName.isEmpty() ? r.offer.gpuRawName : r.offer.gpuName;
            excludedRows.append({ r.offer.providerNameEn, r.offer.instanceType, gpuLabel, num(r.usdPerGpuHour, 2), num(r.score, 1),
                reasons.join(QLatin1String("; ")) });
            QJsonObject j;
            j.insert(QStringLiteral("provider"), r.offer.providerKey);
            j.insert(QStringLiteral("instance_type"), r.offer.instanceType);
            j.insert(QStringLiteral("region"), r.offer.region);
            j.insert(QStringLiteral("country"), r.offer.country.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(r.offer.country));
            j.insert(QStringLiteral("gpu"), gpuLabel);
            j.insert(QStringLiteral("usd_per_gpu_hour"), r.usdPerGpuHour);
            j.insert(QStringLiteral("recommended"), false);
            j.insert(QStringLiteral("excluded_because"), QJsonArray::fromStringList(reasons));
            json.append(j);
        }
    for (QStringList &row : rows) // quote rows end before the per-token columns
        while (row.size() < rows.first().size())
            row << QString();
    if (fmt == QLatin1String("json")) {
        out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
    } else if (fmt == QLatin1String("csv")) {
        printCsv(out, rows);
    } else {
        if (withQuotes)
            out << "CONFIDENTIAL: includes the quotes received from providers (basis quote).\n";
        out << "Weights: " << weightsLabel << "; BF16 price-performance " << weights[Criterion::PricePerfBf16]
            << ", bandwidth price-performance " << weights[Criterion::PricePerfBandwidth] << ", memory " << weights[Criterion::Memory]
            << ", true cost " << weights[Criterion::TrueCost] << " (scenario " << scenario->name << ")"
            << ", ClusterMAX categories " << weights.categoryTotal()
            << " (from each provider's assessment, else its published tier). Prices: on-demand, USD per GPU-hour, cheapest region.\n";
        if (job) {
            const NeedConstraints c = job->constraints();
            out << "Job: " << ModelJob::methodNames().at(int(job->method)) << ", " << ModelJob::parametersText(job->parameters)
                << " parameters on " << job->gpus << (job->gpus == 1 ? " GPU" : " GPUs") << ": needs "
                << QLocale::c().toString(c.minMemoryGbPerGpu.value_or(0), 'f', 1) << " GB per GPU ("
                << ModelJob::bytesPerParameter(job->method) << " bytes per parameter"
                << (job->method == ModelMethod::Qlora ? QStringLiteral(", not sharded") : QStringLiteral(" sharded over the job's GPUs"))
                << ")"
                << (c.minGpus ? QStringLiteral(", at least %1 GPUs per instance, NVLink-class interconnect").arg(*c.minGpus) : QString())
                << "; true cost for a job of " << job->gpus << (job->gpus == 1 ? " GPU" : " GPUs") << ".\n";
        }
        printTable(out, rows);
        int byGate[5] = {};
        for (const RankedOffer &r : excluded)
            for (int g = 0; g < 5; ++g)
                byGate[g] += (r.gates & (1u << g)) ? 1 : 0;
        out << "\nNot recommended: " << excluded.size() << " offers (ClusterMAX Not Recommended " << byGate[0] << ", unrated " << byGate[1]
            << ", implausibly cheap " << byGate[2] << ", implausibly dear " << byGate[3] << ", need constraints " << byGate[4] << ")"
            << (parser.isSet(opt.excluded) ? ":" : "; --excluded lists them") << '\n';
        if (parser.isSet(opt.excluded))
            printTable(out, excludedRows);
        // Providers with offers but no usable price: not ranked, named with the next step.
        const QList<UnpricedProvider> unpriced = UnpricedProvider::of(session.snapshot().offers, session.snapshot().fx);
        if (!unpriced.isEmpty()) {
            out << "\nNot ranked: no price in the catalog: " << unpriced.size() << " providers"
                << (parser.isSet(opt.excluded) ? ":" : "; --excluded lists them") << '\n';
            if (parser.isSet(opt.excluded)) {
                QList<QStringList> table { { QStringLiteral("provider"), QStringLiteral("instance_types"), QStringLiteral("examples"),
                    QStringLiteral("next_step") } };
                for (const UnpricedProvider &p : unpriced)
                    table.append({ p.nameEn, QString::number(p.instanceTypes), p.examples.join(QLatin1String(", ")), p.nextStepText() });
                printTable(out, table);
            }
        }
        if (withQuotes)
            printQuotesSummary(out, quoteComparisons);
        out << "Missing data: "
            << (params.policy.missing == RankingPolicy::MissingData::Prior
                       ? QStringLiteral("counts at %1 points (the lowest published tier's)").arg(params.policy.priorPoints)
                       : QStringLiteral("renormalised away (rewards gaps)"))
            << "; FX " << (session.snapshot().fx.oldestDate().isEmpty() ? QStringLiteral("none") : session.snapshot().fx.oldestDate())
            << (session.snapshot().fx.isStale(params.today) ? QStringLiteral(" (older than 90 days: converted prices may be off)")
                                                            : QString())
            << '\n';
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
