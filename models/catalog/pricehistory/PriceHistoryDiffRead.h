#pragma once

// Internal to the price-history diff (PriceHistory::diff and diffByScan, split over
// PriceHistoryDiff.cpp, PriceHistoryScan.cpp, PriceHistoryDiffRead.cpp and
// PriceHistoryDiffAssemble.cpp): how points and offering labels are read, numbered and ordered.
// Nothing outside those files includes it.

#include "catalog/pricehistory/PriceHistory.h"
#include "catalog/store/CatalogBulk.h"

#include <QByteArrayView>
#include <QHash>
#include <QString>

#include <array>
#include <cstring>
#include <functional>
#include <limits>
#include <tuple>
#include <utility>
#include <vector>

class QSqlDatabase;

namespace cg {

class Catalog;

namespace historydiff {

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
inline const std::array<QByteArrayView, 3> kKinds { QByteArrayView("on_demand"), QByteArrayView("reserved"), QByteArrayView("spot") };

inline int kindIndex(QByteArrayView v)
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
inline constexpr char kDiffColumns[]
    = "pp.offering_id, pp.import_run_id, pp.kind, pp.term_months, pp.status, pp.amount, pp.currency, pp.as_of";
inline constexpr char kScanColumns[]
    = "pp.offering_id, pp.import_run_id, pp.kind, pp.term_months, pp.status, pp.amount, pp.currency, pp.as_of, pp.id";

/// Reads `r` from a row of kDiffColumns, or of kScanColumns when `withId`.
inline void readRow(const RowCursor &c, Interner &texts, Row &r, bool withId)
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
std::vector<int> seriesOrder(const std::vector<Row> &rows, qint64 maxOffering);

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

/// The number of offerings and their largest id; false with `error` when the read failed.
bool offeringIds(const Catalog &catalog, qint64 *count, qint64 *maxId, QString *error);

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

/// Reads into `out` the labels of the offerings `ids` (ascending), or of every offering with an
/// id in [fromId, toId] when `ids` is null. False with out.error when a read failed.
bool readLabels(
    const QSqlDatabase &db, const QList<qint64> *ids, LabelRead &out, qint64 fromId = 0, qint64 toId = std::numeric_limits<qint64>::max());

} // namespace historydiff

} // namespace cg
