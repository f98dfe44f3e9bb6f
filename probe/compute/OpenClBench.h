#pragma once

// The OpenCL micro-benchmarks on one device (copy, triad, FP32 FMA, host-to-device and
// device-to-host transfers); method in probe/schema.md.

#include "BenchmarkStats.h"
#include "ComputeBackends.h"
#include "OpenClApi.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <chrono>
#include <vector>

namespace cg::probe::ocl {

/// Outcome of the benchmark run on one device.
struct BenchOutcome
{
    QJsonObject benchmarks;
    bool hung = false; ///< a dispatch never finished: leave the driver's objects alone
};

/// Runs the five figures on one device; owns the context, queue, program and buffers.
class ClBench final
{
public:
    ClBench(const ClApi &api, const ClDevice &device, const ComputeOptions &options, const Deadline &deadline)
        : m_api(api)
        , m_device(device)
        , m_options(options)
        , m_deadline(deadline)
        , m_rule(StopRule::forMode(options.quick))
        , m_cal(Calibration::forMode(options.quick))
    {
    }

    ~ClBench()
    {
        if (m_hung)
            return; // releasing objects a hung kernel still uses can block or crash in the driver
        if (m_queue)
            m_api.finish(m_queue);
        if (m_queue)
            releaseHostBuffers();
        for (cl_mem m : m_buffers)
            m_api.releaseMemObject(m);
        for (cl_kernel k : { m_copy, m_triad, m_fma[0], m_fma[1], m_fma[2], m_fma[3], m_fma[4] }) {
            if (k)
                m_api.releaseKernel(k);
        }
        if (m_program)
            m_api.releaseProgram(m_program);
        if (m_queue)
            m_api.releaseCommandQueue(m_queue);
        if (m_context)
            m_api.releaseContext(m_context);
    }

    Q_DISABLE_COPY_MOVE(ClBench)

    BenchOutcome run();

private:
    struct Figure
    {
        const char *key;
        void (ClBench::*fn)(QJsonObject &);
    };

    void setUp();
    cl_mem buffer(size_t bytes);
    void writeBlocking(cl_mem mem, const void *data, size_t bytes);
    void readBlocking(cl_mem mem, void *data, size_t bytes);
    /// Enqueues `count` operations through `enqueue` (each returns its event), waits for the last
    /// one with the hang timeout, and returns their time in ms: on the device, from the start of
    /// the first to the end of the last (profiling events, CL_QUEUE_PROFILING_ENABLE, as clpeak
    /// times with --use-event-timer), or the host wall time where the queue has no profiling.
    template<typename Enqueue> double timed(int count, Enqueue enqueue);
    /// Waits for `ev` (hang timeout, injected faults); releases it unless `keep`.
    void waitFor(cl_event ev, bool keep = false);
    /// CL_PROFILING_COMMAND_START (`start`) or _END of `ev`, ns; throws ClError on failure.
    cl_ulong profile(cl_event ev, bool start);
    bool cancelled() const { return m_options.cancel && m_options.cancel->load(); }

    /// Warm-up, then timed samples of `reps` dispatches (reps sized from one timed dispatch) until
    /// the stop rule says so. `once` enqueues one dispatch and returns its event; each sample's
    /// figure is amountPerDispatch × reps / seconds / unitScale (1e9: GB/s, 1e12: TFLOPS).
    /// Returns false when no sample was taken (deadline or cancel before the first one).
    template<typename Once>
    bool sample(
        Once once, double amountPerDispatch, double unitScale, std::vector<double> *values, std::vector<double> *dispatchMs, int *reps);

    /// A 1-D streaming kernel (copy, triad) with its arguments set: shrinks the dispatch (not the
    /// buffers) from `*global` work-items until one takes at most maxDispatchMs, then samples it
    /// as GB/s with `bytesPerItem` bytes read plus written per work-item. `*bytes` = bytes per
    /// dispatch. Returns false when no sample was taken.
    bool sampleStream(cl_kernel kernel, double bytesPerItem, size_t *global, double *bytes, std::vector<double> *values,
        std::vector<double> *dispatchMs, int *reps);
    void runCopy(QJsonObject &out);
    void runTriad(QJsonObject &out);
    void runFma(QJsonObject &out);
    /// FP32 FMA at vector width `width` (fma_v<width>): samples and verifies; false when nothing
    /// was measured (deadline/cancel).
    bool fmaAtWidth(int width, std::vector<double> *values, std::vector<double> *ms, int *reps, double *flop, double *fmaPerItem,
        qint64 *bad, qint64 *checked, size_t *items);
    /// A host buffer for transfers: pinned (CL_MEM_ALLOC_HOST_PTR, mapped) when the driver gives
    /// one, else pageable; `pinned` says which.
    unsigned char *hostBuffer(size_t bytes, bool *pinned);
    void runH2d(QJsonObject &out);
    void runD2h(QJsonObject &out);
    void emitMeasure(QJsonObject &out, const QString &key, const std::vector<double> &values, const std::vector<double> &ms,
        const QString &amountKey, double amount, int reps, qint64 mismatches, qint64 checked, QJsonObject extra);
    void releaseHostBuffers();

    const ClApi &m_api;
    ClDevice m_device;
    const ComputeOptions &m_options;
    const Deadline &m_deadline;
    StopRule m_rule;
    Calibration m_cal;
    QString m_figure;
    bool m_hung = false;
    bool m_stoppedEarly = false;
    QString m_stopReason;
    QStringList m_mismatched;
    bool m_profiling = false; ///< the queue has CL_QUEUE_PROFILING_ENABLE: device-side timing
    bool m_lastConverged = false; ///< the last sample() stopped on a steady window

    cl_context m_context = nullptr;
    cl_command_queue m_queue = nullptr;
    cl_program m_program = nullptr;
    cl_kernel m_copy = nullptr, m_triad = nullptr;
    cl_kernel m_fma[5] = {}; ///< fma_v1 .. fma_v16, in the order of kFmaWidths
    std::vector<cl_mem> m_buffers;
    struct Mapped
    {
        cl_mem mem;
        void *ptr;
    };
    std::vector<Mapped> m_mapped; ///< pinned host buffers, unmapped with the figure's buffers
    std::vector<std::vector<unsigned char>> m_pageable; ///< host buffers where pinning failed
    size_t m_elements = 0; ///< floats per bandwidth buffer
};

// ---- templates used by the figures in OpenClBench.cpp, OpenClFma.cpp and OpenClTransfers.cpp ----

template<typename Enqueue> double ClBench::timed(int count, Enqueue enqueue)
{
    const auto start = std::chrono::steady_clock::now();
    cl_event first = nullptr;
    cl_event last = nullptr;
    for (int i = 0; i < count; ++i) {
        cl_event ev = enqueue();
        if (!first)
            first = ev;
        else if (last && last != first)
            m_api.releaseEvent(last);
        last = ev;
    }
    check(m_api.flush(m_queue), "clFlush");
    waitFor(last, true);
    const double hostMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    double ms = hostMs;
    if (m_profiling) {
        // In-order queue: the first command starts before and the last ends after all the others.
        const cl_ulong begin = profile(first, true);
        const cl_ulong end = profile(last, false);
        if (end > begin)
            ms = double(end - begin) / 1e6;
    }
    if (last != first)
        m_api.releaseEvent(last);
    m_api.releaseEvent(first);
    return ms;
}

template<typename Once>
bool ClBench::sample(
    Once once, double amountPerDispatch, double unitScale, std::vector<double> *values, std::vector<double> *dispatchMs, int *reps)
{
    m_lastConverged = false;
    // Warm-up (discarded): first-touch page faults, JIT, clocks ramping up.
    timed(1, once);
    const double oneMs = timed(1, once);
    *reps = dispatchesPerSample(oneMs, m_cal.targetSampleMs, m_cal.maxDispatchesPerSample);
    for (;;) {
        const StopReason step = nextStep(*values, m_rule, m_deadline.expired(), cancelled());
        if (step == StopReason::Cancelled) {
            m_stoppedEarly = true;
            m_stopReason = QStringLiteral("cancelled");
            return !values->empty();
        }
        if (step == StopReason::Deadline) {
            m_stoppedEarly = true;
            m_stopReason = QStringLiteral("timeout");
            return !values->empty();
        }
        if (step != StopReason::Continue) {
            m_lastConverged = step == StopReason::Converged;
            return true;
        }
        const double ms = timed(*reps, once);
        const double seconds = ms / 1000.0;
        values->push_back(amountPerDispatch * *reps / seconds / unitScale);
        dispatchMs->push_back(ms / *reps);
    }
}

} // namespace cg::probe::ocl
