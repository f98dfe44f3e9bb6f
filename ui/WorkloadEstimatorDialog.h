#pragma once

#include "catalog/CatalogTypes.h"
#include "core/FxRates.h"
#include "scoring/FinishCost.h"

#include <QDialog>
#include <QHash>
#include <QList>
#include <QPair>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QTableWidget;

namespace cg {

/**
 * Tools → Workload estimator: "which offer finishes this training run cheapest?". Inputs: model
 * parameters (billions), training tokens (billions or trillions), MFU (%, default 40, an
 * assumption the user sets), GPUs in the job, and the true-cost scenario. The table lists every
 * offer ranked by its cost to finish at list price (FinishCostTable: GPU-hours = 6 × P × T /
 * (dense BF16 peak × MFU) / 3600; cost = GPU-hours × USD per GPU-hour; the same GPU-hours at the
 * true cost per useful GPU-hour of SemiAnalysis's TCO model), then the offers without a dense
 * BF16 figure or a comparable price as "no data" with the reason.
 */
class WorkloadEstimatorDialog final : public QDialog
{
    Q_OBJECT

public:
    enum Column {
        RankColumn,
        ProviderColumn,
        InstanceColumn,
        GpuColumn,
        PriceColumn,
        GpuHoursColumn,
        WallColumn,
        CostColumn,
        TrueCostColumn,
        CostAtTrueCostColumn,
        RegionColumn,
        ColumnCount
    };

    /// `scenario` is a CostScenario preset name (the weights panel's choice).
    WorkloadEstimatorDialog(const QList<OfferView> &offers, const QHash<QString, RatingView> &ratings, const FxRates &fxRates,
        const QString &scenario, QWidget *parent = nullptr);

    QDoubleSpinBox *parametersBox() const { return m_params; } ///< billions of parameters
    QDoubleSpinBox *tokensBox() const { return m_tokens; } ///< in the unit of tokenUnitBox()
    QComboBox *tokenUnitBox() const { return m_tokenUnit; } ///< data: 1e9 (billions) or 1e12 (trillions)
    QDoubleSpinBox *mfuBox() const { return m_mfu; } ///< percent
    QSpinBox *gpusBox() const { return m_gpus; }
    QComboBox *scenarioBox() const { return m_scenario; }
    QTableWidget *table() const { return m_table; }
    /// The rows shown, in order (estimated first, cheapest first).
    const QList<FinishCost> &rows() const { return m_rows; }
    /// The run the inputs describe.
    TrainingRun run() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void rebuildTable(); // the scenario changed: prices and true costs again
    void recompute();

    QList<OfferView> m_offers;
    QHash<QString, RatingView> m_ratings;
    FxRates m_fx;
    FinishCostTable m_finish;
    QList<FinishCost> m_rows;
    QDoubleSpinBox *m_params = nullptr, *m_tokens = nullptr, *m_mfu = nullptr;
    QComboBox *m_tokenUnit = nullptr, *m_scenario = nullptr;
    QSpinBox *m_gpus = nullptr;
    QLabel *m_paramsLabel = nullptr, *m_tokensLabel = nullptr, *m_mfuLabel = nullptr, *m_gpusLabel = nullptr, *m_scenarioLabel = nullptr,
           *m_note = nullptr, *m_summary = nullptr;
    QTableWidget *m_table = nullptr;
};

} // namespace cg
