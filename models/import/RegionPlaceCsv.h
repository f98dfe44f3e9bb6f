#pragma once

#include "geo/RegionPlace.h"

#include <QByteArray>
#include <QList>
#include <QSet>
#include <QString>

#include <optional>

namespace cg {

/**
 * Reads a region table (resources/seed/regions.csv, or a user's file of the same shape): a CSV
 * with the header provider,region,country,subdivision,city,latitude,longitude,basis,source_url,
 * observed_on,note, one row per (provider, region), as RegionPlace describes them. `name` names
 * the file in errors.
 *
 * Checks, each failing with "NAME line N: why" and nothing returned: a provider in
 * `providerKeys`; a (provider, region) pair given once; country empty or two upper-case letters;
 * latitude and longitude both empty or both numbers in range (|lat| ≤ 90, |lon| ≤ 180); a basis
 * of regionPlaceBases(); basis "unknown" exactly when the country is empty; an https source URL
 * for every known place; observed_on empty or an ISO date (YYYY-MM-DD).
 */
std::optional<QList<RegionPlace>> readRegionPlaces(
    const QByteArray &bytes, const QString &name, const QSet<QString> &providerKeys, QString *error);

} // namespace cg
