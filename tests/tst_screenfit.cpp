// ScreenFit: every window and dialog opens inside its screen's available geometry, whatever size
// it asked for; a window that fits is left where and as it is.
#include "TestSupport.h"

#include "ScreenFit.h"
#include "i18n/LanguageManager.h"
#include "report/ReportPreviewDialog.h"
#include "session/Workspace.h"

#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QMainWindow>
#include <QScreen>

using namespace cg;

class TestScreenFit : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void aWindowLargerThanTheScreenOpensInsideIt_data();
    void aWindowLargerThanTheScreenOpensInsideIt();
    void aWindowThatFitsIsLeftAlone();
    void theReportDialogFitsALaptopScreen();

private:
    static QRect available() { return QGuiApplication::primaryScreen()->availableGeometry(); }
};

void TestScreenFit::initTestCase()
{
    cgtest::initHermetic();
    ScreenFit::install();
    ScreenFit::install(); // once only
    QCOMPARE(qApp->findChildren<ScreenFit *>(QString(), Qt::FindDirectChildrenOnly).size(), 1);
}

void TestScreenFit::aWindowLargerThanTheScreenOpensInsideIt_data()
{
    QTest::addColumn<bool>("dialog");
    QTest::addColumn<int>("extraWidth");
    QTest::addColumn<int>("extraHeight");
    QTest::addColumn<int>("offsetX");
    QTest::newRow("a main window asking for more than the screen") << false << 834 << 232 << 0;
    QTest::newRow("a dialog taller than the screen") << true << -200 << 15 << 0;
    QTest::newRow("a window placed off the right edge") << false << -100 << -100 << 400;
}

void TestScreenFit::aWindowLargerThanTheScreenOpensInsideIt()
{
    QFETCH(bool, dialog);
    QFETCH(int, extraWidth);
    QFETCH(int, extraHeight);
    QFETCH(int, offsetX);
    std::unique_ptr<QWidget> w(dialog ? static_cast<QWidget *>(new QDialog) : new QMainWindow);
    const QRect screen = available();
    w->resize(screen.width() + extraWidth, screen.height() + extraHeight);
    w->move(screen.left() + offsetX, screen.top());
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    QVERIFY2(screen.contains(w->frameGeometry()),
        qPrintable(QStringLiteral("%1 outside %2").arg(QDebug::toString(w->frameGeometry()), QDebug::toString(screen))));
}

void TestScreenFit::aWindowThatFitsIsLeftAlone()
{
    const QRect screen = available();
    QDialog d;
    d.resize(screen.width() / 2, screen.height() / 2);
    d.move(screen.topLeft() + QPoint(10, 10));
    const QRect before = d.geometry();
    QVERIFY(!ScreenFit::fit(&d));
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    QCOMPARE(d.size(), before.size());
}

void TestScreenFit::theReportDialogFitsALaptopScreen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    Workspace workspace(path);
    QString recovered, error;
    QVERIFY2(workspace.openChecked(false, &recovered, &error), qPrintable(error));
    QVERIFY2(workspace.load(RankingParams(), &error), qPrintable(error));
    LanguageManager languages;
    ReportPreviewDialog dialog(workspace.catalog(), workspace.session(), languages);
    // The smallest it can be, with a title bar of 40 px, inside a 1366×768 screen's 740 px of
    // height under a 28 px panel: the Save button never falls below the edge.
    const QSize least = dialog.minimumSizeHint();
    QVERIFY2(least.height() + 40 <= 740, qPrintable(QStringLiteral("minimum height %1").arg(least.height())));
    QVERIFY2(least.width() <= 1366, qPrintable(QStringLiteral("minimum width %1").arg(least.width())));
}

QTEST_MAIN(TestScreenFit)
#include "tst_screenfit.moc"
