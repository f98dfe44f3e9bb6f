// libFuzzer target: rocm-smi --json output and its plain-text form (field report PRB-07).
#include "AmdSmiParser.h"
#include "ProbeFuzzChecks.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray output = cgfuzz::probeBytes(data, size);
    cgfuzz::checkProbeResult(cg::probe::parseRocmSmi(output, 0));
    cg::probe::parseAmdToolVersion(output);
    const QByteArray first = cg::probe::firstJsonDocument(output);
    if (first.size() > output.size())
        __builtin_trap();
    return 0;
}
