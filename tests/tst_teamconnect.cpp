// The window's side of a team catalog: the URL parts, the connect dialog's checks and messages,
// the keychain's fallback where none is reachable (as in CI), opening and remembering a team
// catalog, an import cut off by the server, and the reconnect after a server restart (a
// throw-away cluster of this test's own, packaging/pg-cluster.sh). The server tests need
// CLOUDGAUGE_TEST_PG_URL and PGPASSFILE (packaging/setup.sh test sets them) and skip without.
#include "TestSupport.h"

#include "MainWindow.h"
#include "TeamCatalogActions.h"
#include "catalog/store/ServerLocation.h"
#include "catalog/teamserver/CatalogChangeListener.h"
#include "i18n/LanguageManager.h"
#include "import/Importer.h"
#include "importing/ImportController.h"
#include "team/ConnectionWatch.h"
#include "team/CredentialStore.h"
#include "team/TeamConnectDialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTcpServer>
#include <QTest>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

using namespace cg;

namespace {

#define REQUIRE_SERVER()                                                                                                                   \
    do {                                                                                                                                   \
        if (cgtest::serverUrl().isEmpty())                                                                                                 \
            QSKIP("CLOUDGAUGE_TEST_PG_URL is not set: start a server with packaging/pg-cluster.sh start DIR, export the URL it prints "    \
                  "and PGPASSFILE=DIR/pgpass to run the team-catalog tests");                                                              \
    } while (false)

/// The password of the pgpass line (host:port:db:user:password) for `url`'s port.
QString pgpassPassword(const QString &file, const QString &url)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QString port = QString::number(QUrl(url).port(5432));
    for (const QByteArray &line : f.readAll().split('\n')) {
        const QStringList parts = QString::fromUtf8(line).split(QLatin1Char(':'));
        if (parts.size() == 5 && parts[1] == port)
            return parts[4];
    }
    return {};
}

/// Runs packaging/pg-cluster.sh `command` DIR; its standard output (the URL for start) in `out`.
bool cluster(const QString &command, const QString &dir, QString *out, QString *error)
{
    QProcess p;
    p.start(QStringLiteral("bash"), { QStringLiteral(CG_SOURCE_DIR "/packaging/pg-cluster.sh"), command, dir });
    if (!p.waitForFinished(60000) || p.exitCode() != 0) {
        *error = command + QStringLiteral(": ") + QString::fromUtf8(p.readAllStandardError());
        return false;
    }
    *out = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
    return true;
}

/// A new schema with the reference data and the offers of tests/data/runpod_vms.csv; their
/// number in `offers`.
QString seededSchema(int *offers, QString *error)
{
    const QString url = cgtest::newServerSchema(error);
    if (url.isEmpty())
        return {};
    Catalog c(url);
    if (!cgtest::openReferenceCatalog(c, error))
        return {};
    ImportOptions o;
    o.providerKey = QStringLiteral("runpod");
    o.asOf = QStringLiteral("2026-11-30");
    const ImportReport r = Importer(c).importFile(cgtest::testData("runpod_vms.csv"), o);
    if (!r.ok()) {
        *error = r.error;
        return {};
    }
    *offers = r.offersNew;
    return url;
}

} // namespace

class TestTeamConnect : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        cgtest::initHermetic();
        m_pgpass = qEnvironmentVariable("PGPASSFILE");
    }
    void init() { QSettings().clear(); }
    void cleanup() { qputenv("PGPASSFILE", m_pgpass.toLocal8Bit()); }
    void locationRoundTrip();
    void locationRefusesPasswords();
    void classifiesServerErrors();
    void keychainUnavailableFallsBack();
    void dialogExplainsEachProblem();
    void connectOpensWindowAndRemembersWithoutPassword();
    void importCutOffWritesNothing();
    void reconnectsAfterServerRestart();
    void colleaguesChangeReloadsTheWindow();
    void dialogFitsInBothLanguages();

private:
    QString m_pgpass;
};

void TestTeamConnect::locationRoundTrip()
{
    QString error;
    const auto l = ServerLocation::parse(
        QStringLiteral("postgresql://alice@db.example.org:6543/team?sslmode=verify-full&options=-csearch_path%3Dgpu&connect_timeout=4"),
        &error);
    QVERIFY2(l, qPrintable(error));
    QCOMPARE(l->host, QStringLiteral("db.example.org"));
    QCOMPARE(l->port, 6543);
    QCOMPARE(l->database, QStringLiteral("team"));
    QCOMPARE(l->schema, QStringLiteral("gpu"));
    QCOMPARE(l->user, QStringLiteral("alice"));
    QCOMPARE(l->sslMode, QStringLiteral("verify-full"));
    QCOMPARE(l->extraQuery, QStringLiteral("connect_timeout=4"));
    QCOMPARE(l->displayName(), QStringLiteral("alice@db.example.org:6543/team/gpu"));
    QCOMPARE(l->credentialKey(), QStringLiteral("alice@db.example.org:6543/team"));
    const auto again = ServerLocation::parse(l->url(), &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->url(), l->url());
    QCOMPARE(again->schema, QStringLiteral("gpu"));
    QCOMPARE(again->extraQuery, QStringLiteral("connect_timeout=4"));
    QVERIFY(Catalog::isServerLocation(l->url()));
    // The session password is found from the URL Catalog::open gets, schema or not.
    ServerCredentials::setPassword(l->credentialKey(), QStringLiteral("pw1"));
    QCOMPARE(ServerCredentials::passwordFor(l->url()), QStringLiteral("pw1"));
    QCOMPARE(ServerCredentials::passwordFor(QStringLiteral("postgresql://alice@db.example.org:6543/team")), QStringLiteral("pw1"));
    QCOMPARE(ServerCredentials::passwordFor(QStringLiteral("postgresql://bob@db.example.org:6543/team")), QString());
    ServerCredentials::setPassword(l->credentialKey(), QString());
    QCOMPARE(ServerCredentials::passwordFor(l->url()), QString());
}

void TestTeamConnect::locationRefusesPasswords()
{
    QString error;
    QVERIFY(!ServerLocation::parse(QStringLiteral("postgresql://alice:s3cret@h/db"), &error));
    QVERIFY2(error.contains(QLatin1String("carries a password")) && !error.contains(QLatin1String("s3cret")), qPrintable(error));
    QVERIFY(!ServerLocation::parse(QStringLiteral("postgresql://alice@h/db?password=s3cret"), &error));
    QVERIFY2(!error.contains(QLatin1String("s3cret")), qPrintable(error));
    QVERIFY(!ServerLocation::parse(QStringLiteral("postgresql://alice@h/db?sslmode=maybe"), &error));
    QVERIFY2(error.contains(QLatin1String("sslmode=maybe")), qPrintable(error));
    QVERIFY(!ServerLocation::parse(QStringLiteral("mysql://alice@h/db"), &error));
    QVERIFY(!ServerLocation::parse(QStringLiteral("postgresql://alice@h/"), &error));
}

void TestTeamConnect::classifiesServerErrors()
{
    // libpq 15 and PostgreSQL 15 wordings.
    QCOMPARE(classifyServerError(QStringLiteral("connection to server at \"127.0.0.1\", port 1 failed: Connection refused\n\tIs the server "
                                                "running on that host and accepting TCP/IP connections?")),
        ServerProblem::Unreachable);
    QCOMPARE(classifyServerError(QStringLiteral("connection to server at \"127.0.0.1\", port 5432 failed: FATAL:  password "
                                                "authentication failed for user \"cloudgauge\"")),
        ServerProblem::AuthFailed);
    QCOMPARE(classifyServerError(QStringLiteral("fe_sendauth: no password supplied")), ServerProblem::AuthFailed);
    QCOMPARE(classifyServerError(QStringLiteral("FATAL:  database \"nope\" does not exist")), ServerProblem::NoDatabase);
    QCOMPARE(classifyServerError(QStringLiteral("server closed the connection unexpectedly\n\tThis probably means the server "
                                                "terminated abnormally")),
        ServerProblem::ConnectionLost);
    QCOMPARE(
        classifyServerError(QStringLiteral("FATAL:  terminating connection due to administrator command")), ServerProblem::ConnectionLost);
    QCOMPARE(classifyServerError(QStringLiteral("server certificate for \"db\" does not match host name \"x\"")), ServerProblem::TlsFailed);
    QCOMPARE(classifyServerError(QStringLiteral("duplicate key value violates unique constraint")), ServerProblem::Other);
}

void TestTeamConnect::keychainUnavailableFallsBack()
{
    // main() below points D-Bus at nothing: no Secret Service, as on a CI machine.
    CredentialStore *store = CredentialStore::shared();
    QSignalSpy spy(store, &CredentialStore::finished);
    store->write(QStringLiteral("alice@127.0.0.1:1/team"), QStringLiteral("pw"));
    QVERIFY(spy.wait(10000));
    QCOMPARE(spy.at(0).at(0).value<CredentialStore::Operation>(), CredentialStore::Operation::Write);
    QCOMPARE(spy.at(0).at(2).value<CredentialStore::Result>(), CredentialStore::Result::Unavailable);
    const QString text = CredentialStore::unavailableText(spy.at(0).at(4).toString());
    QVERIFY2(text.contains(QLatin1String("~/.pgpass")) && text.contains(QLatin1String("PGPASSFILE")), qPrintable(text));
    store->read(QStringLiteral("alice@127.0.0.1:1/team"));
    QVERIFY(spy.wait(10000));
    QCOMPARE(spy.at(1).at(0).value<CredentialStore::Operation>(), CredentialStore::Operation::Read);
    QCOMPARE(spy.at(1).at(2).value<CredentialStore::Result>(), CredentialStore::Result::Unavailable);
    QCOMPARE(spy.at(1).at(3).toString(), QString());
}

void TestTeamConnect::dialogExplainsEachProblem()
{
    REQUIRE_SERVER();
    int offers = 0;
    QString error;
    const QString seeded = seededSchema(&offers, &error);
    QVERIFY2(!seeded.isEmpty(), qPrintable(error));
    QVERIFY(offers > 0);
    const QString empty = cgtest::newServerSchema(&error);
    QVERIFY2(!empty.isEmpty(), qPrintable(error));
    const ServerLocation base = *ServerLocation::parse(cgtest::serverUrl(), &error);

    TeamConnectDialog dialog;
    QSignalSpy spy(&dialog, &TeamConnectDialog::checkFinished);
    auto check = [&](const ServerLocation &l, const QString &password) {
        dialog.setLocation(l);
        dialog.setPassword(password);
        dialog.testConnection();
        return spy.wait(15000) ? dialog.lastCheck() : ServerCheck { ServerProblem::Other, QStringLiteral("no answer") };
    };

    // Nothing listens on a port just released.
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost));
    ServerLocation closed = base;
    closed.port = probe.serverPort();
    probe.close();
    QCOMPARE(check(closed, {}).problem, ServerProblem::Unreachable);
    QVERIFY2(dialog.message().contains(QStringLiteral("127.0.0.1:%1").arg(closed.port))
            && dialog.message().contains(QLatin1String("listen_addresses")),
        qPrintable(dialog.message()));

    QCOMPARE(check(base, QStringLiteral("wrong-password")).problem, ServerProblem::AuthFailed);
    QVERIFY2(dialog.message().contains(QLatin1String("password")) && dialog.message().contains(QLatin1String("~/.pgpass")),
        qPrintable(dialog.message()));

    ServerLocation missing = base;
    missing.database = QStringLiteral("cg_no_such_db");
    QCOMPARE(check(missing, {}).problem, ServerProblem::NoDatabase);
    QVERIFY2(dialog.message().contains(QLatin1String("createdb cg_no_such_db")), qPrintable(dialog.message()));

    ServerLocation noSchema = base;
    noSchema.schema = QStringLiteral("cg_no_such_schema");
    QCOMPARE(check(noSchema, {}).problem, ServerProblem::NotInitialised);
    QVERIFY2(dialog.message().contains(QLatin1String("cloudgauge team init")) && dialog.message().contains(QLatin1String("catalog copy")),
        qPrintable(dialog.message()));

    const ServerCheck emptyCheck = check(*ServerLocation::parse(empty, &error), {});
    QCOMPARE(emptyCheck.problem, ServerProblem::NotInitialised);
    QVERIFY2(emptyCheck.detail.contains(QLatin1String("no table schema_version")), qPrintable(emptyCheck.detail));
    // The check created nothing there.
    QCOMPARE(check(*ServerLocation::parse(empty, &error), {}).problem, ServerProblem::NotInitialised);

    const ServerCheck good = check(*ServerLocation::parse(seeded, &error), {}); // password from PGPASSFILE
    QVERIFY2(good.ok(), qPrintable(good.detail));
    QCOMPARE(good.schemaVersion, Catalog::kSchemaVersion);
    QCOMPARE(good.offerCount, offers);
    QVERIFY2(dialog.message().contains(QStringLiteral("%1 offer").arg(offers)), qPrintable(dialog.message()));
}

void TestTeamConnect::connectOpensWindowAndRemembersWithoutPassword()
{
    REQUIRE_SERVER();
    int offers = 0;
    QString error;
    const QString seeded = seededSchema(&offers, &error);
    QVERIFY2(!seeded.isEmpty(), qPrintable(error));
    const QString password = pgpassPassword(m_pgpass, seeded);
    QVERIFY(!password.isEmpty());

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("c.sqlite"));
    QVERIFY(QFile::copy(QStringLiteral(CG_SEED_DB), file));
    QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
    auto *first = new MainWindow(file);
    first->setAttribute(Qt::WA_DeleteOnClose);
    first->show();
    QPointer<MainWindow> firstAlive(first);
    auto *actions = first->findChild<TeamCatalogActions *>();
    QVERIFY(actions);
    QVERIFY(!actions->connectionWatch()); // a file has nothing to watch
    QVERIFY(actions->connectAction()->isEnabled());

    // Only the typed password can log in from here on: no password file.
    qputenv("PGPASSFILE", QFile::encodeName(dir.filePath(QStringLiteral("none"))));
    actions->showConnectDialog(seeded);
    TeamConnectDialog *dialog = actions->dialog();
    QVERIFY(dialog && dialog->isVisible());
    QCOMPARE(dialog->location().url(), ServerLocation::parse(seeded, &error)->url());
    dialog->setPassword(password);
    QVERIFY(dialog->rememberPassword());
    QSignalSpy opened(actions, &TeamCatalogActions::windowOpened);
    QSignalSpy keychain(actions, &TeamCatalogActions::keychainWriteFinished);
    dialog->accept();
    QVERIFY(opened.wait(20000));
    // No keychain here: said so, and the password stays for this session only.
    QCOMPARE(keychain.size(), 1);
    QVERIFY2(
        keychain.at(0).at(0).toString().contains(QLatin1String("asks for it the next time")), qPrintable(keychain.at(0).at(0).toString()));
    auto *second = opened.at(0).at(0).value<MainWindow *>();
    QVERIFY(second);
    QTRY_COMPARE_WITH_TIMEOUT(second->visibleOfferCount(), offers, 20000); // its background read
    auto *box = second->findChild<QMessageBox *>(QStringLiteral("keychainMessage"));
    QVERIFY(box);
    QVERIFY(box->text().contains(QLatin1String("~/.pgpass")));
    box->close();
    QTRY_VERIFY(firstAlive.isNull()); // the file's window closed and went
    auto *watching = second->findChild<TeamCatalogActions *>();
    QVERIFY(watching && watching->connectionWatch());

    // Remembered: the URL, never the password.
    const QString url = ServerLocation::parse(seeded, &error)->url();
    QCOMPARE(TeamCatalogActions::recentCatalogs(), QStringList { url });
    QSettings settings;
    settings.sync();
    for (const QString &key : settings.allKeys())
        QVERIFY2(!settings.value(key).toString().contains(password)
                && !settings.value(key).toStringList().join(QLatin1Char(' ')).contains(password),
            qPrintable(key));
    QFile ini(settings.fileName());
    if (ini.open(QIODevice::ReadOnly))
        QVERIFY(!ini.readAll().contains(password.toUtf8()));
    QMenu *recent = watching->recentMenu();
    emit recent->aboutToShow();
    QCOMPARE(recent->actions().first()->data().toString(), url);
    QVERIFY(!recent->actions().first()->text().contains(password));
    second->close();
}

void TestTeamConnect::importCutOffWritesNothing()
{
    REQUIRE_SERVER();
    QString error;
    const QString url = cgtest::newServerSchema(&error);
    QVERIFY2(!url.isEmpty(), qPrintable(error));
    const QString schema = QUrl(url).query(QUrl::FullyDecoded).section(QLatin1Char('='), -1);
    {
        Catalog c(url);
        QVERIFY2(cgtest::openReferenceCatalog(c, &error), qPrintable(error));
    }
    // The import's first price row waits for an advisory lock the test holds: by then the file's
    // import run and offerings are written (uncommitted). The server then ends that session.
    QSqlDatabase admin = QSqlDatabase::database(QStringLiteral("cgtest-admin"));
    QSqlQuery q(admin);
    QVERIFY2(q.exec(QStringLiteral("CREATE FUNCTION %1.cg_hold() RETURNS trigger LANGUAGE plpgsql AS"
                                   " $$ BEGIN PERFORM pg_advisory_xact_lock(20); RETURN NEW; END $$")
                        .arg(schema)),
        qPrintable(q.lastError().text()));
    QVERIFY2(
        q.exec(QStringLiteral("CREATE TRIGGER cg_hold BEFORE INSERT ON %1.price FOR EACH ROW EXECUTE FUNCTION %1.cg_hold()").arg(schema)),
        qPrintable(q.lastError().text()));
    QVERIFY(q.exec(QStringLiteral("SELECT pg_advisory_lock(20)")));
    QFuture<ImportReport> import = QtConcurrent::run([url] {
        Catalog c(url);
        QString e;
        if (!c.open(&e)) {
            ImportReport r;
            r.error = e;
            return r;
        }
        ImportOptions o;
        o.providerKey = QStringLiteral("runpod");
        o.asOf = QStringLiteral("2026-11-30");
        QList<ImportReport> reports { Importer(c).importFile(cgtest::testData("runpod_vms.csv"), o) };
        Importer::noteLostConnection(c, reports); // as the window's import worker and the CLI do
        return reports.first();
    });
    qint64 pid = 0;
    // The one session waiting for advisory key 20 (the catalog's migration lock is 17223).
    QTRY_VERIFY_WITH_TIMEOUT(q.exec(QStringLiteral("SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
                                                   " AND classid = 0 AND objid = 20 AND objsubid = 1"))
            && q.next() && (pid = q.value(0).toLongLong()) > 0,
        15000);
    QVERIFY(q.exec(QStringLiteral("SELECT pg_terminate_backend(%1)").arg(pid)));
    QVERIFY(q.exec(QStringLiteral("SELECT pg_advisory_unlock(20)")));
    import.waitForFinished();
    const ImportReport r = import.result();
    QVERIFY(!r.ok());
    QVERIFY2(classifyServerError(r.error) == ServerProblem::ConnectionLost, qPrintable(r.error));
    QVERIFY(ImportController::connectionLostText().contains(QLatin1String("rolled back")));
    Catalog fresh(url);
    QVERIFY2(fresh.open(&error), qPrintable(error));
    QCOMPARE(fresh.offerCount(), 0);
    QCOMPARE(fresh.importRuns().size(), 0);
}

void TestTeamConnect::reconnectsAfterServerRestart()
{
    REQUIRE_SERVER(); // the suite's server run: Debian's postgresql-15 is there
    QElapsedTimer clock;
    clock.start();
    QTemporaryDir dir;
    QString error;
    QString url, out;
    QVERIFY2(cluster(QStringLiteral("start"), dir.path(), &url, &error), qPrintable(error));
    auto stop = qScopeGuard([&dir] {
        QString o, e;
        cluster(QStringLiteral("stop"), dir.path(), &o, &e);
    });
    // Its password through the session store, as the connect dialog leaves it.
    const ServerLocation location = *ServerLocation::parse(url, &error);
    ServerCredentials::setPassword(location.credentialKey(), pgpassPassword(dir.filePath(QStringLiteral("pgpass")), url));
    int offers = 0;
    {
        Catalog c(url);
        QVERIFY2(cgtest::openReferenceCatalog(c, &error), qPrintable(error));
        ImportOptions o;
        o.providerKey = QStringLiteral("runpod");
        o.asOf = QStringLiteral("2026-11-30");
        const ImportReport r = Importer(c).importFile(cgtest::testData("runpod_vms.csv"), o);
        QVERIFY2(r.ok(), qPrintable(r.error));
        offers = r.offersNew;
    }
    QVERIFY(offers > 0);
    MainWindow w(url);
    w.show();
    QCOMPARE(w.visibleOfferCount(), offers);
    auto *actions = w.findChild<TeamCatalogActions *>();
    QVERIFY(actions && actions->connectionWatch());
    actions->connectionWatch()->setIntervals(100, 100, 400);
    const qint64 selected = w.rankingSession().snapshot().offers.first().id;
    QVERIFY(w.selectOffer(selected));
    QSignalSpy lost(actions, &TeamCatalogActions::connectionLost);
    QSignalSpy back(actions, &TeamCatalogActions::reconnected);
    QSignalSpy reloaded(&w, &MainWindow::catalogReloaded);

    QVERIFY2(cluster(QStringLiteral("stop"), dir.path(), &out, &error), qPrintable(error));
    QVERIFY(lost.wait(5000));
    QVERIFY2(w.statusBar()->currentMessage().startsWith(QStringLiteral("Team catalog connection lost — retrying…")),
        qPrintable(w.statusBar()->currentMessage()));
    QVERIFY(!w.findChild<ImportController *>()->importAction()->isEnabled());
    // The window keeps what it shows.
    QCOMPARE(w.visibleOfferCount(), offers);
    QCOMPARE(w.selectedOfferId(), selected);
    QVERIFY(!actions->pingWindowCatalog(&error));

    QVERIFY2(cluster(QStringLiteral("restart"), dir.path(), &out, &error), qPrintable(error));
    QVERIFY(back.wait(10000));
    QVERIFY(reloaded.size() > 0 || reloaded.wait(10000));
    QCOMPARE(lost.size(), 1);
    QVERIFY2(actions->pingWindowCatalog(&error), qPrintable(error)); // a later query on the window's own connection
    QCOMPARE(w.visibleOfferCount(), offers);
    QVERIFY(w.findChild<ImportController *>()->importAction()->isEnabled());
    QVERIFY(actions->changeListener()->isListening()); // on a connection of the restarted server
    qInfo("cluster start, stop, restart and reconnect: %lld ms", clock.elapsed());
}

void TestTeamConnect::colleaguesChangeReloadsTheWindow()
{
    REQUIRE_SERVER();
    int offers = 0;
    QString error;
    const QString url = seededSchema(&offers, &error);
    QVERIFY2(!url.isEmpty(), qPrintable(error));
    MainWindow w(url);
    w.show();
    QCOMPARE(w.visibleOfferCount(), offers);
    auto *actions = w.findChild<TeamCatalogActions *>();
    QVERIFY(actions && actions->changeListener());
    QVERIFY(actions->changeListener()->isListening());
    QSignalSpy loading(actions, &TeamCatalogActions::remoteChangeLoading);
    QSignalSpy reloaded(&w, &MainWindow::catalogReloaded);

    // A colleague imports the same machines as another provider's: that many more offers.
    int added = 0;
    {
        Catalog colleague(url);
        QVERIFY2(colleague.open(&error), qPrintable(error));
        ImportOptions o;
        o.providerKey = QStringLiteral("lambda");
        o.asOf = QStringLiteral("2026-11-30");
        const ImportReport r = Importer(colleague).importFile(cgtest::testData("runpod_vms.csv"), o);
        QVERIFY2(r.ok(), qPrintable(r.error));
        added = r.offersNew;
    }
    QVERIFY(added > 0);
    QVERIFY(loading.wait(10000));
    QCOMPARE(loading.size(), 1);
    QCOMPARE(loading.at(0).at(1).toString(), QStringLiteral("import"));
    const QString who = QUrl(cgtest::serverUrl()).userName();
    QCOMPARE(loading.at(0).at(2).toString(), who);
    QVERIFY2(w.statusBar()->currentMessage().contains(who), qPrintable(w.statusBar()->currentMessage()));
    QVERIFY(reloaded.wait(20000));
    QCOMPARE(w.visibleOfferCount(), offers + added);

    // A notice repeated (or older than the one loaded) reloads nothing.
    const qint64 change = loading.at(0).at(0).toLongLong();
    emit actions->changeListener()->catalogChanged(change, QStringLiteral("import"), who);
    auto *settle = actions->findChild<QTimer *>(QStringLiteral("changeSettle"));
    QVERIFY(settle);
    QVERIFY(!settle->isActive());
    emit actions->changeListener()->catalogChanged(change + 1, QStringLiteral("assess"), who);
    QVERIFY(settle->isActive()); // a newer one would
    settle->stop();
}

void TestTeamConnect::dialogFitsInBothLanguages()
{
    LanguageManager languages;
    const QString shots = qEnvironmentVariable("CG_SCREENSHOT_DIR");
    for (const QString &lang : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        QVERIFY(languages.setLanguage(lang, false));
        TeamConnectDialog dialog;
        ServerLocation l;
        l.host = QStringLiteral("db.example.org");
        l.database = QStringLiteral("cloudgauge");
        l.schema = QStringLiteral("gpu_team");
        l.user = QStringLiteral("alice");
        l.sslMode = QStringLiteral("verify-full");
        dialog.setLocation(l);
        ServerCheck c;
        c.problem = ServerProblem::NotInitialised;
        c.detail = QStringLiteral("schema gpu_team does not exist");
        dialog.showMessage(TeamConnectDialog::problemText(c, l), true);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        // Nothing cut off: every label and button is at least as wide as its text needs.
        for (QLabel *label : dialog.findChildren<QLabel *>())
            if (!label->wordWrap() && !label->text().isEmpty())
                QVERIFY2(label->width() >= label->sizeHint().width(), qPrintable(lang + QLatin1Char(' ') + label->text()));
        for (QAbstractButton *button : dialog.findChildren<QAbstractButton *>())
            QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(lang + QLatin1Char(' ') + button->text()));
        auto *result = dialog.findChild<QLabel *>(QStringLiteral("result"));
        QVERIFY(result->height() >= result->heightForWidth(result->width()));
        QVERIFY(dialog.width() <= 1366);
        if (!shots.isEmpty())
            QVERIFY(dialog.grab().save(QDir(shots).filePath(QStringLiteral("team-connect-%1.png").arg(lang))));
    }
}

int main(int argc, char *argv[])
{
    // No Secret Service in the test, wherever it runs: the keychain's fallback is what is tested.
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/cloudgauge-test-bus");
    QApplication app(argc, argv);
    app.setApplicationName(QStringLiteral("cloudgauge-test"));
    TestTeamConnect t;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&t, argc, argv);
}

#include "tst_teamconnect.moc"
