// The report's "Capacity plan": given a demand curve, the plan per provider and term, the best mix
// and the chart page, in both languages and the report currency; without one, no such section.
#include "PlanTestData.h"
#include "i18n/LanguageManager.h"
#include "report/ReportWriter.h"
#include "scoring/RankingSession.h"

#include <QTest>

using namespace cg;

class TestReportPlan : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void thePlanIsASectionWithItsChart();
    void noDemandNoSection();
    void thePlanBuysOnlyWhatTheRankingKeeps();

private:
    /// The text of every page, with each page's index.
    static QStringList pages(ReportWriter &writer);
    QTemporaryDir m_dir;
    std::unique_ptr<Catalog> m_catalog;
    std::unique_ptr<RankingSession> m_session;
};

void TestReportPlan::initTestCase()
{
    cgtest::initHermetic();
    QVERIFY(m_dir.isValid());
    m_catalog = std::make_unique<Catalog>(cgtest::plannedCatalog(m_dir));
    QString error;
    QVERIFY2(m_catalog->open(&error), qPrintable(error));
    const auto snapshot = CatalogSnapshot::read(*m_catalog, &error);
    QVERIFY2(snapshot, qPrintable(error));
    RankingParams params;
    params.policy.gates = 0; // acme and bolt are unrated: only the always-on gates
    m_session = std::make_unique<RankingSession>(*snapshot, params);
    bool acmeRanked = false; // the plan buys only what the ranking keeps: acme's H100 must be ranked
    for (const RankedOffer &r : m_session->ranked())
        acmeRanked = acmeRanked || (r.offer.providerKey == QLatin1String("acme") && r.offer.instanceType == QLatin1String("h100x1"));
    QVERIFY(acmeRanked);
}

QStringList TestReportPlan::pages(ReportWriter &writer)
{
    QStringList texts;
    for (int i = 0; i < writer.pageCount(); ++i)
        texts << writer.pageText(i);
    return texts;
}

void TestReportPlan::thePlanIsASectionWithItsChart()
{
    QString error;
    const auto demand = plan::DemandCurve::fromCsv(cgtest::hourlyCsv(cgtest::steadyPlusPeaks()), &error);
    QVERIFY2(demand, qPrintable(error));
    LanguageManager languages;
    for (const QString &lang : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        const bool zh = lang != QLatin1String("en");
        ReportOptions o;
        o.language = lang;
        o.currency = QStringLiteral("USD");
        o.generatedAt = QStringLiteral("2026-12-07T10:00:00");
        o.demand = demand;
        o.planGpu = QStringLiteral("H100");
        ReportWriter writer(*m_catalog, *m_session, languages, o);
        const QStringList texts = pages(writer);
        int section = -1;
        for (int i = 0; i < texts.size(); ++i)
            if (texts.at(i).contains(zh ? QStringLiteral("容量规划\n") : QStringLiteral("Capacity plan\n")))
                section = i;
        QVERIFY2(section >= 0, qPrintable(lang));
        const QString &text = texts.at(section);
        // acme: 12 months at 2.00 against 2.80 on demand, 8 GPUs; 8 × 2.00 + 2.80 × 7.2 = 36.16 per hour.
        const QLocale l(zh ? QLocale::Chinese : QLocale::English, zh ? QLocale::China : QLocale::UnitedStates);
        QVERIFY2(text.contains(zh ? QStringLiteral("12 个月") : QStringLiteral("12 months")), qPrintable(text));
        QVERIFY2(text.contains(l.toString(36.16, 'f', 2)), qPrintable(text));
        QVERIFY2(text.contains(zh ? QStringLiteral("最佳组合（GLPK）：承诺 8 个 GPU，期限 12 个月")
                                  : QStringLiteral("Best mix (GLPK): commit 8 GPUs for 12 months")),
            qPrintable(text));
        QVERIFY2(text.contains(zh ? QStringLiteral("h100x8（us-1），https://acme.example/reserved，观测于 2026-11-28")
                                  : QStringLiteral("h100x8 in us-1, https://acme.example/reserved, observed 2026-11-28")),
            qPrintable(text));
        // Page 1 names the plan's answer, for the manager who reads only that page.
        QVERIFY2(
            texts.first().contains(zh
                    ? QStringLiteral("针对所给 30 天需求（H100，峰值 32 个 GPU）的容量规划：承诺 8 个 GPU，期限 12 个月")
                    : QStringLiteral("Capacity plan for the 30 days of demand given (H100, peak 32 GPUs): commit 8 GPUs for 12 months")),
            qPrintable(texts.first()));
        // The chart page follows, with its caption.
        QVERIFY(section + 1 < texts.size());
        QVERIFY2(texts.at(section + 1).startsWith(zh ? QStringLiteral("容量规划随时间的变化") : QStringLiteral("Capacity plan over time")),
            qPrintable(texts.at(section + 1)));
        // It paints: the chart page is not blank.
        const QImage page = writer.renderPage(section + 1);
        QVERIFY(!page.isNull());
        int coloured = 0;
        for (int y = 0; y < page.height(); y += 4)
            for (int x = 0; x < page.width(); x += 4)
                coloured += qAbs(qRed(page.pixel(x, y)) - qBlue(page.pixel(x, y))) > 60 ? 1 : 0; // the blue and orange areas
        QVERIFY2(coloured > 100, qPrintable(QString::number(coloured)));
    }
}

void TestReportPlan::noDemandNoSection()
{
    LanguageManager languages;
    ReportOptions o;
    o.generatedAt = QStringLiteral("2026-12-07T10:00:00");
    ReportWriter writer(*m_catalog, *m_session, languages, o);
    for (const QString &text : pages(writer)) { // no heading (the methodology still explains the plan)
        QVERIFY(!text.split(QLatin1Char('\n')).contains(QStringLiteral("Capacity plan")));
        QVERIFY(!text.contains(QLatin1String("Capacity plan over time")));
    }
}

void TestReportPlan::thePlanBuysOnlyWhatTheRankingKeeps()
{
    // Every gate on: the unrated providers' offers are excluded, so the plan has nothing to buy.
    QString error;
    const auto snapshot = CatalogSnapshot::read(*m_catalog, &error);
    QVERIFY2(snapshot, qPrintable(error));
    const RankingSession gated(*snapshot, RankingParams {});
    QVERIFY(gated.ranked().isEmpty());
    LanguageManager languages;
    ReportOptions o;
    o.generatedAt = QStringLiteral("2026-12-07T10:00:00");
    o.demand = plan::DemandCurve::fromCsv(cgtest::hourlyCsv(cgtest::steadyPlusPeaks()), &error);
    o.planGpu = QStringLiteral("H100");
    ReportWriter writer(*m_catalog, gated, languages, o);
    QVERIFY(pages(writer)
                .join(QLatin1Char('\n'))
                .contains(QLatin1String("No offer the ranking keeps has a price for H100: there is nothing to plan.")));
}

QTEST_MAIN(TestReportPlan)
#include "tst_reportplan.moc"
