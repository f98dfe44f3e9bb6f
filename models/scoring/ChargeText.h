#pragma once

#include "catalog/store/CatalogTypes.h"
#include "scoring/TrueCost.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <functional>

namespace cg {

/**
 * A provider's published charges besides the GPU-hour (ProviderCharge) and what the true cost
 * made of them (CostBreakdown), in words for the details pane, the report and the command line,
 * in the UI language. Amounts are shown as the source states them (currency and unit); the true
 * cost converts them (HiddenCostRates).
 */
class ChargeText
{
    Q_DECLARE_TR_FUNCTIONS(cg::ChargeText)

public:
    /// The charge's name: "Internet egress", "Network volumes", "Shared filesystem", "Object
    /// storage", "Public IPv4 address"; the key itself when unknown.
    static QString name(const QString &charge);
    /// The amount as stated: "USD 0.09 per GB, first 100 GB a month free", "USD 0.005 per hour",
    /// "no charge (USD 0 per TB)".
    static QString amount(const ProviderCharge &c, const QLocale &locale);
    /// One line per charge: "<name>: <amount> (<product>; <date or 'undated'>)".
    static QString line(const ProviderCharge &c, const QLocale &locale);
    /// What the true cost counted, one sentence: storage at the provider's published rate or at
    /// the scenario's generic USD per GB-month, egress and IPv4 at their published rates with the
    /// USD per month, or "unknown: not included". `money` formats a USD amount in the reader's
    /// currency (the report's: "CNY 1,234.00"); empty: "USD 1,234".
    static QString truthOf(
        const CostBreakdown &b, const CostScenario &s, const QLocale &locale, const std::function<QString(double usd)> &money = {});
};

} // namespace cg
