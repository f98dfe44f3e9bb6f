#pragma once

#include "catalog/store/ServerLocation.h"

#include <QDialog>
#include <QFutureWatcher>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace cg {

/**
 * File → Connect to team catalog…: host, port, database, schema, user, password and TLS mode,
 * or one postgresql:// URL (the two stay in step), "Test connection", and Connect. Both run
 * checkServer() on a worker thread (connect_timeout, 10 s at most, never freezes the window) and
 * show what to do when it fails: start or reach the server, check user and password, create
 * the database, or initialise the schema (`cloudgauge team init`, `cloudgauge catalog copy`).
 * Connect closes the dialog (accepted) only after a check passed. The password is never part
 * of location() or the URL; the caller stores it (session, keychain) when rememberPassword().
 */
class TeamConnectDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit TeamConnectDialog(QWidget *parent = nullptr);
    ~TeamConnectDialog() override;

    /// Fills the fields (and the URL) from `location`.
    void setLocation(const ServerLocation &location);
    /// The fields as a location (no password).
    ServerLocation location() const;
    /// The password typed (empty: libpq's PGPASSWORD or PGPASSFILE is used).
    QString password() const;
    void setPassword(const QString &password);
    /// Whether "Save the password in the system keychain" is ticked.
    bool rememberPassword() const;
    /// Shows `text` as the result line (an error in red when `error`).
    void showMessage(const QString &text, bool error);
    /// The result line's text.
    QString message() const;
    /// The last check's outcome (problem None before any).
    ServerCheck lastCheck() const { return m_lastCheck; }
    bool isChecking() const { return m_check.isRunning(); }

    /// Starts "Test connection" (nothing when a check runs); checkFinished() reports it.
    void testConnection();
    /// The user-facing sentence for `check` of `location`: what failed and what to do.
    static QString problemText(const ServerCheck &check, const ServerLocation &location);

    void accept() override; ///< Connect: checks first, closes only when the check passed

signals:
    /// A check ended (Test connection or Connect); `check.ok()` when the catalog can be opened.
    void checkFinished(const cg::ServerCheck &check);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void startCheck(bool thenAccept);
    void fieldsEdited();
    void urlEdited();

    QLineEdit *m_url, *m_host, *m_database, *m_schema, *m_user, *m_password;
    QSpinBox *m_port;
    QComboBox *m_sslMode;
    QCheckBox *m_remember;
    QLabel *m_urlLabel, *m_result, *m_hint;
    QLabel *m_labels[7] = {};
    QPushButton *m_test;
    QDialogButtonBox *m_buttons;
    QFutureWatcher<ServerCheck> m_check;
    ServerCheck m_lastCheck;
    bool m_acceptAfterCheck = false;
    bool m_syncing = false;
    QString m_extraQuery; ///< the URL's other libpq keywords, kept as given
};

} // namespace cg
