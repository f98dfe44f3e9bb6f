#pragma once

#include "catalog/identity/GpuIdentity.h"
#include "catalog/store/CatalogTypes.h"
#include "core/FxRates.h"
#include "probing/GpuPartition.h"
#include "probing/ProbeReport.h"

#include <QHash>
#include <QList>
#include <QPair>
#include <QString>

#include <optional>

namespace cg {

/// The variant hint a probe device's form factor gives GpuIdentity::resolve ("sxm", "pcie",
/// "oam"; empty when the probe did not tell).
QString variantHint(const ProbeDevice &d);

/// A catalog GPU model near the measured device, with its cheapest on-demand offer.
struct ClosestOffer
{
    QString gpuKey, gpuName;
    std::optional<double> peakBandwidthGBs; ///< datasheet, GB/s
    std::optional<double> peakFp32Tflops; ///< datasheet, dense FP32 TFLOPS
    double distance = 0; ///< mean of |ln(measured / datasheet)| over the figures both have
    int sharedFigures = 0; ///< how many figures were compared (bandwidth, FP32)
    QString providerKey, providerName, instanceType, region;
    double usdPerGpuHour = 0; ///< cheapest on-demand price of the model, USD per GPU-hour
    QString priceAsOf; ///< the price's observation date, or "unknown (after D)" / "unknown" (PriceView::observationText)
};

/**
 * The local GPU measured by the probe, set beside the catalog (docs/user-guide.md, "The local GPU probe"):
 * - the device matched to a catalog GPU model through the same GpuIdentity the importers use
 *   (its name, with the probe's form factor as the variant hint and its memory as the size hint);
 * - the measured figures as fractions of that model's datasheet peaks (memory bandwidth: the
 *   best verified of copy and triad; FP32: the best verified FMA figure);
 * - the catalog GPU models closest in measured performance (mean |ln(measured / datasheet)| over
 *   memory bandwidth and FP32; models with both datasheet figures first), each with its cheapest
 *   on-demand offer;
 * - rent-vs-buy break-even hours, from a purchase price and power cost the user enters.
 *
 * A software device (pocl, llvmpipe) keeps its measured figures, but `deviceIsGpu` is false, it
 * gets no closest models and no rent-vs-buy, and every view says the figures are CPU figures
 * (field report CLV-01).
 */
struct ProbeComparison
{
    const ProbeDevice *device = nullptr; ///< points into the report passed to compare()
    bool deviceIsGpu = false;
    GpuMatch match; ///< empty key: no catalog model matched
    /// Set when the device is a MIG slice or vGPU profile: the match is its parent model, and the
    /// measured figures stand for `partition->computeFraction` of that GPU (the fractions below
    /// stay relative to the whole GPU's datasheet peak).
    std::optional<GpuPartition> partition;
    QString gpuName; ///< the matched model's name
    std::optional<double> peakBandwidthGBs, peakFp32Tflops, tdpW; ///< datasheet of the matched model
    std::optional<double> measuredBandwidthGBs, measuredFp32Tflops;
    std::optional<double> bandwidthFraction; ///< measured / datasheet peak, e.g. 0.85
    std::optional<double> fp32Fraction;
    /// Cheapest on-demand offer of the matched model, USD per GPU-hour (the rent side of rent-vs-buy).
    std::optional<ClosestOffer> sameModelOffer;
    /// Up to `closestCount` catalog models, closest first (ties: cheaper first).
    QList<ClosestOffer> closest;
    /// The rent side of rent-vs-buy: the same model's cheapest offer, else the closest model's;
    /// empty for a CPU or software device (buying a GPU is not compared with a CPU).
    std::optional<ClosestOffer> rentalForBreakEven() const;
    /// The run to store in the catalog (table probe_run) for `report`, the document this
    /// comparison was made from: its primary device's figures and the whole document. The
    /// measurement time is the report's finish time, else now (UTC).
    ProbeRunView storedRun(const ProbeReport &report) const;

    /**
     * Compares the report's primary device with the catalog.
     * @param offers      catalog offers (prices in their source currency)
     * @param models      catalog GPU models with datasheet figures
     * @param identity    catalog identity tables
     * @param fxRates     units per USD by currency, to put every price in USD
     * @param closestCount how many closest models to list
     */
    static ProbeComparison compare(const ProbeReport &report, const QList<OfferView> &offers, const QList<GpuModelRecord> &models,
        const GpuIdentity &identity, const FxRates &fxRates, int closestCount = 5);
};

/**
 * Hours of use after which buying a GPU costs less than renting one:
 *   hours = purchase / (rent − powerW / 1000 × electricity)
 * (the purchase price is spread over hours of use; each owned hour still pays for its power).
 * @param purchaseUsd        purchase price of one GPU (with its share of the server), USD
 * @param rentUsdPerGpuHour  on-demand price, USD per GPU-hour
 * @param powerW             power drawn while working, W (the datasheet TDP is a fair default)
 * @param usdPerKwh          electricity price including cooling overhead, USD per kWh
 * @return empty when renting is never dearer (rent ≤ power cost per hour) or an input is not positive.
 * Source: the usual break-even of a capital cost against a rate; docs/user-guide.md,
 * "The workspace" (Tools → Run local GPU probe: rent vs buy).
 */
std::optional<double> rentVsBuyBreakEvenHours(double purchaseUsd, double rentUsdPerGpuHour, double powerW, double usdPerKwh);

} // namespace cg
