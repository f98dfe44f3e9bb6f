#pragma once

#include "core/Criteria.h"
#include "scoring/NeedProfile.h"
#include "scoring/RankingSession.h"
#include "scoring/ScoringTable.h"

#include <QString>

#include <optional>

class QSettings;

namespace cg {

/**
 * The ranking the user last asked for, as the application remembers it between runs: the
 * criterion weights, the true-cost scenario, the need profile, the grouping, the workload
 * estimator's model job and the recommendation policy (missing-data rule, prior points,
 * gates). The one place that reads and writes the `scoring/…` keys of QSettings; the window, its
 * menus and "Reset to defaults" all go through it.
 *
 * Keys (QSettings, the application's organisation and name): scoring/weights (Weights::toJson),
 * scoring/scenario, scoring/need, scoring/expand, scoring/modelParameters (a count, > 0),
 * scoring/modelGpus (≥ 1), scoring/modelMethod (ModelJob::methodNames), scoring/modelText,
 * scoring/missingData ("prior" or "renormalise"), scoring/priorPoints
 * (0-100), and one boolean per gate: scoring/excludeNotRecommended, scoring/excludeUnrated,
 * scoring/excludeImplausible, scoring/applyNeedConstraints (missing: on).
 */
struct RankingSettings
{
    Weights weights; ///< the balanced default when none is saved or the saved JSON does not read
    QString scenario = QStringLiteral("pretraining"); ///< CostScenario preset name
    QString need; ///< need profile key; empty: none
    bool expand = false; ///< one row per instance type instead of per GPU model
    std::optional<ModelJob> modelJob; ///< the workload estimator's job ("Rank offers for this job")
    QString modelJobText; ///< how the estimator described that job
    RankingPolicy policy; ///< missing-data rule, prior points and gates (defaults: prior of 10, every gate on)
    /// Rank only offers whose on-demand price was observed on a known day at most this many days
    /// before the ranking's day (NeedConstraints::priceObservedSince, as `rank --max-age DAYS`);
    /// nullopt: no age limit. Like every hard constraint, applied while the need gate is on.
    std::optional<int> maxPriceAgeDays;

    /// Reads the saved settings from `settings`, or the application's QSettings when null. A value
    /// out of range (prior points outside 0-100, a job with no parameters, GPUs or method) keeps its default.
    static RankingSettings load(QSettings *settings = nullptr);
    /// Writes every key above to `settings` (or the application's QSettings), replacing what was saved.
    void save(QSettings *settings = nullptr) const;

    /**
     * The ranking these settings ask for, on top of `base` (its `today` is kept): weights,
     * scenario, policy and grouping, and the hard constraints of `profile` (the profile of `need`,
     * or nullopt for none), with the model job's constraints merged in (RankingParams::withJob:
     * memory per GPU, GPUs per instance, interconnect; the tighter of each bound).
     */
    RankingParams toParams(const std::optional<NeedProfile> &profile, RankingParams base = {}) const;
    /// `p` for the model job, when one is set (RankingParams::withJob), and with the price-age
    /// limit (maxPriceAgeDays) when one is set; else `p`.
    RankingParams withModelNeed(const RankingParams &p) const;

    bool operator==(const RankingSettings &o) const = default;
};

} // namespace cg
