// The device list of the probe document (probe/DeviceList.h): a repeated row gives one device and
// a warning, GPUs of one model are summed up ("6 × RTX 3090 + 1 × RTX PRO 6000"), and a tool that
// floods rows still yields a valid document under the GUI's 4 MiB limit.

#include "TestSupport.h"

#include "DeviceList.h"
#include "probing/ProbeReport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

QJsonObject dev(const char *backend, int index, const char *name, const char *uuid, const char *bus, const char *kind = "gpu")
{
    QJsonObject d;
    d.insert(QStringLiteral("id"), QStringLiteral("%1:%2").arg(QLatin1String(backend)).arg(index));
    d.insert(QStringLiteral("backend"), QLatin1String(backend));
    d.insert(QStringLiteral("index"), index);
    d.insert(QStringLiteral("name"), QLatin1String(name));
    d.insert(QStringLiteral("uuid"), uuid ? QJsonValue(QLatin1String(uuid)) : QJsonValue(QJsonValue::Null));
    d.insert(QStringLiteral("pci_bus_id"), bus ? QJsonValue(QLatin1String(bus)) : QJsonValue(QJsonValue::Null));
    d.insert(QStringLiteral("kind"), QLatin1String(kind));
    d.insert(QStringLiteral("software"), false);
    return d;
}

QString smiRow(int index, const QString &name, const QString &uuid, const QString &bus)
{
    return QStringLiteral("%1, %2, %3, %4, 24576, 1, 0, 30, 100.00, 1695, 550.54.15, [N/A]\n").arg(index).arg(uuid, bus, name);
}

} // namespace

class TestProbeDeviceList : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void duplicatesDropped();
    void groups();
    void repeatedRowsGiveOneDevice();
    void floodStaysBounded();

private:
    QJsonObject runProbe(const QString &rows, QByteArray *raw = nullptr);

    QTemporaryDir m_tmp;
};

void TestProbeDeviceList::initTestCase()
{
    cgtest::initHermetic();
    QVERIFY(m_tmp.isValid());
}

QJsonObject TestProbeDeviceList::runProbe(const QString &rows, QByteArray *raw)
{
    static int counter = 0;
    const QString dir = m_tmp.path() + QStringLiteral("/tools%1").arg(++counter);
    QDir().mkpath(dir);
    QFile data(dir + QStringLiteral("/rows.csv"));
    if (!data.open(QIODevice::WriteOnly))
        qFatal("cannot write rows");
    data.write(rows.toUtf8());
    data.close();
    QFile script(dir + QStringLiteral("/nvidia-smi"));
    if (!script.open(QIODevice::WriteOnly))
        qFatal("cannot write nvidia-smi");
    script.write(QStringLiteral("#!/bin/sh\nexec cat '%1'\n").arg(data.fileName()).toUtf8());
    script.close();
    script.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    e.insert(QStringLiteral("PATH"), dir + QStringLiteral(":/usr/bin:/bin"));
    e.insert(QStringLiteral("CLOUDGAUGE_NVML_LIBRARY"), m_tmp.path() + QStringLiteral("/absent/libnvidia-ml.so.1"));
    e.insert(QStringLiteral("CLOUDGAUGE_OPENCL_LIBRARY"), m_tmp.path() + QStringLiteral("/absent/libOpenCL.so.1"));
    e.insert(QStringLiteral("CLOUDGAUGE_VULKAN_LIBRARY"), m_tmp.path() + QStringLiteral("/absent/libvulkan.so.1"));
    QProcess p;
    p.setProcessEnvironment(e);
    p.start(QStringLiteral(CG_PROBE_APP), { QStringLiteral("--list") });
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished(5000);
        return {};
    }
    const QByteArray out = p.readAllStandardOutput();
    if (raw)
        *raw = out;
    return QJsonDocument::fromJson(out).object();
}

void TestProbeDeviceList::duplicatesDropped()
{
    const QJsonArray in { dev("nvidia-smi", 0, "A", "GPU-1", "00000000:01:00.0"), dev("nvidia-smi", 0, "A", "GPU-9", "00000000:09:00.0"),
        dev("nvidia-smi", 1, "A", "GPU-1", "00000000:02:00.0"), dev("nvidia-smi", 2, "A", "GPU-3", "00000000:01:00.0"),
        dev("nvidia-smi", 3, "A", "GPU-4", "00000000:04:00.0"),
        // The same GPU seen by another backend is no duplicate: each backend is its own view.
        dev("opencl", 0, "A", "GPU-1", "00000000:01:00.0") };
    QJsonArray warnings;
    const QJsonArray out = cg::probe::deduplicateDevices(in, warnings);
    QStringList ids;
    for (const QJsonValue &v : out)
        ids << v.toObject().value(QStringLiteral("id")).toString();
    // Index 0 twice with two UUIDs and two bus ids: two GPUs, both kept (an 8-GPU node never reads as 7).
    QCOMPARE(ids,
        QStringList({ QStringLiteral("nvidia-smi:0"), QStringLiteral("nvidia-smi:0#2"), QStringLiteral("nvidia-smi:3"),
            QStringLiteral("opencl:0") }));
    QCOMPARE(warnings.size(), 3);
    QCOMPARE(warnings.at(0).toString(),
        QStringLiteral("nvidia-smi listed index nvidia-smi:0 for two GPUs (uuid GPU-1, uuid GPU-9); both are kept, the repeat as "
                       "nvidia-smi:0#2"));
    QCOMPARE(
        warnings.at(1).toString(), QStringLiteral("nvidia-smi listed device nvidia-smi:1 twice (same uuid GPU-1); the repeat was dropped"));
    QCOMPARE(warnings.at(2).toString(),
        QStringLiteral("nvidia-smi listed device nvidia-smi:2 twice (same pci_bus_id 00000000:01:00.0); the repeat was dropped"));

    // MIG slices share their parent's bus id: only the UUID tells them apart.
    QJsonObject s0 = dev("nvml", 0, "A MIG 1g.10gb", "MIG-1", "00000000:01:00.0");
    s0.insert(QStringLiteral("parent"), QStringLiteral("nvml:9"));
    s0.insert(QStringLiteral("id"), QStringLiteral("nvml:9/mig0"));
    QJsonObject s1 = s0;
    s1.insert(QStringLiteral("id"), QStringLiteral("nvml:9/mig1"));
    s1.insert(QStringLiteral("uuid"), QStringLiteral("MIG-2"));
    QJsonArray none;
    QCOMPARE(cg::probe::deduplicateDevices({ dev("nvml", 9, "A", "GPU-9", "00000000:01:00.0"), s0, s1 }, none).size(), 3);
    QVERIFY(none.isEmpty());

    // Without a UUID or bus id only the id tells devices apart: a repeated id is the same device.
    QJsonArray anonymous;
    QCOMPARE(cg::probe::deduplicateDevices({ dev("vulkan", 0, "A", nullptr, nullptr), dev("vulkan", 0, "A", nullptr, nullptr) }, anonymous)
                 .size(),
        1);
    QCOMPARE(anonymous.size(), 1);
    QVERIFY(anonymous.at(0).toString().contains(QLatin1String("(same id vulkan:0)")));

    // An 8-GPU node whose tool lists index 3 for two GPUs (and no index 7) still counts 8.
    QJsonArray node;
    for (int i = 0; i < 8; ++i) {
        const QByteArray uuid = "GPU-" + QByteArray::number(i), bus = "00000000:" + QByteArray::number(i + 10) + ":00.0";
        node.append(dev("nvidia-smi", i == 7 ? 3 : i, "NVIDIA H100 80GB HBM3", uuid.constData(), bus.constData()));
    }
    QJsonArray nodeWarnings;
    const QJsonArray kept = cg::probe::deduplicateDevices(node, nodeWarnings);
    QCOMPARE(kept.size(), 8);
    QCOMPARE(cg::probe::gpuGroupText(cg::probe::gpuGroups(kept)), QStringLiteral("8 × NVIDIA H100 80GB HBM3"));
    QCOMPARE(nodeWarnings.size(), 1);
}

void TestProbeDeviceList::groups()
{
    QJsonArray in;
    for (int i = 0; i < 6; ++i)
        in.append(dev("nvml", i, "NVIDIA GeForce RTX 3090", nullptr, nullptr));
    in.append(dev("nvml", 6, "NVIDIA RTX PRO 6000 Blackwell Server Edition", nullptr, nullptr));
    // The same GPUs through OpenCL and a CPU device are not counted again.
    in.append(dev("opencl", 0, "NVIDIA GeForce RTX 3090", nullptr, nullptr));
    in.append(dev("opencl", 1, "pthread-cpu", nullptr, nullptr, "cpu"));
    const QJsonArray g = cg::probe::gpuGroups(in);
    QCOMPARE(g.size(), 2);
    QCOMPARE(g.at(0).toObject().value(QStringLiteral("count")).toInt(), 6);
    QCOMPARE(cg::probe::gpuGroupText(g), QStringLiteral("6 × NVIDIA GeForce RTX 3090 + 1 × NVIDIA RTX PRO 6000 Blackwell Server Edition"));
    // The larger group first whatever the order seen; only OpenCL: its GPUs are counted.
    const QJsonArray cl = cg::probe::gpuGroups(
        { dev("opencl", 0, "B", nullptr, nullptr), dev("opencl", 1, "C", nullptr, nullptr), dev("opencl", 2, "C", nullptr, nullptr) });
    QCOMPARE(cg::probe::gpuGroupText(cl), QStringLiteral("2 × C + 1 × B"));
    QCOMPARE(cg::probe::gpuGroupText({}), QString());
}

void TestProbeDeviceList::repeatedRowsGiveOneDevice()
{
    QString rows;
    for (int i = 0; i < 6; ++i)
        rows += smiRow(i, QStringLiteral("NVIDIA GeForce RTX 3090"), QStringLiteral("GPU-3090-%1").arg(i),
            QStringLiteral("00000000:%1:00.0").arg(i + 10));
    rows += smiRow(
        6, QStringLiteral("NVIDIA RTX PRO 6000 Blackwell Server Edition"), QStringLiteral("GPU-6000"), QStringLiteral("00000000:20:00.0"));
    rows += smiRow(
        6, QStringLiteral("NVIDIA RTX PRO 6000 Blackwell Server Edition"), QStringLiteral("GPU-6000"), QStringLiteral("00000000:20:00.0"));
    const QJsonObject doc = runProbe(rows);
    const QJsonArray devices = doc.value(QStringLiteral("devices")).toArray();
    QCOMPARE(devices.size(), 7);
    const QJsonArray warnings = doc.value(QStringLiteral("warnings")).toArray();
    QCOMPARE(warnings.size(), 1);
    QCOMPARE(warnings.at(0).toString(),
        QStringLiteral("nvidia-smi listed device nvidia-smi:6 twice (same uuid GPU-6000); the repeat was dropped"));
    QCOMPARE(doc.value(QStringLiteral("gpu_summary")).toString(),
        QStringLiteral("6 × NVIDIA GeForce RTX 3090 + 1 × NVIDIA RTX PRO 6000 Blackwell Server Edition"));
    QCOMPARE(doc.value(QStringLiteral("summary")).toString(),
        QStringLiteral("Found 7 GPUs via nvidia-smi: 6 × NVIDIA GeForce RTX 3090 + 1 × NVIDIA RTX PRO 6000 Blackwell Server Edition."));
    QCOMPARE(doc.value(QStringLiteral("devices_omitted")).toInt(-1), 0);
    QString error;
    const auto report = cg::parseProbeReport(QJsonDocument(doc).toJson(), &error);
    QVERIFY2(report, qPrintable(error));
    QCOMPARE(report->gpuSummary, doc.value(QStringLiteral("gpu_summary")).toString());
    QCOMPARE(report->warnings, QStringList({ warnings.at(0).toString() }));
}

void TestProbeDeviceList::floodStaysBounded()
{
    // 20,000 distinct rows (about 2 MB of output): every one a valid GPU.
    const int rowsCount = 20000;
    QString rows;
    for (int i = 0; i < rowsCount; ++i)
        rows += smiRow(i, QStringLiteral("NVIDIA GeForce RTX 3090"), QStringLiteral("GPU-%1").arg(i),
            QStringLiteral("%1:00:00.0").arg(i, 8, 16, QLatin1Char('0')));
    QByteArray raw;
    const QJsonObject doc = runProbe(rows, &raw);
    QVERIFY2(!doc.isEmpty(), "the document is valid JSON");
    QVERIFY2(raw.size() < cg::kMaxProbeDocumentBytes, qPrintable(QString::number(raw.size())));
    QCOMPARE(doc.value(QStringLiteral("devices")).toArray().size(), cg::probe::MaxDocumentDevices);
    QCOMPARE(doc.value(QStringLiteral("devices_omitted")).toInt(), rowsCount - cg::probe::MaxDocumentDevices);
    QCOMPARE(doc.value(QStringLiteral("gpu_summary")).toString(), QStringLiteral("20000 × NVIDIA GeForce RTX 3090"));
    QVERIFY(doc.value(QStringLiteral("warnings")).toArray().contains(QStringLiteral("20000 devices found; only the first 64 are listed")));
    QString error;
    QVERIFY2(cg::parseProbeReport(raw, &error), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestProbeDeviceList)
#include "tst_probe_devicelist.moc"
