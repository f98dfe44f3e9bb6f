// File → Update prices…: the dialog's run against a local HTTP server, and the window's wiring
// (nothing fetched at start-up, the catalog reloaded after an update).
#include "LocalHttpServer.h"
#include "MainWindow.h"
#include "TestSupport.h"
#include "catalog/store/Catalog.h"
#include "i18n/LanguageManager.h"
#include "report/ReportPreviewDialog.h"
#include "updating/PriceUpdateDialog.h"
#include "updating/PriceVerifyDialog.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTest>
#include <QTreeWidget>

using namespace cg;
using cgtest::LocalHttpServer;

namespace {

const QByteArray kVms = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region\n"
                        "gpu_1x_a10,A10,1,30,200,,0.75,,us-east-1\n"
                        "gpu_8x_h100_sxm5,H100,8,208,1800,,23.92,,us-east-1\n";

} // namespace

class TestUpdateDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        cgtest::initHermetic();
        qputenv("no_proxy", "127.0.0.1,localhost");
        QVERIFY(m_languages.setLanguage(QStringLiteral("en"), false)); // English plurals ("2 offers")
    }
    void init();
    void cleanup();
    void dialogUpdatesCheckedSourcesAndReportsEach();
    void windowFetchesNothingUntilAskedAndReloadsAfter();
    void windowVerifiesTheTopListAndThePreviewCountsIt();

private:
    PriceSource source(const QString &name, const QByteArray &target) const
    {
        PriceSource s;
        s.name = name;
        s.title = name;
        s.url = m_server->url(QString::fromLatin1(target));
        s.format = QStringLiteral("skypilot");
        s.providerKey = QStringLiteral("lambda");
        return s;
    }
    FetchOptions fastOptions() const
    {
        FetchOptions o;
        o.timeoutMs = 500;
        o.backoffMs = { 1, 2, 4 };
        return o;
    }
    int offeringCount() const
    {
        Catalog c(m_path);
        QString error;
        if (!c.open(&error))
            return -1;
        QSqlQuery q(c.database());
        q.exec(QStringLiteral("SELECT COUNT(*) FROM offering"));
        return q.next() ? q.value(0).toInt() : -1;
    }

    LanguageManager m_languages;
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
    std::unique_ptr<LocalHttpServer> m_server;
};

void TestUpdateDialog::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_path = m_dir->filePath(QStringLiteral("c.sqlite"));
    {
        Catalog c(m_path);
        QString error;
        QVERIFY2(cgtest::openReferenceCatalog(c, &error), qPrintable(error));
    }
    m_server = std::make_unique<LocalHttpServer>();
    QVERIFY(m_server->listen());
    m_server->route("/lambda/vms.csv", { LocalHttpServer::Response { 200, "text/csv", kVms, LocalHttpServer::Mode::Normal, {}, 0 } });
    QSettings().clear();
}

void TestUpdateDialog::cleanup()
{
    m_server.reset();
    m_dir.reset();
}

void TestUpdateDialog::dialogUpdatesCheckedSourcesAndReportsEach()
{
    PriceUpdateDialog dialog(m_path);
    dialog.setFetchOptions(fastOptions());
    PriceSource locked = source(QStringLiteral("locked"), "/x");
    locked.needsApiKey = true;
    locked.apiKeyEnv = QStringLiteral("CG_TEST_UNSET_KEY");
    dialog.setSources({ source(QStringLiteral("lambda"), "/lambda/vms.csv"), source(QStringLiteral("missing"), "/missing.csv"),
        source(QStringLiteral("unchecked"), "/lambda/vms.csv"), locked });
    auto *list = dialog.findChild<QTreeWidget *>();
    QVERIFY(list);
    QVERIFY(!(list->topLevelItem(3)->flags() & Qt::ItemIsEnabled)); // needs a key it does not have
    QCOMPARE(dialog.statusOf(QStringLiteral("locked")),
        QStringLiteral("locked needs an API key: set the environment variable CG_TEST_UNSET_KEY"));
    dialog.setChecked({ QStringLiteral("lambda"), QStringLiteral("missing"), QStringLiteral("locked") });
    QCOMPARE(list->topLevelItem(2)->checkState(0), Qt::Unchecked);
    QSignalSpy changed(&dialog, &PriceUpdateDialog::catalogChanged);
    const int before = offeringCount();
    dialog.show();
    dialog.startUpdate();
    QVERIFY(dialog.isUpdating());
    QVERIFY(changed.wait(20000));
    QVERIFY(!dialog.isUpdating());
    QCOMPARE(dialog.statusOf(QStringLiteral("lambda")), QStringLiteral("done: 2 offers, 2 new or changed prices"));
    QCOMPARE(dialog.statusOf(QStringLiteral("missing")),
        QStringLiteral("failed: HTTP 404 Not Found for %1").arg(m_server->url(QStringLiteral("/missing.csv"))));
    QVERIFY(cgtest::sameRequests(m_server->hits("/lambda/vms.csv"), 1)); // the unchecked source was not fetched
    QVERIFY(dialog.reportText().contains(QLatin1String("missing: not updated, the catalog is unchanged")));
    QCOMPARE(offeringCount(), before + 2);
}

void TestUpdateDialog::windowFetchesNothingUntilAskedAndReloadsAfter()
{
    MainWindow w(m_path);
    w.show();
    QVERIFY(!w.priceUpdateDialog()); // no update machinery, so no network, until the user asks
    QAction *update = nullptr;
    for (QAction *menu : w.menuBar()->actions())
        for (QAction *a : menu->menu() ? menu->menu()->actions() : QList<QAction *>())
            if (a->text() == QStringLiteral("&Update prices…"))
                update = a;
    QVERIFY(update);
    update->trigger();
    PriceUpdateDialog *dialog = w.priceUpdateDialog();
    QVERIFY(dialog && dialog->isVisible());
    QCOMPARE(m_server->hits("/lambda/vms.csv"), 0); // showing the dialog fetches nothing
    dialog->setFetchOptions(fastOptions());
    dialog->setSources({ source(QStringLiteral("lambda"), "/lambda/vms.csv") });
    dialog->setChecked({ QStringLiteral("lambda") });
    const int before = int(w.rankingSession().offers().size());
    QSignalSpy reloaded(&w, &MainWindow::catalogReloaded);
    dialog->startUpdate();
    QVERIFY(reloaded.wait(20000));
    QCOMPARE(int(w.rankingSession().offers().size()), before + 2);
    QVERIFY(w.isEnabled()); // the window stayed usable: the dialog is not modal
    QCOMPARE(dialog->windowModality(), Qt::NonModal);
}

void TestUpdateDialog::windowVerifiesTheTopListAndThePreviewCountsIt()
{
    // The catalog holds the two Lambda offers of kVms; the source of the list that covers Lambda
    // (skypilot-lambda, pointed at the local server by the user's override file) then lists the
    // H100 at another price.
    QByteArray changedVms = kVms;
    changedVms.replace("23.92", "22.00");
    m_server->route("/lambda/vms.csv",
        { LocalHttpServer::Response { 200, "text/csv", kVms, LocalHttpServer::Mode::Normal, {}, 0 },
            LocalHttpServer::Response { 200, "text/csv", changedVms, LocalHttpServer::Mode::Normal, {}, 0 } });
    QVERIFY(QDir().mkpath(QFileInfo(PriceSourceList::overridePath()).path()));
    QFile overrides(PriceSourceList::overridePath());
    QVERIFY(overrides.open(QIODevice::WriteOnly));
    overrides.write(QStringLiteral(R"({"sources": [{"name": "skypilot-lambda", "url": "%1"}]})")
                        .arg(m_server->url(QStringLiteral("/lambda/vms.csv")))
                        .toUtf8());
    overrides.close();
    MainWindow w(m_path);
    w.show();
    w.showPriceUpdate();
    w.priceUpdateDialog()->setFetchOptions(fastOptions());
    w.priceUpdateDialog()->setSources({ source(QStringLiteral("lambda"), "/lambda/vms.csv") });
    w.priceUpdateDialog()->setChecked({ QStringLiteral("lambda") });
    QSignalSpy reloaded(&w, &MainWindow::catalogReloaded);
    w.priceUpdateDialog()->startUpdate();
    QVERIFY(reloaded.wait(20000));
    const QList<RankedOffer> ranked = w.rankingSession().ranked();
    QCOMPARE(ranked.size(), 2);
    {
        ReportPreviewDialog preview(w.workspace().catalog(), w.rankingSession(), m_languages);
        QCOMPARE(preview.unverifiedCount(), 2); // never checked
    }
    QVERIFY(!w.priceVerifyDialog()); // nothing until the user asks
    QAction *verify = nullptr;
    for (QAction *menu : w.menuBar()->actions())
        for (QAction *a : menu->menu() ? menu->menu()->actions() : QList<QAction *>())
            if (a->text() == QStringLiteral("&Verify prices of the top list…"))
                verify = a;
    QVERIFY(verify);
    verify->trigger();
    PriceVerifyDialog *dialog = w.priceVerifyDialog();
    QVERIFY(dialog && dialog->isVisible());
    QCOMPARE(dialog->windowModality(), Qt::NonModal);
    QCOMPARE(m_server->hits("/lambda/vms.csv"), 1); // showing the dialog fetches nothing
    dialog->setFetchOptions(fastOptions());
    reloaded.clear();
    dialog->startVerify();
    QVERIFY(dialog->isVerifying());
    QVERIFY(reloaded.wait(20000));
    QCOMPARE(m_server->hits("/lambda/vms.csv"), 2); // one fetch for both offers
    const QList<PriceCheck> checks = dialog->checks();
    QCOMPARE(checks.size(), 2);
    for (qsizetype i = 0; i < checks.size(); ++i) {
        const PriceCheck &c = checks.at(i);
        QCOMPARE(c.instanceType, ranked.at(i).offer.instanceType); // in rank order
        QCOMPARE(c.source, QStringLiteral("skypilot-lambda"));
        if (c.instanceType == QLatin1String("gpu_8x_h100_sxm5")) {
            QCOMPARE(c.status, PriceCheck::Status::Changed);
            QCOMPARE(c.oldAmount, std::optional<double>(23.92));
            QCOMPARE(c.newAmount, std::optional<double>(22.00));
        } else {
            QCOMPARE(c.status, PriceCheck::Status::Confirmed);
            QCOMPARE(c.newAmount, std::optional<double>(0.75));
        }
    }
    QVERIFY2(dialog->summaryText().startsWith(
                 QLatin1String("1 confirmed, 1 changed, 0 no longer listed, 0 could not be fetched, 0 not verifiable online")),
        qPrintable(dialog->summaryText()));
    // The window re-ranked on the new price, and the report counts both prices as verified.
    const OfferView *h100 = nullptr;
    for (const RankedOffer &r : w.rankingSession().ranked())
        if (r.offer.instanceType == QLatin1String("gpu_8x_h100_sxm5"))
            h100 = &r.offer;
    QVERIFY(h100);
    QCOMPARE(h100->onDemand.amount, std::optional<double>(22.00));
    ReportPreviewDialog preview(w.workspace().catalog(), w.rankingSession(), m_languages);
    QCOMPARE(preview.unverifiedCount(), 0);
}

QTEST_MAIN(TestUpdateDialog)
#include "tst_updatedialog.moc"
