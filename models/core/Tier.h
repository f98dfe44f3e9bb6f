#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace cg {

/**
 * A published ClusterMAX tier (SemiAnalysis, ClusterMAX 1.0, 2.0 and 3.0:
 * https://newsletter.semianalysis.com/p/clustermax-20-the-industry-standard). The names and their
 * order are ClusterMAX's; ClusterMAX groups Underperforming and Unavailable as "Not Recommended".
 * The points (Platinum 100 … Underperforming 10) are CloudGauge's, used for the category scores
 * of a provider without an assessment. The one home of tier names, points and order.
 */
class Tier final
{
    Q_DECLARE_TR_FUNCTIONS(cg::Tier)

public:
    enum Level { Platinum, Gold, Silver, Bronze, ParticipationRibbon, Underperforming, Unavailable, Unrated };

    Tier() = default;
    constexpr explicit Tier(Level level)
        : m_level(level)
    {
    }
    /// Case-insensitive; accepts "Underperform" (ClusterMAX 1.0's spelling). Empty or unknown → Unrated.
    static Tier fromName(const QString &name);
    /// The six tiers that carry points, best first.
    static QList<Tier> pointTiers();
    /// The tier whose points band holds `points` (0-100): ≥ 90 Platinum, ≥ 70 Gold, ≥ 50 Silver,
    /// ≥ 32.5 Bronze, ≥ 17.5 Participation Ribbon, else Underperforming — the midpoints between
    /// the tiers' points, CloudGauge's mapping (used for a tier derived from category scores).
    static Tier fromPoints(double points);

    Level level() const { return m_level; }
    /// The name as ClusterMAX publishes it ("Participation Ribbon"); empty for Unrated.
    QString name() const;
    /// The name in the UI language.
    QString displayName() const;
    /// displayName() of a tier as stored (`rating.tier`); an unknown name is returned as written.
    static QString displayNameOf(const QString &storedName);
    /// Category points, [0, 100]; empty for Unavailable and Unrated (no data, never 0).
    std::optional<double> points() const;
    /// True for a published tier, Unavailable included.
    bool isPublished() const { return m_level != Unrated; }
    /// ClusterMAX's "Not Recommended" group: Underperforming and Unavailable.
    bool isNotRecommended() const { return m_level == Underperforming || m_level == Unavailable; }
    /// 0 for Platinum … 7 for Unrated: sorts best first.
    int order() const { return int(m_level); }

    bool operator==(const Tier &o) const { return m_level == o.m_level; }
    bool operator!=(const Tier &o) const { return m_level != o.m_level; }

private:
    Level m_level = Unrated;
};

} // namespace cg
