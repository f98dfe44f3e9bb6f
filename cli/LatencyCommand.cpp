// `latency`: round trips from the user's own network to each region's documented public endpoint
// (LatencyMeter), printed and kept in the catalog with their date.
#include "Commands.h"

#include "CommandSupport.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogFile.h"
#include "geo/RegionPlace.h"
#include "geo/UserLocation.h"
#include "latency/LatencyMeter.h"
#include "session/Workspace.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTextStream>

#include <unistd.h>

namespace cg::cli {

namespace {

struct LatencyOptionSet
{
    QCommandLineOption catalog = catalogOption();
    QStringList formats { QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json") };
    QCommandLineOption format = formatOption(formats, QStringLiteral("table"));
    QCommandLineOption provider { QStringLiteral("provider"), QStringLiteral("Only this provider's regions (a provider key; repeatable)."),
        QStringLiteral("KEY") };
    QCommandLineOption endpoints { QStringLiteral("endpoints"),
        QStringLiteral("Time the endpoints of FILE (CSV: provider,region,url) instead of the built-in list."), QStringLiteral("FILE") };
    QCommandLineOption samples { QStringLiteral("samples"),
        QStringLiteral("Samples kept per endpoint, 1 to 100 (default 10); 2 more before them are discarded."), QStringLiteral("N"),
        QStringLiteral("10") };
    QCommandLineOption timeout { QStringLiteral("timeout-ms"),
        QStringLiteral("Longest wait for each step (connect, TLS, first byte), 100 to 60000 ms (default 5000)."), QStringLiteral("MS"),
        QStringLiteral("5000") };
    QCommandLineOption parallel { QStringLiteral("parallel"), QStringLiteral("Endpoints timed at once, 1 to 16 (default 4)."),
        QStringLiteral("N"), QStringLiteral("4") };
    QCommandLineOption noStore { QStringLiteral("no-store"),
        QStringLiteral("Print the measurements without keeping them in the catalog.") };
    QList<QCommandLineOption> all() const { return { catalog, format, provider, endpoints, samples, timeout, parallel, noStore }; }
};

const QStringList kColumns { QStringLiteral("provider"), QStringLiteral("region"), QStringLiteral("url"), QStringLiteral("status"),
    QStringLiteral("samples"), QStringLiteral("failures"), QStringLiteral("dns_ms"), QStringLiteral("connect_ms"),
    QStringLiteral("connect_spread_ms"), QStringLiteral("tls_ms"), QStringLiteral("first_byte_ms"), QStringLiteral("first_byte_spread_ms"),
    QStringLiteral("rtt_floor_ms"), QStringLiteral("measured_at"), QStringLiteral("note") };

std::optional<int> intIn(const QString &text, int lo, int hi)
{
    bool ok = false;
    const int v = text.toInt(&ok);
    return ok && v >= lo && v <= hi ? std::optional<int>(v) : std::nullopt;
}

} // namespace

QList<QCommandLineOption> latencyOptions()
{
    return LatencyOptionSet().all();
}

int runLatency(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const LatencyOptionSet opt;
    QCommandLineParser parser;
    parser.addOptions(opt.all());
    if (!parser.parse(args))
        return usage(err, parser.errorText());
    if (parser.positionalArguments().size() > 1) // [0] is "latency"
        return usage(err, QStringLiteral("latency: takes no operand ('%1')").arg(parser.positionalArguments().at(1)));
    const std::optional<QString> format = formatValue(parser, opt.formats, QStringLiteral("latency"), err);
    if (!format)
        return kUsageError;
    LatencyOptions options;
    const std::optional<int> samples = intIn(parser.value(opt.samples), 1, 100);
    const std::optional<int> timeout = intIn(parser.value(opt.timeout), 100, 60'000);
    const std::optional<int> parallel = intIn(parser.value(opt.parallel), 1, 16);
    if (!samples)
        return usage(err, QStringLiteral("latency: --samples must be a whole number from 1 to 100"));
    if (!timeout)
        return usage(err, QStringLiteral("latency: --timeout-ms must be a whole number from 100 to 60000"));
    if (!parallel)
        return usage(err, QStringLiteral("latency: --parallel must be a whole number from 1 to 16"));
    options.samples = *samples;
    options.timeoutMs = *timeout;
    options.parallel = *parallel;

    const auto workspace = openWorkspace(parser.value(opt.catalog), err);
    if (!workspace)
        return 1;
    Catalog &catalog = workspace->catalog();
    const QList<OfferRegion> regions = catalog.offerRegions();
    if (readFailed(catalog, QStringLiteral("latency"), err))
        return 1;
    const QStringList providers = parser.values(opt.provider);
    QList<LatencyTarget> targets;
    int notTimed = 0;
    if (parser.isSet(opt.endpoints)) {
        QString error;
        const QList<LatencyTarget> listed = RegionEndpoints::readCsv(parser.value(opt.endpoints), &error);
        if (!error.isEmpty()) {
            err << "cloudgauge: latency: " << error << '\n';
            return 1;
        }
        for (const LatencyTarget &t : listed)
            if (providers.isEmpty() || providers.contains(t.providerKey))
                targets.append(t);
    } else {
        targets = RegionEndpoints::builtInTargets(regions, providers, &notTimed);
    }
    if (targets.isEmpty()) {
        err << "cloudgauge: latency: no endpoint to time"
            << (parser.isSet(opt.endpoints) ? QString()
                                            : QStringLiteral(": built-in endpoints exist for %1 only; give others with --endpoints FILE")
                                                  .arg(RegionEndpoints::providers().join(QStringLiteral(", "))))
            << '\n';
        return 1;
    }

    LatencyMeter meter;
    QEventLoop loop;
    QObject::connect(&meter, &LatencyMeter::finished, &loop, &QEventLoop::quit);
    const bool terminal = ::isatty(STDERR_FILENO);
    QObject::connect(&meter, &LatencyMeter::progress, &loop, [&err, terminal](int done, int total) {
        if (terminal) {
            err << "\rtimed " << done << " of " << total << " endpoints" << (done == total ? "\n" : "");
            err.flush();
        }
    });
    meter.start(targets, options);
    if (meter.isRunning())
        loop.exec();
    const QList<LatencyMeasurement> results = meter.results();

    // The physical floor of each round trip from the remembered location, where the region's place is known.
    QHash<QString, RegionPlace> places;
    for (const OfferRegion &r : regions)
        places.insert(RegionPlace::key(r.place.providerKey, r.place.region), r.place);
    const std::optional<UserLocation> here = UserLocation::remembered();

    QList<QStringList> rows { kColumns };
    QJsonArray json;
    const auto ms = [](std::optional<double> v) { return num(v, 1); };
    for (const LatencyMeasurement &m : results) {
        std::optional<double> floor;
        const RegionPlace place = places.value(RegionPlace::key(m.providerKey, m.region));
        if (here && place.hasCoordinates())
            floor = roundTripFloorMs(here->kmTo(*place.latitude, *place.longitude));
        QString note = m.reason;
        if (floor && m.connectMs && *m.connectMs < *floor)
            note = QStringLiteral("connect time below the physical floor: the endpoint answers from nearer than the region (an edge or"
                                  " anycast address), so it does not show the region's distance");
        const QStringList row { m.providerKey, m.region, m.url, m.status(), QString::number(m.samples), QString::number(m.failures),
            ms(m.dnsMs), ms(m.connectMs), ms(m.connectSpreadMs), ms(m.tlsMs), ms(m.firstByteMs), ms(m.firstByteSpreadMs), ms(floor),
            m.measuredAt, note };
        rows.append(row);
        QJsonObject j;
        for (int c = 0; c < kColumns.size(); ++c)
            j.insert(kColumns.at(c), row.at(c).isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(row.at(c)));
        j.insert(QStringLiteral("samples"), m.samples);
        j.insert(QStringLiteral("failures"), m.failures);
        const std::pair<const char *, std::optional<double>> figures[]
            = { { "dns_ms", m.dnsMs }, { "connect_ms", m.connectMs }, { "connect_spread_ms", m.connectSpreadMs }, { "tls_ms", m.tlsMs },
                  { "first_byte_ms", m.firstByteMs }, { "first_byte_spread_ms", m.firstByteSpreadMs }, { "rtt_floor_ms", floor } };
        for (const auto &[key, value] : figures)
            j.insert(QLatin1String(key), jsonNum(value));
        json.append(j);
    }
    if (*format == QLatin1String("json")) {
        out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
    } else if (*format == QLatin1String("csv")) {
        printCsv(out, rows);
    } else {
        QList<QStringList> table;
        for (const QStringList &r : std::as_const(rows)) { // the table leaves out url, dns, measured_at
            QStringList t { r[0], r[1], r[3], r[4], r[7], r[8], r[9], r[10], r[11], r[12], r[14] };
            if (&r != &rows.first())
                for (QString &cell : t)
                    if (cell.isEmpty())
                        cell = QStringLiteral("—");
            table.append(t);
        }
        printTable(out, table);
        out << "Medians of " << options.samples << " samples per endpoint after " << options.warmup
            << " discarded; spreads are interquartile ranges, in ms.\n";
    }
    if (notTimed > 0)
        err << "cloudgauge: latency: " << notTimed << " region(s) not timed: their provider documents no public endpoint per region, or"
            << " the region is not named by its ID (built-in endpoints: " << RegionEndpoints::providers().join(QStringLiteral(", "))
            << "; give others with --endpoints FILE)\n";
    if (parser.isSet(opt.noStore))
        return 0;
    QString lockError;
    const auto lock = CatalogFile::lockForWriting(catalog.path(), 5000, &lockError); // one writer per catalog
    if (!lock) {
        err << "cloudgauge: latency: the measurements were not kept: " << lockError << '\n';
        return 1;
    }
    if (!catalog.insertLatency(results)) {
        err << "cloudgauge: latency: the measurements were not kept: " << catalog.lastError() << '\n';
        return 1;
    }
    return 0;
}

} // namespace cg::cli
