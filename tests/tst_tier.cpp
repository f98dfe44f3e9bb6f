// Tier: the one home of ClusterMAX tier names, points, order and the Not Recommended group.
#include "core/Tier.h"

#include <QTest>

using namespace cg;

class TestTier : public QObject
{
    Q_OBJECT

private slots:
    void namesParseCaseInsensitively_data();
    void namesParseCaseInsensitively();
    void notRecommendedIsUnderperformingAndUnavailable();
    void pointsBandsRoundTrip();
    void unknownNameIsUnratedAndKeptForDisplay();
};

void TestTier::namesParseCaseInsensitively_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("level");
    QTest::addColumn<double>("points");
    QTest::newRow("Platinum is 100") << QStringLiteral("Platinum") << int(Tier::Platinum) << 100.0;
    QTest::newRow("gold in lower case is 80") << QStringLiteral("gold") << int(Tier::Gold) << 80.0;
    QTest::newRow("Silver with spaces is 60") << QStringLiteral("  Silver ") << int(Tier::Silver) << 60.0;
    QTest::newRow("Bronze is 40") << QStringLiteral("BRONZE") << int(Tier::Bronze) << 40.0;
    QTest::newRow("Participation Ribbon is 25") << QStringLiteral("Participation Ribbon") << int(Tier::ParticipationRibbon) << 25.0;
    QTest::newRow("ClusterMAX 1.0 spelling Underperform is 10") << QStringLiteral("Underperform") << int(Tier::Underperforming) << 10.0;
    QTest::newRow("Unavailable has no points") << QStringLiteral("Unavailable") << int(Tier::Unavailable) << -1.0;
    QTest::newRow("empty is unrated") << QString() << int(Tier::Unrated) << -1.0;
}

void TestTier::namesParseCaseInsensitively()
{
    QFETCH(QString, name);
    QFETCH(int, level);
    QFETCH(double, points);
    const Tier t = Tier::fromName(name);
    QCOMPARE(int(t.level()), level);
    QCOMPARE(t.points().value_or(-1.0), points);
    QCOMPARE(t.order(), level);
}

void TestTier::notRecommendedIsUnderperformingAndUnavailable()
{
    QStringList notRecommended;
    for (int l = Tier::Platinum; l <= Tier::Unrated; ++l)
        if (Tier(Tier::Level(l)).isNotRecommended())
            notRecommended.append(Tier(Tier::Level(l)).name());
    QCOMPARE(notRecommended, QStringList({ QStringLiteral("Underperforming"), QStringLiteral("Unavailable") }));
    QVERIFY(!Tier().isPublished());
    QVERIFY(Tier(Tier::Unavailable).isPublished());
}

void TestTier::pointsBandsRoundTrip()
{
    // Every tier's own points fall in its own band; the band edges are the midpoints.
    for (const Tier &t : Tier::pointTiers())
        QCOMPARE(Tier::fromPoints(*t.points()), t);
    QCOMPARE(Tier::fromPoints(89.9).level(), Tier::Gold);
    QCOMPARE(Tier::fromPoints(32.5).level(), Tier::Bronze);
    QCOMPARE(Tier::fromPoints(17.4).level(), Tier::Underperforming);
    QCOMPARE(Tier::pointTiers().size(), 6);
}

void TestTier::unknownNameIsUnratedAndKeptForDisplay()
{
    QCOMPARE(Tier::fromName(QStringLiteral("Diamond")).level(), Tier::Unrated);
    QCOMPARE(Tier::displayNameOf(QStringLiteral("Diamond")), QStringLiteral("Diamond"));
    QCOMPARE(Tier::displayNameOf(QStringLiteral("gold")), QStringLiteral("Gold"));
}

QTEST_GUILESS_MAIN(TestTier)
#include "tst_tier.moc"
