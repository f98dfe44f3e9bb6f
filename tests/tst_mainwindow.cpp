#include "TestSupport.h"

#include "MainWindow.h"

#include <QApplication>
#include <QFile>
#include <QLineEdit>
#include <QMenuBar>
#include <QTableView>

using namespace cg;

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void showsTheBundledCatalogAndFilters();
};

void TestMainWindow::showsTheBundledCatalogAndFilters()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    MainWindow w(path);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *table = w.findChild<QTableView *>();
    QVERIFY(table);
    const int all = table->model()->rowCount();
    QVERIFY2(all >= 600, qPrintable(QString::number(all)));
    auto *search = w.findChild<QLineEdit *>();
    QTest::keyClicks(search, QStringLiteral("p5.48xlarge"));
    QVERIFY(table->model()->rowCount() >= 1);
    QVERIFY(table->model()->rowCount() < 5);
    QCOMPARE(w.visibleOfferCount(), table->model()->rowCount());
    QStringList menus;
    for (QAction *a : w.menuBar()->actions())
        menus.append(a->text());
    QCOMPARE(menus, (QStringList{QStringLiteral("&File"), QStringLiteral("&View"), QStringLiteral("&Help")}));
    QVERIFY(!w.grab().isNull());
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
