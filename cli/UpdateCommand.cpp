// `update`: brings prices up to date from the price sources over the network.
#include "Commands.h"

#include "CommandSupport.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogFile.h"
#include "import/ImportFormats.h"
#include "session/Workspace.h"
#include "update/PriceUpdate.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QTextStream>
#include <QUrl>

#include <algorithm>

namespace cg::cli {

namespace {

struct UpdateOptionSet
{
    QCommandLineOption catalog = catalogOption();
    QCommandLineOption list { QStringLiteral("list"), QStringLiteral("List the price sources and where the list lives; fetch nothing.") };
    QCommandLineOption source { QStringLiteral("source"), QStringLiteral("A source or group to update (repeat for several; see --list)."),
        QStringLiteral("NAME") };
    QCommandLineOption all { QStringLiteral("all"),
        QStringLiteral("Update every source that can be fetched (large: the AWS files run to GB).") };
    QCommandLineOption url { QStringLiteral("url"), QStringLiteral("Fetch and import one document from this URL."), QStringLiteral("URL") };
    QCommandLineOption format = formatOption(readers::importFormatNames(), QString(), QStringLiteral("Format of the --url document"));
    QCommandLineOption provider { QStringLiteral("provider"), QStringLiteral("Provider of the --url document's offers."),
        QStringLiteral("NAME") };
    QCommandLineOption maxMb { QStringLiteral("max-mb"), QStringLiteral("Size limit of the --url document, MiB (default 64)."),
        QStringLiteral("MIB") };
    QCommandLineOption timeout { QStringLiteral("timeout"),
        QStringLiteral("Seconds without data before a request is retried (default 60)."), QStringLiteral("S") };
    QCommandLineOption allowOlder { QStringLiteral("allow-older"),
        QStringLiteral("Import a document observed before the catalog's newest observation of its provider as history (the "
                       "newer prices stay current) instead of refusing it.") };
    QCommandLineOption deadline { QStringLiteral("deadline"),
        QStringLiteral("Seconds within which each source's whole document must arrive, every page and retry included (default 1800)."),
        QStringLiteral("S") };
    QList<QCommandLineOption> all_() const
    {
        return { catalog, list, source, all, url, format, provider, maxMb, timeout, deadline, allowOlder };
    }
};

void printSources(const QList<PriceSource> &sources, QTextStream &out)
{
    QList<QStringList> rows { { QStringLiteral("NAME"), QStringLiteral("GROUP"), QStringLiteral("FORMAT"), QStringLiteral("PROVIDER"),
        QStringLiteral("PAGING"), QStringLiteral("MAX_MB"), QStringLiteral("STATUS"), QStringLiteral("URL") } };
    for (const PriceSource &s : sources) {
        const QString why = s.unfetchableReason();
        QString status = QStringLiteral("ready");
        if (!s.container.isEmpty())
            status = QStringLiteral("%1: import by hand").arg(s.container);
        else if (!s.insecureUrlWarning().isEmpty())
            status = QStringLiteral("plain http: see the warning");
        else if (!why.isEmpty())
            status = QStringLiteral("needs %1").arg(s.apiKeyEnv);
        rows.append({ s.name, s.group, s.format, s.providerKey.isEmpty() ? QStringLiteral("-") : s.providerKey, pagingName(s.paging),
            QString::number(s.maxBytes / (1024 * 1024)), status, s.displayUrl() });
    }
    printTable(out, rows);
}

} // namespace

QList<QCommandLineOption> updateOptions()
{
    return UpdateOptionSet().all_();
}

int runUpdate(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const UpdateOptionSet opt;
    QCommandLineParser parser;
    parser.addOptions(opt.all_());
    if (!parser.parse(args))
        return usage(err, parser.errorText());
    if (!parser.positionalArguments().mid(1).isEmpty())
        return usage(err, QStringLiteral("update: unexpected argument '%1'").arg(parser.positionalArguments().at(1)));
    QString error;
    const QList<PriceSource> sources = PriceSourceList::load(&error);
    if (!error.isEmpty())
        err << "cloudgauge: price source list: " << error << '\n';
    if (parser.isSet(opt.list)) {
        printSources(sources, out);
        for (const PriceSource &s : sources)
            if (s.container.isEmpty())
                if (const QString warning = s.insecureUrlWarning(); !warning.isEmpty())
                    err << "cloudgauge: warning: " << warning << '\n';
        const auto bundled
            = std::count_if(sources.cbegin(), sources.cend(), [](const PriceSource &s) { return s.origin == QLatin1String("bundled"); });
        out << "\n"
            << sources.size() << " sources: " << bundled << " from the bundled list (resources/sources/price_sources.json, installed"
            << " as share/cloudgauge/price_sources.json), " << (sources.size() - bundled)
            << " from your overrides: " << PriceSourceList::overridePath()
            << " (entries replace bundled ones of the same name; {\"name\": ..., \"disabled\": true} removes one)\n";
        return error.isEmpty() ? 0 : 1;
    }

    QList<PriceSource> chosen;
    if (parser.isSet(opt.url)) {
        PriceSource s;
        s.name = QStringLiteral("url");
        s.url = parser.value(opt.url);
        const QUrl u(s.url);
        if (!u.isValid() || (u.scheme() != QLatin1String("https") && u.scheme() != QLatin1String("http")))
            return usage(err, QStringLiteral("update: --url must be an http(s) URL"));
        const std::optional<QString> format = formatValue(parser, readers::importFormatNames(), QStringLiteral("update"), err);
        if (!format)
            return kUsageError;
        s.format = *format;
        s.providerKey = parser.value(opt.provider).toLower();
        if (s.format == QLatin1String("azure-retail-json"))
            s.paging = FeedPaging::AzureNextPageLink;
        else if (s.format == QLatin1String("gcp-skus-json"))
            s.paging = FeedPaging::GcpNextPageToken;
        if (parser.isSet(opt.maxMb)) {
            bool ok = false;
            const double mb = parser.value(opt.maxMb).toDouble(&ok);
            QString why;
            const auto bytes = PriceSource::maxBytesFor(ok ? mb : -1, QStringLiteral("--max-mb"), &why);
            if (!bytes)
                return usage(err, QStringLiteral("update: %1").arg(why));
            s.maxBytes = *bytes;
        }
        s.title = s.url;
        chosen.append(s);
    } else if (parser.isSet(opt.format) || parser.isSet(opt.provider) || parser.isSet(opt.maxMb)) {
        return usage(err, QStringLiteral("update: --format, --provider and --max-mb go with --url"));
    }
    if (parser.isSet(opt.all)) {
        for (const PriceSource &s : sources)
            if (s.unfetchableReason().isEmpty())
                chosen.append(s);
    } else if (parser.isSet(opt.source)) {
        QString unknown;
        chosen += PriceSourceList::select(sources, parser.values(opt.source), &unknown);
        if (!unknown.isEmpty())
            return usage(err, QStringLiteral("update: ") + unknown);
    }
    if (chosen.isEmpty())
        return usage(err, QStringLiteral("update: name the sources (--source NAME or GROUP; see --list), --url URL, or --all"));

    FetchOptions fetch;
    if (parser.isSet(opt.timeout)) {
        bool ok = false;
        const double s = parser.value(opt.timeout).toDouble(&ok);
        if (!ok || !(s > 0))
            return usage(err, QStringLiteral("update: --timeout must be a positive number of seconds"));
        fetch.timeoutMs = int(s * 1000);
    }
    if (parser.isSet(opt.deadline)) {
        bool ok = false;
        const double s = parser.value(opt.deadline).toDouble(&ok);
        if (!ok || !(s > 0) || s > 86400)
            return usage(err, QStringLiteral("update: --deadline must be a number of seconds from 1 to 86400"));
        fetch.deadlineMs = int(s * 1000);
    }
    const auto workspace = openWorkspace(parser.value(opt.catalog), err);
    if (!workspace)
        return 1;
    QString lockError;
    const auto lock = CatalogFile::lockForWriting(workspace->catalog().path(), 5000, &lockError); // one writer per catalog
    if (!lock) {
        err << "cloudgauge: " << lockError << '\n';
        return 1;
    }
    PriceUpdate update(nullptr, workspace->catalog().path());
    update.setFetchOptions(fetch);
    update.setAllowOlder(parser.isSet(opt.allowOlder));
    QObject::connect(&update, &PriceUpdate::sourceStarted, &update, [&](int, const QString &name) {
        err << "updating " << name << "…\n";
        err.flush();
    });
    QObject::connect(&update, &PriceUpdate::sourceFinished, &update, [&](int, const UpdateOutcome &o) {
        out << o.text() << '\n';
        out.flush();
        if (!o.ok())
            err << "cloudgauge: update of " << o.source << " failed: " << o.error() << '\n';
    });
    QEventLoop loop;
    QObject::connect(&update, &PriceUpdate::finished, &loop, &QEventLoop::quit);
    update.start(chosen);
    loop.exec();
    int failed = 0;
    for (const UpdateOutcome &o : update.outcomes())
        failed += o.ok() ? 0 : 1;
    out << "updated " << (update.outcomes().size() - failed) << " of " << update.outcomes().size() << " sources\n";
    return failed == 0 ? 0 : 1;
}

} // namespace cg::cli
