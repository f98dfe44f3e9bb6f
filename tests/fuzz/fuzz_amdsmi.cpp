// libFuzzer target: amd-smi static --json (before the first NUL byte) and amd-smi metric --json
// (after it), field report PRB-07.
#include "AmdSmiParser.h"
#include "ProbeFuzzChecks.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = cgfuzz::probeBytes(data, size);
    const qsizetype nul = input.indexOf('\0');
    const QByteArray staticOut = nul < 0 ? input : input.left(nul);
    const QByteArray metricOut = nul < 0 ? QByteArray() : input.mid(nul + 1);
    cgfuzz::checkProbeResult(cg::probe::parseAmdSmi(staticOut, 0, metricOut));
    cgfuzz::checkProbeResult(cg::probe::parseAmdSmi(input, 1));
    return 0;
}
