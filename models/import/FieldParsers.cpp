#include "import/FieldParsers.h"

#include <QDate>
#include <QLocale>

#include <charconv>
#include <cmath>

namespace cg {

ParsedNumber parseDecimal(const QString &text)
{
    ParsedNumber out;
    const QString t = text.trimmed();
    if (t.isEmpty() || t.compare(QLatin1String("nan"), Qt::CaseInsensitive) == 0
        || t.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0 || t.compare(QLatin1String("null"), Qt::CaseInsensitive) == 0
        || t.compare(QLatin1String("n/a"), Qt::CaseInsensitive) == 0) {
        return out;
    }
    bool ok = false;
    double v = 0;
    // Fast path for the plain decimals that make up nearly every machine file; anything else
    // (exponents, stray characters) goes through QLocale::c(), which is also what rejects
    // "2,49" and "1.234,56".
    char buf[64];
    const qsizetype n = t.size();
    bool plain = n > 0 && n < qsizetype(sizeof buf);
    for (qsizetype i = 0; plain && i < n; ++i) {
        const char16_t c = t.at(i).unicode();
        plain = (c >= u'0' && c <= u'9') || c == u'.' || c == u'-';
        buf[i] = char(c);
    }
    if (plain) {
        const auto [end, ec] = std::from_chars(buf, buf + n, v);
        ok = ec == std::errc() && end == buf + n;
    }
    if (!ok)
        v = QLocale::c().toDouble(t, &ok);
    if (!ok) {
        out.kind = ParsedNumber::Kind::Invalid;
        out.reason = t.contains(QLatin1Char(','))
            ? QStringLiteral("'%1' uses a decimal comma or digit grouping; machine files use a dot and no grouping").arg(t)
            : QStringLiteral("'%1' is not a number").arg(t);
        return out;
    }
    if (!std::isfinite(v)) {
        out.kind = ParsedNumber::Kind::Invalid;
        out.reason = QStringLiteral("'%1' is not a finite number").arg(t);
        return out;
    }
    if (v < 0) {
        out.kind = ParsedNumber::Kind::Invalid;
        out.reason = QStringLiteral("'%1' is negative").arg(t);
        return out;
    }
    out.kind = ParsedNumber::Kind::Value;
    out.value = v;
    return out;
}

QString normaliseIsoDate(const QString &text)
{
    const QDate d = QDate::fromString(text.trimmed().left(10), Qt::ISODate);
    return d.isValid() ? d.toString(Qt::ISODate) : QString();
}

} // namespace cg
