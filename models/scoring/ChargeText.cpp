#include "scoring/ChargeText.h"

namespace cg {

QString ChargeText::name(const QString &charge)
{
    if (charge == QLatin1String("egress"))
        return tr("Internet egress");
    if (charge == QLatin1String("block_storage"))
        return tr("Network volumes");
    if (charge == QLatin1String("file_storage"))
        return tr("Shared filesystem");
    if (charge == QLatin1String("object_storage"))
        return tr("Object storage");
    if (charge == QLatin1String("public_ipv4"))
        return tr("Public IPv4 address");
    return charge;
}

QString ChargeText::amount(const ProviderCharge &c, const QLocale &l)
{
    QString unit;
    if (c.unit == QLatin1String("per_gb"))
        unit = tr("per GB");
    else if (c.unit == QLatin1String("per_gib"))
        unit = tr("per GiB");
    else if (c.unit == QLatin1String("per_gib_month"))
        unit = tr("per GiB-month");
    else if (c.unit == QLatin1String("per_tb"))
        unit = tr("per TB");
    else if (c.unit == QLatin1String("per_gb_month"))
        unit = tr("per GB-month");
    else if (c.unit == QLatin1String("per_tb_month"))
        unit = tr("per TB-month");
    else if (c.unit == QLatin1String("per_hour"))
        unit = tr("per hour");
    else
        unit = tr("per month");
    const QString money = QStringLiteral("%1 %2 %3").arg(c.currency, l.toString(c.amount, 'g', 6), unit);
    QString out = c.amount == 0 ? tr("no charge (%1)").arg(money) : money;
    if (c.freeAllowance && *c.freeAllowance > 0)
        out += tr(", first %1 %2 a month free")
                   .arg(l.toString(*c.freeAllowance, 'g', 6),
                       c.unit == QLatin1String("per_gb")        ? QStringLiteral("GB")
                           : c.unit == QLatin1String("per_gib") ? QStringLiteral("GiB")
                                                                : QStringLiteral("TB"));
    return out;
}

QString ChargeText::line(const ProviderCharge &c, const QLocale &l)
{
    const QString date = c.asOf.isEmpty() ? tr("undated") : c.asOf;
    return tr("%1: %2 (%3)").arg(name(c.charge), amount(c, l), c.product.isEmpty() ? date : c.product + QStringLiteral("; ") + date);
}

QString ChargeText::truthOf(const CostBreakdown &b, const CostScenario &s, const QLocale &l, const std::function<QString(double)> &money)
{
    auto usd = [&l, &money](double v) { return money ? money(v) : QStringLiteral("USD %1").arg(l.toString(v, 'f', 0)); };
    const QString storage = b.storagePublished ? tr("storage %1 a month at the provider's published rate").arg(usd(b.storage))
                                               : tr("storage %1 a month at the generic USD %2 per GB-month (no published rate)")
                                                     .arg(usd(b.storage), l.toString(s.storageUsdPerGbMonth, 'g', 3));
    const QString egress = b.egressPublished ? tr("egress of %1 TB %2 a month").arg(l.toString(s.egressTbPerMonth, 'g', 4), usd(b.egress))
                                             : tr("egress unknown, not included");
    const QString ipv4 = b.ipv4Published ? tr("public IPv4 %1 a month (%2 × USD %3 per address)")
                                               .arg(usd(b.publicIpv4), l.toString(s.publicIpv4Addresses),
                                                   l.toString(s.publicIpv4Addresses > 0 ? b.publicIpv4 / s.publicIpv4Addresses : 0, 'f', 2))
                                         : tr("public IPv4 unknown, not included");
    return tr("Counted: %1; %2; %3.").arg(storage, egress, ipv4);
}

} // namespace cg
