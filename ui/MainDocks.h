#pragma once

#include <QList>
#include <QObject>

class QDockWidget;
class QMainWindow;
class QTableView;

namespace cg {

class AssessmentActions;
class DetailsPane;
class PriceScatterView;
class ProbePanel;
class ProviderRankingModel;
class ProviderTrendView;
class RankingSession;
class RecommendationPane;
class ReliabilityChartView;
class WeightsPanel;
class Workspace;

/**
 * The main window's dock panels, built once on the window and arranged in its default layout:
 * the weights on the left; Recommendation, Provider ranking (with the chosen provider's price
 * trend below) and Details tabbed on the right; the price-vs-performance scatter beside the
 * reliability chart, the local GPU probe and rank stability at the bottom. Only widgets are made
 * here: the window connects them to its workspace.
 */
class MainDocks final : public QObject
{
    Q_OBJECT

public:
    /// Builds every panel and dock on `window`; the panels read `workspace`'s ranking session.
    MainDocks(QMainWindow *window, Workspace &workspace, AssessmentActions &assessments, ProviderRankingModel *providers);

    /// The provider ranking's model (given at construction).
    ProviderRankingModel *providers() const { return m_providers; }

    /// Every dock, in the order of View → Panels (Alt+Shift+1…8).
    QList<QDockWidget *> all() const;
    /// Sets the dock titles in the current language.
    void retranslate();
    /// First run (no saved arrangement): the offers table gets most of the height and the charts
    /// share the lower three eighths; the right-hand docks are at least as wide as their tab titles.
    void applyDefaultLayout();
    /// Shows `session`'s ranking in the provider ranking (its gates and `needName` said above the
    /// rows) and gives the scatter the ranked providers' colours for its next refresh.
    void showProviderRanking(const RankingSession &session, const QString &needName);
    /// Shows `session`'s ratings, SLAs, MTBF figures and per-provider coverage in the reliability
    /// chart, with Chinese provider names when the UI language is Chinese.
    void showReliability(const RankingSession &session);
    /// Shows the price trend of the provider chosen in the provider ranking (the first row's
    /// when none is chosen) under the ranking.
    void showChosenProviderTrend();

    WeightsPanel *weights = nullptr;
    QTableView *providersView = nullptr;
    ProviderTrendView *providerTrend = nullptr; ///< under the provider ranking
    RecommendationPane *recommendation = nullptr;
    DetailsPane *details = nullptr;
    PriceScatterView *scatter = nullptr;
    ReliabilityChartView *reliability = nullptr;
    ProbePanel *probe = nullptr;
    QDockWidget *weightsDock = nullptr, *recommendationDock = nullptr, *providersDock = nullptr, *detailsDock = nullptr,
                *scatterDock = nullptr, *reliabilityDock = nullptr, *stabilityDock = nullptr, *probeDock = nullptr;

private:
    void showProviderTrend(int row);
    QDockWidget *dock(const char *name, QWidget *content, Qt::DockWidgetArea area);

    QMainWindow *m_window;
    ProviderRankingModel *m_providers;
};

} // namespace cg
