// Catalog reads of the ClusterMAX category assessments (table `assessment`).
#include "catalog/store/Catalog.h"

#include "catalog/store/CatalogSql.h"
#include "core/Criteria.h"

#include <QSqlQuery>

#include <algorithm>

namespace cg {

QHash<QString, std::array<std::optional<double>, 10>> Catalog::assessments() const
{
    static const QStringList order = categoryKeys();
    m_lastError.clear();
    QHash<QString, std::array<std::optional<double>, 10>> out;
    QSqlQuery q(database());
    if (!sql::run(q,
            QStringLiteral("SELECT p.key AS provider_key, a.criterion AS criterion, a.score AS score"
                           " FROM assessment a JOIN provider p ON p.id = a.provider_id WHERE a.score IS NOT NULL"),
            QStringLiteral("read the assessment scores"), &m_lastError))
        return out;
    const int providerKey = sql::column(q, "provider_key"), criterion = sql::column(q, "criterion"), score = sql::column(q, "score");
    while (q.next()) {
        const qsizetype c = order.indexOf(q.value(criterion).toString());
        if (c >= 0)
            out[q.value(providerKey).toString()][size_t(c)] = q.value(score).toDouble();
    }
    return out;
}

QList<Assessment> Catalog::assessmentRecords(const QString &providerKey) const
{
    const QString purpose = QStringLiteral("read the assessments");
    m_lastError.clear();
    QList<Assessment> out;
    QSqlQuery q(database());
    q.setForwardOnly(true);
    if (!sql::prepare(q,
            QStringLiteral("SELECT p.key AS provider_key, a.criterion AS criterion, a.score AS score, a.evidence AS evidence,"
                           " a.source_url AS source_url, a.assessed_on AS assessed_on, a.author AS author"
                           " FROM assessment a JOIN provider p ON p.id = a.provider_id WHERE ? = '' OR p.key = ? ORDER BY p.key"),
            purpose, &m_lastError))
        return out;
    q.addBindValue(providerKey.isNull() ? QString(QLatin1String("")) : providerKey);
    q.addBindValue(providerKey);
    if (!sql::exec(q, purpose, &m_lastError))
        return out;
    while (q.next()) {
        out.append({ q.value(QStringLiteral("provider_key")).toString(), q.value(QStringLiteral("criterion")).toString(),
            sql::optDouble(q.value(QStringLiteral("score"))), q.value(QStringLiteral("evidence")).toString(),
            q.value(QStringLiteral("source_url")).toString(), q.value(QStringLiteral("assessed_on")).toString(),
            q.value(QStringLiteral("author")).toString() });
    }
    const QStringList order = categoryKeys();
    std::stable_sort(out.begin(), out.end(), [&order](const Assessment &a, const Assessment &b) {
        return a.providerKey != b.providerKey ? a.providerKey < b.providerKey : order.indexOf(a.criterion) < order.indexOf(b.criterion);
    });
    return out;
}

} // namespace cg
