#include "TestSupport.h"

#include "import/HostComposition.h"
#include "import/Importer.h"
#include "itemmodels/OfferTableModel.h"
#include "scoring/Caveats.h"
#include "scoring/Explanation.h"
#include "scoring/OfferDetails.h"
#include "scoring/RankingSession.h"

#include <QFile>

using namespace cg;

/// A file that prices GPUs and their host machines in separate rows (SkyPilot's GCP vms.csv):
/// composed offers when the host is in the file, "GPU only, host not priced" (never ranked) when
/// it is not. Fixtures: tests/data/split-gpu-host.
class TestSplitGpuHost : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void init();
    void cleanup();

    void importReportCountsComposedGpuOnlyAndHostRows();
    void composedPriceIsGpuPlusHostToTheCent();
    void hostChoiceFollowsSkyPilotsRule();
    void gpuOnlyOffersAreExcludedFromTheRankingWithTheirReason();
    void gpuOnlyGateCannotBeSwitchedOff();

private:
    ImportReport importFixture(const char *file);
    const OfferView *find(const QString &instance) const;
    static QList<QHash<QString, QString>> fixtureRows(const char *file);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Catalog> m_catalog;
    QList<OfferView> m_offers;
};

void TestSplitGpuHost::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_catalog = std::make_unique<Catalog>(m_dir->filePath(QStringLiteral("c.sqlite")));
    QString error;
    QVERIFY2(cgtest::openReferenceCatalog(*m_catalog, &error), qPrintable(error));
}

void TestSplitGpuHost::cleanup()
{
    m_offers.clear();
    m_catalog.reset();
    m_dir.reset();
}

QList<QHash<QString, QString>> TestSplitGpuHost::fixtureRows(const char *file)
{
    const CsvTable t = CsvReader::parseFile(QStringLiteral(CG_TEST_DATA "/split-gpu-host/") + QLatin1String(file));
    QList<QHash<QString, QString>> rows;
    for (const CsvRecord &r : t.records) {
        QHash<QString, QString> row;
        for (int i = 0; i < t.header.size(); ++i)
            row.insert(t.header.at(i), r.fields.value(i));
        rows.append(row);
    }
    return rows;
}

ImportReport TestSplitGpuHost::importFixture(const char *file)
{
    QFile f(QStringLiteral(CG_TEST_DATA "/split-gpu-host/") + QLatin1String(file));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read fixture %s", file);
    ImportOptions o;
    o.providerKey = QStringLiteral("gcp");
    o.format = QStringLiteral("skypilot");
    o.asOf = QStringLiteral("2026-11-01");
    o.sourceUrl = QStringLiteral("test://gcp");
    const ImportReport r = Importer(*m_catalog).importBytes(f.readAll(), QLatin1String(file), o);
    m_offers = m_catalog->offers();
    return r;
}

const OfferView *TestSplitGpuHost::find(const QString &instance) const
{
    for (const OfferView &o : m_offers)
        if (o.instanceType == instance)
            return &o;
    return nullptr;
}

void TestSplitGpuHost::importReportCountsComposedGpuOnlyAndHostRows()
{
    const auto rows = fixtureRows("gcp_split_vms.csv");
    int gpuRows = 0, hostRows = 0;
    for (const auto &row : rows)
        (row.value(QStringLiteral("AcceleratorName")).isEmpty() ? hostRows : gpuRows) += 1;
    QCOMPARE(gpuRows, 4);
    QCOMPARE(hostRows, 6);

    const ImportReport r = importFixture("gcp_split_vms.csv");
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.rowsRead, int(rows.size()));
    QCOMPARE(r.rejected, 0);
    // A100 in zones a and b (lines 8, 9) with a2-highgpu-1g (lines 2, 3); T4 (line 10) with
    // n1-highmem-4 (line 4); V100 in us-west1 (line 11) has no host there.
    QCOMPARE(r.composed, 3);
    QCOMPARE(r.gpuOnly, 1);
    QCOMPARE(r.hostsUsed, 3);
    // Lines 5, 6 and 7 are hosts no GPU row needed: CPU-only, skipped; the used hosts are not.
    QCOMPARE(r.skippedCpuOnly, hostRows - r.hostsUsed);
    // The two A100 zones compose to the same offer and price: one offer, one duplicate.
    QCOMPARE(r.offersImported(), 3);
    QCOMPARE(r.duplicates, 1);
    const QString text = r.text();
    QVERIFY2(text.contains(QLatin1String("3 CPU-only rows skipped")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("GPUs priced apart from their host machines: 3 GPU rows composed with 3 host rows"
                                         " (price = GPU + host); 1 GPU rows have no host priced in the file and are imported as"
                                         " \"GPU only, host not priced\", not ranked")),
        qPrintable(text));
}

void TestSplitGpuHost::composedPriceIsGpuPlusHostToTheCent()
{
    QVERIFY(importFixture("gcp_split_vms.csv").ok());
    const OfferView *a100 = find(QStringLiteral("a2-highgpu-1g + 1×A100"));
    QVERIFY(a100);
    QCOMPARE(a100->region, QStringLiteral("us-central1"));
    QCOMPARE(*a100->gpuCount, 1.0);
    QCOMPARE(*a100->vcpus, 12.0);
    QCOMPARE(*a100->ramGib, 85.0);
    // 2.933908 (GPU, line 8) + 0.73948 (host, line 2) = 3.673388 USD per instance-hour.
    QCOMPARE(qRound(*a100->onDemand.amount * 100), 367);
    QVERIFY(qFuzzyCompare(*a100->onDemand.amount, 3.673388));
    QVERIFY(qFuzzyCompare(*a100->spot.amount, 1.1 + 0.29576));
    QVERIFY(a100->flags.split(QLatin1Char(',')).contains(QLatin1String("composed_host")));
    QCOMPARE(a100->onDemand.note, QStringLiteral("composed: GPU line 8 (1×A100, 2.933908 USD) + host line 2 (a2-highgpu-1g, 0.73948 USD)"));
    QCOMPARE(a100->gpuKey, QStringLiteral("nvidia-a100-sxm4-40gb"));
}

void TestSplitGpuHost::hostChoiceFollowsSkyPilotsRule()
{
    QVERIFY(importFixture("gcp_split_vms.csv").ok());
    // T4 ×1 needs an N1 host with ≥ 4 vCPUs and ≥ 16 GiB: n1-standard-4 (15 GiB) does not fit,
    // n1-highmem-4 (0.236606) is cheaper than n1-standard-8 (0.379998).
    QVERIFY(!find(QStringLiteral("n1-standard-4 + 1×T4")));
    QVERIFY(!find(QStringLiteral("n1-standard-8 + 1×T4")));
    const OfferView *t4 = find(QStringLiteral("n1-highmem-4 + 1×T4"));
    QVERIFY(t4);
    QCOMPARE(qRound(*t4->onDemand.amount * 100), 59); // 0.35 + 0.236606 = 0.586606
    QVERIFY(qFuzzyCompare(*t4->onDemand.amount, 0.586606));
    QVERIFY(qFuzzyCompare(*t4->spot.amount, 0.19));

    const OfferView *v100 = find(QStringLiteral("1×V100 (GPU only)"));
    QVERIFY(v100);
    QCOMPARE(v100->region, QStringLiteral("us-west1"));
    QVERIFY(v100->flags.split(QLatin1Char(',')).contains(QLatin1String("host_not_priced")));
    QCOMPARE(*v100->onDemand.amount, 2.48);
    QVERIFY(!v100->vcpus);
    // The window says so where the price is shown.
    OfferTableModel model;
    model.setOffers({ *v100 }, {}, QDate(2026, 11, 2));
    QVERIFY(model.index(0, OfferTableModel::OnDemandPerGpuColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .startsWith(QLatin1String("GPU only, host not priced")));
}

void TestSplitGpuHost::gpuOnlyOffersAreExcludedFromTheRankingWithTheirReason()
{
    const auto rows = fixtureRows("gcp_gpu_only_vms.csv");
    int gpuRows = 0;
    for (const auto &row : rows)
        gpuRows += row.value(QStringLiteral("AcceleratorName")).isEmpty() ? 0 : 1;
    const ImportReport r = importFixture("gcp_gpu_only_vms.csv");
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.composed, 0);
    QCOMPARE(r.gpuOnly, gpuRows);
    QCOMPARE(r.skippedCpuOnly, int(rows.size()) - gpuRows); // e2-standard-2 hosts no GPU

    QString error;
    const auto snapshot = CatalogSnapshot::read(*m_catalog, &error);
    QVERIFY2(snapshot, qPrintable(error));
    RankingParams params;
    params.expand = true;
    const RankingSession session(*snapshot, params);
    QCOMPARE(session.ranked().size(), 0);
    QCOMPARE(session.excluded().size(), gpuRows);
    for (const RankedOffer &x : session.excluded()) {
        QVERIFY(x.gates & GateHostNotPriced);
        QVERIFY2(Caveats::gate(GateHostNotPriced, Caveats::factsOf(x, session)).startsWith(QLatin1String("GPU only, host not priced")),
            qPrintable(x.offer.instanceType));
    }
    const std::vector<bool> excluded = session.excludedRows();
    QCOMPARE(int(std::count(excluded.begin(), excluded.end(), true)), gpuRows);
    // Details name the reason.
    const QString html = OfferDetails::html(session, 0, DetailsContext());
    QVERIFY2(html.contains(QLatin1String("GPU only, host not priced")), qPrintable(html));
}

void TestSplitGpuHost::gpuOnlyGateCannotBeSwitchedOff()
{
    QVERIFY(importFixture("gcp_split_vms.csv").ok());
    QString error;
    const auto snapshot = CatalogSnapshot::read(*m_catalog, &error);
    QVERIFY2(snapshot, qPrintable(error));
    RankingParams params;
    params.expand = true;
    params.policy.gates = GateNone; // every switchable gate off
    const RankingSession session(*snapshot, params);
    QStringList ranked, excluded;
    for (const RankedOffer &x : session.ranked())
        ranked.append(x.offer.instanceType);
    for (const RankedOffer &x : session.excluded())
        excluded.append(x.offer.instanceType);
    ranked.sort();
    QCOMPARE(ranked, (QStringList { QStringLiteral("a2-highgpu-1g + 1×A100"), QStringLiteral("n1-highmem-4 + 1×T4") }));
    QCOMPARE(excluded, QStringList { QStringLiteral("1×V100 (GPU only)") });
}

QTEST_MAIN(TestSplitGpuHost)
#include "tst_splitgpuhost.moc"
