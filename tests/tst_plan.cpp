// The capacity plan: the demand file, the single-market sweep against its closed form and a hand
// computation, the mix across markets (GLPK) against both, spot for interruptible work, the
// break-even month, the markets read from a catalog, and `cloudgauge plan`.
#include "CommandLine.h"
#include "PlanTestData.h"
#include "TestSupport.h"
#include "catalog/store/Catalog.h"
#include "import/Importer.h"
#include "planning/CapacityPlan.h"
#include "planning/CommitmentMix.h"
#include "planning/PlanMarkets.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QTimeZone>

#include <algorithm>
#include <cmath>

using namespace cg;
using namespace cg::plan;
using cg::CommandLine;

namespace {

DemandCurve curveOf(const QList<double> &gpus)
{
    QString error;
    const auto curve = DemandCurve::fromCsv(cgtest::hourlyCsv(gpus), &error);
    if (!curve)
        qFatal("test curve refused: %s", qPrintable(error));
    return *curve;
}

} // namespace

class TestPlan : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void theDemandFileIsReadWithItsStep();
    void aProfileIsDailyRowsWithPeaksAndGrowth();
    void aBadDemandFileNamesItsLine_data();
    void aBadDemandFileNamesItsLine();
    void theHandComputedCaseToTheCent();
    void noDemandCommitsNothing();
    void fractionalDemandUsesTheFractionOfAGpu();
    void theSweepMeetsTheClosedForm();
    void theSolverMeetsTheClosedFormOnOneMarket();
    void theMixTakesTheCheapestTermAndOnDemandAcrossMarkets();
    void interruptibleWorkRunsOnSpotWhereItIsCheaper();
    void theBreakEvenMonthFollowsTheCurveInTime();
    void theUsageOverTimeSplitsEachRow();
    void marketsComeFromTheCatalogWithTheirSources();
    void theCommandPlansTypedPrices();
    void theCommandPlansTheCatalogsPrices();
    void theCommandRefusesWhatItCannotPlan();

private:
    QTemporaryDir m_dir;
};

void TestPlan::theDemandFileIsReadWithItsStep()
{
    QString error;
    const auto daily = DemandCurve::fromCsv("gpus,start,team\n4,2026-01-30,a\n6.5,2026-01-31,b\n0,2026-02-01,c\n", &error);
    QVERIFY2(daily, qPrintable(error));
    QCOMPARE(daily->stepHours, 24);
    QCOMPARE(daily->gpus, (QList<double> { 4, 6.5, 0 }));
    QCOMPARE(daily->spanHours(), 72.0);
    QCOMPARE(daily->gpuHours(), (4 + 6.5) * 24);
    QCOMPARE(daily->start, QDateTime(QDate(2026, 1, 30), QTime(0, 0), QTimeZone::utc()));
    // An offset is converted to UTC; rows written in two offsets still follow hour by hour.
    const auto hourly = DemandCurve::fromCsv("start,gpus\n2026-03-01T09:00+08:00,2\n2026-03-01T02:00Z,3\n2026-03-01T03:00,1\n", &error);
    QVERIFY2(hourly, qPrintable(error));
    QCOMPARE(hourly->stepHours, 1);
    QCOMPARE(hourly->start, QDateTime(QDate(2026, 3, 1), QTime(1, 0), QTimeZone::utc()));
    QCOMPARE(hourly->peak(), 3.0);
    // Daily rows written as date and time 24 h apart are days too.
    const auto days = DemandCurve::fromCsv("start,gpus\n2026-03-01T00:00Z,2\n2026-03-02T00:00Z,3\n", &error);
    QVERIFY2(days, qPrintable(error));
    QCOMPARE(days->stepHours, 24);
}

void TestPlan::aProfileIsDailyRowsWithPeaksAndGrowth()
{
    // 16 GPUs, 48 more for the last 21 days of every 90, no growth, 3 months: 69 days at 16, 21 at 64.
    DemandProfile p;
    p.start = QDate(2026, 1, 1);
    p.baselineGpus = 16;
    p.peakExtraGpus = 48;
    p.peakDays = 21;
    p.everyDays = 90;
    p.months = 3;
    QString error;
    auto curve = DemandCurve::fromProfile(p, &error);
    QVERIFY2(curve, qPrintable(error));
    QCOMPARE(curve->stepHours, 24);
    QCOMPARE(curve->gpus.size(), 90);
    QCOMPARE(curve->start, QDateTime(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC));
    QCOMPARE(curve->gpus.at(68), 16.0);
    QCOMPARE(curve->gpus.at(69), 64.0);
    QCOMPARE(curve->gpus.at(89), 64.0);
    QCOMPARE(std::count(curve->gpus.cbegin(), curve->gpus.cend(), 64.0), 21);
    // 2 % a month: day 30 is 1.02 × the first, day 60 1.02².
    p.peakDays = 0;
    p.growthPerMonth = 0.02;
    curve = DemandCurve::fromProfile(p, &error);
    QVERIFY2(curve, qPrintable(error));
    QCOMPARE(curve->gpus.at(30), 16 * 1.02);
    QCOMPARE(curve->gpus.at(60), 16 * 1.02 * 1.02);
    // Out of range: said, nothing made.
    p.peakDays = 91;
    QVERIFY(!DemandCurve::fromProfile(p, &error));
    QVERIFY2(error.contains(QLatin1String("a peak lasts from 0 days to its whole cycle")), qPrintable(error));
    p.peakDays = 0;
    p.months = 61;
    QVERIFY(!DemandCurve::fromProfile(p, &error));
    p.months = 60;
    p.growthPerMonth = 1; // doubling every month for five years passes a million GPUs: refused with the day
    QVERIFY(!DemandCurve::fromProfile(p, &error));
    QVERIFY2(error.startsWith(QLatin1String("day ")), qPrintable(error));
}

void TestPlan::aBadDemandFileNamesItsLine_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<QString>("expected");
    QTest::newRow("no gpus column") << QByteArray("start,used\n2026-01-01,3\n") << "needs the columns start,gpus";
    QTest::newRow("no rows") << QByteArray("start,gpus\n") << "has a header but no rows";
    QTest::newRow("not a date") << QByteArray("start,gpus\n2026-01-01,3\n01/02/2026,3\n")
                                << "line 3: start '01/02/2026' is not an ISO 8601";
    QTest::newRow("negative") << QByteArray("start,gpus\n2026-01-01,3\n2026-01-02,-1\n") << "line 3: gpus '-1' is not a number of GPUs";
    QTest::newRow("nan") << QByteArray("start,gpus\n2026-01-01,nan\n") << "line 2: gpus 'nan' is not a number";
    QTest::newRow("too many") << QByteArray("start,gpus\n2026-01-01,1e9\n")
                              << "line 2: gpus '1e9' is not a number of GPUs in use from 0 to 1000000";
    QTest::newRow("a gap") << QByteArray("start,gpus\n2026-01-01,1\n2026-01-02,1\n2026-01-04,1\n")
                           << "line 4: starts at 2026-01-04T00:00:00Z, but the rows must be consecutive days";
    QTest::newRow("a repeat") << QByteArray("start,gpus\n2026-01-01T00:00Z,1\n2026-01-01T01:00Z,1\n2026-01-01T01:00Z,1\n")
                              << "line 4: starts at 2026-01-01T01:00:00Z, but the rows must be consecutive hours";
    QTest::newRow("two-hour step") << QByteArray("start,gpus\n2026-01-01T00:00Z,1\n2026-01-01T02:00Z,1\n")
                                   << "line 3: starts at 2026-01-01T02:00:00Z, but the rows must be consecutive hours";
    QTest::newRow("days then hours") << QByteArray("start,gpus\n2026-01-01,1\n2026-01-02T00:00Z,1\n") << "line 3:";
    QTest::newRow("a short record") << QByteArray("start,gpus\n2026-01-01\n") << "line 2:";
    static const char utf16[] = "\xff\xfes\0t\0a\0r\0t\0,\0g\0p\0u\0s\0\n\0"; // a BOM and "start,gpus\n" in UTF-16LE
    QTest::newRow("UTF-16") << QByteArray(utf16, sizeof utf16 - 1) << "the file is UTF-16LE text, not UTF-8";
    QTest::newRow("not UTF-8") << QByteArray("start,gpus\n2026-01-01,\xff\xfe\n") << "line 2: column 2 holds bytes that are not UTF-8";
}

void TestPlan::aBadDemandFileNamesItsLine()
{
    QFETCH(QByteArray, csv);
    QFETCH(QString, expected);
    QString error;
    QVERIFY(!DemandCurve::fromCsv(csv, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
}

void TestPlan::theHandComputedCaseToTheCent()
{
    // 720 h: 504 h at 8 GPUs, 216 h at 32. On demand USD 2.00, 12 months USD 1.20 (60 %).
    // share(demand > c) is 1 for c < 8 and 0.3 from 8 to 31: the first level at or below 0.6 is 8.
    // Cost per hour: 8 × 1.20 + 2.00 × 0.3 × 24 = 9.60 + 14.40 = 24.00; over 720 h USD 17,280.00.
    // All on demand: 2.00 × (0.7 × 8 + 0.3 × 32) = 30.40 per hour, USD 21,888.00; saving USD 4,608.00.
    const DemandCurve curve = curveOf(cgtest::steadyPlusPeaks());
    QString error;
    const auto p = planTerm(curve, 12, { 2.00, 1.20, std::nullopt }, {}, &error);
    QVERIFY2(p, qPrintable(error));
    QCOMPARE(p->committedGpus, 8);
    QCOMPARE(p->closedFormGpus, std::optional<int>(8));
    QCOMPARE(std::round(p->usdPerHour * 100), 2400.0);
    QCOMPARE(std::round(p->periodUsd * 100), 1728000.0);
    QCOMPARE(std::round(p->allOnDemandUsdPerHour * 100), 3040.0);
    QCOMPARE(std::round(p->savingUsd * 100), 460800.0);
    QCOMPARE(std::round(p->savingShare * 10000), std::round(4608.0 / 21888.0 * 10000));
    QCOMPARE(std::round(p->coverage * 10000), std::round(8.0 * 720 / (0.7 * 720 * 8 + 0.3 * 720 * 32) * 10000));
    QCOMPARE(p->utilisation, 1.0);
    QCOMPARE(p->breakEvenMonth, std::optional<int>(1));
    QCOMPARE(p->windowMonths, 12); // the 30-day curve repeated over the term
    // At 90 % of on demand the peaks never pay but the base still does: 8; above on demand, nothing.
    QCOMPARE(planTerm(curve, 12, { 2.00, 1.80, std::nullopt }, {}, &error)->committedGpus, 8);
    QCOMPARE(planTerm(curve, 12, { 2.00, 0.50, std::nullopt }, {}, &error)->committedGpus, 32); // 25 % < 30 %: the peaks too
    const auto never = planTerm(curve, 12, { 2.00, 2.10, std::nullopt }, {}, &error);
    QCOMPARE(never->committedGpus, 0);
    QCOMPARE(never->breakEvenMonth, std::nullopt);
    QCOMPARE(never->savingUsd, 0.0);
}

void TestPlan::noDemandCommitsNothing()
{
    // Every row 0 with a term priced: commit nothing, cost nothing; GLPK's bounds stay valid.
    const DemandCurve curve = curveOf({ 0, 0, 0 });
    QString error;
    const auto p = planTerm(curve, 12, { 2.00, 1.20, std::nullopt }, {}, &error);
    QVERIFY2(p, qPrintable(error));
    QCOMPARE(p->committedGpus, 0);
    QCOMPARE(p->usdPerHour, 0.0);
    const auto mix = planMix(curve, { Market { QStringLiteral("m"), 2.00, std::nullopt, { { 12, 1.20 } } } }, {}, &error);
    QVERIFY2(mix, qPrintable(error));
    QVERIFY(mix->commitments.isEmpty());
    QCOMPARE(mix->usdPerHour, 0.0);
}

void TestPlan::fractionalDemandUsesTheFractionOfAGpu()
{
    // Days cycling 2.5, 3.5 and 4.5 GPUs, on demand 2.00, 12 months 1.20. The 4th GPU is in use
    // (0 + 0.5 + 1) / 3 = 0.5 of the hours ≤ 0.6, the 3rd (0.5 + 1 + 1) / 3 = 0.83 > 0.6: commit 3.
    // cost(3) = 3.60 + 2.00 × (0 + 0.5 + 1.5) / 3 = 4.93 < cost(4) = 4.80 + 2.00 × 0.5 / 3 = 5.13.
    QByteArray csv = "start,gpus\n";
    for (int d = 0; d < 30; ++d)
        csv += QDate(2026, 1, 1).addDays(d).toString(Qt::ISODate).toLatin1() + ',' + QByteArray::number(2.5 + d % 3) + '\n';
    QString error;
    const auto curve = DemandCurve::fromCsv(csv, &error);
    QVERIFY2(curve, qPrintable(error));
    const auto p = planTerm(*curve, 12, { 2.00, 1.20, std::nullopt }, {}, &error);
    QVERIFY2(p, qPrintable(error));
    QCOMPARE(p->committedGpus, 3);
    QCOMPARE(p->closedFormGpus, std::optional<int>(3));
    QCOMPARE(std::round(p->usdPerHour * 100), std::round((3.60 + 2.00 * 2.0 / 3) * 100));
}

void TestPlan::theSweepMeetsTheClosedForm()
{
    QRandomGenerator random(20261207);
    for (int run = 0; run < 200; ++run) {
        QList<double> gpus;
        const int rows = 24 + int(random.bounded(400));
        const int base = int(random.bounded(20)), burst = 1 + int(random.bounded(60));
        for (int k = 0; k < rows; ++k)
            gpus.append(base + (random.bounded(1.0) < 0.35 ? int(random.bounded(burst)) : 0));
        const DemandCurve curve = curveOf(gpus);
        const double onDemand = 1 + random.bounded(4.0);
        const double term = onDemand * (0.3 + random.bounded(0.8));
        const int months = QList<int> { 1, 3, 6, 12, 36 }.at(int(random.bounded(5)));
        QString error;
        const auto p = planTerm(curve, months, { onDemand, term, std::nullopt }, {}, &error);
        QVERIFY2(p, qPrintable(error));
        QVERIFY(p->closedFormGpus);
        QCOMPARE(p->committedGpus, *p->closedFormGpus);
        // No level costs less than the one chosen.
        const ReplayWindow window = replayWindow(curve, months, {});
        for (int c = 0; c <= int(curve.peak()); ++c)
            QVERIFY(hourlyCost(window, c, p->prices, {}) >= p->usdPerHour - 1e-9);
    }
}

void TestPlan::theSolverMeetsTheClosedFormOnOneMarket()
{
    QRandomGenerator random(7);
    for (int run = 0; run < 40; ++run) {
        QList<double> gpus;
        for (int k = 0; k < 200; ++k)
            gpus.append(int(random.bounded(5)) + (random.bounded(1.0) < 0.4 ? int(random.bounded(30)) : 0));
        const DemandCurve curve = curveOf(gpus);
        const double onDemand = 2.5, term = 2.5 * (0.35 + random.bounded(0.6));
        QString error;
        const auto single = planTerm(curve, 12, { onDemand, term, std::nullopt }, {}, &error);
        QVERIFY2(single, qPrintable(error));
        const auto mix = planMix(curve, { Market { QStringLiteral("m"), onDemand, std::nullopt, { { 12, term } } } }, {}, &error);
        QVERIFY2(mix, qPrintable(error));
        const int solved = mix->commitments.isEmpty() ? 0 : mix->commitments.first().gpus;
        QCOMPARE(solved, *single->closedFormGpus);
        QVERIFY(std::abs(mix->usdPerHour - single->usdPerHour) < 1e-6);
        QVERIFY(std::abs(mix->savingUsd - single->savingUsd) < 1e-4);
    }
}

void TestPlan::theMixTakesTheCheapestTermAndOnDemandAcrossMarkets()
{
    // A: on demand 2.00, 12 months 1.30. B: on demand 2.50, 36 months 1.10 (44 % of A's on demand:
    // still above 30 %, so the base of 8 only). The overflow runs at A's on demand.
    const DemandCurve curve = curveOf(cgtest::steadyPlusPeaks());
    QString error;
    const QList<Market> markets { { QStringLiteral("A"), 2.00, std::nullopt, { { 12, 1.30 } } },
        { QStringLiteral("B"), 2.50, std::nullopt, { { 36, 1.10 } } } };
    const auto mix = planMix(curve, markets, {}, &error);
    QVERIFY2(mix, qPrintable(error));
    QCOMPARE(mix->commitments.size(), 1);
    QCOMPARE(mix->commitments.first().market, 1);
    QCOMPARE(mix->commitments.first().months, 36);
    QCOMPARE(mix->commitments.first().gpus, 8);
    QCOMPARE(mix->onDemandMarket, 0);
    QCOMPARE(mix->spotMarket, -1);
    QCOMPARE(std::round(mix->usdPerHour * 100), std::round((8 * 1.10 + 2.00 * 0.3 * 24) * 100)); // 23.20
    QCOMPARE(std::round(mix->onDemandGpuHoursPerHour * 1000), 0.3 * 24 * 1000);
    QCOMPARE(mix->windowMonths, 36);
}

void TestPlan::interruptibleWorkRunsOnSpotWhereItIsCheaper()
{
    // Half of every hour's demand may run on spot: USD 0.50 × 1.2 overhead = 0.60 per GPU-hour.
    const DemandCurve curve = curveOf(cgtest::steadyPlusPeaks());
    const PlanAssumptions half { 0.5, 0.2 };
    QString error;
    const auto p = planTerm(curve, 12, { 2.00, 1.20, 0.50 }, half, &error);
    QVERIFY2(p, qPrintable(error));
    QCOMPARE(p->closedFormGpus, std::nullopt); // spot is in play: the closed form does not apply
    // Firm demand is 4 or 16; a commitment above 4 serves the peaks' firm part (30 % of hours at
    // 2.00 < 1.20 only when the share is above 60 %: no) and interruptible work at 0.60 < 1.20 (no):
    // commit 4. Cost per hour: 4 × 1.20 + 0.3 × (12 × 2.00) + 0.7 × 4 × 0.60 + 0.3 × 16 × 0.60.
    QCOMPARE(p->committedGpus, 4);
    const double expected = 4 * 1.20 + 0.3 * 12 * 2.00 + 0.7 * 4 * 0.60 + 0.3 * 16 * 0.60;
    QCOMPARE(std::round(p->usdPerHour * 100), std::round(expected * 100));
    const auto mix = planMix(curve, { Market { QStringLiteral("m"), 2.00, 0.50, { { 12, 1.20 } } } }, half, &error);
    QVERIFY2(mix, qPrintable(error));
    QCOMPARE(mix->commitments.first().gpus, 4);
    QVERIFY(std::abs(mix->usdPerHour - expected) < 1e-6);
    QCOMPARE(mix->spotMarket, 0);
    // Spot dearer than on demand once the overhead is counted: the work runs on demand.
    const auto dear = planTerm(curve, 12, { 2.00, 1.20, 1.90 }, { 0.5, 0.2 }, &error);
    QCOMPARE(dear->closedFormGpus, std::optional<int>(8));
    QCOMPARE(dear->committedGpus, 8);
    QVERIFY(!validAssumptions({ 1.5, 0 }, &error));
    QVERIFY(!planTerm(curve, 12, { 2.00, 1.20, 0.50 }, { 0.5, -0.1 }, &error));
    QVERIFY2(error.contains(QLatin1String("overhead")), qPrintable(error));
}

void TestPlan::theBreakEvenMonthFollowsTheCurveInTime()
{
    // Three 30-day months, by day: nothing in the first, 10 GPUs in the next two. A 3-month term at
    // half the on-demand price commits 10 (demand exceeds 9 in 2/3 of the hours > 0.5): month 1
    // loses 10 × 1.00 × 720, month 2 wins it back (10 × (2.00 − 1.00) × 720): break-even in month 2.
    QByteArray csv = "start,gpus\n";
    for (int d = 0; d < 90; ++d)
        csv += QDate(2026, 1, 1).addDays(d).toString(Qt::ISODate).toLatin1() + (d < 30 ? ",0\n" : ",10\n");
    QString error;
    const auto curve = DemandCurve::fromCsv(csv, &error);
    QVERIFY2(curve, qPrintable(error));
    const auto p = planTerm(*curve, 3, { 2.00, 1.00, std::nullopt }, {}, &error);
    QVERIFY2(p, qPrintable(error));
    QCOMPARE(p->committedGpus, 10);
    QCOMPARE(p->breakEvenMonth, std::optional<int>(2));
    QCOMPARE(std::round(p->savingUsd * 100), std::round((2 * 720 * 10 * 2.00 - 3 * 720 * 10 * 1.00) * 100)); // 7,200.00
}

void TestPlan::theUsageOverTimeSplitsEachRow()
{
    const DemandCurve curve = curveOf({ 8, 32 });
    // 8 committed, no spot: the base is covered, the peak's 24 run on demand.
    QList<UsageRow> rows = usageOverTime(curve, 8, false, {});
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows.at(0).committedUsed, 8.0);
    QCOMPARE(rows.at(0).onDemand, 0.0);
    QCOMPARE(rows.at(1).committedUsed, 8.0);
    QCOMPARE(rows.at(1).onDemand, 24.0);
    QCOMPARE(rows.at(1).committedIdle, 0.0);
    // 10 committed, half interruptible on spot: at 8 GPUs 2 committed sit idle; at 32 the firm 16
    // take the 10 committed and 6 on demand, the interruptible 16 run on spot.
    rows = usageOverTime(curve, 10, true, { 0.5, 0 });
    QCOMPARE(rows.at(0).committedUsed, 8.0);
    QCOMPARE(rows.at(0).committedIdle, 2.0);
    QCOMPARE(rows.at(0).spot, 0.0);
    QCOMPARE(rows.at(1).committedUsed, 10.0);
    QCOMPARE(rows.at(1).onDemand, 6.0);
    QCOMPARE(rows.at(1).spot, 16.0);
    // Without spot the interruptible rest runs on demand.
    rows = usageOverTime(curve, 10, false, { 0.5, 0 });
    QCOMPARE(rows.at(1).onDemand, 22.0);
    QCOMPARE(rows.at(1).spot, 0.0);
}

namespace {

struct Run
{
    int code = 0;
    QString out, err;
};

Run runPlan(const QStringList &args)
{
    Run run;
    QTextStream so(&run.out), se(&run.err);
    run.code = CommandLine::run(QStringList { QStringLiteral("cloudgauge"), QStringLiteral("plan") } + args, so, se);
    so.flush();
    se.flush();
    return run;
}

} // namespace

void TestPlan::marketsComeFromTheCatalogWithTheirSources()
{
    Catalog catalog(cgtest::plannedCatalog(m_dir));
    QString error;
    QVERIFY2(catalog.open(&error), qPrintable(error));
    const QList<OfferView> offers = catalog.offers();
    const FxRates fx = catalog.latestFxRates();
    const QSet<QString> h100 = catalog.gpuIdentity().modelsNamed(QStringLiteral("H100"));
    const auto cny = [&fx](double v) { return *fx.toUsd(v, QStringLiteral("CNY")); };
    QVERIFY(fx.toUsd(1, QStringLiteral("CNY")));
    QString h100Key; // the model the import matched H100-SXM-80GB to
    for (const OfferView &o : offers)
        if (o.instanceType == QLatin1String("h100x8"))
            h100Key = o.gpuKey;
    QVERIFY(h100.contains(h100Key));

    // A received 12-month quote below the listed reserved price wins the term; an expired one
    // and a quote for another model are left out.
    rfq::QuoteComparison quote;
    quote.quote.providerKey = QStringLiteral("acme");
    quote.quote.kind = QStringLiteral("reserved");
    quote.quote.termMonths = 12;
    quote.quote.line = 4;
    quote.quote.sourceFile = QStringLiteral("acme-quote.xlsx");
    quote.quote.rfqId = QStringLiteral("RFQ-1");
    quote.quote.validUntil = QStringLiteral("2027-03-31");
    quote.gpuKey = h100Key;
    quote.quoteUsdPerGpuHour = 1.70;
    rfq::QuoteComparison expired = quote;
    expired.expired = true;
    expired.quoteUsdPerGpuHour = 1.00;
    rfq::QuoteComparison otherModel = quote;
    otherModel.gpuKey = QStringLiteral("nvidia-a100-sxm4-80gb");
    otherModel.quoteUsdPerGpuHour = 0.90;

    QList<ProviderMarket> markets = catalogMarkets(catalog, offers, fx, {}, h100, {}, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(markets.size(), 2);
    const ProviderMarket &acme = markets.at(0), &bolt = markets.at(1);
    QCOMPARE(acme.providerKey, QStringLiteral("acme"));
    QCOMPARE(acme.market.onDemand, std::optional<double>(2.80)); // the 1-GPU offer: cheaper per GPU than 24.00 / 8
    QCOMPARE(acme.sources.onDemand.text(), QStringLiteral("h100x1 in us-2, https://acme.example/prices, observed 2026-11-29"));
    QCOMPARE(acme.market.terms, (QMap<int, double> { { 12, 2.00 } })); // 16.00 per instance-hour ÷ 8
    QCOMPARE(acme.sources.terms.value(12).text(), QStringLiteral("h100x8 in us-1, https://acme.example/reserved, observed 2026-11-28"));
    QCOMPARE(acme.market.spot, std::nullopt);
    QCOMPARE(bolt.market.onDemand, std::optional<double>(cny(28.00)));
    QCOMPARE(bolt.market.spot, std::optional<double>(cny(5.00)));
    QVERIFY(bolt.market.terms.isEmpty());

    markets = catalogMarkets(catalog, offers, fx, { quote, expired, otherModel }, h100, { QStringLiteral("acme") }, &error);
    QCOMPARE(markets.size(), 1);
    QCOMPARE(markets.first().market.terms, (QMap<int, double> { { 12, 1.70 } }));
    QCOMPARE(
        markets.first().sources.terms.value(12).text(), QStringLiteral("quote line 4 of acme-quote.xlsx (RFQ-1), valid until 2027-03-31"));
}

void TestPlan::theCommandPlansTypedPrices()
{
    QTemporaryDir dir;
    const QString demand = dir.filePath(QStringLiteral("demand.csv"));
    QFile f(demand);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(cgtest::hourlyCsv(cgtest::steadyPlusPeaks()));
    f.close();
    const Run run = runPlan({ QStringLiteral("--demand"), demand, QStringLiteral("--price"), QStringLiteral("on_demand=2.00"),
        QStringLiteral("--price"), QStringLiteral("12=1.20"), QStringLiteral("--price"), QStringLiteral("1=1.90"),
        QStringLiteral("--format"), QStringLiteral("json") });
    QVERIFY2(run.code == 0, qPrintable(run.err));
    const QJsonObject doc = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(doc.value(QStringLiteral("demand")).toObject().value(QStringLiteral("rows")).toInt(), 720);
    QCOMPARE(doc.value(QStringLiteral("demand")).toObject().value(QStringLiteral("peak_gpus")).toDouble(), 32.0);
    const QJsonArray plans = doc.value(QStringLiteral("plans")).toArray();
    QCOMPARE(plans.size(), 2); // 1 and 12 months, shortest first
    const QJsonObject year = plans.at(1).toObject();
    QCOMPARE(year.value(QStringLiteral("term_months")).toInt(), 12);
    QCOMPARE(year.value(QStringLiteral("committed_gpus")).toInt(), 8);
    QCOMPARE(std::round(year.value(QStringLiteral("usd_per_hour")).toDouble() * 100), 2400.0);
    QCOMPARE(std::round(year.value(QStringLiteral("period_usd")).toDouble() * 100), 1728000.0);
    QCOMPARE(std::round(year.value(QStringLiteral("saving_usd")).toDouble() * 100), 460800.0);
    // 1 month at 95 % of on demand: the base (always in use) still pays, 8 GPUs.
    QCOMPARE(plans.at(0).toObject().value(QStringLiteral("committed_gpus")).toInt(), 8);
    const QJsonObject mix = doc.value(QStringLiteral("mix")).toObject();
    const QJsonArray commitments = mix.value(QStringLiteral("commitments")).toArray();
    QCOMPARE(commitments.size(), 1);
    QCOMPARE(commitments.at(0).toObject().value(QStringLiteral("term_months")).toInt(), 12);
    QCOMPARE(commitments.at(0).toObject().value(QStringLiteral("gpus")).toInt(), 8);
    QCOMPARE(std::round(mix.value(QStringLiteral("period_usd")).toDouble() * 100), 1728000.0);

    const Run table = runPlan({ QStringLiteral("--demand"), demand, QStringLiteral("--price"), QStringLiteral("on_demand=2.00"),
        QStringLiteral("--price"), QStringLiteral("12=1.20") });
    QVERIFY2(table.code == 0, qPrintable(table.err));
    QVERIFY2(table.out.contains(QLatin1String("Best mix (GLPK): commit 8 GPUs for 12 months at typed prices (USD 1.20 per GPU-hour)")),
        qPrintable(table.out));
    QVERIFY2(table.out.contains(QLatin1String("USD 17280.00 over the period, saving USD 4608.00 (21.1 %)")), qPrintable(table.out));
}

void TestPlan::theCommandPlansTheCatalogsPrices()
{
    const QString catalogPath = cgtest::plannedCatalog(m_dir);
    QTemporaryDir dir;
    const QString demand = dir.filePath(QStringLiteral("demand.csv"));
    QFile f(demand);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(cgtest::hourlyCsv(cgtest::steadyPlusPeaks()));
    f.close();
    const Run run = runPlan({ QStringLiteral("--catalog"), catalogPath, QStringLiteral("--demand"), demand, QStringLiteral("--gpu"),
        QStringLiteral("H100"), QStringLiteral("--format"), QStringLiteral("json") });
    QVERIFY2(run.code == 0, qPrintable(run.err));
    const QJsonObject doc = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const QJsonArray markets = doc.value(QStringLiteral("markets")).toArray();
    QCOMPARE(markets.size(), 2);
    QCOMPARE(markets.at(0).toObject().value(QStringLiteral("market")).toString(), QStringLiteral("acme"));
    const QJsonArray plans = doc.value(QStringLiteral("plans")).toArray();
    QCOMPARE(plans.size(), 1); // only acme has a term
    // 12 months at 2.00 against 2.80: share above 8 is 0.3 ≤ 0.714, so 8; 8 × 2.00 + 2.80 × 7.2 per hour.
    const QJsonObject p = plans.at(0).toObject();
    QCOMPARE(p.value(QStringLiteral("committed_gpus")).toInt(), 8);
    QCOMPARE(std::round(p.value(QStringLiteral("usd_per_hour")).toDouble() * 100), std::round((8 * 2.00 + 2.80 * 7.2) * 100));
    QCOMPARE(p.value(QStringLiteral("term_source")).toString(),
        QStringLiteral("h100x8 in us-1, https://acme.example/reserved, observed 2026-11-28"));
    const QJsonObject mix = doc.value(QStringLiteral("mix")).toObject();
    QCOMPARE(mix.value(QStringLiteral("on_demand_market")).toString(), QStringLiteral("acme")); // 2.80 < bolt's 28 CNY
    QCOMPARE(mix.value(QStringLiteral("commitments")).toArray().at(0).toObject().value(QStringLiteral("gpus")).toInt(), 8);

    // Interruptible work goes to bolt's spot when it is below acme's on demand.
    const Run spot = runPlan(
        { QStringLiteral("--catalog"), catalogPath, QStringLiteral("--demand"), demand, QStringLiteral("--gpu"), QStringLiteral("H100"),
            QStringLiteral("--interruptible"), QStringLiteral("0.5"), QStringLiteral("--format"), QStringLiteral("json") });
    QVERIFY2(spot.code == 0, qPrintable(spot.err));
    QCOMPARE(QJsonDocument::fromJson(spot.out.toUtf8())
                 .object()
                 .value(QStringLiteral("mix"))
                 .toObject()
                 .value(QStringLiteral("spot_market"))
                 .toString(),
        QStringLiteral("bolt"));

    // A provider the catalog knows with no H100 offer: nothing to plan. One it does not know: a usage error naming it.
    const Run none = runPlan({ QStringLiteral("--catalog"), catalogPath, QStringLiteral("--demand"), demand, QStringLiteral("--gpu"),
        QStringLiteral("H100"), QStringLiteral("--provider"), QStringLiteral("lambda") });
    QCOMPARE(none.code, 1);
    QVERIFY2(none.err.contains(QLatin1String("no provider lists a price for H100 among the providers given")), qPrintable(none.err));
    const Run unknown = runPlan({ QStringLiteral("--catalog"), catalogPath, QStringLiteral("--demand"), demand, QStringLiteral("--gpu"),
        QStringLiteral("H100"), QStringLiteral("--provider"), QStringLiteral("nobody") });
    QCOMPARE(unknown.code, 2);
    QVERIFY2(unknown.err.contains(QLatin1String("'nobody' is not a provider key of the catalog")), qPrintable(unknown.err));
    // Keys match whatever their case.
    const Run upper = runPlan({ QStringLiteral("--catalog"), catalogPath, QStringLiteral("--demand"), demand, QStringLiteral("--gpu"),
        QStringLiteral("H100"), QStringLiteral("--provider"), QStringLiteral("ACME"), QStringLiteral("--format"), QStringLiteral("json") });
    QVERIFY2(upper.code == 0, qPrintable(upper.err));
    QCOMPARE(QJsonDocument::fromJson(upper.out.toUtf8()).object().value(QStringLiteral("markets")).toArray().size(), 1);
}

void TestPlan::theCommandRefusesWhatItCannotPlan()
{
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.csv"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("start,gpus\n2026-01-01,4\n2026-01-03,4\n");
    f.close();
    const QString price = QStringLiteral("on_demand=2");
    Run r = runPlan({ QStringLiteral("--price"), price });
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QLatin1String("--demand FILE.csv is required")), qPrintable(r.err));
    r = runPlan({ QStringLiteral("--demand"), bad });
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QLatin1String("--gpu MODEL is required unless --price")), qPrintable(r.err));
    r = runPlan({ QStringLiteral("--demand"), bad, QStringLiteral("--price"), QStringLiteral("12=1.2") });
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QLatin1String("--price needs on_demand=USD")), qPrintable(r.err));
    r = runPlan({ QStringLiteral("--demand"), bad, QStringLiteral("--price"), price, QStringLiteral("--price"), QStringLiteral("week=1") });
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QLatin1String("'week' is not on_demand, spot or a term of 1 to 120 months")), qPrintable(r.err));
    r = runPlan(
        { QStringLiteral("--demand"), bad, QStringLiteral("--price"), price, QStringLiteral("--interruptible"), QStringLiteral("1.5") });
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QLatin1String("--interruptible must be a number from 0 to 1")), qPrintable(r.err));
    r = runPlan({ QStringLiteral("--demand"), bad, QStringLiteral("--price"), price });
    QCOMPARE(r.code, 1);
    QVERIFY2(
        r.err.contains(QLatin1String("line 3: starts at 2026-01-03T00:00:00Z, but the rows must be consecutive days")), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    r = runPlan(
        { QStringLiteral("--demand"), bad, QStringLiteral("--price"), price, QStringLiteral("--price"), QStringLiteral("on_demand=3") });
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QLatin1String("--price on_demand is given twice")), qPrintable(r.err));
    r = runPlan({ QStringLiteral("--demand"), bad, QStringLiteral("--price"), price, QStringLiteral("--gpu"), QStringLiteral("H100") });
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QLatin1String("--price plans the typed prices alone")), qPrintable(r.err));
    r = runPlan({ QStringLiteral("--demand"), dir.filePath(QStringLiteral("missing.csv")), QStringLiteral("--price"), price });
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QLatin1String("cannot read")), qPrintable(r.err));
}

QTEST_MAIN(TestPlan)
#include "tst_plan.moc"
