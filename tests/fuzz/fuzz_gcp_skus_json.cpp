// libFuzzer target: the gcp-skus-json reader (models/import/FeedReaders.h; invariants in FuzzChecks.h).
#include "FuzzChecks.h"

#include "import/FeedReaders.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = cgfuzz::bytesOf(data, size);
    cgfuzz::checkOffers(cg::readers::readGcpSkusJson(bytes));
    (void)cg::readers::detectFeedFormat(bytes);
    return 0;
}
