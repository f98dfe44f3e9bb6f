// libFuzzer target: the gpuhunt_tpu_json offer reader (invariants in FuzzChecks.h).
#include "FuzzChecks.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    cgfuzz::checkOffers(cg::readers::readGpuhuntTpuJson(cgfuzz::bytesOf(data, size)));
    return 0;
}
