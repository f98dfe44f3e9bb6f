#include "report/ReportCommand.h"

#include "i18n/LanguageManager.h"
#include "catalog/Catalog.h"
#include "catalog/CatalogFile.h"
#include "cli/CommandLine.h"
#include "report/ReportWriter.h"
#include "scoring/TrueCost.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

namespace cg {

int runReportCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    QCommandLineOption catalogOption(QStringLiteral("catalog"), QStringLiteral("Catalog file."), QStringLiteral("PATH"));
    QCommandLineOption outOption(QStringLiteral("out"), QStringLiteral("PDF file to write."), QStringLiteral("FILE"));
    QCommandLineOption langOption(
        QStringLiteral("lang"), QStringLiteral("Report language: en or zh_CN."), QStringLiteral("LANG"), QStringLiteral("en"));
    QCommandLineOption presetOption(QStringLiteral("preset"), QStringLiteral("Weights preset."), QStringLiteral("NAME"));
    QCommandLineOption weightsOption(QStringLiteral("weights"), QStringLiteral("Weights file (JSON)."), QStringLiteral("FILE"));
    QCommandLineOption topOption(
        QStringLiteral("top"), QStringLiteral("Offers in the ranking table."), QStringLiteral("N"), QStringLiteral("10"));
    QCommandLineOption paperOption(QStringLiteral("paper"), QStringLiteral("A4 or Letter."), QStringLiteral("PAPER"), QStringLiteral("A4"));
    QCommandLineOption scenarioOption(QStringLiteral("scenario"), QStringLiteral("True-cost scenario: pretraining, research or inference."),
        QStringLiteral("NAME"), QStringLiteral("pretraining"));
    parser.addOptions({ catalogOption, outOption, langOption, presetOption, weightsOption, topOption, paperOption, scenarioOption });
    parser.addPositionalArgument(QStringLiteral("report"), QString());
    auto usage = [&err](const QString &why) {
        err << "cloudgauge: report: " << why << " (see cloudgauge --help)\n";
        return 2;
    };
    if (!parser.parse(args))
        return usage(parser.errorText());
    if (!parser.isSet(outOption))
        return usage(QStringLiteral("--out FILE.pdf is required"));
    const QString lang = parser.value(langOption);
    if (!LanguageManager::languages().contains(lang))
        return usage(QStringLiteral("--lang must be en or zh_CN"));
    bool ok = false;
    const int top = parser.value(topOption).toInt(&ok);
    if (!ok || top <= 0 || top > 200)
        return usage(QStringLiteral("--top must be a whole number from 1 to 200"));
    const QString paper = parser.value(paperOption).toLower();
    if (paper != QLatin1String("a4") && paper != QLatin1String("letter"))
        return usage(QStringLiteral("--paper must be A4 or Letter"));
    if (parser.isSet(presetOption) && parser.isSet(weightsOption))
        return usage(QStringLiteral("give --preset or --weights, not both"));

    if (!CostScenario::preset(parser.value(scenarioOption)))
        return usage(QStringLiteral("unknown scenario '%1' (known: %2)")
                         .arg(parser.value(scenarioOption), CostScenario::presetNames().join(QLatin1String(", "))));

    ReportOptions options;
    options.scenario = parser.value(scenarioOption).toLower();
    options.language = lang;
    options.paper = paper == QLatin1String("a4") ? QPageSize::A4 : QPageSize::Letter;
    options.top = top;
    QString error;
    bool usageError = false;
    const auto weights
        = CommandLine::weightsFor(parser.value(presetOption), parser.value(weightsOption), &options.weightsLabel, &error, &usageError);
    if (!weights) {
        if (usageError)
            return usage(error);
        err << "cloudgauge: " << error << '\n';
        return 1;
    }
    options.weights = *weights;
    const QString path = parser.isSet(catalogOption) ? parser.value(catalogOption) : CatalogFile::defaultCatalogPath();
    if (!CatalogFile::ensureCatalogFile(path, &error)) {
        err << "cloudgauge: " << error << '\n';
        return 1;
    }
    Catalog catalog(path);
    if (!catalog.open(&error)) {
        err << "cloudgauge: " << error << '\n';
        return 1;
    }
    QElapsedTimer timer;
    timer.start();
    LanguageManager languages;
    ReportWriter writer(catalog, languages, options);
    if (!writer.writePdf(parser.value(outOption), &error)) {
        err << "cloudgauge: " << error << '\n';
        return 1;
    }
    out << "wrote " << parser.value(outOption) << " (" << writer.pageCount() << " pages, " << QFileInfo(parser.value(outOption)).size()
        << " bytes, " << timer.elapsed() << " ms)\n";
    return 0;
}

} // namespace cg
