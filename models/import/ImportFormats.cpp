#include "import/ImportFormats.h"

namespace cg::readers {

const QList<ImportFormat> &importFormats()
{
    static const QList<ImportFormat> formats = {
        { QStringLiteral("skypilot"), {}, {}, false, QStringLiteral("SkyPilot catalog vms.csv") },
        { QStringLiteral("gpuhunt"), {}, {}, false, QStringLiteral("gpuhunt offer CSV") },
        { QStringLiteral("gpuhunt-tpu-json"), {}, {}, false, QStringLiteral("gpuhunt's GCP TPU price table (JSON)") },
        { QStringLiteral("csv"), {}, QStringLiteral("observed_on"), false, QStringLiteral("CloudGauge CSV (export format)"), false, true },
        { QStringLiteral("opencomputeprices-csv"), {}, QStringLiteral("snapshot_date"), false,
            QStringLiteral("OpenComputePrices per-source CSV (daily collector; one row per price and snapshot day)"), false, true },
        { QStringLiteral("alibaba-price-json"), QStringLiteral("alibaba"), QStringLiteral("observed_on"), false,
            QStringLiteral("Alibaba Cloud ECS DescribePrice request/response pairs") },
        { QStringLiteral("tencent-price-json"), QStringLiteral("tencent"), QStringLiteral("observed_on"), false,
            QStringLiteral("Tencent Cloud CVM InquiryPriceRunInstances request/response pairs") },
        { QStringLiteral("huawei-price-json"), QStringLiteral("huawei"), QStringLiteral("observed_on"), false,
            QStringLiteral("Huawei Cloud BSS ListOnDemandResourceRatings request/response pairs") },
        { QStringLiteral("aws-ec2-csv"), QStringLiteral("aws"), QStringLiteral("Publication Date"), true,
            QStringLiteral("AWS Price List bulk offer file for AmazonEC2, CSV"), true },
        { QStringLiteral("aws-ec2-json"), QStringLiteral("aws"), QStringLiteral("publicationDate"), true,
            QStringLiteral("AWS Price List bulk offer file for AmazonEC2, JSON"), true },
        { QStringLiteral("azure-retail-json"), QStringLiteral("azure"), QStringLiteral("effectiveStartDate"), false,
            QStringLiteral("Azure Retail Prices API response (one page or a JSON array of pages)"), true },
        { QStringLiteral("oci-price-json"), QStringLiteral("oci"), QStringLiteral("lastUpdated"), false,
            QStringLiteral("Oracle Cloud price list API (cetools products) response"), true },
        { QStringLiteral("gcp-skus-json"), QStringLiteral("gcp"), QStringLiteral("effectiveTime"), false,
            QStringLiteral("Google Cloud Billing Catalog API services.skus.list response (Compute Engine)"), true },
    };
    return formats;
}

std::optional<ImportFormat> importFormat(const QString &name)
{
    for (const ImportFormat &f : importFormats())
        if (f.name == name)
            return f;
    return std::nullopt;
}

QStringList importFormatNames()
{
    QStringList out;
    for (const ImportFormat &f : importFormats())
        out.append(f.name);
    return out;
}

} // namespace cg::readers
