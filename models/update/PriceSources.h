#pragma once

#include <QList>
#include <QString>

#include <QStringList>
#include <optional>

namespace cg {

/// How a feed splits one document over several HTTP responses.
enum class FeedPaging {
    None,
    /// Azure Retail Prices API: each page is `{"Items": [...], "NextPageLink": "<url>" | null}`
    /// (https://learn.microsoft.com/en-us/rest/api/cost-management/retail-prices/azure-retail-prices).
    AzureNextPageLink,
    /// Google Cloud Billing Catalog: each page is `{"skus": [...], "nextPageToken": "<token>"}`;
    /// the next page is the first URL with `pageToken=<token>`
    /// (https://cloud.google.com/billing/v1/how-tos/catalog-api).
    GcpNextPageToken,
};

/// One price document that `cloudgauge update` can fetch: one source = one URL (followed through
/// the feed's own paging) = one import run.
struct PriceSource
{
    QString name; ///< unique id, e.g. "aws-ec2-us-east-1"
    QString group; ///< several sources at once: `--source aws-ec2`
    QString title; ///< one line for people
    QString url; ///< may hold {API_KEY} (replaced from apiKeyEnv) and {version} (from versionUrl)
    QString versionUrl; ///< a URL whose body is the value of {version} in `url`; empty = none
    QString format; ///< an Importer format (ImportOptions::format)
    QString providerKey; ///< provider key given to the importer; empty = the format's own
    FeedPaging paging = FeedPaging::None;
    qint64 maxBytes = 64LL * 1024 * 1024; ///< size limit of the whole document (all pages), bytes
    /// The largest size limit a source may have, MiB: twice the bundled list's largest (8192 MiB for
    /// AWS's EC2 offer file, which is several GiB). A larger value is a typing error, and one beyond
    /// qint64 bytes would overflow.
    static constexpr double kMaxMb = 16384;
    /// `mb` MiB as a size limit in bytes; nullopt (with "…must be a number of MiB above 0 and at most
    /// 16384") when it is not a number in (0, kMaxMb]. `what` names the setting ("max_mb", "--max-mb").
    static std::optional<qint64> maxBytesFor(double mb, const QString &what, QString *why);
    int maxPages = 100; ///< paging guard: more pages than this is an error
    bool needsApiKey = false;
    QString apiKeyEnv; ///< environment variable holding the key when needsApiKey
    QString container; ///< "zip", "tar.gz": an archive CloudGauge cannot unpack yet (not fetchable); empty = plain
    QString documentation; ///< where the URL's form is documented
    QString notes; ///< what the document is, quoted from its documentation
    QString origin; ///< "bundled" or the override file's path

    /// Why this source cannot be fetched as it is (an archive, a missing API key), else empty.
    QString unfetchableReason() const;
    /// A warning for a source fetched over plain http:// from a host other than this machine
    /// (localhost, 127.0.0.1, ::1): anyone on the network path could change the prices it brings.
    /// Fetched anyway (an intranet mirror may have no TLS); `update` and its report say so. Empty
    /// for https:// and local hosts.
    QString insecureUrlWarning() const;
    /// `url` with {API_KEY} replaced from the environment (never logged: see displayUrl()).
    QString resolvedUrl() const;
    /// `url` with an API key shown as {API_KEY}, for reports and the catalog's source_url.
    QString displayUrl() const { return url; }
};

/// The price source list: the bundled resources/sources/price_sources.json (embedded as
/// :/sources/price_sources.json and installed as share/cloudgauge/price_sources.json) merged with
/// the user's override file, price_sources.json in the app data folder (QStandardPaths::
/// AppDataLocation). An override entry replaces the bundled entry of the same name field by
/// field (fields it does not give are kept); a new name is added at the end; `"disabled": true`
/// removes the entry.
class PriceSourceList
{
public:
    /// The user's override file (it need not exist).
    static QString overridePath();
    /// The bundled list merged with overridePath(). On a malformed file, `error` names the file
    /// and line and the bundled list alone is returned (the bundled file is tested).
    static QList<PriceSource> load(QString *error);
    /// Parses one list document (the bundled format); `origin` names it in errors and in
    /// PriceSource::origin. Errors: "FILE:LINE: reason" (JSON syntax), "FILE: source N: reason"
    /// (a missing name/url/format, an unknown paging kind, a non-positive max_mb).
    static QList<PriceSource> parse(const QByteArray &json, const QString &origin, QString *error);
    /// `overrides` merged over `base` (the rules above). `overrideJson` is the override file's
    /// text; entries there may give only some fields.
    static QList<PriceSource> merge(const QList<PriceSource> &base, const QByteArray &overrideJson, const QString &origin, QString *error);
    /// The sources whose name or group is one of `names`; an unknown name is reported in `error`.
    static QList<PriceSource> select(const QList<PriceSource> &all, const QStringList &names, QString *error);
};

/// "none", "azure-next-page-link" or "gcp-next-page-token".
QString pagingName(FeedPaging paging);

} // namespace cg
