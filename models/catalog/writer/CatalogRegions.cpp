// Where the providers' regions are: schema v11 (table region_place), its write
// (CatalogWriter::replaceRegionPlaces) and read (Catalog::regionPlaces).
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogSchema.h"
#include "catalog/store/CatalogSql.h"
#include "catalog/writer/CatalogWriter.h"

#include <QMap>
#include <QSqlQuery>
#include <QVariant>

namespace cg {

namespace {

// Schema v11: region_place, one row per (provider, region) as RegionPlace describes it. The seed
// (regions.csv) fills it; a region without a row, or with an empty country, is in an unknown place.
const char *const kSchemaV11[] = {
    R"(CREATE TABLE region_place (
        provider_id INTEGER NOT NULL REFERENCES provider(id) ON DELETE CASCADE,
        region TEXT NOT NULL,
        country TEXT CHECK (country IS NULL OR length(country) = 2),
        subdivision TEXT,
        city TEXT,
        latitude REAL CHECK (latitude IS NULL OR (latitude >= -90 AND latitude <= 90)),
        longitude REAL CHECK (longitude IS NULL OR (longitude >= -180 AND longitude <= 180)),
        basis TEXT NOT NULL CHECK (basis IN ('vendor-docs','region-name','third-party','unknown')),
        source_url TEXT,
        observed_on TEXT,
        note TEXT,
        PRIMARY KEY (provider_id, region)))",
};

} // namespace

QStringList schema::v11Statements()
{
    QStringList out;
    for (const char *statement : kSchemaV11)
        out.append(QString::fromUtf8(statement));
    return out;
}

bool CatalogWriter::replaceRegionPlaces(qint64 providerId, const QList<RegionPlace> &places)
{
    const QString purpose = QStringLiteral("store the region places of provider %1").arg(providerId);
    QSqlQuery q(m_catalog.database());
    if (!sql::prepare(q, QStringLiteral("DELETE FROM region_place WHERE provider_id = ?"), purpose, &m_error))
        return false;
    q.addBindValue(providerId);
    if (!sql::exec(q, purpose, &m_error))
        return false;
    if (!sql::prepare(q,
            QStringLiteral("INSERT INTO region_place (provider_id, region, country, subdivision, city, latitude, longitude, basis,"
                           " source_url, observed_on, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
            purpose, &m_error))
        return false;
    for (const RegionPlace &p : places) {
        const QString region = p.region.isNull() ? QString(QLatin1String("")) : p.region; // "" is a region name, not NULL
        for (const QVariant &v : { QVariant(providerId), QVariant(region), sql::textOrNull(p.country), sql::textOrNull(p.subdivision),
                 sql::textOrNull(p.city), sql::toVariant(p.latitude), sql::toVariant(p.longitude), QVariant(p.basis),
                 sql::textOrNull(p.sourceUrl), sql::textOrNull(p.observedOn), sql::textOrNull(p.note) })
            q.addBindValue(v);
        if (!sql::exec(q, purpose, &m_error))
            return false;
    }
    return true;
}

QList<RegionPlace> Catalog::regionPlaces() const
{
    m_lastError.clear();
    QList<RegionPlace> out;
    if (m_schemaVersion < 11)
        return out;
    QSqlQuery q(database());
    if (!sql::run(q,
            QStringLiteral("SELECT p.key, r.region, r.country, r.subdivision, r.city, r.latitude, r.longitude, r.basis, r.source_url,"
                           " r.observed_on, r.note FROM region_place r JOIN provider p ON p.id = r.provider_id ORDER BY p.key, r.region"),
            QStringLiteral("read the region places"), &m_lastError))
        return out;
    while (q.next()) {
        RegionPlace p;
        p.providerKey = q.value(0).toString();
        p.region = q.value(1).toString();
        p.country = q.value(2).toString();
        p.subdivision = q.value(3).toString();
        p.city = q.value(4).toString();
        p.latitude = sql::optDouble(q.value(5));
        p.longitude = sql::optDouble(q.value(6));
        p.basis = q.value(7).toString();
        p.sourceUrl = q.value(8).toString();
        p.observedOn = q.value(9).toString();
        p.note = q.value(10).toString();
        out.append(p);
    }
    return out;
}

QList<OfferRegion> Catalog::offerRegions() const
{
    QMap<std::pair<QString, QString>, OfferRegion> byKey;
    const QList<RegionPlace> places = regionPlaces();
    if (hasError())
        return {};
    for (const RegionPlace &p : places)
        byKey[{ p.providerKey, p.region }].place = p;
    QSqlQuery q(database());
    if (!sql::run(q,
            QStringLiteral("SELECT p.key, o.region, count(*) FROM offering o JOIN provider p ON p.id = o.provider_id"
                           " WHERE o.withdrawn_run_id IS NULL GROUP BY p.key, o.region"),
            QStringLiteral("count the offers per region"), &m_lastError))
        return byKey.values();
    while (q.next()) {
        OfferRegion &r = byKey[{ q.value(0).toString(), q.value(1).toString() }];
        r.place.providerKey = q.value(0).toString();
        r.place.region = q.value(1).toString();
        r.offers = q.value(2).toInt();
    }
    QList<OfferRegion> out = byKey.values();
    for (OfferRegion &r : out)
        if (r.place.basis.isEmpty()) {
            r.place.basis = QStringLiteral("unknown");
            r.place.note = QStringLiteral("the catalog has no place for this region");
        }
    return out;
}

} // namespace cg
