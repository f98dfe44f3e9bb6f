#include "StabilityPane.h"

#include "scoring/RankingSession.h"

#include <QEvent>

namespace cg {

StabilityPane::StabilityPane(const RankingSession &session, QWidget *parent)
    : QTextBrowser(parent)
    , m_session(session)
{
    connect(&m_session, &RankingSession::rankingChanged, this, &StabilityPane::refreshIfShown);
}

void StabilityPane::refreshIfShown()
{
    if (isVisible() && !visibleRegion().isEmpty())
        refresh();
}

void StabilityPane::showEvent(QShowEvent *event)
{
    QTextBrowser::showEvent(event);
    refresh(); // shown: its tab was raised or its dock opened
}

void StabilityPane::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event);
    // Visible at all, even if covered (its visible region can be empty then): the text must
    // not stay in the old language until the next ranking change. Hidden: showEvent renders it.
    if (event->type() == QEvent::LanguageChange && isVisible())
        refresh();
}

void StabilityPane::refresh()
{
    const QLocale l;
    const Weights &weights = m_session.params().weights;
    QString rows;
    for (const StabilityMargin &m : m_session.stability(10)) {
        auto margin = [&l](const std::optional<double> &v, int rank) {
            return v ? tr("%1 points (ranks %2 and %3 swap)").arg(l.toString(*v * 100, 'f', 1)).arg(rank).arg(rank + 1) : tr("no swap");
        };
        rows += QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td>%3</td><td>%4</td></tr>")
                    .arg(criterionName(m.criterion).toHtmlEscaped(), l.toString(weights[m.criterion] * 100, 'f', 0),
                        margin(m.down, m.swapDown).toHtmlEscaped(), margin(m.up, m.swapUp).toHtmlEscaped());
    }
    setHtml(
        QStringLiteral("<p>%1</p><table cellspacing=4><tr><th align=left>%2</th><th>%3</th><th>%4</th><th>%5</th></tr>%6</table>")
            .arg(tr("How far each slider can move before two adjacent offers of the top 10 swap places (slider points, 0-100).")
                     .toHtmlEscaped(),
                tr("Criterion").toHtmlEscaped(), tr("Slider").toHtmlEscaped(), tr("Down").toHtmlEscaped(), tr("Up").toHtmlEscaped(), rows));
}

} // namespace cg
