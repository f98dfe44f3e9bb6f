#include "NvidiaSmiParser.h"

#include "FormFactor.h"

#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace cg::probe {

namespace {

constexpr int NvidiaSmiExitMismatch = 18; // NVML_ERROR_LIB_RM_VERSION_MISMATCH, passed through as exit status

struct NumberRule
{
    const char *query;
    const char *key;
    double min;
    double max;
    bool zeroAllowed;
};

// Plausible ranges: a value outside is reported as unavailable rather than trusted.
constexpr NumberRule numberRules[] = {
    { "memory.total", "memory_total_mib", 0.0, 1.0e9, false },
    { "memory.used", "memory_used_mib", 0.0, 1.0e9, true },
    { "utilization.gpu", "utilization_percent", 0.0, 100.0, true },
    { "temperature.gpu", "temperature_c", -273.0, 1000.0, true },
    { "power.draw", "power_draw_w", 0.0, 1.0e6, true },
    { "clocks.max.sm", "max_clock_mhz", 0.0, 1.0e6, false },
};

const char *schemaKey(const QString &query)
{
    static const struct
    {
        const char *query, *key;
    } names[] = {
        { "index", "index" },
        { "uuid", "uuid" },
        { "pci.bus_id", "pci_bus_id" },
        { "name", "name" },
        { "driver_version", "driver_version" },
        { "mig.mode.current", "mig_mode" },
    };
    for (const auto &n : names)
        if (query == QLatin1String(n.query))
            return n.key;
    for (const NumberRule &r : numberRules)
        if (query == QLatin1String(r.query))
            return r.key;
    return nullptr;
}

std::optional<double> parseNumber(QString token)
{
    static const char *const units[] = { "MiB", "MHz", "W", "%", "C" };
    for (const char *u : units) {
        if (token.endsWith(QLatin1String(u))) {
            token.chop(int(qstrlen(u)));
            token = token.trimmed();
            break;
        }
    }
    bool ok = false;
    const double v = QLocale::c().toDouble(token, &ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

QString printable(const QString &token)
{
    QString t = token.left(80);
    for (QChar &c : t)
        if (!c.isPrint())
            c = QLatin1Char('?');
    return t.isEmpty() ? QStringLiteral("(empty)") : t;
}

QString firstLine(const QString &text)
{
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        const QString t = line.trimmed();
        if (!t.isEmpty())
            return printable(t.left(200));
    }
    return QStringLiteral("(no output)");
}

void fail(BackendResult &r, const QByteArray &output, int exitCode, const char *st, const char *cd, const QString &reason)
{
    r.backend.set(st, cd, reason);
    r.backend.exitCode = exitCode;
    r.backend.keepRawOutput(output);
    r.devices.clear();
}

bool readRow(const QStringList &cols, const QStringList &fields, int rowNumber, Device &d)
{
    d.backend = QStringLiteral("nvidia-smi");
    d.vendor = QStringLiteral("NVIDIA");
    d.index = rowNumber;
    for (int i = 0; i < fields.size(); ++i) {
        const QString &f = fields.at(i);
        const QString token = cols.at(i).trimmed();
        const char *key = schemaKey(f);
        if (!key)
            continue;
        const bool missing = isNvidiaSmiUnavailableToken(token);
        if (f == QLatin1String("index")) {
            bool ok = false;
            const int idx = token.toInt(&ok);
            if (!ok || idx < 0)
                return false; // not a data row (a header, a message, garbage)
            d.index = idx;
            continue;
        }
        if (missing) {
            // mig.mode.current [N/A] is what a GPU without MIG (every GeForce) answers: not
            // applicable, so null without making the device partial.
            if (f != QLatin1String("mig.mode.current") || (token != QLatin1String("[N/A]") && token != QLatin1String("N/A")))
                d.markUnavailable(key, printable(token));
            continue;
        }
        if (f == QLatin1String("uuid"))
            d.uuid = token;
        else if (f == QLatin1String("pci.bus_id"))
            d.pciBusId = token;
        else if (f == QLatin1String("name"))
            d.name = token;
        else if (f == QLatin1String("driver_version"))
            d.driverVersion = token;
        else if (f == QLatin1String("mig.mode.current")) {
            if (token.compare(QLatin1String("Enabled"), Qt::CaseInsensitive) == 0)
                d.migMode = QStringLiteral("enabled");
            else if (token.compare(QLatin1String("Disabled"), Qt::CaseInsensitive) == 0)
                d.migMode = QStringLiteral("disabled");
            else
                d.markUnavailable(key, printable(token));
        } else {
            for (const NumberRule &r : numberRules) {
                if (f != QLatin1String(r.query))
                    continue;
                const std::optional<double> v = parseNumber(token);
                if (!v || *v < r.min || *v > r.max || (!r.zeroAllowed && *v == 0.0)) {
                    d.markUnavailable(key, printable(token));
                    break;
                }
                if (f == QLatin1String("memory.total"))
                    d.memoryTotalMiB = v;
                else if (f == QLatin1String("memory.used"))
                    d.memoryUsedMiB = v;
                else if (f == QLatin1String("utilization.gpu"))
                    d.utilizationPercent = v;
                else if (f == QLatin1String("temperature.gpu"))
                    d.temperatureC = v;
                else if (f == QLatin1String("power.draw"))
                    d.powerDrawW = v;
                else if (f == QLatin1String("clocks.max.sm"))
                    d.maxClockMHz = v;
                break;
            }
        }
    }
    if (d.name.isEmpty())
        d.name = QStringLiteral("NVIDIA GPU");
    d.formFactor = formFactorFor(0x10de, std::nullopt, d.name);
    return true;
}

} // namespace

QStringList nvidiaSmiQueryFields()
{
    return { QStringLiteral("index"), QStringLiteral("uuid"), QStringLiteral("pci.bus_id"), QStringLiteral("name"),
        QStringLiteral("memory.total"), QStringLiteral("memory.used"), QStringLiteral("utilization.gpu"), QStringLiteral("temperature.gpu"),
        QStringLiteral("power.draw"), QStringLiteral("clocks.max.sm"), QStringLiteral("driver_version"),
        QStringLiteral("mig.mode.current") };
}

bool isNvidiaSmiUnavailableToken(const QString &token)
{
    const QString t = token.trimmed();
    if (t.isEmpty())
        return true;
    if (t.startsWith(QLatin1Char('[')) && t.endsWith(QLatin1Char(']')))
        return true;
    return t.compare(QLatin1String("N/A"), Qt::CaseInsensitive) == 0 || t == QLatin1String("ERR!");
}

BackendResult parseNvidiaSmiCsv(const QByteArray &output, int exitCode, const QStringList &fields)
{
    BackendResult r;
    r.backend.name = QStringLiteral("nvidia-smi");
    const QString text = QString::fromUtf8(output);

    if (text.contains(QLatin1String("version mismatch"), Qt::CaseInsensitive) || exitCode == NvidiaSmiExitMismatch) {
        fail(r, output, exitCode, status::Error, code::DriverMismatch, QLatin1String(DriverMismatchReason));
        static const QRegularExpression libVersion(QStringLiteral("NVML library version:\\s*([0-9][0-9A-Za-z.\\-]*)"));
        const QRegularExpressionMatch m = libVersion.match(text);
        if (m.hasMatch())
            r.backend.toolVersion = m.captured(1);
        return r;
    }
    if (text.contains(QLatin1String("No devices were found"), Qt::CaseInsensitive)
        || text.contains(QLatin1String("No supported GPUs were found"), Qt::CaseInsensitive)) {
        fail(r, output, exitCode, status::Unsupported, code::NoDevices, QStringLiteral("nvidia-smi found no NVIDIA GPU"));
        return r;
    }
    if (text.contains(QLatin1String("couldn't communicate with the NVIDIA driver"), Qt::CaseInsensitive)) {
        fail(r, output, exitCode, status::Unsupported, code::NoDevices, QStringLiteral("no NVIDIA driver loaded"));
        return r;
    }

    const int nameColumn = int(fields.indexOf(QStringLiteral("name")));
    int rowNumber = 0;
    for (QString line : text.split(QLatin1Char('\n'))) {
        line = line.trimmed();
        if (line.isEmpty() || fields.isEmpty())
            continue;
        QStringList cols = line.split(QLatin1Char(','));
        if (cols.size() > fields.size() && nameColumn >= 0) {
            // A name with commas in it: the surplus columns belong to the name.
            const qsizetype surplus = cols.size() - fields.size();
            QStringList nameParts = cols.mid(nameColumn, surplus + 1);
            cols.erase(cols.begin() + nameColumn, cols.begin() + nameColumn + surplus + 1);
            cols.insert(nameColumn, nameParts.join(QLatin1Char(',')));
        }
        if (cols.size() != fields.size())
            continue;
        Device d;
        if (readRow(cols, fields, rowNumber, d)) {
            r.devices.append(d);
            ++rowNumber;
        }
    }

    if (!r.devices.isEmpty()) {
        r.backend.set(status::Ok, code::Ok, QStringLiteral("nvidia-smi reported %1 GPU(s)").arg(r.devices.size()));
        r.backend.exitCode = exitCode;
        r.backend.toolVersion = r.devices.first().driverVersion;
        return r;
    }
    if (exitCode == 4 || text.contains(QLatin1String("Insufficient Permissions"), Qt::CaseInsensitive)) {
        fail(r, output, exitCode, status::Error, code::NoPermission,
            QStringLiteral("nvidia-smi was not allowed to read the GPUs: %1").arg(firstLine(text)));
        return r;
    }
    if (exitCode != 0) {
        fail(r, output, exitCode, status::Error, code::Failed,
            QStringLiteral("nvidia-smi exited with status %1: %2").arg(exitCode).arg(firstLine(text)));
        return r;
    }
    fail(r, output, exitCode, status::Error, code::UnrecognisedOutput,
        QStringLiteral("unrecognised nvidia-smi output: %1").arg(firstLine(text)));
    return r;
}

} // namespace cg::probe
