// The report's "Quotes and answers received" section: each provider's quotes beside its list
// prices and its self-reported questionnaire answers beside the independent assessments.
#include "report/ReportWriterPrivate.h"

#include "catalog/quotes/CatalogQuotes.h"
#include "core/Tier.h"
#include "rfq/Questionnaire.h"
#include "rfq/QuoteComparison.h"

#include <QMap>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace cg {

namespace {

/// The answer as the questionnaire offered it, in the report language: a choice's label, a
/// number with its unit, or the text verbatim.
QString answerText(const rfq::Question &q, const QString &answer, const QLocale &l)
{
    if (q.type == rfq::AnswerType::Choice) {
        if (const auto list = rfq::Questionnaire::choiceList(q.choiceList))
            for (const rfq::Choice &c : list->choices)
                if (c.key == answer)
                    return c.label;
        return answer;
    }
    if (q.type == rfq::AnswerType::Number) {
        bool ok = false;
        const double v = answer.toDouble(&ok);
        return (ok ? l.toString(v, 'g', 10) : answer) + (q.unit.isEmpty() ? QString() : QLatin1Char(' ') + q.unit);
    }
    return answer;
}

/// `html` with a zero-width space after each '/', '.', '-' and '_', so that a long URL wraps
/// inside its table cell instead of widening the table past the page.
QString breakable(QString html)
{
    static const QRegularExpression at(QStringLiteral("([/._-])"));
    return html.replace(at, QStringLiteral("\\1\u200B"));
}

} // namespace

int ReportWriter::Impl::answeredCount(const QList<ProviderAnswer> &answers)
{
    QSet<QString> known;
    for (const rfq::Question &q : rfq::Questionnaire::questions())
        known.insert(q.id);
    int n = 0;
    for (const ProviderAnswer &a : answers)
        n += !a.answer.trimmed().isEmpty() && known.contains(a.questionId) ? 1 : 0;
    return n;
}

void ReportWriter::Impl::composeQuotes()
{
    if (!options.includeQuotes)
        return;
    QString error;
    const QList<QuoteRecord> quotes = RfqStore::quotes(catalog, {}, &error);
    const QList<ProviderAnswer> answers = error.isEmpty() ? RfqStore::answers(catalog, {}, &error) : QList<ProviderAnswer>();
    if (quotes.isEmpty() && answers.isEmpty())
        return; // nothing received: no section, and the pages stay unmarked
    confidential = !quotes.isEmpty();
    const CatalogSnapshot &snapshot = session->snapshot();
    const QList<rfq::QuoteComparison> compared
        = rfq::compareQuotes(quotes, snapshot.offers, catalog.gpuIdentity(), snapshot.fx, session->params().today);
    QMap<QString, QList<rfq::QuoteComparison>> quotesOf;
    for (const rfq::QuoteComparison &c : compared)
        quotesOf[c.quote.providerKey].append(c);
    QMap<QString, QList<ProviderAnswer>> answersOf;
    for (const ProviderAnswer &a : answers)
        answersOf[a.providerKey].append(a);
    QHash<QString, QString> names;
    for (const ProviderRecord &p : catalog.providers())
        names.insert(p.key, zh && !p.nameZh.isEmpty() ? p.nameZh : p.nameEn.isEmpty() ? p.key : p.nameEn);
    QStringList keys = quotesOf.keys() + answersOf.keys();
    keys.removeDuplicates();
    std::sort(keys.begin(), keys.end());
    const QList<rfq::Question> questions = rfq::Questionnaire::questions();

    flowAdd(QStringLiteral("<h2>%1</h2>").arg(esc(Report::tr("Quotes and answers received"))), true);
    flowAdd(QStringLiteral("<p class=warn>%1</p>")
                .arg(esc(Report::tr("Confidential: quotes are private offers to the buyer; do not pass this report on. Answers are "
                                    "self-reported by the providers and not verified by CloudGauge."))));
    for (const QString &key : keys) {
        flowAdd(QStringLiteral("<h3>%1</h3>").arg(esc(names.value(key, key))), true);
        QStringList quoteRows;
        QStringList sources;
        for (const rfq::QuoteComparison &c : quotesOf.value(key)) {
            const QuoteRecord &q = c.quote;
            const QString pricing = q.kind == QLatin1String("reserved") ? Report::tr("reserved, %n month(s)", nullptr, q.termMonths)
                                                                        : Report::tr("on-demand");
            QString diff = QStringLiteral("—");
            if (c.differencePercent)
                diff = (*c.differencePercent > 0 ? QStringLiteral("+") : QString()) + l.toString(*c.differencePercent, 'f', 1)
                    + QStringLiteral(" %");
            const QString validity = c.expired
                ? QStringLiteral("%1<br><span class=warn>%2</span>").arg(esc(q.validUntil), esc(Report::tr("expired")))
                : esc(q.validUntil);
            quoteRows << QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td>%3</td><td align=right>%4</td><td align=right>%5</td>"
                                        "<td align=right>%6</td><td align=right>%7</td><td>%8</td></tr>")
                             .arg(esc(q.gpuModel), l.toString(q.gpuCount), esc(pricing),
                                 esc(q.currency + QLatin1Char(' ') + l.toString(q.pricePerGpuHour, 'f', 2)),
                                 c.quoteUsdPerGpuHour ? amount(*c.quoteUsdPerGpuHour) : esc(Report::tr("no exchange rate")),
                                 c.listUsdPerGpuHour ? amount(*c.listUsdPerGpuHour) : esc(Report::tr("no list price")), diff, validity);
            const QString source = Report::tr("%1 (request %2), received %3").arg(q.sourceFile, q.rfqId, q.receivedOn);
            if (!sources.contains(source))
                sources << source;
        }
        if (!quoteRows.isEmpty()) {
            flowTable(denseGrid,
                headerRow(
                    { Report::tr("GPU (as quoted)"), Report::tr("GPUs"), Report::tr("Pricing"), Report::tr("Quoted per GPU-hour"),
                        Report::tr("Quote, %1 per GPU-hour").arg(currencyUnit()), Report::tr("List, %1 per GPU-hour").arg(currencyUnit()),
                        Report::tr("Quote vs list"), Report::tr("Valid until") },
                    { 16, 8, 15, 13, 12, 12, 11, 13 }),
                quoteRows);
            flowAdd(QStringLiteral("<p class='muted small'>%1</p>")
                        .arg(esc(Report::tr("List price: the cheapest current on-demand list price of the same provider and GPU model. "
                                            "Source: %1.")
                                     .arg(sources.join(listSeparator)))));
        }
        const QList<ProviderAnswer> &given = answersOf.value(key);
        if (given.isEmpty())
            continue;
        QHash<QString, ProviderAnswer> byQuestion;
        for (const ProviderAnswer &a : given)
            byQuestion.insert(a.questionId, a);
        const QList<Assessment> assessed = catalog.assessmentRecords(key);
        flowAdd(
            QStringLiteral("<p><b>%1</b></p>")
                .arg(esc(
                    Report::tr("Self-reported answers, not verified: %1 of %2 answered").arg(answeredCount(given)).arg(questions.size()))),
            true);
        QStringList answerRows;
        for (const rfq::Question &q : questions) {
            const ProviderAnswer a = byQuestion.value(q.id);
            if (a.answer.trimmed().isEmpty())
                continue;
            QString independent = QStringLiteral("—");
            if (!q.criterion.isEmpty()) {
                const QString tier = snapshot.ratings.value(key).tier;
                independent
                    = tier.isEmpty() ? Report::tr("none; unrated") : Report::tr("none; published tier %1").arg(Tier::displayNameOf(tier));
            }
            for (const Assessment &x : assessed) {
                if (q.criterion.isEmpty() || x.criterion != q.criterion || !x.score)
                    continue;
                independent = x.isTierDefault() ? Report::tr("%1 (from the published tier)").arg(l.toString(*x.score, 'f', 1))
                                                : Report::tr("%1 (assessed %2)").arg(l.toString(*x.score, 'f', 1), x.assessedOn);
            }
            QString answer = esc(answerText(q, a.answer, l));
            if (!a.comment.isEmpty())
                answer += QStringLiteral("<br><span class=muted>%1</span>").arg(esc(a.comment));
            answerRows << QStringLiteral("<tr><td>%1<br><span class=muted>%2</span></td><td>%3</td><td>%4</td><td class=small>%5</td></tr>")
                              .arg(esc(q.section), esc(q.text), answer, esc(independent),
                                  a.evidenceUrl.isEmpty() ? QStringLiteral("—") : breakable(esc(a.evidenceUrl)));
        }
        flowTable(denseGrid,
            headerRow({ Report::tr("Question"), Report::tr("Self-reported answer"), Report::tr("Independent assessment"),
                          Report::tr("Evidence given") },
                { 40, 22, 16, 22 }),
            answerRows);
    }
    flowEnd();
}

} // namespace cg
