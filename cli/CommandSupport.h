#pragma once

#include "core/Criteria.h"
#include "planning/CommitmentPlan.h"
#include "scoring/ModelJob.h"
#include "scoring/NeedProfileStore.h"

#include <QCommandLineOption>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QCommandLineParser;
class QTextStream;

namespace cg {

class Catalog;
class Workspace;
struct RankingParams;

/// What the commands share: number formatting, table and CSV printing, the usage error, the
/// --catalog and --format options, opening the workspace and reading weights. Output is English,
/// C locale.
namespace cli {

/// The exit code of a usage error.
constexpr int kUsageError = 2;

/// `v` in the C locale: shortest round-trip form when `decimals` < 0, else fixed; empty when unset.
QString num(std::optional<double> v, int decimals = -1);

/// `v` as a JSON number, or JSON null when unset.
QJsonValue jsonNum(std::optional<double> v);

/// Writes `rows` as a text table, columns left-aligned two spaces apart (first row = header).
void printTable(QTextStream &out, const QList<QStringList> &rows);

/// Writes `rows` as RFC 4180 CSV, formula triggers defused (csvEscape).
void printCsv(QTextStream &out, const QList<QStringList> &rows);

/// Prints "cloudgauge: MESSAGE (see cloudgauge --help)" on `err` and returns kUsageError (2).
/// With `helpCommand` the pointer is to that command's own help: "(see cloudgauge COMMAND --help)".
int usage(QTextStream &err, const QString &message, const QString &helpCommand = {});

/// `values` as English prose: "a", "a or b", "a, b or c".
QString oneOf(const QStringList &values);

/// `--catalog PATH`, which every command takes.
QCommandLineOption catalogOption();

/**
 * `--format FORMAT`, taking one of `allowed` (lower case). Its description, which the command's
 * --help prints, is "WHAT: a, b or c (default: DEFAULT)."; an empty `defaultValue` means the
 * format is detected ("(default: detected)").
 */
QCommandLineOption formatOption(
    const QStringList &allowed, const QString &defaultValue, const QString &what = QStringLiteral("Output format"));

/**
 * The --format `parser` read, lower-cased (its default when not given; empty when it has none
 * and was not given). A value outside `allowed` prints the usage error "cloudgauge: COMMAND:
 * --format must be a, b or c (see cloudgauge COMMAND --help)" on `err` (usage()) and returns
 * nullopt: the caller returns kUsageError. `command` may name an action too ("team audit"); the
 * help pointer names its first word.
 */
std::optional<QString> formatValue(const QCommandLineParser &parser, const QStringList &allowed, const QString &command, QTextStream &err);

/**
 * The need profile keys --need takes: NeedProfileStore().load()'s, the built-ins in order, then
 * the user's saved profiles. Before the application object exists (main() looks for the command
 * word first, and the saved profiles are in the application's settings) the built-ins only.
 */
QStringList needNames();

/**
 * Asks on `err` whether to create a new catalog at `path` (a --catalog file that does not exist)
 * and reads the answer, one line, from `in`: "y" or "yes" (any case) creates it; anything else,
 * an empty line or the end of input does not.
 */
bool askToCreateCatalog(const QString &path, QTextStream &in, QTextStream &err);

/**
 * Opens the workspace a command works on (Workspace::openForCommand): `explicitLocation`
 * (--catalog), else the user's default catalog; a missing default catalog starts as a copy of the
 * bundled one. A --catalog file that does not exist is created only after askToCreateCatalog()
 * says yes when standard input and standard error are a terminal; a script (no terminal) gets it
 * created with a warning, as before. A damaged default catalog is moved aside and rebuilt; a catalog named with --catalog is
 * reported and left alone. Each warning (recovered, read-only) is printed on `err` as
 * "cloudgauge: warning: ...". Returns nullptr after printing "cloudgauge: REASON" on `err`.
 */
std::unique_ptr<Workspace> openWorkspace(const QString &explicitLocation, QTextStream &err);

/**
 * True, after printing "cloudgauge: COMMAND: REASON" on `err`, when the catalog's last read failed
 * (Catalog::hasError()). Every read clears the error of the one before, so a command that reads
 * the catalog directly calls this after each read: a failed read then ends the command with exit
 * 1 instead of printing an empty table, or a file of headers, as if the catalog had no rows.
 */
bool readFailed(const Catalog &catalog, const QString &command, QTextStream &err);

/// Reads the workspace's catalog and ranks it under `params` (Workspace::load): its session()
/// then holds the ranking. False after printing "cloudgauge: REASON" on `err` when the read fails.
bool loadRanking(Workspace &workspace, const RankingParams &params, QTextStream &err);

/**
 * The weights a command asks for: a preset name, a JSON file, or (both empty) the balanced
 * default; `label` says which. Returns nullopt with a one-line `error`; `usageError` tells
 * whether it is a usage error (exit 2: unknown preset) or a failure (exit 1: unreadable file).
 */
std::optional<Weights> weightsFor(const QString &preset, const QString &file, QString *label, QString *error, bool *usageError);

/// The options that state a model job (--params, --gpus, --method) for rank and report.
struct JobOptions
{
    QCommandLineOption params { QStringLiteral("params"),
        QStringLiteral("Model parameters of the job: 70B, 7e9, 1.5T. Shapes what is ranked: memory per GPU, GPUs per instance, "
                       "interconnect (ModelJob)."),
        QStringLiteral("N") };
    QCommandLineOption gpus { QStringLiteral("gpus"),
        QStringLiteral("GPUs in the job (default 8 with --params); also the true cost's job size."), QStringLiteral("N") };
    QCommandLineOption method { QStringLiteral("method"),
        QStringLiteral("How the model runs: full, lora, qlora or inference (default: inference for --need inference, else full)."),
        QStringLiteral("NAME") };
    QList<QCommandLineOption> all() const { return { params, gpus, method }; }
};

/**
 * The job `parser` states with JobOptions, or empty when --params is not given (then --gpus and
 * --method are refused). `need` is the need profile's key, which sets the default method.
 * Returns false with a usage `error` for a bad value ("--params: '70 GB' is not a parameter count: ...").
 */
bool jobFrom(const QCommandLineParser &parser, const JobOptions &opt, const QString &need, std::optional<ModelJob> *job, QString *error);

/// `--max-age DAYS` for rank and report: rank only offers whose on-demand price was observed on a
/// known day at most DAYS days before today (NeedConstraints::priceObservedSince).
QCommandLineOption maxAgeOption();
/// Applies maxAgeOption() to `params` (a hard constraint, from params->today). False with a usage
/// `error` for a value that is not a whole number of days from 0 to 36500.
bool applyMaxAge(const QCommandLineParser &parser, const QCommandLineOption &option, RankingParams *params, QString *error);
/// The options of a capacity plan's assumptions, shared by `plan` and `report --demand`:
/// --interruptible SHARE (0 to 1) and --interruption-overhead FRACTION (0 to 10).
struct PlanAssumptionOptions
{
    QCommandLineOption interruptible { QStringLiteral("interruptible"),
        QStringLiteral("The share of the demand that may run on spot, 0 to 1 (default 0)."), QStringLiteral("SHARE") };
    QCommandLineOption overhead { QStringLiteral("interruption-overhead"),
        QStringLiteral("Extra GPU-hours interrupted work takes on spot, a fraction (0.15 = 15 %; default 0). No public source gives"
                       " a figure: set your own."),
        QStringLiteral("FRACTION") };
};
/// The assumptions `parser` gives; false with a usage `error` ("--interruptible must be a number
/// from 0 to 1, not 'x'") for a value out of range.
bool planAssumptionsFrom(
    const QCommandLineParser &parser, const PlanAssumptionOptions &opt, plan::PlanAssumptions *assumptions, QString *error);
/// `text` as a number in [lo, hi]; nullopt with "WHAT must be a number from LO to HI, not 'TEXT'" in `error`.
std::optional<double> numberIn(const QString &text, double lo, double hi, const QString &what, QString *error);

/// --residency RULE: rank only offers whose region is in the places the rule allows
/// (Residency::parse: cn-mainland, outside-cn-mainland, eu-eea, or country codes).
QCommandLineOption residencyOption();
/// Applies residencyOption() to `params` (a hard constraint that replaces a need profile's). False
/// with a usage error for a rule Residency::parse refuses.
bool applyResidency(const QCommandLineParser &parser, const QCommandLineOption &option, RankingParams *params, QString *error);
/// --require-cert LIST: rank only offers of providers that publish these certifications for the
/// whole platform (CertificationRequirement::parseList: "iso27001,soc2:type2,mlps:3").
QCommandLineOption requireCertOption();
/// --max-rtt MS: rank only offers in regions whose measured round trip (median TCP connect of
/// the latest `cloudgauge latency` run) is at most MS milliseconds.
QCommandLineOption maxRttOption();
/// Applies maxRttOption() to `params` (a hard constraint; the smaller of it and a profile's
/// wins). False with a usage error for anything but a number above 0.
bool applyMaxRtt(const QCommandLineParser &parser, const QCommandLineOption &option, RankingParams *params, QString *error);
/// Applies requireCertOption() to `params` (hard constraints, added to a need profile's). False
/// with a usage error for an empty or unknown certification.
bool applyRequireCert(const QCommandLineParser &parser, const QCommandLineOption &option, RankingParams *params, QString *error);

} // namespace cli

} // namespace cg
