#pragma once

#include "catalog/store/CatalogTypes.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace cg {

/**
 * A provider's published compute SLA (ProviderSla) in words, for the details pane, the report's
 * provider pages and the reliability chart, in the UI language. The figures are what the
 * provider's SLA page promises as percent of monthly uptime: below them the customer may claim
 * service credits; they are not measured uptime. The single-instance figure is the one that
 * applies to one training node; the multi-zone one needs instances in two or more zones.
 */
class SlaText
{
    Q_DECLARE_TR_FUNCTIONS(cg::SlaText)

public:
    /// A short label for a chart: "SLA 99.5 / 99.99 %" (single instance / multi-zone, "—" for an
    /// unknown figure), "SLA, figures not read", "no published SLA", or empty when the status is unknown.
    static QString shortLabel(const ProviderSla &sla, const QLocale &locale);
    /// One sentence or two: the status, both figures ("not read" where unknown), credits,
    /// exclusions and the page's date; "Unknown: …" when no status was confirmed. For a Chinese
    /// `locale` the credits and exclusions are the catalog's Chinese text where it has one.
    static QString summary(const ProviderSla &sla, const QLocale &locale);
};

} // namespace cg
