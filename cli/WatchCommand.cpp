// `watch`: the watchlist rules saved in the catalog and the hits import runs fired.
#include "Commands.h"

#include "CommandSupport.h"
#include "catalog/pricehistory/Watchlist.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogFile.h"
#include "session/Workspace.h"

#include <QCommandLineParser>
#include <QLockFile>
#include <QTextStream>

namespace cg::cli {

namespace {

struct WatchOptionSet
{
    QCommandLineOption catalog = catalogOption();
    QCommandLineOption add { QStringLiteral("add"), QStringLiteral("Save a rule (--below PRICE, or --any-change).") };
    QCommandLineOption list { QStringLiteral("list"), QStringLiteral("List the saved rules.") };
    QCommandLineOption remove { QStringLiteral("remove"), QStringLiteral("Delete rule ID and its hits."), QStringLiteral("ID") };
    QCommandLineOption check { QStringLiteral("check"), QStringLiteral("Print the hits not reported yet and mark them reported.") };
    QCommandLineOption gpu { QStringLiteral("gpu"), QStringLiteral("Rule: GPU model (as list --gpu)."), QStringLiteral("MODEL") };
    QCommandLineOption provider { QStringLiteral("provider"), QStringLiteral("Rule: provider keys, comma-separated."),
        QStringLiteral("KEYS") };
    QCommandLineOption region { QStringLiteral("region"), QStringLiteral("Rule: regions, comma-separated."), QStringLiteral("REGIONS") };
    QCommandLineOption below { QStringLiteral("below"), QStringLiteral("Rule: fire when the price per GPU-hour drops under PRICE."),
        QStringLiteral("PRICE") };
    QCommandLineOption currency { QStringLiteral("currency"), QStringLiteral("Rule: currency of --below (default USD)."),
        QStringLiteral("CODE"), QStringLiteral("USD") };
    QCommandLineOption kind { QStringLiteral("kind"), QStringLiteral("Rule: on_demand (default) or spot."), QStringLiteral("KIND") };
    QCommandLineOption tier { QStringLiteral("tier"), QStringLiteral("Rule: this ClusterMAX tier or better."), QStringLiteral("TIER") };
    QCommandLineOption anyChange { QStringLiteral("any-change"),
        QStringLiteral("Rule: fire on every price change, new or withdrawn price.") };
    QList<QCommandLineOption> all() const
    {
        return { catalog, add, list, remove, check, gpu, provider, region, below, currency, kind, tier, anyChange };
    }
};

QStringList commaList(const QString &text)
{
    QStringList out;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!part.trimmed().isEmpty())
            out.append(part.trimmed());
    return out;
}

constexpr int kNothingFired = 0, kFired = 1, kError = 2;

} // namespace

QList<QCommandLineOption> watchOptions()
{
    return WatchOptionSet().all();
}

int runWatch(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const WatchOptionSet opt;
    QCommandLineParser parser;
    parser.addOptions(opt.all());
    auto fail = [&](const QString &why) {
        err << "cloudgauge: watch: " << why << '\n';
        return kError;
    };
    if (!parser.parse(args))
        return fail(parser.errorText());
    if (!parser.positionalArguments().mid(1).isEmpty())
        return fail(QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().value(1)));
    const int actions
        = int(parser.isSet(opt.add)) + int(parser.isSet(opt.list)) + int(parser.isSet(opt.remove)) + int(parser.isSet(opt.check));
    if (actions > 1)
        return fail(QStringLiteral("give one of --add, --list, --remove ID, --check"));
    WatchRule rule;
    if (parser.isSet(opt.add)) {
        if (parser.isSet(opt.anyChange) == parser.isSet(opt.below))
            return fail(QStringLiteral("--add needs --below PRICE or --any-change (not both)"));
        rule.kind = parser.isSet(opt.anyChange) ? WatchRule::Kind::PriceChange : WatchRule::Kind::PriceBelow;
        rule.gpu = parser.value(opt.gpu).trimmed();
        rule.providers = commaList(parser.value(opt.provider));
        rule.regions = commaList(parser.value(opt.region));
        rule.priceKind = parser.isSet(opt.kind)        ? parser.value(opt.kind).toLower()
            : rule.kind == WatchRule::Kind::PriceBelow ? QStringLiteral("on_demand")
                                                       : QString();
        rule.currency = parser.value(opt.currency).toUpper();
        rule.minTier = parser.value(opt.tier).trimmed();
        if (parser.isSet(opt.below)) {
            bool ok = false;
            const double v = parser.value(opt.below).toDouble(&ok);
            if (!ok)
                return fail(QStringLiteral("--below '%1' is not a number (use a point: 2.00)").arg(parser.value(opt.below)));
            rule.maxPerGpuHour = v;
        }
        const QString invalid = rule.validate();
        if (!invalid.isEmpty())
            return fail(invalid);
    }
    qint64 removeId = -1;
    if (parser.isSet(opt.remove)) {
        bool ok = false;
        removeId = parser.value(opt.remove).toLongLong(&ok);
        if (!ok || removeId <= 0)
            return fail(QStringLiteral("--remove needs a rule id (watch --list shows them)"));
    }
    const auto workspace = openWorkspace(parser.value(opt.catalog), err);
    if (!workspace)
        return kError;
    Catalog &catalog = workspace->catalog();
    Watchlist watch(catalog);
    const bool writes = parser.isSet(opt.add) || parser.isSet(opt.remove) || parser.isSet(opt.check);
    QString error;
    std::unique_ptr<QLockFile> lock;
    if (writes) {
        lock = CatalogFile::lockForWriting(catalog.path(), Catalog::kBusyTimeoutMs, &error);
        if (!lock)
            return fail(error);
    }
    if (parser.isSet(opt.add)) {
        const qint64 id = watch.addRule(rule);
        if (id < 0)
            return fail(watch.lastError());
        rule.id = id;
        out << "Saved rule " << id << ": " << rule.describe() << "\nIt is evaluated on every import or update run.\n";
        return kNothingFired;
    }
    if (parser.isSet(opt.remove)) {
        if (!watch.removeRule(removeId))
            return fail(watch.lastError());
        out << "Deleted rule " << removeId << ".\n";
        return kNothingFired;
    }
    if (!parser.isSet(opt.check)) { // --list, and the default
        const QList<WatchRule> rules = watch.rules();
        if (!watch.lastError().isEmpty())
            return fail(watch.lastError());
        QList<QStringList> rows { { QStringLiteral("id"), QStringLiteral("rule"), QStringLiteral("created_at") } };
        for (const WatchRule &r : rules)
            rows.append({ QString::number(r.id), r.describe(), r.createdAt });
        if (rules.isEmpty())
            out << "No watchlist rules. Add one with: cloudgauge watch --add --gpu \"H100 SXM\" --below 2.00 --tier Gold\n";
        else
            printTable(out, rows);
        return kNothingFired;
    }
    const QList<WatchHit> hits = watch.hits(true);
    if (!watch.lastError().isEmpty())
        return fail(watch.lastError());
    QList<qint64> ids;
    for (const WatchHit &h : hits) {
        out << "run " << h.runId << ": " << h.text() << '\n';
        ids.append(h.id);
    }
    if (hits.isEmpty()) {
        out << "No watchlist rule fired since the last check.\n";
        return kNothingFired;
    }
    if (!watch.markSeen(ids))
        return fail(watch.lastError());
    return kFired;
}

} // namespace cg::cli
