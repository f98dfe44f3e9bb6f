// RankingSession: one owner of the ranking. The window, the report and `cloudgauge rank` show
// the same top 20 for the same weights and scenario; incremental updates equal a fresh ranking.
#include "TestSupport.h"

#include "MainWindow.h"
#include "WeightsPanel.h"
#include "i18n/LanguageManager.h"
#include "report/ReportWriter.h"
#include "scoring/Caveats.h"
#include "scoring/Explanation.h"
#include "scoring/NeedProfile.h"
#include "scoring/RankingSession.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QTableView>

using namespace cg;

class TestRankingSession : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void windowReportAndCommandLineShowTheSameTop20();
    void incrementalUpdatesEqualAFreshRanking();
    void aNewSnapshotReRanksOnceWithTheSameParams();
    void theNeedProfileRulesOffersOutWithTheReason();
    void explanationGivesThePriceAtWhichTheNextTies();

private:
    static QStringList keysOf(const QList<RankedOffer> &ranked, int n);
    QTemporaryDir m_dir;
    QString m_path;
};

void TestRankingSession::initTestCase()
{
    cgtest::initHermetic();
    m_path = m_dir.filePath(QStringLiteral("c.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), m_path));
    QFile::setPermissions(m_path, QFile::ReadOwner | QFile::WriteOwner);
    QSettings().clear();
}

QStringList TestRankingSession::keysOf(const QList<RankedOffer> &ranked, int n)
{
    QStringList keys;
    for (const RankedOffer &r : ranked.mid(0, n))
        keys.append(r.offer.providerKey + QLatin1Char(':') + r.offer.instanceType);
    return keys;
}

void TestRankingSession::windowReportAndCommandLineShowTheSameTop20()
{
    // The window: move two sliders and pick a scenario, as a user would.
    MainWindow w(m_path);
    w.show();
    w.weightsPanel()->slider(Criterion::PricePerfBandwidth)->setValue(80);
    w.weightsPanel()->slider(Criterion::Reliability)->setValue(60);
    QComboBox *scenario = w.weightsPanel()->scenarioBox();
    scenario->setCurrentIndex(scenario->findData(QStringLiteral("research")));
    emit scenario->activated(scenario->currentIndex()); // as a user's pick does
    w.flushRerank();
    const RankingSession &session = w.rankingSession();
    QCOMPARE(session.params().scenario, QStringLiteral("research"));
    QCOMPARE(session.params().weights[Criterion::PricePerfBandwidth], 0.8);
    const QStringList windowTop = keysOf(session.ranked(), 20);
    QCOMPARE(windowTop.size(), 20);
    // The window's provider ranking leads with the provider of the session's first offer.
    QCOMPARE(w.providersView()->model()->index(0, 1).data().toString(), session.ranked().first().offer.providerNameEn);

    // The command line, in another process, from a weights file with the same weights.
    const QString weightsFile = m_dir.filePath(QStringLiteral("w.json"));
    {
        QFile f(weightsFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(session.params().weights.toJson());
    }
    QProcess cli;
    cli.start(QStringLiteral(CG_APP),
        { QStringLiteral("rank"), QStringLiteral("--catalog"), m_path, QStringLiteral("--weights"), weightsFile,
            QStringLiteral("--scenario"), QStringLiteral("research"), QStringLiteral("--top"), QStringLiteral("20"),
            QStringLiteral("--format"), QStringLiteral("json") });
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    QStringList cliTop;
    for (const QJsonValue &v : QJsonDocument::fromJson(cli.readAllStandardOutput()).array())
        cliTop.append(v[QLatin1String("provider")].toString() + QLatin1Char(':') + v[QLatin1String("instance_type")].toString());
    QCOMPARE(cliTop, windowTop);

    // The report, made from the same options as `cloudgauge report`, and from the window's session:
    // both list the top 20 in the window's order.
    Catalog catalog(m_path);
    QString error;
    QVERIFY2(catalog.open(&error), qPrintable(error));
    LanguageManager languages;
    ReportOptions o;
    o.weights = session.params().weights;
    o.scenario = QStringLiteral("research");
    o.top = 20;
    o.generatedAt = QStringLiteral("2026-12-01T09:00:00");
    const QString fromOptions = ReportWriter(catalog, languages, o).plainText();
    const QString fromWindow = ReportWriter(catalog, session, languages, o).plainText();
    QCOMPARE(fromWindow, fromOptions);
    qsizetype at = fromOptions.indexOf(QLatin1String("Ranking"));
    QVERIFY(at > 0);
    for (const RankedOffer &r : session.ranked().mid(0, 20)) {
        const qsizetype next = fromOptions.indexOf(r.offer.instanceType, at);
        QVERIFY2(next > at, qPrintable(QStringLiteral("%1 missing or out of order in the report").arg(r.offer.instanceType)));
        at = next;
    }
}

void TestRankingSession::incrementalUpdatesEqualAFreshRanking()
{
    Catalog catalog(m_path);
    QString error;
    QVERIFY(catalog.open(&error));
    const auto snapshot = CatalogSnapshot::read(catalog, &error);
    QVERIFY2(snapshot, qPrintable(error));
    const Weights training = *Weights::preset(QStringLiteral("training"));
    RankingSession live(*snapshot, RankingParams { Weights(), QStringLiteral("pretraining") });
    live.setWeights(training);
    live.setScenario(QStringLiteral("inference"));
    const RankingSession fresh(*snapshot, RankingParams { training, QStringLiteral("inference") });
    QCOMPARE(live.order(), fresh.order());
    QCOMPARE(keysOf(live.ranked(), 50), keysOf(fresh.ranked(), 50));
    QCOMPARE(live.ranked().first().score, fresh.ranked().first().score);
    // Equal parameters change nothing: no re-rank, no signal.
    QSignalSpy changed(&live, &RankingSession::rankingChanged);
    const int count = live.rankCount();
    live.setParams(RankingParams { training, QStringLiteral("inference") });
    QCOMPARE(changed.count(), 0);
    QCOMPARE(live.rankCount(), count);
}

void TestRankingSession::aNewSnapshotReRanksOnceWithTheSameParams()
{
    // A hand-built snapshot: two offers, the cheaper one wins on BF16 per dollar alone.
    auto offer = [](const char *provider, const char *type, double usd) {
        OfferView o;
        o.providerKey = QLatin1String(provider);
        o.providerNameEn = QLatin1String(provider);
        o.instanceType = QLatin1String(type);
        o.region = QStringLiteral("r1");
        o.gpuCount = 1;
        o.bf16Tflops = 989;
        o.gpuMemoryGb = 80;
        o.onDemand.present = true;
        o.onDemand.amount = usd;
        o.onDemand.currency = QStringLiteral("USD");
        return o;
    };
    Weights bf16Only;
    bf16Only.values.fill(0);
    bf16Only[Criterion::PricePerfBf16] = 1;
    RankingSession s;
    QSignalSpy snapshotSpy(&s, &RankingSession::snapshotChanged);
    QSignalSpy rankingSpy(&s, &RankingSession::rankingChanged);
    CatalogSnapshot snap;
    snap.offers = { offer("a", "big", 3.00), offer("b", "small", 2.00) };
    for (const char *p : { "a", "b" }) // rated, so the unrated gate lets them through
        snap.ratings.insert(QLatin1String(p),
            RatingView { QLatin1String(p), QStringLiteral("ClusterMAX"), QStringLiteral("3.0"), {}, QStringLiteral("Gold"), {}, {} });
    s.setSnapshot(snap, RankingParams { bf16Only, QStringLiteral("pretraining") });
    QCOMPARE(snapshotSpy.count(), 1);
    QCOMPARE(rankingSpy.count(), 1);
    QCOMPARE(keysOf(s.ranked(), 2), QStringList({ QStringLiteral("b:small"), QStringLiteral("a:big") }));
    QCOMPARE(qRound(s.ranked().at(1).score * 100), 6667); // 100 × (989 / 3) / (989 / 2), float scores
    QCOMPARE(s.providerCoverage().value(QStringLiteral("a")), 1.0);
    snap.offers[0].onDemand.amount = 1.50; // a price cut: a now leads
    s.setSnapshot(snap);
    QCOMPARE(rankingSpy.count(), 2);
    QCOMPARE(keysOf(s.ranked(), 2), QStringList({ QStringLiteral("a:big"), QStringLiteral("b:small") }));
}

namespace {
OfferView handOffer(const char *provider, const char *type, const char *gpuKey, double gpus, double memory, double usdPerGpu)
{
    OfferView o;
    o.providerKey = QLatin1String(provider);
    o.providerNameEn = QLatin1String(provider);
    o.instanceType = QLatin1String(type);
    o.region = QStringLiteral("r1");
    o.gpuKey = QLatin1String(gpuKey);
    o.gpuName = QLatin1String(gpuKey);
    o.gpuCount = gpus;
    o.gpuMemoryGb = memory;
    o.bf16Tflops = 1000;
    o.onDemand.present = true;
    o.onDemand.amount = usdPerGpu * gpus;
    o.onDemand.currency = QStringLiteral("USD");
    o.onDemand.asOf = QStringLiteral("2026-11-20");
    o.onDemand.observedOn = o.onDemand.asOf;
    return o;
}

CatalogSnapshot goldSnapshot(const QList<OfferView> &offers)
{
    CatalogSnapshot s;
    s.offers = offers;
    for (const OfferView &o : offers)
        s.ratings.insert(o.providerKey,
            RatingView { o.providerKey, QStringLiteral("ClusterMAX"), QStringLiteral("3.0"), {}, QStringLiteral("Gold"), {}, {} });
    return s;
}
} // namespace

void TestRankingSession::theNeedProfileRulesOffersOutWithTheReason()
{
    const CatalogSnapshot snap = goldSnapshot({ handOffer("a", "h100-8x", "nvidia-h100-sxm-80gb", 8, 80, 3.0),
        handOffer("b", "h100-1x", "nvidia-h100-sxm-80gb", 1, 80, 2.0), handOffer("c", "l40s-8x", "nvidia-l40s-48gb", 8, 48, 1.0) });
    const RankingParams pretraining = RankingSession::paramsForNeed(*NeedProfile::builtIn(QStringLiteral("pretraining")));
    RankingSession s(snap, pretraining);
    QCOMPARE(keysOf(s.ranked(), 5), QStringList({ QStringLiteral("a:h100-8x") }));
    QCOMPARE(s.excluded().size(), 2);
    for (const RankedOffer &r : s.excluded()) {
        QVERIFY(r.gates & GateNeed);
        const QString reason = Caveats::gate(GateNeed, Caveats::factsOf(r, s));
        QVERIFY2(reason.startsWith(QLatin1String("It does not meet the need profile's hard constraints: ")), qPrintable(reason));
        if (r.offer.providerKey == QLatin1String("c"))
            QVERIFY2(reason.contains(QLatin1String("48 GB")), qPrintable(reason));
    }
    // Without a need the cheaper offers lead again (same weights).
    RankingParams none = pretraining;
    none.need.clear();
    none.constraints = {};
    s.setParams(none);
    QCOMPARE(s.ranked().size(), 3);
    QCOMPARE(s.ranked().first().offer.providerKey, QStringLiteral("c"));
}

void TestRankingSession::explanationGivesThePriceAtWhichTheNextTies()
{
    // BF16 per dollar only: a 1000 TFLOPS at USD 2 (500 per dollar, 100 points), b at USD 3 (66.67 points).
    // b ties when 66.67 / m = 100, m = 2/3: at USD 2.00 per GPU-hour.
    const CatalogSnapshot snap = goldSnapshot(
        { handOffer("a", "x", "nvidia-h100-sxm-80gb", 1, 80, 2.0), handOffer("b", "y", "nvidia-h100-pcie-80gb", 1, 80, 3.0) });
    Weights bf16;
    bf16.values.fill(0);
    bf16[Criterion::PricePerfBf16] = 1;
    const RankingSession s(snap, RankingParams { bf16, QStringLiteral("pretraining") });
    const auto e = Explanation::of(s, 0);
    QVERIFY(e);
    QCOMPARE(e->offer.offer.providerKey, QStringLiteral("a"));
    QCOMPARE(e->contributions.size(), 1);
    QCOMPARE(qRound(e->contributions.first().points * 10), 1000);
    QVERIFY(e->next);
    QCOMPARE(qRound(*e->nextPriceToTie * 100), 200);
    QVERIFY2(e->text().contains(QLatin1String("ties if its price falls from USD 3.00 to USD 2.00 per GPU-hour")), qPrintable(e->text()));
    QCOMPARE(*e->priceAgeDays, int(QDate(2026, 11, 20).daysTo(s.params().today)));
}

QTEST_MAIN(TestRankingSession)
#include "tst_rankingsession.moc"
