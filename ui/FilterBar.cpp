#include "FilterBar.h"
#include "FlowLayout.h"

#include "core/Tier.h"
#include "itemmodels/OfferTableModel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QSet>
#include <QSettings>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

namespace cg {

FilterBar::FilterBar(QWidget *parent)
    : QWidget(parent)
{
    // A flow of filters: they wrap onto more lines on a narrow window (1366 px laptops) and stay
    // on one or two lines on a wide one.
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    auto *flow = new FlowLayout;
    column->addLayout(flow);
    m_search = new QLineEdit(this);
    m_search->setClearButtonEnabled(true);
    m_gpu = new QComboBox(this);
    m_vendor = new QComboBox(this);
    m_count = new QComboBox(this);
    m_category = new QComboBox(this);
    m_region = new QComboBox(this);
    m_tier = new QComboBox(this);
    for (QComboBox *box : { m_gpu, m_vendor, m_count, m_category, m_region, m_tier }) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(box == m_gpu || box == m_region ? 14 : 10);
        connect(box, &QComboBox::currentIndexChanged, this, &FilterBar::emitFilter);
    }
    m_memoryLabel = new QLabel(this);
    m_minMemory = new QDoubleSpinBox(this);
    m_minMemory->setRange(0, 1024);
    m_minMemory->setDecimals(0);
    m_minMemory->setSuffix(QStringLiteral(" GB"));
    m_memoryLabel->setBuddy(m_minMemory);
    m_priceLabel = new QLabel(this);
    m_minPrice = new QDoubleSpinBox(this);
    m_maxPrice = new QDoubleSpinBox(this);
    for (QDoubleSpinBox *s : { m_minPrice, m_maxPrice }) {
        s->setRange(0, 1000);
        s->setDecimals(2);
        s->setSingleStep(0.25);
        connect(s, &QDoubleSpinBox::valueChanged, this, &FilterBar::emitFilter);
    }
    m_priceLabel->setBuddy(m_minPrice);
    m_hideStale = new QCheckBox(this);
    m_hideUnpriced = new QCheckBox(this);
    m_recommendedOnly = new QCheckBox(this);
    m_recommendedOnly->setObjectName(QStringLiteral("recommendedOnly"));
    connect(m_recommendedOnly, &QCheckBox::toggled, this, &FilterBar::emitFilter);
    connect(m_search, &QLineEdit::textChanged, this, &FilterBar::emitFilter);
    connect(m_minMemory, &QDoubleSpinBox::valueChanged, this, &FilterBar::emitFilter);
    connect(m_hideStale, &QCheckBox::toggled, this, &FilterBar::emitFilter);
    connect(m_hideUnpriced, &QCheckBox::toggled, this, &FilterBar::emitFilter);

    m_search->setMinimumWidth(28 * m_search->fontMetrics().averageCharWidth());
    auto pair = [this](QWidget *label, std::initializer_list<QWidget *> fields) {
        auto *box = new QWidget(this);
        auto *row = new QHBoxLayout(box);
        row->setContentsMargins(0, 0, 0, 0);
        row->addWidget(label);
        for (QWidget *f : fields)
            row->addWidget(f);
        return box;
    };
    m_more = new QToolButton(this);
    m_more->setObjectName(QStringLiteral("moreFilters"));
    m_more->setCheckable(true);
    m_more->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_more->setArrowType(Qt::RightArrow);
    for (QWidget *w : std::initializer_list<QWidget *> { m_search, m_gpu, m_tier, m_recommendedOnly, m_more })
        flow->addWidget(w);
    // The less used filters: one flow of their own, shown under the first line.
    m_extra = new QWidget(this);
    auto *extraFlow = new FlowLayout(m_extra);
    extraFlow->setContentsMargins(0, 0, 0, 0);
    for (QWidget *w : std::initializer_list<QWidget *> { m_vendor, m_count, m_category, m_region })
        extraFlow->addWidget(w);
    extraFlow->addWidget(pair(m_memoryLabel, { m_minMemory }));
    extraFlow->addWidget(pair(m_priceLabel, { m_minPrice, new QLabel(QStringLiteral("–"), this), m_maxPrice }));
    extraFlow->addWidget(m_hideStale);
    extraFlow->addWidget(m_hideUnpriced);
    const bool more = QSettings().value(QStringLiteral("filters/more"), false).toBool();
    m_more->setChecked(more);
    m_extra->setVisible(more);
    connect(m_more, &QToolButton::toggled, this, [this](bool on) {
        m_extra->setVisible(on);
        m_more->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
        QSettings().setValue(QStringLiteral("filters/more"), on);
        updateMoreText();
    });
    m_more->setArrowType(more ? Qt::DownArrow : Qt::RightArrow);
    connect(this, &FilterBar::filterChanged, this, &FilterBar::updateMoreText);
    column->addWidget(m_extra);
    retranslateUi();
}

void FilterBar::setChoices(const OfferTableModel &model)
{
    QMap<QString, QString> gpus; // name → key, sorted by name
    QMap<QString, int> vendors, regions, categories, tiers;
    QMap<double, int> counts;
    bool unmapped = false;
    // The catalog shares equal strings (Catalog::offers): a string block seen once has been
    // inserted, so 100k offers cost a pointer lookup each, not six sorted-map insertions.
    QSet<const void *> seen;
    auto first = [&seen](const QString &s) {
        if (s.isDetached())
            return true; // not shared: the map dedupes it
        if (seen.contains(s.constData()))
            return false;
        seen.insert(s.constData());
        return true;
    };
    for (const OfferView &o : model.offers()) {
        if (o.gpuKey.isEmpty())
            unmapped = true;
        else if (first(o.gpuKey)) // the name is the key's (gpu_model)
            gpus.insert(o.gpuName, o.gpuKey);
        if (!o.gpuVendor.isEmpty() && first(o.gpuVendor))
            vendors.insert(o.gpuVendor, 0);
        if (first(o.region))
            regions.insert(o.region, 0);
        if (!o.providerCategory.isEmpty() && first(o.providerCategory))
            categories.insert(o.providerCategory, 0);
        if (o.gpuCount)
            counts.insert(*o.gpuCount, 0);
        if (first(o.providerKey)) {
            const auto it = model.ratings().constFind(o.providerKey);
            tiers.insert(it == model.ratings().constEnd() ? QStringLiteral("unrated") : it->tier, 0);
        }
    }
    auto refill = [](QComboBox *box, const QList<QPair<QString, QVariant>> &items) {
        const QVariant current = box->currentData();
        const QSignalBlocker block(box);
        while (box->count() > 1)
            box->removeItem(1);
        for (const auto &[text, data] : items)
            box->addItem(text, data);
        const int i = box->findData(current);
        box->setCurrentIndex(i < 0 ? 0 : i);
    };
    QList<QPair<QString, QVariant>> items;
    for (auto it = gpus.cbegin(); it != gpus.cend(); ++it)
        items.append({ it.key(), it.value() });
    if (unmapped)
        items.append({ tr("Unmapped GPU names"), QStringLiteral("unmapped") });
    refill(m_gpu, items);
    items.clear();
    for (const QString &v : vendors.keys())
        items.append({ v, v });
    refill(m_vendor, items);
    items.clear();
    for (const QString &r : regions.keys())
        items.append({ r, r });
    refill(m_region, items);
    items.clear();
    for (const QString &c : categories.keys())
        items.append({ c, c });
    refill(m_category, items);
    items.clear();
    for (double c : counts.keys())
        items.append({ tr("%1 GPUs").arg(QLocale().toString(c, 'g', 4)), c });
    refill(m_count, items);
    items.clear();
    for (const QString &t : tiers.keys())
        items.append({ t == QLatin1String("unrated") ? tr("Unrated") : Tier::displayNameOf(t), t });
    refill(m_tier, items);
}

OfferFilter FilterBar::filter() const
{
    OfferFilter f;
    f.text = m_search->text();
    f.gpuKey = m_gpu->currentData().toString();
    f.vendor = m_vendor->currentData().toString();
    if (m_minMemory->value() > 0)
        f.minMemoryGb = m_minMemory->value();
    if (m_count->currentData().isValid())
        f.gpuCount = m_count->currentData().toDouble();
    f.category = m_category->currentData().toString();
    f.region = m_region->currentData().toString();
    f.tier = m_tier->currentData().toString();
    if (m_minPrice->value() > 0)
        f.minPricePerGpuHour = m_minPrice->value();
    if (m_maxPrice->value() > 0)
        f.maxPricePerGpuHour = m_maxPrice->value();
    f.hideStale = m_hideStale->isChecked();
    f.hideUnpriced = m_hideUnpriced->isChecked();
    f.recommendedOnly = m_recommendedOnly->isChecked();
    return f;
}

void FilterBar::showProviderGpu(const QString &providerName, const QString &gpuKey)
{
    {
        const QSignalBlocker blockSearch(m_search);
        const QSignalBlocker blockGpu(m_gpu);
        m_search->setText(providerName);
        m_gpu->setCurrentIndex(std::max(0, int(m_gpu->findData(gpuKey))));
    }
    emitFilter();
}

void FilterBar::updateMoreText()
{
    const OfferFilter f = filter();
    const int hidden = int(!f.vendor.isEmpty()) + int(f.gpuCount.has_value()) + int(!f.category.isEmpty()) + int(!f.region.isEmpty())
        + int(f.minMemoryGb.has_value()) + int(f.minPricePerGpuHour || f.maxPricePerGpuHour) + int(f.hideStale) + int(f.hideUnpriced);
    m_more->setText(hidden > 0 ? tr("More filters (%n set)", nullptr, hidden) : tr("More filters"));
}

void FilterBar::emitFilter()
{
    emit filterChanged(filter());
}

void FilterBar::retranslateUi()
{
    m_search->setPlaceholderText(tr("Filter offers by provider, GPU, instance type or region"));
    m_search->setToolTip(tr("Plain text, matched anywhere in a row (not a regular expression)"));
    const QList<QPair<QComboBox *, QString>> firsts
        = { { m_gpu, tr("All GPU models") }, { m_vendor, tr("All vendors") }, { m_count, tr("Any GPU count") },
              { m_category, tr("All provider types") }, { m_region, tr("All regions") }, { m_tier, tr("All tiers") } };
    for (const auto &[box, text] : firsts) {
        if (box->count() == 0)
            box->addItem(text);
        else
            box->setItemText(0, text);
    }
    m_memoryLabel->setText(tr("&Memory at least:"));
    m_priceLabel->setText(tr("On-demand USD per GPU-hour:"));
    m_minPrice->setSpecialValueText(tr("no minimum"));
    m_maxPrice->setSpecialValueText(tr("no maximum"));
    m_minMemory->setSpecialValueText(tr("any"));
    m_hideStale->setText(tr("Hide &stale prices"));
    m_hideStale->setToolTip(tr("Hide prices observed more than %n day(s) ago or on an unknown day", nullptr, OfferTableModel::kStaleDays));
    m_hideUnpriced->setText(tr("Hide &unpriced"));
    m_more->setToolTip(tr("Show or hide vendor, GPU count, provider type, region, memory, price, stale and unpriced filters"));
    updateMoreText();
    m_recommendedOnly->setText(tr("Recommended &only"));
    m_recommendedOnly->setToolTip(tr("Hide the offers the ranking does not recommend: a gate excludes them (Not Recommended or unrated "
                                     "provider, implausible price, the need's constraints) or they have no comparable price"));
    for (int i = 1; i < m_tier->count(); ++i) {
        const QString t = m_tier->itemData(i).toString();
        m_tier->setItemText(i, t == QLatin1String("unrated") ? tr("Unrated") : Tier::displayNameOf(t));
    }
}

void FilterBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace cg
