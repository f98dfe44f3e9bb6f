// Workspace, SnapshotLoader and RankingSettings (models/session): the one place that opens a
// catalog, reads it (now or in the background), ranks it and remembers what the user chose.
#include "TestSupport.h"

#include "CommandSupport.h"
#include "catalog/store/Catalog.h"
#include "import/Importer.h"
#include "scoring/NeedProfile.h"
#include "scoring/RankingSession.h"
#include "session/RankingSettings.h"
#include "session/SnapshotLoader.h"
#include "session/Workspace.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

#include <sys/stat.h>

using namespace cg;

class TestWorkspace : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void settingsRoundTripThroughQSettings();
    void emptySettingsAreTheDefaults();
    void outOfRangeSavedValuesKeepTheirDefaults();
    void theModelMemoryNeedRaisesTheProfilesBound_data();
    void theModelMemoryNeedRaisesTheProfilesBound();
    void loadRanksLikeAFreshSession();
    void aBurstOfSliderMovesIsOneRanking();
    void flushRanksThePendingWeightsAtOnce();
    void aBackgroundReadEqualsAReadNow();
    void aStartWhileReadingReadsOnceMoreAndReportsOnce();
    void aBackgroundReadOfAFileThatIsNoCatalogFails();
    void theCommandLineOpensANamedCatalogAndSaysWhatItDid();
    void aMissingNamedCatalogIsCreatedOnlyWhenConfirmed();
    void aLockedCatalogIsLeftInPlaceNotMovedAside();
    void theCommandLineAsksAtATerminalBeforeCreatingACatalog_data();
    void theCommandLineAsksAtATerminalBeforeCreatingACatalog();
    void anImportWaitingOnAPipeDoesNotLockTheCatalog();

private:
    QTemporaryDir m_dir;
    QString m_path;
};

void TestWorkspace::initTestCase()
{
    cgtest::initHermetic();
    m_path = m_dir.filePath(QStringLiteral("c.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), m_path));
    QFile::setPermissions(m_path, QFile::ReadOwner | QFile::WriteOwner);
}

void TestWorkspace::settingsRoundTripThroughQSettings()
{
    QSettings settings(m_dir.filePath(QStringLiteral("round.ini")), QSettings::IniFormat);
    RankingSettings s;
    s.weights = *Weights::preset(QStringLiteral("inference"));
    s.scenario = QStringLiteral("research");
    s.need = QStringLiteral("fine-tuning");
    s.expand = true;
    s.modelJob = ModelJob { 70e9, 8, ModelMethod::Lora };
    s.modelJobText = QStringLiteral("70B, LoRA");
    s.policy.missing = RankingPolicy::MissingData::Renormalise;
    s.policy.priorPoints = 35;
    s.policy.gates = GateNotRecommended | GateNeed; // unrated and implausible switched off
    s.maxPriceAgeDays = 90;
    s.save(&settings);
    const RankingSettings back = RankingSettings::load(&settings);
    QVERIFY2(back == s, "every saved field reads back as it was");
    QCOMPARE(settings.value(QStringLiteral("scoring/missingData")).toString(), QStringLiteral("renormalise"));
    QCOMPARE(settings.value(QStringLiteral("scoring/excludeUnrated")).toBool(), false);
    QCOMPARE(settings.value(QStringLiteral("scoring/modelMethod")).toString(), QStringLiteral("lora"));
    // The age limit is a constraint of the ranking's day: the later of it and the need's own date.
    RankingParams base;
    base.today = QDate(2026, 12, 6);
    QCOMPARE(s.toParams(std::nullopt, base).constraints.priceObservedSince, QStringLiteral("2026-09-07"));
    // A job taken away is removed, not stored as zeros; so is an age limit taken away.
    s.modelJob.reset();
    s.maxPriceAgeDays.reset();
    s.save(&settings);
    QVERIFY(!settings.contains(QStringLiteral("scoring/modelParameters")));
    QVERIFY(!settings.contains(QStringLiteral("scoring/maxPriceAgeDays")));
    QVERIFY(s.toParams(std::nullopt, base).constraints.priceObservedSince.isEmpty());
    QVERIFY(!RankingSettings::load(&settings).modelJob);
}

void TestWorkspace::emptySettingsAreTheDefaults()
{
    QSettings settings(m_dir.filePath(QStringLiteral("empty.ini")), QSettings::IniFormat);
    const RankingSettings s = RankingSettings::load(&settings);
    QVERIFY(s == RankingSettings());
    QVERIFY(s.weights == Weights());
    QCOMPARE(s.scenario, QStringLiteral("pretraining"));
    QCOMPARE(s.policy.missing, RankingPolicy::MissingData::Prior); // missing data never rewarded by default
    QCOMPARE(s.policy.priorPoints, 10.0);
    QCOMPARE(s.policy.gates, RankingPolicy().gates);
}

void TestWorkspace::outOfRangeSavedValuesKeepTheirDefaults()
{
    QSettings settings(m_dir.filePath(QStringLiteral("bad.ini")), QSettings::IniFormat);
    settings.setValue(QStringLiteral("scoring/priorPoints"), 140);
    settings.setValue(QStringLiteral("scoring/modelParameters"), -3);
    settings.setValue(QStringLiteral("scoring/modelGpus"), 8);
    settings.setValue(QStringLiteral("scoring/modelMethod"), QStringLiteral("full"));
    settings.setValue(QStringLiteral("scoring/weights"), QByteArray("{not json"));
    const RankingSettings s = RankingSettings::load(&settings);
    QCOMPARE(s.policy.priorPoints, 10.0);
    QVERIFY(!s.modelJob);
    QVERIFY(s.weights == Weights());
}

void TestWorkspace::theModelMemoryNeedRaisesTheProfilesBound_data()
{
    QTest::addColumn<double>("profileGb");
    QTest::addColumn<double>("modelGb");
    QTest::addColumn<double>("expected");
    // A full fine-tune of P parameters on 8 GPUs needs P × 16 / 8 bytes per GPU (ZeRO stage 3).
    QTest::newRow("a larger model need wins") << 40.0 << 141.0 << 141.0;
    QTest::newRow("a smaller model need keeps the profile's bound") << 80.0 << 24.0 << 80.0;
    QTest::newRow("no profile bound takes the model's") << 0.0 << 48.0 << 48.0;
}

void TestWorkspace::theModelMemoryNeedRaisesTheProfilesBound()
{
    QFETCH(double, profileGb);
    QFETCH(double, modelGb);
    QFETCH(double, expected);
    NeedProfile profile;
    profile.key = QStringLiteral("mine");
    if (profileGb > 0)
        profile.constraints.minMemoryGbPerGpu = profileGb;
    RankingSettings s;
    s.need = profile.key;
    s.modelJob = ModelJob { modelGb * 1e9 * 8 / 16, 8, ModelMethod::Training }; // needs modelGb per GPU
    s.expand = true;
    RankingParams base;
    base.today = QDate(2026, 12, 1);
    const RankingParams p = s.toParams(profile, base);
    QCOMPARE(p.need, QStringLiteral("mine"));
    QCOMPARE(p.constraints.minMemoryGbPerGpu.value_or(-1), expected);
    // The job's shape comes with it: 8 GPUs per instance, NVLink class, and its size for the true cost.
    QCOMPARE(p.constraints.minGpus.value_or(0), 8.0);
    QCOMPARE(p.constraints.maxGpus.value_or(0), 8.0);
    QVERIFY(p.constraints.fastInterconnect);
    QCOMPARE(p.costScenario().gpus, 8);
    QVERIFY(p.expand);
    QCOMPARE(p.today, QDate(2026, 12, 1)); // the base's day is kept
    QVERIFY(s.toParams(std::nullopt).need.isEmpty());
}

void TestWorkspace::loadRanksLikeAFreshSession()
{
    Workspace workspace(m_path);
    QString recovered, error;
    QVERIFY2(workspace.openChecked(false, &recovered, &error), qPrintable(error));
    QVERIFY(recovered.isEmpty());
    RankingParams params(*Weights::preset(QStringLiteral("budget")), QStringLiteral("inference"));
    QVERIFY2(workspace.load(params, &error), qPrintable(error));
    QVERIFY(workspace.session().params() == params);
    QVERIFY(workspace.pendingWeights() == params.weights);

    auto snapshot = CatalogSnapshot::read(workspace.catalog(), &error);
    QVERIFY(snapshot);
    const RankingSession fresh(std::move(*snapshot), params);
    QVERIFY(!fresh.ranked().isEmpty());
    QCOMPARE(workspace.session().ranked().size(), fresh.ranked().size());
    for (int i = 0; i < fresh.ranked().size(); ++i)
        QCOMPARE(workspace.session().ranked().at(i).offer.id, fresh.ranked().at(i).offer.id);
}

void TestWorkspace::aBurstOfSliderMovesIsOneRanking()
{
    Workspace workspace(m_path);
    QString recovered, error;
    QVERIFY(workspace.openChecked(false, &recovered, &error));
    QVERIFY(workspace.load(RankingParams(), &error));
    const int before = workspace.rankCount();
    QSignalSpy reranked(&workspace, &Workspace::sliderReranked);
    Weights w;
    for (int v = 1; v <= 5; ++v) { // five moves in one turn of the event loop
        w[Criterion::Reliability] = v / 10.0;
        workspace.scheduleWeights(w);
    }
    QVERIFY(reranked.wait(2000));
    QCOMPARE(reranked.count(), 1);
    QCOMPARE(workspace.rankCount(), before + 1);
    QCOMPARE(workspace.session().params().weights[Criterion::Reliability], 0.5); // the newest weights
}

void TestWorkspace::flushRanksThePendingWeightsAtOnce()
{
    Workspace workspace(m_path);
    QString recovered, error;
    QVERIFY(workspace.openChecked(false, &recovered, &error));
    QVERIFY(workspace.load(RankingParams(), &error));
    QSignalSpy reranked(&workspace, &Workspace::sliderReranked);
    Weights w;
    w[Criterion::Security] = 0.9;
    workspace.scheduleWeights(w);
    workspace.flushRerank();
    QCOMPARE(reranked.count(), 1);
    QCOMPARE(workspace.session().params().weights[Criterion::Security], 0.9);
    workspace.flushRerank(); // nothing pending: no second ranking
    QCOMPARE(reranked.count(), 1);
}

void TestWorkspace::aBackgroundReadEqualsAReadNow()
{
    Workspace workspace(m_path);
    QString error;
    QVERIFY(workspace.openDeferred(&error));
    QSignalSpy loaded(&workspace.loader(), &SnapshotLoader::loaded);
    QSignalSpy failed(&workspace.loader(), &SnapshotLoader::failed);
    workspace.readInBackground(true); // with the integrity check beside the read
    QVERIFY(workspace.loader().isRunning());
    QVERIFY(loaded.wait(30000));
    QCOMPARE(failed.count(), 0);
    LoadedSnapshot background = workspace.loader().takeResult();
    const auto now = workspace.readNow(&error);
    QVERIFY2(now, qPrintable(error));
    const QList<OfferView> &offers = now->prepared.snapshot.offers;
    QVERIFY(!offers.isEmpty());
    QCOMPARE(background.prepared.snapshot.offers.size(), offers.size());
    QCOMPARE(background.index.rowById.size(), offers.size());
    QCOMPARE(background.index.rowById.value(offers.last().id), int(offers.size()) - 1);
    QCOMPARE(background.quoteMarkers, now->quoteMarkers);

    // Applying hands the snapshot to the session and keeps the table's parts.
    const int rows = int(offers.size());
    const LoadedSnapshot rest = workspace.apply(std::move(background), RankingParams());
    QCOMPARE(workspace.session().offers().size(), rows);
    QCOMPARE(rest.index.rowById.size(), rows);
}

void TestWorkspace::aStartWhileReadingReadsOnceMoreAndReportsOnce()
{
    Workspace workspace(m_path);
    QString error;
    QVERIFY(workspace.openDeferred(&error));
    QSignalSpy loaded(&workspace.loader(), &SnapshotLoader::loaded);
    workspace.readInBackground(false);
    workspace.readInBackground(false); // the catalog changed again while it is read
    QVERIFY(loaded.wait(30000));
    QCOMPARE(loaded.count(), 1);
    QVERIFY(!workspace.loader().isRunning());
    QVERIFY(!workspace.loader().takeResult().prepared.snapshot.offers.isEmpty());
    QVERIFY(workspace.loader().takeResult().prepared.snapshot.offers.isEmpty()); // taken once
}

void TestWorkspace::aBackgroundReadOfAFileThatIsNoCatalogFails()
{
    const QString notACatalog = m_dir.filePath(QStringLiteral("notes.sqlite"));
    {
        QFile f(notACatalog);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("provider,price\nlambda,2.49\n");
    }
    SnapshotLoader loader(notACatalog);
    QSignalSpy failed(&loader, &SnapshotLoader::failed);
    QSignalSpy loaded(&loader, &SnapshotLoader::loaded);
    loader.start(QStringLiteral("pretraining"), false);
    QVERIFY(failed.wait(30000));
    QCOMPARE(loaded.count(), 0);
    QVERIFY2(failed.first().first().toString().contains(QLatin1String("not an SQLite database")), "the failure says why");
}

void TestWorkspace::theCommandLineOpensANamedCatalogAndSaysWhatItDid()
{
    QStringList warnings;
    QString error;
    auto workspace = Workspace::openForCommand(m_path, &warnings, &error);
    QVERIFY2(workspace, qPrintable(error));
    QCOMPARE(workspace->location(), m_path);
    QVERIFY(workspace->catalog().isOpen());
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));

    // A damaged file named with --catalog is reported and left alone, never replaced.
    const QString damaged = m_dir.filePath(QStringLiteral("damaged.sqlite"));
    {
        QFile f(damaged);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(8192, 'x'));
    }
    warnings.clear();
    QVERIFY(!Workspace::openForCommand(damaged, &warnings, &error));
    QVERIFY(!error.isEmpty());
    QFile f(damaged);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray(8192, 'x'));
}

void TestWorkspace::aMissingNamedCatalogIsCreatedOnlyWhenConfirmed()
{
    const QString missing = m_dir.filePath(QStringLiteral("typo/catalgo.sqlite"));
    QStringList warnings;
    QString error;
    QStringList asked;
    const auto refuse = [&asked](const QString &path) {
        asked << path;
        return false;
    };
    QVERIFY(!Workspace::openForCommand(missing, &warnings, &error, refuse));
    QCOMPARE(asked, QStringList { missing });
    QVERIFY2(error.contains(QLatin1String("does not exist; nothing was created")), qPrintable(error));
    QVERIFY(!QFileInfo::exists(missing));
    QVERIFY(!QFileInfo::exists(QFileInfo(missing).absolutePath())); // not even its folder

    // An existing catalog is never asked about; a yes goes on to create the file (this test
    // carries no bundled catalog to copy: the command line test below creates one).
    asked.clear();
    QVERIFY(Workspace::openForCommand(m_path, &warnings, &error, refuse));
    QVERIFY(asked.isEmpty());
    QVERIFY(!Workspace::openForCommand(missing, &warnings, &error, [](const QString &) { return true; }));
    QVERIFY2(error.contains(QLatin1String("this build carries no bundled catalog")), qPrintable(error));

    // The question itself: only y or yes (any case) says yes; an empty line or no input says no.
    for (const auto &[input, yes] :
        std::initializer_list<std::pair<QString, bool>> { { QStringLiteral("y\n"), true }, { QStringLiteral(" YES \n"), true },
            { QStringLiteral("\n"), false }, { QStringLiteral("n\n"), false }, { QStringLiteral("yep\n"), false }, { QString(), false } }) {
        QString in = input, said;
        QTextStream is(&in), es(&said);
        QCOMPARE(cli::askToCreateCatalog(missing, is, es), yes);
        es.flush();
        QVERIFY2(said.contains(missing) && said.endsWith(QLatin1String("[y/N] ")), qPrintable(said));
    }
}

void TestWorkspace::aLockedCatalogIsLeftInPlaceNotMovedAside()
{
    // Another program (the sqlite3 shell) holds the file in exclusive locking mode: the catalog is
    // busy, not damaged. Moving it aside would open the bundled copy and hide the user's data.
    const QString path = m_dir.filePath(QStringLiteral("locked/catalog.sqlite"));
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QVERIFY(QFile::copy(m_path, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    {
        QSqlDatabase holder = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("holder"));
        holder.setDatabaseName(path);
        QVERIFY(holder.open());
        QSqlQuery q(holder);
        QVERIFY(q.exec(QStringLiteral("PRAGMA locking_mode = EXCLUSIVE")));
        QVERIFY2(q.exec(QStringLiteral("BEGIN EXCLUSIVE")), qPrintable(q.lastError().text()));
        Workspace workspace(path);
        QString recovered, error;
        QVERIFY(!workspace.openChecked(true, &recovered, &error));
        QVERIFY2(error.contains(QLatin1String("locked")), qPrintable(error));
        QVERIFY(!workspace.catalog().openFoundDamage());
        QVERIFY2(error.contains(QLatin1String("locked by another program (not CloudGauge)")), qPrintable(error));
        QVERIFY(recovered.isEmpty());
        QCOMPARE(QDir(QFileInfo(path).absolutePath()).entryList({ QStringLiteral("*.corrupt-*") }), QStringList());
        QVERIFY(q.exec(QStringLiteral("ROLLBACK")));
        q.finish();
        holder.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("holder"));
    // Once the other program lets go, the same file opens with everything in it.
    Workspace workspace(path);
    QString recovered, error;
    QVERIFY2(workspace.openChecked(true, &recovered, &error), qPrintable(error));
    QVERIFY(recovered.isEmpty());
    // An import while another program holds the write lock waits for it (the busy timeout), then
    // says who is in the way; it never ends in SQLite's bare "database is locked".
    {
        QSqlDatabase holder = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("writer"));
        holder.setDatabaseName(path);
        QVERIFY(holder.open());
        QSqlQuery q(holder);
        QVERIFY2(q.exec(QStringLiteral("BEGIN IMMEDIATE")), qPrintable(q.lastError().text()));
        ImportOptions o;
        o.providerKey = QStringLiteral("lambda");
        o.asOf = QStringLiteral("2026-12-01");
        const ImportReport r
            = Importer(workspace.catalog())
                  .importBytes("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region\n"
                               "gpu_1x_h100,H100,1,26,225,,2.99,,us-east-1\n",
                      QStringLiteral("lambda.csv"), o);
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(QLatin1String("locked by another program (not CloudGauge)")), qPrintable(r.error));
        QVERIFY(q.exec(QStringLiteral("ROLLBACK")));
        q.finish();
        holder.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("writer"));

    // A file that is damaged is what recovery is for.
    const QString damaged = m_dir.filePath(QStringLiteral("damaged/catalog.sqlite"));
    QVERIFY(QDir().mkpath(QFileInfo(damaged).absolutePath()));
    {
        QFile f(damaged);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(8192, 'x'));
    }
    Workspace broken(damaged);
    QVERIFY(!broken.openChecked(false, &recovered, &error));
    QVERIFY(broken.catalog().openFoundDamage());
}

void TestWorkspace::theCommandLineAsksAtATerminalBeforeCreatingACatalog_data()
{
    QTest::addColumn<QByteArray>("answer");
    QTest::addColumn<bool>("created");
    QTest::newRow("no") << QByteArray("n\n") << false;
    QTest::newRow("yes") << QByteArray("y\n") << true;
}

void TestWorkspace::theCommandLineAsksAtATerminalBeforeCreatingACatalog()
{
    // script(1) (util-linux) gives the command a terminal, as a user typing it has.
    const QString script = QStandardPaths::findExecutable(QStringLiteral("script"));
    if (script.isEmpty())
        QSKIP("script(1) is not installed: no terminal to ask at");
    QFETCH(QByteArray, answer);
    QFETCH(bool, created);
    const QString path = m_dir.filePath(QStringLiteral("asked-%1.sqlite").arg(QString::fromLatin1(QTest::currentDataTag())));
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), m_dir.path());
    p.setProcessEnvironment(env);
    p.start(script,
        { QStringLiteral("-qec"), QStringLiteral("'%1' fx --catalog '%2'").arg(QStringLiteral(CG_APP), path),
            QStringLiteral("/dev/null") });
    QVERIFY(p.waitForStarted());
    p.write(answer);
    QVERIFY(p.waitForFinished(60000));
    const QString said = QString::fromUtf8(p.readAllStandardOutput()); // the terminal's output, both streams
    QVERIFY2(said.contains(QLatin1String("Create a new catalog there, a copy of the bundled one? [y/N]")), qPrintable(said));
    QCOMPARE(p.exitCode(), created ? 0 : 1);
    QCOMPARE(QFileInfo::exists(path), created);
    QCOMPARE(said.contains(QLatin1String("nothing was created")), !created);
}

void TestWorkspace::anImportWaitingOnAPipeDoesNotLockTheCatalog()
{
    // `import FIFO` with nobody writing waits in open(); meanwhile another writer (fx set) works,
    // and once a program writes the file, the import goes through.
    const QString catalog = m_dir.filePath(QStringLiteral("piped.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), catalog));
    QFile::setPermissions(catalog, QFile::ReadOwner | QFile::WriteOwner);
    const QString fifo = m_dir.filePath(QStringLiteral("prices.fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), m_dir.path());
    QProcess import;
    import.setProcessEnvironment(env);
    import.start(QStringLiteral(CG_APP),
        { QStringLiteral("import"), fifo, QStringLiteral("--provider"), QStringLiteral("lambda"), QStringLiteral("--catalog"), catalog });
    import.setReadChannel(QProcess::StandardError); // waitForReadyRead waits on this channel
    QString said;
    while (!said.contains(QLatin1String("waiting for a program to write to"))) {
        QVERIFY2(import.waitForReadyRead(60000), qPrintable(said));
        said += QString::fromUtf8(import.readAllStandardError());
    }
    QProcess fx;
    fx.setProcessEnvironment(env);
    fx.start(QStringLiteral(CG_APP),
        { QStringLiteral("fx"), QStringLiteral("set"), QStringLiteral("EUR"), QStringLiteral("0.9"), QStringLiteral("--date"),
            QStringLiteral("2026-12-01"), QStringLiteral("--source"), QStringLiteral("https://example.org/rates"),
            QStringLiteral("--catalog"), catalog });
    QVERIFY(fx.waitForFinished(60000));
    QVERIFY2(fx.exitCode() == 0, fx.readAllStandardError().constData());
    QFile writer(fifo);
    QVERIFY(writer.open(QIODevice::WriteOnly));
    writer.write("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region\n"
                 "gpu_1x_piped,A10,1,30,200,,0.75,,us-east-1\n");
    writer.close();
    QVERIFY(import.waitForFinished(60000));
    QVERIFY2(import.exitCode() == 0, import.readAllStandardError().constData());
    QVERIFY2(import.readAllStandardOutput().contains("1 GPU offers (1 new"), "the piped row was not imported");
}

QTEST_GUILESS_MAIN(TestWorkspace)
#include "tst_workspace.moc"
