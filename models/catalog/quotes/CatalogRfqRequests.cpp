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
// A catalog that imported workbooks before v13 kept no record of its exports: the requests its
// stored answers and quotes name are recorded by the migration, with issued_on and language NULL
// (not known), so that those workbooks still import (one provider per id: the smallest key, should
// an id have been filed under two before the provider cell was checked).
const char *const kSchemaV13[] = {
    R"(CREATE TABLE rfq_request (
        rfq_id TEXT PRIMARY KEY,
        provider_key TEXT NOT NULL,
        issued_on TEXT,
        language TEXT,
        answer_by TEXT))",
    R"(INSERT INTO rfq_request (rfq_id, provider_key)
        SELECT a.rfq_id, MIN(p.key) FROM (SELECT provider_id, rfq_id FROM quote UNION SELECT provider_id, rfq_id FROM provider_answer) a
        JOIN provider p ON p.id = a.provider_id GROUP BY a.rfq_id)",
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
    const QString purpose = QStringLiteral("record the request");
    QSqlQuery q(catalog.database());
    if (!sql::prepare(q,
            QStringLiteral("INSERT INTO rfq_request (rfq_id, provider_key, issued_on, language, answer_by) VALUES (?, ?, ?, ?, ?)"),
            purpose, error))
        return false;
    auto day = [](const QDate &d) { return sql::textOrNull(d.isValid() ? d.toString(Qt::ISODate) : QString()); };
    for (const QVariant &v : { QVariant(request.rfqId), QVariant(request.providerKey), day(request.issuedOn),
             sql::textOrNull(request.language), day(request.answerBy) })
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
