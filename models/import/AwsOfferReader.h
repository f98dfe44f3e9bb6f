#pragma once

#include "import/OfferRecord.h"

#include <QByteArray>

#include <atomic>
#include <functional>

class QIODevice;

namespace cg {
class Sha256;
}

namespace cg::readers {

/// Hooks of a streamed read: every chunk read goes to `hash` (the file's SHA-256 for the import
/// record), `progress` gets the bytes read so far and `total` (-1 unknown), and `cancel` stops
/// the read (the result is then a fatal "cancelled").
struct StreamHooks
{
    const std::atomic<bool> *cancel = nullptr;
    std::function<void(qint64 done, qint64 total)> progress;
    Sha256 *hash = nullptr;
    qint64 total = -1;
    /// The most bytes read from the device (a pipe or /dev/zero has no size to check first);
    /// beyond it the read stops and the document is refused. -1: no limit.
    qint64 maxBytes = -1;
    /// The longest single JSON value or CSV record read, in bytes (64 MiB): the largest in an AWS
    /// offer file is a few KB; beyond it the document is refused while the value is still being
    /// read, so memory stays bounded (a 2 GB string, a device without line ends).
    qint64 maxValueBytes = 64LL * 1024 * 1024;
};

/**
 * AWS Price List bulk offer file for AmazonEC2, one region ("regional offer file",
 * https://pricing.us-east-1.amazonaws.com/offers/v1.0/aws/AmazonEC2/current/<region>/index.json
 * or index.csv). Fields are those of "Reading the service price list file for an AWS service",
 * https://docs.aws.amazon.com/awsaccountbilling/latest/aboutv2/reading-service-price-list-file-for-services.html:
 *
 * - JSON: "formatVersion", "disclaimer", "offerCode", "version", "publicationDate", then
 *   "products" {sku: {"sku", "productFamily", "attributes" {...}}} and "terms" {"OnDemand" |
 *   "Reserved": {sku: {"sku.offerTermCode": {"effectiveDate", "priceDimensions" {rateCode:
 *   {"unit", "description", "pricePerUnit" {"USD" | "CNY": "..."}}}, "termAttributes"
 *   {"LeaseContractLength", "OfferingClass", "PurchaseOption"}}}}}.
 * - CSV: "The first five rows of the CSV file contain the metadata for the price list file. The
 *   sixth row has the column names" (FormatVersion, Disclaimer, Publication Date, Version,
 *   OfferCode; then SKU, OfferTermCode, RateCode, TermType, PriceDescription, EffectiveDate,
 *   StartingRange, EndingRange, Unit, PricePerUnit, Currency, LeaseContractLength,
 *   PurchaseOption, OfferingClass, Product Family, ..., Instance Type, ..., Operating System,
 *   Tenancy, Pre Installed S/W, CapacityStatus, GPU, GPU Memory, Region Code, ...), one row per
 *   price dimension.
 *
 * Only products with a GPU (the `gpu` attribute > 0, or an instance type in awsInstanceTypeGpu)
 * are kept; of those, only operatingSystem Linux, tenancy Shared, preInstalledSw NA and
 * capacitystatus Used price the offer (the plain on-demand Linux machine); the others are
 * counted in ReadResult::excluded by reason. Prices are per instance-hour in the file's currency
 * (USD; CNY in the China regions cn-north-1 and cn-northwest-1). On-demand: the "Hrs" dimension.
 * Reserved (LeaseContractLength 1yr/3yr): one price per term, standard before convertible,
 * No Upfront before Partial Upfront before All Upfront; its per-hour figure is the hourly rate
 * plus the upfront fee spread over the term, hourly + upfront / (years × 8760 h), and every
 * option's effective rate is quoted in the note. The publicationDate is the prices' observed_on
 * (ReadResult::documentDate). `OfferRecord::line` is the product's ordinal (JSON) or CSV line.
 *
 * Memory holds only the GPU products and their terms, never the file: the JSON is read with
 * RapidJSON's SAX Reader, the CSV with CsvStreamReader.
 *
 * Errors (fatal, nothing imported): not JSON / truncated (with the byte offset), not an object,
 * no "products" object, no "terms" object, offerCode other than AmazonEC2; CSV without the
 * FormatVersion row or without the required columns.
 */
ReadResult readAwsEc2Json(QIODevice &in, const StreamHooks &hooks = {});
ReadResult readAwsEc2Csv(QIODevice &in, const StreamHooks &hooks = {});
ReadResult readAwsEc2Json(const QByteArray &bytes);
ReadResult readAwsEc2Csv(const QByteArray &bytes);

/// The benchmark's floor: reads the device with the same JSON parser and a handler that does
/// nothing; returns the number of values seen, or -1 on a parse error.
qint64 tokenizeJsonOnly(QIODevice &in);
/// The benchmark's floor for CSV: every record through CsvStreamReader; returns the records.
qint64 tokenizeCsvOnly(QIODevice &in);

} // namespace cg::readers
