// "Verify before you sign", kept: schema v10 (table price_check), its write
// (Catalog::insertPriceChecks) and read (Catalog::latestPriceChecks), and PriceCheck's spellings.
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogSchema.h"
#include "catalog/store/CatalogSql.h"

#include <QSqlQuery>
#include <QVariant>

namespace cg {

namespace {

// Schema v10: price_check, one row per offer checked by PriceVerification. The offer is named by
// its provider key, instance type and region (not by offering id, which a re-import may renumber
// on a team catalog), so a check outlives the rows it was made on; checked_on is the fetch day
// (UTC). price_before is the catalog's amount before the check, price_now the source's on that day
// (NULL unless confirmed or changed), both per instance-hour in `currency`. detail: the fetch error,
// or the page to check by hand. Latest check per offer: the largest id.
const char *const kSchemaV10[] = {
    R"(CREATE TABLE price_check (
        id INTEGER PRIMARY KEY,
        provider_key TEXT NOT NULL,
        instance_type TEXT NOT NULL,
        region TEXT NOT NULL,
        checked_on TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('confirmed','changed','not_listed','fetch_failed','no_online_source')),
        price_before REAL,
        price_now REAL,
        currency TEXT,
        observed_on TEXT,
        source TEXT,
        detail TEXT))",
    R"(CREATE INDEX price_check_offer ON price_check(provider_key, instance_type, region, id))",
};

constexpr PriceCheck::Status kStatuses[] = { PriceCheck::Status::Confirmed, PriceCheck::Status::Changed, PriceCheck::Status::NotListed,
    PriceCheck::Status::FetchFailed, PriceCheck::Status::NoOnlineSource };

} // namespace

QStringList schema::v10Statements()
{
    QStringList out;
    for (const char *statement : kSchemaV10)
        out.append(QString::fromUtf8(statement));
    return out;
}

QString PriceCheck::statusName(Status status)
{
    return status == Status::NoOnlineSource ? QStringLiteral("not verifiable online")
                                            : statusKey(status).replace(QLatin1Char('_'), QLatin1Char(' '));
}

QString PriceCheck::statusKey(Status status)
{
    switch (status) {
    case Status::Confirmed:
        return QStringLiteral("confirmed");
    case Status::Changed:
        return QStringLiteral("changed");
    case Status::NotListed:
        return QStringLiteral("not_listed");
    case Status::FetchFailed:
        return QStringLiteral("fetch_failed");
    case Status::NoOnlineSource:
        break;
    }
    return QStringLiteral("no_online_source");
}

std::optional<PriceCheck::Status> PriceCheck::statusFromKey(const QString &key)
{
    for (const Status s : kStatuses)
        if (statusKey(s) == key)
            return s;
    return std::nullopt;
}

bool Catalog::insertPriceChecks(const QList<PriceCheck> &checks)
{
    QList<QVariantList> rows;
    rows.reserve(checks.size());
    for (const PriceCheck &c : checks)
        rows.append({ QVariant(c.providerKey), QVariant(c.instanceType), QVariant(c.region), QVariant(c.checkedOn),
            QVariant(PriceCheck::statusKey(c.status)), sql::toVariant(c.oldAmount), sql::toVariant(c.verifiedAmount()),
            sql::textOrNull(c.currency), sql::textOrNull(c.observedOn), sql::textOrNull(c.source), sql::textOrNull(c.detail) });
    return insertAllOrNone(QStringLiteral("store the price checks"), 10,
        QStringLiteral("INSERT INTO price_check (provider_key, instance_type, region, checked_on, status, price_before, price_now,"
                       " currency, observed_on, source, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        rows);
}

QHash<QString, PriceCheck> Catalog::latestPriceChecks() const
{
    m_lastError.clear();
    QHash<QString, PriceCheck> out;
    if (m_schemaVersion < 10)
        return out;
    QSqlQuery q(database());
    if (!sql::run(q,
            QStringLiteral("SELECT provider_key, instance_type, region, checked_on, status, price_before, price_now, currency,"
                           " observed_on, source, detail FROM price_check c WHERE id = (SELECT MAX(id) FROM price_check l"
                           " WHERE l.provider_key = c.provider_key AND l.instance_type = c.instance_type AND l.region = c.region)"),
            QStringLiteral("read the price checks"), &m_lastError))
        return out;
    while (q.next()) {
        PriceCheck c;
        c.providerKey = q.value(0).toString();
        c.instanceType = q.value(1).toString();
        c.region = q.value(2).toString();
        c.checkedOn = q.value(3).toString();
        const std::optional<PriceCheck::Status> status = PriceCheck::statusFromKey(q.value(4).toString());
        if (!status)
            continue; // the table's CHECK refuses other spellings
        c.status = *status;
        c.oldAmount = sql::optDouble(q.value(5));
        c.newAmount = sql::optDouble(q.value(6));
        c.currency = q.value(7).toString();
        c.observedOn = q.value(8).toString();
        c.source = q.value(9).toString();
        c.detail = q.value(10).toString();
        out.insert(c.offerKey(), c);
    }
    return out;
}

} // namespace cg
