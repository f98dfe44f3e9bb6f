#include "charts/PriceHistoryChart.h"

#include <QDateTime>
#include <QLocale>
#include <QPainter>
#include <QUrl>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QDateTimeAxis>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <cmath>

namespace cg {

namespace {

qreal msecs(const QString &isoDate)
{
    return qreal(QDateTime(QDate::fromString(isoDate, Qt::ISODate), QTime(0, 0), Qt::UTC).toMSecsSinceEpoch());
}

QString kindName(const QString &kind)
{
    return kind == QLatin1String("spot") ? PriceHistoryChart::tr("Spot") : PriceHistoryChart::tr("On-demand");
}

QString money(double v)
{
    return QLocale().toString(v, 'f', v < 10 ? 4 : 2);
}

} // namespace

std::optional<double> PriceHistoryChart::perGpuHour(
    const PricePoint &p, std::optional<double> gpuCount, const QString &currency, const DatedFxRates &fx)
{
    if (p.withdrawn || !p.amount || !gpuCount || *gpuCount <= 0)
        return std::nullopt;
    const double perGpu = *p.amount / *gpuCount;
    if (currency.isEmpty() || currency == p.currency)
        return perGpu;
    return fx.on(p.asOf).convert(perGpu, p.currency, currency);
}

QChart *PriceHistoryChart::build(
    const QList<PricePoint> &points, std::optional<double> gpuCount, const QString &currency, const DatedFxRates &fx, const QString &today)
{
    auto *chart = new QChart;
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    const QString unit = !currency.isEmpty() ? currency : (points.isEmpty() ? QStringLiteral("USD") : points.first().currency);
    double low = INFINITY, high = -INFINITY;
    qreal first = INFINITY, last = -INFINITY;
    const qreal now = msecs(today);
    for (const QString &kind : { QStringLiteral("on_demand"), QStringLiteral("spot") }) {
        QList<PricePoint> series;
        for (const PricePoint &p : points) {
            if (p.kind == kind && p.termMonths == 0)
                series.append(p);
        }
        if (series.isEmpty())
            continue;
        // One line per offered stretch: a step to each new price, a withdrawal ends the stretch.
        QLineSeries *line = nullptr;
        bool firstStretch = true;
        std::optional<double> current;
        auto finish = [&](qreal until) {
            if (line && current)
                line->append(until, *current);
            line = nullptr;
            current.reset();
        };
        for (const PricePoint &p : std::as_const(series)) {
            const qreal t = msecs(p.asOf);
            first = std::min(first, t);
            last = std::max(last, t);
            const std::optional<double> v = perGpuHour(p, gpuCount, currency, fx);
            if (!v) {
                finish(t);
                continue;
            }
            if (!line) {
                line = new QLineSeries;
                line->setName(kindName(kind));
                chart->addSeries(line);
                if (!firstStretch) { // a later stretch of the same kind: one legend entry per kind
                    for (QLegendMarker *m : chart->legend()->markers(line))
                        m->setVisible(false);
                }
                firstStretch = false;
            } else {
                line->append(t, *current);
            }
            line->append(t, *v);
            current = v;
            low = std::min(low, *v);
            high = std::max(high, *v);
        }
        finish(std::max(now, last));
    }
    chart->setTitle(tr("Price history, %1 per GPU-hour").arg(unit)); // the axis has no room for the unit
    addDatePriceAxes(chart, first, std::max(now, last), low, high);
    return chart;
}

QImage PriceHistoryChart::render(const QList<PricePoint> &points, std::optional<double> gpuCount, const QString &currency,
    const DatedFxRates &fx, const QString &today, QSize size)
{
    QChartView view(build(points, gpuCount, currency, fx, today));
    fitDateAxis(view.chart(), size.width());
    view.setRenderHint(QPainter::Antialiasing);
    view.resize(size);
    return view.grab().toImage();
}

void fitDateAxis(QChart *chart, int width)
{
    for (QAbstractAxis *a : chart->axes(Qt::Horizontal)) {
        auto *x = qobject_cast<QDateTimeAxis *>(a);
        if (!x)
            continue;
        const qint64 days = x->min().daysTo(x->max());
        x->setFormat(days > 60 ? QStringLiteral("yyyy-MM") : QStringLiteral("MM-dd"));
        // The plot is the width less the value axis and margins (about 70 px); a label needs about 90.
        x->setTickCount(std::clamp((width - 70) / 90 + 1, 2, 8));
    }
}

QString PriceHistoryChart::tableHtml(
    const QList<PricePoint> &points, std::optional<double> gpuCount, const QString &currency, const DatedFxRates &fx)
{
    QList<PricePoint> sorted = points;
    std::stable_sort(sorted.begin(), sorted.end(), [](const PricePoint &a, const PricePoint &b) { return a.asOf > b.asOf; });
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='2'><tr><th align='left'>%1</th><th align='left'>%2</th>"
                                  "<th align='right'>%3</th><th align='left'>%4</th><th align='left'>%5</th></tr>")
                       .arg(tr("As of"), tr("Price"), tr("Per GPU-hour"), tr("Observed"), tr("Source"));
    for (const PricePoint &p : std::as_const(sorted)) {
        if (p.termMonths != 0 || (p.kind != QLatin1String("on_demand") && p.kind != QLatin1String("spot")))
            continue;
        const std::optional<double> v = perGpuHour(p, gpuCount, currency, fx);
        const QString unit = currency.isEmpty() ? p.currency : currency;
        const QString value = p.withdrawn ? tr("no longer offered") : v ? money(*v) + QLatin1Char(' ') + unit : tr("unknown");
        const QString observed = !p.observedOn.isEmpty() ? p.observedOn
            : !p.observedAfter.isEmpty()                 ? tr("after %1").arg(p.observedAfter)
                                                         : tr("unknown");
        const QString source = p.sourceUrl.startsWith(QLatin1String("http"))
            ? QStringLiteral("<a href='%1'>%2</a>").arg(p.sourceUrl.toHtmlEscaped(), QUrl(p.sourceUrl).host().toHtmlEscaped())
            : p.sourceUrl.toHtmlEscaped();
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td align='right'>%3</td><td>%4</td><td>%5</td></tr>")
                    .arg(p.asOf, kindName(p.kind), value, observed, source);
    }
    return html + QStringLiteral("</table>");
}

void addDatePriceAxes(QChart *chart, double firstMs, double endMs, double low, double high, const QString &priceTitle)
{
    auto *x = new QDateTimeAxis;
    x->setFormat(QStringLiteral("yyyy-MM"));
    x->setTickCount(3);
    auto *y = new QValueAxis;
    y->setLabelFormat(QStringLiteral("%.2f"));
    if (!priceTitle.isEmpty())
        y->setTitleText(priceTitle);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    if (std::isfinite(firstMs) && std::isfinite(endMs)) {
        const double pad = std::max((endMs - firstMs) * 0.03, 86'400'000.0);
        x->setRange(
            QDateTime::fromMSecsSinceEpoch(qint64(firstMs - pad), Qt::UTC), QDateTime::fromMSecsSinceEpoch(qint64(endMs + pad), Qt::UTC));
    }
    if (std::isfinite(low) && std::isfinite(high)) {
        const double margin = std::max((high - low) * 0.15, high * 0.05);
        y->setRange(std::max(0.0, low - margin), high + margin);
        y->applyNiceNumbers();
    }
}

} // namespace cg
