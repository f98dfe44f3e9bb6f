#pragma once

#include "catalog/store/CatalogTypes.h"
#include "update/PriceUpdate.h"

#include <QDialog>
#include <QList>

class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace cg {

class PriceVerification;
struct RankedOffer;

/**
 * File → Verify prices of the top list…: "verify before you sign" in the window, the same check
 * as `cloudgauge verify` (PriceVerification). The user picks how many offers of the current
 * ranking to verify (1–100, default 10, remembered as QSettings verify/top); Verify re-fetches the
 * source that covers each of them (the price source list) and lists, per offer: confirmed,
 * changed (old → new; the new price is imported), no longer listed, could not be fetched, or not
 * verifiable online with the page to check by hand. Cancel stops the running download or import
 * (it rolls back); nothing is fetched before Verify is pressed. Non-modal: the window stays usable.
 *
 * Every finished run emits catalogChanged(): the checks are kept in the catalog (the report's page
 * 1 counts them) and a changed price re-ranks, so the window reloads.
 */
class PriceVerifyDialog final : public QDialog
{
    Q_OBJECT

public:
    /// Checks prices in `catalogPath`; the caller holds its write lock.
    PriceVerifyDialog(const QString &catalogPath, QWidget *parent = nullptr);
    ~PriceVerifyDialog() override;

    /// The ranking to take the top list from, best first (RankingSession::ranked()); a later call
    /// replaces it (the window passes the ranking as it stands when the dialog is shown).
    void setRanking(const QList<RankedOffer> &ranked);
    /// How many offers of the ranking Verify checks (clamped to 1–100).
    void setTopCount(int n);
    /// Network settings of the next run (tests shorten the timeout and back-off).
    void setFetchOptions(const FetchOptions &options) { m_options = options; }
    /// The fetch day written on the checks (ISO); empty: today (UTC). For tests.
    void setToday(const QString &isoDate) { m_today = isoDate; }
    /// Starts verifying the top list.
    void startVerify();
    bool isVerifying() const;
    /// Stops a running check and waits for its import to roll back (the window is closing).
    void stopAndWait();
    /// The checks of the last finished run, in rank order.
    QList<PriceCheck> checks() const;
    /// The summary line under the list ("3 confirmed, 1 changed, …"), for tests.
    QString summaryText() const;
    void retranslate();

signals:
    void catalogChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void finished();
    /// Fills the list and the summary from the last finished run (empty while one runs).
    void showChecks();
    void setRunning(bool running);
    QString statusText(const PriceCheck &check) const;

    QString m_catalogPath;
    QString m_today;
    FetchOptions m_options;
    QList<OfferView> m_ranking; ///< best first
    QList<int> m_ranks; ///< the rank of each offer of m_ranking
    QList<int> m_runRanks; ///< the ranks of the offers of the running or last run
    QLabel *m_intro, *m_countLabel, *m_summary;
    QSpinBox *m_count;
    QTreeWidget *m_list;
    QProgressBar *m_progress;
    QPushButton *m_start, *m_cancel, *m_close;
    PriceVerification *m_verification = nullptr;
};

} // namespace cg
