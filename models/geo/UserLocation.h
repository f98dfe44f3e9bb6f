#pragma once

#include <QString>

#include <optional>

namespace cg {

/**
 * Where the user (or the users a service is for) is: a point in decimal degrees (WGS 84) and an
 * optional name ("Shanghai"), remembered in the user's settings (keys location/coordinates and
 * location/name) so that the regions table, the window and the report measure distances from it
 * without asking again. There is no default: a location nobody gave is unknown, never guessed
 * from the UI language.
 */
struct UserLocation
{
    QString name; ///< what the user called it; empty when only coordinates were given
    double latitude = 0; ///< decimal degrees, −90 to 90
    double longitude = 0; ///< decimal degrees, −180 to 180

    /// From "LAT,LON" (parseCoordinates) and an optional name; nullopt with `error` otherwise.
    static std::optional<UserLocation> parse(const QString &coordinates, const QString &name, QString *error);
    /// The remembered location, or nullopt when none was set (or the stored text no longer reads).
    static std::optional<UserLocation> remembered();
    /// Stores this location as the remembered one.
    void remember() const;
    /// Forgets the remembered location.
    static void forget();
    /// "Shanghai (31.23, 121.47)", or "31.23, 121.47" without a name.
    QString text() const;
    /// "31.23,121.47": what parse() reads back.
    QString coordinatesText() const;
    /// Great-circle distance in km to a point (greatCircleKm).
    double kmTo(double lat, double lon) const;

    bool operator==(const UserLocation &o) const = default;
};

} // namespace cg
