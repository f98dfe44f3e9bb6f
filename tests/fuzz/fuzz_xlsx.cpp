// libFuzzer target: the reader of returned questionnaire workbooks (models/rfq). An input that
// starts like a zip ("PK\x03\x04") is read as the whole .xlsx (libzip, the size and ratio caps);
// any other input is split at each "\0\0" into the parts Questionnaire sheet, Quote sheet,
// shared strings and CloudGaugeMeta sheet of a fixed workbook, so the XML readers and the cell
// checks are reached without valid deflate streams. Small limits, so the limit paths run too.
#include "rfq/RfqImport.h"
#include "rfq/XlsxReader.h"

#include <cmath>
#include <cstddef>
#include <cstdint>

namespace {

QByteArray metaSheet()
{
    return QByteArrayLiteral("<worksheet xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"><sheetData>"
                             "<row r=\"1\"><c r=\"B1\" t=\"inlineStr\"><is><t>cloudgauge-rfq</t></is></c></row>"
                             "<row r=\"2\"><c r=\"B2\" t=\"inlineStr\"><is><t>1</t></is></c></row>"
                             "<row r=\"3\"><c r=\"B3\" t=\"inlineStr\"><is><t>acme</t></is></c></row>"
                             "<row r=\"4\"><c r=\"B4\" t=\"inlineStr\"><is><t>acme-1</t></is></c></row>"
                             "</sheetData></worksheet>");
}

QHash<QString, QByteArray> partsOf(const QByteArray &input)
{
    QList<QByteArray> parts;
    qsizetype from = 0;
    for (qsizetype at = input.indexOf(QByteArrayView("\0\0", 2)); at >= 0; at = input.indexOf(QByteArrayView("\0\0", 2), from)) {
        parts.append(input.mid(from, at - from));
        from = at + 2;
    }
    parts.append(input.mid(from));
    const QByteArray empty = "<worksheet><sheetData/></worksheet>";
    QHash<QString, QByteArray> out;
    out.insert(QStringLiteral("xl/workbook.xml"),
        "<workbook xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\"><sheets>"
        "<sheet name=\"Questionnaire\" r:id=\"rId1\"/><sheet name=\"Quote\" r:id=\"rId2\"/><sheet name=\"CloudGaugeMeta\" r:id=\"rId3\"/>"
        "</sheets></workbook>");
    out.insert(QStringLiteral("xl/_rels/workbook.xml.rels"),
        "<Relationships><Relationship Id=\"rId1\" Target=\"worksheets/sheet1.xml\"/><Relationship Id=\"rId2\" "
        "Target=\"worksheets/sheet2.xml\"/>"
        "<Relationship Id=\"rId3\" Target=\"/xl/worksheets/sheet3.xml\"/></Relationships>");
    out.insert(QStringLiteral("xl/worksheets/sheet1.xml"), parts.value(0, empty));
    out.insert(QStringLiteral("xl/worksheets/sheet2.xml"), parts.value(1, empty));
    if (parts.size() > 2)
        out.insert(QStringLiteral("xl/sharedStrings.xml"), parts.at(2));
    out.insert(QStringLiteral("xl/worksheets/sheet3.xml"), parts.size() > 3 ? parts.at(3) : metaSheet());
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    cg::rfq::XlsxLimits limits;
    limits.maxEntryBytes = 1 << 20;
    limits.maxTotalBytes = 4 << 20;
    limits.maxSharedStrings = 2000;
    limits.maxCellsPerSheet = 5000;
    QString error;
    const auto book = input.startsWith("PK\x03\x04") ? cg::rfq::readXlsx(input, &error, limits)
                                                     : cg::rfq::readXlsxParts(partsOf(input), &error, limits);
    if (!book) {
        if (error.isEmpty())
            __builtin_trap(); // a refusal always says why
        return 0;
    }
    for (const cg::rfq::XlsxSheet &s : book->sheets)
        if (s.cells.size() > limits.maxCellsPerSheet)
            __builtin_trap();
    const cg::rfq::ReturnedWorkbook r = cg::rfq::parseReturnedWorkbook(*book, QDate(2026, 12, 1), QStringLiteral("fuzz.xlsx"));
    for (const cg::QuoteRecord &q : r.quotes) {
        if (r.ok() && (!(q.pricePerGpuHour > 0) || !std::isfinite(q.pricePerGpuHour) || q.gpuCount < 1 || q.validUntil.isEmpty()))
            __builtin_trap(); // an accepted quote line has a price, a count and a validity date
    }
    for (const cg::ProviderAnswer &a : r.answers)
        if (a.score && (*a.score < 0 || *a.score > 5))
            __builtin_trap();
    return 0;
}
