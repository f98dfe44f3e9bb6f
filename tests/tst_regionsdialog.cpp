// Tools → Regions and latency…: the user's location is remembered and gives each region its
// distance and round-trip floor; "Measure latency" times the endpoints with a progress bar, keeps
// the results in the catalog and shows them; the window's status bar asks for the location once.
#include "LocalHttpServer.h"
#include "MainWindow.h"
#include "RegionsDialog.h"
#include "TestSupport.h"
#include "catalog/store/Catalog.h"
#include "geo/UserLocation.h"

#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace cg;
using cgtest::LocalHttpServer;

class TestRegionsDialog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void aRememberedLocationGivesEachRegionItsDistance();
    void aBadLocationIsNotSavedAndSaysWhy();
    void measuringTimesKeepsAndShowsEachRegion();
    void theWindowAsksForTheLocationUntilItIsSet();

private:
    QTemporaryDir m_dir;
    QString m_path;
};

void TestRegionsDialog::initTestCase()
{
    cgtest::initHermetic();
}

void TestRegionsDialog::init()
{
    UserLocation::forget();
    m_path = m_dir.filePath(QStringLiteral("c%1.sqlite").arg(QDateTime::currentMSecsSinceEpoch()));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), m_path));
    QFile::setPermissions(m_path, QFile::ReadOwner | QFile::WriteOwner);
}

void TestRegionsDialog::aRememberedLocationGivesEachRegionItsDistance()
{
    Catalog catalog(m_path);
    QString error;
    QVERIFY2(catalog.open(&error), qPrintable(error));
    // A region of the catalog with coordinates: its distance is derived from them, not typed here.
    std::optional<RegionPlace> placed;
    for (const OfferRegion &r : catalog.offerRegions())
        if (r.place.hasCoordinates() && !placed)
            placed = r.place;
    QVERIFY(placed);

    RegionsDialog dialog(catalog, true);
    const int row = dialog.rowOf(placed->providerKey, placed->region);
    QVERIFY(row >= 0);
    QVERIFY(dialog.table()->item(row, RegionsDialog::DistanceColumn)->text().isEmpty()); // no location: unknown
    dialog.locationEdit()->setText(QStringLiteral("31.23,121.47"));
    dialog.locationNameEdit()->setText(QStringLiteral("Shanghai"));
    QTest::mouseClick(dialog.rememberButton(), Qt::LeftButton);
    const std::optional<UserLocation> here = UserLocation::remembered();
    QVERIFY(here);
    QCOMPARE(here->name, QStringLiteral("Shanghai"));
    const int again = dialog.rowOf(placed->providerKey, placed->region);
    const double km = greatCircleKm(31.23, 121.47, *placed->latitude, *placed->longitude);
    QCOMPARE(dialog.table()->item(again, RegionsDialog::DistanceColumn)->text(), QLocale().toString(km, 'f', 0));
    QCOMPARE(dialog.table()->item(again, RegionsDialog::FloorColumn)->text(), QLocale().toString(roundTripFloorMs(km), 'f', 1));
}

void TestRegionsDialog::aBadLocationIsNotSavedAndSaysWhy()
{
    Catalog catalog(m_path);
    QString error;
    QVERIFY2(catalog.open(&error), qPrintable(error));
    RegionsDialog dialog(catalog, true);
    dialog.locationEdit()->setText(QStringLiteral("95,10"));
    QTest::mouseClick(dialog.rememberButton(), Qt::LeftButton);
    QVERIFY(!UserLocation::remembered());
    QVERIFY2(
        dialog.statusLabel()->text().startsWith(QLatin1String("Your location was not saved: ")), qPrintable(dialog.statusLabel()->text()));
}

void TestRegionsDialog::measuringTimesKeepsAndShowsEachRegion()
{
    constexpr int kDelayMs = 80;
    LocalHttpServer server;
    QVERIFY(server.listen());
    LocalHttpServer::Response r;
    r.delayMs = kDelayMs;
    server.route("/", { r });

    Catalog catalog(m_path);
    QString error;
    QVERIFY2(catalog.open(&error), qPrintable(error));
    UserLocation::parse(QStringLiteral("31.23,121.47"), QStringLiteral("Shanghai"), &error)->remember(); // distances and times side by side
    RegionsDialog dialog(catalog, true);
    dialog.setTargets({ { QStringLiteral("local"), QStringLiteral("here"), server.url(QStringLiteral("/")), {} } });
    const int row = dialog.rowOf(QStringLiteral("local"), QStringLiteral("here"));
    QVERIFY(row >= 0);
    QSignalSpy ended(&dialog, &RegionsDialog::measurementEnded);
    QTest::mouseClick(dialog.measureButton(), Qt::LeftButton);
    QCOMPARE(dialog.measureButton()->text(), QStringLiteral("Cancel"));
    QVERIFY(ended.wait(30'000));
    QVERIFY2(dialog.statusLabel()->text().contains(QLatin1String("Kept in the catalog.")), qPrintable(dialog.statusLabel()->text()));

    const QList<LatencyMeasurement> kept = catalog.latestLatency();
    QCOMPARE(kept.size(), 1);
    QVERIFY(kept.first().firstByteMs && std::abs(*kept.first().firstByteMs - kDelayMs) <= 0.1 * kDelayMs);
    const int shown = dialog.rowOf(QStringLiteral("local"), QStringLiteral("here"));
    QCOMPARE(dialog.table()->item(shown, RegionsDialog::FirstByteColumn)->text(), QLocale().toString(*kept.first().firstByteMs, 'f', 1));
    QVERIFY(!dialog.table()->item(shown, RegionsDialog::MeasuredColumn)->text().isEmpty());
}

void TestRegionsDialog::theWindowAsksForTheLocationUntilItIsSet()
{
    MainWindow w(m_path);
    QVERIFY(!w.locationPrompt()->isHidden()); // no location yet: the status bar asks
    QVERIFY(w.locationPrompt()->text().contains(QLatin1String("location")));
    QString error;
    UserLocation::parse(QStringLiteral("39.90,116.40"), QStringLiteral("Beijing"), &error)->remember();
    w.refreshLocationPrompt();
    QVERIFY(w.locationPrompt()->isHidden());
}

QTEST_MAIN(TestRegionsDialog)
#include "tst_regionsdialog.moc"
