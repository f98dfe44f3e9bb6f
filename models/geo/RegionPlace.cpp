#include "geo/RegionPlace.h"

#include <QRegularExpression>

#include <cmath>
#include <numbers>

namespace cg {

namespace {
// EU members (27) and the three other EEA members (IS, LI, NO); sources in Jurisdiction's comment.
const QStringList kEuEea { QStringLiteral("AT"), QStringLiteral("BE"), QStringLiteral("BG"), QStringLiteral("HR"), QStringLiteral("CY"),
    QStringLiteral("CZ"), QStringLiteral("DK"), QStringLiteral("EE"), QStringLiteral("FI"), QStringLiteral("FR"), QStringLiteral("DE"),
    QStringLiteral("GR"), QStringLiteral("HU"), QStringLiteral("IE"), QStringLiteral("IT"), QStringLiteral("LV"), QStringLiteral("LT"),
    QStringLiteral("LU"), QStringLiteral("MT"), QStringLiteral("NL"), QStringLiteral("PL"), QStringLiteral("PT"), QStringLiteral("RO"),
    QStringLiteral("SK"), QStringLiteral("SI"), QStringLiteral("ES"), QStringLiteral("SE"), QStringLiteral("IS"), QStringLiteral("LI"),
    QStringLiteral("NO") };

constexpr double kEarthMeanRadiusKm = 6371.0088; // IUGG mean radius R1 (GRS 80)
constexpr double kFibreKmPerMs = 200.0; // c / 1.5, light in optical fibre

bool isCountryCode(const QString &s)
{
    static const QRegularExpression code(QStringLiteral("^[A-Z]{2}$"));
    return code.match(s).hasMatch();
}
} // namespace

QStringList regionPlaceBases()
{
    return { QStringLiteral("vendor-docs"), QStringLiteral("region-name"), QStringLiteral("third-party"), QStringLiteral("unknown") };
}

bool Jurisdiction::inEuEea(const QString &countryCode)
{
    return kEuEea.contains(countryCode);
}

QString Jurisdiction::of(const QString &countryCode)
{
    if (countryCode.isEmpty())
        return {};
    if (countryCode == QLatin1String("CN"))
        return QStringLiteral("cn-mainland");
    if (countryCode == QLatin1String("HK"))
        return QStringLiteral("hk-sar");
    if (countryCode == QLatin1String("MO"))
        return QStringLiteral("mo-sar");
    if (inEuEea(countryCode))
        return QStringLiteral("eu-eea");
    return countryCode.toLower();
}

QString Jurisdiction::displayName(const QString &jurisdiction)
{
    if (jurisdiction == QLatin1String("cn-mainland"))
        return tr("mainland China");
    if (jurisdiction == QLatin1String("hk-sar"))
        return tr("Hong Kong SAR");
    if (jurisdiction == QLatin1String("mo-sar"))
        return tr("Macao SAR");
    if (jurisdiction == QLatin1String("eu-eea"))
        return tr("EU/EEA");
    return jurisdiction.toUpper();
}

std::optional<Residency> Residency::parse(const QString &text, QString *error)
{
    Residency r;
    const QString t = text.trimmed();
    if (t.isEmpty())
        return r;
    if (t == QLatin1String("cn-mainland")) {
        r.m_kind = Kind::CnMainland;
        return r;
    }
    if (t == QLatin1String("outside-cn-mainland")) {
        r.m_kind = Kind::OutsideCnMainland;
        return r;
    }
    if (t == QLatin1String("eu-eea")) {
        r.m_kind = Kind::EuEea;
        return r;
    }
    QStringList codes;
    for (const QString &part : t.split(QLatin1Char(','))) {
        const QString code = part.trimmed().toUpper();
        if (!isCountryCode(code)) {
            *error = QStringLiteral("'%1' is not a residency rule: use cn-mainland, outside-cn-mainland, eu-eea or ISO country codes"
                                    " such as DE,FR")
                         .arg(text);
            return std::nullopt;
        }
        if (!codes.contains(code))
            codes.append(code);
    }
    r.m_kind = Kind::Countries;
    r.m_countries = codes;
    return r;
}

QString Residency::text() const
{
    switch (m_kind) {
    case Kind::None:
        return {};
    case Kind::CnMainland:
        return QStringLiteral("cn-mainland");
    case Kind::OutsideCnMainland:
        return QStringLiteral("outside-cn-mainland");
    case Kind::EuEea:
        return QStringLiteral("eu-eea");
    case Kind::Countries:
        return m_countries.join(QLatin1Char(','));
    }
    return {};
}

bool Residency::allows(const RegionPlace &place, QString *reason) const
{
    if (m_kind == Kind::None)
        return true;
    const QString region = place.region.isEmpty() ? tr("(none given)") : place.region;
    if (!place.known()) {
        if (reason)
            *reason = tr("the place of region %1 is unknown, so it cannot be shown to meet the residency rule %2").arg(region, text());
        return false;
    }
    const QString jurisdiction = Jurisdiction::of(place.country);
    bool ok = false;
    QString rule;
    switch (m_kind) {
    case Kind::None:
        return true;
    case Kind::CnMainland:
        ok = jurisdiction == QLatin1String("cn-mainland");
        rule = tr("outside mainland China");
        break;
    case Kind::OutsideCnMainland:
        ok = jurisdiction != QLatin1String("cn-mainland");
        rule = tr("in mainland China");
        break;
    case Kind::EuEea:
        ok = jurisdiction == QLatin1String("eu-eea");
        rule = tr("outside the EU/EEA");
        break;
    case Kind::Countries:
        ok = m_countries.contains(place.country);
        rule = tr("not in %1").arg(m_countries.join(QLatin1String(", ")));
        break;
    }
    if (!ok && reason)
        *reason = tr("region %1 is in %2, %3").arg(region, place.country, rule);
    return ok;
}

QString Residency::inWords() const
{
    switch (m_kind) {
    case Kind::None:
        return {};
    case Kind::CnMainland:
        return tr("data stays in mainland China");
    case Kind::OutsideCnMainland:
        return tr("data stays outside mainland China");
    case Kind::EuEea:
        return tr("data stays in the EU/EEA");
    case Kind::Countries:
        return tr("data stays in %1").arg(m_countries.join(QLatin1String(", ")));
    }
    return {};
}

double greatCircleKm(double lat1, double lon1, double lat2, double lon2)
{
    constexpr double rad = std::numbers::pi / 180.0;
    const double dLat = (lat2 - lat1) * rad, dLon = (lon2 - lon1) * rad;
    const double a = std::pow(std::sin(dLat / 2), 2) + std::cos(lat1 * rad) * std::cos(lat2 * rad) * std::pow(std::sin(dLon / 2), 2);
    return 2 * kEarthMeanRadiusKm * std::asin(std::min(1.0, std::sqrt(a)));
}

double roundTripFloorMs(double km)
{
    return 2 * km / kFibreKmPerMs;
}

bool parseCoordinates(const QString &text, double *lat, double *lon, QString *error)
{
    const QStringList parts = text.split(QLatin1Char(','));
    bool okLat = false, okLon = false;
    if (parts.size() == 2) {
        *lat = parts.at(0).trimmed().toDouble(&okLat);
        *lon = parts.at(1).trimmed().toDouble(&okLon);
    }
    if (!okLat || !okLon || !std::isfinite(*lat) || !std::isfinite(*lon) || std::abs(*lat) > 90 || std::abs(*lon) > 180) {
        *error = QStringLiteral("'%1' is not a location: give LAT,LON in decimal degrees, e.g. 31.23,121.47 (Shanghai)").arg(text);
        return false;
    }
    return true;
}

} // namespace cg
