// libFuzzer target: SkyPilot GpuInfo cells (Python literals, JSON, plain text).
#include "import/GpuInfoParser.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString cell = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const cg::GpuInfo info = cg::parseGpuInfo(cell);
    if (info.memoryMiB && *info.memoryMiB <= 0)
        __builtin_trap(); // 0 is "absent", never a value
    cg::pythonLiteralToJson(cell);
    return 0;
}
