#include "RankingSettings.h"

#include <QSettings>

#include <algorithm>
#include <memory>
#include <utility>

namespace cg {

namespace {

// The gates a user can switch off, each with its QSettings key.
constexpr std::pair<const char *, unsigned> kGateKeys[] = {
    { "scoring/excludeNotRecommended", GateNotRecommended },
    { "scoring/excludeUnrated", GateUnrated },
    { "scoring/excludeImplausible", GateImplausiblyCheap },
    { "scoring/applyNeedConstraints", GateNeed },
};

/// `given`, or the application's QSettings kept alive for the call.
QSettings *settingsOr(QSettings *given, std::unique_ptr<QSettings> &owned)
{
    if (given)
        return given;
    owned = std::make_unique<QSettings>();
    return owned.get();
}

} // namespace

RankingSettings RankingSettings::load(QSettings *given)
{
    std::unique_ptr<QSettings> owned;
    QSettings &settings = *settingsOr(given, owned);
    RankingSettings s;
    QString error;
    s.weights = Weights::fromJson(settings.value(QStringLiteral("scoring/weights")).toByteArray(), &error).value_or(Weights());
    s.scenario = settings.value(QStringLiteral("scoring/scenario"), s.scenario).toString();
    s.need = settings.value(QStringLiteral("scoring/need")).toString();
    s.expand = settings.value(QStringLiteral("scoring/expand"), false).toBool();
    bool ok = false;
    const double gb = settings.value(QStringLiteral("scoring/modelMemoryGb")).toDouble(&ok);
    if (ok && gb > 0) {
        s.modelMemoryGb = gb;
        s.modelMemoryText = settings.value(QStringLiteral("scoring/modelMemoryText")).toString();
    }
    if (settings.value(QStringLiteral("scoring/missingData")).toString() == QLatin1String("renormalise"))
        s.policy.missing = RankingPolicy::MissingData::Renormalise;
    const double prior = settings.value(QStringLiteral("scoring/priorPoints")).toDouble(&ok);
    if (ok && prior >= 0 && prior <= 100)
        s.policy.priorPoints = prior;
    for (const auto &[key, gate] : kGateKeys) {
        if (!settings.value(QLatin1String(key), true).toBool())
            s.policy.gates &= ~gate;
    }
    return s;
}

void RankingSettings::save(QSettings *given) const
{
    std::unique_ptr<QSettings> owned;
    QSettings &settings = *settingsOr(given, owned);
    settings.setValue(QStringLiteral("scoring/weights"), weights.toJson());
    settings.setValue(QStringLiteral("scoring/scenario"), scenario);
    settings.setValue(QStringLiteral("scoring/need"), need);
    settings.setValue(QStringLiteral("scoring/expand"), expand);
    if (modelMemoryGb && *modelMemoryGb > 0) {
        settings.setValue(QStringLiteral("scoring/modelMemoryGb"), *modelMemoryGb);
        settings.setValue(QStringLiteral("scoring/modelMemoryText"), modelMemoryText);
    } else {
        settings.remove(QStringLiteral("scoring/modelMemoryGb"));
        settings.remove(QStringLiteral("scoring/modelMemoryText"));
    }
    settings.setValue(QStringLiteral("scoring/missingData"),
        policy.missing == RankingPolicy::MissingData::Renormalise ? QStringLiteral("renormalise") : QStringLiteral("prior"));
    settings.setValue(QStringLiteral("scoring/priorPoints"), policy.priorPoints);
    for (const auto &[key, gate] : kGateKeys)
        settings.setValue(QLatin1String(key), bool(policy.gates & gate));
}

RankingParams RankingSettings::toParams(const std::optional<NeedProfile> &profile, RankingParams base) const
{
    base.weights = weights;
    base.scenario = scenario;
    base.policy = policy;
    base.need = profile ? profile->key : QString();
    base.constraints = profile ? profile->constraints : NeedConstraints();
    base.expand = expand;
    return withModelNeed(std::move(base));
}

RankingParams RankingSettings::withModelNeed(RankingParams p) const
{
    if (modelMemoryGb && *modelMemoryGb > 0)
        p.constraints.minMemoryGbPerGpu = std::max(p.constraints.minMemoryGbPerGpu.value_or(0), *modelMemoryGb);
    return p;
}

} // namespace cg
