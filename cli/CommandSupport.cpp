#include "CommandSupport.h"

#include "catalog/store/Catalog.h"
#include "csv/CsvReader.h"
#include "scoring/NeedProfile.h"
#include "scoring/NeedProfileStore.h"
#include "session/Workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QTextStream>

#include <algorithm>

#include <unistd.h>

#include <cmath>

namespace cg::cli {

QString num(std::optional<double> v, int decimals)
{
    if (!v)
        return {};
    return decimals < 0 ? QLocale::c().toString(*v, 'g', QLocale::FloatingPointShortest) : QLocale::c().toString(*v, 'f', decimals);
}

QJsonValue jsonNum(std::optional<double> v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

void printTable(QTextStream &out, const QList<QStringList> &rows)
{
    if (rows.isEmpty())
        return;
    QList<int> widths(rows.first().size(), 0);
    for (const QStringList &r : rows)
        for (int i = 0; i < r.size(); ++i)
            widths[i] = std::max(widths[i], int(r.at(i).size()));
    for (const QStringList &r : rows) {
        QString line;
        for (int i = 0; i < r.size(); ++i) {
            line += i + 1 < r.size() ? r.at(i).leftJustified(widths[i] + 2) : r.at(i);
        }
        out << line.trimmed() << '\n';
    }
}

void printCsv(QTextStream &out, const QList<QStringList> &rows)
{
    for (const QStringList &r : rows) {
        QStringList escaped;
        for (const QString &f : r)
            escaped.append(csvEscape(f, true));
        out << escaped.join(QLatin1Char(',')) << '\n';
    }
}

int usage(QTextStream &err, const QString &message, const QString &helpCommand)
{
    err << "cloudgauge: " << message << " (see cloudgauge " << (helpCommand.isEmpty() ? QString() : helpCommand + QLatin1Char(' '))
        << "--help)\n";
    return kUsageError;
}

QString oneOf(const QStringList &values)
{
    if (values.size() <= 1)
        return values.value(0);
    return values.mid(0, values.size() - 1).join(QLatin1String(", ")) + QStringLiteral(" or ") + values.last();
}

QCommandLineOption catalogOption()
{
    return { QStringLiteral("catalog"),
        QStringLiteral("Catalog file, or a team catalog's postgresql://user@host:port/dbname?sslmode=verify-full URL "
                       "(password from PGPASSFILE or PGPASSWORD), to use (default: the user's catalog)."),
        QStringLiteral("PATH|URL") };
}

QCommandLineOption formatOption(const QStringList &allowed, const QString &defaultValue, const QString &what)
{
    return { QStringLiteral("format"),
        QStringLiteral("%1: %2 (default: %3).")
            .arg(what, oneOf(allowed), defaultValue.isEmpty() ? QStringLiteral("detected") : defaultValue),
        QStringLiteral("FORMAT"), defaultValue };
}

std::optional<QString> formatValue(const QCommandLineParser &parser, const QStringList &allowed, const QString &command, QTextStream &err)
{
    const QString value = parser.value(QStringLiteral("format")).toLower();
    if (allowed.contains(value) || (value.isEmpty() && !parser.isSet(QStringLiteral("format"))))
        return value;
    usage(err, QStringLiteral("%1: --format must be %2").arg(command, oneOf(allowed)), command.section(QLatin1Char(' '), 0, 0));
    return std::nullopt;
}

QStringList needNames()
{
    QStringList keys;
    const QList<NeedProfile> profiles = QCoreApplication::instance() ? NeedProfileStore().load() : NeedProfile::builtIns();
    for (const NeedProfile &p : profiles)
        keys.append(p.key);
    return keys;
}

bool askToCreateCatalog(const QString &path, QTextStream &in, QTextStream &err)
{
    err << "cloudgauge: " << path << " does not exist. Create a new catalog there, a copy of the bundled one? [y/N] ";
    err.flush();
    const QString answer = in.readLine().trimmed().toLower();
    return answer == QLatin1String("y") || answer == QLatin1String("yes");
}

std::unique_ptr<Workspace> openWorkspace(const QString &explicitLocation, QTextStream &err)
{
    QStringList warnings;
    QString error;
    Workspace::ConfirmNewCatalog confirm;
    if (::isatty(STDIN_FILENO) && ::isatty(STDERR_FILENO)) {
        confirm = [&err](const QString &path) {
            QTextStream in(stdin);
            return askToCreateCatalog(path, in, err);
        };
    }
    std::unique_ptr<Workspace> workspace = Workspace::openForCommand(explicitLocation, &warnings, &error, confirm);
    if (!workspace) {
        err << "cloudgauge: " << error << '\n';
        return nullptr;
    }
    for (const QString &warning : std::as_const(warnings))
        err << "cloudgauge: warning: " << warning << '\n';
    return workspace;
}

bool readFailed(const Catalog &catalog, const QString &command, QTextStream &err)
{
    if (!catalog.hasError())
        return false;
    err << "cloudgauge: " << command << ": " << catalog.lastError() << '\n';
    return true;
}

bool loadRanking(Workspace &workspace, const RankingParams &params, QTextStream &err)
{
    QString error;
    if (workspace.load(params, &error))
        return true;
    err << "cloudgauge: " << error << '\n';
    return false;
}

std::optional<Weights> weightsFor(const QString &preset, const QString &file, QString *label, QString *error, bool *usageError)
{
    *usageError = false;
    if (!preset.isEmpty()) {
        const auto w = Weights::preset(preset);
        if (!w) {
            *usageError = true;
            *error = QStringLiteral("unknown preset '%1' (%2)").arg(preset, Weights::presetNames().join(QLatin1String(", ")));
            return std::nullopt;
        }
        *label = preset.toLower() + QStringLiteral(" (CloudGauge preset)");
        return w;
    }
    if (!file.isEmpty()) {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("cannot read %1: %2").arg(file, f.errorString());
            return std::nullopt;
        }
        const auto w = Weights::fromJson(f.readAll(), error);
        if (!w) {
            *error = QStringLiteral("%1: %2").arg(file, *error);
            return std::nullopt;
        }
        *label = QFileInfo(file).fileName();
        return w;
    }
    *label = QStringLiteral("balanced (CloudGauge default)");
    return Weights();
}

bool jobFrom(const QCommandLineParser &parser, const JobOptions &opt, const QString &need, std::optional<ModelJob> *job, QString *error)
{
    job->reset();
    if (!parser.isSet(opt.params)) {
        if (parser.isSet(opt.gpus) || parser.isSet(opt.method)) {
            *error = QStringLiteral("--gpus and --method describe a model job: give --params too (e.g. --params 70B --gpus 8)");
            return false;
        }
        return true;
    }
    ModelJob j;
    QString why;
    const auto parameters = ModelJob::parseParameters(parser.value(opt.params), &why);
    if (!parameters) {
        *error = QStringLiteral("--params: ") + why;
        return false;
    }
    j.parameters = *parameters;
    j.gpus = 8;
    if (parser.isSet(opt.gpus)) {
        bool ok = false;
        j.gpus = parser.value(opt.gpus).toInt(&ok);
        if (!ok || j.gpus < 1 || j.gpus > 1000000) {
            *error = QStringLiteral("--gpus must be a whole number of GPUs from 1 to 1000000, not '%1'").arg(parser.value(opt.gpus));
            return false;
        }
    }
    j.method = need == QLatin1String("inference") ? ModelMethod::Inference : ModelMethod::Training;
    if (parser.isSet(opt.method)) {
        const auto method = ModelJob::methodFromName(parser.value(opt.method));
        if (!method) {
            *error = QStringLiteral("--method must be %1, not '%2'").arg(oneOf(ModelJob::methodNames()), parser.value(opt.method));
            return false;
        }
        j.method = *method;
    }
    *job = j;
    return true;
}

std::optional<double> numberIn(const QString &text, double lo, double hi, const QString &what, QString *error)
{
    bool ok = false;
    const double v = QLocale::c().toDouble(text.trimmed(), &ok);
    if (!ok || !std::isfinite(v) || v < lo || v > hi) {
        *error = QStringLiteral("%1 must be a number from %2 to %3, not '%4'")
                     .arg(what, QLocale::c().toString(lo), QLocale::c().toString(hi), text);
        return std::nullopt;
    }
    return v;
}

bool planAssumptionsFrom(
    const QCommandLineParser &parser, const PlanAssumptionOptions &opt, plan::PlanAssumptions *assumptions, QString *error)
{
    if (parser.isSet(opt.interruptible)) {
        const auto v = numberIn(parser.value(opt.interruptible), 0, 1, QStringLiteral("--interruptible"), error);
        if (!v)
            return false;
        assumptions->interruptibleShare = *v;
    }
    if (parser.isSet(opt.overhead)) {
        const auto v = numberIn(parser.value(opt.overhead), 0, 10, QStringLiteral("--interruption-overhead"), error);
        if (!v)
            return false;
        assumptions->interruptionOverhead = *v;
    }
    return true;
}

QCommandLineOption maxAgeOption()
{
    return { QStringLiteral("max-age"),
        QStringLiteral("Rank only offers whose on-demand price was observed on a known day at most DAYS days ago; older and undated "
                       "prices are listed apart (gate: need)."),
        QStringLiteral("DAYS") };
}

QCommandLineOption residencyOption()
{
    return { QStringLiteral("residency"),
        QStringLiteral("Rank only offers whose region is where the data may be: cn-mainland (data stays in mainland China), "
                       "outside-cn-mainland, eu-eea, or country codes such as DE,FR. A region in an unknown place is listed apart "
                       "(gate: need)."),
        QStringLiteral("RULE") };
}

bool applyResidency(const QCommandLineParser &parser, const QCommandLineOption &option, RankingParams *params, QString *error)
{
    if (!parser.isSet(option))
        return true;
    QString why;
    const std::optional<Residency> rule = Residency::parse(parser.value(option), &why);
    if (!rule) {
        *error = QStringLiteral("--residency: ") + why;
        return false;
    }
    params->constraints.residency = *rule;
    return true;
}

QCommandLineOption requireCertOption()
{
    return { QStringLiteral("require-cert"),
        QStringLiteral("Rank only offers of providers that publish these certifications for their whole platform, comma-separated: "
                       "iso27001, iso27017, iso27018, iso27701, soc1, soc2, soc2:type2, soc3, csa-star, mlps, mlps:3, pci-dss, c5, "
                       "hipaa. A provider with none on record, in progress or scoped to part of its platform is listed apart "
                       "(gate: need; `cloudgauge compliance` shows the sources)."),
        QStringLiteral("LIST") };
}

bool applyRequireCert(const QCommandLineParser &parser, const QCommandLineOption &option, RankingParams *params, QString *error)
{
    if (!parser.isSet(option))
        return true;
    QString why;
    const auto list = CertificationRequirement::parseList(parser.value(option), &why);
    if (!list || list->isEmpty()) {
        *error = QStringLiteral("--require-cert: ") + (list ? QStringLiteral("name at least one certification") : why);
        return false;
    }
    params->constraints.certifications = *list;
    return true;
}

QCommandLineOption maxRttOption()
{
    return { QStringLiteral("max-rtt"),
        QStringLiteral("Rank only offers in regions whose round trip from your network, as `cloudgauge latency` measured it (median "
                       "TCP connect), is at most MS milliseconds; a region never measured is listed apart (gate: need)."),
        QStringLiteral("MS") };
}

bool applyMaxRtt(const QCommandLineParser &parser, const QCommandLineOption &option, RankingParams *params, QString *error)
{
    if (!parser.isSet(option))
        return true;
    bool ok = false;
    const double ms = parser.value(option).toDouble(&ok);
    if (!ok || !std::isfinite(ms) || ms <= 0) {
        *error = QStringLiteral("--max-rtt: '%1' is not a number of milliseconds above 0").arg(parser.value(option));
        return false;
    }
    params->constraints.maxRoundTripMs = ms;
    return true;
}

bool applyMaxAge(const QCommandLineParser &parser, const QCommandLineOption &option, RankingParams *params, QString *error)
{
    if (!parser.isSet(option))
        return true;
    bool ok = false;
    const int days = parser.value(option).toInt(&ok);
    if (!ok || days < 0 || days > 36500) {
        *error = QStringLiteral("--max-age must be a whole number of days from 0 to 36500");
        return false;
    }
    params->constraints.priceObservedSince = params->today.addDays(-days).toString(Qt::ISODate);
    return true;
}

} // namespace cg::cli
