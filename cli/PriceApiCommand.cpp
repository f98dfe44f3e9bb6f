// `price-api script`: the vendor CLI calls that price every catalog instance type of a Chinese cloud.
#include "Commands.h"

#include "CommandSupport.h"
#include "catalog/store/Catalog.h"
#include "core/FileWrite.h"
#include "session/Workspace.h"
#include "update/PriceApiScript.h"

#include <QCommandLineParser>
#include <QDate>
#include <QFile>
#include <QTextStream>

namespace cg::cli {

namespace {

struct PriceApiOptionSet
{
    QCommandLineOption catalog = catalogOption();
    QCommandLineOption provider { QStringLiteral("provider"),
        QStringLiteral("The cloud to price: %1.").arg(PriceApiScript::providers().join(QStringLiteral(", "))), QStringLiteral("KEY") };
    QCommandLineOption region { QStringLiteral("region"),
        QStringLiteral("A region to price in (repeat for more): Alibaba and Huawei region IDs (cn-beijing, cn-north-4),"
                       " Tencent zones (ap-beijing-5). Default: the provider's regions in the catalog."),
        QStringLiteral("R") };
    QCommandLineOption out { QStringLiteral("out"), QStringLiteral("Write the script to FILE (executable) instead of printing it."),
        QStringLiteral("FILE") };
    QList<QCommandLineOption> all_() const { return { catalog, provider, region, out }; }
};

} // namespace

QList<QCommandLineOption> priceApiOptions()
{
    return PriceApiOptionSet().all_();
}

int runPriceApi(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const PriceApiOptionSet opt;
    QCommandLineParser parser;
    parser.addOptions(opt.all_());
    if (!parser.parse(args))
        return usage(err, parser.errorText());
    const QStringList words = parser.positionalArguments().mid(1);
    if (words.size() != 1 || words.first() != QLatin1String("script"))
        return usage(err, QStringLiteral("price-api: say what to write: price-api script --provider KEY"), QStringLiteral("price-api"));
    PriceApiScript script;
    script.provider = parser.value(opt.provider).trimmed().toLower();
    if (!PriceApiScript::providers().contains(script.provider))
        return usage(err,
            QStringLiteral("price-api: --provider must be one of %1").arg(PriceApiScript::providers().join(QStringLiteral(", "))),
            QStringLiteral("price-api"));
    for (const QString &r : parser.values(opt.region)) {
        const QString problem = PriceApiScript::regionProblem(script.provider, r.trimmed());
        if (!problem.isEmpty())
            return usage(err, QStringLiteral("price-api: --region %1").arg(problem));
        if (!script.regions.contains(r.trimmed()))
            script.regions.append(r.trimmed());
    }
    const auto workspace = openWorkspace(parser.value(opt.catalog), err);
    if (!workspace)
        return 1;
    const QList<OfferView> offers = workspace->catalog().offers();
    if (readFailed(workspace->catalog(), QStringLiteral("price-api"), err))
        return 1;
    script.instanceTypes = PriceApiScript::instanceTypesOf(offers, script.provider);
    if (script.instanceTypes.isEmpty()) {
        err << "cloudgauge: price-api: the catalog lists no instance type of " << script.provider
            << "; import its instance types first (cloudgauge import)\n";
        return 1;
    }
    if (script.regions.isEmpty())
        script.regions = PriceApiScript::regionsOf(offers, script.provider);
    if (script.regions.isEmpty()) {
        QStringList example;
        for (const QString &r : PriceApiScript::exampleRegions(script.provider))
            example << QStringLiteral("--region ") + r;
        err << "cloudgauge: price-api: the catalog knows no " << script.provider << " region in the API's form; name one or more with "
            << example.join(QLatin1Char(' ')) << '\n';
        return kUsageError;
    }
    script.generatedOn = QDate::currentDate().toString(Qt::ISODate);
    const QString text = script.text();
    if (!parser.isSet(opt.out)) {
        out << text;
        return 0;
    }
    QString error;
    if (!writeFileAtomically(parser.value(opt.out), text.toUtf8(), &error)) {
        err << "cloudgauge: " << error << '\n';
        return 1;
    }
    QFile::setPermissions(parser.value(opt.out), QFile::permissions(parser.value(opt.out)) | QFile::ExeOwner | QFile::ExeGroup);
    out << "wrote " << parser.value(opt.out) << ": " << script.calls() << " calls of " << PriceApiScript::client(script.provider) << " ("
        << script.instanceTypes.size() << " instance types x " << script.regions.size() << " regions)\n"
        << "run it: sh " << parser.value(opt.out) << " " << script.provider << "-prices.json\n"
        << "then:   cloudgauge import " << script.provider << "-prices.json\n";
    return 0;
}

} // namespace cg::cli
