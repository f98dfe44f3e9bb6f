#pragma once

#include "core/FxRates.h"
#include "planning/CapacityPlan.h"

#include <QDialog>
#include <QHash>

#include <optional>

class QChartView;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QTableWidget;

namespace cg {

class Catalog;
struct OfferView;

/**
 * Tools → Capacity plan…: commit or not, from the demand the user expects. The user opens a demand
 * CSV (start,gpus per hour or day), picks the GPU model, and optionally types the prices they were
 * offered (in the display currency; with an on-demand price typed, only the typed prices are
 * planned, as `cloudgauge plan --price` does), the interruptible share and the interruption
 * overhead. Plan shows plan::buildPlan's result: per provider and term the commitment with the
 * lowest cost, its coverage, utilisation, cost and saving, the break-even month; the best mix
 * (GLPK) in words; and CapacityPlanChart of the mix over time. Amounts are in the window's display
 * currency at the catalog's rate. The demand file, GPU model and assumptions are remembered.
 */
class CapacityPlanDialog final : public QDialog
{
    Q_OBJECT

public:
    enum Column {
        MarketColumn,
        TermColumn,
        TermPriceColumn,
        OnDemandColumn,
        CommittedColumn,
        CoverageColumn,
        UtilisationColumn,
        PerHourColumn,
        PeriodColumn,
        SavingColumn,
        BreakEvenColumn,
        ColumnCount
    };

    /// `catalog` must outlive the dialog; `offers` and `fx` are the window's snapshot; `currency`
    /// the display currency (USD when `fx` has no rate for it); `gpuName` the model to start with
    /// (the selected offer's), else the remembered one.
    CapacityPlanDialog(const Catalog &catalog, const QList<OfferView> &offers, const FxRates &fx, const QString &currency,
        const QString &gpuName, QWidget *parent = nullptr);
    ~CapacityPlanDialog() override;

    /// Reads the demand CSV at `path`; false with the reason shown (line and cause) when it is refused.
    bool loadDemand(const QString &path);
    /// Takes the described demand (plan::DemandProfile from the "Or describe it" row, from today) as
    /// the demand; false with the reason shown when the profile is out of range.
    bool useProfile();
    /// Plans with what is entered (the Plan button); false with the reason shown.
    bool plan();
    const std::optional<plan::CapacityPlan> &result() const { return m_result; }

    QTableWidget *table() const { return m_table; }
    QLabel *mixLabel() const { return m_mix; }
    QLabel *messageLabel() const { return m_message; }
    QChartView *chartView() const { return m_chart; }
    QComboBox *gpuCombo() const { return m_gpu; }
    QLineEdit *onDemandEdit() const { return m_onDemand; }
    QLineEdit *spotEdit() const { return m_spot; }
    QLineEdit *termsEdit() const { return m_terms; }
    QDoubleSpinBox *interruptibleSpin() const { return m_interruptible; }
    QDoubleSpinBox *overheadSpin() const { return m_overhead; }
    QDoubleSpinBox *baselineSpin() const { return m_baseline; }
    QDoubleSpinBox *peakExtraSpin() const { return m_peakExtra; }
    QDoubleSpinBox *peakDaysSpin() const { return m_peakDays; }
    QDoubleSpinBox *everyDaysSpin() const { return m_everyDays; }
    QDoubleSpinBox *growthSpin() const { return m_growth; }
    QDoubleSpinBox *monthsSpin() const { return m_months; }

private:
    void chooseDemand();
    void showMessage(const QString &text, bool error);
    void showResult();
    /// The typed prices as a market in USD; nullopt with `error` when one cannot be read, or when no on-demand price is typed (then `*none`
    /// is true).
    std::optional<plan::Market> typedMarket(QString *error, bool *none) const;
    QString money(double usd, int decimals = 2) const;
    /// The provider's name in the UI language (its key when unknown), or "your prices".
    QString marketName(int market) const;

    const Catalog &m_catalog;
    const QList<OfferView> &m_offers;
    FxRates m_fx;
    QHash<QString, QString> m_providerNames; ///< provider key → name in the UI language
    QString m_currency;
    std::optional<plan::DemandCurve> m_demand;
    std::optional<plan::CapacityPlan> m_result;
    QLabel *m_demandLabel = nullptr;
    QComboBox *m_gpu = nullptr;
    QLineEdit *m_onDemand = nullptr;
    QLineEdit *m_spot = nullptr;
    QLineEdit *m_terms = nullptr;
    QDoubleSpinBox *m_interruptible = nullptr;
    QDoubleSpinBox *m_overhead = nullptr;
    QDoubleSpinBox *m_baseline = nullptr, *m_peakExtra = nullptr, *m_peakDays = nullptr, *m_everyDays = nullptr, *m_growth = nullptr,
                   *m_months = nullptr; ///< the described demand
    QLabel *m_message = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_mix = nullptr;
    QChartView *m_chart = nullptr;
};

} // namespace cg
