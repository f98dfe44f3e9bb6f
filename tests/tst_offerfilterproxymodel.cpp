#include "TestSupport.h"

#include "itemmodels/OfferFilterProxyModel.h"
#include "itemmodels/OfferTableModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>

#include <QCollator>

#include <cmath>
#include <numeric>

using namespace cg;

class TestOfferFilterProxyModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void filters_data();
    void filters();
    void aFilterChangeIsOneLayoutChangeAndNoRowSignals();
    void missingValuesSortLastBothWays();
    void scoreSortFollowsRankOrder();
    void regexMetacharactersAreLiteral();
    void sortsLikeAStableSortOfTheKeys();
    void theSelectionFollowsItsRowThroughSortAndFilter();
    void passesTheModelTester();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Catalog> m_catalog;
    OfferTableModel m_model;
};

void TestOfferFilterProxyModel::initTestCase()
{
    cgtest::initHermetic();
    const QString path = m_dir.filePath(QStringLiteral("c.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    m_catalog = std::make_unique<Catalog>(path);
    QString error;
    QVERIFY2(m_catalog->open(&error), qPrintable(error));
    // "Today" is the day after the newest observation in the catalog, so some prices are fresh
    // whatever the bundled data's dates (an unknown observation date never is).
    const QDate today = QDate::fromString(m_catalog->newestPriceDate(), Qt::ISODate).addDays(1);
    QVERIFY(today.isValid());
    m_model.setOffers(m_catalog->offers(), m_catalog->latestRatings(), today);
}

void TestOfferFilterProxyModel::filters_data()
{
    QTest::addColumn<QString>("what");
    QTest::newRow("text matches provider, GPU, instance type or region") << QStringLiteral("text");
    QTest::newRow("GPU model") << QStringLiteral("gpu");
    QTest::newRow("vendor") << QStringLiteral("vendor");
    QTest::newRow("memory at least 141 GB") << QStringLiteral("memory");
    QTest::newRow("8 GPUs") << QStringLiteral("count");
    QTest::newRow("hyperscalers") << QStringLiteral("category");
    QTest::newRow("one region") << QStringLiteral("region");
    QTest::newRow("price between 1 and 2 per GPU-hour") << QStringLiteral("price");
    QTest::newRow("Platinum tier") << QStringLiteral("tier");
    QTest::newRow("unrated providers") << QStringLiteral("unrated");
    QTest::newRow("hide unpriced") << QStringLiteral("unpriced");
    QTest::newRow("hide stale") << QStringLiteral("stale");
}

void TestOfferFilterProxyModel::filters()
{
    QFETCH(QString, what);
    OfferFilterProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setOfferModel(&m_model);
    OfferFilter f;
    std::function<bool(const OfferView &, int)> expect;
    if (what == QLatin1String("text")) {
        f.text = QStringLiteral("  P5.48XLARGE ");
        expect = [](const OfferView &o, int) { return o.instanceType.contains(QLatin1String("p5.48xlarge"), Qt::CaseInsensitive); };
    } else if (what == QLatin1String("gpu")) {
        f.gpuKey = QStringLiteral("nvidia-h100-sxm5-80gb");
        expect = [](const OfferView &o, int) { return o.gpuKey == QLatin1String("nvidia-h100-sxm5-80gb"); };
    } else if (what == QLatin1String("vendor")) {
        f.vendor = QStringLiteral("AMD");
        expect = [](const OfferView &o, int) { return o.gpuVendor == QLatin1String("AMD"); };
    } else if (what == QLatin1String("memory")) {
        f.minMemoryGb = 141;
        expect = [](const OfferView &o, int) { return o.gpuMemoryGb && *o.gpuMemoryGb >= 141; };
    } else if (what == QLatin1String("count")) {
        f.gpuCount = 8;
        expect = [](const OfferView &o, int) { return o.gpuCount == 8.0; };
    } else if (what == QLatin1String("category")) {
        f.category = QStringLiteral("hyperscaler");
        expect = [](const OfferView &o, int) { return o.providerCategory == QLatin1String("hyperscaler"); };
    } else if (what == QLatin1String("region")) {
        f.region = QStringLiteral("us-east-1");
        expect = [](const OfferView &o, int) { return o.region == QLatin1String("us-east-1"); };
    } else if (what == QLatin1String("price")) {
        f.minPricePerGpuHour = 1;
        f.maxPricePerGpuHour = 2;
        expect = [](const OfferView &o, int) {
            return o.onDemandPerGpuHour() && *o.onDemandPerGpuHour() >= 1 && *o.onDemandPerGpuHour() <= 2;
        };
    } else if (what == QLatin1String("tier")) {
        f.tier = QStringLiteral("Platinum");
        expect = [this](const OfferView &o, int) { return m_model.ratings().value(o.providerKey).tier == QLatin1String("Platinum"); };
    } else if (what == QLatin1String("unrated")) {
        f.tier = QStringLiteral("unrated");
        expect = [this](const OfferView &o, int) { return !m_model.ratings().contains(o.providerKey); };
    } else if (what == QLatin1String("unpriced")) {
        f.hideUnpriced = true;
        expect = [](const OfferView &o, int) { return o.onDemand.amount.has_value(); };
    } else {
        f.hideStale = true;
        // Kept: offers without any price, and prices observed at most kStaleDays ago; an unknown
        // observation date is never fresh.
        expect = [this](const OfferView &o, int row) {
            const int age = m_model.priceAgeDays(row);
            return (!o.onDemand.present && !o.spot.present) || (age >= 0 && age <= OfferTableModel::kStaleDays);
        };
    }
    proxy.setFilter(f);
    int expected = 0;
    for (int r = 0; r < m_model.rowCount(); ++r)
        expected += expect(m_model.offer(r), r) ? 1 : 0;
    QVERIFY2(expected > 0 && expected < m_model.rowCount(), qPrintable(QStringLiteral("%1 of %2").arg(expected).arg(m_model.rowCount())));
    QCOMPARE(proxy.rowCount(), expected);
    for (int r = 0; r < proxy.rowCount(); ++r) {
        const int source = proxy.mapToSource(proxy.index(r, 0)).row();
        QVERIFY(expect(m_model.offer(source), source));
    }
}

void TestOfferFilterProxyModel::aFilterChangeIsOneLayoutChangeAndNoRowSignals()
{
    OfferFilterProxyModel proxy;
    proxy.setOfferModel(&m_model);
    proxy.sort(OfferTableModel::OnDemandPerGpuColumn);
    QSignalSpy layout(&proxy, &QAbstractItemModel::layoutChanged);
    QSignalSpy removed(&proxy, &QAbstractItemModel::rowsRemoved);
    QSignalSpy inserted(&proxy, &QAbstractItemModel::rowsInserted);
    QSignalSpy reset(&proxy, &QAbstractItemModel::modelReset);
    OfferFilter f;
    f.text = QStringLiteral("h100");
    proxy.setFilter(f);
    proxy.setFilter(f); // unchanged: nothing happens
    QCOMPARE(layout.count(), 1);
    QCOMPARE(removed.count() + inserted.count() + reset.count(), 0);
}

void TestOfferFilterProxyModel::missingValuesSortLastBothWays()
{
    OfferFilterProxyModel proxy;
    proxy.setOfferModel(&m_model);
    for (Qt::SortOrder order : { Qt::AscendingOrder, Qt::DescendingOrder }) {
        proxy.sort(OfferTableModel::OnDemandPerGpuColumn, order);
        bool seenMissing = false;
        double previous = order == Qt::AscendingOrder ? -1 : 1e9;
        for (int r = 0; r < proxy.rowCount(); ++r) {
            const double v = m_model.numericKey(proxy.mapToSource(proxy.index(r, 0)).row(), OfferTableModel::OnDemandPerGpuColumn);
            if (std::isnan(v)) {
                seenMissing = true;
                continue;
            }
            QVERIFY2(!seenMissing, "a priced row after an unpriced one");
            QVERIFY(order == Qt::AscendingOrder ? v >= previous : v <= previous);
            previous = v;
        }
        QVERIFY(seenMissing);
    }
}

void TestOfferFilterProxyModel::scoreSortFollowsRankOrder()
{
    const int n = m_model.rowCount();
    std::vector<float> scores(size_t(n), std::nanf("")), coverage(size_t(n), 0.f);
    scores[0] = 99;
    coverage[0] = 0.2f; // high score, little data: after the well-covered rows
    scores[1] = 50;
    coverage[1] = 0.9f;
    scores[2] = 60;
    coverage[2] = 0.9f;
    m_model.setScores(scores, coverage);
    OfferFilterProxyModel proxy;
    proxy.setOfferModel(&m_model);
    proxy.sort(OfferTableModel::ScoreColumn, Qt::DescendingOrder);
    QCOMPARE(proxy.mapToSource(proxy.index(0, 0)).row(), 2);
    QCOMPARE(proxy.mapToSource(proxy.index(1, 0)).row(), 1);
    QCOMPARE(proxy.mapToSource(proxy.index(2, 0)).row(), 0);
    // A row a recommendation gate excludes sorts after every recommended row, whatever its score.
    std::vector<bool> excluded(size_t(n), false);
    excluded[2] = true;
    m_model.setScores(scores, coverage, excluded);
    proxy.scoresChanged();
    QCOMPARE(proxy.mapToSource(proxy.index(0, 0)).row(), 1);
    QCOMPARE(proxy.mapToSource(proxy.index(1, 0)).row(), 0);
    QCOMPARE(proxy.mapToSource(proxy.index(2, 0)).row(), 2);
    // Given the ranking's order, the table follows it exactly: rows 3 and 4 tie on score, the
    // ranking breaks the tie (by price) as 3 then 4, where sorting the keys again would put 4 first.
    scores[3] = 40;
    coverage[3] = 0.9f;
    scores[4] = 40;
    coverage[4] = 0.9f;
    m_model.setScores(scores, coverage, {}, { 2, 1, 3, 4, 0 });
    proxy.scoresChanged();
    const QList<int> expected = { 2, 1, 3, 4, 0 };
    for (int r = 0; r < expected.size(); ++r)
        QCOMPARE(proxy.mapToSource(proxy.index(r, 0)).row(), expected[r]);
    QVERIFY(std::isnan(m_model.numericKey(proxy.mapToSource(proxy.index(expected.size(), 0)).row(), OfferTableModel::ScoreColumn)));
    proxy.sort(OfferTableModel::ScoreColumn, Qt::AscendingOrder); // the order reversed, unscored rows still last
    for (int r = 0; r < expected.size(); ++r)
        QCOMPARE(proxy.mapToSource(proxy.index(r, 0)).row(), expected[expected.size() - 1 - r]);
    m_model.setScores({}, {});
}

void TestOfferFilterProxyModel::regexMetacharactersAreLiteral()
{
    OfferFilterProxyModel proxy;
    proxy.setOfferModel(&m_model);
    for (const char *text : { ".*", "[", "(?i)h100", "%", "' OR 1=1 --" }) {
        OfferFilter f;
        f.text = QLatin1String(text);
        proxy.setFilter(f);
        QCOMPARE(proxy.rowCount(), 0);
    }
}

void TestOfferFilterProxyModel::sortsLikeAStableSortOfTheKeys()
{
    // The expected order, computed independently: a stable sort of the source rows by key
    // (missing last, in source order), reversed comparison for descending; text columns collate
    // in the UI locale with ties by row.
    OfferFilterProxyModel proxy;
    proxy.setOfferModel(&m_model);
    const int n = m_model.rowCount();
    for (int column :
        { int(OfferTableModel::OnDemandPerGpuColumn), int(OfferTableModel::MemoryColumn), int(OfferTableModel::ProviderColumn) })
        for (Qt::SortOrder order : { Qt::AscendingOrder, Qt::DescendingOrder }) {
            std::vector<int> expected(static_cast<size_t>(n));
            std::iota(expected.begin(), expected.end(), 0);
            const QCollator collator { QLocale() };
            auto less = [&](int a, int b) {
                if (m_model.isNumericColumn(column)) {
                    const double x = m_model.numericKey(a, column), y = m_model.numericKey(b, column);
                    if (std::isnan(x) || std::isnan(y))
                        return false; // placed below
                    return x != y ? x < y : a < b;
                }
                const int c = collator.compare(m_model.textKey(a, column), m_model.textKey(b, column));
                return c != 0 ? c < 0 : a < b;
            };
            auto isMissing = [&](int r) { return m_model.isNumericColumn(column) && std::isnan(m_model.numericKey(r, column)); };
            auto split = std::stable_partition(expected.begin(), expected.end(), [&](int r) { return !isMissing(r); });
            std::stable_sort(expected.begin(), split, [&](int a, int b) { return order == Qt::AscendingOrder ? less(a, b) : less(b, a); });
            proxy.sort(column, order);
            QCOMPARE(proxy.rowCount(), n);
            for (int r = 0; r < n; ++r)
                QCOMPARE(proxy.mapToSource(proxy.index(r, 0)).row(), expected[size_t(r)]);
        }
}

void TestOfferFilterProxyModel::theSelectionFollowsItsRowThroughSortAndFilter()
{
    OfferFilterProxyModel proxy;
    proxy.setOfferModel(&m_model);
    proxy.sort(OfferTableModel::OnDemandPerGpuColumn, Qt::AscendingOrder);
    // An H100 row that is not first in price order: it moves when the order flips.
    int source = -1;
    for (int r = 0; r < m_model.rowCount() && source < 0; ++r)
        if (m_model.searchText(r).contains(QLatin1String("h100")) && proxy.mapFromSource(m_model.index(r, 0)).row() > 0)
            source = r;
    QVERIFY(source >= 0);
    const QPersistentModelIndex selected(proxy.mapFromSource(m_model.index(source, 0)));
    const int before = selected.row();
    proxy.sort(OfferTableModel::OnDemandPerGpuColumn, Qt::DescendingOrder);
    QVERIFY(selected.isValid());
    QVERIFY(selected.row() != before);
    QCOMPARE(proxy.mapToSource(selected).row(), source);
    OfferFilter f;
    f.text = QStringLiteral("h100");
    proxy.setFilter(f);
    QVERIFY(selected.isValid());
    QCOMPARE(proxy.mapToSource(selected).row(), source);
    f.text = QStringLiteral("no such offer anywhere");
    proxy.setFilter(f);
    QVERIFY(!selected.isValid()); // filtered out: the persistent index is cleared, not left dangling
}

void TestOfferFilterProxyModel::passesTheModelTester()
{
    OfferFilterProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setOfferModel(&m_model);
    proxy.sort(OfferTableModel::ScoreColumn, Qt::DescendingOrder);
    OfferFilter f;
    f.text = QStringLiteral("a100");
    proxy.setFilter(f);
    QVERIFY(proxy.rowCount() > 0);
    QCOMPARE(proxy.headerData(OfferTableModel::ProviderColumn, Qt::Horizontal),
        m_model.headerData(OfferTableModel::ProviderColumn, Qt::Horizontal));
    f.text = QStringLiteral("no such offer anywhere");
    proxy.setFilter(f);
    QCOMPARE(proxy.rowCount(), 0);
    // Headers stay when nothing is shown (QAbstractProxyModel's default maps them through row 0).
    QCOMPARE(proxy.headerData(OfferTableModel::ProviderColumn, Qt::Horizontal),
        m_model.headerData(OfferTableModel::ProviderColumn, Qt::Horizontal));
    proxy.setFilter({});
    QCOMPARE(proxy.rowCount(), m_model.rowCount());
}

QTEST_GUILESS_MAIN(TestOfferFilterProxyModel)
#include "tst_offerfilterproxymodel.moc"
