#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace cg {

/**
 * Where a provider's region is (schema v11, table region_place): the country, and the city where
 * the provider's own documentation names one, each with the page that says so. Seeded from
 * resources/seed/regions.csv; a region with no row, or a row without a country, is in an unknown
 * place, shown as such and never guessed.
 */
struct RegionPlace
{
    QString providerKey; ///< provider.key
    QString region; ///< offering.region as the provider's feed spells it ("us-east-1", "Oregon, US, NA")
    QString country; ///< ISO 3166-1 alpha-2 code ("US", "CN", "HK"); empty: not published
    QString subdivision; ///< state or province the source names ("Virginia"); empty: not named
    QString city; ///< the city the source names; empty: not named (never guessed from a state)
    std::optional<double> latitude, longitude; ///< decimal degrees of the city, WGS 84; empty without a city
    /// How the place is known: "vendor-docs" (the provider's own region documentation),
    /// "region-name" (written in the region's own name in the provider's feed), "third-party" (a
    /// public source other than the provider), "unknown" (not published).
    QString basis;
    QString sourceUrl; ///< the page that states the place; empty only for basis "unknown"
    QString observedOn; ///< ISO date of that page's version; empty when it shows none
    QString note; ///< where the coordinates come from, doubts, where else was looked

    bool known() const { return !country.isEmpty(); }
    bool hasCoordinates() const { return latitude.has_value() && longitude.has_value(); }
    bool operator==(const RegionPlace &o) const = default;
    /// The key of a provider's region in lookups: "<provider>\x1f<region>".
    static QString key(const QString &providerKey, const QString &region) { return providerKey + QChar(0x1f) + region; }
};

/// A region as the catalog's offers use it: where it is, and how many offerings list it.
struct OfferRegion
{
    RegionPlace place; ///< unknown (country empty) when the catalog has no place for it
    int offers = 0; ///< offerings of this provider in this region, withdrawn ones not counted
};

/// The bases a RegionPlace may give, in the order above.
QStringList regionPlaceBases();

/**
 * Jurisdictions: the legal area a country's data sits in, for residency rules. The one home of
 * the EU/EEA member list and of the mainland China / Hong Kong SAR / Macao SAR split.
 * EU members: https://european-union.europa.eu/principles-countries-history/eu-countries_en (27);
 * EEA adds Iceland, Liechtenstein and Norway: https://www.efta.int/eea (EEA Agreement, Art. 126).
 */
class Jurisdiction final
{
    Q_DECLARE_TR_FUNCTIONS(cg::Jurisdiction)

public:
    /// "cn-mainland" (CN), "hk-sar" (HK), "mo-sar" (MO), "eu-eea" (the 30 EU/EEA countries), "us"
    /// (US), otherwise the country code in lower case ("jp", "sg"); empty for an empty code.
    static QString of(const QString &countryCode);
    /// The jurisdiction's name for people, translated: "mainland China", "Hong Kong SAR", "Macao
    /// SAR", "EU/EEA", "US"; any other is its country code in upper case ("JP").
    static QString displayName(const QString &jurisdiction);
    /// Whether `countryCode` (ISO 3166-1 alpha-2, upper case) is an EU or EEA member.
    static bool inEuEea(const QString &countryCode);
};

/**
 * A residency rule (a need's "data stays in …"): which places an offer's region may be in.
 * Parsed from "cn-mainland" (data stays in mainland China), "outside-cn-mainland", "eu-eea", or a
 * comma-separated list of ISO country codes ("DE,FR,NL"). An offer whose region's place is unknown
 * fails every rule: residency is a promise the user must be able to show.
 */
class Residency final
{
    Q_DECLARE_TR_FUNCTIONS(cg::Residency)

public:
    Residency() = default;
    /// Null with `error` ("… is not a residency rule: use cn-mainland, outside-cn-mainland, eu-eea
    /// or country codes such as DE,FR") for anything else. An empty text is no rule (isSet false).
    static std::optional<Residency> parse(const QString &text, QString *error);

    bool isSet() const { return m_kind != Kind::None; }
    /// The rule as parse() reads it back ("cn-mainland", "DE,FR").
    QString text() const;
    /// Whether a region in `place` meets the rule; false for an unknown place. `reason` (optional)
    /// says why not, e.g. "region us-east-1 is in US, outside mainland China" or "the place of
    /// region default is unknown".
    bool allows(const RegionPlace &place, QString *reason = nullptr) const;
    /// The rule in words for people, translated: "data stays in mainland China", "data stays
    /// outside mainland China", "data stays in the EU/EEA", "data stays in DE, FR".
    QString inWords() const;

    bool operator==(const Residency &o) const = default;

private:
    enum class Kind { None, CnMainland, OutsideCnMainland, EuEea, Countries };
    Kind m_kind = Kind::None;
    QStringList m_countries;
};

/**
 * Great-circle distance in km between two points in decimal degrees (haversine on a sphere of the
 * Earth's mean radius, 6371.0088 km: IUGG, Moritz 2000, "Geodetic Reference System 1980"). Within
 * 0.5 % of the ellipsoidal distance.
 */
double greatCircleKm(double lat1, double lon1, double lat2, double lon2);

/**
 * The physical floor of a round trip over `km` of great-circle distance, in ms: light in optical
 * fibre travels about 200 km per ms (refractive index ≈ 1.47-1.5: c / 1.5 = 199.9 km/ms; ITU-T
 * G.652 fibre), there and back, on the shortest path. Real routes are longer: an estimate, a floor.
 */
double roundTripFloorMs(double km);

/**
 * Reads a user location: "LAT,LON" in decimal degrees (e.g. "31.23,121.47"). False with `error`
 * for anything else or a value out of range (|lat| ≤ 90, |lon| ≤ 180).
 */
bool parseCoordinates(const QString &text, double *lat, double *lon, QString *error);

} // namespace cg
