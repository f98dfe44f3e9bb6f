// Vulkan benchmarks: setup, copy and triad bandwidth, status (FP32 FMA in VulkanFma.cpp).

#include "VulkanBench.h"

#include <algorithm>

#ifdef CG_HAVE_VULKAN_SPIRV
#include "copy_comp_spv.h" // kCopyCompSpv: shaders/copy.comp compiled by glslangValidator at build time
#include "triad_comp_spv.h" // kTriadCompSpv: shaders/triad.comp
#endif

namespace cg::probe {

using vk::check;

QString vulkanResultName(VkResult r)
{
    switch (r) {
    case VK_ERROR_OUT_OF_HOST_MEMORY:
        return QStringLiteral("VK_ERROR_OUT_OF_HOST_MEMORY");
    case VK_ERROR_OUT_OF_DEVICE_MEMORY:
        return QStringLiteral("VK_ERROR_OUT_OF_DEVICE_MEMORY");
    case VK_ERROR_INITIALIZATION_FAILED:
        return QStringLiteral("VK_ERROR_INITIALIZATION_FAILED");
    case VK_ERROR_DEVICE_LOST:
        return QStringLiteral("VK_ERROR_DEVICE_LOST");
    case VK_ERROR_LAYER_NOT_PRESENT:
        return QStringLiteral("VK_ERROR_LAYER_NOT_PRESENT");
    case VK_ERROR_EXTENSION_NOT_PRESENT:
        return QStringLiteral("VK_ERROR_EXTENSION_NOT_PRESENT");
    case VK_ERROR_INCOMPATIBLE_DRIVER:
        return QStringLiteral("VK_ERROR_INCOMPATIBLE_DRIVER");
    case VK_TIMEOUT:
        return QStringLiteral("VK_TIMEOUT");
    case VK_ERROR_FEATURE_NOT_PRESENT:
        return QStringLiteral("VK_ERROR_FEATURE_NOT_PRESENT");
    default:
        break;
    }
    return QStringLiteral("VkResult");
}

VulkanBench::VulkanBench(PFN_vkGetInstanceProcAddr getInstanceProcAddr, VkInstance instance, VkPhysicalDevice device, bool gpu,
    const ComputeOptions &options, const Deadline &deadline)
    : m_ctx(getInstanceProcAddr, instance, device)
    , m_gpu(gpu)
    , m_options(options)
    , m_deadline(deadline)
    , m_rule(StopRule::forMode(options.quick))
    , m_cal(Calibration::forMode(options.quick))
{
}

std::vector<float> VulkanBench::readResult(std::uint32_t count)
{
    const VkDeviceSize bytes = VkDeviceSize(count) * sizeof(float);
    m_ctx.copy(m_a, m_staging, bytes);
    std::vector<float> out(count);
    m_ctx.withMapped(m_staging, bytes, [&](void *p) { std::copy_n(static_cast<const float *>(p), count, out.begin()); });
    return out;
}

void VulkanBench::emitMeasure(QJsonObject &out, const QString &key, const Samples &s, const QString &amountKey, double amount,
    qint64 mismatches, qint64 checked, const QJsonObject &extra)
{
    if (s.values.empty())
        return;
    if (vk::injectedFault(m_figure) == QLatin1String("mismatch"))
        mismatches = std::max<qint64>(mismatches, 1);
    QJsonObject m;
    if (mismatches > 0) {
        m = unverifiedMeasureJson(int(s.values.size()), amountKey, amount,
            QStringLiteral("%1 of %2 checked results differ from the host computation").arg(mismatches).arg(checked));
        m_mismatched << key;
    } else {
        m = measureJson(s.values, s.ms, amountKey, amount, s.reps, s.converged);
    }
    for (auto it = extra.constBegin(); it != extra.constEnd(); ++it)
        m.insert(it.key(), it.value());
    m.insert(QStringLiteral("checked"), double(checked));
    m.insert(QStringLiteral("timing"), m_ctx.timer().device ? QStringLiteral("device") : QStringLiteral("host"));
    out.insert(key, m);
}

bool VulkanBench::sampleStream(const vk::VkComputePipeline &p, double bytesPerElement, float extra, std::uint32_t *n, Samples *s)
{
    struct Push
    {
        std::uint32_t n4; // vec4 elements: *n is a multiple of 65,536 floats
        float extra;
    } push { *n / 4, extra };
    auto timed = [&](int count) {
        push.n4 = *n / 4;
        const auto groups = std::min(vk::kMaxGroups, (push.n4 + vk::kLocalSize - 1) / vk::kLocalSize);
        return std::max(1e-6, m_ctx.timedDispatches(p, &push, groups, count, m_figure));
    };
    for (int tries = 0; tries < 6; ++tries) {
        timed(1);
        const double ms = timed(1);
        const auto next = std::uint32_t(shrinkSize(*n, ms, m_cal.targetDispatchMs, m_cal.maxDispatchMs, 65536, 65536));
        if (next == *n)
            break;
        *n = next;
    }
    return sample(timed, bytesPerElement * double(*n), 1e9, s);
}

void VulkanBench::runCopy(QJsonObject &out)
{
#ifdef CG_HAVE_VULKAN_SPIRV
    const vk::VkComputePipeline p = m_ctx.pipeline(kCopyCompSpv, sizeof kCopyCompSpv, { m_b, m_a }, 2 * sizeof(std::uint32_t));
    auto n = std::uint32_t(m_bytes / sizeof(float));
    Samples s;
    if (!sampleStream(p, 2.0 * sizeof(float), 0.0f, &n, &s))
        return;
    const std::vector<float> a = readResult(n);
    qint64 bad = 0;
    for (std::uint32_t i = 0; i < n; ++i)
        bad += a[i] != m_hostB[i];
    emitMeasure(out, QStringLiteral("copy_gbps"), s, QStringLiteral("bytes"), 2.0 * sizeof(float) * n, bad, n,
        { { QStringLiteral("elements"), double(n) } });
#else
    Q_UNUSED(out)
#endif
}

void VulkanBench::runTriad(QJsonObject &out)
{
#ifdef CG_HAVE_VULKAN_SPIRV
    const vk::VkComputePipeline p = m_ctx.pipeline(kTriadCompSpv, sizeof kTriadCompSpv, { m_a, m_b, m_c }, 2 * sizeof(std::uint32_t));
    auto n = std::uint32_t(m_bytes / sizeof(float));
    const float scalar = 3.0f; // small integers keep b + s × c exact whether or not it is contracted
    Samples s;
    if (!sampleStream(p, 3.0 * sizeof(float), scalar, &n, &s))
        return;
    const std::vector<float> a = readResult(n);
    qint64 bad = 0;
    for (std::uint32_t i = 0; i < n; ++i)
        bad += a[i] != m_hostB[i] + scalar * m_hostC[i];
    emitMeasure(out, QStringLiteral("triad_gbps"), s, QStringLiteral("bytes"), 3.0 * sizeof(float) * n, bad, n,
        { { QStringLiteral("elements"), double(n) } });
#else
    Q_UNUSED(out)
#endif
}

VulkanBenchOutcome VulkanBench::run()
{
    QJsonObject b;
    b.insert(QStringLiteral("api"), QStringLiteral("vulkan"));
#ifndef CG_HAVE_VULKAN_SPIRV
    b.insert(QStringLiteral("status"), QStringLiteral("skipped"));
    b.insert(
        QStringLiteral("reason"), QStringLiteral("this build has no Vulkan compute shader (glslangValidator was not found at build time)"));
    return { b, false };
#else
    QString status = QStringLiteral("ok");
    QString reason;
    try {
        m_figure = QStringLiteral("setup");
        m_ctx.setUp();
        const vk::TimerInfo &t = m_ctx.timer();
        b.insert(QStringLiteral("timing"), t.device ? QStringLiteral("device") : QStringLiteral("host"));
        b.insert(QStringLiteral("timestamp_period_ns"), double(t.periodNs));
        b.insert(QStringLiteral("timestamp_valid_bits"), int(t.validBits));
        b.insert(QStringLiteral("timestamp_compute_and_graphics"), t.computeAndGraphics);

        // Buffer size as for OpenCL: 256 MiB on a GPU (64 quick), 64 MiB on a CPU device (32 quick),
        // at most maxStorageBufferRange, whole MiB.
        const bool quick = m_options.quick;
        m_bytes = VkDeviceSize(m_gpu ? (quick ? 64 : 256) : (quick ? 32 : 64)) * 1024 * 1024;
        m_bytes = std::min<VkDeviceSize>(m_bytes, m_ctx.properties().limits.maxStorageBufferRange);
        m_bytes -= m_bytes % (1024 * 1024);
        if (m_bytes == 0)
            throw vk::VkError { QStringLiteral("maxStorageBufferRange below 1 MiB"), VK_ERROR_OUT_OF_DEVICE_MEMORY };
        m_a = m_ctx.storageBuffer(m_bytes);
        m_b = m_ctx.storageBuffer(m_bytes);
        m_c = m_ctx.storageBuffer(m_bytes);
        m_staging = m_ctx.stagingBuffer(m_bytes);
        const auto total = std::size_t(m_bytes / sizeof(float));
        m_hostB.resize(total);
        m_hostC.resize(total);
        for (std::size_t i = 0; i < total; ++i) {
            m_hostB[i] = float(i % 1000);
            m_hostC[i] = float(i % 7);
        }
        for (const auto &pair : { std::pair { &m_hostB, &m_b }, std::pair { &m_hostC, &m_c } }) {
            const std::vector<float> *host
                = pair.first; // not a structured binding: a lambda may not capture one before C++20's P1091 (clang 14)
            m_ctx.withMapped(m_staging, m_bytes, [host](void *p) { std::copy(host->begin(), host->end(), static_cast<float *>(p)); });
            m_ctx.copy(m_staging, *pair.second, m_bytes);
        }
        // Invocations of one FMA dispatch: 65,535 groups of 256 on a GPU (~16.8 M, dozens of
        // waves on the largest GPUs, so the last partial wave costs little), 128 on a CPU device.
        m_fmaItems = (m_gpu ? vk::kMaxGroups : 128u) * vk::kLocalSize;
        m_fmaItems = std::min<std::uint32_t>(m_fmaItems, std::uint32_t(total) / vk::kLocalSize * vk::kLocalSize);

        struct Figure
        {
            const char *key;
            void (VulkanBench::*fn)(QJsonObject &);
        };
        const Figure figures[]
            = { { "copy", &VulkanBench::runCopy }, { "triad", &VulkanBench::runTriad }, { "fp32", &VulkanBench::runFma } };
        for (const Figure &f : figures) {
            m_figure = QString::fromLatin1(f.key);
            if (cancelled()) {
                m_stoppedEarly = true;
                m_stopReason = QStringLiteral("cancelled");
            } else if (m_deadline.expired()) {
                m_stoppedEarly = true;
                m_stopReason = QStringLiteral("timeout");
            } else {
                m_ctx.zero(m_a, m_bytes); // the check sees this figure's results only
                (this->*f.fn)(b);
            }
            if (m_stoppedEarly)
                break;
        }
        const RunOutcome outcome = runOutcome(m_stoppedEarly, m_stopReason, m_figure, m_deadline.budget(), m_mismatched);
        status = outcome.status;
        reason = outcome.reason;
    } catch (const vk::VkError &e) {
        status = QStringLiteral("error");
        reason = QStringLiteral("benchmark failed: driver reset/timeout or out of resources (%1 returned %2 %3 during %4)")
                     .arg(e.call)
                     .arg(int(e.code))
                     .arg(vulkanResultName(e.code), m_figure);
        b.insert(QStringLiteral("error_code"), int(e.code));
    } catch (const vk::VkHang &) {
        status = QStringLiteral("timeout");
        reason = QStringLiteral("benchmark failed: driver reset/timeout (a %1 dispatch did not finish within 5 s)").arg(m_figure);
    }
    if (status == QLatin1String("ok") && !m_gpu)
        reason = QStringLiteral("measured on a CPU (software) Vulkan device: these are CPU figures, not GPU figures");
    b.insert(QStringLiteral("status"), status);
    b.insert(QStringLiteral("reason"), reason);
    return { b, m_ctx.hung };
#endif
}

} // namespace cg::probe
