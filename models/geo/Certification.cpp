#include "geo/Certification.h"

namespace cg {

namespace {

// Display names as the standards' owners write them: ISO/IEC (iso.org), AICPA SOC reports
// (aicpa-cima.com), CSA STAR (cloudsecurityalliance.org), China's MLPS 2.0 (GB/T 22239-2019,
// 网络安全等级保护), PCI DSS (pcisecuritystandards.org), BSI C5 (bsi.bund.de), HIPAA (hhs.gov).
struct Standard
{
    const char *key;
    const char *name;
};
constexpr Standard kStandards[] = {
    { "iso27001", "ISO/IEC 27001" },
    { "iso27017", "ISO/IEC 27017" },
    { "iso27018", "ISO/IEC 27018" },
    { "iso27701", "ISO/IEC 27701" },
    { "soc1", "SOC 1" },
    { "soc2", "SOC 2" },
    { "soc3", "SOC 3" },
    { "csa-star", "CSA STAR" },
    { "mlps", "MLPS 2.0" }, // translated: 等保 2.0
    { "pci-dss", "PCI DSS" },
    { "c5", "BSI C5" },
    { "hipaa", "HIPAA" },
};

QString socType(const QString &level)
{
    if (level == QLatin1String("type1"))
        return QStringLiteral("Type I");
    if (level == QLatin1String("type2"))
        return QStringLiteral("Type II");
    return level;
}

/// Whether a stated `level` meets a required one: SOC 2 type2 meets type1 and type2; an MLPS level
/// meets every level at or below it. An unstated level meets nothing but "any".
bool levelMeets(const QString &standard, const QString &stated, const QString &required)
{
    if (required.isEmpty())
        return true;
    if (stated.isEmpty())
        return false;
    if (standard == QLatin1String("soc2"))
        return stated == required || stated == QLatin1String("type2");
    if (standard == QLatin1String("mlps"))
        return stated.toInt() >= required.toInt();
    return stated == required;
}

} // namespace

QStringList Certification::standards()
{
    QStringList out;
    for (const Standard &s : kStandards)
        out.append(QLatin1String(s.key));
    return out;
}

QStringList Certification::statuses()
{
    return { QStringLiteral("holds"), QStringLiteral("in-progress"), QStringLiteral("self-declared") };
}

QString Certification::standardName(const QString &standard)
{
    if (standard == QLatin1String("mlps"))
        return tr("MLPS 2.0"); // China's Multi-Level Protection Scheme, GB/T 22239-2019
    for (const Standard &s : kStandards)
        if (standard == QLatin1String(s.key))
            return QString::fromUtf8(s.name);
    return standard;
}

QString Certification::displayName() const
{
    QString name = standardName(standard);
    if (level.isEmpty())
        return name;
    if (standard == QLatin1String("soc2"))
        return name + QLatin1Char(' ') + socType(level);
    if (standard == QLatin1String("mlps"))
        return tr("%1 level %2").arg(name, level);
    return name + QLatin1Char(' ') + level;
}

std::optional<QList<CertificationRequirement>> CertificationRequirement::parseList(const QString &text, QString *error)
{
    QList<CertificationRequirement> out;
    const QStringList items = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &raw : items) {
        const QString item = raw.trimmed().toLower();
        CertificationRequirement r;
        r.standard = item.section(QLatin1Char(':'), 0, 0);
        r.level = item.section(QLatin1Char(':'), 1);
        bool ok = Certification::standards().contains(r.standard);
        if (ok && !r.level.isEmpty()) {
            if (r.standard == QLatin1String("soc2"))
                ok = r.level == QLatin1String("type1") || r.level == QLatin1String("type2");
            else if (r.standard == QLatin1String("mlps"))
                ok = r.level == QLatin1String("2") || r.level == QLatin1String("3") || r.level == QLatin1String("4");
            else
                ok = false;
        }
        if (!ok) {
            *error = QStringLiteral("'%1' is not a certification: use %2, with soc2:type1, soc2:type2, mlps:2, mlps:3 or mlps:4 for "
                                    "a report type or least level")
                         .arg(raw.trimmed(), Certification::standards().join(QLatin1String(", ")));
            return std::nullopt;
        }
        if (!out.contains(r))
            out.append(r);
    }
    return out;
}

QString CertificationRequirement::text() const
{
    return level.isEmpty() ? standard : standard + QLatin1Char(':') + level;
}

QString CertificationRequirement::inWords() const
{
    QString name = Certification::standardName(standard);
    if (level.isEmpty())
        return name;
    if (standard == QLatin1String("soc2"))
        return name + QLatin1Char(' ') + socType(level);
    return tr("%1 level %2 or above").arg(name, level);
}

QString CertificationRequirement::unmetBy(const QList<Certification> &held) const
{
    const QString name = inWords();
    QStringList partial;
    for (const Certification &c : held) {
        if (c.standard != standard)
            continue;
        if (c.coversPlatform() && levelMeets(standard, c.level, level))
            return {};
        if (c.status == QLatin1String("in-progress"))
            partial << tr("in progress, not yet held");
        else if (c.status == QLatin1String("self-declared"))
            partial << tr("claimed by the provider without a named audit");
        else if (!c.scope.isEmpty())
            partial << tr("held for %1 only").arg(c.scope);
        else if (c.level.isEmpty())
            partial << tr("held, but the source states no level or type");
        else
            partial << tr("%1 on record").arg(c.displayName());
    }
    if (partial.isEmpty())
        return tr("%1: not on record for this provider").arg(name);
    return QStringLiteral("%1: %2").arg(name, partial.join(QLatin1String("; ")));
}

} // namespace cg
