// Acceptance runs of cloudgauge-probe (probe/Acceptance.h, probe/NvmlHealth.h): the NVML
// health fields read through the fake NVML, the node checks graded from them, the benchmark
// checks, the document and the exit status of `cloudgauge-probe --acceptance`.
#include "TestSupport.h"

#include "Acceptance.h"
#include "NvmlHealth.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

using namespace cg::probe;

namespace {

/// The check with `key` for `device` (a device id, or empty for a node-wide check).
QJsonObject checkOf(const QJsonArray &checks, const QString &key, const QString &device = QString())
{
    for (const auto &v : checks) {
        const QJsonObject c = v.toObject();
        if (c.value(QLatin1String("key")).toString() == key && c.value(QLatin1String("device")).toString() == device)
            return c;
    }
    return {};
}

QString field(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

/// A device object with benchmarks, as the OpenCL backend writes it.
QJsonObject benchmarked(const QString &id, bool copyVerified)
{
    QJsonObject copy { { QStringLiteral("median"), 812.5 }, { QStringLiteral("verified"), copyVerified } };
    if (!copyVerified)
        copy.insert(QStringLiteral("mismatch"), QStringLiteral("3 of 1048576 elements differ"));
    const QJsonObject fp32 { { QStringLiteral("median"), 41.25 }, { QStringLiteral("verified"), true } };
    const QJsonObject bench { { QStringLiteral("status"), copyVerified ? QStringLiteral("ok") : QStringLiteral("error") },
        { QStringLiteral("reason"), QString() }, { QStringLiteral("api"), QStringLiteral("opencl") }, { QStringLiteral("copy_gbps"), copy },
        { QStringLiteral("fp32_tflops"), fp32 } };
    return { { QStringLiteral("id"), id }, { QStringLiteral("backend"), QStringLiteral("opencl") }, { QStringLiteral("index"), 0 },
        { QStringLiteral("name"), QStringLiteral("NVIDIA H100 80GB HBM3") }, { QStringLiteral("kind"), QStringLiteral("gpu") },
        { QStringLiteral("software"), false }, { QStringLiteral("benchmarks"), bench } };
}

} // namespace

class TestProbeAcceptance : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void clockReasonNames();
    void offers_data();
    void offers();
    void healthFieldsFromNvml();
    void quickOnAHealthyNode();
    void quickOnAnUnhealthyNode();
    void unreadableHealthIsSkippedNeverPassed();
    void noGpuFails();
    void standardWithoutBenchmarksSaysWhy();
    void benchmarkChecks();
    void usageErrors_data();
    void usageErrors();

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray err;
        QJsonObject doc;
    };
    Run runProbe(const QStringList &args, const QString &fakeMode);

    QTemporaryDir m_tmp;
};

void TestProbeAcceptance::initTestCase()
{
    cgtest::initHermetic();
    QVERIFY(m_tmp.isValid());
    // The OpenCL/Vulkan runtimes point at missing files: these documents hold the NVML side only.
    qputenv("CLOUDGAUGE_OPENCL_LIBRARY", QFile::encodeName(m_tmp.path() + QStringLiteral("/absent/libOpenCL.so.1")));
    qputenv("CLOUDGAUGE_VULKAN_LIBRARY", QFile::encodeName(m_tmp.path() + QStringLiteral("/absent/libvulkan.so.1")));
    QVERIFY2(QFileInfo(QStringLiteral(CG_PROBE_APP)).isExecutable(), CG_PROBE_APP);
    QVERIFY2(QFileInfo(QStringLiteral(CG_FAKE_NVML)).exists(), CG_FAKE_NVML);
}

TestProbeAcceptance::Run TestProbeAcceptance::runProbe(const QStringList &args, const QString &fakeMode)
{
    const QString empty = m_tmp.path() + QStringLiteral("/empty");
    QDir().mkpath(empty);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PATH"), cgtest::pathWithoutGpuTools(empty));
    env.insert(QStringLiteral("CLOUDGAUGE_NVML_LIBRARY"), QStringLiteral(CG_FAKE_NVML));
    env.insert(QStringLiteral("FAKE_NVML_MODE"), fakeMode);
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(CG_PROBE_APP), args);
    Run r;
    if (!p.waitForStarted(10000) || !p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished(5000);
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.err = p.readAllStandardError();
    r.doc = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    return r;
}

void TestProbeAcceptance::clockReasonNames()
{
    QCOMPARE(clockEventReasonNames(0), QStringList());
    QCOMPARE(clockEventReasonNames(0x1), QStringList { QStringLiteral("gpu_idle") });
    QCOMPARE(clockEventReasonNames(0x48), (QStringList { QStringLiteral("hw_slowdown"), QStringLiteral("hw_thermal_slowdown") }));
    QCOMPARE(clockEventReasonNames(0x80 | 0x200), (QStringList { QStringLiteral("hw_power_brake_slowdown"), QStringLiteral("bit_0x200") }));
}

void TestProbeAcceptance::offers_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("provider");
    QTest::addColumn<QString>("instanceType");
    QTest::newRow("plain") << "lambda:gpu_8x_h100_sxm5" << true << "lambda"
                           << "gpu_8x_h100_sxm5";
    QTest::newRow("colon in type") << "gcp:a3-highgpu-8g:spot" << true << "gcp"
                                   << "a3-highgpu-8g:spot";
    QTest::newRow("no colon") << "lambda" << false << ""
                              << "";
    QTest::newRow("no provider") << ":gpu_1x_a100" << false << ""
                                 << "";
    QTest::newRow("no type") << "lambda:" << false << ""
                             << "";
    QTest::newRow("blank type") << "lambda:  " << false << ""
                                << "";
}

void TestProbeAcceptance::offers()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(QString, provider);
    QFETCH(QString, instanceType);
    AcceptanceOffer offer;
    QCOMPARE(parseAcceptanceOffer(text, offer), ok);
    QCOMPARE(offer.provider, provider);
    QCOMPARE(offer.instanceType, instanceType);
}

void TestProbeAcceptance::healthFieldsFromNvml()
{
    const Run r = runProbe({ QStringLiteral("--list") }, QStringLiteral("ok"));
    QCOMPARE(r.exitCode, 0);
    const QJsonArray devices = r.doc.value(QStringLiteral("devices")).toArray();
    QCOMPARE(devices.size(), 2);
    const QJsonObject a = devices.at(0).toObject().value(QStringLiteral("health")).toObject();
    QCOMPARE(field(a, "ecc_mode"), QStringLiteral("enabled"));
    QCOMPARE(a.value(QStringLiteral("ecc_uncorrected_volatile")).toDouble(-1), 0.0);
    QCOMPARE(a.value(QStringLiteral("remapped_rows")).toObject(),
        (QJsonObject { { QStringLiteral("correctable"), 0 }, { QStringLiteral("uncorrectable"), 0 }, { QStringLiteral("pending"), false },
            { QStringLiteral("failure"), false } }));
    QCOMPARE(a.value(QStringLiteral("retired_pages_pending")).toBool(true), false);
    QCOMPARE(a.value(QStringLiteral("pcie")).toObject(),
        (QJsonObject { { QStringLiteral("gen"), 5 }, { QStringLiteral("width"), 16 }, { QStringLiteral("max_gen"), 5 },
            { QStringLiteral("max_width"), 16 } }));
    QCOMPARE(field(a, "persistence_mode"), QStringLiteral("enabled"));
    QCOMPARE(a.value(QStringLiteral("sm_clock_mhz")).toInt(), 345);
    QCOMPARE(a.value(QStringLiteral("clock_event_reasons")).toObject().value(QStringLiteral("mask")).toString(), QStringLiteral("0x1"));
    QCOMPARE(a.value(QStringLiteral("nvlink_active_links")).toInt(), 18);
    QVERIFY(!a.contains(QStringLiteral("unreadable")));
    // The PCIe GPU has no NVLink: null with NVML's reason, not 0.
    const QJsonObject b = devices.at(1).toObject().value(QStringLiteral("health")).toObject();
    QVERIFY(b.value(QStringLiteral("nvlink_active_links")).isNull());
    QCOMPARE(b.value(QStringLiteral("unreadable")).toObject().value(QStringLiteral("nvlink_active_links")).toString(),
        QStringLiteral("NVML_ERROR_NOT_SUPPORTED"));
    QCOMPARE(b.value(QStringLiteral("pcie")).toObject().value(QStringLiteral("gen")).toInt(), 1);
    // Health does not make a device partial.
    QCOMPARE(devices.at(1).toObject().value(QStringLiteral("partial")).toBool(true), false);
}

void TestProbeAcceptance::quickOnAHealthyNode()
{
    const Run r = runProbe(
        { QStringLiteral("--acceptance"), QStringLiteral("quick"), QStringLiteral("--offer"), QStringLiteral("lambda:gpu_2x_h100") },
        QStringLiteral("ok"));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(field(r.doc, "schema"), QStringLiteral("cloudgauge-acceptance/1"));
    QCOMPARE(field(r.doc, "level"), QStringLiteral("quick"));
    QCOMPARE(r.doc.value(QStringLiteral("offer")).toObject(),
        (QJsonObject { { QStringLiteral("provider"), QStringLiteral("lambda") },
            { QStringLiteral("instance_type"), QStringLiteral("gpu_2x_h100") } }));
    QCOMPARE(r.doc.value(QStringLiteral("gpus")).toArray(), (QJsonArray { QStringLiteral("nvml:0"), QStringLiteral("nvml:1") }));
    const QJsonObject probe = r.doc.value(QStringLiteral("probe")).toObject();
    QCOMPARE(field(probe, "schema"), QStringLiteral("cloudgauge-probe/1"));
    QCOMPARE(probe.value(QStringLiteral("options")).toObject().value(QStringLiteral("list")).toBool(), true);
    const QJsonArray checks = r.doc.value(QStringLiteral("checks")).toArray();

    const QJsonObject inventory = checkOf(checks, QStringLiteral("gpu.inventory"));
    QCOMPARE(field(inventory, "status"), QStringLiteral("skipped"));
    QCOMPARE(field(inventory, "observed"), QStringLiteral("1 × NVIDIA H100 80GB HBM3 + 1 × NVIDIA H100 PCIe"));
    // The fake node mixes two models, and its second GPU is split into MIG slices: both warn.
    QCOMPARE(field(checkOf(checks, QStringLiteral("gpu.one_model")), "status"), QStringLiteral("warn"));
    QCOMPARE(field(checkOf(checks, QStringLiteral("mig.mode"), QStringLiteral("nvml:1")), "status"), QStringLiteral("warn"));
    QCOMPARE(field(checkOf(checks, QStringLiteral("driver.version")), "observed"), QStringLiteral("550.144.03, CUDA 12.4"));
    for (const char *key : { "ecc.mode", "ecc.uncorrected", "memory.remapped_rows", "memory.retired_pages_pending", "pcie.link",
             "persistence_mode", "clocks.event_reasons" })
        for (const QString &device : { QStringLiteral("nvml:0"), QStringLiteral("nvml:1") })
            QVERIFY2(field(checkOf(checks, QLatin1String(key), device), "status") == QLatin1String("pass"), key);
    const QJsonObject idleLink = checkOf(checks, QStringLiteral("pcie.link"), QStringLiteral("nvml:1"));
    QCOMPARE(field(idleLink, "observed"), QStringLiteral("Gen1 x16"));
    QCOMPARE(field(idleLink, "expected"), QStringLiteral("Gen5 x16"));
    QVERIFY(field(idleLink, "reason").contains(QLatin1String("idles")));
    QCOMPARE(field(checkOf(checks, QStringLiteral("ecc.mode"), QStringLiteral("nvml:0")), "reproduce"),
        QStringLiteral("nvidia-smi -i 0 -q -d ECC"));
    QCOMPARE(
        checkOf(checks, QStringLiteral("nvlink.active_links"), QStringLiteral("nvml:0")).value(QStringLiteral("observed")).toInt(), 18);
    const QJsonObject noLink = checkOf(checks, QStringLiteral("nvlink.active_links"), QStringLiteral("nvml:1"));
    QCOMPARE(field(noLink, "status"), QStringLiteral("skipped"));
    QCOMPARE(field(noLink, "reason"), QStringLiteral("no NVLink on this GPU"));

    // The counts and the overall status come from the checks.
    QHash<QString, int> tally;
    for (const auto &v : checks)
        ++tally[field(v.toObject(), "status")];
    const QJsonObject counts = r.doc.value(QStringLiteral("counts")).toObject();
    for (const char *st : { "pass", "warn", "fail", "skipped" })
        QCOMPARE(counts.value(QLatin1String(st)).toInt(), tally.value(QLatin1String(st)));
    QCOMPARE(tally.value(QStringLiteral("fail")), 0);
    QCOMPARE(field(r.doc, "status"), QStringLiteral("warn"));
}

void TestProbeAcceptance::quickOnAnUnhealthyNode()
{
    const Run r = runProbe({ QStringLiteral("--acceptance"), QStringLiteral("quick") }, QStringLiteral("unhealthy"));
    QCOMPARE(r.exitCode, 3);
    QCOMPARE(field(r.doc, "status"), QStringLiteral("fail"));
    QVERIFY(r.doc.value(QStringLiteral("offer")).isNull());
    const QJsonArray checks = r.doc.value(QStringLiteral("checks")).toArray();
    const QString a = QStringLiteral("nvml:0"), b = QStringLiteral("nvml:1");

    const QJsonObject errors = checkOf(checks, QStringLiteral("ecc.uncorrected"), a);
    QCOMPARE(field(errors, "status"), QStringLiteral("fail"));
    QCOMPARE(errors.value(QStringLiteral("observed")).toDouble(), 2.0);
    QCOMPARE(errors.value(QStringLiteral("expected")).toInt(-1), 0);
    QCOMPARE(field(checkOf(checks, QStringLiteral("memory.remapped_rows"), a), "status"), QStringLiteral("warn"));
    QCOMPARE(field(checkOf(checks, QStringLiteral("memory.remapped_rows"), a), "observed"),
        QStringLiteral("0 correctable, 1 uncorrectable, pending"));
    QCOMPARE(field(checkOf(checks, QStringLiteral("memory.remapped_rows"), b), "status"), QStringLiteral("fail"));
    QCOMPARE(field(checkOf(checks, QStringLiteral("ecc.mode"), b), "status"), QStringLiteral("warn"));
    const QJsonObject link = checkOf(checks, QStringLiteral("pcie.link"), a);
    QCOMPARE(field(link, "status"), QStringLiteral("warn"));
    QCOMPARE(field(link, "observed"), QStringLiteral("Gen5 x8"));
    QCOMPARE(field(link, "expected"), QStringLiteral("Gen5 x16"));
    QCOMPARE(field(checkOf(checks, QStringLiteral("persistence_mode"), a), "status"), QStringLiteral("warn"));
    const QJsonObject clocks = checkOf(checks, QStringLiteral("clocks.event_reasons"), a);
    QCOMPARE(field(clocks, "status"), QStringLiteral("fail"));
    QCOMPARE(field(clocks, "reason"), QStringLiteral("clocks held down by hw_slowdown, hw_thermal_slowdown"));
    QCOMPARE(field(clocks, "reproduce"), QStringLiteral("nvidia-smi -i 0 -q -d PERFORMANCE"));
    // 16 of 18 links on the only NVLink GPU: nothing on the node has more, so nothing to compare.
    QCOMPARE(checkOf(checks, QStringLiteral("nvlink.active_links"), a).value(QStringLiteral("observed")).toInt(), 16);
}

void TestProbeAcceptance::unreadableHealthIsSkippedNeverPassed()
{
    const Run r = runProbe({ QStringLiteral("--acceptance"), QStringLiteral("quick") }, QStringLiteral("health_unsupported"));
    QCOMPARE(r.exitCode, 0);
    const QJsonArray checks = r.doc.value(QStringLiteral("checks")).toArray();
    for (const char *key : { "ecc.mode", "ecc.uncorrected", "memory.remapped_rows", "memory.retired_pages_pending", "pcie.link",
             "persistence_mode", "clocks.event_reasons" }) {
        const QJsonObject c = checkOf(checks, QLatin1String(key), QStringLiteral("nvml:0"));
        QVERIFY2(field(c, "status") == QLatin1String("skipped"), key);
        QVERIFY2(field(c, "reason") == QLatin1String("NVML could not read it: NVML_ERROR_NOT_SUPPORTED"), qPrintable(field(c, "reason")));
        QVERIFY2(c.value(QStringLiteral("observed")).isNull(), key);
    }
}

void TestProbeAcceptance::noGpuFails()
{
    const Run r = runProbe({ QStringLiteral("--acceptance"), QStringLiteral("quick") }, QStringLiteral("no_gpu"));
    QCOMPARE(r.exitCode, 3);
    const QJsonArray checks = r.doc.value(QStringLiteral("checks")).toArray();
    QCOMPARE(checks.size(), 1);
    QCOMPARE(field(checks.at(0).toObject(), "key"), QStringLiteral("gpu.inventory"));
    QCOMPARE(field(checks.at(0).toObject(), "status"), QStringLiteral("fail"));
    QVERIFY(field(checks.at(0).toObject(), "reason").startsWith(QLatin1String("no GPU found: ")));
}

void TestProbeAcceptance::standardWithoutBenchmarksSaysWhy()
{
    const Run r = runProbe({ QStringLiteral("--acceptance"), QStringLiteral("standard") }, QStringLiteral("ok"));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(field(r.doc, "level"), QStringLiteral("standard"));
    QCOMPARE(r.doc.value(QStringLiteral("probe"))
                 .toObject()
                 .value(QStringLiteral("options"))
                 .toObject()
                 .value(QStringLiteral("list"))
                 .toBool(true),
        false);
    const QJsonObject bench = checkOf(r.doc.value(QStringLiteral("checks")).toArray(), QStringLiteral("bench"));
    QCOMPARE(field(bench, "status"), QStringLiteral("skipped"));
    bool computeBuiltIn = false;
    for (const auto &v : r.doc.value(QStringLiteral("probe")).toObject().value(QStringLiteral("backends")).toArray())
        computeBuiltIn = computeBuiltIn || field(v.toObject(), "name") == QLatin1String("opencl");
    QVERIFY2(field(bench, "reason")
                 .startsWith(
                     computeBuiltIn ? QLatin1String("nothing was benchmarked (opencl: ") : QLatin1String("this probe was built without")),
        qPrintable(field(bench, "reason")));
}

void TestProbeAcceptance::benchmarkChecks()
{
    QJsonObject doc { { QStringLiteral("devices"), QJsonArray { benchmarked(QStringLiteral("opencl:0:0"), true) } } };
    QJsonArray checks = gradeAcceptance(doc, AcceptanceLevel::Standard);
    QCOMPARE(field(checkOf(checks, QStringLiteral("bench.verified"), QStringLiteral("opencl:0:0")), "status"), QStringLiteral("pass"));
    const QJsonObject copy = checkOf(checks, QStringLiteral("bench.copy_gbps"), QStringLiteral("opencl:0:0"));
    QCOMPARE(copy.value(QStringLiteral("observed")).toDouble(), 812.5);
    QCOMPARE(field(copy, "status"), QStringLiteral("skipped"));
    QVERIFY(copy.value(QStringLiteral("expected")).isNull());
    QCOMPARE(
        checkOf(checks, QStringLiteral("bench.fp32_tflops"), QStringLiteral("opencl:0:0")).value(QStringLiteral("observed")).toDouble(),
        41.25);
    QVERIFY(checkOf(checks, QStringLiteral("bench.h2d_gbps"), QStringLiteral("opencl:0:0")).isEmpty());
    // Quick grades no benchmark.
    QVERIFY(
        checkOf(gradeAcceptance(doc, AcceptanceLevel::Quick), QStringLiteral("bench.verified"), QStringLiteral("opencl:0:0")).isEmpty());

    doc.insert(QStringLiteral("devices"), QJsonArray { benchmarked(QStringLiteral("opencl:0:0"), false) });
    checks = gradeAcceptance(doc, AcceptanceLevel::Standard);
    const QJsonObject verified = checkOf(checks, QStringLiteral("bench.verified"), QStringLiteral("opencl:0:0"));
    QCOMPARE(field(verified, "status"), QStringLiteral("fail"));
    QCOMPARE(field(verified, "reason"), QStringLiteral("results differ from the host's: copy_gbps (3 of 1048576 elements differ)"));
    const QJsonObject whole = acceptanceDocument(doc, AcceptanceLevel::Standard, {});
    QCOMPARE(field(whole, "status"), QStringLiteral("fail"));
}

void TestProbeAcceptance::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("burn") << QStringList { QStringLiteral("--acceptance"), QStringLiteral("burn") }
                          << "--acceptance needs quick or standard, not 'burn'";
    QTest::newRow("offer alone") << QStringList { QStringLiteral("--offer"), QStringLiteral("lambda:x") }
                                 << "--offer goes with --acceptance";
    QTest::newRow("bad offer") << QStringList { QStringLiteral("--acceptance"), QStringLiteral("quick"), QStringLiteral("--offer"),
        QStringLiteral("lambda") }
                               << "--offer needs PROVIDER:INSTANCE_TYPE";
    QTest::newRow("with list") << QStringList { QStringLiteral("--acceptance"), QStringLiteral("quick"), QStringLiteral("--list") }
                               << "--acceptance and --list do not go together";
}

void TestProbeAcceptance::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = runProbe(args, QStringLiteral("ok"));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    QVERIFY(r.doc.isEmpty());
}

QTEST_GUILESS_MAIN(TestProbeAcceptance)
#include "tst_probe_acceptance.moc"
