#pragma once

#include "catalog/store/CatalogTypes.h"

#include <QDate>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace cg {

/// Longest evidence text accepted, characters.
constexpr int kMaxEvidenceChars = 4000;
/// Longest author or URL accepted, characters.
constexpr int kMaxShortFieldChars = 500;

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
