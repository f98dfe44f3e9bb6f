#include "BenchmarkStats.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace cg::probe {

SampleStats computeStats(const std::vector<double> &values)
{
    SampleStats s;
    s.count = int(values.size());
    if (values.empty())
        return s;
    std::vector<double> sorted = values;
    std::sort(sorted.begin(), sorted.end());
    const std::size_t n = sorted.size();
    s.median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
    s.best = sorted.back();
    s.worst = sorted.front();
    s.spread = (n < 2 || s.median == 0) ? 0.0 : (s.best - s.worst) / s.median;
    return s;
}

StopRule StopRule::forMode(bool quick)
{
    StopRule rule;
    rule.minSamples = quick ? 3 : 5;
    rule.maxSamples = quick ? 5 : 20;
    rule.maxSpread = 0.02;
    return rule;
}

StopReason nextStep(const std::vector<double> &values, const StopRule &rule, bool outOfTime, bool cancelled)
{
    if (cancelled)
        return StopReason::Cancelled;
    const int n = int(values.size());
    if (windowConverged(values, rule))
        return StopReason::Converged;
    if (n >= rule.maxSamples)
        return StopReason::Cap;
    if (outOfTime)
        return StopReason::Deadline;
    return StopReason::Continue;
}

bool windowConverged(const std::vector<double> &values, const StopRule &rule)
{
    const int k = std::max(1, rule.minSamples);
    if (int(values.size()) < k)
        return false;
    const std::vector<double> window(values.end() - k, values.end());
    return computeStats(window).spread <= rule.maxSpread;
}

int dispatchesPerSample(double dispatchMs, double targetSampleMs, int maxReps)
{
    if (!(dispatchMs > 0))
        return maxReps;
    const double reps = std::ceil(targetSampleMs / dispatchMs);
    if (reps >= double(maxReps))
        return maxReps;
    return std::max(1, int(reps));
}

std::int64_t shrinkSize(
    std::int64_t size, double dispatchMs, double targetDispatchMs, double maxDispatchMs, std::int64_t minSize, std::int64_t granularity)
{
    if (dispatchMs <= maxDispatchMs || size <= minSize)
        return size;
    const double scaled = double(size) * (targetDispatchMs / dispatchMs);
    std::int64_t next = std::int64_t(scaled);
    if (granularity > 1)
        next -= next % granularity;
    return std::max(next, minSize);
}

Calibration Calibration::forMode(bool quick)
{
    Calibration c;
    c.targetSampleMs = quick ? 20 : 50;
    return c;
}

Deadline::Deadline(std::chrono::milliseconds budget)
    : m_end(std::chrono::steady_clock::now() + budget)
    , m_budget(budget)
{
}

bool Deadline::expired() const
{
    return std::chrono::steady_clock::now() >= m_end;
}

double roundSignificant(double value, int digits)
{
    if (value == 0 || !std::isfinite(value))
        return value;
    const int magnitude = int(std::floor(std::log10(std::fabs(value))));
    const double scale = std::pow(10.0, digits - 1 - magnitude);
    return std::round(value * scale) / scale;
}

QJsonObject measureJson(const std::vector<double> &values, const std::vector<double> &dispatchMs, const QString &amountKey,
    double amountPerDispatch, int dispatchesPerSample, bool converged)
{
    std::vector<double> rounded;
    rounded.reserve(values.size());
    QJsonArray list;
    for (double v : values) {
        rounded.push_back(roundSignificant(v, 5));
        list.append(rounded.back());
    }
    const SampleStats stats = computeStats(rounded);
    const SampleStats times = computeStats(dispatchMs);
    QJsonObject m;
    m.insert(QStringLiteral("median"), stats.median);
    m.insert(QStringLiteral("best"), stats.best);
    m.insert(QStringLiteral("samples"), stats.count);
    m.insert(QStringLiteral("spread"), stats.spread);
    m.insert(QStringLiteral("verified"), true);
    m.insert(amountKey, amountPerDispatch);
    m.insert(QStringLiteral("dispatch_ms"), roundSignificant(times.median, 4));
    m.insert(QStringLiteral("dispatches_per_sample"), dispatchesPerSample);
    m.insert(QStringLiteral("values"), list);
    m.insert(QStringLiteral("converged"), converged);
    return m;
}

QJsonObject unverifiedMeasureJson(int samples, const QString &amountKey, double amountPerDispatch, const QString &mismatch)
{
    QJsonObject m;
    m.insert(QStringLiteral("samples"), samples);
    m.insert(QStringLiteral("verified"), false);
    m.insert(amountKey, amountPerDispatch);
    m.insert(QStringLiteral("mismatch"), mismatch);
    return m;
}

QJsonObject computeBackendJson(
    const QString &name, const QString &status, const QString &code, const QString &reason, const QString &library)
{
    QJsonObject o;
    o.insert(QStringLiteral("name"), name);
    o.insert(QStringLiteral("status"), status);
    o.insert(QStringLiteral("code"), code);
    o.insert(QStringLiteral("reason"), reason);
    o.insert(QStringLiteral("library"), library.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(library));
    o.insert(QStringLiteral("tool_version"), QJsonValue::Null);
    o.insert(QStringLiteral("exit_code"), QJsonValue::Null);
    o.insert(QStringLiteral("raw_output"), QJsonValue::Null);
    return o;
}

RunOutcome runOutcome(
    bool stoppedEarly, const QString &stopReason, const QString &figure, std::chrono::milliseconds budget, const QStringList &mismatched)
{
    RunOutcome o;
    if (stoppedEarly && stopReason == QLatin1String("cancelled")) {
        o.status = QStringLiteral("cancelled");
        o.reason = QStringLiteral("benchmark cancelled during %1").arg(figure);
    } else if (stoppedEarly) {
        o.status = QStringLiteral("timeout");
        o.reason = QStringLiteral("time budget of %1 s used up during %2; later figures not measured")
                       .arg(double(budget.count()) / 1000.0)
                       .arg(figure);
    } else if (!mismatched.isEmpty()) {
        o.status = QStringLiteral("error");
        o.reason = QStringLiteral("%1 did not match the host computation; no figure is reported for it")
                       .arg(mismatched.join(QStringLiteral(", ")));
    }
    return o;
}

} // namespace cg::probe
