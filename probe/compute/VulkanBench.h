#pragma once

// The Vulkan micro-benchmarks on one physical device: copy and triad bandwidth and FP32 FMA
// throughput, device-timed with timestamp queries. Method and keys in probe/schema.md.

#include "BenchmarkStats.h"
#include "ComputeBackends.h"
#include "VulkanContext.h"

#include <QJsonObject>
#include <QStringList>

#include <vector>

namespace cg::probe {

/// The VK_ERROR_... name of a VkResult, or "VkResult" for one not listed.
QString vulkanResultName(VkResult r);

/// The Benchmarks object of the Vulkan device, and whether a dispatch never finished (then the
/// caller must leave the instance and the loader alone).
struct VulkanBenchOutcome
{
    QJsonObject benchmarks;
    bool hung = false;
};

/**
 * Vulkan compute benchmarks on one physical device, with the OpenCL path's method (StopRule,
 * Calibration, median/best/spread/converged Measures, host verification):
 *
 * - `copy_gbps`: `dst[i] = src[i]` (shaders/copy.comp, as vec4), 2 × 4 × n bytes per dispatch;
 * - `triad_gbps`: `a[i] = b[i] + s × c[i]` (shaders/triad.comp, as vec4), 3 × 4 × n bytes per dispatch
 *   (BabelStream, https://github.com/UoB-HPC/BabelStream);
 * - `fp32_tflops`: 8 FMA chains of width 1, 2, 4, 8, 16 per invocation (shaders/fma.comp, widths
 *   8 and 16 as 2 and 4 vec4), 2 FLOP per FMA, every width screened and the best one measured
 *   under the full stop rule (clpeak, https://github.com/krrishnarraj/clpeak).
 *
 * GB/s = 10^9 bytes/s, TFLOPS = 10^12 FLOP/s. Samples are timed on the device with timestamp
 * queries where the queue supports them (Measure key `timing`: "device"), else on the host
 * ("host"). Buffers: at most 256 MiB each (64 MiB on a CPU device, 64/32 MiB in quick mode) and
 * at most maxStorageBufferRange; device-local memory preferred. Any Vulkan error gives status
 * `error` and no number for that figure; a fence not signalled within 5 s gives `timeout` (CLV-03).
 * Built without glslangValidator, the benchmarks report `skipped` with the reason.
 */
class VulkanBench final
{
public:
    VulkanBench(PFN_vkGetInstanceProcAddr getInstanceProcAddr, VkInstance instance, VkPhysicalDevice device, bool gpu,
        const ComputeOptions &options, const Deadline &deadline);
    VulkanBench(const VulkanBench &) = delete;
    VulkanBench &operator=(const VulkanBench &) = delete;

    VulkanBenchOutcome run();

private:
    /// The samples of one figure.
    struct Samples
    {
        std::vector<double> values; ///< figure per sample (GB/s or TFLOPS)
        std::vector<double> ms; ///< time of one dispatch per sample, ms
        int reps = 1; ///< dispatches per sample
        bool converged = false;
    };
    bool cancelled() const { return m_options.cancel && m_options.cancel->load(); }
    /// Warm-up, reps from one timed dispatch, then samples until the stop rule says so.
    /// `timed(count)` runs `count` dispatches and returns their time in ms. False when no sample
    /// was taken (deadline or cancel first).
    template<typename Timed> bool sample(Timed timed, double amountPerDispatch, double unitScale, Samples *s);
    /// Shrinks `*n` elements until one dispatch of `p` takes ≤ maxDispatchMs, then samples it as
    /// GB/s with `bytesPerElement` bytes moved per float; push constants are {n / 4, extra} (the
    /// shaders move vec4). `*n` stays a multiple of 65,536.
    bool sampleStream(const vk::VkComputePipeline &p, double bytesPerElement, float extra, std::uint32_t *n, Samples *s);
    void runCopy(QJsonObject &out);
    void runTriad(QJsonObject &out);
    void runFma(QJsonObject &out);
    /// FP32 FMA at vector width `width`: calibrates iterations, samples, verifies 16 invocations.
    bool fmaAtWidth(int width, Samples *s, double *flop, double *fmaPerItem, qint64 *bad, qint64 *checked);
    /// Reads back the first `count` floats of the result buffer.
    std::vector<float> readResult(std::uint32_t count);
    void emitMeasure(QJsonObject &out, const QString &key, const Samples &s, const QString &amountKey, double amount, qint64 mismatches,
        qint64 checked, const QJsonObject &extra);

    vk::VkContext m_ctx;
    bool m_gpu = false;
    const ComputeOptions &m_options;
    const Deadline &m_deadline;
    StopRule m_rule;
    Calibration m_cal;
    QString m_figure;
    bool m_stoppedEarly = false;
    QString m_stopReason;
    QStringList m_mismatched;

    vk::VkBufferMem m_a, m_b, m_c, m_staging;
    VkDeviceSize m_bytes = 0; ///< bytes per buffer
    std::vector<float> m_hostB, m_hostC;
    std::uint32_t m_fmaItems = 0; ///< invocations of one FMA dispatch
};

template<typename Timed> bool VulkanBench::sample(Timed timed, double amountPerDispatch, double unitScale, Samples *s)
{
    s->converged = false;
    timed(1); // warm-up (discarded): first-touch page faults, pipeline compilation, clocks ramping up
    s->reps = dispatchesPerSample(timed(1), m_cal.targetSampleMs, m_cal.maxDispatchesPerSample);
    for (;;) {
        const StopReason step = nextStep(s->values, m_rule, m_deadline.expired(), cancelled());
        if (step == StopReason::Cancelled || step == StopReason::Deadline) {
            m_stoppedEarly = true;
            m_stopReason = step == StopReason::Cancelled ? QStringLiteral("cancelled") : QStringLiteral("timeout");
            return !s->values.empty();
        }
        if (step != StopReason::Continue) {
            s->converged = step == StopReason::Converged;
            return true;
        }
        const double ms = timed(s->reps);
        s->values.push_back(amountPerDispatch * s->reps / (ms / 1000.0) / unitScale);
        s->ms.push_back(ms / s->reps);
    }
}

} // namespace cg::probe
