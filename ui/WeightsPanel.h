#pragma once

#include "core/Criteria.h"

#include <QWidget>

#include <array>

class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSlider;

namespace cg {

/**
 * One slider per criterion (the 10 ClusterMAX categories and the 4 offer-level measures), a
 * preset choice, Reset, and the true-cost scenario (CostScenario presets: pretraining, research,
 * inference) under which the true-cost criterion is computed. Each slider is the criterion's relative weight (0-100); the label
 * beside it shows its share of the total. weightsChanged is emitted on every slider move; the
 * window coalesces the moves to at most one re-rank per frame.
 */
class WeightsPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit WeightsPanel(QWidget *parent = nullptr);

    Weights weights() const;
    /// Shows `w` without emitting weightsChanged.
    void setWeights(const Weights &w);
    QSlider *slider(Criterion c) const { return m_sliders[size_t(c)]; }
    QComboBox *presetBox() const { return m_preset; }
    QComboBox *scenarioBox() const { return m_scenario; }
    /// The chosen CostScenario preset name ("pretraining", "research", "inference").
    QString scenario() const;
    /// Shows `name` without emitting scenarioChanged; an unknown name selects "pretraining".
    void setScenario(const QString &name);

signals:
    void weightsChanged(const cg::Weights &weights);
    void scenarioChanged(const QString &scenario);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateShares();
    void presetChosen(int index);

    std::array<QSlider *, kCriterionCount> m_sliders {};
    std::array<QLabel *, kCriterionCount> m_names {};
    std::array<QLabel *, kCriterionCount> m_shares {};
    QComboBox *m_preset = nullptr, *m_scenario = nullptr;
    QPushButton *m_reset = nullptr;
    QLabel *m_presetLabel = nullptr, *m_note = nullptr, *m_scenarioLabel = nullptr;
    QGroupBox *m_offerGroup = nullptr, *m_categoryGroup = nullptr;
};

} // namespace cg
