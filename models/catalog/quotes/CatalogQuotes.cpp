// The procurement round's tables: schema v4 (provider_answer, quote) and their reads and writes.
// Plain SQL only (TEXT, INTEGER, REAL), so another SQL dialect can run the same statements.
#include "catalog/quotes/CatalogQuotes.h"

#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogSchema.h"
#include "catalog/store/CatalogSql.h"
#include "catalog/teamserver/CatalogTeam.h"

#include <QSqlQuery>
#include <QVariant>

namespace cg {

namespace {

// Schema v4: answers and quotes returned by providers in a procurement round.
// - provider_answer: one row per (provider, question); reported_by is always 'provider' (these
//   are self-reported, never independent assessments); score holds the self-rated 0-5 band of
//   a category question.
// - quote: one row per quoted line (provider, rfq_id, line); confidential = 1 by default.
const char *const kSchemaV4[] = {
    R"(CREATE TABLE provider_answer (
        provider_id INTEGER NOT NULL REFERENCES provider(id) ON DELETE CASCADE,
        question_id TEXT NOT NULL,
        criterion TEXT,
        answer TEXT,
        score REAL CHECK (score IS NULL OR (score >= 0 AND score <= 5)),
        evidence_url TEXT,
        comment TEXT,
        reported_by TEXT NOT NULL DEFAULT 'provider' CHECK (reported_by IN ('provider')),
        rfq_id TEXT NOT NULL,
        received_on TEXT NOT NULL,
        source_file TEXT,
        PRIMARY KEY (provider_id, question_id)))",
    R"(CREATE TABLE quote (
        provider_id INTEGER NOT NULL REFERENCES provider(id) ON DELETE CASCADE,
        rfq_id TEXT NOT NULL,
        line INTEGER NOT NULL CHECK (line > 0),
        gpu_model TEXT NOT NULL,
        gpu_count INTEGER NOT NULL CHECK (gpu_count > 0),
        region TEXT,
        kind TEXT NOT NULL CHECK (kind IN ('on_demand','reserved')),
        term_months INTEGER NOT NULL DEFAULT 0 CHECK (term_months >= 0),
        price_per_gpu_hour REAL NOT NULL CHECK (price_per_gpu_hour > 0),
        currency TEXT NOT NULL,
        valid_until TEXT NOT NULL,
        minimum_commitment TEXT,
        egress_per_tb REAL CHECK (egress_per_tb IS NULL OR egress_per_tb >= 0),
        storage_per_tb_month REAL CHECK (storage_per_tb_month IS NULL OR storage_per_tb_month >= 0),
        other_charges TEXT,
        conditions TEXT,
        confidential INTEGER NOT NULL DEFAULT 1 CHECK (confidential IN (0, 1)),
        received_on TEXT NOT NULL,
        source_file TEXT,
        PRIMARY KEY (provider_id, rfq_id, line)))",
};

bool runBound(QSqlQuery &q, const QString &sql, const QVariantList &values, const QString &purpose, QString *error)
{
    if (!sql::prepare(q, sql, purpose, error))
        return false;
    for (const QVariant &v : values)
        q.addBindValue(v);
    return sql::exec(q, purpose, error);
}

QVariant optionalNumber(const std::optional<double> &v)
{
    return sql::toVariant(v);
}

} // namespace

QStringList schema::v4Statements()
{
    QStringList out;
    for (const char *statement : kSchemaV4)
        out.append(QString::fromUtf8(statement));
    return out;
}

bool RfqStore::store(Catalog &catalog, const QString &providerKey, const QString &rfqId, const QList<ProviderAnswer> &answers,
    const QList<QuoteRecord> &quotes, QString *error)
{
    if (catalog.isReadOnly()) {
        *error = QStringLiteral("the catalog is read-only (%1): nothing was stored").arg(catalog.readOnlyReason());
        return false;
    }
    if (const QString refusal = TeamCatalog::writeRefusal(catalog); !refusal.isEmpty()) { // a reader of a team catalog
        *error = refusal;
        return false;
    }
    QSqlDatabase db = catalog.database();
    if (!db.transaction()) {
        *error = sql::failure(QStringLiteral("start the transaction"), db.lastError());
        return false;
    }
    QSqlQuery q(db);
    auto fail = [&db]() {
        db.rollback();
        return false;
    };
    if (!runBound(q, QStringLiteral("SELECT id FROM provider WHERE key = ?"), { providerKey }, QStringLiteral("find the provider"), error))
        return fail();
    if (!q.next()) {
        *error = QStringLiteral("unknown provider %1").arg(providerKey);
        return fail();
    }
    const qint64 providerId = q.value(0).toLongLong();
    q.finish();
    const QString answerSql
        = QStringLiteral("INSERT INTO provider_answer (provider_id, question_id, criterion, answer, score, evidence_url, comment,"
                         " reported_by, rfq_id, received_on, source_file) VALUES (?, ?, ?, ?, ?, ?, ?, 'provider', ?, ?, ?)");
    for (const ProviderAnswer &a : answers) {
        // Delete, then insert: plain SQL that every dialect runs (no INSERT OR REPLACE / ON CONFLICT).
        if (!runBound(q, QStringLiteral("DELETE FROM provider_answer WHERE provider_id = ? AND question_id = ?"),
                { providerId, a.questionId }, QStringLiteral("replace the answer to %1").arg(a.questionId), error))
            return fail();
        if (!runBound(q, answerSql,
                { providerId, a.questionId, sql::textOrNull(a.criterion), sql::textOrNull(a.answer), optionalNumber(a.score),
                    sql::textOrNull(a.evidenceUrl), sql::textOrNull(a.comment), rfqId, a.receivedOn, sql::textOrNull(a.sourceFile) },
                QStringLiteral("store the answer to %1").arg(a.questionId), error))
            return fail();
    }
    if (!runBound(q, QStringLiteral("DELETE FROM quote WHERE provider_id = ? AND rfq_id = ?"), { providerId, rfqId },
            QStringLiteral("replace the earlier quotes"), error))
        return fail();
    const QString quoteSql = QStringLiteral(
        "INSERT INTO quote (provider_id, rfq_id, line, gpu_model, gpu_count, region, kind, term_months, price_per_gpu_hour, currency,"
        " valid_until, minimum_commitment, egress_per_tb, storage_per_tb_month, other_charges, conditions, confidential, received_on,"
        " source_file) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    for (const QuoteRecord &r : quotes) {
        if (!runBound(q, quoteSql,
                { providerId, rfqId, r.line, r.gpuModel, r.gpuCount, sql::textOrNull(r.region), r.kind, r.termMonths, r.pricePerGpuHour,
                    r.currency, r.validUntil, sql::textOrNull(r.minimumCommitment), optionalNumber(r.egressPerTb),
                    optionalNumber(r.storagePerTbMonth), sql::textOrNull(r.otherCharges), sql::textOrNull(r.conditions),
                    r.confidential ? 1 : 0, r.receivedOn, sql::textOrNull(r.sourceFile) },
                QStringLiteral("store quote line %1").arg(r.line), error))
            return fail();
    }
    // The audit trail and change notification of a team catalog, in this transaction (nothing on SQLite).
    AuditEntry audit;
    audit.action = QStringLiteral("import");
    audit.sourceFile = !quotes.isEmpty() ? quotes.first().sourceFile : !answers.isEmpty() ? answers.first().sourceFile : QString();
    audit.rowsRead = answers.size() + quotes.size();
    audit.rowsWritten = answers.size() + quotes.size();
    audit.detail = QStringLiteral("%1: answers %2, quotes %3").arg(providerKey).arg(answers.size()).arg(quotes.size());
    if (!TeamCatalog::recordChange(catalog, audit, error))
        return fail();
    if (!db.commit()) {
        *error = sql::failure(QStringLiteral("commit the answers and quotes"), db.lastError());
        return fail();
    }
    return true;
}

QList<ProviderAnswer> RfqStore::answers(const Catalog &catalog, const QString &providerKey, QString *error)
{
    error->clear();
    QList<ProviderAnswer> out;
    QSqlQuery q(catalog.database());
    q.setForwardOnly(true);
    if (!runBound(q,
            QStringLiteral("SELECT p.key, a.question_id, a.criterion, a.answer, a.score, a.evidence_url, a.comment, a.reported_by,"
                           " a.rfq_id, a.received_on, a.source_file FROM provider_answer a JOIN provider p ON p.id = a.provider_id"
                           " WHERE ? = '' OR p.key = ? ORDER BY p.key, a.question_id"),
            { providerKey.isNull() ? QString(QLatin1String("")) : providerKey, providerKey }, QStringLiteral("read the providers' answers"),
            error))
        return out;
    while (q.next()) {
        ProviderAnswer a;
        a.providerKey = q.value(0).toString();
        a.questionId = q.value(1).toString();
        a.criterion = q.value(2).toString();
        a.answer = q.value(3).toString();
        a.score = sql::optDouble(q.value(4));
        a.evidenceUrl = q.value(5).toString();
        a.comment = q.value(6).toString();
        a.selfReported = q.value(7).toString() == QLatin1String("provider");
        a.rfqId = q.value(8).toString();
        a.receivedOn = q.value(9).toString();
        a.sourceFile = q.value(10).toString();
        out.append(a);
    }
    return out;
}

QList<QuoteRecord> RfqStore::quotes(const Catalog &catalog, const QString &providerKey, QString *error)
{
    error->clear();
    QList<QuoteRecord> out;
    QSqlQuery q(catalog.database());
    q.setForwardOnly(true);
    if (!runBound(q,
            QStringLiteral("SELECT p.key, q.rfq_id, q.line, q.gpu_model, q.gpu_count, q.region, q.kind, q.term_months,"
                           " q.price_per_gpu_hour, q.currency, q.valid_until, q.minimum_commitment, q.egress_per_tb,"
                           " q.storage_per_tb_month, q.other_charges, q.conditions, q.confidential, q.received_on, q.source_file"
                           " FROM quote q JOIN provider p ON p.id = q.provider_id WHERE ? = '' OR p.key = ?"
                           " ORDER BY p.key, q.rfq_id, q.line"),
            { providerKey.isNull() ? QString(QLatin1String("")) : providerKey, providerKey }, QStringLiteral("read the quotes"), error))
        return out;
    while (q.next()) {
        QuoteRecord r;
        r.providerKey = q.value(0).toString();
        r.rfqId = q.value(1).toString();
        r.line = q.value(2).toInt();
        r.gpuModel = q.value(3).toString();
        r.gpuCount = q.value(4).toInt();
        r.region = q.value(5).toString();
        r.kind = q.value(6).toString();
        r.termMonths = q.value(7).toInt();
        r.pricePerGpuHour = q.value(8).toDouble();
        r.currency = q.value(9).toString();
        r.validUntil = q.value(10).toString();
        r.minimumCommitment = q.value(11).toString();
        r.egressPerTb = sql::optDouble(q.value(12));
        r.storagePerTbMonth = sql::optDouble(q.value(13));
        r.otherCharges = q.value(14).toString();
        r.conditions = q.value(15).toString();
        r.confidential = q.value(16).toInt() != 0;
        r.receivedOn = q.value(17).toString();
        r.sourceFile = q.value(18).toString();
        out.append(r);
    }
    return out;
}

} // namespace cg
