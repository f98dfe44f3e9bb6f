// cloudgauge-probe: reports the GPUs of this machine as one JSON document on stdout (schema
// cloudgauge-probe/1, probe/schema.md; docs/user-guide.md, "The local GPU probe"). It runs out of
// process so a hung or crashing driver cannot take the window down. Diagnostics go to stderr.
#include "Acceptance.h"
#include "BackendIsolation.h"
#include "ProbeRunner.h"
#include "ToolRunner.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QLocale>

#include <cstdio>
#include <cstdlib>
#include <optional>
#include <unistd.h>

namespace {

int usageError(const QString &message)
{
    std::fprintf(stderr, "cloudgauge-probe: %s\nTry 'cloudgauge-probe --help'.\n", qPrintable(message));
    return 2;
}

} // namespace

int main(int argc, char *argv[])
{
    cg::probe::installTerminationHandlers();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("cloudgauge-probe"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CLOUDGAUGE_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Reports the GPUs of this machine as one JSON document on stdout (schema cloudgauge-probe/1).\n"
                       "Backends: NVML, nvidia-smi, amd-smi, rocm-smi, OpenCL and Vulkan (benchmarks on OpenCL and Vulkan).\n"
                       "Environment: CLOUDGAUGE_NVML_LIBRARY, CLOUDGAUGE_OPENCL_LIBRARY and CLOUDGAUGE_VULKAN_LIBRARY name\n"
                       "the library file to load instead of libnvidia-ml.so.1, libOpenCL.so.1 and libvulkan.so.1.\n"
                       "--acceptance quick|standard grades the node instead (schema cloudgauge-acceptance/1): quick reads\n"
                       "inventory and health in seconds; standard adds the verified benchmarks.\n"
                       "Exit status: 0 when the document was written, 2 for a usage error; with --acceptance,\n"
                       "3 when a check failed."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("Write the JSON document (the default)."));
    const QCommandLineOption listOption(QStringLiteral("list"), QStringLiteral("Inventory only: no benchmarks."));
    const QCommandLineOption quickOption(QStringLiteral("quick"), QStringLiteral("Shorter benchmarks."));
    const QCommandLineOption deviceOption(
        QStringLiteral("device"), QStringLiteral("Benchmark only device <N> (inventory lists every device)."), QStringLiteral("N"));
    const QCommandLineOption timeoutOption(QStringLiteral("timeout"),
        QStringLiteral("Per-call timeout of external tools in seconds (default %1).").arg(cg::probe::DefaultTimeoutSeconds),
        QStringLiteral("SECONDS"));
    const QCommandLineOption acceptanceOption(QStringLiteral("acceptance"),
        QStringLiteral("Grade this node: quick (inventory and health) or standard (also the benchmarks)."), QStringLiteral("LEVEL"));
    const QCommandLineOption offerOption(QStringLiteral("offer"),
        QStringLiteral("With --acceptance: the offer this node was rented as, PROVIDER:INSTANCE_TYPE (graded on import)."),
        QStringLiteral("OFFER"));
    // Hidden: the probe starts itself with these to run one backend in a child process
    // (probe/BackendIsolation.h); the child prints {"backend", "devices"} and exits 0.
    QCommandLineOption backendOption(QStringLiteral("backend"), QStringLiteral("Run one backend (internal)."), QStringLiteral("NAME"));
    backendOption.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption icdOption(QStringLiteral("icd"), QStringLiteral("Vulkan driver manifest (internal)."), QStringLiteral("FILE"));
    icdOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOptions(
        { jsonOption, listOption, quickOption, deviceOption, timeoutOption, acceptanceOption, offerOption, backendOption, icdOption });
    if (!parser.parse(app.arguments()))
        return usageError(parser.errorText());
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();
    if (!parser.positionalArguments().isEmpty())
        return usageError(QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));

    cg::probe::ProbeOptions options;
    options.quick = parser.isSet(quickOption);
    options.listOnly = parser.isSet(listOption);
    if (parser.isSet(deviceOption)) {
        bool ok = false;
        const int n = parser.value(deviceOption).toInt(&ok);
        if (!ok || n < 0)
            return usageError(QStringLiteral("--device needs a device index (0, 1, ...), not '%1'").arg(parser.value(deviceOption)));
        options.device = n;
    }
    if (parser.isSet(timeoutOption)) {
        bool ok = false;
        const double s = QLocale::c().toDouble(parser.value(timeoutOption), &ok);
        if (!ok || !(s >= 0.1 && s <= 3600))
            return usageError(QStringLiteral("--timeout needs seconds between 0.1 and 3600, not '%1'").arg(parser.value(timeoutOption)));
        options.timeoutSeconds = s;
    }
    std::optional<cg::probe::AcceptanceLevel> acceptance;
    if (parser.isSet(acceptanceOption)) {
        const QString level = parser.value(acceptanceOption);
        if (level == QLatin1String("quick"))
            acceptance = cg::probe::AcceptanceLevel::Quick;
        else if (level == QLatin1String("standard"))
            acceptance = cg::probe::AcceptanceLevel::Standard;
        else
            return usageError(QStringLiteral("--acceptance needs quick or standard, not '%1'").arg(level));
        if (parser.isSet(listOption))
            return usageError(QStringLiteral("--acceptance and --list do not go together: quick is the inventory-only level"));
        options.listOnly = *acceptance == cg::probe::AcceptanceLevel::Quick;
    }
    cg::probe::AcceptanceOffer offer;
    if (parser.isSet(offerOption)) {
        if (!acceptance)
            return usageError(QStringLiteral("--offer goes with --acceptance"));
        if (!cg::probe::parseAcceptanceOffer(parser.value(offerOption), offer))
            return usageError(QStringLiteral("--offer needs PROVIDER:INSTANCE_TYPE, e.g. lambda:gpu_8x_h100_sxm5, not '%1'")
                                  .arg(parser.value(offerOption)));
    }
    const QByteArray nvmlOverride = qgetenv("CLOUDGAUGE_NVML_LIBRARY");
    if (!nvmlOverride.isEmpty())
        options.nvmlLibrary = QString::fromLocal8Bit(nvmlOverride);

    if (parser.isSet(backendOption)) {
        const QJsonObject child = cg::probe::runBackendChild(parser.value(backendOption), parser.value(icdOption), options);
        const bool written = cg::probe::writeStdoutAtomically(QJsonDocument(child).toJson(QJsonDocument::Compact));
        // No destructors: a driver may still have threads or work of ours in flight.
        std::fflush(stderr);
        ::_exit(written ? 0 : 1);
    }
    options.isolateWith = QCoreApplication::applicationFilePath();

    cg::probe::ProcessToolRunner runner;
    cg::probe::ProbeRunner probe(runner);
    const QJsonObject probeDoc = probe.run(options);
    const QJsonObject doc = acceptance ? cg::probe::acceptanceDocument(probeDoc, *acceptance, offer) : probeDoc;
    // Built in memory and written in one go with termination signals held back: a reader gets
    // the whole document or nothing.
    if (!cg::probe::writeStdoutAtomically(QJsonDocument(doc).toJson(QJsonDocument::Indented))) {
        std::fprintf(stderr, "cloudgauge-probe: could not write to standard output\n");
        return 1;
    }
    const int exitCode = acceptance && doc.value(QLatin1String("status")).toString() == QLatin1String(cg::probe::check::Fail) ? 3 : 0;
    if (probe.leftWorkBehind())
        ::_exit(exitCode); // a backend thread is stuck in the driver: no destructors under its feet
    return exitCode;
}
