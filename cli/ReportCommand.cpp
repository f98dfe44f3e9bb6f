// `report`: the PDF report for management, drawn with the window's charts (needs a QApplication).
#include "Commands.h"

#include "CommandSupport.h"
#include "catalog/Catalog.h"
#include "catalog/CatalogFile.h"
#include "i18n/LanguageManager.h"
#include "report/ReportWriter.h"
#include "scoring/NeedProfile.h"
#include "scoring/RankingSession.h"
#include "scoring/TrueCost.h"

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
    QCommandLineOption lang { QStringLiteral("lang"), QStringLiteral("Report language: en or zh_CN."), QStringLiteral("LANG"),
        QStringLiteral("en") };
    QCommandLineOption preset { QStringLiteral("preset"), QStringLiteral("Weights preset."), QStringLiteral("NAME") };
    QCommandLineOption weights { QStringLiteral("weights"), QStringLiteral("Weights file (JSON)."), QStringLiteral("FILE") };
    QCommandLineOption top { QStringLiteral("top"), QStringLiteral("Offers in the ranking table."), QStringLiteral("N"),
        QStringLiteral("10") };
    QCommandLineOption paper { QStringLiteral("paper"), QStringLiteral("A4 or Letter."), QStringLiteral("PAPER"), QStringLiteral("A4") };
    QCommandLineOption scenario { QStringLiteral("scenario"), QStringLiteral("True-cost scenario: pretraining, research or inference."),
        QStringLiteral("NAME"), QStringLiteral("pretraining") };
    QCommandLineOption need { QStringLiteral("need"),
        QStringLiteral("Need profile (pretraining, finetuning, inference, rendering, fp64 or a saved one): its hard constraints, and its "
                       "weights and scenario unless --preset/--weights/--scenario."),
        QStringLiteral("NAME") };
    QCommandLineOption quotes { QStringLiteral("quotes"),
        QStringLiteral("Include the quotes and answers received from providers (confidential: every page is marked so).") };
    QList<QCommandLineOption> all() const { return { catalog, out, lang, preset, weights, top, paper, scenario, need, quotes }; }
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
        return usage(QStringLiteral("--lang must be en or zh_CN"));
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
    const QString path = parser.isSet(opt.catalog) ? parser.value(opt.catalog) : CatalogFile::defaultCatalogPath();
    if (!CatalogFile::ensureCatalogFile(path, &error)) {
        err << "cloudgauge: " << error << '\n';
        return 1;
    }
    Catalog catalog(path);
    if (!catalog.open(&error)) {
        err << "cloudgauge: " << error << '\n';
        return 1;
    }
    // The report's ranking: one session from the catalog, the weights, the scenario and the need.
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
    auto snapshot = CatalogSnapshot::read(catalog, &error);
    if (!snapshot) {
        err << "cloudgauge: " << error << '\n';
        return 1;
    }
    const RankingSession session(std::move(*snapshot), params);
    QElapsedTimer timer;
    timer.start();
    LanguageManager languages;
    ReportWriter writer(catalog, session, languages, options);
    if (!writer.writePdf(parser.value(opt.out), &error)) {
        err << "cloudgauge: " << error << '\n';
        return 1;
    }
    out << "wrote " << parser.value(opt.out) << " (" << writer.pageCount() << " pages, " << QFileInfo(parser.value(opt.out)).size()
        << " bytes, " << timer.elapsed() << " ms)\n";
    return 0;
}

} // namespace cg::cli
