// Tools → Capacity plan…: the dialog plans the catalog's prices and typed ones, shows the plan's
// rows, the mix and its chart, refuses bad input with its reason, and remembers the demand file.
#include "CapacityPlanDialog.h"
#include "PlanTestData.h"
#include "i18n/LanguageManager.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QScopeGuard>
#include <QSettings>
#include <QTableWidget>
#include <QTest>
#include <QtCharts/QAbstractSeries>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>

#include <cmath>

using namespace cg;

class TestCapacityPlanDialog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void itPlansTheCatalogsPricesForTheModel();
    void itPlansTypedPricesInTheDisplayCurrency();
    void itSpeaksChinese();
    void badInputIsRefusedWithItsReason();
    void theDemandFileAndAssumptionsAreRemembered();
    void aDescribedDemandIsPlanned();

private:
    QString writeDemand(const QByteArray &csv, const QString &name);
    QTemporaryDir m_dir;
    std::unique_ptr<Catalog> m_catalog;
    QList<OfferView> m_offers;
    FxRates m_fx;
    LanguageManager m_languages; // English, with its plural forms ("8 GPUs")
};

void TestCapacityPlanDialog::initTestCase()
{
    cgtest::initHermetic();
    QVERIFY(m_dir.isValid());
    QVERIFY(m_languages.setLanguage(QStringLiteral("en"), false));
    m_catalog = std::make_unique<Catalog>(cgtest::plannedCatalog(m_dir));
    QString error;
    QVERIFY2(m_catalog->open(&error), qPrintable(error));
    m_offers = m_catalog->offers();
    m_fx = m_catalog->latestFxRates();
    QVERIFY(m_fx.rate(QStringLiteral("CNY")));
}

QString TestCapacityPlanDialog::writeDemand(const QByteArray &csv, const QString &name)
{
    QString path = m_dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(csv) != csv.size())
        return {};
    return path;
}

void TestCapacityPlanDialog::itPlansTheCatalogsPricesForTheModel()
{
    QSettings().clear();
    CapacityPlanDialog dialog(*m_catalog, m_offers, m_fx, QStringLiteral("USD"), QStringLiteral("H100 SXM5 80GB"));
    QVERIFY(dialog.loadDemand(writeDemand(cgtest::hourlyCsv(cgtest::steadyPlusPeaks()), QStringLiteral("d.csv"))));
    dialog.gpuCombo()->setCurrentText(QStringLiteral("H100"));
    QVERIFY2(dialog.plan(), qPrintable(dialog.messageLabel()->text()));
    // Only acme prices a term: 12 months at 2.00 against its 2.80 on demand, 8 GPUs committed.
    QTableWidget *t = dialog.table();
    QCOMPARE(t->rowCount(), 1);
    QCOMPARE(t->item(0, CapacityPlanDialog::MarketColumn)->text(), QStringLiteral("acme"));
    QCOMPARE(t->item(0, CapacityPlanDialog::TermPriceColumn)->text(), QStringLiteral("2.00"));
    QCOMPARE(t->item(0, CapacityPlanDialog::OnDemandColumn)->text(), QStringLiteral("2.80"));
    QCOMPARE(t->item(0, CapacityPlanDialog::CommittedColumn)->text(), QStringLiteral("8"));
    QCOMPARE(t->item(0, CapacityPlanDialog::PerHourColumn)->text(), QLocale().toString(8 * 2.00 + 2.80 * 7.2, 'f', 2));
    QCOMPARE(t->item(0, CapacityPlanDialog::TermPriceColumn)->toolTip(),
        QStringLiteral("h100x8 in us-1, https://acme.example/reserved, observed 2026-11-28"));
    QVERIFY2(
        dialog.mixLabel()->text().contains(QLatin1String("commit 8 GPUs for 12 months at acme")), qPrintable(dialog.mixLabel()->text()));
    // The chart: committed GPUs in use and on demand; nothing idle (demand never falls below 8), no spot.
    const QList<QAbstractSeries *> series = dialog.chartView()->chart()->series();
    QCOMPARE(series.size(), 2);
    QCOMPARE(series.at(0)->name(), QStringLiteral("Committed, in use"));
    QCOMPARE(series.at(1)->name(), QStringLiteral("On demand"));
}

void TestCapacityPlanDialog::itPlansTypedPricesInTheDisplayCurrency()
{
    QSettings().clear();
    CapacityPlanDialog dialog(*m_catalog, m_offers, m_fx, QStringLiteral("CNY"), QString());
    QVERIFY(dialog.loadDemand(writeDemand(cgtest::hourlyCsv(cgtest::steadyPlusPeaks()), QStringLiteral("d.csv"))));
    dialog.onDemandEdit()->setText(QStringLiteral("14"));
    dialog.termsEdit()->setText(QStringLiteral("12=8.4, 1=13.3"));
    QVERIFY2(dialog.plan(), qPrintable(dialog.messageLabel()->text()));
    const plan::CapacityPlan &r = *dialog.result();
    QCOMPARE(r.markets.size(), 1);
    QCOMPARE(*r.markets.first().market.onDemand, *m_fx.toUsd(14, QStringLiteral("CNY")));
    QCOMPARE(r.terms.size(), 2);
    QCOMPARE(r.terms.at(1).plan.months, 12);
    QCOMPARE(r.terms.at(1).plan.committedGpus, 8); // 8.4 / 14 = 60 % of on demand, the hand-computed case
    // Shown in CNY: 8 × 8.4 + 14 × 7.2 = 168.00 per hour.
    QCOMPARE(dialog.table()->item(1, CapacityPlanDialog::PerHourColumn)->text(), QLocale().toString(168.0, 'f', 2));
}

void TestCapacityPlanDialog::itSpeaksChinese()
{
    QSettings().clear();
    QVERIFY(m_languages.setLanguage(QStringLiteral("zh_CN"), false));
    const auto english = qScopeGuard([this] { m_languages.setLanguage(QStringLiteral("en"), false); });
    {
        CapacityPlanDialog dialog(*m_catalog, m_offers, m_fx, QStringLiteral("CNY"), QString());
        QVERIFY(dialog.loadDemand(writeDemand(cgtest::hourlyCsv(cgtest::steadyPlusPeaks()), QStringLiteral("d.csv"))));
        dialog.onDemandEdit()->setText(QStringLiteral("14"));
        dialog.termsEdit()->setText(QStringLiteral("12=8.4"));
        QVERIFY2(dialog.plan(), qPrintable(dialog.messageLabel()->text()));
        QCOMPARE(dialog.windowTitle(), QStringLiteral("容量规划"));
        QVERIFY2(dialog.mixLabel()->text().startsWith(QStringLiteral("最佳组合（GLPK）：承诺 8 个 GPU，期限 12 个月，在您的价格")),
            qPrintable(dialog.mixLabel()->text()));
        QVERIFY2(dialog.mixLabel()->text().contains(QStringLiteral("。每小时 CNY 168.00，")), qPrintable(dialog.mixLabel()->text()));
        QCOMPARE(dialog.table()->item(0, CapacityPlanDialog::TermColumn)->text(), QStringLiteral("12 个月"));
    }
}

void TestCapacityPlanDialog::badInputIsRefusedWithItsReason()
{
    QSettings().clear();
    CapacityPlanDialog dialog(*m_catalog, m_offers, m_fx, QStringLiteral("USD"), QString());
    QVERIFY(!dialog.plan());
    QCOMPARE(dialog.messageLabel()->text(), QStringLiteral("Open a demand file first."));
    QVERIFY(!dialog.loadDemand(writeDemand("start,gpus\n2026-01-01,4\n2026-01-03,4\n", QStringLiteral("gap.csv"))));
    QVERIFY2(dialog.messageLabel()->text().contains(QLatin1String("line 3: starts at 2026-01-03T00:00:00Z")),
        qPrintable(dialog.messageLabel()->text()));
    QVERIFY(dialog.loadDemand(writeDemand(cgtest::hourlyCsv({ 1, 2, 3 }), QStringLiteral("small.csv"))));
    dialog.termsEdit()->setText(QStringLiteral("12=1.2"));
    QVERIFY(!dialog.plan());
    QCOMPARE(dialog.messageLabel()->text(), QStringLiteral("Type the on-demand price too: a commitment is measured against on demand."));
    dialog.onDemandEdit()->setText(QStringLiteral("2"));
    dialog.termsEdit()->setText(QStringLiteral("a year=1.2"));
    QVERIFY(!dialog.plan());
    QVERIFY2(dialog.messageLabel()->text().contains(QLatin1String("'a year=1.2' is not MONTHS=PRICE")),
        qPrintable(dialog.messageLabel()->text()));
    dialog.onDemandEdit()->clear();
    dialog.termsEdit()->clear();
    dialog.gpuCombo()->setCurrentText(QStringLiteral("B200")); // a model this catalog has no price for
    QVERIFY(!dialog.plan());
    QVERIFY(!dialog.messageLabel()->text().isEmpty());
    QVERIFY(!dialog.result());
}

void TestCapacityPlanDialog::theDemandFileAndAssumptionsAreRemembered()
{
    QSettings().clear();
    const QString path = writeDemand(cgtest::hourlyCsv(cgtest::steadyPlusPeaks()), QStringLiteral("kept.csv"));
    {
        CapacityPlanDialog dialog(*m_catalog, m_offers, m_fx, QStringLiteral("USD"), QString());
        QVERIFY(dialog.loadDemand(path));
        dialog.interruptibleSpin()->setValue(30);
        dialog.overheadSpin()->setValue(15);
        dialog.gpuCombo()->setCurrentText(QStringLiteral("H100"));
    }
    CapacityPlanDialog again(*m_catalog, m_offers, m_fx, QStringLiteral("USD"), QString());
    QCOMPARE(again.interruptibleSpin()->value(), 30.0);
    QCOMPARE(again.overheadSpin()->value(), 15.0);
    QCOMPARE(again.gpuCombo()->currentText(), QStringLiteral("H100"));
    QVERIFY2(again.plan(), qPrintable(again.messageLabel()->text())); // the remembered file is open
    QCOMPARE(again.result()->demand.gpus.size(), 720);
    QCOMPARE(again.result()->assumptions.interruptibleShare, 0.30);
}

void TestCapacityPlanDialog::aDescribedDemandIsPlanned()
{
    QSettings().clear();
    CapacityPlanDialog dialog(*m_catalog, m_offers, m_fx, QStringLiteral("USD"), QString());
    dialog.baselineSpin()->setValue(8);
    dialog.peakExtraSpin()->setValue(24);
    dialog.peakDaysSpin()->setValue(9); // 9 of every 30 days: 30 % of the time, the hand-computed case by day
    dialog.everyDaysSpin()->setValue(30);
    dialog.growthSpin()->setValue(0);
    dialog.monthsSpin()->setValue(1);
    QVERIFY2(dialog.useProfile(), qPrintable(dialog.messageLabel()->text()));
    dialog.onDemandEdit()->setText(QStringLiteral("2.00"));
    dialog.termsEdit()->setText(QStringLiteral("12=1.20"));
    QVERIFY2(dialog.plan(), qPrintable(dialog.messageLabel()->text()));
    QCOMPARE(dialog.result()->demand.gpus.size(), 30);
    QCOMPARE(dialog.result()->terms.first().plan.committedGpus, 8);
    QCOMPARE(std::round(dialog.result()->terms.first().plan.usdPerHour * 100), 2400.0);
    dialog.peakDaysSpin()->setValue(31); // longer than its cycle
    QVERIFY(!dialog.useProfile());
    QVERIFY2(dialog.messageLabel()->text().contains(QLatin1String("a peak lasts from 0 days to its whole cycle")),
        qPrintable(dialog.messageLabel()->text()));
}

QTEST_MAIN(TestCapacityPlanDialog)
#include "tst_capacityplandialog.moc"
