#pragma once

#include "core/Criteria.h"

#include <QCoreApplication>
#include <QString>

#include <array>

namespace cg {

class RankingSession;
struct EvidenceRun;

/// Where one ClusterMAX category score of the shown provider comes from, as plain data (the
/// window reads it from its stored assessments, see ui/assessing/AssessmentActions).
struct CategoryOrigin
{
    enum class Kind { NoData, Assessed, TierDefault, Tier };
    Kind kind = Kind::NoData;
    QString assessedOn; ///< Assessed: ISO date of the assessment
    QString sourceUrl; ///< Assessed: the evidence link, may be empty
};

/// What the detail pane shows beyond the ranking session: all of it plain values.
struct DetailsContext
{
    QString scenarioName; ///< the true-cost scenario as the weights panel names it (translated)
    std::array<CategoryOrigin, kCriterionCount> origins {}; ///< per criterion; read for the categories only
    int assessedCount = 0; ///< categories of the offer's provider scored by a person, 0-10
    QString needName; ///< the chosen need profile as the weights panel names it; empty for none
};

/**
 * The detail pane's HTML for one offer of a RankingSession (docs/user-guide.md, "The workspace",
 * Details), widget-free: every field with its source URL and as-of date, the provider's ClusterMAX
 * tier history and published compute SLA (SlaText), the true cost under the session's scenario, and
 * the criteria breakdown of the score. Per criterion: its weight share w/Σw, its score s (or "no
 * data"), its contribution s·w/Σw_with_data (Σ over the criteria that have data for the offer, so
 * the contributions add up to the score), and for the ClusterMAX categories where the score comes
 * from. First of all, whether the offer is recommended and, if not, why (the gates it fails under
 * the session's policy, the need's unmet constraints), and its data-quality warnings. Reads the
 * session, never re-scores.
 */
class OfferDetails
{
    Q_DECLARE_TR_FUNCTIONS(cg::OfferDetails)

public:
    /// The HTML of offer row `row` of `session` (the row of RankingSession::offers()).
    static QString html(const RankingSession &session, int row, const DetailsContext &context);
    /// What the pane shows with no offer selected.
    static QString placeholderHtml();

    /// The "Checked on a rented node" field: the run's verdict, date, host, level and counts, then
    /// each failed or warned check with its reason; what to do when `run` is nullptr.
    static QString evidenceHtml(const EvidenceRun *run);

private:
    static QString recommendationHtml(const RankingSession &session, int row, const DetailsContext &context);
};

} // namespace cg
