// libFuzzer target: nvidia-smi --query-gpu CSV output (field reports PRB-01, PRB-03, PRB-05).
#include "NvidiaSmiParser.h"
#include "ProbeFuzzChecks.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray output = cgfuzz::probeBytes(data, size);
    cgfuzz::checkProbeResult(cg::probe::parseNvidiaSmiCsv(output, 0));
    // The exit status from the last byte: 18 (mismatch), 6, 255, ...
    const int exitCode = size > 0 ? int(data[size - 1]) : 0;
    cgfuzz::checkProbeResult(cg::probe::parseNvidiaSmiCsv(output, exitCode));
    // The short field list of PRB-01.
    static const QStringList shortFields = { QStringLiteral("index"), QStringLiteral("name"), QStringLiteral("memory.total"),
        QStringLiteral("memory.used"), QStringLiteral("utilization.gpu"), QStringLiteral("temperature.gpu"), QStringLiteral("power.draw"),
        QStringLiteral("clocks.max.sm") };
    cgfuzz::checkProbeResult(cg::probe::parseNvidiaSmiCsv(output, 0, shortFields));
    return 0;
}
