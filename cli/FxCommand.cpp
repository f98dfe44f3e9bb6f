// `fx`: the exchange rates the catalog converts with, and `fx set` to enter one with its date and
// source (a bank's or the Federal Reserve's published rate), so CNY and EUR prices convert at a
// rate the user can cite.
#include "Commands.h"

#include "CommandSupport.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogFile.h"
#include "catalog/writer/CatalogWriter.h"
#include "core/FxRates.h"
#include "session/Workspace.h"

#include <QCommandLineParser>
#include <QDate>
#include <QLocale>
#include <QRegularExpression>
#include <QTextStream>
#include <QUrl>

#include <cmath>

namespace cg::cli {

namespace {
struct FxOptionSet
{
    QCommandLineOption catalog = catalogOption();
    QCommandLineOption date { QStringLiteral("date"), QStringLiteral("Date the rate was published, YYYY-MM-DD (fx set)."),
        QStringLiteral("DATE") };
    QCommandLineOption source { QStringLiteral("source"), QStringLiteral("Web address of the published rate (fx set)."),
        QStringLiteral("URL") };
    QStringList formats { QStringLiteral("table"), QStringLiteral("csv") };
    QCommandLineOption format = formatOption(formats, QStringLiteral("table"));
    QList<QCommandLineOption> all() const { return { catalog, date, source, format }; }
};
} // namespace

QList<QCommandLineOption> fxOptions()
{
    return FxOptionSet().all();
}

int runFx(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const FxOptionSet opt;
    QCommandLineParser parser;
    parser.addOptions(opt.all());
    // A negative rate ("fx set CNY -7") looks like an option to the parser: say what is wrong with it.
    static const QRegularExpression negative(QStringLiteral("^-[0-9.]"));
    for (const QString &a : args.mid(1))
        if (negative.match(a).hasMatch())
            return usage(err, QStringLiteral("fx set: '%1' is not a positive number of units per USD (use a point: 7.1234)").arg(a));
    if (!parser.parse(args))
        return usage(err, parser.errorText());
    const QStringList positional = parser.positionalArguments().mid(1); // [0] is "fx"
    const QDate today = QDate::currentDate();
    if (!positional.isEmpty() && positional.first() == QLatin1String("set")) {
        if (positional.size() != 3)
            return usage(err, QStringLiteral("fx: use 'fx set CURRENCY UNITS_PER_USD --date YYYY-MM-DD --source URL'"));
        const QString currency = positional.at(1).toUpper();
        static const QRegularExpression code(QStringLiteral("^[A-Z]{3}$"));
        if (!code.match(currency).hasMatch() || currency == QLatin1String("USD"))
            return usage(err, QStringLiteral("fx set: '%1' is not a currency code other than USD (e.g. CNY, EUR)").arg(positional.at(1)));
        bool ok = false;
        const double units = QLocale::c().toDouble(positional.at(2), &ok);
        if (!ok || !std::isfinite(units) || !(units > 0))
            return usage(err,
                QStringLiteral("fx set: '%1' is not a positive number of %2 per USD (use a point: 7.1234)")
                    .arg(positional.at(2), currency));
        if (const QString notMoney = FxRates::notMoney(currency); !notMoney.isEmpty())
            return usage(err, QStringLiteral("fx set: %1 is no currency (ISO 4217 keeps it for %2)").arg(currency, notMoney));
        if (!FxRates::plausible(units))
            return usage(err,
                QStringLiteral("fx set: %1 %2 per USD is outside the range any currency takes (%3 to %4 per USD); check the figure")
                    .arg(positional.at(2), currency)
                    .arg(FxRates::kMinUnitsPerUsd)
                    .arg(QLocale::c().toString(FxRates::kMaxUnitsPerUsd, 'f', 0)));
        const QDate date = QDate::fromString(parser.value(opt.date), Qt::ISODate);
        if (!parser.isSet(opt.date) || !date.isValid() || date > today)
            return usage(err, QStringLiteral("fx set: --date must be the rate's publication date, YYYY-MM-DD, not in the future"));
        const QUrl url(parser.value(opt.source), QUrl::StrictMode);
        if (!parser.isSet(opt.source) || !url.isValid() || (url.scheme() != QLatin1String("https") && url.scheme() != QLatin1String("http"))
            || url.host().isEmpty())
            return usage(err, QStringLiteral("fx set: --source must be the web address (http or https) where the rate is published"));
        const auto workspace = openWorkspace(parser.value(opt.catalog), err);
        if (!workspace)
            return 1;
        QString lockError; // one writer per catalog: the same lock as import and update
        const auto lock = CatalogFile::lockForWriting(workspace->catalog().path(), 5000, &lockError);
        if (!lock) {
            err << "cloudgauge: " << lockError << '\n';
            return 1;
        }
        CatalogWriter writer(workspace->catalog());
        if (!writer.upsertFxRate(currency, units, date.toString(Qt::ISODate), url.toString())) {
            err << "cloudgauge: " << writer.lastError() << '\n';
            return 1;
        }
        out << "Stored " << currency << " at " << QLocale::c().toString(units, 'g', 10) << " per USD as of " << date.toString(Qt::ISODate)
            << " (" << url.toString() << ").\n";
        return 0;
    }
    if (!positional.isEmpty())
        return usage(err, QStringLiteral("fx: use 'fx' to list the rates or 'fx set CURRENCY UNITS_PER_USD --date D --source URL'"));
    const std::optional<QString> format = formatValue(parser, opt.formats, QStringLiteral("fx"), err);
    if (!format)
        return kUsageError;
    const QString &fmt = *format;
    const auto workspace = openWorkspace(parser.value(opt.catalog), err);
    if (!workspace)
        return 1;
    const FxRates fx = workspace->catalog().latestFxRates();
    if (readFailed(workspace->catalog(), QStringLiteral("fx"), err))
        return 1;
    QList<QStringList> rows { { QStringLiteral("currency"), QStringLiteral("units_per_usd"), QStringLiteral("as_of"),
        QStringLiteral("age_days"), QStringLiteral("stale"), QStringLiteral("source_url") } };
    for (const QString &c : fx.currencies()) {
        const auto r = fx.rate(c);
        if (!r)
            continue;
        const QDate d = QDate::fromString(r->asOf, Qt::ISODate);
        const qint64 age = d.isValid() ? d.daysTo(today) : -1;
        rows.append({ c, QLocale::c().toString(r->unitsPerUsd, 'g', 10), r->asOf, age >= 0 ? QString::number(age) : QString(),
            age > FxRates::kStaleAfterDays ? QStringLiteral("yes") : QStringLiteral("no"), r->sourceUrl });
    }
    if (fmt == QLatin1String("csv")) {
        printCsv(out, rows);
        return 0;
    }
    printTable(out, rows);
    if (fx.isStale(today))
        out << "Warning: the oldest rate in use is more than " << FxRates::kStaleAfterDays
            << " days old; converted prices may be off. Enter a newer one with 'fx set'.\n";
    return 0;
}

} // namespace cg::cli
