#pragma once

#include "core/Criteria.h"
#include "scoring/NeedProfile.h"
#include "scoring/NeedProfileStore.h"
#include "scoring/ScoringTable.h"
#include "session/RankingSettings.h"

#include <QWidget>

#include <array>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;

namespace cg {

/**
 * One slider per criterion (the 10 ClusterMAX categories and the 4 offer-level measures), a
 * preset choice, Reset, and the true-cost scenario (CostScenario presets: pretraining, research,
 * inference) under which the true-cost criterion is computed. Each slider is the criterion's relative weight (0-100); the label
 * beside it shows its share of the total. weightsChanged is emitted on every slider move; the
 * window coalesces the moves to at most one re-rank per frame.
 *
 * Above them, the recommendation: the need profile (None or a NeedProfile; choosing one shows its
 * weights and scenario, its description as tooltip and its constraints in words), the gates
 * (RankingPolicy::gates: Not Recommended, unrated, implausible prices, the need's constraints)
 * and how missing data counts (at a prior of 0-100 points, or renormalised away). Each change
 * emits one signal (needChosen, policyChanged), never one per slider frame. Reset restores the
 * balanced weights, the pretraining scenario, no need and the default policy, and emits
 * defaultsRestored.
 */
class WeightsPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit WeightsPanel(QWidget *parent = nullptr);

    Weights weights() const;
    /// What the panel shows as RankingSettings (weights, scenario, need, model memory need, policy;
    /// `expand` is false: the recommendation pane has that box).
    RankingSettings settings() const;
    /// Shows `settings` (and offers `profiles` as the needs) without emitting a signal.
    void showSettings(const RankingSettings &settings, const QList<NeedProfile> &profiles);
    /// The chosen need as the provider ranking and details name it, with the workload estimator's
    /// model ("Fine-tuning, for the model (70B, LoRA)"); empty when neither is set.
    QString needDisplayName() const;
    /// Shows `w` without emitting weightsChanged.
    void setWeights(const Weights &w);
    QSlider *slider(Criterion c) const { return m_sliders[size_t(c)]; }
    QComboBox *presetBox() const { return m_preset; }
    QComboBox *scenarioBox() const { return m_scenario; }
    /// The chosen CostScenario preset name ("pretraining", "research", "inference").
    QString scenario() const;
    /// Shows `name` without emitting scenarioChanged; an unknown name selects "pretraining".
    void setScenario(const QString &name);

    /// The need profiles to offer after "None" (NeedProfileStore::load()); keeps the chosen key when
    /// it is still offered.
    void setNeedProfiles(const QList<NeedProfile> &profiles);
    /// The chosen need profile, or nullopt for None.
    std::optional<NeedProfile> needProfile() const;
    /// Shows the profile of `key` (None when empty or not offered) without emitting needChosen and
    /// without touching the weights.
    void setNeed(const QString &key);
    QComboBox *needBox() const { return m_need; }
    /// The model job the ranking is for, as the workload estimator's "Rank offers for this job"
    /// set it (its memory per GPU, GPUs per instance and interconnect: ModelJob::constraints),
    /// with its description in the UI language; shown under the need with a Clear button (which
    /// emits policyChanged). Empty: no job. Does not emit.
    void setModelJob(const std::optional<ModelJob> &job, const QString &description);
    std::optional<ModelJob> modelJob() const { return m_modelJob; }
    QString modelJobText() const { return m_modelJobText; }
    QPushButton *clearModelNeedButton() const { return m_clearModel; }
    /// The missing-data policy and gates as shown.
    RankingPolicy policy() const;
    /// Shows `policy` without emitting policyChanged.
    void setPolicy(const RankingPolicy &policy);
    /// The checkbox of a gate: GateNotRecommended, GateUnrated, GateImplausiblyCheap (both price
    /// gates) or GateNeed; null for any other.
    QCheckBox *gateBox(Gate gate) const;
    QComboBox *missingDataBox() const { return m_missing; }
    QSpinBox *priorBox() const { return m_prior; }
    /// Shows the defaults (balanced weights, pretraining scenario, no need, RankingPolicy()) without
    /// emitting; Reset does this and emits defaultsRestored.
    void showDefaults();

signals:
    void weightsChanged(const cg::Weights &weights);
    void scenarioChanged(const QString &scenario);
    /// The user chose a need profile (empty key: None); a profile's weights and scenario are shown.
    void needChosen(const QString &key);
    void policyChanged(const cg::RankingPolicy &policy);
    void defaultsRestored();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateShares();
    void presetChosen(int index);
    void updateNeedText();

    std::array<QSlider *, kCriterionCount> m_sliders {};
    std::array<QLabel *, kCriterionCount> m_names {};
    std::array<QLabel *, kCriterionCount> m_shares {};
    QComboBox *m_preset = nullptr, *m_scenario = nullptr;
    QPushButton *m_reset = nullptr;
    QLabel *m_presetLabel = nullptr, *m_note = nullptr, *m_scenarioLabel = nullptr;
    QGroupBox *m_offerGroup = nullptr, *m_categoryGroup = nullptr, *m_recommendGroup = nullptr, *m_rulesGroup = nullptr;
    QList<NeedProfile> m_profiles;
    QComboBox *m_need = nullptr, *m_missing = nullptr;
    QLabel *m_needLabel = nullptr, *m_needText = nullptr, *m_missingLabel = nullptr;
    QCheckBox *m_notRecommended = nullptr, *m_unrated = nullptr, *m_implausible = nullptr, *m_needGate = nullptr;
    QSpinBox *m_prior = nullptr;
    QCheckBox *m_priceAge = nullptr; ///< "Only prices observed within" (RankingSettings::maxPriceAgeDays)
    QSpinBox *m_priceAgeDays = nullptr;
    std::optional<ModelJob> m_modelJob;
    QString m_modelJobText;
    QLabel *m_modelText = nullptr;
    QPushButton *m_clearModel = nullptr;
};

} // namespace cg
