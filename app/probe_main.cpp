// cloudgauge-probe: measures the local GPU out of process (DESIGN.md section 7). The backends
// (NVML, nvidia-smi, amd-smi/rocm-smi, OpenCL, Vulkan) arrive with the probe issue; until then
// the probe reports, as versioned JSON, that it has no backends.
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("cloudgauge-probe"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CLOUDGAUGE_VERSION));
    const QStringList args = app.arguments();
    if (args.contains(QStringLiteral("--version"))) {
        QTextStream(stdout) << "cloudgauge-probe " << CLOUDGAUGE_VERSION << '\n';
        return 0;
    }
    if (args.contains(QStringLiteral("--help"))) {
        QTextStream(stdout) << "Usage: cloudgauge-probe [--json]\nReports the GPUs of this machine as JSON (schema 0: no backends yet).\n";
        return 0;
    }
    QJsonObject doc;
    doc.insert(QStringLiteral("schema"), QStringLiteral("cloudgauge-probe/0"));
    doc.insert(QStringLiteral("version"), QStringLiteral(CLOUDGAUGE_VERSION));
    doc.insert(QStringLiteral("status"), QStringLiteral("unsupported"));
    doc.insert(QStringLiteral("reason"), QStringLiteral("no backends yet"));
    doc.insert(QStringLiteral("devices"), QJsonArray());
    QTextStream(stdout) << QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Indented));
    return 0;
}
