#pragma once

#include "scoring/NeedProfile.h"
#include "scoring/NeedProfileStore.h"

#include <QDialog>
#include <QList>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace cg {

/**
 * Tools → Edit need profiles: the built-in need profiles and the user's own, each a set of hard
 * constraints (memory per GPU in GB, GPUs per instance, memory bandwidth in GB/s, FP32 TFLOPS,
 * fast interconnect, BF16 / FP8 / FP64 support), a true-cost scenario and weights.
 *
 * Edit a built-in (it is then stored and overrides the built-in until "Restore built-in"), make a
 * new profile from the selected one, or delete an own profile. Weights are taken from the main
 * window's sliders ("Use the window's weights"). Nothing is stored until Save, which writes every
 * profile through NeedProfileStore (QSettings "need/profiles"); Cancel, Esc or closing keeps the
 * stored ones as they were. `cloudgauge rank --need KEY` and `report --need KEY` read the same store.
 */
class NeedProfileDialog final : public QDialog
{
    Q_OBJECT

public:
    /// `profiles`: NeedProfileStore::load(); `windowWeights`: the sliders' weights; `selectKey`:
    /// the profile shown first (the window's need), or the first when not found.
    NeedProfileDialog(
        const QList<NeedProfile> &profiles, const Weights &windowWeights, const QString &selectKey, QWidget *parent = nullptr);

    /// The profiles as edited, in list order.
    const QList<NeedProfile> &profiles() const { return m_profiles; }
    /// The key of the profile selected when the dialog closed.
    QString selectedKey() const;

    QListWidget *list() const { return m_list; }
    QLineEdit *nameField() const { return m_name; }
    QDoubleSpinBox *minMemoryBox() const { return m_minMemory; }
    QDoubleSpinBox *minGpusBox() const { return m_minGpus; }
    QCheckBox *fastInterconnectBox() const { return m_fast; }
    /// The most the measured round trip to a region may take, ms; 0 shows "no maximum".
    QDoubleSpinBox *maxRoundTripBox() const { return m_maxRtt; }
    /// Where the data may be: anywhere, mainland China, outside it, EU/EEA, or the countries typed
    /// in countriesField() (item data: the Residency rule's text, "countries" for the last).
    QComboBox *residencyBox() const { return m_residency; }
    QLineEdit *countriesField() const { return m_countries; }
    /// The certifications required, as CertificationRequirement::parseList reads them ("iso27001,
    /// mlps:3"); shown in red, and the profile's list kept, while the text does not read.
    QLineEdit *certificationsField() const { return m_certifications; }
    QPushButton *newButton() const { return m_new; }
    QPushButton *removeButton() const { return m_remove; }
    QPushButton *useWeightsButton() const { return m_useWeights; }

    /// Saves profiles() with NeedProfileStore and closes with Accepted.
    void accept() override;

private:
    void showProfile(int row);
    void formEdited(); // the form → m_profiles[current]
    void newProfile();
    void removeOrRestore();
    void updateListItem(int row);
    void updateButtons();
    /// The residency rule the form shows, or nullopt while the typed countries are not a rule.
    std::optional<Residency> residencyOfForm() const;
    QString weightsText(const Weights &w) const;
    QString certificationsHelp() const; ///< the certifications field's tooltip, translated

    QList<NeedProfile> m_profiles;
    Weights m_windowWeights;
    int m_current = -1;
    bool m_loading = false;
    QListWidget *m_list = nullptr;
    QLineEdit *m_name = nullptr;
    QDoubleSpinBox *m_minMemory = nullptr, *m_minGpus = nullptr, *m_maxGpus = nullptr, *m_minBandwidth = nullptr, *m_minFp32 = nullptr,
                   *m_maxRtt = nullptr;
    QCheckBox *m_fast = nullptr, *m_bf16 = nullptr, *m_fp8 = nullptr, *m_fp64 = nullptr;
    QComboBox *m_scenario = nullptr, *m_residency = nullptr;
    QLineEdit *m_countries = nullptr, *m_certifications = nullptr;
    QLabel *m_weights = nullptr, *m_description = nullptr;
    QPushButton *m_new = nullptr, *m_remove = nullptr, *m_useWeights = nullptr;
};

} // namespace cg
