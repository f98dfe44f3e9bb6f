// The providers' published certifications: schema v14 (table provider_certification), its write
// (CatalogWriter::replaceProviderCertifications) and read (Catalog::providerCertifications).
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogSchema.h"
#include "catalog/store/CatalogSql.h"
#include "catalog/writer/CatalogWriter.h"

#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace cg {

namespace {

// Schema v14: provider_certification, one row per (provider, standard, scope) as Certification
// describes it; scope '' = the whole platform. The seed (compliance.csv) fills it; a provider
// without a row for a standard: nobody found one in its published pages.
const char *const kSchemaV14[] = {
    R"(CREATE TABLE provider_certification (
        provider_id INTEGER NOT NULL REFERENCES provider(id) ON DELETE CASCADE,
        standard TEXT NOT NULL,
        level TEXT,
        scope TEXT NOT NULL DEFAULT '',
        status TEXT NOT NULL CHECK (status IN ('holds','in-progress','self-declared')),
        source_url TEXT NOT NULL,
        observed_on TEXT,
        quote TEXT,
        PRIMARY KEY (provider_id, standard, scope)))",
};

} // namespace

QStringList schema::v14Statements()
{
    QStringList out;
    for (const char *statement : kSchemaV14)
        out.append(QString::fromUtf8(statement));
    return out;
}

bool CatalogWriter::replaceProviderCertifications(qint64 providerId, const QList<Certification> &certifications)
{
    const QString purpose = QStringLiteral("store the certifications of provider %1").arg(providerId);
    QSqlQuery q(m_catalog.database());
    if (!sql::prepare(q, QStringLiteral("DELETE FROM provider_certification WHERE provider_id = ?"), purpose, &m_error))
        return false;
    q.addBindValue(providerId);
    if (!sql::exec(q, purpose, &m_error))
        return false;
    if (!sql::prepare(q,
            QStringLiteral(
                "INSERT INTO provider_certification (provider_id, standard, level, scope, status, source_url, observed_on, quote)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
            purpose, &m_error))
        return false;
    for (const Certification &c : certifications) {
        const QString scope = c.scope.isNull() ? QString(QLatin1String("")) : c.scope; // '' is the whole platform, not NULL
        for (const QVariant &v : { QVariant(providerId), QVariant(c.standard), sql::textOrNull(c.level), QVariant(scope),
                 QVariant(c.status), QVariant(c.sourceUrl), sql::textOrNull(c.observedOn), sql::textOrNull(c.quote) })
            q.addBindValue(v);
        if (!sql::exec(q, purpose, &m_error))
            return false;
    }
    return true;
}

QHash<QString, QList<Certification>> Catalog::providerCertifications() const
{
    m_lastError.clear();
    QHash<QString, QList<Certification>> out;
    if (m_schemaVersion < 14)
        return out;
    QSqlQuery q(database());
    if (!sql::run(q,
            QStringLiteral("SELECT p.key, c.standard, c.level, c.scope, c.status, c.source_url, c.observed_on, c.quote"
                           " FROM provider_certification c JOIN provider p ON p.id = c.provider_id ORDER BY p.key, c.standard, c.scope"),
            QStringLiteral("read the providers' certifications"), &m_lastError))
        return out;
    while (q.next()) {
        Certification c;
        c.providerKey = q.value(0).toString();
        c.standard = q.value(1).toString();
        c.level = q.value(2).toString();
        c.scope = q.value(3).toString();
        c.status = q.value(4).toString();
        c.sourceUrl = q.value(5).toString();
        c.observedOn = q.value(6).toString();
        c.quote = q.value(7).toString();
        out[c.providerKey].append(c);
    }
    // In Certification::standards() order within a provider, not alphabetical.
    const QStringList order = Certification::standards();
    for (QList<Certification> &list : out)
        std::stable_sort(list.begin(), list.end(),
            [&order](const Certification &a, const Certification &b) { return order.indexOf(a.standard) < order.indexOf(b.standard); });
    return out;
}

} // namespace cg
