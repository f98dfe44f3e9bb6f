#include "MainDocks.h"

#include "DetailsPane.h"
#include "ProbePanel.h"
#include "RecommendationPane.h"
#include "StabilityPane.h"
#include "WeightsPanel.h"
#include "catalog/store/Catalog.h"
#include "charts/PriceScatterView.h"
#include "charts/ProviderTrendView.h"
#include "charts/ReliabilityChartView.h"
#include "itemmodels/ProviderRankingModel.h"
#include "scoring/RankingSession.h"
#include "session/Workspace.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLocale>
#include <QMainWindow>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>

#include <algorithm>

namespace cg {

MainDocks::MainDocks(QMainWindow *window, Workspace &workspace, AssessmentActions &assessments, ProviderRankingModel *providers)
    : QObject(window)
    , m_window(window)
    , m_providers(providers)
{
    const RankingSession &session = workspace.session();
    weights = new WeightsPanel;
    auto *weightsScroll = new QScrollArea;
    weightsScroll->setWidget(weights);
    weightsScroll->setWidgetResizable(true);
    // Wide enough for the panel's own minimum (its boxes elide), plus the vertical scroll bar.
    weightsScroll->setMinimumWidth(weights->minimumSizeHint().width() + weightsScroll->verticalScrollBar()->sizeHint().width() + 4);
    weightsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    weightsDock = dock("weightsDock", weightsScroll, Qt::LeftDockWidgetArea);

    providersView = new QTableView;
    providersView->setObjectName(QStringLiteral("providersTable"));
    providersView->setModel(providers);
    providersView->verticalHeader()->hide();
    providersView->setSelectionBehavior(QAbstractItemView::SelectRows);
    providersView->setSelectionMode(QAbstractItemView::SingleSelection);
    providersView->horizontalHeader()->setStretchLastSection(true);
    providersView->verticalHeader()->setDefaultSectionSize(providersView->fontMetrics().height() + 8);
    providersView->setMinimumWidth(36 * providersView->fontMetrics().averageCharWidth());
    providerTrend = new ProviderTrendView;
    providerTrend->setCatalog(&workspace.catalog());
    auto *providersSplit = new QSplitter(Qt::Vertical);
    providersSplit->addWidget(providersView);
    providersSplit->addWidget(providerTrend);
    providersSplit->setStretchFactor(0, 3);
    providersSplit->setStretchFactor(1, 2);
    providersDock = dock("providersDock", providersSplit, Qt::RightDockWidgetArea);
    connect(providersView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) { showProviderTrend(current.isValid() ? current.row() : -1); });

    recommendation = new RecommendationPane(session); // refreshes itself while shown
    recommendationDock = dock("recommendationDock", recommendation, Qt::RightDockWidgetArea);
    window->tabifyDockWidget(recommendationDock, providersDock);
    details = new DetailsPane(session, assessments);
    details->setCatalog(&workspace.catalog());
    detailsDock = dock("detailsDock", details, Qt::RightDockWidgetArea);
    window->tabifyDockWidget(providersDock, detailsDock);
    recommendationDock->raise();

    scatter = new PriceScatterView;
    scatterDock = dock("scatterDock", scatter, Qt::BottomDockWidgetArea);
    reliability = new ReliabilityChartView;
    reliabilityDock = dock("reliabilityDock", reliability, Qt::BottomDockWidgetArea);
    window->splitDockWidget(scatterDock, reliabilityDock, Qt::Horizontal);
    probe = new ProbePanel;
    // In a scroll area: its form would otherwise set the charts' row's minimum height and push
    // the window past a 768 px screen.
    auto *probeScroll = new QScrollArea;
    probeScroll->setWidget(probe);
    probeScroll->setWidgetResizable(true);
    probeScroll->setFrameShape(QFrame::NoFrame);
    probeDock = dock("probeDock", probeScroll, Qt::BottomDockWidgetArea);
    window->tabifyDockWidget(reliabilityDock, probeDock);
    // Rank stability sits with the charts: four tabs on the right were elided ("Recommen…",
    // "De…") at the width a 1366 px screen leaves them.
    stabilityDock = dock("stabilityDock", new StabilityPane(session), Qt::BottomDockWidgetArea); // refreshes itself while shown
    window->tabifyDockWidget(probeDock, stabilityDock);
    reliabilityDock->raise();
    window->resizeDocks({ scatterDock }, { 420 }, Qt::Vertical);
    window->resizeDocks({ reliabilityDock }, { 560 }, Qt::Horizontal);
    window->resizeDocks({ providersDock }, { 430 }, Qt::Horizontal);
}

QDockWidget *MainDocks::dock(const char *name, QWidget *content, Qt::DockWidgetArea area)
{
    auto *d = new QDockWidget(m_window);
    d->setObjectName(QLatin1String(name));
    d->setWidget(content);
    m_window->addDockWidget(area, d);
    return d;
}

QList<QDockWidget *> MainDocks::all() const
{
    return { weightsDock, recommendationDock, providersDock, detailsDock, scatterDock, reliabilityDock, stabilityDock, probeDock };
}

void MainDocks::retranslate()
{
    weightsDock->setWindowTitle(tr("Weights"));
    providersDock->setWindowTitle(tr("Provider ranking"));
    recommendationDock->setWindowTitle(tr("Recommendation"));
    detailsDock->setWindowTitle(tr("Details"));
    scatterDock->setWindowTitle(tr("Price vs performance"));
    reliabilityDock->setWindowTitle(tr("Reliability"));
    stabilityDock->setWindowTitle(tr("Rank stability"));
    probeDock->setWindowTitle(tr("Local GPU probe"));
}

void MainDocks::applyDefaultLayout()
{
    // The offers table gets most of the height and the charts share the lower part, so a
    // 1366×768 laptop shows rows, not only charts. Moved docks are remembered from then on.
    m_window->resizeDocks({ scatterDock }, { m_window->height() * 3 / 8 }, Qt::Vertical);
    // The padding is a tab's frame and margins.
    const QFontMetrics fm(m_window->font());
    int tabs = 0;
    for (const QDockWidget *d : { recommendationDock, providersDock, detailsDock })
        tabs += fm.horizontalAdvance(d->windowTitle()) + 4 * fm.averageCharWidth();
    const int width = m_window->width();
    m_window->resizeDocks({ weightsDock, recommendationDock }, { width / 4, std::max(width / 4, tabs) }, Qt::Horizontal);
}

void MainDocks::showProviderRanking(const RankingSession &session, const QString &needName)
{
    const ScoringTable::Result &result = session.result();
    const RankingParams &params = session.params();
    m_providers->setPolicy(params.policy.gates, params.constraints, needName);
    m_providers->setRanking(session.offers(), session.order(), result.score, result.coverage, session.table().usdPerGpuHourColumn(),
        session.snapshot().ratings, &session.table(), &session.groups());
    providersView->resizeColumnsToContents(); // 25-odd rows: cheap, and scores never clip
}

void MainDocks::showReliability(const RankingSession &session)
{
    const CatalogSnapshot &snapshot = session.snapshot();
    reliability->setSlas(snapshot.slas);
    reliability->setData(session.providerNames(QLocale().language() == QLocale::Chinese), snapshot.ratingHistory,
        session.providerCoverage(), snapshot.reliabilityProviderCount);
}

void MainDocks::showChosenProviderTrend()
{
    const QModelIndex current = providersView->currentIndex();
    showProviderTrend(current.isValid() ? current.row() : 0);
}

void MainDocks::showProviderTrend(int row)
{
    if (row >= 0 && row < m_providers->rowCount())
        providerTrend->showProvider(
            m_providers->providerKey(row), m_providers->index(row, ProviderRankingModel::ProviderColumn).data().toString());
}

} // namespace cg
