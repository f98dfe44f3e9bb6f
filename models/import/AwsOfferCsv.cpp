// The AWS EC2 offer file as CSV (AwsOfferReader.h, readAwsEc2Csv), through CsvStreamReader.
#include "import/AwsOfferReader.h"

#include "csv/CsvStreamReader.h"
#include "import/AwsCollector.h"
#include "import/Sha256.h"

#include <QBuffer>
#include <QIODevice>

namespace cg::readers {

using namespace aws;

namespace {

struct ChunkContext
{
    const StreamHooks *hooks;
    qint64 read = 0;
    bool overLimit = false; ///< more than hooks->maxBytes were read
};

/// Why the reader stopped before the end: over the byte limit, a runaway record, or a cancel.
QString stopReason(const CsvStreamReader &csv, const ChunkContext &context)
{
    if (context.overLimit)
        return QStringLiteral("the document is over the limit of %1 bytes (read stopped there)").arg(context.hooks->maxBytes);
    if (csv.runaway())
        return QStringLiteral("a record at line %1 is longer than %2 bytes with no end of line (read stopped there)")
            .arg(csv.runawayLine())
            .arg(context.hooks->maxValueBytes);
    return QStringLiteral("cancelled");
}

bool onChunk(void *context, const QByteArray &chunk)
{
    auto *c = static_cast<ChunkContext *>(context);
    if (c->hooks->hash)
        c->hooks->hash->addData(chunk.constData(), chunk.size());
    c->read += chunk.size();
    if (c->hooks->maxBytes >= 0 && c->read > c->hooks->maxBytes) {
        c->overLimit = true;
        return false;
    }
    if (c->hooks->progress)
        c->hooks->progress(c->read, c->hooks->total);
    return !(c->hooks->cancel && c->hooks->cancel->load());
}

} // namespace

ReadResult readAwsEc2Csv(QIODevice &in, const StreamHooks &hooks)
{
    const QString format = QStringLiteral("aws-ec2-csv");
    CsvStreamReader csv(&in);
    csv.setRunawayBytes(hooks.maxValueBytes);
    ChunkContext context { &hooks };
    csv.setChunkHook(&onChunk, &context);
    Collector c;
    c.r.format = format;
    CsvRecord rec;
    QString publication, offerCode;
    // The five metadata rows: "FormatVersion","v1.0" ... "OfferCode","AmazonEC2".
    if (!csv.next(&rec) || rec.fields.value(0) != QLatin1String("FormatVersion"))
        return failed(format,
            csv.stopped() || csv.runaway() ? stopReason(csv, context)
                                           : QStringLiteral("not an AWS EC2 offer file (CSV): the first row is not \"FormatVersion\""));
    QStringList header;
    for (int i = 0; i < 10 && csv.next(&rec); ++i) {
        const QString name = rec.fields.value(0);
        if (name == QLatin1String("Publication Date"))
            publication = rec.fields.value(1);
        else if (name == QLatin1String("OfferCode"))
            offerCode = rec.fields.value(1);
        else if (name == QLatin1String("Version"))
            c.version = rec.fields.value(1);
        else if (name == QLatin1String("SKU")) {
            header = rec.fields;
            break;
        }
    }
    if (csv.stopped() || csv.runaway())
        return failed(format, stopReason(csv, context));
    if (offerCode != QLatin1String("AmazonEC2"))
        return failed(format, QStringLiteral("not an AWS EC2 offer file (CSV): OfferCode is '%1', not AmazonEC2").arg(offerCode));
    if (header.isEmpty())
        return failed(
            format, QStringLiteral("not an AWS EC2 offer file (CSV): no column header row starting with \"SKU\" after the metadata"));
    c.r.documentDate = isoDay(publication);
    if (c.r.documentDate.isEmpty())
        return failed(format, QStringLiteral("the offer file's Publication Date '%1' is not a date").arg(publication));
    auto col = [&header](const char *name) { return int(header.indexOf(QLatin1String(name))); };
    const int cSku = col("SKU"), cTerm = col("TermType"), cDesc = col("PriceDescription"), cUnit = col("Unit"),
              cPrice = col("PricePerUnit"), cCur = col("Currency"), cLen = col("LeaseContractLength"), cOpt = col("PurchaseOption"),
              cClass = col("OfferingClass"), cFamily = col("Product Family"), cType = col("Instance Type"), cRegion = col("Region Code"),
              cOs = col("Operating System"), cTen = col("Tenancy"), cSw = col("Pre Installed S/W"), cCap = col("CapacityStatus"),
              cGpu = col("GPU"), cGpuMem = col("GPU Memory"), cVcpu = col("vCPU"), cMem = col("Memory");
    QStringList missing;
    for (const auto &[name, index] : { std::pair { "TermType", cTerm }, { "Unit", cUnit }, { "PricePerUnit", cPrice }, { "Currency", cCur },
             { "Product Family", cFamily }, { "Instance Type", cType }, { "Operating System", cOs }, { "Tenancy", cTen },
             { "Pre Installed S/W", cSw }, { "CapacityStatus", cCap } })
        if (index < 0)
            missing.append(QLatin1String(name));
    if (!missing.isEmpty())
        return failed(
            format, QStringLiteral("not an AWS EC2 offer file (CSV): missing column(s) %1").arg(missing.join(QStringLiteral(", "))));
    QString lastSku;
    bool lastWanted = false;
    int priceRows = 0;
    while (csv.next(&rec)) {
        if (rec.fields.size() != header.size() || csv.overLimit()) {
            c.r.rejected.append({ rec.line,
                csv.overLimit() ? QStringLiteral("record over the size limit")
                                : QStringLiteral("has %1 fields, the header has %2").arg(rec.fields.size()).arg(header.size()) });
            continue;
        }
        ++priceRows;
        const QStringList &f = rec.fields;
        const QString &sku = f.at(cSku);
        if (sku != lastSku) {
            lastSku = sku;
            lastWanted = c.wanted(sku);
            if (!lastWanted) {
                Attrs a;
                a.sku = sku;
                a.line = rec.line;
                a.family = f.at(cFamily);
                a.instanceType = f.at(cType);
                a.region = cRegion >= 0 ? f.at(cRegion) : QString();
                a.os = f.at(cOs);
                a.tenancy = f.at(cTen);
                a.preSw = f.at(cSw);
                a.capacity = f.at(cCap);
                a.gpu = cGpu >= 0 ? f.at(cGpu) : QString();
                a.gpuMemory = cGpuMem >= 0 ? f.at(cGpuMem) : QString();
                a.vcpu = cVcpu >= 0 ? f.at(cVcpu) : QString();
                a.memory = cMem >= 0 ? f.at(cMem) : QString();
                c.product(a);
                lastWanted = c.wanted(sku);
            }
        }
        if (!lastWanted)
            continue;
        const QString &type = f.at(cTerm);
        if (type != QLatin1String("OnDemand") && type != QLatin1String("Reserved"))
            continue;
        c.term(sku, type == QLatin1String("Reserved"), cLen >= 0 ? f.at(cLen) : QString(), cClass >= 0 ? f.at(cClass) : QString(),
            cOpt >= 0 ? f.at(cOpt) : QString(), { Dim { f.at(cUnit), f.at(cPrice), f.at(cCur), cDesc >= 0 ? f.at(cDesc) : QString() } },
            rec.line);
    }
    if (csv.stopped() || csv.runaway())
        return failed(format, stopReason(csv, context));
    if (csv.truncated())
        return failed(format, QStringLiteral("the offer file ends inside a quoted field at line %1: truncated download").arg(rec.line));
    c.r.rowsRead = priceRows; // CSV: price rows (products are counted per run of rows of one SKU)
    c.finish();
    return c.r;
}
ReadResult readAwsEc2Csv(const QByteArray &bytes)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    return readAwsEc2Csv(buffer);
}

qint64 tokenizeCsvOnly(QIODevice &in)
{
    CsvStreamReader csv(&in);
    CsvRecord rec;
    qint64 n = 0;
    while (csv.next(&rec))
        ++n;
    return n;
}

} // namespace cg::readers
