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
#include <QSet>

#include <algorithm>
#include <array>
#include <cstring>
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

bool labelLess(const OfferLabel &a, const OfferLabel &b)
{
    return std::tie(a.providerKey, a.instanceType, a.region) < std::tie(b.providerKey, b.instanceType, b.region);
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

/// Series by (offering, kind, term), for pairing a series' points read by separate statements.
class SeriesIndex
{
public:
    /// The index in `series` of the series of row `c` (kDiffColumns), appended if new.
    int find(const RowCursor &c, std::vector<Series> &series, bool *created)
    {
        const qint64 offering = c.integer(0);
        const int kind = kindIndex(c.bytes(2));
        const int term = int(c.integer(3));
        const auto key = std::pair(offering, (qint64(kind + 1) << 32) | quint32(term));
        auto it = m_index.constFind(key);
        *created = it == m_index.constEnd();
        if (*created) {
            Series s;
            s.offering = offering;
            s.kind = kind;
            s.term = term;
            it = m_index.insert(key, int(series.size()));
            series.push_back(s);
        }
        return *it;
    }

private:
    QHash<std::pair<qint64, qint64>, int> m_index;
};

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
    SeriesIndex index;
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
    qsizetype offerings = 0;
    {
        RowCursor c(m_catalog.database(), QStringLiteral("SELECT COUNT(*) FROM offering"), QStringLiteral("count the offerings"));
        if (c.next())
            offerings = qsizetype(c.integer(0));
        m_error = c.error();
    }
    if (m_error.isEmpty())
        assemble(m_catalog, d, series, since.runId, offerings, &m_error);
    return d;
}

CatalogDiff PriceHistory::diffByScan(const HistoryCutoff &since) const
{
    m_error.clear();
    CatalogDiff d;
    d.since = since;
    // Only the columns the comparison needs, read without a string per value: up to millions of points.
    RowCursor c(m_catalog.database(), QStringLiteral("SELECT %1 FROM price_point pp").arg(QLatin1String(kDiffColumns)),
        QStringLiteral("read the price history"));
    const QByteArray cutoffDate = since.date.toUtf8();
    std::vector<Series> series;
    QHash<qint64, int> firstSeries; // offering id -> its series in `series`, chained by Series::next
    Point p;
    while (c.next()) {
        ++d.pointsScanned;
        const qint64 offering = c.integer(0);
        const int kind = kindIndex(c.bytes(2));
        const int term = int(c.integer(3));
        readPoint(c, p);
        int &head = firstSeries[offering]; // index + 1 of its newest-created series, 0: none yet
        int i = head - 1;
        while (i >= 0 && (series[size_t(i)].kind != kind || series[size_t(i)].term != term))
            i = series[size_t(i)].next;
        if (i < 0) {
            Series s;
            s.offering = offering;
            s.kind = kind;
            s.term = term;
            s.next = head - 1;
            s.now = p;
            i = int(series.size());
            series.push_back(s);
            head = i + 1;
        } else if (p.after(series[size_t(i)].now)) {
            series[size_t(i)].now = p;
        }
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
    assemble(m_catalog, d, series, 0, firstSeries.size(), &m_error);
    return d;
}

namespace {

bool assemble(const Catalog &catalog, CatalogDiff &d, const std::vector<Series> &series, qint64 partialSinceRun, qsizetype offerings,
    QString *error)
{
    // Per series its change, if any; per offering whether any series was offered then and now.
    struct OfferState
    {
        bool then = false, now = false;
        std::vector<std::pair<int, PriceChange::Type>> changes; // series index, type
    };
    QHash<qint64, OfferState> states;
    states.reserve(qsizetype(series.size()));
    for (int i = 0; i < int(series.size()); ++i) {
        const Series &s = series[size_t(i)];
        const bool wasOffered = s.hasThen && !s.then.withdrawn, isOffered = !s.now.withdrawn;
        OfferState &st = states[s.offering];
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
        st.changes.emplace_back(i, type);
    }
    for (auto it = states.begin(); it != states.end();) {
        if (it->changes.empty() && it->then == it->now)
            it = states.erase(it);
        else
            ++it;
    }
    if (states.isEmpty())
        return true;
    // Since a run, only the changed series were read: an offering none of whose changed series
    // was offered both then and now is offered then and now also when one of its unchanged
    // series (its latest point written by the cutoff's run or before) is offered.
    if (partialSinceRun > 0) {
        QList<qint64> open;
        for (auto it = states.cbegin(); it != states.cend(); ++it) {
            if (!(it->then && it->now))
                open.append(it.key());
        }
        std::sort(open.begin(), open.end());
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
                OfferState &st = states[c.integer(0)];
                st.then = st.now = true;
            }
            *error = c.error();
            if (!error->isEmpty())
                return false;
        }
    }

    // Labels of the offerings with a change only, their texts shared through the interner.
    Interner texts;
    std::vector<OfferLabel> labels;
    labels.reserve(size_t(states.size()));
    // A few changed offerings (a recent cutoff): read them by id, in chunks; many: one scan of all.
    QList<qint64> wanted;
    if (states.size() * 4 < offerings) {
        wanted = states.keys();
        std::sort(wanted.begin(), wanted.end());
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
            QStringLiteral("SELECT o.id, p.key, o.instance_type, o.region, COALESCE(g.key, ''), COALESCE(g.name, o.gpu_raw_name, ''),"
                           " o.gpu_count, o.withdrawn_run_id"
                           " FROM offering o JOIN provider p ON p.id = o.provider_id LEFT JOIN gpu_model g ON g.id = o.gpu_model_id")
                + where,
            QStringLiteral("read the offerings"));
        while (l.next()) {
            const qint64 id = l.integer(0);
            if (wanted.isEmpty() && !states.contains(id))
                continue;
            OfferLabel label;
            label.id = id;
            label.providerKey = texts.get(l.bytes(1));
            label.instanceType = texts.get(l.bytes(2));
            label.region = texts.get(l.bytes(3));
            label.gpuKey = texts.get(l.bytes(4));
            label.gpuName = texts.get(l.bytes(5));
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
    if (qsizetype(labels.size()) < states.size()) {
        QSet<qint64> known;
        for (const OfferLabel &label : labels)
            known.insert(label.id);
        for (auto it = states.cbegin(); it != states.cend(); ++it) {
            if (!known.contains(it.key())) {
                OfferLabel label;
                label.id = it.key();
                labels.push_back(label);
            }
        }
    }
    std::sort(labels.begin(), labels.end(), [](const OfferLabel &a, const OfferLabel &b) {
        return labelLess(a, b) || (!labelLess(b, a) && a.id < b.id);
    });

    qsizetype total = 0;
    for (const OfferState &st : std::as_const(states))
        total += qsizetype(st.changes.size());
    d.changes.reserve(total);
    const std::array<QString, 3> kindNames { QStringLiteral("on_demand"), QStringLiteral("reserved"), QStringLiteral("spot") };
    for (const OfferLabel &label : labels) {
        OfferState &st = states[label.id];
        const bool appeared = !st.then && st.now, removed = st.then && !st.now;
        if (appeared)
            d.newOffers.append(label);
        else if (removed)
            d.removedOffers.append(label);
        std::sort(st.changes.begin(), st.changes.end(), [&](const auto &a, const auto &b) {
            const Series &x = series[size_t(a.first)], &y = series[size_t(b.first)];
            return std::tie(x.kind, x.term) < std::tie(y.kind, y.term);
        });
        for (const auto &[index, type] : st.changes) {
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
