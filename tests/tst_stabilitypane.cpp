// StabilityPane: shows RankingSession::stability(10), and recomputes it only while it is shown.
#include "TestSupport.h"

#include "StabilityPane.h"
#include "scoring/RankingSession.h"

#include <QApplication>
#include <QLocale>

using namespace cg;

class TestStabilityPane : public QObject
{
    Q_OBJECT

private slots:
    void refreshesOnlyWhileShown();
};

void TestStabilityPane::refreshesOnlyWhileShown()
{
    cgtest::initHermetic();
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    // Two offers: a leads on BF16 per dollar, b on memory; which wins depends on the weights.
    auto offer = [](const char *provider, double usd, double memory) {
        OfferView o;
        o.providerKey = QLatin1String(provider);
        o.providerNameEn = QLatin1String(provider);
        o.instanceType = QStringLiteral("x");
        o.region = QStringLiteral("r1");
        o.gpuCount = 1;
        o.bf16Tflops = 989;
        o.gpuMemoryGb = memory;
        o.onDemand.present = true;
        o.onDemand.amount = usd;
        o.onDemand.currency = QStringLiteral("USD");
        return o;
    };
    CatalogSnapshot snap;
    snap.offers = { offer("a", 2.00, 80), offer("b", 3.00, 141) };
    Weights w;
    w.values.fill(0);
    w[Criterion::PricePerfBf16] = 0.5;
    w[Criterion::Memory] = 0.25;
    RankingParams params { w, QStringLiteral("pretraining") };
    params.policy.gates = GateNone; // two unrated providers: the test is about the pane, not the gates
    RankingSession session(snap, params);
    StabilityPane pane(session);
    QVERIFY(pane.toPlainText().isEmpty()); // never shown: never computed

    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    const QString shown = pane.toPlainText();
    QVERIFY2(shown.contains(QStringLiteral("top 10 swap places")), qPrintable(shown));
    QVERIFY(shown.contains(criterionName(Criterion::Memory)));
    QVERIFY(shown.contains(QStringLiteral("(ranks 1 and 2 swap)")));

    // While shown, a new ranking refreshes it: the BF16 slider now reads 40.
    QVERIFY(!pane.toHtml().contains(QStringLiteral(">40<")));
    w[Criterion::PricePerfBf16] = 0.4;
    session.setWeights(w);
    QVERIFY(pane.toHtml().contains(QStringLiteral(">40<")));

    // Hidden, it keeps the old text until it is shown again.
    pane.hide();
    w[Criterion::PricePerfBf16] = 0.3;
    session.setWeights(w);
    QVERIFY(!pane.toHtml().contains(QStringLiteral(">30<")));
    pane.show();
    QVERIFY(pane.toHtml().contains(QStringLiteral(">30<")));
}

QTEST_MAIN(TestStabilityPane)
#include "tst_stabilitypane.moc"
