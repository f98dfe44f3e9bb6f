#pragma once

#include <QSortFilterProxyModel>

#include <optional>
#include <vector>

namespace cg {

class OfferTableModel;

/// What the offers table shows. Text is plain (never a regular expression); an empty field or
/// an unset optional does not filter.
struct OfferFilter
{
    QString text;               ///< matched, case-insensitively, against provider, GPU, instance type, region
    QString gpuKey;             ///< canonical GPU model key; "unmapped" for unmapped names
    QString vendor;             ///< NVIDIA, AMD, Intel, Google
    std::optional<double> minMemoryGb;  ///< memory per GPU at least, GB (unknown memory fails)
    std::optional<double> gpuCount;     ///< exact GPUs per instance
    QString category;           ///< provider category (hyperscaler, neocloud, ...)
    QString region;             ///< exact region
    std::optional<double> minPricePerGpuHour, maxPricePerGpuHour; ///< on-demand, USD per GPU-hour; unpriced rows fail
    QString tier;               ///< latest ClusterMAX tier name (Gold ...); "unrated" for none
    bool hideStale = false;     ///< hide prices observed over OfferTableModel::kStaleDays ago or on an unknown day
    bool hideUnpriced = false;  ///< hide offers without an on-demand price
    /// hide offers the ranking does not recommend (OfferTableModel::isExcluded: a gate excludes
    /// them, or they have no comparable price, so they are never ranked)
    bool recommendedOnly = false;

    bool operator==(const OfferFilter &o) const = default;
};

/**
 * Filters and sorts the offers table. A filter change calls invalidate(), which re-filters and
 * re-sorts in one pass and emits layoutChanged only: no per-row insert/remove signals (with a
 * view attached, the incremental path took seconds at 100k rows on this machine class). Sorting
 * compares OfferTableModel's numeric and text keys directly; missing values sort last in both
 * directions.
 */
class OfferFilterProxyModel final : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit OfferFilterProxyModel(QObject *parent = nullptr);

    void setOfferModel(OfferTableModel *model);
    void setFilter(const OfferFilter &filter);
    const OfferFilter &filter() const { return m_filter; }
    /// Whether a source row passes the filter, as of the last filtering (cheaper than mapping
    /// every proxy row back to its source row when a chart reads all shown rows).
    bool acceptsSourceRow(int sourceRow) const { return size_t(sourceRow) < m_accepted.size() && m_accepted[size_t(sourceRow)]; }
    /// Re-sorts after the scores changed (only when sorted by a column that depends on them), and
    /// re-filters when the filter shows recommended offers only.
    void scoresChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    bool accepts(int sourceRow) const;

    OfferTableModel *m_model = nullptr;
    OfferFilter m_filter;
    QString m_textLower;
    mutable std::vector<char> m_accepted; // per source row, written by filterAcceptsRow
};

} // namespace cg
