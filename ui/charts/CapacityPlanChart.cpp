#include "charts/CapacityPlanChart.h"

#include "charts/PriceHistoryChart.h"

#include <QtCharts/QAreaSeries>
#include <QtCharts/QChart>
#include <QtCharts/QDateTimeAxis>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>

namespace cg {

QChart *CapacityPlanChart::build(const plan::DemandCurve &demand, const QList<plan::UsageRow> &rows)
{
    auto *chart = new QChart;
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    const qint64 startMs = demand.start.toMSecsSinceEpoch();
    const qint64 stepMs = qint64(demand.stepHours) * 3600 * 1000;
    struct Layer
    {
        QString name;
        QColor colour;
        double plan::UsageRow::*value;
    };
    // Bottom to top; the colours of the price charts' on-demand and spot lines where they match.
    const std::array<Layer, 4> layers { Layer { tr("Committed, in use"), QColor(0x1f, 0x77, 0xb4), &plan::UsageRow::committedUsed },
        Layer { tr("On demand"), QColor(0xff, 0x7f, 0x0e), &plan::UsageRow::onDemand },
        Layer { tr("Spot"), QColor(0x2c, 0xa0, 0x2c), &plan::UsageRow::spot },
        Layer { tr("Committed, idle"), QColor(0xbb, 0xbb, 0xbb), &plan::UsageRow::committedIdle } };
    QList<double> below(rows.size(), 0.0);
    QLineSeries *lower = nullptr;
    double top = 0;
    for (const Layer &layer : layers) {
        bool any = false;
        for (const plan::UsageRow &r : rows)
            any = any || r.*layer.value > 0;
        if (!any)
            continue; // no spot, no idle commitment: no empty legend entry
        auto *upper = new QLineSeries;
        for (int k = 0; k < rows.size(); ++k) {
            below[k] += rows.at(k).*layer.value;
            upper->append(qreal(startMs + k * stepMs), below.at(k));
            upper->append(qreal(startMs + (k + 1) * stepMs), below.at(k));
            top = std::max(top, below.at(k));
        }
        auto *area = new QAreaSeries(upper, lower);
        area->setName(layer.name);
        area->setColor(layer.colour);
        area->setBorderColor(layer.colour.darker(120));
        chart->addSeries(area); // the chart owns the area; the area its two lines (it does not take them)
        upper->setParent(area);
        if (lower)
            lower->setParent(area);
        lower = new QLineSeries; // the next layer's floor: a copy of this layer's top
        lower->append(upper->points());
    }
    delete lower; // the last copy has no layer above it
    auto *x = new QDateTimeAxis;
    x->setFormat(QStringLiteral("yyyy-MM-dd"));
    x->setRange(demand.start, demand.start.addMSecs(rows.size() * stepMs));
    auto *y = new QValueAxis;
    y->setRange(0, std::max(1.0, std::ceil(top * 1.1)));
    y->applyNiceNumbers(); // whole, round ticks: 0, 20, 40, 60, 80
    if (y->max() <= 4) // a handful of GPUs: one tick per GPU, never a fraction rounded to a repeated label
        y->setTickCount(int(y->max()) + 1);
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setTitleText(tr("GPUs"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    return chart;
}

QString CapacityPlanChart::sourceText(const plan::PriceSource &source)
{
    if (source.isQuote())
        return tr("quote line %1 of %2 (%3), valid until %4").arg(source.quoteLine).arg(source.quoteFile, source.rfqId, source.validUntil);
    if (!source.isSet())
        return {};
    const QString url = source.url.isEmpty() ? tr("no URL") : source.url;
    if (source.observedOn.isEmpty())
        return tr("%1 in %2, %3, observation date unknown").arg(source.instanceType, source.region, url);
    return tr("%1 in %2, %3, observed %4").arg(source.instanceType, source.region, url, source.observedOn);
}

} // namespace cg
