// OpenCL backend of cloudgauge-probe (probe/compute): statistics and calibration helpers with
// hand-computed values, device classification (field report CLV-01), and the real OpenCL runtime of
// this machine, pocl (a CPU device). The Vulkan backend on lavapipe is in tst_probe_vulkan.cpp.
//
// Every backend run happens in a child process (ProbeComputeSupport.h) because the ICD loaders
// read OCL_ICD_VENDORS / VK_DRIVER_FILES once per process, and so that a crashing driver shows up
// as a failed exit status instead of killing the test.

#include "BenchmarkStats.h"
#include "ComputeBackends.h"
#include "DeviceClassifier.h"
#include "ProbeComputeSupport.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cstdio>

using namespace cg::probe;

Q_DECLARE_METATYPE(cg::probe::StopReason)

using namespace probetest;

class TstProbeCompute : public QObject
{
    Q_OBJECT

private slots:
    void stats_data();
    void stats();
    void stopRule_data();
    void stopRule();
    void calibration();
    void measureJsonKeepsStatisticsExact();
    void unverifiedMeasureHasNoNumber();
    void runOutcomeNamesTheFigure();
    void classification();
    void defaultDevicePrefersGpu();

    void openClOnPocl();
    void openClInventoryAndDeviceChoice();
    void openClNoPlatforms();
    void openClLibraryMissing();
    void notALoader();
    void openClFaults_data();
    void openClFaults();
    void openClBudgetAndCancel();
};

void TstProbeCompute::stats_data()
{
    QTest::addColumn<QList<double>>("values");
    QTest::addColumn<double>("median");
    QTest::addColumn<double>("best");
    QTest::addColumn<double>("spread");
    QTest::newRow("three samples: the middle one is the median") << QList<double> { 3, 1, 2 } << 2.0 << 3.0 << 1.0;
    QTest::newRow("four samples: the mean of the two middle ones") << QList<double> { 10, 13, 12, 11 } << 11.5 << 13.0 << 3.0 / 11.5;
    QTest::newRow("one sample has no spread") << QList<double> { 5 } << 5.0 << 5.0 << 0.0;
    QTest::newRow("identical samples: spread 0") << QList<double> { 4, 4, 4 } << 4.0 << 4.0 << 0.0;
    QTest::newRow("five samples, 2 % apart") << QList<double> { 100, 98, 99, 101, 100 } << 100.0 << 101.0 << 0.03;
}

void TstProbeCompute::stats()
{
    QFETCH(QList<double>, values);
    QFETCH(double, median);
    QFETCH(double, best);
    QFETCH(double, spread);
    const SampleStats s = computeStats(std::vector<double>(values.begin(), values.end()));
    QCOMPARE(s.count, int(values.size()));
    QCOMPARE(s.median, median);
    QCOMPARE(s.best, best);
    QCOMPARE(s.spread, spread);
    QCOMPARE(computeStats({}).count, 0);
    QCOMPARE(computeStats({}).median, 0.0);
}

void TstProbeCompute::stopRule_data()
{
    QTest::addColumn<QList<double>>("values");
    QTest::addColumn<bool>("outOfTime");
    QTest::addColumn<bool>("cancelled");
    QTest::addColumn<StopReason>("expected");
    // Quick rule: 3 to 5 samples, 2 % spread.
    QTest::newRow("two steady samples are not enough") << QList<double> { 100, 101 } << false << false << StopReason::Continue;
    QTest::newRow("three samples within 2/101 = 1.98 % converge")
        << QList<double> { 100, 101, 102 } << false << false << StopReason::Converged;
    QTest::newRow("three samples 3 % apart go on") << QList<double> { 100, 103, 101 } << false << false << StopReason::Continue;
    QTest::newRow("an early outlier no longer blocks convergence")
        << QList<double> { 130, 100, 101, 100 } << false << false << StopReason::Converged;
    QTest::newRow("an outlier inside the window goes on") << QList<double> { 100, 100, 130 } << false << false << StopReason::Continue;
    QTest::newRow("five noisy samples hit the cap") << QList<double> { 100, 110, 90, 105, 95 } << false << false << StopReason::Cap;
    QTest::newRow("budget used up before convergence") << QList<double> { 100, 110 } << true << false << StopReason::Deadline;
    QTest::newRow("converged wins over the deadline") << QList<double> { 100, 100, 100 } << true << false << StopReason::Converged;
    QTest::newRow("cancel wins over everything") << QList<double> { 100, 100, 100 } << true << true << StopReason::Cancelled;
    QTest::newRow("no sample yet and no time left") << QList<double> {} << true << false << StopReason::Deadline;
}

void TstProbeCompute::stopRule()
{
    QFETCH(QList<double>, values);
    QFETCH(bool, outOfTime);
    QFETCH(bool, cancelled);
    QFETCH(StopReason, expected);
    const StopRule rule = StopRule::forMode(true);
    QCOMPARE(rule.minSamples, 3);
    QCOMPARE(rule.maxSamples, 5);
    QCOMPARE(rule.maxSpread, 0.02);
    QCOMPARE(nextStep(std::vector<double>(values.begin(), values.end()), rule, outOfTime, cancelled), expected);
    const StopRule full = StopRule::forMode(false);
    QCOMPARE(full.minSamples, 5);
    QCOMPARE(full.maxSamples, 20);
}

void TstProbeCompute::calibration()
{
    // Dispatches per sample: ceil(target / dispatch), clamped to [1, max].
    QCOMPARE(dispatchesPerSample(5.0, 20.0, 1000), 4);
    QCOMPARE(dispatchesPerSample(3.0, 20.0, 1000), 7);
    QCOMPARE(dispatchesPerSample(30.0, 20.0, 1000), 1);
    QCOMPARE(dispatchesPerSample(0.01, 20.0, 1000), 1000);
    QCOMPARE(dispatchesPerSample(0.0, 20.0, 1000), 1000);
    // Shrinking: 2^24 elements took 400 ms (over 100): × 20/400 = 838,860.8 → multiple of 65,536.
    QCOMPARE(shrinkSize(1 << 24, 400.0, 20.0, 100.0, 65536, 65536), std::int64_t(786432));
    QCOMPARE(shrinkSize(1 << 24, 100.0, 20.0, 100.0, 65536, 65536), std::int64_t(1 << 24));
    QCOMPARE(shrinkSize(100000, 10000.0, 20.0, 100.0, 65536, 65536), std::int64_t(65536));
    QCOMPARE(shrinkSize(65536, 10000.0, 20.0, 100.0, 65536, 65536), std::int64_t(65536));
    QCOMPARE(shrinkSize(4096, 200.0, 20.0, 100.0, 16, 16), std::int64_t(400));
    const Calibration quick = Calibration::forMode(true), full = Calibration::forMode(false);
    QCOMPARE(quick.maxDispatchMs, 100.0);
    QCOMPARE(quick.targetSampleMs, 20.0);
    QCOMPARE(full.targetSampleMs, 50.0);
    QCOMPARE(roundSignificant(12345.678, 5), 12346.0);
    QCOMPARE(roundSignificant(0.000123456, 5), 0.00012346);
    QCOMPARE(roundSignificant(0.0, 5), 0.0);
}

void TstProbeCompute::measureJsonKeepsStatisticsExact()
{
    const QJsonObject m = measureJson({ 10.0, 12.0, 11.0 }, { 2.0, 1.5, 1.75 }, QStringLiteral("bytes"), 8.0e6, 7);
    QCOMPARE(num(m, "median"), 11.0);
    QCOMPARE(num(m, "best"), 12.0);
    QCOMPARE(num(m, "spread"), 2.0 / 11.0);
    QCOMPARE(m.value(QLatin1String("samples")).toInt(), 3);
    QCOMPARE(m.value(QLatin1String("verified")).toBool(), true);
    QCOMPARE(num(m, "bytes"), 8.0e6);
    QCOMPARE(num(m, "dispatch_ms"), 1.75);
    QCOMPARE(m.value(QLatin1String("dispatches_per_sample")).toInt(), 7);
    QCOMPARE(m.value(QLatin1String("values")).toArray(), (QJsonArray { 10.0, 12.0, 11.0 }));
    // Values are rounded to 5 significant digits and the statistics are taken over the rounded values.
    const QJsonObject r = measureJson({ 1.234567, 1.234561 }, { 1.0, 1.0 }, QStringLiteral("flop"), 1.0, 1);
    QCOMPARE(r.value(QLatin1String("values")).toArray(), (QJsonArray { 1.2346, 1.2346 }));
    QCOMPARE(num(r, "spread"), 0.0);
}

void TstProbeCompute::unverifiedMeasureHasNoNumber()
{
    const QJsonObject m = unverifiedMeasureJson(4, QStringLiteral("bytes"), 64.0, QStringLiteral("1 of 16 checked results differ"));
    QCOMPARE(m.value(QLatin1String("verified")).toBool(true), false);
    QCOMPARE(m.value(QLatin1String("samples")).toInt(), 4);
    QVERIFY(!m.contains(QLatin1String("median")));
    QVERIFY(!m.contains(QLatin1String("best")));
    QVERIFY(!m.contains(QLatin1String("values")));
}

void TstProbeCompute::runOutcomeNamesTheFigure()
{
    using namespace std::chrono_literals;
    const RunOutcome ok = runOutcome(false, {}, QStringLiteral("copy"), 30s, {});
    QCOMPARE(ok.status, QStringLiteral("ok"));
    QVERIFY(ok.reason.isEmpty());
    const RunOutcome cancelled = runOutcome(true, QStringLiteral("cancelled"), QStringLiteral("triad"), 30s, {});
    QCOMPARE(cancelled.status, QStringLiteral("cancelled"));
    QCOMPARE(cancelled.reason, QStringLiteral("benchmark cancelled during triad"));
    const RunOutcome timeout = runOutcome(true, QStringLiteral("timeout"), QStringLiteral("fp32"), 1500ms, { QStringLiteral("copy") });
    QCOMPARE(timeout.status, QStringLiteral("timeout"));
    QCOMPARE(timeout.reason, QStringLiteral("time budget of 1.5 s used up during fp32; later figures not measured"));
    const RunOutcome mismatch = runOutcome(false, {}, QStringLiteral("fp32"), 30s, { QStringLiteral("copy"), QStringLiteral("triad") });
    QCOMPARE(mismatch.status, QStringLiteral("error"));
    QCOMPARE(mismatch.reason, QStringLiteral("copy, triad did not match the host computation; no figure is reported for it"));
}

void TstProbeCompute::classification()
{
    constexpr std::uint64_t cpu = 1 << 1, gpu = 1 << 2, accelerator = 1 << 3, deflt = 1 << 0;
    // CLV-01b: pocl reports CPU | DEFAULT; an equality test against CPU would miss it.
    QCOMPARE(openClKind(cpu | deflt, false), DeviceKind::Cpu);
    QCOMPARE(openClKind(gpu, false), DeviceKind::Gpu);
    QCOMPARE(openClKind(gpu | deflt, false), DeviceKind::Gpu);
    QCOMPARE(openClKind(gpu, true), DeviceKind::Cpu);
    QCOMPARE(openClKind(cpu | gpu, false), DeviceKind::Cpu);
    QCOMPARE(openClKind(accelerator, false), DeviceKind::Other);
    QCOMPARE(vulkanKind(4, false), DeviceKind::Cpu);
    QCOMPARE(vulkanKind(2, false), DeviceKind::Gpu);
    QCOMPARE(vulkanKind(1, true), DeviceKind::Cpu);
    QCOMPARE(vulkanKind(0, false), DeviceKind::Other);
    QCOMPARE(kindName(DeviceKind::Cpu), QStringLiteral("cpu"));

    QVERIFY(isSoftwareImplementation(
        QStringLiteral("pthread-skylake-avx512-AMD EPYC"), QStringLiteral("Portable Computing Language"), QStringLiteral("AuthenticAMD")));
    QVERIFY(isSoftwareImplementation(QStringLiteral("llvmpipe (LLVM 15.0.6, 256 bits)"), QStringLiteral("llvmpipe"), QString()));
    QVERIFY(isSoftwareImplementation(QStringLiteral("SwiftShader Device (LLVM 10.0.0)"), QString(), QString()));
    QVERIFY(!isSoftwareImplementation(
        QStringLiteral("NVIDIA H100 80GB HBM3"), QStringLiteral("NVIDIA CUDA"), QStringLiteral("NVIDIA Corporation")));
    QVERIFY(!isSoftwareImplementation(QStringLiteral("AMD Instinct MI300X"), QStringLiteral("AMD Accelerated Parallel Processing"),
        QStringLiteral("Advanced Micro Devices, Inc.")));

    QCOMPARE(pciBusId(0, 0x17, 0, 0), QStringLiteral("00000000:17:00.0"));
    QCOMPARE(pciBusId(1, 0xAB, 0x1F, 7), QStringLiteral("00000001:AB:1F.7"));
    QCOMPARE(vendorName(0x10DE, QStringLiteral("NVIDIA Corporation")), QStringLiteral("NVIDIA"));
    QCOMPARE(vendorName(0x10005, QString()), QStringLiteral("Mesa"));
    QCOMPARE(vendorName(0x8086, QStringLiteral("AuthenticAMD")), QStringLiteral("AMD"));
    QCOMPARE(vendorName(0x1002, QStringLiteral("Advanced Micro Devices, Inc.")), QStringLiteral("AMD"));
    QCOMPARE(vendorName(0x8086, QStringLiteral("Intel(R) Corporation")), QStringLiteral("Intel"));
    QCOMPARE(vendorName(0, QStringLiteral(" Foo ")), QStringLiteral("Foo"));
    QCOMPARE(vendorName(0x1234, QString()), QStringLiteral("0x1234"));
    const unsigned char uuid[16] = { 0x6d, 0x65, 0x73, 0x61, 0x32, 0x32, 0x2e, 0x33, 0x2e, 0x36, 0, 0, 0, 0, 0, 0 };
    QCOMPARE(uuidString(uuid), QStringLiteral("6d657361-3232-2e33-2e36-000000000000"));
}

void TstProbeCompute::defaultDevicePrefersGpu()
{
    auto dev = [](const char *kind) { return QJsonObject { { QStringLiteral("kind"), QLatin1String(kind) } }; };
    // CLV-01c: pocl enumerated before a real GPU: the GPU is benchmarked by default.
    QCOMPARE(defaultBenchmarkDevice(QJsonArray { dev("cpu"), dev("gpu"), dev("gpu") }), std::optional<int>(1));
    QCOMPARE(defaultBenchmarkDevice(QJsonArray { dev("cpu"), dev("other") }), std::optional<int>(0));
    QCOMPARE(defaultBenchmarkDevice(QJsonArray {}), std::optional<int>());
}

void TstProbeCompute::openClOnPocl()
{
    const ChildRun r = runBackend("opencl", {});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(str(r.backend, "name"), QStringLiteral("opencl"));
    QCOMPARE(str(r.backend, "status"), QStringLiteral("ok"));
    QCOMPARE(str(r.backend, "code"), QStringLiteral("ok"));
    QCOMPARE(str(r.backend, "library"), QStringLiteral("libOpenCL.so.1"));
    QVERIFY(str(r.backend, "tool_version").contains(QLatin1String("PoCL")));
    QVERIFY(num(r.backend, "elapsed_ms") >= 0);
    QVERIFY(!r.devices.isEmpty());

    int pocl = -1;
    for (int i = 0; i < r.devices.size(); ++i) {
        if (str(r.devices.at(i).toObject(), "platform") == QLatin1String("Portable Computing Language"))
            pocl = i;
    }
    QVERIFY2(pocl >= 0, "pocl's device is listed");
    const QJsonObject d = r.devices.at(pocl).toObject();
    QCOMPARE(str(d, "kind"), QStringLiteral("cpu"));
    QCOMPARE(d.value(QLatin1String("software")).toBool(), true);
    QCOMPARE(str(d, "backend"), QStringLiteral("opencl"));
    // pocl's device is this machine's CPU, whatever vendor id pocl reports (0x8086 on AMD CPUs).
    QFile cpuinfo(QStringLiteral("/proc/cpuinfo"));
    QVERIFY(cpuinfo.open(QIODevice::ReadOnly));
    const QByteArray info = cpuinfo.readAll();
    if (info.contains("AuthenticAMD"))
        QCOMPARE(str(d, "vendor"), QStringLiteral("AMD"));
    else if (info.contains("GenuineIntel"))
        QCOMPARE(str(d, "vendor"), QStringLiteral("Intel"));
    QCOMPARE(d.value(QLatin1String("index")).toInt(), pocl);
    QVERIFY(str(d, "id").startsWith(QLatin1String("opencl:")));
    QVERIFY(str(d, "runtime_version").startsWith(QLatin1String("OpenCL ")));
    QVERIFY(!str(d, "driver_version").isEmpty());
    QVERIFY(d.value(QLatin1String("compute_units")).toInt() >= 1);
    QVERIFY(num(d, "max_clock_mhz") > 0);
    QVERIFY(num(d, "memory_total_mib") > 0);
    QCOMPARE(d.value(QLatin1String("partial")).toBool(true), false);
    QVERIFY(d.value(QLatin1String("temperature_c")).isNull());

    // No GPU on this machine: the first device is benchmarked, and labelled as CPU figures.
    QCOMPARE(r.backend.value(QLatin1String("benchmark_device")).toInt(-1), 0);
    const QJsonObject b = r.devices.at(0).toObject().value(QLatin1String("benchmarks")).toObject();
    QCOMPARE(str(b, "status"), QStringLiteral("ok"));
    QCOMPARE(str(b, "api"), QStringLiteral("opencl"));
    QVERIFY(str(b, "reason").contains(QLatin1String("not GPU figures")));
    for (const char *key : { "copy_gbps", "triad_gbps", "fp32_tflops", "h2d_gbps", "d2h_gbps" })
        checkMeasure(b.value(QLatin1String(key)).toObject(), key, true);

    // Bytes counted as documented: copy 2 × 4 × n, triad 3 × 4 × n, FMA 2 FLOP per FMA.
    const QJsonObject copy = b.value(QLatin1String("copy_gbps")).toObject();
    const double n = num(copy, "elements");
    QVERIFY(n >= 65536);
    QVERIFY(n * 4 <= 32.0 * 1024 * 1024); // quick mode, CPU device: buffers ≤ 32 MiB
    QCOMPARE(num(copy, "bytes"), 8 * n);
    QCOMPARE(num(copy, "checked"), n);
    const QJsonObject triad = b.value(QLatin1String("triad_gbps")).toObject();
    QCOMPARE(num(triad, "bytes"), 12 * num(triad, "elements"));
    const QJsonObject fma = b.value(QLatin1String("fp32_tflops")).toObject();
    QCOMPARE(num(fma, "flop"), 2 * num(fma, "work_items") * num(fma, "fma_per_work_item"));
    QCOMPARE(num(fma, "work_items"), 256.0 * d.value(QLatin1String("compute_units")).toInt());
    // FP32 at every vector width, as clpeak: the best width's samples are the Measure.
    const QJsonObject widths = fma.value(QLatin1String("widths")).toObject();
    QCOMPARE(widths.keys(),
        QStringList({ QStringLiteral("1"), QStringLiteral("16"), QStringLiteral("2"), QStringLiteral("4"), QStringLiteral("8") }));
    const int width = fma.value(QLatin1String("vector_width")).toInt();
    double bestWidth = 0;
    for (const QString &k : widths.keys())
        bestWidth = std::max(bestWidth, widths.value(k).toDouble());
    QCOMPARE(widths.value(QString::number(width)).toDouble(), bestWidth); // the best width of the screening
    QCOMPARE(std::fmod(num(fma, "fma_per_work_item"), 16.0 * width), 0.0);
    QCOMPARE(num(fma, "checked"), 16.0 * (widths.size() + 1)); // 16 work-items per width, and again for the best
    for (const char *key : { "h2d_gbps", "d2h_gbps" })
        QCOMPARE(str(b.value(QLatin1String(key)).toObject(), "host_memory"), QStringLiteral("pinned"));
    for (const char *key : { "h2d_gbps", "d2h_gbps" }) {
        const double bytes = num(b.value(QLatin1String(key)).toObject(), "bytes");
        QVERIFY2(bytes >= 1024 * 1024 && bytes <= 32.0 * 1024 * 1024 && std::fmod(bytes, 1024 * 1024) == 0, key);
    }
    // A CPU does not do a PFLOP: a bound that catches a FLOP count off by orders of magnitude.
    // One AVX-512 core peaks near 0.2 TFLOPS FP32 (2 FMA units × 16 lanes × 2 FLOPs × 3 GHz), and
    // the vectorised kernel can come close; 1 TFLOPS per compute unit is out of any CPU's reach.
    QVERIFY2(num(fma, "best") < 1.0 * d.value(QLatin1String("compute_units")).toInt(),
        qPrintable(
            QStringLiteral("%1 TFLOPS on %2 compute units").arg(num(fma, "best")).arg(d.value(QLatin1String("compute_units")).toInt())));
    qInfo("pocl: copy %.2f GB/s, triad %.2f GB/s, fp32 %.4f TFLOPS, h2d %.2f GB/s, d2h %.2f GB/s", num(copy, "median"),
        num(triad, "median"), num(fma, "median"), num(b.value(QLatin1String("h2d_gbps")).toObject(), "median"),
        num(b.value(QLatin1String("d2h_gbps")).toObject(), "median"));
}

void TstProbeCompute::openClInventoryAndDeviceChoice()
{
    const ChildRun inventory = runBackend("opencl", { QStringLiteral("CG_TST_INVENTORY=1") });
    QCOMPARE(inventory.exitCode, 0);
    QCOMPARE(str(inventory.backend, "status"), QStringLiteral("ok"));
    QVERIFY(inventory.backend.value(QLatin1String("benchmark_device")).isNull());
    for (const QJsonValue &v : inventory.devices)
        QVERIFY(!v.toObject().contains(QLatin1String("benchmarks")));

    const ChildRun wrong = runBackend("opencl", { QStringLiteral("CG_TST_DEVICE=7") });
    QCOMPARE(wrong.exitCode, 0);
    QCOMPARE(str(wrong.backend, "status"), QStringLiteral("ok"));
    QVERIFY(str(wrong.backend, "reason").contains(QLatin1String("device 7 does not exist")));
    QVERIFY(wrong.backend.value(QLatin1String("benchmark_device")).isNull());
    for (const QJsonValue &v : wrong.devices)
        QVERIFY(!v.toObject().contains(QLatin1String("benchmarks")));
}

void TstProbeCompute::openClNoPlatforms()
{
    // CLV-01a: the loader is there, the vendors directory is empty.
    QTemporaryDir empty;
    QVERIFY(empty.isValid());
    const ChildRun r = runBackend("opencl", { QStringLiteral("OCL_ICD_VENDORS=") + empty.path() });
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(str(r.backend, "status"), QStringLiteral("unsupported"));
    QCOMPARE(str(r.backend, "code"), QStringLiteral("no_devices"));
    QCOMPARE(str(r.backend, "reason"), QStringLiteral("no OpenCL runtime installed"));
    QCOMPARE(str(r.backend, "library"), QStringLiteral("libOpenCL.so.1"));
    QCOMPARE(r.devices.size(), 0);
}

void TstProbeCompute::openClLibraryMissing()
{
    const ChildRun r = runBackend("opencl", { QStringLiteral("CLOUDGAUGE_OPENCL_LIBRARY=/nonexistent/libOpenCL.so.1") });
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(str(r.backend, "status"), QStringLiteral("unsupported"));
    QCOMPARE(str(r.backend, "code"), QStringLiteral("not_installed"));
    QVERIFY(str(r.backend, "reason").contains(QLatin1String("/nonexistent/libOpenCL.so.1")));
    QVERIFY(r.backend.value(QLatin1String("library")).isNull());
    QCOMPARE(r.devices.size(), 0);
}

void TstProbeCompute::notALoader()
{
    // A library that is not an ICD loader (libm): an error naming the missing entry points, no crash.
    const ChildRun cl = runBackend("opencl", { QStringLiteral("CLOUDGAUGE_OPENCL_LIBRARY=libm.so.6") });
    QCOMPARE(cl.exitCode, 0);
    QCOMPARE(str(cl.backend, "status"), QStringLiteral("error"));
    QCOMPARE(str(cl.backend, "code"), QStringLiteral("stub_library"));
    QVERIFY(str(cl.backend, "reason").startsWith(QLatin1String("libm.so.6 lacks OpenCL entry points: clGetPlatformIDs, ")));
    QCOMPARE(cl.devices.size(), 0);
    const ChildRun vk = runBackend("vulkan", { QStringLiteral("CLOUDGAUGE_VULKAN_LIBRARY=libm.so.6") });
    QCOMPARE(vk.exitCode, 0);
    QCOMPARE(str(vk.backend, "status"), QStringLiteral("error"));
    QCOMPARE(str(vk.backend, "code"), QStringLiteral("stub_library"));
    QCOMPARE(str(vk.backend, "reason"), QStringLiteral("libm.so.6 lacks vkGetInstanceProcAddr"));
    QCOMPARE(vk.devices.size(), 0);
}

void TstProbeCompute::openClFaults_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("reasonPart");
    QTest::addColumn<QStringList>("measured");
    QTest::addColumn<QStringList>("absent");
    // CLV-03: an error or a hung dispatch yields no number for that figure and ends the run.
    QTest::newRow("CL_OUT_OF_RESOURCES during triad")
        << QStringLiteral("opencl:triad:-5") << QStringLiteral("error")
        << QStringLiteral(
               "benchmark failed: driver reset/timeout or out of resources (clGetEventInfo returned -5 CL_OUT_OF_RESOURCES during triad)")
        << QStringList { QStringLiteral("copy_gbps") }
        << QStringList { QStringLiteral("triad_gbps"), QStringLiteral("fp32_tflops"), QStringLiteral("h2d_gbps"),
               QStringLiteral("d2h_gbps") };
    QTest::newRow("error -14 during copy") << QStringLiteral("opencl:copy:-14") << QStringLiteral("error")
                                           << QStringLiteral("-14 CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST during copy")
                                           << QStringList {} << QStringList { QStringLiteral("copy_gbps"), QStringLiteral("triad_gbps") };
    QTest::newRow("hung copy dispatch") << QStringLiteral("opencl:copy:timeout") << QStringLiteral("timeout")
                                        << QStringLiteral(
                                               "benchmark failed: driver reset/timeout (a copy dispatch did not finish within 5 s)")
                                        << QStringList {} << QStringList { QStringLiteral("copy_gbps"), QStringLiteral("triad_gbps") };
}

void TstProbeCompute::openClFaults()
{
    QFETCH(QString, fault);
    QFETCH(QString, status);
    QFETCH(QString, reasonPart);
    QFETCH(QStringList, measured);
    QFETCH(QStringList, absent);
    const ChildRun r = runBackend("opencl", { QStringLiteral("CLOUDGAUGE_PROBE_FAULT=") + fault });
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(str(r.backend, "status"), QStringLiteral("ok"));
    const QJsonObject b = r.devices.at(0).toObject().value(QLatin1String("benchmarks")).toObject();
    QCOMPARE(str(b, "status"), status);
    QVERIFY2(str(b, "reason").contains(reasonPart), qPrintable(str(b, "reason")));
    for (const QString &key : measured)
        checkMeasure(b.value(key).toObject(), qPrintable(key), true);
    for (const QString &key : absent)
        QVERIFY2(!b.contains(key), qPrintable(key));
}

void TstProbeCompute::openClBudgetAndCancel()
{
    // A result that does not match the host computation: verified false, no number, status error.
    const ChildRun mismatch = runBackend("opencl", { QStringLiteral("CLOUDGAUGE_PROBE_FAULT=opencl:d2h:mismatch") });
    QCOMPARE(mismatch.exitCode, 0);
    const QJsonObject mb = mismatch.devices.at(0).toObject().value(QLatin1String("benchmarks")).toObject();
    QCOMPARE(str(mb, "status"), QStringLiteral("error"));
    QCOMPARE(str(mb, "reason"), QStringLiteral("d2h_gbps did not match the host computation; no figure is reported for it"));
    const QJsonObject d2h = mb.value(QLatin1String("d2h_gbps")).toObject();
    QCOMPARE(d2h.value(QLatin1String("verified")).toBool(true), false);
    QVERIFY(!d2h.contains(QLatin1String("median")));
    QVERIFY(!d2h.contains(QLatin1String("best")));
    QVERIFY(!d2h.contains(QLatin1String("values")));
    checkMeasure(mb.value(QLatin1String("h2d_gbps")).toObject(), "h2d_gbps", true);

    // Budget used up (1 ms): no figure; cancelled before the first dispatch: no figure.
    const ChildRun late = runBackend("opencl", { QStringLiteral("CG_TST_BUDGET_MS=1") });
    QCOMPARE(late.exitCode, 0);
    const QJsonObject lb = late.devices.at(0).toObject().value(QLatin1String("benchmarks")).toObject();
    QCOMPARE(str(lb, "status"), QStringLiteral("timeout"));
    QCOMPARE(str(lb, "reason"), QStringLiteral("time budget of 0.001 s used up during copy; later figures not measured"));
    QVERIFY(!lb.contains(QLatin1String("copy_gbps")));

    const ChildRun cancelled = runBackend("opencl", { QStringLiteral("CG_TST_CANCEL=1") });
    QCOMPARE(cancelled.exitCode, 0);
    const QJsonObject cb = cancelled.devices.at(0).toObject().value(QLatin1String("benchmarks")).toObject();
    QCOMPARE(str(cb, "status"), QStringLiteral("cancelled"));
    QCOMPARE(str(cb, "reason"), QStringLiteral("benchmark cancelled during copy"));
    QVERIFY(!cb.contains(QLatin1String("copy_gbps")));
}

int main(int argc, char **argv)
{
    const QByteArray child = qgetenv("CG_TST_CHILD");
    QCoreApplication app(argc, argv);
    if (!child.isEmpty())
        return runChild(child);
    TstProbeCompute tc;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&tc, argc, argv);
}

#include "tst_probe_compute.moc"
