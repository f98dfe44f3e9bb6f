#pragma once

#include "core/Criteria.h"

#include <QList>
#include <QString>

namespace cg {

/// One band of a category rubric: the scores it covers and what they mean.
struct RubricLevel
{
    QString band; ///< "0", "1-2", "3", "4" or "5"
    QString text; ///< what a provider at this band looks like, in the UI language
};

/**
 * CloudGauge's 0-5 rubric for the 10 ClusterMAX categories: what 0, 1-2, 3, 4 and 5 mean. Written
 * in CloudGauge's words from the sub-criteria SemiAnalysis publishes (ClusterMAX 2.0 evaluation
 * criteria and clustermax.ai/criteria); SemiAnalysis itself scores no category numerically, so
 * the bands are ours. Sources: rubricSourceUrls().
 */
class Rubric final
{
public:
    /// The five bands of `category` (one of the first 10 criteria), lowest first; empty for other criteria.
    static QList<RubricLevel> levels(Criterion category);
    /// The rubric as HTML (a title, the five bands, the sources), in the UI language.
    static QString html(Criterion category);
    /// The articles the rubric is written from.
    static QStringList sourceUrls();
};

} // namespace cg
