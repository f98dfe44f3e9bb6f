// PriceHistory::diffByScan: the diff since a date (and the reference the diff since a run is
// tested against) in one sequential scan of table price_point in storage order (no ORDER BY: on
// SQLite a walk of the table b-tree instead of one index probe per point), keeping per series the
// newest point overall and the newest the cutoff includes, "newest" being the (as_of, id) order of
// Catalog::offers().
#include "catalog/pricehistory/PriceHistoryDiffRead.h"

#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogBulk.h"
#include "catalog/store/ReadSnapshot.h"

#include <algorithm>

namespace cg {

using namespace historydiff;

namespace {

/// A series as the full scan keeps it: its newest point overall (`now`) and the newest the cutoff
/// includes (`then`, when `hasThen`).
struct Series
{
    bool hasThen = false;
    Row then, now;
};

/// Series by (offering, kind, term): per offering the head of a chain of links, so a point finds
/// its series without hashing. The heads are a vector indexed by offering id (SQLite rowids and
/// PostgreSQL sequences are dense); an id past its end (a point of an offering deleted after a
/// larger id was written) goes to a hash. The chain's links (12 bytes per series) are kept apart
/// from the series' points (about 150 bytes), so a walk reads a compact array. Used by the full
/// scan, which must find a series per point it reads; the diff since a run sorts instead.
class SeriesIndex
{
public:
    /// `maxOffering`: the largest offering id expected; `offerings`: how many there are.
    SeriesIndex(qint64 maxOffering, qint64 offerings)
        : m_heads(size_t(std::clamp<qint64>(std::min(maxOffering + 1, 4 * offerings + 65536), 0, qint64(1) << 24)), 0)
    {
    }

    /// The index in `series` of the series of `r` (offering, kind, term), appended with `r` as its
    /// latest point if new (`created`).
    int find(const Row &r, std::vector<Series> &series, bool *created)
    {
        const qint64 offering = r.offering;
        const int kind = r.kind, term = r.term;
        int &head = offering >= 0 && quint64(offering) < m_heads.size() ? m_heads[size_t(offering)] : m_sparse[offering];
        int i = head - 1; // head: index + 1 of the offering's newest series, 0: none yet
        while (i >= 0 && (m_links[size_t(i)].kind != kind || m_links[size_t(i)].term != term))
            i = m_links[size_t(i)].next;
        *created = i < 0;
        if (i < 0) {
            if (head == 0)
                ++m_offerings;
            i = int(series.size());
            series.emplace_back().now = r;
            m_links.push_back({ head - 1, kind, term });
            head = i + 1;
        }
        return i;
    }
    /// Offerings with at least one series.
    qsizetype offerings() const { return m_offerings; }

    /// The indexes of `series` (made through find()) in (offering, kind, term) order, without
    /// sorting them all: the offerings in id order (a walk of the heads, the sparse ones sorted
    /// around it), each offering's few series sorted among themselves.
    std::vector<int> ordered(const std::vector<Series> &series) const
    {
        std::vector<int> out;
        out.reserve(series.size());
        auto chain = [this, &series, &out](int head) {
            const size_t from = out.size();
            for (int i = head - 1; i >= 0; i = m_links[size_t(i)].next)
                out.push_back(i);
            std::sort(out.begin() + qptrdiff(from), out.end(), [&series](int a, int b) {
                const Series &x = series[size_t(a)], &y = series[size_t(b)];
                return std::tie(x.now.kind, x.now.term) < std::tie(y.now.kind, y.now.term);
            });
        };
        QList<qint64> sparse = m_sparse.keys();
        std::sort(sparse.begin(), sparse.end());
        const auto dense = std::lower_bound(sparse.cbegin(), sparse.cend(), qint64(0));
        for (auto it = sparse.cbegin(); it != dense; ++it)
            chain(m_sparse.value(*it));
        for (const int head : m_heads) {
            if (head != 0)
                chain(head);
        }
        for (auto it = dense; it != sparse.cend(); ++it)
            chain(m_sparse.value(*it));
        return out;
    }

private:
    struct Link
    {
        int next; ///< the index of the offering's next series, -1 at the end
        int kind, term;
    };
    std::vector<int> m_heads;
    std::vector<Link> m_links; ///< per series, by its index
    QHash<qint64, int> m_sparse;
    qsizetype m_offerings = 0;
};

} // namespace

CatalogDiff PriceHistory::diffByScan(const HistoryCutoff &since) const
{
    m_error.clear();
    CatalogDiff d;
    d.since = since;
    const ReadSnapshot snapshot(m_catalog, ReadSnapshot::Connections::One); // one state for every read
    qint64 offerings = 0, maxOffering = 0;
    if (!offeringIds(m_catalog, &offerings, &maxOffering, &m_error))
        return d;
    SeriesIndex index(maxOffering, offerings);
    // Only the columns the comparison needs, read without a string per value: up to millions of points.
    RowCursor c(m_catalog.database(), QStringLiteral("SELECT %1 FROM price_point pp").arg(QLatin1String(kScanColumns)),
        QStringLiteral("read the price history"));
    Interner texts;
    // Later in the order the current price is read in: as_of, then insertion.
    auto after = [&texts](const Row &a, const Row &b) {
        const int order = a.asOf == b.asOf ? 0 : texts.text(a.asOf).compare(texts.text(b.asOf));
        return order > 0 || (order == 0 && a.id > b.id);
    };
    std::vector<qint8> onOrBeforeDate; // per as_of number: 1 on or before since.date, 0 after, -1 not known yet
    std::vector<Series> series;
    Row p;
    bool created = false;
    while (c.next()) {
        ++d.pointsScanned;
        readRow(c, texts, p, true);
        const int i = index.find(p, series, &created);
        Series &s = series[size_t(i)];
        if (!created && after(p, s.now))
            s.now = p;
        bool included = p.run <= since.runId;
        if (!since.isRun()) {
            if (size_t(p.asOf) >= onOrBeforeDate.size())
                onOrBeforeDate.resize(size_t(p.asOf) + 1, -1);
            qint8 &known = onOrBeforeDate[size_t(p.asOf)];
            if (known < 0)
                known = texts.text(p.asOf).compare(since.date) <= 0 ? 1 : 0;
            included = known == 1;
        }
        if (included && (!s.hasThen || after(p, s.then))) {
            s.then = p;
            s.hasThen = true;
        }
    }
    m_error = c.error();
    if (!m_error.isEmpty())
        return d;
    std::vector<Compared> compared;
    compared.reserve(series.size());
    for (const int i : index.ordered(series)) {
        const Series &s = series[size_t(i)];
        compared.push_back({ s.hasThen ? &s.then : nullptr, &s.now });
    }
    assemble(m_catalog, d, compared, texts, 0, index.offerings(), {}, &m_error);
    return d;
}

} // namespace cg
