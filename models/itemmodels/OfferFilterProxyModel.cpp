#include "itemmodels/OfferFilterProxyModel.h"

#include "itemmodels/OfferTableModel.h"

#include <algorithm>
#include <cmath>

namespace cg {

OfferFilterProxyModel::OfferFilterProxyModel(QObject *parent)
    : QAbstractProxyModel(parent)
{
}

void OfferFilterProxyModel::setOfferModel(OfferTableModel *model)
{
    beginResetModel();
    for (const QMetaObject::Connection &c : m_connections)
        disconnect(c);
    m_connections.clear();
    m_model = model;
    setSourceModel(model);
    if (model) {
        // The source only resets, changes data and headers; any other structural change is a reset here.
        auto begin = [this] { beginResetModel(); };
        auto end = [this] {
            rebuild();
            endResetModel();
        };
        m_connections = {
            connect(model, &QAbstractItemModel::modelAboutToBeReset, this, begin),
            connect(model, &QAbstractItemModel::modelReset, this, end),
            connect(model, &QAbstractItemModel::layoutAboutToBeChanged, this, begin),
            connect(model, &QAbstractItemModel::layoutChanged, this, end),
            connect(model, &QAbstractItemModel::rowsAboutToBeInserted, this, begin),
            connect(model, &QAbstractItemModel::rowsInserted, this, end),
            connect(model, &QAbstractItemModel::rowsAboutToBeRemoved, this, begin),
            connect(model, &QAbstractItemModel::rowsRemoved, this, end),
            connect(model, &QAbstractItemModel::rowsAboutToBeMoved, this, begin),
            connect(model, &QAbstractItemModel::rowsMoved, this, end),
            connect(model, &QAbstractItemModel::columnsAboutToBeInserted, this, begin),
            connect(model, &QAbstractItemModel::columnsInserted, this, end),
            connect(model, &QAbstractItemModel::columnsAboutToBeRemoved, this, begin),
            connect(model, &QAbstractItemModel::columnsRemoved, this, end),
            connect(model, &QAbstractItemModel::dataChanged, this,
                [this](const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles) {
                    // Rows are permuted here: one signal over the shown rows of those columns (a
                    // view repaints only what it shows).
                    if (!m_rows.empty())
                        emit dataChanged(index(0, topLeft.column()), index(int(m_rows.size()) - 1, bottomRight.column()), roles);
                }),
            connect(model, &QAbstractItemModel::headerDataChanged, this,
                [this](Qt::Orientation orientation, int first, int last) {
                    if (orientation == Qt::Horizontal)
                        emit headerDataChanged(orientation, first, last);
                    else if (!m_rows.empty())
                        emit headerDataChanged(orientation, 0, int(m_rows.size()) - 1);
                }),
        };
    }
    rebuild();
    endResetModel();
}

void OfferFilterProxyModel::setFilter(const OfferFilter &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    m_textLower = filter.text.trimmed().toLower();
    relayout();
}

void OfferFilterProxyModel::scoresChanged()
{
    if (m_filter.recommendedOnly)
        relayout(); // which rows pass depends on the scores
    else if (m_sortColumn == OfferTableModel::ScoreColumn)
        relayout(Resort::Only); // the rows shown stay the same: only their order changes
}

void OfferFilterProxyModel::invalidate()
{
    relayout();
}

void OfferFilterProxyModel::sort(int column, Qt::SortOrder order)
{
    m_sortColumn = column;
    m_sortOrder = order;
    relayout();
}

void OfferFilterProxyModel::relayout(Resort resort)
{
    emit layoutAboutToBeChanged();
    const QModelIndexList from = persistentIndexList();
    std::vector<int> sourceRows;
    sourceRows.reserve(size_t(from.size()));
    for (const QModelIndex &i : from)
        sourceRows.push_back(i.isValid() && size_t(i.row()) < m_rows.size() ? m_rows[size_t(i.row())] : -1);
    if (resort == Resort::Only) {
        sortRows();
        for (size_t p = 0; p < m_rows.size(); ++p)
            m_proxyOf[size_t(m_rows[p])] = int(p);
    } else {
        rebuild();
    }
    QModelIndexList to;
    to.reserve(from.size());
    for (int i = 0; i < from.size(); ++i) {
        const int source = sourceRows[size_t(i)];
        const int row = source >= 0 && size_t(source) < m_proxyOf.size() ? m_proxyOf[size_t(source)] : -1;
        to.append(row >= 0 ? createIndex(row, from.at(i).column()) : QModelIndex());
    }
    changePersistentIndexList(from, to);
    emit layoutChanged();
}

void OfferFilterProxyModel::rebuild()
{
    m_rows.clear();
    const int n = m_model ? m_model->rowCount() : 0;
    m_rows.reserve(size_t(n));
    for (int r = 0; r < n; ++r)
        if (accepts(r))
            m_rows.push_back(r);
    sortRows();
    m_proxyOf.assign(size_t(n), -1);
    for (size_t p = 0; p < m_rows.size(); ++p)
        m_proxyOf[size_t(m_rows[p])] = int(p);
}

void OfferFilterProxyModel::sortRows()
{
    if (!m_model || m_sortColumn < 0 || m_sortColumn >= m_model->columnCount())
        return; // source order
    // (key, row) pairs are a total order: descending is the ascending order reversed, which is
    // what a stable sort with the comparison reversed gives. Missing numbers go last either way,
    // in source order.
    const std::vector<int> &rankOrder = m_model->rankOrder();
    if (m_sortColumn == OfferTableModel::ScoreColumn && !rankOrder.empty()) {
        // The ranking's own order, best first: O(n), and the table lists the offers exactly as
        // the ranking does. Unscored rows follow in source order either way.
        std::vector<char> shown(size_t(m_model->rowCount()), 0);
        for (int r : m_rows)
            shown[size_t(r)] = 1;
        const size_t count = m_rows.size();
        m_rows.clear();
        for (int r : rankOrder)
            if (size_t(r) < shown.size() && shown[size_t(r)]) {
                m_rows.push_back(r);
                shown[size_t(r)] = 2;
            }
        if (m_sortOrder == Qt::AscendingOrder)
            std::reverse(m_rows.begin(), m_rows.end());
        if (m_rows.size() < count)
            for (size_t r = 0; r < shown.size(); ++r)
                if (shown[r] == 1)
                    m_rows.push_back(int(r));
        return;
    }
    if (m_model->isNumericColumn(m_sortColumn)) {
        const std::vector<double> &keys = m_model->numericKeys(m_sortColumn);
        std::vector<std::pair<double, int>> known;
        std::vector<int> missing;
        known.reserve(m_rows.size());
        for (int r : m_rows) {
            const double k = keys[size_t(r)];
            if (std::isnan(k))
                missing.push_back(r);
            else
                known.emplace_back(k, r);
        }
        std::sort(known.begin(), known.end());
        if (m_sortOrder == Qt::DescendingOrder)
            std::reverse(known.begin(), known.end());
        m_rows.clear();
        for (const auto &k : known)
            m_rows.push_back(k.second);
        m_rows.insert(m_rows.end(), missing.begin(), missing.end());
        return;
    }
    const std::vector<QCollatorSortKey> &keys = m_model->textSortKeys(m_sortColumn);
    std::sort(m_rows.begin(), m_rows.end(), [&keys](int a, int b) {
        const int c = keys[size_t(a)].compare(keys[size_t(b)]);
        return c != 0 ? c < 0 : a < b;
    });
    if (m_sortOrder == Qt::DescendingOrder)
        std::reverse(m_rows.begin(), m_rows.end());
}

QModelIndex OfferFilterProxyModel::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!m_model || !proxyIndex.isValid() || size_t(proxyIndex.row()) >= m_rows.size())
        return {};
    return m_model->index(m_rows[size_t(proxyIndex.row())], proxyIndex.column());
}

QModelIndex OfferFilterProxyModel::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!m_model || !sourceIndex.isValid() || sourceIndex.model() != m_model || size_t(sourceIndex.row()) >= m_proxyOf.size())
        return {};
    const int row = m_proxyOf[size_t(sourceIndex.row())];
    return row >= 0 ? createIndex(row, sourceIndex.column()) : QModelIndex();
}

QModelIndex OfferFilterProxyModel::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || column < 0 || size_t(row) >= m_rows.size() || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex OfferFilterProxyModel::parent(const QModelIndex &) const
{
    return {};
}

QModelIndex OfferFilterProxyModel::sibling(int row, int column, const QModelIndex &) const
{
    return index(row, column);
}

int OfferFilterProxyModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int OfferFilterProxyModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_model ? 0 : m_model->columnCount();
}

bool OfferFilterProxyModel::hasChildren(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_rows.empty();
}

QVariant OfferFilterProxyModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (!m_model)
        return {};
    if (orientation == Qt::Horizontal)
        return m_model->headerData(section, orientation, role);
    return section >= 0 && size_t(section) < m_rows.size() ? m_model->headerData(m_rows[size_t(section)], orientation, role) : QVariant();
}

bool OfferFilterProxyModel::accepts(int row) const
{
    const OfferFilter &f = m_filter;
    const OfferView &o = m_model->offer(row);
    if (!m_textLower.isEmpty() && !m_model->searchText(row).contains(m_textLower))
        return false;
    if (!f.gpuKey.isEmpty() && (f.gpuKey == QLatin1String("unmapped") ? !o.gpuKey.isEmpty() : o.gpuKey != f.gpuKey))
        return false;
    if (!f.vendor.isEmpty() && o.gpuVendor.compare(f.vendor, Qt::CaseInsensitive) != 0)
        return false;
    if (f.minMemoryGb && (!o.gpuMemoryGb || *o.gpuMemoryGb < *f.minMemoryGb))
        return false;
    if (f.gpuCount && (!o.gpuCount || *o.gpuCount != *f.gpuCount))
        return false;
    if (!f.category.isEmpty() && o.providerCategory != f.category)
        return false;
    if (!f.region.isEmpty() && o.region != f.region)
        return false;
    if (f.minPricePerGpuHour || f.maxPricePerGpuHour) {
        const double p = m_model->numericKey(row, OfferTableModel::OnDemandPerGpuColumn); // USD
        if (std::isnan(p) || (f.minPricePerGpuHour && p < *f.minPricePerGpuHour) || (f.maxPricePerGpuHour && p > *f.maxPricePerGpuHour))
            return false;
    }
    if (!f.tier.isEmpty()) {
        const auto it = m_model->ratings().constFind(o.providerKey);
        const QString tier = it == m_model->ratings().constEnd() ? QStringLiteral("unrated") : it->tier;
        if (tier.compare(f.tier, Qt::CaseInsensitive) != 0)
            return false;
    }
    if (f.hideUnpriced && !o.onDemand.amount)
        return false;
    if (f.recommendedOnly && (m_model->isExcluded(row) || !m_model->score(row)))
        return false;
    if (f.hideStale && m_model->isPriceStale(row))
        return false;
    return true;
}

} // namespace cg
