#pragma once

#include "import/OfferRecord.h"

namespace cg {

/**
 * Format readers: each turns a file's bytes into OfferRecords, parsing numbers in the C locale
 * (parseDecimal) and columns by header name (any order). A bad row is rejected with its line and
 * reason while the good rows are kept; a file missing a required column is refused as a whole.
 */
namespace readers {

/// Guesses the format from the header or JSON shape: "skypilot", "gpuhunt", "csv",
/// "opencomputeprices-csv",
/// "gpuhunt-tpu-json", a price-API format (detectPriceApiFormat), a vendor price document
/// (detectFeedFormat: aws-ec2-csv/json, azure-retail-json, oci-price-json, gcp-skus-json), or
/// empty when unknown.
QString detectFormat(const QByteArray &bytes);

/// The encoding of a text file that is not UTF-8 but UTF-16 or UTF-32 ("UTF-16LE", "UTF-32BE", …),
/// from its byte-order mark or, without one, from NUL bytes at every other (or every fourth)
/// position of its first 256 bytes, as a spreadsheet's "Unicode text" export writes; empty for
/// anything else. Every format CloudGauge reads is UTF-8 (RFC 8259 for JSON; CSV as written by
/// the tools it reads), so such a file is refused with its encoding named.
QString wideTextEncoding(const QByteArray &bytes);

/**
 * SkyPilot `vms.csv` (USD per instance-hour; columns InstanceType, AcceleratorName,
 * AcceleratorCount, vCPUs, MemoryGiB, GpuInfo, Price, SpotPrice, Region in any order).
 * CPU-only rows are counted and skipped, unless the file prices its GPUs apart from their host
 * machines (a GPU row without InstanceType, or with 0 vCPUs, as SkyPilot's GCP catalog): then each
 * GPU row is composed with its host row (composeSplitRows) or imported flagged `host_not_priced`,
 * and only the host rows no GPU used count as CPU-only. `brokerPrefix`: the instance type starts with the
 * name of the cloud that runs the machine ("lambdalabs__8xA100..." / "massedcompute_A6000x8").
 * A column Provider, Cloud, UpstreamCloud or UpstreamProvider (a broker's catalog naming the
 * cloud per row) sets OfferRecord::brokerOf, lower-cased without spaces, in any file and ahead of
 * the prefix; an empty cell falls back to the prefix (brokerPrefix) or stays unknown.
 * `memoryIsInstanceTotal`: GpuInfo's SizeInMiB holds the whole instance's GPU memory, not one
 * GPU's (primeintellect and vast do this in their SkyPilot catalogs), so it is divided by the count.
 * A 0 or 0.00 on-demand price becomes "no list price" (NULL, flagged); a 0 or empty spot price
 * is no spot price (vast writes 0.00 on every row).
 */
ReadResult readSkyPilot(const QByteArray &bytes, bool brokerPrefix, bool memoryIsInstanceTotal = false, const CsvLimits &limits = {});
/// readSkyPilot of a table already parsed (or a part of one: ImportChunks reads a large file's
/// records a part at a time; each record keeps its line in the file).
ReadResult readSkyPilot(const CsvTable &table, bool brokerPrefix, bool memoryIsInstanceTotal);

/// gpuhunt offer CSV (instance_name, location, price, cpu, memory, gpu_count, gpu_name,
/// gpu_memory (GB per GPU), spot (true/false)); spot and on-demand are separate rows.
ReadResult readGpuhunt(const QByteArray &bytes, const CsvLimits &limits = {});
/// readGpuhunt of a table already parsed, or a part of one.
ReadResult readGpuhunt(const CsvTable &table);

/// gpuhunt's GCP TPU price table (`{"TPU v6e": {"us-east1": {"On Demand (USD)": 2.7,
/// "Spot (USD)": 1.89}}}`), USD per chip-hour: one offer per TPU type and region, 1 chip each.
ReadResult readGpuhuntTpuJson(const QByteArray &bytes);

/// CloudGauge's own CSV (see CsvExporter): one row per price, offers without a price as a row
/// with an empty price_kind. Reads the hand-written seed files, which use a subset of its columns.
/// Dates: `as_of` is the row's key date; optional `observed_on` (the day the source observed or
/// published the price, empty = unknown) and `observed_after` (a lower bound when it is unknown)
/// are ISO dates; a date that does not parse or lies in the future rejects the row.
ReadResult readCloudGaugeCsv(const QByteArray &bytes, const CsvLimits &limits = {});
/// readCloudGaugeCsv of a table already parsed, or a part of one.
ReadResult readCloudGaugeCsv(const CsvTable &table);

/**
 * A per-source CSV of OpenComputePrices (github.com/thatkavish/OpenComputePrices; columns by the
 * names of its schema.py: snapshot_date, provider, instance_type, gpu_name, gpu_variant,
 * gpu_memory_gb (per GPU), gpu_count, vcpus, ram_gb, region, pricing_type, commitment_period,
 * price_per_hour (USD per instance-hour), price_per_gpu_hour, upfront_price, currency, price_unit,
 * available, available_count, os, source…). Every row names its provider (oracle → oci,
 * datacrunch → verda, linode → akamai) and is observed on its snapshot_date. The files are
 * appended to daily: each price series (offer, kind, term) keeps its latest snapshot and the
 * earlier ones are counted in ReadResult::excluded, as are per-token inference rows, Windows
 * rows and commitments shorter than a month. A reserved row's commitment_period gives the term
 * (1yr → 12 months); an upfront_price is spread over the term's hours (730 a month, AWS's
 * effective hourly rate) and said in the price's note, as are the collector, an hourly price the
 * collector converted from another unit, and availability ("available on D (N available)").
 * A row with only price_per_gpu_hour is priced per instance as that × gpu_count (said in the note).
 */
ReadResult readOpenComputePrices(const QByteArray &bytes, const CsvLimits &limits = {});

/// The columns of CloudGauge's own CSV, in order.
QStringList cloudGaugeCsvColumns();

} // namespace readers
} // namespace cg
