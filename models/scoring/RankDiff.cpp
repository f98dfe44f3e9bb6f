#include "scoring/RankDiff.h"

#include "catalog/store/Catalog.h"

#include <QHash>

#include <algorithm>

namespace cg {

namespace {

QString rowKey(const RankedOffer &r)
{
    return r.offer.providerKey + QLatin1Char('/') + (r.offer.gpuKey.isEmpty() ? r.offer.gpuRawName : r.offer.gpuKey);
}

} // namespace

std::optional<int> RankMove::places() const
{
    if (oldRank <= 0 || newRank <= 0)
        return std::nullopt;
    return oldRank - newRank;
}

QList<RankMove> rankChanges(const RankingSession &then, const RankingSession &now, int top)
{
    QHash<QString, RankMove> moves;
    QStringList order;
    auto visit = [&](const QList<RankedOffer> &rows, bool isNow) {
        for (const RankedOffer &r : rows) {
            const QString key = rowKey(r);
            auto it = moves.find(key);
            if (it == moves.end()) {
                it = moves.insert(key, RankMove());
                it->key = key;
                order.append(key);
            }
            RankMove &m = *it;
            if (isNow || m.providerKey.isEmpty()) {
                m.providerKey = r.offer.providerKey;
                m.gpuName = r.offer.gpuName.isEmpty() ? r.offer.gpuRawName : r.offer.gpuName;
                m.instanceType = r.offer.instanceType;
                m.region = r.offer.region;
            }
            (isNow ? m.newRank : m.oldRank) = r.rank;
            (isNow ? m.newScore : m.oldScore) = r.score;
            (isNow ? m.newUsdPerGpuHour : m.oldUsdPerGpuHour) = r.usdPerGpuHour;
        }
    };
    visit(now.ranked(), true);
    visit(then.ranked(), false);
    QList<RankMove> out;
    for (const QString &key : std::as_const(order)) {
        const RankMove &m = moves[key];
        const bool inTop = (m.newRank > 0 && m.newRank <= top) || (m.oldRank > 0 && m.oldRank <= top);
        if (inTop)
            out.append(m);
    }
    std::stable_sort(out.begin(), out.end(), [](const RankMove &a, const RankMove &b) {
        const int ra = a.newRank > 0 ? a.newRank : 1'000'000 + a.oldRank;
        const int rb = b.newRank > 0 ? b.newRank : 1'000'000 + b.oldRank;
        return ra < rb;
    });
    return out;
}

std::optional<ChangeReport> changesSince(
    const Catalog &catalog, const HistoryCutoff &since, const RankingParams &params, int top, QString *error)
{
    ChangeReport r;
    if (since.isRun()) {
        // A run that never was would otherwise read as "nothing changed since".
        const QList<ImportRunView> runs = catalog.importRuns();
        const bool known = std::any_of(runs.begin(), runs.end(), [&since](const ImportRunView &run) { return run.id == since.runId; });
        if (!known) {
            *error = runs.isEmpty() ? QStringLiteral("there is no import run %1: this catalog has no import runs yet").arg(since.runId)
                                    : QStringLiteral("there is no import run %1: the runs of this catalog are numbered %2 to %3; "
                                                     "give one of them or a date (YYYY-MM-DD)")
                                          .arg(since.runId)
                                          .arg(runs.first().id)
                                          .arg(runs.last().id);
            return std::nullopt;
        }
    }
    const PriceHistory history(catalog);
    r.prices = history.diff(since);
    if (!history.lastError().isEmpty()) {
        *error = history.lastError();
        return std::nullopt;
    }
    auto nowSnapshot = CatalogSnapshot::read(catalog, error);
    if (!nowSnapshot)
        return std::nullopt;
    auto thenSnapshot = CatalogSnapshot::readAt(catalog, since, error);
    if (!thenSnapshot)
        return std::nullopt;
    const RankingSession now(std::move(*nowSnapshot), params);
    const RankingSession then(std::move(*thenSnapshot), params);
    r.ranks = rankChanges(then, now, top);
    return r;
}

} // namespace cg
