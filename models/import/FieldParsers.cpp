#include "import/FieldParsers.h"

#include <QDate>
#include <QLocale>

#include <cmath>

namespace cg {

ParsedNumber parseDecimal(const QString &text)
{
    ParsedNumber out;
    const QString t = text.trimmed();
    if (t.isEmpty() || t.compare(QLatin1String("nan"), Qt::CaseInsensitive) == 0
        || t.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0
        || t.compare(QLatin1String("null"), Qt::CaseInsensitive) == 0
        || t.compare(QLatin1String("n/a"), Qt::CaseInsensitive) == 0) {
        return out;
    }
    bool ok = false;
    const double v = QLocale::c().toDouble(t, &ok);
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
