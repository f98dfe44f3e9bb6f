#include "RfqQuotes.h"

#include "CommandSupport.h"
#include "catalog/Catalog.h"
#include "scoring/RankingSession.h"

#include <QLocale>
#include <QTextStream>

namespace cg::cli {

namespace {

QString termText(const QuoteRecord &q)
{
    return q.kind == QLatin1String("reserved") ? QStringLiteral("reserved %1 mo").arg(q.termMonths) : QStringLiteral("on-demand");
}

QString percentText(const std::optional<double> &p)
{
    return p ? QStringLiteral("%1%2%").arg(*p > 0 ? QStringLiteral("+") : QString(), QLocale::c().toString(*p, 'f', 0)) : QStringLiteral("—");
}

} // namespace

QList<rfq::QuoteComparison> receivedQuotes(const Catalog &catalog, const CatalogSnapshot &snapshot, const QDate &today)
{
    QString error;
    const QList<QuoteRecord> quotes = RfqStore::quotes(catalog, {}, &error);
    if (!error.isEmpty() || quotes.isEmpty())
        return {};
    return rfq::compareQuotes(quotes, snapshot.offers, catalog.gpuIdentity(), snapshot.fx, today);
}

QStringList quoteBadges(const QList<rfq::QuoteComparison> &quotes, const OfferView &offer)
{
    QStringList out;
    for (const rfq::QuoteComparison &c : quotes) {
        if (c.expired || c.gpuKey.isEmpty() || c.quote.providerKey != offer.providerKey || c.gpuKey != offer.gpuKey)
            continue;
        out.append(QStringLiteral("quote: %1 %2/GPU-h %3 until %4 (%5 vs list, confidential)")
                       .arg(c.quote.currency, QLocale::c().toString(c.quote.pricePerGpuHour, 'f', 2), termText(c.quote), c.quote.validUntil,
                           percentText(c.differencePercent)));
    }
    return out;
}

void printQuotes(QTextStream &out, const QList<rfq::QuoteComparison> &quotes)
{
    out << "\nQuotes received (confidential): " << quotes.size() << '\n';
    if (quotes.isEmpty())
        return;
    QList<QStringList> rows { { QStringLiteral("provider"), QStringLiteral("gpu"), QStringLiteral("gpus"), QStringLiteral("pricing"),
        QStringLiteral("quoted"), QStringLiteral("quoted_usd_per_gpu_hour"), QStringLiteral("list_usd_per_gpu_hour"), QStringLiteral("vs_list"),
        QStringLiteral("valid_until"), QStringLiteral("status"), QStringLiteral("source") } };
    for (const rfq::QuoteComparison &c : quotes) {
        rows.append({ c.quote.providerKey, c.quote.gpuModel, QString::number(c.quote.gpuCount), termText(c.quote),
            QStringLiteral("%1 %2").arg(c.quote.currency, QLocale::c().toString(c.quote.pricePerGpuHour, 'f', 2)), num(c.quoteUsdPerGpuHour, 2),
            c.listUsdPerGpuHour ? num(c.listUsdPerGpuHour, 2) : QStringLiteral("no list price"), percentText(c.differencePercent), c.quote.validUntil,
            c.expired ? QStringLiteral("EXPIRED") : QStringLiteral("valid"), QStringLiteral("%1 (%2)").arg(c.quote.sourceFile, c.quote.rfqId) });
    }
    printTable(out, rows);
}

} // namespace cg::cli
