#include "assess/AssessmentCsv.h"

#include "core/FileWrite.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>

namespace cg {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(cg::AssessmentCsv)
};

bool isTrigger(QChar c)
{
    return isFormulaTrigger(c);
}

bool needsGuard(const QString &s)
{
    return (!s.isEmpty() && isTrigger(s.at(0)))
        || (s.size() > 1 && s.at(0) == QLatin1Char('\'') && (isTrigger(s.at(1)) || needsGuard(s.mid(1))));
}
} // namespace

QStringList AssessmentCsv::columns()
{
    return { QStringLiteral("provider"), QStringLiteral("criterion"), QStringLiteral("score"), QStringLiteral("evidence"),
        QStringLiteral("source_url"), QStringLiteral("assessed_on"), QStringLiteral("author") };
}

QString AssessmentCsv::escapeText(const QString &field)
{
    return csvEscape(needsGuard(field) ? QLatin1Char('\'') + field : field, false);
}

QString AssessmentCsv::unescapeText(const QString &field)
{
    return field.size() > 1 && field.at(0) == QLatin1Char('\'') && needsGuard(field.mid(1)) ? field.mid(1) : field;
}

QByteArray AssessmentCsv::toCsv(const QList<Assessment> &rows)
{
    QString text = columns().join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const Assessment &a : rows) {
        const QString score = a.score ? QLocale::c().toString(*a.score, 'g', QLocale::FloatingPointShortest) : QString();
        text += QStringList { escapeText(a.providerKey), escapeText(a.criterion), score, escapeText(a.evidence), escapeText(a.sourceUrl),
            escapeText(a.assessedOn), escapeText(a.author) }
                    .join(QLatin1Char(','))
            + QLatin1Char('\n');
    }
    return text.toUtf8();
}

bool AssessmentCsv::writeFile(const QString &path, const QList<Assessment> &rows, QString *error)
{
    return writeFileAtomically(path, toCsv(rows), error); // all or nothing, a full disk said as such
}

AssessmentCsvResult AssessmentCsv::parse(const QByteArray &bytes, const QSet<QString> &providerKeys, const QDate &today)
{
    AssessmentCsvResult result;
    CsvLimits limits;
    limits.maxFieldChars = kMaxEvidenceChars + 16;
    const CsvTable table = CsvReader::parse(bytes, limits);
    if (!table.ok()) {
        result.fatalError = table.fatalError;
        return result;
    }
    QList<int> column;
    for (const QString &name : columns()) {
        column.append(table.column(name));
        if (column.last() < 0) {
            result.fatalError = Text::tr("The header has no '%1' column; expected %2.").arg(name, columns().join(QLatin1Char(',')));
            return result;
        }
    }
    result.issues = table.issues;
    QSet<QString> seen;
    for (const CsvRecord &record : table.records) {
        auto field = [&](int i) { return unescapeText(record.fields.value(column.at(i))); };
        Assessment a;
        a.providerKey = field(0).trimmed();
        a.criterion = field(1).trimmed();
        const QString scoreText = field(2).trimmed();
        a.evidence = field(3);
        a.sourceUrl = field(4).trimmed();
        a.assessedOn = field(5).trimmed();
        a.author = field(6);
        QString problem;
        if (!scoreText.isEmpty()) {
            bool ok = false;
            const double score = QLocale::c().toDouble(scoreText, &ok);
            if (!ok)
                problem = Text::tr("Score '%1' is not a number (use a point for decimals, e.g. 3.5).").arg(scoreText);
            else
                a.score = score;
        }
        if (problem.isEmpty())
            problem = validateAssessment(a, providerKeys, today);
        const QString key = a.providerKey + QLatin1Char('/') + a.criterion;
        if (problem.isEmpty() && seen.contains(key))
            problem = Text::tr("%1 appears a second time.").arg(key);
        seen.insert(key);
        if (!problem.isEmpty())
            result.issues.append({ record.line, problem });
        result.rows.append(a);
    }
    std::sort(result.issues.begin(), result.issues.end(), [](const CsvIssue &a, const CsvIssue &b) { return a.line < b.line; });
    return result;
}

AssessmentCsvResult AssessmentCsv::parseFile(const QString &path, const QSet<QString> &providerKeys, const QDate &today)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        AssessmentCsvResult result;
        result.fatalError = Text::tr("Cannot read %1: %2").arg(path, file.errorString());
        return result;
    }
    return parse(file.readAll(), providerKeys, today);
}

} // namespace cg
