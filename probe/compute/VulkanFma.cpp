// FP32 FMA throughput of the Vulkan benchmarks: shaders/fma.comp compiled at WIDTH 1, 2, 4, 8 and
// 16, each width screened and the best one measured, as the OpenCL path (OpenClFma.cpp) and clpeak
// ("Single-precision compute", https://github.com/krrishnarraj/clpeak) do.

#include "OpenClKernels.h" // kFmaWidths, kFmaM, kFmaC, kFmaPerIteration, hostFmaLanes: the same chains
#include "VulkanBench.h"

#include <algorithm>
#include <cmath>

#ifdef CG_HAVE_VULKAN_SPIRV
#include "fma_v16_spv.h"
#include "fma_v1_spv.h"
#include "fma_v2_spv.h"
#include "fma_v4_spv.h"
#include "fma_v8_spv.h"
#endif

namespace cg::probe {

bool VulkanBench::fmaAtWidth(int width, Samples *s, double *flop, double *fmaPerItem, qint64 *bad, qint64 *checked)
{
#ifdef CG_HAVE_VULKAN_SPIRV
    struct Code
    {
        int width;
        const std::uint32_t *words;
        std::size_t bytes;
    };
    const Code codes[] = { { 1, kFmaV1Spv, sizeof kFmaV1Spv }, { 2, kFmaV2Spv, sizeof kFmaV2Spv }, { 4, kFmaV4Spv, sizeof kFmaV4Spv },
        { 8, kFmaV8Spv, sizeof kFmaV8Spv }, { 16, kFmaV16Spv, sizeof kFmaV16Spv } };
    const Code *code = std::find_if(std::begin(codes), std::end(codes), [&](const Code &c) { return c.width == width; });
    const vk::VkComputePipeline p = m_ctx.pipeline(code->words, code->bytes, { m_a }, 3 * sizeof(float));
    struct Push
    {
        float m;
        float c;
        std::int32_t iters;
    } push { ocl::kFmaM, ocl::kFmaC, 64 };
    const std::uint32_t groups = m_fmaItems / vk::kLocalSize;
    auto timed = [&](int count) { return std::max(1e-6, m_ctx.timedDispatches(p, &push, groups, count, m_figure)); };
    // Grow the chain length until one dispatch lasts about targetDispatchMs (at most 2^16
    // iterations, which keeps the values exact and the host check short); shrink when too long.
    constexpr std::int32_t maxIters = 1 << 16;
    timed(1);
    for (int tries = 0; tries < 10; ++tries) {
        const double t = timed(1);
        if (t > m_cal.maxDispatchMs && push.iters > 16) {
            push.iters = std::int32_t(shrinkSize(push.iters, t, m_cal.targetDispatchMs, m_cal.maxDispatchMs, 16, 16));
            continue;
        }
        if (t >= m_cal.targetDispatchMs / 2 || push.iters >= maxIters)
            break;
        const double factor = t > 0 ? std::min(64.0, m_cal.targetDispatchMs / t) : 64.0;
        std::int32_t grown = push.iters;
        while (grown < maxIters && double(grown) < double(push.iters) * factor)
            grown *= 2;
        push.iters = std::min(grown, maxIters);
    }
    *fmaPerItem = double(push.iters) * ocl::kFmaPerIteration * width;
    *flop = 2.0 * *fmaPerItem * double(m_fmaItems);
    if (!sample(timed, *flop, 1e12, s))
        return false;
    const std::vector<float> result = readResult(m_fmaItems);
    // 16 invocations spread over the range, their full chains repeated on the host; the lane sum
    // may round differently where a compiler reassociates it: 10^-5 relative is allowed.
    const std::uint32_t step = std::max<std::uint32_t>(1, m_fmaItems / 16);
    for (std::uint32_t gid = 0; gid < m_fmaItems; gid += step, ++*checked) {
        const float expected = ocl::hostFmaLanes(int(gid), push.iters, width);
        *bad += std::fabs(result[gid] - expected) > 1e-5f * std::fabs(expected);
    }
    return true;
#else
    Q_UNUSED(width)
    Q_UNUSED(s)
    Q_UNUSED(flop)
    Q_UNUSED(fmaPerItem)
    Q_UNUSED(bad)
    Q_UNUSED(checked)
    return false;
#endif
}

void VulkanBench::runFma(QJsonObject &out)
{
    struct Width
    {
        int width = 1;
        Samples s;
        double flop = 0, fmaPerItem = 0, median = 0;
    };
    // Screening: a few samples per width (the quick rule's minimum, no convergence asked), then the
    // full stop rule on the best width only, so five widths cost little more than one.
    std::vector<Width> screened;
    qint64 bad = 0, checked = 0;
    QJsonObject perWidth;
    const StopRule full = m_rule;
    m_rule.minSamples = m_rule.maxSamples = StopRule::forMode(true).minSamples;
    for (int width : ocl::kFmaWidths) {
        Width w;
        w.width = width;
        if (!fmaAtWidth(width, &w.s, &w.flop, &w.fmaPerItem, &bad, &checked))
            break;
        w.median = computeStats(w.s.values).median;
        perWidth.insert(QString::number(width), roundSignificant(w.median, 5));
        screened.push_back(std::move(w));
        if (m_stoppedEarly)
            break;
    }
    m_rule = full;
    if (screened.empty())
        return;
    Width best = *std::max_element(screened.begin(), screened.end(), [](const Width &a, const Width &b) { return a.median < b.median; });
    best.s.converged = false;
    if (!m_stoppedEarly) {
        Width again;
        again.width = best.width;
        m_ctx.zero(m_a, VkDeviceSize(m_fmaItems) * sizeof(float));
        if (fmaAtWidth(best.width, &again.s, &again.flop, &again.fmaPerItem, &bad, &checked))
            best = std::move(again);
    }
    emitMeasure(out, QStringLiteral("fp32_tflops"), best.s, QStringLiteral("flop"), best.flop, bad, checked,
        { { QStringLiteral("work_items"), double(m_fmaItems) }, { QStringLiteral("fma_per_work_item"), best.fmaPerItem },
            { QStringLiteral("vector_width"), best.width }, { QStringLiteral("widths"), perWidth } });
}

} // namespace cg::probe
