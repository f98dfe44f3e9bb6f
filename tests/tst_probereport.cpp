// The consumer side of the local GPU probe: the schema cloudgauge-probe/1 parser, the comparison
// with the catalog (datasheet fractions, closest offers, rent vs buy), storage in probe_run, the
// out-of-process runner (timeout, cancel, a probe that is missing or writes garbage) and
// `cloudgauge probe`.
#include "TestSupport.h"

#include "catalog/store/Catalog.h"
#include "probing/ProbeComparison.h"
#include "probing/ProbeProcess.h"
#include "probing/ProbeReport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace cg;

namespace {

QByteArray fixture(const char *name)
{
    QFile f(cgtest::testData("probe/") + QLatin1String(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Writes an executable shell script (a fake cloudgauge-probe) and returns its path.
QString script(const QTemporaryDir &dir, const QString &name, const QByteArray &body)
{
    QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write("#!/bin/sh\n" + body + '\n');
    f.close();
    f.setPermissions(f.permissions() | QFileDevice::ExeOwner);
    return path;
}

GpuModelRecord model(const char *key, const char *name, double bandwidth, double fp32, double tdp)
{
    GpuModelRecord m;
    m.key = QLatin1String(key);
    m.name = QLatin1String(name);
    m.memoryBandwidthGBs = bandwidth;
    m.fp32Tflops = fp32;
    m.tdpW = tdp;
    return m;
}

OfferView offer(
    const char *provider, const char *instance, const GpuModelRecord &m, double perInstanceHour, double gpus, const char *currency = "USD")
{
    OfferView o;
    o.providerKey = QLatin1String(provider);
    o.providerNameEn = QLatin1String(provider);
    o.instanceType = QLatin1String(instance);
    o.region = QStringLiteral("r1");
    o.gpuKey = m.key;
    o.gpuName = m.name;
    o.gpuCount = gpus;
    o.memoryBandwidthGBs = m.memoryBandwidthGBs;
    o.fp32Tflops = m.fp32Tflops;
    o.onDemand.amount = perInstanceHour;
    o.onDemand.currency = QLatin1String(currency);
    o.onDemand.asOf = QStringLiteral("2026-11-01");
    o.onDemand.observedOn = o.onDemand.asOf;
    return o;
}

} // namespace

class TestProbeReport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { cgtest::initHermetic(); }

    void parsesEveryField()
    {
        QString error;
        const auto r = parseProbeReport(fixture("h100_sxm_synthetic.json"), &error);
        QVERIFY2(r, qPrintable(error));
        QCOMPARE(r->schema, QStringLiteral("cloudgauge-probe/1"));
        QCOMPARE(r->status, QStringLiteral("partial"));
        QCOMPARE(r->host, QStringLiteral("fixture-host"));
        QCOMPARE(r->backends.size(), 4);
        QCOMPARE(r->backends.at(2).code, QStringLiteral("not_installed"));
        QVERIFY(!r->backends.at(0).exitCode);
        QCOMPARE(r->backends.at(3).elapsedMs.value(), 20000.0);
        QCOMPARE(r->devices.size(), 2);
        const ProbeDevice &gpu = r->devices.at(0);
        QVERIFY(gpu.isGpu());
        QCOMPARE(gpu.pciDeviceId, QStringLiteral("0x2330"));
        QCOMPARE(gpu.formFactor, QStringLiteral("sxm"));
        QCOMPARE(gpu.memoryTotalMib.value(), 81559.0);
        QCOMPARE(gpu.computeUnits.value(), 132);
        QVERIFY(!gpu.powerDrawW); // [Not Supported] → missing, never 0
        QCOMPARE(gpu.utilizationPercent.value(), 0.0); // a real 0 stays 0
        QVERIFY(gpu.partial);
        QCOMPARE(gpu.unavailable, QStringList { QStringLiteral("power_draw_w: [Not Supported]") });
        QVERIFY(gpu.benchmarks);
        QCOMPARE(gpu.benchmarks->copyGBs->best.value(), 2700.0);
        QCOMPARE(gpu.benchmarks->triadGBs->samples, 12);
        QCOMPARE(gpu.benchmarks->bestBandwidthGBs().value(), 2847.5); // the larger of copy and triad
        QCOMPARE(gpu.benchmarks->bestFp32Tflops().value(), 56.95);
        QVERIFY(!gpu.benchmarks->d2hGBs->verified);
        QVERIFY(!r->devices.at(1).isGpu());
        QCOMPARE(r->primaryDevice(), &r->devices.at(0));
    }

    void refusesWhatIsNotAProbeDocument_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << QByteArray("  \n") << QStringLiteral("wrote nothing");
        QTest::newRow("shell error") << QByteArray("sh: 1: cloudgauge-probe: not found\n") << QStringLiteral("not JSON");
        QTest::newRow("array") << QByteArray("[]") << QStringLiteral("not a JSON object");
        QTest::newRow("no schema") << QByteArray(R"({"devices":[],"backends":[]})") << QStringLiteral("no cloudgauge-probe schema");
        QTest::newRow("next major") << QByteArray(R"({"schema":"cloudgauge-probe/2","devices":[],"backends":[]})")
                                    << QStringLiteral("unsupported probe schema 'cloudgauge-probe/2'");
        QTest::newRow("prefix trick") << QByteArray(R"({"schema":"cloudgauge-probe/10","devices":[],"backends":[]})")
                                      << QStringLiteral("unsupported probe schema");
        QTest::newRow("no devices") << QByteArray(R"({"schema":"cloudgauge-probe/1","backends":[]})")
                                    << QStringLiteral("lacks its backends or devices");
        QTest::newRow("two documents") << QByteArray(R"({"schema":"cloudgauge-probe/1","devices":[],"backends":[]}{"x":1})")
                                       << QStringLiteral("not JSON");
        QTest::newRow("too large") << QByteArray(kMaxProbeDocumentBytes + 1, ' ') + "{}" << QStringLiteral("larger than");
    }
    void refusesWhatIsNotAProbeDocument()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, expected);
        QString error;
        QVERIFY(!parseProbeReport(input, &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    void wrongTypesAreMissingNotZero()
    {
        const QByteArray doc = R"({"schema":"cloudgauge-probe/1.2","backends":[{"name":"nvidia-smi","exit_code":-9,"elapsed_ms":"slow"}],
            "devices":[{"name":7,"kind":"gpu","memory_total_mib":"80GB","memory_used_mib":-5,"compute_units":1e30,
                        "benchmarks":{"copy_gbps":{"median":"fast"},"triad_gbps":{"best":12.5,"verified":true}}}],"extra":{"ignored":true}})";
        QString error;
        const auto r = parseProbeReport(doc, &error);
        QVERIFY2(r, qPrintable(error));
        QCOMPARE(r->backends.first().exitCode.value(), -9);
        QVERIFY(!r->backends.first().elapsedMs);
        const ProbeDevice &d = r->devices.first();
        QVERIFY(d.name.isEmpty());
        QVERIFY(!d.memoryTotalMib);
        QVERIFY(!d.memoryUsedMib);
        QVERIFY(!d.computeUnits);
        QVERIFY(!d.benchmarks->copyGBs); // no number at all → no measure
        QCOMPARE(d.benchmarks->bestBandwidthGBs().value(), 12.5);

        // A crafted document: a figure no accelerator reaches is not a measurement, and a
        // software renderer stays a CPU whatever "kind" says.
        const auto crafted = parseProbeReport(R"json({"schema":"cloudgauge-probe/1","backends":[],"devices":[
            {"name":"llvmpipe (LLVM 15.0.6, 256 bits)","kind":"gpu","software":false,
             "benchmarks":{"copy_gbps":{"best":1e308,"verified":true},"fp32_tflops":{"best":100001,"verified":true},
                           "triad_gbps":{"best":99999,"verified":true}}}]})json",
            &error);
        QVERIFY2(crafted, qPrintable(error));
        const ProbeDevice &c = crafted->devices.first();
        QVERIFY(c.software && !c.isGpu());
        QVERIFY(!c.benchmarks->copyGBs && !c.benchmarks->fp32Tflops);
        QCOMPARE(c.benchmarks->bestBandwidthGBs().value(), 99999.0);
    }

    void softwareDeviceIsNeverAGpu()
    {
        QString error;
        const auto r = parseProbeReport(fixture("pocl_only_synthetic.json"), &error);
        QVERIFY2(r, qPrintable(error));
        QCOMPARE(r->status, QStringLiteral("no_gpu"));
        const ProbeDevice &d = r->devices.first();
        QCOMPARE(d.kind, QStringLiteral("cpu")); // the document said "gpu" with software: true
        QVERIFY(!d.isGpu());
        const GpuModelRecord t4 = model("nvidia-t4-pcie-16gb", "T4", 320, 8.1, 70);
        const ProbeComparison c = ProbeComparison::compare(*r, { offer("a", "t4", t4, 0.35, 1) }, { t4 }, GpuIdentity(), {});
        QCOMPARE(c.device, &r->devices.first());
        QVERIFY(!c.deviceIsGpu);
        QVERIFY(c.closest.isEmpty()); // a CPU is not set beside GPUs
        QVERIFY(!c.rentalForBreakEven());
        QVERIFY(c.match.key.isEmpty()); // a CPU is never matched to a GPU model
        QVERIFY(!c.bandwidthFraction);
        QCOMPARE(c.measuredBandwidthGBs.value(), 10.0);
    }

    void comparesWithTheCatalog()
    {
        QTemporaryDir dir;
        Catalog catalog(dir.filePath(QStringLiteral("c.sqlite")));
        QString error;
        QVERIFY2(cgtest::openReferenceCatalog(catalog, &error), qPrintable(error));
        const GpuIdentity identity = catalog.gpuIdentity();

        // Hand-made datasheets and prices (not the catalog's), so every expected value below is
        // computed by hand from these lines.
        const GpuModelRecord h100 = model("nvidia-h100-sxm5-80gb", "H100 SXM", 3350, 67, 700);
        const GpuModelRecord nvl = model("nvidia-h100-nvl-94gb", "H100 NVL", 3900, 60, 400);
        const GpuModelRecord a100 = model("nvidia-a100-sxm4-80gb", "A100 SXM 80GB", 2039, 19.5, 400);
        const GpuModelRecord mi250x = model("amd-mi250x-128gb", "MI250X", 3277, 47.9, 500);
        const QList<OfferView> offers { offer("a", "8xh100", h100, 8 * 2.99, 8), offer("b", "1xh100", h100, 3.50, 1),
            offer("c", "nvl", nvl, 2.50, 1), offer("d", "a100", a100, 1.50, 1), offer("e", "mi250x", mi250x, 2.00, 1, "EUR") };
        FxRates fx;
        fx.insert(QStringLiteral("EUR"), { 0.9, QStringLiteral("2023-07-28"), {} });

        const auto r = parseProbeReport(fixture("h100_sxm_synthetic.json"), &error);
        QVERIFY2(r, qPrintable(error));
        const ProbeComparison c = ProbeComparison::compare(*r, offers, { h100, nvl, a100, mi250x }, identity, fx, 3);
        QVERIFY(c.deviceIsGpu);
        // "NVIDIA H100 80GB HBM3" with form factor sxm → the SXM5 80 GB model, not PCIe or NVL.
        QCOMPARE(c.match.key, QStringLiteral("nvidia-h100-sxm5-80gb"));
        QVERIFY(!c.match.variantAssumed);
        QCOMPARE(c.peakBandwidthGBs.value(), 3350.0);
        QCOMPARE(c.tdpW.value(), 700.0);
        QVERIFY(qFuzzyCompare(c.bandwidthFraction.value(), 0.85)); // 2847.5 / 3350
        QVERIFY(qFuzzyCompare(c.fp32Fraction.value(), 0.85)); // 56.95 / 67
        QVERIFY(c.sameModelOffer);
        QCOMPARE(c.sameModelOffer->providerKey, QStringLiteral("a")); // 23.92 / 8 = 2.99 < 3.50
        QVERIFY(qFuzzyCompare(c.sameModelOffer->usdPerGpuHour, 2.99));

        // Distance = mean of |ln(2847.5 / bandwidth)| and |ln(56.95 / fp32)|:
        // MI250X (0.1405 + 0.1730) / 2 = 0.1568; H100 SXM 0.1625; H100 NVL (0.3146 + 0.0522) / 2 = 0.1834;
        // A100 0.7029 (fourth, cut by closestCount = 3).
        QCOMPARE(c.closest.size(), 3);
        QCOMPARE(c.closest.at(0).gpuKey, QStringLiteral("amd-mi250x-128gb"));
        QVERIFY(std::abs(c.closest.at(0).distance - 0.156773) < 1e-5);
        QCOMPARE(c.closest.at(0).sharedFigures, 2);
        QVERIFY(std::abs(c.closest.at(0).usdPerGpuHour - 2.0 / 0.9) < 1e-9); // EUR 2.00 at 0.9 EUR per USD
        QCOMPARE(c.closest.at(1).gpuKey, QStringLiteral("nvidia-h100-sxm5-80gb"));
        QVERIFY(std::abs(c.closest.at(1).distance - 0.162519) < 1e-5);
        QCOMPARE(c.closest.at(2).gpuKey, QStringLiteral("nvidia-h100-nvl-94gb"));
    }

    void theBenchmarkedGpuBorrowsItsFormFactorFromNvml()
    {
        // On an NVIDIA machine the same GPU appears twice: NVML knows it is SXM but measures
        // nothing; OpenCL measures it but cannot tell SXM from PCIe. They share the PCI bus id
        // (written with 8 and 4 domain digits).
        const QByteArray doc = R"({"schema":"cloudgauge-probe/1","backends":[],"devices":[
            {"id":"nvml:0","backend":"nvml","name":"NVIDIA H100 80GB HBM3","kind":"gpu","software":false,"form_factor":"sxm",
             "pci_bus_id":"00000000:17:00.0","memory_total_mib":81559},
            {"id":"opencl:0:0","backend":"opencl","name":"NVIDIA H100 80GB HBM3","kind":"gpu","software":false,"form_factor":null,
             "pci_bus_id":"0000:17:00.0","benchmarks":{"status":"ok","triad_gbps":{"best":2847.5,"verified":true}}}]})";
        QString error;
        const auto r = parseProbeReport(doc, &error);
        QVERIFY2(r, qPrintable(error));
        QCOMPARE(r->primaryDevice(), &r->devices.at(1)); // the measured GPU, not the first
        QCOMPARE(r->inventoryTwin(r->devices.at(1)), &r->devices.at(0));
        QTemporaryDir dir;
        Catalog catalog(dir.filePath(QStringLiteral("c.sqlite")));
        QVERIFY2(cgtest::openReferenceCatalog(catalog, &error), qPrintable(error));
        const ProbeComparison c = ProbeComparison::compare(*r, {}, catalog.gpuModels(), catalog.gpuIdentity(), {});
        QCOMPARE(c.match.key, QStringLiteral("nvidia-h100-sxm5-80gb"));
        QVERIFY(!c.match.variantAssumed);
        QVERIFY(qFuzzyCompare(c.bandwidthFraction.value(), 0.85));
        QVERIFY(!c.rentalForBreakEven()); // no priced offers given
    }

    void rentVersusBuy()
    {
        // USD 30,000 GPU, rented at USD 2.99 per GPU-hour, 700 W at USD 0.15 per kWh:
        // 30000 / (2.99 - 0.7 × 0.15) = 30000 / 2.885 = 10,398.6 hours.
        QVERIFY(std::abs(rentVsBuyBreakEvenHours(30000, 2.99, 700, 0.15).value() - 10398.6135) < 1e-3);
        QVERIFY(std::abs(rentVsBuyBreakEvenHours(30000, 2.99, 0, 0).value() - 10033.4448) < 1e-3);
        QVERIFY(!rentVsBuyBreakEvenHours(30000, 0.10, 700, 0.15)); // renting costs less than the power
        QVERIFY(!rentVsBuyBreakEvenHours(0, 2.99, 700, 0.15));
        QVERIFY(!rentVsBuyBreakEvenHours(30000, 2.99, -1, 0.15));
    }

    void storesAndReadsRuns()
    {
        QTemporaryDir dir;
        Catalog catalog(dir.filePath(QStringLiteral("c.sqlite")));
        QString error;
        QVERIFY2(cgtest::openReferenceCatalog(catalog, &error), qPrintable(error));
        QVERIFY(catalog.probeRuns().isEmpty());
        ProbeRunView run;
        run.host = QStringLiteral("h'); DROP TABLE probe_run; --");
        run.device = QStringLiteral("NVIDIA H100 80GB HBM3");
        run.backend = QStringLiteral("nvml");
        run.gpuKey = QStringLiteral("nvidia-h100-sxm5-80gb");
        run.memoryBandwidthGBs = 2847.5;
        run.fp32Tflops = 56.95;
        run.document = fixture("h100_sxm_synthetic.json");
        run.measuredAt = QStringLiteral("2026-11-30T10:00:21Z");
        QVERIFY(catalog.insertProbeRun(run) > 0);
        run.measuredAt = QStringLiteral("2026-11-30T11:00:00Z");
        run.gpuKey = QStringLiteral("not-a-model"); // unknown model → stored without one
        run.fp32Tflops.reset();
        QVERIFY(catalog.insertProbeRun(run) > 0);
        const QList<ProbeRunView> runs = catalog.probeRuns();
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs.at(0).measuredAt, QStringLiteral("2026-11-30T11:00:00Z")); // newest first
        QVERIFY(runs.at(0).gpuKey.isEmpty());
        QVERIFY(!runs.at(0).fp32Tflops);
        QCOMPARE(runs.at(1).gpuKey, QStringLiteral("nvidia-h100-sxm5-80gb"));
        QCOMPARE(runs.at(1).memoryBandwidthGBs.value(), 2847.5);
        QCOMPARE(runs.at(1).host, run.host);
        QCOMPARE(runs.at(1).document, run.document);
        QVERIFY(parseProbeReport(runs.at(1).document, &error));
    }

    void runnerReadsTheProbe()
    {
        QTemporaryDir dir;
        ProbeRunOptions options;
        options.program = script(dir, QStringLiteral("probe.sh"),
            "echo 'probing nvml' >&2\ncat '" + QFile::encodeName(cgtest::testData("probe/h100_sxm_synthetic.json")) + "'");
        options.quick = true;
        options.device = 1;
        QCOMPARE(options.arguments(),
            (QStringList { QStringLiteral("--json"), QStringLiteral("--timeout"), QStringLiteral("8"), QStringLiteral("--quick"),
                QStringLiteral("--device"), QStringLiteral("1") }));
        const ProbeOutcome o = ProbeProcess::runBlocking(options);
        QCOMPARE(int(o.kind), int(ProbeOutcome::Kind::Finished));
        QVERIFY(o.report);
        QCOMPARE(o.report->devices.size(), 2);
        QCOMPARE(o.exitCode.value(), 0);
        QCOMPARE(o.diagnostics, QByteArray("probing nvml\n"));
    }

    void runnerReportsFailures()
    {
        QTemporaryDir dir;
        ProbeRunOptions options;
        options.program = script(dir, QStringLiteral("garbage.sh"), "echo 'Segmentation fault'\nexit 3");
        ProbeOutcome o = ProbeProcess::runBlocking(options);
        QCOMPARE(int(o.kind), int(ProbeOutcome::Kind::Failed));
        QVERIFY2(o.error.contains(QLatin1String("status 3")) && o.error.contains(QLatin1String("not JSON")), qPrintable(o.error));

        options.program = dir.filePath(QStringLiteral("does-not-exist"));
        o = ProbeProcess::runBlocking(options);
        QCOMPARE(int(o.kind), int(ProbeOutcome::Kind::Failed));
        QVERIFY2(o.error.contains(QLatin1String("could not start the probe")), qPrintable(o.error));

        options.program = script(dir, QStringLiteral("crash.sh"), "kill -SEGV $$");
        o = ProbeProcess::runBlocking(options);
        QCOMPARE(int(o.kind), int(ProbeOutcome::Kind::Failed));
        QVERIFY2(o.error.contains(QLatin1String("crashed")), qPrintable(o.error));
    }

    void runnerStopsAHungProbe()
    {
        // A probe that ignores SIGTERM (field report PRB-04): the overall timeout terminates it,
        // then kills it after the grace period. It would hang for an hour: that the run returns
        // at all, and leaves no such process behind, shows it was stopped.
        QTemporaryDir dir;
        ProbeRunOptions options;
        const QByteArray marker = "3597." + QByteArray::number(QCoreApplication::applicationPid());
        options.program = script(dir, QStringLiteral("hang.sh"), "trap '' TERM\nexec sleep " + marker);
        options.overallTimeoutMs = 800;
        const ProbeOutcome o = ProbeProcess::runBlocking(options);
        QCOMPARE(int(o.kind), int(ProbeOutcome::Kind::TimedOut));
        QVERIFY(o.error.contains(QLatin1String("did not finish within")));
        QTRY_COMPARE_WITH_TIMEOUT(cgtest::processesRunning("sleep " + marker), 0, 30000);
    }

    void runnerCancels()
    {
        QTemporaryDir dir;
        ProbeProcess runner;
        QSignalSpy finished(&runner, &ProbeProcess::finished);
        QSignalSpy progress(&runner, &ProbeProcess::progress);
        ProbeRunOptions options;
        // The probe would sleep for an hour: finishing within the safety net means the cancel stopped it.
        const QByteArray marker = "3596." + QByteArray::number(QCoreApplication::applicationPid());
        options.program = script(dir, QStringLiteral("slow.sh"), "echo 'measuring bandwidth' >&2\nexec sleep " + marker);
        runner.start(options);
        QVERIFY(runner.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(progress.size() >= 2, 30000);
        QCOMPARE(progress.last().at(1).toString(), QStringLiteral("measuring bandwidth"));
        runner.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
        QCOMPARE(cgtest::processesRunning("sleep " + marker), 0);
        QCOMPARE(int(finished.first().first().value<ProbeOutcome>().kind), int(ProbeOutcome::Kind::Cancelled));
        QVERIFY(!runner.isRunning());
        // A second run after a cancel works (runs do not pile up).
        options.program
            = script(dir, QStringLiteral("ok.sh"), "cat '" + QFile::encodeName(cgtest::testData("probe/pocl_only_synthetic.json")) + "'");
        runner.start(options);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 30000);
        QCOMPARE(int(finished.last().first().value<ProbeOutcome>().kind), int(ProbeOutcome::Kind::Finished));
    }

    void aKilledCommandTakesItsProbeAndToolWithIt()
    {
        // `cloudgauge probe` killed while the probe waits for a hung nvidia-smi: the probe (told by
        // the kernel that its parent died) stops the tool and exits.
        QTemporaryDir dir;
        const QByteArray marker = "3598." + QByteArray::number(QCoreApplication::applicationPid());
        QDir().mkpath(dir.filePath(QStringLiteral("tools")));
        QFile smi(dir.filePath(QStringLiteral("tools/nvidia-smi")));
        QVERIFY(smi.open(QIODevice::WriteOnly));
        smi.write("#!/bin/sh\ntrap '' TERM\nsleep " + marker + "\n");
        smi.close();
        smi.setPermissions(smi.permissions() | QFileDevice::ExeOwner);
        auto running = [&marker] {
            int n = 0;
            for (const QString &pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
                QFile cmd(QStringLiteral("/proc/%1/cmdline").arg(pid));
                if (cmd.open(QIODevice::ReadOnly) && cmd.readAll().replace('\0', ' ').trimmed() == "sleep " + marker)
                    ++n;
            }
            return n;
        };
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), dir.filePath(QStringLiteral("tools")) + QLatin1Char(':') + env.value(QStringLiteral("PATH")));
        env.insert(QStringLiteral("CLOUDGAUGE_NVML_LIBRARY"), dir.filePath(QStringLiteral("absent/libnvidia-ml.so.1")));
        env.insert(QStringLiteral("HOME"), dir.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CG_APP),
            { QStringLiteral("probe"), QStringLiteral("--timeout"), QStringLiteral("60"), QStringLiteral("--catalog"),
                dir.filePath(QStringLiteral("c.sqlite")) });
        QTRY_COMPARE_WITH_TIMEOUT(running(), 1, 30000);
        p.kill(); // SIGKILL: no handler of ours runs
        QVERIFY(p.waitForFinished(30000));
        QTRY_COMPARE_WITH_TIMEOUT(running(), 0, 30000); // the tool would sleep for an hour
    }

    void commandPrintsTheComparison()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("c.sqlite")); // starts as a copy of the bundled catalog
        auto app = [&](const QStringList &args, QString *out, QString *err) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("HOME"), dir.path());
            env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
            env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(CG_APP), args);
            if (!p.waitForFinished(60000))
                return -1;
            *out = QString::fromUtf8(p.readAllStandardOutput());
            *err = QString::fromUtf8(p.readAllStandardError());
            return p.exitCode();
        };
        const QStringList args { QStringLiteral("probe"), QStringLiteral("--catalog"), path, QStringLiteral("--from-json"),
            cgtest::testData("probe/h100_sxm_synthetic.json"), QStringLiteral("--purchase-usd"), QStringLiteral("30000"),
            QStringLiteral("--electricity-usd-kwh"), QStringLiteral("0.15") };
        QString out, err;
        QCOMPARE(app(args, &out, &err), 0);
        // The catalog is new: the one line that says so, and nothing else.
        QVERIFY2(
            err == QStringLiteral("cloudgauge: warning: %1 did not exist: created as a new catalog, a copy of the bundled one\n").arg(path),
            qPrintable(err));
        QVERIFY2(out.contains(QLatin1String("Catalog model: nvidia-h100-sxm5-80gb")), qPrintable(out));
        // The measured 2,847.5 GB/s and 56.95 TFLOPS FP32 against the catalog's datasheet figures
        // (NVIDIA's H100 SXM datasheet: 3,350 GB/s and 67 TFLOPS, 85.0 % each), and its TDP.
        GpuModelRecord h100;
        {
            Catalog catalog(path);
            QString error;
            QVERIFY(catalog.open(&error));
            h100 = cgtest::gpuModel(catalog, QStringLiteral("nvidia-h100-sxm5-80gb"));
        }
        QVERIFY(h100.memoryBandwidthGBs && h100.fp32Tflops && h100.tdpW);
        const QLocale c = QLocale::c();
        QVERIFY2(out.contains(
                     QStringLiteral("2847.5 GB/s measured of %1 GB/s datasheet peak (%2%)")
                         .arg(c.toString(*h100.memoryBandwidthGBs, 'f', 0), c.toString(2847.5 / *h100.memoryBandwidthGBs * 100, 'f', 1))),
            qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("56.950 TFLOPS measured of %1 TFLOPS datasheet peak (%2%)")
                                  .arg(c.toString(*h100.fp32Tflops, 'f', 1), c.toString(56.95 / *h100.fp32Tflops * 100, 'f', 1))),
            qPrintable(out));
        const QString power = QStringLiteral("power %1 W").arg(c.toString(*h100.tdpW, 'f', 0));
        QVERIFY2(out.contains(QLatin1String("buying pays off after")) && out.contains(power), qPrintable(out));
        QVERIFY(out.contains(QLatin1String("pthread-skylake-avx512 (software device: CPU figures, not a GPU)")));
        QVERIFY2(out.contains(power + QStringLiteral(" at USD 0.150 per kWh.")), qPrintable(out));

        {
            Catalog catalog(path);
            QString error;
            QVERIFY(catalog.open(&error));
            const QList<ProbeRunView> runs = catalog.probeRuns();
            QCOMPARE(runs.size(), 1);
            QCOMPARE(runs.first().gpuKey, QStringLiteral("nvidia-h100-sxm5-80gb"));
            QCOMPARE(runs.first().h2dGBs.value(), 24.6);
            QVERIFY(!runs.first().d2hGBs); // not verified → not stored as a figure
        }

        // --no-store leaves the catalog alone; --format json gives the figures as numbers.
        QCOMPARE(
            app(QStringList(args) << QStringLiteral("--no-store") << QStringLiteral("--format") << QStringLiteral("json"), &out, &err), 0);
        const QRegularExpressionMatch fraction = QRegularExpression(QStringLiteral("\"bandwidth_fraction\": ([0-9.eE+-]+)")).match(out);
        QVERIFY2(fraction.hasMatch(), qPrintable(out));
        QCOMPARE(fraction.captured(1).toDouble(), 2847.5 / *h100.memoryBandwidthGBs);
        QVERIFY2(out.contains(QStringLiteral("\"bandwidth_fraction\": %1").arg(QString::number(2847.5 / *h100.memoryBandwidthGBs).left(4))),
            qPrintable(out));
        {
            Catalog catalog(path);
            QString error;
            QVERIFY(catalog.open(&error));
            QCOMPARE(catalog.probeRuns().size(), 1);
        }

        // A probe document from a run: the fake probe prints the no-GPU fixture.
        const QString fake = script(
            dir, QStringLiteral("probe.sh"), "cat '" + QFile::encodeName(cgtest::testData("probe/pocl_only_synthetic.json")) + "'");
        QCOMPARE(app({ QStringLiteral("probe"), QStringLiteral("--catalog"), path, QStringLiteral("--probe"), fake }, &out, &err), 0);
        QVERIFY2(out.contains(QLatin1String("Probe: no_gpu on ci-like")), qPrintable(out));
        QVERIFY2(out.contains(QLatin1String("Device: pthread-znver3-AMD EPYC (CPU, not a GPU)")), qPrintable(out));

        // A probe that cannot run is an error with its reason, exit 1; a bad option is a usage error.
        QCOMPARE(app({ QStringLiteral("probe"), QStringLiteral("--catalog"), path, QStringLiteral("--probe"),
                         dir.filePath(QStringLiteral("missing")) },
                     &out, &err),
            1);
        QVERIFY2(err.contains(QLatin1String("could not start the probe")), qPrintable(err));
        // No purchase price of 0 (a free GPU is no comparison); no electricity price: power not costed.
        QCOMPARE(app(QStringList(args.mid(0, 5)) << QStringLiteral("--purchase-usd") << QStringLiteral("0"), &out, &err), 2);
        QVERIFY2(err.contains(QLatin1String("--purchase-usd takes a price from 1 to 1e9 USD")), qPrintable(err));
        QCOMPARE(
            app(QStringList(args.mid(0, 5)) << QStringLiteral("--purchase-usd") << QStringLiteral("30000") << QStringLiteral("--no-store"),
                &out, &err),
            0);
        QVERIFY2(out.contains(QLatin1String("power not costed (give --electricity-usd-kwh)")), qPrintable(out));
        // A GPU found by NVML alone (an inventory-only run) says why there is no figure.
        QFile listOnly(dir.filePath(QStringLiteral("list.json")));
        QVERIFY(listOnly.open(QIODevice::WriteOnly));
        listOnly.write(R"({"schema":"cloudgauge-probe/1","host":"h","status":"ok","backends":[],"devices":[
            {"id":"nvml:0","backend":"nvml","name":"NVIDIA H100 80GB HBM3","kind":"gpu","software":false,"form_factor":"sxm"}]})");
        listOnly.close();
        QCOMPARE(app({ QStringLiteral("probe"), QStringLiteral("--catalog"), path, QStringLiteral("--no-store"),
                         QStringLiteral("--from-json"), listOnly.fileName() },
                     &out, &err),
            0);
        QVERIFY2(out.contains(QLatin1String("Memory bandwidth: not measured (no benchmark ran on this device)")), qPrintable(out));
        QCOMPARE(app({ QStringLiteral("probe"), QStringLiteral("--timeout"), QStringLiteral("0") }, &out, &err), 2);
    }
};

QTEST_GUILESS_MAIN(TestProbeReport)
#include "tst_probereport.moc"
