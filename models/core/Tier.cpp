#include "core/Tier.h"

namespace cg {

Tier Tier::fromName(const QString &name)
{
    const QString t = name.trimmed().toLower();
    if (t == QLatin1String("platinum"))
        return Tier(Platinum);
    if (t == QLatin1String("gold"))
        return Tier(Gold);
    if (t == QLatin1String("silver"))
        return Tier(Silver);
    if (t == QLatin1String("bronze"))
        return Tier(Bronze);
    if (t == QLatin1String("participation ribbon"))
        return Tier(ParticipationRibbon);
    if (t == QLatin1String("underperforming") || t == QLatin1String("underperform"))
        return Tier(Underperforming);
    if (t == QLatin1String("unavailable"))
        return Tier(Unavailable);
    return Tier(Unrated);
}

QList<Tier> Tier::pointTiers()
{
    return { Tier(Platinum), Tier(Gold), Tier(Silver), Tier(Bronze), Tier(ParticipationRibbon), Tier(Underperforming) };
}

Tier Tier::fromPoints(double points)
{
    if (points >= 90)
        return Tier(Platinum);
    if (points >= 70)
        return Tier(Gold);
    if (points >= 50)
        return Tier(Silver);
    if (points >= 32.5)
        return Tier(Bronze);
    if (points >= 17.5)
        return Tier(ParticipationRibbon);
    return Tier(Underperforming);
}

QString Tier::name() const
{
    switch (m_level) {
    case Platinum:
        return QStringLiteral("Platinum");
    case Gold:
        return QStringLiteral("Gold");
    case Silver:
        return QStringLiteral("Silver");
    case Bronze:
        return QStringLiteral("Bronze");
    case ParticipationRibbon:
        return QStringLiteral("Participation Ribbon");
    case Underperforming:
        return QStringLiteral("Underperforming");
    case Unavailable:
        return QStringLiteral("Unavailable");
    case Unrated:
        break;
    }
    return {};
}

QString Tier::displayName() const
{
    switch (m_level) {
    case Platinum:
        return tr("Platinum", "ClusterMAX tier");
    case Gold:
        return tr("Gold", "ClusterMAX tier");
    case Silver:
        return tr("Silver", "ClusterMAX tier");
    case Bronze:
        return tr("Bronze", "ClusterMAX tier");
    case ParticipationRibbon:
        return tr("Participation Ribbon", "ClusterMAX tier");
    case Underperforming:
        return tr("Underperforming", "ClusterMAX tier");
    case Unavailable:
        return tr("Unavailable", "ClusterMAX tier");
    case Unrated:
        return tr("Unrated", "ClusterMAX tier");
    }
    return {};
}

QString Tier::displayNameOf(const QString &storedName)
{
    const Tier t = fromName(storedName);
    return t.isPublished() ? t.displayName() : storedName;
}

std::optional<double> Tier::points() const
{
    switch (m_level) {
    case Platinum:
        return 100.0;
    case Gold:
        return 80.0;
    case Silver:
        return 60.0;
    case Bronze:
        return 40.0;
    case ParticipationRibbon:
        return 25.0;
    case Underperforming:
        return 10.0;
    case Unavailable:
    case Unrated:
        break;
    }
    return std::nullopt;
}

} // namespace cg
