#pragma once

#include <QObject>
#include <QSqlDriver>
#include <QString>

#include <memory>

namespace cg {

class Catalog;

/**
 * Learns of changes other clients commit to a PostgreSQL team catalog: LISTENs on
 * TeamCatalog::kChangeChannel over a connection of its own (QSqlDriver::subscribeToNotification,
 * https://doc.qt.io/qt-6/qsqldriver.html#subscribeToNotification) and emits catalogChanged() once
 * per committed import, update or assessment change of the same database and schema (the
 * notifications of other catalogs on the server are ignored).
 *
 * Use on a thread with an event loop (the window's): the driver reads the notifications when
 * the connection's socket becomes readable. A listener does not reload anything itself; the
 * window decides (for example by comparing the change id with the newest audit_log id it
 * loaded). A connection the server drops sends nothing more: stop() and
 * start() again after a reconnect.
 *
 *     CatalogChangeListener listener;
 *     QString error;
 *     if (listener.start(url, &error))
 *         connect(&listener, &CatalogChangeListener::catalogChanged, window, &Window::offerReload);
 */
class CatalogChangeListener final : public QObject
{
    Q_OBJECT
public:
    explicit CatalogChangeListener(QObject *parent = nullptr);
    ~CatalogChangeListener() override;

    /// Opens a second connection to the team catalog at `location` (a postgresql:// URL) and
    /// LISTENs. False with a one-line reason in `error`: an SQLite file ("only a team catalog
    /// …"), a connection that fails, or a LISTEN the driver refuses. Calling it again restarts.
    bool start(const QString &location, QString *error);
    /// Stops listening and closes the connection; safe to call twice.
    void stop();
    /// Whether start() succeeded and stop() was not called since.
    bool isListening() const;

signals:
    /// A change was committed to this catalog: `change` is the id of its audit_log row (the
    /// rows grow with each change), `action` the audit action ("import", "update", "assess",
    /// "delete"), `who` the server login that made it.
    void catalogChanged(qint64 change, const QString &action, const QString &who);

private:
    void onNotification(const QString &name, QSqlDriver::NotificationSource source, const QVariant &payload);

    std::unique_ptr<Catalog> m_catalog;
    QString m_database, m_schema;
};

} // namespace cg
