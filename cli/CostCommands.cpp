// `tco` and `estimate`: what an offer really costs, and what a training run costs to finish.
#include "Commands.h"

#include "CommandSupport.h"
#include "RfqQuotes.h"
#include "catalog/store/Catalog.h"
#include "scoring/ChargeText.h"
#include "scoring/FinishCost.h"
#include "scoring/RankingSession.h"
#include "scoring/ReservedTerm.h"
#include "scoring/TrueCost.h"
#include "session/Workspace.h"

#include <QCommandLineParser>
#include <QDate>
#include <QLocale>
#include <QTextStream>

namespace cg::cli {

namespace {

struct TcoOptionSet
{
    QCommandLineOption catalog = catalogOption();
    QCommandLineOption scenario { QStringLiteral("scenario"),
        QStringLiteral("True-cost scenario: %1 (default: pretraining).").arg(oneOf(CostScenario::presetNames())), QStringLiteral("NAME"),
        QStringLiteral("pretraining") };
    QCommandLineOption gpus { QStringLiteral("gpus"), QStringLiteral("GPUs in the job (default: the scenario's)."), QStringLiteral("N") };
    QCommandLineOption quotes { QStringLiteral("quotes"),
        QStringLiteral("Also the true cost at each valid quote received for the offer's provider and GPU model (confidential), and "
                       "a reserved quote's break-even utilisation against the list price.") };
    QList<QCommandLineOption> all() const { return { catalog, scenario, gpus, quotes }; }
};

struct EstimateOptionSet
{
    QCommandLineOption catalog = catalogOption();
    QCommandLineOption params { QStringLiteral("params"), QStringLiteral("Model parameters: 70B, 7e9, 1.5T."), QStringLiteral("N") };
    QCommandLineOption tokens { QStringLiteral("tokens"), QStringLiteral("Training tokens (e.g. 1e12)."), QStringLiteral("N") };
    QCommandLineOption mfu { QStringLiteral("mfu"), QStringLiteral("Model FLOPs utilisation, a fraction (default 0.4)."),
        QStringLiteral("F"), QStringLiteral("0.4") };
    QCommandLineOption gpus { QStringLiteral("gpus"),
        QStringLiteral("GPUs in the job (default 64): the wall time, and what an instance must hold (at least min(N, 8) GPUs with "
                       "NVLink-class interconnect when the model is sharded)."),
        QStringLiteral("N"), QStringLiteral("64") };
    QCommandLineOption method { QStringLiteral("method"),
        QStringLiteral("full, lora or qlora (default full): the memory per GPU the model needs (ModelJob). FLOPs are 6 x P x T for "
                       "each, an upper bound for LoRA and QLoRA, which skip the frozen weights' gradients."),
        QStringLiteral("NAME"), QStringLiteral("full") };
    QCommandLineOption scenario { QStringLiteral("scenario"),
        QStringLiteral("True-cost scenario: %1 (default: pretraining).").arg(oneOf(CostScenario::presetNames())), QStringLiteral("NAME"),
        QStringLiteral("pretraining") };
    QCommandLineOption top { QStringLiteral("top"), QStringLiteral("How many offers to print (default 10)."), QStringLiteral("N"),
        QStringLiteral("10") };
    QStringList formats { QStringLiteral("table"), QStringLiteral("csv") };
    QCommandLineOption format = formatOption(formats, QStringLiteral("table"));
    QCommandLineOption noGates { QStringLiteral("no-gates"),
        QStringLiteral("Estimate every offer as recommended (by default offers the ranking's gates exclude, and those with too "
                       "little memory per GPU for the model, are listed after the others with the reason).") };
    QCommandLineOption quotes { QStringLiteral("quotes"),
        QStringLiteral("Also price each run at the valid quotes received for the offer's provider and GPU model (confidential): two "
                       "more columns, and the rank follows the cheaper of the list price and the quote.") };
    QList<QCommandLineOption> all() const { return { catalog, params, tokens, mfu, gpus, method, scenario, top, format, noGates, quotes }; }
};

/**
 * The quotes beside the list price in true cost: for each valid quote of `offer`'s provider and
 * GPU model with a USD price, the true cost per useful GPU-hour at the quoted price (the same
 * scenario and reliability as the list price: computeTrueCost), and for a reserved quote the
 * break-even utilisation against the on-demand list price `listUsd` (termBreakEven; no price
 * decline assumed, since none is published: the term is paid for every hour, on-demand only for
 * the hours used). Confidential: printed only with --quotes.
 */
void printQuotedTrueCost(QTextStream &out, const QList<rfq::QuoteComparison> &quotes, const OfferView &offer, double listUsd,
    const CostScenario &scenario, const ReliabilityProfile &reliability, const HiddenCostRates &rates)
{
    const QLocale c = QLocale::c();
    QList<QStringList> rows { { QStringLiteral("quote"), QStringLiteral("pricing"), QStringLiteral("usd_per_gpu_hour"),
        QStringLiteral("true_cost_usd_per_useful_gpu_hour"), QStringLiteral("vs_list_true_cost"), QStringLiteral("break_even_utilisation"),
        QStringLiteral("valid_until") } };
    const double listTrueCost = computeTrueCost(listUsd, scenario, reliability, rates).usdPerUsefulGpuHour();
    for (const rfq::QuoteComparison &q : quotes) {
        if (!q.appliesTo(offer) || !q.quoteUsdPerGpuHour)
            continue;
        const double trueCost = computeTrueCost(*q.quoteUsdPerGpuHour, scenario, reliability, rates).usdPerUsefulGpuHour();
        const bool reserved = q.quote.kind == QLatin1String("reserved");
        QString breakEven = QStringLiteral("pay as used");
        if (reserved) {
            const auto b = termBreakEven(listUsd, *q.quoteUsdPerGpuHour, q.quote.termMonths, 0.0);
            breakEven = !b ? QStringLiteral("no data")
                : b->paysAtOrBelowFullUse()
                ? QStringLiteral("%1 % over %2 mo").arg(c.toString(b->breakEvenUtilisation * 100, 'f', 1)).arg(b->months)
                : QStringLiteral("never (above the list price)");
        }
        const double diff = (trueCost / listTrueCost - 1) * 100;
        rows.append({ QStringLiteral("%1 line %2").arg(q.quote.rfqId).arg(q.quote.line),
            reserved ? QStringLiteral("reserved %1 mo").arg(q.quote.termMonths) : QStringLiteral("on-demand"),
            c.toString(*q.quoteUsdPerGpuHour, 'f', 2), c.toString(trueCost, 'f', 4),
            QStringLiteral("%1%2%").arg(diff > 0 ? QStringLiteral("+") : QString(), c.toString(diff, 'f', 1)), breakEven,
            q.quote.validUntil });
    }
    out << "\nQuotes received (confidential) in true cost, against the list price's USD " << c.toString(listTrueCost, 'f', 4)
        << " per useful GPU-hour: " << (rows.size() - 1) << " valid\n";
    if (rows.size() > 1) {
        printTable(out, rows);
        out << "Break-even: a reserved term is cheaper than on-demand at the list price above this share of its hours in use "
               "(no price decline assumed).\n";
    }
}

} // namespace

QList<QCommandLineOption> tcoOptions()
{
    return TcoOptionSet().all();
}

QList<QCommandLineOption> estimateOptions()
{
    return EstimateOptionSet().all();
}

int runTco(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const TcoOptionSet opt;
    QCommandLineParser parser;
    parser.addOptions(opt.all());
    parser.addPositionalArgument(QStringLiteral("OFFER"), QStringLiteral("Instance type, or provider:instance-type."));
    if (!parser.parse(args))
        return usage(err, parser.errorText());
    const QStringList positional = parser.positionalArguments().mid(1);
    if (positional.size() != 1)
        return usage(err, QStringLiteral("tco: name one offer (an instance type, or provider:instance-type)"));
    auto preset = CostScenario::preset(parser.value(opt.scenario));
    if (!preset)
        return usage(err,
            QStringLiteral("tco: unknown scenario '%1' (%2)")
                .arg(parser.value(opt.scenario), CostScenario::presetNames().join(QLatin1String(", "))));
    if (parser.isSet(opt.gpus)) {
        bool ok = false;
        preset->gpus = parser.value(opt.gpus).toInt(&ok);
        // CloudGauge's plausibility bound: several times the largest clusters announced.
        if (!ok || preset->gpus <= 0 || preset->gpus > 1000000)
            return usage(err, QStringLiteral("tco: --gpus must be a whole number from 1 to 1000000"));
    }
    const auto workspace = openWorkspace(parser.value(opt.catalog), err);
    if (!workspace)
        return 1;
    const Catalog &catalog = workspace->catalog();
    const QString &wanted = positional.first();
    const QString providerPart = wanted.contains(QLatin1Char(':')) ? wanted.section(QLatin1Char(':'), 0, 0) : QString();
    const QString instancePart = wanted.contains(QLatin1Char(':')) ? wanted.section(QLatin1Char(':'), 1) : wanted;
    const auto fx = catalog.latestFxRates();
    if (readFailed(catalog, QStringLiteral("tco"), err))
        return 1;
    const OfferView *best = nullptr;
    double bestUsd = 0;
    QString unconvertible; // a matching offer's currency without an exchange rate
    const QList<OfferView> offers = catalog.offers();
    if (readFailed(catalog, QStringLiteral("tco"), err))
        return 1;
    for (const OfferView &o : offers) {
        if (o.instanceType.compare(instancePart, Qt::CaseInsensitive) != 0)
            continue;
        if (!providerPart.isEmpty() && o.providerKey.compare(providerPart, Qt::CaseInsensitive) != 0)
            continue;
        const auto perGpu = o.onDemandPerGpuHour();
        if (!perGpu)
            continue;
        const auto converted = fx.toUsd(*perGpu, o.onDemand.currency);
        if (!converted) {
            unconvertible = o.onDemand.currency;
            continue;
        }
        const double usd = *converted;
        if (!best || usd < bestUsd) {
            best = &o;
            bestUsd = usd;
        }
    }
    if (!best && !unconvertible.isEmpty()) {
        err << "cloudgauge: tco: '" << wanted << "' is priced in " << unconvertible
            << ", for which the catalog has no exchange rate to USD (cloudgauge fx lists the rates it has)\n";
        return 1;
    }
    if (!best) {
        err << "cloudgauge: tco: no priced offer named '" << wanted << "' in the catalog (see cloudgauge list)\n";
        return 1;
    }
    const RatingView rating = catalog.latestRatings().value(best->providerKey);
    if (readFailed(catalog, QStringLiteral("tco"), err))
        return 1;
    const auto reliability = ReliabilityProfile::forTier(rating.tier, preset->name == QLatin1String("inference"));
    if (!reliability) {
        err << "cloudgauge: tco: " << best->providerNameEn
            << " has no published tier and no reliability figures in the catalog, so its goodput cannot be estimated\n";
        return 1;
    }
    // The provider's published charges, as the window's ScoringTable prices them (HiddenCostRates).
    const QList<ProviderCharge> charges = catalog.providerCharges().value(best->providerKey);
    if (readFailed(catalog, QStringLiteral("tco"), err))
        return 1;
    const HiddenCostRates rates = HiddenCostRates::from(charges, fx);
    const CostBreakdown b = computeTrueCost(bestUsd, *preset, *reliability, rates);
    const QLocale c = QLocale::c();
    if (b.saturated()) {
        err << "cloudgauge: tco: at " << preset->gpus << " GPUs the job would lose " << c.toString(b.lostGpuHoursPerMonth, 'f', 0)
            << " GPU-hours a month to failures (" << c.toString(b.failuresPerMonth, 'f', 1) << " failures, "
            << c.toString(b.lostGpuHoursPerFailure, 'f', 1) << " GPU-hours each), more than the "
            << c.toString(b.usefulGpuHoursPerMonth, 'f', 0) << " it has: under scenario " << preset->name
            << "'s recovery model it makes no progress, so there is no effective price. Use fewer GPUs"
            << (preset->name == QLatin1String("inference") ? "" : " or the inference scenario (fault-tolerant)") << "\n";
        return 1;
    }
    auto money = [&c](double v) { return c.toString(v, 'f', 2); };
    out << "True cost of " << best->providerNameEn << " " << best->instanceType << " (" << best->region << "), scenario " << preset->name
        << ", " << preset->gpus << " GPUs for " << preset->hoursPerMonth << " h a month\n";
    out << "List price: USD " << money(bestUsd) << " per GPU-hour (on-demand, observed " << best->onDemand.observationText() << ")\n";
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
    out << ChargeText::truthOf(b, *preset, c) << "\n";
    if (charges.isEmpty())
        out << "Charges besides the GPU: none published that CloudGauge has found\n";
    for (const ProviderCharge &charge : charges)
        out << "Charge: " << ChargeText::line(charge, c) << " " << charge.sourceUrl << "\n";
    out << "Effective price: USD " << c.toString(b.usdPerUsefulGpuHour(), 'f', 4) << " per useful GPU-hour\n";
    if (parser.isSet(opt.quotes)) {
        CatalogSnapshot quoted;
        quoted.offers = offers;
        quoted.fx = fx;
        printQuotedTrueCost(out, receivedQuotes(catalog, quoted, QDate::currentDate()), *best, bestUsd, *preset, *reliability, rates);
    }
    return 0;
}

int runEstimate(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const EstimateOptionSet opt;
    QCommandLineParser parser;
    parser.addOptions(opt.all());
    if (!parser.parse(args))
        return usage(err, parser.errorText());
    auto number = [&parser](const QCommandLineOption &option, bool *ok) { return QLocale::c().toDouble(parser.value(option), ok); };
    TrainingRun run;
    bool ok = false;
    // Bounds keep 6 × P × T and the GPU-hours finite: 10^15 parameters and 10^18 tokens are far
    // beyond any run so far (ModelJob::parseParameters).
    if (!parser.isSet(opt.params))
        return usage(err, QStringLiteral("estimate: --params is required: the model's parameters (70B, 7e9)"));
    QString why;
    const auto parameters = ModelJob::parseParameters(parser.value(opt.params), &why);
    if (!parameters)
        return usage(err, QStringLiteral("estimate: --params: ") + why);
    run.parameters = *parameters;
    run.tokens = number(opt.tokens, &ok);
    if (!parser.isSet(opt.tokens) || !ok || !(run.tokens > 0) || !(run.tokens <= 1e18))
        return usage(err, QStringLiteral("estimate: --tokens must be a number of tokens from 1 to 1e18 (e.g. 1e12)"));
    run.mfu = number(opt.mfu, &ok);
    if (!ok || !(run.mfu >= 0.001) || run.mfu > 1)
        return usage(err, QStringLiteral("estimate: --mfu must be a fraction from 0.001 to 1 (0.4 = 40 %)"));
    run.gpus = parser.value(opt.gpus).toInt(&ok);
    if (!ok || run.gpus <= 0)
        return usage(err, QStringLiteral("estimate: --gpus must be a positive whole number"));
    const auto method = ModelJob::methodFromName(parser.value(opt.method));
    if (!method || *method == ModelMethod::Inference)
        return usage(err, QStringLiteral("estimate: --method must be full, lora or qlora, not '%1'").arg(parser.value(opt.method)));
    run.method = *method;
    const int n = parser.value(opt.top).toInt(&ok);
    if (!ok || n <= 0)
        return usage(err, QStringLiteral("estimate: --top must be a positive whole number"));
    const std::optional<QString> format = formatValue(parser, opt.formats, QStringLiteral("estimate"), err);
    if (!format)
        return kUsageError;
    const QString &fmt = *format;
    const auto preset = CostScenario::preset(parser.value(opt.scenario));
    if (!preset)
        return usage(err,
            QStringLiteral("estimate: unknown scenario '%1' (known: %2)")
                .arg(parser.value(opt.scenario), CostScenario::presetNames().join(QLatin1String(", "))));
    const auto workspace = openWorkspace(parser.value(opt.catalog), err);
    if (!workspace)
        return 1;
    // The ranking's own session: the same prices, true costs and gates as `rank`.
    RankingParams rankingParams;
    rankingParams.scenario = preset->name;
    if (parser.isSet(opt.noGates))
        rankingParams.policy.gates = GateNone;
    if (!loadRanking(*workspace, rankingParams, err))
        return 1;
    const RankingSession &session = workspace->session();
    FinishCostTable finish = FinishCostTable::build(session);
    const bool withQuotes = parser.isSet(opt.quotes);
    if (withQuotes)
        finish.setQuotes(receivedQuotes(workspace->catalog(), session.snapshot(), QDate::currentDate()));
    QList<FinishCost> rows = finish.estimate(run);
    if (parser.isSet(opt.noGates))
        for (FinishCost &f : rows)
            f.notRecommended.clear();
    const NeedConstraints need = FinishCostTable::jobNeed(run);
    const QLocale c = QLocale::c();
    QList<QStringList> table { { QStringLiteral("rank"), QStringLiteral("provider"), QStringLiteral("instance_type"), QStringLiteral("gpu"),
        QStringLiteral("gpus"), QStringLiteral("instances"), QStringLiteral("usd_per_gpu_hour"), QStringLiteral("gpu_hours"),
        QStringLiteral("wall_hours"), QStringLiteral("cost_usd"), QStringLiteral("true_cost_usd_per_useful_gpu_hour"),
        QStringLiteral("cost_at_true_cost_usd"), QStringLiteral("region"), QStringLiteral("not_recommended") } };
    if (withQuotes)
        table.first() << QStringLiteral("quote_usd_per_gpu_hour") << QStringLiteral("quote") << QStringLiteral("cost_at_quote_usd");
    int estimated = 0, noBf16 = 0, noPrice = 0, recommended = 0, notRecommended = 0;
    QStringList firstExcluded;
    for (const FinishCost &f : rows) {
        if (!f.hasEstimate()) {
            noBf16 += f.noData != FinishCost::NoData::NoPrice;
            noPrice += f.noData != FinishCost::NoData::NoBf16;
            continue;
        }
        ++estimated;
        if (!f.isRecommended()) {
            // Listed after every recommended row in csv; counted, with the first reasons, in the table.
            if (++notRecommended <= 3)
                firstExcluded.append(
                    QStringLiteral("%1 %2: %3").arg(f.offer.providerNameEn, f.offer.instanceType, f.notRecommended.join(QLatin1Char(' '))));
            if (fmt != QLatin1String("csv") || notRecommended > n)
                continue;
        } else if (++recommended > n) {
            continue;
        }
        const QString gpuLabel = f.offer.gpuName.isEmpty() ? f.offer.gpuRawName : f.offer.gpuName;
        table.append({ f.isRecommended() ? QString::number(recommended) : QString(), f.offer.providerNameEn, f.offer.instanceType, gpuLabel,
            f.offer.gpuCount ? c.toString(*f.offer.gpuCount, 'g', 4) : QStringLiteral("unknown"),
            QString::number(run.job().instancesOn(f.offer.gpuCount.value_or(0))), c.toString(*f.usdPerGpuHour, 'f', 4),
            c.toString(f.estimate.gpuHours, 'f', 2), c.toString(f.estimate.wallHours, 'f', 2), c.toString(f.estimate.costUsd, 'f', 2),
            f.trueCostUsdPerUsefulGpuHour ? c.toString(*f.trueCostUsdPerUsefulGpuHour, 'f', 4) : QStringLiteral("no data"),
            f.costAtTrueCostUsd ? c.toString(*f.costAtTrueCostUsd, 'f', 2) : QStringLiteral("no data"),
            f.regionCount > 1 ? QStringLiteral("%1 (+%2 more)").arg(f.offer.region).arg(f.regionCount - 1) : f.offer.region,
            f.notRecommended.join(QLatin1Char(' ')) });
        if (withQuotes) {
            if (f.quote && f.costAtQuoteUsd)
                table.last() << c.toString(*f.quote->quoteUsdPerGpuHour, 'f', 4)
                             << QStringLiteral("%1 line %2 %3")
                                    .arg(f.quote->quote.rfqId)
                                    .arg(f.quote->quote.line)
                                    .arg(f.quote->quote.kind == QLatin1String("reserved")
                                            ? QStringLiteral("reserved %1 mo").arg(f.quote->quote.termMonths)
                                            : QStringLiteral("on-demand"))
                             << c.toString(*f.costAtQuoteUsd, 'f', 2);
            else
                table.last() << QString() << QString() << QString();
        }
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
    if (need.minMemoryGbPerGpu)
        out << "Job: " << ModelJob::methodNames().at(int(run.method)) << "; the model needs " << c.toString(*need.minMemoryGbPerGpu, 'f', 1)
            << " GB per GPU (" << ModelJob::bytesPerParameter(run.method) << " bytes per parameter"
            << (run.method == ModelMethod::Qlora ? QStringLiteral(", not sharded") : QStringLiteral(", sharded over %1 GPUs").arg(run.gpus))
            << "; activations not counted)"
            << (need.minGpus ? QStringLiteral(", at least %1 GPUs per instance with NVLink-class interconnect").arg(*need.minGpus)
                             : QString())
            << "; instances = the instances of that size the job takes.\n";
    printTable(out, table);
    if (notRecommended > 0)
        out << "Not recommended (estimated, listed after the others in the window): " << notRecommended << " offers; the cheapest:\n  "
            << firstExcluded.join(QLatin1String("\n  ")) << "\n";
    out << "No data (listed last in the window): " << (rows.size() - estimated) << " offers, of which " << noBf16
        << " have no dense BF16 figure and " << noPrice << " no comparable on-demand price.\n";
    return 0;
}

} // namespace cg::cli
