#include "WeightsPanel.h"

#include "scoring/TrueCost.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace cg {

WeightsPanel::WeightsPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);

    // The recommendation: need profile, gates and missing data.
    m_recommendGroup = new QGroupBox(this);
    auto *recommendGrid = new QGridLayout(m_recommendGroup);
    m_needLabel = new QLabel(m_recommendGroup);
    m_need = new QComboBox(m_recommendGroup);
    m_need->setObjectName(QStringLiteral("need"));
    m_need->addItem(QString(), QString());
    m_needLabel->setBuddy(m_need);
    m_needText = new QLabel(m_recommendGroup);
    m_needText->setWordWrap(true);
    recommendGrid->addWidget(m_needLabel, 0, 0);
    recommendGrid->addWidget(m_need, 0, 1);
    recommendGrid->addWidget(m_needText, 1, 0, 1, 2);
    m_modelText = new QLabel(m_recommendGroup);
    m_modelText->setObjectName(QStringLiteral("modelNeed"));
    m_modelText->setWordWrap(true);
    m_clearModel = new QPushButton(m_recommendGroup);
    m_clearModel->setObjectName(QStringLiteral("clearModelNeed"));
    auto *modelRow = new QHBoxLayout;
    modelRow->addWidget(m_modelText, 1);
    modelRow->addWidget(m_clearModel);
    recommendGrid->addLayout(modelRow, 2, 0, 1, 2);
    connect(m_clearModel, &QPushButton::clicked, this, [this] {
        setModelJob(std::nullopt, {});
        emit policyChanged(policy());
    });
    setModelJob(std::nullopt, {});
    recommendGrid->setColumnStretch(1, 1);
    // The rules of the recommendation (gates, missing data), below the offer weights: the need and
    // the first sliders are what a 1366×768 screen shows without scrolling.
    m_rulesGroup = new QGroupBox(this);
    auto *rulesGrid = new QGridLayout(m_rulesGroup);
    int gridRow = 0;
    for (QCheckBox **box : { &m_notRecommended, &m_unrated, &m_implausible, &m_needGate }) {
        *box = new QCheckBox(m_rulesGroup);
        rulesGrid->addWidget(*box, gridRow++, 0, 1, 2);
        connect(*box, &QCheckBox::toggled, this, [this] { emit policyChanged(policy()); });
    }
    m_notRecommended->setObjectName(QStringLiteral("excludeNotRecommended"));
    m_unrated->setObjectName(QStringLiteral("excludeUnrated"));
    m_implausible->setObjectName(QStringLiteral("excludeImplausible"));
    m_needGate->setObjectName(QStringLiteral("applyNeedConstraints"));
    // The price-age limit of `rank --max-age`: a hard constraint, off until asked for.
    m_priceAge = new QCheckBox(m_rulesGroup);
    m_priceAge->setObjectName(QStringLiteral("limitPriceAge"));
    m_priceAgeDays = new QSpinBox(m_rulesGroup);
    m_priceAgeDays->setObjectName(QStringLiteral("maxPriceAgeDays"));
    m_priceAgeDays->setRange(0, 3650);
    m_priceAgeDays->setValue(180);
    m_priceAgeDays->setKeyboardTracking(false);
    m_priceAgeDays->setEnabled(false);
    rulesGrid->addWidget(m_priceAge, gridRow, 0);
    rulesGrid->addWidget(m_priceAgeDays, gridRow++, 1, Qt::AlignLeft);
    connect(m_priceAge, &QCheckBox::toggled, this, [this](bool on) {
        m_priceAgeDays->setEnabled(on);
        emit policyChanged(policy());
    });
    connect(m_priceAgeDays, &QSpinBox::valueChanged, this, [this] {
        if (m_priceAge->isChecked())
            emit policyChanged(policy());
    });
    m_missingLabel = new QLabel(m_rulesGroup);
    m_missing = new QComboBox(m_rulesGroup);
    m_missing->setObjectName(QStringLiteral("missingData"));
    m_missing->addItem(QString(), int(RankingPolicy::MissingData::Prior));
    m_missing->addItem(QString(), int(RankingPolicy::MissingData::Renormalise));
    m_missingLabel->setBuddy(m_missing);
    m_prior = new QSpinBox(m_rulesGroup);
    m_prior->setObjectName(QStringLiteral("priorPoints"));
    m_prior->setRange(0, 100);
    m_prior->setKeyboardTracking(false); // one re-rank when the number is entered, not per keystroke
    auto *missingRow = new QHBoxLayout;
    missingRow->addWidget(m_missing, 1);
    missingRow->addWidget(m_prior);
    rulesGrid->addWidget(m_missingLabel, gridRow, 0);
    rulesGrid->addLayout(missingRow, gridRow, 1);
    rulesGrid->setColumnStretch(1, 1);
    connect(m_missing, &QComboBox::activated, this, [this] {
        m_prior->setEnabled(policy().missing == RankingPolicy::MissingData::Prior);
        emit policyChanged(policy());
    });
    connect(m_prior, &QSpinBox::valueChanged, this, [this] { emit policyChanged(policy()); });
    connect(m_need, &QComboBox::activated, this, [this] {
        if (const auto profile = needProfile()) {
            setWeights(profile->weights);
            setScenario(profile->scenario);
        }
        updateNeedText();
        emit needChosen(needProfile() ? needProfile()->key : QString());
    });
    layout->addWidget(m_recommendGroup);

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
    layout->addWidget(m_rulesGroup);
    layout->addWidget(m_categoryGroup);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    layout->addStretch(1);

    connect(m_preset, &QComboBox::activated, this, &WeightsPanel::presetChosen);
    connect(m_reset, &QPushButton::clicked, this, [this] {
        showDefaults();
        emit defaultsRestored();
    });
    setWeights(Weights());
    setPolicy(RankingPolicy());
    // Long choices ("Large pretraining (1,024 GPUs, hot spare)") must not widen the panel past a
    // laptop's share of the screen: the boxes elide, the full text is in the list.
    for (QComboBox *box : { m_preset, m_scenario, m_need, m_missing }) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(14);
    }
    retranslateUi();
}

void WeightsPanel::showDefaults()
{
    setWeights(Weights());
    setScenario(QStringLiteral("pretraining"));
    setNeed(QString());
    setModelJob(std::nullopt, {});
    setPolicy(RankingPolicy());
    const QSignalBlocker b1(m_priceAge), b2(m_priceAgeDays);
    m_priceAge->setChecked(false);
    m_priceAgeDays->setValue(180);
    m_priceAgeDays->setEnabled(false);
}

void WeightsPanel::setNeedProfiles(const QList<NeedProfile> &profiles)
{
    const QString key = m_need->currentData().toString();
    m_profiles = profiles;
    const QSignalBlocker block(m_need);
    while (m_need->count() > 1)
        m_need->removeItem(1);
    for (const NeedProfile &p : profiles)
        m_need->addItem(p.name(), p.key);
    setNeed(key);
}

std::optional<NeedProfile> WeightsPanel::needProfile() const
{
    const int index = m_need->currentIndex();
    if (index <= 0 || index > m_profiles.size())
        return std::nullopt;
    return m_profiles.at(index - 1);
}

void WeightsPanel::setNeed(const QString &key)
{
    const QSignalBlocker block(m_need);
    const int index = key.isEmpty() ? 0 : m_need->findData(key);
    m_need->setCurrentIndex(index > 0 ? index : 0);
    updateNeedText();
}

void WeightsPanel::setModelJob(const std::optional<ModelJob> &job, const QString &description)
{
    m_modelJob = job;
    m_modelJobText = job ? description : QString();
    m_modelText->setText(job ? tr("Model: %1.").arg(description) : QString());
    m_modelText->setVisible(job.has_value());
    m_clearModel->setVisible(job.has_value());
}

void WeightsPanel::updateNeedText()
{
    const auto profile = needProfile();
    if (!profile) {
        m_needText->setText(tr("No need chosen: every offer that passes the checks below can be recommended."));
        m_need->setToolTip(tr("Choose what the GPUs are for: the need's hard constraints decide which offers qualify, "
                              "its weights and scenario rank them."));
        return;
    }
    const QStringList words = profile->constraints.inWords();
    m_needText->setText(words.isEmpty() ? tr("No hard constraints.") : tr("Needs %1.").arg(words.join(tr("; "))));
    m_need->setToolTip(profile->description());
}

RankingPolicy WeightsPanel::policy() const
{
    RankingPolicy p;
    p.missing = RankingPolicy::MissingData(m_missing->currentData().toInt());
    p.priorPoints = m_prior->value();
    p.gates = (m_notRecommended->isChecked() ? unsigned(GateNotRecommended) : 0u) | (m_unrated->isChecked() ? unsigned(GateUnrated) : 0u)
        | (m_implausible->isChecked() ? unsigned(GateImplausiblyCheap) : 0u) | (m_needGate->isChecked() ? unsigned(GateNeed) : 0u);
    return p;
}

void WeightsPanel::setPolicy(const RankingPolicy &policy)
{
    const QSignalBlocker b1(m_notRecommended), b2(m_unrated), b3(m_implausible), b4(m_needGate), b5(m_missing), b6(m_prior);
    m_notRecommended->setChecked(policy.gates & GateNotRecommended);
    m_unrated->setChecked(policy.gates & GateUnrated);
    m_implausible->setChecked(policy.gates & GateImplausiblyCheap);
    m_needGate->setChecked(policy.gates & GateNeed);
    m_missing->setCurrentIndex(m_missing->findData(int(policy.missing)));
    m_prior->setValue(int(std::lround(policy.priorPoints)));
    m_prior->setEnabled(policy.missing == RankingPolicy::MissingData::Prior);
}

QCheckBox *WeightsPanel::gateBox(Gate gate) const
{
    switch (gate) {
    case GateNotRecommended:
        return m_notRecommended;
    case GateUnrated:
        return m_unrated;
    case GateImplausiblyCheap:
    case GateImplausiblyDear:
        return m_implausible;
    case GateNeed:
        return m_needGate;
    default:
        return nullptr;
    }
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
    m_reset->setToolTip(tr("Back to the balanced weights, the pretraining scenario, no need and the default checks"));
    m_recommendGroup->setTitle(tr("Start here: what is the GPU for?"));
    m_rulesGroup->setTitle(tr("Recommendation rules"));
    m_needLabel->setText(tr("&Need:"));
    m_clearModel->setText(tr("Clear"));
    m_clearModel->setToolTip(tr("Stop ranking for the model job (set from Tools → Workload estimator)"));
    m_need->setItemText(0, tr("None"));
    for (int i = 0; i < m_profiles.size(); ++i)
        m_need->setItemText(i + 1, m_profiles.at(i).name());
    updateNeedText();
    m_notRecommended->setText(tr("Exclude ClusterMAX Not Recommended"));
    m_notRecommended->setToolTip(tr("ClusterMAX groups Underperforming and Unavailable providers as Not Recommended"));
    m_unrated->setText(tr("Exclude unrated providers"));
    m_unrated->setToolTip(tr("Providers with neither a published ClusterMAX tier nor an assessment"));
    m_implausible->setText(tr("Exclude implausibly cheap prices"));
    m_implausible->setToolTip(tr("Prices far from every other price of the same GPU (robust z-score beyond 3.5): "
                                 "more likely an error than a bargain"));
    m_needGate->setText(tr("Apply the need's hard constraints"));
    m_needGate->setToolTip(tr("Offers that fail a constraint of the chosen need are not recommended"));
    m_priceAge->setText(tr("Only prices observed within"));
    m_priceAge->setToolTip(tr("Recommend only offers whose on-demand price was observed on a known day within this many days; older "
                              "and undated prices are listed apart with their date (as `cloudgauge rank --max-age DAYS`)"));
    m_priceAgeDays->setSuffix(tr(" days"));
    m_rulesGroup->setToolTip(tr("Excluded offers are listed after the recommended ones with the reason, never hidden."));
    m_recommendGroup->setToolTip(tr("Choose a need (training, fine-tuning, inference, ...) or a job in Tools → Workload estimator: "
                                    "the ranking keeps only the offers that can do it."));
    m_missingLabel->setText(tr("&Missing data:"));
    m_missing->setItemText(0, tr("Count at a prior"));
    m_missing->setItemText(1, tr("Renormalise (rewards missing data)"));
    m_missing->setToolTip(tr("A criterion without data for an offer counts at the prior's points; renormalising leaves it "
                             "out and rescales the other weights, which rewards offers with little data"));
    m_prior->setSuffix(tr(" points"));
    m_prior->setToolTip(tr("The points (0-100) a criterion without data counts at: 10 is the lowest published ClusterMAX tier"));
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
    m_note->setText(tr("SemiAnalysis publishes no weights: these presets and needs are CloudGauge's own. A criterion without "
                       "data for an offer counts as chosen under Missing data."));
}

void WeightsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

RankingSettings WeightsPanel::settings() const
{
    RankingSettings s;
    s.weights = weights();
    s.scenario = scenario();
    const auto profile = needProfile();
    s.need = profile ? profile->key : QString();
    s.modelJob = m_modelJob;
    s.modelJobText = m_modelJobText;
    s.policy = policy();
    if (m_priceAge->isChecked())
        s.maxPriceAgeDays = m_priceAgeDays->value();
    return s;
}

void WeightsPanel::showSettings(const RankingSettings &s, const QList<NeedProfile> &profiles)
{
    setWeights(s.weights);
    setScenario(s.scenario);
    setNeedProfiles(profiles);
    setNeed(s.need);
    setModelJob(s.modelJob, s.modelJobText);
    setPolicy(s.policy);
    const QSignalBlocker b1(m_priceAge), b2(m_priceAgeDays);
    m_priceAge->setChecked(s.maxPriceAgeDays.has_value());
    m_priceAgeDays->setValue(s.maxPriceAgeDays.value_or(180));
    m_priceAgeDays->setEnabled(s.maxPriceAgeDays.has_value());
}

QString WeightsPanel::needDisplayName() const
{
    const bool need = needProfile().has_value();
    if (m_modelJobText.isEmpty())
        return need ? m_need->currentText() : QString();
    return need ? tr("%1, for the model (%2)").arg(m_need->currentText(), m_modelJobText) : tr("the model (%1)").arg(m_modelJobText);
}

} // namespace cg
