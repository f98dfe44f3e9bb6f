#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace cg {

/**
 * One region's round trips from the user's own network to its documented public endpoint, as
 * LatencyMeter measures them and the catalog stores them (table latency_measurement, schema v12).
 * Times are milliseconds, medians of the samples kept after the discarded warm-up samples; a
 * spread is the interquartile range (75th minus 25th percentile) of the same samples. An unset
 * figure is unknown or does not apply (no DNS lookup for an address, no TLS for http://). An
 * endpoint that never answered is "unreachable" with its reason and has no figures: never 0.
 */
struct LatencyMeasurement
{
    QString providerKey;
    QString region;
    QString url; ///< the endpoint timed (https://host[:port]/ or http:// for a local test server)
    QString measuredAt; ///< when the run started, ISO 8601 UTC ("2026-12-07T08:30:00Z")
    int samples = 0; ///< samples kept (each a new connection)
    int failures = 0; ///< samples that failed (timeout, refused, TLS error), kept or not
    std::optional<double> dnsMs; ///< one lookup of the host name, before the first sample
    std::optional<double> connectMs; ///< TCP handshake: connect() until connected
    std::optional<double> connectSpreadMs;
    std::optional<double> tlsMs; ///< TLS handshake on the connected socket (https only)
    std::optional<double> firstByteMs; ///< HEAD sent on the established connection until its first byte
    std::optional<double> firstByteSpreadMs;
    QString reason; ///< why unreachable, or the last failure of a partly failed run

    /// Whether at least one sample completed (the figures are then set).
    bool reachable() const { return samples > 0; }
    /// "ok" or "unreachable", as the CLI and the catalog write it.
    QString status() const { return reachable() ? QStringLiteral("ok") : QStringLiteral("unreachable"); }
};

} // namespace cg
