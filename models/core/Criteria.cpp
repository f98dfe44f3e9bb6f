#include "core/Criteria.h"

#include "core/JsonKeys.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <numeric>

namespace cg {

namespace {
const char *const kKeys[kCriterionCount] = { "security", "lifecycle", "orchestration", "storage", "networking", "reliability", "monitoring",
    "pricing", "partnerships", "availability", "price_performance_bf16", "price_performance_bandwidth", "memory", "true_cost" };
} // namespace

QString criterionKey(Criterion c)
{
    return QLatin1String(kKeys[int(c)]);
}

std::optional<Criterion> criterionFromKey(const QString &key)
{
    for (int i = 0; i < kCriterionCount; ++i)
        if (key == QLatin1String(kKeys[i]))
            return Criterion(i);
    return std::nullopt;
}

QStringList categoryKeys()
{
    QStringList keys;
    for (int c = 0; c < kCategoryCount; ++c)
        keys.append(criterionKey(Criterion(c)));
    return keys;
}

QString criterionName(Criterion c)
{
    switch (c) {
    case Criterion::Security:
        return QCoreApplication::translate("cg::Criteria", "Security");
    case Criterion::Lifecycle:
        return QCoreApplication::translate("cg::Criteria", "Lifecycle");
    case Criterion::Orchestration:
        return QCoreApplication::translate("cg::Criteria", "Orchestration");
    case Criterion::Storage:
        return QCoreApplication::translate("cg::Criteria", "Storage");
    case Criterion::Networking:
        return QCoreApplication::translate("cg::Criteria", "Networking");
    case Criterion::Reliability:
        return QCoreApplication::translate("cg::Criteria", "Reliability");
    case Criterion::Monitoring:
        return QCoreApplication::translate("cg::Criteria", "Monitoring");
    case Criterion::Pricing:
        return QCoreApplication::translate("cg::Criteria", "Pricing");
    case Criterion::Partnerships:
        return QCoreApplication::translate("cg::Criteria", "Partnerships");
    case Criterion::Availability:
        return QCoreApplication::translate("cg::Criteria", "Availability");
    case Criterion::PricePerfBf16:
        return QCoreApplication::translate("cg::Criteria", "BF16 per dollar");
    case Criterion::PricePerfBandwidth:
        return QCoreApplication::translate("cg::Criteria", "Bandwidth per dollar");
    case Criterion::Memory:
        return QCoreApplication::translate("cg::Criteria", "Memory per GPU");
    case Criterion::TrueCost:
        return QCoreApplication::translate("cg::Criteria", "True cost per useful PFLOP-hour");
    }
    return {};
}

QString criterionDescription(Criterion c)
{
    if (isCategory(c))
        return QCoreApplication::translate("cg::Criteria",
            "ClusterMAX category, judged per provider: the provider's assessment (0-5, ×20), "
            "else the points of its latest published ClusterMAX tier");
    switch (c) {
    case Criterion::PricePerfBf16:
        return QCoreApplication::translate("cg::Criteria", "Dense BF16 TFLOPS per USD per GPU-hour; 100 = the best offer");
    case Criterion::PricePerfBandwidth:
        return QCoreApplication::translate("cg::Criteria", "Memory bandwidth (GB/s) per USD per GPU-hour; 100 = the best offer");
    case Criterion::Memory:
        return QCoreApplication::translate("cg::Criteria", "Memory per GPU (GB); 100 = the largest");
    case Criterion::TrueCost:
        return QCoreApplication::translate("cg::Criteria",
            "True cost per useful dense BF16 PFLOP-hour under the chosen scenario (SemiAnalysis ClusterMAX TCO model: "
            "USD per useful GPU-hour ÷ the GPU's dense BF16 PFLOPS): 100 × the cheapest offer's ÷ this offer's; "
            "no data without a published tier or a BF16 figure");
    default:
        return {};
    }
}

Weights::Weights()
{
    for (int i = 0; i < kCategoryCount; ++i)
        values[size_t(i)] = 0.04;
    (*this)[Criterion::PricePerfBf16] = 0.35;
    (*this)[Criterion::PricePerfBandwidth] = 0.15;
    (*this)[Criterion::Memory] = 0.10;
}

double Weights::total() const
{
    return std::accumulate(values.begin(), values.end(), 0.0);
}

double Weights::categoryTotal() const
{
    return std::accumulate(values.begin(), values.begin() + kCategoryCount, 0.0);
}

std::optional<Weights> Weights::preset(const QString &name)
{
    const QString n = name.toLower();
    Weights w;
    auto categories = [&w](std::initializer_list<std::pair<Criterion, double>> cs) {
        for (const auto &[c, v] : cs)
            w[c] = v;
    };
    using C = Criterion;
    if (n == QLatin1String("balanced"))
        return w;
    if (n == QLatin1String("training")) {
        // Large runs: price-performance plus the categories that decide goodput.
        w[C::PricePerfBf16] = 0.35;
        w[C::TrueCost] = 0.10;
        w[C::PricePerfBandwidth] = 0.10;
        w[C::Memory] = 0.10;
        categories({ { C::Security, 0.02 }, { C::Lifecycle, 0.02 }, { C::Orchestration, 0.05 }, { C::Storage, 0.04 },
            { C::Networking, 0.06 }, { C::Reliability, 0.07 }, { C::Monitoring, 0.04 }, { C::Pricing, 0.02 }, { C::Partnerships, 0.01 },
            { C::Availability, 0.02 } });
        return w;
    }
    if (n == QLatin1String("inference")) {
        // Serving: memory and bandwidth per dollar, availability and security.
        w[C::PricePerfBf16] = 0.15;
        w[C::PricePerfBandwidth] = 0.35;
        w[C::Memory] = 0.25;
        categories({ { C::Security, 0.04 }, { C::Lifecycle, 0.02 }, { C::Orchestration, 0.02 }, { C::Storage, 0.01 },
            { C::Networking, 0.01 }, { C::Reliability, 0.05 }, { C::Monitoring, 0.02 }, { C::Pricing, 0.03 }, { C::Partnerships, 0.0 },
            { C::Availability, 0.05 } });
        return w;
    }
    if (n == QLatin1String("budget")) {
        w[C::PricePerfBf16] = 0.55;
        w[C::PricePerfBandwidth] = 0.25;
        w[C::Memory] = 0.05;
        for (int i = 0; i < kCategoryCount; ++i)
            w.values[size_t(i)] = 0.015;
        return w;
    }
    return std::nullopt;
}

QString Weights::presetName() const
{
    const double t = total();
    if (!(t > 0))
        return {};
    for (const QString &name : presetNames()) {
        const Weights p = *preset(name);
        const double pt = p.total();
        bool same = true;
        for (size_t c = 0; c < values.size() && same; ++c)
            same = std::abs(values[c] / t - p.values[c] / pt) < 0.001;
        if (same)
            return name;
    }
    return {};
}

QStringList Weights::presetNames()
{
    return { QStringLiteral("balanced"), QStringLiteral("training"), QStringLiteral("inference"), QStringLiteral("budget") };
}

std::optional<Weights> Weights::fromJson(const QByteArray &json, QString *error)
{
    QJsonParseError err {};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError) {
        *error = QStringLiteral("weights file is not valid JSON: %1 at byte %2").arg(err.errorString()).arg(err.offset);
        return std::nullopt;
    }
    if (!doc.isObject()) {
        *error = QStringLiteral("weights file must be a JSON object of criterion weights, e.g. {\"price_performance_bf16\": 0.5, "
                                "\"tier\": 0.5}, not %1")
                     .arg(doc.isArray() ? QStringLiteral("an array") : QStringLiteral("a single value"));
        return std::nullopt;
    }
    if (const QString twice = repeatedJsonKey(json); !twice.isEmpty()) {
        *error = QStringLiteral("weights file names '%1' twice: keep one (JSON readers silently drop one of the two)").arg(twice);
        return std::nullopt;
    }
    Weights w;
    w.values.fill(0);
    const QJsonObject obj = doc.object();
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        // The key first: a value error names only keys that exist.
        const bool tier = it.key() == QLatin1String("tier");
        const auto c = tier ? std::nullopt : criterionFromKey(it.key());
        if (!tier && !c) {
            QStringList known;
            for (const char *k : kKeys)
                known.append(QLatin1String(k));
            known.append(QStringLiteral("tier"));
            *error = QStringLiteral("unknown criterion '%1' (known: %2)").arg(it.key(), known.join(QLatin1String(", ")));
            return std::nullopt;
        }
        const double v = it.value().toDouble(-1);
        if (!it.value().isDouble() || !std::isfinite(v) || v < 0 || v > kMaxWeight || (v > 0 && v < kMinWeight)) {
            *error = QStringLiteral("weight of '%1' must be 0 or a number from %2 to %3 (weights are relative: 2 weighs twice 1)")
                         .arg(it.key())
                         .arg(kMinWeight)
                         .arg(kMaxWeight);
            return std::nullopt;
        }
        if (tier) {
            for (int i = 0; i < kCategoryCount; ++i)
                w.values[size_t(i)] += v / kCategoryCount;
            continue;
        }
        w[*c] = v;
    }
    if (w.total() <= 0) {
        *error = QStringLiteral("all weights are 0: give at least one criterion a weight");
        return std::nullopt;
    }
    return w;
}

QByteArray Weights::toJson() const
{
    QJsonObject obj;
    for (int i = 0; i < kCriterionCount; ++i)
        obj.insert(QLatin1String(kKeys[i]), values[size_t(i)]);
    return QJsonDocument(obj).toJson(QJsonDocument::Compact);
}

} // namespace cg
