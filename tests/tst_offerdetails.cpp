// OfferDetails: the detail pane's HTML for one offer of a hand-built RankingSession: fields with
// their source and date, the tier history, the true cost, and the criteria breakdown
// (weight share, score, contribution s·w/Σw_with_data, where each category score comes from).
#include "TestSupport.h"

#include "scoring/OfferDetails.h"
#include "scoring/RankingSession.h"

#include <QLocale>

using namespace cg;

class TestOfferDetails : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void breakdownShowsWeightScoreContributionAndOrigin();
    void missingCriteriaShowNoDataAndTheirWeightIsLeftOut();
    void fieldsShowTheirSourceAndDate();
    void placeholderWithoutAnOffer();
    void theProviderSectionShowsThePublishedSla();

private:
    static QString row(Criterion c, const QString &weight, const QString &score, const QString &contribution, const QString &origin);
    std::unique_ptr<RankingSession> m_session;
    DetailsContext m_alpha; ///< what the window passes for the first offer's provider
};

void TestOfferDetails::initTestCase()
{
    cgtest::initHermetic();
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    auto offer = [](const char *provider, const char *type, double usd) {
        OfferView o;
        o.providerKey = QLatin1String(provider);
        o.providerNameEn = QStringLiteral("%1 Cloud").arg(QLatin1String(provider));
        o.instanceType = QLatin1String(type);
        o.region = QStringLiteral("r1");
        o.gpuName = QStringLiteral("H100 SXM");
        o.gpuRawName = QStringLiteral("H100");
        o.gpuCount = 1;
        o.bf16Tflops = 989;
        o.onDemand.present = true;
        o.onDemand.amount = usd;
        o.onDemand.currency = QStringLiteral("USD");
        o.onDemand.asOf = QStringLiteral("2026-10-01");
        o.onDemand.observedOn = o.onDemand.asOf;
        o.onDemand.importedOn = QStringLiteral("2026-11-30");
        o.onDemand.sourceUrl = QStringLiteral("https://%1.example/pricing").arg(QLatin1String(provider));
        return o;
    };
    CatalogSnapshot snap;
    snap.offers = { offer("alpha", "big", 3.00), offer("beta", "small", 2.00) };
    snap.offers[1].gpuMemoryGb = 80; // alpha has no memory figure: "no data"
    snap.offers[0].gpuSourceUrl = QStringLiteral("https://vendor.example/h100.pdf");
    RatingView silver { QStringLiteral("alpha"), QStringLiteral("ClusterMAX"), QStringLiteral("2.0"), QStringLiteral("2025-03-01"),
        QStringLiteral("Silver"), QStringLiteral("https://semianalysis.example/cm2"), QString() };
    RatingView gold = silver;
    gold.version = QStringLiteral("3.0");
    gold.published = QStringLiteral("2025-11-01");
    gold.tier = QStringLiteral("Gold");
    gold.sourceUrl = QStringLiteral("https://semianalysis.example/cm3");
    snap.ratingHistory = { silver, gold };
    snap.ratings.insert(QStringLiteral("alpha"), gold);
    CategoryAssessment assessed {};
    assessed[size_t(Criterion::Security)] = 4.5; // 90 points
    snap.assessments.insert(QStringLiteral("alpha"), assessed);
    ProviderSla sla;
    sla.providerKey = QStringLiteral("alpha");
    sla.status = QStringLiteral("published");
    sla.multiZonePct = 99.99; // single instance unknown
    sla.credits = QStringLiteral("10% <99.99");
    sla.sourceUrl = QStringLiteral("https://alpha.example/sla");
    sla.asOf = QStringLiteral("2025-06-03");
    snap.slas.insert(sla.providerKey, sla);
    ProviderCharge egress;
    egress.providerKey = QStringLiteral("alpha");
    egress.charge = QStringLiteral("egress");
    egress.amount = 0.09;
    egress.currency = QStringLiteral("USD");
    egress.unit = QStringLiteral("per_gb");
    egress.freeAllowance = 100;
    egress.sourceUrl = QStringLiteral("https://alpha.example/egress");
    egress.asOf = QStringLiteral("2026-09-20");
    snap.charges.insert(egress.providerKey, { egress });

    // Σw = 5; alpha has data for BF16 (3) and security (1): Σw_with_data = 4.
    Weights w;
    w.values.fill(0);
    w[Criterion::PricePerfBf16] = 3;
    w[Criterion::Memory] = 1;
    w[Criterion::Security] = 1;
    // The first release's rule, kept as an explicit option: missing criteria renormalised away.
    RankingParams params { w, QStringLiteral("pretraining") };
    params.policy.missing = RankingPolicy::MissingData::Renormalise;
    m_session = std::make_unique<RankingSession>(snap, params);

    m_alpha.scenarioName = QStringLiteral("Pre-training");
    m_alpha.assessedCount = 1;
    for (int c = 0; c < kCategoryCount; ++c)
        m_alpha.origins[size_t(c)].kind = CategoryOrigin::Kind::Tier;
    m_alpha.origins[size_t(Criterion::Security)]
        = { CategoryOrigin::Kind::Assessed, QStringLiteral("2026-11-02"), QStringLiteral("https://example.com/soc2") };
}

QString TestOfferDetails::row(Criterion c, const QString &weight, const QString &score, const QString &contribution, const QString &origin)
{
    return QStringLiteral("<tr><td>%1</td><td align=right>%2 %</td><td align=right>%3</td><td align=right>%4</td><td>%5</td></tr>")
        .arg(criterionName(c).toHtmlEscaped(), weight, score, contribution, origin);
}

void TestOfferDetails::breakdownShowsWeightScoreContributionAndOrigin()
{
    const QString html = OfferDetails::html(*m_session, 0, m_alpha);
    // BF16 per dollar: 100 × (989 / 3) / (989 / 2) = 66.7; contribution 66.67 × 3 / 4 = 50.0.
    QVERIFY2(html.contains(row(Criterion::PricePerfBf16, QStringLiteral("60"), QStringLiteral("66.7"), QStringLiteral("50.0"), QString())),
        qPrintable(html));
    // Security: assessed 4.5 → 90 points; contribution 90 × 1 / 4 = 22.5, with its date and evidence link.
    QVERIFY(html.contains(row(Criterion::Security, QStringLiteral("20"), QStringLiteral("90.0"), QStringLiteral("22.5"),
        QStringLiteral("assessed 2026-11-02 <a href=\"https://example.com/soc2\">https://example.com/soc2</a>"))));
    // A category with weight 0 from the Gold tier (80 points): contributes 0.0.
    QVERIFY(html.contains(
        row(Criterion::Networking, QStringLiteral("0"), QStringLiteral("80.0"), QStringLiteral("0.0"), QStringLiteral("published tier"))));
    // The score is the sum of the contributions: 50.0 + 22.5 = 72.5, on 4 of 5 weight.
    QVERIFY(html.contains(QStringLiteral("Score 72.5 (80 % of the weight backed by data)")));
    QCOMPARE(m_session->result().score[0], 72.5f);
    QVERIFY(html.contains(QStringLiteral("1 of 10 ClusterMAX categories are assessed")));
    QVERIFY(html.contains(QStringLiteral("<a href=\"cloudgauge:assess?provider=alpha\">")));
}

void TestOfferDetails::missingCriteriaShowNoDataAndTheirWeightIsLeftOut()
{
    const QString alpha = OfferDetails::html(*m_session, 0, m_alpha);
    QVERIFY(alpha.contains(row(Criterion::Memory, QStringLiteral("20"), QStringLiteral("no data"), QStringLiteral("—"), QString())));
    // beta: no rating, no assessment: the categories have no data; BF16 and memory share Σw_with_data = 4.
    DetailsContext beta;
    beta.scenarioName = QStringLiteral("Pre-training");
    const QString html = OfferDetails::html(*m_session, 1, beta);
    QVERIFY2(html.contains(row(Criterion::PricePerfBf16, QStringLiteral("60"), QStringLiteral("100.0"), QStringLiteral("75.0"), QString())),
        qPrintable(html));
    QVERIFY(html.contains(row(Criterion::Memory, QStringLiteral("20"), QStringLiteral("100.0"), QStringLiteral("25.0"), QString())));
    QVERIFY(
        html.contains(row(Criterion::Security, QStringLiteral("20"), QStringLiteral("no data"), QStringLiteral("—"), QStringLiteral("—"))));
    QVERIFY(html.contains(QStringLiteral("Score 100.0 (80 % of the weight backed by data)")));
    QVERIFY(html.contains(QStringLiteral("<td>not rated</td>")));
    QVERIFY(!html.contains(QStringLiteral("<b>True cost ("))); // no tier, no reliability reference
    QVERIFY(!html.contains(QStringLiteral("categories are assessed")));
}

void TestOfferDetails::fieldsShowTheirSourceAndDate()
{
    const QString html = OfferDetails::html(*m_session, 0, m_alpha);
    QVERIFY(html.contains(QStringLiteral("<h3>alpha Cloud · big</h3>")));
    QVERIFY(html.contains(QStringLiteral(
        "<td><b>On-demand</b></td><td>USD 3.0000 per instance-hour, USD 3.0000 per GPU-hour; observed 2026-10-01, imported 2026-11-30"
        "<br><a href=\"https://alpha.example/pricing\">https://alpha.example/pricing</a></td>")));
    QVERIFY(html.contains(QStringLiteral("<td><b>Spot</b></td><td>none in the source</td>")));
    QVERIFY(html.contains(QStringLiteral("<a href=\"https://vendor.example/h100.pdf\">")));
    // Tier history, oldest first, each with its source link.
    QVERIFY(html.contains(QStringLiteral("ClusterMAX 2.0 (2025-03-01): Silver <a href=\"https://semianalysis.example/cm2\">"
                                         "https://semianalysis.example/cm2</a><br>ClusterMAX 3.0 (2025-11-01): Gold")));
    // True cost under the session's scenario, with the window's scenario name.
    // alpha publishes egress at USD 0.09 per GB past 100 GB: (20 − 0.1) TB × USD 90 = USD 1,791 a month.
    const HiddenCostRates rates = HiddenCostRates::from(m_session->snapshot().charges.value(QStringLiteral("alpha")), FxRates());
    const CostBreakdown b
        = computeTrueCost(3.0, CostScenario::pretraining(), *ReliabilityProfile::forTier(QStringLiteral("Gold"), false), rates);
    QCOMPARE(b.egress, 1791.0);
    QVERIFY2(html.contains(QStringLiteral("<td><b>True cost (Pre-training)</b></td><td>USD %1 per useful GPU-hour")
                               .arg(QLocale().toString(b.usdPerUsefulGpuHour(), 'f', 2))),
        qPrintable(html));
    QVERIFY(b.usdPerUsefulGpuHour() > 3.0);
    QVERIFY(html.contains(QStringLiteral("egress of 20 TB USD 1,791 a month; public IPv4 unknown, not included.")));
    // The charge itself, as published, with its page and date.
    QVERIFY(
        html.contains(QStringLiteral("<td><b>Charges besides the GPU</b></td><td>Internet egress: USD 0.09 per GB, first 100 GB a month "
                                     "free (2026-09-20) <a href=\"https://alpha.example/egress\">")));
    // beta publishes nothing: said so.
    QVERIFY(OfferDetails::html(*m_session, 1, m_alpha)
                .contains(QStringLiteral("<td><b>Charges besides the GPU</b></td><td>none published that CloudGauge has found</td>")));
}

void TestOfferDetails::placeholderWithoutAnOffer()
{
    QCOMPARE(OfferDetails::html(*m_session, -1, m_alpha), OfferDetails::placeholderHtml());
    QVERIFY(OfferDetails::placeholderHtml().contains(QStringLiteral("Select an offer")));
}

void TestOfferDetails::theProviderSectionShowsThePublishedSla()
{
    // alpha: a published multi-zone figure only; beta: no SLA row (nobody looked).
    QVERIFY(OfferDetails::html(*m_session, 0, m_alpha)
                .contains(QStringLiteral("<td><b>Published compute SLA</b></td><td>Single instance not read, multi-zone 99.99 % of monthly "
                                         "uptime (below it, service credits are due). Credits: 10% &lt;99.99. As of 2025-06-03."
                                         "<br><a href=\"https://alpha.example/sla\">https://alpha.example/sla</a></td>")));
    QVERIFY(
        OfferDetails::html(*m_session, 1, m_alpha)
            .contains(QStringLiteral("<td><b>Published compute SLA</b></td><td>Unknown: no SLA page of the provider was confirmed.</td>")));
}

QTEST_MAIN(TestOfferDetails)
#include "tst_offerdetails.moc"
