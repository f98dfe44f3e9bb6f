#include "rfq/QuoteComparison.h"

#include <QCoreApplication>
#include <QLocale>

namespace cg::rfq {

namespace {
class Text
{
    Q_DECLARE_TR_FUNCTIONS(cg::rfq::QuoteComparison)
};
} // namespace

QList<QuoteComparison> compareQuotes(
    const QList<QuoteRecord> &quotes, const QList<OfferView> &offers, const GpuIdentity &identity, const FxRates &fx, const QDate &today)
{
    QList<QuoteComparison> out;
    for (const QuoteRecord &q : quotes) {
        QuoteComparison c;
        c.quote = q;
        c.gpuKey = identity.resolve(q.gpuModel).key;
        c.quoteUsdPerGpuHour = fx.toUsd(q.pricePerGpuHour, q.currency);
        c.expired = q.isExpired(today);
        if (!c.gpuKey.isEmpty()) {
            for (const OfferView &o : offers) {
                if (o.providerKey != q.providerKey || o.gpuKey != c.gpuKey || o.withdrawnRunId != 0)
                    continue;
                const std::optional<double> perGpu = o.onDemandPerGpuHour();
                const std::optional<double> usd = perGpu ? fx.toUsd(*perGpu, o.onDemand.currency) : std::nullopt;
                if (usd && (!c.listUsdPerGpuHour || *usd < *c.listUsdPerGpuHour))
                    c.listUsdPerGpuHour = usd;
            }
        }
        if (c.quoteUsdPerGpuHour && c.listUsdPerGpuHour && *c.listUsdPerGpuHour > 0)
            c.differencePercent = (*c.quoteUsdPerGpuHour / *c.listUsdPerGpuHour - 1) * 100;
        out.append(c);
    }
    return out;
}

QHash<QString, QString> quoteMarkers(const QList<QuoteComparison> &quotes)
{
    const QLocale l;
    QHash<QString, QString> out;
    for (const QuoteComparison &c : quotes) {
        if (!c.usable())
            continue;
        const QuoteRecord &q = c.quote;
        const QString pricing
            = q.kind == QLatin1String("reserved") ? Text::tr("reserved %n month(s)", nullptr, q.termMonths) : Text::tr("on-demand");
        QString line = Text::tr("Quote received (confidential): %1 %2 per GPU-hour, %3, valid until %4")
                           .arg(q.currency, l.toString(q.pricePerGpuHour, 'f', 2), pricing, q.validUntil);
        if (c.differencePercent)
            line += Text::tr(", %1 % against the list price")
                        .arg(QString(
                            (*c.differencePercent > 0 ? QStringLiteral("+") : QString()) + l.toString(*c.differencePercent, 'f', 1)));
        QString &text = out[quoteKey(q.providerKey, c.gpuKey)];
        text += (text.isEmpty() ? QString() : QStringLiteral("\n")) + line;
    }
    return out;
}

} // namespace cg::rfq
