// `evidence`: acceptance runs of rented nodes, graded against the offer and kept in the catalog.
#include "Commands.h"

#include "CommandSupport.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogFile.h"
#include "probing/NodeEvidence.h"
#include "session/Workspace.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace cg::cli {

namespace {

struct EvidenceOptionSet
{
    QCommandLineOption catalog = catalogOption();
    QStringList formats { QStringLiteral("table"), QStringLiteral("json") };
    QCommandLineOption format = formatOption(formats, QStringLiteral("table"));
    QCommandLineOption provider { QStringLiteral("provider"), QStringLiteral("The provider the node was rented from (a provider key)."),
        QStringLiteral("KEY") };
    QCommandLineOption offer { QStringLiteral("offer"), QStringLiteral("The instance type the node was rented as."),
        QStringLiteral("INSTANCE_TYPE") };
    QCommandLineOption region { QStringLiteral("region"), QStringLiteral("The region the node ran in."), QStringLiteral("REGION") };
    QCommandLineOption inputFormat { QStringLiteral("input-format"), QStringLiteral("The file's format: probe (the default)."),
        QStringLiteral("FORMAT"), QStringLiteral("probe") };
    QCommandLineOption checks { QStringLiteral("checks"), QStringLiteral("list: every check of each run.") };
    QList<QCommandLineOption> all() const { return { catalog, format, provider, offer, region, inputFormat, checks }; }
};

QJsonObject runJson(const EvidenceRun &r)
{
    QJsonArray checks;
    for (const EvidenceCheck &c : r.checks)
        checks.append(QJsonObject { { QStringLiteral("key"), c.key }, { QStringLiteral("device"), c.device },
            { QStringLiteral("observed"), c.observed }, { QStringLiteral("expected"), c.expected }, { QStringLiteral("source"), c.source },
            { QStringLiteral("status"), c.status }, { QStringLiteral("reason"), c.reason }, { QStringLiteral("reproduce"), c.reproduce } });
    return { { QStringLiteral("id"), r.id }, { QStringLiteral("provider"), r.providerKey },
        { QStringLiteral("instance_type"), r.instanceType },
        { QStringLiteral("region"), r.region.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(r.region) },
        { QStringLiteral("format"), r.format }, { QStringLiteral("level"), r.level }, { QStringLiteral("host"), r.host },
        { QStringLiteral("measured_at"), r.measuredAt }, { QStringLiteral("imported_at"), r.importedAt },
        { QStringLiteral("source_file"), r.sourceFile }, { QStringLiteral("status"), r.status() },
        { QStringLiteral("counts"),
            QJsonObject { { QStringLiteral("pass"), r.count(QStringLiteral("pass")) },
                { QStringLiteral("warn"), r.count(QStringLiteral("warn")) }, { QStringLiteral("fail"), r.count(QStringLiteral("fail")) },
                { QStringLiteral("skipped"), r.count(QStringLiteral("skipped")) } } },
        { QStringLiteral("checks"), checks } };
}

QString dash(const QString &s)
{
    return s.isEmpty() ? QStringLiteral("—") : s;
}

void printChecks(QTextStream &out, const EvidenceRun &r)
{
    QList<QStringList> rows { { QStringLiteral("status"), QStringLiteral("check"), QStringLiteral("device"), QStringLiteral("observed"),
        QStringLiteral("expected"), QStringLiteral("reason") } };
    for (const EvidenceCheck &c : r.checks)
        rows.append({ c.status, c.key, dash(c.device), dash(c.observed), dash(c.expected), c.reason });
    printTable(out, rows);
    QStringList reproduce;
    for (const EvidenceCheck &c : r.checks)
        if ((c.status == QLatin1String("fail") || c.status == QLatin1String("warn")) && !c.reproduce.isEmpty())
            reproduce << QStringLiteral("  %1%2: %3").arg(c.key, c.device.isEmpty() ? QString() : QLatin1Char(' ') + c.device, c.reproduce);
    if (!reproduce.isEmpty())
        out << "\nTo see a failed or warned value by hand on the node:\n" << reproduce.join(QLatin1Char('\n')) << '\n';
}

QString runLine(const EvidenceRun &r)
{
    return QStringLiteral("%1 %2%3: %4 (%5 pass, %6 warn, %7 fail, %8 skipped), %9 run on %10, measured %11")
        .arg(r.providerKey, r.instanceType, r.region.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(r.region), r.status())
        .arg(r.count(QStringLiteral("pass")))
        .arg(r.count(QStringLiteral("warn")))
        .arg(r.count(QStringLiteral("fail")))
        .arg(r.count(QStringLiteral("skipped")))
        .arg(dash(r.level), dash(r.host), r.measuredAt);
}

int importEvidence(const QCommandLineParser &p, const EvidenceOptionSet &opt, const QString &file, QTextStream &out, QTextStream &err)
{
    if (p.value(opt.inputFormat) != QLatin1String("probe"))
        return usage(err, QStringLiteral("evidence import: --input-format '%1' is not known; probe is").arg(p.value(opt.inputFormat)));
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        err << "evidence import: cannot read " << file << ": " << f.errorString() << '\n';
        return 1;
    }
    QString error;
    std::optional<AcceptanceInput> in = readAcceptanceDocument(f.read(kMaxProbeDocumentBytes + 1), &error);
    if (!in) {
        err << "evidence import: " << file << ": " << error << '\n';
        return 1;
    }
    const QString provider = p.isSet(opt.provider) ? p.value(opt.provider) : in->offerProvider;
    const QString instanceType = p.isSet(opt.offer) ? p.value(opt.offer) : in->offerInstanceType;
    if (provider.isEmpty() || instanceType.isEmpty())
        return usage(err, QStringLiteral("evidence import: the document names no offer; give --provider KEY --offer INSTANCE_TYPE"));
    const auto workspace = openWorkspace(p.value(opt.catalog), err);
    if (!workspace)
        return 1;
    Catalog &catalog = workspace->catalog();
    const QString command = QStringLiteral("evidence import");
    const QList<OfferView> offers = catalog.offers();
    if (readFailed(catalog, command, err))
        return 1;
    const OfferView *offer = nullptr;
    for (const OfferView &o : offers)
        if (o.providerKey == provider && o.instanceType == instanceType && (!p.isSet(opt.region) || o.region == p.value(opt.region))) {
            offer = &o;
            break;
        }
    if (!offer) {
        err << "evidence import: the catalog has no offer " << instanceType << " of provider " << provider
            << (p.isSet(opt.region) ? QStringLiteral(" in region ") + p.value(opt.region) : QString())
            << " (see cloudgauge list --provider " << provider << "); nothing stored\n";
        return 1;
    }
    const QList<GpuModelRecord> models = catalog.gpuModels();
    if (readFailed(catalog, command, err))
        return 1;
    const GpuIdentity identity = catalog.gpuIdentity();
    if (readFailed(catalog, command, err))
        return 1;
    gradeAgainstOffer(*in, *offer, models, identity);
    EvidenceRun &run = in->run;
    run.providerKey = provider;
    run.instanceType = instanceType;
    run.region = p.value(opt.region);
    run.sourceFile = QFileInfo(file).fileName();
    run.importedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);

    QString lockError;
    const auto lock = CatalogFile::lockForWriting(catalog.path(), 5000, &lockError); // one writer per catalog
    if (!lock) {
        err << "cloudgauge: " << lockError << '\n';
        return 1;
    }
    run.id = catalog.insertEvidenceRun(run);
    if (run.id < 0) {
        err << "evidence import: " << catalog.lastError() << '\n';
        return 1;
    }
    if (p.value(opt.format) == QLatin1String("json")) {
        out << QString::fromUtf8(QJsonDocument(runJson(run)).toJson(QJsonDocument::Indented));
        return 0;
    }
    out << "Stored run " << run.id << ": " << runLine(run) << "\n\n";
    printChecks(out, run);
    return 0;
}

int listEvidence(const QCommandLineParser &p, const EvidenceOptionSet &opt, QTextStream &out, QTextStream &err)
{
    const auto workspace = openWorkspace(p.value(opt.catalog), err);
    if (!workspace)
        return 1;
    const Catalog &catalog = workspace->catalog();
    const QList<EvidenceRun> runs = catalog.evidenceRuns(p.value(opt.provider), p.value(opt.offer));
    if (readFailed(catalog, QStringLiteral("evidence list"), err))
        return 1;
    if (p.value(opt.format) == QLatin1String("json")) {
        QJsonArray a;
        for (const EvidenceRun &r : runs)
            a.append(runJson(r));
        out << QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Indented));
        return 0;
    }
    if (runs.isEmpty()) {
        out << "No acceptance run in the catalog. On a rented node: cloudgauge-probe --acceptance quick --offer PROVIDER:INSTANCE_TYPE"
               " > accept.json; then: cloudgauge evidence import accept.json\n";
        return 0;
    }
    for (const EvidenceRun &r : runs) {
        out << "Run " << r.id << ": " << runLine(r) << '\n';
        if (p.isSet(opt.checks)) {
            printChecks(out, r);
            out << '\n';
        }
    }
    return 0;
}

} // namespace

QList<QCommandLineOption> evidenceOptions()
{
    return EvidenceOptionSet().all();
}

int runEvidence(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const EvidenceOptionSet opt;
    QCommandLineParser parser;
    parser.addOptions(opt.all());
    if (!parser.parse(args))
        return usage(err, parser.errorText());
    const QStringList positional = parser.positionalArguments(); // [0] is "evidence"
    if (!formatValue(parser, opt.formats, QStringLiteral("evidence"), err))
        return kUsageError;
    const QString action = positional.value(1);
    if (action == QLatin1String("import")) {
        if (positional.size() != 3)
            return usage(err, QStringLiteral("evidence import: needs exactly one FILE (an acceptance document of cloudgauge-probe)"));
        return importEvidence(parser, opt, positional.at(2), out, err);
    }
    if (action == QLatin1String("list")) {
        if (positional.size() != 2)
            return usage(err, QStringLiteral("evidence list: takes no operand ('%1')").arg(positional.at(2)));
        return listEvidence(parser, opt, out, err);
    }
    return usage(err,
        action.isEmpty() ? QStringLiteral("evidence: needs import FILE or list")
                         : QStringLiteral("evidence: '%1' is not import or list").arg(action));
}

} // namespace cg::cli
