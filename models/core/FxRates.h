#pragma once

#include <QDate>
#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace cg {

/// One exchange rate: units of a currency per 1 USD, as published on `asOf` (table `fx_rate`).
struct FxRate
{
    double unitsPerUsd = 0; ///< e.g. 7.1488 CNY per USD
    QString asOf; ///< ISO date of the published rate
    QString sourceUrl;
};

/**
 * The exchange rates a catalog converts with: the latest rate per currency. The one home of
 * currency conversion: every USD figure in ranking, charts, report and CLI comes through toUsd().
 * USD converts to itself; a missing, zero, negative or non-finite rate converts nothing.
 */
class FxRates final
{
public:
    /// Rates older than this many days on the day of use get a warning (window, CLI and report).
    static constexpr int kStaleAfterDays = 90;
    /// The range a rate in units per USD may take: 0.001 to 10,000,000. The dearest currency, the
    /// Kuwaiti dinar, is about 0.3 per USD and the cheapest traded ones (Iranian rial, Lebanese
    /// pound, Vietnamese dong) are at most about a million (https://www.federalreserve.gov/releases/h10/current/
    /// lists the majors); a figure outside is a typo or an exponent (1e-300, 1e308) that would print
    /// 300-digit or infinite prices. CloudGauge's plausibility bound, not a published figure.
    static constexpr double kMinUnitsPerUsd = 0.001, kMaxUnitsPerUsd = 1e7;
    /// Whether `unitsPerUsd` is finite and within kMinUnitsPerUsd..kMaxUnitsPerUsd.
    static bool plausible(double unitsPerUsd) { return unitsPerUsd >= kMinUnitsPerUsd && unitsPerUsd <= kMaxUnitsPerUsd; }
    /// Why `code` is no money a price or a rate can be in, or empty: ISO 4217 keeps XXX for "no
    /// currency", XTS for testing, XAU, XAG, XPD and XPT for precious metals and XDR, XSU, XUA and
    /// XBA–XBD for accounting and bond units (ISO 4217 list one,
    /// https://www.six-group.com/en/products-services/financial-information/data-standards.html).
    /// The reason is English ("\"no currency\"", "gold"); the check is case-insensitive.
    static QString notMoney(const QString &code);

    void insert(const QString &currency, const FxRate &rate) { m_rates.insert(currency.toUpper(), rate); }
    bool isEmpty() const { return m_rates.isEmpty(); }
    /// Currencies with a rate (USD excluded), sorted.
    QStringList currencies() const;
    /// The usable rate of `currency`, or empty (unknown or not > 0). USD has no row and no rate.
    std::optional<FxRate> rate(const QString &currency) const;
    /// True when `currency` is USD or has a usable rate.
    bool canConvert(const QString &currency) const;
    /// `amount` in `currency` → USD (amount ÷ units per USD); empty without a usable rate.
    std::optional<double> toUsd(double amount, const QString &currency) const;
    /// `usd` → `currency` (usd × units per USD); empty without a usable rate.
    std::optional<double> fromUsd(double usd, const QString &currency) const;
    /// `amount` from one currency to another through USD; empty when either rate is missing.
    std::optional<double> convert(double amount, const QString &from, const QString &to) const;
    /// "CNY at 7.1488 per USD as of 2023-07-28" (English, machine-facing); empty for USD or no rate.
    QString note(const QString &currency) const;
    /// The oldest as-of date among the rates (ISO), empty when there are none.
    QString oldestDate() const;
    /// Days from the oldest rate to `today`; empty when there are no rates.
    std::optional<int> ageDays(const QDate &today) const;
    /// True when the oldest rate is more than kStaleAfterDays before `today`.
    bool isStale(const QDate &today) const;

private:
    /// The usable rate of `currency` (any case), or null; no copy (toUsd runs per sort comparison).
    const FxRate *find(const QString &currency) const;

    QHash<QString, FxRate> m_rates;
};

} // namespace cg
