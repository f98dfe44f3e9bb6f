// The requests for quotation a catalog exported: schema v13 (table rfq_request), its write
// (RfqStore::recordIssued) and read (RfqStore::issued). Plain SQL, so PostgreSQL runs it too.
#include "catalog/quotes/CatalogQuotes.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogSchema.h"
#include "catalog/store/CatalogSql.h"
#include "catalog/teamserver/CatalogTeam.h"

#include <QSqlQuery>
#include <QVariant>

namespace cg {

namespace {

// Schema v13: rfq_request, one row per request exported (rfq export, Tools → Request quotes…).
// The provider is named by key, like price_check, so a record outlives a re-import and travels
// with `catalog copy`. Dates are ISO yyyy-MM-dd; answer_by NULL when none was asked.
const char *const kSchemaV13[] = {
    R"(CREATE TABLE rfq_request (
        rfq_id TEXT PRIMARY KEY,
        provider_key TEXT NOT NULL,
        issued_on TEXT NOT NULL,
        language TEXT NOT NULL,
        answer_by TEXT))",
};

} // namespace

QStringList schema::v13Statements()
{
    QStringList out;
    for (const char *statement : kSchemaV13)
        out.append(QString::fromUtf8(statement));
    return out;
}

bool RfqStore::recordIssued(Catalog &catalog, const IssuedRequest &request, QString *error)
{
    if (catalog.isReadOnly()) {
        *error = QStringLiteral("the catalog is read-only (%1)").arg(catalog.readOnlyReason());
        return false;
    }
    if (const QString refusal = TeamCatalog::writeRefusal(catalog); !refusal.isEmpty()) {
        *error = refusal;
        return false;
    }
    QString readError;
    if (issued(catalog, request.rfqId, &readError))
        return true;
    if (!readError.isEmpty()) {
        *error = readError;
        return false;
    }
    // One statement: committed on its own (autocommit), all or nothing.
    const QString purpose = QStringLiteral("record the request %1").arg(request.rfqId);
    QSqlQuery q(catalog.database());
    if (!sql::prepare(q,
            QStringLiteral("INSERT INTO rfq_request (rfq_id, provider_key, issued_on, language, answer_by) VALUES (?, ?, ?, ?, ?)"),
            purpose, error))
        return false;
    for (const QVariant &v : { QVariant(request.rfqId), QVariant(request.providerKey), QVariant(request.issuedOn.toString(Qt::ISODate)),
             QVariant(request.language), sql::textOrNull(request.answerBy.isValid() ? request.answerBy.toString(Qt::ISODate) : QString()) })
        q.addBindValue(v);
    return sql::exec(q, purpose, error);
}

std::optional<IssuedRequest> RfqStore::issued(const Catalog &catalog, const QString &rfqId, QString *error)
{
    error->clear();
    const QString purpose = QStringLiteral("read the request %1").arg(rfqId);
    QSqlQuery q(catalog.database());
    q.setForwardOnly(true);
    if (!sql::prepare(
            q, QStringLiteral("SELECT provider_key, issued_on, language, answer_by FROM rfq_request WHERE rfq_id = ?"), purpose, error))
        return std::nullopt;
    q.addBindValue(rfqId);
    if (!sql::exec(q, purpose, error) || !q.next())
        return std::nullopt;
    IssuedRequest r;
    r.rfqId = rfqId;
    r.providerKey = q.value(0).toString();
    r.issuedOn = QDate::fromString(q.value(1).toString(), Qt::ISODate);
    r.language = q.value(2).toString();
    r.answerBy = QDate::fromString(q.value(3).toString(), Qt::ISODate);
    return r;
}

} // namespace cg
