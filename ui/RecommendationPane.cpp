#include "RecommendationPane.h"

#include "itemmodels/RecommendationModel.h"
#include "scoring/RankingSession.h"

#include <QCheckBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QTableView>
#include <QVBoxLayout>

namespace cg {

RecommendationPane::RecommendationPane(const RankingSession &session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
{
    setObjectName(QStringLiteral("recommendationPane"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_expand = new QCheckBox(this);
    m_expand->setObjectName(QStringLiteral("expandRecommendation"));
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_model = new RecommendationModel(session, this);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("recommendationTable"));
    m_view->setModel(m_model);
    m_view->verticalHeader()->hide();
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setStretchLastSection(true);
    // What the choice rests on first: the price and the score right after the GPU, before the
    // long "best configuration" text, so a narrow dock shows them without scrolling sideways.
    for (const int column : { int(RecommendationModel::PriceColumn), int(RecommendationModel::ScoreColumn) })
        m_view->horizontalHeader()->moveSection(m_view->horizontalHeader()->visualIndex(column),
            m_view->horizontalHeader()->visualIndex(RecommendationModel::ConfigurationsColumn));
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    layout->addWidget(m_expand);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);
    connect(m_expand, &QCheckBox::toggled, this, &RecommendationPane::expandToggled);
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) {
        const RankedOffer &r = m_model->rankedOffer(index.row());
        emit showAllOf(r.offer.id, r.offer.providerNameEn, r.offer.gpuKey);
    });
    connect(&m_session, &RankingSession::rankingChanged, this, &RecommendationPane::refreshIfShown);
    retranslateUi();
}

void RecommendationPane::setExpand(bool expand)
{
    const QSignalBlocker block(m_expand);
    m_expand->setChecked(expand);
}

void RecommendationPane::refreshIfShown()
{
    if (isVisible() && !visibleRegion().isEmpty())
        refresh();
}

void RecommendationPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh(); // shown: its tab was raised or its dock opened
}

void RecommendationPane::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (isVisible()) // even if covered: hidden, showEvent renders it
            refresh();
    }
}

void RecommendationPane::refresh()
{
    m_model->refresh();
    m_view->resizeColumnsToContents();
    const int excluded = m_model->rowCount() - m_model->recommendedCount();
    m_summary->setText(tr("%n recommended", nullptr, m_model->recommendedCount()) + QStringLiteral("; ")
        + tr("%n not recommended, listed after them, greyed, with the reason as tooltip.", nullptr, excluded) + QLatin1Char(' ')
        + tr("Double-click a row to see every size and region of it in the offers table."));
}

void RecommendationPane::retranslateUi()
{
    m_expand->setText(tr("Every &size and region"));
    m_expand->setToolTip(tr("One row per provider × instance type instead of one per provider × GPU model at its best configuration"));
}

} // namespace cg
