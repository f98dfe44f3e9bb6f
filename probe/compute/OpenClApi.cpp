#include "OpenClApi.h"

namespace cg::probe::ocl {

QStringList ClApi::load(const DynamicLibrary &lib)
{
    QStringList missing;
    auto get = [&](auto &fn, const char *name) {
        fn = lib.get<std::remove_reference_t<decltype(fn)>>(name);
        if (!fn)
            missing << QString::fromLatin1(name);
    };
    get(getPlatformIDs, "clGetPlatformIDs");
    get(getPlatformInfo, "clGetPlatformInfo");
    get(getDeviceIDs, "clGetDeviceIDs");
    get(getDeviceInfo, "clGetDeviceInfo");
    get(createContext, "clCreateContext");
    get(releaseContext, "clReleaseContext");
    get(createCommandQueue, "clCreateCommandQueue");
    get(releaseCommandQueue, "clReleaseCommandQueue");
    get(createBuffer, "clCreateBuffer");
    get(releaseMemObject, "clReleaseMemObject");
    get(createProgramWithSource, "clCreateProgramWithSource");
    get(buildProgram, "clBuildProgram");
    get(getProgramBuildInfo, "clGetProgramBuildInfo");
    get(releaseProgram, "clReleaseProgram");
    get(createKernel, "clCreateKernel");
    get(releaseKernel, "clReleaseKernel");
    get(setKernelArg, "clSetKernelArg");
    get(enqueueNDRangeKernel, "clEnqueueNDRangeKernel");
    get(enqueueWriteBuffer, "clEnqueueWriteBuffer");
    get(enqueueReadBuffer, "clEnqueueReadBuffer");
    get(flush, "clFlush");
    get(finish, "clFinish");
    get(getEventInfo, "clGetEventInfo");
    get(releaseEvent, "clReleaseEvent");
    get(getEventProfilingInfo, "clGetEventProfilingInfo");
    get(enqueueMapBuffer, "clEnqueueMapBuffer");
    get(enqueueUnmapMemObject, "clEnqueueUnmapMemObject");
    return missing;
}

QString clErrorName(cl_int code)
{
    switch (code) {
    case CL_DEVICE_NOT_FOUND:
        return QStringLiteral("CL_DEVICE_NOT_FOUND");
    case CL_DEVICE_NOT_AVAILABLE:
        return QStringLiteral("CL_DEVICE_NOT_AVAILABLE");
    case CL_COMPILER_NOT_AVAILABLE:
        return QStringLiteral("CL_COMPILER_NOT_AVAILABLE");
    case CL_MEM_OBJECT_ALLOCATION_FAILURE:
        return QStringLiteral("CL_MEM_OBJECT_ALLOCATION_FAILURE");
    case CL_OUT_OF_RESOURCES:
        return QStringLiteral("CL_OUT_OF_RESOURCES");
    case CL_OUT_OF_HOST_MEMORY:
        return QStringLiteral("CL_OUT_OF_HOST_MEMORY");
    case CL_BUILD_PROGRAM_FAILURE:
        return QStringLiteral("CL_BUILD_PROGRAM_FAILURE");
    case CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST:
        return QStringLiteral("CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST");
    case CL_INVALID_VALUE:
        return QStringLiteral("CL_INVALID_VALUE");
    case CL_INVALID_DEVICE:
        return QStringLiteral("CL_INVALID_DEVICE");
    case CL_INVALID_CONTEXT:
        return QStringLiteral("CL_INVALID_CONTEXT");
    case CL_INVALID_COMMAND_QUEUE:
        return QStringLiteral("CL_INVALID_COMMAND_QUEUE");
    case CL_INVALID_MEM_OBJECT:
        return QStringLiteral("CL_INVALID_MEM_OBJECT");
    case CL_INVALID_PROGRAM_EXECUTABLE:
        return QStringLiteral("CL_INVALID_PROGRAM_EXECUTABLE");
    case CL_INVALID_KERNEL:
        return QStringLiteral("CL_INVALID_KERNEL");
    case CL_INVALID_KERNEL_ARGS:
        return QStringLiteral("CL_INVALID_KERNEL_ARGS");
    case CL_INVALID_WORK_GROUP_SIZE:
        return QStringLiteral("CL_INVALID_WORK_GROUP_SIZE");
    case CL_INVALID_BUFFER_SIZE:
        return QStringLiteral("CL_INVALID_BUFFER_SIZE");
    case CL_INVALID_EVENT:
        return QStringLiteral("CL_INVALID_EVENT");
    case CL_PLATFORM_NOT_FOUND_KHR:
        return QStringLiteral("CL_PLATFORM_NOT_FOUND_KHR");
    default:
        break;
    }
    return QStringLiteral("CL error");
}

QString injectedFault(const QString &figure)
{
    const QByteArray env = qgetenv("CLOUDGAUGE_PROBE_FAULT");
    const QString prefix = QStringLiteral("opencl:") + figure + QLatin1Char(':');
    const QString value = QString::fromLocal8Bit(env);
    return value.startsWith(prefix) ? value.mid(prefix.size()) : QString();
}

} // namespace cg::probe::ocl
