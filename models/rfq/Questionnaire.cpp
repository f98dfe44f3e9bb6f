#include "rfq/Questionnaire.h"

#include "assess/Rubric.h"
#include "core/Criteria.h"

#include <QCoreApplication>

namespace cg::rfq {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(cg::rfq::Questionnaire)
};

Question choiceQuestion(const QString &id, const QString &section, const QString &text, const QString &guidance, const QString &list)
{
    Question q;
    q.id = id;
    q.section = section;
    q.text = text;
    q.guidance = guidance;
    q.type = AnswerType::Choice;
    q.choiceList = list;
    return q;
}

Question numberQuestion(const QString &id, const QString &section, const QString &text, const QString &guidance, double minimum,
    double maximum, const QString &unit)
{
    Question q;
    q.id = id;
    q.section = section;
    q.text = text;
    q.guidance = guidance;
    q.type = AnswerType::Number;
    q.minimum = minimum;
    q.maximum = maximum;
    q.unit = unit;
    return q;
}
} // namespace

QList<ChoiceList> Questionnaire::choiceLists()
{
    return {
        { QStringLiteral("band"),
            { { QStringLiteral("0"), QStringLiteral("0") }, { QStringLiteral("1-2"), QStringLiteral("1-2") },
                { QStringLiteral("3"), QStringLiteral("3") }, { QStringLiteral("4"), QStringLiteral("4") },
                { QStringLiteral("5"), QStringLiteral("5") } } },
        { QStringLiteral("yes_no"),
            { { QStringLiteral("yes"), Text::tr("Yes") }, { QStringLiteral("no"), Text::tr("No") },
                { QStringLiteral("partial"), Text::tr("Partly or in progress") },
                { QStringLiteral("not_applicable"), Text::tr("Not applicable") } } },
        { QStringLiteral("mlps"),
            { { QStringLiteral("none"), Text::tr("Not certified") }, { QStringLiteral("level_2"), Text::tr("Level 2") },
                { QStringLiteral("level_3"), Text::tr("Level 3") }, { QStringLiteral("level_4"), Text::tr("Level 4") },
                { QStringLiteral("not_applicable"), Text::tr("Not applicable (no service in China)") } } },
        { QStringLiteral("pricing"),
            { { QStringLiteral("on_demand"), Text::tr("On-demand") }, { QStringLiteral("reserved"), Text::tr("Reserved") } } },
    };
}

std::optional<ChoiceList> Questionnaire::choiceList(const QString &name)
{
    for (const ChoiceList &l : choiceLists()) {
        if (l.name == name)
            return l;
    }
    return std::nullopt;
}

QList<Question> Questionnaire::questions()
{
    QList<Question> out;
    for (int i = 0; i < kCategoryCount; ++i) {
        const auto c = Criterion(i);
        QStringList bands;
        for (const RubricLevel &level : Rubric::levels(c))
            bands.append(level.band + QStringLiteral(": ") + level.text);
        Question q = choiceQuestion(QStringLiteral("clustermax.") + criterionKey(c), criterionName(c),
            Text::tr("Which band of the rubric describes your service today? Name the evidence (report, test result, page)."),
            bands.join(QLatin1Char('\n')), QStringLiteral("band"));
        q.criterion = criterionKey(c);
        out.append(q);
    }
    const QString risk = Text::tr("Risk checklist");
    out.append(choiceQuestion(QStringLiteral("risk.sla"), risk, Text::tr("Do you publish a compute SLA with service credits?"),
        Text::tr("Give the uptime percentage, the credit terms and the exclusions in the comment, and link the SLA."),
        QStringLiteral("yes_no")));
    out.append(choiceQuestion(QStringLiteral("risk.mlps"), risk,
        Text::tr("Which level of China's Multi-Level Protection Scheme (MLPS 2.0, GB/T 22239-2019) is the service certified at?"),
        Text::tr("Attach the filing or assessment certificate number of the system that runs the GPU service."), QStringLiteral("mlps")));
    out.append(choiceQuestion(QStringLiteral("risk.soc2"), risk, Text::tr("Is a SOC 2 Type II report available to customers?"),
        Text::tr("Give the period the report covers."), QStringLiteral("yes_no")));
    out.append(choiceQuestion(QStringLiteral("risk.iso27001"), risk, Text::tr("Is the service certified to ISO/IEC 27001?"),
        Text::tr("Give the certificate number, the certifier and the scope."), QStringLiteral("yes_no")));
    out.append(choiceQuestion(QStringLiteral("risk.residency"), risk,
        Text::tr("Does customer data stay in the region the customer chose, encrypted at rest and in transit?"),
        Text::tr("Name the regions, who holds the keys, and any case in which data leaves the region."), QStringLiteral("yes_no")));
    out.append(
        numberQuestion(QStringLiteral("risk.audit_log_days"), risk, Text::tr("How long are audit logs of customer-visible actions kept?"),
            Text::tr("A whole number of days; say in the comment whether customers can export them."), 0, 36500, Text::tr("days")));
    out.append(choiceQuestion(QStringLiteral("risk.billing"), risk,
        Text::tr("Is billing itemised per resource and hour, with budget caps or spending alerts?"),
        Text::tr("Say whether a cap stops spending or only alerts."), QStringLiteral("yes_no")));
    out.append(numberQuestion(QStringLiteral("risk.rto_hours"), risk,
        Text::tr("When a GPU node fails, how long until a working replacement is in service (recovery time)?"),
        Text::tr("Hours; describe in the comment how failures are detected and whether the failed hours are billed."), 0, 8760,
        Text::tr("hours")));
    out.append(
        numberQuestion(QStringLiteral("risk.support_minutes"), risk, Text::tr("How soon does support first respond to a critical ticket?"),
            Text::tr("Minutes, as committed in the contract; give the support hours and languages in the comment."), 0, 43200,
            Text::tr("minutes")));
    return out;
}

std::optional<Question> Questionnaire::question(const QString &id)
{
    for (const Question &q : questions()) {
        if (q.id == id)
            return q;
    }
    return std::nullopt;
}

std::optional<double> Questionnaire::bandScore(const QString &bandKey)
{
    if (bandKey == QLatin1String("0"))
        return 0.0;
    if (bandKey == QLatin1String("1-2"))
        return 1.5;
    if (bandKey == QLatin1String("3"))
        return 3.0;
    if (bandKey == QLatin1String("4"))
        return 4.0;
    if (bandKey == QLatin1String("5"))
        return 5.0;
    return std::nullopt;
}

} // namespace cg::rfq
