#include "catalog/store/TermPrices.h"

#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogSql.h"

#include <QSqlQuery>
#include <QVariant>

namespace cg {

QList<TermPriceView> reservedPrices(const Catalog &catalog, qint64 offeringId, QString *error)
{
    const QString purpose = QStringLiteral("read the reserved prices of offering %1").arg(offeringId);
    QList<TermPriceView> out;
    QSqlQuery q(catalog.database());
    q.setForwardOnly(true);
    if (!sql::prepare(q,
            QStringLiteral(
                "SELECT term_months, amount, currency, as_of, source_url, note, observed_on, observed_after, imported_on FROM price"
                " WHERE offering_id = ? AND kind = 'reserved' ORDER BY term_months, as_of DESC, id DESC"),
            purpose, error))
        return out;
    q.addBindValue(offeringId);
    if (!sql::exec(q, purpose, error))
        return out;
    while (q.next()) {
        const int term = q.value(QStringLiteral("term_months")).toInt();
        if (!out.isEmpty() && out.last().termMonths == term)
            continue; // an older price of the same term
        TermPriceView p;
        p.termMonths = term;
        p.amount = sql::optDouble(q.value(QStringLiteral("amount")));
        p.currency = q.value(QStringLiteral("currency")).toString();
        p.asOf = q.value(QStringLiteral("as_of")).toString();
        p.sourceUrl = q.value(QStringLiteral("source_url")).toString();
        p.note = q.value(QStringLiteral("note")).toString();
        p.dates.observedOn = q.value(QStringLiteral("observed_on")).toString();
        p.dates.observedAfter = q.value(QStringLiteral("observed_after")).toString();
        p.dates.importedOn = q.value(QStringLiteral("imported_on")).toString();
        out.append(p);
    }
    return out;
}

} // namespace cg
