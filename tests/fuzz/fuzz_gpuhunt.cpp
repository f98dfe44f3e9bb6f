// libFuzzer target: the gpuhunt offer reader (invariants in FuzzChecks.h).
#include "FuzzChecks.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    cgfuzz::checkOffers(cg::readers::readGpuhunt(cgfuzz::bytesOf(data, size), cgfuzz::smallLimits()));
    return 0;
}
