#include "RecommendationPane.h"

#include "itemmodels/RecommendationModel.h"
#include "scoring/RankingSession.h"
#include "scoring/UnpricedProviders.h"

#include <QCheckBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

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
    m_summary->setObjectName(QStringLiteral("recommendationSummary"));
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
    // Two-line headers ("USD per / GPU-hour") keep the numeric columns narrow.
    m_view->horizontalHeader()->setDefaultAlignment(Qt::Alignment::fromInt(Qt::AlignCenter | Qt::TextWordWrap));
    m_view->horizontalHeader()->setMinimumHeight(2 * m_view->fontMetrics().height() + 10);
    // What the choice rests on first: the price and the score right after the GPU, before the
    // long "best configuration" text, so a narrow dock shows them without scrolling sideways.
    for (const int column :
        { int(RecommendationModel::PriceColumn), int(RecommendationModel::ScoreColumn), int(RecommendationModel::ConfidenceColumn) })
        m_view->horizontalHeader()->moveSection(m_view->horizontalHeader()->visualIndex(column),
            m_view->horizontalHeader()->visualIndex(RecommendationModel::ConfigurationsColumn));
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    layout->addWidget(m_expand);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);
    m_unpriced = new QLabel(this);
    m_unpriced->setObjectName(QStringLiteral("recommendationUnpriced"));
    m_unpriced->setWordWrap(true);
    m_unpriced->setTextFormat(Qt::RichText);
    m_unpriced->hide();
    connect(m_unpriced, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link.startsWith(QLatin1String("price-api:")))
            emit priceApiRequested(link.mid(int(qstrlen("price-api:"))));
    });
    layout->addWidget(m_unpriced);
    connect(m_expand, &QCheckBox::toggled, this, &RecommendationPane::expandToggled);
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) {
        const RankedOffer &r = m_model->rankedOffer(index.row());
        emit showAllOf(r.offer.id, r.offer.providerNameEn, r.offer.gpuKey);
    });
    // A row chosen by click or keys shows that offer in Details (the window selects it).
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        if (!m_refreshing && current.isValid())
            emit offerChosen(m_model->rankedOffer(current.row()).offer.id);
    });
    connect(&m_session, &RankingSession::rankingChanged, this, &RecommendationPane::refreshIfShown);
    retranslateUi();
}

void RecommendationPane::setExpand(bool expand)
{
    const QSignalBlocker block(m_expand);
    m_expand->setChecked(expand);
}

void RecommendationPane::setTableFiltered(bool filtered)
{
    if (filtered == m_tableFiltered)
        return;
    m_tableFiltered = filtered;
    updateSummary(); // the text only: a filter keystroke does not regroup the ranking
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
    m_refreshing = true;
    m_model->refresh();
    m_refreshing = false;
    m_view->resizeColumnsToContents();
    // Long provider and GPU names elide (full text in the cell's tooltip) so that price, score and
    // confidence fit the dock's default width at 1366×768 without scrolling sideways.
    // Only when they would not fit: a wide dock shows the names whole.
    const QHeaderView *header = m_view->horizontalHeader();
    const int confidenceEnd
        = header->sectionPosition(RecommendationModel::ConfidenceColumn) + m_view->columnWidth(RecommendationModel::ConfidenceColumn);
    const int chars = m_view->fontMetrics().averageCharWidth();
    if (confidenceEnd > m_view->viewport()->width())
        for (const auto &[column, most] : { std::pair { int(RecommendationModel::ProviderColumn), 9 },
                 std::pair { int(RecommendationModel::GpuColumn), 11 }, std::pair { int(RecommendationModel::PriceColumn), 9 },
                 std::pair { int(RecommendationModel::ScoreColumn), 7 }, std::pair { int(RecommendationModel::ConfidenceColumn), 10 } })
            m_view->setColumnWidth(column, std::min(m_view->columnWidth(column), most * chars));
    updateSummary();
}

void RecommendationPane::updateUnpriced()
{
    const QList<OfferView> &offers = m_session.snapshot().offers;
    if (offers.constData() == m_unpricedOf && offers.size() == m_unpricedOfSize && !m_unpriced->text().isEmpty())
        return;
    m_unpricedOf = offers.constData();
    m_unpricedOfSize = offers.size();
    const QList<UnpricedProvider> unpriced = UnpricedProvider::of(offers, m_session.snapshot().fx);
    const bool zh = QLocale().language() == QLocale::Chinese;
    QStringList names;
    for (const UnpricedProvider &p : unpriced) {
        // A provider whose price API can be asked links to the script that asks it.
        const QString name = p.nextStep == QLatin1String("price-api")
            ? QStringLiteral("<a href=\"price-api:%1\">%2</a>").arg(p.providerKey.toHtmlEscaped(), p.name(zh).toHtmlEscaped())
            : p.name(zh).toHtmlEscaped();
        names << tr("%1 (%n instance type(s))", nullptr, p.instanceTypes).arg(name);
    }
    m_unpriced->setVisible(!unpriced.isEmpty());
    m_unpriced->setText(unpriced.isEmpty() ? QString()
                                           : tr("Not ranked, no price in the catalog: %1. Click a linked name for the script that asks "
                                                "its price API, or request quotes (the tooltip gives each one's next step).")
                                                 .arg(names.join(zh ? QStringLiteral("；") : QStringLiteral("; "))));
    QStringList tips;
    for (const UnpricedProvider &p : unpriced)
        tips << QStringLiteral("%1: %2").arg(p.name(zh), p.nextStepText());
    m_unpriced->setToolTip(tips.join(QLatin1Char('\n')));
}

void RecommendationPane::updateSummary()
{
    updateUnpriced();
    const int excluded = m_model->rowCount() - m_model->recommendedCount();
    m_summary->setText(tr("%n recommended", nullptr, m_model->recommendedCount()) + QStringLiteral("; ")
        + tr("%n not recommended, listed after them, greyed, with the reason as tooltip.", nullptr, excluded) + QLatin1Char(' ')
        + tr("Click a row for its details; double-click to see every size and region of it in the offers table.")
        + (m_tableFiltered
                ? QLatin1Char(' ') + tr("The offers table's filters do not apply here: this is the whole ranking, as in the report.")
                : QString()));
}

void RecommendationPane::retranslateUi()
{
    m_unpricedOf = nullptr; // the names and next steps in the new language
    if (m_unpriced)
        updateUnpriced();
    m_expand->setText(tr("Every &size and region"));
    m_expand->setToolTip(tr("One row per provider × instance type instead of one per provider × GPU model at its best configuration"));
}

} // namespace cg
