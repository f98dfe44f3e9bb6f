// PriceHistory::diff: what changed between a cutoff and now.
// - Since a run (schema v6): the latest point of every series whose latest point a later run
//   wrote (until_run IS NULL, import_run_id > R), and the points those series had at run R (per
//   later run u: until_run = u, written by run R or before), each an index range of
//   price_point_until. A series with neither did not change. Reads are proportional to the
//   series that changed, not to the history's length. Each read's points are appended as they
//   come, then sorted by series and merged.
// - diffByScan (a date cutoff, and the reference the other is tested against): one sequential
//   scan of table price_point in storage order (no ORDER BY: on SQLite a walk of the table b-tree
//   instead of one index probe per point), keeping per series the newest point overall and the
//   newest the cutoff includes, "newest" being the (as_of, id) order of Catalog::offers().
// Both then compare the same (then, now) pairs; labels are read only for the offerings that
// changed, their short texts shared.
#include "catalog/PriceHistory.h"

#include "catalog/Catalog.h"
#include "catalog/CatalogBulk.h"

#include <QHash>

#include <algorithm>
#include <array>
#include <cstring>
#include <numeric>
#include <tuple>
#include <vector>

namespace cg {

namespace {

/// A short column value (currency, ISO date) kept inline, without allocating.
struct Text
{
    std::array<char, 15> b {};
    quint8 n = 0;
    void set(QByteArrayView v)
    {
        n = quint8(std::min<qsizetype>(v.size(), qsizetype(b.size())));
        if (n > 0) // a NULL column's view has no data pointer, and memcpy's may not be null
            std::memcpy(b.data(), v.data(), n);
    }
    QByteArrayView view() const { return QByteArrayView(b.data(), n); }
    bool operator==(const Text &o) const { return n == o.n && std::memcmp(b.data(), o.b.data(), n) == 0; }
};

struct Point
{
    qint64 id = 0, run = 0;
    double amount = 0;
    bool withdrawn = false, hasAmount = false;
    Text currency, asOf;
    std::optional<double> value() const { return hasAmount ? std::optional<double>(amount) : std::nullopt; }
    /// Later in the order the current price is read in: as_of, then insertion.
    bool after(const Point &o) const
    {
        const int c = asOf.view().compare(o.asOf.view());
        return c > 0 || (c == 0 && id > o.id);
    }
};

struct Series
{
    qint64 offering = 0;
    int term = 0;
    int kind = 0; // index into kKinds, which is in the text order of the kind names
    bool hasThen = false;
    Point then, now;
};

// The kinds table price_point allows (CHECK constraint), in the order of their names.
const std::array<QByteArrayView, 3> kKinds { QByteArrayView("on_demand"), QByteArrayView("reserved"), QByteArrayView("spot") };

int kindIndex(QByteArrayView v)
{
    for (int i = 0; i < int(kKinds.size()); ++i) {
        if (v == kKinds[size_t(i)])
            return i;
    }
    return -1;
}

/// One QString per distinct UTF-8 value, numbered: labels and change rows share them instead of
/// each allocating its own copy of "USD", "2026-05-01" or a provider key, and a value's number
/// stands for it in a sort (rank()). A value of up to 15 bytes (keys, codes, ISO dates) is looked
/// up by its bytes packed into two integers, without hashing a byte array.
class Interner
{
public:
    /// The number of the value `t` (or `v`), new ones numbered from 0 in the order first seen.
    int id(const Text &t)
    {
        std::array<char, 16> bytes {}; // the value's bytes, zero-padded, and its length last
        std::memcpy(bytes.data(), t.b.data(), t.n);
        bytes[15] = char(t.n);
        std::array<quint64, 2> k {};
        std::memcpy(k.data(), bytes.data(), sizeof(k));
        // A diff asks for the same few hundred dates and currencies again and again: a slot of
        // 256 picked by a multiplicative hash answers most without a hash-table probe.
        Recent &r = m_recent[size_t((((k[0] * 0x9E3779B97F4A7C15ULL) ^ k[1]) * 0x9E3779B97F4A7C15ULL) >> 56)];
        if (r.a == k[0] && r.b == k[1])
            return r.id;
        auto it = m_short.constFind(std::pair(k[0], k[1]));
        if (it == m_short.constEnd())
            it = m_short.insert(std::pair(k[0], k[1]), add(QString::fromUtf8(t.view())));
        r = { k[0], k[1], *it };
        return *it;
    }
    int id(QByteArrayView v)
    {
        if (v.size() < 16) {
            Text t;
            t.set(v);
            return id(t);
        }
        auto it = m_long.constFind(QByteArray::fromRawData(v.data(), v.size())); // a lookup copies nothing
        if (it == m_long.constEnd())
            it = m_long.insert(QByteArray(v.data(), v.size()), add(QString::fromUtf8(v)));
        return *it;
    }
    const QString &text(int id) const { return m_values[size_t(id)]; }
    const QString &get(const Text &t) { return text(id(t)); }
    const QString &get(QByteArrayView v) { return text(id(v)); }
    /// Per value number the rank of its text among the texts of `used` (numbers; others: -1), in
    /// QString::compare order, equal texts ranked equal: integers that sort as the texts do.
    std::vector<int> rank(std::vector<int> used) const
    {
        std::sort(used.begin(), used.end());
        used.erase(std::unique(used.begin(), used.end()), used.end());
        std::sort(used.begin(), used.end(), [this](int a, int b) { return text(a).compare(text(b)) < 0; });
        std::vector<int> out(m_values.size(), -1);
        int r = -1;
        for (size_t i = 0; i < used.size(); ++i) {
            if (i == 0 || text(used[i - 1]).compare(text(used[i])) != 0)
                ++r;
            out[size_t(used[i])] = r;
        }
        return out;
    }

private:
    int add(QString value)
    {
        m_values.push_back(std::move(value));
        return int(m_values.size()) - 1;
    }
    struct Recent
    {
        quint64 a = ~quint64(0), b = ~quint64(0); // no key: a key's last byte is its length, at most 15
        int id = -1;
    };
    std::vector<QString> m_values;
    std::array<Recent, 256> m_recent {};
    QHash<std::pair<quint64, quint64>, int> m_short;
    QHash<QByteArray, int> m_long;
};

// The columns readPoint() reads, after the offering id, kind and term (columns 0, 2, 3).
const char kDiffColumns[] = "pp.offering_id, COALESCE(pp.import_run_id, 0), pp.kind, pp.term_months, pp.status, pp.amount,"
                            " pp.currency, pp.as_of, pp.id";

void readPoint(const RowCursor &c, Point &p)
{
    p.run = c.integer(1);
    p.withdrawn = c.bytes(4) == QByteArrayView("withdrawn");
    p.hasAmount = !c.isNull(5);
    p.amount = p.hasAmount ? c.real(5) : 0;
    p.currency.set(c.bytes(6));
    p.asOf.set(c.bytes(7));
    p.id = c.integer(8);
}

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

    /// The index in `series` of the series (offering, kind, term), appended if new (`created`).
    int find(qint64 offering, int kind, int term, std::vector<Series> &series, bool *created)
    {
        int &head = offering >= 0 && quint64(offering) < m_heads.size() ? m_heads[size_t(offering)] : m_sparse[offering];
        int i = head - 1; // head: index + 1 of the offering's newest series, 0: none yet
        while (i >= 0 && (m_links[size_t(i)].kind != kind || m_links[size_t(i)].term != term))
            i = m_links[size_t(i)].next;
        *created = i < 0;
        if (i < 0) {
            if (head == 0)
                ++m_offerings;
            Series s;
            s.offering = offering;
            s.kind = kind;
            s.term = term;
            i = int(series.size());
            series.push_back(s);
            m_links.push_back({ head - 1, kind, term });
            head = i + 1;
        }
        return i;
    }
    /// The index of the series of row `c` (kDiffColumns: offering, kind, term in columns 0, 2, 3).
    int find(const RowCursor &c, std::vector<Series> &series, bool *created)
    {
        return find(c.integer(0), kindIndex(c.bytes(2)), int(c.integer(3)), series, created);
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
                return std::tie(x.kind, x.term) < std::tie(y.kind, y.term);
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

/// The number of offerings and their largest id; false with `error` when the read failed.
bool offeringIds(const Catalog &catalog, qint64 *count, qint64 *maxId, QString *error)
{
    RowCursor c(catalog.database(), QStringLiteral("SELECT COUNT(*), COALESCE(MAX(id), 0) FROM offering"), QStringLiteral("count the offerings"));
    if (c.next()) {
        *count = c.integer(0);
        *maxId = c.integer(1);
    }
    *error = c.error();
    return error->isEmpty();
}

/// Fills `d` from the (then, now) points of `series`, taken in `order` (their indexes in
/// (offering, kind, term) order). `partialSinceRun` > 0: `series` holds only
/// the series that changed since that run, the others' latest points are read where an
/// offering's own state depends on them. `offerings`: how many offerings have points (a choice
/// of how to read the labels only). False with `error` when a read failed.
bool assemble(const Catalog &catalog, CatalogDiff &d, const std::vector<Series> &series, const std::vector<int> &order, qint64 partialSinceRun,
    qsizetype offerings, QString *error);

} // namespace

CatalogDiff PriceHistory::diff(const HistoryCutoff &since) const
{
    if (!since.isRun())
        return diffByScan(since);
    m_error.clear();
    CatalogDiff d;
    d.since = since;
    qint64 offerings = 0, maxOffering = 0;
    if (!offeringIds(m_catalog, &offerings, &maxOffering, &m_error))
        return d;
    // Each read appends its points as they come (no lookup per point: the rows come in run
    // order, a lookup per row was one cache miss or more each); both are then sorted by series
    // and merged.
    struct Keyed
    {
        qint64 offering;
        int kind, term, at; // at: the index of the point in its read
        bool operator<(const Keyed &o) const { return std::tie(offering, kind, term, at) < std::tie(o.offering, o.kind, o.term, o.at); }
        bool sameSeries(const Keyed &o) const { return offering == o.offering && kind == o.kind && term == o.term; }
    };
    std::vector<Point> nowPoints, thenPoints;
    std::vector<Keyed> nowKeys, thenKeys;
    auto read = [&](RowCursor &c, std::vector<Point> &points, std::vector<Keyed> &keys) {
        Point p;
        while (c.next()) {
            ++d.pointsScanned;
            readPoint(c, p);
            keys.push_back({ c.integer(0), kindIndex(c.bytes(2)), int(c.integer(3)), int(points.size()) });
            points.push_back(p);
        }
        m_error = c.error();
        return m_error.isEmpty();
    };
    // The latest point of every series a run after the cutoff changed: `now`.
    {
        RowCursor c(m_catalog.database(),
            QStringLiteral("SELECT %1 FROM price_point pp WHERE pp.until_run IS NULL AND pp.import_run_id > ?").arg(QLatin1String(kDiffColumns)),
            QStringLiteral("read the price history"));
        c.bind(QVariant(since.runId));
        if (!read(c, nowPoints, nowKeys))
            return d;
    }
    // Their state at the cutoff: per later run u, the points u ended that the cutoff includes
    // (written by the cutoff's run or before, or by none). Exactly one per series that had one.
    for (const char *written : { "pp.import_run_id <= ?", "pp.import_run_id IS NULL" }) {
        RowCursor c(m_catalog.database(),
            QStringLiteral("SELECT %1 FROM import_run r CROSS JOIN price_point pp WHERE r.id > ? AND pp.until_run = r.id AND %2")
                .arg(QLatin1String(kDiffColumns), QLatin1String(written)),
            QStringLiteral("read the price history"));
        c.bind(QVariant(since.runId));
        if (std::strchr(written, '?'))
            c.bind(QVariant(since.runId));
        if (!read(c, thenPoints, thenKeys))
            return d;
    }
    std::sort(nowKeys.begin(), nowKeys.end());
    std::sort(thenKeys.begin(), thenKeys.end());
    // One series per key, in (offering, kind, term) order; of equal keys (none in a consistent
    // history) the one read last counts, as a lookup per point would have kept it.
    std::vector<Series> series;
    series.reserve(nowKeys.size());
    size_t t = 0;
    for (size_t i = 0; i < nowKeys.size(); ++i) {
        const Keyed &k = nowKeys[i];
        if (i + 1 < nowKeys.size() && nowKeys[i + 1].sameSeries(k))
            continue;
        if (t < thenKeys.size() && thenKeys[t] < k && !thenKeys[t].sameSeries(k)) { // cannot be: see `then` above
            m_error = QStringLiteral("cannot read the price history: point %1 has no latest point in its series")
                          .arg(thenPoints[size_t(thenKeys[t].at)].id);
            return d;
        }
        Series &s = series.emplace_back();
        s.offering = k.offering;
        s.kind = k.kind;
        s.term = k.term;
        s.now = nowPoints[size_t(k.at)];
        while (t < thenKeys.size() && thenKeys[t].sameSeries(k)) {
            s.then = thenPoints[size_t(thenKeys[t].at)];
            s.hasThen = true;
            ++t;
        }
    }
    if (t < thenKeys.size()) {
        m_error = QStringLiteral("cannot read the price history: point %1 has no latest point in its series")
                          .arg(thenPoints[size_t(thenKeys[t].at)].id);
        return d;
    }
    std::vector<int> order(series.size());
    std::iota(order.begin(), order.end(), 0);
    assemble(m_catalog, d, series, order, since.runId, qsizetype(offerings), &m_error);
    return d;
}

CatalogDiff PriceHistory::diffByScan(const HistoryCutoff &since) const
{
    m_error.clear();
    CatalogDiff d;
    d.since = since;
    qint64 offerings = 0, maxOffering = 0;
    if (!offeringIds(m_catalog, &offerings, &maxOffering, &m_error))
        return d;
    SeriesIndex index(maxOffering, offerings);
    // Only the columns the comparison needs, read without a string per value: up to millions of points.
    RowCursor c(m_catalog.database(), QStringLiteral("SELECT %1 FROM price_point pp").arg(QLatin1String(kDiffColumns)),
        QStringLiteral("read the price history"));
    const QByteArray cutoffDate = since.date.toUtf8();
    std::vector<Series> series;
    Point p;
    bool created = false;
    while (c.next()) {
        ++d.pointsScanned;
        readPoint(c, p);
        const int i = index.find(c, series, &created);
        if (created || p.after(series[size_t(i)].now))
            series[size_t(i)].now = p;
        Series &s = series[size_t(i)];
        const bool included = since.isRun() ? p.run <= since.runId : p.asOf.view().compare(cutoffDate) <= 0;
        if (included && (!s.hasThen || p.after(s.then))) {
            s.then = p;
            s.hasThen = true;
        }
    }
    m_error = c.error();
    if (!m_error.isEmpty())
        return d;
    assemble(m_catalog, d, series, index.ordered(series), 0, index.offerings(), &m_error);
    return d;
}

namespace {

bool assemble(const Catalog &catalog, CatalogDiff &d, const std::vector<Series> &series, const std::vector<int> &order, qint64 partialSinceRun,
    qsizetype offerings, QString *error)
{
    // Per series its change, if any; per offering whether any series was offered then and now.
    // The series are walked in (offering, kind, term) order, so an offering's changes are one
    // range of `changes`, already in the order they are listed, and `states` is sorted by
    // offering: looked up by binary search, with no hash and no allocation per offering.
    struct OfferState
    {
        qint64 offering = 0;
        bool then = false, now = false, labelled = false;
        int first = 0, count = 0; // its changes: changes[first, first + count)
    };
    std::vector<OfferState> states;
    std::vector<std::pair<int, PriceChange::Type>> changes; // series index, type
    changes.reserve(series.size());
    for (const int i : order) {
        const Series &s = series[size_t(i)];
        if (states.empty() || states.back().offering != s.offering) {
            OfferState st;
            st.offering = s.offering;
            st.first = int(changes.size());
            states.push_back(st);
        }
        OfferState &st = states.back();
        const bool wasOffered = s.hasThen && !s.then.withdrawn, isOffered = !s.now.withdrawn;
        st.then = st.then || wasOffered;
        st.now = st.now || isOffered;
        PriceChange::Type type;
        if (wasOffered && isOffered) {
            const Point &a = s.then, &b = s.now;
            const bool sameCurrency = a.currency == b.currency;
            if (a.hasAmount == b.hasAmount && (!a.hasAmount || a.amount == b.amount) && sameCurrency)
                continue;
            type = !a.hasAmount || !b.hasAmount || !sameCurrency ? PriceChange::Type::Changed
                : b.amount > a.amount                            ? PriceChange::Type::Up
                                                                 : PriceChange::Type::Down;
        } else if (isOffered) {
            type = PriceChange::Type::Appeared;
        } else if (wasOffered) {
            type = PriceChange::Type::Withdrawn;
        } else {
            continue;
        }
        changes.emplace_back(i, type);
        ++st.count;
    }
    std::erase_if(states, [](const OfferState &st) { return st.count == 0 && st.then == st.now; });
    if (states.empty())
        return true;
    auto stateOf = [&states](qint64 offering) -> OfferState * {
        const auto it = std::lower_bound(states.begin(), states.end(), offering,
            [](const OfferState &st, qint64 id) { return st.offering < id; });
        return it != states.end() && it->offering == offering ? &*it : nullptr;
    };
    // Since a run, only the changed series were read: an offering none of whose changed series
    // was offered both then and now is offered then and now also when one of its unchanged
    // series (its latest point written by the cutoff's run or before) is offered.
    if (partialSinceRun > 0) {
        QList<qint64> open;
        for (const OfferState &st : states) {
            if (!(st.then && st.now))
                open.append(st.offering); // ascending, as `states` is
        }
        for (qsizetype from = 0; from < open.size(); from += 500) {
            QStringList ids;
            for (qsizetype i = from; i < std::min(open.size(), from + 500); ++i)
                ids.append(QString::number(open[i]));
            RowCursor c(catalog.database(),
                // (until_run + 0): by the offerings' series index, not the latest points of every series
                QStringLiteral("SELECT DISTINCT pp.offering_id FROM price_point pp WHERE pp.offering_id IN (%1) AND (pp.until_run + 0) IS NULL"
                               " AND pp.status = 'offered' AND (pp.import_run_id IS NULL OR pp.import_run_id <= ?)")
                    .arg(ids.join(QLatin1Char(','))),
                QStringLiteral("read the price history"));
            c.bind(QVariant(partialSinceRun));
            while (c.next()) {
                if (OfferState *st = stateOf(c.integer(0)))
                    st->then = st->now = true;
            }
            *error = c.error();
            if (!error->isEmpty())
                return false;
        }
    }

    // Labels of the offerings with a change only, their texts shared through the interner. The
    // providers' and GPU models' keys and names come from their own (small) tables, read once,
    // so the offerings are read without a join.
    Interner texts;
    const int none = texts.id(QByteArrayView()); // the empty text
    QHash<qint64, int> providerKeys; // provider id → its key's text number
    QHash<qint64, QString> gpuKeys, gpuNames;
    {
        RowCursor p(catalog.database(), QStringLiteral("SELECT id, key FROM provider"), QStringLiteral("read the providers"));
        while (p.next())
            providerKeys.insert(p.integer(0), texts.id(p.bytes(1)));
        RowCursor g(catalog.database(), QStringLiteral("SELECT id, key, name FROM gpu_model"), QStringLiteral("read the GPU models"));
        while (g.next()) {
            gpuKeys.insert(g.integer(0), texts.get(g.bytes(1)));
            gpuNames.insert(g.integer(0), texts.get(g.bytes(2)));
        }
        *error = !p.error().isEmpty() ? p.error() : g.error();
        if (!error->isEmpty())
            return false;
    }
    // Per label its sort key: the text numbers of provider key, instance type and region (ranks
    // after the read), the offering id, and its state.
    struct LabelKey
    {
        int provider = 0, instanceType = 0, region = 0;
        qint64 id = 0;
        int label = 0;
        const OfferState *state = nullptr;
    };
    std::vector<OfferLabel> labels;
    std::vector<LabelKey> keys;
    labels.reserve(states.size());
    keys.reserve(states.size());
    // A few changed offerings (a recent cutoff): read them by id, in chunks; many: one scan of all.
    QList<qint64> wanted;
    if (qsizetype(states.size()) * 4 < offerings) {
        wanted.reserve(qsizetype(states.size()));
        for (const OfferState &st : states)
            wanted.append(st.offering); // ascending
    }
    const qsizetype chunk = 2000;
    for (qsizetype from = 0; from == 0 || from < wanted.size(); from += chunk) {
        QString where;
        if (!wanted.isEmpty()) {
            QStringList ids;
            for (qsizetype i = from; i < std::min(wanted.size(), from + chunk); ++i)
                ids.append(QString::number(wanted[i]));
            where = QStringLiteral(" WHERE o.id IN (") + ids.join(QLatin1Char(',')) + QLatin1Char(')');
        }
        RowCursor l(catalog.database(),
            QStringLiteral("SELECT o.id, o.provider_id, o.instance_type, o.region, o.gpu_model_id, o.gpu_raw_name, o.gpu_count,"
                           " o.withdrawn_run_id FROM offering o")
                + where,
            QStringLiteral("read the offerings"));
        while (l.next()) {
            const qint64 id = l.integer(0);
            OfferState *st = stateOf(id);
            if (!st || st->labelled)
                continue;
            st->labelled = true;
            LabelKey key { providerKeys.value(l.integer(1), none), texts.id(l.bytes(2)), texts.id(l.bytes(3)), id, int(labels.size()), st };
            OfferLabel label;
            label.id = id;
            label.providerKey = texts.text(key.provider);
            label.instanceType = texts.text(key.instanceType);
            label.region = texts.text(key.region);
            if (l.isNull(4)) {
                label.gpuName = texts.get(l.bytes(5)); // the source's raw name; empty when none
            } else {
                label.gpuKey = gpuKeys.value(l.integer(4));
                label.gpuName = gpuNames.value(l.integer(4));
            }
            if (!l.isNull(6))
                label.gpuCount = l.real(6);
            label.withdrawn = !l.isNull(7);
            labels.push_back(std::move(label));
            keys.push_back(key);
        }
        *error = l.error();
        if (!error->isEmpty())
            return false;
    }
    // Points of an offering the table no longer has (none under the foreign key) get an empty label.
    for (const OfferState &st : states) {
        if (!st.labelled) {
            OfferLabel label;
            label.id = st.offering;
            keys.push_back({ none, none, none, st.offering, int(labels.size()), &st });
            labels.push_back(label);
        }
    }
    // In the order of provider key, instance type, region, then offering id: each distinct text
    // ranked once, then integers sorted, not texts.
    {
        std::vector<int> used;
        used.reserve(keys.size() * 3);
        for (const LabelKey &k : keys)
            used.insert(used.end(), { k.provider, k.instanceType, k.region });
        const std::vector<int> rank = texts.rank(std::move(used));
        for (LabelKey &k : keys) {
            k.provider = rank[size_t(k.provider)];
            k.instanceType = rank[size_t(k.instanceType)];
            k.region = rank[size_t(k.region)];
        }
        std::sort(keys.begin(), keys.end(), [](const LabelKey &a, const LabelKey &b) {
            return std::tie(a.provider, a.instanceType, a.region, a.id) < std::tie(b.provider, b.instanceType, b.region, b.id);
        });
    }

    d.changes.reserve(qsizetype(changes.size()));
    const std::array<QString, 3> kindNames { QStringLiteral("on_demand"), QStringLiteral("reserved"), QStringLiteral("spot") };
    for (const LabelKey &key : keys) {
        const OfferLabel &label = labels[size_t(key.label)];
        const OfferState &st = *key.state;
        const bool appeared = !st.then && st.now, removed = st.then && !st.now;
        if (appeared)
            d.newOffers.append(label);
        else if (removed)
            d.removedOffers.append(label);
        for (int k = st.first; k < st.first + st.count; ++k) {
            const auto &[seriesAt, type] = changes[size_t(k)];
            const Series &s = series[size_t(seriesAt)];
            PriceChange &ch = d.changes.emplace_back();
            ch.offer = label;
            ch.type = type;
            ch.kind = s.kind >= 0 ? kindNames[size_t(s.kind)] : QString();
            ch.termMonths = s.term;
            if (s.hasThen) {
                ch.oldAmount = s.then.value();
                ch.oldCurrency = texts.get(s.then.currency);
                ch.oldAsOf = texts.get(s.then.asOf);
            }
            ch.newAmount = s.now.value();
            ch.newCurrency = texts.get(s.now.currency);
            ch.newAsOf = texts.get(s.now.asOf);
            ch.runId = s.now.run;
            ch.offerLevel = appeared || removed;
        }
    }
    return true;
}

} // namespace

} // namespace cg
