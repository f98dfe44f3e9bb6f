// libFuzzer target: the cloudgauge_csv offer reader (invariants in FuzzChecks.h).
#include "FuzzChecks.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    cgfuzz::checkOffers(cg::readers::readCloudGaugeCsv(cgfuzz::bytesOf(data, size), cgfuzz::smallLimits()));
    return 0;
}
