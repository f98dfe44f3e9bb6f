// Vulkan backend of cloudgauge-probe (probe/compute) on this machine's lavapipe (Mesa's software
// Vulkan device): inventory, device choice, the copy/triad/FP32 benchmarks with device-side
// timestamp timing, faults injected per figure, and missing loader/drivers. Each run happens in a
// child process (ProbeComputeSupport.h).

#include "ProbeComputeSupport.h"

#include <QRegularExpression>
#include <QStringList>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>

using namespace probetest;

class TstProbeVulkan : public QObject
{
    Q_OBJECT

private slots:
    void vulkanOnLavapipe();
    void vulkanInventoryAndDeviceChoice();
    void vulkanFaults_data();
    void vulkanFaults();
    void vulkanNoDrivers();
    void vulkanLibraryMissing();
};

void TstProbeVulkan::vulkanOnLavapipe()
{
    // A generous budget (60 s): on a loaded CI machine the three figures must not run out of time.
    const ChildRun r = runBackend("vulkan", { QStringLiteral("CG_TST_BUDGET_MS=60000") });
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(str(r.backend, "name"), QStringLiteral("vulkan"));
    QCOMPARE(str(r.backend, "status"), QStringLiteral("ok"));
    QCOMPARE(str(r.backend, "library"), QStringLiteral("libvulkan.so.1"));
    QVERIFY(str(r.backend, "tool_version").startsWith(QLatin1String("Vulkan 1.")));
    int llvmpipe = -1;
    for (int i = 0; i < r.devices.size(); ++i) {
        if (str(r.devices.at(i).toObject(), "name").startsWith(QLatin1String("llvmpipe")))
            llvmpipe = i;
    }
    QVERIFY2(llvmpipe >= 0, "lavapipe's llvmpipe device is listed");
    const QJsonObject d = r.devices.at(llvmpipe).toObject();
    QCOMPARE(str(d, "kind"), QStringLiteral("cpu"));
    QCOMPARE(d.value(QLatin1String("software")).toBool(), true);
    QCOMPARE(str(d, "id"), QStringLiteral("vulkan:%1").arg(llvmpipe));
    QCOMPARE(str(d, "vendor"), QStringLiteral("Mesa"));
    QCOMPARE(str(d, "driver_name"), QStringLiteral("llvmpipe"));
    QVERIFY(str(d, "driver_version").startsWith(QLatin1String("Mesa ")));
    QVERIFY(str(d, "runtime_version").startsWith(QLatin1String("Vulkan 1.")));
    QVERIFY(QRegularExpression(QStringLiteral("^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"))
                .match(str(d, "uuid"))
                .hasMatch());
    QVERIFY(num(d, "memory_total_mib") > 0);
    QVERIFY(d.value(QLatin1String("compute_units")).isNull());
    QCOMPARE(d.value(QLatin1String("partial")).toBool(true), false);

    const int bench = r.backend.value(QLatin1String("benchmark_device")).toInt(-1);
    QCOMPARE(bench, 0);
    const QJsonObject b = r.devices.at(bench).toObject().value(QLatin1String("benchmarks")).toObject();
    QCOMPARE(str(b, "api"), QStringLiteral("vulkan"));
    if (str(b, "status") == QLatin1String("skipped")) {
        QVERIFY(!str(b, "reason").isEmpty());
        QVERIFY(!b.contains(QLatin1String("copy_gbps")));
    } else {
        QCOMPARE(str(b, "status"), QStringLiteral("ok"));
        QVERIFY(str(b, "reason").contains(QLatin1String("not GPU figures")));
        // Device-side timing: lavapipe's queue writes timestamps (timestampValidBits 64, period 1 ns).
        QCOMPARE(str(b, "timing"), QStringLiteral("device"));
        QVERIFY(b.value(QLatin1String("timestamp_valid_bits")).toInt() > 0);
        QVERIFY(num(b, "timestamp_period_ns") > 0);
        QVERIFY(b.value(QLatin1String("timestamp_compute_and_graphics")).isBool());
        for (const char *key : { "copy_gbps", "triad_gbps", "fp32_tflops" }) {
            const QJsonObject m = b.value(QLatin1String(key)).toObject();
            checkMeasure(m, key, true); // positive median, converged flag, stop rule, values
            QCOMPARE(str(m, "timing"), QStringLiteral("device"));
        }
        const QJsonObject copy = b.value(QLatin1String("copy_gbps")).toObject();
        QCOMPARE(num(copy, "bytes"), 8 * num(copy, "elements"));
        QCOMPARE(num(copy, "checked"), num(copy, "elements"));
        QVERIFY(num(copy, "elements") * 4 <= 32.0 * 1024 * 1024); // quick mode, CPU device: buffers ≤ 32 MiB
        const QJsonObject triad = b.value(QLatin1String("triad_gbps")).toObject();
        QCOMPARE(num(triad, "bytes"), 12 * num(triad, "elements"));
        QCOMPARE(num(triad, "checked"), num(triad, "elements"));
        const QJsonObject fma = b.value(QLatin1String("fp32_tflops")).toObject();
        QCOMPARE(num(fma, "flop"), 2 * num(fma, "work_items") * num(fma, "fma_per_work_item"));
        QCOMPARE(num(fma, "work_items"), 128.0 * 256); // a CPU device: 128 groups of 256
        const QJsonObject widths = fma.value(QLatin1String("widths")).toObject();
        QCOMPARE(widths.keys(),
            QStringList({ QStringLiteral("1"), QStringLiteral("16"), QStringLiteral("2"), QStringLiteral("4"), QStringLiteral("8") }));
        const int width = fma.value(QLatin1String("vector_width")).toInt();
        double bestWidth = 0;
        for (const QString &k : widths.keys())
            bestWidth = std::max(bestWidth, widths.value(k).toDouble());
        QCOMPARE(widths.value(QString::number(width)).toDouble(), bestWidth);
        QCOMPARE(std::fmod(num(fma, "fma_per_work_item"), 16.0 * width), 0.0);
        QCOMPARE(num(fma, "checked"), 16.0 * (widths.size() + 1));
        qInfo("lavapipe: copy %.2f GB/s, triad %.2f GB/s, FP32 %.4f TFLOPS (width %d)", num(copy, "median"), num(triad, "median"),
            num(fma, "median"), width);
    }
}

void TstProbeVulkan::vulkanInventoryAndDeviceChoice()
{
    const ChildRun inventory = runBackend("vulkan", { QStringLiteral("CG_TST_INVENTORY=1") });
    QCOMPARE(inventory.exitCode, 0);
    QCOMPARE(str(inventory.backend, "status"), QStringLiteral("ok"));
    QVERIFY(inventory.backend.value(QLatin1String("benchmark_device")).isNull());
    QVERIFY(!inventory.devices.isEmpty());
    for (const QJsonValue &v : inventory.devices)
        QVERIFY(!v.toObject().contains(QLatin1String("benchmarks")));

    const ChildRun wrong = runBackend("vulkan", { QStringLiteral("CG_TST_DEVICE=-1") });
    QCOMPARE(wrong.exitCode, 0);
    QVERIFY(str(wrong.backend, "reason").endsWith(QLatin1String("; device -1 does not exist, nothing benchmarked")));
    QVERIFY(wrong.backend.value(QLatin1String("benchmark_device")).isNull());
    for (const QJsonValue &v : wrong.devices)
        QVERIFY(!v.toObject().contains(QLatin1String("benchmarks")));
}

void TstProbeVulkan::vulkanFaults_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QStringList>("kept"); // figures measured besides the failing one
    QTest::newRow("device lost")
        << QStringLiteral("vulkan:copy:-4") << QStringLiteral("error")
        << QStringLiteral("benchmark failed: driver reset/timeout or out of resources (vkWaitForFences returned -4 VK_ERROR_DEVICE_LOST "
                          "during copy)")
        << QStringList();
    QTest::newRow("fence never signalled") << QStringLiteral("vulkan:copy:timeout") << QStringLiteral("timeout")
                                           << QStringLiteral(
                                                  "benchmark failed: driver reset/timeout (a copy dispatch did not finish within 5 s)")
                                           << QStringList();
    QTest::newRow("copy differs from the source")
        << QStringLiteral("vulkan:copy:mismatch") << QStringLiteral("error")
        << QStringLiteral("copy_gbps did not match the host computation; no figure is reported for it")
        << QStringList { QStringLiteral("triad_gbps"), QStringLiteral("fp32_tflops") };
    QTest::newRow("device lost in triad")
        << QStringLiteral("vulkan:triad:-4") << QStringLiteral("error")
        << QStringLiteral("benchmark failed: driver reset/timeout or out of resources (vkWaitForFences returned -4 VK_ERROR_DEVICE_LOST "
                          "during triad)")
        << QStringList { QStringLiteral("copy_gbps") };
    QTest::newRow("fp32 fence never signalled")
        << QStringLiteral("vulkan:fp32:timeout") << QStringLiteral("timeout")
        << QStringLiteral("benchmark failed: driver reset/timeout (a fp32 dispatch did not finish within 5 s)")
        << QStringList { QStringLiteral("copy_gbps"), QStringLiteral("triad_gbps") };
}

void TstProbeVulkan::vulkanFaults()
{
    QFETCH(QString, fault);
    QFETCH(QString, status);
    QFETCH(QString, reason);
    const ChildRun r = runBackend("vulkan", { QStringLiteral("CLOUDGAUGE_PROBE_FAULT=") + fault });
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(str(r.backend, "status"), QStringLiteral("ok"));
    const QJsonObject b = r.devices.at(0).toObject().value(QLatin1String("benchmarks")).toObject();
    if (str(b, "status") == QLatin1String("skipped"))
        QSKIP("built without glslangValidator: no Vulkan benchmark");
    QCOMPARE(str(b, "status"), status);
    QCOMPARE(str(b, "reason"), reason);
    const QString figure = fault.section(QLatin1Char(':'), 1, 1);
    const QString key = figure == QLatin1String("fp32") ? QStringLiteral("fp32_tflops") : figure + QStringLiteral("_gbps");
    const QJsonObject failed = b.value(key).toObject();
    // No number for the failing figure: either no Measure at all, or one marked unverified.
    QVERIFY(!failed.contains(QLatin1String("median")));
    QVERIFY(!failed.contains(QLatin1String("best")));
    QVERIFY(!failed.contains(QLatin1String("values")));
    QCOMPARE(failed.isEmpty(), !fault.endsWith(QLatin1String(":mismatch")));
    // The figures that ran are kept, verified, with their numbers.
    QFETCH(QStringList, kept);
    for (const QString &k : kept)
        checkMeasure(b.value(k).toObject(), qPrintable(k), true);
    for (const char *k : { "copy_gbps", "triad_gbps", "fp32_tflops" }) {
        if (QLatin1String(k) != key && !kept.contains(QLatin1String(k)))
            QVERIFY2(!b.contains(QLatin1String(k)), k);
    }
}

void TstProbeVulkan::vulkanNoDrivers()
{
    QTemporaryDir empty;
    QVERIFY(empty.isValid());
    const QString none = empty.path() + QStringLiteral("/none.json");
    const ChildRun r = runBackend("vulkan", { QStringLiteral("VK_DRIVER_FILES=") + none, QStringLiteral("VK_ICD_FILENAMES=") + none });
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(str(r.backend, "status"), QStringLiteral("unsupported"));
    QCOMPARE(str(r.backend, "code"), QStringLiteral("no_devices"));
    QCOMPARE(str(r.backend, "reason"), QStringLiteral("no Vulkan driver installed"));
    QCOMPARE(r.devices.size(), 0);
}

void TstProbeVulkan::vulkanLibraryMissing()
{
    const ChildRun r = runBackend("vulkan", { QStringLiteral("CLOUDGAUGE_VULKAN_LIBRARY=/nonexistent/libvulkan.so.1") });
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(str(r.backend, "status"), QStringLiteral("unsupported"));
    QCOMPARE(str(r.backend, "code"), QStringLiteral("not_installed"));
    QCOMPARE(r.devices.size(), 0);
}

int main(int argc, char **argv)
{
    const QByteArray child = qgetenv("CG_TST_CHILD");
    QCoreApplication app(argc, argv);
    if (!child.isEmpty())
        return runChild(child);
    TstProbeVulkan tc;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&tc, argc, argv);
}

#include "tst_probe_vulkan.moc"
