#include "TeamCatalogActions.h"

#include "MainWindow.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/ServerLocation.h"
#include "catalog/teamserver/CatalogChangeListener.h"
#include "importing/ImportController.h"
#include "team/ConnectionWatch.h"
#include "team/CredentialStore.h"
#include "team/TeamConnectDialog.h"

#include <QAction>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>

namespace cg {

TeamCatalogActions::TeamCatalogActions(MainWindow *window, QMenu *fileMenu)
    : QObject(window)
    , m_window(window)
{
    setObjectName(QStringLiteral("teamCatalogActions"));
    QAction *first = fileMenu->actions().value(0);
    m_connect = new QAction(this);
    m_connect->setObjectName(QStringLiteral("connectTeamCatalog"));
    connect(m_connect, &QAction::triggered, this, [this] { showConnectDialog(); });
    fileMenu->insertAction(first, m_connect);
    m_recent = new QMenu(fileMenu);
    m_recent->setObjectName(QStringLiteral("recentTeamCatalogs"));
    fileMenu->insertMenu(first, m_recent);
    fileMenu->insertSeparator(first);
    m_clearRecent = new QAction(this);
    connect(m_clearRecent, &QAction::triggered, this, [this] {
        QSettings().remove(recentKey());
        rebuildRecentMenu();
    });
    connect(m_recent, &QMenu::aboutToShow, this, &TeamCatalogActions::rebuildRecentMenu);
    rebuildRecentMenu();
    if (Catalog::isServerLocation(window->workspace().location()))
        watchConnection();
}

TeamCatalogActions::~TeamCatalogActions() = default;

bool TeamCatalogActions::pingWindowCatalog(QString *error) const
{
    return pingCatalog(m_window->workspace().catalog(), error);
}

QStringList TeamCatalogActions::recentCatalogs()
{
    return QSettings().value(recentKey()).toStringList();
}

void TeamCatalogActions::addRecent(const QString &url)
{
    QStringList list = recentCatalogs();
    list.removeAll(url);
    list.prepend(url);
    while (list.size() > kMaxRecent)
        list.removeLast();
    QSettings().setValue(recentKey(), list);
}

void TeamCatalogActions::rebuildRecentMenu()
{
    m_recent->clear();
    const QStringList urls = recentCatalogs();
    for (const QString &url : urls) {
        QString error;
        const auto l = ServerLocation::parse(url, &error);
        QAction *a = m_recent->addAction(l ? l->displayName() : url);
        a->setData(url);
        a->setToolTip(url);
        connect(a, &QAction::triggered, this, [this, url] { openRecent(url); });
    }
    if (!urls.isEmpty())
        m_recent->addSeparator();
    m_recent->addAction(m_clearRecent);
    m_clearRecent->setEnabled(!urls.isEmpty());
    m_recent->setEnabled(true);
}

void TeamCatalogActions::retranslate()
{
    m_connect->setText(tr("Connect to &team catalog…"));
    m_connect->setStatusTip(tr("Open a catalog shared by your team on a PostgreSQL server"));
    m_recent->setTitle(tr("Recent team &catalogs"));
    m_clearRecent->setText(tr("Clear the list"));
}

void TeamCatalogActions::showConnectDialog(const QString &url)
{
    if (!m_dialog) {
        m_dialog = new TeamConnectDialog(m_window);
        connect(m_dialog, &QDialog::accepted, this, &TeamCatalogActions::connectAccepted);
    }
    QString error;
    if (const auto l = ServerLocation::parse(url, &error))
        m_dialog->setLocation(*l);
    else if (const auto current = ServerLocation::parse(m_window->workspace().location(), &error))
        m_dialog->setLocation(*current);
    m_dialog->showMessage(QString(), false);
    m_dialog->open(); // window-modal; the window keeps painting
}

void TeamCatalogActions::openRecent(const QString &url)
{
    QString error;
    const auto l = ServerLocation::parse(url, &error);
    if (!l) {
        showConnectDialog();
        m_dialog->showMessage(error, true);
        return;
    }
    const QString key = l->credentialKey();
    auto *store = CredentialStore::shared();
    auto *connection = new QMetaObject::Connection;
    *connection = connect(store, &CredentialStore::finished, this,
        [this, url, key, connection](
            CredentialStore::Operation op, const QString &k, CredentialStore::Result result, const QString &password, const QString &) {
            if (op != CredentialStore::Operation::Read || k != key)
                return;
            disconnect(*connection);
            delete connection;
            showConnectDialog(url);
            m_dialog->setPassword(result == CredentialStore::Result::Ok ? password : QString());
            m_dialog->accept(); // checks, then connects or stays open saying why
        });
    store->read(key);
}

void TeamCatalogActions::connectAccepted()
{
    const ServerLocation l = m_dialog->location();
    const QString url = l.url();
    const QString password = m_dialog->password();
    if (!password.isEmpty())
        ServerCredentials::setPassword(l.credentialKey(), password);
    if (!m_dialog->rememberPassword() || password.isEmpty()) {
        if (!m_dialog->rememberPassword())
            CredentialStore::shared()->remove(l.credentialKey()); // "do not remember" forgets a saved one
        openLocation(url, {});
        return;
    }
    const QString key = l.credentialKey();
    auto *store = CredentialStore::shared();
    auto *connection = new QMetaObject::Connection;
    *connection = connect(store, &CredentialStore::finished, this,
        [this, url, key, connection](
            CredentialStore::Operation op, const QString &k, CredentialStore::Result result, const QString &, const QString &message) {
            if (op != CredentialStore::Operation::Write || k != key)
                return;
            disconnect(*connection);
            delete connection;
            const QString text = result == CredentialStore::Result::Ok ? QString() : CredentialStore::unavailableText(message);
            emit keychainWriteFinished(text);
            openLocation(url, text);
        });
    store->write(key, password);
}

void TeamCatalogActions::openLocation(const QString &url, const QString &keychainMessage)
{
    if (m_window->isImporting()) {
        QMessageBox::information(
            m_window, tr("Connect to team catalog"), tr("An import is running in this window; connect again once it has finished."));
        return;
    }
    addRecent(url);
    // The same path as `cloudgauge --catalog URL`: a window of its own on that catalog.
    auto *next = new MainWindow(url, m_window->languages(), nullptr, MainWindow::InitialLoad::Background);
    next->setAttribute(Qt::WA_DeleteOnClose);
    next->show();
    if (!keychainMessage.isEmpty()) {
        next->statusBar()->showMessage(keychainMessage, 20000);
        auto *box = new QMessageBox(QMessageBox::Information, tr("Password not saved"), keychainMessage, QMessageBox::Ok, next);
        box->setObjectName(QStringLiteral("keychainMessage"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
    emit windowOpened(next);
    m_window->close();
}

void TeamCatalogActions::watchConnection()
{
    m_watch = new ConnectionWatch(m_window->workspace().location(), this);
    const QString lostText = tr("Team catalog connection lost — retrying…");
    connect(m_watch, &ConnectionWatch::connectionLost, this, [this, lostText] {
        m_window->statusBar()->showMessage(lostText);
        QAction *import = m_window->importController()->importAction();
        m_importWasEnabled = import->isEnabled();
        import->setEnabled(false);
        emit connectionLost();
    });
    connect(m_watch, &ConnectionWatch::retrying, this, [this, lostText](int attempt, int nextDelayMs) {
        m_window->statusBar()->showMessage(
            lostText + QLatin1Char(' ') + tr("(attempt %1; next in %2 s)").arg(attempt).arg(nextDelayMs / 1000.0, 0, 'f', 1));
    });
    connect(m_watch, &ConnectionWatch::connectionRestored, this, &TeamCatalogActions::reopen);

    m_listener = new CatalogChangeListener(this);
    connect(m_listener, &CatalogChangeListener::catalogChanged, this, &TeamCatalogActions::remoteChanged);
    m_changeSettle = new QTimer(this);
    m_changeSettle->setObjectName(QStringLiteral("changeSettle"));
    m_changeSettle->setSingleShot(true);
    m_changeSettle->setInterval(kChangeSettleMs);
    connect(m_changeSettle, &QTimer::timeout, this, [this] {
        if (m_window->isImporting())
            return; // the import's own reload at its end reads this change too
        // The audit actions TeamCatalog::recordChange's callers write; another passes through as it is.
        const QString what = m_changeAction == QLatin1String("import") ? tr("an import")
            : m_changeAction == QLatin1String("update")                ? tr("a price update")
            : m_changeAction == QLatin1String("assess")                ? tr("an assessment")
            : m_changeAction == QLatin1String("delete")                ? tr("an assessment removed")
                                                                       : m_changeAction;
        m_window->statusBar()->showMessage(tr("The team catalog was changed by %1 (%2); reloading…").arg(m_changeWho, what), 8000);
        m_window->reloadInBackground();
        emit remoteChangeLoading(m_newestChange, m_changeAction, m_changeWho);
    });
    listenForChanges();
}

void TeamCatalogActions::listenForChanges()
{
    QString error;
    if (!m_listener->start(m_window->workspace().location(), &error))
        m_window->statusBar()->showMessage(
            tr("Colleagues' changes to the team catalog show only after View → Reload catalog: %1").arg(error), 15000);
}

void TeamCatalogActions::remoteChanged(qint64 change, const QString &action, const QString &who)
{
    if (change <= m_newestChange)
        return; // a notice repeated, or one older than a change already loaded
    m_newestChange = change;
    m_changeAction = action;
    m_changeWho = who;
    m_changeSettle->start();
}

void TeamCatalogActions::reopen()
{
    QString error;
    if (!m_window->workspace().catalog().open(&error)) { // the watch got through but this connection did not: try again shortly
        m_window->statusBar()->showMessage(tr("Team catalog connection lost — retrying…") + QLatin1Char(' ') + error);
        QTimer::singleShot(ConnectionWatch::kFirstRetryMs, this, &TeamCatalogActions::reopen);
        return;
    }
    m_window->importController()->importAction()->setEnabled(m_importWasEnabled);
    m_window->statusBar()->showMessage(tr("Team catalog connection restored; reloading…"), 8000);
    m_window->reloadInBackground();
    listenForChanges(); // the listener's connection went with the server
    emit reconnected();
}

} // namespace cg
