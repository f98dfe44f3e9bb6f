#include "import/RegionPlaceCsv.h"

#include "import/SeedTable.h"

#include <QDate>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace cg {

namespace {
const QStringList kColumns { QStringLiteral("provider"), QStringLiteral("region"), QStringLiteral("country"), QStringLiteral("subdivision"),
    QStringLiteral("city"), QStringLiteral("latitude"), QStringLiteral("longitude"), QStringLiteral("basis"), QStringLiteral("source_url"),
    QStringLiteral("observed_on"), QStringLiteral("note") };
} // namespace

std::optional<QList<RegionPlace>> readRegionPlaces(
    const QByteArray &bytes, const QString &name, const QSet<QString> &providerKeys, QString *error)
{
    const CsvTable t = CsvReader::parse(bytes);
    const std::optional<QStringList> checked = checkedSeedHeader(t, name, kColumns, error);
    if (!checked)
        return std::nullopt;
    const QStringList &header = *checked;
    static const QRegularExpression countryCode(QStringLiteral("^[A-Z]{2}$"));
    QList<RegionPlace> out;
    QSet<QString> seen;
    for (const CsvRecord &r : t.records) {
        const auto field = [&](const QString &column) { return r.fields.value(header.indexOf(column)).trimmed(); };
        const auto fail = [&](const QString &why) {
            *error = QStringLiteral("%1 line %2: %3").arg(name).arg(r.line).arg(why);
            return std::nullopt;
        };
        RegionPlace p;
        p.providerKey = field(QStringLiteral("provider"));
        p.region = field(QStringLiteral("region"));
        p.country = field(QStringLiteral("country"));
        p.subdivision = field(QStringLiteral("subdivision"));
        p.city = field(QStringLiteral("city"));
        p.basis = field(QStringLiteral("basis"));
        p.sourceUrl = field(QStringLiteral("source_url"));
        p.observedOn = field(QStringLiteral("observed_on"));
        p.note = field(QStringLiteral("note"));
        if (!providerKeys.contains(p.providerKey))
            return fail(QStringLiteral("provider '%1' is not a provider of the catalog").arg(p.providerKey));
        const QString key = p.providerKey + QChar(0x1f) + p.region;
        if (seen.contains(key))
            return fail(QStringLiteral("provider '%1' region '%2' has a row already").arg(p.providerKey, p.region));
        seen.insert(key);
        if (!p.country.isEmpty() && !countryCode.match(p.country).hasMatch())
            return fail(QStringLiteral("country '%1' must be an ISO 3166-1 alpha-2 code such as US or CN").arg(p.country));
        const QString lat = field(QStringLiteral("latitude")), lon = field(QStringLiteral("longitude"));
        if (lat.isEmpty() != lon.isEmpty())
            return fail(QStringLiteral("give both latitude and longitude, or neither"));
        if (!lat.isEmpty()) {
            bool okLat = false, okLon = false;
            p.latitude = QLocale::c().toDouble(lat, &okLat);
            p.longitude = QLocale::c().toDouble(lon, &okLon);
            if (!okLat || !okLon || !std::isfinite(*p.latitude) || !std::isfinite(*p.longitude) || std::abs(*p.latitude) > 90
                || std::abs(*p.longitude) > 180)
                return fail(
                    QStringLiteral("latitude '%1' and longitude '%2' must be decimal degrees (|lat| ≤ 90, |lon| ≤ 180)").arg(lat, lon));
        }
        if (!regionPlaceBases().contains(p.basis))
            return fail(QStringLiteral("basis '%1' must be %2").arg(p.basis, regionPlaceBases().join(QLatin1String(", "))));
        if ((p.basis == QLatin1String("unknown")) != p.country.isEmpty())
            return fail(p.country.isEmpty() ? QStringLiteral("a place without a country has basis unknown")
                                            : QStringLiteral("basis unknown cannot name a country (%1)").arg(p.country));
        if (p.known() && !p.sourceUrl.startsWith(QLatin1String("https://")))
            return fail(QStringLiteral("a known place needs its https source URL ('%1')").arg(p.sourceUrl));
        if (!p.observedOn.isEmpty() && !QDate::fromString(p.observedOn, Qt::ISODate).isValid())
            return fail(QStringLiteral("observed_on '%1' is not an ISO date (YYYY-MM-DD)").arg(p.observedOn));
        out.append(p);
    }
    return out;
}

} // namespace cg
