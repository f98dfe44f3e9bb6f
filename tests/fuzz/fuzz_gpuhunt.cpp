// libFuzzer target: the gpuhunt offer reader. Every kept record must be a usable offer.
#include "import/OfferReaders.h"

#include <cmath>
#include <cstddef>
#include <cstdint>

using namespace cg;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    CsvLimits limits;
    limits.maxFileBytes = 1 << 20;
    limits.maxRows = 2000;
    (void)limits;
    const ReadResult r = readers::readGpuhunt(bytes, limits);
    for (const OfferRecord &o : r.records) {
        if (o.instanceType.isEmpty())
            __builtin_trap();
        for (const PriceRecord &p : o.prices)
            if (p.amount && (!std::isfinite(*p.amount) || *p.amount <= 0))
                __builtin_trap(); // prices are NULL or positive, never 0, NaN or negative
    }
    return 0;
}
