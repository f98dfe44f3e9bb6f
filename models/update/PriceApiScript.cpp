#include "update/PriceApiScript.h"

#include "catalog/store/CatalogTypes.h"

#include <QRegularExpression>
#include <QSet>

namespace cg {

namespace {

/// One vendor's part of the script: the client, the request it sends, how it answers an error.
struct Vendor
{
    const char *provider, *client, *name, *operation, *install;
    const char *setup; ///< shell lines run once before the calls (may be empty)
    const char *request; ///< body of req(): prints the request JSON of region $1, instance type $2
    const char *ask; ///< body of ask(): the client call for region $1, instance type $2
    const char *errorMark; ///< a string only an error answer holds
};

const Vendor kVendors[] = {
    { "alibaba", "aliyun", "Alibaba Cloud", "ECS DescribePrice",
        "install the Alibaba Cloud CLI (https://github.com/aliyun/aliyun-cli) and run: aliyun configure", "",
        R"(printf '{"RegionId": "%s", "InstanceType": "%s", "ResourceType": "instance", "PriceUnit": "Hour"}' "$1" "$2")",
        R"(aliyun ecs DescribePrice --RegionId "$1" --ResourceType instance --InstanceType "$2" --PriceUnit Hour)", R"("Code")" },
    { "tencent", "tccli", "Tencent Cloud", "CVM InquiryPriceRunInstances",
        "install TCCLI (https://github.com/TencentCloud/tencentcloud-cli) and run: tccli configure",
        "# The image only changes the price when it is a paid one; any public Linux image serves.\n"
        "image=${TENCENT_IMAGE_ID:-img-pmqg1cw7}\n",
        R"(printf '{"Placement": {"Zone": "%s"}, "InstanceType": "%s", "ImageId": "%s", "InstanceChargeType": "POSTPAID_BY_HOUR"}' "$1" "$2" "$image")",
        R"(tccli cvm InquiryPriceRunInstances --region "${1%-*}" --cli-input-json "file://$tmp/req.json")", R"("Error")" },
    { "huawei", "hcloud", "Huawei Cloud", "BSS ListOnDemandResourceRatings",
        "install KooCLI (https://support.huaweicloud.com/intl/en-us/qs-hcli/hcli_02_003.html) and run: hcloud configure init",
        "project=${HUAWEI_PROJECT_ID:-}\n"
        "[ -n \"$project\" ] || { echo \"set HUAWEI_PROJECT_ID to your project ID (console: My Credentials, API Credentials)\" >&2; exit "
        "2; }\n",
        R"(printf '{"body": {"project_id": "%s", "product_infos": [{"id": "1", "cloud_service_type": "hws.service.type.ec2", "resource_type": "hws.resource.type.vm", "resource_spec": "%s.linux", "region": "%s", "usage_factor": "Duration", "usage_value": 1, "usage_measure_id": 4, "subscription_num": 1}]}}' "$project" "$2" "$1")",
        R"(hcloud BSS ListOnDemandResourceRatings --cli-jsonInput="$tmp/req.json")", R"("error_code")" },
};

const Vendor *vendorOf(const QString &provider)
{
    for (const Vendor &v : kVendors)
        if (provider == QLatin1String(v.provider))
            return &v;
    return nullptr;
}

/// A name that is safe unquoted in sh and in JSON: the vendors' instance types and regions are.
bool plainName(const QString &s)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]*$"));
    return plain.match(s).hasMatch();
}

// The common part of every script; %1 vendor name, %2 client, %3 install hint, %4 default output.
const char kPrologue[] = R"sh(set -u
out=${1:-%4}
command -v %2 >/dev/null 2>&1 || { echo "%2 is not on PATH: %3" >&2; exit 2; }
day=$(date -u +%Y-%m-%d)
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM
got=0
skipped=0
sep=
: > "$tmp/entries"
)sh";

const char kPrice[] = R"sh(# price REGION INSTANCE_TYPE: one inquiry; its answer is kept, or skipped and named on stderr.
price() {
    req "$1" "$2" > "$tmp/req.json"
    if ask "$1" "$2" > "$tmp/resp.json" 2> "$tmp/err.txt" && [ -s "$tmp/resp.json" ] && ! grep -q '%1' "$tmp/resp.json"; then
        printf '%s\n{"observed_on": "%s", "request": ' "$sep" "$day" >> "$tmp/entries"
        cat "$tmp/req.json" >> "$tmp/entries"
        printf ', "response": ' >> "$tmp/entries"
        cat "$tmp/resp.json" >> "$tmp/entries"
        printf '}' >> "$tmp/entries"
        sep=,
        got=$((got + 1))
    else
        skipped=$((skipped + 1))
        echo "skipped $2 in $1: $(cat "$tmp/err.txt" "$tmp/resp.json" | tr '\n' ' ' | cut -c1-300)" >&2
    fi
}
)sh";

const char kEpilogue[] = R"sh(if [ "$got" -eq 0 ]; then
    echo "no price came back ($skipped calls skipped); $out not written" >&2
    exit 1
fi
if ! { printf '['; cat "$tmp/entries"; printf '\n]\n'; } > "$out.part" || ! mv "$out.part" "$out"; then
    rm -f "$out.part"
    echo "could not write $out" >&2
    exit 1
fi
echo "wrote $got prices to $out ($skipped calls skipped); import them with: cloudgauge import $out"
)sh";

} // namespace

QStringList PriceApiScript::providers()
{
    QStringList out;
    for (const Vendor &v : kVendors)
        out.append(QLatin1String(v.provider));
    return out;
}

QString PriceApiScript::client(const QString &provider)
{
    const Vendor *v = vendorOf(provider);
    return v ? QLatin1String(v->client) : QString();
}

QStringList PriceApiScript::instanceTypesOf(const QList<OfferView> &offers, const QString &provider)
{
    QStringList out;
    QSet<QString> seen;
    for (const OfferView &o : offers)
        if (o.providerKey == provider && plainName(o.instanceType) && !seen.contains(o.instanceType)) {
            seen.insert(o.instanceType);
            out.append(o.instanceType);
        }
    return out;
}

QStringList PriceApiScript::regionsOf(const QList<OfferView> &offers, const QString &provider)
{
    QStringList out;
    for (const OfferView &o : offers)
        if (o.providerKey == provider && regionProblem(provider, o.region).isEmpty() && !out.contains(o.region))
            out.append(o.region);
    return out;
}

QStringList PriceApiScript::exampleRegions(const QString &provider)
{
    if (provider == QLatin1String("alibaba"))
        return { QStringLiteral("cn-beijing"), QStringLiteral("cn-hangzhou") };
    if (provider == QLatin1String("tencent"))
        return { QStringLiteral("ap-beijing-5"), QStringLiteral("ap-shanghai-2") };
    if (provider == QLatin1String("huawei"))
        return { QStringLiteral("cn-north-4") };
    return {};
}

QString PriceApiScript::regionProblem(const QString &provider, const QString &region)
{
    // Alibaba region IDs: cn-beijing, ap-southeast-1; Huawei: cn-north-4, ap-southeast-3;
    // Tencent zones: ap-beijing-5, na-siliconvalley-1 (the API region is the zone less its number).
    static const QRegularExpression regionId(QStringLiteral("^[a-z]{2,}(-[a-z0-9]+)+$"));
    static const QRegularExpression zone(QStringLiteral("^[a-z]{2,}(-[a-z]+)+-[0-9]+$"));
    if (provider == QLatin1String("tencent"))
        return zone.match(region).hasMatch()
            ? QString()
            : QStringLiteral(
                "'%1' is not a Tencent Cloud zone such as ap-beijing-5 (https://www.tencentcloud.com/document/product/213/6091)")
                  .arg(region);
    if (!regionId.match(region).hasMatch())
        return provider == QLatin1String("huawei")
            ? QStringLiteral(
                "'%1' is not a Huawei Cloud region ID such as cn-north-4 (https://developer.huaweicloud.com/intl/en-us/endpoint)")
                  .arg(region)
            : QStringLiteral(
                "'%1' is not an Alibaba Cloud region ID such as cn-beijing (https://www.alibabacloud.com/help/en/ecs/regions-and-zones)")
                  .arg(region);
    return {};
}

QString PriceApiScript::text() const
{
    const Vendor *v = vendorOf(provider);
    if (!v || instanceTypes.isEmpty() || regions.isEmpty())
        return {};
    QString s = QStringLiteral("#!/bin/sh\n");
    s += QStringLiteral("# %1 list prices per hour: %2 instance type(s) in %3 region(s), %4 call(s) of %5 through\n"
                        "# the %6 command-line client, with the credentials you configured for it.\n"
                        "# Written by `cloudgauge price-api script` on %7. It runs nothing but %6 and writes one file.\n"
                        "# Usage: sh THIS_SCRIPT [OUT.json]   then: cloudgauge import OUT.json\n")
             .arg(QLatin1String(v->name))
             .arg(instanceTypes.size())
             .arg(regions.size())
             .arg(calls())
             .arg(QLatin1String(v->operation), QLatin1String(v->client), generatedOn);
    s += QString::fromLatin1(kPrologue)
             .replace(QLatin1String("%4"), provider + QStringLiteral("-prices.json"))
             .replace(QLatin1String("%3"), QLatin1String(v->install))
             .replace(QLatin1String("%2"), QLatin1String(v->client));
    s += QLatin1String(v->setup);
    s += QStringLiteral("req() { %1; }\nask() { %2; }\n").arg(QLatin1String(v->request), QLatin1String(v->ask));
    s += QString::fromLatin1(kPrice).replace(QLatin1String("%1"), QLatin1String(v->errorMark));
    for (const QString &region : regions) {
        if (!regionProblem(provider, region).isEmpty())
            continue;
        for (const QString &type : instanceTypes)
            if (plainName(type))
                s += QStringLiteral("price %1 %2\n").arg(region, type);
    }
    s += QLatin1String(kEpilogue);
    return s;
}

} // namespace cg
