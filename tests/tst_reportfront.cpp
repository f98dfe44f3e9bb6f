// Page 1 of the report: every sentence about dates and money states what the data says.
#include "TestSupport.h"

#include "catalog/writer/CatalogWriter.h"
#include "geo/RegionPlace.h"
#include "geo/UserLocation.h"
#include "i18n/LanguageManager.h"
#include "report/ReportPreviewDialog.h"
#include "report/ReportWriter.h"
#include "scoring/Ranker.h"
#include "scoring/RankingSession.h"

#include <QApplication>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlQuery>

#include <memory>

using namespace cg;

class TestReportFront : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void theSummaryNamesTheFxDateAndWarnsWhenStale();
    void theSummarySaysWhenTheTopPricesWereObserved();
    void knownAndUnknownDatesAreCountedNotMerged();
    void amountsFollowTheChosenCurrencyWithItsRate();
    void aChineseReportIsInYuan();
    void aCurrencyWithoutARateIsRefused();
    void theWindowsReportNamesItsPresetAndCurrency();
    void pageOneComparesTheBestOfferOfEachProvider();
    void aProviderPageIsOnePage();
    void aChineseReportHasNoEnglishSentence();
    void everyHyperscalerNotRecommendedIsNamedWithWhy();
    void pageOneCountsTheVerifiedPricesOfTheTopList();
    void pageOneSaysWhereTheRecommendationIsAndHowFar();
    void pageOneNamesConstraintsGivenWithoutAProfile();

private:
    /// The lines of the executive summary of `text`, joined.
    static QString summaryOf(const QString &text);
    /// A writable copy of the bundled catalog named `name`, opened; null on failure.
    std::unique_ptr<Catalog> copyCatalog(const QString &name);
    QTemporaryDir m_dir;
};

void TestReportFront::initTestCase()
{
    cgtest::initHermetic();
    QVERIFY2(!ReportWriter::reportFontFamily().isEmpty(), "fonts-wqy-microhei is required");
}

QString TestReportFront::summaryOf(const QString &text)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    int from = int(lines.indexOf(QStringLiteral("Executive summary")));
    if (from < 0)
        from = int(lines.indexOf(QStringLiteral("摘要")));
    int to = int(lines.indexOf(QStringLiteral("Weights used"), from + 1));
    if (to < 0)
        to = int(lines.indexOf(QStringLiteral("所用权重"), from + 1));
    return from < 0 ? QString() : lines.mid(from, to < 0 ? -1 : to - from).join(QLatin1Char('\n'));
}

std::unique_ptr<Catalog> TestReportFront::copyCatalog(const QString &name)
{
    const QString path = m_dir.filePath(name);
    if (!QFile::copy(QStringLiteral(CG_SEED_DB), path))
        return nullptr;
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    auto c = std::make_unique<Catalog>(path);
    QString error;
    return c->open(&error) ? std::move(c) : nullptr;
}

void TestReportFront::theSummaryNamesTheFxDateAndWarnsWhenStale()
{
    const auto owned = copyCatalog(QStringLiteral("fx.sqlite"));
    QVERIFY(owned);
    Catalog &c = *owned;
    QString error;
    LanguageManager languages;
    const QString warning = QStringLiteral("Warning: the exchange rates are more than 90 days old");
    for (const int daysOld : { 3, 400 }) {
        const QString asOf = QDate::currentDate().addDays(-daysOld).toString(Qt::ISODate);
        QSqlQuery q(c.database());
        // One rate per currency, dated `asOf`.
        QVERIFY(q.exec(QStringLiteral("DELETE FROM fx_rate WHERE rowid NOT IN (SELECT max(rowid) FROM fx_rate GROUP BY currency)")));
        QVERIFY(q.exec(QStringLiteral("UPDATE fx_rate SET as_of = '%1'").arg(asOf)));
        const RankingSession session(*CatalogSnapshot::read(c, &error), RankingParams {});
        QVERIFY(!session.snapshot().fx.isEmpty());
        QCOMPARE(session.snapshot().fx.oldestDate(), asOf);
        const QString summary = summaryOf(ReportWriter(c, session, languages, {}).plainText());
        QVERIFY2(summary.contains(QStringLiteral("the oldest dated %1 (%2 days before").arg(asOf).arg(daysOld)), qPrintable(summary));
        QCOMPARE(summary.contains(warning), daysOld > 90);
        QVERIFY(summary.contains(QLatin1String("Missing data: a criterion without data counts as 10 of 100 points")));
        QVERIFY(summary.contains(QLatin1String("No need profile is applied")));
    }
}

void TestReportFront::theSummarySaysWhenTheTopPricesWereObserved()
{
    const auto owned = copyCatalog(QStringLiteral("observed.sqlite"));
    QVERIFY(owned);
    Catalog &c = *owned;
    QString error;
    LanguageManager languages;
    const QDate today = QDate::currentDate();
    const QString day = today.addDays(-5).toString(Qt::ISODate);
    QSqlQuery q(c.database());
    // Every price observed on one day: one date is named once, with its age.
    QVERIFY(q.exec(QStringLiteral("UPDATE price SET observed_on = '%1', observed_after = NULL").arg(day)));
    {
        const RankingSession session(*CatalogSnapshot::read(c, &error), RankingParams {});
        QCOMPARE(session.ranked().size() >= 10, true);
        const QString summary = summaryOf(ReportWriter(c, session, languages, {}).plainText());
        QVERIFY2(
            summary.contains(QStringLiteral("All 10 prices of the top list have a known observation date: all on %1, 5 days before %2.")
                                 .arg(day, today.toString(Qt::ISODate))),
            qPrintable(summary));
        QVERIFY(summary.contains(QStringLiteral("The #1's price was observed on %1, 5 days before").arg(day)));
        QVERIFY(!summary.contains(QLatin1String("(newest)")));
        QVERIFY(!summary.contains(QLatin1String("older than 14 days")));
        QVERIFY2(summary.contains(QLatin1String("Every price of the top list was observed within the last 14 days.")), qPrintable(summary));
    }
    // The top offer's price a day older than the rest: a range, newest first.
    const RankingSession before(*CatalogSnapshot::read(c, &error), RankingParams {});
    const QString older = today.addDays(-6).toString(Qt::ISODate);
    QVERIFY(q.exec(
        QStringLiteral("UPDATE price SET observed_on = '%1' WHERE offering_id = %2").arg(older).arg(before.ranked().first().offer.id)));
    const RankingSession session(*CatalogSnapshot::read(c, &error), RankingParams {});
    const QString summary = summaryOf(ReportWriter(c, session, languages, {}).plainText());
    QVERIFY2(
        summary.contains(
            QStringLiteral("from %1 (newest) to %2 (oldest), the oldest 6 days before %3").arg(day, older, today.toString(Qt::ISODate))),
        qPrintable(summary));
    // The #2's price undated: it alone is named to re-check before signing.
    const RankedOffer second = session.ranked().at(1);
    QVERIFY(q.exec(QStringLiteral("UPDATE price SET observed_on = NULL WHERE offering_id = %1").arg(second.offer.id)));
    const RankingSession undated(*CatalogSnapshot::read(c, &error), RankingParams {});
    QCOMPARE(undated.ranked().at(1).offer.id, second.offer.id); // the date does not move the rank
    const QString recheck = summaryOf(ReportWriter(c, undated, languages, {}).plainText());
    const QString named = QStringLiteral("#2 %1 %2").arg(second.offer.providerNameEn, second.offer.gpuName);
    QVERIFY2(recheck.contains(QStringLiteral("before signing: %1.").arg(named)), qPrintable(recheck));
}

void TestReportFront::pageOneCountsTheVerifiedPricesOfTheTopList()
{
    const auto owned = copyCatalog(QStringLiteral("verified.sqlite"));
    QVERIFY(owned);
    Catalog &c = *owned;
    QString error;
    LanguageManager languages;
    const RankingSession before(*CatalogSnapshot::read(c, &error), RankingParams {});
    const QList<RankedOffer> top = before.ranked().mid(0, 10);
    QCOMPARE(top.size(), 10);
    QVERIFY2(summaryOf(ReportWriter(c, before, languages, {}).plainText())
                 .contains(QLatin1String("None of the 10 prices of the top list has been verified against its source")),
        qPrintable(summaryOf(ReportWriter(c, before, languages, {}).plainText())));
    auto check = [](const RankedOffer &r, PriceCheck::Status status, std::optional<double> now, const char *day) {
        PriceCheck k;
        k.providerKey = r.offer.providerKey;
        k.instanceType = r.offer.instanceType;
        k.region = r.offer.region;
        k.status = status;
        k.oldAmount = r.offer.onDemand.amount;
        k.newAmount = now;
        k.currency = r.offer.onDemand.currency;
        k.checkedOn = QLatin1String(day);
        return k;
    };
    // #1 confirmed on one day, #3 found changed to the amount the catalog now holds on a later one:
    // both vouched for. #2's check listed another amount than the catalog holds (a later import
    // changed it), #4 was not verifiable online, and #5 was confirmed once and then failed: none counts.
    const double first = *top[0].offer.onDemand.amount, second = *top[1].offer.onDemand.amount, third = *top[2].offer.onDemand.amount;
    QVERIFY2(c.insertPriceChecks({ check(top[0], PriceCheck::Status::Confirmed, first, "2026-12-01"),
                 check(top[1], PriceCheck::Status::Confirmed, second + 0.01, "2026-12-01"),
                 check(top[2], PriceCheck::Status::Changed, third, "2026-12-04"),
                 check(top[3], PriceCheck::Status::NoOnlineSource, std::nullopt, "2026-12-04"),
                 check(top[4], PriceCheck::Status::Confirmed, *top[4].offer.onDemand.amount, "2026-12-02") }),
        qPrintable(c.lastError()));
    QVERIFY2(
        c.insertPriceChecks({ check(top[4], PriceCheck::Status::FetchFailed, std::nullopt, "2026-12-03") }), qPrintable(c.lastError()));
    QCOMPARE(c.latestPriceChecks().size(), 5);
    const RankingSession some(*CatalogSnapshot::read(c, &error), RankingParams {});
    QCOMPARE(some.ranked().first().offer.id, top.first().offer.id); // a check does not move the rank
    QVERIFY(some.snapshot().verification(top[0].offer));
    QVERIFY(!some.snapshot().verification(top[1].offer));
    QVERIFY(!some.snapshot().verification(top[4].offer));
    const QString summary = summaryOf(ReportWriter(c, some, languages, {}).plainText());
    QVERIFY2(
        summary.contains(QLatin1String(
            "2 of the 10 prices of the top list were verified against their sources on 2026-12-01 to 2026-12-04; the others were not.")),
        qPrintable(summary));
    // Every one confirmed on one day: one date.
    QList<PriceCheck> all;
    for (const RankedOffer &r : top)
        all.append(check(r, PriceCheck::Status::Confirmed, r.offer.onDemand.amount, "2026-12-05"));
    QVERIFY2(c.insertPriceChecks(all), qPrintable(c.lastError()));
    const RankingSession every(*CatalogSnapshot::read(c, &error), RankingParams {});
    const QString allSummary = summaryOf(ReportWriter(c, every, languages, {}).plainText());
    QVERIFY2(allSummary.contains(QLatin1String("All 10 prices of the top list were verified against their sources on 2026-12-05.")),
        qPrintable(allSummary));
}

void TestReportFront::knownAndUnknownDatesAreCountedNotMerged()
{
    // The defect: "Their prices were all observed on D", then "7 of them were observed on an
    // unknown day". Only some of the top list dated: the sentence counts both and names the range
    // of the dated ones only.
    const auto owned = copyCatalog(QStringLiteral("mixed.sqlite"));
    QVERIFY(owned);
    Catalog &c = *owned;
    QString error;
    LanguageManager languages;
    const QDate today = QDate::currentDate();
    const QString day = today.addDays(-40).toString(Qt::ISODate);
    const RankingSession first(*CatalogSnapshot::read(c, &error), RankingParams {});
    QSqlQuery q(c.database());
    QVERIFY(q.exec(QStringLiteral("UPDATE price SET observed_on = NULL, observed_after = '2025-01-01'")));
    // Three of the top ten (not #1) dated 40 days ago.
    for (int i : { 1, 4, 7 })
        QVERIFY(q.exec(QStringLiteral("UPDATE price SET observed_on = '%1', observed_after = NULL WHERE offering_id = %2")
                           .arg(day)
                           .arg(first.ranked().at(i).offer.id)));
    const RankingSession session(*CatalogSnapshot::read(c, &error), RankingParams {});
    const QList<RankedOffer> top = session.ranked().mid(0, 10);
    QCOMPARE(top.size(), 10);
    int known = 0;
    for (const RankedOffer &r : top)
        known += r.offer.onDemand.observedOn.isEmpty() ? 0 : 1;
    QVERIFY2(known > 0 && known < 10, qPrintable(QString::number(known))); // the case under test
    const QString summary = summaryOf(ReportWriter(c, session, languages, {}).plainText());
    QVERIFY2(summary.contains(QStringLiteral("%1 of the 10 prices of the top list have a known observation date (all on %2, 40 days "
                                             "before %3); %4 have none and count as stale.")
                                  .arg(known)
                                  .arg(day, today.toString(Qt::ISODate))
                                  .arg(10 - known)),
        qPrintable(summary));
    QVERIFY(summary.contains(QStringLiteral("%1 of the dated prices are older than 14 days").arg(known)));
    QVERIFY(!summary.contains(QLatin1String("All 10")));
    QVERIFY(!summary.contains(QLatin1String("were all observed")));
    const bool bestDated = !top.first().offer.onDemand.observedOn.isEmpty();
    QCOMPARE(summary.contains(QLatin1String("The #1's price has no known observation date (unknown (after 2025-01-01))")), !bestDated);
}

void TestReportFront::amountsFollowTheChosenCurrencyWithItsRate()
{
    const auto owned = copyCatalog(QStringLiteral("currency.sqlite"));
    QVERIFY(owned);
    Catalog &c = *owned;
    QString error;
    LanguageManager languages;
    const RankingSession session(*CatalogSnapshot::read(c, &error), RankingParams {});
    const auto rate = session.snapshot().fx.rate(QStringLiteral("CNY"));
    QVERIFY(rate && rate->unitsPerUsd > 1);
    const RankedOffer &best = session.ranked().first();
    const QLocale en(QLocale::English);
    ReportOptions o;
    o.currency = QStringLiteral("CNY");
    const QString text = ReportWriter(c, session, languages, o).plainText();
    const QString yuan = en.toString(best.usdPerGpuHour * rate->unitsPerUsd, 'f', 2);
    QVERIFY2(text.contains(QStringLiteral("at CNY %1 per GPU-hour").arg(yuan)), qPrintable(summaryOf(text)));
    QVERIFY(text.contains(QStringLiteral("Amounts in this report are in CNY, converted from USD at %1 CNY per USD (rate of %2, %3).")
                              .arg(en.toString(rate->unitsPerUsd, 'f', 4), rate->asOf, rate->sourceUrl)));
    QVERIFY(text.contains(QLatin1String("\nCNY per GPU-hour\n"))); // the ranking's column
    QVERIFY(!text.contains(QLatin1String("\nUSD per GPU-hour\n")));
    // The default English report: USD, no rate sentence.
    const QString usd = ReportWriter(c, session, languages, {}).plainText();
    QVERIFY(usd.contains(QStringLiteral("at USD %1 per GPU-hour").arg(en.toString(best.usdPerGpuHour, 'f', 2))));
    QVERIFY(!usd.contains(QLatin1String("Amounts in this report are in")));
}

void TestReportFront::aChineseReportIsInYuan()
{
    const auto owned = copyCatalog(QStringLiteral("zh.sqlite"));
    QVERIFY(owned);
    Catalog &c = *owned;
    QString error;
    LanguageManager languages;
    const RankingSession session(*CatalogSnapshot::read(c, &error), RankingParams {});
    const auto rate = session.snapshot().fx.rate(QStringLiteral("CNY"));
    QVERIFY(rate);
    ReportOptions o;
    o.language = QStringLiteral("zh_CN"); // no currency named: a Chinese report is in CNY
    const QString summary = summaryOf(ReportWriter(c, session, languages, o).plainText());
    const QString yuan
        = QLocale(QLocale::Chinese, QLocale::China).toString(session.ranked().first().usdPerGpuHour * rate->unitsPerUsd, 'f', 2);
    QVERIFY2(summary.contains(yuan + QStringLiteral(" 元")), qPrintable(summary));
    QVERIFY(!summary.contains(QLatin1String("美元 ")) || summary.contains(QLatin1String("元/美元")));
    QVERIFY(summary.contains(rate->asOf));
}

void TestReportFront::aCurrencyWithoutARateIsRefused()
{
    const auto owned = copyCatalog(QStringLiteral("norate.sqlite"));
    QVERIFY(owned);
    Catalog &c = *owned;
    QSqlQuery q(c.database());
    QVERIFY(q.exec(QStringLiteral("DELETE FROM fx_rate WHERE currency = 'EUR'")));
    QVERIFY(ReportWriter::currencyError(c, QStringLiteral("USD")).isEmpty());
    QVERIFY(ReportWriter::currencyError(c, QStringLiteral("cny")).isEmpty());
    QVERIFY(ReportWriter::currencyError(c, QStringLiteral("EUR")).contains(QLatin1String("no exchange rate for EUR")));
    QVERIFY(ReportWriter::currencyError(c, QStringLiteral("E1")).contains(QLatin1String("not a currency code")));
    // The command line refuses it before writing anything.
    const QString out = m_dir.filePath(QStringLiteral("eur.pdf"));
    QProcess p;
    p.start(QStringLiteral(CG_APP),
        { QStringLiteral("report"), QStringLiteral("--catalog"), c.path(), QStringLiteral("--out"), out, QStringLiteral("--currency"),
            QStringLiteral("EUR") });
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 2);
    QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QLatin1String("--currency: no exchange rate for EUR")));
    QVERIFY(!QFile::exists(out));
}

void TestReportFront::theWindowsReportNamesItsPresetAndCurrency()
{
    const auto owned = copyCatalog(QStringLiteral("window.sqlite"));
    QVERIFY(owned);
    Catalog &c = *owned;
    QString error;
    LanguageManager languages;
    // Weights that are a preset, scaled as the sliders hold them: the preset is named.
    Weights training = *Weights::preset(QStringLiteral("training"));
    for (double &v : training.values)
        v *= 100;
    const RankingSession session(*CatalogSnapshot::read(c, &error), RankingParams(training, QStringLiteral("pretraining")));
    ReportPreviewDialog dialog(c, session, languages, QStringLiteral("CNY"));
    const ReportOptions o = dialog.options();
    QCOMPARE(o.currency, QStringLiteral("CNY"));
    QCOMPARE(o.weightsLabel, QStringLiteral("training (CloudGauge preset)"));
    QVERIFY(ReportWriter(c, session, languages, o).pageText(0).contains(QLatin1String("Weights: training (CloudGauge preset)")));
    // Weights of the user's own: said as such, and listed under "Weights used" on the same page.
    Weights own = training;
    own.values[0] += 7;
    const RankingSession mine(*CatalogSnapshot::read(c, &error), RankingParams(own, QStringLiteral("pretraining")));
    ReportPreviewDialog other(c, mine, languages, QString());
    QCOMPARE(other.options().currency, QStringLiteral("USD"));
    const QString page = ReportWriter(c, mine, languages, other.options()).pageText(0);
    // Listed on the cover, each criterion with its share: BF16 per dollar is the largest.
    QVERIFY2(page.contains(QLatin1String("Weights: set in the window: ")), qPrintable(page.left(800)));
    const double share = 100 * own.values[0] / own.total();
    QVERIFY2(page.contains(QStringLiteral("%1 %").arg(QLocale(QLocale::English).toString(share, 'f', 0))), qPrintable(page.left(800)));
}

void TestReportFront::pageOneComparesTheBestOfferOfEachProvider()
{
    const auto owned = copyCatalog(QStringLiteral("compare.sqlite"));
    QVERIFY(owned);
    Catalog &c = *owned;
    QString error;
    LanguageManager languages;
    const RankingSession session(*CatalogSnapshot::read(c, &error), RankingParams {});
    // Expected from the ranking: each provider's first offer, the top 10's providers and then the
    // next ones until six providers.
    QStringList inTop, expected;
    QList<RankedOffer> bests;
    for (const RankedOffer &r : session.ranked().mid(0, 10))
        if (!inTop.contains(r.offer.providerKey))
            inTop << r.offer.providerKey;
    for (const RankedOffer &r : session.ranked())
        if (!expected.contains(r.offer.providerKey) && expected.size() < std::max(int(inTop.size()), 6)) {
            expected << r.offer.providerKey;
            bests << r;
        }
    QVERIFY2(expected.size() > inTop.size(), "the case under test: the top 10 has fewer than six providers");
    ReportWriter writer(c, session, languages, {});
    const QString page = writer.pageText(0);
    QVERIFY2(page.contains(QLatin1String("Compared with whom: the best offer of each provider")), qPrintable(page.right(1500)));
    for (const RankedOffer &r : std::as_const(bests)) {
        QVERIFY2(page.contains(r.offer.providerNameEn), qPrintable(r.offer.providerNameEn));
        QVERIFY2(page.contains(r.offer.instanceType.left(12)), qPrintable(r.offer.instanceType));
    }
    // The price chart's legend gives each of them a colour of its own, the #1 the first.
    for (const RankedOffer &r : std::as_const(bests))
        QVERIFY2(writer.priceChartColourOf(r.offer.providerKey).isValid(), qPrintable(r.offer.providerKey));
    QCOMPARE(writer.priceChartColourOf(bests.first().offer.providerKey), QColor(0x1f, 0x77, 0xb4));
    // And a page each, headed by the provider's name over its tier history.
    const QStringList lines = writer.plainText().split(QLatin1Char('\n'));
    for (const RankedOffer &r : std::as_const(bests)) {
        const int at = int(lines.indexOf(r.offer.providerNameEn));
        bool paged = false;
        for (int i = at; i >= 0 && i < lines.size() - 1 && !paged; i = int(lines.indexOf(r.offer.providerNameEn, i + 1)))
            paged = lines.at(i + 1) == QLatin1String("ClusterMAX tier history");
        QVERIFY2(paged, qPrintable(r.offer.providerNameEn));
    }
}

void TestReportFront::aProviderPageIsOnePage()
{
    const auto owned = copyCatalog(QStringLiteral("pages.sqlite"));
    QVERIFY(owned);
    Catalog &c = *owned;
    QString error;
    LanguageManager languages;
    const RankingSession session(*CatalogSnapshot::read(c, &error), RankingParams {});
    for (const QString &lang : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        ReportOptions o;
        o.language = lang;
        const bool zh = lang != QLatin1String("en");
        const QString history = zh ? QStringLiteral("ClusterMAX 评级历史") : QStringLiteral("ClusterMAX tier history");
        const QString offersHeading = zh ? QStringLiteral("其参与排名的实例方案") : QStringLiteral("Its ranked offers");
        const QString rankHeader = zh ? QStringLiteral("排名") : QStringLiteral("Rank");
        ReportWriter writer(c, session, languages, o);
        int providerPages = 0;
        for (int i = 0; i < writer.pageCount(); ++i) {
            const QStringList lines = writer.pageText(i).split(QLatin1Char('\n'));
            if (lines.size() < 2 || lines.at(1) != history)
                continue;
            ++providerPages;
            // The page holds the whole section: its last table is on it, and the next page does
            // not begin with the rest of that table.
            QVERIFY2(lines.contains(offersHeading), qPrintable(lang + QLatin1Char(' ') + lines.first()));
            QVERIFY2(i + 1 == writer.pageCount() || !writer.pageText(i + 1).startsWith(rankHeader),
                qPrintable(lang + QLatin1Char(' ') + lines.first()));
            // Each of the provider's ranked offers shown is its next one in rank order, and the
            // rest are counted, not silently dropped.
            QString key;
            for (const RankedOffer &r : session.ranked())
                if ((zh && !r.offer.providerNameZh.isEmpty() ? r.offer.providerNameZh : r.offer.providerNameEn) == lines.first())
                    key = r.offer.providerKey;
            QVERIFY2(!key.isEmpty(), qPrintable(lines.first()));
            int ranked = 0, shown = 0;
            for (const RankedOffer &r : session.ranked()) {
                if (r.offer.providerKey != key)
                    continue;
                ++ranked;
                if (shown + 1 == ranked && lines.contains(QString::number(r.rank)) && writer.pageText(i).contains(r.offer.instanceType))
                    ++shown;
            }
            QVERIFY2(shown > 0, qPrintable(lines.first()));
            if (shown < ranked) {
                const QString more
                    = zh ? QStringLiteral("另有 %1 个").arg(ranked - shown) : QStringLiteral("%1 more ranked").arg(ranked - shown);
                QVERIFY2(writer.pageText(i).contains(more), qPrintable(lang + QLatin1Char(' ') + lines.first() + QLatin1Char(' ') + more));
            }
        }
        QVERIFY(providerPages >= 3);
    }
}

void TestReportFront::aChineseReportHasNoEnglishSentence()
{
    const auto owned = copyCatalog(QStringLiteral("english.sqlite"));
    QVERIFY(owned);
    Catalog &c = *owned;
    QString error;
    LanguageManager languages;
    const RankingSession session(*CatalogSnapshot::read(c, &error), RankingParams {});
    ReportOptions o;
    o.language = QStringLiteral("zh_CN");
    // Five Latin words in a row outside a URL are an English phrase (names such as "NVIDIA HGX
    // B200" or "Verda (DataCrunch)" are shorter): the SLA scopes and credits, the rating sources.
    static const QRegularExpression url(QStringLiteral("https?://\\S+"));
    static const QRegularExpression english(QStringLiteral("[A-Za-z]+(?:[ ,;:'()-]+[A-Za-z]+){4,}"));
    const QStringList lines = ReportWriter(c, session, languages, o).plainText().split(QLatin1Char('\n'));
    // A command to type is not prose: "cloudgauge import --format …" up to its closing bracket.
    static const QRegularExpression command(QStringLiteral("cloudgauge [^）)，。；]*"));
    for (QString line : lines) {
        line.remove(url);
        line.remove(command);
        const QRegularExpressionMatch m = english.match(line);
        QVERIFY2(!m.hasMatch(), qPrintable(m.captured() + QStringLiteral(" in: ") + line));
    }
}

void TestReportFront::everyHyperscalerNotRecommendedIsNamedWithWhy()
{
    // "Why not Tencent?": a hyperscaler of the catalog with no recommended offer is named in the
    // summary with the reason (no price, or the gates its offers failed), in both languages.
    const auto owned = copyCatalog(QStringLiteral("majors.sqlite"));
    QVERIFY(owned);
    Catalog &c = *owned;
    QString error;
    LanguageManager languages;
    const RankingSession session(*CatalogSnapshot::read(c, &error), RankingParams {});
    QSet<QString> recommended;
    for (const RankedOffer &r : session.ranked())
        recommended.insert(r.offer.providerKey);
    int named = 0;
    for (const QString &language : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        ReportOptions o;
        o.language = language;
        const QString summary = summaryOf(ReportWriter(c, session, languages, o).plainText()).simplified();
        QSet<QString> seen;
        for (const OfferView &v : session.snapshot().offers) {
            if (v.providerCategory != QLatin1String("hyperscaler") || recommended.contains(v.providerKey) || seen.contains(v.providerKey))
                continue;
            seen.insert(v.providerKey);
            const QString name = language == QLatin1String("en") || v.providerNameZh.isEmpty() ? v.providerNameEn : v.providerNameZh;
            QVERIFY2(summary.contains(name), qPrintable(language + QLatin1Char(' ') + name + QStringLiteral(": ") + summary));
            ++named;
        }
    }
    QVERIFY2(named > 0, "the case under test: the bundled catalog has hyperscalers without a recommended offer");
    // The bundled Tencent rows are priced but unrated: the reason is said.
    ReportOptions zh;
    zh.language = QStringLiteral("zh_CN");
    const QString summary = summaryOf(ReportWriter(c, session, languages, zh).plainText()).simplified();
    if (!recommended.contains(QStringLiteral("tencent")))
        QVERIFY2(summary.contains(QStringLiteral("腾讯云（既无 ClusterMAX 评级也无评估）")), qPrintable(summary));
}

void TestReportFront::pageOneSaysWhereTheRecommendationIsAndHowFar()
{
    const auto owned = copyCatalog(QStringLiteral("place.sqlite"));
    QVERIFY(owned);
    Catalog &c = *owned;
    QString error;
    LanguageManager languages;
    const OfferView best = RankingSession(*CatalogSnapshot::read(c, &error), RankingParams {}).ranked().first().offer;
    ReportOptions o;
    o.language = QStringLiteral("en");
    {
        // Unplaced: said so, no distance guessed.
        const RankingSession session(*CatalogSnapshot::read(c, &error), RankingParams {});
        if (!session.snapshot().placeOf(best).known()) {
            const QString text = ReportWriter(c, session, languages, o).plainText();
            QVERIFY2(
                text.contains(QStringLiteral("Where region %1 is has not been published").arg(best.region)), qPrintable(text.left(3000)));
        }
    }
    // The recommended offer's region placed in Helsinki by hand; the users in Shanghai.
    QList<RegionPlace> places = c.regionPlaces();
    places.removeIf([&best](const RegionPlace &p) { return p.providerKey != best.providerKey || p.region == best.region; });
    RegionPlace helsinki;
    helsinki.region = best.region;
    helsinki.country = QStringLiteral("FI");
    helsinki.city = QStringLiteral("Helsinki");
    helsinki.latitude = 60.17;
    helsinki.longitude = 24.94;
    helsinki.basis = QStringLiteral("vendor-docs");
    helsinki.sourceUrl = QStringLiteral("https://docs.example.com/regions");
    places << helsinki;
    {
        CatalogWriter writer(c);
        QVERIFY(writer.begin());
        QVERIFY2(writer.replaceRegionPlaces(writer.providerId(best.providerKey), places), qPrintable(writer.lastError()));
        QVERIFY(writer.commit());
    }
    o.userLocation = UserLocation::parse(QStringLiteral("31.23,121.47"), QStringLiteral("Shanghai"), &error);
    const RankingSession session(*CatalogSnapshot::read(c, &error), RankingParams {});
    QCOMPARE(session.ranked().first().offer.id, best.id);
    const QString text = ReportWriter(c, session, languages, o).plainText().simplified();
    const double km = greatCircleKm(31.23, 121.47, 60.17, 24.94);
    QVERIFY2(text.contains(QStringLiteral("Region %1 is in FI, EU/EEA (Helsinki).").arg(best.region)), qPrintable(text.left(3000)));
    QVERIFY2(text.contains(QStringLiteral("km from Shanghai: a round trip over fibre takes at least %1 ms.")
                               .arg(QLocale(QLocale::English).toString(roundTripFloorMs(km), 'f', 1))),
        qPrintable(text.left(3000)));
    QVERIFY(text.contains(QLatin1String("Distances are great-circle km from Shanghai (31.23, 121.47)")));
    QVERIFY(!text.contains(QLatin1String("TCP connect"))); // nothing measured: nothing said

    // A latency run to that region (and an unreachable one to it later for another region) is said on page 1.
    LatencyMeasurement m;
    m.providerKey = best.providerKey;
    m.region = best.region;
    m.url = QStringLiteral("https://storage.example.com/");
    m.measuredAt = QStringLiteral("2026-12-01T09:00:00Z");
    m.samples = 10;
    m.connectMs = 212.34;
    m.firstByteMs = 431.5;
    LatencyMeasurement elsewhere = m;
    elsewhere.region = best.region + QStringLiteral("-other");
    elsewhere.connectMs = 5.0;
    QVERIFY2(c.insertLatency({ m, elsewhere }), qPrintable(c.lastError()));
    const QString measured = ReportWriter(c, session, languages, o).plainText().simplified();
    QVERIFY2(measured.contains(QLatin1String("Measured on 2026-12-01 from the network the latency test ran on: TCP connect 212.3 ms, "
                                             "first byte 431.5 ms (medians of 10 connections to its public endpoint).")),
        qPrintable(measured.left(3000)));
    QVERIFY(!measured.contains(QLatin1String("TCP connect 5.0 ms"))); // another region's figure is not this one's
}

void TestReportFront::pageOneNamesConstraintsGivenWithoutAProfile()
{
    // `report --require-cert iso27001` with no need profile: page 1 must not say that every offer
    // is compared, and it names the recommended provider's certifications.
    const auto owned = copyCatalog(QStringLiteral("constraints.sqlite"));
    QVERIFY(owned);
    QString error;
    RankingParams params;
    params.constraints.certifications = *CertificationRequirement::parseList(QStringLiteral("iso27001"), &error);
    const RankingSession session(*CatalogSnapshot::read(*owned, &error), params);
    QVERIFY(!session.ranked().isEmpty());
    const OfferView &best = session.ranked().first().offer;
    QStringList held;
    for (const Certification &c : best.certifications)
        if (c.coversPlatform())
            held << c.displayName();
    QVERIFY(held.contains(QStringLiteral("ISO/IEC 27001")));
    LanguageManager languages;
    const QString summary = summaryOf(ReportWriter(*owned, session, languages, {}).plainText());
    QVERIFY2(summary.contains(QLatin1String("No need profile is applied, but only offers that meet these constraints are ranked: a "
                                            "published ISO/IEC 27001 (held for the whole platform).")),
        qPrintable(summary));
    QVERIFY(!summary.contains(QLatin1String("every GPU and instance size is compared")));
    QVERIFY2(summary.contains(QStringLiteral("publishes: %1.").arg(held.join(QLatin1String(", ")))), qPrintable(summary));
}

QTEST_MAIN(TestReportFront)
#include "tst_reportfront.moc"
