#include "geo/UserLocation.h"

#include "geo/RegionPlace.h"

#include <QSettings>

namespace cg {

namespace {
const QString kCoordinatesKey = QStringLiteral("location/coordinates");
const QString kNameKey = QStringLiteral("location/name");

QString degrees(double v)
{
    return QString::number(v, 'g', 8);
}
} // namespace

std::optional<UserLocation> UserLocation::parse(const QString &coordinates, const QString &name, QString *error)
{
    UserLocation l;
    if (!parseCoordinates(coordinates, &l.latitude, &l.longitude, error))
        return std::nullopt;
    l.name = name.simplified();
    return l;
}

std::optional<UserLocation> UserLocation::remembered()
{
    const QSettings settings;
    const QString coordinates = settings.value(kCoordinatesKey).toString();
    if (coordinates.isEmpty())
        return std::nullopt;
    QString ignored;
    return parse(coordinates, settings.value(kNameKey).toString(), &ignored);
}

void UserLocation::remember() const
{
    QSettings settings;
    settings.setValue(kCoordinatesKey, coordinatesText());
    if (name.isEmpty())
        settings.remove(kNameKey);
    else
        settings.setValue(kNameKey, name);
}

void UserLocation::forget()
{
    QSettings settings;
    settings.remove(kCoordinatesKey);
    settings.remove(kNameKey);
}

QString UserLocation::text() const
{
    const QString point = degrees(latitude) + QStringLiteral(", ") + degrees(longitude);
    return name.isEmpty() ? point : QStringLiteral("%1 (%2)").arg(name, point);
}

QString UserLocation::coordinatesText() const
{
    return degrees(latitude) + QLatin1Char(',') + degrees(longitude);
}

double UserLocation::kmTo(double lat, double lon) const
{
    return greatCircleKm(latitude, longitude, lat, lon);
}

} // namespace cg
