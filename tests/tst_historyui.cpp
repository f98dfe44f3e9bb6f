// The price history in the window: the details pane's chart, What changed…, the watchlist notice.
// With CG_SCREENSHOT_DIR set, the window with the history chart and with the provider trend is
// saved there in both languages.
#include "TestSupport.h"

#include "DetailsPane.h"
#include "MainWindow.h"
#include "ScreenFit.h"
#include "catalog/pricehistory/Watchlist.h"
#include "catalog/store/Catalog.h"
#include "charts/PriceHistoryChart.h"
#include "charts/ProviderTrendView.h"
#include "history/WatchNotifier.h"
#include "history/WhatChangedDialog.h"
#include "i18n/LanguageManager.h"
#include "import/Importer.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>

using namespace cg;

class TestHistoryUi : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void theChartConvertsEachPointAtTheRateOfItsDate();
    void whatChangedShowsOldAndNewPrices();
    void theWindowNotifiesEachWatchHitOnce();
    void theDetailsPaneChartsTheHistoryInBothLanguages();
    void theProviderViewChartsTheTrendOfEachGpuModel();
    void theDetailsPaneExportsTheSeries();

private:
    ImportReport import(const QByteArray &rows, const QString &asOf);
    QTemporaryDir m_dir;
    QString m_path;
    qint64 m_firstRun = 0;
};

ImportReport TestHistoryUi::import(const QByteArray &rows, const QString &asOf)
{
    Catalog c(m_path);
    QString error;
    if (!c.open(&error))
        qFatal("%s", qPrintable(error));
    ImportOptions o;
    o.format = QStringLiteral("skypilot");
    o.providerKey = QStringLiteral("lambda");
    o.asOf = asOf;
    o.observedOn = asOf;
    o.importedOn = asOf;
    o.sourceUrl = QStringLiteral("https://example.com/lambda/vms.csv");
    return Importer(c).importBytes(
        "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,SpotPrice,Region\n" + rows, QStringLiteral("vms.csv"), o);
}

void TestHistoryUi::initTestCase()
{
    cgtest::initHermetic();
    m_path = m_dir.filePath(QStringLiteral("c.sqlite"));
    {
        Catalog c(m_path);
        QString error;
        QVERIFY2(cgtest::openReferenceCatalog(c, &error), qPrintable(error));
    }
    const ImportReport first = import(
        "gpu_8x_h100_sxm5,H100,8,208,1800,23.92,,us-east-1\ngpu_1x_a10,A10,1,30,200,0.75,,us-east-1\n", QStringLiteral("2026-06-01"));
    QVERIFY2(first.ok(), qPrintable(first.text()));
    m_firstRun = first.importRunId;
    QVERIFY(import(
        "gpu_8x_h100_sxm5,H100,8,208,1800,21.52,9.60,us-east-1\ngpu_1x_a10,A10,1,30,200,0.75,,us-east-1\n", QStringLiteral("2026-08-01"))
                .ok());
    QVERIFY(import(
        "gpu_8x_h100_sxm5,H100,8,208,1800,19.92,8.80,us-east-1\ngpu_1x_a10,A10,1,30,200,0.86,,us-east-1\n", QStringLiteral("2026-10-01"))
                .ok());
}

void TestHistoryUi::theChartConvertsEachPointAtTheRateOfItsDate()
{
    DatedFxRates fx;
    fx.insert(QStringLiteral("CNY"), FxRate { 7.0, QStringLiteral("2026-01-01"), {} });
    fx.insert(QStringLiteral("CNY"), FxRate { 8.0, QStringLiteral("2026-07-01"), {} });
    PricePoint a;
    a.kind = QStringLiteral("on_demand");
    a.amount = 16.0;
    a.currency = QStringLiteral("USD");
    a.asOf = QStringLiteral("2026-06-01");
    PricePoint b = a;
    b.amount = 8.0;
    b.asOf = QStringLiteral("2026-08-01");
    PricePoint gone = a;
    gone.amount.reset();
    gone.withdrawn = true;
    gone.asOf = QStringLiteral("2026-09-01");
    // 16 USD / 8 GPUs at 7 CNY per USD = 14 CNY; 8 / 8 at 8 = 8 CNY; withdrawn on 2026-09-01.
    std::unique_ptr<QChart> chart(PriceHistoryChart::build({ a, b, gone }, 8.0, QStringLiteral("CNY"), fx, QStringLiteral("2026-12-01")));
    QCOMPARE(chart->series().size(), 1);
    const auto *line = qobject_cast<QLineSeries *>(chart->series().first());
    QVERIFY(line);
    const QList<QPointF> p = line->points();
    QCOMPARE(p.size(), 4); // 14 from 06-01, step to 8 on 08-01, held to the withdrawal
    QCOMPARE(p[0].y(), 14.0);
    QCOMPARE(p[1].y(), 14.0);
    QCOMPARE(p[2].y(), 8.0);
    QCOMPARE(p[3].y(), 8.0);
    QCOMPARE(p[3].x(), qreal(QDateTime(QDate(2026, 9, 1), QTime(0, 0), Qt::UTC).toMSecsSinceEpoch()));
    QCOMPARE(PriceHistoryChart::perGpuHour(a, 8.0, QStringLiteral("CNY"), fx), std::optional<double>(14.0));
    QVERIFY(PriceHistoryChart::tableHtml({ a, b, gone }, 8.0, QStringLiteral("CNY"), fx).contains(QStringLiteral("no longer offered")));
}

void TestHistoryUi::whatChangedShowsOldAndNewPrices()
{
    Catalog c(m_path);
    QString error;
    QVERIFY2(c.open(&error), qPrintable(error));
    WhatChangedDialog dialog(c, RankingParams());
    dialog.compareWithRun(m_firstRun);
    const QString html = dialog.resultHtml();
    QVERIFY2(html.contains(QStringLiteral("23.92 USD")) && html.contains(QStringLiteral("19.92 USD")), qPrintable(html));
    QVERIFY2(html.contains(QStringLiteral("-16.7 %")), qPrintable(html)); // (19.92 - 23.92) / 23.92
    QVERIFY2(html.contains(QStringLiteral("0.7500 USD")) && html.contains(QStringLiteral("0.8600 USD")), qPrintable(html));
    // What a person sees, in both languages, when a folder for screenshots is given.
    const QString shots = qEnvironmentVariable("CG_SCREENSHOT_DIR");
    if (shots.isEmpty())
        return;
    LanguageManager languages;
    for (const QString &lang : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        QVERIFY(languages.setLanguage(lang, false));
        WhatChangedDialog shown(c, RankingParams());
        shown.compareWithRun(m_firstRun);
        shown.resize(900, 600);
        shown.show();
        QVERIFY(QTest::qWaitForWindowExposed(&shown));
        QVERIFY(shown.grab().save(shots + QStringLiteral("/what-changed-%1.png").arg(lang)));
    }
}

void TestHistoryUi::theWindowNotifiesEachWatchHitOnce()
{
    Catalog c(m_path);
    QString error;
    QVERIFY2(c.open(&error), qPrintable(error));
    WatchRule rule;
    rule.kind = WatchRule::Kind::PriceChange;
    rule.priceKind.clear();
    rule.providers = { QStringLiteral("lambda") };
    const qint64 id = Watchlist(c).addRule(rule);
    QVERIFY(id > 0);
    QWidget window;
    WatchNotifier notifier(c, &window);
    QCOMPARE(notifier.check(), 0);
    QVERIFY(import(
        "gpu_8x_h100_sxm5,H100,8,208,1800,19.92,8.40,us-east-1\ngpu_1x_a10,A10,1,30,200,0.86,,us-east-1\n", QStringLiteral("2026-11-01"))
                .ok());
    QCOMPARE(notifier.check(), 1);
    QVERIFY2(notifier.lastMessage().contains(QStringLiteral("lambda gpu_8x_h100_sxm5 (us-east-1) spot 8.80 → 8.40 USD per hour")),
        qPrintable(notifier.lastMessage()));
    QCOMPARE(notifier.check(), 0);
    QVERIFY(Watchlist(c).removeRule(id));
}

void TestHistoryUi::theDetailsPaneChartsTheHistoryInBothLanguages()
{
    LanguageManager languages;
    const QString shots = qEnvironmentVariable("CG_SCREENSHOT_DIR");
    for (const QString &lang : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        QVERIFY(languages.setLanguage(lang, false));
        MainWindow w(m_path, &languages);
        ScreenFit::exempt(&w); // rendered for 1366×768, larger than the offscreen platform's screen
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        qint64 id = 0;
        for (const OfferView &o : w.rankingSession().offers()) {
            if (o.instanceType == QLatin1String("gpu_8x_h100_sxm5"))
                id = o.id;
        }
        QVERIFY(id > 0);
        QVERIFY(w.selectOffer(id));
        auto *dock = w.findChild<QDockWidget *>(QStringLiteral("detailsDock"));
        QVERIFY(dock);
        dock->raise();
        QCoreApplication::processEvents();
        auto *pane = w.findChild<DetailsPane *>();
        QVERIFY(pane);
        const QString html = pane->toHtml();
        QVERIFY2(html.contains(QStringLiteral("cloudgauge-history:%1.png").arg(id)), qPrintable(html.right(2000)));
        QVERIFY(html.contains(QStringLiteral("example.com")));
        const QString title = lang == QLatin1String("en") ? QStringLiteral("Price history") : PriceHistoryChart::tr("Price history");
        QVERIFY(html.contains(title));
        if (lang == QLatin1String("zh_CN"))
            QVERIFY2(title != QLatin1String("Price history"), "the chart title is translated");
        if (!shots.isEmpty()) {
            pane->scrollToAnchor(QStringLiteral("price-history"));
            QCoreApplication::processEvents();
            QVERIFY(w.grab().save(shots + QStringLiteral("/history-window-%1.png").arg(lang)));
            DatedFxRates fx;
            Catalog c(m_path);
            QString error;
            QVERIFY(c.open(&error));
            const PriceHistory history(c);
            QVERIFY(PriceHistoryChart::render(
                history.series(id), 8.0, QString(), history.fxHistory(), QStringLiteral("2026-12-01"), QSize(520, 260))
                        .save(shots + QStringLiteral("/history-chart-%1.png").arg(lang)));
        }
    }
}

void TestHistoryUi::theProviderViewChartsTheTrendOfEachGpuModel()
{
    LanguageManager languages;
    const QString shots = qEnvironmentVariable("CG_SCREENSHOT_DIR");
    for (const QString &lang : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        QVERIFY(languages.setLanguage(lang, false));
        MainWindow w(m_path, &languages);
        ScreenFit::exempt(&w); // rendered for 1366×768, larger than the offscreen platform's screen
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *view = w.findChild<ProviderTrendView *>();
        QVERIFY(view);
        // The history is read on a worker: wait for the chart of the first provider.
        QSignalSpy shown(view, &ProviderTrendView::trendsShown);
        if (view->isReading())
            QVERIFY(shown.wait(10000));
        // The first (only) provider of the ranking, lambda: per GPU-hour, the 8-GPU H100 offer's
        // 23.92, 21.52 and 19.92 / 8; the A10's 0.75, 0.75 and 0.86 (its change of 2026-10-01).
        const QList<GpuTrend> &trends = view->trends();
        QCOMPARE(trends.size(), 2);
        QCOMPARE(trends[0].gpuName, QStringLiteral("A10 24GB"));
        QCOMPARE(trends[1].gpuName, QStringLiteral("H100 SXM5 80GB"));
        QCOMPARE(trends[1].points.size(), 3);
        QCOMPARE(trends[1].points[0].date, QStringLiteral("2026-06-01"));
        QCOMPARE(QString::number(trends[1].points[0].median, 'f', 2), QStringLiteral("2.99"));
        QCOMPARE(QString::number(trends[1].points[1].median, 'f', 2), QStringLiteral("2.69"));
        QCOMPARE(QString::number(trends[1].points[2].median, 'f', 2), QStringLiteral("2.49"));
        QCOMPARE(trends[0].points.size(), 3);
        QCOMPARE(trends[0].points[2].date, QStringLiteral("2026-10-01"));
        QCOMPARE(trends[0].points[2].median, 0.86);
        auto *title = w.findChild<QLabel *>(QStringLiteral("providerTrendTitle"));
        QVERIFY(title);
        if (lang == QLatin1String("zh_CN"))
            QVERIFY2(!title->text().contains(QStringLiteral("median")), qPrintable(title->text()));
        else
            QVERIFY2(title->text().contains(QStringLiteral("median on-demand price per GPU-hour")), qPrintable(title->text()));
        if (!shots.isEmpty()) {
            auto *dock = w.findChild<QDockWidget *>(QStringLiteral("providersDock"));
            QVERIFY(dock);
            dock->raise();
            QCoreApplication::processEvents();
            QVERIFY(w.grab().save(shots + QStringLiteral("/provider-trend-window-%1.png").arg(lang)));
        }
    }
}

void TestHistoryUi::theDetailsPaneExportsTheSeries()
{
    LanguageManager languages;
    MainWindow w(m_path, &languages);
    qint64 id = 0;
    for (const OfferView &o : w.rankingSession().offers()) {
        if (o.instanceType == QLatin1String("gpu_8x_h100_sxm5"))
            id = o.id;
    }
    QVERIFY(id > 0);
    auto *pane = w.findChild<DetailsPane *>();
    QVERIFY(pane);
    QVERIFY(w.selectOffer(id));
    QVERIFY(pane->exportHistoryAction()->isEnabled()); // File → Export price history… for the offer shown
    QString error;
    const QString csvPath = m_dir.filePath(QStringLiteral("series.csv"));
    QVERIFY2(pane->exportHistory(id, csvPath, &error), qPrintable(error));
    QFile csv(csvPath);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(csv.readAll()).trimmed().split(QLatin1Char('\n'));
    // Header, three on-demand points (06-01, 08-01, 10-01) and three spot points (08-01, 10-01, 11-01).
    QCOMPARE(lines.size(), 7);
    QVERIFY2(lines[0].startsWith(QStringLiteral("provider,instance_type,region,kind,term_months,as_of,status,amount,per_gpu_hour")),
        qPrintable(lines[0]));
    QVERIFY2(lines[1].startsWith(QStringLiteral("lambda,gpu_8x_h100_sxm5,us-east-1,on_demand,0,2026-06-01,offered,23.9200,2.9900,USD")),
        qPrintable(lines[1]));
    QVERIFY2(lines[6].startsWith(QStringLiteral("lambda,gpu_8x_h100_sxm5,us-east-1,spot,0,2026-11-01,offered,8.4000,1.0500,USD")),
        qPrintable(lines[6]));
    const QString jsonPath = m_dir.filePath(QStringLiteral("series.json"));
    QVERIFY2(pane->exportHistory(id, jsonPath, &error), qPrintable(error));
    QFile json(jsonPath);
    QVERIFY(json.open(QIODevice::ReadOnly));
    const QJsonArray points = QJsonDocument::fromJson(json.readAll()).array();
    QCOMPARE(points.size(), 6);
    QCOMPARE(points[0].toObject().value(QStringLiteral("amount")).toDouble(), 23.92);
    const QString bad = m_dir.filePath(QStringLiteral("no-such-dir/series.csv"));
    QVERIFY(!pane->exportHistory(id, bad, &error));
    QVERIFY2(error.contains(QStringLiteral("series.csv")), qPrintable(error));
    QVERIFY(!QFile::exists(bad));
    QVERIFY(!pane->exportHistory(999999, csvPath, &error));
}

QTEST_MAIN(TestHistoryUi)
#include "tst_historyui.moc"
