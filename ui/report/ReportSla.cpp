#include "report/ReportSla.h"

#include "scoring/SlaText.h"

namespace cg {

QString ReportSla::providerHtml(const ProviderSla &sla, const QLocale &locale)
{
    QString html = QStringLiteral("<p>%1</p>").arg(SlaText::summary(sla, locale).toHtmlEscaped());
    if (!sla.sourceUrl.isEmpty())
        html += QStringLiteral("<p class=small>%1</p>").arg(tr("Source: %1").arg(sla.sourceUrl).toHtmlEscaped());
    html += QStringLiteral("<p class='muted small'>%1</p>")
                .arg(tr("No MTBF or failure-handling figures for this provider in the catalog.").toHtmlEscaped());
    return html;
}

QString ReportSla::methodologyParagraph()
{
    // Sources: resources/seed/price_sources_2026.md section 4 (AWS 2008 SLA, scribd copy effective
    // 2008-10-23; aws.amazon.com/compute/sla/historical, 2022-05-05; cloud.google.com/compute/sla).
    return tr("Published compute SLAs (single instance and multi-zone, percent of monthly uptime, each with its page and date) are "
              "shown per provider. \"AWS and Google Cloud promise 99.95 %\" is not what their SLAs say: 99.95 % was EC2's annual, "
              "region-level commitment of 2008. Today AWS's 99.99 % is Region-Level and needs instances in two or more availability "
              "zones, and a single instance falls under a separate, lower Instance-Level SLA; Google's 99.99 % is for instances in "
              "multiple zones, a single GPU instance gets 99.9 % and 99.95 % is only for a single memory-optimized instance. One "
              "training node is a single instance. An SLA figure is the uptime below which the provider owes service credits on the "
              "bill, not an uptime it measures or guarantees; it does not enter the score.");
}

} // namespace cg
