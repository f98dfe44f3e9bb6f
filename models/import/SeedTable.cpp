#include "import/SeedTable.h"

namespace cg {

std::optional<QStringList> checkedSeedHeader(const CsvTable &t, const QString &name, const QStringList &columns, QString *error)
{
    if (!t.ok()) {
        *error = QStringLiteral("%1: %2").arg(name, t.fatalError);
        return std::nullopt;
    }
    if (!t.issues.isEmpty()) {
        *error = QStringLiteral("%1 line %2: %3").arg(name).arg(t.issues.first().line).arg(t.issues.first().reason);
        return std::nullopt;
    }
    QStringList header;
    for (const QString &h : t.header)
        header.append(h.trimmed());
    for (const QString &c : columns) {
        if (!header.contains(c)) {
            *error = QStringLiteral("%1: no column '%2' (the header must name %3)").arg(name, c, columns.join(QLatin1Char(',')));
            return std::nullopt;
        }
    }
    return header;
}

} // namespace cg
