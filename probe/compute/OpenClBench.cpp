#include "OpenClBench.h"

#include "OpenClKernels.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <thread>

namespace cg::probe::ocl {

void ClBench::setUp()
{
    cl_int err = CL_SUCCESS;
    m_context = m_api.createContext(nullptr, 1, &m_device.id, nullptr, nullptr, &err);
    check(err, "clCreateContext");
    // Device-side timing as clpeak does it: profiling events on the queue. Every OpenCL device must
    // support CL_QUEUE_PROFILING_ENABLE; should one refuse, time on the host instead.
    m_queue = m_api.createCommandQueue(m_context, m_device.id, CL_QUEUE_PROFILING_ENABLE, &err);
    m_profiling = err == CL_SUCCESS && m_queue;
    if (!m_profiling)
        m_queue = m_api.createCommandQueue(m_context, m_device.id, 0, &err);
    check(err, "clCreateCommandQueue");
    const char *src = kKernelSource;
    m_program = m_api.createProgramWithSource(m_context, 1, &src, nullptr, &err);
    check(err, "clCreateProgramWithSource");
    err = m_api.buildProgram(m_program, 1, &m_device.id, "", nullptr, nullptr);
    if (err != CL_SUCCESS) {
        size_t size = 0;
        m_api.getProgramBuildInfo(m_program, m_device.id, CL_PROGRAM_BUILD_LOG, 0, nullptr, &size);
        QByteArray log(qsizetype(size) + 1, '\0');
        m_api.getProgramBuildInfo(m_program, m_device.id, CL_PROGRAM_BUILD_LOG, size, log.data(), nullptr);
        throw ClError { QStringLiteral("clBuildProgram (%1)").arg(QString::fromUtf8(log.constData()).left(300).trimmed()), err };
    }
    m_copy = m_api.createKernel(m_program, "copy", &err);
    check(err, "clCreateKernel");
    m_triad = m_api.createKernel(m_program, "triad", &err);
    check(err, "clCreateKernel");
    for (int w = 0; w < 5; ++w) {
        const QByteArray name = "fma_v" + QByteArray::number(kFmaWidths[w]);
        m_fma[w] = m_api.createKernel(m_program, name.constData(), &err);
        check(err, "clCreateKernel");
    }

    // Buffers: at most 256 MiB each on a GPU (64 MiB in quick mode), 64 MiB on a CPU device
    // (32 MiB quick), never more than the device's max allocation or 1/8 of its memory.
    const cl_ulong mib = 1024 * 1024;
    const bool gpu = m_device.kind == DeviceKind::Gpu;
    cl_ulong perBuffer = (gpu ? (m_options.quick ? 64 : 256) : (m_options.quick ? 32 : 64)) * mib;
    perBuffer = std::min(perBuffer, m_device.maxAlloc);
    if (m_device.globalMem > 0)
        perBuffer = std::min(perBuffer, m_device.globalMem / 8);
    perBuffer -= perBuffer % 4096;
    if (perBuffer < 4096)
        throw ClError { QStringLiteral("device memory too small"), CL_INVALID_BUFFER_SIZE };
    m_elements = size_t(perBuffer / sizeof(float));
}

cl_mem ClBench::buffer(size_t bytes)
{
    cl_int err = CL_SUCCESS;
    cl_mem m = m_api.createBuffer(m_context, CL_MEM_READ_WRITE, bytes, nullptr, &err);
    check(err, "clCreateBuffer");
    m_buffers.push_back(m);
    return m;
}

void ClBench::waitFor(cl_event ev, bool keep)
{
    const auto start = std::chrono::steady_clock::now();
    const QString fault = injectedFault(m_figure);
    if (fault == QLatin1String("timeout")) {
        m_api.finish(m_queue);
        if (!keep)
            m_api.releaseEvent(ev);
        throw ClHang { m_figure };
    }
    if (!fault.isEmpty() && fault != QLatin1String("mismatch")) {
        m_api.finish(m_queue);
        if (!keep)
            m_api.releaseEvent(ev);
        throw ClError { QStringLiteral("clGetEventInfo"), cl_int(fault.toInt()) };
    }
    for (;;) {
        cl_int status = CL_QUEUED;
        const cl_int rc = m_api.getEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, nullptr);
        if (rc != CL_SUCCESS) {
            if (!keep)
                m_api.releaseEvent(ev);
            throw ClError { QStringLiteral("clGetEventInfo"), rc };
        }
        if (status == CL_COMPLETE)
            break;
        if (status < 0) {
            if (!keep)
                m_api.releaseEvent(ev);
            throw ClError { QStringLiteral("command execution"), status };
        }
        if (std::chrono::steady_clock::now() - start > kHangTimeout)
            throw ClHang { m_figure }; // the event stays with the driver
        // Sleep rather than spin: on a CPU device (pocl) the host thread shares the cores.
        std::this_thread::sleep_for(std::chrono::microseconds(50));
    }
    if (!keep)
        m_api.releaseEvent(ev);
}

cl_ulong ClBench::profile(cl_event ev, bool start)
{
    cl_ulong ns = 0;
    check(m_api.getEventProfilingInfo(ev, start ? CL_PROFILING_COMMAND_START : CL_PROFILING_COMMAND_END, sizeof ns, &ns, nullptr),
        "clGetEventProfilingInfo");
    return ns;
}

void ClBench::writeBlocking(cl_mem mem, const void *data, size_t bytes)
{
    cl_event ev = nullptr;
    check(m_api.enqueueWriteBuffer(m_queue, mem, CL_FALSE, 0, bytes, data, 0, nullptr, &ev), "clEnqueueWriteBuffer");
    check(m_api.flush(m_queue), "clFlush");
    waitFor(ev);
}

void ClBench::readBlocking(cl_mem mem, void *data, size_t bytes)
{
    cl_event ev = nullptr;
    check(m_api.enqueueReadBuffer(m_queue, mem, CL_FALSE, 0, bytes, data, 0, nullptr, &ev), "clEnqueueReadBuffer");
    check(m_api.flush(m_queue), "clFlush");
    waitFor(ev);
}

void ClBench::emitMeasure(QJsonObject &out, const QString &key, const std::vector<double> &values, const std::vector<double> &ms,
    const QString &amountKey, double amount, int reps, qint64 mismatches, qint64 checked, QJsonObject extra)
{
    if (values.empty())
        return;
    if (injectedFault(m_figure) == QLatin1String("mismatch"))
        mismatches = std::max<qint64>(mismatches, 1);
    QJsonObject m;
    if (mismatches > 0) {
        m = unverifiedMeasureJson(int(values.size()), amountKey, amount,
            QStringLiteral("%1 of %2 checked results differ from the host computation").arg(mismatches).arg(checked));
        m_mismatched << key;
    } else {
        m = measureJson(values, ms, amountKey, amount, reps, m_lastConverged);
    }
    for (auto it = extra.constBegin(); it != extra.constEnd(); ++it)
        m.insert(it.key(), it.value());
    m.insert(QStringLiteral("checked"), double(checked));
    m.insert(QStringLiteral("timing"), m_profiling ? QStringLiteral("device") : QStringLiteral("host"));
    out.insert(key, m);
}

void ClBench::runCopy(QJsonObject &out)
{
    const size_t n = m_elements;
    std::vector<float> host(n);
    for (size_t i = 0; i < n; ++i)
        host[i] = float(i % 65536);
    cl_mem a = buffer(n * sizeof(float));
    cl_mem b = buffer(n * sizeof(float));
    writeBlocking(a, host.data(), n * sizeof(float));
    check(m_api.setKernelArg(m_copy, 0, sizeof(cl_mem), &a), "clSetKernelArg");
    check(m_api.setKernelArg(m_copy, 1, sizeof(cl_mem), &b), "clSetKernelArg");

    size_t global = n;
    std::vector<double> values, ms;
    int reps = 1;
    double bytes = 0;
    if (!sampleStream(m_copy, 2.0 * sizeof(float), &global, &bytes, &values, &ms, &reps))
        return;
    std::vector<float> result(global, -1.0f);
    readBlocking(b, result.data(), global * sizeof(float));
    qint64 bad = 0;
    for (size_t i = 0; i < global; ++i)
        bad += result[i] != host[i];
    emitMeasure(out, QStringLiteral("copy_gbps"), values, ms, QStringLiteral("bytes"), bytes, reps, bad, qint64(global),
        { { QStringLiteral("elements"), double(global) } });
}

bool ClBench::sampleStream(cl_kernel kernel, double bytesPerItem, size_t *global, double *bytes, std::vector<double> *values,
    std::vector<double> *dispatchMs, int *reps)
{
    auto once = [&] {
        cl_event ev = nullptr;
        check(m_api.enqueueNDRangeKernel(m_queue, kernel, 1, nullptr, global, nullptr, 0, nullptr, &ev), "clEnqueueNDRangeKernel");
        return ev;
    };
    for (int tries = 0; tries < 6; ++tries) {
        timed(1, once);
        const double ms = timed(1, once);
        const auto next = size_t(shrinkSize(std::int64_t(*global), ms, m_cal.targetDispatchMs, m_cal.maxDispatchMs, 65536, 65536));
        if (next == *global)
            break;
        *global = next;
    }
    *bytes = bytesPerItem * double(*global);
    return sample(once, *bytes, 1e9, values, dispatchMs, reps);
}

void ClBench::runTriad(QJsonObject &out)
{
    const size_t n = m_elements;
    // Small integers keep b + s × c exact whether or not the device contracts it into one FMA.
    std::vector<float> hb(n), hc(n);
    for (size_t i = 0; i < n; ++i) {
        hb[i] = float(i % 1000);
        hc[i] = float(i % 7);
    }
    const float s = 3.0f;
    cl_mem a = buffer(n * sizeof(float));
    cl_mem b = buffer(n * sizeof(float));
    cl_mem c = buffer(n * sizeof(float));
    writeBlocking(b, hb.data(), n * sizeof(float));
    writeBlocking(c, hc.data(), n * sizeof(float));
    check(m_api.setKernelArg(m_triad, 0, sizeof(cl_mem), &a), "clSetKernelArg");
    check(m_api.setKernelArg(m_triad, 1, sizeof(cl_mem), &b), "clSetKernelArg");
    check(m_api.setKernelArg(m_triad, 2, sizeof(cl_mem), &c), "clSetKernelArg");
    check(m_api.setKernelArg(m_triad, 3, sizeof(float), &s), "clSetKernelArg");

    size_t global = n;
    std::vector<double> values, ms;
    int reps = 1;
    double bytes = 0;
    if (!sampleStream(m_triad, 3.0 * sizeof(float), &global, &bytes, &values, &ms, &reps))
        return;
    std::vector<float> result(global, -1.0f);
    readBlocking(a, result.data(), global * sizeof(float));
    qint64 bad = 0;
    for (size_t i = 0; i < global; ++i)
        bad += result[i] != hb[i] + s * hc[i];
    emitMeasure(out, QStringLiteral("triad_gbps"), values, ms, QStringLiteral("bytes"), bytes, reps, bad, qint64(global),
        { { QStringLiteral("elements"), double(global) } });
}

BenchOutcome ClBench::run()
{
    QJsonObject b;
    b.insert(QStringLiteral("api"), QStringLiteral("opencl"));
    const Figure figures[] = {
        { "copy", &ClBench::runCopy },
        { "triad", &ClBench::runTriad },
        { "fp32", &ClBench::runFma },
        { "h2d", &ClBench::runH2d },
        { "d2h", &ClBench::runD2h },
    };
    QString status = QStringLiteral("ok");
    QString reason;
    try {
        m_figure = QStringLiteral("setup");
        setUp();
        for (const Figure &f : figures) {
            m_figure = QString::fromLatin1(f.key);
            if (cancelled()) {
                m_stoppedEarly = true;
                m_stopReason = QStringLiteral("cancelled");
            } else if (m_deadline.expired()) {
                m_stoppedEarly = true;
                m_stopReason = QStringLiteral("timeout");
            } else {
                (this->*f.fn)(b);
            }
            if (m_stoppedEarly)
                break;
            // Buffers of one figure are not needed by the next one.
            m_api.finish(m_queue);
            releaseHostBuffers();
            for (cl_mem m : m_buffers)
                m_api.releaseMemObject(m);
            m_buffers.clear();
        }
        const RunOutcome outcome = runOutcome(m_stoppedEarly, m_stopReason, m_figure, m_deadline.budget(), m_mismatched);
        status = outcome.status;
        reason = outcome.reason;
    } catch (const ClError &e) {
        status = QStringLiteral("error");
        reason = QStringLiteral("benchmark failed: driver reset/timeout or out of resources (%1 returned %2 %3 during %4)")
                     .arg(e.call)
                     .arg(e.code)
                     .arg(clErrorName(e.code), m_figure);
        b.insert(QStringLiteral("error_code"), e.code);
    } catch (const ClHang &e) {
        m_hung = true;
        status = QStringLiteral("timeout");
        reason = QStringLiteral("benchmark failed: driver reset/timeout (a %1 dispatch did not finish within %2 s)")
                     .arg(e.what)
                     .arg(double(kHangTimeout.count()) / 1000.0);
    }
    if (status == QLatin1String("ok") && m_device.kind != DeviceKind::Gpu)
        reason = QStringLiteral("measured on a CPU (software) OpenCL device: these are CPU figures, not GPU figures");
    b.insert(QStringLiteral("status"), status);
    b.insert(QStringLiteral("reason"), reason);
    return { b, m_hung };
}
} // namespace cg::probe::ocl
