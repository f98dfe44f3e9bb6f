// `plan`: a capacity plan from a demand curve: per market and term the commitment with the lowest
// cost (CommitmentPlan), and the mix across markets and terms (CommitmentMix, GLPK).
#include "Commands.h"

#include "CommandSupport.h"
#include "catalog/store/Catalog.h"
#include "planning/CapacityPlan.h"
#include "session/Workspace.h"

#include <QCommandLineParser>
#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTextStream>

#include <algorithm>
#include <cmath>

namespace cg::cli {

namespace {

struct PlanOptionSet
{
    QCommandLineOption catalog = catalogOption();
    QStringList formats { QStringLiteral("table"), QStringLiteral("json") };
    QCommandLineOption format = formatOption(formats, QStringLiteral("table"));
    QCommandLineOption demand { QStringLiteral("demand"),
        QStringLiteral("The demand CSV: columns start,gpus, the ISO 8601 start of each hour or day and the GPUs in use."),
        QStringLiteral("FILE.csv") };
    QCommandLineOption gpu { QStringLiteral("gpu"), QStringLiteral("The GPU model to plan for, as `list --gpu` names it (e.g. H100)."),
        QStringLiteral("MODEL") };
    QCommandLineOption provider { QStringLiteral("provider"),
        QStringLiteral("Only this provider (a provider key, any case; one per --provider, repeatable)."), QStringLiteral("KEY") };
    QCommandLineOption terms { QStringLiteral("terms"),
        QStringLiteral("Only these committed terms, in months, comma-separated (e.g. 1,12,36). Default: every term priced."),
        QStringLiteral("LIST") };
    PlanAssumptionOptions assumed;
    QCommandLineOption price { QStringLiteral("price"),
        QStringLiteral("Plan against typed prices instead of the catalog's (without --gpu and --provider), USD per GPU-hour:"
                       " on_demand=USD (required), spot=USD, MONTHS=USD for a committed term; each once."),
        QStringLiteral("KIND=USD") };
    QList<QCommandLineOption> all() const
    {
        return { catalog, format, demand, gpu, provider, terms, assumed.interruptible, assumed.overhead, price };
    }
};

/// The typed market of --price; nullopt with a usage `error`.
std::optional<plan::Market> typedMarket(const QStringList &values, QString *error)
{
    plan::Market market;
    market.label = QStringLiteral("typed prices");
    for (const QString &value : values) {
        const QString kind = value.section(QLatin1Char('='), 0, 0).trimmed();
        // A price per GPU-hour: above 0, at most the import's plausibility bound of USD 10,000,000.
        const auto usd = numberIn(value.section(QLatin1Char('='), 1), 0.0001, 1e7, QStringLiteral("--price %1").arg(kind), error);
        if (!value.contains(QLatin1Char('=')) || !usd) {
            if (!value.contains(QLatin1Char('=')))
                *error = QStringLiteral("--price takes KIND=USD (on_demand=2.49, spot=1.10 or 12=1.65), not '%1'").arg(value);
            return std::nullopt;
        }
        bool isMonths = false;
        const int months = kind.toInt(&isMonths);
        if ((kind == QLatin1String("on_demand") && market.onDemand) || (kind == QLatin1String("spot") && market.spot)
            || (isMonths && market.terms.contains(months))) {
            *error = QStringLiteral("--price %1 is given twice: give each price once").arg(kind);
            return std::nullopt;
        }
        if (kind == QLatin1String("on_demand"))
            market.onDemand = *usd;
        else if (kind == QLatin1String("spot"))
            market.spot = *usd;
        else if (isMonths && months >= 1 && months <= 120)
            market.terms.insert(months, *usd);
        else {
            *error = QStringLiteral("--price: '%1' is not on_demand, spot or a term of 1 to 120 months").arg(kind);
            return std::nullopt;
        }
    }
    if (!market.onDemand) {
        *error = QStringLiteral("--price needs on_demand=USD: the plan is measured against on demand");
        return std::nullopt;
    }
    return market;
}

QString usd(double v)
{
    return QLocale::c().toString(v, 'f', 2);
}

QString percent(double share)
{
    return QLocale::c().toString(share * 100, 'f', 1) + QStringLiteral(" %");
}

/// A USD amount for JSON: to a millionth, so 4607.999999999999 reads 4608.
double usdJson(double v)
{
    return std::round(v * 1e6) / 1e6;
}

QJsonObject termJson(const QString &market, const plan::TermPlan &p, const QString &source)
{
    QJsonObject j;
    j.insert(QStringLiteral("market"), market);
    j.insert(QStringLiteral("term_months"), p.months);
    j.insert(QStringLiteral("term_usd_per_gpu_hour"), p.prices.term);
    j.insert(QStringLiteral("on_demand_usd_per_gpu_hour"), p.prices.onDemand);
    j.insert(QStringLiteral("spot_usd_per_gpu_hour"), jsonNum(p.prices.spot));
    j.insert(QStringLiteral("committed_gpus"), p.committedGpus);
    j.insert(QStringLiteral("closed_form_gpus"), p.closedFormGpus ? QJsonValue(*p.closedFormGpus) : QJsonValue(QJsonValue::Null));
    j.insert(QStringLiteral("coverage"), p.coverage);
    j.insert(QStringLiteral("utilisation"), p.utilisation);
    j.insert(QStringLiteral("usd_per_hour"), usdJson(p.usdPerHour));
    j.insert(QStringLiteral("all_on_demand_usd_per_hour"), usdJson(p.allOnDemandUsdPerHour));
    j.insert(QStringLiteral("period_usd"), usdJson(p.periodUsd));
    j.insert(QStringLiteral("saving_usd"), usdJson(p.savingUsd));
    j.insert(QStringLiteral("saving_share"), p.savingShare);
    j.insert(QStringLiteral("break_even_month"), p.breakEvenMonth ? QJsonValue(*p.breakEvenMonth) : QJsonValue(QJsonValue::Null));
    j.insert(QStringLiteral("window_months"), p.windowMonths);
    j.insert(QStringLiteral("term_source"), source);
    return j;
}

QString mixText(const plan::MixPlan &mix, const QList<plan::ProviderMarket> &markets)
{
    QStringList parts;
    for (const plan::MixCommitment &c : mix.commitments)
        parts << QStringLiteral("commit %1 GPUs for %2 months at %3 (USD %4 per GPU-hour)")
                     .arg(c.gpus)
                     .arg(c.months)
                     .arg(markets.at(c.market).market.label, usd(c.usdPerGpuHour));
    if (mix.commitments.isEmpty())
        parts << QStringLiteral("commit nothing");
    if (mix.onDemandMarket >= 0)
        parts << QStringLiteral("on demand at %1: %2 GPUs on average")
                     .arg(markets.at(mix.onDemandMarket).market.label, QLocale::c().toString(mix.onDemandGpuHoursPerHour, 'f', 1));
    if (mix.spotMarket >= 0)
        parts << QStringLiteral("spot at %1: %2 GPUs on average")
                     .arg(markets.at(mix.spotMarket).market.label, QLocale::c().toString(mix.spotGpuHoursPerHour, 'f', 1));
    return parts.join(QStringLiteral("; "));
}

QJsonObject mixJson(const plan::MixPlan &mix, const QList<plan::ProviderMarket> &markets)
{
    QJsonArray commitments;
    for (const plan::MixCommitment &c : mix.commitments)
        commitments.append(
            QJsonObject { { QStringLiteral("market"), markets.at(c.market).market.label }, { QStringLiteral("term_months"), c.months },
                { QStringLiteral("gpus"), c.gpus }, { QStringLiteral("usd_per_gpu_hour"), c.usdPerGpuHour } });
    const auto label = [&markets](int m) { return m < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(markets.at(m).market.label); };
    return QJsonObject { { QStringLiteral("solver"), QStringLiteral("GLPK glp_intopt") }, { QStringLiteral("commitments"), commitments },
        { QStringLiteral("on_demand_market"), label(mix.onDemandMarket) },
        { QStringLiteral("on_demand_gpus_average"), mix.onDemandGpuHoursPerHour }, { QStringLiteral("spot_market"), label(mix.spotMarket) },
        { QStringLiteral("spot_gpus_average"), mix.spotGpuHoursPerHour }, { QStringLiteral("usd_per_hour"), usdJson(mix.usdPerHour) },
        { QStringLiteral("all_on_demand_usd_per_hour"), usdJson(mix.allOnDemandUsdPerHour) },
        { QStringLiteral("period_usd"), usdJson(mix.periodUsd) }, { QStringLiteral("saving_usd"), usdJson(mix.savingUsd) },
        { QStringLiteral("window_months"), mix.windowMonths } };
}

int printPlan(QTextStream &out, const QString &format, const plan::CapacityPlan &result)
{
    const plan::DemandCurve &curve = result.demand;
    const plan::PlanAssumptions &assumptions = result.assumptions;
    const QList<plan::ProviderMarket> &markets = result.markets;
    const plan::MixPlan &mix = result.mix;
    QJsonArray plansJson, marketsJson;
    QList<QStringList> rows { { QStringLiteral("market"), QStringLiteral("term"), QStringLiteral("term_usd"),
        QStringLiteral("on_demand_usd"), QStringLiteral("committed"), QStringLiteral("closed_form"), QStringLiteral("coverage"),
        QStringLiteral("utilisation"), QStringLiteral("usd_per_hour"), QStringLiteral("period_usd"), QStringLiteral("saving_usd"),
        QStringLiteral("saving"), QStringLiteral("break_even_month") } };
    for (const plan::ProviderMarket &pm : markets)
        marketsJson.append(QJsonObject { { QStringLiteral("market"), pm.market.label },
            { QStringLiteral("on_demand_usd_per_gpu_hour"), jsonNum(pm.market.onDemand) },
            { QStringLiteral("spot_usd_per_gpu_hour"), jsonNum(pm.market.spot) },
            { QStringLiteral("on_demand_source"), pm.sources.onDemand.text() },
            { QStringLiteral("spot_source"), pm.sources.spot.text() } });
    for (const plan::CapacityPlan::Term &t : result.terms) {
        const plan::TermPlan &p = t.plan;
        const QString &label = markets.at(t.market).market.label;
        plansJson.append(termJson(label, p, t.source.text()));
        rows.append({ label, QStringLiteral("%1 mo").arg(p.months), usd(p.prices.term), usd(p.prices.onDemand),
            QString::number(p.committedGpus), p.closedFormGpus ? QString::number(*p.closedFormGpus) : QStringLiteral("—"),
            percent(p.coverage), percent(p.utilisation), usd(p.usdPerHour), usd(p.periodUsd), usd(p.savingUsd), percent(p.savingShare),
            p.breakEvenMonth ? QString::number(*p.breakEvenMonth) : QStringLiteral("—") });
    }
    const QString step = curve.stepHours == 24 ? QStringLiteral("day") : QStringLiteral("hour");
    if (format == QLatin1String("json")) {
        const QJsonObject demand { { QStringLiteral("start"), curve.start.toString(Qt::ISODate) },
            { QStringLiteral("step_hours"), curve.stepHours }, { QStringLiteral("rows"), int(curve.gpus.size()) },
            { QStringLiteral("span_hours"), curve.spanHours() }, { QStringLiteral("peak_gpus"), curve.peak() },
            { QStringLiteral("gpu_hours"), curve.gpuHours() } };
        const QJsonObject assumed { { QStringLiteral("interruptible_share"), assumptions.interruptibleShare },
            { QStringLiteral("interruption_overhead"), assumptions.interruptionOverhead },
            { QStringLiteral("hours_per_month"), plan::kPlanHoursPerMonth } };
        const QJsonObject doc { { QStringLiteral("demand"), demand }, { QStringLiteral("assumptions"), assumed },
            { QStringLiteral("markets"), marketsJson }, { QStringLiteral("plans"), plansJson },
            { QStringLiteral("mix"), mixJson(mix, markets) } };
        out << QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Indented));
        return 0;
    }
    const auto gpus = [](double v) { return QLocale::c().toString(v, 'f', v == std::floor(v) ? 0 : 2); };
    const QString span = curve.spanHours() >= 24 ? QStringLiteral("%1 days").arg(QLocale::c().toString(curve.spanHours() / 24, 'f', 0))
                                                 : QStringLiteral("%1 hours").arg(curve.spanHours());
    out << "Demand: " << curve.gpus.size() << (curve.gpus.size() == 1 ? " row" : " rows") << " of one " << step << " from "
        << curve.start.toString(Qt::ISODate) << " (" << span << "), peak " << gpus(curve.peak()) << " GPUs, " << gpus(curve.gpuHours())
        << " GPU-hours in use.\n";
    out << "Assumed: the curve repeats over each term (30-day months, 720 h); " << percent(assumptions.interruptibleShare)
        << " of the demand may run on spot, with " << percent(assumptions.interruptionOverhead)
        << " extra GPU-hours for interruptions (no public source gives a figure).\n";
    if (assumptions.interruptibleShare > 0
        && std::none_of(markets.cbegin(), markets.cend(), [](const plan::ProviderMarket &m) { return m.market.spot.has_value(); }))
        out << "No spot price is known here: the interruptible share runs on demand.\n";
    out << "\n";
    if (rows.size() > 1)
        printTable(out, rows);
    else
        out << (result.termsLeftOut
                ? "No priced term is among --terms: nothing to commit to (leave out --terms to plan every term priced).\n"
                : "No committed-term price for this GPU among these markets: nothing to commit to. Import a quote (cloudgauge rfq"
                  " import) or type one with --price 12=USD.\n");
    out << "\nBest mix (GLPK): " << mixText(mix, markets) << ".\n";
    out << "  USD " << usd(mix.usdPerHour) << " per hour, USD " << usd(mix.periodUsd) << " over the period";
    if (mix.allOnDemandUsdPerHour > 0)
        out << ", saving USD " << usd(mix.savingUsd) << " (" << percent(1 - mix.usdPerHour / mix.allOnDemandUsdPerHour)
            << ") against all on demand";
    out << ".\n\nSources:\n";
    for (const plan::ProviderMarket &pm : markets) {
        if (pm.providerKey == QLatin1String("typed")) {
            out << "  typed prices: given with --price\n";
            continue;
        }
        if (pm.sources.onDemand.isSet())
            out << "  " << pm.market.label << " on demand USD " << usd(*pm.market.onDemand) << ": " << pm.sources.onDemand.text() << "\n";
        if (pm.sources.spot.isSet())
            out << "  " << pm.market.label << " spot USD " << usd(*pm.market.spot) << ": " << pm.sources.spot.text() << "\n";
        for (auto t = pm.sources.terms.cbegin(); t != pm.sources.terms.cend(); ++t)
            out << "  " << pm.market.label << " " << t.key() << " mo USD " << usd(pm.market.terms.value(t.key())) << ": "
                << t.value().text() << "\n";
    }
    return 0;
}

} // namespace

QList<QCommandLineOption> planOptions()
{
    return PlanOptionSet().all();
}

int runPlan(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const PlanOptionSet opt;
    QCommandLineParser parser;
    parser.addOptions(opt.all());
    if (!parser.parse(args))
        return usage(err, parser.errorText());
    const QString help = QStringLiteral("plan");
    if (parser.positionalArguments().size() > 1)
        return usage(err, QStringLiteral("plan: takes no operand ('%1')").arg(parser.positionalArguments().at(1)), help);
    const std::optional<QString> format = formatValue(parser, opt.formats, help, err);
    if (!format)
        return kUsageError;
    if (!parser.isSet(opt.demand))
        return usage(err, QStringLiteral("plan: --demand FILE.csv is required (columns start,gpus)"), help);
    const bool typed = parser.isSet(opt.price);
    if (typed && (parser.isSet(opt.gpu) || parser.isSet(opt.provider)))
        return usage(err, QStringLiteral("plan: --price plans the typed prices alone: leave out --gpu and --provider, or --price"), help);
    if (!typed && parser.value(opt.gpu).trimmed().isEmpty())
        return usage(err, QStringLiteral("plan: --gpu MODEL is required unless --price gives the prices"), help);
    QString error;
    plan::PlanAssumptions assumptions;
    if (!planAssumptionsFrom(parser, opt.assumed, &assumptions, &error))
        return usage(err, QStringLiteral("plan: %1").arg(error), help);
    QList<int> wantedTerms;
    if (parser.isSet(opt.terms))
        for (const QString &t : parser.value(opt.terms).split(QLatin1Char(','))) {
            bool ok = false;
            const int months = t.trimmed().toInt(&ok);
            if (!ok || months < 1 || months > 120)
                return usage(err, QStringLiteral("plan: --terms takes months from 1 to 120, comma-separated, not '%1'").arg(t), help);
            wantedTerms.append(months);
        }
    std::optional<plan::Market> typedPrices;
    if (typed && !(typedPrices = typedMarket(parser.values(opt.price), &error)))
        return usage(err, QStringLiteral("plan: %1").arg(error), help);

    const auto curve = plan::DemandCurve::readFile(parser.value(opt.demand), &error);
    if (!curve) {
        err << "cloudgauge: plan: " << parser.value(opt.demand) << ": " << error << Qt::endl;
        return 1;
    }

    QList<plan::ProviderMarket> markets;
    if (typedPrices) {
        markets.append({ QStringLiteral("typed"), *typedPrices, {} });
    } else {
        const auto workspace = openWorkspace(parser.value(opt.catalog), err);
        if (!workspace)
            return 1;
        const Catalog &catalog = workspace->catalog();
        const QString gpuName = parser.value(opt.gpu).trimmed();
        QStringList providers;
        if (parser.isSet(opt.provider)) {
            const QList<ProviderRecord> known = catalog.providers();
            if (readFailed(catalog, help, err))
                return 1;
            for (const QString &wanted : parser.values(opt.provider)) {
                const auto match = std::find_if(known.cbegin(), known.cend(),
                    [&wanted](const ProviderRecord &p) { return p.key.compare(wanted.trimmed(), Qt::CaseInsensitive) == 0; });
                if (match == known.cend())
                    return usage(err,
                        QStringLiteral(
                            "plan: '%1' is not a provider key of the catalog (one key per --provider; see 'cloudgauge providers')")
                            .arg(wanted),
                        help);
                providers << match->key;
            }
        }
        const FxRates fx = catalog.latestFxRates();
        if (readFailed(catalog, help, err))
            return 1;
        const QList<OfferView> offers = catalog.offers();
        if (readFailed(catalog, help, err))
            return 1;
        markets = plan::marketsFromCatalog(catalog, offers, fx, gpuName, providers, QDate::currentDate(), &error);
        if (!error.isEmpty()) {
            err << "cloudgauge: plan: " << error << (error.startsWith(QLatin1String("no GPU model")) ? " (see 'cloudgauge list')" : "")
                << Qt::endl;
            return 1;
        }
        if (markets.isEmpty()) {
            err << "cloudgauge: plan: no provider lists a price for " << gpuName
                << (parser.isSet(opt.provider) ? " among the providers given" : "")
                << " in the catalog; type the prices with --price on_demand=USD --price 12=USD" << Qt::endl;
            return 1;
        }
    }
    const auto result = plan::buildPlan(*curve, markets, wantedTerms, assumptions, &error);
    if (!result) {
        err << "cloudgauge: plan: " << error << Qt::endl;
        return 1;
    }
    return printPlan(out, *format, *result);
}

} // namespace cg::cli
