#include "AmdSmiParser.h"

#include "FormFactor.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>
#include <QLocale>
#include <QMap>
#include <QRegularExpression>

#include <cmath>
#include <initializer_list>

namespace cg::probe {

namespace {

constexpr unsigned AmdVendorId = 0x1002;
constexpr int MaxJsonDepth = 256;
constexpr int MaxJsonAttempts = 32;

QString normKey(const QString &key)
{
    QString out;
    out.reserve(key.size());
    for (const QChar c : key) {
        if (c.isLetterOrNumber())
            out.append(c.toLower());
    }
    return out;
}

QJsonValue member(const QJsonObject &o, const char *key)
{
    const QString wanted = normKey(QLatin1String(key));
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        if (normKey(it.key()) == wanted)
            return it.value();
    }
    return QJsonValue(QJsonValue::Undefined);
}

/// A value found by path ("asic.market_name"), or Undefined.
QJsonValue at(const QJsonObject &o, const char *path)
{
    const QList<QByteArray> parts = QByteArray(path).split('.');
    QJsonValue v(o);
    for (const QByteArray &p : parts) {
        if (!v.isObject())
            return QJsonValue(QJsonValue::Undefined);
        v = member(v.toObject(), p.constData());
    }
    return v;
}

QJsonValue first(const QJsonObject &o, std::initializer_list<const char *> paths)
{
    for (const char *p : paths) {
        const QJsonValue v = at(o, p);
        if (!v.isUndefined())
            return v;
    }
    return QJsonValue(QJsonValue::Undefined);
}

QString printable(const QString &token)
{
    QString t = token.left(80);
    for (QChar &c : t)
        if (!c.isPrint())
            c = QLatin1Char('?');
    return t.isEmpty() ? QStringLiteral("(empty)") : t;
}

/// A scalar read from JSON: a number with an optional unit, or the token that stood instead.
struct Scalar
{
    std::optional<double> number;
    QString unit;
    QString token;
};

Scalar scalarOf(const QJsonValue &v, int depth = 0)
{
    Scalar s;
    if (v.isDouble()) {
        s.number = v.toDouble();
        s.token = QString::number(v.toDouble());
    } else if (v.isString()) {
        s.token = v.toString().trimmed();
        static const QRegularExpression numberUnit(QStringLiteral("^([-+]?[0-9]*\\.?[0-9]+(?:[eE][-+]?[0-9]+)?)\\s*([A-Za-z%]*)$"));
        const QRegularExpressionMatch m = numberUnit.match(s.token);
        if (m.hasMatch()) {
            bool ok = false;
            const double d = QLocale::c().toDouble(m.captured(1), &ok);
            if (ok)
                s.number = d;
            s.unit = m.captured(2);
        }
    } else if (v.isObject() && depth < 4) {
        const QJsonObject o = v.toObject();
        s = scalarOf(member(o, "value"), depth + 1);
        const QJsonValue unit = member(o, "unit");
        if (unit.isString())
            s.unit = unit.toString().trimmed();
        if (s.token.isEmpty())
            s.token = QStringLiteral("(no value)");
    } else if (v.isNull()) {
        s.token = QStringLiteral("null");
    } else if (v.isBool()) {
        s.token = v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    } else {
        s.token = QStringLiteral("(unexpected)");
    }
    if (s.number && !std::isfinite(*s.number))
        s.number.reset();
    return s;
}

std::optional<double> toMiB(double value, const QString &unit, double defaultFactor)
{
    const QString u = unit.toLower();
    double factor = defaultFactor;
    if (u == QLatin1String("b"))
        factor = 1.0 / (1024.0 * 1024.0);
    else if (u == QLatin1String("kb") || u == QLatin1String("kib"))
        factor = 1.0 / 1024.0;
    else if (u == QLatin1String("mb") || u == QLatin1String("mib"))
        factor = 1.0;
    else if (u == QLatin1String("gb") || u == QLatin1String("gib"))
        factor = 1024.0;
    else if (!u.isEmpty())
        return std::nullopt;
    const double mib = value * factor;
    if (!std::isfinite(mib))
        return std::nullopt;
    return mib;
}

/// Reads a memory value into `out`; marks the field unavailable when it stood as "N/A" or
/// garbage, or when it is absent and `required`. `total` values must be > 0.
void readMemory(
    Device &d, const QJsonValue &v, const char *key, double defaultFactor, bool required, bool total, std::optional<double> &out)
{
    if (v.isUndefined()) {
        if (required)
            d.markUnavailable(key, QStringLiteral("absent"));
        return;
    }
    const Scalar s = scalarOf(v);
    std::optional<double> mib;
    if (s.number)
        mib = toMiB(*s.number, s.unit, defaultFactor);
    if (!mib || *mib < 0 || *mib > 1.0e9 || (total && *mib <= 0)) {
        d.markUnavailable(key, printable(s.token));
        return;
    }
    out = mib;
}

void readNumber(Device &d, const QJsonValue &v, const char *key, double min, double max, std::optional<double> &out)
{
    if (v.isUndefined())
        return;
    const Scalar s = scalarOf(v);
    if (!s.number || *s.number < min || *s.number > max) {
        d.markUnavailable(key, printable(s.token));
        return;
    }
    out = s.number;
}

std::optional<QString> readString(Device &d, const QJsonValue &v, const char *key, bool required)
{
    if (v.isUndefined()) {
        if (required)
            d.markUnavailable(key, QStringLiteral("absent"));
        return std::nullopt;
    }
    QString t;
    if (v.isString())
        t = v.toString().trimmed();
    else if (v.isDouble())
        t = QString::number(v.toDouble());
    if (t.isEmpty() || t.compare(QLatin1String("N/A"), Qt::CaseInsensitive) == 0 || t.startsWith(QLatin1Char('['))) {
        d.markUnavailable(key, printable(v.isString() ? v.toString() : QStringLiteral("(not a string)")));
        return std::nullopt;
    }
    return t.left(256);
}

void readDeviceId(Device &d, const QJsonValue &v)
{
    if (v.isUndefined())
        return;
    std::optional<unsigned> id;
    if (v.isDouble() && v.toDouble() >= 0 && v.toDouble() <= 0xffff)
        id = unsigned(v.toDouble());
    else if (v.isString() && v.toString().trimmed().startsWith(QLatin1String("0x"), Qt::CaseInsensitive))
        id = parsePciDeviceId(v.toString());
    if (id && *id <= 0xffff)
        d.pciDeviceId = formatPciDeviceId(*id);
    else
        d.markUnavailable("pci_device_id", printable(v.isString() ? v.toString() : QStringLiteral("(not a string)")));
}

void finishAmdDevice(Device &d)
{
    d.vendor = QStringLiteral("AMD");
    if (d.name.isEmpty())
        d.name = QStringLiteral("AMD GPU");
    const std::optional<unsigned> id = d.pciDeviceId ? parsePciDeviceId(*d.pciDeviceId) : std::nullopt;
    d.formFactor = formFactorFor(AmdVendorId, id, d.name);
}

QString firstLine(const QByteArray &output)
{
    for (const QByteArray &line : output.split('\n')) {
        const QString t = QString::fromUtf8(line).trimmed();
        if (!t.isEmpty())
            return printable(t.left(200));
    }
    return QStringLiteral("(no output)");
}

void failNoJson(BackendResult &r, const QByteArray &output, int exitCode, const QString &tool)
{
    r.devices.clear();
    r.backend.exitCode = exitCode;
    r.backend.keepRawOutput(output);
    if (output.contains("No JSON data"))
        r.backend.set(status::Unsupported, code::UnrecognisedOutput, tool + QStringLiteral(" reported no JSON data"));
    else if (exitCode != 0)
        r.backend.set(
            status::Error, code::Failed, tool + QStringLiteral(" exited with status %1: %2").arg(exitCode).arg(firstLine(output)));
    else
        r.backend.set(status::Error, code::UnrecognisedOutput, QStringLiteral("unrecognised %1 output: %2").arg(tool, firstLine(output)));
}

/// The balanced '{...}' or '[...]' that starts at the first bracket at or after *from; empty
/// when there is none. *from is left at that bracket (or at the end), so a caller can retry
/// from *from + 1.
QByteArray balancedValueFrom(const QByteArray &text, qsizetype *from)
{
    qsizetype start = -1;
    for (qsizetype i = *from; i < text.size(); ++i) {
        if (text.at(i) == '{' || text.at(i) == '[') {
            start = i;
            break;
        }
    }
    if (start < 0) {
        *from = text.size();
        return QByteArray();
    }
    *from = start;
    QByteArray stack;
    bool inString = false;
    bool escaped = false;
    for (qsizetype i = start; i < text.size(); ++i) {
        const char c = text.at(i);
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            if (stack.size() >= MaxJsonDepth)
                return QByteArray();
            stack.append(c == '{' ? '}' : ']');
        } else if (c == '}' || c == ']') {
            if (stack.isEmpty() || stack.back() != c)
                return QByteArray();
            stack.chop(1);
            if (stack.isEmpty())
                return text.mid(start, i - start + 1);
        }
    }
    return QByteArray();
}

/// The first JSON document in `output` that parses (and, with `objectOnly`, is an object),
/// trying at most MaxJsonAttempts opening brackets; Undefined when there is none.
QJsonValue parseFirst(const QByteArray &output, bool objectOnly = false)
{
    qsizetype from = 0;
    for (int attempt = 0; attempt < MaxJsonAttempts && from < output.size(); ++attempt) {
        const QByteArray doc = balancedValueFrom(output, &from);
        ++from;
        if (doc.isEmpty())
            continue;
        QJsonParseError err {};
        const QJsonDocument d = QJsonDocument::fromJson(doc, &err);
        if (err.error != QJsonParseError::NoError)
            continue;
        if (d.isObject())
            return d.object();
        if (!objectOnly)
            return d.array();
    }
    return QJsonValue(QJsonValue::Undefined);
}

QList<QJsonObject> amdGpuEntries(const QJsonValue &root)
{
    QList<QJsonObject> out;
    QJsonArray list;
    if (root.isArray()) {
        list = root.toArray();
    } else if (root.isObject()) {
        const QJsonValue data = member(root.toObject(), "gpu_data");
        if (data.isArray())
            list = data.toArray();
        else if (!member(root.toObject(), "gpu").isUndefined())
            list.append(root);
    }
    for (const QJsonValue &v : list)
        if (v.isObject())
            out.append(v.toObject());
    return out;
}

std::optional<int> gpuIndexOf(const QJsonObject &o)
{
    const QJsonValue g = member(o, "gpu");
    if (g.isDouble() && g.toDouble() >= 0 && g.toDouble() < 1e6 && g.toDouble() == std::floor(g.toDouble()))
        return int(g.toDouble());
    return std::nullopt;
}

void readRocmCard(Device &d, const QJsonObject &card, const std::optional<QString> &systemDriver)
{
    const QJsonValue name = first(card, { "Card Series", "Device Name", "Card SKU" });
    if (const std::optional<QString> n = readString(d, name, "name", true))
        d.name = *n;
    QJsonValue id = first(card, { "Device ID", "GPU ID" });
    if (id.isUndefined()) {
        const QJsonValue model = member(card, "Card Model");
        if (model.isString() && model.toString().trimmed().startsWith(QLatin1String("0x"), Qt::CaseInsensitive))
            id = model;
    }
    readDeviceId(d, id);
    const QJsonValue bus = member(card, "PCI Bus");
    if (!bus.isUndefined())
        d.pciBusId = readString(d, bus, "pci_bus_id", false);
    const double bytes = 1.0 / (1024.0 * 1024.0);
    readMemory(d, member(card, "VRAM Total Memory (B)"), "memory_total_mib", bytes, true, true, d.memoryTotalMiB);
    readMemory(d, member(card, "VRAM Total Used Memory (B)"), "memory_used_mib", bytes, true, false, d.memoryUsedMiB);
    const QJsonValue driver = member(card, "Driver version");
    if (!driver.isUndefined())
        d.driverVersion = readString(d, driver, "driver_version", false);
    else
        d.driverVersion = systemDriver;
    finishAmdDevice(d);
}

/// The plain-text form of rocm-smi ("GPU[0]		: Device ID: 0x74a1") as card objects.
QMap<int, QJsonObject> rocmTextCards(const QString &text, std::optional<QString> *driver)
{
    QMap<int, QJsonObject> cards;
    static const QRegularExpression gpuLine(QStringLiteral("^\\s*GPU\\[(\\d{1,6})\\]\\s*:\\s*(.*)$"));
    static const QRegularExpression driverLine(
        QStringLiteral("^\\s*Driver version:\\s*(\\S.*)$"), QRegularExpression::CaseInsensitiveOption);
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch dm = driverLine.match(line);
        if (dm.hasMatch()) {
            *driver = dm.captured(1).trimmed().left(256);
            continue;
        }
        const QRegularExpressionMatch m = gpuLine.match(line);
        if (!m.hasMatch())
            continue;
        const QString rest = m.captured(2);
        const qsizetype sep = rest.indexOf(QLatin1String(": "));
        if (sep <= 0)
            continue;
        const QString key = rest.left(sep).trimmed();
        const QString value = rest.mid(sep + 2).trimmed();
        if (key.isEmpty())
            continue;
        QJsonObject &card = cards[m.captured(1).toInt()];
        if (!card.contains(key))
            card.insert(key, value);
    }
    return cards;
}

} // namespace

QByteArray firstJsonDocument(const QByteArray &text)
{
    qsizetype from = 0;
    return balancedValueFrom(text, &from);
}

BackendResult parseAmdSmi(const QByteArray &staticOut, int exitCode, const QByteArray &metricOut)
{
    BackendResult r;
    r.backend.name = QStringLiteral("amd-smi");
    const QJsonValue root = parseFirst(staticOut);
    if (root.isUndefined()) {
        failNoJson(r, staticOut, exitCode, QStringLiteral("amd-smi"));
        return r;
    }
    const QList<QJsonObject> gpus = amdGpuEntries(root);
    if (gpus.isEmpty()) {
        r.backend.set(status::Unsupported, code::NoDevices, QStringLiteral("amd-smi found no AMD GPU"));
        r.backend.exitCode = exitCode;
        r.backend.keepRawOutput(staticOut);
        return r;
    }
    const bool haveMetric = !metricOut.trimmed().isEmpty();
    const QList<QJsonObject> metrics = haveMetric ? amdGpuEntries(parseFirst(metricOut)) : QList<QJsonObject>();

    for (qsizetype i = 0; i < gpus.size(); ++i) {
        const QJsonObject &g = gpus.at(i);
        Device d;
        d.backend = r.backend.name;
        d.index = gpuIndexOf(g).value_or(int(i));
        if (const std::optional<QString> n
            = readString(d, first(g, { "asic.market_name", "board.product_name", "market_name" }), "name", true))
            d.name = *n;
        readDeviceId(d, first(g, { "asic.device_id", "device_id" }));
        const QJsonValue bdf = first(g, { "bus.bdf", "bdf", "pcie.bdf" });
        if (!bdf.isUndefined())
            d.pciBusId = readString(d, bdf, "pci_bus_id", false);
        const QJsonValue cu = first(g, { "asic.num_compute_units", "num_compute_units" });
        if (!cu.isUndefined()) {
            const Scalar s = scalarOf(cu);
            if (s.number && *s.number > 0 && *s.number < 1e6 && *s.number == std::floor(*s.number))
                d.computeUnits = int(*s.number);
            else
                d.markUnavailable("compute_units", printable(s.token));
        }
        const QJsonValue driver = first(g, { "driver.version", "driver.driver_version", "driver_version" });
        if (!driver.isUndefined())
            d.driverVersion = readString(d, driver, "driver_version", false);

        QJsonObject m;
        bool metricFound = false;
        for (qsizetype j = 0; j < metrics.size(); ++j) {
            const std::optional<int> mi = gpuIndexOf(metrics.at(j));
            if ((mi && *mi == d.index) || (!mi && j == i)) {
                m = metrics.at(j);
                metricFound = true;
                break;
            }
        }
        QJsonValue total = first(g, { "vram.size", "vram.vram_size_mb", "vram.vram_size" });
        if (total.isUndefined() && metricFound)
            total = first(m, { "mem_usage.total_vram", "vram.total" });
        readMemory(d, total, "memory_total_mib", 1.0, true, true, d.memoryTotalMiB);
        if (metricFound) {
            readMemory(d, first(m, { "mem_usage.used_vram", "vram.used" }), "memory_used_mib", 1.0, true, false, d.memoryUsedMiB);
            readNumber(d, first(m, { "usage.gfx_activity", "usage.gfx_usage" }), "utilization_percent", 0.0, 100.0, d.utilizationPercent);
            readNumber(d, first(m, { "power.socket_power", "power.average_socket_power", "power.current_socket_power" }), "power_draw_w",
                0.0, 1.0e6, d.powerDrawW);
            readNumber(d, first(m, { "temperature.hotspot", "temperature.edge" }), "temperature_c", -273.0, 1000.0, d.temperatureC);
        } else if (haveMetric) {
            d.markUnavailable("memory_used_mib", QStringLiteral("no amd-smi metric data"));
        }
        finishAmdDevice(d);
        r.devices.append(d);
    }
    r.backend.set(status::Ok, code::Ok, QStringLiteral("amd-smi reported %1 GPU(s)").arg(r.devices.size()));
    r.backend.exitCode = exitCode;
    return r;
}

BackendResult parseRocmSmi(const QByteArray &output, int exitCode)
{
    BackendResult r;
    r.backend.name = QStringLiteral("rocm-smi");
    const QJsonValue root = parseFirst(output, true);
    QMap<int, QJsonObject> cards;
    std::optional<QString> systemDriver;
    if (root.isObject()) {
        static const QRegularExpression cardKey(QStringLiteral("^card(\\d{1,6})$"), QRegularExpression::CaseInsensitiveOption);
        const QJsonObject o = root.toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            const QRegularExpressionMatch m = cardKey.match(it.key());
            if (m.hasMatch() && it.value().isObject())
                cards.insert(m.captured(1).toInt(), it.value().toObject());
        }
        const QJsonValue sys = member(o, "system");
        if (sys.isObject()) {
            const QJsonValue dv = member(sys.toObject(), "Driver version");
            if (dv.isString() && !dv.toString().trimmed().isEmpty() && dv.toString().trimmed() != QLatin1String("N/A"))
                systemDriver = dv.toString().trimmed().left(256);
        }
        if (cards.isEmpty()) {
            r.backend.set(status::Unsupported, code::NoDevices, QStringLiteral("rocm-smi found no AMD GPU"));
            r.backend.exitCode = exitCode;
            r.backend.keepRawOutput(output);
            return r;
        }
    } else if (root.isUndefined()) {
        cards = rocmTextCards(QString::fromUtf8(output), &systemDriver);
    }
    if (cards.isEmpty()) {
        failNoJson(r, output, exitCode, QStringLiteral("rocm-smi"));
        return r;
    }
    for (auto it = cards.constBegin(); it != cards.constEnd(); ++it) {
        Device d;
        d.backend = r.backend.name;
        d.index = it.key();
        readRocmCard(d, it.value(), systemDriver);
        r.devices.append(d);
    }
    r.backend.set(status::Ok, code::Ok, QStringLiteral("rocm-smi reported %1 GPU(s)").arg(r.devices.size()));
    r.backend.exitCode = exitCode;
    return r;
}

std::optional<QString> parseAmdToolVersion(const QByteArray &output)
{
    const QString text = QString::fromUtf8(output.left(65536));
    static const QRegularExpression patterns[] = {
        QRegularExpression(QStringLiteral("AMDSMI Tool\\s*:\\s*([0-9][0-9A-Za-z.+\\-]*)"), QRegularExpression::CaseInsensitiveOption),
        QRegularExpression(QStringLiteral("ROCM-SMI version\\s*:\\s*([0-9][0-9A-Za-z.+\\-]*)"), QRegularExpression::CaseInsensitiveOption),
        QRegularExpression(QStringLiteral("\\bversion\\s*:?\\s*([0-9]+\\.[0-9A-Za-z.+\\-]*)"), QRegularExpression::CaseInsensitiveOption),
    };
    for (const QRegularExpression &p : patterns) {
        const QRegularExpressionMatch m = p.match(text);
        if (m.hasMatch())
            return m.captured(1).left(64);
    }
    return std::nullopt;
}

} // namespace cg::probe
