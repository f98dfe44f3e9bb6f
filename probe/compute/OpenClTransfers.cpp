// Host-to-device and device-to-host transfers of the OpenCL benchmarks, from pinned host memory
// (a CL_MEM_ALLOC_HOST_PTR buffer, mapped) as nvbandwidth and clpeak's mapped-buffer tests use it
// (https://github.com/NVIDIA/nvbandwidth, https://github.com/krrishnarraj/clpeak); pageable memory
// only where the driver gives no mapping.

#include "OpenClBench.h"

#include <QJsonObject>

#include <algorithm>

namespace cg::probe::ocl {

unsigned char *ClBench::hostBuffer(size_t bytes, bool *pinned)
{
    cl_int err = CL_SUCCESS;
    cl_mem staging = m_api.createBuffer(m_context, CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR, bytes, nullptr, &err);
    if (err == CL_SUCCESS && staging) {
        m_buffers.push_back(staging);
        void *ptr = m_api.enqueueMapBuffer(m_queue, staging, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, bytes, 0, nullptr, nullptr, &err);
        if (err == CL_SUCCESS && ptr) {
            m_mapped.push_back({ staging, ptr });
            *pinned = true;
            return static_cast<unsigned char *>(ptr);
        }
    }
    *pinned = false;
    m_pageable.emplace_back(bytes);
    return m_pageable.back().data();
}

void ClBench::releaseHostBuffers()
{
    for (const Mapped &m : m_mapped)
        m_api.enqueueUnmapMemObject(m_queue, m.mem, m.ptr, 0, nullptr, nullptr);
    if (!m_mapped.empty())
        m_api.finish(m_queue);
    m_mapped.clear();
    m_pageable.clear();
}

void ClBench::runH2d(QJsonObject &out)
{
    size_t bytes = m_elements * sizeof(float);
    bool pinned = false;
    unsigned char *host = hostBuffer(bytes, &pinned);
    for (size_t i = 0; i < bytes; ++i)
        host[i] = static_cast<unsigned char>((i * 131) >> 3);
    cl_mem d = buffer(bytes);
    auto once = [&] {
        cl_event ev = nullptr;
        check(m_api.enqueueWriteBuffer(m_queue, d, CL_FALSE, 0, bytes, host, 0, nullptr, &ev), "clEnqueueWriteBuffer");
        return ev;
    };
    for (int tries = 0; tries < 6; ++tries) {
        timed(1, once);
        const double ms = timed(1, once);
        const auto next = size_t(shrinkSize(std::int64_t(bytes), ms, m_cal.targetDispatchMs, m_cal.maxDispatchMs, 1 << 20, 1 << 20));
        if (next == bytes)
            break;
        bytes = next;
    }
    std::vector<double> values, ms;
    int reps = 1;
    if (!sample(once, double(bytes), 1e9, &values, &ms, &reps))
        return;
    std::vector<unsigned char> back(bytes, 0);
    readBlocking(d, back.data(), bytes);
    qint64 bad = 0;
    for (size_t i = 0; i < bytes; ++i)
        bad += back[i] != host[i];
    emitMeasure(out, QStringLiteral("h2d_gbps"), values, ms, QStringLiteral("bytes"), double(bytes), reps, bad, qint64(bytes),
        { { QStringLiteral("host_memory"), pinned ? QStringLiteral("pinned") : QStringLiteral("pageable") } });
}

void ClBench::runD2h(QJsonObject &out)
{
    size_t bytes = m_elements * sizeof(float);
    std::vector<unsigned char> pattern(bytes);
    for (size_t i = 0; i < bytes; ++i)
        pattern[i] = static_cast<unsigned char>((i * 197) >> 2);
    cl_mem d = buffer(bytes);
    writeBlocking(d, pattern.data(), bytes);
    bool pinned = false;
    unsigned char *host = hostBuffer(bytes, &pinned);
    auto once = [&] {
        cl_event ev = nullptr;
        check(m_api.enqueueReadBuffer(m_queue, d, CL_FALSE, 0, bytes, host, 0, nullptr, &ev), "clEnqueueReadBuffer");
        return ev;
    };
    for (int tries = 0; tries < 6; ++tries) {
        timed(1, once);
        const double ms = timed(1, once);
        const auto next = size_t(shrinkSize(std::int64_t(bytes), ms, m_cal.targetDispatchMs, m_cal.maxDispatchMs, 1 << 20, 1 << 20));
        if (next == bytes)
            break;
        bytes = next;
    }
    std::vector<double> values, ms;
    int reps = 1;
    // The last timed read must have brought the pattern back: clear the host copy first.
    std::fill(host, host + bytes, static_cast<unsigned char>(0));
    if (!sample(once, double(bytes), 1e9, &values, &ms, &reps))
        return;
    qint64 bad = 0;
    for (size_t i = 0; i < bytes; ++i)
        bad += host[i] != pattern[i];
    emitMeasure(out, QStringLiteral("d2h_gbps"), values, ms, QStringLiteral("bytes"), double(bytes), reps, bad, qint64(bytes),
        { { QStringLiteral("host_memory"), pinned ? QStringLiteral("pinned") : QStringLiteral("pageable") } });
}

} // namespace cg::probe::ocl
