#include "ToolRunner.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QStandardPaths>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <unistd.h>

namespace cg::probe {

namespace {

/// Process group of the tool now running, 0 when none; read by the signal handler.
std::atomic<pid_t> g_childGroup { 0 };

constexpr int TermGraceMs = 1000;
constexpr int KillGraceMs = 1000;
constexpr int WaitSliceMs = 10;
constexpr qsizetype MaxCapturedBytes = 8 * 1024 * 1024;

extern "C" void onTerminationSignal(int sig)
{
    const pid_t group = g_childGroup.load();
    if (group > 0)
        ::kill(-group, SIGKILL);
    ::signal(sig, SIG_DFL);
    ::raise(sig);
}

} // namespace

ToolRun ProcessToolRunner::run(const QString &program, const QStringList &arguments, int timeoutMs)
{
    ToolRun result;
    QElapsedTimer timer;
    timer.start();
    result.program = program.contains(QLatin1Char('/')) ? program : QStandardPaths::findExecutable(program);
    if (result.program.isEmpty()) {
        result.outcome = ToolRun::Outcome::NotFound;
        result.errorText = program + QStringLiteral(" not found on PATH");
        return result;
    }

    // Deliberately owned by hand: a process that survives SIGKILL is leaked rather than
    // destroyed, because ~QProcess() would wait for it.
    auto *process = new QProcess;
    process->setProgram(result.program);
    process->setArguments(arguments);
    process->setStandardInputFile(QProcess::nullDevice());
    process->setChildProcessModifier([] { ::setpgid(0, 0); });
    process->start(QIODevice::ReadOnly);
    if (!process->waitForStarted(qMax(1000, timeoutMs))) {
        result.outcome = ToolRun::Outcome::FailedToStart;
        result.errorText = QStringLiteral("could not start %1").arg(result.program);
        if (process->error() == QProcess::FailedToStart)
            result.errorText += QStringLiteral(" (missing or not executable)");
        result.elapsedMs = timer.elapsed();
        if (process->state() == QProcess::NotRunning) {
            delete process;
        }
        return result;
    }
    const pid_t pid = pid_t(process->processId());
    g_childGroup.store(pid);

    // Wait in short slices and keep at most MaxCapturedBytes of each stream, so a tool that
    // floods its output cannot exhaust memory before the timeout.
    auto drain = [&result, process] {
        const QByteArray out = process->readAllStandardOutput();
        const QByteArray err = process->readAllStandardError();
        result.standardOutput.append(out.left(qMax<qsizetype>(0, MaxCapturedBytes - result.standardOutput.size())));
        result.standardError.append(err.left(qMax<qsizetype>(0, MaxCapturedBytes - result.standardError.size())));
    };
    bool finished = false;
    while (!finished) {
        const qint64 remaining = timeoutMs - timer.elapsed();
        if (remaining <= 0)
            break;
        finished = process->waitForFinished(int(qMin<qint64>(remaining, WaitSliceMs))) || process->state() == QProcess::NotRunning;
        drain();
    }
    if (!finished) {
        result.outcome = ToolRun::Outcome::TimedOut;
        ::kill(-pid, SIGTERM);
        if (!process->waitForFinished(TermGraceMs)) {
            ::kill(-pid, SIGKILL);
            if (!process->waitForFinished(KillGraceMs))
                result.abandoned = true;
        }
    } else {
        result.outcome = process->exitStatus() == QProcess::CrashExit ? ToolRun::Outcome::Crashed : ToolRun::Outcome::Finished;
        result.exitCode = process->exitCode();
        ::kill(-pid, SIGKILL); // anything the tool left behind in its group
    }
    g_childGroup.store(0);
    drain();
    result.elapsedMs = timer.elapsed();
    if (result.abandoned) {
        process->disconnect();
        (void)process; // leaked on purpose, see above
    } else {
        delete process;
    }
    return result;
}

void installTerminationHandlers()
{
    struct sigaction sa = {};
    sa.sa_handler = onTerminationSignal;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0;
    ::sigaction(SIGTERM, &sa, nullptr);
    ::sigaction(SIGINT, &sa, nullptr);
    ::sigaction(SIGHUP, &sa, nullptr);
}

bool writeStdoutAtomically(const QByteArray &bytes)
{
    sigset_t block, old;
    sigemptyset(&block);
    sigaddset(&block, SIGTERM);
    sigaddset(&block, SIGINT);
    sigaddset(&block, SIGHUP);
    ::sigprocmask(SIG_BLOCK, &block, &old);
    qsizetype done = 0;
    bool ok = true;
    while (done < bytes.size()) {
        const ssize_t n = ::write(STDOUT_FILENO, bytes.constData() + done, size_t(bytes.size() - done));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            ok = false;
            break;
        }
        done += n;
    }
    ::sigprocmask(SIG_SETMASK, &old, nullptr);
    return ok;
}

} // namespace cg::probe
