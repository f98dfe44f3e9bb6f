// FP32 FMA throughput of the OpenCL benchmarks: the fma_v1 .. fma_v16 kernels (OpenClKernels.cpp)
// at each vector width, the best width reported, as clpeak does (https://github.com/krrishnarraj/clpeak,
// "Single-precision compute": float, float2, float4, float8, float16).

#include "OpenClBench.h"
#include "OpenClKernels.h"

#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace cg::probe::ocl {

bool ClBench::fmaAtWidth(int width, std::vector<double> *values, std::vector<double> *ms, int *reps, double *flop, double *fmaPerItem,
    qint64 *bad, qint64 *checked, size_t *items)
{
    const int w = int(std::find(std::begin(kFmaWidths), std::end(kFmaWidths), width) - std::begin(kFmaWidths));
    cl_kernel kernel = m_fma[w];
    // Enough work-items to fill a GPU (2,048 per compute unit: a full SM/CU), fewer on a CPU device.
    const size_t perUnit = m_device.kind == DeviceKind::Gpu ? 2048 : 256;
    *items = size_t(m_device.computeUnits) * perUnit;
    cl_mem o = buffer(*items * sizeof(float));
    cl_int iters = 64;
    check(m_api.setKernelArg(kernel, 0, sizeof(cl_mem), &o), "clSetKernelArg");
    check(m_api.setKernelArg(kernel, 1, sizeof(float), &kFmaM), "clSetKernelArg");
    check(m_api.setKernelArg(kernel, 2, sizeof(float), &kFmaC), "clSetKernelArg");
    size_t global = *items;
    // pocl picks tiny work-groups for these kernels by itself and runs them 4× slower; 64
    // work-items (a divisor of `items`) let it vectorise across work-items. GPU drivers choose
    // well alone.
    size_t cpuLocal = std::min<size_t>(64, m_device.maxWorkGroup);
    const size_t *local = m_device.kind == DeviceKind::Gpu || cpuLocal == 0 || *items % cpuLocal != 0 ? nullptr : &cpuLocal;
    auto once = [&] {
        cl_event ev = nullptr;
        check(m_api.setKernelArg(kernel, 3, sizeof(cl_int), &iters), "clSetKernelArg");
        check(m_api.enqueueNDRangeKernel(m_queue, kernel, 1, nullptr, &global, local, 0, nullptr, &ev), "clEnqueueNDRangeKernel");
        return ev;
    };
    // Grow the chain length until one dispatch lasts about targetDispatchMs (at most 2^16
    // iterations, which keeps the values exact and the host check short); shrink when too long.
    constexpr cl_int maxIters = 1 << 16;
    timed(1, once);
    for (int tries = 0; tries < 10; ++tries) {
        const double t = timed(1, once);
        if (t > m_cal.maxDispatchMs && iters > 16) {
            iters = cl_int(shrinkSize(iters, t, m_cal.targetDispatchMs, m_cal.maxDispatchMs, 16, 16));
            continue;
        }
        if (t >= m_cal.targetDispatchMs / 2 || iters >= maxIters)
            break;
        const double factor = t > 0 ? std::min(64.0, m_cal.targetDispatchMs / t) : 64.0;
        cl_int grown = iters;
        while (grown < maxIters && double(grown) < double(iters) * factor)
            grown *= 2;
        iters = std::min(grown, maxIters);
    }
    *fmaPerItem = double(iters) * kFmaPerIteration * width;
    *flop = 2.0 * *fmaPerItem * double(*items);
    if (!sample(once, *flop, 1e12, values, ms, reps))
        return false;
    std::vector<float> result(*items, -1.0f);
    readBlocking(o, result.data(), *items * sizeof(float));
    // Check 16 work-items spread over the range (the host repeats their full chains). The lane
    // sum may round differently where a device reassociates it: 10^-5 relative is allowed.
    const size_t step = std::max<size_t>(1, *items / 16);
    for (size_t gid = 0; gid < *items; gid += step, ++*checked) {
        const float expected = hostFmaLanes(int(gid), iters, width);
        *bad += std::fabs(result[gid] - expected) > 1e-5f * std::fabs(expected);
    }
    return true;
}

void ClBench::runFma(QJsonObject &out)
{
    struct Width
    {
        int width;
        std::vector<double> values, ms;
        int reps = 1;
        double flop = 0, fmaPerItem = 0;
        size_t items = 0;
        bool converged = false;
        double median = 0;
    };
    // Screening, as clpeak reports every width: a few samples per width (the quick rule's minimum,
    // no convergence asked), then the full stop rule on the best width only, so five widths cost
    // little more of the time budget than one.
    std::vector<Width> screened;
    qint64 bad = 0, checked = 0;
    QJsonObject perWidth;
    const StopRule full = m_rule;
    m_rule.minSamples = m_rule.maxSamples = StopRule::forMode(true).minSamples;
    for (int width : kFmaWidths) {
        Width w { width, {}, {}, 1, 0, 0, 0, false, 0 };
        if (!fmaAtWidth(width, &w.values, &w.ms, &w.reps, &w.flop, &w.fmaPerItem, &bad, &checked, &w.items))
            break;
        w.median = computeStats(w.values).median;
        perWidth.insert(QString::number(width), roundSignificant(w.median, 5));
        screened.push_back(std::move(w));
        if (m_stoppedEarly)
            break;
    }
    m_rule = full;
    if (screened.empty())
        return;
    Width best = *std::max_element(screened.begin(), screened.end(), [](const Width &a, const Width &b) { return a.median < b.median; });
    if (!m_stoppedEarly) {
        Width again { best.width, {}, {}, 1, 0, 0, 0, false, 0 };
        if (fmaAtWidth(best.width, &again.values, &again.ms, &again.reps, &again.flop, &again.fmaPerItem, &bad, &checked, &again.items)) {
            again.converged = m_lastConverged;
            best = std::move(again);
        }
    }
    m_lastConverged = best.converged;
    emitMeasure(out, QStringLiteral("fp32_tflops"), best.values, best.ms, QStringLiteral("flop"), best.flop, best.reps, bad, checked,
        { { QStringLiteral("work_items"), double(best.items) }, { QStringLiteral("fma_per_work_item"), best.fmaPerItem },
            { QStringLiteral("vector_width"), best.width }, { QStringLiteral("widths"), perWidth } });
}

} // namespace cg::probe::ocl
