// `regions`: where each provider's regions are (country, jurisdiction, city, coordinates) with the
// page that says so, the offers listed there, and, --from, the distance and round-trip floor.
#include "Commands.h"

#include "CommandSupport.h"
#include "catalog/store/Catalog.h"
#include "geo/RegionPlace.h"
#include "geo/UserLocation.h"
#include "session/Workspace.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace cg::cli {

namespace {

struct RegionsOptionSet
{
    QCommandLineOption catalog = catalogOption();
    QStringList formats { QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json") };
    QCommandLineOption format = formatOption(formats, QStringLiteral("table"));
    QCommandLineOption provider { QStringLiteral("provider"), QStringLiteral("Only this provider's regions (a provider key; repeatable)."),
        QStringLiteral("KEY") };
    QCommandLineOption from { QStringLiteral("from"),
        QStringLiteral("Your location, LAT,LON in decimal degrees (e.g. 31.23,121.47): adds the great-circle distance and the round-trip"
                       " floor (light in fibre, 200 km per ms) to every region with coordinates. Default: the location set with"
                       " `cloudgauge location set`, if any."),
        QStringLiteral("LAT,LON") };
    QList<QCommandLineOption> all() const { return { catalog, format, provider, from }; }
};

/// The columns, in order; the JSON keys are the same names. The numbers are JSON numbers.
const QStringList kColumns { QStringLiteral("provider"), QStringLiteral("region"), QStringLiteral("country"),
    QStringLiteral("jurisdiction"), QStringLiteral("subdivision"), QStringLiteral("city"), QStringLiteral("latitude"),
    QStringLiteral("longitude"), QStringLiteral("offers"), QStringLiteral("basis"), QStringLiteral("source_url"),
    QStringLiteral("observed_on") };
const QStringList kDistanceColumns { QStringLiteral("distance_km"), QStringLiteral("rtt_floor_ms") };

} // namespace

QList<QCommandLineOption> regionsOptions()
{
    return RegionsOptionSet().all();
}

int runRegions(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const RegionsOptionSet opt;
    QCommandLineParser parser;
    parser.addOptions(opt.all());
    if (!parser.parse(args))
        return usage(err, parser.errorText());
    if (parser.positionalArguments().size() > 1) // [0] is "regions"
        return usage(err, QStringLiteral("regions: takes no operand ('%1')").arg(parser.positionalArguments().at(1)));
    const std::optional<QString> format = formatValue(parser, opt.formats, QStringLiteral("regions"), err);
    if (!format)
        return kUsageError;
    double fromLat = 0, fromLon = 0;
    QString error;
    if (parser.isSet(opt.from) && !parseCoordinates(parser.value(opt.from), &fromLat, &fromLon, &error))
        return usage(err, QStringLiteral("regions: --from: %1").arg(error));
    const std::optional<UserLocation> remembered = parser.isSet(opt.from) ? std::nullopt : UserLocation::remembered();
    if (remembered) {
        fromLat = remembered->latitude;
        fromLon = remembered->longitude;
    }
    const bool withDistance = parser.isSet(opt.from) || remembered.has_value();
    const auto workspace = openWorkspace(parser.value(opt.catalog), err);
    if (!workspace)
        return 1;
    const Catalog &catalog = workspace->catalog();
    const QStringList providers = parser.values(opt.provider);
    QSet<QString> known;
    const QList<ProviderRecord> providerRecords = catalog.providers();
    if (readFailed(catalog, QStringLiteral("regions"), err))
        return 1;
    for (const ProviderRecord &p : providerRecords)
        known.insert(p.key);
    for (const QString &p : providers)
        if (!known.contains(p))
            return usage(err, QStringLiteral("regions: '%1' is not a provider key of the catalog (see 'cloudgauge providers')").arg(p));
    const QList<OfferRegion> regions = catalog.offerRegions();
    if (readFailed(catalog, QStringLiteral("regions"), err))
        return 1;
    QStringList header = kColumns;
    if (withDistance)
        header += kDistanceColumns;
    QList<QStringList> rows { header };
    QJsonArray json;
    for (const OfferRegion &r : regions) {
        const RegionPlace &p = r.place;
        if (!providers.isEmpty() && !providers.contains(p.providerKey))
            continue;
        std::optional<double> km, rtt;
        if (withDistance && p.hasCoordinates()) {
            km = greatCircleKm(fromLat, fromLon, *p.latitude, *p.longitude);
            rtt = roundTripFloorMs(*km);
        }
        const QString basis = p.basis.isEmpty() ? QStringLiteral("unknown") : p.basis;
        QStringList row { p.providerKey, p.region, p.country, Jurisdiction::of(p.country), p.subdivision, p.city, num(p.latitude, 2),
            num(p.longitude, 2), QString::number(r.offers), basis, p.sourceUrl, p.observedOn };
        if (withDistance)
            row << num(km, 0) << num(rtt, 1);
        rows.append(row);
        QJsonObject j;
        for (int c = 0; c < header.size(); ++c)
            j.insert(header.at(c), row.at(c).isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(row.at(c)));
        j.insert(QStringLiteral("latitude"), jsonNum(p.latitude));
        j.insert(QStringLiteral("longitude"), jsonNum(p.longitude));
        j.insert(QStringLiteral("offers"), r.offers);
        if (withDistance) {
            j.insert(QStringLiteral("distance_km"), jsonNum(km));
            j.insert(QStringLiteral("rtt_floor_ms"), jsonNum(rtt));
        }
        json.append(j);
    }
    if (*format == QLatin1String("json")) {
        out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
    } else if (*format == QLatin1String("csv")) {
        printCsv(out, rows);
    } else {
        for (int r = 1; r < rows.size(); ++r) {
            for (QString &cell : rows[r])
                if (cell.isEmpty())
                    cell = QStringLiteral("—"); // unknown, never blank in a table
            rows[r][3] = rows[r][2] == QLatin1String("—") ? QStringLiteral("unknown") : Jurisdiction::displayName(rows[r][3]);
        }
        printTable(out, rows);
    }
    return 0;
}

} // namespace cg::cli
