#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

class QAction;
class QTimer;
class QMenu;

namespace cg {

class CatalogChangeListener;
class ConnectionWatch;
class MainWindow;
class TeamConnectDialog;
struct ServerLocation;

/**
 * The window's team catalog entries of the File menu and its connection to the server:
 *  - File → Connect to team catalog… (TeamConnectDialog); once connected the catalog opens in a
 *    new window exactly as `--catalog URL` opens it (MainWindow's constructor), and this window
 *    closes. The password goes to the process's session store (ServerCredentials) and, when
 *    asked, the system keychain (CredentialStore); never to QSettings. Without a usable keychain
 *    the new window says so: the password is asked again next time, or read from PGPASSFILE.
 *  - File → Recent team catalogs: the last kMaxRecent URLs (QSettings "team/recentCatalogs",
 *    URLs only, never a password), newest first; choosing one reads its password from the
 *    keychain and connects through the dialog, which stays open with the reason if that fails.
 *  - For a window showing a team catalog, a ConnectionWatch: when the server goes away the status
 *    bar says "Team catalog connection lost — retrying…" (the window keeps its table, ranking and
 *    selection; importing is disabled), and when it is back the window reopens its connection
 *    and reloads in the background (reconnected()).
 *  - For a window showing a team catalog, a CatalogChangeListener: when a colleague's import,
 *    update or assessment change is committed, the status bar names who and what, and the window
 *    reloads in the background (remoteChangeLoading()). Notifications within kChangeSettleMs of
 *    each other are one reload; none reloads while this window imports (its own import reloads
 *    at its end and reads the colleague's change with it). The listener restarts on reconnect.
 */
class TeamCatalogActions final : public QObject
{
    Q_OBJECT

public:
    static constexpr int kMaxRecent = 8; ///< recent team catalogs remembered
    /// Change notices this close together (ms) are one reload: a run of commits, one read.
    static constexpr int kChangeSettleMs = 300;
    /// QSettings key of the recent list (a QStringList of URLs).
    static QString recentKey() { return QStringLiteral("team/recentCatalogs"); }

    /// Adds the entries to the top of `fileMenu` and, for a team catalog, starts the watch.
    TeamCatalogActions(MainWindow *window, QMenu *fileMenu);
    ~TeamCatalogActions() override;

    QAction *connectAction() const { return m_connect; }
    QMenu *recentMenu() const { return m_recent; }
    /// The connection watch of a team catalog window; null for an SQLite catalog.
    ConnectionWatch *connectionWatch() const { return m_watch; }
    /// Whether the window's own catalog connection answers (pingCatalog()); `error` when not.
    bool pingWindowCatalog(QString *error) const;
    /// The change listener of a team catalog window; null for an SQLite catalog.
    CatalogChangeListener *changeListener() const { return m_listener; }
    /// The open connect dialog, or null.
    TeamConnectDialog *dialog() const { return m_dialog; }

    /// Shows the connect dialog (window-modal, not blocking), filled from `url` when it is one.
    void showConnectDialog(const QString &url = {});
    /// Reads the keychain's password for `url` and connects through the dialog.
    void openRecent(const QString &url);
    /// The remembered team catalog URLs, newest first.
    static QStringList recentCatalogs();
    /// Puts `url` first in the recent list (at most kMaxRecent).
    static void addRecent(const QString &url);
    void retranslate();

signals:
    /// The catalog of a successful connect opened in `window` (this window is closing).
    void windowOpened(cg::MainWindow *window);
    /// The watch lost the server (status bar says so).
    void connectionLost();
    /// The server answered again and this window reopened its connection and started a reload.
    void reconnected();
    /// Another client committed change `change` (its audit_log id) and the window started a
    /// background reload for it; `who` is the server login, `action` the audit action.
    void remoteChangeLoading(qint64 change, const QString &action, const QString &who);
    /// A keychain write ended: `message` is empty when saved, else the fallback text shown.
    void keychainWriteFinished(const QString &message);

private:
    void connectAccepted();
    void openLocation(const QString &url, const QString &keychainMessage);
    void rebuildRecentMenu();
    void watchConnection();
    /// Reopens the window's own connection after the watch got through, then reloads.
    void reopen();
    /// Starts (or restarts) the change listener; a failure is said in the status bar.
    void listenForChanges();
    void remoteChanged(qint64 change, const QString &action, const QString &who);

    MainWindow *m_window;
    QAction *m_connect = nullptr;
    QMenu *m_recent = nullptr;
    QAction *m_clearRecent = nullptr;
    ConnectionWatch *m_watch = nullptr;
    CatalogChangeListener *m_listener = nullptr;
    QTimer *m_changeSettle = nullptr;
    qint64 m_newestChange = 0; ///< the newest audit_log id notified
    QString m_changeAction, m_changeWho; ///< of the newest notice, for the status bar
    TeamConnectDialog *m_dialog = nullptr;
    bool m_importWasEnabled = true;
};

} // namespace cg
