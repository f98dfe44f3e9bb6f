#include "StatusLine.h"

#include "scoring/RankingSession.h"

#include <QLabel>
#include <QStatusBar>

namespace cg {

StatusLine::StatusLine(QStatusBar *bar)
    : QObject(bar)
    , m_status(new QLabel(bar))
    , m_fxWarning(new QLabel(bar))
{
    bar->addPermanentWidget(m_status, 1);
    m_fxWarning->setObjectName(QStringLiteral("fxWarning"));
    m_fxWarning->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold"));
    m_fxWarning->hide();
    bar->addPermanentWidget(m_fxWarning);
}

void StatusLine::show(int offers, int shown, int providers, const RankingSession &session, const QString &location,
    const QString &readOnlyReason, bool heldByAnother)
{
    QString text = tr("%n offer(s) from %1 providers", nullptr, offers).arg(providers);
    if (shown != offers)
        text += QStringLiteral(" · ") + tr("%n shown", nullptr, shown);
    if (const QString &newest = session.snapshot().newestPriceDate; !newest.isEmpty())
        text += QStringLiteral(" · ") + tr("newest price observed on %1").arg(newest); // ISO: unambiguous in every locale
    text += QStringLiteral(" · ") + location;
    if (!readOnlyReason.isEmpty())
        text += QStringLiteral(" · ")
            + (heldByAnother ? tr("read-only: open in another CloudGauge window")
                             : tr("read-only: the catalog file cannot be written here"));
    m_status->setText(text);
    m_status->setToolTip(readOnlyReason);
    const FxRates &fx = session.snapshot().fx;
    const QDate today = session.params().today;
    const bool stale = !fx.isEmpty() && fx.isStale(today);
    m_fxWarning->setVisible(stale);
    if (stale) {
        m_fxWarning->setText(tr("Exchange rates of %1: %n day(s) old", nullptr, fx.ageDays(today).value_or(0)).arg(fx.oldestDate()));
        m_fxWarning->setToolTip(tr("The oldest exchange rate in use is more than %1 days old: prices converted from CNY or EUR to "
                                   "USD may be off by as much as the rate has moved since.")
                                    .arg(FxRates::kStaleAfterDays));
    }
}

} // namespace cg
