#pragma once

#include <QObject>
#include <QString>

class QLabel;
class QStatusBar;

namespace cg {

class RankingSession;

/**
 * The main window's permanent status bar texts: how many offers from how many providers, how many
 * the filters show, the newest observed price, the catalog's location and a read-only note; and,
 * in red, a warning when the oldest exchange rate in use is older than FxRates::kStaleAfterDays
 * (the same rule as the report and `rank`). Uses only figures already computed: it runs on every
 * filter change.
 */
class StatusLine final : public QObject
{
    Q_OBJECT

public:
    /// Adds its labels to `bar` as permanent widgets.
    explicit StatusLine(QStatusBar *bar);

    /// The figures to show: `offers` in the catalog, `shown` by the filters, `providers` with at
    /// least one offer; the snapshot's newest price date and FX rates come from `session`;
    /// `readOnlyReason` is non-empty when this window cannot write the catalog (shown as the
    /// tooltip): `heldByAnother` when another CloudGauge holds its write lock, else the file or
    /// its folder cannot be written (read-only media or permissions).
    void show(int offers, int shown, int providers, const RankingSession &session, const QString &location, const QString &readOnlyReason,
        bool heldByAnother);

private:
    QLabel *m_status;
    QLabel *m_fxWarning; // objectName "fxWarning"
};

} // namespace cg
