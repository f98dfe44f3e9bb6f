#pragma once

#include <QTextBrowser>

namespace cg {

class RankingSession;

/**
 * The rank-stability pane: RankingSession::stability(10) as a table, how far each weight slider
 * can move before two adjacent offers of the top 10 swap places. Computing it ranks the catalog a
 * second time, so the pane refreshes only while it is shown: when it becomes visible, and on each
 * change of the session's ranking while visible.
 */
class StabilityPane final : public QTextBrowser
{
    Q_OBJECT

public:
    /// `session` (the window's) must outlive the pane.
    explicit StabilityPane(const RankingSession &session, QWidget *parent = nullptr);

    /// Recomputes the table now, shown or not.
    void refresh();

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void refreshIfShown();

    const RankingSession &m_session;
};

} // namespace cg
