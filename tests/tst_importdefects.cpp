#include "TestSupport.h"

#include "import/Importer.h"
#include "itemmodels/OfferTableModel.h"
#include "scoring/NeedProfile.h"
#include "scoring/OfferDetails.h"
#include "scoring/RankingSession.h"

#include <QFile>
#include <QSqlQuery>

using namespace cg;

/// Import defects: conflicting duplicate rows, a broker file's cloud column, and a per-GPU
/// memory the source states that differs from the datasheet. Fixtures: tests/data/import-defects.
class TestImportDefects : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void init();
    void cleanup();

    void conflictingRowsAreReportedWithBothLinesAndValues();
    void conflictingRowsKeepTheFirstRowAndAreFlagged();
    void brokerColumnNamesTheCloudThatRunsTheMachine();
    void aCloudNamedInItsOwnFileIsNotABroker();
    void statedMemoryWinsOverTheDatasheetAndIsFlagged();

private:
    ImportReport importFixture(const char *file, const QString &provider);
    const OfferView *find(const QString &instance) const;
    QString detailsOf(const QString &instance) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Catalog> m_catalog;
    QList<OfferView> m_offers;
};

void TestImportDefects::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_catalog = std::make_unique<Catalog>(m_dir->filePath(QStringLiteral("c.sqlite")));
    QString error;
    QVERIFY2(cgtest::openReferenceCatalog(*m_catalog, &error), qPrintable(error));
}

void TestImportDefects::cleanup()
{
    m_offers.clear();
    m_catalog.reset();
    m_dir.reset();
}

ImportReport TestImportDefects::importFixture(const char *file, const QString &provider)
{
    QFile f(QStringLiteral(CG_TEST_DATA "/import-defects/") + QLatin1String(file));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read fixture %s", file);
    ImportOptions o;
    o.providerKey = provider;
    o.format = QStringLiteral("skypilot");
    o.asOf = QStringLiteral("2026-11-01");
    o.sourceUrl = QStringLiteral("test://") + provider;
    const ImportReport r = Importer(*m_catalog).importBytes(f.readAll(), QLatin1String(file), o);
    m_offers = m_catalog->offers();
    return r;
}

const OfferView *TestImportDefects::find(const QString &instance) const
{
    for (const OfferView &o : m_offers)
        if (o.instanceType == instance)
            return &o;
    return nullptr;
}

QString TestImportDefects::detailsOf(const QString &instance) const
{
    QString error;
    const auto snapshot = CatalogSnapshot::read(*m_catalog, &error);
    if (!snapshot)
        return error;
    const RankingSession session(*snapshot, RankingParams());
    for (int row = 0; row < session.offers().size(); ++row)
        if (session.offers().at(row).instanceType == instance)
            return OfferDetails::html(session, row, DetailsContext());
    return {};
}

void TestImportDefects::conflictingRowsAreReportedWithBothLinesAndValues()
{
    // 8 rows: lines 2, 3 and 8 are the first rows of three offers; line 6 repeats line 3 exactly;
    // lines 4, 5, 7 and 9 disagree with an earlier row on one field each.
    const ImportReport r = importFixture("conflicts_vms.csv", QStringLiteral("gcp"));
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.rowsRead, 8);
    QCOMPARE(r.offersImported(), 3);
    QCOMPARE(r.duplicates, 1);
    QCOMPARE(r.conflicts, 4);
    QStringList lines;
    for (const ImportConflict &c : r.conflictList)
        lines.append(c.text());
    const QStringList expected {
        QStringLiteral("line 2 and line 4: instance a2-highgpu-1g in us-central1: GPU A100-40GB vs A100-80GB"),
        QStringLiteral("line 3 and line 5: instance a2-highgpu-2g in us-central1: GPU count 2 vs 4"),
        QStringLiteral("line 2 and line 7: instance a2-highgpu-1g in us-central1: on_demand price 3.67 USD vs 4 USD"),
        QStringLiteral("line 8 and line 9: instance a2-ultragpu-1g in us-central1: GPU memory 80 GB vs 40 GB"),
    };
    QCOMPARE(lines, expected);
    QCOMPARE(r.conflictList.at(0).field, QStringLiteral("gpu"));
    QCOMPARE(r.conflictList.at(2).field, QStringLiteral("price:on_demand"));
    const QString text = r.text();
    for (const QString &line : expected)
        QVERIFY2(text.contains(QLatin1String("\n  ") + line), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("1 duplicates collapsed; 4 conflicting;")), qPrintable(text));

    // The run record: identical rows only are duplicates; the conflicts are in its report text.
    QSqlQuery q(m_catalog->database());
    QVERIFY(q.exec(QStringLiteral("SELECT rows_duplicate, report FROM import_run WHERE id = %1").arg(r.importRunId)));
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toInt(), 1);
    QVERIFY(q.value(1).toString().contains(expected.at(0)));
}

void TestImportDefects::conflictingRowsKeepTheFirstRowAndAreFlagged()
{
    const ImportReport r = importFixture("conflicts_vms.csv", QStringLiteral("gcp"));
    QVERIFY2(r.ok(), qPrintable(r.text()));
    const OfferView *one = find(QStringLiteral("a2-highgpu-1g"));
    const OfferView *two = find(QStringLiteral("a2-highgpu-2g"));
    const OfferView *ultra = find(QStringLiteral("a2-ultragpu-1g"));
    QVERIFY(one && two && ultra);
    // Line 2 kept: its GPU, its price, and not line 4's spot price (another machine's).
    QCOMPARE(one->gpuRawName, QStringLiteral("A100-40GB"));
    QCOMPARE(one->gpuKey, QStringLiteral("nvidia-a100-sxm4-40gb"));
    QCOMPARE(*one->onDemand.amount, 3.67);
    QCOMPARE(*one->spot.amount, 1.10);
    QVERIFY(one->flags.split(QLatin1Char(',')).contains(QLatin1String("conflict")));
    QCOMPARE(*two->gpuCount, 2.0);
    QVERIFY(two->flags.split(QLatin1Char(',')).contains(QLatin1String("conflict")));
    // Line 8's 80 GB (81920 MiB) selects the 80 GB part, not line 9's 40 GB.
    QCOMPARE(ultra->gpuKey, QStringLiteral("nvidia-a100-sxm4-80gb"));
    QCOMPARE(*ultra->gpuMemoryGb, 80.0);
    QVERIFY(ultra->flags.split(QLatin1Char(',')).contains(QLatin1String("conflict")));
}

void TestImportDefects::brokerColumnNamesTheCloudThatRunsTheMachine()
{
    const ImportReport r = importFixture("broker_vms.csv", QStringLiteral("shadeform"));
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.offersImported(), 2);
    const OfferView *column = find(QStringLiteral("shade_A6000x8"));
    const OfferView *prefix = find(QStringLiteral("lambdalabs_A6000x4"));
    QVERIFY(column && prefix);
    // The Provider column wins over the instance type's prefix ("shade"); an empty cell falls back.
    QCOMPARE(column->brokerOf, QStringLiteral("massedcompute"));
    QCOMPARE(prefix->brokerOf, QStringLiteral("lambdalabs"));
    QVERIFY(detailsOf(QStringLiteral("shade_A6000x8")).contains(QLatin1String("massedcompute")));
    OfferTableModel model;
    model.setOffers({ *column, *prefix }, {}, QDate(2026, 11, 2));
    QCOMPARE(model.index(0, OfferTableModel::ProviderColumn).data().toString(), QStringLiteral("Shadeform (runs on massedcompute)"));
    QCOMPARE(model.index(1, OfferTableModel::ProviderColumn).data().toString(), QStringLiteral("Shadeform (runs on lambdalabs)"));
}

void TestImportDefects::aCloudNamedInItsOwnFileIsNotABroker()
{
    const ImportReport r = importFixture("own_cloud_vms.csv", QStringLiteral("lambda"));
    QVERIFY2(r.ok(), qPrintable(r.text()));
    const OfferView *o = find(QStringLiteral("gpu_1x_a6000"));
    QVERIFY(o);
    QCOMPARE(o->brokerOf, QString());
}

void TestImportDefects::statedMemoryWinsOverTheDatasheetAndIsFlagged()
{
    const ImportReport r = importFixture("stated_memory_vms.csv", QStringLiteral("lambda"));
    QVERIFY2(r.ok(), qPrintable(r.text()));
    QCOMPARE(r.offersImported(), 3);
    const OfferView *a800 = find(QStringLiteral("a800-pcie-1x"));
    const OfferView *rtx = find(QStringLiteral("rtx4090d-1x"));
    const OfferView *h100 = find(QStringLiteral("h100-1x"));
    QVERIFY(a800 && rtx && h100);
    auto flags = [](const OfferView *o) { return o->flags.split(QLatin1Char(',')); };

    // GpuInfo states 40960 MiB; the only A800 in the table is the 80 GB part.
    QCOMPARE(a800->gpuKey, QStringLiteral("nvidia-a800-80gb"));
    QCOMPARE(*a800->gpuMemoryGb, 40.0);
    QCOMPARE(*a800->datasheetGpuMemoryGb, 80.0);
    QVERIFY(flags(a800).contains(QLatin1String("memory_differs")));
    // The name states 48 GB; the table's RTX 4090 has 24 GB.
    QCOMPARE(rtx->gpuKey, QStringLiteral("nvidia-rtx-4090-24gb"));
    QCOMPARE(*rtx->gpuMemoryGb, 48.0);
    QCOMPARE(*rtx->datasheetGpuMemoryGb, 24.0);
    QVERIFY(flags(rtx).contains(QLatin1String("memory_differs")));
    // Agreeing figures: the datasheet's, no flag.
    QCOMPARE(*h100->gpuMemoryGb, 80.0);
    QVERIFY(!flags(h100).contains(QLatin1String("memory_differs")));

    // The need constraints read the stated figure: 40 GB fails a 48 GB need, 48 GB meets it.
    NeedConstraints need;
    need.minMemoryGbPerGpu = 48.0;
    QCOMPARE(need.unmetConstraints(*a800), QStringList { QStringLiteral("40 GB per GPU; needs at least 48 GB") });
    QCOMPARE(need.unmetConstraints(*rtx), QStringList());
    QVERIFY(detailsOf(QStringLiteral("a800-pcie-1x")).contains(QLatin1String("40 GB as the source states (datasheet: 80 GB)")));
}

QTEST_MAIN(TestImportDefects)
#include "tst_importdefects.moc"
