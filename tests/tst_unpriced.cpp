// UnpricedProvider: the providers listed without a usable price, named, never left out in silence.
#include "TestSupport.h"

#include "catalog/store/CatalogTypes.h"
#include "scoring/UnpricedProviders.h"

#include <QTest>

using namespace cg;

class TestUnpriced : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void aProviderWithoutAUsablePriceIsNamed();
};

namespace {

OfferView offer(const char *provider, const char *instance, const char *region, std::optional<double> amount, const char *currency)
{
    OfferView o;
    o.providerKey = QLatin1String(provider);
    o.providerNameEn = o.providerKey + QStringLiteral(" Cloud");
    o.instanceType = QLatin1String(instance);
    o.region = QLatin1String(region);
    o.gpuCount = 8;
    o.onDemand.present = true;
    o.onDemand.amount = amount;
    o.onDemand.currency = QLatin1String(currency);
    return o;
}

} // namespace

void TestUnpriced::aProviderWithoutAUsablePriceIsNamed()
{
    FxRates fx;
    fx.insert(QStringLiteral("CNY"), FxRate { 7.0, QStringLiteral("2026-11-30"), QStringLiteral("https://example.com/fx") });
    QList<OfferView> offers {
        offer("priced", "p-8", "eu", 20.0, "USD"),
        offer("priced", "p-1", "eu", std::nullopt, "USD"), // one priced offer is enough to be ranked
        offer("alibaba", "ecs.a", "cn-beijing", std::nullopt, "CNY"),
        offer("alibaba", "ecs.a", "cn-shanghai", std::nullopt, "CNY"), // a second region of the same type
        offer("alibaba", "ecs.b", "cn-beijing", std::nullopt, "CNY"), offer("alibaba", "ecs.c", "cn-beijing", std::nullopt, "CNY"),
        offer("alibaba", "ecs.d", "cn-beijing", std::nullopt, "CNY"),
        offer("norate", "n-8", "eu", 30.0, "CHF"), // priced, but in a currency without a rate
        offer("cny", "c-8", "cn", 100.0, "CNY"), // priced in CNY with a rate: ranked
    };
    OfferView gone = offer("gone", "g-8", "eu", std::nullopt, "USD");
    gone.withdrawnRunId = 3; // no longer offered: not a provider to price
    offers << gone;
    const QList<UnpricedProvider> unpriced = UnpricedProvider::of(offers, fx);
    QCOMPARE(unpriced.size(), 2);
    QCOMPARE(unpriced[0].providerKey, QStringLiteral("alibaba")); // most instance types first
    QCOMPARE(unpriced[0].instanceTypes, 4);
    QCOMPARE(unpriced[0].examples, (QStringList { QStringLiteral("ecs.a"), QStringLiteral("ecs.b"), QStringLiteral("ecs.c") }));
    QCOMPARE(unpriced[0].nextStep, QStringLiteral("price-api"));
    QVERIFY(unpriced[0].nextStepText().contains(QLatin1String("cloudgauge price-api script --provider alibaba")));
    QCOMPARE(unpriced[1].providerKey, QStringLiteral("norate"));
    QCOMPARE(unpriced[1].instanceTypes, 1);
    QCOMPARE(unpriced[1].nextStep, QStringLiteral("quote"));
}

QTEST_GUILESS_MAIN(TestUnpriced)
#include "tst_unpriced.moc"
