// FxRates: the one home of currency conversion, rate dates and staleness.
#include "core/FxRates.h"

#include <QTest>

#include <limits>

using namespace cg;

class TestFxRates : public QObject
{
    Q_OBJECT

private slots:
    void convertsThroughUsdToTheCent();
    void unusableRatesConvertNothing_data();
    void unusableRatesConvertNothing();
    void staleAfterNinetyDaysFromTheOldestRate();
    void noteNamesRateAndDate();
};

void TestFxRates::convertsThroughUsdToTheCent()
{
    FxRates fx;
    fx.insert(QStringLiteral("CNY"), { 7.1488, QStringLiteral("2023-07-28"), {} });
    fx.insert(QStringLiteral("eur"), { 0.905879, QStringLiteral("2023-07-28"), {} });
    QCOMPARE(qRound(*fx.toUsd(28.64, QStringLiteral("CNY")) * 100), 401); // 28.64 / 7.1488 = 4.0063
    QCOMPARE(*fx.toUsd(2.5, QStringLiteral("USD")), 2.5);
    QCOMPARE(qRound(*fx.fromUsd(10, QStringLiteral("EUR")) * 100), 906);
    QCOMPARE(qRound(*fx.convert(100, QStringLiteral("CNY"), QStringLiteral("EUR")) * 100), 1267); // 100 / 7.1488 × 0.905879
    QCOMPARE(fx.currencies(), QStringList({ QStringLiteral("CNY"), QStringLiteral("EUR") }));
}

void TestFxRates::unusableRatesConvertNothing_data()
{
    QTest::addColumn<double>("rate");
    QTest::newRow("zero") << 0.0;
    QTest::newRow("negative") << -7.0;
    QTest::newRow("NaN") << std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("infinite") << std::numeric_limits<double>::infinity();
}

void TestFxRates::unusableRatesConvertNothing()
{
    QFETCH(double, rate);
    FxRates fx;
    fx.insert(QStringLiteral("CNY"), { rate, QStringLiteral("2026-10-01"), {} });
    QVERIFY(!fx.toUsd(10, QStringLiteral("CNY")));
    QVERIFY(!fx.canConvert(QStringLiteral("CNY")));
    QVERIFY(!fx.toUsd(10, QStringLiteral("JPY"))); // no row at all
    QVERIFY(fx.canConvert(QStringLiteral("USD")));
}

void TestFxRates::staleAfterNinetyDaysFromTheOldestRate()
{
    FxRates fx;
    QVERIFY(!fx.isStale(QDate(2026, 12, 1))); // no rates: nothing to warn about
    fx.insert(QStringLiteral("CNY"), { 7.1, QStringLiteral("2026-11-01"), {} });
    fx.insert(QStringLiteral("EUR"), { 0.86, QStringLiteral("2026-09-02"), {} });
    QCOMPARE(fx.oldestDate(), QStringLiteral("2026-09-02"));
    QCOMPARE(*fx.ageDays(QDate(2026, 12, 1)), 90);
    QVERIFY(!fx.isStale(QDate(2026, 12, 1)));
    QVERIFY(fx.isStale(QDate(2026, 12, 2)));
}

void TestFxRates::noteNamesRateAndDate()
{
    FxRates fx;
    fx.insert(QStringLiteral("CNY"), { 7.1488, QStringLiteral("2023-07-28"), {} });
    QCOMPARE(fx.note(QStringLiteral("CNY")), QStringLiteral("CNY at 7.1488 per USD as of 2023-07-28"));
    QVERIFY(fx.note(QStringLiteral("USD")).isEmpty());
}

QTEST_GUILESS_MAIN(TestFxRates)
#include "tst_fxrates.moc"
