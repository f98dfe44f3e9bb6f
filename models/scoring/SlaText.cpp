#include "scoring/SlaText.h"

namespace cg {

namespace {

QString percent(std::optional<double> v, const QLocale &l, const QString &unknown)
{
    return v ? l.toString(*v, 'g', 6) : unknown;
}

} // namespace

QString SlaText::shortLabel(const ProviderSla &sla, const QLocale &locale)
{
    if (sla.status == QLatin1String("none"))
        return tr("no published SLA");
    if (sla.status != QLatin1String("published"))
        return {};
    if (!sla.hasFigure())
        return tr("SLA, figures not read");
    const QString dash = QStringLiteral("—");
    return tr("SLA %1 / %2 %").arg(percent(sla.singleInstancePct, locale, dash), percent(sla.multiZonePct, locale, dash));
}

QString SlaText::summary(const ProviderSla &sla, const QLocale &locale)
{
    if (sla.status == QLatin1String("none"))
        return tr("The provider publishes no compute SLA.");
    if (sla.status != QLatin1String("published"))
        return tr("Unknown: no SLA page of the provider was confirmed.");
    auto figure
        = [&locale](std::optional<double> v) -> QString { return v ? tr("%1 %").arg(locale.toString(*v, 'g', 6)) : tr("not read"); };
    QString text = tr("Single instance %1, multi-zone %2 of monthly uptime (below it, service credits are due).")
                       .arg(figure(sla.singleInstancePct), figure(sla.multiZonePct));
    // The catalog's own Chinese text in Chinese, where it has one; else the English it was read in.
    const bool zh = locale.language() == QLocale::Chinese;
    const QString credits = zh && !sla.creditsZh.isEmpty() ? sla.creditsZh : sla.credits;
    const QString excludes = zh && !sla.excludesZh.isEmpty() ? sla.excludesZh : sla.excludes;
    const QString space = zh ? QString() : QStringLiteral(" "); // Chinese sentences follow "。" without a space
    if (!credits.isEmpty())
        text += space + tr("Credits: %1.").arg(credits);
    if (!excludes.isEmpty())
        text += space + tr("Scope: %1.").arg(excludes);
    if (!sla.asOf.isEmpty())
        text += space + tr("As of %1.").arg(sla.asOf);
    return text;
}

} // namespace cg
