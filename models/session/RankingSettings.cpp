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
    const double parameters = settings.value(QStringLiteral("scoring/modelParameters")).toDouble(&ok);
    bool gpusOk = false;
    const int gpus = settings.value(QStringLiteral("scoring/modelGpus")).toInt(&gpusOk);
    const auto method = ModelJob::methodFromName(settings.value(QStringLiteral("scoring/modelMethod")).toString());
    if (ok && parameters > 0 && gpusOk && gpus >= 1 && method) {
        s.modelJob = ModelJob { parameters, gpus, *method };
        s.modelJobText = settings.value(QStringLiteral("scoring/modelText")).toString();
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
    const int maxAge = settings.value(QStringLiteral("scoring/maxPriceAgeDays")).toInt(&ok);
    if (ok && maxAge >= 0 && maxAge <= 36500)
        s.maxPriceAgeDays = maxAge;
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
    for (const char *old : { "scoring/modelMemoryGb", "scoring/modelMemoryText" }) // before the job was remembered whole
        settings.remove(QLatin1String(old));
    if (modelJob) {
        settings.setValue(QStringLiteral("scoring/modelParameters"), modelJob->parameters);
        settings.setValue(QStringLiteral("scoring/modelGpus"), modelJob->gpus);
        settings.setValue(QStringLiteral("scoring/modelMethod"), ModelJob::methodNames().at(int(modelJob->method)));
        settings.setValue(QStringLiteral("scoring/modelText"), modelJobText);
    } else {
        for (const char *key : { "scoring/modelParameters", "scoring/modelGpus", "scoring/modelMethod", "scoring/modelText" })
            settings.remove(QLatin1String(key));
    }
    settings.setValue(QStringLiteral("scoring/missingData"),
        policy.missing == RankingPolicy::MissingData::Renormalise ? QStringLiteral("renormalise") : QStringLiteral("prior"));
    settings.setValue(QStringLiteral("scoring/priorPoints"), policy.priorPoints);
    for (const auto &[key, gate] : kGateKeys)
        settings.setValue(QLatin1String(key), bool(policy.gates & gate));
    if (maxPriceAgeDays)
        settings.setValue(QStringLiteral("scoring/maxPriceAgeDays"), *maxPriceAgeDays);
    else
        settings.remove(QStringLiteral("scoring/maxPriceAgeDays"));
}

RankingParams RankingSettings::toParams(const std::optional<NeedProfile> &profile, RankingParams base) const
{
    base.weights = weights;
    base.scenario = scenario;
    base.policy = policy;
    base.need = profile ? profile->key : QString();
    base.constraints = profile ? profile->constraints : NeedConstraints();
    base.expand = expand;
    return withModelNeed(base);
}

RankingParams RankingSettings::withModelNeed(const RankingParams &p) const
{
    RankingParams out = modelJob ? p.withJob(*modelJob) : p;
    if (maxPriceAgeDays) { // the later of the two dates: the need's own limit may be tighter
        const QString since = out.today.addDays(-*maxPriceAgeDays).toString(Qt::ISODate);
        out.constraints.priceObservedSince = std::max(out.constraints.priceObservedSince, since);
    }
    return out;
}

} // namespace cg
