#include "OfferTableView.h"

#include "itemmodels/OfferFilterProxyModel.h"
#include "itemmodels/OfferTableModel.h"

#include <QHeaderView>
#include <QItemSelectionModel>

#include <algorithm>

namespace cg {

OfferTableView::OfferTableView(OfferTableModel *model, OfferFilterProxyModel *proxy, QWidget *parent)
    : QTableView(parent)
    , m_model(model)
    , m_proxy(proxy)
{
    setObjectName(QStringLiteral("offersTable"));
    setModel(proxy);
    setSortingEnabled(true);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setAlternatingRowColors(true);
    verticalHeader()->hide();
    horizontalHeader()->setSectionsMovable(true);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    // fitColumns() measures the visible rows and 200 others per column: Qt's default of 1000
    // others took 0.11-0.13 s of the start at 100k offers (20 columns), and the widths are
    // clamped to 10-34 characters anyway.
    horizontalHeader()->setResizeContentsPrecision(200);
    horizontalHeader()->setDefaultAlignment(Qt::Alignment::fromInt(Qt::AlignCenter | Qt::TextWordWrap));
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    horizontalHeader()->setMinimumHeight(2 * fontMetrics().height() + 10); // two-line headers
    setTextElideMode(Qt::ElideMiddle);
    setWordWrap(false);
}

void OfferTableView::fitColumns()
{
    const int charWidth = fontMetrics().averageCharWidth();
    for (int c = 0; c < OfferTableModel::ColumnCount; ++c) {
        resizeColumnToContents(c);
        const bool name = c == OfferTableModel::GpuColumn || c == OfferTableModel::InstanceColumn;
        setColumnWidth(c, std::clamp(columnWidth(c), 10 * charWidth, (name ? 34 : 22) * charWidth));
    }
}

bool OfferTableView::selectOffer(qint64 offerId)
{
    const int row = m_model->rowOfOffer(offerId);
    if (row < 0)
        return false;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!index.isValid())
        return false;
    selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    scrollTo(index);
    return true;
}

int OfferTableView::selectedModelRow() const
{
    const QModelIndex current = selectionModel()->currentIndex();
    return current.isValid() ? m_proxy->mapToSource(current).row() : -1;
}

qint64 OfferTableView::selectedOfferId() const
{
    const int row = selectedModelRow();
    return row < 0 ? 0 : m_model->offer(row).id;
}

} // namespace cg
