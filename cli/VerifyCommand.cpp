// `verify`: re-fetches the sources of the shortlist's prices and says which still hold.
#include "Commands.h"

#include "CommandSupport.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogFile.h"
#include "scoring/NeedProfileStore.h"
#include "scoring/RankingSession.h"
#include "session/Workspace.h"
#include "update/PriceVerification.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QTextStream>

namespace cg::cli {

namespace {

struct VerifyOptionSet
{
    QCommandLineOption catalog = catalogOption();
    QCommandLineOption top { QStringLiteral("top"), QStringLiteral("How many offers of the ranking to verify (default 10)."),
        QStringLiteral("N"), QStringLiteral("10") };
    QCommandLineOption need { QStringLiteral("need"),
        QStringLiteral("Rank for this need profile first (%1).").arg(needNames().join(QStringLiteral(", "))), QStringLiteral("NAME") };
    QCommandLineOption timeout { QStringLiteral("timeout"),
        QStringLiteral("Seconds without data before a request is retried (default 60)."), QStringLiteral("S") };
    QCommandLineOption format = formatOption({ QStringLiteral("table"), QStringLiteral("csv") }, QStringLiteral("table"));
    QList<QCommandLineOption> all_() const { return { catalog, top, need, timeout, format }; }
};

QString amountText(const std::optional<double> &v)
{
    return v ? QString::number(*v, 'g', 10) : QStringLiteral("-");
}

} // namespace

QList<QCommandLineOption> verifyOptions()
{
    return VerifyOptionSet().all_();
}

int runVerify(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const VerifyOptionSet opt;
    QCommandLineParser parser;
    parser.addOptions(opt.all_());
    if (!parser.parse(args))
        return usage(err, parser.errorText());
    if (!parser.positionalArguments().mid(1).isEmpty())
        return usage(err, QStringLiteral("verify: unexpected argument '%1'").arg(parser.positionalArguments().at(1)));
    const std::optional<QString> format
        = formatValue(parser, { QStringLiteral("table"), QStringLiteral("csv") }, QStringLiteral("verify"), err);
    if (!format)
        return kUsageError;
    bool ok = false;
    const int top = parser.value(opt.top).toInt(&ok);
    if (!ok || top < 1 || top > 1000)
        return usage(err, QStringLiteral("verify: --top must be a number from 1 to 1000"));
    FetchOptions fetch;
    if (parser.isSet(opt.timeout)) {
        const double s = parser.value(opt.timeout).toDouble(&ok);
        if (!ok || !(s > 0))
            return usage(err, QStringLiteral("verify: --timeout must be a positive number of seconds"));
        fetch.timeoutMs = int(s * 1000);
    }
    RankingParams params;
    if (parser.isSet(opt.need)) {
        const std::optional<NeedProfile> profile = NeedProfileStore().find(parser.value(opt.need));
        if (!profile)
            return usage(err,
                QStringLiteral("verify: unknown need '%1' (known: %2)").arg(parser.value(opt.need), needNames().join(QLatin1String(", "))));
        params = RankingSession::paramsForNeed(*profile, params);
        params.weights = profile->weights;
    }
    const auto workspace = openWorkspace(parser.value(opt.catalog), err);
    if (!workspace || !loadRanking(*workspace, params, err))
        return 1;
    QList<OfferView> shortlist;
    QList<int> ranks;
    for (const RankedOffer &r : workspace->session().ranked().mid(0, top)) {
        shortlist.append(r.offer);
        ranks.append(r.rank);
    }
    QString error;
    const QList<PriceSource> sources = PriceSourceList::load(&error);
    if (!error.isEmpty())
        err << "cloudgauge: price source list: " << error << '\n';
    QString lockError;
    const auto lock = CatalogFile::lockForWriting(workspace->catalog().path(), 5000, &lockError); // a changed price is written
    if (!lock) {
        err << "cloudgauge: " << lockError << '\n';
        return 1;
    }
    PriceVerification verification(nullptr, workspace->catalog().path());
    verification.setFetchOptions(fetch);
    QEventLoop loop;
    QObject::connect(&verification, &PriceVerification::finished, &loop, &QEventLoop::quit);
    verification.start(shortlist, sources);
    loop.exec();
    if (!verification.recordError().isEmpty())
        err << "cloudgauge: the checks are not kept in the catalog (the report will not count them): " << verification.recordError()
            << '\n';

    QList<QStringList> rows { { QStringLiteral("rank"), QStringLiteral("provider"), QStringLiteral("instance_type"),
        QStringLiteral("region"), QStringLiteral("status"), QStringLiteral("price_before"), QStringLiteral("price_now"),
        QStringLiteral("currency"), QStringLiteral("observed"), QStringLiteral("source"), QStringLiteral("detail") } };
    QHash<PriceCheck::Status, int> counts;
    const QList<PriceCheck> &checks = verification.checks();
    for (qsizetype i = 0; i < checks.size(); ++i) {
        const PriceCheck &c = checks.at(i);
        ++counts[c.status];
        QString detail = c.detail;
        if (c.status == PriceCheck::Status::NoOnlineSource)
            detail = c.detail.isEmpty() ? QStringLiteral("no update source: check the provider's pricing page")
                                        : QStringLiteral("no update source: check %1").arg(c.detail);
        rows.append({ QString::number(ranks.at(i)), c.providerName, c.instanceType, c.region, PriceCheck::statusName(c.status),
            amountText(c.oldAmount), amountText(c.newAmount), c.currency, c.observedOn.isEmpty() ? QStringLiteral("unknown") : c.observedOn,
            c.source.isEmpty() ? QStringLiteral("-") : c.source, detail });
    }
    if (*format == QLatin1String("csv")) {
        printCsv(out, rows);
        return 0;
    }
    printTable(out, rows);
    out << "\nverified " << checks.size() << " prices of the top " << top << ": " << counts.value(PriceCheck::Status::Confirmed)
        << " confirmed, " << counts.value(PriceCheck::Status::Changed) << " changed, " << counts.value(PriceCheck::Status::NotListed)
        << " no longer listed, " << counts.value(PriceCheck::Status::FetchFailed) << " could not be fetched, "
        << counts.value(PriceCheck::Status::NoOnlineSource) << " not verifiable online (check by hand before signing)\n";
    if (counts.value(PriceCheck::Status::Changed) + counts.value(PriceCheck::Status::NotListed) > 0) {
        // The catalog now holds what the sources list: rank again.
        if (!loadRanking(*workspace, params, err))
            return 1;
        const QList<RankedOffer> &now = workspace->session().ranked();
        if (!now.isEmpty())
            out << "ranked again: #1 is now " << now.first().offer.providerNameEn << ' ' << now.first().offer.instanceType << " ("
                << now.first().offer.region << ")\n";
    }
    return 0;
}

} // namespace cg::cli
