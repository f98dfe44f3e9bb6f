#include "CommandTable.h"

#include "CommandSupport.h"
#include "Commands.h"

namespace cg::cli {

namespace {

constexpr bool kCoreApplication = false; // prints text: a QCoreApplication, no display
constexpr bool kGuiApplication = true; // draws Qt Charts: a QApplication (offscreen without a display)

// The command table. A new command is one row here, its handler and its options (Commands.h).
// Each row: name, summary, synopsis, examples (for `cloudgauge NAME --help`), handler, options,
// application object, more help (or nullptr).
const Command kCommandTable[] = {
    { "import", "import price files (one transaction per file)",
        "FILE... [--format FORMAT (import --help lists them)] [--provider NAME] [--as-of DATE] [--source URL]\n"
        "[--allow-older]",
        "cloudgauge import --provider lambda --as-of 2026-11-30 vms.csv\n"
        "cloudgauge import --format aws-ec2-json index.json",
        runImport, importOptions, kCoreApplication, importFormatsHelp },
    { "update", "download current prices from the price sources and import them (nothing is fetched otherwise)",
        "--list | --source NAME|GROUP... | --all | --url URL [--format F] [--provider NAME] [--max-mb MIB]\n"
        "[--timeout S] [--deadline S] [--allow-older]",
        "cloudgauge update --list\n"
        "cloudgauge update --source azure-retail-gpu\n"
        "cloudgauge update --url https://example.org/vms.csv --format skypilot --provider lambda",
        runUpdate, updateOptions, kCoreApplication, nullptr },
    { "verify", "re-fetch the sources of the shortlist's prices before you sign: confirmed, changed or to check by hand",
        "[--top N] [--need NAME] [--timeout S] [--format table|csv]",
        "cloudgauge verify\n"
        "cloudgauge verify --need finetuning --top 5",
        runVerify, verifyOptions, kCoreApplication, nullptr },
    { "price-api", "a script of the vendor CLI calls that price a Chinese cloud's instance types (aliyun, tccli, hcloud)",
        "script --provider alibaba|tencent|huawei [--region R]... [--out FILE]",
        "cloudgauge price-api script --provider alibaba --region cn-beijing --region cn-hangzhou --out alibaba.sh\n"
        "cloudgauge price-api script --provider tencent --region ap-beijing-5 > tencent.sh",
        runPriceApi, priceApiOptions, kCoreApplication, nullptr },
    { "list", "one row per offer and region", "[--gpu X] [--provider Y] [--format table|csv|json]",
        "cloudgauge list --gpu H100 --provider lambda\n"
        "cloudgauge list --format csv",
        runList, listOptions, kCoreApplication, nullptr },
    { "providers", "one row per provider: ClusterMAX tier and published compute SLA", "[--format table|csv|json]",
        "cloudgauge providers --format json", runProviders, providersOptions, kCoreApplication, nullptr },
    { "regions", "where each provider's regions are: country, jurisdiction, city, source; --from adds distance",
        "[--provider KEY]... [--from LAT,LON] [--format table|csv|json]", "cloudgauge regions --provider aws --from 31.23,121.47",
        runRegions, regionsOptions, kCoreApplication, nullptr },
    { "compliance", "the certifications each provider publishes (ISO 27001, SOC 2, MLPS ...) with sources; RFQ answers apart",
        "[--provider KEY]... [--format table|csv|json]",
        "cloudgauge compliance --provider alibaba\n"
        "cloudgauge compliance --format csv",
        runCompliance, complianceOptions, kCoreApplication, nullptr },
    { "evidence", "acceptance runs of rented nodes: import one (graded against the offer), list them",
        "import FILE [--provider KEY --offer INSTANCE_TYPE] [--region R] [--input-format probe] [--format table|json]\n"
        "list [--provider KEY] [--offer INSTANCE_TYPE] [--checks] [--format table|json]",
        "cloudgauge evidence import accept.json\n"
        "cloudgauge evidence import accept.json --provider lambda --offer gpu_8x_h100_sxm5\n"
        "cloudgauge evidence list --checks",
        runEvidence, evidenceOptions, kCoreApplication, nullptr },
    { "latency", "time the round trip from your network to each region's public endpoint: connect, TLS, first byte",
        "[--provider KEY]... [--endpoints FILE] [--samples N] [--timeout-ms MS] [--parallel N] [--no-store]\n"
        "[--format table|csv|json]",
        "cloudgauge latency --provider aws\n"
        "cloudgauge latency --endpoints my-endpoints.csv --format csv",
        runLatency, latencyOptions, kCoreApplication, nullptr },
    { "location", "your location, remembered: regions and report show each region's distance from it",
        "[show | set LAT,LON [--name NAME] | clear]", "cloudgauge location set 31.23,121.47 --name Shanghai", runLocation, locationOptions,
        kCoreApplication, nullptr },
    { "rank", "offers ranked by the weights; --scenario adds a true-cost column",
        "[--top N] [--preset balanced|training|inference|budget] [--weights FILE] [--format table|csv|json]\n"
        "[--stability] [--scenario pretraining|research|inference] [--need NAME] [--explain N] [--expand]\n"
        "[--excluded] [--missing prior|renormalise] [--prior POINTS] [--no-gates] [--quotes] [--max-age DAYS]\n"
        "[--residency cn-mainland|outside-cn-mainland|eu-eea|CC,CC...] [--require-cert iso27001,soc2:type2,mlps:3...]\n"
        "[--max-rtt MS]\n"
        "[--params N [--gpus N] [--method full|lora|qlora|inference] [--batch N]]",
        "cloudgauge rank --need inference --top 5\n"
        "cloudgauge rank --residency cn-mainland --excluded\n"
        "cloudgauge rank --need inference --require-cert iso27001 --max-rtt 60 --excluded\n"
        "cloudgauge rank --need fine-tuning --params 70B --gpus 8\n"
        "cloudgauge rank --params 70B --gpus 1 --method qlora\n"
        "cloudgauge rank --preset training --scenario pretraining --format csv",
        runRank, rankOptions, kCoreApplication, nullptr },
    { "export", "lossless CSV of every offer and price (re-importable)", "--out FILE.csv", "cloudgauge export --out catalog.csv", runExport,
        exportOptions, kCoreApplication, nullptr },
    { "tco", "true cost per useful GPU-hour of one offer", "OFFER [--scenario pretraining|research|inference] [--gpus N] [--quotes]",
        "cloudgauge tco lambda:gpu_1x_h100_pcie --scenario research --gpus 8", runTco, tcoOptions, kCoreApplication, nullptr },
    { "estimate", "cheapest offers to finish a training run (6 x P x T FLOPs)",
        "--params N --tokens N [--mfu 0.4] [--gpus 64] [--method full|lora|qlora] [--scenario NAME] [--top N]\n"
        "[--format table|csv] [--no-gates] [--quotes]",
        "cloudgauge estimate --params 7e9 --tokens 1e12 --gpus 64 --top 5\n"
        "cloudgauge estimate --params 70B --tokens 2e9 --gpus 8 --method lora",
        runEstimate, estimateOptions, kCoreApplication, nullptr },
    { "plan", "commit or not: the commitment per term with the lowest cost for your demand curve, and the best mix",
        "--demand FILE.csv (--gpu MODEL [--provider KEY]... | --price on_demand=USD [--price MONTHS=USD]... [--price spot=USD])\n"
        "[--terms 1,12,36] [--interruptible SHARE] [--interruption-overhead FRACTION] [--format table|json]",
        "cloudgauge plan --demand usage.csv --gpu H100 --terms 1,12\n"
        "cloudgauge plan --demand usage.csv --price on_demand=2.00 --price 12=1.20 --format json",
        runPlan, planOptions, kCoreApplication, nullptr },
    { "probe", "measure the local GPU and compare it with the catalog",
        "[--from-json FILE] [--probe PATH] [--quick] [--list] [--device N] [--timeout S]\n"
        "[--purchase-usd USD] [--power-w W] [--electricity-usd-kwh USD] [--no-store] [--format table|json]",
        "cloudgauge probe --quick\n"
        "cloudgauge probe --purchase-usd 30000 --electricity-usd-kwh 0.15 --no-store",
        runProbe, probeOptions, kCoreApplication, nullptr },
    { "assessments", "the ClusterMAX category assessments as CSV (import: all rows or none; bad rows listed with their line)",
        "export FILE.csv | import FILE.csv",
        "cloudgauge assessments export assessments.csv\n"
        "cloudgauge assessments import assessments.csv",
        runAssessments, assessmentsOptions, kCoreApplication, nullptr },
    { "catalog", "copy a whole catalog between SQLite files and PostgreSQL team catalogs (lossless)",
        "copy FROM TO (each a catalog file or postgresql://user@host:port/db?sslmode=…)",
        "cloudgauge catalog copy catalog.sqlite 'postgresql://admin@db.example.org:5432/cloudgauge?sslmode=verify-full'", runCatalog,
        catalogCopyOptions, kCoreApplication, nullptr },
    { "team", "roles, grants and audit trail of a PostgreSQL team catalog",
        "init URL | grant USER reader|editor|admin [URL] | audit URL [--format table|csv|json]",
        "cloudgauge team grant alice reader 'postgresql://admin@db.example.org:5432/cloudgauge?sslmode=verify-full'\n"
        "cloudgauge team audit 'postgresql://admin@db.example.org:5432/cloudgauge?sslmode=verify-full' --format csv",
        runTeam, teamOptions, kCoreApplication, nullptr },
    { "fx", "the exchange rates prices convert at; fx set stores one with its date and source",
        "[--format table|csv] | set CURRENCY UNITS_PER_USD --date YYYY-MM-DD --source URL",
        "cloudgauge fx\n"
        "cloudgauge fx set CNY 7.0855 --date 2026-11-27 --source https://www.federalreserve.gov/releases/h10/current/",
        runFx, fxOptions, kCoreApplication, nullptr },
    { "report", "the PDF report for management",
        "--out FILE.pdf [--lang en|zh_CN] [--preset NAME | --weights FILE] [--top N] [--paper A4|Letter]\n"
        "[--scenario pretraining|research|inference] [--need NAME] [--params N [--gpus N] [--method M]] [--quotes]\n"
        "[--currency USD|CNY|EUR] [--max-age DAYS] [--residency RULE] [--require-cert LIST] [--max-rtt MS]\n"
        "[--from LAT,LON]\n"
        "[--demand FILE.csv [--plan-gpu MODEL] [--interruptible SHARE] [--interruption-overhead F]]",
        "cloudgauge report --out report.pdf\n"
        "cloudgauge report --out report.pdf --lang zh_CN --need pretraining --paper Letter\n"
        "cloudgauge report --out report-cny.pdf --currency CNY",
        runReport, reportOptions, kGuiApplication, nullptr },
    { "diff", "what changed since a day or import run: offers, prices, rank changes",
        "--since DATE|RUN [--format table|csv|json] [--top N] [--preset NAME | --weights FILE]",
        "cloudgauge diff --since 2026-11-01\n"
        "cloudgauge diff --since 12 --top 20 --format csv",
        runDiff, diffOptions, kCoreApplication, nullptr },
    { "history", "the stored price history of one offer or GPU model", "OFFER | --gpu MODEL [--provider P] [--format table|csv|json]",
        "cloudgauge history lambda:gpu_1x_h100_pcie\n"
        "cloudgauge history --gpu H100 --provider lambda --format csv",
        runHistory, historyOptions, kCoreApplication, nullptr },
    { "watch", "watchlist rules evaluated on every import (exit 0 nothing fired, 1 fired, 2 error)",
        "[--list] | --add (--below PRICE [--currency C] [--kind K] | --any-change) [--gpu M] [--provider P,..]\n"
        "[--region R,..] [--tier TIER] | --remove ID | --check",
        "cloudgauge watch --add --gpu \"H100 SXM\" --below 2.00 --tier Gold\n"
        "cloudgauge watch --check",
        runWatch, watchOptions, kCoreApplication, nullptr },
    { "rfq", "request for quotation: questionnaire and quote workbooks out (XLSX, PDF), answers and quotes back",
        "export --provider KEY... --lang en|zh_CN --out DIR [--answer-by DATE] [--format xlsx|pdf|both] | import "
        "[--accept-unrecorded-request] FILE.xlsx...",
        "cloudgauge rfq export --provider lambda,nebius --lang en --out rfq --format both\n"
        "cloudgauge rfq import rfq/cloudgauge-rfq-lambda-en.xlsx",
        runRfq, rfqOptions, kGuiApplication, nullptr },
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
