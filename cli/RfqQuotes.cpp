#include "RfqQuotes.h"

#include "CommandSupport.h"
#include "catalog/store/Catalog.h"
#include "scoring/RankingSession.h"

#include <QJsonValue>
#include <QLocale>
#include <QTextStream>

#include <cmath>

namespace cg::cli {

namespace {

QString termText(const QuoteRecord &q)
{
    return q.kind == QLatin1String("reserved") ? QStringLiteral("reserved %1 mo").arg(q.termMonths) : QStringLiteral("on-demand");
}

QString percentText(const std::optional<double> &p)
{
    return p ? QStringLiteral("%1%2%").arg(*p > 0 ? QStringLiteral("+") : QString(), QLocale::c().toString(*p, 'f', 0))
             : QStringLiteral("—");
}

QJsonValue textOrNull(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
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
        if (!c.appliesTo(offer))
            continue;
        out.append(QStringLiteral("quote: %1 %2/GPU-h %3 until %4 (%5 vs list, confidential)")
                       .arg(c.quote.currency, QLocale::c().toString(c.quote.pricePerGpuHour, 'f', 2), termText(c.quote), c.quote.validUntil,
                           percentText(c.differencePercent)));
    }
    return out;
}

QStringList quoteColumns()
{
    return { QStringLiteral("basis"), QStringLiteral("confidential"), QStringLiteral("list_usd_per_gpu_hour"),
        QStringLiteral("vs_list_percent"), QStringLiteral("valid_until"), QStringLiteral("quote_status") };
}

QStringList listPriceQuoteCells()
{
    return { QStringLiteral("list"), QStringLiteral("no"), QString(), QString(), QString(), QString() };
}

QuoteRankRow quoteRankRow(const rfq::QuoteComparison &c, const QString &providerName, int besideRank, bool trueCostColumn)
{
    const QuoteRecord &q = c.quote;
    QStringList notes {
        QStringLiteral("confidential quote: %1 %2/GPU-h %3").arg(q.currency, QLocale::c().toString(q.pricePerGpuHour, 'f', 2), termText(q))
    };
    if (!q.minimumCommitment.isEmpty())
        notes.append(QStringLiteral("minimum commitment %1").arg(q.minimumCommitment));
    if (q.egressPerTb)
        notes.append(QStringLiteral("egress %1 %2/TB").arg(q.currency, num(q.egressPerTb, 2)));
    if (q.storagePerTbMonth)
        notes.append(QStringLiteral("storage %1 %2/TB-month").arg(q.currency, num(q.storagePerTbMonth, 2)));
    if (!q.otherCharges.isEmpty())
        notes.append(q.otherCharges);
    if (!q.conditions.isEmpty())
        notes.append(q.conditions);
    if (c.gpuKey.isEmpty())
        notes.append(QStringLiteral("GPU model not recognised"));
    notes.append(QStringLiteral("source %1 (%2)").arg(q.sourceFile, q.rfqId));

    QuoteRankRow row;
    row.cells = { QString(), providerName, QStringLiteral("quote line %1").arg(q.line), q.gpuModel, QString::number(q.gpuCount),
        c.quoteUsdPerGpuHour ? num(c.quoteUsdPerGpuHour, 2) : QStringLiteral("no FX rate"), QString(), QString(), QString(), QString(),
        q.region, q.receivedOn, notes.join(QLatin1String("; ")) };
    if (trueCostColumn)
        row.cells.insert(6, QString()); // a quote has no true-cost figure of its own
    row.cells += QStringList { QStringLiteral("quote"), QStringLiteral("yes"),
        c.listUsdPerGpuHour ? num(c.listUsdPerGpuHour, 2) : QStringLiteral("no list price"),
        c.differencePercent
            ? QStringLiteral("%1%2").arg(*c.differencePercent > 0 ? QStringLiteral("+") : QString(), num(c.differencePercent, 1))
            : QStringLiteral("—"),
        q.validUntil, c.expired ? QStringLiteral("EXPIRED") : QStringLiteral("valid") };

    QJsonObject &j = row.json;
    j.insert(QStringLiteral("basis"), QStringLiteral("quote"));
    j.insert(QStringLiteral("confidential"), q.confidential);
    j.insert(QStringLiteral("beside_rank"), besideRank > 0 ? QJsonValue(besideRank) : QJsonValue(QJsonValue::Null));
    j.insert(QStringLiteral("provider"), q.providerKey);
    j.insert(QStringLiteral("provider_name"), providerName);
    j.insert(QStringLiteral("gpu"), q.gpuModel);
    j.insert(QStringLiteral("gpu_key"), textOrNull(c.gpuKey));
    j.insert(QStringLiteral("gpu_count"), q.gpuCount);
    j.insert(QStringLiteral("pricing"), q.kind);
    j.insert(QStringLiteral("term_months"), q.termMonths);
    j.insert(QStringLiteral("region"), textOrNull(q.region));
    j.insert(QStringLiteral("price_per_gpu_hour"), q.pricePerGpuHour);
    j.insert(QStringLiteral("currency"), q.currency);
    j.insert(QStringLiteral("usd_per_gpu_hour"),
        c.quoteUsdPerGpuHour ? QJsonValue(std::round(*c.quoteUsdPerGpuHour * 10000) / 10000) : QJsonValue(QJsonValue::Null));
    j.insert(QStringLiteral("list_usd_per_gpu_hour"), jsonNum(c.listUsdPerGpuHour));
    j.insert(QStringLiteral("vs_list_percent"),
        c.differencePercent ? QJsonValue(std::round(*c.differencePercent * 10) / 10) : QJsonValue(QJsonValue::Null));
    j.insert(QStringLiteral("received_on"), q.receivedOn);
    j.insert(QStringLiteral("valid_until"), q.validUntil);
    j.insert(QStringLiteral("expired"), c.expired);
    j.insert(QStringLiteral("minimum_commitment"), textOrNull(q.minimumCommitment));
    j.insert(QStringLiteral("egress_per_tb"), jsonNum(q.egressPerTb));
    j.insert(QStringLiteral("storage_per_tb_month"), jsonNum(q.storagePerTbMonth));
    j.insert(QStringLiteral("other_charges"), textOrNull(q.otherCharges));
    j.insert(QStringLiteral("conditions"), textOrNull(q.conditions));
    j.insert(QStringLiteral("rfq_id"), q.rfqId);
    j.insert(QStringLiteral("line"), q.line);
    j.insert(QStringLiteral("source_file"), textOrNull(q.sourceFile));
    return row;
}

void printQuotesSummary(QTextStream &out, const QList<rfq::QuoteComparison> &quotes)
{
    int expired = 0;
    for (const rfq::QuoteComparison &c : quotes)
        expired += c.expired ? 1 : 0;
    out << "\nQuotes received (confidential): " << quotes.size() << ", " << expired << " expired";
    if (!quotes.isEmpty())
        out << "; rows with basis quote sit under the listed offer of the same provider and GPU model (at the end when none is ranked)";
    out << '\n';
}

} // namespace cg::cli
