#include "TestSupport.h"

#include "itemmodels/OfferFilterProxyModel.h"
#include "itemmodels/OfferTableModel.h"
#include "scoring/OfferDetails.h"
#include "scoring/RankingSession.h"

#include <QFile>

using namespace cg;

/// Alibaba Cloud and Huawei Cloud GPU instance types in the bundled catalog (resources/seed/
/// cn_gpu_families.csv): every row with its GPU and source, no price, visible and filterable,
/// never ranked, and saying how to import a price-API response. Expectations come from the CSV.
class TestCnFamilies : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyRowIsInTheCatalogWithItsGpuAndSource();
    void noRowHasAPriceOrRanks();
    void rowsAreVisibleAndFilterableWithTheImportHint();

private:
    const OfferView *find(const QString &provider, const QString &instance) const;

    QTemporaryDir m_dir;
    std::unique_ptr<Catalog> m_catalog;
    QList<OfferView> m_offers;
    QList<QHash<QString, QString>> m_rows;
};

void TestCnFamilies::initTestCase()
{
    cgtest::initHermetic();
    const QString path = m_dir.filePath(QStringLiteral("c.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    m_catalog = std::make_unique<Catalog>(path);
    QString error;
    QVERIFY2(m_catalog->open(&error), qPrintable(error));
    m_offers = m_catalog->offers();
    m_rows = cgtest::seedRows(QStringLiteral("cn_gpu_families.csv"));
    QVERIFY(!m_rows.isEmpty());
}

const OfferView *TestCnFamilies::find(const QString &provider, const QString &instance) const
{
    for (const OfferView &o : m_offers)
        if (o.providerKey == provider && o.instanceType == instance)
            return &o;
    return nullptr;
}

void TestCnFamilies::everyRowIsInTheCatalogWithItsGpuAndSource()
{
    QHash<QString, int> perProvider;
    for (const auto &row : std::as_const(m_rows)) {
        const QString provider = row.value(QStringLiteral("provider")), instance = row.value(QStringLiteral("instance_type"));
        ++perProvider[provider];
        const OfferView *o = find(provider, instance);
        QVERIFY2(o, qPrintable(instance));
        QCOMPARE(*o->gpuCount, row.value(QStringLiteral("gpu_count")).toDouble());
        QCOMPARE(*o->vcpus, row.value(QStringLiteral("vcpus")).toDouble());
        QCOMPARE(*o->ramGib, row.value(QStringLiteral("memory_gib")).toDouble());
        QCOMPARE(o->gpuRawName, row.value(QStringLiteral("gpu_name")));
        // The source's memory per GPU, whether or not the catalog has a datasheet for the model.
        QCOMPARE(*o->gpuMemoryGb, row.value(QStringLiteral("gpu_memory_gb")).toDouble());
        QVERIFY(row.value(QStringLiteral("source_url")).startsWith(QLatin1String("https://")));
        QCOMPARE(o->onDemand.sourceUrl, row.value(QStringLiteral("source_url")));
        QCOMPARE(o->onDemand.observedOn, row.value(QStringLiteral("observed_on")));
    }
    int alibaba = 0, huawei = 0;
    for (const OfferView &o : std::as_const(m_offers)) {
        alibaba += o.providerKey == QLatin1String("alibaba") && o.flags.contains(QLatin1String("no_public_price"));
        huawei += o.providerKey == QLatin1String("huawei") && o.flags.contains(QLatin1String("no_public_price"));
    }
    QCOMPARE(alibaba, perProvider.value(QStringLiteral("alibaba")));
    QCOMPARE(huawei, perProvider.value(QStringLiteral("huawei")));
    // Spot checks against the source tables: gn7i is A10 24 GB, p2s is V100 32 GB (PCIe).
    QCOMPARE(find(QStringLiteral("alibaba"), QStringLiteral("ecs.gn7i-c32g1.32xlarge"))->gpuKey, QStringLiteral("nvidia-a10-pcie-24gb"));
    QCOMPARE(*find(QStringLiteral("huawei"), QStringLiteral("p2s.16xlarge.8"))->gpuCount, 8.0);
}

void TestCnFamilies::noRowHasAPriceOrRanks()
{
    QString error;
    const auto snapshot = CatalogSnapshot::read(*m_catalog, &error);
    QVERIFY2(snapshot, qPrintable(error));
    RankingParams params;
    params.expand = true;
    params.policy.gates = GateNone; // nothing switched on that could hide a ranked row
    const RankingSession session(*snapshot, params);
    QSet<QString> ours;
    for (const auto &row : std::as_const(m_rows))
        ours.insert(row.value(QStringLiteral("provider")) + QLatin1Char('/') + row.value(QStringLiteral("instance_type")));
    int seen = 0;
    for (int i = 0; i < session.offers().size(); ++i) {
        const OfferView &o = session.offers().at(i);
        if (!ours.contains(o.providerKey + QLatin1Char('/') + o.instanceType))
            continue;
        ++seen;
        QVERIFY(!o.onDemand.amount);
        QVERIFY(!o.spot.amount);
        QVERIFY(!session.table().usdPerGpuHour(i)); // missing price is never rewarded: no score at all
    }
    QCOMPARE(seen, int(m_rows.size()));
    for (const QList<RankedOffer> *list : { &session.ranked(), &session.excluded() })
        for (const RankedOffer &r : *list)
            QVERIFY2(!ours.contains(r.offer.providerKey + QLatin1Char('/') + r.offer.instanceType), qPrintable(r.offer.instanceType));
}

void TestCnFamilies::rowsAreVisibleAndFilterableWithTheImportHint()
{
    OfferTableModel model;
    model.setOffers(m_offers, m_catalog->latestRatings(), QDate(2026, 12, 1));
    OfferFilterProxyModel proxy;
    proxy.setOfferModel(&model);
    OfferFilter filter;
    filter.text = QStringLiteral("ecs.gn6v");
    proxy.setFilter(filter);
    int gn6v = 0;
    for (const auto &row : std::as_const(m_rows))
        gn6v += row.value(QStringLiteral("instance_type")).startsWith(QLatin1String("ecs.gn6v"));
    QCOMPARE(proxy.rowCount(), gn6v);
    const QModelIndex price = proxy.index(0, OfferTableModel::OnDemandPerGpuColumn);
    QCOMPARE(price.data(Qt::ToolTipRole).toString(),
        QStringLiteral("No public price: import your price-API response (cloudgauge import --format alibaba-price-json FILE)."));
    // Hiding unpriced offers hides them all; the default shows them.
    filter.hideUnpriced = true;
    proxy.setFilter(filter);
    QCOMPARE(proxy.rowCount(), 0);

    int row = -1;
    for (int i = 0; i < m_offers.size(); ++i)
        if (m_offers.at(i).providerKey == QLatin1String("huawei") && m_offers.at(i).instanceType == QLatin1String("pi2.2xlarge.4"))
            row = i;
    QVERIFY(row >= 0);
    QString error;
    const auto snapshot = CatalogSnapshot::read(*m_catalog, &error);
    QVERIFY(snapshot);
    const RankingSession session(*snapshot, RankingParams());
    QVERIFY(
        OfferDetails::html(session, row, DetailsContext()).contains(QLatin1String("cloudgauge import --format huawei-price-json FILE")));
}

QTEST_MAIN(TestCnFamilies)
#include "tst_cnfamilies.moc"
