#include "TestSupport.h"

#include "itemmodels/OfferTableModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSortFilterProxyModel>

using namespace cg;

class TestOfferTableModel : public QObject
{
    Q_OBJECT

private slots:
    void setOffersIsOneResetAndPassesTheModelTester();
    void pricesPerGpuAndPerInstanceWithUnits();
    void missingValuesShowADashAndSayWhy();
    void staleAndFreshAges();
    void proxySortsNumericallyWithMissingLast();
    void displayCurrencyConvertsAndSaysAtWhichRate();
};

namespace {
QList<OfferView> sample()
{
    OfferView a;
    a.id = 1;
    a.providerKey = QStringLiteral("lambda");
    a.providerNameEn = QStringLiteral("Lambda");
    a.instanceType = QStringLiteral("gpu_8x_h100_sxm5");
    a.region = QStringLiteral("us-east-1");
    a.gpuKey = QStringLiteral("nvidia-h100-sxm5-80gb");
    a.gpuName = QStringLiteral("H100 SXM5 80GB");
    a.gpuRawName = QStringLiteral("H100");
    a.gpuCount = 8;
    a.bf16Tflops = 989.5;
    a.memoryBandwidthGBs = 3350;
    a.gpuMemoryGb = 80;
    a.onDemand
        = { true, 23.92, QStringLiteral("USD"), QStringLiteral("2026-11-20"), QStringLiteral("https://example/lambda"), {}, {}, {}, {} };
    a.onDemand.observedOn = a.onDemand.asOf; // observed on its as-of day
    OfferView b;
    b.id = 2;
    b.providerKey = QStringLiteral("aws");
    b.providerNameEn = QStringLiteral("AWS");
    b.providerNameZh = QStringLiteral("亚马逊云科技");
    b.instanceType = QStringLiteral("p5e.48xlarge");
    b.region = QStringLiteral("us-east-2");
    b.gpuRawName = QStringLiteral("Z9000");
    b.gpuCount = 8;
    b.onDemand = { true, std::nullopt, QStringLiteral("USD"), QStringLiteral("2026-06-01"), QStringLiteral("https://example/aws"),
        QStringLiteral("source lists 0: no list price (e.g. reservation only), not free"), {}, {}, {} };
    b.onDemand.observedOn = b.onDemand.asOf;
    OfferView c = a;
    c.id = 3;
    c.instanceType = QStringLiteral("gpu_1x_h100_sxm5");
    c.gpuCount = 1;
    c.onDemand.amount = 2.49;
    return { a, b, c };
}
} // namespace

void TestOfferTableModel::setOffersIsOneResetAndPassesTheModelTester()
{
    OfferTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy inserts(&model, &QAbstractItemModel::rowsInserted);
    model.setOffers(sample(), {}, QDate(2026, 11, 30));
    QCOMPARE(resets.count(), 1);
    QCOMPARE(inserts.count(), 0);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), int(OfferTableModel::ColumnCount));
}

void TestOfferTableModel::pricesPerGpuAndPerInstanceWithUnits()
{
    QLocale::setDefault(QLocale::c());
    OfferTableModel model;
    model.setOffers(sample(), {}, QDate(2026, 11, 30));
    QCOMPARE(model.index(0, OfferTableModel::OnDemandPerGpuColumn).data().toString(), QStringLiteral("USD 2.990"));
    QCOMPARE(model.index(0, OfferTableModel::OnDemandPerInstanceColumn).data().toString(), QStringLiteral("USD 23.92"));
    QCOMPARE(model.index(0, OfferTableModel::OnDemandPerGpuColumn).data(OfferTableModel::SortRole).toDouble(), 2.99);
    QCOMPARE(model.headerData(OfferTableModel::OnDemandPerGpuColumn, Qt::Horizontal).toString(), QStringLiteral("On-demand per GPU-hour"));
    QCOMPARE(model.headerData(OfferTableModel::OnDemandPerInstanceColumn, Qt::Horizontal).toString(),
        QStringLiteral("On-demand per instance-hour"));
    QVERIFY(model.index(0, OfferTableModel::OnDemandPerGpuColumn).data(Qt::ToolTipRole).toString().contains(QLatin1String("2026-11-20")));
}

void TestOfferTableModel::missingValuesShowADashAndSayWhy()
{
    OfferTableModel model;
    model.setOffers(sample(), {}, QDate(2026, 11, 30));
    const QModelIndex price = model.index(1, OfferTableModel::OnDemandPerGpuColumn);
    QCOMPARE(price.data().toString(), QStringLiteral("—"));
    QVERIFY(price.data(Qt::ToolTipRole).toString().contains(QLatin1String("no list price")));
    QCOMPARE(model.index(1, OfferTableModel::GpuColumn).data().toString(), QStringLiteral("Z9000"));
    QVERIFY(model.index(1, OfferTableModel::Bf16Column).data(Qt::ToolTipRole).toString().contains(QLatin1String("not mapped")));
    QVERIFY(model.index(1, OfferTableModel::TierColumn).data(Qt::ToolTipRole).toString().contains(QLatin1String("ClusterMAX")));
    QVERIFY(!model.index(1, OfferTableModel::OnDemandPerGpuColumn).data(OfferTableModel::SortRole).isValid());
}

void TestOfferTableModel::staleAndFreshAges()
{
    OfferTableModel model;
    model.setOffers(sample(), {}, QDate(2026, 11, 30));
    QCOMPARE(model.priceAgeDays(0), 10);
    QCOMPARE(model.priceAgeDays(1), 182);
    QCOMPARE(model.index(0, OfferTableModel::AgeColumn).data().toString(), QStringLiteral("10 day(s)"));
    QCOMPARE(model.index(1, OfferTableModel::AgeColumn).data().toString(), QStringLiteral("182 day(s), stale"));
}

void TestOfferTableModel::proxySortsNumericallyWithMissingLast()
{
    OfferTableModel model;
    model.setOffers(sample(), {}, QDate(2026, 11, 30));
    QSortFilterProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    proxy.setSortRole(OfferTableModel::SortRole);
    proxy.sort(OfferTableModel::OnDemandPerGpuColumn, Qt::AscendingOrder);
    QCOMPARE(proxy.index(0, OfferTableModel::InstanceColumn).data().toString(), QStringLiteral("gpu_1x_h100_sxm5")); // 2.49
    QCOMPARE(proxy.index(1, OfferTableModel::InstanceColumn).data().toString(), QStringLiteral("gpu_8x_h100_sxm5")); // 2.99
    proxy.setFilterKeyColumn(-1);
    proxy.setFilterFixedString(QStringLiteral("p5e"));
    QCOMPARE(proxy.rowCount(), 1);
}

void TestOfferTableModel::displayCurrencyConvertsAndSaysAtWhichRate()
{
    QLocale::setDefault(QLocale::c());
    QList<OfferView> offers = sample();
    OfferView cny = offers[0];
    cny.id = 9;
    cny.onDemand
        = { true, 28.64, QStringLiteral("CNY"), QStringLiteral("2020-05-14"), QStringLiteral("https://example/tencent"), {}, {}, {}, {} };
    cny.gpuCount = 1;
    offers.append(cny);
    OfferTableModel model;
    model.setOffers(offers, {}, QDate(2026, 11, 30));
    FxRates fx;
    fx.insert(QStringLiteral("CNY"), { 7.1488, QStringLiteral("2023-07-28"), {} });
    fx.insert(QStringLiteral("EUR"), { 0.905879, QStringLiteral("2023-07-28"), {} });
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setDisplayCurrency(QString(), fx); // as listed
    QCOMPARE(changed.count(), 1);
    QCOMPARE(model.index(3, OfferTableModel::OnDemandPerGpuColumn).data().toString(), QStringLiteral("CNY 28.64"));
    // Sorting compares in USD whatever is shown: 28.64 CNY = 4.006 USD.
    QCOMPARE(qRound(model.numericKey(3, OfferTableModel::OnDemandPerGpuColumn) * 1000), 4006);
    model.setDisplayCurrency(QStringLiteral("USD"), fx);
    QCOMPARE(model.index(3, OfferTableModel::OnDemandPerGpuColumn).data().toString(), QStringLiteral("USD 4.006"));
    QVERIFY(model.index(3, OfferTableModel::OnDemandPerGpuColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QLatin1String("7.1488 per USD as of 2023-07-28")));
    model.setDisplayCurrency(QStringLiteral("EUR"), fx);
    QCOMPARE(model.index(0, OfferTableModel::OnDemandPerGpuColumn).data().toString(), QStringLiteral("EUR 2.709")); // 2.99 USD × 0.905879
    model.setDisplayCurrency(QStringLiteral("EUR"), {}); // no rate: shown as listed, and said so
    QCOMPARE(model.index(0, OfferTableModel::OnDemandPerGpuColumn).data().toString(), QStringLiteral("USD 2.990"));
    QVERIFY(
        model.index(0, OfferTableModel::OnDemandPerGpuColumn).data(Qt::ToolTipRole).toString().contains(QLatin1String("no exchange rate")));
}

QTEST_GUILESS_MAIN(TestOfferTableModel)
#include "tst_offertablemodel.moc"
