#include "catalog/OfferFilterProxyModel.h"

#include "catalog/OfferTableModel.h"

#include <cmath>

namespace cg {

OfferFilterProxyModel::OfferFilterProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setDynamicSortFilter(false); // re-sorting happens once per change, through invalidate()
}

void OfferFilterProxyModel::setOfferModel(OfferTableModel *model)
{
    m_model = model;
    setSourceModel(model);
}

void OfferFilterProxyModel::setFilter(const OfferFilter &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    m_textLower = filter.text.trimmed().toLower();
    invalidate();
}

void OfferFilterProxyModel::scoresChanged()
{
    if (m_filter.recommendedOnly)
        invalidate(); // which rows pass depends on the scores
    else if (sortColumn() == OfferTableModel::ScoreColumn)
        sort(sortColumn(), sortOrder()); // re-sort only: the rows shown stay the same
}

bool OfferFilterProxyModel::filterAcceptsRow(int row, const QModelIndex &parent) const
{
    if (!m_model)
        return true;
    const bool accepted = accepts(row);
    if (m_accepted.size() != size_t(m_model->rowCount()))
        m_accepted.assign(size_t(m_model->rowCount()), 0);
    m_accepted[size_t(row)] = accepted;
    Q_UNUSED(parent)
    return accepted;
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

bool OfferFilterProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (!m_model)
        return QSortFilterProxyModel::lessThan(left, right);
    const int column = left.column();
    const int a = left.row(), b = right.row();
    if (m_model->isNumericColumn(column)) {
        const double x = m_model->numericKey(a, column), y = m_model->numericKey(b, column);
        const bool xm = std::isnan(x), ym = std::isnan(y);
        if (xm || ym) {
            // Missing values last whatever the order: invert for descending sorts.
            const bool result = !xm && ym;
            return sortOrder() == Qt::AscendingOrder ? result : !result && xm != ym;
        }
        if (x != y)
            return x < y;
        return a < b;
    }
    const int c = QString::localeAwareCompare(m_model->textKey(a, column), m_model->textKey(b, column));
    return c != 0 ? c < 0 : a < b;
}

} // namespace cg
