#include "latency/RegionEndpoints.h"

#include "csv/CsvReader.h"

#include <QRegularExpression>
#include <QUrl>

#include <algorithm>

namespace cg {

namespace {

struct Pattern
{
    const char *provider;
    const char *url; ///< {region} stands for the region ID
    const char *source;
};

// Each pattern is the vendor's own documented public endpoint of a regional service that answers
// an anonymous HEAD without an account (an error status is an answer: only the time is kept).
const Pattern kPatterns[] = {
    // Amazon S3 regular endpoints: "s3.us-east-2.amazonaws.com" (AWS General Reference).
    { "aws", "https://s3.{region}.amazonaws.com/", "https://docs.aws.amazon.com/general/latest/gr/s3.html" },
    // Vertex AI regional endpoints: "us-central1-aiplatform.googleapis.com".
    { "gcp", "https://{region}-aiplatform.googleapis.com/", "https://cloud.google.com/vertex-ai/docs/general/locations" },
    // OSS public endpoints: "oss-cn-hangzhou.aliyuncs.com" (OSS regions and endpoints).
    { "alibaba", "https://oss-{region}.aliyuncs.com/", "https://www.alibabacloud.com/help/en/oss/user-guide/regions-and-endpoints" },
    // COS regions and access endpoints: "cos.ap-guangzhou.myqcloud.com".
    { "tencent", "https://cos.{region}.myqcloud.com/", "https://www.tencentcloud.com/document/product/436/6224" },
    // OBS regional domain names: "obs.cn-north-4.myhuaweicloud.com".
    { "huawei", "https://obs.{region}.myhuaweicloud.com/", "https://support.huaweicloud.com/intl/en-us/productdesc-obs/obs_03_0152.html" },
    // OCI Object Storage API endpoints: "objectstorage.us-ashburn-1.oraclecloud.com".
    { "oci", "https://objectstorage.{region}.oraclecloud.com/", "https://docs.oracle.com/en-us/iaas/api/#/en/objectstorage/20160918/" },
    // Nebius Object Storage: "https://storage.<region_id>.nebius.cloud/<bucket_name>" (eu-north1 in its example).
    { "nebius", "https://storage.{region}.nebius.cloud/", "https://docs.nebius.com/object-storage/overview" },
    // IBM Cloud Object Storage regional public endpoints: "s3.us-south.cloud-object-storage.appdomain.cloud".
    { "ibm", "https://s3.{region}.cloud-object-storage.appdomain.cloud/",
        "https://cloud.ibm.com/docs/cloud-object-storage?topic=cloud-object-storage-endpoints" },
};

const Pattern *patternOf(const QString &providerKey)
{
    for (const Pattern &p : kPatterns)
        if (providerKey == QLatin1String(p.provider))
            return &p;
    return nullptr;
}

QString urlProblem(const QString &text)
{
    const QUrl url(text, QUrl::StrictMode);
    if (!url.isValid() || url.host().isEmpty())
        return QStringLiteral("'%1' is not a web address with a host").arg(text);
    if (url.scheme() != QLatin1String("https") && url.scheme() != QLatin1String("http"))
        return QStringLiteral("'%1' is not http:// or https://").arg(text);
    return {};
}

} // namespace

LatencyTarget RegionEndpoints::builtIn(const QString &providerKey, const QString &region, QString *why)
{
    LatencyTarget t { providerKey, region, {}, {} };
    const Pattern *p = patternOf(providerKey);
    if (!p) {
        *why = QStringLiteral("the provider documents no public endpoint per region");
        return t;
    }
    // A region ID: lower-case words joined by hyphens ("us-east-1", "cn-beijing", "europe-west4").
    static const QRegularExpression regionId(QStringLiteral("^[a-z]+(-[a-z0-9]+)+$"));
    // Placeholders sources write where they name no region (the single words "default", "unknown"
    // and "global" already fail the pattern).
    static const QStringList placeholders { QStringLiteral("all-regions"), QStringLiteral("multi-region"), QStringLiteral("any-region") };
    if (!regionId.match(region).hasMatch() || placeholders.contains(region)) {
        *why = QStringLiteral("the region is not named by its region ID");
        return t;
    }
    t.url = QString::fromLatin1(p->url).replace(QLatin1String("{region}"), region);
    t.source = QString::fromLatin1(p->source);
    return t;
}

QList<LatencyTarget> RegionEndpoints::builtInTargets(const QList<OfferRegion> &regions, const QStringList &providers, int *notTimed)
{
    *notTimed = 0;
    QList<LatencyTarget> out;
    for (const OfferRegion &r : regions) {
        if (!providers.isEmpty() && !providers.contains(r.place.providerKey))
            continue;
        QString why;
        LatencyTarget t = builtIn(r.place.providerKey, r.place.region, &why);
        if (t.url.isEmpty())
            ++*notTimed;
        else
            out.append(std::move(t));
    }
    return out;
}

QStringList RegionEndpoints::providers()
{
    QStringList keys;
    for (const Pattern &p : kPatterns)
        keys.append(QString::fromLatin1(p.provider));
    std::sort(keys.begin(), keys.end());
    return keys;
}

QList<LatencyTarget> RegionEndpoints::readCsv(const QString &path, QString *error)
{
    CsvLimits limits;
    limits.maxFileBytes = 16LL * 1024 * 1024;
    limits.maxRows = 100'000;
    const CsvTable table = CsvReader::parseFile(path, limits);
    if (!table.ok()) {
        *error = QStringLiteral("%1: %2").arg(path, table.fatalError);
        return {};
    }
    if (!table.issues.isEmpty()) {
        *error = QStringLiteral("%1: line %2: %3").arg(path).arg(table.issues.first().line).arg(table.issues.first().reason);
        return {};
    }
    const int provider = table.column("provider"), region = table.column("region"), url = table.column("url");
    if (provider < 0 || region < 0 || url < 0) {
        *error = QStringLiteral("%1: the header must name the columns provider,region,url").arg(path);
        return {};
    }
    QList<LatencyTarget> targets;
    for (const CsvRecord &r : table.records) {
        const LatencyTarget t { r.fields.value(provider).trimmed(), r.fields.value(region).trimmed(), r.fields.value(url).trimmed(), {} };
        QString problem;
        if (t.providerKey.isEmpty() || t.region.isEmpty())
            problem = QStringLiteral("provider and region must not be empty");
        else
            problem = urlProblem(t.url);
        if (!problem.isEmpty()) {
            *error = QStringLiteral("%1: line %2: %3").arg(path).arg(r.line).arg(problem);
            return {};
        }
        targets.append(t);
    }
    if (targets.isEmpty())
        *error = QStringLiteral("%1: no endpoint in the file (the header provider,region,url, then one row per region)").arg(path);
    return targets;
}

} // namespace cg
