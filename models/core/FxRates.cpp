#include "core/FxRates.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace cg {

QString FxRates::notMoney(const QString &code)
{
    static const QHash<QString, QString> codes = { { QStringLiteral("XXX"), QStringLiteral("\"no currency\"") },
        { QStringLiteral("XTS"), QStringLiteral("testing") }, { QStringLiteral("XAU"), QStringLiteral("gold") },
        { QStringLiteral("XAG"), QStringLiteral("silver") }, { QStringLiteral("XPD"), QStringLiteral("palladium") },
        { QStringLiteral("XPT"), QStringLiteral("platinum") }, { QStringLiteral("XDR"), QStringLiteral("an accounting unit") },
        { QStringLiteral("XSU"), QStringLiteral("an accounting unit") }, { QStringLiteral("XUA"), QStringLiteral("an accounting unit") },
        { QStringLiteral("XBA"), QStringLiteral("a bond market unit") }, { QStringLiteral("XBB"), QStringLiteral("a bond market unit") },
        { QStringLiteral("XBC"), QStringLiteral("a bond market unit") }, { QStringLiteral("XBD"), QStringLiteral("a bond market unit") } };
    return codes.value(code.trimmed().toUpper());
}

QStringList FxRates::currencies() const
{
    QStringList out = m_rates.keys();
    out.sort();
    return out;
}

const FxRate *FxRates::find(const QString &currency) const
{
    auto it = m_rates.constFind(currency); // codes are stored upper-case: no copy in the usual case
    if (it == m_rates.constEnd())
        it = m_rates.constFind(currency.toUpper());
    if (it == m_rates.constEnd() || !(it->unitsPerUsd > 0) || !std::isfinite(it->unitsPerUsd))
        return nullptr;
    return &*it;
}

std::optional<FxRate> FxRates::rate(const QString &currency) const
{
    const FxRate *r = find(currency);
    return r ? std::optional<FxRate>(*r) : std::nullopt;
}

bool FxRates::canConvert(const QString &currency) const
{
    return currency.compare(QLatin1String("USD"), Qt::CaseInsensitive) == 0 || rate(currency).has_value();
}

std::optional<double> FxRates::toUsd(double amount, const QString &currency) const
{
    if (currency.compare(QLatin1String("USD"), Qt::CaseInsensitive) == 0)
        return amount;
    const FxRate *r = find(currency);
    return r ? std::optional<double>(amount / r->unitsPerUsd) : std::nullopt;
}

std::optional<double> FxRates::fromUsd(double usd, const QString &currency) const
{
    if (currency.compare(QLatin1String("USD"), Qt::CaseInsensitive) == 0)
        return usd;
    const FxRate *r = find(currency);
    return r ? std::optional<double>(usd * r->unitsPerUsd) : std::nullopt;
}

std::optional<double> FxRates::convert(double amount, const QString &from, const QString &to) const
{
    if (from.compare(to, Qt::CaseInsensitive) == 0)
        return amount;
    const auto usd = toUsd(amount, from);
    return usd ? fromUsd(*usd, to) : std::nullopt;
}

QString FxRates::note(const QString &currency) const
{
    const auto r = rate(currency);
    if (!r || currency.compare(QLatin1String("USD"), Qt::CaseInsensitive) == 0)
        return {};
    return QStringLiteral("%1 at %2 per USD as of %3").arg(currency.toUpper()).arg(r->unitsPerUsd).arg(r->asOf);
}

QString FxRates::oldestDate() const
{
    QString oldest;
    for (const FxRate &r : m_rates)
        if (!r.asOf.isEmpty() && (oldest.isEmpty() || r.asOf < oldest))
            oldest = r.asOf;
    return oldest;
}

std::optional<int> FxRates::ageDays(const QDate &today) const
{
    const QDate d = QDate::fromString(oldestDate(), Qt::ISODate);
    if (!d.isValid())
        return std::nullopt;
    return int(d.daysTo(today));
}

bool FxRates::isStale(const QDate &today) const
{
    const auto age = ageDays(today);
    return age && *age > kStaleAfterDays;
}

} // namespace cg
