#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QTableView;

namespace cg {

class RankingSession;
class RecommendationModel;
struct RankedOffer;

/**
 * The Recommendation panel: the session's recommendation (RecommendationModel: the recommended
 * provider × GPU rows, then the excluded ones greyed with the reason), the same list `cloudgauge
 * rank` prints and the report shows. "Every size and region" switches the grouping
 * (RankingParams::expand, as `rank --expand`). Making a row current shows it in Details
 * (offerChosen). Activating a row (double-click, Enter) asks for
 * that provider's every size and region of the GPU in the offers table (showAllOf).
 *
 * Refreshes on RankingSession::rankingChanged only while shown, so a slider drag does not group
 * the ranking for a hidden panel.
 */
class RecommendationPane final : public QWidget
{
    Q_OBJECT

public:
    explicit RecommendationPane(const RankingSession &session, QWidget *parent = nullptr);

    RecommendationModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QCheckBox *expandBox() const { return m_expand; }
    /// Shows `expand` without emitting expandToggled.
    void setExpand(bool expand);
    /// Whether the offers table is filtered: the ranking here is not (it is the one the report and
    /// `rank` show), and the summary says so while a filter is set.
    void setTableFiltered(bool filtered);

signals:
    /// The user toggled "Every size and region".
    void expandToggled(bool expand);
    /// A row was activated: select offer `offerId` and show every offer of `providerName`'s
    /// `gpuKey` (empty for an unmapped GPU name).
    void showAllOf(qint64 offerId, const QString &providerName, const QString &gpuKey);
    /// The user made a row current (click, arrow keys): show offer `offerId` in Details.
    void offerChosen(qint64 offerId);
    /// The user clicked an unpriced provider whose price API can be asked (alibaba, tencent,
    /// huawei): show the price-API script for it.
    void priceApiRequested(const QString &providerKey);

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void refreshIfShown();
    void refresh();
    void updateSummary(); ///< the counts and hints above the list, from the model as it stands
    void retranslateUi();

    const RankingSession &m_session;
    RecommendationModel *m_model = nullptr;
    QTableView *m_view = nullptr;
    QCheckBox *m_expand = nullptr;
    QLabel *m_summary = nullptr;
    /// Providers not ranked for want of a price (UnpricedProvider), below the list; read again
    /// only when the session's offers change (m_unpricedOf), not on every re-rank.
    QLabel *m_unpriced = nullptr;
    const void *m_unpricedOf = nullptr;
    qsizetype m_unpricedOfSize = -1;
    void updateUnpriced();
    bool m_tableFiltered = false;
    bool m_refreshing = false; ///< the model is being reset: its current row changes are not the user's
};

} // namespace cg
