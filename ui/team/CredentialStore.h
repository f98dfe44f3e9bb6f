#pragma once

#include <QObject>
#include <QString>

namespace cg {

/**
 * Team catalog passwords in the system keychain (qtkeychain: the Secret Service of GNOME
 * Keyring or KWallet on Linux, the macOS Keychain, the Windows Credential Manager), under
 * service kService and the account's ServerLocation::credentialKey(). Never in QSettings: the
 * insecure plain-text fallback of qtkeychain stays off. Every call is asynchronous and ends in
 * exactly one finished() signal, also when no keychain is reachable (no D-Bus session, no
 * Secret Service: a headless machine, CI): then Result::Unavailable with qtkeychain's reason,
 * and the caller falls back to asking for the password each time or to libpq's PGPASSFILE.
 */
class CredentialStore final : public QObject
{
    Q_OBJECT

public:
    /// The keychain service name the passwords are stored under.
    static constexpr const char *kService = "CloudGauge team catalog";

    enum class Operation { Read, Write, Remove };
    Q_ENUM(Operation)
    enum class Result {
        Ok,
        NotFound, ///< the keychain works but holds no password for the key
        Unavailable, ///< no keychain could be used (see message)
        Denied ///< the user refused access
    };
    Q_ENUM(Result)

    explicit CredentialStore(QObject *parent = nullptr);
    /// The application's store (a child of QCoreApplication, so a job outlives the window that
    /// started it).
    static CredentialStore *shared();

    /// Reads the password of `key`: finished(Read, key, result, password, message).
    void read(const QString &key);
    /// Stores `password` for `key` (replacing any): finished(Write, key, result, {}, message).
    void write(const QString &key, const QString &password);
    /// Deletes the password of `key`: finished(Remove, key, result, {}, message).
    void remove(const QString &key);

    /// The user-facing text for a keychain that could not be used (`detail`: qtkeychain's
    /// reason): what happens instead (asked each time, or PGPASSFILE).
    static QString unavailableText(const QString &detail);

signals:
    void finished(cg::CredentialStore::Operation operation, const QString &key, cg::CredentialStore::Result result, const QString &password,
        const QString &message);
};

} // namespace cg
