// libFuzzer target: the AWS EC2 offer-file readers, JSON (RapidJSON SAX) and CSV (CsvStreamReader)
// (invariants in FuzzChecks.h).
#include "FuzzChecks.h"

#include "import/AwsOfferReader.h"
#include "import/FeedReaders.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = cgfuzz::bytesOf(data, size);
    cgfuzz::checkOffers(cg::readers::readAwsEc2Json(bytes));
    cgfuzz::checkOffers(cg::readers::readAwsEc2Csv(bytes));
    (void)cg::readers::detectFeedFormat(bytes);
    return 0;
}
