// `compliance`: the security and compliance certifications each provider publishes, with the page
// that says so, and apart from them the providers' own answers in returned RFQ workbooks.
#include "Commands.h"

#include "CommandSupport.h"
#include "catalog/quotes/CatalogQuotes.h"
#include "catalog/store/Catalog.h"
#include "geo/Certification.h"
#include "session/Workspace.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace cg::cli {

namespace {

struct ComplianceOptionSet
{
    QCommandLineOption catalog = catalogOption();
    QStringList formats { QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json") };
    QCommandLineOption format = formatOption(formats, QStringLiteral("table"));
    QCommandLineOption provider { QStringLiteral("provider"), QStringLiteral("Only this provider (a provider key; repeatable)."),
        QStringLiteral("KEY") };
    QList<QCommandLineOption> all() const { return { catalog, format, provider }; }
};

/// The columns, in order; the JSON keys are the same names.
const QStringList kColumns { QStringLiteral("provider"), QStringLiteral("certification"), QStringLiteral("name"), QStringLiteral("level"),
    QStringLiteral("scope"), QStringLiteral("status"), QStringLiteral("basis"), QStringLiteral("source_url"), QStringLiteral("observed_on"),
    QStringLiteral("quote") };

/// The RFQ questions that ask for a certification (rfq::Questionnaire), with the standard each
/// answers and how an answer maps to a level ("level_3" → "3").
struct AnswerQuestion
{
    const char *questionId;
    const char *standard;
};
constexpr AnswerQuestion kAnswerQuestions[] = { { "risk.iso27001", "iso27001" }, { "risk.soc2", "soc2" }, { "risk.mlps", "mlps" } };

} // namespace

QList<QCommandLineOption> complianceOptions()
{
    return ComplianceOptionSet().all();
}

int runCompliance(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const ComplianceOptionSet opt;
    QCommandLineParser parser;
    parser.addOptions(opt.all());
    if (!parser.parse(args))
        return usage(err, parser.errorText());
    if (parser.positionalArguments().size() > 1) // [0] is "compliance"
        return usage(err, QStringLiteral("compliance: takes no operand ('%1')").arg(parser.positionalArguments().at(1)));
    const std::optional<QString> format = formatValue(parser, opt.formats, QStringLiteral("compliance"), err);
    if (!format)
        return kUsageError;
    const auto workspace = openWorkspace(parser.value(opt.catalog), err);
    if (!workspace)
        return 1;
    const Catalog &catalog = workspace->catalog();
    const QList<ProviderRecord> providerRecords = catalog.providers();
    if (readFailed(catalog, QStringLiteral("compliance"), err))
        return 1;
    QStringList keys;
    for (const ProviderRecord &p : providerRecords)
        keys.append(p.key);
    const QStringList wanted = parser.values(opt.provider);
    for (const QString &p : wanted)
        if (!keys.contains(p))
            return usage(err, QStringLiteral("compliance: '%1' is not a provider key of the catalog (see 'cloudgauge providers')").arg(p));
    const QHash<QString, QList<Certification>> published = catalog.providerCertifications();
    if (readFailed(catalog, QStringLiteral("compliance"), err))
        return 1;

    QString error;
    const QList<ProviderAnswer> answers = RfqStore::answers(catalog, QString(), &error);
    if (!error.isEmpty()) {
        err << "compliance: " << error << Qt::endl;
        return 1;
    }
    QList<QStringList> rows { kColumns };
    QStringList noneOnRecord;
    for (const QString &key : std::as_const(keys)) {
        if (!wanted.isEmpty() && !wanted.contains(key))
            continue;
        const QList<Certification> list = published.value(key);
        for (const Certification &c : list)
            rows.append({ key, c.standard, c.displayName(), c.level, c.scope, c.status, QStringLiteral("published"), c.sourceUrl,
                c.observedOn, c.quote });
        bool answered = false;
        for (const AnswerQuestion &q : kAnswerQuestions) {
            for (const ProviderAnswer &a : answers) {
                if (a.providerKey != key || a.questionId != QLatin1String(q.questionId) || a.answer.isEmpty())
                    continue;
                answered = true;
                const QString level = a.answer.startsWith(QLatin1String("level_")) ? a.answer.mid(6) : QString();
                rows.append({ key, QLatin1String(q.standard), Certification::standardName(QLatin1String(q.standard)), level, QString(),
                    QStringLiteral("answered: ") + a.answer, QStringLiteral("self-reported"), a.evidenceUrl, a.receivedOn, a.comment });
            }
        }
        if (list.isEmpty() && !answered)
            noneOnRecord.append(key);
    }

    if (*format == QLatin1String("json")) {
        QJsonArray json;
        for (int r = 1; r < rows.size(); ++r) {
            QJsonObject j;
            for (int c = 0; c < kColumns.size(); ++c)
                j.insert(kColumns.at(c), rows[r].at(c).isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(rows[r].at(c)));
            json.append(j);
        }
        QJsonObject doc;
        doc.insert(QStringLiteral("certifications"), json);
        doc.insert(QStringLiteral("none_on_record"), QJsonArray::fromStringList(noneOnRecord));
        out << QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Indented));
        return 0;
    }
    if (*format == QLatin1String("csv")) {
        printCsv(out, rows);
        return 0;
    }
    // The table: the quote is long; the source URL says where to read it.
    QList<QStringList> table;
    for (const QStringList &r : std::as_const(rows)) {
        QStringList t = r.mid(0, kColumns.size() - 1);
        t.removeAt(1); // the key; the name says it for people
        for (QString &cell : t)
            if (cell.isEmpty())
                cell = QStringLiteral("—");
        table.append(t);
    }
    printTable(out, table);
    if (!noneOnRecord.isEmpty())
        out << "\nNo certification on record (none found in the provider's published pages; not the same as none held): "
            << noneOnRecord.join(QLatin1String(", ")) << '\n';
    return 0;
}

} // namespace cg::cli
