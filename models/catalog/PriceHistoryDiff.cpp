// PriceHistory::diff: what changed between a cutoff and now.
// - Since a run (schema v5): the latest point of every series whose latest point a later run
//   wrote (until_run IS NULL, import_run_id > R), and the points those series had at run R (per
//   later run u: until_run = u, written by run R or before), each an index range of
//   price_point_until. A series with neither did not change. Reads are proportional to the
//   series that changed, not to the history's length. Each read's points are appended as they
//   come, then ordered by series (a counting sort by offering id) and merged.
//   Every read sees one state (ReadSnapshot). On an SQLite file the points at the cutoff are read
//   on a second connection in another thread while this one reads the latest points; when most
//   offerings changed, each connection then reads half of the offerings' labels (by id), and the
//   other thread puts them all in list order while this one merges. Elsewhere (PostgreSQL, a catalog another writer is writing, a transaction of
//   the caller's) one connection reads it all, in the same order.
// - diffByScan (a date cutoff, and the reference the other is tested against): one sequential
//   scan of table price_point in storage order (no ORDER BY: on SQLite a walk of the table b-tree
//   instead of one index probe per point), keeping per series the newest point overall and the
//   newest the cutoff includes, "newest" being the (as_of, id) order of Catalog::offers().
// Both then compare the same (then, now) pairs; labels are read only for the offerings that
// changed (or all of them, in one scan, when most did), their short texts shared, and the
// changes are stored as PriceChanges records.
#include "catalog/PriceHistory.h"

#include "catalog/Catalog.h"
#include "catalog/CatalogBulk.h"
#include "catalog/ReadSnapshot.h"

#include <QHash>
#include <QScopeGuard>
#include <QSemaphore>

#include <algorithm>
#include <array>
#include <cstring>
#include <functional>
#include <limits>
#include <numeric>
#include <tuple>
#include <utility>
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
};

/// One point as the diff reads it (48 bytes): its currency and as-of date as numbers of the
/// reading thread's Interner.
struct Row
{
    qint64 offering = 0, run = 0, id = 0;
    double amount = 0;
    int currency = 0, asOf = 0, term = 0;
    qint8 kind = 0; // index into kKinds, which is in the text order of the kind names; -1: another
    bool withdrawn = false, hasAmount = false;
    std::optional<double> value() const { return hasAmount ? std::optional<double>(amount) : std::nullopt; }
};

/// A series' point at the cutoff (null: it had none) and its latest point (never null).
struct Compared
{
    const Row *then = nullptr, *now = nullptr;
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
    /// The number of `v`, a value of column `column` (0 … 3) of rows read in turn: a column
    /// mostly repeats its last value (a run's date, a currency), which is answered by comparing
    /// bytes, without hashing.
    int idOfColumn(int column, QByteArrayView v)
    {
        Last &last = m_last[size_t(column)];
        if (v.size() == last.n && (last.n == 0 || std::memcmp(v.data(), last.b.data(), size_t(last.n)) == 0))
            return last.id;
        const int i = id(v);
        if (v.size() <= qsizetype(last.b.size())) {
            last.n = int(v.size());
            if (last.n > 0)
                std::memcpy(last.b.data(), v.data(), size_t(last.n));
            last.id = i;
        }
        return i;
    }
    /// The number of `value` (a text another Interner numbered).
    int id(const QString &value)
    {
        const QByteArray utf8 = value.toUtf8();
        return id(QByteArrayView(utf8));
    }
    const QString &text(int id) const { return m_values[size_t(id)]; }
    /// How many values are numbered: 0 … size() - 1.
    int size() const { return int(m_values.size()); }
    /// Every value, by number.
    const std::vector<QString> &values() const { return m_values; }
    /// Per value number the rank of its text among the texts of `used` (numbers; others: -1), in
    /// QString::compare order, equal texts ranked equal: integers that sort as the texts do.
    std::vector<int> rank(std::vector<int> used) const
    {
        std::vector<char> seen(m_values.size(), 0); // distinct numbers in one pass, not a sort of them all
        std::erase_if(used, [&seen](int v) { return std::exchange(seen[size_t(v)], char(1)) != 0; });
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
    struct Last
    {
        std::array<char, 16> b {};
        int n = -1, id = -1; // n: the value's length, -1: none yet
    };
    std::vector<QString> m_values;
    std::array<Last, 4> m_last {};
    std::array<Recent, 256> m_recent {};
    QHash<std::pair<quint64, quint64>, int> m_short;
    QHash<QByteArray, int> m_long;
};

// The columns readRow() reads (a NULL import_run_id reads as run 0), without and with the point's
// id: the diff since a run needs no id (a column less is a tenth of its reading).
const char kDiffColumns[] = "pp.offering_id, pp.import_run_id, pp.kind, pp.term_months, pp.status, pp.amount, pp.currency, pp.as_of";
const char kScanColumns[] = "pp.offering_id, pp.import_run_id, pp.kind, pp.term_months, pp.status, pp.amount, pp.currency, pp.as_of, pp.id";

/// Reads `r` from a row of kDiffColumns, or of kScanColumns when `withId`.
void readRow(const RowCursor &c, Interner &texts, Row &r, bool withId)
{
    r.offering = c.integer(0);
    r.run = c.integer(1);
    r.kind = qint8(kindIndex(c.bytes(2)));
    r.term = int(c.integer(3));
    r.withdrawn = c.bytes(4) == QByteArrayView("withdrawn");
    r.hasAmount = !c.isNull(5);
    r.amount = r.hasAmount ? c.real(5) : 0;
    r.currency = texts.idOfColumn(0, c.bytes(6));
    r.asOf = texts.idOfColumn(1, c.bytes(7));
    r.id = withId ? c.integer(8) : 0;
}

inline bool seriesLess(const Row &a, const Row &b)
{
    return std::tie(a.offering, a.kind, a.term) < std::tie(b.offering, b.kind, b.term);
}

/// The indexes of `rows` in (offering, kind, term) order, equal series in the order read. When
/// every offering id lies in [0, maxOffering] and the ids are dense (SQLite rowids, PostgreSQL
/// sequences), a counting sort by offering, then each offering's few rows sorted among
/// themselves; else a sort of them all.
std::vector<int> seriesOrder(const std::vector<Row> &rows, qint64 maxOffering)
{
    std::vector<int> out(rows.size());
    const bool dense = maxOffering >= 0 && maxOffering < 4 * qint64(rows.size()) + 65536
        && std::all_of(rows.cbegin(), rows.cend(), [maxOffering](const Row &r) { return r.offering >= 0 && r.offering <= maxOffering; });
    if (!dense) {
        std::iota(out.begin(), out.end(), 0);
        std::stable_sort(out.begin(), out.end(), [&rows](int a, int b) { return seriesLess(rows[size_t(a)], rows[size_t(b)]); });
        return out;
    }
    std::vector<int> next(size_t(maxOffering) + 2, 0); // per offering where its next row goes
    for (const Row &r : rows)
        ++next[size_t(r.offering) + 1];
    std::partial_sum(next.begin(), next.end(), next.begin());
    for (size_t i = 0; i < rows.size(); ++i)
        out[size_t(next[size_t(rows[i].offering)]++)] = int(i);
    for (size_t from = 0; from < out.size();) {
        size_t to = from + 1;
        while (to < out.size() && rows[size_t(out[to])].offering == rows[size_t(out[from])].offering)
            ++to;
        if (to - from > 16) {
            std::stable_sort(out.begin() + qptrdiff(from), out.begin() + qptrdiff(to),
                [&rows](int a, int b) { return seriesLess(rows[size_t(a)], rows[size_t(b)]); });
        } else if (to - from > 1) {
            // An offering has a few series (on-demand, spot, reserved terms): an insertion sort,
            // stable as the counting sort is.
            for (size_t i = from + 1; i < to; ++i) {
                const int v = out[i];
                size_t j = i;
                for (; j > from && seriesLess(rows[size_t(v)], rows[size_t(out[j - 1])]); --j)
                    out[j] = out[j - 1];
                out[j] = v;
            }
        }
        from = to;
    }
    return out;
}

/// The rows of one read, their texts numbered by their own Interner (one per reading thread),
/// and their order by series (seriesOrder()).
struct PointRead
{
    std::vector<Row> rows;
    std::vector<int> order;
    Interner texts;
    QString error;

    /// Appends every row of `c`; false with `error` when the read failed.
    bool append(RowCursor &c)
    {
        Row r;
        while (c.next()) {
            readRow(c, texts, r, false);
            rows.push_back(r);
        }
        error = c.error();
        return error.isEmpty();
    }
    /// Renumbers the texts of the rows as `to` numbers them.
    void renumber(Interner &to)
    {
        std::vector<int> map(size_t(texts.size()));
        for (int i = 0; i < texts.size(); ++i)
            map[size_t(i)] = to.id(texts.text(i));
        for (Row &r : rows) {
            r.currency = map[size_t(r.currency)];
            r.asOf = map[size_t(r.asOf)];
        }
    }
};

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

struct LabelRead;

/// Fills `d` from `compared`, the (then, now) points of the series in (offering, kind, term)
/// order, their texts numbered by `texts`. `partialSinceRun` > 0: `compared` holds only the series
/// that changed since that run, the others' latest points are read where an offering's own state
/// depends on them. `offerings`: how many offerings have points (a choice of how to read the
/// labels only). `prefetched`: called once the changes are known, returns the labels of every
/// offering read in the meantime (readLabels(), on connections of the same state), or null: then
/// they are read here. False with `error` when a read failed.
bool assemble(const Catalog &catalog, CatalogDiff &d, const std::vector<Compared> &compared, Interner &texts, qint64 partialSinceRun,
    qsizetype offerings, const std::function<LabelRead *()> &prefetched, QString *error);

/// The labels of offerings, by id ascending, their texts numbered by `texts`: 40 bytes per
/// label (PriceChanges keeps them so); OfferLabel values are made when a change is read.
struct LabelRead
{
    using Label = PriceChanges::Label;
    std::vector<Label> labels;
    Interner texts;
    QString error;
    /// When prepare() ran: the indexes of every label in list order (listOrder()).
    std::vector<int> ordered;

    /// Fills `ordered`: on the reading thread, while the other merges the points.
    void prepare();
    /// Appends the labels of `later` (all of larger ids), renumbering its texts as `texts` does.
    void append(const LabelRead &later)
    {
        std::vector<int> map(size_t(later.texts.size()));
        for (int i = 0; i < later.texts.size(); ++i)
            map[size_t(i)] = texts.id(later.texts.text(i));
        labels.reserve(labels.size() + later.labels.size());
        for (Label l : later.labels) {
            for (int *t : { &l.provider, &l.instanceType, &l.region, &l.gpuKey, &l.gpuName })
                *t = map[size_t(*t)];
            labels.push_back(l);
        }
    }
};

/// The indexes of `labels` in the order a diff lists them: provider key, instance type, region
/// (texts of `texts`, in QString::compare order), then offering id. Each distinct text is ranked
/// once and the three ranks packed into one integer (21 bits each) when they fit.
std::vector<int> listOrder(const std::vector<const LabelRead::Label *> &labels, const Interner &texts);

void LabelRead::prepare()
{
    std::vector<const Label *> all;
    all.reserve(labels.size());
    for (const Label &l : labels)
        all.push_back(&l);
    ordered = listOrder(all, texts);
}

/// Reads into `out` the labels of the offerings `ids` (ascending), or of every offering with an
/// id in [fromId, toId] when `ids` is null. False with out.error when a read failed.
bool readLabels(const QSqlDatabase &db, const QList<qint64> *ids, LabelRead &out, qint64 fromId = 0,
    qint64 toId = std::numeric_limits<qint64>::max());

} // namespace

CatalogDiff PriceHistory::diff(const HistoryCutoff &since) const
{
    if (!since.isRun())
        return diffByScan(since);
    m_error.clear();
    CatalogDiff d;
    d.since = since;
    // Every read below sees one state; on an SQLite file the points the cutoff had are read on a
    // second connection, in another thread, while this one reads the latest points.
    // What the second connection fills, declared first: destroyed after `snapshot`, which waits
    // for it.
    PointRead now, then;
    QSemaphore thenRead, lowerRead;
    bool thenBeside = false, lowerLabels = false, labelsPrepared = false;
    LabelRead lower, upper;
    ReadSnapshot snapshot(m_catalog);
    qint64 maxOffering = 0;
    {
        RowCursor c(m_catalog.database(), QStringLiteral("SELECT COALESCE(MAX(id), 0) FROM offering"), QStringLiteral("read the offerings"));
        if (c.next())
            maxOffering = c.integer(0);
        if (!(m_error = c.error()).isEmpty())
            return d;
    }
    // Offering ids are dense (SQLite rowids, sequences): the largest stands for the count in the
    // choice of how to read the labels.
    const qint64 offerings = maxOffering;
    // Their state at the cutoff: per later run u, the points u ended that the cutoff includes
    // (written by the cutoff's run or before, or by none). Exactly one per series that had one.
    auto readThen = [&then, &since, maxOffering](const QSqlDatabase &db) {
        for (const char *written : { "pp.import_run_id <= ?", "pp.import_run_id IS NULL" }) {
            RowCursor c(db,
                QStringLiteral("SELECT %1 FROM import_run r CROSS JOIN price_point pp WHERE r.id > ? AND pp.until_run = r.id AND %2")
                    .arg(QLatin1String(kDiffColumns), QLatin1String(written)),
                QStringLiteral("read the price history"));
            c.bind(QVariant(since.runId));
            if (std::strchr(written, '?'))
                c.bind(QVariant(since.runId));
            if (!then.append(c))
                return;
        }
        then.order = seriesOrder(then.rows, maxOffering);
    };
    // On a second connection (ReadSnapshot): the points at the cutoff, handed over through
    // `thenRead`, then, when most offerings are likely to have changed, the labels of the upper
    // half of the offerings by id, while this thread reads the latest points and the lower half.
    // Handed the lower half through `lowerRead`, it joins both and puts them in list order
    // (LabelRead::prepare()) while this one merges the points. (Each half of the labels is about
    // a fifth of the diff's reading, their order and OfferLabels a third of what follows it.)
    const qint64 middle = maxOffering / 2;
    auto many = [offerings](const PointRead &r) { return qint64(r.rows.size()) * 4 >= offerings; };
    const bool beside = snapshot.runBeside([&](const QSqlDatabase &db) {
        if (db.isOpen()) {
            readThen(db);
            thenBeside = true;
        }
        const bool labels = thenBeside && then.error.isEmpty() && many(then);
        thenRead.release();
        const bool upperRead = labels && readLabels(db, nullptr, upper, middle + 1);
        lowerRead.acquire();
        if (upperRead && lowerLabels) {
            lower.append(upper);
            lower.prepare();
            labelsPrepared = true;
        }
    });
    // The other thread waits for `lower` once it has read its half: handed over below, or on any
    // way out before (`snapshot` waits for that thread).
    bool lowerHanded = !beside;
    auto handLower = [&lowerHanded, &lowerRead] {
        if (!std::exchange(lowerHanded, true))
            lowerRead.release(); // `lower` is the other thread's from here
    };
    const auto handLowerOnExit = qScopeGuard(handLower);
    // The latest point of every series a run after the cutoff changed: `now`.
    {
        RowCursor c(m_catalog.database(),
            QStringLiteral("SELECT %1 FROM price_point pp WHERE pp.until_run IS NULL AND pp.import_run_id > ?").arg(QLatin1String(kDiffColumns)),
            QStringLiteral("read the price history"));
        c.bind(QVariant(since.runId));
        if (now.append(c))
            now.order = seriesOrder(now.rows, maxOffering);
    }
    lowerLabels = beside && now.error.isEmpty() && many(now) && readLabels(m_catalog.database(), nullptr, lower, 0, middle);
    handLower();
    if (beside)
        thenRead.acquire();
    if (!thenBeside)
        readThen(m_catalog.database());
    // Called by assemble() once the changes are known: the labels read on both connections.
    auto labelsRead = [&]() -> LabelRead * {
        if (!snapshot.waitBeside() || !labelsPrepared)
            return nullptr; // read by assemble() instead
        return &lower;
    };
    m_error = !now.error.isEmpty() ? now.error : then.error;
    if (!m_error.isEmpty())
        return d;
    d.pointsScanned = int(now.rows.size() + then.rows.size());
    then.renumber(now.texts);
    // One series per latest point, in (offering, kind, term) order; of equal keys (none in a
    // consistent history) the one read last counts, as a lookup per point would have kept it.
    std::vector<Compared> compared;
    compared.reserve(now.rows.size());
    size_t t = 0;
    auto orphan = [this, &then](size_t at) {
        const Row &r = then.rows[at];
        m_error = QStringLiteral("cannot read the price history: a point of offering %1 (%2, term %3) has no latest point in its series")
                      .arg(r.offering)
                      .arg(r.kind >= 0 ? QString::fromLatin1(kKinds[size_t(r.kind)]) : QStringLiteral("?"))
                      .arg(r.term);
    };
    for (size_t i = 0; i < now.order.size(); ++i) {
        const Row &n = now.rows[size_t(now.order[i])];
        if (i + 1 < now.order.size() && !seriesLess(n, now.rows[size_t(now.order[i + 1])]))
            continue;
        Compared &c = compared.emplace_back();
        c.now = &n;
        for (; t < then.order.size(); ++t) {
            const Row &p = then.rows[size_t(then.order[t])];
            if (seriesLess(n, p))
                break;
            if (seriesLess(p, n)) { // cannot be: see `then` above
                orphan(size_t(then.order[t]));
                return d;
            }
            c.then = &p;
        }
    }
    if (t < then.order.size()) {
        orphan(size_t(then.order[t]));
        return d;
    }
    assemble(m_catalog, d, compared, now.texts, since.runId, qsizetype(offerings), labelsRead, &m_error);
    return d;
}

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

namespace {

bool readLabels(const QSqlDatabase &db, const QList<qint64> *ids, LabelRead &out, qint64 fromId, qint64 toId)
{
    LabelRead &r = out;
    const int none = r.texts.id(QByteArrayView()); // the empty text
    QHash<qint64, int> providerKeys; // provider id → its key's text number
    QHash<qint64, std::pair<int, int>> gpus; // GPU model id → its key's and name's text numbers
    {
        RowCursor p(db, QStringLiteral("SELECT id, key FROM provider"), QStringLiteral("read the providers"));
        while (p.next())
            providerKeys.insert(p.integer(0), r.texts.id(p.bytes(1)));
        RowCursor g(db, QStringLiteral("SELECT id, key, name FROM gpu_model"), QStringLiteral("read the GPU models"));
        while (g.next())
            gpus.insert(g.integer(0), { r.texts.id(g.bytes(1)), r.texts.id(g.bytes(2)) });
        r.error = !p.error().isEmpty() ? p.error() : g.error();
        if (!r.error.isEmpty())
            return false;
    }
    const qsizetype chunk = 2000;
    for (qsizetype from = 0; from == 0 || (ids && from < ids->size()); from += chunk) {
        QString where;
        if (ids) {
            QStringList list;
            for (qsizetype i = from; i < std::min(ids->size(), from + chunk); ++i)
                list.append(QString::number(ids->at(i)));
            if (list.isEmpty())
                break;
            where = QStringLiteral(" WHERE o.id IN (") + list.join(QLatin1Char(',')) + QLatin1Char(')');
        } else {
            where = QStringLiteral(" WHERE o.id BETWEEN %1 AND %2").arg(fromId).arg(toId);
        }
        RowCursor l(db,
            QStringLiteral("SELECT o.id, o.provider_id, o.instance_type, o.region, o.gpu_model_id, o.gpu_raw_name, o.gpu_count,"
                           " o.withdrawn_run_id FROM offering o")
                + where + QStringLiteral(" ORDER BY o.id"),
            QStringLiteral("read the offerings"));
        while (l.next()) {
            LabelRead::Label &label = r.labels.emplace_back();
            label.id = l.integer(0);
            label.provider = providerKeys.value(l.integer(1), none);
            label.instanceType = r.texts.id(l.bytes(2));
            label.region = r.texts.id(l.bytes(3));
            if (l.isNull(4)) {
                label.gpuKey = none;
                label.gpuName = r.texts.id(l.bytes(5)); // the source's raw name; empty when none
            } else {
                std::tie(label.gpuKey, label.gpuName) = gpus.value(l.integer(4), { none, none });
            }
            label.hasGpuCount = !l.isNull(6);
            label.gpuCount = label.hasGpuCount ? l.real(6) : 0;
            label.withdrawn = !l.isNull(7);
        }
        r.error = l.error();
        if (!r.error.isEmpty())
            return false;
    }
    return true;
}

bool assemble(const Catalog &catalog, CatalogDiff &d, const std::vector<Compared> &compared, Interner &texts, qint64 partialSinceRun,
    qsizetype offerings, const std::function<LabelRead *()> &labelsRead, QString *error)
{
    using Record = PriceChanges::Record;
    // Per series its change, if any; per offering whether any series was offered then and now.
    // The series are walked in (offering, kind, term) order, so an offering's changes are one
    // range of `records`, already in the order they are listed, and `states` is sorted by
    // offering: looked up by binary search, with no hash and no allocation per offering. Each
    // change's record is written here, in the order of the rows (the label order below would read
    // them at random), its label number later.
    struct OfferState
    {
        qint64 offering = 0;
        bool then = false, now = false;
        int first = 0, count = 0; // its changes: records[first, first + count)
    };
    std::array<int, 3> kindText {};
    for (size_t k = 0; k < kKinds.size(); ++k)
        kindText[k] = texts.id(kKinds[k]);
    std::vector<OfferState> states;
    std::vector<Record> records;
    records.reserve(compared.size());
    for (const Compared &s : compared) {
        if (states.empty() || states.back().offering != s.now->offering) {
            OfferState st;
            st.offering = s.now->offering;
            st.first = int(records.size());
            states.push_back(st);
        }
        OfferState &st = states.back();
        const bool wasOffered = s.then && !s.then->withdrawn, isOffered = !s.now->withdrawn;
        st.then = st.then || wasOffered;
        st.now = st.now || isOffered;
        PriceChange::Type type;
        if (wasOffered && isOffered) {
            const Row &a = *s.then, &b = *s.now;
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
        const Row &now = *s.now;
        Record &r = records.emplace_back();
        r.type = type;
        r.kind = now.kind >= 0 ? kindText[size_t(now.kind)] : -1;
        r.termMonths = now.term;
        if (s.then) {
            r.hasOldAmount = s.then->hasAmount;
            r.oldAmount = s.then->amount;
            r.oldCurrency = s.then->currency;
            r.oldAsOf = s.then->asOf;
        }
        r.hasNewAmount = now.hasAmount;
        r.newAmount = now.amount;
        r.newCurrency = now.currency;
        r.newAsOf = now.asOf;
        r.runId = now.run;
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

    // Labels of the offerings with a change: read beside the points (prefetched, every offering),
    // or now: a few (a recent cutoff) by id, in chunks; many, one scan of all.
    LabelRead own;
    LabelRead *prefetched = labelsRead ? labelsRead() : nullptr;
    LabelRead &read = prefetched ? *prefetched : own;
    if (!prefetched) {
        QList<qint64> wanted;
        if (qsizetype(states.size()) * 4 < offerings) {
            wanted.reserve(qsizetype(states.size()));
            for (const OfferState &st : states)
                wanted.append(st.offering); // ascending
        }
        if (!readLabels(catalog.database(), wanted.isEmpty() ? nullptr : &wanted, own)) {
            *error = own.error;
            return false;
        }
    }
    // Both by offering id: one walk pairs them. A state without a label (points of an offering
    // the table no longer has; none under the foreign key) gets an empty one.
    const int none = read.texts.id(QByteArrayView());
    LabelRead::Label missing { 0, none, none, none, none, none, 0, false, false };
    std::vector<const LabelRead::Label *> labelOf(states.size());
    std::vector<LabelRead::Label> missingLabels;
    missingLabels.reserve(states.size());
    size_t at = 0;
    for (size_t i = 0; i < states.size(); ++i) {
        while (at < read.labels.size() && read.labels[at].id < states[i].offering)
            ++at;
        if (at < read.labels.size() && read.labels[at].id == states[i].offering) {
            labelOf[i] = &read.labels[at];
        } else {
            missing.id = states[i].offering;
            labelOf[i] = &missingLabels.emplace_back(missing);
        }
    }
    // The labels in list order, the records where the classification wrote them (in the order
    // of the rows) and their list order.
    auto store = std::make_shared<PriceChanges::Store>();
    store->labels.reserve(states.size());
    store->order.reserve(records.size());
    std::vector<int> appearedLabels, removedLabels; // in list order
    auto list = [&](OfferState &st, const LabelRead::Label &offer) {
        const int label = int(store->labels.size());
        store->labels.push_back(offer);
        const bool appeared = !st.then && st.now, removed = st.then && !st.now;
        if (appeared)
            appearedLabels.push_back(label);
        else if (removed)
            removedLabels.push_back(label);
        for (int k = st.first; k < st.first + st.count; ++k) {
            Record &r = records[size_t(k)];
            r.label = label;
            r.offerLevel = appeared || removed;
            store->order.push_back(k);
        }
    };
    if (!read.ordered.empty() && missingLabels.empty()) {
        // Every offering's label, already in list order: those with a state, in turn. States by
        // offering id, found in a table indexed by id (ids are dense) or by binary search.
        const qint64 last = states.back().offering;
        const bool dense = states.front().offering >= 0 && last < 4 * qint64(states.size()) + 65536;
        std::vector<int> stateAt(dense ? size_t(last) + 1 : 0, -1);
        for (size_t i = 0; dense && i < states.size(); ++i)
            stateAt[size_t(states[i].offering)] = int(i);
        for (const int i : read.ordered) {
            const LabelRead::Label &offer = read.labels[size_t(i)];
            OfferState *st = nullptr;
            if (!dense)
                st = stateOf(offer.id);
            else if (offer.id >= 0 && offer.id <= last && stateAt[size_t(offer.id)] >= 0)
                st = &states[size_t(stateAt[size_t(offer.id)])];
            if (st)
                list(*st, offer);
        }
    } else {
        for (const int i : listOrder(labelOf, read.texts))
            list(states[size_t(i)], *labelOf[size_t(i)]);
    }
    store->labelTexts = read.texts.values();
    for (const int label : appearedLabels)
        d.newOffers.append(store->offer(label));
    for (const int label : removedLabels)
        d.removedOffers.append(store->offer(label));
    store->records = std::move(records);
    store->texts = texts.values();
    d.changes = PriceChanges(std::move(store));
    return true;
}

std::vector<int> listOrder(const std::vector<const LabelRead::Label *> &labels, const Interner &texts)
{
    struct LabelKey
    {
        quint64 packed = 0;
        qint64 id = 0;
        int index = 0; // into labels
    };
    std::vector<LabelKey> keys(labels.size());
    std::vector<std::array<int, 3>> ranks; // per label, compared when they do not fit
    std::vector<int> used;
    used.reserve(labels.size() * 3);
    for (const LabelRead::Label *l : labels)
        used.insert(used.end(), { l->provider, l->instanceType, l->region });
    const std::vector<int> rank = texts.rank(std::move(used));
    const int most = rank.empty() ? 0 : *std::max_element(rank.cbegin(), rank.cend());
    const bool fits = most < (1 << 21);
    if (!fits)
        ranks.resize(labels.size());
    for (size_t i = 0; i < labels.size(); ++i) {
        const LabelRead::Label &l = *labels[i];
        LabelKey &k = keys[i];
        const std::array<int, 3> r { rank[size_t(l.provider)], rank[size_t(l.instanceType)], rank[size_t(l.region)] };
        if (fits)
            k.packed = (quint64(r[0]) << 42) | (quint64(r[1]) << 21) | quint64(r[2]);
        else
            ranks[i] = r;
        k.id = l.id;
        k.index = int(i);
    }
    if (fits) {
        std::sort(keys.begin(), keys.end(),
            [](const LabelKey &a, const LabelKey &b) { return a.packed != b.packed ? a.packed < b.packed : a.id < b.id; });
    } else {
        std::sort(keys.begin(), keys.end(), [&ranks](const LabelKey &a, const LabelKey &b) {
            return std::tie(ranks[size_t(a.index)], a.id) < std::tie(ranks[size_t(b.index)], b.id);
        });
    }
    std::vector<int> out;
    out.reserve(keys.size());
    for (const LabelKey &k : keys)
        out.push_back(k.index);
    return out;
}

} // namespace

} // namespace cg
