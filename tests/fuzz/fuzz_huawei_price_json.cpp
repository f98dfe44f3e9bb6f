// libFuzzer target: the Huawei Cloud price-API reader (invariants in FuzzChecks.h).
#include "FuzzChecks.h"

#include "import/PriceApiReaders.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = cgfuzz::bytesOf(data, size);
    cgfuzz::checkOffers(cg::readers::readHuaweiPriceJson(bytes));
    (void)cg::readers::detectPriceApiFormat(bytes);
    return 0;
}
