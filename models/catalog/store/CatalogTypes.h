#pragma once

#include "geo/Certification.h"

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace cg {

/// One shortlisted on-demand price checked against the source it came from (PriceVerification),
/// kept in table `price_check` (schema v10) so a report can say which prices were verified and when.
struct PriceCheck
{
    enum class Status {
        Confirmed, ///< the source lists the offer at the same amount today
        Changed, ///< the source lists it at another amount: the catalog now holds the new one
        NotListed, ///< the source was fetched but no longer lists the offer
        FetchFailed, ///< the source covers the offer but could not be fetched or imported
        NoOnlineSource, ///< no price source of the list covers the offer: check its page by hand
    };
    QString providerKey, providerName, instanceType, region;
    Status status = Status::NoOnlineSource;
    std::optional<double> oldAmount, newAmount; ///< per instance-hour, in `currency`
    QString currency;
    QString observedOn; ///< the price's observation date after the check (ISO); empty = unknown
    QString source; ///< the PriceSource name that covers the offer; empty: none
    /// FetchFailed: the source's error. NoOnlineSource: the page the price was read from, to
    /// check by hand (the price's source URL).
    QString detail;
    QString checkedOn; ///< the day of the check (ISO, UTC): the fetch day

    /// "confirmed", "changed", "not listed", "fetch failed", "not verifiable online".
    static QString statusName(Status status);
    /// The stored spelling: "confirmed", "changed", "not_listed", "fetch_failed", "no_online_source".
    static QString statusKey(Status status);
    /// The status of a stored spelling; nullopt for an unknown one.
    static std::optional<Status> statusFromKey(const QString &key);
    /// The price a check vouches for: the amount the source listed on checkedOn (Confirmed or
    /// Changed); nullopt for the other statuses.
    std::optional<double> verifiedAmount() const
    {
        return status == Status::Confirmed || status == Status::Changed ? newAmount : std::nullopt;
    }
    /// The key of the offer checked, as PriceCheck::offerKey(provider, instance type, region).
    QString offerKey() const { return offerKey(providerKey, instanceType, region); }
    static QString offerKey(const QString &provider, const QString &instance, const QString &region)
    {
        return provider + QChar(0x1f) + instance + QChar(0x1f) + region;
    }
};

/// A cloud that sells GPU capacity (table `provider`).
struct ProviderRecord
{
    QString key; ///< stable id, lower-case, e.g. "aws", "lambda", "alibaba"
    QString nameEn;
    QString nameZh; ///< Chinese name where it differs (阿里云); empty → the English name is used
    QString category; ///< hyperscaler, neocloud, marketplace, broker, sovereign; empty when unknown
    QString hqCountry; ///< ISO 3166 alpha-2; empty when unknown
    QString website;
    QString clustermaxName; ///< the name under which ClusterMAX rates it, for linking tiers
};

/// Datasheet figures of one accelerator model (table `gpu_model`). Units: GB, GB/s, dense TFLOPS,
/// dense TOPS, W. Every figure is empty unless a vendor source gives it (source_url).
struct GpuModelRecord
{
    QString key, name, vendor, family, variant;
    int preference = 1;
    QString architecture, formFactor, memoryType, interconnect, sourceUrl, notes;
    std::optional<double> memoryGb, memoryBandwidthGBs, fp32Tflops, tf32Tflops, bf16Tflops, fp16Tflops, fp8Tflops, int8Tops, tdpW;
    std::optional<int> releaseYear;
};

/// A price as read from a catalog, in its source currency per **instance**-hour.
struct PriceView
{
    bool present = false; ///< a price row exists (amount may still be empty: "no list price")
    std::optional<double> amount; ///< per instance-hour in `currency`; never 0
    QString currency; ///< ISO 4217: USD, CNY, EUR
    /// ISO date of the row's key (the import's as-of date or the row's own): kept for
    /// compatibility and uniqueness, NOT the date the price was observed (use observedOn).
    QString asOf;
    QString sourceUrl;
    QString note;
    QString observedOn; ///< ISO date the source observed or published the price; empty = unknown
    QString observedAfter; ///< with observedOn empty: the best known lower bound (ISO date), or empty
    QString importedOn; ///< ISO date the row entered the catalog

    /// Whole days from observedOn to `today`; nullopt when the observation date is unknown
    /// (an unknown observation is never fresh, whatever the import date).
    std::optional<int> observedAgeDays(const QDate &today) const;
    /// The observation date for people: "2025-03-06", "unknown (after 2026-07-09)" or "unknown"
    /// (translated in context cg::PriceView).
    QString observationText() const;
};

/// One offer in one region, joined with its provider, GPU model and current prices.
struct OfferView
{
    qint64 id = 0;
    QString providerKey, providerNameEn, providerNameZh, providerCategory;
    QString instanceType;
    QString region; ///< "unknown" where the source gives none
    /// ISO 3166-1 alpha-2 code of the country the region is in (table region_place, schema v11),
    /// filled by CatalogSnapshot::read; empty where the place is unknown (never guessed).
    QString country;
    /// The provider's published certifications (table provider_certification, schema v14), filled
    /// by CatalogSnapshot::read; shared between a provider's offers (implicitly shared list).
    QList<Certification> certifications;
    /// The median TCP connect time from the user's own network to the region's public endpoint,
    /// ms: one round trip, from the catalog's latest reachable measurement of this provider and
    /// region (table latency_measurement, `cloudgauge latency`), filled by CatalogSnapshot::read;
    /// empty where none was measured. Never estimated from distance.
    std::optional<double> measuredRoundTripMs;
    QString roundTripMeasuredAt; ///< when that measurement ran (ISO 8601 UTC); empty with it
    QString gpuKey, gpuName, gpuVendor; ///< empty gpuKey: unmapped accelerator
    QString gpuRawName; ///< as written in the source
    std::optional<double> gpuCount; ///< accelerators per instance; may be fractional (0.125)
    std::optional<double> vcpus, ramGib;
    /// GB per GPU, read by the ranking's memory criterion and the need constraints: the source's
    /// stated per-GPU figure where the import flagged it `memory_differs` and it is more than 10 %
    /// (of the larger figure) off the datasheet, i.e. a variant the datasheet table lacks (a 40 GB
    /// A800, an NVL part); else the datasheet figure; else the source's figure. The 10 % margin is
    /// a judgement, not a published figure: it keeps reporting differences on the datasheet figure,
    /// a size in GiB written as GB (1 GiB = 1.073741824 GB, IEC 80000-13: 6.9 % lower) plus the
    /// memory a driver reserves (AWS g6.xlarge's L4, 24 GB in the datasheet
    /// https://resources.nvidia.com/en-us-data-center-overview-mc/en-us-data-center-overview/l4-gpu-datasheet, is listed with 22 GB by
    /// gpuhunt: 8.3 %).
    std::optional<double> gpuMemoryGb;
    std::optional<double> datasheetGpuMemoryGb; ///< GB per GPU of the matched model's datasheet, or empty
    std::optional<double> bf16Tflops, fp8Tflops, fp32Tflops, memoryBandwidthGBs; ///< datasheet, per GPU
    QString gpuSourceUrl; ///< datasheet URL of the GPU figures
    QString brokerOf; ///< the cloud that runs a brokered machine (shadeform, primeintellect)
    QString flags; ///< comma-separated import flags (see Importer)
    PriceView onDemand, spot;
    /// The import run after which the source no longer listed this offer (schema v3,
    /// offering.withdrawn_run_id); 0 while it is offered. Its prices are the last ones listed.
    qint64 withdrawnRunId = 0;

    /// On-demand price per GPU-hour in the source currency: instance price / GPU count.
    std::optional<double> onDemandPerGpuHour() const { return perGpu(onDemand); }
    std::optional<double> spotPerGpuHour() const { return perGpu(spot); }

private:
    std::optional<double> perGpu(const PriceView &p) const
    {
        if (!p.amount || !gpuCount || *gpuCount <= 0)
            return std::nullopt;
        return *p.amount / *gpuCount;
    }
};

/// The latest published rating of a provider (table `rating`).
struct RatingView
{
    QString providerKey;
    QString source; ///< "ClusterMAX"
    QString version; ///< "3.0"
    QString published; ///< ISO date
    QString tier; ///< Platinum, Gold, Silver, Bronze, Participation Ribbon, Underperforming, Unavailable
    QString sourceUrl;
    QString confidence;
};

/**
 * A provider's published compute SLA (table `reliability`, schema v2): what the provider's own
 * SLA page promises for its virtual machines, as monthly uptime in percent. The figures are
 * credit thresholds (below them the customer may claim service credits), not measured uptime.
 * Every figure comes with `sourceUrl`; `note` quotes the text it was read from.
 */
struct ProviderSla
{
    QString providerKey; ///< provider.key
    /// "published" (an SLA exists), "none" (the provider publishes none: a value, not a gap), or
    /// empty when nobody has looked or what was found could not be confirmed.
    QString status;
    std::optional<double> singleInstancePct; ///< one instance, percent monthly uptime, (0, 100]; empty = unknown
    std::optional<double> multiZonePct; ///< instances across two or more zones (or regions), percent, (0, 100]
    QString credits; ///< the service-credit schedule as text, e.g. "10% <99.99; 30% <99"
    QString excludes; ///< what the SLA does not cover, as text
    QString creditsZh, excludesZh; ///< `credits` and `excludes` in Chinese (schema v9); empty: not written
    QString sourceUrl; ///< the page the status and figures were read from
    QString asOf; ///< ISO date the page was published or last updated; empty when it shows none
    QString note; ///< the quoted text and where else was looked

    /// Whether at least one of the two percentages is known.
    bool hasFigure() const { return singleInstancePct.has_value() || multiZonePct.has_value(); }
    bool operator==(const ProviderSla &o) const = default;
};

/**
 * One charge a provider publishes besides the GPU-hour (table `provider_charge`, schema v7; seed
 * file hidden_costs.csv): internet egress, storage next to the GPUs, a public IPv4 address. The
 * amount is as the source states it, in `currency` per `unit`; every row has the page it was read
 * from and that page's date. A charge nobody found has no row: unknown, never a zero. A row with
 * amount 0 is a published "no charge" (e.g. "no egress fees").
 */
struct ProviderCharge
{
    QString providerKey; ///< provider.key
    /// "egress" (internet data transfer out), "block_storage" (network volumes), "file_storage"
    /// (a shared filesystem), "object_storage", or "public_ipv4" (one address).
    QString charge;
    double amount = 0; ///< ≥ 0, in `currency` per `unit`
    QString currency; ///< ISO 4217, e.g. "USD"
    /// "per_gb", "per_gib" or "per_tb" (egress), "per_gb_month", "per_gib_month" or "per_tb_month"
    /// (storage), "per_hour" or "per_month" (an IPv4 address), as the page states it: GB and TB
    /// are decimal (1 TB = 1,000 GB), a GiB is 2^30 bytes (1 TB = 931.32 GiB).
    QString unit;
    /// The free allowance per month in the unit's quantity (GB, GiB or TB of egress); empty = none stated.
    std::optional<double> freeAllowance;
    QString product; ///< what the rate is for, e.g. "Lambda Filesystem", "US East first 10 TB tier"
    QString sourceUrl; ///< the page the figure was read from
    QString asOf; ///< ISO date of that page (published or last updated); empty when undated
    QString note; ///< the quoted words, and what bounds an undated page

    bool operator==(const ProviderCharge &o) const = default;
};

/// One row of `import_run`.
struct ImportRunView
{
    qint64 id = 0;
    QString sourceFile, format, providerKey, sha256, asOf, sourceUrl, startedAt, finishedAt;
    int rowsRead = 0, rowsImported = 0, rowsRejected = 0, rowsFlagged = 0, rowsDuplicate = 0;
    QString report;
    /// The dates of the prices this run last wrote (ISO, from table `price`): oldest and newest
    /// observed_on, the newest observed_after among the prices observed on an unknown day, and
    /// the newest imported_on; empty when none.
    QString observedFrom, observedTo, observedAfterMax, importedOn;
    int pricesDated = 0, pricesUndated = 0; ///< prices with / without an observed_on
    int priceSourceCount = 0; ///< distinct source URLs of those prices (several: the file gives one per row)
};

/// One stored run of the local GPU probe (table `probe_run`): the primary device's figures and
/// the whole probe document (schema cloudgauge-probe/1) as the probe wrote it.
struct ProbeRunView
{
    qint64 id = -1;
    QString host, device, backend, driver;
    QString gpuKey; ///< matched catalog model, empty when none
    std::optional<double> memoryBandwidthGBs, fp32Tflops, h2dGBs, d2hGBs; ///< GB/s, TFLOPS
    QByteArray document;
    QString measuredAt; ///< ISO 8601 UTC
};

/**
 * One provider's judgment in one ClusterMAX category (table `assessment`, docs/developer-guide.md,
 * "Catalog schema").
 *
 * The 10 categories and what each covers are SemiAnalysis's (ClusterMAX 2.0,
 * https://newsletter.semianalysis.com/p/clustermax-20-the-industry-standard); the 0-5 scale and
 * its rubric (Rubric.h) are CloudGauge's. The ranking uses score × 20 as the category's points.
 */
struct Assessment
{
    QString providerKey; ///< provider.key, e.g. "coreweave"
    QString criterion; ///< one of the 10 category keys (criterionKey()), e.g. "security"
    std::optional<double> score; ///< 0-5 inclusive; empty = "not assessed" (no data, never 0)
    QString evidence; ///< what the score rests on, free text (stored verbatim)
    QString sourceUrl; ///< http(s) URL of the evidence, or empty
    QString assessedOn; ///< ISO date YYYY-MM-DD the judgment was made, or empty
    QString author; ///< who made it; kTierDefaultAuthor for scores derived from the tier

    /// Marks a score filled from the provider's published tier (never a judgment someone made).
    static QString tierDefaultAuthor() { return QStringLiteral("CloudGauge (from the published tier)"); }
    bool isTierDefault() const { return author == tierDefaultAuthor(); }
    /// True when nothing but the keys is set (such a row is deleted, not stored).
    bool isBlank() const { return !score && evidence.isEmpty() && sourceUrl.isEmpty() && assessedOn.isEmpty() && author.isEmpty(); }
    bool operator==(const Assessment &o) const = default;
};

/// One check of an acceptance run on a rented node (probe/schema.md, "Acceptance"), as stored in
/// table node_evidence_check. Values are text as the document or grading wrote them ("Gen5 x16",
/// "2", "81559 MiB"); empty = none.
struct EvidenceCheck
{
    QString key; ///< "ecc.uncorrected", "offer.gpu_count", "bench.copy_gbps", ...
    QString device; ///< the probe's device id ("nvml:0"), empty for a node-wide check
    QString observed, expected, source;
    QString status; ///< pass, warn, fail, skipped
    QString reason, reproduce;
};

/// One acceptance run of a node rented as an offer, imported by `cloudgauge evidence import`
/// (table node_evidence_run, schema v15; probing/NodeEvidence.h grades it against the offer).
struct EvidenceRun
{
    qint64 id = 0;
    QString providerKey, instanceType;
    QString region; ///< empty: the run did not say which region
    QString format; ///< "probe" (cloudgauge-acceptance/1)
    QString level; ///< quick, standard
    QString host; ///< the node's host name, as the probe saw it
    QString measuredAt; ///< when the node was measured (the run's finish), ISO 8601 UTC
    QString importedAt; ///< when it entered the catalog, ISO 8601 UTC
    QString sourceFile; ///< the file's name, without its folder
    QList<EvidenceCheck> checks;

    /// fail if any check failed, else warn if any warned, else pass if any passed, else skipped
    /// (the rule of probe/schema.md, "Acceptance").
    QString status() const;
    /// Checks with `status`.
    int count(const QString &status) const;
};

} // namespace cg
