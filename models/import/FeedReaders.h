#pragma once

#include "import/OfferRecord.h"

#include <QByteArray>

namespace cg::readers {

/// "aws-ec2-csv", "aws-ec2-json", "azure-retail-json", "oci-price-json" or "gcp-skus-json" when
/// the first bytes of a document (64 KiB are enough) look like one, else empty.
QString detectFeedFormat(const QByteArray &head);

/// The region written for offers a vendor prices the same everywhere (OCI GPU parts): the
/// catalog has no region for them, and "unknown" would say the region is not known.
inline QString allRegions()
{
    return QStringLiteral("all-regions");
}

/**
 * Azure Retail Prices API (https://learn.microsoft.com/rest/api/cost-management/retail-prices/azure-retail-prices):
 * a page {"BillingCurrency", "Items": [...], "NextPageLink", "Count"}, or a JSON array of such
 * pages (the updater concatenates the pages it followed). Item fields used: serviceName
 * ("Virtual Machines"), armSkuName (the instance type, e.g. "Standard_ND96isr_H100_v5"),
 * armRegionName, productName, skuName, meterName, type ("Consumption", "Reservation";
 * "DevTestConsumption" is left out), reservationTerm ("1 Year", "3 Years"), retailPrice,
 * currencyCode, unitOfMeasure ("1 Hour"), effectiveStartDate (→ observed_on),
 * isPrimaryMeterRegion (false: a duplicate meter, left out).
 *
 * productName containing "Windows" is a Windows meter, left out with the reason counted. A meter
 * whose skuName/meterName ends in "Spot" is the spot price; "Low Priority" is used as spot only
 * where the size has no Spot meter in that region. A Reservation item's retailPrice is the
 * price of the whole term, not of an hour (the page's "unitOfMeasure" still says "1 Hour"):
 * per hour = retailPrice / (years × 8760 h), stated in the price note. The GPU comes from
 * azureSkuGpu; an N-series size it does not know imports flagged `gpu_unknown`; other sizes are
 * CPU-only and skipped. `line` is the item's ordinal over all pages.
 */
ReadResult readAzureRetailJson(const QByteArray &bytes);

/**
 * Oracle Cloud price list (cost estimator products API,
 * https://apexapps.oracle.com/pls/apex/cetools/api/v1/products/?currencyCode=USD): {"items":
 * [{"partNumber", "displayName", "metricName", "serviceCategory", "currencyCodeLocalizations":
 * [{"currencyCode", "prices": [{"model": "PAY_AS_YOU_GO", "value"}]}]}], "lastUpdated"}. Parts
 * whose metricName is "GPU Per Hour" price one GPU for an hour, the same in every region; each
 * becomes one offer per OCI shape of that GPU (ociGpuShapes, matched by the GPU's name as a word
 * of displayName), priced value × the shape's GPUs per instance-hour, region allRegions().
 * lastUpdated (ISO) dates the prices; without it the import's date applies.
 */
ReadResult readOciPriceJson(const QByteArray &bytes);

/**
 * Google Cloud Billing Catalog API, services.skus.list for Compute Engine
 * (https://cloud.google.com/billing/docs/reference/rest/v1/services.skus/list, service
 * 6F81-5844-456A): {"skus": [{"skuId", "description", "category" {"resourceFamily",
 * "resourceGroup" ("GPU", "CPU", "RAM", ...), "usageType" ("OnDemand", "Preemptible",
 * "Commit1Yr", "Commit3Yr")}, "serviceRegions": [...], "pricingInfo": [{"effectiveTime",
 * "pricingExpression" {"usageUnit" ("h", "GiBy.h"), "tieredRates": [{"startUsageAmount",
 * "unitPrice" {"currencyCode", "units", "nanos"}}]}}]}], "nextPageToken"}, or a JSON array of
 * such pages. A price is units + nanos / 10⁹ per usage unit.
 *
 * Google prices a machine type by its parts; an offer's per-hour price is composed from the
 * machine-type table (gcpMachineTypes: vCPUs, memory, GPUs):
 *   vCPUs × "<family> Instance Core" + memory GiB × "<family> Instance Ram" + GPUs × the GPU SKU,
 * for each region all three SKUs list and each usage type: OnDemand → on-demand, Preemptible
 * (the "Spot Preemptible" SKUs) → spot, Commit1Yr/Commit3Yr ("Commitment v1: <family> Cpu/Ram",
 * the GPU's commitment SKU) → reserved 12/36 months. A machine type lacking one part in a region
 * is not priced there. The newest effectiveTime dates the prices.
 */
ReadResult readGcpSkusJson(const QByteArray &bytes);

} // namespace cg::readers
