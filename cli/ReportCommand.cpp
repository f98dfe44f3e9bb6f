// `report`: the PDF report for management, drawn with the window's charts (needs a QApplication).
#include "Commands.h"

#include "CommandSupport.h"
#include "catalog/store/Catalog.h"
#include "geo/UserLocation.h"
#include "i18n/LanguageManager.h"
#include "report/ReportWriter.h"
#include "scoring/NeedProfile.h"
#include "scoring/NeedProfileStore.h"
#include "scoring/RankingSession.h"
#include "scoring/TrueCost.h"
#include "session/Workspace.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

namespace cg::cli {

namespace {

struct ReportOptionSet
{
    QCommandLineOption catalog = catalogOption();
    QCommandLineOption out { QStringLiteral("out"), QStringLiteral("PDF file to write."), QStringLiteral("FILE") };
    QCommandLineOption lang { QStringLiteral("lang"),
        QStringLiteral("Report language: %1 (default: en).").arg(oneOf(LanguageManager::languages())), QStringLiteral("LANG"),
        QStringLiteral("en") };
    QCommandLineOption preset { QStringLiteral("preset"), QStringLiteral("Weights preset: %1.").arg(oneOf(Weights::presetNames())),
        QStringLiteral("NAME") };
    QCommandLineOption weights { QStringLiteral("weights"), QStringLiteral("Weights file (JSON)."), QStringLiteral("FILE") };
    QCommandLineOption top { QStringLiteral("top"), QStringLiteral("Offers in the ranking table."), QStringLiteral("N"),
        QStringLiteral("10") };
    QCommandLineOption paper { QStringLiteral("paper"), QStringLiteral("Paper size: A4 or Letter (default: A4)."), QStringLiteral("PAPER"),
        QStringLiteral("A4") };
    QCommandLineOption scenario { QStringLiteral("scenario"),
        QStringLiteral("True-cost scenario: %1 (default: pretraining).").arg(oneOf(CostScenario::presetNames())), QStringLiteral("NAME"),
        QStringLiteral("pretraining") };
    QCommandLineOption need { QStringLiteral("need"),
        QStringLiteral("Need profile: %1; its hard constraints, and its weights and scenario unless --preset/--weights/--scenario.")
            .arg(oneOf(needNames())),
        QStringLiteral("NAME") };
    QCommandLineOption quotes { QStringLiteral("quotes"),
        QStringLiteral("Include the quotes and answers received from providers (confidential: every page is marked so).") };
    QCommandLineOption currency { QStringLiteral("currency"),
        QStringLiteral("Currency of the amounts: USD, or one the catalog has an exchange rate for (CNY, EUR; `fx list`). Default: "
                       "CNY for --lang zh_CN when the catalog has its rate, else USD. Page 1 states the rate and its date."),
        QStringLiteral("CODE") };
    JobOptions job;
    QCommandLineOption maxAge = maxAgeOption();
    QCommandLineOption residency = residencyOption();
    QCommandLineOption requireCert = requireCertOption();
    QCommandLineOption maxRtt = maxRttOption();
    QCommandLineOption from { QStringLiteral("from"),
        QStringLiteral("Where the users are, LAT,LON (e.g. 31.23,121.47): each region's distance from there (default: the location set "
                       "with `cloudgauge location set`, if any)."),
        QStringLiteral("LAT,LON") };
    QCommandLineOption demand { QStringLiteral("demand"),
        QStringLiteral("Add the section \"Capacity plan\": the demand CSV (start,gpus) planned against the catalog's prices and the"
                       " quotes received, as `cloudgauge plan` does."),
        QStringLiteral("FILE.csv") };
    QCommandLineOption planGpu { QStringLiteral("plan-gpu"),
        QStringLiteral("The GPU model the capacity plan is for (default: the model of the first-ranked offer)."), QStringLiteral("MODEL") };
    PlanAssumptionOptions assumed;
    QList<QCommandLineOption> all() const
    {
        return QList<QCommandLineOption> { catalog, out, lang, preset, weights, top, paper, scenario, need, quotes, currency, maxAge,
            residency, requireCert, maxRtt, from, demand, planGpu, assumed.interruptible, assumed.overhead }
        + job.all();
    }
};

} // namespace

QList<QCommandLineOption> reportOptions()
{
    return ReportOptionSet().all();
}

int runReport(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const ReportOptionSet opt;
    QCommandLineParser parser;
    parser.addOptions(opt.all());
    parser.addPositionalArgument(QStringLiteral("report"), QString());
    auto usage = [&err](const QString &why) {
        err << "cloudgauge: report: " << why << " (see cloudgauge --help)\n";
        return 2;
    };
    if (!parser.parse(args))
        return usage(parser.errorText());
    if (!parser.isSet(opt.out))
        return usage(QStringLiteral("--out FILE.pdf is required"));
    const QString lang = parser.value(opt.lang);
    if (!LanguageManager::languages().contains(lang))
        return usage(QStringLiteral("--lang must be %1").arg(oneOf(LanguageManager::languages())));
    bool ok = false;
    const int top = parser.value(opt.top).toInt(&ok);
    if (!ok || top <= 0 || top > 200)
        return usage(QStringLiteral("--top must be a whole number from 1 to 200"));
    const QString paper = parser.value(opt.paper).toLower();
    if (paper != QLatin1String("a4") && paper != QLatin1String("letter"))
        return usage(QStringLiteral("--paper must be A4 or Letter"));
    if (parser.isSet(opt.preset) && parser.isSet(opt.weights))
        return usage(QStringLiteral("give --preset or --weights, not both"));

    if (!CostScenario::preset(parser.value(opt.scenario)))
        return usage(QStringLiteral("unknown scenario '%1' (known: %2)")
                         .arg(parser.value(opt.scenario), CostScenario::presetNames().join(QLatin1String(", "))));

    ReportOptions options;
    options.scenario = parser.value(opt.scenario).toLower();
    options.language = lang;
    options.paper = paper == QLatin1String("a4") ? QPageSize::A4 : QPageSize::Letter;
    options.top = top;
    options.includeQuotes = parser.isSet(opt.quotes);
    options.currency = parser.value(opt.currency).trimmed().toUpper();
    if (parser.isSet(opt.from)) {
        QString why;
        options.userLocation = UserLocation::parse(parser.value(opt.from), QString(), &why);
        if (!options.userLocation)
            return usage(QStringLiteral("--from: ") + why);
    } else {
        options.userLocation = UserLocation::remembered();
    }
    QString error;
    bool usageError = false;
    const auto weights = weightsFor(parser.value(opt.preset), parser.value(opt.weights), &options.weightsLabel, &error, &usageError);
    if (!weights) {
        if (usageError)
            return usage(error);
        err << "cloudgauge: " << error << '\n';
        return 1;
    }
    options.weights = *weights;
    // The report's ranking: the workspace's session, under the weights, the scenario and the need.
    RankingParams params(options.weights, options.scenario);
    if (parser.isSet(opt.need)) {
        const std::optional<NeedProfile> profile = NeedProfileStore().find(parser.value(opt.need)); // saved ones override built-ins
        if (!profile)
            return usage(QStringLiteral("unknown need '%1'").arg(parser.value(opt.need)));
        params = RankingSession::paramsForNeed(*profile, params);
        if (parser.isSet(opt.preset) || parser.isSet(opt.weights))
            params.weights = options.weights;
        else
            options.weightsLabel = QStringLiteral("need profile"); // said in the report's language
        if (parser.isSet(opt.scenario))
            params.scenario = options.scenario;
    }
    std::optional<ModelJob> job;
    if (QString why; !jobFrom(parser, opt.job, params.need, &job, &why))
        return usage(why);
    if (job)
        params = params.withJob(*job);
    if (QString why; !applyMaxAge(parser, opt.maxAge, &params, &why))
        return usage(why);
    if (QString why; !applyResidency(parser, opt.residency, &params, &why))
        return usage(why);
    if (QString why; !applyRequireCert(parser, opt.requireCert, &params, &why))
        return usage(why);
    if (QString why; !applyMaxRtt(parser, opt.maxRtt, &params, &why))
        return usage(why);
    if (QString why; !planAssumptionsFrom(parser, opt.assumed, &options.planAssumptions, &why))
        return usage(why);
    if ((parser.isSet(opt.planGpu) || parser.isSet(opt.assumed.interruptible) || parser.isSet(opt.assumed.overhead))
        && !parser.isSet(opt.demand))
        return usage(
            QStringLiteral("--plan-gpu, --interruptible and --interruption-overhead shape the capacity plan: give --demand FILE.csv too"));
    options.planGpu = parser.value(opt.planGpu).trimmed();
    if (parser.isSet(opt.demand)) {
        QString why;
        options.demand = plan::DemandCurve::readFile(parser.value(opt.demand), &why);
        if (!options.demand) {
            err << "cloudgauge: report: " << parser.value(opt.demand) << ": " << why << '\n';
            return 1;
        }
    }
    const auto workspace = openWorkspace(parser.value(opt.catalog), err);
    if (!workspace || !loadRanking(*workspace, params, err))
        return 1;
    if (const QString why = ReportWriter::currencyError(workspace->catalog(), options.currency); !why.isEmpty())
        return usage(QStringLiteral("--currency: %1").arg(why));
    if (!options.planGpu.isEmpty() && workspace->catalog().gpuIdentity().modelsNamed(options.planGpu).isEmpty()) {
        err << "cloudgauge: report: --plan-gpu: no GPU model of the catalog is named '" << options.planGpu << "' (see 'cloudgauge list')\n";
        return 1;
    }
    QElapsedTimer timer;
    timer.start();
    LanguageManager languages;
    ReportWriter writer(workspace->catalog(), workspace->session(), languages, options);
    if (!writer.writePdf(parser.value(opt.out), &error)) {
        err << "cloudgauge: " << error << '\n';
        return 1;
    }
    out << "wrote " << parser.value(opt.out) << " (" << writer.pageCount() << " pages, " << QFileInfo(parser.value(opt.out)).size()
        << " bytes, " << timer.elapsed() << " ms)\n";
    return 0;
}

} // namespace cg::cli
