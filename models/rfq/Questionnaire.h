#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cg::rfq {

/// One allowed answer of a choice question: a stable key stored in the catalog and the label
/// shown in the workbook's drop-down (in the language the workbook was exported in).
struct Choice
{
    QString key; ///< e.g. "yes", "level_3", "1-2"
    QString label; ///< in the UI language
};

/// A named list of choices (the drop-down behind a choice question).
struct ChoiceList
{
    QString name; ///< "band", "yes_no", "mlps"
    QList<Choice> choices;
};

/// How a question is answered.
enum class AnswerType { Choice, Number, Text };

/**
 * One row of the questionnaire. Ids are stable ("clustermax.security", "risk.mlps") and written
 * into a hidden column of the workbook, so a returned workbook maps back whatever the language.
 */
struct Question
{
    QString id; ///< stable key, e.g. "clustermax.storage"
    QString section; ///< the section title in the UI language (a category name or "Risk checklist")
    QString criterion; ///< the ClusterMAX category key for the 10 category questions, empty for the risk checklist
    QString text; ///< the question, UI language
    QString guidance; ///< what a good answer contains (the rubric bands for categories), UI language
    AnswerType type = AnswerType::Text;
    QString choiceList; ///< ChoiceList::name for AnswerType::Choice
    double minimum = 0; ///< inclusive bounds for AnswerType::Number
    double maximum = 0;
    QString unit; ///< unit of a number answer ("days", "hours", "minutes"), UI language
};

/**
 * The procurement questionnaire: the 10 ClusterMAX categories (each answered with the band of
 * CloudGauge's 0-5 rubric the provider places itself in; the band texts, written from the
 * sub-criteria SemiAnalysis publishes, are the guidance: Rubric::sourceUrls()) followed by the
 * risk checklist buyers ask about (SLA terms; 等保 2.0 / MLPS 2.0 level under GB/T 22239-2019,
 * levels 1-5, published 2019-05-10, https://www.guifanku.com/757492.html; SOC 2,
 * https://www.aicpa-cima.com/topic/audit-assurance/audit-and-assurance-greater-than-soc-2;
 * ISO/IEC 27001, https://www.iso.org/standard/27001; data residency and security; audit log
 * retention; billing transparency and budget caps; hardware failure handling and recovery time;
 * support response). The questions are CloudGauge's wording; texts are in the UI language.
 */
class Questionnaire final
{
public:
    /// Every question, categories first in ClusterMAX order, then the risk checklist.
    static QList<Question> questions();
    /// The choice lists the questions and the quote sheet use ("band", "yes_no", "mlps", "pricing").
    static QList<ChoiceList> choiceLists();
    /// The list named `name`, or nullopt.
    static std::optional<ChoiceList> choiceList(const QString &name);
    /// The question with id `id`, or nullopt.
    static std::optional<Question> question(const QString &id);
    /// The 0-5 score a band answer stands for: "0" 0, "1-2" 1.5, "3" 3, "4" 4, "5" 5; nullopt otherwise.
    static std::optional<double> bandScore(const QString &bandKey);
};

} // namespace cg::rfq
