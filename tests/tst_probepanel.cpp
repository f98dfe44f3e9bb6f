// The probe panel in the window: a run through a fake cloudgauge-probe shows, compares and stores
// its result; a hung probe is cancelled promptly and can be started again (field report PRB-04);
// closing the window during a run stops it instead of waiting; no GPU is a clean state, not an error.
#include "TestSupport.h"

#include "MainWindow.h"
#include "ProbePanel.h"
#include "catalog/store/Catalog.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace cg;

class TestProbePanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { cgtest::initHermetic(); }
    void init();
    void cleanup() { qunsetenv("CLOUDGAUGE_PROBE"); }
    void aRunIsShownComparedAndStored();
    void aHungProbeIsCancelledAndCanRunAgain();
    void closingDuringARunExitsPromptly();
    void closingStopsTheProbesHungTool();
    void noGpuIsACleanState();
    void migSlicesAreShownUnderTheirGpu();

private:
    QString fakeProbe(const QByteArray &body);
    QString m_path;
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestProbePanel::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_path = m_dir->filePath(QStringLiteral("c.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), m_path));
    QFile::setPermissions(m_path, QFile::ReadOwner | QFile::WriteOwner);
    QSettings().clear();
}

QString TestProbePanel::fakeProbe(const QByteArray &body)
{
    static int n = 0;
    const QString path = m_dir->filePath(QStringLiteral("probe%1.sh").arg(++n));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write("#!/bin/sh\n" + body + '\n');
    f.close();
    f.setPermissions(f.permissions() | QFileDevice::ExeOwner);
    qputenv("CLOUDGAUGE_PROBE", QFile::encodeName(path));
    return path;
}

void TestProbePanel::aRunIsShownComparedAndStored()
{
    fakeProbe("echo 'measuring' >&2\ncat '" + QFile::encodeName(cgtest::testData("probe/h100_sxm_synthetic.json")) + "'");
    MainWindow w(m_path);
    w.show();
    ProbePanel *panel = w.probePanel();
    QVERIFY(!panel->report()); // a fresh catalog has no stored run
    auto *run = panel->findChild<QPushButton *>(QStringLiteral("probeRun"));
    QVERIFY(run && run->isEnabled());
    QTest::mouseClick(run, Qt::LeftButton);
    QVERIFY(panel->isRunning());
    QVERIFY(!run->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), 30000);
    QVERIFY(panel->report());
    QCOMPARE(panel->comparison().match.key, QStringLiteral("nvidia-h100-sxm5-80gb"));

    auto *devices = panel->findChild<QTableWidget *>(QStringLiteral("probeDevices"));
    QCOMPARE(devices->rowCount(), 2);
    QCOMPARE(devices->item(0, 1)->text(), QStringLiteral("GPU"));
    QCOMPARE(devices->item(1, 1)->text(), QStringLiteral("CPU (software)"));
    QCOMPARE(devices->item(0, 5)->text(), QLocale().toString(2847.5, 'f', 1));
    QCOMPARE(devices->item(0, 8)->text(), QStringLiteral("—")); // d2h did not verify: no number
    // The measured 2,847.5 GB/s against the catalog's datasheet figure (NVIDIA: 3,350 GB/s, 85.0 %).
    GpuModelRecord h100;
    {
        Catalog c(m_path);
        QString error;
        QVERIFY(c.open(&error));
        h100 = cgtest::gpuModel(c, QStringLiteral("nvidia-h100-sxm5-80gb"));
    }
    QVERIFY(h100.memoryBandwidthGBs && h100.tdpW);
    auto *fractions = panel->findChild<QLabel *>(QStringLiteral("probeFractions"));
    const QString share = QStringLiteral("%1 % of the %2 GB/s datasheet peak")
                              .arg(QLocale().toString(2847.5 / *h100.memoryBandwidthGBs * 100, 'f', 1),
                                  QLocale().toString(*h100.memoryBandwidthGBs, 'f', 0));
    QVERIFY2(fractions->text().contains(share), qPrintable(fractions->text() + QStringLiteral(" / ") + share));
    auto *backends = panel->findChild<QTableWidget *>(QStringLiteral("probeBackends"));
    QCOMPARE(backends->rowCount(), 4);
    QCOMPARE(backends->item(2, 2)->text(), QStringLiteral("Not installed on this computer."));
    QCOMPARE(backends->item(2, 2)->toolTip(), QStringLiteral("neither amd-smi nor rocm-smi is installed"));

    // Rent vs buy from the inputs: the power field took the datasheet TDP (NVIDIA: 700 W).
    auto *purchase = panel->findChild<QDoubleSpinBox *>(QStringLiteral("probePurchase"));
    QCOMPARE(panel->findChild<QSpinBox *>(QStringLiteral("probePower"))->value(), int(*h100.tdpW));
    purchase->setValue(30000);
    auto *breakEven = panel->findChild<QLabel *>(QStringLiteral("probeBreakEven"));
    const double rent = panel->comparison().sameModelOffer->usdPerGpuHour;
    const double hours = 30000.0 / rent; // electricity left at 0
    QVERIFY2(breakEven->text().contains(QLocale().toString(hours, 'f', 0) + QStringLiteral(" GPU-hours")), qPrintable(breakEven->text()));
    QVERIFY(breakEven->text().endsWith(QLatin1String("Power is not costed: enter an electricity price.")));

    if (qEnvironmentVariableIsSet("CG_SCREENSHOT_DIR")) { // for looking at the panel, not a check
        w.resize(1400, 900);
        panel->resize(1000, 420);
        for (int tab : { 0, 1, 2 })
            if (auto *tabs = panel->findChild<QTabWidget *>(QStringLiteral("probeTabs"))) {
                tabs->setCurrentIndex(tab);
                panel->grab().save(QDir(qEnvironmentVariable("CG_SCREENSHOT_DIR")).filePath(QStringLiteral("probe-tab%1.png").arg(tab)));
            }
    }
    w.close();
    Catalog c(m_path);
    QString error;
    QVERIFY(c.open(&error));
    const QList<ProbeRunView> runs = c.probeRuns();
    QCOMPARE(runs.size(), 1);
    QCOMPARE(runs.first().gpuKey, QStringLiteral("nvidia-h100-sxm5-80gb"));
    c.close();

    // The next window shows the stored run.
    MainWindow again(m_path);
    QVERIFY(again.probePanel()->report());
    QCOMPARE(again.probePanel()->report()->host, QStringLiteral("fixture-host"));
    // ... and compares it with the catalog only once the panel is shown, not before first paint.
    QVERIFY(again.probePanel()->comparison().match.key.isEmpty());
    again.show();
    auto *dock = again.findChild<QDockWidget *>(QStringLiteral("probeDock"));
    QVERIFY(dock);
    dock->raise();
    QTRY_COMPARE(again.probePanel()->comparison().match.key, QStringLiteral("nvidia-h100-sxm5-80gb"));
}

void TestProbePanel::aHungProbeIsCancelledAndCanRunAgain()
{
    // The probe would hang for an hour: a run that ends within the safety net was cancelled.
    const QByteArray marker = "3597." + QByteArray::number(QCoreApplication::applicationPid());
    fakeProbe("trap '' TERM\necho 'calling nvidia-smi' >&2\nexec sleep " + marker);
    MainWindow w(m_path);
    w.show();
    ProbePanel *panel = w.probePanel();
    auto *stage = panel->findChild<QLabel *>(QStringLiteral("probeStage"));
    for (int round = 0; round < 5; ++round) {
        panel->runProbe();
        QVERIFY(panel->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(stage->text().contains(QLatin1String("calling nvidia-smi")), 30000);
        // The window stays responsive while the probe hangs: the event loop keeps turning, so a
        // zero timer fires again and again (counted, not timed) while the run is still going.
        int turns = 0;
        QTimer tick;
        tick.setInterval(0);
        connect(&tick, &QTimer::timeout, &tick, [&turns] { ++turns; });
        tick.start();
        QTRY_VERIFY_WITH_TIMEOUT(turns >= 20, 30000);
        tick.stop();
        QVERIFY(panel->isRunning());
        panel->cancelProbe();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), 30000);
    }
    auto *status = panel->findChild<QLabel *>(QStringLiteral("probeStatus"));
    QVERIFY2(status->text().contains(QLatin1String("cancelled")), qPrintable(status->text()));
    // No child piles up: no sleep of ours is left running.
    QTRY_COMPARE_WITH_TIMEOUT(cgtest::processesRunning("sleep " + marker), 0, 30000);
}

void TestProbePanel::closingDuringARunExitsPromptly()
{
    // The probe ignores SIGTERM and would sleep for an hour: a window that waited for it would
    // never close; one that stops it closes and leaves no probe behind.
    const QByteArray marker = "3596." + QByteArray::number(QCoreApplication::applicationPid());
    fakeProbe("trap '' TERM\nexec sleep " + marker);
    auto *w = new MainWindow(m_path);
    w->show();
    w->probePanel()->runProbe();
    QTRY_COMPARE_WITH_TIMEOUT(cgtest::processesRunning("sleep " + marker), 1, 30000); // the probe runs
    QVERIFY(w->probePanel()->isRunning());
    QVERIFY(w->close());
    delete w;
    QTRY_COMPARE_WITH_TIMEOUT(cgtest::processesRunning("sleep " + marker), 0, 30000);
}

void TestProbePanel::closingStopsTheProbesHungTool()
{
    // The real probe, stuck on a hung nvidia-smi (field report PRB-04): closing the window must
    // stop the tool too, not only the probe.
    const QString tools = m_dir->filePath(QStringLiteral("tools"));
    QVERIFY(QDir().mkpath(tools));
    const QByteArray marker = "3599." + QByteArray::number(QCoreApplication::applicationPid());
    QFile smi(tools + QStringLiteral("/nvidia-smi"));
    QVERIFY(smi.open(QIODevice::WriteOnly));
    smi.write("#!/bin/sh\ntrap '' TERM\nsleep " + marker + "\n");
    smi.close();
    smi.setPermissions(smi.permissions() | QFileDevice::ExeOwner);
    const QByteArray path = qgetenv("PATH");
    qputenv("PATH", QFile::encodeName(tools) + ':' + path);
    qputenv("CLOUDGAUGE_NVML_LIBRARY", QFile::encodeName(m_dir->filePath(QStringLiteral("absent/libnvidia-ml.so.1"))));
    qputenv("CLOUDGAUGE_PROBE", CG_PROBE_APP);
    auto running = [&marker] { return cgtest::processesRunning("sleep " + marker); };
    auto *w = new MainWindow(m_path);
    w->show();
    w->probePanel()->runProbe();
    QTRY_COMPARE_WITH_TIMEOUT(running(), 1, 30000); // the probe is waiting for the hung tool
    QVERIFY(w->close()); // returns: the window does not wait for the hour-long tool
    delete w;
    QTRY_COMPARE_WITH_TIMEOUT(running(), 0, 30000);
    qputenv("PATH", path);
    qunsetenv("CLOUDGAUGE_NVML_LIBRARY");
}

void TestProbePanel::noGpuIsACleanState()
{
    fakeProbe("cat '" + QFile::encodeName(cgtest::testData("probe/pocl_only_synthetic.json")) + "'");
    MainWindow w(m_path);
    ProbePanel *panel = w.probePanel();
    panel->runProbe();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), 30000);
    auto *status = panel->findChild<QLabel *>(QStringLiteral("probeStatus"));
    QVERIFY2(status->text().startsWith(QLatin1String("No GPU detected (host ci-like, ")), qPrintable(status->text()));
    auto *match = panel->findChild<QLabel *>(QStringLiteral("probeMatch"));
    QVERIFY2(match->text().contains(QLatin1String("is a CPU or software device")), qPrintable(match->text()));
    QVERIFY2(match->text().contains(QLatin1String("A CPU device is not compared with cloud GPUs")), qPrintable(match->text()));
    QVERIFY(!panel->comparison().deviceIsGpu);
    QVERIFY(panel->comparison().closest.isEmpty());
    QVERIFY(panel->findChild<QTableWidget *>(QStringLiteral("probeClosest"))->isHidden()); // no empty table
    auto *breakEven = panel->findChild<QLabel *>(QStringLiteral("probeBreakEven"));
    QCOMPARE(breakEven->text(), QStringLiteral("Rent vs buy needs a GPU: this device is a CPU."));
}

void TestProbePanel::migSlicesAreShownUnderTheirGpu()
{
    const QString doc = m_dir->filePath(QStringLiteral("mig.json"));
    QFile f(doc);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"schema":"cloudgauge-probe/1","status":"ok","host":"mig-host","backends":[],"devices":[
        {"id":"nvml:0","backend":"nvml","name":"NVIDIA A100-SXM4-80GB","kind":"gpu","software":false,"form_factor":"sxm",
         "memory_total_mib":81920,"mig_mode":"enabled"},
        {"id":"nvml:0/mig0","backend":"nvml","name":"NVIDIA A100-SXM4-80GB MIG 3g.40gb","kind":"gpu","software":false,
         "parent":"nvml:0","mig_profile":"3g.40gb","compute_fraction":0.4286,"memory_total_mib":40320,"mig_mode":"enabled",
         "benchmarks":{"status":"ok","copy_gbps":{"best":800,"median":790,"verified":true}}}]})");
    f.close();
    fakeProbe("cat '" + QFile::encodeName(doc) + "'");
    MainWindow w(m_path);
    w.show();
    ProbePanel *panel = w.probePanel();
    QTest::mouseClick(panel->findChild<QPushButton *>(QStringLiteral("probeRun")), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), 30000);
    QVERIFY(panel->report());
    auto *devices = panel->findChild<QTableWidget *>(QStringLiteral("probeDevices"));
    QCOMPARE(devices->rowCount(), 2);
    QCOMPARE(devices->item(0, 1)->text(), QStringLiteral("GPU, MIG enabled"));
    QCOMPARE(devices->item(0, 1)->toolTip(), QStringLiteral("MIG mode: enabled"));
    QCOMPARE(devices->item(1, 1)->text(), QStringLiteral("MIG slice 3g.40gb"));
    QCOMPARE(devices->item(1, 1)->toolTip(),
        QStringLiteral("A MIG slice of nvml:0: %1 of that GPU's compute.").arg(QLocale().toString(42.86, 'f', 1) + QStringLiteral(" %")));
    auto *status = panel->findChild<QLabel *>(QStringLiteral("probeStatus"));
    QVERIFY2(status->text().contains(QLatin1String(": 1 GPU")), qPrintable(status->text())); // the slice is part of its GPU
    QCOMPARE(panel->comparison().match.key, QStringLiteral("nvidia-a100-sxm4-80gb"));
    auto *match = panel->findChild<QLabel *>(QStringLiteral("probeMatch"));
    QVERIFY2(
        match->text().contains(QLatin1String("This device is a MIG slice (3g.40gb) of NVIDIA A100-SXM4-80GB")), qPrintable(match->text()));
}

QTEST_MAIN(TestProbePanel)
#include "tst_probepanel.moc"
