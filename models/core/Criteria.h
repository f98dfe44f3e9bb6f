#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace cg {

/**
 * The scoring criteria (docs/methodology.md, "Criteria"): the 10 ClusterMAX categories, judged per
 * provider, and the offer-level measures. Category names and their order follow ClusterMAX 2.0/3.0
 * (https://newsletter.semianalysis.com/p/clustermax-20-the-industry-standard).
 */
enum class Criterion {
    Security,
    Lifecycle,
    Orchestration,
    Storage,
    Networking,
    Reliability,
    Monitoring,
    Pricing,
    Partnerships,
    Availability,
    PricePerfBf16, ///< dense BF16 TFLOPS per USD per GPU-hour
    PricePerfBandwidth, ///< memory bandwidth GB/s per USD per GPU-hour
    Memory, ///< memory per GPU, GB
    TrueCost, ///< true cost, USD per useful dense BF16 PFLOP-hour, under the chosen CostScenario (lower is better)
};
constexpr int kCriterionCount = 14;
constexpr int kCategoryCount = 10; ///< the first 10 criteria are the ClusterMAX categories

/// Stable key used in weights files, settings and the `assessment` table ("security", "price_performance_bf16").
QString criterionKey(Criterion c);
/// Display name in the UI language.
QString criterionName(Criterion c);
/// One-line explanation in the UI language (tooltips, methodology).
QString criterionDescription(Criterion c);
std::optional<Criterion> criterionFromKey(const QString &key);
/// The 10 ClusterMAX category keys in ClusterMAX order ("security" … "availability"): the one
/// list behind weights files, the `assessment` table's CHECK and the assessment CSV.
QStringList categoryKeys();
inline bool isCategory(Criterion c)
{
    return int(c) < kCategoryCount;
}

/**
 * Criterion weights. SemiAnalysis publishes no numeric weights: the defaults and presets are
 * CloudGauge's own and are labelled so wherever they are shown. Weights are relative (they need
 * not sum to 1); each is ≥ 0 and at least one is > 0.
 */
struct Weights
{
    std::array<double, kCriterionCount> values {};

    double operator[](Criterion c) const { return values[size_t(c)]; }
    double &operator[](Criterion c) { return values[size_t(c)]; }
    double total() const;
    /// Sum of the 10 category weights (what the first score called "tier").
    double categoryTotal() const;

    /// The range of one weight in a weights file: 0, or 1e-6 to 1000. Weights are relative, so
    /// the range loses nothing; it keeps their sum finite and every share above the round-off of
    /// the score (1e308 + 1e308 overflows to infinity and a ranking to NaN).
    static constexpr double kMinWeight = 1e-6, kMaxWeight = 1000;

    /// Balanced preset: BF16 price-performance 0.35, bandwidth price-performance 0.15, memory 0.10,
    /// true cost 0, and 0.40 spread evenly over the 10 categories.
    Weights();
    /// balanced, training, inference, budget; unknown → nullopt. Only `training` weighs true
    /// cost (0.10, taken from BF16 price-performance): goodput matters most for long multi-node
    /// runs. These numbers are CloudGauge's own.
    static std::optional<Weights> preset(const QString &name);
    static QStringList presetNames();
    /// The preset these weights are, as shares of their total (within 0.001 each: a slider's
    /// whole percent), or empty when they are no preset.
    QString presetName() const;
    /// Reads {"price_performance_bf16": 0.5, "security": 0.1, ...}; missing keys are 0.
    /// "tier": x is accepted and spread evenly over the 10 categories. Unknown keys, a value
    /// outside 0 or kMinWeight..kMaxWeight (negative, non-finite, 1e308), a key named twice
    /// (repeatedJsonKey), or all zero → nullopt with a reason.
    static std::optional<Weights> fromJson(const QByteArray &json, QString *error);
    QByteArray toJson() const;
    bool operator==(const Weights &o) const { return values == o.values; }
};

} // namespace cg
