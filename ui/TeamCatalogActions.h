#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

class QAction;
class QMenu;

namespace cg {

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
 */
class TeamCatalogActions final : public QObject
{
    Q_OBJECT

public:
    static constexpr int kMaxRecent = 8; ///< recent team catalogs remembered
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
    /// A keychain write ended: `message` is empty when saved, else the fallback text shown.
    void keychainWriteFinished(const QString &message);

private:
    void connectAccepted();
    void openLocation(const QString &url, const QString &keychainMessage);
    void rebuildRecentMenu();
    void watchConnection();
    /// Reopens the window's own connection after the watch got through, then reloads.
    void reopen();

    MainWindow *m_window;
    QAction *m_connect = nullptr;
    QMenu *m_recent = nullptr;
    QAction *m_clearRecent = nullptr;
    ConnectionWatch *m_watch = nullptr;
    TeamConnectDialog *m_dialog = nullptr;
    bool m_importWasEnabled = true;
};

} // namespace cg
