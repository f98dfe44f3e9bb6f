#include "charts/ReliabilityChartView.h"

#include "core/Tier.h"
#include "itemmodels/OfferTableModel.h"
#include "scoring/ScoringTable.h"
#include "scoring/SlaText.h"

#include <QCursor>
#include <QEvent>
#include <QFontMetrics>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QToolTip>
#include <QVBoxLayout>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QHorizontalBarSeries>
#include <QtCharts/QValueAxis>

#include <algorithm>

namespace cg {

ReliabilityChartView::ReliabilityChartView(QWidget *parent)
    : QWidget(parent)
{
    // The chart and its note scroll together: on a 1366×768 screen the dock is some 350 px high,
    // too little for ten providers' names beside their bars (QtCharts elides them to "…"), so
    // the chart keeps the height its bars need (rebuild()) and the dock scrolls instead.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *content = new QWidget(scroll);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    m_chart = new QChart;
    m_chart->legend()->setAlignment(Qt::AlignBottom); // at the right it took the names' width
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_view = new QChartView(m_chart, content);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(220);
    layout->addWidget(m_view, 1);
    m_note = new QLabel(content);
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    scroll->setWidget(content);
    outer->addWidget(scroll);
}

void ReliabilityChartView::setData(const QHash<QString, QString> &providers, const QList<RatingView> &history,
    const QHash<QString, double> &coverage, int providersWithReliabilityFigures)
{
    m_providers = providers;
    m_history = history;
    m_coverage = coverage;
    m_reliabilityFigures = providersWithReliabilityFigures;
    rebuild();
}

void ReliabilityChartView::setSlas(const QHash<QString, ProviderSla> &slas)
{
    m_slas = slas; // drawn by the next setData(), which every caller makes right after
}

void ReliabilityChartView::rebuild()
{
    m_chart->removeAllSeries();
    for (QAbstractAxis *axis : m_chart->axes())
        m_chart->removeAxis(axis), delete axis;

    QHash<QString, QHash<QString, double>> points; // provider → version → points
    QHash<QString, double> latest;
    for (const RatingView &r : m_history) {
        if (!m_providers.contains(r.providerKey))
            continue;
        const auto p = Tier::fromName(r.tier).points();
        if (p)
            points[r.providerKey].insert(r.version, *p);
        latest[r.providerKey] = p.value_or(0); // history is oldest first
    }
    QStringList keys = points.keys();
    // Horizontal bars list categories bottom-up: sort so the best-rated provider is on top.
    std::sort(keys.begin(), keys.end(), [&](const QString &a, const QString &b) {
        if (latest.value(a) != latest.value(b))
            return latest.value(a) < latest.value(b);
        return a > b; // ties by provider key: the same providers in every UI language
    });
    // At most kMaxProviders bars groups stay readable; keep the best-rated (they sort last here).
    constexpr int kMaxProviders = 10;
    const int omitted = std::max(0, int(keys.size()) - kMaxProviders);
    keys = keys.mid(omitted);
    m_categories = int(keys.size());
    auto *series = new QHorizontalBarSeries;
    const QStringList versions = { QStringLiteral("1.0"), QStringLiteral("2.0"), QStringLiteral("3.0") };
    QStringList categories;
    for (const QString &k : keys)
        categories.append(m_providers.value(k));
    // The SLA figures sit near 100 % and would not read as bars: they are labelled values in the
    // note (best-rated first, as drawn) and in each bar's tooltip.
    m_slaLabels.clear();
    for (auto it = keys.crbegin(); it != keys.crend(); ++it) {
        const QString sla = SlaText::shortLabel(m_slas.value(*it), QLocale());
        if (!sla.isEmpty())
            m_slaLabels.append(tr("%1: %2").arg(m_providers.value(*it), sla));
    }
    for (const QString &v : versions) {
        auto *set = new QBarSet(tr("ClusterMAX %1").arg(v));
        for (const QString &k : keys)
            set->append(points.value(k).value(v, 0)); // 0-height bar = not rated in that version
        series->append(set);
    }
    auto *coverage = new QBarSet(tr("Data coverage (%)"));
    for (const QString &k : keys)
        coverage->append(100.0 * m_coverage.value(k, 0));
    series->append(coverage);
    connect(series, &QHorizontalBarSeries::hovered, this, [this, keys](bool on, int index) {
        if (!on || index < 0 || index >= keys.size()) {
            QToolTip::hideText();
            return;
        }
        const QString &key = keys.at(index);
        QToolTip::showText(QCursor::pos(),
            m_providers.value(key) + QLatin1Char('\n') + tr("Published compute SLA") + QStringLiteral(": ")
                + SlaText::summary(m_slas.value(key), QLocale()),
            m_view);
    });
    m_chart->addSeries(series);
    // Room for each provider's name beside its four bars: about two text lines per provider,
    // plus the title, the value axis and the legend.
    const int line = QFontMetrics(font()).height();
    m_view->setMinimumHeight(std::max(220, int(keys.size()) * 2 * line + 9 * line));
    auto *y = new QBarCategoryAxis;
    y->append(categories);
    QFont small = y->labelsFont();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    y->setLabelsFont(small);
    auto *x = new QValueAxis;
    x->setRange(0, 100);
    x->setTickCount(6);
    x->setLabelFormat(QStringLiteral("%d"));
    x->setTitleText(tr("Tier points / coverage %"));
    m_chart->addAxis(x, Qt::AlignBottom);
    m_chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    m_chart->setTitle(tr("Reliability: ClusterMAX tier history"));
    QString note = tr("Tier points: Platinum 100, Gold 80, Silver 60, Bronze 40, Participation Ribbon 25, Underperforming 10 "
                      "(the order is ClusterMAX's, the points CloudGauge's). No bar: not rated in that version, or Unavailable.");
    if (omitted > 0)
        note += QLatin1Char(' ')
            + tr("%n lower-rated provider(s) not drawn; the details pane lists every provider's history.", nullptr, omitted);
    if (m_reliabilityFigures == 0)
        note += QLatin1Char(' ') + tr("No provider in the catalog has MTBF figures yet, so no such bars are drawn.");
    if (!m_slaLabels.isEmpty())
        note += QLatin1Char(' ')
            + tr("Published compute SLA, single instance / multi-zone, % of monthly uptime (the threshold for service credits, "
                 "not measured uptime): %1.")
                  .arg(m_slaLabels.join(tr("; ")));
    m_note->setText(note);
}

QString ReliabilityChartView::noteText() const
{
    return m_note->text();
}

void ReliabilityChartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QWidget::changeEvent(event);
}

} // namespace cg
