#pragma once

#include "planning/CapacityPlan.h"

#include <QCoreApplication>
#include <QList>

class QChart;

namespace cg {

/**
 * A capacity plan over time (Tools → Capacity plan…, the report's "Capacity plan"): for every row
 * of the demand curve, stacked from the bottom, the committed GPUs in use, the GPUs on demand, the
 * GPUs on spot and, on top, the committed GPUs left idle; the top of the first three is the demand.
 * Steps, not slopes: a row's GPUs hold for its hour or day. X: the row's start (UTC); Y: GPUs.
 */
class CapacityPlanChart final
{
    Q_DECLARE_TR_FUNCTIONS(cg::CapacityPlanChart)

public:
    /// The chart (the caller owns it) of `rows` = plan::usageOverTime(demand, …), one per demand row.
    static QChart *build(const plan::DemandCurve &demand, const QList<plan::UsageRow> &rows);
    /// Where a plan's price comes from, in the current UI language (the window's tooltips, the
    /// report's "Prices"): "gpu_1x_h100 in us-east-1, URL, observed 2026-11-28" or "quote line 4 of
    /// FILE (RFQ-1), valid until 2027-03-31"; an unknown date is said to be unknown.
    static QString sourceText(const plan::PriceSource &source);
};

} // namespace cg
