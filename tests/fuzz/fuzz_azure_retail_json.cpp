// libFuzzer target: the azure-retail-json reader (models/import/FeedReaders.h; invariants in FuzzChecks.h).
#include "FuzzChecks.h"

#include "import/FeedReaders.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = cgfuzz::bytesOf(data, size);
    cgfuzz::checkOffers(cg::readers::readAzureRetailJson(bytes));
    (void)cg::readers::detectFeedFormat(bytes);
    return 0;
}
