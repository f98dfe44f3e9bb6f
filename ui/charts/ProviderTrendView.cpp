#include "charts/ProviderTrendView.h"

#include "catalog/store/Catalog.h"

#include <QDate>
#include <QDateTime>
#include <QLabel>
#include <QVBoxLayout>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QDateTimeAxis>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>
#include <QtConcurrent/QtConcurrentRun>

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
    connect(&m_read, &QFutureWatcher<QList<GpuTrend>>::finished, this, [this] {
        if (m_readAgain) { // what was read is for an earlier provider or currency
            m_readAgain = false;
            refresh();
            return;
        }
        m_trends = m_read.result();
        m_shownKey = m_readKey;
        m_shownName = m_readName;
        m_shownUnit = m_readUnit;
        showTrends();
        emit trendsShown();
    });
    showTrends();
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
    showTrends();
}

ProviderTrendView::~ProviderTrendView()
{
    m_read.waitForFinished();
}

void ProviderTrendView::refresh()
{
    if (m_read.isRunning()) {
        m_readAgain = true;
        return;
    }
    const QString unit = m_currency.isEmpty() ? QStringLiteral("USD") : m_currency;
    const QString path = m_catalog && m_catalog->isOpen() ? m_catalog->path() : QString();
    const QString provider = m_providerKey;
    m_readKey = provider;
    m_readName = m_providerName;
    m_readUnit = unit;
    m_read.setFuture(QtConcurrent::run([path, provider, unit]() -> QList<GpuTrend> {
        if (path.isEmpty() || provider.isEmpty())
            return {};
        // One connection per thread: this one lives and dies in the worker.
        Catalog catalog(path);
        QString error;
        if (!catalog.open(&error, Catalog::IntegrityCheck::Deferred))
            return {}; // the window reports an unreadable catalog; the chart stays empty
        const PriceHistory history(catalog);
        return history.providerTrend(provider, unit, history.fxHistory());
    }));
}

void ProviderTrendView::showTrends()
{
    const QString unit = m_shownUnit.isEmpty() ? QStringLiteral("USD") : m_shownUnit;
    if (m_shownKey.isEmpty())
        m_title->setText(tr("Choose a provider above to see its price trend per GPU model."));
    else if (m_trends.isEmpty())
        m_title->setText(tr("%1: no price history. A trend needs on-demand prices of a GPU model observed on two or more "
                            "known dates; the catalog has at most one for this provider.")
                             .arg(m_shownName));
    else
        m_title->setText(
            tr("%1: median on-demand price per GPU-hour of each GPU model on each day its prices were observed, in %2 at the rate of "
               "that day.")
                .arg(m_shownName, unit));
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
