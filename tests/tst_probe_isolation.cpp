// Backend isolation of cloudgauge-probe (probe/BackendIsolation.h): a backend or one Vulkan
// driver that crashes, aborts or hangs costs only itself; the document is always written and
// the probe exits 0. Uses the real pocl (OpenCL) and lavapipe (Vulkan) runtimes of this machine
// and tests/fakeicd, a Vulkan driver that crashes inside the loader's first call.

#include "TestSupport.h"

#include "BackendIsolation.h"
#include "ToolRunner.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace cg::probe;

namespace {

QJsonObject backendNamed(const QJsonObject &doc, const char *name)
{
    for (const QJsonValue &v : doc.value(QStringLiteral("backends")).toArray())
        if (v.toObject().value(QStringLiteral("name")).toString() == QLatin1String(name))
            return v.toObject();
    return QJsonObject();
}

QList<QJsonObject> devicesOf(const QJsonObject &doc, const char *backend)
{
    QList<QJsonObject> out;
    for (const QJsonValue &v : doc.value(QStringLiteral("devices")).toArray())
        if (v.toObject().value(QStringLiteral("backend")).toString() == QLatin1String(backend))
            out << v.toObject();
    return out;
}

QString text(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

/// The lavapipe manifest of mesa-vulkan-drivers, or empty when not installed.
QString lavapipeManifest()
{
    for (const char *dir : { "/usr/share/vulkan/icd.d", "/etc/vulkan/icd.d" }) {
        const QStringList found = QDir(QLatin1String(dir)).entryList({ QStringLiteral("lvp_icd*.json") }, QDir::Files, QDir::Name);
        for (const QString &f : found)
            if (f.contains(QLatin1String("x86_64")) || f.contains(QLatin1String("aarch64")) || found.size() == 1)
                return QLatin1String(dir) + QLatin1Char('/') + f;
    }
    return QString();
}

} // namespace

class TestProbeIsolation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void childOutcomes();
    void manifestDiscovery();
    void crashingVulkanDriverCostsOnlyItself();
    void abortingOpenClCostsOnlyOpenCl();
    void crashWhileBenchmarkingKeepsTheInventory();
    void crashingNvmlStillRunsTheTools();
    void hangingVulkanDriverTimesOut();

private:
    struct Run
    {
        int exitCode = -1;
        QProcess::ExitStatus exitStatus = QProcess::CrashExit;
        QJsonObject doc;
        QByteArray err;
    };
    Run runProbe(const QStringList &args, const QStringList &env);
    QString writeManifest(const QString &name, const QString &library);

    QTemporaryDir m_tmp;
    QString m_lavapipe;
};

void TestProbeIsolation::initTestCase()
{
    cgtest::initHermetic();
    // Under AddressSanitizer (packaging/sanitizers.sh) a child's deliberate null dereference
    // would be caught by ASan's SEGV handler and turned into an abort (signal 6): let the probe's
    // children die of the real signal, as they do in a normal build. Read by the children only;
    // this process read its options at start.
    QByteArray asan = qgetenv("ASAN_OPTIONS");
    qputenv("ASAN_OPTIONS", (asan.isEmpty() ? QByteArray() : asan + ':') + "handle_segv=0:handle_sigbus=0");
    QVERIFY(m_tmp.isValid());
    QVERIFY2(QFileInfo(QStringLiteral(CG_PROBE_APP)).isExecutable(), CG_PROBE_APP);
    QVERIFY2(QFileInfo::exists(QStringLiteral(CG_FAKE_ICD)), CG_FAKE_ICD);
    m_lavapipe = lavapipeManifest();
}

TestProbeIsolation::Run TestProbeIsolation::runProbe(const QStringList &args, const QStringList &env)
{
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    const QString empty = m_tmp.path() + QStringLiteral("/emptybin");
    QDir().mkpath(empty);
    // No GPU tools, no NVML: only the OpenCL and Vulkan runtimes of this machine.
    e.insert(QStringLiteral("PATH"), empty + QStringLiteral(":/usr/bin:/bin"));
    e.insert(QStringLiteral("CLOUDGAUGE_NVML_LIBRARY"), m_tmp.path() + QStringLiteral("/absent/libnvidia-ml.so.1"));
    e.remove(QStringLiteral("CLOUDGAUGE_OPENCL_LIBRARY"));
    e.remove(QStringLiteral("CLOUDGAUGE_VULKAN_LIBRARY"));
    e.remove(QStringLiteral("CLOUDGAUGE_PROBE_CRASH"));
    for (const QString &kv : env)
        e.insert(kv.section(QLatin1Char('='), 0, 0), kv.section(QLatin1Char('='), 1));
    QProcess p;
    p.setProcessEnvironment(e);
    p.start(QStringLiteral(CG_PROBE_APP), args);
    Run r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished(5000);
        return r;
    }
    r.exitCode = p.exitCode();
    r.exitStatus = p.exitStatus();
    r.err = p.readAllStandardError();
    r.doc = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    return r;
}

QString TestProbeIsolation::writeManifest(const QString &name, const QString &library)
{
    const QString path = m_tmp.path() + QLatin1Char('/') + name;
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(QStringLiteral("{\"file_format_version\": \"1.0.0\", \"ICD\": {\"library_path\": \"%1\", \"api_version\": \"1.1.0\"}}\n")
                .arg(library)
                .toUtf8());
    return path;
}

void TestProbeIsolation::childOutcomes()
{
    ToolRun crashed;
    crashed.outcome = ToolRun::Outcome::Crashed;
    crashed.exitCode = 11;
    crashed.standardError = QByteArray(3000, 'x') + "last words";
    crashed.elapsedMs = 40;
    IsolatedResult r = isolatedResultFromRun(crashed, QStringLiteral("vulkan"), QStringLiteral("Vulkan driver bad.json"), 16);
    QCOMPARE(text(r.backend, "status"), QStringLiteral("crashed"));
    QCOMPARE(text(r.backend, "code"), QStringLiteral("crashed"));
    QCOMPARE(text(r.backend, "reason"), QStringLiteral("Vulkan driver bad.json crashed with signal 11 (SIGSEGV)"));
    QCOMPARE(r.backend.value(QStringLiteral("signal")).toInt(), 11);
    QCOMPARE(text(r.backend, "stderr_tail").size(), StderrTailLimit);
    QVERIFY(text(r.backend, "stderr_tail").endsWith(QLatin1String("last words")));
    QCOMPARE(r.backend.value(QStringLiteral("elapsed_ms")).toDouble(), 40.0);
    QVERIFY(r.devices.isEmpty());

    ToolRun hung;
    hung.outcome = ToolRun::Outcome::TimedOut;
    r = isolatedResultFromRun(hung, QStringLiteral("nvml"), QStringLiteral("NVML"), 3);
    QCOMPARE(text(r.backend, "status"), QStringLiteral("timeout"));
    QCOMPARE(text(r.backend, "reason"), QStringLiteral("NVML did not respond within 3 s"));

    ToolRun exited;
    exited.outcome = ToolRun::Outcome::Finished;
    exited.exitCode = 3;
    r = isolatedResultFromRun(exited, QStringLiteral("opencl"), QStringLiteral("OpenCL"), 16);
    QCOMPARE(text(r.backend, "status"), QStringLiteral("error"));
    QCOMPARE(text(r.backend, "reason"), QStringLiteral("OpenCL exited with status 3"));
    QCOMPARE(r.backend.value(QStringLiteral("exit_code")).toInt(), 3);

    exited.exitCode = 0;
    exited.standardOutput = "{\"backend\": [1]}";
    r = isolatedResultFromRun(exited, QStringLiteral("opencl"), QStringLiteral("OpenCL"), 16);
    QCOMPARE(text(r.backend, "reason"), QStringLiteral("OpenCL wrote no valid document"));

    exited.standardOutput = "{\"backend\": {\"name\": \"opencl\", \"status\": \"ok\"}, \"devices\": [{\"id\": \"opencl:0:0\"}]}";
    exited.elapsedMs = 7;
    r = isolatedResultFromRun(exited, QStringLiteral("opencl"), QStringLiteral("OpenCL"), 16);
    QCOMPARE(text(r.backend, "status"), QStringLiteral("ok"));
    QCOMPARE(r.backend.value(QStringLiteral("elapsed_ms")).toDouble(), 7.0);
    QCOMPARE(r.devices.size(), 1);
}

void TestProbeIsolation::manifestDiscovery()
{
    const QString dir = m_tmp.path() + QStringLiteral("/icd.d");
    QDir().mkpath(dir);
    const QString b = writeManifest(QStringLiteral("icd.d/b.json"), QStringLiteral("/nowhere/b.so"));
    const QString a = writeManifest(QStringLiteral("icd.d/a.json"), QStringLiteral("/nowhere/a.so"));
    writeManifest(QStringLiteral("icd.d/notes.txt"), QStringLiteral("-"));
    const QString single = writeManifest(QStringLiteral("single.json"), QStringLiteral("/nowhere/s.so"));

    // An override lists exactly its entries, a directory by name, duplicates once.
    qputenv(
        "VK_DRIVER_FILES", QFile::encodeName(single + QLatin1Char(':') + dir + QLatin1Char(':') + b + QStringLiteral(":/missing.json")));
    QCOMPARE(vulkanDriverManifests(), QStringList({ single, dir + QStringLiteral("/a.json"), dir + QStringLiteral("/b.json") }));
    qunsetenv("VK_DRIVER_FILES");
    qputenv("VK_ICD_FILENAMES", QFile::encodeName(b));
    QCOMPARE(vulkanDriverManifests(), QStringList({ b }));
    qunsetenv("VK_ICD_FILENAMES");

    // The search directories: VK_ADD_DRIVER_FILES first, then XDG config, /etc, XDG data.
    const QString config = m_tmp.path() + QStringLiteral("/config");
    const QString data = m_tmp.path() + QStringLiteral("/data");
    QDir().mkpath(config + QStringLiteral("/vulkan/icd.d"));
    QDir().mkpath(data + QStringLiteral("/vulkan/icd.d"));
    const QString c = writeManifest(QStringLiteral("config/vulkan/icd.d/c.json"), QStringLiteral("/nowhere/c.so"));
    const QString d = writeManifest(QStringLiteral("data/vulkan/icd.d/d.json"), QStringLiteral("/nowhere/d.so"));
    qputenv("VK_ADD_DRIVER_FILES", QFile::encodeName(a));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(config));
    qputenv("XDG_CONFIG_DIRS", QFile::encodeName(m_tmp.path() + QStringLiteral("/none")));
    qputenv("XDG_DATA_HOME", QFile::encodeName(data));
    qputenv("XDG_DATA_DIRS", QFile::encodeName(data)); // the same directory again: listed once
    const QStringList found = vulkanDriverManifests();
    QCOMPARE(found.value(0), a);
    QCOMPARE(found.value(1), c);
    QCOMPARE(found.last(), d);
    QCOMPARE(found.count(d), 1);
    for (const QString &f : found.mid(2, found.size() - 3))
        QVERIFY2(f.startsWith(QLatin1String("/etc/vulkan/icd.d/")), qPrintable(f));
    for (const char *v : { "VK_ADD_DRIVER_FILES", "XDG_CONFIG_HOME", "XDG_CONFIG_DIRS", "XDG_DATA_HOME", "XDG_DATA_DIRS" })
        qunsetenv(v);
}

void TestProbeIsolation::crashingVulkanDriverCostsOnlyItself()
{
    if (m_lavapipe.isEmpty())
        QSKIP("lavapipe (mesa-vulkan-drivers) is not installed");
    const QString bad = writeManifest(QStringLiteral("bad_icd.json"), QStringLiteral(CG_FAKE_ICD));
    const Run r = runProbe({ QStringLiteral("--quick") }, { QStringLiteral("VK_DRIVER_FILES=") + bad + QLatin1Char(':') + m_lavapipe });
    QCOMPARE(r.exitStatus, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(!r.doc.isEmpty(), r.err.right(2000).constData());

    const QJsonObject vk = backendNamed(r.doc, "vulkan");
    QCOMPARE(text(vk, "status"), QStringLiteral("ok"));
    const QJsonArray drivers = vk.value(QStringLiteral("drivers")).toArray();
    QCOMPARE(drivers.size(), 2);
    const QJsonObject badDriver = drivers.at(0).toObject();
    QCOMPARE(text(badDriver, "manifest"), bad);
    QCOMPARE(text(badDriver, "status"), QStringLiteral("crashed"));
    QCOMPARE(badDriver.value(QStringLiteral("signal")).toInt(), 11);
    QCOMPARE(text(badDriver, "reason"), QStringLiteral("Vulkan driver bad_icd.json crashed with signal 11 (SIGSEGV)"));
    QCOMPARE(badDriver.value(QStringLiteral("devices")).toInt(), 0);
    QCOMPARE(text(drivers.at(1).toObject(), "status"), QStringLiteral("ok"));
    QCOMPARE(text(vk, "reason"), QStringLiteral("1 Vulkan device(s) from 1 driver(s); failed: bad_icd.json: crashed"));

    const QList<QJsonObject> vkDevices = devicesOf(r.doc, "vulkan");
    QCOMPARE(vkDevices.size(), 1);
    QCOMPARE(text(vkDevices.first(), "id"), QStringLiteral("vulkan:0"));
    QCOMPARE(text(vkDevices.first(), "driver_manifest"), m_lavapipe);
    QCOMPARE(vk.value(QStringLiteral("benchmark_device")).toInt(-1), 0);
    // The software device's figures survive the bad driver: copy, triad and FP32, device-timed.
    const QJsonObject vkBench = vkDevices.first().value(QStringLiteral("benchmarks")).toObject();
    for (const char *key : { "copy_gbps", "triad_gbps", "fp32_tflops" }) {
        const QJsonObject m = vkBench.value(QLatin1String(key)).toObject();
        QVERIFY2(m.value(QStringLiteral("verified")).toBool(), key);
        QVERIFY2(m.value(QStringLiteral("median")).toDouble() > 0, key);
        QCOMPARE(text(m, "timing"), QStringLiteral("device"));
    }

    QCOMPARE(text(backendNamed(r.doc, "opencl"), "status"), QStringLiteral("ok"));
    const QList<QJsonObject> clDevices = devicesOf(r.doc, "opencl");
    QVERIFY(!clDevices.isEmpty());
    const QJsonObject clBench = clDevices.first().value(QStringLiteral("benchmarks")).toObject();
    QCOMPARE(text(clBench, "status"), QStringLiteral("ok"));
    QVERIFY(clBench.value(QStringLiteral("fp32_tflops")).toObject().value(QStringLiteral("median")).toDouble() > 0);
    // Only CPU devices and every backend answered: no GPU, not an error.
    QCOMPARE(text(r.doc, "status"), QStringLiteral("no_gpu"));
}

void TestProbeIsolation::abortingOpenClCostsOnlyOpenCl()
{
    if (m_lavapipe.isEmpty())
        QSKIP("lavapipe (mesa-vulkan-drivers) is not installed");
    const Run r = runProbe({ QStringLiteral("--list") },
        { QStringLiteral("VK_DRIVER_FILES=") + m_lavapipe, QStringLiteral("CLOUDGAUGE_PROBE_CRASH=opencl:abort") });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject cl = backendNamed(r.doc, "opencl");
    QCOMPARE(text(cl, "status"), QStringLiteral("crashed"));
    QCOMPARE(cl.value(QStringLiteral("signal")).toInt(), 6);
    QCOMPARE(text(cl, "reason"), QStringLiteral("OpenCL crashed with signal 6 (SIGABRT)"));
    QVERIFY2(text(cl, "stderr_tail").contains(QLatin1String("CLOUDGAUGE_PROBE_CRASH=opencl:abort")), qPrintable(text(cl, "stderr_tail")));
    QVERIFY(devicesOf(r.doc, "opencl").isEmpty());
    QCOMPARE(text(backendNamed(r.doc, "vulkan"), "status"), QStringLiteral("ok"));
    QCOMPARE(devicesOf(r.doc, "vulkan").size(), 1);
    // A crashed backend counts as failed, like one with status error: no GPU could be ruled out.
    QCOMPARE(text(r.doc, "status"), QStringLiteral("error"));
}

void TestProbeIsolation::crashWhileBenchmarkingKeepsTheInventory()
{
    const Run r = runProbe({ QStringLiteral("--quick") },
        { QStringLiteral("CLOUDGAUGE_PROBE_CRASH=opencl-bench:segv"), QStringLiteral("CLOUDGAUGE_VULKAN_LIBRARY=/absent/libvulkan.so.1") });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject cl = backendNamed(r.doc, "opencl");
    QCOMPARE(text(cl, "status"), QStringLiteral("ok")); // the inventory child answered
    QCOMPARE(cl.value(QStringLiteral("benchmark_device")).toInt(-1), 0);
    const QList<QJsonObject> devices = devicesOf(r.doc, "opencl");
    QVERIFY(!devices.isEmpty());
    const QJsonObject bench = devices.first().value(QStringLiteral("benchmarks")).toObject();
    QCOMPARE(text(bench, "status"), QStringLiteral("error"));
    QCOMPARE(text(bench, "api"), QStringLiteral("opencl"));
    QCOMPARE(text(bench, "reason"), QStringLiteral("the OpenCL benchmark process crashed with signal 11 (SIGSEGV)"));
    QCOMPARE(bench.value(QStringLiteral("signal")).toInt(), 11);
    QVERIFY(!bench.contains(QStringLiteral("copy_gbps")));
}

void TestProbeIsolation::crashingNvmlStillRunsTheTools()
{
    const Run r = runProbe({ QStringLiteral("--list") },
        { QStringLiteral("CLOUDGAUGE_PROBE_CRASH=nvml:segv"), QStringLiteral("CLOUDGAUGE_OPENCL_LIBRARY=/absent/libOpenCL.so.1"),
            QStringLiteral("CLOUDGAUGE_VULKAN_LIBRARY=/absent/libvulkan.so.1") });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject nvml = backendNamed(r.doc, "nvml");
    QCOMPARE(text(nvml, "status"), QStringLiteral("crashed"));
    QCOMPARE(text(nvml, "reason"), QStringLiteral("NVML crashed with signal 11 (SIGSEGV)"));
    QCOMPARE(text(backendNamed(r.doc, "nvidia-smi"), "code"), QStringLiteral("not_installed"));
    QCOMPARE(text(backendNamed(r.doc, "vulkan"), "code"), QStringLiteral("not_installed"));
    QCOMPARE(text(r.doc, "status"), QStringLiteral("error"));
}

void TestProbeIsolation::hangingVulkanDriverTimesOut()
{
    if (m_lavapipe.isEmpty())
        QSKIP("lavapipe (mesa-vulkan-drivers) is not installed");
    const QString hang = writeManifest(QStringLiteral("hang_icd.json"), QStringLiteral(CG_FAKE_ICD));
    const Run r = runProbe({ QStringLiteral("--list"), QStringLiteral("--timeout"), QStringLiteral("1") },
        { QStringLiteral("VK_DRIVER_FILES=") + hang + QLatin1Char(':') + m_lavapipe, QStringLiteral("FAKE_ICD_MODE=hang"),
            QStringLiteral("CLOUDGAUGE_OPENCL_LIBRARY=/absent/libOpenCL.so.1") });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject vk = backendNamed(r.doc, "vulkan");
    QCOMPARE(text(vk, "status"), QStringLiteral("ok"));
    const QJsonObject first = vk.value(QStringLiteral("drivers")).toArray().at(0).toObject();
    QCOMPARE(text(first, "status"), QStringLiteral("timeout"));
    QCOMPARE(text(first, "reason"), QStringLiteral("Vulkan driver hang_icd.json did not respond within 2 s"));
    QCOMPARE(devicesOf(r.doc, "vulkan").size(), 1);
}

QTEST_GUILESS_MAIN(TestProbeIsolation)
#include "tst_probe_isolation.moc"
