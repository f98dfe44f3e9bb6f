// Quotes and answers received, where they show: `rank --quotes` in its three formats, the
// report's "Quotes and answers received" section, the offers table's quote marker, and the
// questionnaire as a PDF.
#include "CliTestSupport.h"
#include "TestSupport.h"

#include "CommandLine.h"
#include "RfqQuotes.h"
#include "catalog/quotes/CatalogQuotes.h"
#include "catalog/writer/CatalogWriter.h"
#include "csv/CsvReader.h"
#include "i18n/LanguageManager.h"
#include "import/Importer.h"
#include "itemmodels/OfferTableModel.h"
#include "report/QuestionnairePdf.h"
#include "report/ReportWriter.h"
#include "rfq/Questionnaire.h"
#include "rfq/QuoteComparison.h"
#include "scoring/RankingSession.h"
#include "scoring/TrueCost.h"

#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

using namespace cg;

namespace {

const QString kProvider = QStringLiteral("fixturecloud");

/// Pixels of the confidential mark's red (#a00000, anti-aliased) in the page's header band.
bool hasRedHeader(const QImage &page)
{
    for (int y = 18; y < 42; ++y)
        for (int x = 0; x < page.width(); ++x) {
            const QColor c = page.pixelColor(x, y);
            if (c.red() > 120 && c.green() < 60 && c.blue() < 60)
                return true;
        }
    return false;
}

} // namespace

class TestRfqQuotes : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void rankJson();
    void rankCsvAndTable();
    void trueCostOfQuotes();
    void estimateAtQuotes();
    void reportSection_data();
    void reportSection();
    void reportWithoutQuotes();
    void offersTableMarker();
    void questionnairePdf_data();
    void questionnairePdf();
    void questionnairePdfFailsCleanly();

private:
    int run(const QStringList &args, QString *out, QString *err);

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<Catalog> m_catalog;
    std::unique_ptr<LanguageManager> m_languages;
    QDate m_today = QDate::currentDate();
    QString m_valid, m_expired; ///< validity dates of the quotes: in 120 days, yesterday
};

int TestRfqQuotes::run(const QStringList &args, QString *out, QString *err)
{
    return cgtest::runCli(args, out, err);
}

void TestRfqQuotes::initTestCase()
{
    cgtest::initHermetic();
    QVERIFY(m_dir.isValid());
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setLanguage(QStringLiteral("en"), false);
    // The reference data, one Gold-rated provider and its H100 SXM offers: 8 GPUs at USD 23.60 an
    // hour (USD 2.95 per GPU-hour, its cheapest) and 1 GPU at USD 3.10.
    m_path = m_dir.filePath(QStringLiteral("quotes.sqlite"));
    m_catalog = std::make_unique<Catalog>(m_path);
    QString error;
    QVERIFY2(cgtest::openReferenceCatalog(*m_catalog, &error), qPrintable(error));
    {
        CatalogWriter w(*m_catalog);
        QVERIFY(w.begin());
        ProviderRecord p;
        p.key = kProvider;
        p.nameEn = QStringLiteral("Fixture Cloud");
        p.nameZh = QStringLiteral("夹具云");
        p.category = QStringLiteral("neocloud");
        const qint64 id = w.upsertProvider(p);
        QVERIFY2(id >= 0, qPrintable(w.lastError()));
        QVERIFY2(w.upsertRating(id,
                     { p.key, QStringLiteral("ClusterMAX"), QStringLiteral("3.0"), QStringLiteral("2026-09-23"), QStringLiteral("Gold"),
                         QStringLiteral("https://example.com/rating"), QStringLiteral("primary") }),
            qPrintable(w.lastError()));
        QVERIFY2(w.commit(), qPrintable(w.lastError()));
    }
    ImportOptions o;
    o.providerKey = kProvider;
    o.asOf = m_today.toString(Qt::ISODate);
    const ImportReport r = Importer(*m_catalog)
                               .importBytes("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region\n"
                                            "gpu-h100-sxm_8gpu-128vcpu-1600gb,H100,8,128,1600,,23.60,,eu-north1\n"
                                            "gpu-h100-sxm_1gpu-16vcpu-200gb,H100,1,16,200,,3.10,,eu-north1\n",
                                   QStringLiteral("fixture.csv"), o);
    QVERIFY2(r.ok() && r.offersImported() == 2, qPrintable(r.text()));

    // Three quotes: reserved H100 at USD 2.35 (valid), on-demand H100 at USD 3.00 (expired
    // yesterday), and an A100 the provider lists no price for.
    m_valid = m_today.addDays(120).toString(Qt::ISODate);
    m_expired = m_today.addDays(-1).toString(Qt::ISODate);
    QuoteRecord reserved;
    reserved.providerKey = kProvider;
    reserved.rfqId = QStringLiteral("rfq-fixture-1");
    reserved.line = 1;
    reserved.gpuModel = QStringLiteral("H100 SXM");
    reserved.gpuCount = 64;
    reserved.region = QStringLiteral("eu-north1");
    reserved.kind = QStringLiteral("reserved");
    reserved.termMonths = 12;
    reserved.pricePerGpuHour = 2.35;
    reserved.currency = QStringLiteral("USD");
    reserved.validUntil = m_valid;
    reserved.minimumCommitment = QStringLiteral("1 month");
    reserved.egressPerTb = 8.5;
    reserved.receivedOn = QStringLiteral("2026-11-20");
    reserved.sourceFile = QStringLiteral("fixture-en.xlsx");
    QuoteRecord onDemand = reserved;
    onDemand.line = 2;
    onDemand.gpuCount = 8;
    onDemand.kind = QStringLiteral("on_demand");
    onDemand.termMonths = 0;
    onDemand.pricePerGpuHour = 3.00;
    onDemand.validUntil = m_expired;
    onDemand.minimumCommitment.clear();
    onDemand.egressPerTb.reset();
    QuoteRecord a100 = onDemand;
    a100.line = 3;
    a100.gpuModel = QStringLiteral("A100 SXM4 80GB");
    a100.pricePerGpuHour = 1.20;
    a100.validUntil = m_valid;
    QList<ProviderAnswer> answers;
    auto answer = [&](const QString &id, const QString &text, std::optional<double> score = std::nullopt) {
        ProviderAnswer a;
        a.providerKey = kProvider;
        a.questionId = id;
        a.criterion = id.startsWith(QLatin1String("clustermax.")) ? id.mid(11) : QString();
        a.answer = text;
        a.score = score;
        a.rfqId = reserved.rfqId;
        a.receivedOn = reserved.receivedOn;
        a.sourceFile = reserved.sourceFile;
        answers.append(a);
    };
    answer(QStringLiteral("clustermax.security"), QStringLiteral("4"), 4.0);
    answers.last().evidenceUrl = QStringLiteral("https://example.com/trust/soc2-type-ii-report-2026");
    answers.last().comment = QStringLiteral("SOC 2 Type II, period 2025-10 to 2026-09");
    answer(QStringLiteral("risk.sla"), QStringLiteral("yes"));
    answer(QStringLiteral("risk.mlps"), QStringLiteral("level_3"));
    answer(QStringLiteral("risk.audit_log_days"), QStringLiteral("180"));
    QVERIFY2(RfqStore::store(*m_catalog, kProvider, reserved.rfqId, answers, { reserved, onDemand, a100 }, &error), qPrintable(error));
}

void TestRfqQuotes::rankJson()
{
    QString out, err;
    QCOMPARE(run({ QStringLiteral("rank"), QStringLiteral("--catalog"), m_path, QStringLiteral("--quotes"), QStringLiteral("--format"),
                     QStringLiteral("json") },
                 &out, &err),
        0);
    const QJsonArray rows = QJsonDocument::fromJson(out.toUtf8()).array();
    // The one ranked offer (one row per provider and GPU model), then its two H100 quotes under
    // it, then the A100 quote, which no ranked offer matches.
    QCOMPARE(rows.size(), 4);
    const QJsonObject offer = rows.at(0).toObject();
    QCOMPARE(offer.value(QLatin1String("provider")).toString(), kProvider);
    QCOMPARE(offer.value(QLatin1String("basis")).toString(), QStringLiteral("list"));
    QCOMPARE(offer.value(QLatin1String("confidential")).toBool(true), false);
    QCOMPARE(offer.value(QLatin1String("usd_per_gpu_hour")).toDouble(), 2.95);
    const int rank = offer.value(QLatin1String("rank")).toInt();
    QCOMPARE(rank, 1);

    const QJsonObject q1 = rows.at(1).toObject();
    QCOMPARE(q1.value(QLatin1String("basis")).toString(), QStringLiteral("quote"));
    QCOMPARE(q1.value(QLatin1String("confidential")).toBool(), true);
    QCOMPARE(q1.value(QLatin1String("beside_rank")).toInt(), rank);
    QCOMPARE(q1.value(QLatin1String("gpu")).toString(), QStringLiteral("H100 SXM"));
    QCOMPARE(q1.value(QLatin1String("gpu_count")).toInt(), 64);
    QCOMPARE(q1.value(QLatin1String("pricing")).toString(), QStringLiteral("reserved"));
    QCOMPARE(q1.value(QLatin1String("term_months")).toInt(), 12);
    QCOMPARE(q1.value(QLatin1String("price_per_gpu_hour")).toDouble(), 2.35);
    QCOMPARE(q1.value(QLatin1String("currency")).toString(), QStringLiteral("USD"));
    QCOMPARE(q1.value(QLatin1String("usd_per_gpu_hour")).toDouble(), 2.35);
    QCOMPARE(q1.value(QLatin1String("list_usd_per_gpu_hour")).toDouble(), 2.95);
    QCOMPARE(q1.value(QLatin1String("vs_list_percent")).toDouble(), -20.3); // 2.35 / 2.95 - 1 = -20.34 %
    QCOMPARE(q1.value(QLatin1String("received_on")).toString(), QStringLiteral("2026-11-20"));
    QCOMPARE(q1.value(QLatin1String("valid_until")).toString(), m_valid);
    QCOMPARE(q1.value(QLatin1String("expired")).toBool(true), false);
    QCOMPARE(q1.value(QLatin1String("minimum_commitment")).toString(), QStringLiteral("1 month"));
    QCOMPARE(q1.value(QLatin1String("egress_per_tb")).toDouble(), 8.5);
    QVERIFY(q1.value(QLatin1String("storage_per_tb_month")).isNull());
    QCOMPARE(q1.value(QLatin1String("rfq_id")).toString(), QStringLiteral("rfq-fixture-1"));
    QCOMPARE(q1.value(QLatin1String("line")).toInt(), 1);
    QCOMPARE(q1.value(QLatin1String("source_file")).toString(), QStringLiteral("fixture-en.xlsx"));

    const QJsonObject q2 = rows.at(2).toObject();
    QCOMPARE(q2.value(QLatin1String("line")).toInt(), 2);
    QCOMPARE(q2.value(QLatin1String("pricing")).toString(), QStringLiteral("on_demand"));
    QCOMPARE(q2.value(QLatin1String("vs_list_percent")).toDouble(), 1.7); // 3.00 / 2.95 - 1 = +1.69 %
    QCOMPARE(q2.value(QLatin1String("valid_until")).toString(), m_expired);
    QCOMPARE(q2.value(QLatin1String("expired")).toBool(), true);

    const QJsonObject q3 = rows.at(3).toObject();
    QCOMPARE(q3.value(QLatin1String("line")).toInt(), 3);
    QVERIFY(q3.value(QLatin1String("beside_rank")).isNull());
    QVERIFY(q3.value(QLatin1String("list_usd_per_gpu_hour")).isNull());
    QVERIFY(q3.value(QLatin1String("vs_list_percent")).isNull());
    QCOMPARE(q3.value(QLatin1String("usd_per_gpu_hour")).toDouble(), 1.2);

    // Without --quotes nothing of them shows.
    QCOMPARE(run({ QStringLiteral("rank"), QStringLiteral("--catalog"), m_path, QStringLiteral("--format"), QStringLiteral("json") }, &out,
                 &err),
        0);
    const QJsonArray plain = QJsonDocument::fromJson(out.toUtf8()).array();
    QCOMPARE(plain.size(), 1);
    QVERIFY(!plain.at(0).toObject().contains(QLatin1String("basis")));
}

void TestRfqQuotes::rankCsvAndTable()
{
    QString out, err;
    QCOMPARE(run({ QStringLiteral("rank"), QStringLiteral("--catalog"), m_path, QStringLiteral("--quotes"), QStringLiteral("--format"),
                     QStringLiteral("csv") },
                 &out, &err),
        0);
    const CsvTable t = CsvReader::parse(out.toUtf8());
    QVERIFY(t.ok());
    QCOMPARE(t.header.mid(t.header.size() - 6), cli::quoteColumns());
    QCOMPARE(t.records.size(), 4);
    auto cell = [&](int row, const char *column) { return t.records.at(row).fields.value(t.header.indexOf(QLatin1String(column))); };
    QCOMPARE(cell(0, "rank"), QStringLiteral("1"));
    QCOMPARE(cell(0, "usd_per_gpu_hour"), QStringLiteral("2.95"));
    QCOMPARE(cell(0, "basis"), QStringLiteral("list"));
    QCOMPARE(cell(0, "confidential"), QStringLiteral("no"));
    QVERIFY(cell(0, "notes")
                .contains(QStringLiteral("quote: USD 2.35/GPU-h reserved 12 mo until %1 (-20% vs list, confidential)").arg(m_valid)));
    QCOMPARE(cell(1, "rank"), QString());
    QCOMPARE(cell(1, "provider"), QStringLiteral("Fixture Cloud"));
    QCOMPARE(cell(1, "instance_type"), QStringLiteral("quote line 1"));
    QCOMPARE(cell(1, "gpus"), QStringLiteral("64"));
    QCOMPARE(cell(1, "usd_per_gpu_hour"), QStringLiteral("2.35"));
    QCOMPARE(cell(1, "observed"), QStringLiteral("2026-11-20"));
    QCOMPARE(cell(1, "basis"), QStringLiteral("quote"));
    QCOMPARE(cell(1, "confidential"), QStringLiteral("yes"));
    QCOMPARE(cell(1, "list_usd_per_gpu_hour"), QStringLiteral("2.95"));
    QCOMPARE(cell(1, "vs_list_percent"), QStringLiteral("-20.3")); // a number: not defused like text (csvEscape)
    QCOMPARE(cell(1, "valid_until"), m_valid);
    QCOMPARE(cell(1, "quote_status"), QStringLiteral("valid"));
    QCOMPARE(cell(1, "notes"),
        QStringLiteral("confidential quote: USD 2.35/GPU-h reserved 12 mo; minimum commitment 1 month; egress USD 8.50/TB; "
                       "source fixture-en.xlsx (rfq-fixture-1)"));
    QCOMPARE(cell(2, "usd_per_gpu_hour"), QStringLiteral("3.00"));
    QCOMPARE(cell(2, "vs_list_percent"), QStringLiteral("+1.7"));
    QCOMPARE(cell(2, "quote_status"), QStringLiteral("EXPIRED"));
    QCOMPARE(cell(3, "gpu"), QStringLiteral("A100 SXM4 80GB"));
    QCOMPARE(cell(3, "list_usd_per_gpu_hour"), QStringLiteral("no list price"));
    QCOMPARE(cell(3, "vs_list_percent"), QStringLiteral("—"));

    // The table prints the same rows, marked confidential.
    QCOMPARE(run({ QStringLiteral("rank"), QStringLiteral("--catalog"), m_path, QStringLiteral("--quotes") }, &out, &err), 0);
    QVERIFY2(out.startsWith(QStringLiteral("CONFIDENTIAL: includes the quotes received from providers (basis quote).\n")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("Quotes received (confidential): 3, 1 expired;")), qPrintable(out));
    QCOMPARE(out.count(QStringLiteral("quote line ")), 3);
    QVERIFY(out.contains(QStringLiteral("EXPIRED")));
}

void TestRfqQuotes::trueCostOfQuotes()
{
    QString out, err;
    QCOMPARE(run({ QStringLiteral("tco"), QStringLiteral("--catalog"), m_path,
                     QStringLiteral("%1:gpu-h100-sxm_8gpu-128vcpu-1600gb").arg(kProvider), QStringLiteral("--quotes") },
                 &out, &err),
        0);
    // The list price's and the quote's true cost on the same scenario and reliability (Gold).
    const CostScenario scenario = *CostScenario::preset(QStringLiteral("pretraining"));
    const auto reliability = ReliabilityProfile::forTier(QStringLiteral("Gold"), false);
    QVERIFY(reliability);
    const double list = computeTrueCost(2.95, scenario, *reliability).usdPerUsefulGpuHour();
    const double quoted = computeTrueCost(2.35, scenario, *reliability).usdPerUsefulGpuHour();
    QVERIFY(quoted < list);
    const QLocale c = QLocale::c();
    QVERIFY2(out.contains(QStringLiteral(
                 "Quotes received (confidential) in true cost, against the list price's USD %1 per useful GPU-hour: 1 valid\n")
                              .arg(c.toString(list, 'f', 4))),
        qPrintable(out));
    // Only the valid H100 quote (the expired one and the A100 are left out); break-even 2.35 / 2.95 = 79.7 %.
    const QString line = out.section(QLatin1Char('\n'), -3, -3);
    QVERIFY2(line.startsWith(QStringLiteral("rfq-fixture-1 line 1")), qPrintable(out));
    QCOMPARE(line.simplified(),
        QStringLiteral("rfq-fixture-1 line 1 reserved 12 mo 2.35 %1 %2% 79.7 % over 12 mo %3")
            .arg(c.toString(quoted, 'f', 4), c.toString((quoted / list - 1) * 100, 'f', 1), m_valid));
    QVERIFY(!out.contains(QStringLiteral("line 2")));
}

void TestRfqQuotes::estimateAtQuotes()
{
    // 7B × 1T tokens: the reserved 12-month H100 quote at USD 2.35 commits the job's GPUs for
    // 12 × 720 h. On 8 GPUs that is 69,120 GPU-hours, more than the run needs, so the run costs
    // 69,120 × 2.35 = USD 162,432.00 at the quote; on 2 GPUs (17,280 GPU-hours) it costs the
    // run's own GPU-hours × 2.35.
    auto estimate = [&](int gpus, bool quotes) {
        QString out, err;
        QStringList args { QStringLiteral("estimate"), QStringLiteral("--catalog"), m_path, QStringLiteral("--params"),
            QStringLiteral("7e9"), QStringLiteral("--tokens"), QStringLiteral("1e12"), QStringLiteral("--gpus"), QString::number(gpus),
            QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--top"), QStringLiteral("1000") };
        if (quotes)
            args << QStringLiteral("--quotes");
        const int rc = run(args, &out, &err);
        return std::pair { rc, CsvReader::parse(out.toUtf8()) };
    };
    const auto [rc8, t8] = estimate(8, true);
    QCOMPARE(rc8, 0);
    const int quoteColumn = int(t8.header.indexOf(QStringLiteral("cost_at_quote_usd")));
    const int hoursColumn = int(t8.header.indexOf(QStringLiteral("gpu_hours")));
    QVERIFY(quoteColumn > 0 && hoursColumn > 0);
    QStringList quoted;
    for (const CsvRecord &r : t8.records) {
        if (r.fields.value(quoteColumn).isEmpty())
            continue;
        quoted << r.fields.at(2);
        QCOMPARE(r.fields.at(quoteColumn), QStringLiteral("162432.00"));
        QCOMPARE(r.fields.at(quoteColumn - 1), QStringLiteral("rfq-fixture-1 line 1 reserved 12 mo"));
    }
    // Both H100 instance types of the provider; the expired on-demand quote and the A100 apply to none.
    quoted.sort();
    QCOMPARE(
        quoted, (QStringList { QStringLiteral("gpu-h100-sxm_1gpu-16vcpu-200gb"), QStringLiteral("gpu-h100-sxm_8gpu-128vcpu-1600gb") }));
    const auto [rc2, t2] = estimate(2, true);
    QCOMPARE(rc2, 0);
    int checked = 0;
    for (const CsvRecord &r : t2.records)
        if (!r.fields.value(quoteColumn).isEmpty()) {
            const double hours = r.fields.at(hoursColumn).toDouble();
            QVERIFY(hours > 17280);
            // gpu_hours is printed to 0.01 h: the cost agrees to within 0.01 × 2.35 plus the cent's rounding.
            QVERIFY2(qAbs(r.fields.at(quoteColumn).toDouble() - hours * 2.35) < 0.03, qPrintable(r.fields.at(quoteColumn)));
            ++checked;
        }
    QCOMPARE(checked, 2);
    // Confidential: without --quotes there is no quote column.
    const auto [rc, plain] = estimate(8, false);
    QCOMPARE(rc, 0);
    QVERIFY(!plain.header.contains(QStringLiteral("cost_at_quote_usd")));
}

void TestRfqQuotes::reportSection_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("coverage");
    QTest::addColumn<QString>("mlps");
    QTest::addColumn<QString>("independent");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Quotes and answers received")
                        << QStringLiteral("Self-reported answers, not verified: 4 of 19 answered") << QStringLiteral("Level 3")
                        << QStringLiteral("none; published tier Gold");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("已收到的报价与答复")
                           << QStringLiteral("供应商自报的答复，未经核实：19 题中已答 4 题") << QStringLiteral("第三级")
                           << QStringLiteral("无；公开评级 ");
}

void TestRfqQuotes::reportSection()
{
    QFETCH(QString, lang);
    QFETCH(QString, heading);
    QFETCH(QString, coverage);
    QFETCH(QString, mlps);
    QFETCH(QString, independent);
    QCOMPARE(rfq::Questionnaire::questions().size(), 19); // the coverage's denominator
    ReportOptions o;
    o.language = lang;
    o.generatedAt = QStringLiteral("2026-12-01T12:00:00");
    o.includeQuotes = true;
    o.changesSinceRun = 0;
    o.currency = QStringLiteral("USD"); // the quotes' figures below are in USD in both languages
    ReportWriter writer(*m_catalog, *m_languages, o);
    const int pages = writer.pageCount();
    QVERIFY(pages > 0);
    const QString text = writer.plainText();
    QVERIFY2(text.contains(heading), qPrintable(text.right(3000)));
    QVERIFY2(text.contains(coverage), qPrintable(text.right(3000)));
    QVERIFY(text.contains(mlps));
    QCOMPARE(text.count(independent), 1); // the one category answered, beside the provider's published tier
    const QLocale l(lang);
    // Quote beside the list price: 2.35 against 2.95, -20.3 %; the expired one +1.7 %.
    QVERIFY(text.contains(QStringLiteral("USD ") + l.toString(2.35, 'f', 2)));
    QVERIFY(text.contains(l.toString(2.95, 'f', 2)));
    QVERIFY2(text.contains(l.toString(-20.3, 'f', 1) + QStringLiteral(" %")), qPrintable(text.right(3000)));
    QVERIFY(text.contains(QStringLiteral("+") + l.toString(1.7, 'f', 1) + QStringLiteral(" %")));
    QVERIFY(text.contains(m_valid));
    QVERIFY2(text.contains(QStringLiteral("https:/\u200B/\u200Bexample.\u200Bcom/\u200Btrust/")),
        qPrintable(text.mid(text.indexOf(QStringLiteral("example")) - 20, 80))); // the evidence URL, breakable
    // Every page carries the confidential mark.
    int marked = 0;
    for (int i = 0; i < pages; ++i)
        marked += hasRedHeader(writer.renderPage(i)) ? 1 : 0;
    QCOMPARE(marked, pages);
    if (const QByteArray dir = qgetenv("CG_RFQ_PNG_DIR"); !dir.isEmpty())
        for (int i = 0; i < pages; ++i)
            writer.renderPage(i).save(QStringLiteral("%1/report-%2-%3.png").arg(QString::fromLocal8Bit(dir), lang).arg(i + 1));
}

void TestRfqQuotes::reportWithoutQuotes()
{
    ReportOptions o;
    o.generatedAt = QStringLiteral("2026-12-01T12:00:00");
    o.changesSinceRun = 0;
    ReportWriter writer(*m_catalog, *m_languages, o);
    const int pages = writer.pageCount();
    QVERIFY(pages > 0);
    QVERIFY(!writer.plainText().contains(QStringLiteral("Quotes and answers received")));
    QVERIFY(!writer.plainText().contains(QStringLiteral("2.35")));
    QVERIFY(!hasRedHeader(writer.renderPage(0)));
}

void TestRfqQuotes::offersTableMarker()
{
    QString error;
    const auto snapshot = CatalogSnapshot::read(*m_catalog, &error);
    QVERIFY2(snapshot, qPrintable(error));
    const QList<rfq::QuoteComparison> compared
        = rfq::compareQuotes(RfqStore::quotes(*m_catalog, {}, &error), snapshot->offers, m_catalog->gpuIdentity(), snapshot->fx, m_today);
    const QHash<QString, QString> markers = rfq::quoteMarkers(compared);
    // One marker per provider and GPU model of a valid quote: the reserved H100 (the expired
    // on-demand H100 marks nothing) and the A100 (when its name resolves; no offer lists one).
    QCOMPARE(compared.size(), 3);
    QVERIFY(!compared.at(0).gpuKey.isEmpty());
    QCOMPARE(markers.size(), compared.at(2).gpuKey.isEmpty() ? 1 : 2);
    const QString expected = QStringLiteral("Quote received (confidential): USD 2.35 per GPU-hour, reserved 12 months, valid until %1, "
                                            "-20.3 % against the list price")
                                 .arg(m_valid);
    OfferTableModel model;
    model.setOffers(snapshot->offers, snapshot->ratings, m_today);
    model.setQuoteMarkers(markers);
    int marked = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const OfferView &o = model.offer(row);
        const QModelIndex price = model.index(row, OfferTableModel::OnDemandPerGpuColumn);
        const bool quoted = o.providerKey == kProvider && o.gpuKey == compared.at(0).gpuKey;
        QCOMPARE(model.data(price, OfferTableModel::QuoteRole).toString(), quoted ? expected : QString());
        if (!quoted)
            continue;
        ++marked;
        QVERIFY2(model.data(price).toString().endsWith(QStringLiteral(" · quote")), qPrintable(model.data(price).toString()));
        QVERIFY(model.data(price, Qt::ToolTipRole).toString().endsWith(QLatin1Char('\n') + expected));
        QVERIFY(!model.data(model.index(row, OfferTableModel::OnDemandPerInstanceColumn)).toString().contains(QStringLiteral("quote")));
    }
    QCOMPARE(marked, 2); // both H100 instance sizes of the provider
    // New rows (reversed) keep the markers on the right offers; an empty map clears them.
    QList<OfferView> reversed = snapshot->offers;
    std::reverse(reversed.begin(), reversed.end());
    model.setOffers(reversed, snapshot->ratings, m_today);
    int again = 0;
    for (int row = 0; row < model.rowCount(); ++row)
        again += model.quoteMarker(row) == expected ? 1 : 0;
    QCOMPARE(again, 2);
    model.setQuoteMarkers({});
    for (int row = 0; row < model.rowCount(); ++row)
        QVERIFY(model.quoteMarker(row).isEmpty());
}

void TestRfqQuotes::questionnairePdf_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("yes");
    QTest::addColumn<QString>("answer");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("□ Yes") << QStringLiteral("Answer");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("□ 是") << QStringLiteral("答案");
}

void TestRfqQuotes::questionnairePdf()
{
    QFETCH(QString, lang);
    QFETCH(QString, yes);
    QFETCH(QString, answer);
    const QString dir = m_dir.filePath(QStringLiteral("pdf-") + lang);
    QString out, err;
    QCOMPARE(run({ QStringLiteral("rfq"), QStringLiteral("export"), QStringLiteral("--catalog"), m_path, QStringLiteral("--provider"),
                     kProvider, QStringLiteral("--lang"), lang, QStringLiteral("--out"), dir, QStringLiteral("--format"),
                     QStringLiteral("pdf"), QStringLiteral("--answer-by"), QStringLiteral("2026-12-15") },
                 &out, &err),
        0);
    const QString pdf = QDir(dir).filePath(QStringLiteral("cloudgauge-rfq-%1-%2.pdf").arg(kProvider, lang));
    QVERIFY2(out.startsWith(QStringLiteral("wrote %1 (").arg(pdf)), qPrintable(out + err));
    QVERIFY(!QFile::exists(QDir(dir).filePath(QStringLiteral("cloudgauge-rfq-%1-%2.xlsx").arg(kProvider, lang)))); // --format pdf only
    QFile f(pdf);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.read(5), QByteArray("%PDF-"));

    m_languages->setLanguage(lang, false);
    const rfq::RfqRequest request { kProvider, QStringLiteral("Fixture Cloud"), QStringLiteral("rfq-test"), lang, QDate(2026, 12, 1),
        QDate(2026, 12, 15) };
    const QString html = rfq::questionnaireHtml(request);
    const QList<QImage> images = rfq::renderQuestionnairePages(request);
    m_languages->setLanguage(QStringLiteral("en"), false);
    // Every question numbered, in order; the yes/no choices with boxes; the answer fields labelled.
    const QList<rfq::Question> questions = rfq::Questionnaire::questions();
    for (int i = 0; i < questions.size(); ++i)
        QVERIFY2(html.contains(QStringLiteral("<b>%1. ").arg(i + 1)), qPrintable(QString::number(i + 1)));
    QVERIFY(!html.contains(QStringLiteral("<b>%1. ").arg(questions.size() + 1)));
    QVERIFY(html.contains(yes));
    QCOMPARE(html.count(QStringLiteral("<td class=label width='22%'>") + answer + QStringLiteral("</td>")), questions.size());
    QVERIFY(html.contains(QStringLiteral("2026-12-15")));
    const int pagesWritten = out.section(QLatin1Char('('), 1).section(QLatin1Char(' '), 0, 0).toInt();
    QCOMPARE(images.size(), pagesWritten);
    QVERIFY(pagesWritten >= 3);
    if (const QByteArray png = qgetenv("CG_RFQ_PNG_DIR"); !png.isEmpty())
        for (int i = 0; i < images.size(); ++i)
            images.at(i).save(QStringLiteral("%1/questionnaire-%2-%3.png").arg(QString::fromLocal8Bit(png), lang).arg(i + 1));
}

void TestRfqQuotes::questionnairePdfFailsCleanly()
{
    const QString path = m_dir.filePath(QStringLiteral("no/such/folder/q.pdf"));
    QString error;
    const rfq::RfqRequest request { kProvider, QStringLiteral("Fixture Cloud"), QStringLiteral("rfq-x"), QStringLiteral("en"),
        QDate(2026, 12, 1), {} };
    QVERIFY(!rfq::writeQuestionnairePdf(path, request, &error));
    QVERIFY2(error.startsWith(QStringLiteral("cannot write %1: the folder ").arg(path)), qPrintable(error));
    QVERIFY2(error.contains(QLatin1String("does not exist")), qPrintable(error));
    QVERIFY(!QFile::exists(path));
    QString out, err;
    QCOMPARE(run({ QStringLiteral("rfq"), QStringLiteral("export"), QStringLiteral("--catalog"), m_path, QStringLiteral("--provider"),
                     kProvider, QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--out"),
                     m_dir.filePath(QStringLiteral("x")), QStringLiteral("--format"), QStringLiteral("docx") },
                 &out, &err),
        2);
    QVERIFY2(err.contains(QStringLiteral("--format must be xlsx, pdf or both")), qPrintable(err));
}

QTEST_MAIN(TestRfqQuotes)
#include "tst_rfqquotes.moc"
