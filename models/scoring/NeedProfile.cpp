#include "scoring/NeedProfile.h"

#include "core/JsonKeys.h"
#include "scoring/TrueCost.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSettings>

#include <algorithm>
#include <cmath>
#include <memory>

namespace cg {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(cg::NeedProfile)
};

QString num(double v)
{
    return QString::number(v, 'g', 10);
}

// --- JSON field names -------------------------------------------------------------------------
const QLatin1String kKey("key"), kLabel("label"), kScenario("scenario"), kConstraints("constraints"), kWeights("weights");
const QLatin1String kMinMemory("min_memory_gb_per_gpu"), kMinGpus("min_gpus"), kMaxGpus("max_gpus"),
    kMinBandwidth("min_memory_bandwidth_gbs"), kMinFp32("min_fp32_tflops"), kFast("fast_interconnect"), kBf16("bf16"), kFp8("fp8"),
    kFp64("fp64"), kResidency("residency"), kCertifications("certifications"), kMaxRoundTrip("max_round_trip_ms");
} // namespace

// --- Profiles -------------------------------------------------------------------------------------

namespace {
struct BuiltInText
{
    QString name, purpose, source;
};

std::optional<BuiltInText> builtInText(const QString &key)
{
    if (key == QLatin1String("pretraining"))
        return BuiltInText { Text::tr("LLM pretraining"),
            Text::tr("Pretraining a large language model across many nodes: memory per GPU, BF16 throughput and a fast "
                     "interconnect decide; price-performance, networking and reliability rank."),
            Text::tr("CloudGauge's own profile. 80 GB per GPU follows from 16 bytes per parameter for mixed-precision Adam "
                     "(Rajbhandari et al., \"ZeRO\", SC'20, https://arxiv.org/abs/1910.02054, section 3.1); 8 GPUs per "
                     "instance is one HGX or OAM node.") };
    if (key == QLatin1String("finetuning"))
        return BuiltInText { Text::tr("Fine-tuning"),
            Text::tr("Fine-tuning an existing model on one node: enough memory for the model and its optimizer state."),
            Text::tr("CloudGauge's own profile. Full fine-tuning of a 7B model needs 112 GB of mixed-precision Adam state (16 bytes "
                     "per parameter, ZeRO, SC'20), 28 GB per GPU over 4 GPUs: 40 GB per GPU leaves room for activations.") };
    if (key == QLatin1String("inference"))
        return BuiltInText { Text::tr("Inference serving"),
            Text::tr("Serving a trained model: cost per token decides. Decoding is bound by memory bandwidth, so true cost and "
                     "bandwidth per dollar carry the most weight."),
            Text::tr("CloudGauge's own profile. BF16 weights take 2 bytes per parameter, × 1.2 for the KV cache and activations "
                     "(CloudGauge's assumption): an 8B model needs 19.2 GB, hence 24 GB per GPU. BF16 rather than FP8: every "
                     "serving stack runs BF16 weights, and FP8 is an option that parts without it (A100) do not need.") };
    if (key == QLatin1String("rendering"))
        return BuiltInText { Text::tr("Rendering"),
            Text::tr("Rendering and graphics compute: memory bandwidth and FP32 throughput decide."),
            Text::tr("CloudGauge's own profile. The thresholds leave out inference cards such as the L4 (300 GB/s) and the T4 "
                     "(16 GB, 8.1 FP32 TFLOPS).") };
    if (key == QLatin1String("fp64"))
        return BuiltInText { Text::tr("Scientific computing (FP64)"), Text::tr("Simulation and other HPC work in double precision."),
            Text::tr("CloudGauge's own profile. FP64 throughput is not in the catalog, so no offer qualifies until datasheet "
                     "FP64 figures are imported; no figure is guessed.") };
    return std::nullopt;
}

Weights weightsOf(std::initializer_list<std::pair<Criterion, double>> values)
{
    Weights w;
    w.values.fill(0);
    for (const auto &[c, v] : values)
        w[c] = v;
    return w;
}

Weights evenCategories(Weights w, double each)
{
    for (int i = 0; i < kCategoryCount; ++i)
        w.values[size_t(i)] = each;
    return w;
}
} // namespace

QList<NeedProfile> NeedProfile::builtIns()
{
    using C = Criterion;
    QList<NeedProfile> profiles;

    NeedProfile pre;
    pre.key = QStringLiteral("pretraining");
    pre.constraints.minMemoryGbPerGpu = 80;
    pre.constraints.minGpus = 8;
    pre.constraints.fastInterconnect = true;
    pre.constraints.bf16 = true;
    pre.weights = weightsOf({ { C::PricePerfBf16, 0.35 }, { C::TrueCost, 0.10 }, { C::PricePerfBandwidth, 0.05 }, { C::Memory, 0.05 },
        { C::Security, 0.02 }, { C::Lifecycle, 0.02 }, { C::Orchestration, 0.05 }, { C::Storage, 0.04 }, { C::Networking, 0.12 },
        { C::Reliability, 0.12 }, { C::Monitoring, 0.04 }, { C::Pricing, 0.02 }, { C::Availability, 0.02 } });
    pre.scenario = QStringLiteral("pretraining");
    profiles << pre;

    NeedProfile fine;
    fine.key = QStringLiteral("finetuning");
    fine.constraints.minMemoryGbPerGpu = 40;
    fine.constraints.bf16 = true;
    fine.weights = evenCategories(
        weightsOf({ { C::PricePerfBf16, 0.40 }, { C::PricePerfBandwidth, 0.10 }, { C::Memory, 0.15 }, { C::TrueCost, 0.05 } }), 0.03);
    fine.scenario = QStringLiteral("research");
    profiles << fine;

    NeedProfile inf;
    inf.key = QStringLiteral("inference");
    inf.constraints.minMemoryGbPerGpu = 24;
    inf.constraints.bf16 = true;
    inf.weights = weightsOf({ { C::TrueCost, 0.30 }, { C::PricePerfBandwidth, 0.25 }, { C::PricePerfBf16, 0.15 }, { C::Memory, 0.10 },
        { C::Security, 0.03 }, { C::Lifecycle, 0.01 }, { C::Orchestration, 0.02 }, { C::Storage, 0.01 }, { C::Networking, 0.01 },
        { C::Reliability, 0.04 }, { C::Monitoring, 0.02 }, { C::Pricing, 0.03 }, { C::Availability, 0.03 } });
    inf.scenario = QStringLiteral("inference");
    profiles << inf;

    NeedProfile render;
    render.key = QStringLiteral("rendering");
    render.constraints.minMemoryGbPerGpu = 24;
    render.constraints.minMemoryBandwidthGBs = 600;
    render.constraints.minFp32Tflops = 30;
    render.weights = evenCategories(weightsOf({ { C::PricePerfBandwidth, 0.45 }, { C::PricePerfBf16, 0.10 }, { C::Memory, 0.15 } }), 0.03);
    render.scenario = QStringLiteral("research");
    profiles << render;

    NeedProfile fp64;
    fp64.key = QStringLiteral("fp64");
    fp64.constraints.fp64 = true;
    fp64.weights = *Weights::preset(QStringLiteral("balanced"));
    fp64.scenario = QStringLiteral("research");
    profiles << fp64;
    return profiles;
}

std::optional<NeedProfile> NeedProfile::builtIn(const QString &key)
{
    for (const NeedProfile &p : builtIns())
        if (p.key == key)
            return p;
    return std::nullopt;
}

QString NeedProfile::name() const
{
    if (!label.isEmpty())
        return label;
    if (const auto text = builtInText(key))
        return text->name;
    return key;
}

QString NeedProfile::description() const
{
    QStringList parts;
    const auto text = builtInText(key);
    if (text)
        parts << text->purpose;
    const QStringList words = constraints.inWords();
    if (words.isEmpty())
        parts << Text::tr("No hard constraints.");
    else
        parts << Text::tr("Needs %1.").arg(words.join(Text::tr("; ")));
    if (!text)
        parts << Text::tr("A profile defined locally.");
    else if (builtIn(key) != *this)
        parts << Text::tr("Edited locally from the built-in profile.");
    else
        parts << text->source;
    return parts.join(QLatin1Char(' '));
}

// --- JSON -----------------------------------------------------------------------------------------

QByteArray NeedProfile::toJson() const
{
    QJsonObject c;
    auto bound = [&c](QLatin1String field, const std::optional<double> &v) {
        if (v)
            c.insert(field, *v);
    };
    bound(kMinMemory, constraints.minMemoryGbPerGpu);
    bound(kMinGpus, constraints.minGpus);
    bound(kMaxGpus, constraints.maxGpus);
    bound(kMinBandwidth, constraints.minMemoryBandwidthGBs);
    bound(kMinFp32, constraints.minFp32Tflops);
    bound(kMaxRoundTrip, constraints.maxRoundTripMs);
    c.insert(kFast, constraints.fastInterconnect);
    c.insert(kBf16, constraints.bf16);
    c.insert(kFp8, constraints.fp8);
    c.insert(kFp64, constraints.fp64);
    if (constraints.residency.isSet())
        c.insert(kResidency, constraints.residency.text());
    if (!constraints.certifications.isEmpty()) {
        QJsonArray certs;
        for (const CertificationRequirement &r : constraints.certifications)
            certs.append(r.text());
        c.insert(kCertifications, certs);
    }

    QJsonObject o;
    o.insert(kKey, key);
    if (!label.isEmpty())
        o.insert(kLabel, label);
    o.insert(kScenario, scenario);
    o.insert(kConstraints, c);
    o.insert(kWeights, QJsonDocument::fromJson(weights.toJson()).object());
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

std::optional<NeedProfile> NeedProfile::fromJson(const QByteArray &json, QString *error)
{
    QString ignored;
    QString &err = error ? *error : ignored;
    QJsonParseError parse {};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
    if (parse.error != QJsonParseError::NoError || !doc.isObject()) {
        err = parse.error != QJsonParseError::NoError
            ? QStringLiteral("need profile is not JSON (%1 at offset %2)").arg(parse.errorString()).arg(parse.offset)
            : QStringLiteral("need profile is not a JSON object");
        return std::nullopt;
    }
    if (const QString twice = repeatedJsonKey(json); !twice.isEmpty()) {
        err = QStringLiteral("%1: named twice; keep one (JSON readers silently drop one of the two)").arg(twice);
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    static const QStringList topFields = { kKey, kLabel, kScenario, kConstraints, kWeights };
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!topFields.contains(it.key())) {
            err = QStringLiteral("%1: unknown field (known: %2)").arg(it.key(), topFields.join(QLatin1String(", ")));
            return std::nullopt;
        }
    for (const QString &required : { QString(kKey), QString(kScenario), QString(kConstraints), QString(kWeights) })
        if (!o.contains(required)) {
            err = QStringLiteral("%1: missing").arg(required);
            return std::nullopt;
        }

    NeedProfile p;
    static const QRegularExpression keyPattern(QStringLiteral("^[a-z0-9_-]+$"));
    if (!o.value(kKey).isString() || !keyPattern.match(o.value(kKey).toString()).hasMatch()) {
        err = QStringLiteral("key: must be a string of lower-case letters, digits, '-' or '_'");
        return std::nullopt;
    }
    p.key = o.value(kKey).toString();
    if (o.contains(kLabel)) {
        if (!o.value(kLabel).isString()) {
            err = QStringLiteral("label: must be a string");
            return std::nullopt;
        }
        p.label = o.value(kLabel).toString();
    }
    p.scenario = o.value(kScenario).toString();
    if (!o.value(kScenario).isString() || !CostScenario::presetNames().contains(p.scenario)) {
        err = QStringLiteral("scenario: must be one of %1").arg(CostScenario::presetNames().join(QLatin1String(", ")));
        return std::nullopt;
    }

    if (!o.value(kConstraints).isObject()) {
        err = QStringLiteral("constraints: must be an object");
        return std::nullopt;
    }
    const QJsonObject c = o.value(kConstraints).toObject();
    struct BoundField
    {
        QLatin1String name;
        std::optional<double> NeedConstraints::*member;
    };
    const BoundField bounds[] = { { kMinMemory, &NeedConstraints::minMemoryGbPerGpu }, { kMinGpus, &NeedConstraints::minGpus },
        { kMaxGpus, &NeedConstraints::maxGpus }, { kMinBandwidth, &NeedConstraints::minMemoryBandwidthGBs },
        { kMinFp32, &NeedConstraints::minFp32Tflops }, { kMaxRoundTrip, &NeedConstraints::maxRoundTripMs } };
    struct FlagField
    {
        QLatin1String name;
        bool NeedConstraints::*member;
    };
    const FlagField flags[] = { { kFast, &NeedConstraints::fastInterconnect }, { kBf16, &NeedConstraints::bf16 },
        { kFp8, &NeedConstraints::fp8 }, { kFp64, &NeedConstraints::fp64 } };
    for (auto it = c.begin(); it != c.end(); ++it) {
        const QString field = QStringLiteral("constraints.") + it.key();
        bool known = false;
        if (it.key() == kResidency) {
            known = true;
            QString why;
            const std::optional<Residency> rule = it.value().isString() ? Residency::parse(it.value().toString(), &why) : std::nullopt;
            if (!rule) {
                err = QStringLiteral("%1: %2").arg(
                    field, it.value().isString() ? why : QStringLiteral("must be a string such as \"cn-mainland\""));
                return std::nullopt;
            }
            p.constraints.residency = *rule;
        }
        if (it.key() == kCertifications) {
            known = true;
            QStringList items;
            bool strings = it.value().isArray();
            const QJsonArray array = it.value().toArray();
            for (const auto &v : array) {
                strings = strings && v.isString();
                items << v.toString();
            }
            QString why;
            const auto list = strings ? CertificationRequirement::parseList(items.join(QLatin1Char(',')), &why) : std::nullopt;
            if (!list) {
                err = QStringLiteral("%1: %2").arg(
                    field, strings ? why : QStringLiteral("must be an array of strings such as [\"iso27001\", \"mlps:3\"]"));
                return std::nullopt;
            }
            p.constraints.certifications = *list;
        }
        for (const BoundField &b : bounds) {
            if (it.key() != b.name)
                continue;
            known = true;
            if (it.value().isNull())
                break; // an explicit null: no constraint
            const double v = it.value().toDouble(-1);
            if (!it.value().isDouble() || !std::isfinite(v) || v < 0) {
                err = QStringLiteral("%1: must be a number ≥ 0 or null").arg(field);
                return std::nullopt;
            }
            p.constraints.*(b.member) = v;
        }
        for (const FlagField &f : flags) {
            if (it.key() != f.name)
                continue;
            known = true;
            if (!it.value().isBool()) {
                err = QStringLiteral("%1: must be true or false").arg(field);
                return std::nullopt;
            }
            p.constraints.*(f.member) = it.value().toBool();
        }
        if (!known) {
            QStringList names;
            for (const BoundField &b : bounds)
                names << b.name;
            for (const FlagField &f : flags)
                names << f.name;
            names << kResidency << kCertifications;
            err = QStringLiteral("%1: unknown field (known: %2)").arg(field, names.join(QLatin1String(", ")));
            return std::nullopt;
        }
    }
    if (p.constraints.minGpus && p.constraints.maxGpus && *p.constraints.minGpus > *p.constraints.maxGpus) {
        err = QStringLiteral("constraints.min_gpus: %1 is above max_gpus %2").arg(num(*p.constraints.minGpus), num(*p.constraints.maxGpus));
        return std::nullopt;
    }

    if (!o.value(kWeights).isObject()) {
        err = QStringLiteral("weights: must be an object");
        return std::nullopt;
    }
    QString weightsError;
    const auto w = Weights::fromJson(QJsonDocument(o.value(kWeights).toObject()).toJson(QJsonDocument::Compact), &weightsError);
    if (!w) {
        err = QStringLiteral("weights: %1").arg(weightsError);
        return std::nullopt;
    }
    p.weights = *w;
    return p;
}

} // namespace cg
