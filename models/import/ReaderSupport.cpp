#include "import/ReaderSupport.h"

namespace cg::readers {

bool number(const QString &text, const QString &column, std::optional<double> *out, QString *reason)
{
    const ParsedNumber n = parseDecimal(text);
    if (n.kind == ParsedNumber::Kind::Invalid) {
        *reason = QStringLiteral("%1: %2").arg(column, n.reason);
        return false;
    }
    *out = n.optional();
    return true;
}

QString missingColumns(const CsvTable &t, std::initializer_list<const char *> names)
{
    QStringList missing;
    for (const char *n : names) {
        if (t.column(QLatin1String(n)) < 0)
            missing.append(QLatin1String(n));
    }
    return missing.join(QLatin1String(", "));
}

ReadResult fromTable(const CsvTable &t, const QString &format)
{
    ReadResult r;
    r.format = format;
    r.fatalError = t.fatalError;
    r.rejected = t.issues;
    r.rowsRead = int(t.records.size() + t.issues.size());
    return r;
}

} // namespace cg::readers
