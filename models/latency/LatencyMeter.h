#pragma once

#include "geo/Latency.h"
#include "latency/RegionEndpoints.h"

#include <QList>
#include <QObject>

#include <vector>

namespace cg {

class EndpointTimer;

/// How LatencyMeter samples each endpoint.
struct LatencyOptions
{
    int samples = 10; ///< samples kept per endpoint (1 to 100); medians and spreads come from these
    int warmup = 2; ///< first samples discarded (cold caches, connection set-up on the path), 0 to 10
    int timeoutMs = 5000; ///< longest wait for each step (connect, TLS handshake, first byte), ms
    int parallel = 4; ///< endpoints timed at once (1 to 16); samples of one endpoint are sequential
};

/**
 * Times the round trips from this machine to each target, asynchronously on the caller's event
 * loop. For each endpoint: one DNS lookup of its host, then warmup + samples connections, each a
 * new TCP connection (connect time), a TLS handshake for https (TLS time), and a HEAD request on
 * the established connection (time to its first byte, whatever the status). Each step has its own
 * timeout. An endpoint whose first three connections all fail stops early as unreachable, with the
 * failure's reason; an unreachable endpoint has no figures (LatencyMeasurement).
 *
 * Samples of different endpoints run at the same time (LatencyOptions::parallel), which keeps a
 * run of a hundred regions within a minute or two; they share the user's link, so a congested
 * link shows in every figure. The physical floor of a round trip is RegionPlace's distance
 * estimate; a measured time below it means the endpoint is served from somewhere nearer (an edge
 * or anycast address), which the CLI says.
 */
class LatencyMeter final : public QObject
{
    Q_OBJECT
public:
    explicit LatencyMeter(QObject *parent = nullptr);
    ~LatencyMeter() override;

    /// Starts timing `targets` under `options` (clamped to their documented ranges); finished()
    /// follows, also for an empty list. Not re-entrant: start() while running is ignored.
    void start(const QList<LatencyTarget> &targets, const LatencyOptions &options);
    /// Stops at once: endpoints not finished are left out of results(); finished() follows.
    void cancel();
    bool isRunning() const { return m_running; }
    bool wasCancelled() const { return m_cancelled; }
    /// The measurements of the finished endpoints, in the order of the targets.
    QList<LatencyMeasurement> results() const;

signals:
    /// `done` of `total` endpoints finished.
    void progress(int done, int total);
    void finished();

private:
    void startNext();
    void endpointDone(int index, const LatencyMeasurement &m);
    void finish();

    QList<LatencyTarget> m_targets;
    LatencyOptions m_options;
    QString m_measuredAt;
    std::vector<std::optional<LatencyMeasurement>> m_results;
    QList<EndpointTimer *> m_timers;
    int m_next = 0;
    int m_done = 0;
    bool m_running = false;
    bool m_cancelled = false;
};

/// The `q` quantile (0…1) of `values` by linear interpolation between closest ranks; unset when
/// `values` is empty. Used for the medians (0.5) and the interquartile spread (0.75 − 0.25).
std::optional<double> quantile(QList<double> values, double q);

} // namespace cg
