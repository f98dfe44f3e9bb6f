#pragma once

// Shared by tst_probe_compute (OpenCL, statistics) and tst_probe_vulkan: every backend run happens
// in a child process (the test executable, started again with CG_TST_CHILD set) because the ICD
// loaders read OCL_ICD_VENDORS / VK_DRIVER_FILES once per process, and so that a crashing driver
// shows up as a failed exit status instead of killing the test.

#include "BenchmarkStats.h"
#include "ComputeBackends.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <atomic>
#include <cmath>
#include <cstdio>

namespace probetest {

using namespace cg::probe;

/// Child mode: runs one backend as told by CG_TST_* variables and prints {backend, devices}.
inline int runChild(const QByteArray &which)
{
    ComputeOptions options;
    options.quick = true;
    options.inventoryOnly = qEnvironmentVariableIsSet("CG_TST_INVENTORY");
    if (qEnvironmentVariableIsSet("CG_TST_DEVICE"))
        options.device = qEnvironmentVariableIntValue("CG_TST_DEVICE");
    if (qEnvironmentVariableIsSet("CG_TST_BUDGET_MS"))
        options.budget = std::chrono::milliseconds(qEnvironmentVariableIntValue("CG_TST_BUDGET_MS"));
    std::atomic_bool cancel { qEnvironmentVariableIsSet("CG_TST_CANCEL") };
    options.cancel = &cancel;
    const ComputeResult r = which == "vulkan" ? runVulkan(options) : runOpenCl(options);
    QJsonObject out;
    out.insert(QStringLiteral("backend"), r.backend);
    out.insert(QStringLiteral("devices"), r.devices);
    const QByteArray json = QJsonDocument(out).toJson(QJsonDocument::Compact);
    std::fwrite(json.constData(), 1, size_t(json.size()), stdout);
    return 0;
}

struct ChildRun
{
    int exitCode = -1;
    QJsonObject backend;
    QJsonArray devices;
};

/// Runs this executable in child mode with `env` added; fails the test on a crash or bad JSON.
inline ChildRun runBackend(const char *which, const QStringList &env)
{
    QProcess p;
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    e.insert(QStringLiteral("CG_TST_CHILD"), QLatin1String(which));
    for (const QString &kv : env)
        e.insert(kv.section(QLatin1Char('='), 0, 0), kv.section(QLatin1Char('='), 1));
    p.setProcessEnvironment(e);
    p.setProcessChannelMode(QProcess::SeparateChannels);
    p.start(QCoreApplication::applicationFilePath(), {});
    ChildRun run;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        qWarning("child did not finish within 120 s");
        return run;
    }
    const QByteArray err = p.readAllStandardError();
    if (!err.isEmpty())
        qInfo("child stderr: %s", err.left(2000).constData());
    if (p.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = p.exitCode();
    const QJsonObject doc = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    run.backend = doc.value(QLatin1String("backend")).toObject();
    run.devices = doc.value(QLatin1String("devices")).toArray();
    return run;
}

inline QString str(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}
inline double num(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toDouble(-1);
}

/// Checks one verified Measure: statistics recomputed exactly from `values`, bounds, calibration.
inline void checkMeasure(const QJsonObject &m, const char *name, bool quick)
{
    QVERIFY2(!m.isEmpty(), name);
    QVERIFY2(m.value(QLatin1String("verified")).toBool(), name);
    const QJsonArray list = m.value(QLatin1String("values")).toArray();
    const int samples = m.value(QLatin1String("samples")).toInt(-1);
    QCOMPARE(list.size(), samples);
    const StopRule rule = StopRule::forMode(quick);
    QVERIFY2(samples >= 1 && samples <= rule.maxSamples, name);
    std::vector<double> values;
    for (const QJsonValue &v : list)
        values.push_back(v.toDouble());
    const SampleStats s = computeStats(values);
    QCOMPARE(num(m, "median"), s.median);
    QCOMPARE(num(m, "best"), s.best);
    QCOMPARE(num(m, "spread"), s.spread);
    QVERIFY2(s.median > 0, name);
    QVERIFY2(s.best >= s.median, name);
    // The stop rule: fewer samples than the cap only when converged (the last minSamples within a
    // 2 % spread; the budget is generous here, so a deadline stop cannot happen).
    const bool converged = m.value(QLatin1String("converged")).toBool();
    QVERIFY2(m.value(QLatin1String("converged")).isBool(), name);
    QCOMPARE(converged, windowConverged(values, rule));
    if (samples < rule.maxSamples) {
        QVERIFY2(samples >= rule.minSamples, name);
        QVERIFY2(converged, name);
    }
    const double dispatchMs = num(m, "dispatch_ms");
    QVERIFY2(dispatchMs > 0 && dispatchMs < 500, qPrintable(QStringLiteral("%1: dispatch %2 ms").arg(QLatin1String(name)).arg(dispatchMs)));
    const int reps = m.value(QLatin1String("dispatches_per_sample")).toInt(-1);
    QVERIFY2(reps >= 1 && reps <= 1000, name);
    // A sample is `reps` dispatches: the figure of the median sample and the median dispatch time
    // describe the same runs. With an odd count they are the same sample exactly (up to rounding).
    const bool rate = m.contains(QLatin1String("bytes"));
    const double amount = rate ? num(m, "bytes") : num(m, "flop");
    const double scale = rate ? 1e9 : 1e12;
    if (samples % 2 == 1) {
        const double fromTime = amount / (dispatchMs / 1000.0) / scale;
        QVERIFY2(std::fabs(fromTime - s.median) / s.median < 2e-3,
            qPrintable(QStringLiteral("%1: %2 vs %3").arg(QLatin1String(name)).arg(fromTime).arg(s.median)));
    }
}

} // namespace probetest
