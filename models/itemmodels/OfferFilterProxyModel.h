#pragma once

#include <QAbstractProxyModel>

#include <optional>
#include <vector>

namespace cg {

class OfferTableModel;

/// What the offers table shows. Text is plain (never a regular expression); an empty field or
/// an unset optional does not filter.
struct OfferFilter
{
    QString text; ///< matched, case-insensitively, against provider, GPU, instance type, region
    QString gpuKey; ///< canonical GPU model key; "unmapped" for unmapped names
    QString vendor; ///< NVIDIA, AMD, Intel, Google
    std::optional<double> minMemoryGb; ///< memory per GPU at least, GB (unknown memory fails)
    std::optional<double> gpuCount; ///< exact GPUs per instance
    QString category; ///< provider category (hyperscaler, neocloud, ...)
    QString region; ///< exact region
    std::optional<double> minPricePerGpuHour, maxPricePerGpuHour; ///< on-demand, USD per GPU-hour; unpriced rows fail
    QString tier; ///< latest ClusterMAX tier name (Gold ...); "unrated" for none
    bool hideStale = false; ///< hide prices observed over OfferTableModel::kStaleDays ago or on an unknown day
    bool hideUnpriced = false; ///< hide offers without an on-demand price
    /// hide offers the ranking does not recommend (OfferTableModel::isExcluded: a gate excludes
    /// them, or they have no comparable price, so they are never ranked)
    bool recommendedOnly = false;

    bool operator==(const OfferFilter &o) const = default;
};

/**
 * Filters and sorts the offers table: a flat proxy whose rows are a vector of source rows.
 *
 * QSortFilterProxyModel sorted 100k rows in 50-60 ms of CPU on this machine class, most of it
 * building index pairs and calling lessThan() through QModelIndex for each of ~1.7M comparisons.
 * Here a sort reads the source's cached key vectors (OfferTableModel::numericKeys /
 * textSortKeys) into one contiguous array of (key, row) and sorts that, a few milliseconds.
 *
 * Every change of what is shown (filter, sort, scores) is one layoutChanged with the persistent
 * indexes (selection, current row) moved to their rows' new places: no per-row insert/remove
 * signals and no reset. Missing values (NaN) sort last in both directions; equal keys keep the
 * order QSortFilterProxyModel gave them (a stable sort, reversed comparison when descending).
 * A source reset is a reset; any other structural change of the source is treated as one.
 */
class OfferFilterProxyModel final : public QAbstractProxyModel
{
    Q_OBJECT

public:
    explicit OfferFilterProxyModel(QObject *parent = nullptr);

    void setOfferModel(OfferTableModel *model);
    void setFilter(const OfferFilter &filter);
    const OfferFilter &filter() const { return m_filter; }
    /// Whether a source row passes the filter, as of the last filtering (cheaper than mapping
    /// every proxy row back to its source row when a chart reads all shown rows).
    bool acceptsSourceRow(int sourceRow) const { return size_t(sourceRow) < m_proxyOf.size() && m_proxyOf[size_t(sourceRow)] >= 0; }
    /// Re-sorts after the scores changed (only when sorted by a column that depends on them), and
    /// re-filters when the filter shows recommended offers only.
    void scoresChanged();
    /// Re-filters and re-sorts (one layoutChanged).
    void invalidate();

    /// Sorts by `column` (-1: source order); the order is kept across filter changes.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;
    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    QModelIndex sibling(int row, int column, const QModelIndex &idx) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    bool accepts(int sourceRow) const;
    void rebuild(); // m_rows and m_proxyOf from the filter and the sort, no signals
    enum class Resort { Refilter, Only };
    /// rebuild() (or, with Resort::Only, sortRows() of the rows shown) inside
    /// layoutAboutToBeChanged/layoutChanged, the persistent indexes moved to their rows' places.
    void relayout(Resort resort = Resort::Refilter);
    void sortRows();

    OfferTableModel *m_model = nullptr;
    OfferFilter m_filter;
    QString m_textLower;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    std::vector<int> m_rows; // proxy row → source row
    std::vector<int> m_proxyOf; // source row → proxy row, -1 when filtered out
    std::vector<QMetaObject::Connection> m_connections;
};

} // namespace cg
