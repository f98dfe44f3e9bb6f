#include "TestSupport.h"

#include "CommandLine.h"
#include "assess/Assessment.h"
#include "assess/AssessmentCsv.h"
#include "assess/AssessmentStore.h"
#include "assess/Rubric.h"
#include "core/Tier.h"
#include "itemmodels/AssessmentEditModel.h"
#include "scoring/ScoringTable.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTextStream>

#include <cmath>

using namespace cg;

// Assessments of the 10 ClusterMAX categories: storage, validation, the tier defaults, their
// weight in the score, and the CSV import/export (file and command line).
class TestAssessments : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { cgtest::initHermetic(); }
    void init();
    void upsertReadAndDelete();
    void validation_data();
    void validation();
    void aBadRowWritesNothing();
    void tierMapping_data();
    void tierMapping();
    void startingFromTheTierIsMarkedAndKeepsTheTierPoints();
    void threeOfTenAssessedRenormaliseTheWeights();
    void csvRoundTripIsIdentical();
    void badRowsAreReportedWithTheirLinesAndNothingIsImported();
    void formulaTriggersAreDefused_data();
    void formulaTriggersAreDefused();
    void anInjectionPayloadInTheEvidenceIsStoredVerbatim();
    void commandLineExportAndImport();
    void everyCategoryHasAFiveBandRubric();
    void theEditModelTracksEditsWithExactSignals();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Catalog> m_catalog;
    const QDate m_today { 2026, 11, 30 };
    QSet<QString> providerKeys() const
    {
        QSet<QString> keys;
        for (const ProviderRecord &p : m_catalog->providers())
            keys.insert(p.key);
        return keys;
    }
    static Assessment row(const QString &provider, const QString &criterion, std::optional<double> score,
        const QString &evidence = QStringLiteral("Checked the SOC 2 report"))
    {
        return { provider, criterion, score, evidence, QStringLiteral("https://example.com/evidence"), QStringLiteral("2026-11-02"),
            QStringLiteral("R. Analyst") };
    }
};

void TestAssessments::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_catalog = std::make_unique<Catalog>(m_dir->filePath(QStringLiteral("c.sqlite")));
    QString error;
    QVERIFY2(cgtest::openReferenceCatalog(*m_catalog, &error), qPrintable(error));
}

void TestAssessments::upsertReadAndDelete()
{
    QStringList errors;
    QVERIFY2(AssessmentStore::upsert(*m_catalog,
                 { row(QStringLiteral("coreweave"), QStringLiteral("storage"), 4.5),
                     row(QStringLiteral("coreweave"), QStringLiteral("security"), 4) },
                 m_today, &errors),
        qPrintable(errors.join(QLatin1Char('\n'))));
    QList<Assessment> stored = m_catalog->assessmentRecords(QStringLiteral("coreweave"));
    QCOMPARE(stored.size(), 2);
    QCOMPARE(stored.at(0), row(QStringLiteral("coreweave"), QStringLiteral("security"), 4)); // ClusterMAX order: security first
    QCOMPARE(stored.at(1).score, std::optional<double>(4.5));
    QCOMPARE(m_catalog->assessments().value(QStringLiteral("coreweave"))[0], std::optional<double>(4));
    QCOMPARE(m_catalog->assessments().value(QStringLiteral("coreweave"))[3], std::optional<double>(4.5));
    QVERIFY(m_catalog->assessmentRecords(QStringLiteral("lambda")).isEmpty());

    // The same (provider, category) replaces the row.
    QVERIFY(AssessmentStore::upsert(*m_catalog, { row(QStringLiteral("coreweave"), QStringLiteral("security"), 2) }, m_today, &errors));
    stored = m_catalog->assessmentRecords(QStringLiteral("coreweave"));
    QCOMPARE(stored.size(), 2);
    QCOMPARE(stored.at(0).score, std::optional<double>(2));

    // Saving the provider's edited rows: a blank row deletes that category.
    Assessment blank;
    blank.providerKey = QStringLiteral("coreweave");
    blank.criterion = QStringLiteral("storage");
    QVERIFY(AssessmentStore::saveProvider(*m_catalog, QStringLiteral("coreweave"), { stored.at(0), blank }, m_today, &errors));
    QCOMPARE(m_catalog->assessmentRecords(QStringLiteral("coreweave")).size(), 1);

    QString error;
    QCOMPARE(AssessmentStore::remove(*m_catalog, QStringLiteral("coreweave"), QString(), &error), 1);
    QVERIFY(m_catalog->assessmentRecords().isEmpty());
    QCOMPARE(AssessmentStore::remove(*m_catalog, QStringLiteral("nosuch"), QString(), &error), -1);
    QCOMPARE(error, QStringLiteral("Unknown provider 'nosuch': it is not in the catalog."));
}

void TestAssessments::validation_data()
{
    QTest::addColumn<Assessment>("assessment");
    QTest::addColumn<QString>("message");
    const QString p = QStringLiteral("lambda");
    auto with = [&](auto change) {
        Assessment a = row(p, QStringLiteral("security"), 3);
        change(a);
        return a;
    };
    QTest::newRow("a complete row is valid") << with([](Assessment &) {}) << QString();
    QTest::newRow("no score and no evidence is valid (not assessed)") << with([](Assessment &a) {
        a = Assessment { a.providerKey, a.criterion, {}, {}, {}, {}, {} };
    }) << QString();
    QTest::newRow("a score above 5 is refused")
        << with([](Assessment &a) { a.score = 5.5; }) << QStringLiteral("Score 5.5 is outside 0-5.");
    QTest::newRow("a negative score is refused") << with([](Assessment &a) { a.score = -1; }) << QStringLiteral("Score -1 is outside 0-5.");
    QTest::newRow("a NaN score is refused") << with([](Assessment &a) { a.score = std::nan(""); })
                                            << QStringLiteral("Score nan is outside 0-5.");
    QTest::newRow("an ftp URL is refused") << with([](Assessment &a) {
        a.sourceUrl = QStringLiteral("ftp://example.com/a");
    }) << QStringLiteral("Source URL 'ftp://example.com/a' is not a web address: it must start with http:// or https:// and name a host.");
    QTest::newRow("a javascript URL is refused")
        << with([](Assessment &a) { a.sourceUrl = QStringLiteral("javascript:alert(1)"); })
        << QStringLiteral("Source URL 'javascript:alert(1)' is not a web address: it must start with http:// or https:// and name a host.");
    QTest::newRow("a URL without a host is refused")
        << with([](Assessment &a) { a.sourceUrl = QStringLiteral("https://"); })
        << QStringLiteral("Source URL 'https://' is not a web address: it must start with http:// or https:// and name a host.");
    QTest::newRow("a date with slashes is refused") << with([](Assessment &a) { a.assessedOn = QStringLiteral("2026/11/02"); })
                                                    << QStringLiteral("Date '2026/11/02' is not a date in the form YYYY-MM-DD.");
    QTest::newRow("an impossible date is refused") << with([](Assessment &a) { a.assessedOn = QStringLiteral("2026-02-30"); })
                                                   << QStringLiteral("Date '2026-02-30' is not a date in the form YYYY-MM-DD.");
    QTest::newRow("tomorrow is in the future") << with([](Assessment &a) { a.assessedOn = QStringLiteral("2026-12-01"); })
                                               << QStringLiteral("Date 2026-12-01 is in the future.");
    QTest::newRow("today is accepted") << with([](Assessment &a) { a.assessedOn = QStringLiteral("2026-11-30"); }) << QString();
    QTest::newRow("an unknown category is refused")
        << with([](Assessment &a) { a.criterion = QStringLiteral("speed"); })
        << QStringLiteral("Unknown category 'speed': use one of security, lifecycle, orchestration, storage, "
                          "networking, reliability, monitoring, pricing, partnerships, availability.");
    QTest::newRow("an offer-level criterion is not a category")
        << with([](Assessment &a) { a.criterion = QStringLiteral("memory"); })
        << QStringLiteral("Unknown category 'memory': use one of security, lifecycle, orchestration, storage, "
                          "networking, reliability, monitoring, pricing, partnerships, availability.");
    QTest::newRow("an unknown provider is refused") << with([](Assessment &a) { a.providerKey = QStringLiteral("nosuch"); })
                                                    << QStringLiteral("Unknown provider 'nosuch': it is not in the catalog.");
    QTest::newRow("a score without evidence or URL is refused") << with([](Assessment &a) {
        a.evidence.clear();
        a.sourceUrl.clear();
    }) << QStringLiteral("A score needs evidence or a source URL.");
    QTest::newRow("a score with only a URL is valid") << with([](Assessment &a) { a.evidence.clear(); }) << QString();
    QTest::newRow("a score without a date is refused")
        << with([](Assessment &a) { a.assessedOn.clear(); }) << QStringLiteral("A score needs the date it was assessed.");
    QTest::newRow("evidence over 4000 characters is refused") << with([](Assessment &a) { a.evidence = QString(4001, QLatin1Char('x')); })
                                                              << QStringLiteral("The evidence is longer than 4000 characters.");
}

void TestAssessments::validation()
{
    QFETCH(Assessment, assessment);
    QFETCH(QString, message);
    QCOMPARE(validateAssessment(assessment, providerKeys(), m_today), message);
}

void TestAssessments::aBadRowWritesNothing()
{
    QStringList errors;
    QVERIFY(!AssessmentStore::upsert(*m_catalog,
        { row(QStringLiteral("lambda"), QStringLiteral("security"), 3), row(QStringLiteral("lambda"), QStringLiteral("storage"), 9) },
        m_today, &errors));
    QCOMPARE(errors, QStringList { QStringLiteral("lambda/storage: Score 9 is outside 0-5.") });
    QVERIFY(m_catalog->assessmentRecords().isEmpty());
}

void TestAssessments::tierMapping_data()
{
    QTest::addColumn<QString>("tier");
    QTest::addColumn<double>("score"); // -1: no score
    QTest::newRow("Platinum is 5") << QStringLiteral("Platinum") << 5.0;
    QTest::newRow("Gold is 4") << QStringLiteral("Gold") << 4.0;
    QTest::newRow("Silver is 3") << QStringLiteral("Silver") << 3.0;
    QTest::newRow("Bronze is 2") << QStringLiteral("Bronze") << 2.0;
    QTest::newRow("Participation Ribbon is 1.25") << QStringLiteral("Participation Ribbon") << 1.25;
    QTest::newRow("Underperforming is 0.5") << QStringLiteral("Underperforming") << 0.5;
    QTest::newRow("Unavailable has no score") << QStringLiteral("Unavailable") << -1.0;
    QTest::newRow("unrated has no score") << QString() << -1.0;
}

void TestAssessments::tierMapping()
{
    QFETCH(QString, tier);
    QFETCH(double, score);
    const auto mapped = tierDefaultScore(tier);
    QCOMPARE(mapped.has_value(), score >= 0);
    if (mapped) {
        QCOMPARE(*mapped, score);
        QCOMPARE(*mapped * 20, *Tier::fromName(tier).points()); // the same points the ranking gives the tier
    }
}

void TestAssessments::startingFromTheTierIsMarkedAndKeepsTheTierPoints()
{
    const RatingView gold = m_catalog->latestRatings().value(QStringLiteral("lambda"));
    QVERIFY(!gold.tier.isEmpty());
    const QList<Assessment> rows = assessmentsFromTier(QStringLiteral("lambda"), gold);
    QCOMPARE(rows.size(), 10);
    const double expected = *tierDefaultScore(gold.tier);
    for (const Assessment &a : rows) {
        QCOMPARE(a.score, std::optional<double>(expected));
        QVERIFY(a.isTierDefault());
        QCOMPARE(a.sourceUrl, gold.sourceUrl);
        QCOMPARE(a.assessedOn, gold.published);
        QVERIFY2(a.evidence.startsWith(QStringLiteral("Derived from the published ClusterMAX %1 tier %2").arg(gold.version, gold.tier))
                && a.evidence.endsWith(QStringLiteral("not an assessment.")),
            qPrintable(a.evidence));
    }
    QCOMPARE(rows.at(4).criterion, QStringLiteral("networking"));
    QVERIFY(assessmentsFromTier(QStringLiteral("x"), RatingView {}).isEmpty());
}

void TestAssessments::threeOfTenAssessedRenormaliseTheWeights()
{
    // One unrated provider, one offer: 8 GPUs at USD 16/h = USD 2 per GPU-hour, 989 dense BF16 TFLOPS.
    OfferView o;
    o.id = 1;
    o.providerKey = QStringLiteral("acme");
    o.gpuCount = 8;
    o.bf16Tflops = 989;
    o.onDemand.present = true;
    o.onDemand.amount = 16;
    o.onDemand.currency = QStringLiteral("USD");
    CategoryAssessment assessed;
    assessed[size_t(Criterion::Security)] = 4; // 80 points
    assessed[size_t(Criterion::Storage)] = 2.5; // 50 points
    assessed[size_t(Criterion::Networking)] = 5; // 100 points
    Weights w;
    w.values.fill(0);
    for (int c = 0; c < kCategoryCount; ++c)
        w.values[size_t(c)] = 0.05;
    w[Criterion::Security] = 0.1;
    w[Criterion::Storage] = 0.2;
    w[Criterion::Networking] = 0.3;
    w[Criterion::PricePerfBf16] = 0.15; // the only offer: 100 points
    const ScoringTable t = ScoringTable::build({ o }, {}, { { QStringLiteral("acme"), assessed } }, {});
    QCOMPARE(t.criterion(0, Criterion::Security), std::optional<double>(80));
    QCOMPARE(t.criterion(0, Criterion::Lifecycle), std::nullopt); // not assessed, no tier: no data, never 0
    RankingPolicy renormalise;
    renormalise.missing = RankingPolicy::MissingData::Renormalise;
    const ScoringTable::Result r = t.score(w, renormalise);
    // (0.1×80 + 0.2×50 + 0.3×100 + 0.15×100) / (0.1 + 0.2 + 0.3 + 0.15) = 63 / 0.75 = 84.
    QCOMPARE(r.score[0], 84.0f);
    // The default policy counts the 7 unassessed categories (0.35) at the prior of 10 points:
    // (63 + 0.35 × 10) / 1.1 = 60.45.
    QCOMPARE(qRound(t.score(w).score[0] * 100), 6045);
    // Weight with data 0.75 of 1.1 (7 unassessed categories × 0.05 = 0.35 without data).
    QVERIFY2(std::abs(r.coverage[0] - 0.75f / 1.1f) < 1e-6f, qPrintable(QString::number(r.coverage[0])));
}

void TestAssessments::csvRoundTripIsIdentical()
{
    const QList<Assessment> rows = {
        row(QStringLiteral("aws"), QStringLiteral("security"), 4,
            QStringLiteral("SOC 2 Type II, \"Report\" 2026; ISO 27001,\nsecond line")),
        row(QStringLiteral("aws"), QStringLiteral("pricing"), 2.5, QStringLiteral("=HYPERLINK(\"http://evil.example\")")),
        row(QStringLiteral("aws"), QStringLiteral("monitoring"), 0, QStringLiteral("'=already quoted")),
        row(QStringLiteral("coreweave"), QStringLiteral("networking"), 5, QStringLiteral("-5 dB @ 16 MiB; 监控完整")),
        { QStringLiteral("lambda"), QStringLiteral("storage"), std::nullopt, QStringLiteral("  notes only, not scored  "), {}, {},
            QStringLiteral("+author") },
    };
    QStringList errors;
    QVERIFY2(AssessmentStore::upsert(*m_catalog, rows, m_today, &errors), qPrintable(errors.join(QLatin1Char('\n'))));
    const QList<Assessment> before = m_catalog->assessmentRecords();
    QCOMPARE(before.size(), 5);
    const QString file = m_dir->filePath(QStringLiteral("a.csv"));
    QString error;
    QVERIFY2(AssessmentCsv::writeFile(file, before, &error), qPrintable(error));

    QTemporaryDir other;
    Catalog fresh(other.filePath(QStringLiteral("c.sqlite")));
    QVERIFY2(cgtest::openReferenceCatalog(fresh, &error), qPrintable(error));
    const AssessmentCsvResult read = AssessmentCsv::parseFile(file, providerKeys(), m_today);
    QVERIFY2(read.ok(), qPrintable(read.fatalError + (read.issues.isEmpty() ? QString() : read.issues.first().reason)));
    QCOMPARE(read.rows.size(), 5);
    QVERIFY(AssessmentStore::upsert(fresh, read.rows, m_today, &errors));
    QCOMPARE(fresh.assessmentRecords(), before);
    // And the file written again from the new catalog is byte for byte the same.
    QCOMPARE(AssessmentCsv::toCsv(fresh.assessmentRecords()), AssessmentCsv::toCsv(before));
}

void TestAssessments::badRowsAreReportedWithTheirLinesAndNothingIsImported()
{
    const QByteArray csv = "provider,criterion,score,evidence,source_url,assessed_on,author\n"
                           "lambda,security,3,SOC 2 report,https://lambda.ai/security,2026-10-01,R. Analyst\n" // line 2: good
                           "lambda,storage,7,too high,https://lambda.ai,2026-10-01,R. Analyst\n" // line 3: score
                           "lambda,networking,4,\"two\nlines\",https://lambda.ai,2026-10-01,R. Analyst\n" // lines 4-5: good
                           "lambda,monitoring,4,dashboards,file:///etc/passwd,2026-10-01,R. Analyst\n" // line 6: URL
                           "lambda,security,2,again,https://lambda.ai,2026-10-01,R. Analyst\n" // line 7: duplicate
                           "lambda,pricing,3,list price,https://lambda.ai,2026-10-01\n"; // line 8: 6 fields
    const AssessmentCsvResult read = AssessmentCsv::parse(csv, providerKeys(), m_today);
    QVERIFY(!read.ok());
    QList<int> lines;
    for (const CsvIssue &i : read.issues)
        lines.append(i.line);
    QCOMPARE(lines, (QList<int> { 3, 6, 7, 8 }));
    QCOMPARE(read.issues.at(0).reason, QStringLiteral("Score 7 is outside 0-5."));
    QVERIFY2(read.issues.at(1).reason.startsWith(QStringLiteral("Source URL 'file:///etc/passwd' is not a web address")),
        qPrintable(read.issues.at(1).reason));
    QCOMPARE(read.issues.at(2).reason, QStringLiteral("lambda/security appears a second time."));

    // Through the command line: exit 1, every bad row with its line, nothing written.
    const QString file = m_dir->filePath(QStringLiteral("bad.csv"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(csv);
    f.close();
    QString out, err;
    QTextStream so(&out), se(&err);
    const int rc = CommandLine::run({ QStringLiteral("cloudgauge"), QStringLiteral("assessments"), QStringLiteral("import"), file,
                                        QStringLiteral("--catalog"), m_catalog->path() },
        so, se);
    so.flush();
    se.flush();
    QCOMPARE(rc, 1);
    QVERIFY2(err.contains(file + QStringLiteral(":3: Score 7 is outside 0-5.\n")), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("nothing imported from %1: 4 bad row(s)").arg(file)), qPrintable(err));
    QVERIFY(m_catalog->assessmentRecords().isEmpty());
}

void TestAssessments::formulaTriggersAreDefused_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("written");
    QTest::newRow("= gets an apostrophe") << QStringLiteral("=1+1") << QStringLiteral("'=1+1");
    QTest::newRow("+ gets an apostrophe") << QStringLiteral("+1") << QStringLiteral("'+1");
    QTest::newRow("- gets an apostrophe") << QStringLiteral("-cmd") << QStringLiteral("'-cmd");
    QTest::newRow("@ gets an apostrophe") << QStringLiteral("@SUM(A1)") << QStringLiteral("'@SUM(A1)");
    QTest::newRow("a formula with a comma is also quoted")
        << QStringLiteral("=HYPERLINK(\"x\",\"y\")") << QStringLiteral("\"'=HYPERLINK(\"\"x\"\",\"\"y\"\")\"");
    QTest::newRow("an apostrophe before a trigger gets another") << QStringLiteral("'=x") << QStringLiteral("''=x");
    QTest::newRow("plain text is left alone") << QStringLiteral("SOC 2 = yes") << QStringLiteral("SOC 2 = yes");
    QTest::newRow("a lone apostrophe is left alone") << QStringLiteral("'quoted'") << QStringLiteral("'quoted'");
    QTest::newRow("a tab before a formula gets an apostrophe") << QStringLiteral("\t=1+1") << QStringLiteral("'\t=1+1");
}

void TestAssessments::formulaTriggersAreDefused()
{
    QFETCH(QString, field);
    QFETCH(QString, written);
    QCOMPARE(AssessmentCsv::escapeText(field), written);
    const CsvTable t = CsvReader::parse((QStringLiteral("a\n") + written + QLatin1Char('\n')).toUtf8());
    QCOMPARE(AssessmentCsv::unescapeText(t.records.value(0).fields.value(0)), field);
}

void TestAssessments::anInjectionPayloadInTheEvidenceIsStoredVerbatim()
{
    const QString payload = QStringLiteral("x'); DROP TABLE assessment; -- <script>alert(1)</script> %1 \\ \"");
    const qsizetype providers = m_catalog->providers().size();
    QStringList errors;
    QVERIFY(
        AssessmentStore::upsert(*m_catalog, { row(QStringLiteral("lambda"), QStringLiteral("security"), 3, payload) }, m_today, &errors));
    QCOMPARE(m_catalog->assessmentRecords(QStringLiteral("lambda")).value(0).evidence, payload);
    QVERIFY(m_catalog->database().tables().contains(QStringLiteral("assessment")));
    QCOMPARE(m_catalog->providers().size(), providers); // no row of another table touched
    // A provider key made of SQL is just an unknown provider.
    QVERIFY(!AssessmentStore::upsert(
        *m_catalog, { row(QStringLiteral("lambda' OR '1'='1"), QStringLiteral("security"), 3) }, m_today, &errors));
    QCOMPARE(m_catalog->assessmentRecords().size(), 1);
}

void TestAssessments::commandLineExportAndImport()
{
    QStringList errors;
    QVERIFY(AssessmentStore::upsert(*m_catalog,
        { row(QStringLiteral("lambda"), QStringLiteral("security"), 3), row(QStringLiteral("aws"), QStringLiteral("storage"), 4) }, m_today,
        &errors));
    auto run = [](const QStringList &args, QString *out, QString *err) {
        QTextStream so(out), se(err);
        const int rc = CommandLine::run(QStringList { QStringLiteral("cloudgauge") } + args, so, se);
        so.flush();
        se.flush();
        return rc;
    };
    const QString file = m_dir->filePath(QStringLiteral("out.csv"));
    QString out, err;
    QCOMPARE(
        run({ QStringLiteral("assessments"), QStringLiteral("export"), file, QStringLiteral("--catalog"), m_catalog->path() }, &out, &err),
        0);
    QCOMPARE(out, QStringLiteral("exported 2 assessments to %1\n").arg(file));
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readLine(), QByteArray("provider,criterion,score,evidence,source_url,assessed_on,author\n"));
    QCOMPARE(f.readLine(), QByteArray("aws,storage,4,Checked the SOC 2 report,https://example.com/evidence,2026-11-02,R. Analyst\n"));

    QTemporaryDir other;
    const QString path = other.filePath(QStringLiteral("new.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), path)); // the bundled catalog: no assessments
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    out.clear();
    QVERIFY2(run({ QStringLiteral("assessments"), QStringLiteral("import"), file, QStringLiteral("--catalog"), path }, &out, &err) == 0,
        qPrintable(err));
    QCOMPARE(out, QStringLiteral("imported 2 assessments from %1\n").arg(file));
    Catalog imported(path);
    QString error;
    QVERIFY(imported.open(&error));
    QCOMPARE(imported.assessmentRecords(), m_catalog->assessmentRecords());

    err.clear();
    QCOMPARE(run({ QStringLiteral("assessments"), QStringLiteral("delete"), file }, &out, &err), 2);
    QVERIFY2(err.contains(QStringLiteral("use 'assessments export FILE' or 'assessments import FILE'")), qPrintable(err));
    err.clear();
    QCOMPARE(run({ QStringLiteral("assessments"), QStringLiteral("import"), m_dir->filePath(QStringLiteral("missing.csv")),
                     QStringLiteral("--catalog"), path },
                 &out, &err),
        1);
    QVERIFY2(err.startsWith(QStringLiteral("cloudgauge: Cannot read ")), qPrintable(err));
}

void TestAssessments::everyCategoryHasAFiveBandRubric()
{
    for (int c = 0; c < kCategoryCount; ++c) {
        const QList<RubricLevel> levels = Rubric::levels(Criterion(c));
        QCOMPARE(levels.size(), 5);
        QCOMPARE(levels.at(1).band, QStringLiteral("1-2"));
        for (const RubricLevel &l : levels)
            QVERIFY2(l.text.size() > 20, qPrintable(criterionKey(Criterion(c))));
        QVERIFY(Rubric::html(Criterion(c))
                    .contains(QStringLiteral("https://newsletter.semianalysis.com/p/clustermax-20-the-industry-standard")));
    }
    QVERIFY(Rubric::levels(Criterion::Memory).isEmpty());
}

void TestAssessments::theEditModelTracksEditsWithExactSignals()
{
    AssessmentEditModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy drafts(&model, &AssessmentEditModel::draftsChanged);
    model.load(QStringLiteral("lambda"), { row(QStringLiteral("lambda"), QStringLiteral("storage"), 3) });
    QCOMPARE(resets.count(), 1);
    QCOMPARE(model.rowCount(), 10);
    QCOMPARE(model.index(0, AssessmentEditModel::ScoreColumn).data().toString(), QStringLiteral("no data"));
    QCOMPARE(model.index(3, AssessmentEditModel::ScoreColumn).data().toString(), QStringLiteral("3"));
    QCOMPARE(model.index(3, AssessmentEditModel::OriginColumn).data().toString(), QStringLiteral("assessed"));
    QCOMPARE(model.assessedCount(), 1);
    QVERIFY(!model.isModified());

    drafts.clear();
    Assessment a = model.assessment(0);
    a.score = 4;
    a.evidence = QStringLiteral("SOC 2");
    model.setAssessment(0, a);
    model.setAssessment(0, a); // the same again: no signal
    QCOMPARE(changes.count(), 1);
    QCOMPARE(drafts.count(), 1);
    QCOMPARE(model.modifiedCount(), 1);
    QVERIFY(model.index(0, 0).data(Qt::FontRole).value<QFont>().bold()); // unsaved edits are bold

    // From a Silver tier: 9 categories filled (3 of 5); the two assessed ones are kept.
    RatingView silver { QStringLiteral("lambda"), QStringLiteral("ClusterMAX"), QStringLiteral("3.0"), QStringLiteral("2026-09-23"),
        QStringLiteral("Silver"), QStringLiteral("https://newsletter.semianalysis.com/p/clustermax-30-the-industry-standard"), {} };
    QCOMPARE(model.fillFromTier(silver), 8);
    QCOMPARE(model.assessment(0).score, std::optional<double>(4));
    QCOMPARE(model.assessment(1).score, std::optional<double>(3));
    QCOMPARE(model.index(1, AssessmentEditModel::OriginColumn).data().toString(), QStringLiteral("from tier"));
    QCOMPARE(model.assessedCount(), 2);
    QCOMPARE(model.fillFromTier(silver), 0); // nothing left to fill
    QCOMPARE(model.fillFromTier(RatingView {}), 0);

    resets.clear();
    model.revert();
    QCOMPARE(resets.count(), 1);
    QVERIFY(!model.isModified());
    QCOMPARE(model.assessment(0).score, std::nullopt);
}

QTEST_GUILESS_MAIN(TestAssessments)
#include "tst_assessments.moc"
