// libFuzzer target: the OpenComputePrices CSV reader (invariants in FuzzChecks.h).
#include "FuzzChecks.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    cgfuzz::checkOffers(cg::readers::readOpenComputePrices(cgfuzz::bytesOf(data, size), cgfuzz::smallLimits()));
    return 0;
}
