#include "TestSupport.h"

#include <algorithm>
#include <cmath>

#include "i18n/LanguageManager.h"
#include "report/ReportWriter.h"
#include "scoring/Explanation.h"
#include "scoring/NeedProfile.h"
#include "scoring/Ranker.h"
#include "scoring/RankingSession.h"
#include "scoring/SlaText.h"
#include "scoring/TrueCost.h"

#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QStandardPaths>

using namespace cg;

class TestReport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void aNeedProfileAndWhyTheLeaderLeadsAreStated();
    void pagesRenderWithHeadingsAndTheTopOffer_data();
    void pagesRenderWithHeadingsAndTheTopOffer();
    void pdfEmbedsFontsAndIsSearchable_data();
    void pdfEmbedsFontsAndIsSearchable();
    void catalogTextIsEscaped();
    void theUiLanguageIsRestored();
    void aFailedWriteLeavesNoFile();
    void theLatestProbeRunIsCompared();
    void nodesCheckedAgainstTheirOffersAreListed();
    void theRankingUsesTheChosenTrueCostScenario();
    void theRankingShowsTheTopOffersDateAndRegion();
    void excludedOffersAreListedWithTheirReason();
    void theSourcesPageShowsEachFilesObservationDates();
    void theChineseCoverHasNoEnglishLabels();
    void aTableRunningOntoTheNextPageRepeatsItsHeader();
    void everyCriterionRowShowsAValueAndItsOrigin();
    void theEnglishAndChineseReportsShowTheSameNumbers();
    void eachProviderPageStatesItsPublishedSla();

private:
    /// The lines of `text` from the line `from` up to the line `to` (exclusive; the end if absent).
    static QStringList section(const QString &text, const QString &from, const QString &to);
    QString run(const QString &tool, const QStringList &args);
    QTemporaryDir m_dir;
    QString m_catalog;
    QString m_topInstance;
};

void TestReport::initTestCase()
{
    cgtest::initHermetic();
    QVERIFY2(!ReportWriter::reportFontFamily().isEmpty(), "fonts-wqy-microhei is required");
    m_catalog = m_dir.filePath(QStringLiteral("c.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), m_catalog));
    QFile::setPermissions(m_catalog, QFile::ReadOwner | QFile::WriteOwner);
    Catalog c(m_catalog);
    QString error;
    QVERIFY(c.open(&error));
    const auto ranked = RankingSession::rankOnce(c.offers(), c.latestRatings(), c.latestFxRates(), Weights(), c.assessments());
    QVERIFY(!ranked.isEmpty());
    m_topInstance = ranked.first().offer.instanceType;
}

QString TestReport::run(const QString &tool, const QStringList &args)
{
    QProcess p;
    p.start(tool, args);
    if (!p.waitForFinished(30000) || p.exitCode() != 0)
        return QString();
    return QString::fromUtf8(p.readAllStandardOutput());
}

void TestReport::pagesRenderWithHeadingsAndTheTopOffer_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("headings");
    QTest::newRow("English") << QStringLiteral("en")
                             << QStringList { QStringLiteral("GPU cloud comparison"), QStringLiteral("Executive summary"),
                                    QStringLiteral("Ranking"), QStringLiteral("Methodology"), QStringLiteral("Data sources") };
    QTest::newRow("Chinese") << QStringLiteral("zh_CN")
                             << QStringList { QStringLiteral("GPU 云服务对比报告"), QStringLiteral("摘要"), QStringLiteral("排名"),
                                    QStringLiteral("方法说明"), QStringLiteral("数据来源") };
}

void TestReport::pagesRenderWithHeadingsAndTheTopOffer()
{
    QFETCH(QString, language);
    QFETCH(QStringList, headings);
    Catalog c(m_catalog);
    QString error;
    QVERIFY(c.open(&error));
    LanguageManager languages;
    ReportOptions o;
    o.language = language;
    o.generatedAt = QStringLiteral("2026-11-30T12:00:00");
    ReportWriter writer(c, languages, o);
    const int pages = writer.pageCount();
    QVERIFY2(pages >= 6 && pages <= 20, qPrintable(QString::number(pages)));
    const QString text = writer.plainText();
    for (const QString &h : headings)
        QVERIFY2(text.contains(h), qPrintable(h));
    QVERIFY(text.contains(m_topInstance));
    for (int i = 0; i < pages; ++i) {
        const QImage page = writer.renderPage(i);
        QCOMPARE(page.size(), QSize(793, 1123)); // A4 (595 × 842 pt) at 96 dpi
        int ink = 0;
        for (int y = 0; y < page.height(); y += 4)
            for (int x = 0; x < page.width(); x += 4)
                ink += page.pixel(x, y) != qRgb(255, 255, 255) ? 1 : 0;
        QVERIFY2(ink > 100, qPrintable(QStringLiteral("page %1 is nearly empty").arg(i + 1)));
    }
}

void TestReport::pdfEmbedsFontsAndIsSearchable_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("paper");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("Chinese on A4") << QStringLiteral("zh_CN") << QStringLiteral("A4")
                                   << QStringList { QStringLiteral("摘要"), QStringLiteral("排名"), QStringLiteral("价格与性能"),
                                          QStringLiteral("数据来源") };
    QTest::newRow("English on Letter") << QStringLiteral("en") << QStringLiteral("Letter")
                                       << QStringList { QStringLiteral("Executive summary"), QStringLiteral("Price against performance") };
}

void TestReport::pdfEmbedsFontsAndIsSearchable()
{
    QFETCH(QString, language);
    QFETCH(QString, paper);
    QFETCH(QStringList, expected);
    for (const char *tool : { "pdffonts", "pdftotext", "pdfinfo", "pdfimages" })
        QVERIFY2(!QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty(), tool); // poppler-utils
    const QString pdf = m_dir.filePath(QStringLiteral("r-%1.pdf").arg(language));
    QProcess cli;
    cli.start(QStringLiteral(CG_APP),
        { QStringLiteral("report"), QStringLiteral("--catalog"), m_catalog, QStringLiteral("--lang"), language, QStringLiteral("--paper"),
            paper, QStringLiteral("--out"), pdf });
    QVERIFY(cli.waitForFinished(60000));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
    QVERIFY(QFileInfo(pdf).size() <= 1024 * 1024);
    const QString fonts = run(QStringLiteral("pdffonts"), { pdf });
    const QStringList fontLines = fonts.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2);
    QVERIFY(!fontLines.isEmpty());
    for (const QString &line : fontLines)
        QVERIFY2(line.split(QLatin1Char(' '), Qt::SkipEmptyParts).value(line.split(QLatin1Char(' '), Qt::SkipEmptyParts).size() - 5)
                == QLatin1String("yes"),
            qPrintable(line)); // the "emb" column
    QVERIFY(fonts.contains(QLatin1String("WenQuanYiMicroHei")));
    const QString text = run(QStringLiteral("pdftotext"), { pdf, QStringLiteral("-") });
    for (const QString &e : expected)
        QVERIFY2(text.contains(e), qPrintable(e));
    QVERIFY(text.contains(m_topInstance));
    QVERIFY(!text.contains(QChar(0x2F42))); // 文 must not come out as the Kangxi radical ⽂
    const QString info = run(QStringLiteral("pdfinfo"), { pdf });
    QVERIFY2(info.contains(paper == QLatin1String("A4") ? QLatin1String("(A4)") : QLatin1String("(letter)")), qPrintable(info));
    const QString images = run(QStringLiteral("pdfimages"), { QStringLiteral("-list"), pdf });
    QCOMPARE(images.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), 2); // header lines only: the charts are vectors
}

void TestReport::catalogTextIsEscaped()
{
    // A provider name with markup must print as text, not as HTML.
    const QString path = m_dir.filePath(QStringLiteral("evil.sqlite"));
    QVERIFY(QFile::copy(m_catalog, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    Catalog c(path);
    QString error;
    QVERIFY(c.open(&error));
    QSqlQuery q(c.database());
    // The provider of the recommended #1 offer, so its name is printed in the ranking.
    const RankingSession ranking(*CatalogSnapshot::read(c, &error), RankingParams {});
    q.prepare(QStringLiteral("UPDATE provider SET name_en = '<b>Lium</b><img src=x>' WHERE key = ?"));
    q.addBindValue(ranking.ranked().first().offer.providerKey);
    QVERIFY(q.exec());
    LanguageManager languages;
    ReportWriter writer(c, languages, {});
    QVERIFY(writer.plainText().contains(QLatin1String("<b>Lium</b><img src=x>")));
}

void TestReport::nodesCheckedAgainstTheirOffersAreListed()
{
    const QString path = m_dir.filePath(QStringLiteral("evidence.sqlite"));
    QVERIFY(QFile::copy(m_catalog, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    Catalog c(path);
    QString error;
    QVERIFY(c.open(&error));
    LanguageManager languages;
    QVERIFY(ReportWriter(c, languages, {}).plainText().contains(QLatin1String("No node rented from a provider has been checked")));
    EvidenceRun run;
    run.providerKey = QStringLiteral("lambda");
    run.instanceType = QStringLiteral("gpu_8x_h100_sxm5");
    run.format = QStringLiteral("probe");
    run.level = QStringLiteral("quick");
    run.host = QStringLiteral("node-3");
    run.measuredAt = QStringLiteral("2026-12-05T09:02:10Z");
    run.importedAt = QStringLiteral("2026-12-05T10:00:00Z");
    run.checks = { { QStringLiteral("offer.gpu_count"), {}, QStringLiteral("7"), QStringLiteral("8"), {}, QStringLiteral("fail"), {},
                       QStringLiteral("nvidia-smi -L") },
        { QStringLiteral("ecc.mode"), QStringLiteral("nvml:0"), QStringLiteral("enabled"), QStringLiteral("enabled"), {},
            QStringLiteral("pass"), {}, QStringLiteral("nvidia-smi -i 0 -q -d ECC") } };
    QVERIFY2(c.insertEvidenceRun(run) > 0, qPrintable(c.lastError()));
    const QString text = ReportWriter(c, languages, {}).plainText();
    QVERIFY(text.contains(QLatin1String("Checked on rented nodes")));
    QVERIFY2(text.contains(QLatin1String("Lambda gpu_8x_h100_sxm5")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("fail: measured 2026-12-05T09:02:10Z on host node-3 (quick run); 1 passed, 0 warned, 1 failed, "
                                         "0 skipped.")),
        qPrintable(text));
    QVERIFY(text.contains(QLatin1String("nvidia-smi -i 0 -q -d ECC")));
    QVERIFY(!text.contains(QLatin1String("No node rented from a provider has been checked")));
}

void TestReport::theLatestProbeRunIsCompared()
{
    const QString path = m_dir.filePath(QStringLiteral("probe.sqlite"));
    QVERIFY(QFile::copy(m_catalog, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    Catalog c(path);
    QString error;
    QVERIFY(c.open(&error));
    LanguageManager languages;
    QVERIFY(ReportWriter(c, languages, {}).plainText().contains(QLatin1String("No probe results are stored in this catalog.")));
    QFile fixture(cgtest::testData("probe/h100_sxm_synthetic.json"));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    ProbeRunView run;
    run.document = fixture.readAll();
    run.measuredAt = QStringLiteral("2026-11-30T10:00:21Z");
    QVERIFY(c.insertProbeRun(run) > 0);
    const QString text = ReportWriter(c, languages, {}).plainText();
    QVERIFY(text.contains(QLatin1String("Measured on fixture-host at 2026-11-30T10:00:21Z: NVIDIA H100 80GB HBM3.")));
    QVERIFY(text.contains(QLatin1String("Catalog model: H100 SXM5 80GB.")));
    // 2847.5 GB/s and 56.95 TFLOPS measured against the catalog's datasheet figures (NVIDIA's
    // H100 SXM: 3,350 GB/s and 67 TFLOPS, 85.0 % each).
    const GpuModelRecord h100 = cgtest::gpuModel(c, QStringLiteral("nvidia-h100-sxm5-80gb"));
    QVERIFY(h100.memoryBandwidthGBs && h100.fp32Tflops);
    const QLocale l = QLocale::c();
    const QString shares
        = QStringLiteral("(%1 % of the datasheet peak); FP32 56.950 TFLOPS measured (%2 % of the datasheet peak)")
              .arg(l.toString(2847.5 / *h100.memoryBandwidthGBs * 100, 'f', 1), l.toString(56.95 / *h100.fp32Tflops * 100, 'f', 1));
    QVERIFY2(text.contains(shares), qPrintable(text.right(3000)));
    QVERIFY(text.contains(QLatin1String("Closest cloud GPUs by measured performance")));
}

void TestReport::theUiLanguageIsRestored()
{
    LanguageManager languages;
    languages.setLanguage(QStringLiteral("en"), false);
    Catalog c(m_catalog);
    QString error;
    QVERIFY(c.open(&error));
    {
        ReportOptions o;
        o.language = QStringLiteral("zh_CN");
        ReportWriter writer(c, languages, o);
        QVERIFY(writer.pageCount() > 0);
        QCOMPARE(languages.language(), QStringLiteral("zh_CN"));
    }
    QCOMPARE(languages.language(), QStringLiteral("en"));
}

void TestReport::aFailedWriteLeavesNoFile()
{
    Catalog c(m_catalog);
    QString error;
    QVERIFY(c.open(&error));
    LanguageManager languages;
    ReportWriter writer(c, languages, {});
    const QString bad = m_dir.filePath(QStringLiteral("no/such/folder/r.pdf"));
    QVERIFY(!writer.writePdf(bad, &error));
    QVERIFY2(error.contains(QLatin1String("r.pdf")), qPrintable(error));
    QVERIFY(!QFile::exists(bad));
}

void TestReport::theRankingUsesTheChosenTrueCostScenario()
{
    Catalog c(m_catalog);
    QString error;
    QVERIFY(c.open(&error));
    Weights onlyTrueCost;
    onlyTrueCost.values.fill(0);
    onlyTrueCost[Criterion::TrueCost] = 1;
    const RankingSession fresh(*CatalogSnapshot::read(c, &error), RankingParams { onlyTrueCost, QStringLiteral("research") });
    const QList<RankedOffer> &expected = fresh.ranked();
    QVERIFY(expected.first().trueCostUsdPerUsefulGpuHour.has_value());
    LanguageManager languages;
    ReportOptions o;
    o.weights = onlyTrueCost;
    o.weightsLabel = QStringLiteral("true cost only");
    o.scenario = QStringLiteral("research");
    o.generatedAt = QStringLiteral("2026-11-30T12:00:00");
    ReportWriter writer(c, languages, o);
    const QString text = writer.plainText();
    QVERIFY(text.contains(QLatin1String("True cost per useful PFLOP-hour (research scenario)")));
    QVERIFY(text.contains(expected.first().offer.instanceType));
}

QStringList TestReport::section(const QString &text, const QString &from, const QString &to)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    const int begin = int(lines.indexOf(from));
    if (begin < 0)
        return {};
    const int end = int(lines.indexOf(to, begin + 1));
    return lines.mid(begin, end < 0 ? -1 : end - begin);
}

void TestReport::theRankingShowsTheTopOffersDateAndRegion()
{
    Catalog c(m_catalog);
    QString error;
    QVERIFY(c.open(&error));
    const RankingSession session(*CatalogSnapshot::read(c, &error), RankingParams {});
    const RankedOffer &best = session.ranked().first();
    QVERIFY(!best.offer.onDemand.observationText().isEmpty());
    LanguageManager languages;
    ReportWriter writer(c, session, languages, {});
    const QStringList ranking = section(writer.plainText(), QStringLiteral("Ranking"), QStringLiteral("Not recommended"));
    // The #1 row: rank 1, then its provider, GPU, instance type, region and observation date in that order.
    const int row = int(ranking.indexOf(QStringLiteral("1")));
    QVERIFY2(row > 0, qPrintable(ranking.join(QLatin1Char('|'))));
    const QStringList cells = ranking.mid(row, 12);
    const QString region
        = best.regionCount > 1 ? QStringLiteral("%1 +%2 more").arg(best.offer.region).arg(best.regionCount - 1) : best.offer.region;
    QCOMPARE(cells.value(1), best.offer.providerNameEn);
    QVERIFY2(cells.contains(best.offer.instanceType), qPrintable(cells.join(QLatin1Char('|'))));
    QVERIFY2(cells.contains(region), qPrintable(cells.join(QLatin1Char('|'))));
    QVERIFY2(cells.contains(best.offer.onDemand.observationText()), qPrintable(cells.join(QLatin1Char('|'))));
    QVERIFY(ranking.contains(QStringLiteral("Data quality")));
}

void TestReport::theSourcesPageShowsEachFilesObservationDates()
{
    // Expected from hyperscaler_offers.csv itself: the range of its observed_on column, the newest
    // observed_after of the rows without one, and a source URL per row (none for the file).
    QString oldest, newest, newestBound;
    for (const auto &row : cgtest::seedRows(QStringLiteral("hyperscaler_offers.csv"))) {
        const QString observed = row.value(QStringLiteral("observed_on"));
        if (observed.isEmpty()) {
            newestBound = std::max(newestBound, row.value(QStringLiteral("observed_after")));
            continue;
        }
        oldest = oldest.isEmpty() ? observed : std::min(oldest, observed);
        newest = std::max(newest, observed);
    }
    QVERIFY(!oldest.isEmpty() && !newestBound.isEmpty());
    Catalog c(m_catalog);
    QString error;
    QVERIFY(c.open(&error));
    const RankingSession session(*CatalogSnapshot::read(c, &error), RankingParams {});
    LanguageManager languages;
    ReportWriter writer(c, session, languages, {});
    const QStringList sources = section(writer.plainText(), QStringLiteral("Price files"), QStringLiteral("GPU datasheets"));
    const int row = int(sources.indexOf(QStringLiteral("hyperscaler_offers.csv")));
    QVERIFY2(row > 0, qPrintable(sources.join(QLatin1Char('|'))));
    const QString observed = sources.value(row + 1), imported = sources.value(row + 2), source = sources.value(row + 4);
    QVERIFY2(observed.startsWith(QStringLiteral("%1 to %2; ").arg(oldest, newest)), qPrintable(observed));
    QVERIFY2(observed.endsWith(QStringLiteral("unknown (after %1)").arg(newestBound)), qPrintable(observed));
    QString manifestAsOf; // the day the file entered the catalog
    for (const auto &m : cgtest::seedRows(QStringLiteral("manifest.csv")))
        if (m.value(QStringLiteral("file")) == QLatin1String("hyperscaler_offers.csv"))
            manifestAsOf = m.value(QStringLiteral("as_of"));
    QCOMPARE(imported, manifestAsOf);
    QVERIFY2(source.startsWith(QLatin1String("per row (")), qPrintable(source));
}

void TestReport::excludedOffersAreListedWithTheirReason()
{
    Catalog c(m_catalog);
    QString error;
    QVERIFY(c.open(&error));
    const RankingSession session(*CatalogSnapshot::read(c, &error), RankingParams {});
    const QList<RankedOffer> &excluded = session.excluded();
    // The bundled catalog has providers with neither a ClusterMAX tier nor an assessment.
    const RankedOffer *unrated = nullptr;
    for (int i = 0; i < std::min<int>(10, int(excluded.size())) && !unrated; ++i)
        if (excluded[i].gates & GateUnrated)
            unrated = &excluded[i];
    QVERIFY(unrated);
    QCOMPARE(unrated->rank, 0);
    LanguageManager languages;
    ReportWriter writer(c, session, languages, {});
    const QString text = writer.plainText();
    const QStringList notRecommended = section(text, QStringLiteral("Not recommended"), QStringLiteral("__end__"));
    const int at = int(notRecommended.indexOf(unrated->offer.providerNameEn));
    QVERIFY2(at > 0, qPrintable(unrated->offer.providerNameEn));
    QVERIFY2(notRecommended.mid(at, 6).join(QLatin1Char('\n')).contains(QLatin1String("no ClusterMAX rating and no assessment")),
        qPrintable(notRecommended.mid(at, 6).join(QLatin1Char('|'))));
    QVERIFY(notRecommended.join(QLatin1Char('\n'))
                .contains(QStringLiteral("%1 offers fail a gate and are not recommended").arg(excluded.size())));
    // The summary counts them too.
    QVERIFY(text.contains(QStringLiteral("%1 offers are not recommended").arg(excluded.size())));
}

void TestReport::theChineseCoverHasNoEnglishLabels()
{
    Catalog c(m_catalog);
    QString error;
    QVERIFY(c.open(&error));
    LanguageManager languages;
    languages.setLanguage(QStringLiteral("en"), false); // the UI language differs from the report's
    ReportOptions o;
    o.language = QStringLiteral("zh_CN");
    o.weightsLabel = QStringLiteral("balanced (CloudGauge default)");
    o.generatedAt = QStringLiteral("2026-11-30T12:00:00");
    ReportWriter writer(c, languages, o);
    const QString cover = writer.pageText(0);
    QVERIFY(cover.contains(QStringLiteral("均衡（算力云评默认）")));
    for (const char *word : { "Weights", "Scope", "Date", "default", "preset", "balanced", "True cost" })
        QVERIFY2(!cover.contains(QLatin1String(word), Qt::CaseInsensitive), word);
    ReportOptions en;
    en.weightsLabel = QStringLiteral("training (CloudGauge preset)");
    QVERIFY(ReportWriter(c, languages, en).pageText(0).contains(QLatin1String("Weights: training (CloudGauge preset)")));
}

void TestReport::aTableRunningOntoTheNextPageRepeatsItsHeader()
{
    Catalog c(m_catalog);
    QString error;
    QVERIFY(c.open(&error));
    const RankingSession session(*CatalogSnapshot::read(c, &error), RankingParams {});
    LanguageManager languages;
    ReportOptions o;
    o.top = 60;
    ReportWriter writer(c, session, languages, o);
    const int rows = int(std::min<qsizetype>(60, session.ranked().size()));
    QVERIFY2(rows >= 30, "the bundled catalog ranks enough offers to fill more than a page");
    // The header cells of the ranking table, one per line in the plain text.
    const QString header = QStringLiteral("Coverage\nClusterMAX tier\nData quality\n");
    QList<int> withHeader;
    for (int i = 0; i < writer.pageCount(); ++i)
        if (writer.pageText(i).contains(header))
            withHeader << i;
    QVERIFY2(withHeader.size() >= 2, qPrintable(QString::number(withHeader.size())));
    // Every ranked row is on exactly one of these pages, whole: its rank cell is followed by its
    // provider on the same page.
    for (int rank = 1; rank <= rows; ++rank) {
        const RankedOffer &r = session.ranked().at(rank - 1);
        int found = 0;
        for (int page : std::as_const(withHeader)) {
            const QString text = writer.pageText(page);
            const QString rowStart = QStringLiteral("\n%1\n%2\n").arg(rank).arg(r.offer.providerNameEn);
            found += text.contains(rowStart) && text.indexOf(rowStart) > text.indexOf(header) ? 1 : 0;
        }
        QVERIFY2(found == 1, qPrintable(QString::number(rank)));
    }
}

void TestReport::everyCriterionRowShowsAValueAndItsOrigin()
{
    Catalog c(m_catalog);
    QString error;
    QVERIFY(c.open(&error));
    LanguageManager languages;
    ReportWriter writer(c, languages, {});
    const QStringList lines = writer.plainText().split(QLatin1Char('\n'));
    const int table = int(lines.indexOf(QStringLiteral("Criteria of its best offer (0-100)")));
    QVERIFY(table > 0);
    QCOMPARE(lines.mid(table + 1, 3), (QStringList { QStringLiteral("Criterion"), QStringLiteral("Score"), QStringLiteral("Origin") }));
    for (int k = 0; k < kCriterionCount; ++k) {
        const int row = table + 4 + 3 * k;
        QCOMPARE(lines.value(row), criterionName(Criterion(k)));
        const QString value = lines.value(row + 1);
        bool number = false;
        value.toDouble(&number);
        QVERIFY2(number || value == QLatin1String("no data (counts as 10)"), qPrintable(value));
        QVERIFY2(!lines.value(row + 2).trimmed().isEmpty(), qPrintable(lines.value(row)));
    }
}

void TestReport::theEnglishAndChineseReportsShowTheSameNumbers()
{
    Catalog c(m_catalog);
    QString error;
    QVERIFY(c.open(&error));
    const RankingSession session(*CatalogSnapshot::read(c, &error), RankingParams {});
    LanguageManager languages;
    auto numbers = [&](const QString &language, int *pages) {
        ReportOptions o;
        o.language = language;
        o.currency = QStringLiteral("CNY"); // the same currency in both (a Chinese report defaults to CNY)
        o.generatedAt = QStringLiteral("2026-11-30T12:00:00");
        ReportWriter writer(c, session, languages, o);
        *pages = writer.pageCount();
        QStringList out;
        static const QRegularExpression number(QStringLiteral("\\d+(\\.\\d+)?"));
        // Every number of the composed report, in the summary, tables and methodology alike, but
        // the cover's long-format date (the Chinese one writes the month as a number).
        for (const QString &line : writer.plainText().split(QLatin1Char('\n')))
            if (!line.startsWith(QLatin1String("Date: ")) && !line.startsWith(QStringLiteral("日期：")))
                for (const QRegularExpressionMatch &m : number.globalMatch(line))
                    out << m.captured();
        out.sort();
        return out;
    };
    int enPages = 0, zhPages = 0;
    const QStringList en = numbers(QStringLiteral("en"), &enPages);
    const QStringList zh = numbers(QStringLiteral("zh_CN"), &zhPages);
    QVERIFY(en.size() > 50);
    if (zh != en) {
        QStringList onlyEn = en, onlyZh = zh;
        for (const QString &n : zh)
            onlyEn.removeOne(n);
        for (const QString &n : en)
            onlyZh.removeOne(n);
        qWarning() << "only in English:" << onlyEn << "only in Chinese:" << onlyZh;
    }
    QCOMPARE(zh, en);
    // The page counts may differ by one: the English text is longer and a table can run onto one
    // more page; every figure is the same.
    QVERIFY2(std::abs(zhPages - enPages) <= 1, qPrintable(QStringLiteral("%1 against %2 pages").arg(zhPages).arg(enPages)));
}

void TestReport::aNeedProfileAndWhyTheLeaderLeadsAreStated()
{
    Catalog c(m_catalog);
    QString error;
    QVERIFY(c.open(&error));
    const RankingSession session(
        *CatalogSnapshot::read(c, &error), RankingSession::paramsForNeed(*NeedProfile::builtIn(QStringLiteral("pretraining"))));
    QVERIFY(session.ranked().size() >= 2);
    for (const RankedOffer &r : session.ranked().mid(0, 10)) // the need's hard constraints hold in the report's ranking
        QVERIFY2(*r.offer.gpuCount >= 8 && *r.offer.gpuMemoryGb >= 80, qPrintable(r.offer.instanceType));
    LanguageManager languages;
    ReportOptions o;
    o.generatedAt = QStringLiteral("2026-12-01T09:00:00");
    const QString text = ReportWriter(c, session, languages, o).plainText();
    QVERIFY(text.contains(QLatin1String("Need profile: LLM pretraining")));
    const auto why = Explanation::of(session, 0);
    QVERIFY(why && why->next);
    QVERIFY2(text.contains(QStringLiteral("It leads #2 (%1").arg(why->next->offer.providerNameEn)), qPrintable(text.left(3000)));
}

void TestReport::eachProviderPageStatesItsPublishedSla()
{
    Catalog c(m_catalog);
    QString error;
    QVERIFY(c.open(&error));
    LanguageManager languages;
    ReportOptions o;
    o.language = QStringLiteral("en");
    o.generatedAt = QStringLiteral("2026-11-30T12:00:00");
    ReportWriter writer(c, languages, o);
    const QString text = writer.plainText();
    // One provider page per shortlisted provider (the top 10's, at least six), each with one "Reliability"
    // paragraph: its SLA in words, whatever the provider (published, none, or unknown).
    const QString noMtbf = QStringLiteral("No MTBF or failure-handling figures for this provider in the catalog.");
    const int pages = int(text.count(noMtbf));
    QVERIFY2(pages >= 1 && pages <= 10, qPrintable(QString::number(pages)));
    QSet<QString> summaries { SlaText::summary(ProviderSla(), QLocale()) };
    for (const ProviderSla &sla : c.providerSlas())
        summaries.insert(SlaText::summary(sla, QLocale()));
    int stated = 0;
    for (const QString &s : summaries)
        stated += int(text.count(s));
    QCOMPARE(stated, pages);
    QVERIFY(text.contains(QStringLiteral("99.95 % was EC2's annual, region-level commitment of 2008")));
}

QTEST_MAIN(TestReport)
#include "tst_report.moc"
