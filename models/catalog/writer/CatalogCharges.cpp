// The providers' published charges besides the GPU-hour: schema v7 (table provider_charge), its
// write (CatalogWriter::replaceProviderCharges) and read (Catalog::providerCharges).
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogSchema.h"
#include "catalog/store/CatalogSql.h"
#include "catalog/writer/CatalogWriter.h"

#include <QSqlQuery>
#include <QVariant>

namespace cg {

namespace {

// Schema v7: provider_charge, one row per (provider, charge) as ProviderCharge describes it. The
// seed (hidden_costs.csv) fills it; a provider without a row for a charge: nobody found one.
const char *const kSchemaV7[] = {
    R"(CREATE TABLE provider_charge (
        provider_id INTEGER NOT NULL REFERENCES provider(id) ON DELETE CASCADE,
        charge TEXT NOT NULL CHECK (charge IN ('egress','block_storage','file_storage','object_storage','public_ipv4')),
        amount REAL NOT NULL CHECK (amount >= 0),
        currency TEXT NOT NULL,
        unit TEXT NOT NULL CHECK (unit IN ('per_gb','per_gib','per_tb','per_gb_month','per_gib_month','per_tb_month','per_hour','per_month')),
        free_allowance REAL CHECK (free_allowance IS NULL OR free_allowance >= 0),
        product TEXT,
        source_url TEXT NOT NULL,
        as_of TEXT,
        note TEXT,
        PRIMARY KEY (provider_id, charge)))",
};

} // namespace

QStringList schema::v7Statements()
{
    QStringList out;
    for (const char *statement : kSchemaV7)
        out.append(QString::fromUtf8(statement));
    return out;
}

bool CatalogWriter::replaceProviderCharges(qint64 providerId, const QList<ProviderCharge> &charges)
{
    const QString purpose = QStringLiteral("store the charges of provider %1").arg(providerId);
    QSqlQuery q(m_catalog.database());
    if (!sql::prepare(q, QStringLiteral("DELETE FROM provider_charge WHERE provider_id = ?"), purpose, &m_error))
        return false;
    q.addBindValue(providerId);
    if (!sql::exec(q, purpose, &m_error))
        return false;
    if (!sql::prepare(q,
            QStringLiteral("INSERT INTO provider_charge (provider_id, charge, amount, currency, unit, free_allowance, product, source_url,"
                           " as_of, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
            purpose, &m_error))
        return false;
    for (const ProviderCharge &c : charges) {
        for (const QVariant &v : { QVariant(providerId), QVariant(c.charge), QVariant(c.amount), QVariant(c.currency), QVariant(c.unit),
                 sql::toVariant(c.freeAllowance), sql::textOrNull(c.product), QVariant(c.sourceUrl), sql::textOrNull(c.asOf),
                 sql::textOrNull(c.note) })
            q.addBindValue(v);
        if (!sql::exec(q, purpose, &m_error))
            return false;
    }
    return true;
}

QHash<QString, QList<ProviderCharge>> Catalog::providerCharges() const
{
    m_lastError.clear();
    QHash<QString, QList<ProviderCharge>> out;
    if (m_schemaVersion < 7)
        return out;
    QSqlQuery q(database());
    if (!sql::run(q,
            QStringLiteral(
                "SELECT p.key, c.charge, c.amount, c.currency, c.unit, c.free_allowance, c.product, c.source_url, c.as_of, c.note"
                " FROM provider_charge c JOIN provider p ON p.id = c.provider_id ORDER BY p.key, c.charge"),
            QStringLiteral("read the providers' charges"), &m_lastError))
        return out;
    while (q.next()) {
        ProviderCharge c;
        c.providerKey = q.value(0).toString();
        c.charge = q.value(1).toString();
        c.amount = q.value(2).toDouble();
        c.currency = q.value(3).toString();
        c.unit = q.value(4).toString();
        c.freeAllowance = sql::optDouble(q.value(5));
        c.product = q.value(6).toString();
        c.sourceUrl = q.value(7).toString();
        c.asOf = q.value(8).toString();
        c.note = q.value(9).toString();
        out[c.providerKey].append(c);
    }
    return out;
}

} // namespace cg
