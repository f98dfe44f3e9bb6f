#pragma once

#include "catalog/store/CatalogTypes.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace cg {

/**
 * The published compute SLA in the PDF report (kept out of ReportWriter.cpp): the paragraph of
 * a provider page's "Reliability" section and the methodology paragraph on what the SLAs cover.
 * Text in the report's language; the SLA data and its sources are resources/seed/reliability.csv.
 */
class ReportSla
{
    Q_DECLARE_TR_FUNCTIONS(cg::ReportSla)

public:
    /// HTML paragraphs for a provider page: the SLA in words (SlaText::summary), its source URL,
    /// and that the report has no MTBF or failure-handling figures for the provider (the true cost
    /// uses the published reference of its tier).
    static QString providerHtml(const ProviderSla &sla, const QLocale &locale);
    /// The methodology paragraph: what "AWS and Google Cloud promise 99.95 %" misses, what the
    /// published SLAs cover (single instance vs multi-zone) and that they promise credits, not uptime.
    static QString methodologyParagraph();
};

} // namespace cg
