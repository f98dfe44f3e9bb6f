#include "import/CertificationCsv.h"

#include "import/SeedTable.h"

#include <QDate>

namespace cg {

namespace {
const QStringList kColumns { QStringLiteral("provider"), QStringLiteral("certification"), QStringLiteral("level"), QStringLiteral("scope"),
    QStringLiteral("status"), QStringLiteral("source_url"), QStringLiteral("observed_on"), QStringLiteral("quote") };
} // namespace

std::optional<QList<Certification>> readCertifications(
    const QByteArray &bytes, const QString &name, const QSet<QString> &providerKeys, QString *error)
{
    const CsvTable t = CsvReader::parse(bytes);
    const std::optional<QStringList> checked = checkedSeedHeader(t, name, kColumns, error);
    if (!checked)
        return std::nullopt;
    const QStringList &header = *checked;
    QList<Certification> out;
    QSet<QString> seen;
    for (const CsvRecord &r : t.records) {
        const auto field = [&](const QString &column) { return r.fields.value(header.indexOf(column)).trimmed(); };
        const auto fail = [&](const QString &why) {
            *error = QStringLiteral("%1 line %2: %3").arg(name).arg(r.line).arg(why);
            return std::nullopt;
        };
        Certification c;
        c.providerKey = field(QStringLiteral("provider"));
        c.standard = field(QStringLiteral("certification"));
        c.level = field(QStringLiteral("level"));
        c.scope = field(QStringLiteral("scope"));
        c.status = field(QStringLiteral("status"));
        c.sourceUrl = field(QStringLiteral("source_url"));
        c.observedOn = field(QStringLiteral("observed_on"));
        c.quote = field(QStringLiteral("quote"));
        if (!providerKeys.contains(c.providerKey))
            return fail(QStringLiteral("provider '%1' is not a provider of the catalog").arg(c.providerKey));
        if (!Certification::standards().contains(c.standard))
            return fail(QStringLiteral("certification '%1' must be one of %2")
                            .arg(c.standard, Certification::standards().join(QLatin1String(", "))));
        if (!c.level.isEmpty()) {
            QString why;
            const auto asRequirement = CertificationRequirement::parseList(c.standard + QLatin1Char(':') + c.level, &why);
            if (!asRequirement)
                return fail(
                    QStringLiteral("level '%1' does not apply to %2 (soc2: type1 or type2; mlps: 2, 3 or 4)").arg(c.level, c.standard));
        }
        if (!Certification::statuses().contains(c.status))
            return fail(QStringLiteral("status '%1' must be one of %2").arg(c.status, Certification::statuses().join(QLatin1String(", "))));
        if (!c.sourceUrl.startsWith(QLatin1String("https://")) && !c.sourceUrl.startsWith(QLatin1String("http://")))
            return fail(QStringLiteral("a certification needs the http(s) URL of the page that states it ('%1')").arg(c.sourceUrl));
        if (!c.observedOn.isEmpty() && !QDate::fromString(c.observedOn, Qt::ISODate).isValid())
            return fail(QStringLiteral("observed_on '%1' is not an ISO date (YYYY-MM-DD)").arg(c.observedOn));
        const QString key = QStringList { c.providerKey, c.standard, c.scope }.join(QChar(0x1f));
        if (seen.contains(key))
            return fail(QStringLiteral("provider '%1' has a %2 row for this scope already").arg(c.providerKey, c.standard));
        seen.insert(key);
        out.append(c);
    }
    return out;
}

} // namespace cg
