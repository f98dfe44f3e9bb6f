#include "probing/ProbeProcess.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTimer>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/prctl.h>
#endif

namespace cg {

namespace {
constexpr qsizetype kMaxDiagnosticsBytes = 64 * 1024;
constexpr int kTickMs = 250;
} // namespace

QStringList ProbeRunOptions::arguments() const
{
    QStringList args { QStringLiteral("--json"), QStringLiteral("--timeout"), QString::number(std::max(1, toolTimeoutS)) };
    if (quick)
        args << QStringLiteral("--quick");
    if (inventoryOnly)
        args << QStringLiteral("--list");
    if (device)
        args << QStringLiteral("--device") << QString::number(*device);
    return args;
}

ProbeProcess::ProbeProcess(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<cg::ProbeRunOptions>();
    qRegisterMetaType<cg::ProbeOutcome>();
}

ProbeProcess::~ProbeProcess()
{
    m_done = true; // no finished() from a destructor
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_process->disconnect(this);
        if (!stopChild(m_process))
            m_process->setParent(nullptr); // abandoned, see stopNow()
    }
}

QString ProbeProcess::defaultProgram()
{
    const QString fromEnv = qEnvironmentVariable("CLOUDGAUGE_PROBE");
    if (!fromEnv.isEmpty())
        return fromEnv;
    const QString beside = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("cloudgauge-probe"));
    if (QFileInfo(beside).isExecutable())
        return beside;
    return QStandardPaths::findExecutable(QStringLiteral("cloudgauge-probe"));
}

bool ProbeProcess::isRunning() const
{
    return !m_done;
}

void ProbeProcess::start(const ProbeRunOptions &options)
{
    if (!m_done)
        return;
    m_done = false;
    m_cancelled = m_timedOut = m_overflow = false;
    m_stdout.clear();
    m_stderr.clear();
    m_stage.clear();
    m_clock.start();

    const QString program = options.program.isEmpty() ? defaultProgram() : options.program;
    if (program.isEmpty()) {
        finish(ProbeOutcome::Kind::Failed, QStringLiteral("cloudgauge-probe was not found beside this program or on PATH"));
        return;
    }

    m_process = new QProcess(this);
    m_process->setProgram(program);
    m_process->setArguments(options.arguments());
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    m_process->setStandardInputFile(QProcess::nullDevice());
#ifdef Q_OS_LINUX
    // If this process dies (killed, crashed) the probe gets SIGTERM and stops the tool it waits
    // for, instead of living on with a hung nvidia-smi (field report PRB-04).
    m_process->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); });
#endif
    connect(m_process, &QProcess::readyReadStandardOutput, this, [this] {
        m_stdout += m_process->readAllStandardOutput();
        if (m_stdout.size() > kMaxProbeDocumentBytes && !m_overflow) {
            m_overflow = true;
            m_process->kill();
        }
    });
    connect(m_process, &QProcess::readyReadStandardError, this, [this] {
        const QByteArray chunk = m_process->readAllStandardError();
        if (m_stderr.size() < kMaxDiagnosticsBytes)
            m_stderr += chunk.left(kMaxDiagnosticsBytes - m_stderr.size());
        const QList<QByteArray> lines = chunk.split('\n');
        for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
            if (!it->trimmed().isEmpty()) {
                m_stage = QString::fromUtf8(it->trimmed().left(200));
                break;
            }
        }
    });
    connect(m_process, &QProcess::finished, this, &ProbeProcess::onProcessFinished);
    connect(m_process, &QProcess::errorOccurred, this, [this, program](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            finish(ProbeOutcome::Kind::Failed, QStringLiteral("could not start the probe %1: %2").arg(program, m_process->errorString()));
    });

    m_timeout = new QTimer(this);
    m_timeout->setSingleShot(true);
    connect(m_timeout, &QTimer::timeout, this, [this] {
        m_timedOut = true;
        if (m_process)
            m_process->terminate();
        m_kill->start();
    });
    m_kill = new QTimer(this);
    m_kill->setSingleShot(true);
    m_kill->setInterval(kKillGraceMs);
    connect(m_kill, &QTimer::timeout, this, [this] {
        if (m_process && m_process->state() != QProcess::NotRunning)
            m_process->kill();
    });
    m_tick = new QTimer(this);
    m_tick->setInterval(kTickMs);
    connect(m_tick, &QTimer::timeout, this, [this] { Q_EMIT progress(m_clock.elapsed(), m_stage); });

    m_timeout->start(std::max(1, options.overallTimeoutMs));
    m_tick->start();
    m_process->start();
}

void ProbeProcess::cancel()
{
    if (m_done || !m_process)
        return;
    m_cancelled = true;
    m_process->terminate();
    if (m_kill)
        m_kill->start();
}

bool ProbeProcess::stopChild(QProcess *process)
{
    // SIGTERM first: the probe then kills the tool it is waiting for (with its process group) and
    // exits; a SIGKILL alone would leave a hung nvidia-smi running (field report PRB-04).
    process->terminate();
    if (process->waitForFinished(kStopTermMs))
        return true;
    process->kill();
    return process->waitForFinished(kStopKillMs);
}

void ProbeProcess::stopNow()
{
    if (!m_process)
        return;
    m_cancelled = true;
    QProcess *process = m_process;
    if (process->state() != QProcess::NotRunning) {
        process->disconnect(this);
        if (!stopChild(process)) {
            // A child stuck in the kernel cannot be reaped: abandon it rather than block the exit
            // (QProcess's destructor would wait for it).
            process->setParent(nullptr);
            m_process.clear();
        }
    }
    finish(ProbeOutcome::Kind::Cancelled, QStringLiteral("the probe was stopped"));
}

void ProbeProcess::onProcessFinished()
{
    if (m_done)
        return;
    if (m_cancelled) {
        finish(ProbeOutcome::Kind::Cancelled, QStringLiteral("the probe was cancelled"));
        return;
    }
    if (m_timedOut) {
        finish(ProbeOutcome::Kind::TimedOut,
            QStringLiteral("the probe did not finish within %1 s and was stopped")
                .arg(m_timeout ? m_timeout->interval() / 1000.0 : 0, 0, 'f', 0));
        return;
    }
    if (m_overflow) {
        finish(ProbeOutcome::Kind::Failed, QStringLiteral("the probe wrote more than %1 bytes").arg(kMaxProbeDocumentBytes));
        return;
    }
    if (m_process->exitStatus() == QProcess::CrashExit) {
        finish(ProbeOutcome::Kind::Failed, QStringLiteral("the probe crashed; its diagnostics are below"));
        return;
    }
    finish(ProbeOutcome::Kind::Finished, QString());
}

void ProbeProcess::finish(ProbeOutcome::Kind kind, const QString &error)
{
    if (m_done)
        return;
    m_done = true;
    for (QTimer *t : { m_timeout, m_tick, m_kill })
        if (t)
            t->stop();
    ProbeOutcome outcome;
    outcome.kind = kind;
    outcome.error = error;
    outcome.elapsedMs = m_clock.isValid() ? m_clock.elapsed() : 0;
    if (m_process) {
        if (m_process->state() == QProcess::NotRunning && m_process->exitStatus() == QProcess::NormalExit
            && kind != ProbeOutcome::Kind::Cancelled
            && !(kind == ProbeOutcome::Kind::Failed && !error.isEmpty() && m_process->error() == QProcess::FailedToStart))
            outcome.exitCode = m_process->exitCode();
        m_stdout += m_process->readAllStandardOutput();
        m_stderr += m_process->readAllStandardError().left(std::max<qsizetype>(0, kMaxDiagnosticsBytes - m_stderr.size()));
    }
    outcome.diagnostics = m_stderr;
    if (kind == ProbeOutcome::Kind::Finished) {
        QString parseError;
        outcome.report = parseProbeReport(m_stdout, &parseError);
        if (!outcome.report) {
            outcome.kind = ProbeOutcome::Kind::Failed;
            outcome.error = QStringLiteral("the probe exited with status %1 and its output could not be read: %2")
                                .arg(outcome.exitCode.value_or(-1))
                                .arg(parseError);
        }
    }
    if (m_process && m_process->state() == QProcess::NotRunning)
        m_process->deleteLater();
    m_process.clear();
    for (QTimer **t : { &m_timeout, &m_tick, &m_kill }) {
        if (*t)
            (*t)->deleteLater();
        *t = nullptr;
    }
    Q_EMIT finished(outcome);
}

ProbeOutcome ProbeProcess::runBlocking(const ProbeRunOptions &options)
{
    ProbeProcess runner;
    ProbeOutcome result;
    QEventLoop loop;
    connect(&runner, &ProbeProcess::finished, &loop, [&](const ProbeOutcome &o) {
        result = o;
        loop.quit();
    });
    runner.start(options);
    if (runner.isRunning())
        loop.exec();
    return result;
}

} // namespace cg
