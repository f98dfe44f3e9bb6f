#pragma once

#include "probing/ProbeReport.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <optional>

class QProcess;
class QTimer;

namespace cg {

/// What to run: the probe executable and its options (probe/schema.md; `cloudgauge-probe --help`).
struct ProbeRunOptions
{
    QString program; ///< path of cloudgauge-probe; empty → ProbeProcess::defaultProgram()
    bool quick = false; ///< --quick: fewer benchmark samples
    bool inventoryOnly = false; ///< --list: no benchmarks
    std::optional<int> device; ///< --device N
    int toolTimeoutS = 8; ///< --timeout: limit for each external tool the probe calls, s
    int overallTimeoutMs = 180000; ///< the whole run, ms; then the probe is stopped

    /// The probe's argument list (never a shell command line).
    QStringList arguments() const;
};

/// How a probe run ended.
struct ProbeOutcome
{
    enum class Kind { Finished, Failed, TimedOut, Cancelled };
    Kind kind = Kind::Failed;
    std::optional<ProbeReport> report; ///< set when kind == Finished
    QString error; ///< one English line when the run produced no report
    std::optional<int> exitCode;
    QByteArray diagnostics; ///< the probe's stderr (first 64 KB), for a diagnostics pane
    qint64 elapsedMs = 0;
};

/**
 * Runs `cloudgauge-probe` out of process through QProcess (argument list, never a shell) and
 * parses its one JSON document. A hung or crashing driver therefore cannot take the caller down
 * (docs/user-guide.md, "The local GPU probe"; field reports PRB-04, CLV-03).
 *
 * Lives on any thread with an event loop (the GUI moves it to a worker QThread). start() begins a
 * run; finished() is emitted exactly once per run. cancel() terminates the child, then kills it
 * after kKillGraceMs; stopNow() terminates it and waits at most kStopTermMs, then kills it and
 * waits at most kStopKillMs before abandoning it (used when the application exits). A run that
 * exceeds ProbeRunOptions::overallTimeoutMs ends as TimedOut. Standard output beyond
 * kMaxProbeDocumentBytes ends the run as Failed.
 */
class ProbeProcess final : public QObject
{
    Q_OBJECT
public:
    /// Time between SIGTERM and SIGKILL on cancel, ms.
    static constexpr int kKillGraceMs = 1000;
    /// stopNow(): how long the probe gets after SIGTERM to stop its own tools and exit, then how
    /// long to wait after SIGKILL before the child is abandoned, ms (together well under the 3 s a
    /// closing window may take).
    static constexpr int kStopTermMs = 1200;
    static constexpr int kStopKillMs = 500;

    explicit ProbeProcess(QObject *parent = nullptr);
    ~ProbeProcess() override;

    /// The probe to run: $CLOUDGAUGE_PROBE if set, else cloudgauge-probe beside this executable,
    /// else cloudgauge-probe on PATH; empty when none is found.
    static QString defaultProgram();

    /// Runs the probe and waits for it (for the command line): no cancel, the overall timeout applies.
    static ProbeOutcome runBlocking(const ProbeRunOptions &options);

    bool isRunning() const;

public Q_SLOTS:
    void start(const cg::ProbeRunOptions &options);
    void cancel();
    void stopNow();

Q_SIGNALS:
    /// Every 250 ms while running: elapsed time and the probe's last stderr line (its stage).
    void progress(qint64 elapsedMs, const QString &stage);
    void finished(const cg::ProbeOutcome &outcome);

private:
    void finish(ProbeOutcome::Kind kind, const QString &error);
    /// SIGTERM, wait, SIGKILL, wait; false when the child could not be reaped.
    static bool stopChild(QProcess *process);
    void onProcessFinished();

    QPointer<QProcess> m_process;
    QTimer *m_timeout = nullptr;
    QTimer *m_tick = nullptr;
    QTimer *m_kill = nullptr;
    QElapsedTimer m_clock;
    QByteArray m_stdout, m_stderr;
    QString m_stage;
    bool m_cancelled = false;
    bool m_timedOut = false;
    bool m_overflow = false;
    bool m_done = true;
};

} // namespace cg

Q_DECLARE_METATYPE(cg::ProbeRunOptions)
Q_DECLARE_METATYPE(cg::ProbeOutcome)
