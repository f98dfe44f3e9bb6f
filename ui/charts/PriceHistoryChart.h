#pragma once

#include "catalog/pricehistory/PriceHistory.h"

#include <QCoreApplication>
#include <QImage>
#include <QList>
#include <QSize>
#include <QString>

#include <optional>

class QChart;

namespace cg {

/**
 * One offer's price history as a chart: the on-demand and the spot price per GPU-hour (stored
 * instance-hour amount / GPU count) as step lines over the points' as-of dates, each converted to
 * the display currency at the FX rate in force on that date (DatedFxRates::on), a withdrawal
 * ending its line. The last price is drawn on to `today`. Below the chart, tableHtml() lists every
 * point with its observation date and source.
 */
class PriceHistoryChart final
{
    Q_DECLARE_TR_FUNCTIONS(cg::PriceHistoryChart)

public:
    /// The chart (the caller owns it); `currency` empty = the offer's own currency (no conversion).
    static QChart *build(const QList<PricePoint> &points, std::optional<double> gpuCount, const QString &currency, const DatedFxRates &fx,
        const QString &today);
    /// build() drawn into an image of `size` logical pixels (needs a QApplication).
    static QImage render(const QList<PricePoint> &points, std::optional<double> gpuCount, const QString &currency, const DatedFxRates &fx,
        const QString &today, QSize size);
    /// The points as an HTML table: date, kind, amount per GPU-hour in the display currency (and
    /// as stored), observation date, source link; newest first.
    static QString tableHtml(
        const QList<PricePoint> &points, std::optional<double> gpuCount, const QString &currency, const DatedFxRates &fx);
    /// The display value of one point: per GPU-hour in `currency` at the rate of its date; empty when
    /// it has no amount, no GPU count or no rate.
    static std::optional<double> perGpuHour(
        const PricePoint &p, std::optional<double> gpuCount, const QString &currency, const DatedFxRates &fx);
};

/// Fits the date axis of `chart` to `width` pixels: ISO year-month labels when its range is longer
/// than 60 days, else month-day, and about one label per 90 pixels (2 to 8), so that no label is
/// cut off. Does nothing to a chart without a QDateTimeAxis.
void fitDateAxis(QChart *chart, int width);

/// Adds a date axis (year-month, bottom) and a price axis (two decimals, left, titled `priceTitle`)
/// to `chart` and attaches every series to both. The dates span [firstMs, endMs] (ms since the
/// epoch, UTC) padded by 3 % and at least a day on each side; prices span [low, high] padded by
/// 15 % of the range (at least 5 % of `high`), never below 0. A non-finite bound leaves the axis
/// to Qt. The price-history and provider-trend charts share it.
void addDatePriceAxes(QChart *chart, double firstMs, double endMs, double low, double high, const QString &priceTitle = {});

} // namespace cg
