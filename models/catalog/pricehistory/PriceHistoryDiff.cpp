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
//   other thread puts them all in list order while this one merges. Elsewhere (PostgreSQL, a catalog another writer is writing, a
//   transaction of the caller's) one connection reads it all, in the same order.
// - diffByScan (a date cutoff, and the reference the other is tested against): one sequential
//   scan of table price_point in storage order (no ORDER BY: on SQLite a walk of the table b-tree
//   instead of one index probe per point), keeping per series the newest point overall and the
//   newest the cutoff includes, "newest" being the (as_of, id) order of Catalog::offers().
// Both then compare the same (then, now) pairs; labels are read only for the offerings that
// changed (or all of them, in one scan, when most did), their short texts shared, and the
// changes are stored as PriceChanges records.
#include "catalog/pricehistory/PriceHistoryDiffRead.h"

#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogBulk.h"
#include "catalog/store/ReadSnapshot.h"

#include <QScopeGuard>
#include <QSemaphore>

#include <algorithm>

namespace cg {

using namespace historydiff;

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
        RowCursor c(
            m_catalog.database(), QStringLiteral("SELECT COALESCE(MAX(id), 0) FROM offering"), QStringLiteral("read the offerings"));
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
            QStringLiteral("SELECT %1 FROM price_point pp WHERE pp.until_run IS NULL AND pp.import_run_id > ?")
                .arg(QLatin1String(kDiffColumns)),
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

} // namespace cg
