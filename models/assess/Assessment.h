#pragma once

#include "catalog/CatalogTypes.h"

#include <QDate>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace cg {

/**
 * One provider's judgment in one ClusterMAX category (table `assessment`, DESIGN.md section 3).
 *
 * The 10 categories and what each covers are SemiAnalysis's (ClusterMAX 2.0,
 * https://newsletter.semianalysis.com/p/clustermax-20-the-industry-standard); the 0-5 scale and
 * its rubric (Rubric.h) are CloudGauge's. The ranking uses score × 20 as the category's points.
 */
struct Assessment
{
    QString providerKey;          ///< provider.key, e.g. "coreweave"
    QString criterion;            ///< one of the 10 category keys (criterionKey()), e.g. "security"
    std::optional<double> score;  ///< 0-5 inclusive; empty = "not assessed" (no data, never 0)
    QString evidence;             ///< what the score rests on, free text (stored verbatim)
    QString sourceUrl;            ///< http(s) URL of the evidence, or empty
    QString assessedOn;           ///< ISO date YYYY-MM-DD the judgment was made, or empty
    QString author;               ///< who made it; kTierDefaultAuthor for scores derived from the tier

    /// Marks a score filled from the provider's published tier (never a judgment someone made).
    static QString tierDefaultAuthor() { return QStringLiteral("CloudGauge (from the published tier)"); }
    bool isTierDefault() const { return author == tierDefaultAuthor(); }
    /// True when nothing but the keys is set (such a row is deleted, not stored).
    bool isBlank() const { return !score && evidence.isEmpty() && sourceUrl.isEmpty() && assessedOn.isEmpty() && author.isEmpty(); }
    bool operator==(const Assessment &o) const = default;
};

/// Longest evidence text accepted, characters.
constexpr int kMaxEvidenceChars = 4000;
/// Longest author or URL accepted, characters.
constexpr int kMaxShortFieldChars = 500;

/// The 10 category keys in ClusterMAX order ("security" … "availability").
QStringList categoryKeys();

/**
 * Checks one assessment. Returns an empty string when it is valid, else one sentence in the UI
 * language (English without a translator) naming the field and the rule:
 * - criterion: one of the 10 category keys;
 * - provider: a key in `providerKeys`;
 * - score: finite and within 0-5;
 * - a score needs evidence text or a source URL, and the date it was assessed;
 * - source URL: empty, or an absolute http:// or https:// URL with a host;
 * - date: empty, or ISO YYYY-MM-DD not after `today`;
 * - evidence at most kMaxEvidenceChars, author and URL at most kMaxShortFieldChars.
 */
QString validateAssessment(const Assessment &a, const QSet<QString> &providerKeys, const QDate &today);

/**
 * The 0-5 score a published tier stands for when assessments start from it: the tier's points
 * in the ranking (ScoringTable::tierPoints) ÷ 20. Platinum 5, Gold 4, Silver 3, Bronze 2,
 * Participation Ribbon 1.25, Underperforming 0.5; Unavailable, unrated or unknown → empty.
 * The tier order is ClusterMAX's; the points are CloudGauge's.
 */
std::optional<double> tierDefaultScore(const QString &tier);

/// The tiers of the mapping above, best first (for the tables in the editor and the methodology).
QStringList mappedTiers();

/**
 * The 10 assessments a provider starts from when filled from its latest published tier `rating`:
 * score = tierDefaultScore(tier), evidence saying it is derived from the tier (not assessed),
 * source = the rating's source URL, date = its published date, author = tierDefaultAuthor().
 * Empty when the tier maps to no score.
 */
QList<Assessment> assessmentsFromTier(const QString &providerKey, const RatingView &rating);

} // namespace cg
