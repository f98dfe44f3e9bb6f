#include "import/GpuInfoParser.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace cg {

QString pythonLiteralToJson(const QString &literal)
{
    QString out;
    out.reserve(literal.size() + 8);
    const qsizetype n = literal.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = literal.at(i);
        if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
            const QChar q = c;
            out.append(QLatin1Char('"'));
            ++i;
            bool closed = false;
            for (; i < n; ++i) {
                const QChar s = literal.at(i);
                if (s == QLatin1Char('\\') && i + 1 < n) {
                    const QChar e = literal.at(++i);
                    if (e == QLatin1Char('\''))
                        out.append(QLatin1Char('\''));
                    else {
                        out.append(QLatin1Char('\\'));
                        out.append(e);
                    }
                } else if (s == q) {
                    closed = true;
                    break;
                } else if (s == QLatin1Char('"')) {
                    out.append(QLatin1String("\\\""));
                } else {
                    out.append(s);
                }
            }
            if (!closed)
                return {};
            out.append(QLatin1Char('"'));
        } else if (c.isLetter()) {
            qsizetype j = i;
            while (j < n && (literal.at(j).isLetterOrNumber() || literal.at(j) == QLatin1Char('_')))
                ++j;
            const QStringView word = QStringView(literal).mid(i, j - i);
            if (word == QLatin1String("None") || word == QLatin1String("null"))
                out.append(QLatin1String("null"));
            else if (word == QLatin1String("True") || word == QLatin1String("true"))
                out.append(QLatin1String("true"));
            else if (word == QLatin1String("False") || word == QLatin1String("false"))
                out.append(QLatin1String("false"));
            else
                out.append(word); // not valid JSON; the JSON parser will say so
            i = j - 1;
        } else {
            out.append(c);
        }
    }
    return out;
}

namespace {

QJsonValue valueCi(const QJsonObject &obj, QLatin1String key)
{
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        if (it.key().compare(key, Qt::CaseInsensitive) == 0)
            return it.value();
    }
    return {};
}

std::optional<double> numberOf(const QJsonValue &v)
{
    if (v.isDouble())
        return v.toDouble();
    if (v.isString()) {
        bool ok = false;
        const double d = QLocale::c().toDouble(v.toString().trimmed(), &ok);
        if (ok)
            return d;
    }
    return std::nullopt;
}

} // namespace

GpuInfo parseGpuInfo(const QString &cell)
{
    GpuInfo info;
    const QString t = cell.trimmed();
    if (t.isEmpty() || t.compare(QLatin1String("nan"), Qt::CaseInsensitive) == 0)
        return info;
    if (!t.startsWith(QLatin1Char('{'))) {
        info.shape = GpuInfo::Shape::PlainText;
        info.name = t;
        return info;
    }
    QJsonParseError err {};
    QJsonDocument doc = QJsonDocument::fromJson(t.toUtf8(), &err);
    info.shape = GpuInfo::Shape::Json;
    if (err.error != QJsonParseError::NoError) {
        doc = QJsonDocument::fromJson(pythonLiteralToJson(t).toUtf8(), &err);
        info.shape = GpuInfo::Shape::PythonLiteral;
    }
    if (err.error != QJsonParseError::NoError || !doc.isObject()) {
        info.shape = GpuInfo::Shape::Unreadable;
        info.error = err.error != QJsonParseError::NoError ? err.errorString() : QStringLiteral("not an object");
        return info;
    }
    const QJsonObject root = doc.object();
    const QJsonArray gpus = valueCi(root, QLatin1String("Gpus")).toArray();
    QJsonObject first = gpus.isEmpty() ? QJsonObject() : gpus.first().toObject();
    info.name = valueCi(first, QLatin1String("Name")).toString().trimmed();
    info.manufacturer = valueCi(first, QLatin1String("Manufacturer")).toString().trimmed();
    info.count = numberOf(valueCi(first, QLatin1String("Count")));
    const auto mem = numberOf(valueCi(valueCi(first, QLatin1String("MemoryInfo")).toObject(), QLatin1String("SizeInMiB")));
    if (mem && *mem > 0)
        info.memoryMiB = mem;
    auto total = numberOf(valueCi(root, QLatin1String("TotalGpuMemoryInMiB")));
    if (!total)
        total = numberOf(valueCi(first, QLatin1String("TotalGpuMemoryInMiB")));
    if (total && *total > 0)
        info.totalMemoryMiB = total;
    return info;
}

} // namespace cg
