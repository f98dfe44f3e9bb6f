// PriceHistory::diff: what changed between a cutoff and now.
// - Since a run (schema v6): the latest point of every series whose latest point a later run
//   wrote (until_run IS NULL, import_run_id > R), and the points those series had at run R (per
//   later run u: until_run = u, written by run R or before), each an index range of
//   price_point_until. A series with neither did not change. Reads are proportional to the
//   series that changed, not to the history's length.
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
    int next = -1; // the offering's next series
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

/// One QString per distinct UTF-8 value: labels and change rows share them instead of each
/// allocating its own copy of "USD", "2026-05-01" or a provider key. A value of up to 15 bytes
/// (keys, codes, ISO dates) is looked up by its bytes packed into two integers, without hashing
/// a byte array.
class Interner
{
public:
    const QString &get(const Text &t)
    {
        std::array<char, 16> bytes {}; // the value's bytes, zero-padded, and its length last
        std::memcpy(bytes.data(), t.b.data(), t.n);
        bytes[15] = char(t.n);
        std::array<quint64, 2> k {};
        std::memcpy(k.data(), bytes.data(), sizeof(k));
        auto it = m_short.constFind(std::pair(k[0], k[1]));
        if (it == m_short.constEnd())
            it = m_short.insert(std::pair(k[0], k[1]), QString::fromUtf8(t.view()));
        return *it;
    }
    const QString &get(QByteArrayView v)
    {
        if (v.size() < 16) {
            Text t;
            t.set(v);
            return get(t);
        }
        auto it = m_long.constFind(QByteArray::fromRawData(v.data(), v.size())); // a lookup copies nothing
        if (it == m_long.constEnd())
            it = m_long.insert(QByteArray(v.data(), v.size()), QString::fromUtf8(v));
        return *it;
    }

private:
    QHash<std::pair<quint64, quint64>, QString> m_short;
    QHash<QByteArray, QString> m_long;
};

/// -1, 0, 1 as `a` sorts before, with or after `b`; texts from one Interner that are equal share
/// their data, so equal providers and regions compare without reading them.
int compareShared(const QString &a, const QString &b)
{
    return a.constData() == b.constData() ? 0 : a.compare(b);
}

/// The order of a diff's labels: provider, instance type, region, then offering id.
bool labelLess(const OfferLabel &a, const OfferLabel &b)
{
    if (const int c = compareShared(a.providerKey, b.providerKey))
        return c < 0;
    if (const int c = compareShared(a.instanceType, b.instanceType))
        return c < 0;
    if (const int c = compareShared(a.region, b.region))
        return c < 0;
    return a.id < b.id;
}

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

/// Series by (offering, kind, term): per offering the head of a chain through Series::next, so a
/// point finds its series without hashing. The heads are a vector indexed by offering id (SQLite
/// rowids and PostgreSQL sequences are dense); an id past its end (a point of an offering deleted
/// after a larger id was written) goes to a hash.
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
        while (i >= 0 && (series[size_t(i)].kind != kind || series[size_t(i)].term != term))
            i = series[size_t(i)].next;
        *created = i < 0;
        if (i < 0) {
            if (head == 0)
                ++m_offerings;
            Series s;
            s.offering = offering;
            s.kind = kind;
            s.term = term;
            s.next = head - 1;
            i = int(series.size());
            series.push_back(s);
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

private:
    std::vector<int> m_heads;
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

/// Fills `d` from the (then, now) points of `series`. `partialSinceRun` > 0: `series` holds only
/// the series that changed since that run, the others' latest points are read where an
/// offering's own state depends on them. `offerings`: how many offerings have points (a choice
/// of how to read the labels only). False with `error` when a read failed.
bool assemble(const Catalog &catalog, CatalogDiff &d, const std::vector<Series> &series, qint64 partialSinceRun, qsizetype offerings,
    QString *error);

} // namespace

CatalogDiff PriceHistory::diff(const HistoryCutoff &since) const
{
    if (!since.isRun())
        return diffByScan(since);
    m_error.clear();
    CatalogDiff d;
    d.since = since;
    std::vector<Series> series;
    qint64 offerings = 0, maxOffering = 0;
    if (!offeringIds(m_catalog, &offerings, &maxOffering, &m_error))
        return d;
    SeriesIndex index(maxOffering, offerings);
    // The latest point of every series a run after the cutoff changed: `now`.
    {
        RowCursor c(m_catalog.database(),
            QStringLiteral("SELECT %1 FROM price_point pp WHERE pp.until_run IS NULL AND pp.import_run_id > ?").arg(QLatin1String(kDiffColumns)),
            QStringLiteral("read the price history"));
        c.bind(QVariant(since.runId));
        Point p;
        bool created = false;
        while (c.next()) {
            ++d.pointsScanned;
            readPoint(c, p);
            series[size_t(index.find(c, series, &created))].now = p;
        }
        m_error = c.error();
        if (!m_error.isEmpty())
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
        Point p;
        bool created = false;
        while (c.next()) {
            ++d.pointsScanned;
            readPoint(c, p);
            Series &s = series[size_t(index.find(c, series, &created))];
            if (created) { // cannot be: a point ended after the cutoff has a latest point after it
                m_error = QStringLiteral("cannot read the price history: point %1 has no latest point in its series").arg(p.id);
                return d;
            }
            s.then = p;
            s.hasThen = true;
        }
        m_error = c.error();
        if (!m_error.isEmpty())
            return d;
    }
    assemble(m_catalog, d, series, since.runId, qsizetype(offerings), &m_error);
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
    assemble(m_catalog, d, series, 0, index.offerings(), &m_error);
    return d;
}

namespace {

bool assemble(const Catalog &catalog, CatalogDiff &d, const std::vector<Series> &series, qint64 partialSinceRun, qsizetype offerings,
    QString *error)
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
    std::vector<int> order(series.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&series](int a, int b) {
        const Series &x = series[size_t(a)], &y = series[size_t(b)];
        return std::tie(x.offering, x.kind, x.term) < std::tie(y.offering, y.kind, y.term);
    });
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
    QHash<qint64, QString> providerKeys, gpuKeys, gpuNames;
    {
        RowCursor p(catalog.database(), QStringLiteral("SELECT id, key FROM provider"), QStringLiteral("read the providers"));
        while (p.next())
            providerKeys.insert(p.integer(0), texts.get(p.bytes(1)));
        RowCursor g(catalog.database(), QStringLiteral("SELECT id, key, name FROM gpu_model"), QStringLiteral("read the GPU models"));
        while (g.next()) {
            gpuKeys.insert(g.integer(0), texts.get(g.bytes(1)));
            gpuNames.insert(g.integer(0), texts.get(g.bytes(2)));
        }
        *error = !p.error().isEmpty() ? p.error() : g.error();
        if (!error->isEmpty())
            return false;
    }
    std::vector<OfferLabel> labels;
    labels.reserve(states.size());
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
            OfferLabel label;
            label.id = id;
            label.providerKey = providerKeys.value(l.integer(1));
            label.instanceType = texts.get(l.bytes(2));
            label.region = texts.get(l.bytes(3));
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
            labels.push_back(label);
        }
    }
    std::sort(labels.begin(), labels.end(), labelLess);

    d.changes.reserve(qsizetype(changes.size()));
    const std::array<QString, 3> kindNames { QStringLiteral("on_demand"), QStringLiteral("reserved"), QStringLiteral("spot") };
    for (const OfferLabel &label : labels) {
        const OfferState &st = *stateOf(label.id);
        const bool appeared = !st.then && st.now, removed = st.then && !st.now;
        if (appeared)
            d.newOffers.append(label);
        else if (removed)
            d.removedOffers.append(label);
        for (int k = st.first; k < st.first + st.count; ++k) {
            const auto &[index, type] = changes[size_t(k)];
            const Series &s = series[size_t(index)];
            PriceChange ch;
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
            d.changes.append(std::move(ch));
        }
    }
    return true;
}

} // namespace

} // namespace cg
