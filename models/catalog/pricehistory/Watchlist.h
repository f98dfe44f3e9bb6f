#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cg {

class Catalog;

/**
 * A saved watchlist rule (table watch_rule, schema v3).
 *
 * - PriceBelow: "H100 SXM under USD 2.00 per GPU-hour on-demand at a Gold or better provider, in
 *   these regions": fires for an offer whose price point of an import run puts it under the
 *   threshold when its previous point did not (it appeared, came back, or dropped below): once
 *   per crossing, not on every run that confirms it.
 * - PriceChange: "any price change for these providers": fires for every point an import run
 *   appends (a changed, new or withdrawn price) of an offer the filters match.
 *
 * Filters (each empty = any): GPU as `list --gpu` takes it (GpuIdentity::modelsNamed), provider
 * keys, regions (exact, case-insensitive), the minimum ClusterMAX tier of the provider's latest
 * rating ("Gold" matches Platinum and Gold; an unrated provider never matches a tier filter).
 */
struct WatchRule
{
    Q_DECLARE_TR_FUNCTIONS(cg::WatchRule)

public:
    enum class Kind { PriceBelow, PriceChange };
    qint64 id = -1;
    Kind kind = Kind::PriceBelow;
    QString gpu;
    QStringList providers, regions;
    QString priceKind = QStringLiteral("on_demand"); ///< on_demand or spot (PriceBelow; PriceChange: empty = every kind)
    std::optional<double> maxPerGpuHour; ///< PriceBelow: the threshold per GPU-hour in `currency`
    QString currency = QStringLiteral("USD");
    QString minTier; ///< a Tier name; empty = any provider
    QString createdAt; ///< ISO date-time (UTC)

    /// Checks the rule: a PriceBelow rule needs a threshold > 0, a known price kind and an ISO
    /// currency code; a tier must be a ClusterMAX tier name. Empty when valid, else the reason.
    QString validate() const;
    /// The rule in the UI language: "H100 SXM under 2.00 USD per GPU-hour (on-demand), Gold or better, regions: …".
    QString describe() const;
};

/// One firing of a rule: the price point that fired it and the point before it.
struct WatchHit
{
    Q_DECLARE_TR_FUNCTIONS(cg::WatchHit)

public:
    qint64 id = 0, ruleId = 0, runId = 0, pointId = 0, offeringId = 0;
    QString providerKey, instanceType, region, gpuName, kind;
    bool withdrawn = false; ///< the point is a withdrawal
    std::optional<double> oldAmount, newAmount, gpuCount; ///< per instance-hour; old empty: appeared
    QString currency, oldCurrency;
    QString firedAt, seenAt; ///< ISO date-times; seenAt empty: not yet acknowledged

    /// One line in the UI language: "rule 3: lambda gpu_8x_h100 (us-east-1) on-demand 23.92 → 19.92 USD per hour".
    QString text() const;
};

/**
 * The watchlist of a catalog: rules, and the hits import runs fired. evaluateRun() is called by
 * CatalogWriter::finishImportRun() inside the run's transaction, so every import or update run
 * evaluates every rule once on the points it appended; a hit is stored once per (rule, point).
 *
 * Errors: -1, false or an empty list with lastError() set ("cannot …: <SQL error>").
 */
class Watchlist final
{
public:
    explicit Watchlist(Catalog &catalog);

    QList<WatchRule> rules() const;
    /// Stores a valid rule (validate()); returns its id, or -1 with lastError().
    qint64 addRule(const WatchRule &rule);
    /// Deletes rule `id` and its hits; false when there is no such rule or on error.
    bool removeRule(qint64 id);
    /// Stored hits, oldest first: every hit, only the unacknowledged ones, or only those of run `runId` (> 0).
    QList<WatchHit> hits(bool unseenOnly, qint64 runId = -1) const;
    /// Acknowledges hits (seen_at = now): `cloudgauge watch --check` reports each hit once.
    bool markSeen(const QList<qint64> &hitIds);
    /// Evaluates every rule on the points import run `runId` appended; stores and returns the
    /// number of new hits, or -1 on error.
    int evaluateRun(qint64 runId);
    QString lastError() const { return m_error; }

private:
    Catalog &m_catalog;
    mutable QString m_error;
};

} // namespace cg
