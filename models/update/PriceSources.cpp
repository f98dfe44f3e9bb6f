#include "update/PriceSources.h"

#include <algorithm>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QUrl>

namespace cg {

namespace {

/// 1-based line of a byte offset (QJsonParseError::offset) in `text`.
int lineOf(const QByteArray &text, qsizetype offset)
{
    return int(text.left(offset).count('\n')) + 1;
}

bool pagingFromName(const QString &name, FeedPaging *out)
{
    if (name.isEmpty() || name == QLatin1String("none"))
        *out = FeedPaging::None;
    else if (name == QLatin1String("azure-next-page-link"))
        *out = FeedPaging::AzureNextPageLink;
    else if (name == QLatin1String("gcp-next-page-token"))
        *out = FeedPaging::GcpNextPageToken;
    else
        return false;
    return true;
}

/// Applies the fields `o` gives onto `s`; false with `why` on a bad value.
bool applyFields(const QJsonObject &o, PriceSource *s, QString *why)
{
    auto text = [&o](const char *key, QString *field) {
        const auto v = o.value(QLatin1String(key));
        if (!v.isUndefined())
            *field = v.toString();
    };
    text("name", &s->name);
    text("group", &s->group);
    text("title", &s->title);
    text("url", &s->url);
    text("version_url", &s->versionUrl);
    text("format", &s->format);
    text("provider", &s->providerKey);
    text("api_key_env", &s->apiKeyEnv);
    text("container", &s->container);
    text("documentation", &s->documentation);
    text("notes", &s->notes);
    if (o.contains(QLatin1String("paging")) && !pagingFromName(o.value(QLatin1String("paging")).toString(), &s->paging)) {
        *why = QStringLiteral("paging '%1' is not none, azure-next-page-link or gcp-next-page-token")
                   .arg(o.value(QLatin1String("paging")).toString());
        return false;
    }
    if (o.contains(QLatin1String("max_mb"))) {
        const auto bytes = PriceSource::maxBytesFor(o.value(QLatin1String("max_mb")).toDouble(-1), QStringLiteral("max_mb"), why);
        if (!bytes)
            return false;
        s->maxBytes = *bytes;
    }
    if (o.contains(QLatin1String("max_pages"))) {
        const int pages = o.value(QLatin1String("max_pages")).toInt(-1);
        if (pages < 1) {
            *why = QStringLiteral("max_pages must be a whole number of at least 1");
            return false;
        }
        s->maxPages = pages;
    }
    if (o.contains(QLatin1String("needs_api_key")))
        s->needsApiKey = o.value(QLatin1String("needs_api_key")).toBool();
    return true;
}

bool validate(const PriceSource &s, QString *why)
{
    if (s.name.trimmed().isEmpty())
        *why = QStringLiteral("no name");
    else if (s.url.trimmed().isEmpty())
        *why = QStringLiteral("%1 has no url").arg(s.name);
    else if (s.format.trimmed().isEmpty())
        *why = QStringLiteral("%1 has no format").arg(s.name);
    else if (!s.url.startsWith(QLatin1String("https://")) && !s.url.startsWith(QLatin1String("http://")))
        *why = QStringLiteral("%1: url must start with https:// (or http:// for a local server)").arg(s.name);
    else
        return true;
    return false;
}

/// The "sources" array of a list document, or an error "ORIGIN:LINE: reason".
bool sourcesArray(const QByteArray &json, const QString &origin, QJsonArray *out, QString *error)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError) {
        *error = QStringLiteral("%1:%2: %3").arg(origin).arg(lineOf(json, pe.offset)).arg(pe.errorString());
        return false;
    }
    if (!doc.isObject() || !doc.object().value(QLatin1String("sources")).isArray()) {
        *error = QStringLiteral("%1:1: expected an object with a \"sources\" array").arg(origin);
        return false;
    }
    *out = doc.object().value(QLatin1String("sources")).toArray();
    return true;
}

} // namespace

QString pagingName(FeedPaging paging)
{
    switch (paging) {
    case FeedPaging::AzureNextPageLink:
        return QStringLiteral("azure-next-page-link");
    case FeedPaging::GcpNextPageToken:
        return QStringLiteral("gcp-next-page-token");
    case FeedPaging::None:
        break;
    }
    return QStringLiteral("none");
}

QString PriceSource::unfetchableReason() const
{
    if (container == QLatin1String("zip"))
        return QStringLiteral("%1 is a zip archive, which CloudGauge cannot unpack yet; download and unzip it, then import its CSV files"
                              " with `cloudgauge import`")
            .arg(name);
    if (container == QLatin1String("tar.gz"))
        return QStringLiteral("%1 is a tar.gz archive, which CloudGauge cannot unpack yet; download it, unpack it (tar xzf) and import"
                              " its CSV files with `cloudgauge import`")
            .arg(name);
    if (!container.isEmpty())
        return QStringLiteral("%1: unknown container '%2'").arg(name, container);
    if (needsApiKey && (apiKeyEnv.isEmpty() || qEnvironmentVariableIsEmpty(apiKeyEnv.toLocal8Bit().constData())))
        return QStringLiteral("%1 needs an API key: set the environment variable %2")
            .arg(name, apiKeyEnv.isEmpty() ? QStringLiteral("(api_key_env)") : apiKeyEnv);
    return QString();
}

QString PriceSource::insecureUrlWarning() const
{
    const QUrl u(url);
    if (u.scheme().compare(QLatin1String("http"), Qt::CaseInsensitive) != 0)
        return {};
    const QString host = u.host().toLower();
    if (host == QLatin1String("localhost") || host == QLatin1String("127.0.0.1") || host == QLatin1String("::1"))
        return {};
    return QStringLiteral("%1 is fetched over plain http:// from %2 (%3): anyone on the network path could change the prices it "
                          "brings; use an https:// URL")
        .arg(name, host,
            origin == QLatin1String("bundled") ? QStringLiteral("the bundled list")
                : origin.isEmpty()             ? QStringLiteral("given on the command line")
                                               : origin);
}

QString PriceSource::resolvedUrl() const
{
    QString out = url;
    if (needsApiKey && !apiKeyEnv.isEmpty())
        out.replace(QLatin1String("{API_KEY}"), qEnvironmentVariable(apiKeyEnv.toLocal8Bit().constData()));
    return out;
}

QString PriceSourceList::overridePath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("price_sources.json"));
}

QList<PriceSource> PriceSourceList::parse(const QByteArray &json, const QString &origin, QString *error)
{
    QJsonArray array;
    if (!sourcesArray(json, origin, &array, error))
        return {};
    QList<PriceSource> out;
    for (qsizetype i = 0; i < array.size(); ++i) {
        PriceSource s;
        s.origin = origin;
        QString why;
        if (!array.at(i).isObject())
            why = QStringLiteral("not an object");
        else if (applyFields(array.at(i).toObject(), &s, &why))
            validate(s, &why);
        if (!why.isEmpty()) {
            *error = QStringLiteral("%1: source %2: %3").arg(origin).arg(i + 1).arg(why);
            return {};
        }
        for (const PriceSource &earlier : std::as_const(out)) {
            if (earlier.name == s.name) {
                *error = QStringLiteral("%1: source %2: the name %3 is used twice").arg(origin).arg(i + 1).arg(s.name);
                return {};
            }
        }
        out.append(s);
    }
    return out;
}

QList<PriceSource> PriceSourceList::merge(
    const QList<PriceSource> &base, const QByteArray &overrideJson, const QString &origin, QString *error)
{
    QJsonArray array;
    if (!sourcesArray(overrideJson, origin, &array, error))
        return base;
    QList<PriceSource> out = base;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonObject o = array.at(i).toObject();
        const QString name = o.value(QLatin1String("name")).toString();
        if (name.isEmpty()) {
            *error = QStringLiteral("%1: source %2: no name").arg(origin).arg(i + 1);
            return base;
        }
        auto it = std::find_if(out.begin(), out.end(), [&name](const PriceSource &s) { return s.name == name; });
        if (o.value(QLatin1String("disabled")).toBool()) {
            if (it != out.end())
                out.erase(it);
            continue;
        }
        PriceSource s = it != out.end() ? *it : PriceSource();
        s.origin = origin;
        QString why;
        if (!applyFields(o, &s, &why) || !validate(s, &why)) {
            *error = QStringLiteral("%1: source %2: %3").arg(origin).arg(i + 1).arg(why);
            return base;
        }
        if (it != out.end())
            *it = s;
        else
            out.append(s);
    }
    return out;
}

QList<PriceSource> PriceSourceList::load(QString *error)
{
    QFile bundled(QStringLiteral(":/sources/price_sources.json"));
    if (!bundled.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("this build carries no bundled price source list");
        return {};
    }
    QList<PriceSource> list = parse(bundled.readAll(), QStringLiteral("bundled"), error);
    QFile user(overridePath());
    if (!user.exists() || !user.open(QIODevice::ReadOnly))
        return list;
    return merge(list, user.readAll(), user.fileName(), error);
}

QList<PriceSource> PriceSourceList::select(const QList<PriceSource> &all, const QStringList &names, QString *error)
{
    QList<PriceSource> out;
    QStringList unknown;
    for (const QString &n : names) {
        bool found = false;
        for (const PriceSource &s : all) {
            if (s.name != n && s.group != n)
                continue;
            found = true;
            if (std::none_of(out.cbegin(), out.cend(), [&s](const PriceSource &o) { return o.name == s.name; }))
                out.append(s);
        }
        if (!found)
            unknown.append(n);
    }
    if (!unknown.isEmpty())
        *error = QStringLiteral("unknown source %1 (see `cloudgauge update --list`)").arg(unknown.join(QLatin1String(", ")));
    return out;
}

std::optional<qint64> PriceSource::maxBytesFor(double mb, const QString &what, QString *why)
{
    if (!(mb > 0 && mb <= kMaxMb)) {
        *why = QStringLiteral("%1 must be a number of MiB above 0 and at most %2").arg(what).arg(kMaxMb);
        return std::nullopt;
    }
    return qint64(mb * 1024 * 1024);
}

} // namespace cg
