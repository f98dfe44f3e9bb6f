#include "TestSupport.h"

#include "catalog/identity/GpuIdentity.h"
#include "csv/CsvReader.h"

#include <QDir>
#include <QSet>

using namespace cg;

class TestGpuIdentity : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void splitName_data();
    void splitName();
    void resolve_data();
    void resolve();
    void everyAcceleratorNameInTheRealFilesMaps();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Catalog> m_catalog;
    GpuIdentity m_identity;
};

void TestGpuIdentity::initTestCase()
{
    cgtest::initHermetic();
    m_catalog = std::make_unique<Catalog>(m_dir.filePath(QStringLiteral("c.sqlite")));
    QString error;
    QVERIFY2(cgtest::openReferenceCatalog(*m_catalog, &error), qPrintable(error));
    m_identity = m_catalog->gpuIdentity();
    QVERIFY(!m_identity.isEmpty());
}

void TestGpuIdentity::cleanupTestCase()
{
    m_catalog.reset();
}

void TestGpuIdentity::splitName_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<QString>("compact");
    QTest::addColumn<double>("memory");
    QTest::addColumn<QString>("variant");
    QTest::newRow("underscore separated") << QStringLiteral("H100_SXM5") << QStringLiteral("H100") << -1.0 << QStringLiteral("sxm");
    QTest::newRow("memory written as 80G") << QStringLiteral("H100-80G-SXM5") << QStringLiteral("H100") << 80.0 << QStringLiteral("sxm");
    QTest::newRow("vendor word and memory type dropped")
        << QStringLiteral("NVIDIA-H100-80GB-HBM3") << QStringLiteral("H100") << 80.0 << QString();
    QTest::newRow("count prefix dropped") << QStringLiteral("1x B300 SXM6 262GB") << QStringLiteral("B300") << 262.0
                                          << QStringLiteral("sxm");
    QTest::newRow("parenthesis dropped") << QStringLiteral("A40 (graphics mode)") << QStringLiteral("A40") << -1.0 << QString();
    QTest::newRow("RTX A6000 equals RTXA6000") << QStringLiteral("RTX A6000") << QStringLiteral("RTXA6000") << -1.0 << QString();
    QTest::newRow("PCIe with an NVLink bridge stays PCIe")
        << QStringLiteral("A100-80G-PCIe-NVLink") << QStringLiteral("A100") << 80.0 << QStringLiteral("pcie");
    QTest::newRow("only a vendor name leaves nothing") << QStringLiteral("NVIDIA") << QString() << -1.0 << QString();
}

void TestGpuIdentity::splitName()
{
    QFETCH(QString, raw);
    QFETCH(QString, compact);
    QFETCH(double, memory);
    QFETCH(QString, variant);
    const GpuNameParts p = GpuIdentity::splitName(raw);
    QCOMPARE(p.compact, compact);
    QCOMPARE(p.memoryGb.value_or(-1.0), memory);
    QCOMPARE(p.variantClass, variant);
}

void TestGpuIdentity::resolve_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<QString>("instance");
    QTest::addColumn<double>("reportedGb"); // -1: none
    QTest::addColumn<double>("count");
    QTest::addColumn<QString>("key"); // empty: unmapped
    QTest::addColumn<bool>("assumed");
    // Field report CAT-07, one row per name.
    QTest::newRow("A100 alone is the 40 GB part")
        << QStringLiteral("A100") << QString() << -1.0 << 1.0 << QStringLiteral("nvidia-a100-sxm4-40gb") << true;
    QTest::newRow("A100-80GB never merges with 40 GB")
        << QStringLiteral("A100-80GB") << QString() << -1.0 << 1.0 << QStringLiteral("nvidia-a100-sxm4-80gb") << true;
    QTest::newRow("A100-80GB-SXM") << QStringLiteral("A100-80GB-SXM") << QString() << -1.0 << 1.0 << QStringLiteral("nvidia-a100-sxm4-80gb")
                                   << false;
    QTest::newRow("A100 80GB PCIe") << QStringLiteral("A100 80GB PCIe") << QString() << -1.0 << 1.0
                                    << QStringLiteral("nvidia-a100-pcie-80gb") << false;
    QTest::newRow("NVIDIA A100-SXM4-40GB") << QStringLiteral("NVIDIA A100-SXM4-40GB") << QString() << -1.0 << 1.0
                                           << QStringLiteral("nvidia-a100-sxm4-40gb") << false;
    QTest::newRow("A100 reported with 80 GB is the 80 GB part")
        << QStringLiteral("A100") << QString() << 80.0 << 1.0 << QStringLiteral("nvidia-a100-sxm4-80gb") << true;
    QTest::newRow("A100 reported as an 8-GPU total of 320 GB is 40 GB")
        << QStringLiteral("A100") << QString() << 320.0 << 8.0 << QStringLiteral("nvidia-a100-sxm4-40gb") << true;
    QTest::newRow("H100") << QStringLiteral("H100") << QString() << -1.0 << 1.0 << QStringLiteral("nvidia-h100-sxm5-80gb") << true;
    QTest::newRow("H100 with pcie in the instance type")
        << QStringLiteral("H100") << QStringLiteral("gpu_1x_h100_pcie") << -1.0 << 1.0 << QStringLiteral("nvidia-h100-pcie-80gb") << false;
    QTest::newRow("H100-80GB") << QStringLiteral("H100-80GB") << QString() << -1.0 << 1.0 << QStringLiteral("nvidia-h100-sxm5-80gb")
                               << true;
    QTest::newRow("H100 SXM5") << QStringLiteral("H100 SXM5") << QString() << -1.0 << 1.0 << QStringLiteral("nvidia-h100-sxm5-80gb")
                               << false;
    QTest::newRow("H100_SXM5") << QStringLiteral("H100_SXM5") << QString() << -1.0 << 1.0 << QStringLiteral("nvidia-h100-sxm5-80gb")
                               << false;
    QTest::newRow("H100-80G-SXM5") << QStringLiteral("H100-80G-SXM5") << QString() << -1.0 << 1.0 << QStringLiteral("nvidia-h100-sxm5-80gb")
                                   << false;
    QTest::newRow("H100-NVLINK is the SXM part")
        << QStringLiteral("H100-NVLINK") << QString() << -1.0 << 8.0 << QStringLiteral("nvidia-h100-sxm5-80gb") << false;
    QTest::newRow("H100 NVL") << QStringLiteral("H100 NVL") << QString() << -1.0 << 1.0 << QStringLiteral("nvidia-h100-nvl-94gb") << false;
    // "NVL" for an NVLink bridge on PCIe cards: 80 GB per GPU is the PCIe part, not the 94 GB NVL.
    QTest::newRow("H100_NVL of 80 GiB is an H100 PCIe")
        << QStringLiteral("H100_NVL") << QString() << 80.0 << 1.0 << QStringLiteral("nvidia-h100-pcie-80gb") << false;
    QTest::newRow("H100 NVL 80GB is an H100 PCIe")
        << QStringLiteral("H100 NVL 80GB") << QString() << -1.0 << 1.0 << QStringLiteral("nvidia-h100-pcie-80gb") << false;
    QTest::newRow("H100_NVL as an 8-GPU total of 640 GB is an H100 PCIe")
        << QStringLiteral("H100_NVL") << QString() << 640.0 << 8.0 << QStringLiteral("nvidia-h100-pcie-80gb") << false;
    QTest::newRow("H100_NVL of 93.6 GB is the NVL")
        << QStringLiteral("H100_NVL") << QString() << 93.58 << 1.0 << QStringLiteral("nvidia-h100-nvl-94gb") << false;
    // The accelerators of the Chinese market (Huawei's Ascend has no figures yet, but a name).
    QTest::newRow("H20") << QStringLiteral("NVIDIA H20") << QString() << 96.0 << 1.0 << QStringLiteral("nvidia-h20-96gb") << false;
    QTest::newRow("Ascend 910B") << QStringLiteral("Ascend 910B") << QString() << -1.0 << 8.0 << QStringLiteral("huawei-ascend-910b")
                                 << false;
    QTest::newRow("Ascend910C") << QStringLiteral("Ascend910C") << QString() << -1.0 << 1.0 << QStringLiteral("huawei-ascend-910c")
                                << false;
    QTest::newRow("H100-PCIe") << QStringLiteral("H100-PCIe") << QString() << -1.0 << 1.0 << QStringLiteral("nvidia-h100-pcie-80gb")
                               << false;
    QTest::newRow("V100") << QStringLiteral("V100") << QString() << -1.0 << 1.0 << QStringLiteral("nvidia-v100-sxm2-16gb") << false;
    QTest::newRow("V100-32GB") << QStringLiteral("V100-32GB") << QString() << -1.0 << 1.0 << QStringLiteral("nvidia-v100-sxm2-32gb")
                               << false;
    QTest::newRow("A40 (graphics mode)") << QStringLiteral("A40 (graphics mode)") << QString() << -1.0 << 1.0
                                         << QStringLiteral("nvidia-a40-pcie") << false;
    QTest::newRow("RTX A6000") << QStringLiteral("RTX A6000") << QString() << -1.0 << 1.0 << QStringLiteral("nvidia-rtx-a6000-48gb")
                               << false;
    QTest::newRow("RTXA6000") << QStringLiteral("RTXA6000") << QString() << -1.0 << 1.0 << QStringLiteral("nvidia-rtx-a6000-48gb") << false;
    QTest::newRow("1x B300 SXM6 262GB") << QStringLiteral("1x B300 SXM6 262GB") << QString() << -1.0 << 1.0
                                        << QStringLiteral("nvidia-b300-sxm-270gb") << false;
    QTest::newRow("RTX PRO Server 6000") << QStringLiteral("RTX PRO Server 6000") << QString() << -1.0 << 1.0
                                         << QStringLiteral("nvidia-rtx-pro-6000-server") << false;
    QTest::newRow("RTXPRO6000WS") << QStringLiteral("RTXPRO6000WS") << QString() << -1.0 << 1.0
                                  << QStringLiteral("nvidia-rtx-pro-6000-workstation") << false;
    QTest::newRow("L4 reported as 22 GB is still the 24 GB L4")
        << QStringLiteral("L4") << QString() << 22.0 << 1.0 << QStringLiteral("nvidia-l4-pcie-24gb") << false;
    QTest::newRow("TPU v4 pod") << QStringLiteral("TPU v4 pod") << QString() << -1.0 << 1.0 << QStringLiteral("google-tpu-v4") << false;
    QTest::newRow("a vendor name alone stays unmapped") << QStringLiteral("NVIDIA") << QString() << -1.0 << 1.0 << QString() << false;
    QTest::newRow("an unknown name stays unmapped") << QStringLiteral("Z9000") << QString() << -1.0 << 1.0 << QString() << false;
    QTest::newRow("a memory size that does not exist stays unmapped")
        << QStringLiteral("A100 64GB") << QString() << -1.0 << 1.0 << QString() << false;
}

void TestGpuIdentity::resolve()
{
    QFETCH(QString, raw);
    QFETCH(QString, instance);
    QFETCH(double, reportedGb);
    QFETCH(double, count);
    QFETCH(QString, key);
    QFETCH(bool, assumed);
    const GpuMatch m = m_identity.resolve(raw, instance, reportedGb < 0 ? std::nullopt : std::optional<double>(reportedGb), count);
    QCOMPARE(m.key, key);
    QCOMPARE(m.variantAssumed, assumed);
    if (key.isEmpty())
        QVERIFY2(!m.reason.isEmpty() && m.reason.contains(raw), qPrintable(m.reason));
}

void TestGpuIdentity::everyAcceleratorNameInTheRealFilesMaps()
{
    QSet<QString> names;
    const QDir sky(cgtest::seedDir() + QStringLiteral("/skypilot"));
    for (const QString &cloud : sky.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const CsvTable t = CsvReader::parseFile(sky.filePath(cloud + QStringLiteral("/vms.csv")));
        QVERIFY2(t.ok() && t.issues.isEmpty(), qPrintable(cloud));
        const int c = t.column("AcceleratorName");
        QVERIFY2(c >= 0, qPrintable(cloud));
        for (const CsvRecord &r : t.records)
            if (!r.fields.at(c).isEmpty())
                names.insert(r.fields.at(c));
    }
    QVERIFY(!names.isEmpty()); // how many depends on the data; each one must map (below)
    for (const QString &n : names) {
        const GpuMatch m = m_identity.resolve(n);
        QVERIFY2(!m.key.isEmpty(), qPrintable(QStringLiteral("'%1': %2").arg(n, m.reason)));
    }
}

QTEST_GUILESS_MAIN(TestGpuIdentity)
#include "tst_gpuidentity.moc"
