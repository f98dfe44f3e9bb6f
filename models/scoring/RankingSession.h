#pragma once

#include "catalog/pricehistory/PriceHistory.h"
#include "catalog/store/CatalogTypes.h"
#include "core/Criteria.h"
#include "core/FxRates.h"
#include "geo/Latency.h"
#include "scoring/ModelJob.h"
#include "scoring/NeedProfile.h"
#include "scoring/RankStability.h"
#include "scoring/Ranker.h"
#include "scoring/ScoringTable.h"
#include "scoring/TrueCost.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

#include <optional>
#include <vector>

namespace cg {

class Catalog;

/// What a ranking is asked for, as one value: the criterion weights, the true-cost scenario, the
/// missing-data policy and gates, and how rows are grouped.
struct RankingParams
{
    RankingParams() = default;
    RankingParams(Weights w, QString s)
        : weights(w)
        , scenario(std::move(s))
    {
    }

    Weights weights; ///< relative weights, CloudGauge's presets or the user's
    QString scenario = QStringLiteral("pretraining"); ///< CostScenario preset of the true-cost criterion
    RankingPolicy policy; ///< missing data at a prior, every gate on (defaults)
    /// false: one row per provider × GPU model (best configuration and region); true: one row per
    /// provider × instance type, as `rank --expand`.
    bool expand = false;
    QDate today = QDate::currentDate(); ///< the day price ages are counted to
    /// The need profile's key ("pretraining", a user's own, or empty for none) and its hard
    /// constraints: offers that fail one are excluded (GateNeed) with the reason.
    QString need;
    NeedConstraints constraints;
    /// The model job the ranking is for ("a 70B full fine-tune on 8 GPUs"), when one is stated:
    /// its constraints are part of `constraints` (withJob) and its GPU count is the true cost's job size.
    std::optional<ModelJob> job;

    /// These params for `j`: its constraints merged into the need's (ModelJob::constraints), and
    /// the job remembered for the cost scenario and the report.
    RankingParams withJob(const ModelJob &j) const
    {
        RankingParams p = *this;
        p.job = j;
        p.constraints = constraints.merged(j.constraints());
        return p;
    }
    /// The scenario's cost model, for the job's GPU count when a job is stated; an unknown name
    /// falls back to pretraining.
    CostScenario costScenario() const
    {
        CostScenario s = CostScenario::preset(scenario).value_or(CostScenario::pretraining());
        if (job && job->gpus > 0)
            s.gpus = job->gpus;
        return s;
    }
    bool operator==(const RankingParams &o) const
    {
        return weights == o.weights && scenario == o.scenario && policy == o.policy && expand == o.expand && today == o.today
            && need == o.need && constraints == o.constraints && job == o.job;
    }
    bool operator!=(const RankingParams &o) const { return !(*this == o); }
};

/// The catalog data a ranking reads, read once (Catalog::offers() and the rest) and shared.
struct CatalogSnapshot
{
    QList<OfferView> offers; ///< every offer and region with its current prices
    QHash<QString, RatingView> ratings; ///< latest published rating per provider key
    QList<RatingView> ratingHistory; ///< every published rating, oldest first
    QHash<QString, CategoryAssessment> assessments; ///< assessed category scores (0-5) per provider key
    FxRates fx; ///< latest rate per currency
    QString newestPriceDate; ///< newest observed_on (ISO); empty when no price has one
    int reliabilityProviderCount = 0; ///< providers with MTBF (or v1 sla_percent) figures
    QHash<QString, ProviderSla> slas; ///< published compute SLA per provider key (Catalog::providerSlas)
    /// Published egress, storage and IPv4 charges per provider key (Catalog::providerCharges), in the true cost.
    QHash<QString, QList<ProviderCharge>> charges;
    /// The latest price check per offer (Catalog::latestPriceChecks, by PriceCheck::offerKey()):
    /// which prices `verify` confirmed against their source, and when.
    QHash<QString, PriceCheck> priceChecks;
    /// Where each provider's regions are (Catalog::regionPlaces, by RegionPlace::key()); a region
    /// without an entry is in an unknown place. read() copies each offer's country from here.
    QHash<QString, RegionPlace> places;
    /// The certifications each provider publishes, by provider key (Catalog::providerCertifications).
    QHash<QString, QList<Certification>> certifications;
    /// The latest reachable latency measurement per region, by RegionPlace::key (Catalog::latestLatency).
    QHash<QString, LatencyMeasurement> latency;
    /// The acceptance runs of rented nodes (Catalog::evidenceRuns) by "provider|instance type",
    /// newest measurement first.
    QHash<QString, QList<EvidenceRun>> evidence;

    /// The newest acceptance run that speaks for `offer`: one of its provider and instance type
    /// whose region is the offer's or unstated; nullptr when none.
    const EvidenceRun *evidenceFor(const OfferView &offer) const;

    /// The place of `offer`'s region, or an unknown place naming its provider and region.
    RegionPlace placeOf(const OfferView &offer) const;

    /// The check that vouches for `offer`'s current on-demand price: its latest check, when that
    /// check confirmed (or found and imported) exactly the amount and currency the offer has now;
    /// nullptr otherwise (never checked, not verifiable online, or a later import changed the price).
    const PriceCheck *verification(const OfferView &offer) const;

    /// Providers that have at least one offer.
    int providerCount() const;
    /// Reads everything above from an open catalog. On a failed read returns empty and sets `error`.
    /// `offers`: the catalog's offers as Catalog::offers() returns them, already read (OfferCache);
    /// when given, they are not read again.
    static std::optional<CatalogSnapshot> read(
        const Catalog &catalog, QString *error, std::optional<QList<OfferView>> offers = std::nullopt);
    /// The same, with every offer's prices as they stood at `cutoff` (price history, schema v3):
    /// offers not yet listed then, or withdrawn then, are left out. Ratings, assessments and FX
    /// rates are today's (they carry their own dates).
    static std::optional<CatalogSnapshot> readAt(const Catalog &catalog, const HistoryCutoff &cutoff, QString *error);
};

/// A snapshot with what a RankingSession builds from it: the criterion table (under `scenario`)
/// and the group ids. RankingSession::prepare() makes it on any thread (a worker, so that a 100k
/// offer catalog is not scored on the GUI thread) and setSnapshot(PreparedSnapshot, …) takes it.
struct PreparedSnapshot
{
    CatalogSnapshot snapshot;
    ScoringTable table;
    Ranker::Groups groups;
    QString scenario; ///< the CostScenario preset the table's true costs were computed under
};

/**
 * The one owner of the current ranking (docs/methodology.md, "What is ranked"): the catalog
 * snapshot it ranks, the parameters (weights and scenario) as one value, the per-offer criterion
 * table (ScoringTable, built once per snapshot), the score, coverage and rank order of every offer,
 * the grouped ranking (each provider × instance type at its cheapest region), per-provider coverage
 * and names, and rank stability. The window, the report and every command line command read it;
 * none of them scores on its own, so all of them show the same ranking for the same parameters.
 *
 * Incremental: a weight change re-scores (a weighted sum and a sort, O(n log n)); a scenario
 * change recomputes the true-cost column once (O(n)); a new snapshot rebuilds the table. The
 * grouped ranking and stability are computed on first use after a change and then cached.
 */
class RankingSession final : public QObject
{
    Q_OBJECT

public:
    explicit RankingSession(QObject *parent = nullptr);
    RankingSession(CatalogSnapshot snapshot, RankingParams params, QObject *parent = nullptr);
    ~RankingSession() override;
    Q_DISABLE_COPY_MOVE(RankingSession)

    /// Replaces the snapshot and re-ranks; emits snapshotChanged() then rankingChanged().
    void setSnapshot(CatalogSnapshot snapshot);
    /// Replaces snapshot and parameters together: one table build and one ranking.
    void setSnapshot(CatalogSnapshot snapshot, const RankingParams &params);
    /// The same with the table and groups already built (prepare()): no O(n) build here unless
    /// `params` asks for another scenario than the one it was prepared under (one true-cost pass).
    void setSnapshot(PreparedSnapshot prepared, const RankingParams &params);
    /// Builds the criterion table and group ids of `snapshot` under `scenario` (a CostScenario
    /// preset name; unknown: pretraining). Thread-safe: reads only its arguments.
    static PreparedSnapshot prepare(CatalogSnapshot snapshot, const QString &scenario);
    /// Re-ranks under `params` (nothing happens when they equal the current ones); emits rankingChanged().
    void setParams(const RankingParams &params);
    void setWeights(const Weights &weights);
    void setScenario(const QString &scenario);

    const CatalogSnapshot &snapshot() const { return m_snapshot; }
    const QList<OfferView> &offers() const { return m_snapshot.offers; }
    const RankingParams &params() const { return m_params; }
    const ScoringTable &table() const { return m_table; }
    /// Per offer row: score [0, 100] (NaN for unpriced rows) and coverage [0, 1].
    const ScoringTable::Result &result() const { return m_result; }
    /// Per offer row: true when an applied gate excludes it (the offers table sorts those last).
    std::vector<bool> excludedRows() const;
    /// Priced offer rows in rank order (ScoringTable::rankOrder).
    const std::vector<int> &order() const { return m_order; }
    /// The integer group ids of every offer of the snapshot (provider, provider × GPU, instance).
    const Ranker::Groups &groups() const { return m_groups; }
    /// The recommendation, best first: offers passing every applied gate, one row per provider ×
    /// GPU model (or instance type with params().expand), each at its best configuration and region.
    const QList<RankedOffer> &ranked() const;
    /// Offers a gate excludes (RankedOffer::gates says which), in score order, grouped the same way:
    /// listed apart with the reason, never hidden.
    const QList<RankedOffer> &excluded() const;
    /// Rank stability of the first `top` rows of ranked() under the current weights.
    QList<StabilityMargin> stability(int top = 10) const;
    /// The coverage of each provider's best offer, [0, 1], per provider key.
    QHash<QString, double> providerCoverage() const;
    /// Provider keys in the order their best offer ranks (first appearance in ranked()): the
    /// order of the price chart's colours and legend in the window and the report.
    QStringList providerOrder() const;
    /// Provider display names per key: Chinese names where the catalog has them when `chinese`.
    QHash<QString, QString> providerNames(bool chinese) const;
    /// Why `offer` fails the need profile's constraints (empty when it meets them or no need is set).
    QStringList unmetNeeds(const OfferView &offer) const { return m_params.constraints.unmetConstraints(offer); }
    /**
     * One ranking of `offers` the application's way: a session on a snapshot of just these offers,
     * ratings, FX rates and assessments, one row per provider × instance type (`rank --expand`),
     * under `policy`'s missing-data rule with no optional gate (GateNone; kAlwaysOnGates still
     * apply), ranked as of today. For tests and one-off callers that have no catalog.
     */
    static QList<RankedOffer> rankOnce(const QList<OfferView> &offers, const QHash<QString, RatingView> &ratings, const FxRates &fx,
        const Weights &weights, const QHash<QString, CategoryAssessment> &assessments = {},
        const CostScenario &scenario = CostScenario::pretraining(), RankingPolicy policy = {});
    /// RankingParams with `profile`'s weights, scenario and constraints, keeping the rest of `base`.
    static RankingParams paramsForNeed(const NeedProfile &profile, RankingParams base = {});
    /// How many times the ranking was computed since the session was made (coalescing tests).
    int rankCount() const { return m_rankCount; }

signals:
    void snapshotChanged();
    void rankingChanged();

private:
    void rerank();
    void applyNeed();

    CatalogSnapshot m_snapshot;
    RankingParams m_params;
    ScoringTable m_table;
    Ranker::Groups m_groups; // per snapshot: the integer group ids of every offer
    ScoringTable::Result m_result;
    std::vector<int> m_order;
    void group() const;

    mutable std::optional<QList<RankedOffer>> m_ranked, m_excluded;
    int m_rankCount = 0;
};

} // namespace cg
