#include "report/ReportChanges.h"

#include "catalog/store/Catalog.h"
#include "scoring/RankDiff.h"

#include <QLocale>
#include <QSettings>

namespace cg {

namespace {

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString amount(const std::optional<double> &v, const QString &currency)
{
    return v ? QLocale().toString(*v, 'f', *v < 10 ? 4 : 2) + QLatin1Char(' ') + currency : QStringLiteral("—");
}

QString headerRow(const QStringList &cells)
{
    QString row = QStringLiteral("<tr>");
    for (const QString &c : cells)
        row += QStringLiteral("<th>%1</th>").arg(esc(c));
    return row + QStringLiteral("</tr>");
}

} // namespace

qint64 ReportChanges::rememberedRun(const QString &catalogPath)
{
    QSettings s;
    if (s.value(QStringLiteral("report/lastCatalog")).toString() != catalogPath)
        return 0;
    return s.value(QStringLiteral("report/lastRun"), 0).toLongLong();
}

void ReportChanges::remember(const Catalog &catalog, const QString &fingerprint)
{
    const qint64 run = PriceHistory(catalog).latestRunId();
    QSettings s;
    s.setValue(QStringLiteral("report/lastCatalog"), catalog.path());
    s.setValue(QStringLiteral("report/lastRun"), run);
    s.setValue(QStringLiteral("report/lastFingerprint"), fingerprint);
}

ReportChanges::Section ReportChanges::section(const Catalog &catalog, const RankingParams &params, qint64 sinceRun, int top)
{
    Section out;
    if (sinceRun == 0)
        return out;
    const qint64 run = sinceRun > 0 ? sinceRun : rememberedRun(catalog.path());
    if (run <= 0 || (sinceRun < 0 && run >= PriceHistory(catalog).latestRunId()))
        return out; // no report remembered, or nothing imported since it

    QString error;
    const auto report = changesSince(catalog, HistoryCutoff { {}, run }, params, top, &error);
    out.heading = tr("What changed since the last report");
    if (!report) {
        out.paragraphs.append(tr("The price history could not be read: %1").arg(error));
        return out;
    }
    const CatalogDiff &d = report->prices;
    int priceChanges = 0;
    for (const PriceChange &c : d.changes) {
        if (c.offerLevel)
            continue;
        ++priceChanges;
        const QString kind = c.kind == QLatin1String("spot") ? tr("spot")
            : c.kind == QLatin1String("reserved")            ? tr("reserved")
                                                             : tr("on-demand");
        const QString change = c.type == PriceChange::Type::Appeared ? tr("new price")
            : c.type == PriceChange::Type::Withdrawn                 ? tr("no longer offered")
            : c.percent()                                            ? QLocale().toString(*c.percent(), 'f', 1) + QStringLiteral(" %")
                                                                     : tr("changed");
        out.priceRows.append(
            QStringLiteral("<tr><td>%1</td><td>%2</td><td align=right>%3</td><td align=right>%4</td><td align=right>%5</td></tr>")
                .arg(esc(QStringLiteral("%1 %2 (%3)").arg(c.offer().providerKey, c.offer().instanceType, c.offer().region)), kind,
                    amount(c.oldAmount, c.oldCurrency), amount(c.newAmount, c.newCurrency), change));
    }
    out.paragraphs.append(tr("Since import run #%1 (the newest when the last report was made): %2 new offers, %3 removed offers, "
                             "%4 price changes. Prices are per instance-hour as the sources list them.")
                              .arg(run)
                              .arg(d.newOffers.size())
                              .arg(d.removedOffers.size())
                              .arg(priceChanges));
    out.priceHeader = headerRow({ tr("Offer"), tr("Price"), tr("Before"), tr("Now"), tr("Change") });
    for (const RankMove &m : report->ranks) {
        if (m.oldRank == m.newRank)
            continue;
        out.rankRows.append(QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td></tr>")
                                .arg(esc(QStringLiteral("%1 %2").arg(m.providerKey, m.gpuName)),
                                    m.oldRank > 0 ? QString::number(m.oldRank) : tr("not ranked"),
                                    m.newRank > 0 ? QString::number(m.newRank) : tr("not ranked")));
    }
    out.rankHeader = headerRow({ tr("Provider and GPU"), tr("Rank before"), tr("Rank now") });
    if (out.rankRows.isEmpty())
        out.paragraphs.append(tr("The top %1 of the ranking kept their ranks.").arg(top));
    return out;
}

} // namespace cg
