#pragma once

#include "geo/RegionPlace.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace cg {

/// One endpoint to time: a provider's region and the public URL that answers for it there.
struct LatencyTarget
{
    QString providerKey;
    QString region;
    QString url; ///< http:// or https://, host and optional port; the path is ignored (HEAD /)
    QString source; ///< the vendor page documenting the endpoint; empty for a user's --endpoints file
};

/**
 * Where a region answers on the public internet: for each cloud that documents a public endpoint
 * per region (object storage or a regional API), its pattern and source (RegionEndpoints.cpp lists
 * them). Most GPU clouds publish none; their regions have no built-in endpoint and are said so,
 * never guessed.
 */
namespace RegionEndpoints {

/// The built-in endpoint of `region` of provider `providerKey`: a target with its URL and source,
/// or a target with an empty url and the reason in `why` (no documented endpoint for the provider,
/// or a region not named by its region ID, such as "default" or "all-regions").
LatencyTarget builtIn(const QString &providerKey, const QString &region, QString *why);

/// The built-in targets of `regions` (only those of `providers` when it is not empty), in their
/// order; `notTimed` counts the regions left out for want of a documented endpoint (builtIn()).
QList<LatencyTarget> builtInTargets(const QList<OfferRegion> &regions, const QStringList &providers, int *notTimed);

/// The provider keys with a built-in endpoint pattern, sorted.
QStringList providers();

/**
 * Reads an endpoints file: CSV with the header `provider,region,url` (more columns are ignored).
 * Each URL must be http:// or https:// with a host. Returns the targets in file order; on any bad
 * row returns an empty list and sets `error` to "FILE: line N: reason" (the whole file is refused,
 * so no region is timed against a half-read list).
 */
QList<LatencyTarget> readCsv(const QString &path, QString *error);

} // namespace RegionEndpoints

} // namespace cg
