#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace cg {

struct OfferView;

/**
 * A shell script that asks a Chinese cloud's own price-inquiry API for the hourly list price of
 * every instance type the catalog lists for it, through the vendor's command-line client, and
 * writes the answers as one file that `cloudgauge import` reads as is (formats
 * alibaba-price-json, tencent-price-json, huawei-price-json: docs/cloud-prices.md).
 *
 * The script runs with the user's own configured credentials; CloudGauge runs nothing by itself.
 * One call per instance type and region:
 *  - alibaba: `aliyun ecs DescribePrice --RegionId R --ResourceType instance --InstanceType T
 *    --PriceUnit Hour` (ECS DescribePrice,
 *    https://www.alibabacloud.com/help/en/ecs/developer-reference/api-ecs-2014-05-26-describeprice);
 *    a region is a region ID such as cn-beijing.
 *  - tencent: `tccli cvm InquiryPriceRunInstances --region R --cli-input-json file://REQ` with
 *    Placement.Zone, InstanceType, ImageId and InstanceChargeType POSTPAID_BY_HOUR
 *    (https://intl.cloud.tencent.com/document/api/213/33248); a region is a zone such as
 *    ap-beijing-5, its API region the zone without the trailing number. The image is
 *    $TENCENT_IMAGE_ID, else the public image of the API's own example (img-pmqg1cw7): it only
 *    changes the price when it is a paid image.
 *  - huawei: `hcloud BSS ListOnDemandResourceRatings --cli-jsonInput=REQ` with one product of
 *    resource_spec "T.linux", usage 1 hour (usage_measure_id 4)
 *    (https://apiexplorer.developer.intl.huaweicloud.com/apiexplorer/doc?api=ListOnDemandResourceRatings&product=BSSINTL);
 *    the project ID is $HUAWEI_PROJECT_ID, which the script requires.
 *
 * Every entry is dated with the day the script runs (`observed_on`, UTC). A call that exits
 * non-zero or answers with the vendor's error (instance type not sold in that region, no
 * permission) is skipped and named on stderr, so one unavailable type never refuses the file;
 * the file is written only when at least one price came back, by rename, never half.
 * Usage of the script: `sh SCRIPT [OUT.json]` (default OUT: PROVIDER-prices.json).
 */
struct PriceApiScript
{
    QString provider; ///< alibaba, tencent or huawei
    QStringList instanceTypes; ///< the instance types asked for, catalog order
    QStringList regions; ///< region IDs (Alibaba, Huawei) or zones (Tencent)
    QString generatedOn; ///< ISO date written into the header comment

    /// The providers a script can be written for: {"alibaba", "tencent", "huawei"}.
    static QStringList providers();
    /// The vendor's command-line client: "aliyun", "tccli" or "hcloud"; empty for another provider.
    static QString client(const QString &provider);
    /// The distinct instance types `provider` lists among `offers`, in catalog order.
    static QStringList instanceTypesOf(const QList<OfferView> &offers, const QString &provider);
    /// The distinct regions of `provider`'s offers that are usable as the vendor's region IDs
    /// (Alibaba, Huawei: "cn-beijing", "cn-north-4"; Tencent: zones "ap-beijing-5"). Seed rows
    /// whose place is unknown or a description ("China mainland (zone not specified)") give none.
    static QStringList regionsOf(const QList<OfferView> &offers, const QString &provider);
    /// Regions of the vendor's API form to suggest when none is known, from the vendors' region
    /// lists: {"cn-beijing", "cn-hangzhou"}, Tencent zones {"ap-beijing-5", "ap-shanghai-2"},
    /// Huawei {"cn-north-4"}; empty for another provider.
    static QStringList exampleRegions(const QString &provider);
    /// Why `region` is not a region of the vendor's API form, or empty when it is.
    static QString regionProblem(const QString &provider, const QString &region);

    /// Number of API calls the script makes (instance types × regions).
    int calls() const { return int(instanceTypes.size() * regions.size()); }
    /// The script (POSIX sh). Empty when the provider is not one of providers(), or when there is
    /// no instance type or no region.
    QString text() const;
};

} // namespace cg
