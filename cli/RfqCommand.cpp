// `rfq export|import`: the procurement round's questionnaire workbooks (and the questionnaire as PDF).
#include "Commands.h"

#include "CommandSupport.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogFile.h"
#include "i18n/LanguageManager.h"
#include "report/QuestionnairePdf.h"
#include "rfq/RfqImport.h"
#include "rfq/RfqWorkbook.h"
#include "session/Workspace.h"

#include <QCommandLineParser>
#include <QDir>
#include <QTextStream>

namespace cg::cli {

namespace {
QStringList rfqFormats()
{
    return { QStringLiteral("xlsx"), QStringLiteral("pdf"), QStringLiteral("both") };
}
} // namespace

QList<QCommandLineOption> rfqOptions()
{
    return { catalogOption(),
        { QStringLiteral("provider"), QStringLiteral("Provider key (repeat or comma-separate for several)."), QStringLiteral("KEY") },
        { QStringLiteral("lang"), QStringLiteral("Language of the workbook: %1.").arg(oneOf(LanguageManager::languages())),
            QStringLiteral("LANG") },
        { QStringLiteral("out"), QStringLiteral("Folder the workbooks are written to (created if missing)."), QStringLiteral("DIR") },
        { QStringLiteral("answer-by"), QStringLiteral("Date the answers are requested by (YYYY-MM-DD)."), QStringLiteral("DATE") },
        formatOption(rfqFormats(), QStringLiteral("xlsx"),
            QStringLiteral("What to write (xlsx: the workbook; pdf: the questionnaire as a PDF to send)")),
        { QStringLiteral("accept-unrecorded-request"),
            QStringLiteral("import: take a workbook whose request this catalog has no record of exporting (sent from another "
                           "catalog)") } };
}

namespace {

int runExport(const QCommandLineParser &parser, Catalog &catalog, QTextStream &out, QTextStream &err)
{
    QStringList keys;
    for (const QString &v : parser.values(QStringLiteral("provider")))
        keys += v.split(QLatin1Char(','), Qt::SkipEmptyParts);
    keys.removeDuplicates(); // one workbook, and one request, per provider
    const QString lang = parser.value(QStringLiteral("lang"));
    const QString dir = parser.value(QStringLiteral("out"));
    if (keys.isEmpty() || dir.isEmpty())
        return usage(err, QStringLiteral("rfq export: --provider KEY and --out DIR are required"));
    if (!LanguageManager::languages().contains(lang))
        return usage(err, QStringLiteral("rfq export: --lang must be %1").arg(oneOf(LanguageManager::languages())));
    const std::optional<QString> chosen = formatValue(parser, rfqFormats(), QStringLiteral("rfq export"), err);
    if (!chosen)
        return kUsageError;
    const QString &format = *chosen;
    const bool xlsx = format != QLatin1String("pdf"), pdf = format != QLatin1String("xlsx");
    QDate answerBy;
    if (parser.isSet(QStringLiteral("answer-by"))) {
        answerBy = QDate::fromString(parser.value(QStringLiteral("answer-by")), Qt::ISODate);
        if (!answerBy.isValid())
            return usage(err, QStringLiteral("rfq export: --answer-by must be a date YYYY-MM-DD"));
    }
    QHash<QString, QString> names;
    const QList<ProviderRecord> providers = catalog.providers();
    if (readFailed(catalog, QStringLiteral("rfq export"), err))
        return 1;
    for (const ProviderRecord &p : providers)
        names.insert(p.key, lang == QLatin1String("zh_CN") && !p.nameZh.isEmpty() ? p.nameZh : p.nameEn.isEmpty() ? p.key : p.nameEn);
    for (const QString &key : keys) {
        if (!names.contains(key)) {
            err << "cloudgauge: rfq export: unknown provider " << key << " (cloudgauge providers lists them)\n";
            return 1;
        }
    }
    if (!QDir().mkpath(dir)) {
        err << "cloudgauge: rfq export: cannot create " << dir << '\n';
        return 1;
    }
    LanguageManager languages;
    languages.setLanguage(lang, false);
    const QDate today = QDate::currentDate();
    QString lockError; // the requests are recorded under the catalog's one-writer lock
    const auto lock = CatalogFile::lockForWriting(catalog.path(), 5000, &lockError);
    for (const QString &key : keys) {
        rfq::RfqRequest request { key, names.value(key), rfq::newRfqId(key, today), lang, today, answerBy };
        const QString base = QDir(dir).filePath(QStringLiteral("cloudgauge-rfq-%1-%2").arg(key, lang));
        QString error;
        if (xlsx) {
            if (!rfq::writeRfqWorkbook(base + QStringLiteral(".xlsx"), request, &error)) {
                err << "cloudgauge: " << error << '\n';
                return 1;
            }
            out << "wrote " << base << ".xlsx (request " << request.rfqId << ")\n";
        }
        if (pdf) {
            int pages = 0;
            if (!rfq::writeQuestionnairePdf(base + QStringLiteral(".pdf"), request, &error, &pages)) {
                err << "cloudgauge: " << error << '\n';
                return 1;
            }
            out << "wrote " << base << ".pdf (" << pages << " pages, request " << request.rfqId << ")\n";
        }
        // Recorded, so that the returned workbook is known; a catalog that cannot record (read-only,
        // a team reader) still gets its files, and is told what importing them will need.
        if (!lock)
            error = lockError;
        if (!lock || !rfq::recordExportedRequest(catalog, request, &error))
            err << "cloudgauge: the request " << request.rfqId << " was written but not recorded in the catalog: " << error
                << "\nImporting its answers will need --accept-unrecorded-request.\n";
    }
    return 0;
}

int runImportWorkbooks(const QStringList &files, Catalog &catalog, rfq::UnrecordedRequest unrecorded, QTextStream &out, QTextStream &err)
{
    QString lockError;
    const auto lock = CatalogFile::lockForWriting(catalog.path(), 5000, &lockError); // one writer per catalog
    if (!lock) {
        err << "cloudgauge: " << lockError << '\n';
        return 1;
    }
    int failed = 0;
    const QDate today = QDate::currentDate();
    for (const QString &file : files) {
        const rfq::RfqImportResult r = rfq::importReturnedWorkbook(catalog, file, today, unrecorded);
        if (!r.stored) {
            for (const QString &issue : r.workbook.issues)
                err << (issue.startsWith(file + QLatin1Char(':')) ? issue : file + QStringLiteral(": ") + issue) << '\n';
            err << "cloudgauge: nothing imported from " << file << ": " << r.workbook.issues.size() << " problem(s)\n";
            ++failed;
            continue;
        }
        out << "imported " << r.workbook.answers.size() << " self-reported answers and " << r.workbook.quotes.size()
            << " confidential quotes (" << r.expiredQuotes << " expired) from " << file << " for " << r.workbook.providerKey << " (request "
            << r.workbook.rfqId << ")\n";
    }
    return failed ? 1 : 0;
}

} // namespace

int runRfq(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.addOptions(rfqOptions());
    parser.addPositionalArgument(QStringLiteral("ACTION"), QStringLiteral("export or import"));
    if (!parser.parse(args))
        return usage(err, parser.errorText());
    const QStringList positional = parser.positionalArguments().mid(1); // [0] is "rfq"
    const QString action = positional.value(0);
    if (action == QLatin1String("export") && positional.size() == 1) {
        const auto workspace = openWorkspace(parser.value(QStringLiteral("catalog")), err);
        return workspace ? runExport(parser, workspace->catalog(), out, err) : 1;
    }
    if (action == QLatin1String("import") && positional.size() >= 2) {
        const auto workspace = openWorkspace(parser.value(QStringLiteral("catalog")), err);
        const auto unrecorded
            = parser.isSet(QStringLiteral("accept-unrecorded-request")) ? rfq::UnrecordedRequest::Accept : rfq::UnrecordedRequest::Refuse;
        return workspace ? runImportWorkbooks(positional.mid(1), workspace->catalog(), unrecorded, out, err) : 1;
    }
    return usage(err, QStringLiteral("rfq: use 'rfq export --provider KEY --lang en|zh_CN --out DIR' or 'rfq import FILE.xlsx...'"));
}

} // namespace cg::cli
