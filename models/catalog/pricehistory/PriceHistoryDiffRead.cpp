// How the price-history diff reads: points ordered by series, offering labels and their order.
#include "catalog/pricehistory/PriceHistoryDiffRead.h"

#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogBulk.h"
#include "catalog/store/ReadSnapshot.h"

#include <QSqlDatabase>

#include <algorithm>
#include <numeric>

namespace cg::historydiff {

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

bool offeringIds(const Catalog &catalog, qint64 *count, qint64 *maxId, QString *error)
{
    RowCursor c(
        catalog.database(), QStringLiteral("SELECT COUNT(*), COALESCE(MAX(id), 0) FROM offering"), QStringLiteral("count the offerings"));
    if (c.next()) {
        *count = c.integer(0);
        *maxId = c.integer(1);
    }
    *error = c.error();
    return error->isEmpty();
}

void LabelRead::prepare()
{
    std::vector<const Label *> all;
    all.reserve(labels.size());
    for (const Label &l : labels)
        all.push_back(&l);
    ordered = listOrder(all, texts);
}

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

} // namespace cg::historydiff
