// libFuzzer target: the RFC 4180 reader with small limits, so the limit paths are reached too.
#include "csv/CsvReader.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    cg::CsvLimits limits;
    limits.maxFileBytes = 1 << 20;
    limits.maxRecordChars = 512;
    limits.maxFieldChars = 128;
    limits.maxRows = 2000;
    const cg::CsvTable t = cg::CsvReader::parse(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), limits);
    for (const cg::CsvRecord &r : t.records)
        if (r.fields.size() != t.header.size() || r.line < 1)
            __builtin_trap(); // a kept record always has the header's field count and a line
    return 0;
}
