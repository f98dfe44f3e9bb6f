#include "charts/PriceScatterView.h"

#include "core/Tier.h"
#include "itemmodels/OfferFilterProxyModel.h"
#include "itemmodels/OfferTableModel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCursor>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSet>
#include <QToolTip>
#include <QVBoxLayout>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <cmath>

namespace cg {

PriceScatterView::PriceScatterView(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *controls = new QHBoxLayout;
    m_measureLabel = new QLabel(this);
    m_measure = new QComboBox(this);
    for (int i = 0; i < 5; ++i)
        m_measure->addItem(QString(), i);
    m_measureLabel->setBuddy(m_measure);
    m_colourLabel = new QLabel(this);
    m_colour = new QComboBox(this);
    m_colour->addItem(QString(), ByProvider);
    m_colour->addItem(QString(), ByTier);
    m_colourLabel->setBuddy(m_colour);
    m_log = new QCheckBox(this);
    m_log->setChecked(true);
    m_priceLabel = new QLabel(this);
    m_price = new QComboBox(this);
    m_price->setObjectName(QStringLiteral("priceMeasure"));
    m_price->addItem(QString(), ListPrice);
    m_price->addItem(QString(), TrueCost);
    m_priceLabel->setBuddy(m_price);
    controls->addWidget(m_priceLabel);
    controls->addWidget(m_price);
    controls->addWidget(m_measureLabel);
    controls->addWidget(m_measure);
    controls->addWidget(m_colourLabel);
    controls->addWidget(m_colour);
    controls->addWidget(m_log);
    controls->addStretch(1);
    layout->addLayout(controls);
    m_chart = new QChart;
    m_chart->legend()->setAlignment(Qt::AlignRight);
    QFont legendFont = m_chart->legend()->font();
    legendFont.setPointSizeF(legendFont.pointSizeF() * 0.8);
    m_chart->legend()->setFont(legendFont);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_view = new QChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(220);
    layout->addWidget(m_view, 1);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    connect(m_measure, &QComboBox::currentIndexChanged, this, &PriceScatterView::refresh);
    connect(m_colour, &QComboBox::currentIndexChanged, this, &PriceScatterView::refresh);
    connect(m_price, &QComboBox::currentIndexChanged, this, &PriceScatterView::refresh);
    connect(m_log, &QCheckBox::toggled, this, &PriceScatterView::rebuildSeries);
    retranslateUi();
}

void PriceScatterView::setSource(const OfferTableModel *model, const OfferFilterProxyModel *proxy, const std::vector<double> *usdPerGpuHour,
    const std::vector<double> *trueCostPerUsefulGpuHour)
{
    m_model = model;
    m_proxy = proxy;
    m_usd = usdPerGpuHour;
    m_trueCost = trueCostPerUsefulGpuHour;
}

void PriceScatterView::setPriceMeasure(PriceMeasure m)
{
    m_price->setCurrentIndex(int(m));
}

void PriceScatterView::setMeasure(Measure m)
{
    m_measure->setCurrentIndex(int(m));
}

void PriceScatterView::setLogScale(bool on)
{
    m_log->setChecked(on);
}

std::optional<double> PriceScatterView::measureOf(int row) const
{
    const OfferView &o = m_model->offer(row);
    switch (Measure(m_measure->currentIndex())) {
    case Bf16:
        return o.bf16Tflops;
    case Fp8:
        return o.fp8Tflops;
    case Fp32:
        return o.fp32Tflops;
    case Bandwidth:
        return o.memoryBandwidthGBs;
    case Memory:
        return o.gpuMemoryGb;
    }
    return std::nullopt;
}

void PriceScatterView::refresh()
{
    m_points.clear();
    m_pointOfRow.clear();
    m_hiddenNoPrice = m_hiddenNoMeasure = 0;
    if (!m_model || !m_proxy || !m_usd) {
        rebuildSeries();
        return;
    }
    // Group by (provider, GPU model, GPU count) with integer keys: no string is built per row.
    // The catalog shares one copy of equal strings, so a string's id is looked up by its data
    // pointer first (an integer hash) and by its text only the first time a copy is seen.
    QHash<quint64, int> groupIndex;
    QHash<QString, quint64> providerIds, gpuIds;
    QHash<const void *, quint64> providerIdOfCopy, gpuIdOfCopy;
    auto idOf = [](const QString &s, QHash<QString, quint64> &ids, QHash<const void *, quint64> &ofCopy) {
        const void *copy = s.constData();
        auto known = ofCopy.constFind(copy);
        if (known != ofCopy.constEnd())
            return *known;
        auto it = ids.constFind(s);
        if (it == ids.constEnd())
            it = ids.insert(s, quint64(ids.size()));
        ofCopy.insert(copy, *it);
        return *it;
    };
    m_proxy->rowCount(); // the proxy filters lazily: make sure its per-row flags are current
    const int rows = m_model->rowCount();
    m_pointOfRow.assign(size_t(std::max(rows, 0)), -1);
    const std::vector<double> *x = m_price->currentIndex() == TrueCost ? m_trueCost : m_usd;
    for (int row = 0; row < rows; ++row) {
        if (!m_proxy->acceptsSourceRow(row))
            continue;
        const double usd = x && size_t(row) < x->size() ? (*x)[size_t(row)] : std::nan("");
        if (!std::isfinite(usd) || usd <= 0) {
            ++m_hiddenNoPrice;
            continue;
        }
        const auto y = measureOf(row);
        if (!y || !std::isfinite(*y) || *y <= 0) {
            ++m_hiddenNoMeasure;
            continue;
        }
        const OfferView &o = m_model->offer(row);
        const quint64 providerId = idOf(o.providerKey, providerIds, providerIdOfCopy);
        const quint64 gpuId = idOf(o.gpuKey.isEmpty() ? o.gpuRawName : o.gpuKey, gpuIds, gpuIdOfCopy);
        const quint64 key = (providerId << 40) | (gpuId << 20) | quint64(std::lround(o.gpuCount.value_or(1) * 1000) & 0xFFFFF);
        auto it = groupIndex.constFind(key);
        if (it == groupIndex.constEnd()) {
            Point p;
            p.value = QPointF(usd, *y);
            p.offerId = o.id;
            const auto rating = m_model->ratings().constFind(o.providerKey);
            const bool byTier = m_colour->currentData().toInt() == ByTier;
            p.group = byTier
                ? (rating == m_model->ratings().constEnd() ? tr("Unrated") : Tier::displayNameOf(rating->tier))
                // the provider itself: a broker's "runs on" belongs to one offer, not to the legend
                : (QLocale().language() == QLocale::Chinese && !o.providerNameZh.isEmpty() ? o.providerNameZh : o.providerNameEn);
            p.colourKey = byTier ? (rating == m_model->ratings().constEnd() ? QStringLiteral("-unrated") : rating->tier) : o.providerKey;
            p.label = QStringLiteral("%1 · %2 × %3 · %4")
                          .arg(m_model->data(m_model->index(row, OfferTableModel::ProviderColumn)).toString(),
                              QLocale().toString(o.gpuCount.value_or(1), 'g', 4), o.gpuName.isEmpty() ? o.gpuRawName : o.gpuName,
                              o.instanceType);
            p.maxPrice = usd;
            p.regions = 1;
            it = groupIndex.insert(key, int(m_points.size()));
            m_points.push_back(p);
        } else {
            Point &p = m_points[size_t(*it)];
            ++p.regions;
            p.maxPrice = std::max(p.maxPrice, usd);
            if (usd < p.value.x()) {
                p.value.setX(usd);
                p.offerId = o.id;
            }
        }
        m_pointOfRow[size_t(row)] = *it;
    }
    rebuildSeries();
}

int PriceScatterView::seriesCount() const
{
    return int(m_chart->series().size());
}

QString PriceScatterView::tooltip(const Point &p) const
{
    const QLocale l;
    const bool trueCost = m_price->currentIndex() == TrueCost;
    const QString price = trueCost
        ? (p.maxPrice > p.value.x() ? tr("USD %1–%2 per useful GPU-hour (true cost) in %n region(s)", nullptr, p.regions)
                                          .arg(l.toString(p.value.x(), 'f', 2), l.toString(p.maxPrice, 'f', 2))
                                    : tr("USD %1 per useful GPU-hour (true cost)").arg(l.toString(p.value.x(), 'f', 2)))
        : p.maxPrice > p.value.x() ? tr("USD %1–%2 per GPU-hour in %n region(s)", nullptr, p.regions)
                                         .arg(l.toString(p.value.x(), 'f', 2), l.toString(p.maxPrice, 'f', 2))
                                   : tr("USD %1 per GPU-hour").arg(l.toString(p.value.x(), 'f', 2));
    QString text = p.label + QLatin1Char('\n') + price + QLatin1Char('\n') + m_measure->currentText() + QStringLiteral(": ")
        + l.toString(p.value.y(), 'g', 5);
    const int row = m_model ? m_model->rowOfOffer(p.offerId) : -1;
    if (row >= 0 && m_model->score(row))
        text += QLatin1Char('\n') + tr("Score %1").arg(l.toString(*m_model->score(row), 'f', 1));
    return text;
}

void PriceScatterView::rebuildSeries()
{
    m_chart->removeAllSeries();
    for (QAbstractAxis *axis : m_chart->axes())
        m_chart->removeAxis(axis), delete axis;
    m_selected = nullptr;

    QAbstractAxis *xAxis = nullptr, *yAxis = nullptr;
    double minX = 0, maxX = 1, minY = 0, maxY = 1;
    if (!m_points.empty()) {
        minX = maxX = m_points.front().value.x();
        minY = maxY = m_points.front().value.y();
        for (const Point &p : m_points) {
            minX = std::min(minX, p.value.x());
            maxX = std::max(maxX, p.value.x());
            minY = std::min(minY, p.value.y());
            maxY = std::max(maxY, p.value.y());
        }
    }
    const bool log = m_log->isChecked();
    if (log && m_points.empty())
        minX = minY = 1.5, maxX = maxY = 6.7; // an empty chart still gets 1-2-5 ticks (1 to 10), never log10(0)
    if (log) {
        // Log scale: the series hold log10 of the values on category axes labelled at 1-2-5
        // steps (QLogValueAxis labels powers of the base only). All values are > 0 here.
        auto axis = [](double min, double max) {
            auto *a = new QCategoryAxis;
            a->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
            a->setRange(std::log10(min), std::log10(max));
            a->setStartValue(std::log10(min));
            QLocale l;
            l.setNumberOptions(QLocale::OmitGroupSeparator);
            for (double t : logTicks(min, max))
                a->append(l.toString(t, 'g', 6), std::log10(t));
            return a;
        };
        xAxis = axis(minX / 1.5, maxX * 1.5);
        yAxis = axis(minY / 1.5, maxY * 1.5);
    } else {
        auto *x = new QValueAxis;
        auto *y = new QValueAxis;
        x->setRange(0, maxX * 1.05);
        y->setRange(0, maxY * 1.05);
        x->setLabelFormat(QStringLiteral("%.2f"));
        y->setLabelFormat(QStringLiteral("%g"));
        xAxis = x;
        yAxis = y;
    }
    auto chartPoint = [log](const QPointF &v) { return log ? QPointF(std::log10(v.x()), std::log10(v.y())) : v; };
    xAxis->setTitleText(m_price->currentIndex() == TrueCost ? tr("True cost, USD per useful GPU-hour") : tr("On-demand USD per GPU-hour"));
    yAxis->setTitleText(m_measure->currentText());
    m_chart->addAxis(xAxis, Qt::AlignBottom);
    m_chart->addAxis(yAxis, Qt::AlignLeft);

    // At most kMaxGroups colours, so the legend stays readable. Colours are keyed on the
    // provider key (or tier), not the display name: the providers of the ranking's top come first
    // in ranking order, then the groups with the most points; the rest share "Other providers".
    constexpr int kMaxGroups = 12;
    QHash<QString, int> pointsPerKey;
    QHash<QString, QString> nameOfKey;
    for (const Point &p : m_points) {
        ++pointsPerKey[p.colourKey];
        nameOfKey.insert(p.colourKey, p.group);
    }
    QStringList bySize = pointsPerKey.keys();
    std::sort(bySize.begin(), bySize.end(), [&](const QString &a, const QString &b) {
        return pointsPerKey.value(a) != pointsPerKey.value(b) ? pointsPerKey.value(a) > pointsPerKey.value(b) : a < b;
    });
    const qsizetype colourSlots = bySize.size() > kMaxGroups ? kMaxGroups - 1 : kMaxGroups;
    QStringList keptKeys; // colour order
    const bool byTier = m_colour->currentData().toInt() == ByTier;
    for (const QString &key : byTier ? QStringList() : m_rankedProviders)
        if (keptKeys.size() < colourSlots && pointsPerKey.contains(key) && !keptKeys.contains(key))
            keptKeys.append(key);
    for (const QString &key : std::as_const(bySize))
        if (keptKeys.size() < colourSlots && !keptKeys.contains(key))
            keptKeys.append(key);
    // Tableau 10 without its grey, and navy: distinct hues, none grey.
    static const QColor palette[] = { QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e), QColor(0x2c, 0xa0, 0x2c),
        QColor(0xd6, 0x27, 0x28), QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b), QColor(0xe3, 0x77, 0xc2), QColor(0xbc, 0xbd, 0x22),
        QColor(0x17, 0xbe, 0xcf), QColor(0x39, 0x3b, 0x79), QColor(0xe7, 0xba, 0x52), QColor(0x63, 0x79, 0x39) };
    static_assert(std::size(palette) >= kMaxGroups);
    m_colours.clear();
    for (qsizetype i = 0; i < keptKeys.size(); ++i)
        m_colours.insert(keptKeys.at(i), palette[i]);
    const QString others = tr("Other providers");
    QHash<QString, QList<QPointF>> byGroup;
    for (const Point &p : m_points)
        byGroup[m_colours.contains(p.colourKey) ? p.colourKey : QString()].append(chartPoint(p.value));
    QStringList groupOrder = keptKeys; // the legend in colour order (ranking order first)
    if (byGroup.contains(QString()) && !m_colours.contains(QString()))
        groupOrder.append(QString()); // "Other providers", last, in light grey
    const int groups = int(groupOrder.size());
    for (int gi = 0; gi < groups; ++gi) {
        const QString &key = groupOrder.at(gi);
        const bool other = !m_colours.contains(key);
        auto *s = new QScatterSeries;
        s->setName(other ? others : nameOfKey.value(key));
        s->setMarkerSize(8);
        s->setColor(other ? QColor(200, 200, 200) : m_colours.value(key));
        s->setBorderColor(s->color().darker(130));
        s->setMarkerShape(gi % 2 ? QScatterSeries::MarkerShapeRectangle : QScatterSeries::MarkerShapeCircle);
        s->replace(byGroup.value(other ? QString() : key));
        m_chart->addSeries(s);
        s->attachAxis(xAxis);
        s->attachAxis(yAxis);
        connect(s, &QScatterSeries::hovered, this, [this](const QPointF &point, bool state) {
            if (!state) {
                QToolTip::hideText();
                return;
            }
            const qint64 id = offerAt(point);
            const int index = pointOfOffer(id);
            if (index >= 0)
                QToolTip::showText(QCursor::pos(), tooltip(m_points[size_t(index)]), m_view);
        });
        connect(s, &QScatterSeries::clicked, this, [this](const QPointF &point) {
            const qint64 id = offerAt(point);
            if (id)
                emit offerActivated(id);
        });
    }
    // Pareto front: sorted by price, a point is on it when it beats every cheaper point.
    std::vector<QPointF> sorted;
    sorted.reserve(m_points.size());
    for (const Point &p : m_points)
        sorted.push_back(p.value);
    std::sort(
        sorted.begin(), sorted.end(), [](const QPointF &a, const QPointF &b) { return a.x() != b.x() ? a.x() < b.x() : a.y() > b.y(); });
    QList<QPointF> front;
    double best = -1;
    for (const QPointF &p : sorted) {
        if (p.y() > best) {
            front.append(p);
            best = p.y();
        }
    }
    if (front.size() > 1) {
        auto *line = new QLineSeries;
        line->setName(tr("Pareto front"));
        QPen pen(Qt::black); // black, solid, with its points marked: never the grey of "Other providers"
        pen.setWidthF(1.5);
        line->setPen(pen);
        line->setPointsVisible(true);
        for (QPointF &p : front)
            p = chartPoint(p);
        line->replace(front);
        m_chart->addSeries(line);
        line->attachAxis(xAxis);
        line->attachAxis(yAxis);
    }
    m_selected = new QScatterSeries;
    m_selected->setName(tr("Selected"));
    m_selected->setMarkerSize(16);
    m_selected->setColor(Qt::transparent);
    m_selected->setBorderColor(Qt::red);
    m_chart->addSeries(m_selected);
    m_selected->attachAxis(xAxis);
    m_selected->attachAxis(yAxis);
    for (QLegendMarker *marker : m_chart->legend()->markers(m_selected))
        marker->setVisible(false); // the ring around the selected point needs no legend entry
    m_chart->setTitle(tr("Price against performance"));
    if (m_points.empty())
        m_note->setText(tr("No offer shown has both a comparable price and this figure."));
    else
        m_note->setText(tr("%n point(s), one per provider, GPU model and GPU count at the cheapest region.", nullptr, int(m_points.size()))
            + QLatin1Char(' ')
            + (m_price->currentIndex() == TrueCost ? tr(
                   "Hidden: %1 offers without a true cost (no comparable price or no published tier), %2 without this datasheet figure.")
                                                   : tr("Hidden: %1 offers without a comparable price, %2 without this datasheet figure."))
                  .arg(m_hiddenNoPrice)
                  .arg(m_hiddenNoMeasure));
}

void PriceScatterView::setRankedProviders(const QStringList &providerKeys)
{
    m_rankedProviders = providerKeys;
}

QColor PriceScatterView::colourOf(const QString &colourKey) const
{
    return m_colours.value(colourKey);
}

QList<double> PriceScatterView::logTicks(double min, double max, int maxTicks)
{
    QList<double> ticks;
    if (!(min > 0) || !(max >= min) || !std::isfinite(max))
        return ticks;
    for (const std::initializer_list<double> steps : { std::initializer_list<double> { 1, 2, 5 }, std::initializer_list<double> { 1 } }) {
        ticks.clear();
        for (int e = int(std::floor(std::log10(min))); e <= int(std::ceil(std::log10(max))); ++e)
            for (double m : steps) {
                const double t = m * std::pow(10.0, e);
                if (t >= min * (1 - 1e-9) && t <= max * (1 + 1e-9))
                    ticks.append(t);
            }
        if (ticks.size() <= maxTicks)
            break;
    }
    return ticks;
}

void PriceScatterView::highlightOffer(qint64 offerId)
{
    if (!m_selected)
        return;
    const int point = pointOfOffer(offerId);
    if (point < 0)
        m_selected->clear();
    else
        m_selected->replace(QList<QPointF> { m_log->isChecked()
                ? QPointF(std::log10(m_points[size_t(point)].value.x()), std::log10(m_points[size_t(point)].value.y()))
                : m_points[size_t(point)].value });
}

int PriceScatterView::pointOfOffer(qint64 offerId) const
{
    const int row = m_model ? m_model->rowOfOffer(offerId) : -1;
    return row >= 0 && size_t(row) < m_pointOfRow.size() ? m_pointOfRow[size_t(row)] : -1;
}

qint64 PriceScatterView::offerAt(const QPointF &value) const
{
    qint64 best = 0;
    double bestDistance = 0;
    const bool log = m_log->isChecked();
    for (const Point &p : m_points) {
        // On the log scale chart coordinates are log10 of the values.
        const double dx = log ? std::log10(p.value.x()) - value.x() : p.value.x() - value.x();
        const double dy = log ? std::log10(p.value.y()) - value.y() : p.value.y() - value.y();
        const double d = dx * dx + dy * dy;
        if (best == 0 || d < bestDistance) {
            best = p.offerId;
            bestDistance = d;
        }
    }
    return best;
}

void PriceScatterView::retranslateUi()
{
    m_measureLabel->setText(tr("&Performance:"));
    m_measure->setItemText(Bf16, tr("Dense BF16 TFLOPS per GPU"));
    m_measure->setItemText(Fp8, tr("Dense FP8 TFLOPS per GPU"));
    m_measure->setItemText(Fp32, tr("FP32 TFLOPS per GPU"));
    m_measure->setItemText(Bandwidth, tr("Memory bandwidth per GPU (GB/s)"));
    m_measure->setItemText(Memory, tr("Memory per GPU (GB)"));
    m_colourLabel->setText(tr("&Colour by:"));
    m_colour->setItemText(0, tr("Provider"));
    m_colour->setItemText(1, tr("ClusterMAX tier"));
    m_log->setText(tr("&Log scale"));
    m_priceLabel->setText(tr("P&rice:"));
    m_price->setItemText(ListPrice, tr("On-demand list price"));
    m_price->setItemText(TrueCost, tr("True cost per useful GPU-hour"));
    m_price->setToolTip(tr("True cost: SemiAnalysis's TCO model under the scenario chosen in the weights panel"));
    refresh();
}

void PriceScatterView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace cg
