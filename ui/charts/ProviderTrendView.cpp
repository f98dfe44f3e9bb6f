#include "charts/ProviderTrendView.h"

#include "catalog/Catalog.h"

#include <QDate>
#include <QDateTime>
#include <QLabel>
#include <QVBoxLayout>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QDateTimeAxis>
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

} // namespace

ProviderTrendView::ProviderTrendView(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_title = new QLabel;
    m_title->setWordWrap(true);
    m_title->setObjectName(QStringLiteral("providerTrendTitle"));
    m_view = new QChartView;
    m_view->setObjectName(QStringLiteral("providerTrendChart"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(180);
    layout->addWidget(m_title);
    layout->addWidget(m_view, 1);
    retranslate();
}

void ProviderTrendView::setDisplayCurrency(const QString &currency)
{
    if (currency == m_currency)
        return;
    m_currency = currency;
    refresh();
}

void ProviderTrendView::showProvider(const QString &providerKey, const QString &providerName)
{
    m_providerKey = providerKey;
    m_providerName = providerName;
    refresh();
}

void ProviderTrendView::retranslate()
{
    refresh();
}

void ProviderTrendView::refresh()
{
    m_trends.clear();
    const QString unit = m_currency.isEmpty() ? QStringLiteral("USD") : m_currency;
    if (m_catalog && m_catalog->isOpen() && !m_providerKey.isEmpty()) {
        const PriceHistory history(*m_catalog);
        m_trends = history.providerTrend(m_providerKey, unit, history.fxHistory());
    }
    if (m_providerKey.isEmpty())
        m_title->setText(tr("Choose a provider above to see its price trend per GPU model."));
    else if (m_trends.isEmpty())
        m_title->setText(tr("%1: no on-demand price per GPU-hour in the price history.").arg(m_providerName));
    else
        m_title->setText(tr("%1: median on-demand price per GPU-hour of each GPU model at each snapshot date, in %2 at the rate of that date.")
                .arg(m_providerName, unit));
    QChart *old = m_view->chart();
    m_view->setChart(build(m_trends, unit, QDate::currentDate().toString(Qt::ISODate)));
    delete old;
    fitDateAxis(m_view->chart(), m_view->width());
}

void ProviderTrendView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitDateAxis(m_view->chart(), m_view->width());
}

QChart *ProviderTrendView::build(const QList<GpuTrend> &trends, const QString &currency, const QString &today)
{
    auto *chart = new QChart;
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    double low = INFINITY, high = -INFINITY;
    qreal first = INFINITY, last = -INFINITY;
    for (const GpuTrend &t : trends) {
        auto *line = new QLineSeries;
        line->setName(t.gpuName);
        std::optional<double> previous;
        for (const TrendPoint &p : t.points) {
            const qreal x = msecs(p.date);
            if (previous)
                line->append(x, *previous); // a step: the median holds until the next date
            line->append(x, p.median);
            previous = p.median;
            first = std::min(first, x);
            last = std::max(last, x);
            low = std::min(low, p.median);
            high = std::max(high, p.median);
        }
        if (previous)
            line->append(std::max(msecs(today), last), *previous);
        chart->addSeries(line);
    }
    addDatePriceAxes(chart, first, std::max(msecs(today), last), low, high, currency);
    return chart;
}

} // namespace cg
