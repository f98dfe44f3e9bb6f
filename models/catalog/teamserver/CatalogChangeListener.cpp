// CatalogChangeListener: LISTEN on a team catalog's change channel (CatalogChangeListener.h).
#include "catalog/teamserver/CatalogChangeListener.h"

#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogSql.h"
#include "catalog/teamserver/CatalogTeam.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

namespace cg {

CatalogChangeListener::CatalogChangeListener(QObject *parent)
    : QObject(parent)
{
}

CatalogChangeListener::~CatalogChangeListener()
{
    stop();
}

bool CatalogChangeListener::start(const QString &location, QString *error)
{
    stop();
    if (!Catalog::isServerLocation(location)) {
        *error = QStringLiteral("%1: only a team catalog (postgresql://…) tells of changes made by others").arg(location);
        return false;
    }
    auto catalog = std::make_unique<Catalog>(location);
    if (!catalog->open(error))
        return false;
    QSqlQuery q(catalog->database());
    if (!sql::run(q, QStringLiteral("SELECT current_database(), current_schema()"), QStringLiteral("read the catalog's schema"), error)
        || !q.next())
        return false;
    m_database = q.value(0).toString();
    m_schema = q.value(1).toString();
    q.finish();
    QSqlDriver *driver = catalog->database().driver();
    if (!driver->subscribeToNotification(QString::fromLatin1(TeamCatalog::kChangeChannel))) {
        *error = sql::failure(QStringLiteral("listen for changes to %1").arg(location), driver->lastError());
        return false;
    }
    connect(driver, &QSqlDriver::notification, this, &CatalogChangeListener::onNotification);
    m_catalog = std::move(catalog);
    return true;
}

void CatalogChangeListener::stop()
{
    if (!m_catalog)
        return;
    QSqlDriver *driver = m_catalog->database().driver();
    if (driver) {
        disconnect(driver, nullptr, this, nullptr);
        driver->unsubscribeFromNotification(QString::fromLatin1(TeamCatalog::kChangeChannel));
    }
    m_catalog.reset(); // closes the connection
}

bool CatalogChangeListener::isListening() const
{
    return m_catalog != nullptr;
}

void CatalogChangeListener::onNotification(const QString &name, QSqlDriver::NotificationSource, const QVariant &payload)
{
    if (name != QLatin1String(TeamCatalog::kChangeChannel))
        return;
    const QJsonObject o = QJsonDocument::fromJson(payload.toString().toUtf8()).object();
    // One channel per database: the notifications of the other schemas (catalogs) are not ours.
    if (o.value(QLatin1String("database")).toString() != m_database || o.value(QLatin1String("schema")).toString() != m_schema)
        return;
    emit catalogChanged(qint64(o.value(QLatin1String("change")).toDouble()), o.value(QLatin1String("action")).toString(),
        o.value(QLatin1String("who")).toString());
}

} // namespace cg
