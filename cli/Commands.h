#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>
#include <QStringList>

class QTextStream;

namespace cg::cli {

/*
 * The handlers the command table (CommandTable.cpp) dispatches to, and each command's options.
 * A handler takes `args` = {program, command word, options and operands...} and returns the exit
 * code: 0 success, 2 usage error, 1 the command failed, each failure with a one-line reason on
 * `err`. Every command takes --catalog PATH (default: the user's catalog; a new path starts as a
 * copy of the bundled one). An options function lists every option its command takes, so the
 * table can tell an option's value from the command word.
 */

/// `import FILE... [--format F] [--provider NAME] [--as-of DATE] [--source URL] [--allow-older]`:
/// imports price files, one transaction per file; exit 1 when any file failed.
int runImport(const QStringList &args, QTextStream &out, QTextStream &err);
QList<QCommandLineOption> importOptions();
/// The end of `import --help`: every import format (readers::importFormats()) with what it reads
/// and, for a vendor's document, its provider.
QString importFormatsHelp();

/// `export --out FILE.csv`: every offer and price as lossless, re-importable CSV (QSaveFile).
int runExport(const QStringList &args, QTextStream &out, QTextStream &err);
QList<QCommandLineOption> exportOptions();

/// `list [--gpu X] [--provider Y] [--format table|csv|json]`: one row per offer and region.
int runList(const QStringList &args, QTextStream &out, QTextStream &err);
QList<QCommandLineOption> listOptions();

/// `providers [--format table|csv|json]`: one row per provider (key order): key, names, category,
/// latest ClusterMAX tier, and the published compute SLA (status, single-instance and multi-zone
/// percent of monthly uptime, credits, exclusions, source URL, as-of date). Unknown is empty in
/// CSV, null in JSON and "—" in the table.
int runProviders(const QStringList &args, QTextStream &out, QTextStream &err);
QList<QCommandLineOption> providersOptions();

/// `regions [--provider KEY]… [--from LAT,LON] [--format table|csv|json]`: one row per provider and
/// region the catalog knows (provider, then region order): country (ISO 3166-1 alpha-2),
/// jurisdiction (Jurisdiction::of), subdivision, city, coordinates, offers listed there, how the
/// place is known (basis), its source URL and date; with --from, distance_km (great circle) and
/// rtt_floor_ms (light in fibre). Unknown is empty in CSV, null in JSON and "—" in the table.
int runRegions(const QStringList &args, QTextStream &out, QTextStream &err);
QList<QCommandLineOption> regionsOptions();

/// `compliance [--provider KEY]… [--format table|csv|json]`: the certifications each provider
/// publishes (table provider_certification: standard, level, scope, status, source URL and date,
/// basis "published"), then the providers' own answers to the RFQ's certification questions (basis
/// "self-reported", status "answered: …"), and the providers with neither ("none on record", not
/// "none held"). JSON: {"certifications": [...], "none_on_record": [...]}.
int runCompliance(const QStringList &args, QTextStream &out, QTextStream &err);
QList<QCommandLineOption> complianceOptions();

/// `evidence import FILE [--provider KEY --offer INSTANCE_TYPE] [--region R] [--input-format probe]`:
/// reads an acceptance document of `cloudgauge-probe --acceptance` (probing/NodeEvidence.h),
/// grades it against the offer (from the document's `offer` or the options) and stores it in the
/// catalog, all or nothing; prints the checks (or the run as JSON). `evidence list [--provider KEY]
/// [--offer INSTANCE_TYPE] [--checks] [--format table|json]`: the stored runs, newest first.
int runEvidence(const QStringList &args, QTextStream &out, QTextStream &err);
QList<QCommandLineOption> evidenceOptions();

/// `latency [--provider KEY]… [--endpoints FILE] [--samples N] [--timeout-ms MS] [--parallel N]
/// [--no-store] [--format table|csv|json]`: LatencyMeter's round trips from this machine to each
/// region's built-in public endpoint (RegionEndpoints) or to those of FILE; one row per endpoint
/// with status (ok or unreachable), medians and interquartile spreads in ms, and the round-trip
/// floor from the remembered location. Kept in the catalog (latency_measurement) unless --no-store.
/// Exit 1 when nothing can be timed or the measurements cannot be kept.
int runLatency(const QStringList &args, QTextStream &out, QTextStream &err);
QList<QCommandLineOption> latencyOptions();

/// `location [show | set LAT,LON [--name NAME] | clear]`: the remembered UserLocation that
/// `regions` and `report` measure distances from when no --from is given. Exit 2 for a bad value.
int runLocation(const QStringList &args, QTextStream &out, QTextStream &err);
QList<QCommandLineOption> locationOptions();

/// `plan --demand FILE.csv (--gpu MODEL [--provider KEY]... | --price KIND=USD...) [--terms LIST]
/// [--interruptible SHARE] [--interruption-overhead FRACTION] [--format table|json]`: per market
/// (provider, or the typed prices) and committed term, the commitment with the lowest cost over the
/// demand curve (plan::planTerm), and the mix across markets and terms (plan::planMix, GLPK); the
/// JSON names the committed GPUs per term, the hourly cost, the period's total and the saving.
/// Exit 1 for an unreadable or invalid demand file, or when no price is found.
int runPlan(const QStringList &args, QTextStream &out, QTextStream &err);
QList<QCommandLineOption> planOptions();

/// `rank [--top N] [--preset NAME | --weights FILE] [--format table|csv|json] [--stability]
/// [--scenario NAME]`: the ranking of the shared RankingSession.
int runRank(const QStringList &args, QTextStream &out, QTextStream &err);
QList<QCommandLineOption> rankOptions();

/// `tco OFFER [--scenario NAME] [--gpus N]`: true cost per useful GPU-hour of the cheapest
/// priced offer of that instance type (OFFER = instance type or provider:instance-type).
int runTco(const QStringList &args, QTextStream &out, QTextStream &err);
QList<QCommandLineOption> tcoOptions();

/// `estimate --params N --tokens N [--mfu F] [--gpus N] [--scenario NAME] [--top N]
/// [--format table|csv]`: the cheapest offers to finish a training run of 6 × P × T FLOPs.
int runEstimate(const QStringList &args, QTextStream &out, QTextStream &err);
QList<QCommandLineOption> estimateOptions();

/**
 * `probe`: runs cloudgauge-probe (or reads a saved document with --from-json), stores the run in
 * the catalog (table probe_run) unless --no-store, and prints the comparison with the catalog:
 * the devices and backends found, the measured figures as a share of the datasheet peak, the
 * closest cloud offers and, given --purchase-usd, the rent-vs-buy break-even hours.
 *
 *   probe [--from-json FILE] [--probe PATH] [--quick] [--list] [--device N] [--timeout S]
 *         [--purchase-usd USD] [--power-w W] [--electricity-usd-kwh USD] [--no-store]
 *         [--format table|json] [--catalog PATH]
 *
 * Exit codes: 0 when a probe document was read (whatever it found, "no GPU" included); 1 when
 * the probe could not run, timed out or wrote no valid document; 2 on a usage error.
 */
int runProbe(const QStringList &args, QTextStream &out, QTextStream &err);
QList<QCommandLineOption> probeOptions();

/// `price-api script --provider alibaba|tencent|huawei [--region R]... [--out FILE]`: a shell
/// script of the vendor CLI calls (PriceApiScript) that ask the cloud's price API for the hourly
/// list price of every instance type the catalog lists for it; its output imports as is. Runs
/// nothing. Exit 0, 1 when the catalog lists no instance type or the file cannot be written, 2 on
/// a usage error (an unknown provider, a region not in the API's form, no region known).
int runPriceApi(const QStringList &args, QTextStream &out, QTextStream &err);
QList<QCommandLineOption> priceApiOptions();

/// `catalog copy FROM TO`: every row of the catalog FROM (a file or a postgresql:// URL) into TO
/// (a new file or an empty database), lossless (copyCatalog()). Exit 0, 1 on error (nothing
/// written), 2 on a usage error.
int runCatalog(const QStringList &args, QTextStream &out, QTextStream &err);
/// Options of `catalog` (none: FROM and TO are positional).
QList<QCommandLineOption> catalogCopyOptions();

/// `team init URL`, `team grant USER reader|editor|admin [URL]`, `team audit URL [--format
/// table|csv|json]`: the roles, grants and audit trail of a PostgreSQL team catalog (TeamCatalog;
/// URL may also come from --catalog). Exit 0, 1 on error (nothing changed), 2 on a usage error.
int runTeam(const QStringList &args, QTextStream &out, QTextStream &err);
/// Options of `team`: --catalog, --format (audit).
QList<QCommandLineOption> teamOptions();

/// `assessments export FILE` and `assessments import FILE`: the ClusterMAX category assessments
/// as CSV. The import is all-or-nothing and lists every bad row as FILE:LINE: reason on stderr.
int runAssessments(const QStringList &args, QTextStream &out, QTextStream &err);
/// `fx [--format table|csv]` lists the rates in use; `fx set CUR UNITS_PER_USD --date D --source URL`
/// stores one (a newer date becomes the rate in use).
int runFx(const QStringList &args, QTextStream &out, QTextStream &err);
QList<QCommandLineOption> fxOptions();
QList<QCommandLineOption> assessmentsOptions();

/**
 * `report --out FILE.pdf [--lang en|zh_CN] [--preset NAME | --weights FILE] [--top N]
 * [--paper A4|Letter] [--scenario NAME]`: writes the PDF report headless. Needs a QApplication
 * (the charts are Qt Charts); main() creates one on the offscreen platform without a display.
 */
int runReport(const QStringList &args, QTextStream &out, QTextStream &err);
QList<QCommandLineOption> reportOptions();

/**
 * `update [--source NAME|GROUP...] [--all] [--url URL [--format F] [--provider P] [--max-mb MIB]]
 * [--timeout S] [--list] [--catalog PATH]`: downloads price documents (update/PriceSources.h,
 * update/FeedFetcher.h) and imports each as one all-or-nothing import run. `--list` prints the
 * sources and fetches nothing. Exit 1 when any source failed (the others are still imported).
 */
int runUpdate(const QStringList &args, QTextStream &out, QTextStream &err);
QList<QCommandLineOption> updateOptions();

/**
 * `verify [--top N] [--need NAME] [--timeout S] [--format table|csv] [--catalog PATH]`: ranks,
 * then re-fetches the update source of each of the first N offers' prices (PriceVerification)
 * and prints per offer: confirmed, changed (old and new amount; the catalog now holds the new
 * one and the ranking is read again), no longer listed, could not be fetched, or not verifiable
 * online (with the page to check by hand). Exit 0 when it ran, whatever it found; 1 when the
 * catalog cannot be read or locked; 2 for a usage error.
 */
int runVerify(const QStringList &args, QTextStream &out, QTextStream &err);
QList<QCommandLineOption> verifyOptions();
/// `diff --since DATE|RUN [--format table|csv|json] [--top N] [--preset NAME | --weights FILE]`:
/// what changed between the catalog at a day or import run and now (PriceHistory::diff): new and
/// removed offers, prices up and down with old and new amounts and percent, appeared and withdrawn
/// prices, and rank changes of the top N rows under the weights (RankingSession on the catalog
/// then and now). Exit 0, 2 on a usage error, 1 when a read failed.
int runDiff(const QStringList &args, QTextStream &out, QTextStream &err);
QList<QCommandLineOption> diffOptions();

/// `history OFFER | --gpu MODEL [--provider P] [--format table|csv|json]`: the stored price
/// points of one offer or of every offer of a GPU model, oldest first per series.
int runHistory(const QStringList &args, QTextStream &out, QTextStream &err);
QList<QCommandLineOption> historyOptions();

/**
 * `watch [--list] | --add (--below PRICE [--currency USD] [--kind on_demand|spot] | --any-change)
 * [--gpu MODEL] [--provider KEYS] [--region REGIONS] [--tier TIER] | --remove ID | --check`:
 * the watchlist saved in the catalog (Watchlist). Rules are evaluated by every import or update
 * run; --check prints the hits not reported before and marks them reported.
 *
 * Exit codes (for scripts): 0 nothing fired (and --add, --list, --remove succeeded); 1 --check
 * found a rule that fired; 2 an error (usage, catalog, SQL), with the reason on `err`.
 */
int runWatch(const QStringList &args, QTextStream &out, QTextStream &err);
QList<QCommandLineOption> watchOptions();

/// `rfq export --provider KEY... --lang en|zh_CN --out DIR [--answer-by DATE]`: one request-for-
/// quotation workbook (XLSX) per provider; `rfq import FILE.xlsx...`: reads returned workbooks,
/// each all or nothing, bad cells listed as Sheet!A12; exit 1 when any file failed.
int runRfq(const QStringList &args, QTextStream &out, QTextStream &err);
QList<QCommandLineOption> rfqOptions();

} // namespace cg::cli
