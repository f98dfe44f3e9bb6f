#include "FilterBar.h"

#include "catalog/OfferTableModel.h"
#include "core/Tier.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QSignalBlocker>

namespace cg {

FilterBar::FilterBar(QWidget *parent)
    : QWidget(parent)
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
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
        box->setMinimumContentsLength(7);
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

    grid->addWidget(m_search, 0, 0, 1, 3);
    grid->addWidget(m_recommendedOnly, 0, 3);
    grid->addWidget(m_gpu, 0, 4);
    grid->addWidget(m_vendor, 0, 5);
    grid->addWidget(m_count, 0, 6);
    grid->addWidget(m_tier, 0, 7);
    grid->addWidget(m_category, 1, 0);
    grid->addWidget(m_region, 1, 1);
    grid->addWidget(m_memoryLabel, 1, 2);
    grid->addWidget(m_minMemory, 1, 3);
    grid->addWidget(m_priceLabel, 1, 4);
    auto *priceRow = new QHBoxLayout;
    priceRow->addWidget(m_minPrice);
    priceRow->addWidget(new QLabel(QStringLiteral("–"), this));
    priceRow->addWidget(m_maxPrice);
    grid->addLayout(priceRow, 1, 5);
    grid->addWidget(m_hideStale, 1, 6);
    grid->addWidget(m_hideUnpriced, 1, 7);
    grid->setColumnStretch(0, 2);
    retranslateUi();
}

void FilterBar::setChoices(const OfferTableModel &model)
{
    QMap<QString, QString> gpus; // name → key, sorted by name
    QMap<QString, int> vendors, regions, categories, tiers;
    QMap<double, int> counts;
    bool unmapped = false;
    for (const OfferView &o : model.offers()) {
        if (o.gpuKey.isEmpty())
            unmapped = true;
        else
            gpus.insert(o.gpuName, o.gpuKey);
        if (!o.gpuVendor.isEmpty())
            vendors.insert(o.gpuVendor, 0);
        regions.insert(o.region, 0);
        if (!o.providerCategory.isEmpty())
            categories.insert(o.providerCategory, 0);
        if (o.gpuCount)
            counts.insert(*o.gpuCount, 0);
        const auto it = model.ratings().constFind(o.providerKey);
        tiers.insert(it == model.ratings().constEnd() ? QStringLiteral("unrated") : it->tier, 0);
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
