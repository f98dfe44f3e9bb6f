#include "TestSupport.h"

#include "MainWindow.h"
#include "WeightsPanel.h"
#include "assess/AssessmentStore.h"
#include "assessing/AssessmentActions.h"
#include "assessing/AssessmentDialog.h"
#include "core/Tier.h"
#include "i18n/LanguageManager.h"
#include "itemmodels/ProviderRankingModel.h"
#include "report/ReportWriter.h"
#include "scoring/Ranker.h"
#include "scoring/RankingSession.h"

#include <QApplication>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLockFile>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QUrlQuery>

using namespace cg;

// The assessment editor inside the main window: saving re-ranks, unsaved edits are never lost
// silently, tier defaults are marked, and the editor as a person sees it in both languages.
class TestAssessmentDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        cgtest::initHermetic();
        QVERIFY(m_languages.setLanguage(QStringLiteral("en"), false)); // English plurals ("1 unsaved change")
    }
    void init();
    void savingAScoreChangesTheRankingByTheHandComputedAmount();
    void closingWithEditsAsksForConfirmation();
    void startingFromTheTierIsMarkedAndNotCountedAsAssessed();
    void deleteAsksAndRemovesTheProvidersAssessments();
    void screenshotsInBothLanguages();
    void theReportSaysWhichCategoriesAreAssessed();
    void theDetailsLinkOpensTheEditorAndShowTheSources();
    void aReadOnlyWindowCannotSave();
    void importingFromTheMenuIsAllOrNothingAndReranks();

private:
    /// The best score shown in the provider ranking for `key`, and its tier column text.
    static std::pair<double, QString> ranking(MainWindow &w, const QString &key);
    /// Clicks `button` of the next message box that opens (asynchronously, while it runs).
    static void answerNextMessageBox(QMessageBox::StandardButton button, QString *text = nullptr);
    /// The points of the provider's latest published tier in the catalog under test (the ranking's
    /// score in each ClusterMAX category that is not assessed); -1 when it has none.
    double tierPoints(const QString &key) const;
    QString m_path;
    std::unique_ptr<QTemporaryDir> m_dir;
    LanguageManager m_languages;
};

double TestAssessmentDialog::tierPoints(const QString &key) const
{
    Catalog c(m_path);
    QString error;
    if (!c.open(&error))
        return -1;
    return Tier::fromName(c.latestRatings().value(key).tier).points().value_or(-1);
}

void TestAssessmentDialog::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_path = m_dir->filePath(QStringLiteral("c.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), m_path));
    QFile::setPermissions(m_path, QFile::ReadOwner | QFile::WriteOwner);
    QSettings().clear();
}

std::pair<double, QString> TestAssessmentDialog::ranking(MainWindow &w, const QString &key)
{
    QAbstractItemModel *m = w.providersView()->model();
    auto *ranking = qobject_cast<ProviderRankingModel *>(m);
    for (int r = 0; r < m->rowCount(); ++r)
        if (ranking->providerKey(r) == key)
            return { QLocale().toDouble(m->index(r, ProviderRankingModel::ScoreColumn).data().toString()),
                m->index(r, ProviderRankingModel::TierColumn).data().toString() };
    return { -1, QString() };
}

void TestAssessmentDialog::answerNextMessageBox(QMessageBox::StandardButton button, QString *text)
{
    QTimer::singleShot(0, qApp, [button, text] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box) {
            answerNextMessageBox(button, text); // not open yet: try again on the next turn of the loop
            return;
        }
        if (text)
            *text = box->text();
        box->button(button)->click();
    });
}

void TestAssessmentDialog::savingAScoreChangesTheRankingByTheHandComputedAmount()
{
    MainWindow w(m_path);
    w.show();
    // Only two criteria, both ClusterMAX categories, weighted equally.
    for (int c = 0; c < kCriterionCount; ++c)
        w.weightsPanel()->slider(Criterion(c))->setValue(0);
    w.weightsPanel()->slider(Criterion::Security)->setValue(50);
    w.weightsPanel()->slider(Criterion::Lifecycle)->setValue(50);
    w.flushRerank();
    // Google Cloud's latest tier gives its points in both categories.
    const double points = tierPoints(QStringLiteral("gcp"));
    QVERIFY2(points >= 0, "this test needs a rated Google Cloud");
    const auto before = ranking(w, QStringLiteral("gcp"));
    QCOMPARE(before.first, points);
    QVERIFY2(!before.second.contains(QLatin1String("assessed")), qPrintable(before.second));

    AssessmentDialog *dialog = w.assessmentActions()->openEditor(QStringLiteral("gcp"));
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->providerKey(), QStringLiteral("gcp"));
    QCOMPARE(dialog->coverageText().left(31), QStringLiteral("0 of 10 categories assessed · 1"));
    dialog->selectCategory(int(Criterion::Security));
    auto *score = dialog->findChild<QDoubleSpinBox *>(QStringLiteral("score"));
    QCOMPARE(score->specialValueText(), QStringLiteral("not assessed"));
    QCOMPARE(score->text(), QStringLiteral("not assessed"));
    score->setValue(5);
    dialog->findChild<QPlainTextEdit *>(QStringLiteral("evidence"))
        ->setPlainText(QStringLiteral("SOC 2 Type II and ISO 27001 reports reviewed"));
    QCOMPARE(dialog->model()->assessment(0).assessedOn, QDate::currentDate().toString(Qt::ISODate)); // filled in with the score
    QVERIFY(dialog->model()->isModified());
    QVERIFY(dialog->windowTitle().endsWith(QLatin1String("(unsaved)")));
    auto *save = dialog->findChild<QPushButton *>(QStringLiteral("save"));
    QVERIFY(save->isEnabled());
    QTest::mouseClick(save, Qt::LeftButton);
    QVERIFY2(dialog->lastErrors().isEmpty(), qPrintable(dialog->lastErrors().join(QLatin1Char('\n'))));
    QVERIFY(!dialog->model()->isModified());
    QVERIFY(!save->isEnabled());
    QCOMPARE(dialog->coverageText().left(27), QStringLiteral("1 of 10 categories assessed"));

    // Security is now 5 × 20 = 100, lifecycle still the tier's points: (100 + points) / 2 (Gold: +10).
    const auto after = ranking(w, QStringLiteral("gcp"));
    QCOMPARE(after.first, (100 + points) / 2);
    QVERIFY2(after.second.endsWith(QLatin1String("1/10 assessed")), qPrintable(after.second));
    Catalog catalog(m_path);
    QString error;
    QVERIFY(catalog.open(&error));
    QCOMPARE(catalog.assessmentRecords(QStringLiteral("gcp")).size(), 1);
    QCOMPARE(catalog.assessmentRecords(QStringLiteral("gcp")).at(0).score, std::optional<double>(5));
    dialog->close();
}

void TestAssessmentDialog::closingWithEditsAsksForConfirmation()
{
    MainWindow w(m_path);
    w.show();
    AssessmentDialog *dialog = w.assessmentActions()->openEditor(QStringLiteral("lambda"));
    dialog->selectCategory(int(Criterion::Storage));
    dialog->findChild<QDoubleSpinBox *>(QStringLiteral("score"))->setValue(2);
    QCOMPARE(dialog->model()->modifiedCount(), 1);

    QString question;
    answerNextMessageBox(QMessageBox::Cancel, &question);
    dialog->reject();
    QCOMPARE(question, QStringLiteral("Discard 1 unsaved change to Lambda?"));
    QVERIFY(dialog->isVisible()); // Cancel keeps the editor and its edits
    QCOMPARE(dialog->model()->modifiedCount(), 1);

    // Switching provider asks too; Cancel stays on Lambda.
    answerNextMessageBox(QMessageBox::Cancel);
    QVERIFY(!dialog->setProvider(QStringLiteral("gcp")));
    QCOMPARE(dialog->providerKey(), QStringLiteral("lambda"));

    // Revert needs no question; a new edit and Discard closes without writing.
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("revert")), Qt::LeftButton);
    QVERIFY(!dialog->model()->isModified());
    dialog->findChild<QDoubleSpinBox *>(QStringLiteral("score"))->setValue(3);
    QPointer<AssessmentDialog> guard(dialog);
    answerNextMessageBox(QMessageBox::Discard);
    dialog->reject();
    QTRY_VERIFY(!guard); // closed and deleted
    Catalog catalog(m_path);
    QString error;
    QVERIFY(catalog.open(&error));
    QVERIFY(catalog.assessmentRecords().isEmpty());
}

void TestAssessmentDialog::startingFromTheTierIsMarkedAndNotCountedAsAssessed()
{
    MainWindow w(m_path);
    w.show();
    const double points = tierPoints(QStringLiteral("gcp"));
    QVERIFY2(points > 0, "this test needs a rated Google Cloud");
    AssessmentDialog *dialog = w.assessmentActions()->openEditor(QStringLiteral("gcp"));
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("startFromTier")), Qt::LeftButton);
    AssessmentEditModel *model = dialog->model();
    for (int c = 0; c < kCategoryCount; ++c) {
        QCOMPARE(model->assessment(c).score, std::optional<double>(points / 20)); // e.g. Gold = 80 points = 4 of 5
        QCOMPARE(model->index(c, AssessmentEditModel::OriginColumn).data().toString(), QStringLiteral("from tier"));
    }
    QCOMPARE(dialog->coverageText(), QStringLiteral("0 of 10 categories assessed · 10 filled from the published tier"));
    QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("mapping"))->text().contains(QLatin1String("1.25 (25)")));

    // Changing a derived score makes it a person's: the tier's evidence and source are dropped.
    dialog->selectCategory(int(Criterion::Networking));
    dialog->findChild<QDoubleSpinBox *>(QStringLiteral("score"))->setValue(3);
    const Assessment &edited = model->assessment(int(Criterion::Networking));
    QVERIFY(!edited.isTierDefault());
    QVERIFY(edited.evidence.isEmpty());
    QVERIFY(edited.sourceUrl.isEmpty());
    QCOMPARE(model->index(int(Criterion::Networking), AssessmentEditModel::OriginColumn).data().toString(), QStringLiteral("assessed"));
    QCOMPARE(dialog->coverageText(), QStringLiteral("1 of 10 categories assessed · 9 filled from the published tier"));
    // Without evidence it cannot be saved, and nothing is written.
    answerNextMessageBox(QMessageBox::Ok);
    QVERIFY(!dialog->save());
    QCOMPARE(dialog->lastErrors(), QStringList { QStringLiteral("Networking: A score needs evidence or a source URL.") });
    answerNextMessageBox(QMessageBox::Discard);
    dialog->reject();
}

void TestAssessmentDialog::deleteAsksAndRemovesTheProvidersAssessments()
{
    MainWindow w(m_path);
    w.show();
    AssessmentDialog *dialog = w.assessmentActions()->openEditor(QStringLiteral("gcp"));
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("startFromTier")), Qt::LeftButton);
    QVERIFY(dialog->save());
    auto *remove = dialog->findChild<QPushButton *>(QStringLiteral("delete"));
    QVERIFY(remove->isEnabled());
    QString question;
    answerNextMessageBox(QMessageBox::Cancel, &question);
    QTest::mouseClick(remove, Qt::LeftButton);
    QVERIFY2(question.startsWith(QLatin1String("Delete the 10 stored assessment rows of Google Cloud?")), qPrintable(question));
    QCOMPARE(w.assessmentActions()->assessment(QStringLiteral("gcp"), Criterion::Storage)->score,
        std::optional<double>(tierPoints(QStringLiteral("gcp")) / 20)); // the tier's score
    QCOMPARE(w.assessmentActions()->origin(QStringLiteral("gcp"), Criterion::Storage, true), AssessmentActions::Origin::TierDefault);
    answerNextMessageBox(QMessageBox::Yes);
    QTest::mouseClick(remove, Qt::LeftButton);
    QVERIFY(!w.assessmentActions()->assessment(QStringLiteral("gcp"), Criterion::Storage));
    QCOMPARE(w.assessmentActions()->origin(QStringLiteral("gcp"), Criterion::Storage, true), AssessmentActions::Origin::Tier);
    QVERIFY(!remove->isEnabled());
    dialog->close();
}

void TestAssessmentDialog::screenshotsInBothLanguages()
{
    // CG_SCREENSHOT_DIR=folder saves the editor as a person sees it (for review); otherwise the
    // test still renders both languages and checks the labels are translated.
    const QString folder = qEnvironmentVariable("CG_SCREENSHOT_DIR");
    LanguageManager &languages = m_languages;
    for (const QString &lang : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        QVERIFY(languages.setLanguage(lang, false));
        MainWindow w(m_path, &languages);
        w.show();
        AssessmentDialog *dialog = w.assessmentActions()->openEditor(QStringLiteral("gcp"));
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("startFromTier")), Qt::LeftButton);
        dialog->selectCategory(int(Criterion::Security));
        dialog->findChild<QDoubleSpinBox *>(QStringLiteral("score"))->setValue(4.5);
        dialog->findChild<QPlainTextEdit *>(QStringLiteral("evidence"))->setPlainText(QStringLiteral("SOC 2 Type II (2026), ISO 27001"));
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        const QImage image = dialog->grab().toImage();
        QVERIFY(!image.isNull());
        if (!folder.isEmpty())
            QVERIFY(image.save(QDir(folder).filePath(QStringLiteral("assessment-editor-%1.png").arg(lang))));
        dialog->selectCategory(int(Criterion::Lifecycle)); // a row filled from the tier, with its note
        if (!folder.isEmpty())
            QVERIFY(dialog->grab().save(QDir(folder).filePath(QStringLiteral("assessment-editor-tier-row-%1.png").arg(lang))));
        const QString coverage = dialog->findChild<QLabel *>(QStringLiteral("coverage"))->text();
        QCOMPARE(coverage.contains(QStringLiteral("类别")), lang == QLatin1String("zh_CN"));
        answerNextMessageBox(QMessageBox::Discard);
        dialog->reject();
    }
    QVERIFY(languages.setLanguage(QStringLiteral("en"), false));
}

void TestAssessmentDialog::theReportSaysWhichCategoriesAreAssessed()
{
    Catalog c(m_path);
    QString error;
    QVERIFY(c.open(&error));
    // Assess two categories of the provider the report shortlists first.
    const Weights weights;
    const QString top
        = RankingSession::rankOnce(c.offers(), c.latestRatings(), c.latestFxRates(), weights, c.assessments()).value(0).offer.providerKey;
    QVERIFY(!top.isEmpty());
    QStringList errors;
    QVERIFY2(AssessmentStore::upsert(c,
                 { { top, QStringLiteral("security"), 5, QStringLiteral("SOC 2 Type II"), QStringLiteral("https://example.com/soc2"),
                       QStringLiteral("2026-11-02"), QStringLiteral("R. Analyst") },
                     { top, QStringLiteral("storage"), 5, QStringLiteral("Parallel filesystem"), QString(), QStringLiteral("2026-11-03"),
                         QStringLiteral("R. Analyst") } },
                 QDate::currentDate(), &errors),
        qPrintable(errors.join(QLatin1Char('\n'))));
    ReportOptions o;
    o.generatedAt = QStringLiteral("2026-11-30T12:00:00");
    ReportWriter writer(c, m_languages, o);
    const QString text = writer.plainText();
    QVERIFY2(text.contains(QStringLiteral("assessed 2026-11-02 https://example.com/soc2")), qPrintable(text.left(4000)));
    QVERIFY(text.contains(QStringLiteral("assessed 2026-11-03")));
    QVERIFY(text.contains(QStringLiteral("2 of 10 category scores come from assessments")));
    QVERIFY(text.contains(
        QStringLiteral("Gold 4, Silver 3, Bronze 2, Participation Ribbon 1.25, Underperforming 0.5"))); // the methodology's mapping
    QVERIFY(ReportWriter::methodologyHtml().contains(QStringLiteral("score = tier points ÷ 20")));
}

void TestAssessmentDialog::theDetailsLinkOpensTheEditorAndShowTheSources()
{
    {
        Catalog c(m_path);
        QString error;
        QVERIFY(c.open(&error));
        QStringList errors;
        QVERIFY(AssessmentStore::upsert(c,
            { { QStringLiteral("gcp"), QStringLiteral("networking"), 3, QStringLiteral("nccl-tests at 80 %"),
                QStringLiteral("https://example.com/nccl"), QStringLiteral("2026-11-02"), QStringLiteral("R. Analyst") } },
            QDate::currentDate(), &errors));
    }
    MainWindow w(m_path);
    w.show();
    Catalog c(m_path);
    QString error;
    QVERIFY(c.open(&error));
    qint64 gcpOffer = 0;
    for (const OfferView &o : c.offers())
        if (o.providerKey == QLatin1String("gcp") && o.onDemand.amount && !gcpOffer)
            gcpOffer = o.id;
    QVERIFY(w.selectOffer(gcpOffer));
    QTextBrowser *details = nullptr;
    for (QTextBrowser *b : w.findChildren<QTextBrowser *>())
        if (b->toHtml().contains(QLatin1String("cloudgauge:assess")))
            details = b;
    QVERIFY(details);
    const QString text = details->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("assessed 2026-11-02 https://example.com/nccl")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("published tier")));
    QVERIFY(text.contains(QStringLiteral("1 of 10 ClusterMAX categories are assessed")));
    QCOMPARE(ranking(w, QStringLiteral("gcp")).second.endsWith(QLatin1String("1/10 assessed")), true);
    if (const QString folder = qEnvironmentVariable("CG_SCREENSHOT_DIR"); !folder.isEmpty()) {
        details->resize(640, 1100);
        QVERIFY(details->grab().save(QDir(folder).filePath(QStringLiteral("details-en.png"))));
        w.providersView()->resize(1100, 500);
        QVERIFY(w.providersView()->grab().save(QDir(folder).filePath(QStringLiteral("ranking-en.png"))));
    }

    QUrl url(QStringLiteral("cloudgauge:assess"));
    url.setQuery(QUrlQuery({ { QStringLiteral("provider"), QStringLiteral("gcp") } }));
    emit details->anchorClicked(url);
    auto *dialog = w.findChild<AssessmentDialog *>();
    QVERIFY(dialog && dialog->isVisible());
    QCOMPARE(dialog->providerKey(), QStringLiteral("gcp"));
    QCOMPARE(dialog->model()->assessment(int(Criterion::Networking)).score, std::optional<double>(3));
    dialog->close();
}

void TestAssessmentDialog::aReadOnlyWindowCannotSave()
{
    QLockFile other(m_path + QStringLiteral(".lock")); // another CloudGauge writes this catalog
    QVERIFY(other.lock());
    MainWindow w(m_path);
    w.show();
    QVERIFY(!w.assessmentActions()->importAction()->isEnabled());
    AssessmentDialog *dialog = w.assessmentActions()->openEditor(QStringLiteral("lambda"));
    dialog->findChild<QDoubleSpinBox *>(QStringLiteral("score"))->setValue(2);
    dialog->findChild<QPlainTextEdit *>(QStringLiteral("evidence"))->setPlainText(QStringLiteral("x"));
    auto *save = dialog->findChild<QPushButton *>(QStringLiteral("save"));
    QVERIFY(!save->isEnabled());
    QVERIFY2(save->toolTip().contains(QLatin1String("in use by another CloudGauge")), qPrintable(save->toolTip()));
    answerNextMessageBox(QMessageBox::Discard);
    dialog->reject();
}

void TestAssessmentDialog::importingFromTheMenuIsAllOrNothingAndReranks()
{
    MainWindow w(m_path);
    w.show();
    for (int c = 0; c < kCriterionCount; ++c)
        w.weightsPanel()->slider(Criterion(c))->setValue(0);
    w.weightsPanel()->slider(Criterion::Storage)->setValue(100);
    w.flushRerank();
    const double points = tierPoints(QStringLiteral("lambda"));
    QVERIFY2(points >= 0 && points != 90, "this test needs a rated Lambda below 90 points");
    QCOMPARE(ranking(w, QStringLiteral("lambda")).first, points); // the tier's points (Silver: 60)
    const QString file = m_dir->filePath(QStringLiteral("a.csv"));
    auto write = [&file](const QByteArray &text) {
        QFile f(file);
        return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
    };
    const QByteArray header = "provider,criterion,score,evidence,source_url,assessed_on,author\n";
    QVERIFY(write(header
        + "lambda,storage,4.5,VAST filesystem measured,https://lambda.ai/storage,2026-11-01,R. Analyst\n"
          "lambda,storage,1,duplicate,,2026-11-01,R. Analyst\n"));
    QString report;
    QVERIFY(!w.assessmentActions()->importFile(file, &report));
    QVERIFY2(
        report.contains(QStringLiteral("1 bad row.")) && report.contains(QStringLiteral("Line 3: lambda/storage appears a second time.")),
        qPrintable(report));
    QCOMPARE(ranking(w, QStringLiteral("lambda")).first, points); // nothing imported
    QVERIFY(write(header + "lambda,storage,4.5,VAST filesystem measured,https://lambda.ai/storage,2026-11-01,R. Analyst\n"));
    QVERIFY(w.assessmentActions()->importFile(file, &report));
    QCOMPARE(report, QStringLiteral("Imported 1 assessment from %1.").arg(file));
    QCOMPARE(ranking(w, QStringLiteral("lambda")).first, 90.0); // 4.5 × 20
}

QTEST_MAIN(TestAssessmentDialog)
#include "tst_assessmentdialog.moc"
