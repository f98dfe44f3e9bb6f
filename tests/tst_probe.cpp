// Tests of the probe's inventory side: the nvidia-smi, amd-smi and rocm-smi parsers on fixtures
// (field reports PRB-01, PRB-03, PRB-05, PRB-07), and the real cloudgauge-probe binary against a
// fake NVML library and fake tools on PATH (PRB-03, PRB-04, PRB-05).
#include "TestSupport.h"

#include "AmdSmiParser.h"
#include "FormFactor.h"
#include "NvidiaSmiParser.h"
#include "NvmlBackend.h"
#include "ProbeRunner.h"
#include "ToolRunner.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <csignal>
#include <dlfcn.h>
#include <optional>

using namespace cg::probe;

namespace {

QByteArray fixture(const char *name)
{
    QFile f(cgtest::testData("probe/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    return f.readAll();
}

const QStringList prb01Fields = { QStringLiteral("index"), QStringLiteral("name"), QStringLiteral("memory.total"),
    QStringLiteral("memory.used"), QStringLiteral("utilization.gpu"), QStringLiteral("temperature.gpu"), QStringLiteral("power.draw"),
    QStringLiteral("clocks.max.sm") };

double orMinus1(const std::optional<double> &v)
{
    return v.value_or(-1.0);
}

QStringList sl(std::initializer_list<const char *> items)
{
    QStringList out;
    for (const char *i : items)
        out << QLatin1String(i);
    return out;
}

QString str(const std::optional<QString> &v)
{
    return v.value_or(QStringLiteral("<null>"));
}

QString sleepBinary()
{
    for (const char *p : { "/usr/bin/sleep", "/bin/sleep" })
        if (QFileInfo(QLatin1String(p)).isExecutable())
            return QLatin1String(p);
    return QStandardPaths::findExecutable(QStringLiteral("sleep"));
}

QString catBinary()
{
    for (const char *p : { "/usr/bin/cat", "/bin/cat" })
        if (QFileInfo(QLatin1String(p)).isExecutable())
            return QLatin1String(p);
    return QStandardPaths::findExecutable(QStringLiteral("cat"));
}

/// Processes whose command line holds `marker` (a unique sleep duration).
int processesWithMarker(const QString &marker)
{
    int n = 0;
    const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &pid : pids) {
        bool isPid = false;
        pid.toInt(&isPid);
        if (!isPid)
            continue;
        QFile f(QStringLiteral("/proc/") + pid + QStringLiteral("/cmdline"));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QList<QByteArray> args = f.readAll().split('\0');
        if (args.contains(marker.toUtf8()))
            ++n;
    }
    return n;
}

const QJsonObject backendNamed(const QJsonObject &doc, const char *name)
{
    for (const QJsonValue &v : doc.value(QStringLiteral("backends")).toArray())
        if (v.toObject().value(QStringLiteral("name")).toString() == QLatin1String(name))
            return v.toObject();
    return QJsonObject();
}

QStringList stringList(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &s : v.toArray())
        out << s.toString();
    return out;
}

/// Canned runs for ProbeRunner-level tests without processes.
class FakeToolRunner final : public ToolRunner
{
public:
    QMap<QString, ToolRun> runs; ///< "program arg1 arg2" → run
    QStringList calls;
    ToolRun run(const QString &program, const QStringList &arguments, int) override
    {
        const QString key = (QStringList { QFileInfo(program).fileName() } + arguments).join(QLatin1Char(' '));
        calls << key;
        if (runs.contains(key))
            return runs.value(key);
        ToolRun r;
        r.outcome = ToolRun::Outcome::NotFound;
        return r;
    }
};

ToolRun finished(const QByteArray &out, int exitCode = 0)
{
    ToolRun r;
    r.outcome = ToolRun::Outcome::Finished;
    r.program = QStringLiteral("/opt/fake/tool");
    r.exitCode = exitCode;
    r.standardOutput = out;
    return r;
}

} // namespace

class TestProbe : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    // nvidia-smi parser
    void nvidiaSmiPrb01Rows();
    void nvidiaSmiTokens_data();
    void nvidiaSmiTokens();
    void nvidiaSmiFullRows();
    void nvidiaSmiWslRow();
    void nvidiaSmiMessages_data();
    void nvidiaSmiMessages();
    void nvidiaSmiOddLines();

    // amd-smi / rocm-smi parsers
    void firstJsonDocumentSkipsAndStops();
    void rocmSmiCards();
    void rocmSmiNotAvailable();
    void rocmSmiNoJson();
    void rocmSmiTextWithDeviceId();
    void amdSmiListWithMetric();
    void amdSmiObject();
    void amdSmiConcatenatedArrays();
    void amdSmiNotAvailable();
    void amdToolVersions_data();
    void amdToolVersions();

    // helpers
    void formFactors_data();
    void formFactors();
    void coresPerSm();
    void overallStatus_data();
    void overallStatus();
    void rocmSmiOnlyWhenAmdSmiFails();
    void amdSmiUnrecognisedNamesVersion();
    void nvidiaSmiOlderToolWithoutMigField();

    // the real binary
    void nvmlFakeOk();
    void nvmlFakeUtilisationUnsupported();
    void nvmlFakeMismatch();
    void nvmlFakeNoGpu();
    void nvmlFakeDriverNotLoaded();
    void nvmlStubDirectory();
    void nvmlStubInit();
    void nvmlStubOnLibraryPath();
    void nvmlHangTimesOut();
    void nothingInstalled();
    void nvidiaSmiScripts_data();
    void nvidiaSmiScripts();
    void nvidiaSmiSlowButValid();
    void nvidiaSmiBrokenTool();
    void nvidiaSmiFloodTimesOut();
    void nvidiaSmiHangTimesOut();
    void ciLikeMachineEndToEnd();
    void sigtermWritesNothingAndLeavesNoChild();
    void fakeAmdSmi();
    void fakeRocmSmi();
    void usageErrors_data();
    void usageErrors();

private:
    struct ProbeRun
    {
        int exitCode = -1;
        QProcess::ExitStatus exitStatus = QProcess::NormalExit;
        QByteArray out;
        QByteArray err;
        qint64 ms = 0; ///< wall time: logged, and only ever a lower bound (a timeout waited out)
        bool finished = false; ///< ended on its own within runProbe's safety net (60 s)
        QJsonObject doc;
    };
    /// Runs cloudgauge-probe with `args`, PATH = `toolDir` + the system PATH minus GPU tools,
    /// and CLOUDGAUGE_NVML_LIBRARY = `nvml` (a missing file by default).
    ProbeRun runProbe(const QStringList &args, const QString &toolDir, const QString &nvml = QString(), const QString &fakeMode = QString(),
        const QString &ldLibraryPath = QString());
    QString writeScript(const QString &name, const QString &body, const QByteArray &shebang = QByteArrayLiteral("#!/bin/sh\n"));

    QTemporaryDir m_tmp;
    QString m_toolDir;
};

void TestProbe::initTestCase()
{
    cgtest::initHermetic();
    QVERIFY(m_tmp.isValid());
    // The OpenCL/Vulkan backends (tested in tst_probe_compute) are kept out of these documents,
    // in this process and in the probes it starts: their runtimes point at missing files.
    qputenv("CLOUDGAUGE_OPENCL_LIBRARY", QFile::encodeName(m_tmp.path() + QStringLiteral("/absent/libOpenCL.so.1")));
    qputenv("CLOUDGAUGE_VULKAN_LIBRARY", QFile::encodeName(m_tmp.path() + QStringLiteral("/absent/libvulkan.so.1")));
    QVERIFY2(QFileInfo(QStringLiteral(CG_PROBE_APP)).isExecutable(), CG_PROBE_APP);
    QVERIFY2(QFileInfo(QStringLiteral(CG_FAKE_NVML)).exists(), CG_FAKE_NVML);
    QVERIFY(!sleepBinary().isEmpty());
    QVERIFY(!catBinary().isEmpty());
}

QString TestProbe::writeScript(const QString &name, const QString &body, const QByteArray &shebang)
{
    static int counter = 0;
    const QString dir = m_tmp.path() + QStringLiteral("/tools%1").arg(++counter);
    QDir().mkpath(dir);
    const QString path = dir + QLatin1Char('/') + name;
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(shebang);
    f.write(body.toUtf8());
    f.close();
    f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return dir;
}

TestProbe::ProbeRun TestProbe::runProbe(
    const QStringList &args, const QString &toolDir, const QString &nvml, const QString &fakeMode, const QString &ldLibraryPath)
{
    QString dir = toolDir;
    if (dir.isEmpty()) {
        dir = m_tmp.path() + QStringLiteral("/empty");
        QDir().mkpath(dir);
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PATH"), cgtest::pathWithoutGpuTools(dir));
    if (nvml == QLatin1String("-")) // no override: the probe searches libnvidia-ml.so.1, then libnvidia-ml.so
        env.remove(QStringLiteral("CLOUDGAUGE_NVML_LIBRARY"));
    else
        env.insert(
            QStringLiteral("CLOUDGAUGE_NVML_LIBRARY"), nvml.isEmpty() ? m_tmp.path() + QStringLiteral("/absent/libnvidia-ml.so.1") : nvml);
    if (!ldLibraryPath.isEmpty())
        env.insert(QStringLiteral("LD_LIBRARY_PATH"), ldLibraryPath);
    if (fakeMode.isEmpty())
        env.remove(QStringLiteral("FAKE_NVML_MODE"));
    else
        env.insert(QStringLiteral("FAKE_NVML_MODE"), fakeMode);
    QProcess p;
    p.setProcessEnvironment(env);
    QElapsedTimer t;
    t.start();
    p.start(QStringLiteral(CG_PROBE_APP), args);
    ProbeRun r;
    if (!p.waitForStarted(10000) || !p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished(5000);
        return r;
    }
    r.ms = t.elapsed();
    r.finished = true;
    r.exitCode = p.exitCode();
    r.exitStatus = p.exitStatus();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    QJsonParseError e {};
    const QJsonDocument d = QJsonDocument::fromJson(r.out, &e);
    if (e.error == QJsonParseError::NoError && d.isObject())
        r.doc = d.object();
    return r;
}

// ---- nvidia-smi parser ---------------------------------------------------------------------

void TestProbe::nvidiaSmiPrb01Rows()
{
    const BackendResult r = parseNvidiaSmiCsv(fixture("nvidiasmi_prb01.csv"), 0, prb01Fields);
    QCOMPARE(r.backend.status, QStringLiteral("ok"));
    QCOMPARE(r.backend.code, QStringLiteral("ok"));
    QVERIFY(!r.backend.rawOutput);
    QCOMPARE(r.devices.size(), 3);

    const Device &a = r.devices.at(0);
    QCOMPARE(a.index, 0);
    QCOMPARE(a.name, QStringLiteral("NVIDIA GeForce RTX 3060 Laptop GPU"));
    QCOMPARE(orMinus1(a.memoryTotalMiB), 6144.0);
    QVERIFY(!a.memoryUsedMiB);
    QVERIFY(!a.utilizationPercent);
    QCOMPARE(orMinus1(a.temperatureC), 48.0);
    QVERIFY(!a.powerDrawW);
    QCOMPARE(orMinus1(a.maxClockMHz), 1702.0);
    QCOMPARE(a.unavailable,
        QStringList({ QStringLiteral("memory_used_mib: [N/A]"), QStringLiteral("utilization_percent: [N/A]"),
            QStringLiteral("power_draw_w: [Not Supported]") }));
    QVERIFY(a.partial());

    const Device &b = r.devices.at(1);
    QCOMPARE(b.name, QStringLiteral("Quadro RTX 8000"));
    QCOMPARE(orMinus1(b.memoryTotalMiB), 49152.0);
    QCOMPARE(orMinus1(b.memoryUsedMiB), 444.0);
    QVERIFY(!b.utilizationPercent);
    QCOMPARE(orMinus1(b.temperatureC), 36.0);
    QCOMPARE(orMinus1(b.powerDrawW), 18.50);
    QCOMPARE(orMinus1(b.maxClockMHz), 1770.0);
    QCOMPARE(b.unavailable, QStringList { QStringLiteral("utilization_percent: [Insufficient Permissions]") });

    const Device &c = r.devices.at(2);
    QCOMPARE(c.name, QStringLiteral("NVIDIA GeForce GTX 1080"));
    QCOMPARE(orMinus1(c.memoryTotalMiB), 8192.0);
    QCOMPARE(orMinus1(c.memoryUsedMiB), 512.0);
    QCOMPARE(orMinus1(c.temperatureC), 40.0);
    QVERIFY(!c.powerDrawW);
    QCOMPARE(orMinus1(c.maxClockMHz), 1911.0);
    QCOMPARE(c.unavailable,
        QStringList({ QStringLiteral("utilization_percent: [Unknown Error]"), QStringLiteral("power_draw_w: [GPU requires reset]") }));

    // The JSON form: null, never 0, and the partial flag.
    const QJsonObject j = a.toJson();
    QVERIFY(j.value(QStringLiteral("memory_used_mib")).isNull());
    QVERIFY(j.value(QStringLiteral("power_draw_w")).isNull());
    QCOMPARE(j.value(QStringLiteral("memory_total_mib")).toDouble(), 6144.0);
    QCOMPARE(j.value(QStringLiteral("partial")).toBool(), true);
    QCOMPARE(j.value(QStringLiteral("id")).toString(), QStringLiteral("nvidia-smi:0"));
    QCOMPARE(b.toJson().value(QStringLiteral("power_draw_w")).toDouble(), 18.5);
}

void TestProbe::nvidiaSmiTokens_data()
{
    QTest::addColumn<QString>("token");
    QTest::addColumn<QString>("seen");
    const char *const tokens[] = { "[N/A]", "[Not Supported]", "[Insufficient Permissions]", "[Unknown Error]", "[GPU requires reset]",
        "[GPU is lost]", "N/A", "ERR!", "abc", "nan", "inf", "-5", "1e400" };
    for (const char *t : tokens)
        QTest::newRow(qPrintable(QStringLiteral("power.draw %1 is null and listed").arg(QLatin1String(t))))
            << QString::fromLatin1(t) << QString::fromLatin1(t);
    QTest::newRow("an empty field is null and listed as (empty)") << QString() << QStringLiteral("(empty)");
}

void TestProbe::nvidiaSmiTokens()
{
    QFETCH(QString, token);
    QFETCH(QString, seen);
    const QByteArray row
        = QStringLiteral("0, GPU-1, 00000000:01:00.0, NVIDIA L4, 23034, 0, 3, 44, %1, 2040, 550.54.15, Disabled\n").arg(token).toUtf8();
    const BackendResult r = parseNvidiaSmiCsv(row, 0);
    QCOMPARE(r.backend.status, QStringLiteral("ok"));
    QCOMPARE(r.devices.size(), 1);
    const Device &d = r.devices.first();
    QVERIFY(!d.powerDrawW);
    QCOMPARE(d.unavailable, QStringList { QStringLiteral("power_draw_w: ") + seen });
    QVERIFY(d.partial());
    // The other fields of the same GPU still read.
    QCOMPARE(orMinus1(d.memoryTotalMiB), 23034.0);
    QCOMPARE(orMinus1(d.memoryUsedMiB), 0.0);
    QCOMPARE(orMinus1(d.utilizationPercent), 3.0);
    QCOMPARE(orMinus1(d.temperatureC), 44.0);
    QCOMPARE(orMinus1(d.maxClockMHz), 2040.0);
    QCOMPARE(str(d.driverVersion), QStringLiteral("550.54.15"));
    QCOMPARE(str(d.migMode), QStringLiteral("disabled"));
}

void TestProbe::nvidiaSmiFullRows()
{
    const BackendResult r = parseNvidiaSmiCsv(fixture("nvidiasmi_ok.csv"), 0);
    QCOMPARE(r.backend.status, QStringLiteral("ok"));
    QCOMPARE(str(r.backend.toolVersion), QStringLiteral("550.144.03"));
    QCOMPARE(r.backend.exitCode.value_or(-1), 0);
    QCOMPARE(r.devices.size(), 2);
    const Device &a = r.devices.at(0);
    QCOMPARE(a.index, 0);
    QCOMPARE(str(a.uuid), QStringLiteral("GPU-3f1c2a9e-5b7d-4e21-9c0a-1d2e3f4a5b6c"));
    QCOMPARE(str(a.pciBusId), QStringLiteral("00000000:17:00.0"));
    QCOMPARE(a.name, QStringLiteral("NVIDIA H100 80GB HBM3"));
    QCOMPARE(a.vendor, QStringLiteral("NVIDIA"));
    QCOMPARE(orMinus1(a.memoryTotalMiB), 81559.0);
    QCOMPARE(orMinus1(a.memoryUsedMiB), 512.0);
    QCOMPARE(orMinus1(a.utilizationPercent), 7.0);
    QCOMPARE(orMinus1(a.temperatureC), 35.0);
    QCOMPARE(orMinus1(a.powerDrawW), 71.23);
    QCOMPARE(orMinus1(a.maxClockMHz), 1980.0);
    QCOMPARE(str(a.driverVersion), QStringLiteral("550.144.03"));
    QCOMPARE(str(a.migMode), QStringLiteral("disabled"));
    QVERIFY(!a.formFactor); // "H100 80GB HBM3" says nothing about SXM/PCIe, and nvidia-smi gives no device id
    QVERIFY(!a.pciDeviceId);
    QVERIFY(!a.partial());
    const Device &b = r.devices.at(1);
    QCOMPARE(b.index, 1);
    QCOMPARE(str(b.migMode), QStringLiteral("enabled"));
    QCOMPARE(str(b.formFactor), QStringLiteral("pcie"));
    QCOMPARE(orMinus1(b.powerDrawW), 50.0);
    QVERIFY(!b.partial());
}

void TestProbe::nvidiaSmiWslRow()
{
    const BackendResult r = parseNvidiaSmiCsv(fixture("nvidiasmi_wsl.csv"), 0);
    QCOMPARE(r.devices.size(), 1);
    const Device &d = r.devices.first();
    QVERIFY(!d.utilizationPercent);
    QVERIFY(!d.powerDrawW);
    QVERIFY(!d.migMode);
    QCOMPARE(orMinus1(d.memoryTotalMiB), 8188.0);
    QCOMPARE(orMinus1(d.memoryUsedMiB), 1024.0);
    QCOMPARE(orMinus1(d.temperatureC), 52.0);
    // mig_mode [N/A] (no MIG on this GPU) is not applicable: null, but not listed as unavailable.
    QCOMPARE(d.unavailable, QStringList({ QStringLiteral("utilization_percent: ERR!"), QStringLiteral("power_draw_w: N/A") }));
}

void TestProbe::nvidiaSmiMessages_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("toolVersion");
    const QString mismatch = QLatin1String(DriverMismatchReason);
    QTest::newRow("PRB-03: version mismatch on stdout, exit 18") << fixture("nvidiasmi_mismatch.txt") << 18 << "error"
                                                                 << "driver_mismatch" << mismatch << "550.144";
    QTest::newRow("PRB-03: the mismatch text alone is enough") << fixture("nvidiasmi_mismatch.txt") << 0 << "error"
                                                               << "driver_mismatch" << mismatch << "550.144";
    QTest::newRow("PRB-03: exit 18 alone is enough") << QByteArray("something else\n") << 18 << "error"
                                                     << "driver_mismatch" << mismatch << "<null>";
    QTest::newRow("PRB-05: No devices were found, exit 0") << fixture("nvidiasmi_nodevices.txt") << 0 << "unsupported"
                                                           << "no_devices"
                                                           << "nvidia-smi found no NVIDIA GPU"
                                                           << "<null>";
    QTest::newRow("PRB-05: No devices were found, exit 6") << fixture("nvidiasmi_nodevices.txt") << 6 << "unsupported"
                                                           << "no_devices"
                                                           << "nvidia-smi found no NVIDIA GPU"
                                                           << "<null>";
    QTest::newRow("PRB-05: No supported GPUs were found, exit 255") << fixture("nvidiasmi_nosupported.txt") << 255 << "unsupported"
                                                                    << "no_devices"
                                                                    << "nvidia-smi found no NVIDIA GPU"
                                                                    << "<null>";
    QTest::newRow("no driver loaded, exit 9") << QByteArray("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. "
                                                            "Make sure that the latest NVIDIA driver is installed and running.\n")
                                              << 9 << "unsupported"
                                              << "no_devices"
                                              << "no NVIDIA driver loaded"
                                              << "<null>";
    QTest::newRow("insufficient permissions without rows") << QByteArray("Insufficient Permissions\n") << 4 << "error"
                                                           << "no_permission"
                                                           << "nvidia-smi was not allowed to read the GPUs: Insufficient Permissions"
                                                           << "<null>";
    QTest::newRow("an unknown failure keeps its exit status")
        << QByteArray("Unable to determine the device handle for GPU0000:17:00.0: Unknown Error\n") << 15 << "error"
        << "failed"
        << "nvidia-smi exited with status 15: Unable to determine the device handle for GPU0000:17:00.0: Unknown Error"
        << "<null>";
    QTest::newRow("text that is no row, exit 0") << QByteArray("hello\nworld\n") << 0 << "error"
                                                 << "unrecognised_output"
                                                 << "unrecognised nvidia-smi output: hello"
                                                 << "<null>";
    QTest::newRow("nothing at all") << QByteArray() << 0 << "error"
                                    << "unrecognised_output"
                                    << "unrecognised nvidia-smi output: (no output)"
                                    << "<null>";
}

void TestProbe::nvidiaSmiMessages()
{
    QFETCH(QByteArray, output);
    QFETCH(int, exitCode);
    QFETCH(QString, status);
    QFETCH(QString, code);
    QFETCH(QString, reason);
    QFETCH(QString, toolVersion);
    const BackendResult r = parseNvidiaSmiCsv(output, exitCode);
    QCOMPARE(r.backend.status, status);
    QCOMPARE(r.backend.code, code);
    QCOMPARE(r.backend.reason, reason);
    QCOMPARE(str(r.backend.toolVersion), toolVersion);
    QCOMPARE(r.backend.exitCode.value_or(-1), exitCode);
    QCOMPARE(r.backend.rawOutput.value_or(QByteArray("<null>")), output);
    QVERIFY2(r.devices.isEmpty(), "an error text is never a GPU row");
}

void TestProbe::nvidiaSmiOddLines()
{
    // A header line, a blank line, a short line and a name with a comma in it.
    const QByteArray out
        = "index, uuid, pci.bus_id, name, memory.total [MiB], memory.used [MiB], utilization.gpu [%], temperature.gpu, power.draw [W], "
          "clocks.max.sm [MHz], driver_version, mig.mode.current\n"
          "\n"
          "0, GPU-1, 00000000:01:00.0\n"
          "3, GPU-2, 00000000:02:00.0, NVIDIA Test, Rack GPU, 24576, 1000 MiB, 55 %, 60, 120.5 W, 1500 MHz, 535.1, Disabled\r\n";
    const BackendResult r = parseNvidiaSmiCsv(out, 0);
    QCOMPARE(r.backend.status, QStringLiteral("ok"));
    QCOMPARE(r.devices.size(), 1);
    const Device &d = r.devices.first();
    QCOMPARE(d.index, 3);
    QCOMPARE(d.name, QStringLiteral("NVIDIA Test, Rack GPU"));
    QCOMPARE(orMinus1(d.memoryTotalMiB), 24576.0);
    QCOMPARE(orMinus1(d.memoryUsedMiB), 1000.0);
    QCOMPARE(orMinus1(d.utilizationPercent), 55.0);
    QCOMPARE(orMinus1(d.powerDrawW), 120.5);
    QCOMPARE(orMinus1(d.maxClockMHz), 1500.0);
    QCOMPARE(str(d.migMode), QStringLiteral("disabled"));
    QVERIFY(!d.partial());

    // A raw output is cut at 4096 bytes.
    const BackendResult big = parseNvidiaSmiCsv(QByteArray(10000, 'x'), 1);
    QCOMPARE(big.backend.rawOutput.value_or(QByteArray()).size(), 4096);
    // Zero memory total is not a value.
    const BackendResult zero = parseNvidiaSmiCsv("0, GPU-1, 00000000:01:00.0, X, 0, 0, 0, 30, 10, 1000, 1, Disabled\n", 0);
    QCOMPARE(zero.devices.size(), 1);
    QVERIFY(!zero.devices.first().memoryTotalMiB);
    QCOMPARE(zero.devices.first().unavailable, QStringList { QStringLiteral("memory_total_mib: 0") });
}

// ---- amd-smi / rocm-smi parsers ------------------------------------------------------------

void TestProbe::firstJsonDocumentSkipsAndStops()
{
    QCOMPARE(firstJsonDocument("WARNING: x\n[1,[2]] [3]"), QByteArray("[1,[2]]"));
    QCOMPARE(firstJsonDocument("{\"a\":\"}]\\\"{\"} tail"), QByteArray("{\"a\":\"}]\\\"{\"}"));
    QCOMPARE(firstJsonDocument("[1, 2"), QByteArray());
    QCOMPARE(firstJsonDocument("[1}"), QByteArray());
    QCOMPARE(firstJsonDocument("no json"), QByteArray());
    QCOMPARE(firstJsonDocument(QByteArray(1000, '[')), QByteArray());
}

void TestProbe::rocmSmiCards()
{
    const BackendResult r = parseRocmSmi(fixture("rocmsmi_cards.json"), 0);
    QCOMPARE(r.backend.name, QStringLiteral("rocm-smi"));
    QCOMPARE(r.backend.status, QStringLiteral("ok"));
    QCOMPARE(r.devices.size(), 2);
    const Device &a = r.devices.at(0);
    QCOMPARE(a.id(), QStringLiteral("rocm-smi:0"));
    QCOMPARE(a.name, QStringLiteral("AMD Instinct MI300X"));
    QCOMPARE(a.vendor, QStringLiteral("AMD"));
    QCOMPARE(str(a.pciDeviceId), QStringLiteral("0x74a1"));
    QCOMPARE(str(a.pciBusId), QStringLiteral("0000:0C:00.0"));
    QCOMPARE(orMinus1(a.memoryTotalMiB), 196592.0);
    QCOMPARE(orMinus1(a.memoryUsedMiB), 288.0);
    QCOMPARE(str(a.driverVersion), QStringLiteral("6.10.5"));
    QCOMPARE(str(a.formFactor), QStringLiteral("oam"));
    QVERIFY(!a.partial());
    const Device &b = r.devices.at(1);
    QCOMPARE(b.index, 1);
    QCOMPARE(b.name, QStringLiteral("Radeon RX 7900 XTX"));
    QCOMPARE(str(b.pciDeviceId), QStringLiteral("0x744c")); // from "Card Model"
    QCOMPARE(orMinus1(b.memoryTotalMiB), 24560.0);
    QCOMPARE(orMinus1(b.memoryUsedMiB), 26.56640625);
    QVERIFY(!b.formFactor);
    QVERIFY(!b.partial());
}

void TestProbe::rocmSmiNotAvailable()
{
    const BackendResult r = parseRocmSmi(fixture("rocmsmi_na.json"), 0);
    QCOMPARE(r.backend.status, QStringLiteral("ok"));
    QCOMPARE(r.devices.size(), 1);
    const Device &d = r.devices.first();
    QCOMPARE(d.name, QStringLiteral("AMD Instinct MI210"));
    QVERIFY2(!d.memoryTotalMiB, "N/A is null, never 0 MB");
    QVERIFY(!d.memoryUsedMiB);
    QCOMPARE(d.unavailable, QStringList({ QStringLiteral("memory_total_mib: N/A"), QStringLiteral("memory_used_mib: N/A") }));
    QVERIFY(d.partial());
    QCOMPARE(d.toJson().value(QStringLiteral("memory_total_mib")).type(), QJsonValue::Null);
    // A card without any VRAM key is partial too.
    const BackendResult absent = parseRocmSmi("{\"card0\": {\"Card Series\": \"X\"}}", 0);
    QCOMPARE(absent.devices.size(), 1);
    QCOMPARE(absent.devices.first().unavailable,
        QStringList({ QStringLiteral("memory_total_mib: absent"), QStringLiteral("memory_used_mib: absent") }));
}

void TestProbe::rocmSmiNoJson()
{
    const QByteArray out = fixture("rocmsmi_nojson.txt");
    const BackendResult r = parseRocmSmi(out, 0);
    QCOMPARE(r.backend.status, QStringLiteral("unsupported"));
    QCOMPARE(r.backend.code, QStringLiteral("unrecognised_output"));
    QCOMPARE(r.backend.reason, QStringLiteral("rocm-smi reported no JSON data"));
    QCOMPARE(r.backend.rawOutput.value_or(QByteArray()), out);
    QVERIFY(r.devices.isEmpty());
    const BackendResult junk = parseRocmSmi("Segmentation fault\n", 139);
    QCOMPARE(junk.backend.status, QStringLiteral("error"));
    QCOMPARE(junk.backend.code, QStringLiteral("failed"));
    QCOMPARE(junk.backend.reason, QStringLiteral("rocm-smi exited with status 139: Segmentation fault"));
    const BackendResult none = parseRocmSmi("{\"system\": {\"Driver version\": \"6.2.4\"}}", 0);
    QCOMPARE(none.backend.status, QStringLiteral("unsupported"));
    QCOMPARE(none.backend.code, QStringLiteral("no_devices"));
}

void TestProbe::rocmSmiTextWithDeviceId()
{
    const BackendResult r = parseRocmSmi(fixture("rocmsmi_text_deviceid.txt"), 0);
    QCOMPARE(r.backend.status, QStringLiteral("ok"));
    QCOMPARE(r.devices.size(), 1);
    const Device &d = r.devices.first();
    QCOMPARE(d.name, QStringLiteral("AMD Instinct MI300X"));
    QCOMPARE(str(d.pciDeviceId), QStringLiteral("0x74a1"));
    QCOMPARE(str(d.pciBusId), QStringLiteral("0000:0C:00.0"));
    QCOMPARE(orMinus1(d.memoryTotalMiB), 196592.0);
    QCOMPARE(orMinus1(d.memoryUsedMiB), 288.0);
    QVERIFY(!d.partial());
    // The older "GPU ID:" spelling reads the same.
    const BackendResult old = parseRocmSmi("GPU[1]\t\t: GPU ID: 0x738c\nGPU[1]\t\t: Card series: MI100\n", 0);
    QCOMPARE(old.devices.size(), 1);
    QCOMPARE(old.devices.first().index, 1);
    QCOMPARE(str(old.devices.first().pciDeviceId), QStringLiteral("0x738c"));
    QCOMPARE(old.devices.first().name, QStringLiteral("MI100"));
}

void TestProbe::amdSmiListWithMetric()
{
    const BackendResult r = parseAmdSmi(fixture("amdsmi_static_list.json"), 0, fixture("amdsmi_metric.json"));
    QCOMPARE(r.backend.name, QStringLiteral("amd-smi"));
    QCOMPARE(r.backend.status, QStringLiteral("ok"));
    QCOMPARE(r.devices.size(), 2);
    const Device &a = r.devices.at(0);
    QCOMPARE(a.id(), QStringLiteral("amd-smi:0"));
    QCOMPARE(a.name, QStringLiteral("AMD Instinct MI300X"));
    QCOMPARE(str(a.pciDeviceId), QStringLiteral("0x74a1"));
    QCOMPARE(str(a.pciBusId), QStringLiteral("0000:0c:00.0"));
    QCOMPARE(a.computeUnits.value_or(-1), 304);
    QCOMPARE(str(a.driverVersion), QStringLiteral("6.7.0"));
    QCOMPARE(orMinus1(a.memoryTotalMiB), 196592.0);
    QCOMPARE(orMinus1(a.memoryUsedMiB), 283.0);
    QCOMPARE(orMinus1(a.utilizationPercent), 12.0);
    QCOMPARE(orMinus1(a.powerDrawW), 140.0);
    QCOMPARE(orMinus1(a.temperatureC), 41.0);
    QCOMPARE(str(a.formFactor), QStringLiteral("oam"));
    QVERIFY(!a.partial());
    const Device &b = r.devices.at(1);
    QCOMPARE(b.index, 1);
    QVERIFY(!b.powerDrawW);
    QCOMPARE(b.unavailable, QStringList { QStringLiteral("power_draw_w: N/A") });
    QCOMPARE(orMinus1(b.memoryUsedMiB), 0.0);
    QCOMPARE(orMinus1(b.temperatureC), 38.0);
}

void TestProbe::amdSmiObject()
{
    const BackendResult r = parseAmdSmi(fixture("amdsmi_static_object.json"), 0);
    QCOMPARE(r.backend.status, QStringLiteral("ok"));
    QCOMPARE(r.devices.size(), 1);
    const Device &d = r.devices.first();
    QCOMPARE(d.name, QStringLiteral("AMD Radeon PRO W7900"));
    QCOMPARE(orMinus1(d.memoryTotalMiB), 49136.0);
    QVERIFY(!d.memoryUsedMiB); // no metric asked: null, not partial
    QCOMPARE(d.computeUnits.value_or(-1), 96);
    QVERIFY(!d.partial());
    // One GPU object on its own also reads.
    const BackendResult single
        = parseAmdSmi("{\"gpu\": 2, \"asic\": {\"market_name\": \"AMD Instinct MI210\"}, \"vram\": {\"size\": \"65520 MB\"}}", 0);
    QCOMPARE(single.devices.size(), 1);
    QCOMPARE(single.devices.first().index, 2);
    QCOMPARE(orMinus1(single.devices.first().memoryTotalMiB), 65520.0);
}

void TestProbe::amdSmiConcatenatedArrays()
{
    const BackendResult r = parseAmdSmi(fixture("amdsmi_static_concatenated.json"), 0);
    QCOMPARE(r.backend.status, QStringLiteral("ok"));
    QCOMPARE(r.devices.size(), 1);
    QCOMPARE(r.devices.first().name, QStringLiteral("AMD Instinct MI250X"));
    QCOMPARE(orMinus1(r.devices.first().memoryTotalMiB), 65520.0);
    QCOMPARE(r.devices.first().computeUnits.value_or(-1), 110);
}

void TestProbe::amdSmiNotAvailable()
{
    const BackendResult r = parseAmdSmi(fixture("amdsmi_static_na.json"), 0);
    QCOMPARE(r.devices.size(), 1);
    const Device &d = r.devices.first();
    QCOMPARE(d.name, QStringLiteral("AMD GPU"));
    QVERIFY2(!d.memoryTotalMiB, "N/A is null, never 0 MB");
    QVERIFY(!d.computeUnits);
    QCOMPARE(d.unavailable,
        QStringList({ QStringLiteral("name: N/A"), QStringLiteral("compute_units: N/A"), QStringLiteral("memory_total_mib: N/A") }));
    const BackendResult noData = parseAmdSmi("WARNING: No JSON data to report\n", 0);
    QCOMPARE(noData.backend.status, QStringLiteral("unsupported"));
    QCOMPARE(noData.backend.code, QStringLiteral("unrecognised_output"));
    QCOMPARE(parseAmdSmi("[]", 0).backend.code, QStringLiteral("no_devices"));
}

void TestProbe::amdToolVersions_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<QString>("version");
    QTest::newRow("amd-smi version") << QByteArray("AMDSMI Tool: 24.6.3+9578815 | AMDSMI Library version: 24.6.2.0 | ROCm version: 6.2.1\n")
                                     << "24.6.3+9578815";
    QTest::newRow("rocm-smi --version") << QByteArray("ROCM-SMI version: 2.2.0+8e78f7f7\nROCM-SMI-LIB version: 7.2.0\n")
                                        << "2.2.0+8e78f7f7";
    QTest::newRow("rocm-smi header") << QByteArray(
        "AMD ROCm System Management Interface | ROCM-SMI version: 1.4.1 | Kernel version: 5.18.13\n")
                                     << "1.4.1";
    QTest::newRow("no version") << QByteArray("usage: rocm-smi [-h]\n") << "<null>";
}

void TestProbe::amdToolVersions()
{
    QFETCH(QByteArray, output);
    QFETCH(QString, version);
    QCOMPARE(str(parseAmdToolVersion(output)), version);
}

// ---- helpers -------------------------------------------------------------------------------

void TestProbe::formFactors_data()
{
    QTest::addColumn<int>("vendor");
    QTest::addColumn<QString>("deviceId");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");
    QTest::newRow("0x2330 is the H100 SXM5") << 0x10de << "0x2330"
                                             << "NVIDIA H100 80GB HBM3"
                                             << "sxm";
    QTest::newRow("0x2331 is the H100 PCIe") << 0x10de << "0x2331"
                                             << "NVIDIA H100"
                                             << "pcie";
    QTest::newRow("NVML's combined id 0x233510DE is the H200 SXM") << 0x10de << "0x233510DE"
                                                                   << "NVIDIA H200"
                                                                   << "sxm";
    QTest::newRow("0x20b2 is the A100 SXM4 80GB") << 0x10de << "0x20b2"
                                                  << "NVIDIA A100"
                                                  << "sxm";
    QTest::newRow("0x2901 is the B200") << 0x10de << "0x2901"
                                        << "NVIDIA B200"
                                        << "sxm";
    QTest::newRow("by name: SXM4") << 0x10de << ""
                                   << "NVIDIA A100-SXM4-80GB"
                                   << "sxm";
    QTest::newRow("by name: PCIe") << 0x10de << ""
                                   << "NVIDIA A100 80GB PCIe"
                                   << "pcie";
    QTest::newRow("by name: H100 NVL") << 0x10de << ""
                                       << "NVIDIA H100 NVL"
                                       << "pcie";
    QTest::newRow("NVL72 is not the NVL card") << 0x10de << ""
                                               << "NVIDIA GB200 NVL72"
                                               << "<null>";
    QTest::newRow("unknown stays null") << 0x10de << "0x1234"
                                        << "NVIDIA GeForce RTX 4090"
                                        << "<null>";
    QTest::newRow("an AMD id is not an NVIDIA id") << 0x1002 << "0x2330"
                                                   << "AMD GPU"
                                                   << "<null>";
}

void TestProbe::formFactors()
{
    QFETCH(int, vendor);
    QFETCH(QString, deviceId);
    QFETCH(QString, name);
    QFETCH(QString, expected);
    QCOMPARE(str(formFactorFor(unsigned(vendor), parsePciDeviceId(deviceId), name)), expected);
}

void TestProbe::coresPerSm()
{
    QCOMPARE(cudaCoresPerSm(9, 0).value_or(-1), 128); // H100: 16896 cores / 132 SMs
    QCOMPARE(cudaCoresPerSm(8, 0).value_or(-1), 64); // A100: 6912 cores / 108 SMs
    QCOMPARE(cudaCoresPerSm(8, 6).value_or(-1), 128);
    QCOMPARE(cudaCoresPerSm(7, 0).value_or(-1), 64);
    QVERIFY(!cudaCoresPerSm(2, 0));
    QCOMPARE(nvmlErrorName(3), QStringLiteral("NVML_ERROR_NOT_SUPPORTED"));
    QCOMPARE(nvmlErrorName(18), QStringLiteral("NVML_ERROR_LIB_RM_VERSION_MISMATCH"));
    QCOMPARE(nvmlErrorName(77), QStringLiteral("NVML_ERROR_77"));
}

void TestProbe::overallStatus_data()
{
    QTest::addColumn<QStringList>("backendStatuses");
    QTest::addColumn<QStringList>("devices"); // "gpu", "gpu-partial", "cpu"
    QTest::addColumn<QString>("expected");
    QTest::newRow("nothing anywhere is no_gpu") << sl({ "unsupported", "unsupported" }) << sl({}) << "no_gpu";
    QTest::newRow("only a software device is no_gpu") << sl({ "unsupported", "ok" }) << sl({ "cpu" }) << "no_gpu";
    QTest::newRow("a failing backend without GPU is error") << sl({ "error", "unsupported" }) << sl({}) << "error";
    QTest::newRow("a timeout without GPU is error") << sl({ "unsupported", "timeout" }) << sl({}) << "error";
    QTest::newRow("a complete GPU is ok") << sl({ "ok", "skipped" }) << sl({ "gpu" }) << "ok";
    QTest::newRow("a GPU with a gap is partial") << sl({ "ok" }) << sl({ "gpu", "gpu-partial" }) << "partial";
    QTest::newRow("a GPU wins over another backend's error") << sl({ "ok", "error" }) << sl({ "gpu" }) << "ok";
}

void TestProbe::overallStatus()
{
    QFETCH(QStringList, backendStatuses);
    QFETCH(QStringList, devices);
    QFETCH(QString, expected);
    QJsonArray backends;
    for (const QString &s : backendStatuses)
        backends.append(QJsonObject { { QStringLiteral("name"), QStringLiteral("x") }, { QStringLiteral("status"), s } });
    QJsonArray devs;
    for (const QString &d : devices)
        devs.append(
            QJsonObject { { QStringLiteral("kind"), d.startsWith(QLatin1String("gpu")) ? QStringLiteral("gpu") : QStringLiteral("cpu") },
                { QStringLiteral("partial"), d.endsWith(QLatin1String("partial")) } });
    QCOMPARE(cg::probe::overallStatus(backends, devs), expected);
}

void TestProbe::rocmSmiOnlyWhenAmdSmiFails()
{
    FakeToolRunner runner;
    runner.runs.insert(QStringLiteral("amd-smi version"), finished("AMDSMI Tool: 24.6.3 | ROCm version: 6.2.1\n"));
    runner.runs.insert(QStringLiteral("tool static --json"), finished(fixture("amdsmi_static_object.json")));
    runner.runs.insert(QStringLiteral("tool metric --json"), finished("[]"));
    ProbeOptions options;
    options.nvmlLibrary = m_tmp.path() + QStringLiteral("/absent/libnvidia-ml.so.1");
    ProbeRunner probe(runner);
    const QJsonObject doc = probe.run(options);
    QCOMPARE(runner.calls,
        QStringList(
            { QStringLiteral("nvidia-smi --query-gpu=index,uuid,pci.bus_id,name,memory.total,memory.used,utilization.gpu,"
                             "temperature.gpu,power.draw,clocks.max.sm,driver_version,mig.mode.current --format=csv,noheader,nounits"),
                QStringLiteral("amd-smi version"), QStringLiteral("tool static --json"), QStringLiteral("tool metric --json") }));
    QCOMPARE(backendNamed(doc, "amd-smi").value(QStringLiteral("tool_version")).toString(), QStringLiteral("24.6.3"));
    QCOMPARE(backendNamed(doc, "rocm-smi").value(QStringLiteral("status")).toString(), QStringLiteral("skipped"));
    QCOMPARE(doc.value(QStringLiteral("status")).toString(), QStringLiteral("partial")); // metric had no entry for GPU 0
    const QJsonObject d = doc.value(QStringLiteral("devices")).toArray().first().toObject();
    QCOMPARE(stringList(d.value(QStringLiteral("unavailable"))), QStringList { QStringLiteral("memory_used_mib: no amd-smi metric data") });
    QCOMPARE(doc.value(QStringLiteral("summary")).toString(),
        QStringLiteral("Found 1 GPU via amd-smi: AMD Radeon PRO W7900; some figures unavailable on 1 of them."));
}

void TestProbe::amdSmiUnrecognisedNamesVersion()
{
    FakeToolRunner runner;
    runner.runs.insert(QStringLiteral("amd-smi version"), finished("AMDSMI Tool: 23.4.2 | ROCm version: 6.0.0\n"));
    runner.runs.insert(QStringLiteral("tool static --json"), finished("GPU: 0\n    ASIC:\n        MARKET_NAME: MI300X\n"));
    const BackendResult r = probeAmdSmi(runner, 5);
    QCOMPARE(r.backend.status, QStringLiteral("error"));
    QCOMPARE(r.backend.code, QStringLiteral("unrecognised_output"));
    QCOMPARE(r.backend.reason, QStringLiteral("unrecognised amd-smi output: GPU: 0 (version 23.4.2)"));
    QCOMPARE(str(r.backend.toolVersion), QStringLiteral("23.4.2"));

    FakeToolRunner slow;
    ToolRun timedOut;
    timedOut.outcome = ToolRun::Outcome::TimedOut;
    timedOut.program = QStringLiteral("/opt/rocm/bin/rocm-smi");
    slow.runs.insert(QStringLiteral("rocm-smi --version"), timedOut);
    const BackendResult t = probeRocmSmi(slow, 2.5);
    QCOMPARE(t.backend.status, QStringLiteral("timeout"));
    QCOMPARE(t.backend.code, QStringLiteral("timeout"));
    QCOMPARE(t.backend.reason, QStringLiteral("rocm-smi did not respond within 2.5 s"));
    QCOMPARE(slow.calls.size(), 1); // no second call after a timeout
}

void TestProbe::nvidiaSmiOlderToolWithoutMigField()
{
    FakeToolRunner runner;
    const QString query = QStringLiteral("nvidia-smi --query-gpu=index,uuid,pci.bus_id,name,memory.total,memory.used,utilization.gpu,"
                                         "temperature.gpu,power.draw,clocks.max.sm,driver_version");
    runner.runs.insert(query + QStringLiteral(",mig.mode.current --format=csv,noheader,nounits"),
        finished("Field \"mig.mode.current\" is not a valid field to query.\n\n", 2));
    runner.runs.insert(query + QStringLiteral(" --format=csv,noheader,nounits"),
        finished("0, GPU-7, 00000000:3B:00.0, Tesla V100-SXM2-16GB, 16160, 0, 0, 31, 42.10, 1530, 418.87.01\n"));
    const BackendResult r = probeNvidiaSmi(runner, 8);
    QCOMPARE(runner.calls.size(), 2);
    QCOMPARE(r.backend.status, QStringLiteral("ok"));
    QCOMPARE(r.backend.reason, QStringLiteral("nvidia-smi reported 1 GPU(s) (fields this nvidia-smi does not know: mig.mode.current)"));
    QCOMPARE(r.devices.size(), 1);
    const Device &d = r.devices.first();
    QCOMPARE(d.name, QStringLiteral("Tesla V100-SXM2-16GB"));
    QCOMPARE(str(d.formFactor), QStringLiteral("sxm"));
    QCOMPARE(orMinus1(d.memoryTotalMiB), 16160.0);
    QCOMPARE(orMinus1(d.powerDrawW), 42.10);
    QVERIFY(!d.migMode);
    QVERIFY(!d.partial());
}

// ---- the real binary -----------------------------------------------------------------------

void TestProbe::nvmlFakeOk()
{
    const ProbeRun r = runProbe({ QStringLiteral("--list") }, QString(), QStringLiteral(CG_FAKE_NVML), QStringLiteral("ok"));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(!r.doc.isEmpty(), r.out.constData());
    QCOMPARE(r.doc.value(QStringLiteral("schema")).toString(), QStringLiteral("cloudgauge-probe/1"));
    QCOMPARE(r.doc.value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
    QCOMPARE(r.doc.value(QStringLiteral("summary")).toString(),
        QStringLiteral("Found 2 GPUs via nvml: NVIDIA H100 80GB HBM3, NVIDIA H100 PCIe."));
    const QJsonObject nvml = backendNamed(r.doc, "nvml");
    QCOMPARE(nvml.value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
    QCOMPARE(nvml.value(QStringLiteral("tool_version")).toString(), QStringLiteral("550.144.03"));
    QCOMPARE(nvml.value(QStringLiteral("library")).toString(), QStringLiteral(CG_FAKE_NVML));
    QCOMPARE(backendNamed(r.doc, "nvidia-smi").value(QStringLiteral("status")).toString(), QStringLiteral("skipped"));
    const QJsonArray devices = r.doc.value(QStringLiteral("devices")).toArray();
    QCOMPARE(devices.size(), 2);
    const QJsonObject a = devices.at(0).toObject();
    QCOMPARE(a.value(QStringLiteral("id")).toString(), QStringLiteral("nvml:0"));
    QCOMPARE(a.value(QStringLiteral("name")).toString(), QStringLiteral("NVIDIA H100 80GB HBM3"));
    QCOMPARE(a.value(QStringLiteral("uuid")).toString(), QStringLiteral("GPU-11111111-2222-3333-4444-555555555555"));
    QCOMPARE(a.value(QStringLiteral("pci_bus_id")).toString(), QStringLiteral("00000000:17:00.0"));
    QCOMPARE(a.value(QStringLiteral("pci_device_id")).toString(), QStringLiteral("0x2330"));
    QCOMPARE(a.value(QStringLiteral("form_factor")).toString(), QStringLiteral("sxm"));
    QCOMPARE(a.value(QStringLiteral("vendor")).toString(), QStringLiteral("NVIDIA"));
    QCOMPARE(a.value(QStringLiteral("kind")).toString(), QStringLiteral("gpu"));
    QCOMPARE(a.value(QStringLiteral("software")).toBool(true), false);
    QCOMPARE(a.value(QStringLiteral("memory_total_mib")).toDouble(), 81559.0);
    QCOMPARE(a.value(QStringLiteral("memory_used_mib")).toDouble(), 512.0);
    QCOMPARE(a.value(QStringLiteral("driver_version")).toString(), QStringLiteral("550.144.03"));
    QCOMPARE(a.value(QStringLiteral("runtime_version")).toString(), QStringLiteral("CUDA 12.4"));
    QCOMPARE(a.value(QStringLiteral("mig_mode")).toString(), QStringLiteral("disabled"));
    QCOMPARE(a.value(QStringLiteral("compute_units")).toInt(), 132);
    QCOMPARE(a.value(QStringLiteral("max_clock_mhz")).toDouble(), 1980.0);
    QCOMPARE(a.value(QStringLiteral("temperature_c")).toDouble(), 35.0);
    QCOMPARE(a.value(QStringLiteral("power_draw_w")).toDouble(), 71.234);
    QCOMPARE(a.value(QStringLiteral("utilization_percent")).toDouble(), 7.0);
    QCOMPARE(a.value(QStringLiteral("partial")).toBool(true), false);
    QCOMPARE(stringList(a.value(QStringLiteral("unavailable"))), QStringList());
    const QJsonObject b = devices.at(1).toObject();
    QCOMPARE(b.value(QStringLiteral("name")).toString(), QStringLiteral("NVIDIA H100 PCIe"));
    QCOMPARE(b.value(QStringLiteral("pci_device_id")).toString(), QStringLiteral("0x2331"));
    QCOMPARE(b.value(QStringLiteral("form_factor")).toString(), QStringLiteral("pcie"));
    QCOMPARE(b.value(QStringLiteral("mig_mode")).toString(), QStringLiteral("enabled"));
    QCOMPARE(b.value(QStringLiteral("compute_units")).toInt(), 114);
    QCOMPARE(b.value(QStringLiteral("memory_used_mib")).toDouble(-1), 0.0);
    QCOMPARE(b.value(QStringLiteral("utilization_percent")).toDouble(-1), 0.0);
    QCOMPARE(b.value(QStringLiteral("power_draw_w")).toDouble(), 50.0);
    const QJsonObject options = r.doc.value(QStringLiteral("options")).toObject();
    QCOMPARE(options.value(QStringLiteral("timeout_s")).toDouble(), 8.0);
    QCOMPARE(options.value(QStringLiteral("list")).toBool(), true);
    QVERIFY(options.value(QStringLiteral("device")).isNull());
}

void TestProbe::nvmlFakeUtilisationUnsupported()
{
    const ProbeRun r = runProbe({ QStringLiteral("--list") }, QString(), QStringLiteral(CG_FAKE_NVML), QStringLiteral("util_unsupported"));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.doc.value(QStringLiteral("status")).toString(), QStringLiteral("partial"));
    const QJsonArray devices = r.doc.value(QStringLiteral("devices")).toArray();
    QCOMPARE(devices.size(), 2);
    for (const QJsonValue &v : devices) {
        const QJsonObject d = v.toObject();
        QVERIFY2(d.value(QStringLiteral("utilization_percent")).isNull(), "NOT_SUPPORTED is null, never 0");
        QCOMPARE(d.value(QStringLiteral("memory_total_mib")).toDouble(), 81559.0);
        QCOMPARE(d.value(QStringLiteral("partial")).toBool(), true);
        QCOMPARE(stringList(d.value(QStringLiteral("unavailable"))),
            QStringList { QStringLiteral("utilization_percent: NVML_ERROR_NOT_SUPPORTED") });
    }
    QCOMPARE(r.doc.value(QStringLiteral("summary")).toString(),
        QStringLiteral("Found 2 GPUs via nvml: NVIDIA H100 80GB HBM3, NVIDIA H100 PCIe; some figures unavailable on 2 of them."));
}

void TestProbe::nvmlFakeMismatch()
{
    const ProbeRun r = runProbe({ QStringLiteral("--list") }, QString(), QStringLiteral(CG_FAKE_NVML), QStringLiteral("mismatch"));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.doc.value(QStringLiteral("status")).toString(), QStringLiteral("error"));
    const QJsonObject nvml = backendNamed(r.doc, "nvml");
    QCOMPARE(nvml.value(QStringLiteral("status")).toString(), QStringLiteral("error"));
    QCOMPARE(nvml.value(QStringLiteral("code")).toString(), QStringLiteral("driver_mismatch"));
    QCOMPARE(nvml.value(QStringLiteral("reason")).toString(), QLatin1String(DriverMismatchReason));
    QCOMPARE(backendNamed(r.doc, "nvidia-smi").value(QStringLiteral("code")).toString(), QStringLiteral("not_installed"));
    QCOMPARE(r.doc.value(QStringLiteral("devices")).toArray().size(), 0);
    QCOMPARE(r.doc.value(QStringLiteral("summary")).toString(),
        QStringLiteral("No GPU could be read: ") + QLatin1String(DriverMismatchReason) + QStringLiteral(" (nvml)."));
}

void TestProbe::nvmlFakeNoGpu()
{
    const ProbeRun r = runProbe({ QStringLiteral("--list") }, QString(), QStringLiteral(CG_FAKE_NVML), QStringLiteral("no_gpu"));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.doc.value(QStringLiteral("status")).toString(), QStringLiteral("no_gpu"));
    const QJsonObject nvml = backendNamed(r.doc, "nvml");
    QCOMPARE(nvml.value(QStringLiteral("status")).toString(), QStringLiteral("unsupported"));
    QCOMPARE(nvml.value(QStringLiteral("code")).toString(), QStringLiteral("no_devices"));
    QCOMPARE(nvml.value(QStringLiteral("reason")).toString(), QStringLiteral("NVML found no NVIDIA GPU"));
    QCOMPARE(r.doc.value(QStringLiteral("devices")).toArray().size(), 0);
}

void TestProbe::nvmlFakeDriverNotLoaded()
{
    const ProbeRun r = runProbe({ QStringLiteral("--list") }, QString(), QStringLiteral(CG_FAKE_NVML), QStringLiteral("driver_not_loaded"));
    QCOMPARE(r.doc.value(QStringLiteral("status")).toString(), QStringLiteral("no_gpu"));
    const QJsonObject nvml = backendNamed(r.doc, "nvml");
    QCOMPARE(nvml.value(QStringLiteral("code")).toString(), QStringLiteral("no_devices"));
    QCOMPARE(nvml.value(QStringLiteral("reason")).toString(), QStringLiteral("no NVIDIA driver loaded"));
}

void TestProbe::nvmlStubDirectory()
{
    const QString stubs = m_tmp.path() + QStringLiteral("/cuda/lib64/stubs");
    QVERIFY(QDir().mkpath(stubs));
    const QString stub = stubs + QStringLiteral("/libnvidia-ml.so");
    QFile::remove(stub);
    QVERIFY(QFile::copy(QStringLiteral(CG_FAKE_NVML), stub));
    // Even a library that would answer is not trusted when it sits in a stubs directory.
    const ProbeRun r = runProbe({ QStringLiteral("--list") }, QString(), stub, QStringLiteral("ok"));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.doc.value(QStringLiteral("status")).toString(), QStringLiteral("no_gpu"));
    const QJsonObject nvml = backendNamed(r.doc, "nvml");
    QCOMPARE(nvml.value(QStringLiteral("status")).toString(), QStringLiteral("unsupported"));
    QCOMPARE(nvml.value(QStringLiteral("code")).toString(), QStringLiteral("stub_library"));
    QCOMPARE(nvml.value(QStringLiteral("library")).toString(), stub);
    QVERIFY2(nvml.value(QStringLiteral("reason")).toString().startsWith(stub + QStringLiteral(" is a CUDA toolkit stub")),
        qPrintable(nvml.value(QStringLiteral("reason")).toString()));
    QCOMPARE(r.doc.value(QStringLiteral("devices")).toArray().size(), 0);
}

void TestProbe::nvmlStubInit()
{
    const ProbeRun r = runProbe({ QStringLiteral("--list") }, QString(), QStringLiteral(CG_FAKE_NVML), QStringLiteral("stub"));
    const QJsonObject nvml = backendNamed(r.doc, "nvml");
    QCOMPARE(nvml.value(QStringLiteral("code")).toString(), QStringLiteral("stub_library"));
    QCOMPARE(nvml.value(QStringLiteral("reason")).toString(),
        QStringLiteral(CG_FAKE_NVML)
            + QStringLiteral(
                " could not reach the NVIDIA driver (a CUDA stub library?): NVML_ERROR_LIBRARY_NOT_FOUND (NVML Shared Library Not Found)"));
    QCOMPARE(r.doc.value(QStringLiteral("status")).toString(), QStringLiteral("no_gpu"));
}

void TestProbe::nvmlStubOnLibraryPath()
{
    // PRB-05 (e): LD_LIBRARY_PATH points at a CUDA stubs directory holding only the unversioned
    // libnvidia-ml.so; the probe's own search (.so.1 first, then .so) finds it and names it.
    void *real = ::dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL);
    if (real) {
        ::dlclose(real);
        QSKIP("this machine has a real libnvidia-ml.so.1, which the loader would find first");
    }
    const QString stubs = m_tmp.path() + QStringLiteral("/ldpath/cuda/lib64/stubs");
    QVERIFY(QDir().mkpath(stubs));
    const QString stub = stubs + QStringLiteral("/libnvidia-ml.so");
    QFile::remove(stub);
    QVERIFY(QFile::copy(QStringLiteral(CG_FAKE_NVML), stub));
    const ProbeRun r = runProbe({ QStringLiteral("--list") }, QString(), QStringLiteral("-"), QStringLiteral("ok"), stubs);
    QCOMPARE(r.exitCode, 0);
    const QJsonObject nvml = backendNamed(r.doc, "nvml");
    QCOMPARE(nvml.value(QStringLiteral("code")).toString(), QStringLiteral("stub_library"));
    QCOMPARE(nvml.value(QStringLiteral("library")).toString(), stub);
    QCOMPARE(r.doc.value(QStringLiteral("status")).toString(), QStringLiteral("no_gpu"));

    // Without the stub directory nothing is found: not installed.
    const ProbeRun none = runProbe(
        { QStringLiteral("--list") }, QString(), QStringLiteral("-"), QStringLiteral("ok"), m_tmp.path() + QStringLiteral("/nowhere"));
    QCOMPARE(backendNamed(none.doc, "nvml").value(QStringLiteral("code")).toString(), QStringLiteral("not_installed"));
    QCOMPARE(backendNamed(none.doc, "nvml").value(QStringLiteral("reason")).toString(),
        QStringLiteral("NVML (libnvidia-ml.so.1) not found: no NVIDIA driver installed"));
}

void TestProbe::nvmlHangTimesOut()
{
    const ProbeRun r = runProbe({ QStringLiteral("--list"), QStringLiteral("--timeout"), QStringLiteral("1.5") }, QString(),
        QStringLiteral(CG_FAKE_NVML), QStringLiteral("hang"));
    qInfo("NVML hang to document: %lld ms", r.ms);
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.exitStatus, QProcess::NormalExit);
    const QJsonObject nvml = backendNamed(r.doc, "nvml");
    QCOMPARE(nvml.value(QStringLiteral("status")).toString(), QStringLiteral("timeout"));
    QCOMPARE(nvml.value(QStringLiteral("code")).toString(), QStringLiteral("timeout"));
    QCOMPARE(nvml.value(QStringLiteral("reason")).toString(), QStringLiteral("NVML did not respond within 3 s"));
    QVERIFY2(nvml.value(QStringLiteral("elapsed_ms")).toDouble() >= 2900,
        qPrintable(QString::number(nvml.value(QStringLiteral("elapsed_ms")).toDouble())));
    QCOMPARE(backendNamed(r.doc, "nvidia-smi").value(QStringLiteral("code")).toString(), QStringLiteral("not_installed"));
    QCOMPARE(r.doc.value(QStringLiteral("status")).toString(), QStringLiteral("error"));
    QVERIFY2(r.finished, "the probe must stop the hung NVML call itself");
}

void TestProbe::nothingInstalled()
{
    const ProbeRun r = runProbe({}, QString());
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.doc.value(QStringLiteral("status")).toString(), QStringLiteral("no_gpu"));
    QStringList seen;
    for (const QJsonValue &v : r.doc.value(QStringLiteral("backends")).toArray()) {
        const QJsonObject b = v.toObject();
        seen << b.value(QStringLiteral("name")).toString() + QLatin1Char('=') + b.value(QStringLiteral("status")).toString()
                + QLatin1Char('/') + b.value(QStringLiteral("code")).toString();
    }
    QCOMPARE(seen.mid(0, 4),
        QStringList({ QStringLiteral("nvml=unsupported/not_installed"), QStringLiteral("nvidia-smi=unsupported/not_installed"),
            QStringLiteral("amd-smi=unsupported/not_installed"), QStringLiteral("rocm-smi=unsupported/not_installed") }));
    QCOMPARE(backendNamed(r.doc, "nvidia-smi").value(QStringLiteral("reason")).toString(), QStringLiteral("nvidia-smi not found on PATH"));
    QVERIFY(backendNamed(r.doc, "nvidia-smi").value(QStringLiteral("raw_output")).isNull());
    QVERIFY2(!r.doc.value(QStringLiteral("summary")).toString().isEmpty(), r.out.constData());
    QVERIFY(r.doc.value(QStringLiteral("summary"))
                .toString()
                .startsWith(QLatin1String(
                    "No GPU detected (nvml: not_installed, nvidia-smi: not_installed, amd-smi: not_installed, rocm-smi: not_installed")));
    // Exactly one JSON document and nothing else on stdout.
    QCOMPARE(QJsonDocument::fromJson(r.out).isObject(), true);
    QVERIFY(r.out.trimmed().endsWith('}'));
    QVERIFY(r.doc.value(QStringLiteral("started_at")).toString().endsWith(QLatin1Char('Z')));
}

void TestProbe::nvidiaSmiScripts_data()
{
    QTest::addColumn<QString>("body");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("overall");
    QTest::newRow("PRB-03: mismatch on stdout, exit 18")
        << "printf 'Failed to initialize NVML: Driver/library version mismatch\\nNVML library version: 550.144\\n'\nexit 18\n"
        << "error"
        << "driver_mismatch" << 18 << "error";
    QTest::newRow("PRB-05: No devices were found, exit 0") << "echo 'No devices were found'\nexit 0\n"
                                                           << "unsupported"
                                                           << "no_devices" << 0 << "no_gpu";
    QTest::newRow("PRB-05: No devices were found, exit 6") << "echo 'No devices were found'\nexit 6\n"
                                                           << "unsupported"
                                                           << "no_devices" << 6 << "no_gpu";
    QTest::newRow("PRB-05: No supported GPUs were found, exit 255")
        << "echo 'Failed to initialize NVML: No supported GPUs were found'\nexit 255\n"
        << "unsupported"
        << "no_devices" << 255 << "no_gpu";
}

void TestProbe::nvidiaSmiScripts()
{
    QFETCH(QString, body);
    QFETCH(QString, status);
    QFETCH(QString, code);
    QFETCH(int, exitCode);
    QFETCH(QString, overall);
    const QString dir = writeScript(QStringLiteral("nvidia-smi"), body);
    const ProbeRun r = runProbe({ QStringLiteral("--list") }, dir);
    QCOMPARE(r.exitCode, 0);
    const QJsonObject smi = backendNamed(r.doc, "nvidia-smi");
    QCOMPARE(smi.value(QStringLiteral("status")).toString(), status);
    QCOMPARE(smi.value(QStringLiteral("code")).toString(), code);
    QCOMPARE(smi.value(QStringLiteral("exit_code")).toInt(-1), exitCode);
    QCOMPARE(smi.value(QStringLiteral("library")).toString(), dir + QStringLiteral("/nvidia-smi"));
    QVERIFY(!smi.value(QStringLiteral("raw_output")).toString().isEmpty());
    QCOMPARE(r.doc.value(QStringLiteral("devices")).toArray().size(), 0);
    QCOMPARE(r.doc.value(QStringLiteral("status")).toString(), overall);
    if (code == QLatin1String("driver_mismatch")) {
        QCOMPARE(smi.value(QStringLiteral("reason")).toString(), QLatin1String(DriverMismatchReason));
        QCOMPARE(smi.value(QStringLiteral("tool_version")).toString(), QStringLiteral("550.144"));
        QCOMPARE(smi.value(QStringLiteral("raw_output")).toString(),
            QStringLiteral("Failed to initialize NVML: Driver/library version mismatch\nNVML library version: 550.144\n"));
    }
}

void TestProbe::nvidiaSmiSlowButValid()
{
    const QString dir = writeScript(QStringLiteral("nvidia-smi"),
        sleepBinary()
            + QStringLiteral(
                " 4\nprintf '0, GPU-5, 00000000:01:00.0, NVIDIA A100-SXM4-80GB, 81920, 0, 0, 30, 60.00, 1410, 550.144.03, Disabled\\n'\n"));
    const ProbeRun r = runProbe({ QStringLiteral("--list"), QStringLiteral("--timeout"), QStringLiteral("8") }, dir);
    QCOMPARE(r.exitCode, 0);
    const QJsonObject smi = backendNamed(r.doc, "nvidia-smi");
    QCOMPARE(smi.value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
    QVERIFY2(smi.value(QStringLiteral("elapsed_ms")).toDouble() >= 3900,
        qPrintable(QString::number(smi.value(QStringLiteral("elapsed_ms")).toDouble())));
    const QJsonArray devices = r.doc.value(QStringLiteral("devices")).toArray();
    QCOMPARE(devices.size(), 1);
    const QJsonObject d = devices.first().toObject();
    QCOMPARE(d.value(QStringLiteral("id")).toString(), QStringLiteral("nvidia-smi:0"));
    QCOMPARE(d.value(QStringLiteral("name")).toString(), QStringLiteral("NVIDIA A100-SXM4-80GB"));
    QCOMPARE(d.value(QStringLiteral("form_factor")).toString(), QStringLiteral("sxm"));
    QCOMPARE(d.value(QStringLiteral("memory_total_mib")).toDouble(), 81920.0);
    QCOMPARE(d.value(QStringLiteral("power_draw_w")).toDouble(), 60.0);
    QCOMPARE(r.doc.value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
}

void TestProbe::nvidiaSmiBrokenTool()
{
    // A bad interpreter: reported in our words, never as a shell's error text.
    const QString badDir
        = writeScript(QStringLiteral("nvidia-smi"), QStringLiteral("echo never\n"), QByteArrayLiteral("#!/nonexistent/interpreter\n"));
    const ProbeRun bad = runProbe({ QStringLiteral("--list") }, badDir);
    QCOMPARE(bad.exitCode, 0);
    const QJsonObject b = backendNamed(bad.doc, "nvidia-smi");
    QCOMPARE(b.value(QStringLiteral("status")).toString(), QStringLiteral("error"));
    QCOMPARE(b.value(QStringLiteral("code")).toString(), QStringLiteral("failed"));
    QCOMPARE(b.value(QStringLiteral("reason")).toString(),
        QStringLiteral("could not start %1/nvidia-smi (missing or not executable)").arg(badDir));
    QVERIFY(b.value(QStringLiteral("raw_output")).isNull());

    // A tool that dies from a signal.
    const QString crashDir = writeScript(QStringLiteral("nvidia-smi"), QStringLiteral("echo partial line\nkill -SEGV $$\n"));
    const ProbeRun crash = runProbe({ QStringLiteral("--list") }, crashDir);
    const QJsonObject c = backendNamed(crash.doc, "nvidia-smi");
    QCOMPARE(c.value(QStringLiteral("status")).toString(), QStringLiteral("error"));
    QCOMPARE(c.value(QStringLiteral("code")).toString(), QStringLiteral("failed"));
    QCOMPARE(c.value(QStringLiteral("reason")).toString(), QStringLiteral("nvidia-smi crashed"));
    QCOMPARE(c.value(QStringLiteral("raw_output")).toString(), QStringLiteral("partial line\n"));
    QCOMPARE(crash.doc.value(QStringLiteral("devices")).toArray().size(), 0);
    QCOMPARE(crash.doc.value(QStringLiteral("status")).toString(), QStringLiteral("error"));
}

void TestProbe::nvidiaSmiFloodTimesOut()
{
    const QString yes = QStandardPaths::findExecutable(QStringLiteral("yes"), { QStringLiteral("/usr/bin"), QStringLiteral("/bin") });
    QVERIFY(!yes.isEmpty());
    const QString dir = writeScript(QStringLiteral("nvidia-smi"), QStringLiteral("exec %1 'flood, flood'\n").arg(yes));
    const ProbeRun r = runProbe({ QStringLiteral("--list"), QStringLiteral("--timeout"), QStringLiteral("1") }, dir);
    QCOMPARE(r.exitCode, 0);
    const QJsonObject smi = backendNamed(r.doc, "nvidia-smi");
    QCOMPARE(smi.value(QStringLiteral("status")).toString(), QStringLiteral("timeout"));
    QCOMPARE(smi.value(QStringLiteral("reason")).toString(), QStringLiteral("nvidia-smi did not respond within 1 s"));
    const QString raw = smi.value(QStringLiteral("raw_output")).toString();
    QCOMPARE(raw.size(), 4096);
    QVERIFY(raw.startsWith(QLatin1String("flood, flood\nflood, flood\n")));
    QVERIFY2(r.finished, "the probe must stop the endless nvidia-smi itself");
}

void TestProbe::nvidiaSmiHangTimesOut()
{
    const QString marker = QStringLiteral("3600.%1").arg(QRandomGenerator::global()->bounded(100000, 999999));
    const QString dir = writeScript(QStringLiteral("nvidia-smi"), QStringLiteral("trap '' TERM\n%1 %2\n").arg(sleepBinary(), marker));
    const ProbeRun r = runProbe({ QStringLiteral("--list"), QStringLiteral("--timeout"), QStringLiteral("5") }, dir);
    qInfo("hang to document: %lld ms", r.ms);
    QCOMPARE(r.exitCode, 0);
    const QJsonObject smi = backendNamed(r.doc, "nvidia-smi");
    QCOMPARE(smi.value(QStringLiteral("status")).toString(), QStringLiteral("timeout"));
    QCOMPARE(smi.value(QStringLiteral("code")).toString(), QStringLiteral("timeout"));
    QCOMPARE(smi.value(QStringLiteral("reason")).toString(), QStringLiteral("nvidia-smi did not respond within 5 s"));
    QVERIFY(smi.value(QStringLiteral("exit_code")).isNull());
    QCOMPARE(r.doc.value(QStringLiteral("status")).toString(), QStringLiteral("error"));
    QVERIFY2(r.finished, "the probe must stop the hung nvidia-smi itself");
    QVERIFY2(r.ms >= 5000, qPrintable(QString::number(r.ms))); // it waited the whole --timeout first
    // No sleep of ours is left running (the script ignores SIGTERM; its group gets SIGKILL).
    QTRY_COMPARE_WITH_TIMEOUT(processesWithMarker(marker), 0, 30000);
}

void TestProbe::ciLikeMachineEndToEnd()
{
    // The whole probe as CI runs it: no NVIDIA or AMD tools but a hanging nvidia-smi first on
    // PATH, and the real OpenCL (pocl) and Vulkan (lavapipe) runtimes of the Debian packages.
    const QString marker = QStringLiteral("3600.%1").arg(QRandomGenerator::global()->bounded(100000, 999999));
    const QString dir = writeScript(QStringLiteral("nvidia-smi"), QStringLiteral("trap '' TERM\n%1 %2\n").arg(sleepBinary(), marker));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PATH"), cgtest::pathWithoutGpuTools(dir));
    env.insert(QStringLiteral("CLOUDGAUGE_NVML_LIBRARY"), m_tmp.path() + QStringLiteral("/absent/libnvidia-ml.so.1"));
    env.remove(QStringLiteral("CLOUDGAUGE_OPENCL_LIBRARY"));
    env.remove(QStringLiteral("CLOUDGAUGE_VULKAN_LIBRARY"));
    QProcess p;
    p.setProcessEnvironment(env);
    QElapsedTimer clock;
    clock.start();
    p.start(QStringLiteral(CG_PROBE_APP),
        { QStringLiteral("--json"), QStringLiteral("--quick"), QStringLiteral("--timeout"), QStringLiteral("5") });
    QVERIFY(p.waitForFinished(90000));
    const qint64 ms = clock.elapsed();
    qInfo("CI-like probe: %lld ms", ms);
    QCOMPARE(p.exitCode(), 0);
    QJsonParseError error;
    const QJsonObject doc = QJsonDocument::fromJson(p.readAllStandardOutput(), &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(doc.value(QStringLiteral("schema")).toString(), QStringLiteral("cloudgauge-probe/1"));
    QStringList names;
    for (const QJsonValue &v : doc.value(QStringLiteral("backends")).toArray()) {
        names << v.toObject().value(QStringLiteral("name")).toString();
        QVERIFY(!v.toObject().value(QStringLiteral("status")).toString().isEmpty());
    }
    QCOMPARE(names,
        (QStringList { QStringLiteral("nvml"), QStringLiteral("nvidia-smi"), QStringLiteral("amd-smi"), QStringLiteral("rocm-smi"),
            QStringLiteral("opencl"), QStringLiteral("vulkan") }));
    QCOMPARE(backendNamed(doc, "nvidia-smi").value(QStringLiteral("reason")).toString(),
        QStringLiteral("nvidia-smi did not respond within 5 s"));
    QCOMPARE(backendNamed(doc, "opencl").value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
    QCOMPARE(backendNamed(doc, "vulkan").value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
    bool pocl = false, lavapipe = false;
    for (const QJsonValue &v : doc.value(QStringLiteral("devices")).toArray()) {
        const QJsonObject d = v.toObject();
        QCOMPARE(d.value(QStringLiteral("kind")).toString(), QStringLiteral("cpu")); // never "gpu" on this machine
        QVERIFY(d.value(QStringLiteral("software")).toBool());
        const QJsonObject copy = d.value(QStringLiteral("benchmarks")).toObject().value(QStringLiteral("copy_gbps")).toObject();
        QVERIFY2(copy.value(QStringLiteral("verified")).toBool() && copy.value(QStringLiteral("median")).toDouble() > 0,
            qPrintable(d.value(QStringLiteral("id")).toString()));
        if (d.value(QStringLiteral("backend")).toString() == QLatin1String("opencl")) {
            pocl = true;
            const QJsonObject fma = d.value(QStringLiteral("benchmarks")).toObject().value(QStringLiteral("fp32_tflops")).toObject();
            QVERIFY(fma.value(QStringLiteral("verified")).toBool() && fma.value(QStringLiteral("median")).toDouble() > 0);
        }
        lavapipe |= d.value(QStringLiteral("backend")).toString() == QLatin1String("vulkan");
    }
    QVERIFY(pocl && lavapipe);
    QCOMPARE(doc.value(QStringLiteral("status")).toString(), QStringLiteral("error")); // nvidia-smi hung: a GPU may be there
    QTRY_COMPARE_WITH_TIMEOUT(processesWithMarker(marker), 0, 30000);
}

void TestProbe::sigtermWritesNothingAndLeavesNoChild()
{
    const QString marker = QStringLiteral("3600.%1").arg(QRandomGenerator::global()->bounded(100000, 999999));
    const QString dir = writeScript(QStringLiteral("nvidia-smi"), QStringLiteral("trap '' TERM\n%1 %2\n").arg(sleepBinary(), marker));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PATH"), cgtest::pathWithoutGpuTools(dir));
    env.insert(QStringLiteral("CLOUDGAUGE_NVML_LIBRARY"), m_tmp.path() + QStringLiteral("/absent/libnvidia-ml.so.1"));
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(CG_PROBE_APP), { QStringLiteral("--list"), QStringLiteral("--timeout"), QStringLiteral("30") });
    QVERIFY(p.waitForStarted(10000));
    QTRY_COMPARE_WITH_TIMEOUT(processesWithMarker(marker), 1, 10000); // the fake tool is running
    p.terminate();
    QVERIFY(p.waitForFinished(5000));
    QCOMPARE(p.exitStatus(), QProcess::CrashExit); // ended by the signal, not by a normal exit
    QCOMPARE(p.readAllStandardOutput(), QByteArray()); // nothing half-written
    QTRY_COMPARE_WITH_TIMEOUT(processesWithMarker(marker), 0, 30000);
}

void TestProbe::fakeAmdSmi()
{
    const QString cat = catBinary();
    const QString body
        = QStringLiteral("case \"$1\" in\n"
                         "version) echo 'AMDSMI Tool: 24.6.3+9578815 | AMDSMI Library version: 24.6.2.0 | ROCm version: 6.2.1' ;;\n"
                         "static) %1 '%2' ;;\n"
                         "metric) %1 '%3' ;;\n"
                         "*) exit 2 ;;\n"
                         "esac\n")
              .arg(cat, cgtest::testData("probe/amdsmi_static_list.json"), cgtest::testData("probe/amdsmi_metric.json"));
    const QString dir = writeScript(QStringLiteral("amd-smi"), body);
    const ProbeRun r = runProbe({ QStringLiteral("--list") }, dir);
    QCOMPARE(r.exitCode, 0);
    const QJsonObject amd = backendNamed(r.doc, "amd-smi");
    QCOMPARE(amd.value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
    QCOMPARE(amd.value(QStringLiteral("tool_version")).toString(), QStringLiteral("24.6.3+9578815"));
    QCOMPARE(backendNamed(r.doc, "rocm-smi").value(QStringLiteral("status")).toString(), QStringLiteral("skipped"));
    const QJsonArray devices = r.doc.value(QStringLiteral("devices")).toArray();
    QCOMPARE(devices.size(), 2);
    const QJsonObject a = devices.first().toObject();
    QCOMPARE(a.value(QStringLiteral("id")).toString(), QStringLiteral("amd-smi:0"));
    QCOMPARE(a.value(QStringLiteral("memory_total_mib")).toDouble(), 196592.0);
    QCOMPARE(a.value(QStringLiteral("memory_used_mib")).toDouble(), 283.0);
    QCOMPARE(a.value(QStringLiteral("compute_units")).toInt(), 304);
    QCOMPARE(r.doc.value(QStringLiteral("status")).toString(), QStringLiteral("partial")); // GPU 1's power is N/A
}

void TestProbe::fakeRocmSmi()
{
    const QString body = QStringLiteral("if [ \"$1\" = --version ]; then echo 'ROCM-SMI version: 2.2.0+8e78f7f7'; exit 0; fi\n%1 '%2'\n")
                             .arg(catBinary(), cgtest::testData("probe/rocmsmi_cards.json"));
    const QString dir = writeScript(QStringLiteral("rocm-smi"), body);
    const ProbeRun r = runProbe({ QStringLiteral("--list") }, dir);
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(backendNamed(r.doc, "amd-smi").value(QStringLiteral("code")).toString(), QStringLiteral("not_installed"));
    const QJsonObject rocm = backendNamed(r.doc, "rocm-smi");
    QCOMPARE(rocm.value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
    QCOMPARE(rocm.value(QStringLiteral("tool_version")).toString(), QStringLiteral("2.2.0+8e78f7f7"));
    const QJsonArray devices = r.doc.value(QStringLiteral("devices")).toArray();
    QCOMPARE(devices.size(), 2);
    QCOMPARE(devices.at(1).toObject().value(QStringLiteral("memory_total_mib")).toDouble(), 24560.0);
    QCOMPARE(r.doc.value(QStringLiteral("status")).toString(), QStringLiteral("ok"));

    // "No JSON data" names the tool version (PRB-07).
    const QString noData = writeScript(QStringLiteral("rocm-smi"),
        QStringLiteral(
            "if [ \"$1\" = --version ]; then echo 'ROCM-SMI version: 1.4.1'; exit 0; fi\necho 'WARNING: No JSON data to report'\n"));
    const ProbeRun n = runProbe({ QStringLiteral("--list") }, noData);
    const QJsonObject nb = backendNamed(n.doc, "rocm-smi");
    QCOMPARE(nb.value(QStringLiteral("code")).toString(), QStringLiteral("unrecognised_output"));
    QCOMPARE(nb.value(QStringLiteral("reason")).toString(), QStringLiteral("rocm-smi reported no JSON data (version 1.4.1)"));
    QCOMPARE(n.doc.value(QStringLiteral("status")).toString(), QStringLiteral("no_gpu"));
}

void TestProbe::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("a device that is no number") << QStringList { QStringLiteral("--device"), QStringLiteral("x") };
    QTest::newRow("a negative device") << QStringList { QStringLiteral("--device"), QStringLiteral("-1") };
    QTest::newRow("a zero timeout") << QStringList { QStringLiteral("--timeout"), QStringLiteral("0") };
    QTest::newRow("a timeout that is no number") << QStringList { QStringLiteral("--timeout"), QStringLiteral("soon") };
    QTest::newRow("an unknown option") << QStringList { QStringLiteral("--frobnicate") };
}

void TestProbe::usageErrors()
{
    QFETCH(QStringList, args);
    const ProbeRun r = runProbe(args, QString());
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.out, QByteArray());
    QVERIFY(r.err.startsWith("cloudgauge-probe: "));
}

QTEST_GUILESS_MAIN(TestProbe)
#include "tst_probe.moc"
