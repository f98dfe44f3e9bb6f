#pragma once

// Shared invariants of the offer readers' fuzz targets: every kept record is a usable offer.
#include "import/OfferReaders.h"

#include <cmath>
#include <cstddef>
#include <cstdint>

namespace cgfuzz {

inline QByteArray bytesOf(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

inline cg::CsvLimits smallLimits()
{
    cg::CsvLimits limits;
    limits.maxFileBytes = 1 << 20;
    limits.maxRows = 2000;
    return limits;
}

inline void checkOffers(const cg::ReadResult &r)
{
    for (const cg::OfferRecord &o : r.records) {
        if (o.instanceType.isEmpty())
            __builtin_trap();
        for (const cg::PriceRecord &p : o.prices)
            if (p.amount && (!std::isfinite(*p.amount) || *p.amount <= 0))
                __builtin_trap(); // prices are NULL or positive, never 0, NaN or negative
    }
}

} // namespace cgfuzz
