// `probe`: measure the local GPU and compare it with the catalog.
#include "Commands.h"

#include "CommandSupport.h"
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogFile.h"
#include "probing/ProbeComparison.h"
#include "probing/ProbeProcess.h"
#include "probing/ProbeReport.h"
#include "session/Workspace.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTextStream>

namespace cg::cli {

namespace {

QString fixed(std::optional<double> v, int decimals)
{
    return v ? QLocale::c().toString(*v, 'f', decimals) : QStringLiteral("-");
}

QString percent(std::optional<double> fraction)
{
    return fraction ? QLocale::c().toString(*fraction * 100.0, 'f', 1) + QLatin1Char('%') : QStringLiteral("-");
}

int probeUsage(QTextStream &err, const QString &message)
{
    err << "cloudgauge: probe: " << message << " (see cloudgauge --help)\n";
    return 2;
}

std::optional<double> positiveOption(const QCommandLineParser &p, const QCommandLineOption &o, double minimum, bool *bad)
{
    if (!p.isSet(o))
        return std::nullopt;
    bool ok = false;
    const double v = QLocale::c().toDouble(p.value(o), &ok);
    if (!ok || !(v >= minimum) || v > 1e9) {
        *bad = true;
        return std::nullopt;
    }
    return v;
}

struct ProbeOptionSet
{
    QCommandLineOption catalog = catalogOption();
    QCommandLineOption fromJson { QStringLiteral("from-json"), QStringLiteral("Read a saved probe document instead of running the probe."),
        QStringLiteral("FILE") };
    QCommandLineOption program { QStringLiteral("probe"), QStringLiteral("The cloudgauge-probe executable to run."),
        QStringLiteral("PATH") };
    QCommandLineOption quick { QStringLiteral("quick"), QStringLiteral("Fewer benchmark samples.") };
    QCommandLineOption list { QStringLiteral("list"), QStringLiteral("Inventory only, no benchmarks.") };
    QCommandLineOption device { QStringLiteral("device"), QStringLiteral("Benchmark device N."), QStringLiteral("N") };
    QCommandLineOption timeout { QStringLiteral("timeout"), QStringLiteral("Limit for each tool the probe calls, seconds (default 8)."),
        QStringLiteral("S"), QStringLiteral("8") };
    QCommandLineOption purchase { QStringLiteral("purchase-usd"), QStringLiteral("Purchase price of one GPU, USD."),
        QStringLiteral("USD") };
    QCommandLineOption power { QStringLiteral("power-w"), QStringLiteral("Power per GPU while working, W (default: datasheet TDP)."),
        QStringLiteral("W") };
    QCommandLineOption electricity { QStringLiteral("electricity-usd-kwh"), QStringLiteral("Electricity price, USD per kWh."),
        QStringLiteral("USD") };
    QCommandLineOption noStore { QStringLiteral("no-store"), QStringLiteral("Do not store the run in the catalog.") };
    QStringList formats { QStringLiteral("table"), QStringLiteral("json") };
    QCommandLineOption format = formatOption(formats, QStringLiteral("table"));
    QList<QCommandLineOption> all() const
    {
        return { catalog, fromJson, program, quick, list, device, timeout, purchase, power, electricity, noStore, format };
    }
};

} // namespace

QList<QCommandLineOption> probeOptions()
{
    return ProbeOptionSet().all();
}

int runProbe(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const ProbeOptionSet opt;
    QCommandLineParser p;
    p.addOptions(opt.all());
    if (!p.parse(args))
        return probeUsage(err, p.errorText());
    if (p.positionalArguments().size() > 1)
        return probeUsage(err, QStringLiteral("unexpected argument '%1'").arg(p.positionalArguments().at(1)));
    const std::optional<QString> format = formatValue(p, opt.formats, QStringLiteral("probe"), err);
    if (!format)
        return kUsageError;
    const QString &fmt = *format;
    bool bad = false;
    const auto purchaseUsd = positiveOption(p, opt.purchase, 1, &bad);
    if (bad)
        return probeUsage(err, QStringLiteral("--purchase-usd takes a price from 1 to 1e9 USD"));
    const auto powerW = positiveOption(p, opt.power, 0, &bad);
    const auto usdPerKwh = positiveOption(p, opt.electricity, 0, &bad);
    if (bad)
        return probeUsage(err, QStringLiteral("--power-w and --electricity-usd-kwh take a number from 0 to 1e9"));

    ProbeRunOptions options;
    options.program = p.value(opt.program);
    options.quick = p.isSet(opt.quick);
    options.inventoryOnly = p.isSet(opt.list);
    bool ok = true;
    options.toolTimeoutS = p.value(opt.timeout).toInt(&ok);
    if (!ok || options.toolTimeoutS < 1 || options.toolTimeoutS > 600)
        return probeUsage(err, QStringLiteral("--timeout takes whole seconds from 1 to 600"));
    if (p.isSet(opt.device)) {
        const int n = p.value(opt.device).toInt(&ok);
        if (!ok || n < 0)
            return probeUsage(err, QStringLiteral("--device takes a device index >= 0"));
        options.device = n;
    }

    // Read or run the probe before opening the catalog: a hung probe holds no lock.
    ProbeReport report;
    if (p.isSet(opt.fromJson)) {
        QFile f(p.value(opt.fromJson));
        if (!f.open(QIODevice::ReadOnly)) {
            err << "cloudgauge: probe: cannot read " << f.fileName() << ": " << f.errorString() << '\n';
            return 1;
        }
        QString error;
        const auto parsed = parseProbeReport(f.read(kMaxProbeDocumentBytes + 1), &error);
        if (!parsed) {
            err << "cloudgauge: probe: " << f.fileName() << ": " << error << '\n';
            return 1;
        }
        report = *parsed;
    } else {
        const ProbeOutcome outcome = ProbeProcess::runBlocking(options);
        if (!outcome.report) {
            err << "cloudgauge: probe: " << outcome.error << '\n';
            if (!outcome.diagnostics.trimmed().isEmpty())
                err << QString::fromUtf8(outcome.diagnostics.trimmed().right(2000)) << '\n';
            return 1;
        }
        report = *outcome.report;
    }

    const auto workspace = openWorkspace(p.value(opt.catalog), err);
    if (!workspace)
        return 1;
    Catalog &catalog = workspace->catalog();
    const QString command = QStringLiteral("probe");
    const QList<OfferView> offers = catalog.offers();
    if (readFailed(catalog, command, err))
        return 1;
    const QList<GpuModelRecord> models = catalog.gpuModels();
    if (readFailed(catalog, command, err))
        return 1;
    const GpuIdentity identity = catalog.gpuIdentity();
    if (readFailed(catalog, command, err))
        return 1;
    const FxRates fx = catalog.latestFxRates();
    if (readFailed(catalog, command, err))
        return 1;
    const ProbeComparison c = ProbeComparison::compare(report, offers, models, identity, fx);
    const std::optional<ClosestOffer> rental = c.rentalForBreakEven();
    const std::optional<double> rentUsd = rental ? std::optional<double>(rental->usdPerGpuHour) : std::nullopt;
    const std::optional<double> watts = powerW ? powerW : c.tdpW;
    std::optional<double> breakEven;
    if (purchaseUsd && rentUsd)
        breakEven = rentVsBuyBreakEvenHours(*purchaseUsd, *rentUsd, watts.value_or(0), usdPerKwh.value_or(0));

    if (!p.isSet(opt.noStore)) {
        QString lockError;
        const auto lock = CatalogFile::lockForWriting(catalog.path(), 5000, &lockError);
        if (!lock) {
            err << "cloudgauge: " << lockError << '\n';
            return 1;
        }
        if (catalog.insertProbeRun(c.storedRun(report)) < 0) {
            err << "cloudgauge: probe: the run could not be stored: " << catalog.lastError() << '\n';
            return 1;
        }
    }

    const ProbeDevice *d = c.device;
    if (fmt == QLatin1String("json")) {
        QJsonObject o;
        o.insert(QStringLiteral("status"), report.status);
        o.insert(QStringLiteral("summary"), report.summary);
        o.insert(QStringLiteral("device"), d ? d->name : QString());
        o.insert(QStringLiteral("device_is_gpu"), c.deviceIsGpu);
        o.insert(QStringLiteral("catalog_model"), c.match.key);
        o.insert(QStringLiteral("measured_bandwidth_gbps"), jsonNum(c.measuredBandwidthGBs));
        o.insert(QStringLiteral("measured_fp32_tflops"), jsonNum(c.measuredFp32Tflops));
        o.insert(QStringLiteral("peak_bandwidth_gbps"), jsonNum(c.peakBandwidthGBs));
        o.insert(QStringLiteral("peak_fp32_tflops"), jsonNum(c.peakFp32Tflops));
        o.insert(QStringLiteral("bandwidth_fraction"), jsonNum(c.bandwidthFraction));
        o.insert(QStringLiteral("fp32_fraction"), jsonNum(c.fp32Fraction));
        QJsonArray closest;
        for (const ClosestOffer &x : c.closest)
            closest.append(QJsonObject { { QStringLiteral("gpu"), x.gpuKey }, { QStringLiteral("provider"), x.providerKey },
                { QStringLiteral("instance_type"), x.instanceType }, { QStringLiteral("region"), x.region },
                { QStringLiteral("usd_per_gpu_hour"), x.usdPerGpuHour }, { QStringLiteral("as_of"), x.priceAsOf },
                { QStringLiteral("distance"), x.distance } });
        o.insert(QStringLiteral("closest_offers"), closest);
        o.insert(QStringLiteral("rent_usd_per_gpu_hour"), jsonNum(rentUsd));
        o.insert(QStringLiteral("break_even_hours"), jsonNum(breakEven));
        out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
        return 0;
    }

    out << "Probe: " << (report.status.isEmpty() ? QStringLiteral("unknown") : report.status) << " on " << report.host
        << (report.finishedAt.isEmpty() ? QString() : QStringLiteral(" at ") + report.finishedAt) << '\n';
    if (!report.summary.isEmpty())
        out << report.summary << '\n';
    if (!report.gpuSummary.isEmpty())
        out << "GPUs: " << report.gpuSummary << '\n';
    for (const QString &w : report.warnings)
        out << "Warning: " << w << '\n';
    out << "\nBackends:\n";
    for (const ProbeBackend &b : report.backends)
        out << "  " << b.name.leftJustified(11) << ' ' << b.status.leftJustified(11) << ' ' << b.reason << '\n';
    out << "\nDevices:\n";
    if (report.devices.isEmpty())
        out << "  none\n";
    if (report.devicesOmitted > 0)
        out << "  (" << report.devicesOmitted << " more devices not listed)\n";
    for (const ProbeDevice &x : report.devices) {
        out << "  " << x.id.leftJustified(12) << ' ' << (x.isGpu() ? QStringLiteral("GPU") : QStringLiteral("CPU")).leftJustified(4) << ' '
            << x.name << (x.software ? QStringLiteral(" (software device: CPU figures, not a GPU)") : QString())
            << (x.partial ? QStringLiteral(" [partial: %1]").arg(x.unavailable.join(QLatin1String("; "))) : QString()) << '\n';
        if (x.isSlice())
            out << "               MIG slice " << (x.migProfile.isEmpty() ? QStringLiteral("(profile unknown)") : x.migProfile) << " of "
                << x.parentId
                << (x.computeFraction
                           ? QStringLiteral(", %1 % of its compute").arg(QLocale::c().toString(*x.computeFraction * 100.0, 'f', 1))
                           : QString())
                << '\n';
        else if (!x.migMode.isEmpty())
            out << "               mig_mode " << x.migMode << '\n';
        if (x.benchmarks && x.benchmarks->status != QLatin1String("ok"))
            out << "               benchmarks " << x.benchmarks->status
                << (x.benchmarks->reason.isEmpty() ? QString() : QStringLiteral(": ") + x.benchmarks->reason) << '\n';
    }
    out << "\nComparison with the catalog:\n";
    if (!d) {
        out << "  No device to compare. The catalog comparison works without a GPU: see `cloudgauge rank`.\n";
        return 0;
    }
    out << "  Device: " << d->name << (c.deviceIsGpu ? QString() : QStringLiteral(" (CPU, not a GPU)")) << '\n';
    if (c.deviceIsGpu)
        out << "  Catalog model: " << (c.match.key.isEmpty() ? QStringLiteral("not matched (%1)").arg(c.match.reason) : c.match.key)
            << '\n';
    if (c.deviceIsGpu && c.partition) {
        const GpuPartition &part = *c.partition;
        out << "  Measured share: "
            << (part.kind == GpuPartition::Kind::Mig ? QStringLiteral("MIG slice ") : QStringLiteral("vGPU profile ")) << part.profile
            << " of " << part.parentName << ", "
            << (part.computeFraction
                       ? QStringLiteral("%1 % of the GPU's compute").arg(QLocale::c().toString(*part.computeFraction * 100.0, 'f', 1))
                       : QStringLiteral("time-sliced: its share of the GPU's compute is not known"))
            << "; the fractions below are of the whole GPU's datasheet peak\n";
    }
    const QString notMeasured = d->benchmarks && !d->benchmarks->reason.isEmpty()
        ? QStringLiteral("not measured (%1)").arg(d->benchmarks->reason)
        : QStringLiteral("not measured (no benchmark ran on this device)");
    out << "  Memory bandwidth: ";
    if (!c.measuredBandwidthGBs)
        out << notMeasured;
    else
        out << fixed(c.measuredBandwidthGBs, 1) << " GB/s measured";
    if (c.measuredBandwidthGBs && c.peakBandwidthGBs)
        out << " of " << fixed(c.peakBandwidthGBs, 0) << " GB/s datasheet peak (" << percent(c.bandwidthFraction) << ')';
    out << "\n  FP32: ";
    if (!c.measuredFp32Tflops)
        out << notMeasured;
    else
        out << fixed(c.measuredFp32Tflops, 3) << " TFLOPS measured";
    if (c.measuredFp32Tflops && c.peakFp32Tflops)
        out << " of " << fixed(c.peakFp32Tflops, 1) << " TFLOPS datasheet peak (" << percent(c.fp32Fraction) << ')';
    out << '\n';
    if (!c.closest.isEmpty()) {
        out << "\nClosest cloud GPUs by measured performance (cheapest on-demand offer of each, USD per GPU-hour):\n";
        for (const ClosestOffer &x : c.closest)
            out << "  " << x.gpuKey.leftJustified(28) << ' ' << QLocale::c().toString(x.usdPerGpuHour, 'f', 2).rightJustified(7) << "  "
                << x.providerKey << ' ' << x.instanceType << " (" << x.region << ", observed " << x.priceAsOf << ")\n";
    }
    out << "\nRent vs buy: ";
    if (!c.deviceIsGpu)
        out << "needs a GPU; this device is a CPU.\n";
    else if (!purchaseUsd)
        out << "give --purchase-usd (and --power-w, --electricity-usd-kwh) for the break-even hours.\n";
    else if (!rentUsd)
        out << "no priced cloud offer to compare with.\n";
    else if (!breakEven)
        out << "renting at USD " << fixed(rentUsd, 2) << " per GPU-hour never costs more than the power of an owned GPU.\n";
    else
        out << "buying pays off after " << fixed(breakEven, 0) << " GPU-hours (" << fixed(*breakEven / 24.0, 0)
            << " days of use) against renting " << rental->gpuKey << " from " << rental->providerKey << " at USD " << fixed(rentUsd, 2)
            << " per GPU-hour, "
            << (usdPerKwh && *usdPerKwh > 0
                       ? QStringLiteral("power %1 W at USD %2 per kWh.").arg(fixed(watts.value_or(0), 0), fixed(usdPerKwh, 3))
                       : QStringLiteral("power not costed (give --electricity-usd-kwh)."))
            << '\n';
    return 0;
}

} // namespace cg::cli
