#include "WeightsPanel.h"

#include "scoring/TrueCost.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>

#include <cmath>

namespace cg {

WeightsPanel::WeightsPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *presetRow = new QHBoxLayout;
    m_presetLabel = new QLabel(this);
    m_preset = new QComboBox(this);
    m_preset->addItem(QString(), QStringLiteral("custom"));
    for (const QString &name : Weights::presetNames())
        m_preset->addItem(QString(), name);
    m_presetLabel->setBuddy(m_preset);
    m_reset = new QPushButton(this);
    presetRow->addWidget(m_presetLabel);
    presetRow->addWidget(m_preset, 1);
    presetRow->addWidget(m_reset);
    layout->addLayout(presetRow);

    m_offerGroup = new QGroupBox(this);
    m_categoryGroup = new QGroupBox(this);
    auto *offerGrid = new QGridLayout(m_offerGroup);
    auto *categoryGrid = new QGridLayout(m_categoryGroup);
    for (int i = 0; i < kCriterionCount; ++i) {
        const Criterion c = Criterion(i);
        QGroupBox *group = isCategory(c) ? m_categoryGroup : m_offerGroup;
        QGridLayout *grid = isCategory(c) ? categoryGrid : offerGrid;
        const int row = isCategory(c) ? i : i - kCategoryCount;
        auto *name = new QLabel(group);
        auto *slider = new QSlider(Qt::Horizontal, group);
        slider->setRange(0, 100);
        slider->setPageStep(5);
        slider->setObjectName(criterionKey(c));
        name->setBuddy(slider);
        auto *share = new QLabel(group);
        share->setMinimumWidth(share->fontMetrics().horizontalAdvance(QStringLiteral("100 %")));
        share->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        grid->addWidget(name, row, 0);
        grid->addWidget(slider, row, 1);
        grid->addWidget(share, row, 2);
        grid->setColumnStretch(1, 1);
        m_sliders[size_t(i)] = slider;
        m_names[size_t(i)] = name;
        m_shares[size_t(i)] = share;
        connect(slider, &QSlider::valueChanged, this, [this] {
            updateShares();
            {
                const QSignalBlocker block(m_preset);
                m_preset->setCurrentIndex(0); // custom
            }
            emit weightsChanged(weights());
        });
    }
    m_scenarioLabel = new QLabel(m_offerGroup);
    m_scenario = new QComboBox(m_offerGroup);
    m_scenario->setObjectName(QStringLiteral("scenario"));
    for (const QString &name : CostScenario::presetNames())
        m_scenario->addItem(QString(), name);
    m_scenarioLabel->setBuddy(m_scenario);
    offerGrid->addWidget(m_scenarioLabel, kCriterionCount - kCategoryCount, 0);
    offerGrid->addWidget(m_scenario, kCriterionCount - kCategoryCount, 1, 1, 2);
    connect(m_scenario, &QComboBox::activated, this, [this] { emit scenarioChanged(scenario()); });
    layout->addWidget(m_offerGroup);
    layout->addWidget(m_categoryGroup);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    layout->addStretch(1);

    connect(m_preset, &QComboBox::activated, this, &WeightsPanel::presetChosen);
    connect(m_reset, &QPushButton::clicked, this, [this] {
        setWeights(Weights());
        emit weightsChanged(weights());
    });
    setWeights(Weights());
    retranslateUi();
}

Weights WeightsPanel::weights() const
{
    Weights w;
    for (int i = 0; i < kCriterionCount; ++i)
        w.values[size_t(i)] = m_sliders[size_t(i)]->value() / 100.0;
    return w;
}

void WeightsPanel::setWeights(const Weights &w)
{
    for (int i = 0; i < kCriterionCount; ++i) {
        const QSignalBlocker block(m_sliders[size_t(i)]);
        m_sliders[size_t(i)]->setValue(int(std::lround(w.values[size_t(i)] * 100)));
    }
    const QSignalBlocker block(m_preset);
    m_preset->setCurrentIndex(0);
    for (int p = 1; p < m_preset->count(); ++p) {
        const auto preset = Weights::preset(m_preset->itemData(p).toString());
        if (preset && weights() == [&] {
                Weights rounded;
                for (int i = 0; i < kCriterionCount; ++i)
                    rounded.values[size_t(i)] = std::lround(preset->values[size_t(i)] * 100) / 100.0;
                return rounded;
            }()) {
            m_preset->setCurrentIndex(p);
            break;
        }
    }
    updateShares();
}

QString WeightsPanel::scenario() const
{
    return m_scenario->currentData().toString();
}

void WeightsPanel::setScenario(const QString &name)
{
    const QSignalBlocker block(m_scenario);
    const int index = m_scenario->findData(name.toLower());
    m_scenario->setCurrentIndex(index >= 0 ? index : 0);
}

void WeightsPanel::presetChosen(int index)
{
    const auto preset = Weights::preset(m_preset->itemData(index).toString());
    if (!preset)
        return;
    setWeights(*preset);
    emit weightsChanged(weights());
}

void WeightsPanel::updateShares()
{
    const double total = weights().total();
    for (int i = 0; i < kCriterionCount; ++i) {
        const double share = total > 0 ? 100.0 * m_sliders[size_t(i)]->value() / 100.0 / total : 0;
        m_shares[size_t(i)]->setText(QStringLiteral("%1 %").arg(qRound(share)));
    }
}

void WeightsPanel::retranslateUi()
{
    m_presetLabel->setText(tr("&Preset:"));
    m_preset->setItemText(0, tr("Custom"));
    m_preset->setItemText(1, tr("Balanced"));
    m_preset->setItemText(2, tr("Training"));
    m_preset->setItemText(3, tr("Inference"));
    m_preset->setItemText(4, tr("Budget"));
    m_reset->setText(tr("&Reset"));
    m_reset->setToolTip(tr("Back to the balanced weights"));
    m_offerGroup->setTitle(tr("Offer"));
    m_scenarioLabel->setText(tr("True-cost &scenario:"));
    m_scenario->setItemText(0, tr("Large pretraining (1,024 GPUs, hot spare)"));
    m_scenario->setItemText(1, tr("Research (64 GPUs, cold spare)"));
    m_scenario->setItemText(2, tr("Inference (8 GPUs, fault tolerant)"));
    m_scenario->setToolTip(tr("The workload under which the true cost per useful GPU-hour is computed (SemiAnalysis's TCO model)"));
    m_categoryGroup->setTitle(tr("ClusterMAX categories (provider)"));
    for (int i = 0; i < kCriterionCount; ++i) {
        m_names[size_t(i)]->setText(criterionName(Criterion(i)));
        m_sliders[size_t(i)]->setToolTip(criterionDescription(Criterion(i)));
        m_names[size_t(i)]->setToolTip(criterionDescription(Criterion(i)));
    }
    m_note->setText(tr("SemiAnalysis publishes no weights: these presets are CloudGauge's own. A criterion without data "
                       "for an offer is left out and the other weights renormalised."));
}

void WeightsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace cg
