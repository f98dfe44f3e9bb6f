// `assessments export|import FILE`: the ClusterMAX category assessments as CSV.
#include "Commands.h"

#include "CommandSupport.h"
#include "assess/AssessmentCsv.h"
#include "assess/AssessmentStore.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogFile.h"
#include "session/Workspace.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace cg::cli {

QList<QCommandLineOption> assessmentsOptions()
{
    return { catalogOption() };
}

int runAssessments(const QStringList &args, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.addOptions(assessmentsOptions());
    parser.addPositionalArgument(QStringLiteral("ACTION"), QStringLiteral("export or import"));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("CSV file"));
    if (!parser.parse(args))
        return usage(err, parser.errorText());
    const QStringList positional = parser.positionalArguments().mid(1); // [0] is "assessments"
    if (positional.size() != 2 || (positional.at(0) != QLatin1String("export") && positional.at(0) != QLatin1String("import")))
        return usage(err, QStringLiteral("assessments: use 'assessments export FILE' or 'assessments import FILE'"));
    const QString &action = positional.at(0);
    const QString &file = positional.at(1);
    const auto workspace = openWorkspace(parser.value(QStringLiteral("catalog")), err);
    if (!workspace)
        return 1;
    Catalog &catalog = workspace->catalog();

    if (action == QLatin1String("export")) {
        const QList<Assessment> rows = catalog.assessmentRecords();
        if (readFailed(catalog, QStringLiteral("assessments export"), err))
            return 1; // nothing written: an empty file would read as "no assessments"
        QString error;
        if (!AssessmentCsv::writeFile(file, rows, &error)) {
            err << "cloudgauge: " << error << '\n';
            return 1;
        }
        out << "exported " << rows.size() << " assessments to " << file << '\n';
        return 0;
    }

    QString lockError;
    const auto lock = CatalogFile::lockForWriting(catalog.path(), 5000, &lockError); // one writer per catalog
    if (!lock) {
        err << "cloudgauge: " << lockError << '\n';
        return 1;
    }
    QSet<QString> providers;
    const QList<ProviderRecord> providerRecords = catalog.providers();
    if (readFailed(catalog, QStringLiteral("assessments import"), err))
        return 1;
    for (const ProviderRecord &p : providerRecords)
        providers.insert(p.key);
    const QDate today = QDate::currentDate();
    const AssessmentCsvResult read = AssessmentCsv::parseFile(file, providers, today);
    if (!read.fatalError.isEmpty()) {
        err << "cloudgauge: " << read.fatalError << '\n';
        return 1;
    }
    if (!read.ok()) {
        for (const CsvIssue &issue : read.issues)
            err << file << ':' << issue.line << ": " << issue.reason << '\n';
        err << "cloudgauge: nothing imported from " << file << ": " << read.issues.size() << " bad row(s)\n";
        return 1;
    }
    QStringList errors;
    if (!AssessmentStore::upsert(catalog, read.rows, today, &errors)) {
        err << "cloudgauge: nothing imported from " << file << ": " << errors.join(QStringLiteral("; ")) << '\n';
        return 1;
    }
    out << "imported " << read.rows.size() << " assessments from " << file << '\n';
    return 0;
}

} // namespace cg::cli
