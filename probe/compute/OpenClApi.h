#pragma once

// The OpenCL entry points cloudgauge-probe uses, resolved from the ICD loader at run time
// (dlopen; the Khronos headers give types and constants only), and the errors of its benchmarks.

#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include <CL/cl.h>
#include <CL/cl_ext.h>

#include "DeviceClassifier.h"
#include "DynamicLibrary.h"

#include <QString>
#include <QStringList>

#include <chrono>

namespace cg::probe::ocl {

/// A dispatch that has not finished after this long is treated as a hung kernel (CLV-03).
inline constexpr std::chrono::milliseconds kHangTimeout { 5000 };

struct ClApi
{
    decltype(&::clGetPlatformIDs) getPlatformIDs = nullptr;
    decltype(&::clGetPlatformInfo) getPlatformInfo = nullptr;
    decltype(&::clGetDeviceIDs) getDeviceIDs = nullptr;
    decltype(&::clGetDeviceInfo) getDeviceInfo = nullptr;
    decltype(&::clCreateContext) createContext = nullptr;
    decltype(&::clReleaseContext) releaseContext = nullptr;
    decltype(&::clCreateCommandQueue) createCommandQueue = nullptr;
    decltype(&::clReleaseCommandQueue) releaseCommandQueue = nullptr;
    decltype(&::clCreateBuffer) createBuffer = nullptr;
    decltype(&::clReleaseMemObject) releaseMemObject = nullptr;
    decltype(&::clCreateProgramWithSource) createProgramWithSource = nullptr;
    decltype(&::clBuildProgram) buildProgram = nullptr;
    decltype(&::clGetProgramBuildInfo) getProgramBuildInfo = nullptr;
    decltype(&::clReleaseProgram) releaseProgram = nullptr;
    decltype(&::clCreateKernel) createKernel = nullptr;
    decltype(&::clReleaseKernel) releaseKernel = nullptr;
    decltype(&::clSetKernelArg) setKernelArg = nullptr;
    decltype(&::clEnqueueNDRangeKernel) enqueueNDRangeKernel = nullptr;
    decltype(&::clEnqueueWriteBuffer) enqueueWriteBuffer = nullptr;
    decltype(&::clEnqueueReadBuffer) enqueueReadBuffer = nullptr;
    decltype(&::clFlush) flush = nullptr;
    decltype(&::clFinish) finish = nullptr;
    decltype(&::clGetEventInfo) getEventInfo = nullptr;
    decltype(&::clReleaseEvent) releaseEvent = nullptr;
    decltype(&::clGetEventProfilingInfo) getEventProfilingInfo = nullptr;
    decltype(&::clEnqueueMapBuffer) enqueueMapBuffer = nullptr;
    decltype(&::clEnqueueUnmapMemObject) enqueueUnmapMemObject = nullptr;

    /// Resolves every entry point; returns the names that are missing.
    QStringList load(const DynamicLibrary &lib);
};

/// "CL_OUT_OF_RESOURCES" for -5 and so on; "CL error" for codes not listed.
QString clErrorName(cl_int code);

/// An OpenCL call failed (or a test fault was injected): ends the benchmarks with status `error`.
struct ClError
{
    QString call;
    cl_int code;
};

/// A dispatch did not complete within kHangTimeout: ends the benchmarks with status `timeout`.
struct ClHang
{
    QString what;
};

inline void check(cl_int code, const char *call)
{
    if (code != CL_SUCCESS)
        throw ClError { QString::fromLatin1(call), code };
}

/// Test-only fault injection: CLOUDGAUGE_PROBE_FAULT="opencl:<figure>:<what>" where what is a CL
/// error code (e.g. -5: the figure's first timed wait reports it), "timeout" (the wait behaves as a
/// hung kernel) or "mismatch" (the host check sees a wrong element). Documented in probe/schema.md.
QString injectedFault(const QString &figure);

/// Everything the benchmarks need to know about an enumerated device.
struct ClDevice
{
    cl_device_id id = nullptr;
    DeviceKind kind = DeviceKind::Other;
    cl_ulong globalMem = 0;
    cl_ulong maxAlloc = 0;
    cl_uint computeUnits = 1;
    size_t maxWorkGroup = 0;
};

} // namespace cg::probe::ocl
