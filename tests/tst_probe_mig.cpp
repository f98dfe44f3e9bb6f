// MIG slices and vGPU profiles: the probe lists slices under their parent GPU (NVML MIG handles
// through tests/fakenvml, `nvidia-smi -L` through a fake nvidia-smi), and the comparison matches
// a slice or a vGPU profile to its parent model and says which share of it was measured.

#include "TestSupport.h"

#include "MigDevices.h"
#include "catalog/store/Catalog.h"
#include "probing/GpuPartition.h"
#include "probing/ProbeComparison.h"
#include "probing/ProbeReport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace cg;

namespace {

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

const char *kSmiListing = "GPU 0: NVIDIA A100-SXM4-80GB (UUID: GPU-5a4c1e2b-0000-1111-2222-333344445555)\n"
                          "  MIG 3g.40gb     Device  0: (UUID: MIG-11111111-aaaa-bbbb-cccc-000000000001)\n"
                          "  MIG 2g.20gb     Device  1: (UUID: MIG-11111111-aaaa-bbbb-cccc-000000000002)\n"
                          "  MIG 1g.10gb     Device  2: (UUID: MIG-11111111-aaaa-bbbb-cccc-000000000003)\n"
                          "GPU 1: NVIDIA A100-SXM4-80GB (UUID: GPU-6b5d2f3c-0000-1111-2222-333344445555)\n";

} // namespace

class TestProbeMig : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void migProfiles_data();
    void migProfiles();
    void smiListing();
    void partitionNames_data();
    void partitionNames();
    void nvmlSlices();
    void nvidiaSmiSlices();
    void vgpuMatchesItsParentModel();
    void migSliceMatchesItsParentModel();

private:
    QJsonObject runProbe(const QStringList &env, const QString &toolDir);

    QTemporaryDir m_tmp;
};

void TestProbeMig::initTestCase()
{
    cgtest::initHermetic();
    QVERIFY(m_tmp.isValid());
}

QJsonObject TestProbeMig::runProbe(const QStringList &env, const QString &toolDir)
{
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    e.insert(QStringLiteral("PATH"), toolDir + QStringLiteral(":/usr/bin:/bin"));
    e.insert(QStringLiteral("CLOUDGAUGE_NVML_LIBRARY"), m_tmp.path() + QStringLiteral("/absent/libnvidia-ml.so.1"));
    e.insert(QStringLiteral("CLOUDGAUGE_OPENCL_LIBRARY"), m_tmp.path() + QStringLiteral("/absent/libOpenCL.so.1"));
    e.insert(QStringLiteral("CLOUDGAUGE_VULKAN_LIBRARY"), m_tmp.path() + QStringLiteral("/absent/libvulkan.so.1"));
    for (const QString &kv : env)
        e.insert(kv.section(QLatin1Char('='), 0, 0), kv.section(QLatin1Char('='), 1));
    QProcess p;
    p.setProcessEnvironment(e);
    p.start(QStringLiteral(CG_PROBE_APP), { QStringLiteral("--list") });
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished(5000);
        return {};
    }
    return QJsonDocument::fromJson(p.readAllStandardOutput()).object();
}

void TestProbeMig::migProfiles_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("profile");
    QTest::addColumn<int>("slices");
    QTest::addColumn<int>("memoryGb");
    QTest::addColumn<QString>("parent");
    QTest::addColumn<double>("fraction");
    QTest::newRow("NVML name, A100") << "NVIDIA A100-SXM4-80GB MIG 3g.40gb"
                                     << "3g.40gb" << 3 << 40 << "NVIDIA A100-SXM4-80GB" << 3.0 / 7.0;
    QTest::newRow("media extensions") << "MIG 1g.10gb+me"
                                      << "1g.10gb+me" << 1 << 10 << "NVIDIA H100 80GB HBM3" << 1.0 / 7.0;
    QTest::newRow("compute instance of a GI") << "MIG 1c.3g.20gb"
                                              << "1c.3g.20gb" << 3 << 20 << "NVIDIA A100-SXM4-40GB" << 1.0 / 7.0;
    QTest::newRow("A30 has 4 slices") << "NVIDIA A30 MIG 2g.12gb"
                                      << "2g.12gb" << 2 << 12 << "NVIDIA A30" << 2.0 / 4.0;
    QTest::newRow("no profile") << "NVIDIA A100-SXM4-80GB"
                                << "" << 0 << 0 << "" << 0.0;
    QTest::newRow("inside a word") << "NVIDIA X3g.40gbX"
                                   << "" << 0 << 0 << "" << 0.0;
}

void TestProbeMig::migProfiles()
{
    QFETCH(QString, text);
    QFETCH(QString, profile);
    QFETCH(int, slices);
    QFETCH(int, memoryGb);
    QFETCH(QString, parent);
    QFETCH(double, fraction);
    const std::optional<probe::MigProfile> p = probe::parseMigProfile(text);
    QCOMPARE(p.has_value(), !profile.isEmpty());
    if (!p)
        return;
    QCOMPARE(p->name, profile);
    QCOMPARE(p->gpuSlices, slices);
    QCOMPARE(p->memoryGb, memoryGb);
    QCOMPARE(probe::migComputeFraction(*p, parent), fraction);
}

void TestProbeMig::smiListing()
{
    const QList<probe::SmiListedGpu> gpus = probe::parseNvidiaSmiList(QByteArray("No devices were found\n") + kSmiListing + "garbage\n");
    QCOMPARE(gpus.size(), 2);
    QCOMPARE(gpus.at(0).index, 0);
    QCOMPARE(gpus.at(0).name, QStringLiteral("NVIDIA A100-SXM4-80GB"));
    QCOMPARE(gpus.at(0).uuid, QStringLiteral("GPU-5a4c1e2b-0000-1111-2222-333344445555"));
    QCOMPARE(gpus.at(0).slices.size(), 3);
    QCOMPARE(gpus.at(0).slices.at(1).profile, QStringLiteral("2g.20gb"));
    QCOMPARE(gpus.at(0).slices.at(1).device, 1);
    QCOMPARE(gpus.at(0).slices.at(2).uuid, QStringLiteral("MIG-11111111-aaaa-bbbb-cccc-000000000003"));
    QVERIFY(gpus.at(1).slices.isEmpty());
    // A MIG line with no GPU line above it has no parent: dropped.
    QVERIFY(probe::parseNvidiaSmiList("  MIG 1g.10gb     Device  0: (UUID: MIG-x)\n").isEmpty());
}

void TestProbeMig::partitionNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("parent");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("profile");
    QTest::addColumn<double>("fraction"); // -1: not known (time-sliced), -2: not a partition
    QTest::addColumn<int>("memoryGb");
    QTest::newRow("MIG-backed vGPU, H100 NVL") << "NVIDIA H100L-2-24C"
                                               << "NVIDIA H100 NVL"
                                               << "pcie"
                                               << "2-24C" << 2.0 / 7.0 << 24;
    QTest::newRow("time-sliced vGPU, H100 SXM") << "NVIDIA H100XM-80C"
                                                << "NVIDIA H100 SXM5 80GB"
                                                << "sxm"
                                                << "80C" << -1.0 << 80;
    QTest::newRow("GRID prefix, A100 40 GB") << "GRID A100X-3-20C"
                                             << "NVIDIA A100 SXM4 40GB"
                                             << "sxm"
                                             << "3-20C" << 3.0 / 7.0 << 20;
    QTest::newRow("unknown board code") << "NVIDIA L40S-48Q"
                                        << "NVIDIA L40S"
                                        << ""
                                        << "48Q" << -1.0 << 48;
    QTest::newRow("A30 MIG-backed") << "NVIDIA A30-2-12C"
                                    << "NVIDIA A30"
                                    << ""
                                    << "2-12C" << 2.0 / 4.0 << 12;
    QTest::newRow("MIG slice") << "NVIDIA A100-SXM4-80GB MIG 3g.40gb"
                               << "NVIDIA A100-SXM4-80GB"
                               << ""
                               << "3g.40gb" << 3.0 / 7.0 << 40;
    QTest::newRow("whole GPU") << "NVIDIA H100 80GB HBM3"
                               << ""
                               << ""
                               << "" << -2.0 << 0;
    QTest::newRow("whole GPU, dashes") << "NVIDIA A100-SXM4-80GB"
                                       << ""
                                       << ""
                                       << "" << -2.0 << 0;
}

void TestProbeMig::partitionNames()
{
    QFETCH(QString, name);
    QFETCH(QString, parent);
    QFETCH(QString, variant);
    QFETCH(QString, profile);
    QFETCH(double, fraction);
    QFETCH(int, memoryGb);
    const std::optional<GpuPartition> p = parseGpuPartitionName(name);
    QCOMPARE(p.has_value(), fraction != -2.0);
    if (!p)
        return;
    QCOMPARE(p->parentName, parent);
    QCOMPARE(p->variantHint, variant);
    QCOMPARE(p->profile, profile);
    QCOMPARE(p->computeFraction.value_or(-1.0), fraction);
    QCOMPARE(p->timeSliced, fraction == -1.0);
    QCOMPARE(p->memoryGb.value_or(0), memoryGb);
}

void TestProbeMig::nvmlSlices()
{
    const QJsonObject doc
        = runProbe({ QStringLiteral("CLOUDGAUGE_NVML_LIBRARY=" CG_FAKE_NVML), QStringLiteral("FAKE_NVML_MODE=mig") }, m_tmp.path());
    const QList<QJsonObject> nvml = devicesOf(doc, "nvml");
    // Two GPUs, and two MIG slices under GPU 1 (its slot 1 is empty).
    QCOMPARE(nvml.size(), 4);
    QCOMPARE(text(nvml.at(1), "id"), QStringLiteral("nvml:1"));
    QCOMPARE(text(nvml.at(1), "mig_mode"), QStringLiteral("enabled"));
    const QJsonObject s0 = nvml.at(2);
    QCOMPARE(text(s0, "id"), QStringLiteral("nvml:1/mig0"));
    QCOMPARE(text(s0, "parent"), QStringLiteral("nvml:1"));
    QCOMPARE(text(s0, "name"), QStringLiteral("NVIDIA H100 PCIe MIG 3g.40gb"));
    QCOMPARE(text(s0, "mig_profile"), QStringLiteral("3g.40gb"));
    QCOMPARE(s0.value(QStringLiteral("compute_fraction")).toDouble(), 0.4286);
    QCOMPARE(s0.value(QStringLiteral("profile_memory_gb")).toInt(), 40);
    QCOMPARE(s0.value(QStringLiteral("memory_total_mib")).toDouble(), 40320.0);
    QCOMPARE(s0.value(QStringLiteral("memory_used_mib")).toDouble(), 13.0);
    QCOMPARE(text(s0, "uuid"), QStringLiteral("MIG-0a0a0a0a-1111-2222-3333-444444444444"));
    QCOMPARE(s0.value(QStringLiteral("partial")).toBool(), false);
    const QJsonObject s2 = nvml.at(3);
    QCOMPARE(text(s2, "id"), QStringLiteral("nvml:1/mig2"));
    QCOMPARE(s2.value(QStringLiteral("index")).toInt(), 2);
    QCOMPARE(s2.value(QStringLiteral("compute_fraction")).toDouble(), 0.1429);
    QVERIFY(!nvml.at(0).contains(QStringLiteral("parent")));
    // The report counts the slices with their GPU.
    QString error;
    const auto report = parseProbeReport(QJsonDocument(doc).toJson(), &error);
    QVERIFY2(report, qPrintable(error));
    QCOMPARE(report->devices.at(2).parentId, QStringLiteral("nvml:1"));
    QVERIFY(report->devices.at(2).isSlice());
    QVERIFY(std::abs(report->devices.at(2).computeFraction.value() - 0.4286) < 1e-9);
}

void TestProbeMig::nvidiaSmiSlices()
{
    const QString dir = m_tmp.path() + QStringLiteral("/smi");
    QDir().mkpath(dir);
    const QString listing = dir + QStringLiteral("/listing.txt");
    QFile l(listing);
    QVERIFY(l.open(QIODevice::WriteOnly));
    l.write(kSmiListing);
    l.close();
    QFile script(dir + QStringLiteral("/nvidia-smi"));
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write(QStringLiteral(
        "#!/bin/sh\n"
        "if [ \"$1\" = -L ]; then exec cat '%1'; fi\n"
        "echo '0, GPU-5a4c1e2b-0000-1111-2222-333344445555, 00000000:07:00.0, NVIDIA A100-SXM4-80GB, 81920, 37, 0, 33, 61.23, 1410, "
        "550.54.15, Enabled'\n"
        "echo '1, GPU-6b5d2f3c-0000-1111-2222-333344445555, 00000000:0F:00.0, NVIDIA A100-SXM4-80GB, 81920, 4, 0, 31, 58.00, 1410, "
        "550.54.15, Disabled'\n")
                     .arg(listing)
                     .toUtf8());
    script.close();
    script.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);

    const QJsonObject doc = runProbe({}, dir);
    const QList<QJsonObject> smi = devicesOf(doc, "nvidia-smi");
    QCOMPARE(smi.size(), 5); // GPU 0, its three slices, GPU 1
    QCOMPARE(text(smi.at(0), "mig_mode"), QStringLiteral("enabled"));
    QStringList ids, profiles;
    for (const QJsonObject &d : smi) {
        ids << text(d, "id");
        profiles << text(d, "mig_profile");
    }
    QCOMPARE(ids,
        QStringList({ QStringLiteral("nvidia-smi:0"), QStringLiteral("nvidia-smi:0/mig0"), QStringLiteral("nvidia-smi:0/mig1"),
            QStringLiteral("nvidia-smi:0/mig2"), QStringLiteral("nvidia-smi:1") }));
    QCOMPARE(
        profiles, QStringList({ QString(), QStringLiteral("3g.40gb"), QStringLiteral("2g.20gb"), QStringLiteral("1g.10gb"), QString() }));
    QCOMPARE(smi.at(2).value(QStringLiteral("compute_fraction")).toDouble(), 0.2857);
    QCOMPARE(text(smi.at(3), "uuid"), QStringLiteral("MIG-11111111-aaaa-bbbb-cccc-000000000003"));
    QVERIFY(smi.at(1).value(QStringLiteral("memory_total_mib")).isNull()); // -L does not say; the profile does
    QCOMPARE(smi.at(1).value(QStringLiteral("profile_memory_gb")).toInt(), 40);
    QCOMPARE(text(smi.at(4), "mig_mode"), QStringLiteral("disabled"));
    QVERIFY(text(doc.value(QStringLiteral("backends")).toArray().at(1).toObject(), "reason")
                .endsWith(QLatin1String("; 3 MIG slice(s) from nvidia-smi -L")));
}

void TestProbeMig::vgpuMatchesItsParentModel()
{
    const QByteArray doc = R"({"schema":"cloudgauge-probe/1","backends":[],"devices":[
        {"id":"nvml:0","backend":"nvml","name":"NVIDIA H100L-2-24C","kind":"gpu","software":false,"memory_total_mib":24576}]})";
    QString error;
    const auto r = parseProbeReport(doc, &error);
    QVERIFY2(r, qPrintable(error));
    QTemporaryDir dir;
    Catalog catalog(dir.filePath(QStringLiteral("c.sqlite")));
    QVERIFY2(cgtest::openReferenceCatalog(catalog, &error), qPrintable(error));
    const ProbeComparison c = ProbeComparison::compare(*r, {}, catalog.gpuModels(), catalog.gpuIdentity(), {});
    QVERIFY(c.partition);
    QCOMPARE(c.partition->kind, GpuPartition::Kind::Vgpu);
    QCOMPARE(c.match.key, QStringLiteral("nvidia-h100-nvl-94gb"));
    QCOMPARE(c.partition->computeFraction.value(), 2.0 / 7.0);
}

void TestProbeMig::migSliceMatchesItsParentModel()
{
    const QByteArray doc = R"({"schema":"cloudgauge-probe/1","backends":[],"devices":[
        {"id":"nvml:0","backend":"nvml","name":"NVIDIA A100-SXM4-80GB","kind":"gpu","software":false,"form_factor":"sxm",
         "memory_total_mib":81920,"mig_mode":"enabled"},
        {"id":"nvml:0/mig0","backend":"nvml","name":"NVIDIA A100-SXM4-80GB MIG 3g.40gb","kind":"gpu","software":false,
         "parent":"nvml:0","mig_profile":"3g.40gb","compute_fraction":0.4286,"memory_total_mib":40320,
         "benchmarks":{"status":"ok","copy_gbps":{"best":800,"median":790,"verified":true}}}]})";
    QString error;
    const auto r = parseProbeReport(doc, &error);
    QVERIFY2(r, qPrintable(error));
    QCOMPARE(r->primaryDevice(), &r->devices.at(1)); // the measured slice
    QTemporaryDir dir;
    Catalog catalog(dir.filePath(QStringLiteral("c.sqlite")));
    QVERIFY2(cgtest::openReferenceCatalog(catalog, &error), qPrintable(error));
    const ProbeComparison c = ProbeComparison::compare(*r, {}, catalog.gpuModels(), catalog.gpuIdentity(), {});
    QVERIFY(c.partition);
    QCOMPARE(c.partition->profile, QStringLiteral("3g.40gb"));
    QCOMPARE(c.match.key, QStringLiteral("nvidia-a100-sxm4-80gb"));
}

QTEST_GUILESS_MAIN(TestProbeMig)
#include "tst_probe_mig.moc"
