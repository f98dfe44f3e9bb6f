// libFuzzer target: the skypilot offer reader (invariants in FuzzChecks.h).
#include "FuzzChecks.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    cgfuzz::checkOffers(cg::readers::readSkyPilot(cgfuzz::bytesOf(data, size), true, true, cgfuzz::smallLimits()));
    return 0;
}
