#include "CommandTable.h"

#include "CommandSupport.h"
#include "Commands.h"

namespace cg::cli {

namespace {

constexpr bool kCoreApplication = false; // prints text: a QCoreApplication, no display
constexpr bool kGuiApplication = true; // draws Qt Charts: a QApplication (offscreen without a display)

// The command table. A new command is one row here, its handler and its options (Commands.h).
const Command kCommandTable[] = {
    { "import", "import price files (one transaction per file)",
        "FILE... [--format FORMAT (import --help lists them)] [--provider NAME] [--as-of DATE] [--source URL]\n"
        "[--allow-older]",
        runImport, importOptions, kCoreApplication },
    { "update", "download current prices from the price sources and import them (nothing is fetched otherwise)",
        "--list | --source NAME|GROUP... | --all | --url URL [--format F] [--provider NAME] [--max-mb MIB]\n"
        "[--timeout S]",
        runUpdate, updateOptions, kCoreApplication },
    { "list", "one row per offer and region", "[--gpu X] [--provider Y] [--format table|csv|json]", runList, listOptions,
        kCoreApplication },
    { "providers", "one row per provider: ClusterMAX tier and published compute SLA", "[--format table|csv|json]", runProviders,
        providersOptions, kCoreApplication },
    { "rank", "offers ranked by the weights; --scenario adds a true-cost column",
        "[--top N] [--preset balanced|training|inference|budget] [--weights FILE] [--format table|csv|json]\n"
        "[--stability] [--scenario pretraining|research|inference] [--need NAME] [--explain N] [--expand]\n"
        "[--excluded] [--missing prior|renormalise] [--prior POINTS] [--no-gates] [--quotes]",
        runRank, rankOptions, kCoreApplication },
    { "export", "lossless CSV of every offer and price (re-importable)", "--out FILE.csv", runExport, exportOptions, kCoreApplication },
    { "tco", "true cost per useful GPU-hour of one offer", "OFFER [--scenario pretraining|research|inference] [--gpus N] [--quotes]", runTco,
        tcoOptions, kCoreApplication },
    { "estimate", "cheapest offers to finish a training run (6 x P x T FLOPs)",
        "--params N --tokens N [--mfu 0.4] [--gpus 64] [--scenario NAME] [--top N] [--format table|csv] [--no-gates] [--quotes]", runEstimate, estimateOptions,
        kCoreApplication },
    { "probe", "measure the local GPU and compare it with the catalog",
        "[--from-json FILE] [--probe PATH] [--quick] [--list] [--device N] [--timeout S]\n"
        "[--purchase-usd USD] [--power-w W] [--electricity-usd-kwh USD] [--no-store] [--format table|json]",
        runProbe, probeOptions, kCoreApplication },
    { "assessments", "the ClusterMAX category assessments as CSV (import: all rows or none; bad rows listed with their line)",
        "export FILE.csv | import FILE.csv", runAssessments, assessmentsOptions, kCoreApplication },
    { "catalog", "copy a whole catalog between SQLite files and PostgreSQL team catalogs (lossless)",
        "copy FROM TO (each a catalog file or postgresql://user@host:port/db?sslmode=…)", runCatalog, catalogCopyOptions,
        kCoreApplication },
    { "team", "roles, grants and audit trail of a PostgreSQL team catalog",
        "init URL | grant USER reader|editor|admin [URL] | audit URL [--format table|csv|json]", runTeam, teamOptions,
        kCoreApplication },
    { "fx", "the exchange rates prices convert at; fx set stores one with its date and source",
        "[--format table|csv] | set CURRENCY UNITS_PER_USD --date YYYY-MM-DD --source URL", runFx, fxOptions, kCoreApplication },
    { "report", "the PDF report for management",
        "--out FILE.pdf [--lang en|zh_CN] [--preset NAME | --weights FILE] [--top N] [--paper A4|Letter]\n"
        "[--scenario pretraining|research|inference] [--need NAME] [--quotes]",
        runReport, reportOptions, kGuiApplication },
    { "diff", "what changed since a day or import run: offers, prices, rank changes",
        "--since DATE|RUN [--format table|csv|json] [--top N] [--preset NAME | --weights FILE]", runDiff, diffOptions, kCoreApplication },
    { "history", "the stored price history of one offer or GPU model", "OFFER | --gpu MODEL [--provider P] [--format table|csv|json]",
        runHistory, historyOptions, kCoreApplication },
    { "watch", "watchlist rules evaluated on every import (exit 0 nothing fired, 1 fired, 2 error)",
        "[--list] | --add (--below PRICE [--currency C] [--kind K] | --any-change) [--gpu M] [--provider P,..]\n"
        "[--region R,..] [--tier TIER] | --remove ID | --check",
        runWatch, watchOptions, kCoreApplication },
    { "rfq", "request for quotation: questionnaire and quote workbooks out (XLSX, PDF), answers and quotes back",
        "export --provider KEY... --lang en|zh_CN --out DIR [--answer-by DATE] [--format xlsx|pdf|both] | import FILE.xlsx...", runRfq,
        rfqOptions, kGuiApplication },
};

} // namespace

std::span<const Command> commands()
{
    return kCommandTable;
}

const Command *findCommand(const QString &name)
{
    for (const Command &c : kCommandTable) {
        if (name == QLatin1String(c.name))
            return &c;
    }
    return nullptr;
}

QList<QCommandLineOption> globalOptions()
{
    return {
        catalogOption(),
        { QStringLiteral("screenshot"), QStringLiteral("Render the main window to a PNG and exit."), QStringLiteral("FILE.png") },
        { QStringLiteral("size"), QStringLiteral("Window size for --screenshot (default 1600x1000)."), QStringLiteral("WIDTHxHEIGHT") },
        { QStringLiteral("lang"), QStringLiteral("Language of the window for this run."), QStringLiteral("en|zh_CN") },
        { { QStringLiteral("v"), QStringLiteral("version") }, QStringLiteral("Print the version and exit.") },
        { { QStringLiteral("h"), QStringLiteral("help") }, QStringLiteral("Print this help and exit.") },
    };
}

const QStringList &valueOptions()
{
    static const QStringList names = [] {
        QList<QCommandLineOption> all = globalOptions();
        for (const Command &c : kCommandTable)
            all += c.options();
        QStringList result;
        for (const QCommandLineOption &o : all) {
            if (o.valueName().isEmpty())
                continue;
            for (const QString &n : o.names()) {
                const QString written = (n.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + n;
                if (!result.contains(written))
                    result.append(written);
            }
        }
        return result;
    }();
    return names;
}

} // namespace cg::cli
