#include "scoring/ModelJob.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace cg {

double ModelJob::bytesPerParameter(ModelMethod method)
{
    switch (method) {
    case ModelMethod::Training:
        return 16.0; // ZeRO §3.1: 2 + 2 + 12
    case ModelMethod::Lora:
        return 2.0; // LoRA §4.2: 350 GB for 175B parameters
    case ModelMethod::Qlora:
        return 0.5 + 0.127 / 8; // QLoRA §3: NF4 plus double-quantised constants
    case ModelMethod::Inference:
        return 2.0 * 1.2; // BF16 weights and CloudGauge's 1.2 for the KV cache
    }
    return 16.0;
}

NeedConstraints ModelJob::constraints() const
{
    NeedConstraints c;
    if (!std::isfinite(parameters) || parameters <= 0 || gpus < 1)
        return c;
    const bool sharded = method != ModelMethod::Qlora;
    const double shards = sharded ? gpus : 1;
    const double gb = parameters * bytesPerParameter(method) / shards / 1e9;
    c.minMemoryGbPerGpu = std::round(gb * 1000) / 1000;
    if (sharded && gpus > 1) {
        c.minGpus = std::min(gpus, 8);
        c.fastInterconnect = true;
    }
    if (gpus <= 8)
        c.maxGpus = gpus; // a larger instance is not the job's size: its other GPUs would be paid for idle
    c.bf16 = true;
    return c;
}

std::optional<double> ModelJob::decodeTokensPerSecondPerGpu(
    std::optional<double> bandwidthGBs, std::optional<double> bf16Tflops, int batch) const
{
    if (!bandwidthGBs || !bf16Tflops || !(*bandwidthGBs > 0) || !(*bf16Tflops > 0) || !(parameters > 0) || batch < 1)
        return std::nullopt;
    const double memoryBound = batch * *bandwidthGBs * 1e9 / (2.0 * parameters); // BF16 weights read once a step
    const double computeBound = *bf16Tflops * 1e12 / (2.0 * parameters); // 2 FLOPs per parameter per token
    return std::min(memoryBound, computeBound);
}

std::optional<double> ModelJob::usdPerMillionTokens(double usdPerGpuHour, std::optional<double> tokensPerSecondPerGpu)
{
    if (!tokensPerSecondPerGpu || !(*tokensPerSecondPerGpu > 0) || !std::isfinite(usdPerGpuHour))
        return std::nullopt;
    return usdPerGpuHour / (*tokensPerSecondPerGpu * 3600) * 1e6;
}

int ModelJob::instancesOn(double gpusPerInstance) const
{
    if (!(gpusPerInstance >= 1))
        return 1;
    return std::max(1, int(std::ceil(gpus / std::floor(gpusPerInstance))));
}

QString ModelJob::parametersText(double p)
{
    const QLocale c = QLocale::c();
    return p >= 1e12 ? c.toString(p / 1e12, 'g', 4) + QStringLiteral("T")
        : p >= 1e9   ? c.toString(p / 1e9, 'g', 4) + QStringLiteral("B")
        : p >= 1e6   ? c.toString(p / 1e6, 'g', 4) + QStringLiteral("M")
                     : c.toString(p, 'g', 6);
}

QString ModelJob::inWords() const
{
    const QString size = parametersText(parameters);
    switch (method) {
    case ModelMethod::Training:
        return tr("a %1-parameter model trained in full (mixed-precision Adam) on %n GPU(s)", nullptr, gpus).arg(size);
    case ModelMethod::Lora:
        return tr("a %1-parameter model fine-tuned with LoRA on %n GPU(s)", nullptr, gpus).arg(size);
    case ModelMethod::Qlora:
        return tr("a %1-parameter model fine-tuned with QLoRA on %n GPU(s)", nullptr, gpus).arg(size);
    case ModelMethod::Inference:
        return tr("a %1-parameter model served in BF16 on %n GPU(s)", nullptr, gpus).arg(size);
    }
    return {};
}

std::optional<double> ModelJob::parseParameters(const QString &text, QString *error)
{
    static const QRegularExpression form(QStringLiteral("^\\s*([0-9]+(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)\\s*([kKmMbBtT]?)\\s*$"));
    const QRegularExpressionMatch m = form.match(text);
    double value = 0;
    if (m.hasMatch()) {
        value = m.captured(1).toDouble();
        const QChar unit = m.captured(2).isEmpty() ? QChar() : m.captured(2).at(0).toUpper();
        value *= unit == QLatin1Char('K') ? 1e3
            : unit == QLatin1Char('M')    ? 1e6
            : unit == QLatin1Char('B')    ? 1e9
            : unit == QLatin1Char('T')    ? 1e12
                                          : 1;
    }
    if (!m.hasMatch() || !std::isfinite(value) || value > 1e15) {
        if (error)
            *error = QStringLiteral("'%1' is not a parameter count: write 70B, 7e9, 1.5T or 350M").arg(text);
        return std::nullopt;
    }
    if (value < 1e6) { // "70" is surely 70B: no model worth renting a GPU for has under a million parameters
        if (error)
            *error = QStringLiteral("'%1' is %2 parameters, below a million: did you mean %1B?")
                         .arg(text.trimmed(), QLocale::c().toString(value, 'g', 6));
        return std::nullopt;
    }
    return value;
}

std::optional<ModelMethod> ModelJob::methodFromName(const QString &name)
{
    QString n = name.trimmed().toLower();
    n.remove(QLatin1Char('-')).remove(QLatin1Char('_')).remove(QLatin1Char(' '));
    if (n == QLatin1String("full") || n == QLatin1String("training") || n == QLatin1String("fullfinetune")
        || n == QLatin1String("pretraining"))
        return ModelMethod::Training;
    if (n == QLatin1String("lora"))
        return ModelMethod::Lora;
    if (n == QLatin1String("qlora"))
        return ModelMethod::Qlora;
    if (n == QLatin1String("inference") || n == QLatin1String("serving"))
        return ModelMethod::Inference;
    return std::nullopt;
}

QStringList ModelJob::methodNames()
{
    return { QStringLiteral("full"), QStringLiteral("lora"), QStringLiteral("qlora"), QStringLiteral("inference") };
}

} // namespace cg
