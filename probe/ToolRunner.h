#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace cg::probe {

/// How one run of an external tool ended.
struct ToolRun
{
    enum class Outcome {
        Finished, ///< exited by itself; exitCode is valid
        NotFound, ///< no such program on PATH
        FailedToStart, ///< found but could not be started (permissions, bad interpreter)
        Crashed, ///< died from a signal
        TimedOut, ///< did not finish within the timeout; terminated, then killed
    };
    Outcome outcome = Outcome::NotFound;
    QString program; ///< absolute path that was started (empty when not found)
    int exitCode = -1;
    QByteArray standardOutput;
    QByteArray standardError;
    qint64 elapsedMs = 0;
    bool abandoned = false; ///< still running after SIGKILL (uninterruptible sleep); left behind
    QString errorText; ///< why it could not start, in English, no shell text
};

/// Runs external tools for the backends. External processes sit behind this small runner
/// interface so tests can inject a fake one with canned runs; the real one is ProcessToolRunner.
class ToolRunner
{
public:
    virtual ~ToolRunner() = default;
    /// Runs `program` (a name looked up on PATH, or a path) with `arguments` (never through a
    /// shell) and waits at most `timeoutMs` milliseconds for it to finish.
    virtual ToolRun run(const QString &program, const QStringList &arguments, int timeoutMs) = 0;
};

/// Starts tools with QProcess and an argument list. Each tool runs in its own process group;
/// on timeout the group gets SIGTERM, then after 1 s SIGKILL; a process that survives another
/// 1 s (uninterruptible sleep in a hung driver, field report PRB-04) is abandoned without
/// waiting, so a run never blocks longer than timeoutMs + about 2 s. At most 8 MiB of stdout and
/// of stderr are kept; the rest is read and dropped.
class ProcessToolRunner final : public ToolRunner
{
public:
    ProcessToolRunner() = default;
    Q_DISABLE_COPY_MOVE(ProcessToolRunner)
    ToolRun run(const QString &program, const QStringList &arguments, int timeoutMs) override;
};

/// Installs handlers for SIGTERM, SIGINT and SIGHUP that kill the process group of the tool
/// running at that moment (so no child outlives the probe) and then let the signal end the
/// process with its default action. Call once from main().
void installTerminationHandlers();

/// Writes `bytes` to standard output in full with SIGTERM, SIGINT and SIGHUP blocked, so a
/// termination request either comes before the first byte or after the last: a reader never
/// sees half a document. Returns false when the write failed.
bool writeStdoutAtomically(const QByteArray &bytes);

} // namespace cg::probe
