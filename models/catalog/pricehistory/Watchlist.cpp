// Watchlist: saved rules (watch_rule) and their firings (watch_hit), evaluated at the end of
// every import run (CatalogWriter::finishImportRun).
#include "catalog/pricehistory/Watchlist.h"

#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogSql.h"
#include "catalog/writer/CatalogWriter.h"
#include "core/FxRates.h"
#include "core/Tier.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QSqlQuery>

namespace cg {

using sql::optDouble;
using sql::textOrNull;

namespace {

// The point before `pp` in its series, in the (as_of, id) order of the history.
const char *const kPreviousPoint = "LEFT JOIN price_point prev ON prev.id = (SELECT q.id FROM price_point q"
                                   " WHERE q.offering_id = pp.offering_id AND q.kind = pp.kind AND q.term_months = pp.term_months"
                                   " AND (q.as_of < pp.as_of OR (q.as_of = pp.as_of AND q.id < pp.id))"
                                   " ORDER BY q.as_of DESC, q.id DESC LIMIT 1)";

QString money(double v)
{
    return QString::number(v, 'f', 2);
}

QString kindText(const QString &kind)
{
    if (kind == QLatin1String("spot"))
        return QCoreApplication::translate("cg::WatchRule", "spot");
    if (kind == QLatin1String("reserved"))
        return QCoreApplication::translate("cg::WatchRule", "reserved");
    return QCoreApplication::translate("cg::WatchRule", "on-demand");
}

bool listed(const QStringList &list, const QString &value)
{
    if (list.isEmpty())
        return true;
    for (const QString &v : list) {
        if (v.compare(value, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

} // namespace

QString WatchRule::validate() const
{
    if (kind == Kind::PriceBelow) {
        if (!maxPerGpuHour || !(*maxPerGpuHour > 0))
            return QStringLiteral("a price rule needs a threshold above 0 per GPU-hour (--below)");
        // No price per GPU-hour can pass the largest plausible price per instance-hour an import
        // accepts (Plausibility::kMaxAmountPerInstanceHour, 10,000,000 in any currency): a
        // threshold above it (1e308, inf) would fire on every price and print as nonsense.
        if (!(*maxPerGpuHour <= 1e7))
            return QStringLiteral("a threshold of %1 per GPU-hour is not plausible: at most 10000000 in any currency (--below)")
                .arg(*maxPerGpuHour);
        static const QRegularExpression iso(QStringLiteral("^[A-Z]{3}$"));
        if (!iso.match(currency).hasMatch())
            return QStringLiteral("currency '%1' is not an ISO 4217 code such as USD").arg(currency);
        if (const QString notMoney = FxRates::notMoney(currency); !notMoney.isEmpty())
            return QStringLiteral("currency %1 is no money a price is in (ISO 4217 keeps it for %2)").arg(currency, notMoney);
        // Nor can a price pass under a threshold below the smallest plausible price an import
        // accepts (Plausibility::kMinAmountPerInstanceHour, 0.0001): such a rule never fires.
        if (*maxPerGpuHour < 1e-4)
            return QStringLiteral("a threshold of %1 per GPU-hour is not plausible: at least 0.0001 (--below)").arg(*maxPerGpuHour);
    }
    if (!priceKind.isEmpty() && priceKind != QLatin1String("on_demand") && priceKind != QLatin1String("spot"))
        return QStringLiteral("price kind '%1' is neither on_demand nor spot").arg(priceKind);
    if (kind == Kind::PriceBelow && priceKind.isEmpty())
        return QStringLiteral("a price rule needs a price kind (on_demand or spot)");
    if (!minTier.isEmpty() && (!Tier::fromName(minTier).isPublished() || Tier::fromName(minTier).level() > Tier::Underperforming))
        return QStringLiteral("'%1' is not a ClusterMAX tier (Platinum, Gold, Silver, Bronze, …)").arg(minTier);
    return {};
}

QString WatchRule::describe() const
{
    QStringList parts;
    const QString what = gpu.isEmpty() ? tr("any GPU") : gpu;
    if (kind == Kind::PriceBelow) {
        parts.append(tr("%1 under %2 %3 per GPU-hour (%4)").arg(what, money(maxPerGpuHour.value_or(0)), currency, kindText(priceKind)));
    } else {
        parts.append(tr("any price change of %1").arg(what));
    }
    if (!providers.isEmpty())
        parts.append(tr("providers: %1").arg(providers.join(QStringLiteral(", "))));
    if (!minTier.isEmpty())
        parts.append(tr("%1 or better").arg(Tier::displayNameOf(Tier::fromName(minTier).name())));
    if (!regions.isEmpty())
        parts.append(tr("regions: %1").arg(regions.join(QStringLiteral(", "))));
    return parts.join(QStringLiteral("; "));
}

QString WatchHit::text() const
{
    const QString offer = QStringLiteral("%1 %2 (%3)").arg(providerKey, instanceType, region);
    if (withdrawn)
        return tr("rule %1: %2 %3 no longer offered").arg(ruleId).arg(offer, kindText(kind));
    const QString now = newAmount ? money(*newAmount) : tr("no list price");
    if (!oldAmount)
        return tr("rule %1: %2 %3 %4 %5 per hour (new)").arg(ruleId).arg(offer, kindText(kind), now, currency);
    return tr("rule %1: %2 %3 %4 → %5 %6 per hour").arg(ruleId).arg(offer, kindText(kind), money(*oldAmount), now, currency);
}

Watchlist::Watchlist(Catalog &catalog)
    : m_catalog(catalog)
{
}

QList<WatchRule> Watchlist::rules() const
{
    m_error.clear();
    QList<WatchRule> out;
    QSqlQuery q(m_catalog.database());
    if (!sql::run(q,
            QStringLiteral("SELECT id, kind, gpu, providers, regions, price_kind, max_per_gpu_hour, currency, min_tier, created_at"
                           " FROM watch_rule ORDER BY id"),
            QStringLiteral("read the watchlist"), &m_error))
        return out;
    while (q.next()) {
        WatchRule r;
        r.id = q.value(0).toLongLong();
        r.kind = q.value(1).toString() == QLatin1String("price_change") ? WatchRule::Kind::PriceChange : WatchRule::Kind::PriceBelow;
        r.gpu = q.value(2).toString();
        r.providers = q.value(3).toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
        r.regions = q.value(4).toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
        r.priceKind = q.value(5).toString();
        r.maxPerGpuHour = optDouble(q.value(6));
        r.currency = q.value(7).toString();
        r.minTier = q.value(8).toString();
        r.createdAt = q.value(9).toString();
        out.append(r);
    }
    return out;
}

qint64 Watchlist::addRule(const WatchRule &r)
{
    m_error = r.validate();
    if (!m_error.isEmpty())
        return -1;
    QSqlQuery q(m_catalog.database());
    const QString purpose = QStringLiteral("store the watchlist rule");
    if (!sql::prepare(q,
            QStringLiteral("INSERT INTO watch_rule (kind, gpu, providers, regions, price_kind, max_per_gpu_hour, currency, min_tier,"
                           " created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"),
            purpose, &m_error))
        return -1;
    const bool below = r.kind == WatchRule::Kind::PriceBelow;
    for (const QVariant &v : { QVariant(below ? QStringLiteral("price_below") : QStringLiteral("price_change")), textOrNull(r.gpu),
             textOrNull(r.providers.join(QLatin1Char(','))), textOrNull(r.regions.join(QLatin1Char(','))), textOrNull(r.priceKind),
             sql::toVariant(below ? r.maxPerGpuHour : std::nullopt), textOrNull(below ? r.currency : QString()),
             textOrNull(r.minTier.isEmpty() ? QString() : Tier::fromName(r.minTier).name()),
             QVariant(r.createdAt.isEmpty() ? QDateTime::currentDateTimeUtc().toString(Qt::ISODate) : r.createdAt) }) {
        q.addBindValue(v);
    }
    if (!sql::exec(q, purpose, &m_error))
        return -1;
    return q.next() ? q.value(0).toLongLong() : -1; // RETURNING: SQLite 3.35+ and PostgreSQL
}

bool Watchlist::removeRule(qint64 id)
{
    m_error.clear();
    QSqlQuery q(m_catalog.database());
    const QString purpose = QStringLiteral("delete watchlist rule %1").arg(id);
    // The hits first: a connection without foreign keys would otherwise keep them.
    if (!sql::prepare(q, QStringLiteral("DELETE FROM watch_hit WHERE rule_id = ?"), purpose, &m_error))
        return false;
    q.addBindValue(id);
    if (!sql::exec(q, purpose, &m_error))
        return false;
    if (!sql::prepare(q, QStringLiteral("DELETE FROM watch_rule WHERE id = ?"), purpose, &m_error))
        return false;
    q.addBindValue(id);
    if (!sql::exec(q, purpose, &m_error))
        return false;
    if (q.numRowsAffected() < 1) {
        m_error = QStringLiteral("there is no watchlist rule %1").arg(id);
        return false;
    }
    return true;
}

QList<WatchHit> Watchlist::hits(bool unseenOnly, qint64 runId) const
{
    m_error.clear();
    QList<WatchHit> out;
    QSqlQuery q(m_catalog.database());
    q.setForwardOnly(true);
    const QString purpose = QStringLiteral("read the watchlist hits");
    if (!sql::prepare(q,
            QStringLiteral("SELECT h.id, h.rule_id, COALESCE(h.import_run_id, 0), h.price_point_id, h.fired_at, h.seen_at, pp.offering_id,"
                           " pp.kind, pp.status, pp.amount, pp.currency, prev.amount, prev.currency, prev.status, p.key, o.instance_type,"
                           " o.region, COALESCE(g.name, o.gpu_raw_name, ''), o.gpu_count"
                           " FROM watch_hit h JOIN price_point pp ON pp.id = h.price_point_id"
                           " JOIN offering o ON o.id = pp.offering_id JOIN provider p ON p.id = o.provider_id"
                           " LEFT JOIN gpu_model g ON g.id = o.gpu_model_id %1"
                           " WHERE (? = 0 OR h.seen_at IS NULL) AND (? <= 0 OR h.import_run_id = ?) ORDER BY h.id")
                .arg(QLatin1String(kPreviousPoint)),
            purpose, &m_error))
        return out;
    q.addBindValue(unseenOnly ? 1 : 0);
    q.addBindValue(runId);
    q.addBindValue(runId);
    if (!sql::exec(q, purpose, &m_error))
        return out;
    while (q.next()) {
        WatchHit h;
        h.id = q.value(0).toLongLong();
        h.ruleId = q.value(1).toLongLong();
        h.runId = q.value(2).toLongLong();
        h.pointId = q.value(3).toLongLong();
        h.firedAt = q.value(4).toString();
        h.seenAt = q.value(5).toString();
        h.offeringId = q.value(6).toLongLong();
        h.kind = q.value(7).toString();
        h.withdrawn = q.value(8).toString() == QLatin1String("withdrawn");
        h.newAmount = optDouble(q.value(9));
        h.currency = q.value(10).toString();
        if (q.value(13).toString() != QLatin1String("withdrawn")) {
            h.oldAmount = optDouble(q.value(11));
            h.oldCurrency = q.value(12).toString();
        }
        h.providerKey = q.value(14).toString();
        h.instanceType = q.value(15).toString();
        h.region = q.value(16).toString();
        h.gpuName = q.value(17).toString();
        h.gpuCount = optDouble(q.value(18));
        out.append(h);
    }
    return out;
}

bool Watchlist::markSeen(const QList<qint64> &hitIds)
{
    m_error.clear();
    QSqlQuery q(m_catalog.database());
    const QString purpose = QStringLiteral("acknowledge the watchlist hits");
    if (!sql::prepare(q, QStringLiteral("UPDATE watch_hit SET seen_at = ? WHERE id = ?"), purpose, &m_error))
        return false;
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    for (qint64 id : hitIds) {
        q.addBindValue(now);
        q.addBindValue(id);
        if (!sql::exec(q, purpose, &m_error))
            return false;
    }
    return true;
}

int Watchlist::evaluateRun(qint64 runId)
{
    const QList<WatchRule> all = rules();
    if (!m_error.isEmpty())
        return -1;
    if (all.isEmpty() || runId <= 0)
        return 0;
    const QHash<QString, RatingView> ratings = m_catalog.latestRatings();
    const FxRates fx = m_catalog.latestFxRates();
    const GpuIdentity identity = m_catalog.gpuIdentity();
    QList<QSet<QString>> gpuKeys;
    for (const WatchRule &r : all)
        gpuKeys.append(r.gpu.isEmpty() ? QSet<QString>() : identity.modelsNamed(r.gpu));

    QSqlQuery q(m_catalog.database());
    q.setForwardOnly(true);
    const QString purpose = QStringLiteral("read the price points of import run %1").arg(runId);
    if (!sql::prepare(q,
            QStringLiteral("SELECT pp.id, pp.kind, pp.term_months, pp.status, pp.amount, pp.currency, prev.status, prev.amount,"
                           " prev.currency, p.key, o.region, COALESCE(g.key, ''), o.gpu_raw_name, o.gpu_count"
                           " FROM price_point pp JOIN offering o ON o.id = pp.offering_id JOIN provider p ON p.id = o.provider_id"
                           " LEFT JOIN gpu_model g ON g.id = o.gpu_model_id %1 WHERE pp.import_run_id = ? ORDER BY pp.id")
                .arg(QLatin1String(kPreviousPoint)),
            purpose, &m_error))
        return -1;
    q.addBindValue(runId);
    if (!sql::exec(q, purpose, &m_error))
        return -1;
    struct Fire
    {
        qint64 rule, point;
    };
    QList<Fire> fired;
    while (q.next()) {
        const qint64 point = q.value(0).toLongLong();
        const QString kind = q.value(1).toString();
        const int term = q.value(2).toInt();
        const bool offered = q.value(3).toString() == QLatin1String("offered");
        const std::optional<double> amount = optDouble(q.value(4));
        const QString currency = q.value(5).toString();
        const bool hadPrevious = !q.value(6).isNull();
        const bool prevOffered = q.value(6).toString() == QLatin1String("offered");
        const std::optional<double> prevAmount = optDouble(q.value(7));
        const QString prevCurrency = q.value(8).toString();
        const QString provider = q.value(9).toString(), region = q.value(10).toString(), gpuKey = q.value(11).toString(),
                      rawName = q.value(12).toString();
        const std::optional<double> gpuCount = optDouble(q.value(13));
        for (int i = 0; i < all.size(); ++i) {
            const WatchRule &r = all[i];
            if (!listed(r.providers, provider) || !listed(r.regions, region))
                continue;
            if (!r.gpu.isEmpty() && !gpuKeys[i].contains(gpuKey) && rawName.compare(r.gpu, Qt::CaseInsensitive) != 0)
                continue;
            if (!r.minTier.isEmpty()) {
                const Tier tier = Tier::fromName(ratings.value(provider).tier);
                if (!tier.isPublished() || tier.level() > Tier::fromName(r.minTier).level())
                    continue;
            }
            if (r.kind == WatchRule::Kind::PriceChange) {
                if (r.priceKind.isEmpty() || r.priceKind == kind)
                    fired.append({ r.id, point });
                continue;
            }
            if (kind != r.priceKind || term != 0)
                continue;
            // Under the threshold per GPU-hour, converted at the latest FX rate of the rule's currency.
            auto under = [&](bool isOffered, const std::optional<double> &a, const QString &cur) {
                if (!isOffered || !a || !gpuCount || *gpuCount <= 0)
                    return false;
                const std::optional<double> v = fx.convert(*a / *gpuCount, cur, r.currency);
                return v && *v < *r.maxPerGpuHour;
            };
            if (under(offered, amount, currency) && !(hadPrevious && under(prevOffered, prevAmount, prevCurrency)))
                fired.append({ r.id, point });
        }
    }
    if (fired.isEmpty())
        return 0;
    const QString store = QStringLiteral("store the watchlist hits of import run %1").arg(runId);
    QSqlQuery insert(m_catalog.database());
    if (!sql::prepare(insert,
            QStringLiteral("INSERT INTO watch_hit (rule_id, price_point_id, import_run_id, fired_at) VALUES (?, ?, ?, ?)"
                           " ON CONFLICT (rule_id, price_point_id) DO NOTHING"),
            store, &m_error))
        return -1;
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    int stored = 0;
    for (const Fire &f : std::as_const(fired)) {
        insert.addBindValue(f.rule);
        insert.addBindValue(f.point);
        insert.addBindValue(runId);
        insert.addBindValue(now);
        if (!sql::exec(insert, store, &m_error))
            return -1;
        stored += insert.numRowsAffected() > 0 ? 1 : 0;
    }
    return stored;
}

} // namespace cg
