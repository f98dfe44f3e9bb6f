#include "catalog/TermPrices.h"

#include "catalog/Catalog.h"

#include <QSqlQuery>
#include <QVariant>

namespace cg {

QList<TermPriceView> reservedPrices(const Catalog &catalog, qint64 offeringId)
{
    QList<TermPriceView> out;
    QSqlQuery q(catalog.database());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT term_months, amount, currency, as_of, source_url, note FROM price"
                             " WHERE offering_id = ? AND kind = 'reserved' ORDER BY term_months, as_of DESC, id DESC"));
    q.addBindValue(offeringId);
    if (!q.exec())
        return out;
    while (q.next()) {
        const int term = q.value(0).toInt();
        if (!out.isEmpty() && out.last().termMonths == term)
            continue; // an older price of the same term
        TermPriceView p;
        p.termMonths = term;
        if (!q.value(1).isNull())
            p.amount = q.value(1).toDouble();
        p.currency = q.value(2).toString();
        p.asOf = q.value(3).toString();
        p.sourceUrl = q.value(4).toString();
        p.note = q.value(5).toString();
        out.append(p);
    }
    return out;
}

} // namespace cg
