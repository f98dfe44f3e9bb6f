#pragma once

#include <QTextBrowser>

namespace cg {

class AssessmentActions;
class RankingSession;

/**
 * The detail pane: shows OfferDetails::html() of the selected offer of the window's ranking
 * session, with where each category score comes from (read from the window's assessments). Web
 * links open in the browser; "cloudgauge:assess?provider=KEY" opens the assessment editor.
 */
class DetailsPane final : public QTextBrowser
{
    Q_OBJECT

public:
    /// `session` and `assessments` (the window's) must outlive the pane.
    DetailsPane(const RankingSession &session, AssessmentActions &assessments, QWidget *parent = nullptr);

    /// Shows offer row `row` of the session (the placeholder when negative); `scenarioName` is the
    /// true-cost scenario and `needName` the need profile (empty for none) as the weights panel names them.
    void showOffer(int row, const QString &scenarioName, const QString &needName = {});

private:
    const RankingSession &m_session;
    AssessmentActions &m_assessments;
};

} // namespace cg
