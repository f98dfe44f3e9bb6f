#pragma once

#include "scoring/FinishCost.h"

#include <QDialog>
#include <QList>

#include <memory>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
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
 * BF16 figure or a comparable price as "no data" with the reason. A quote received from the
 * provider (Tools → Request for quotation) prices the run beside the list price: the quote
 * columns show the quoted USD per GPU-hour with its kind, term and validity, and the cost at it;
 * the rank follows the cheaper of the two (FinishCost::bestCostUsd).
 *
 * Prices, true costs and gates are the window's RankingSession's (FinishCostTable::build): offers
 * the ranking does not recommend, and offers that cannot run the job — too little memory per GPU
 * for the model under the chosen method (full, LoRA, QLoRA), too few GPUs per instance or no
 * NVLink-class interconnect for a sharded job (FinishCostTable::jobNeed) — are estimated but
 * listed after the recommended ones, greyed, with the reason in the last column. "Rank offers for
 * this job" hands the job to the window's ranking (jobChosen).
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
        QuoteColumn,
        CostAtQuoteColumn,
        TrueCostColumn,
        CostAtTrueCostColumn,
        RegionColumn,
        NotRecommendedColumn,
        ColumnCount
    };

    /// Estimates on `session`'s offers, prices and gates; the scenario box starts at the session's
    /// scenario (choosing another one ranks a copy of the session under it). `session` must outlive
    /// the dialog. `quotes`: the catalog's received quotes (rfq::compareQuotes), priced beside the
    /// list prices (FinishCostTable::setQuotes); the quote columns say "—" for offers without one.
    explicit WorkloadEstimatorDialog(
        const RankingSession &session, const QList<rfq::QuoteComparison> &quotes = {}, QWidget *parent = nullptr);
    ~WorkloadEstimatorDialog() override;

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
    QPushButton *rankForModelButton() const { return m_rankForModel; }

signals:
    /// "Rank offers for this job": the job of run() (ModelJob, its constraints FinishCostTable::jobNeed);
    /// `description` says so in the UI language ("a 70B-parameter model fine-tuned with LoRA on
    /// 8 GPUs: at least 17.5 GB of memory per GPU, ...").
    void jobChosen(const cg::ModelJob &job, const QString &description);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslateUi();
    /// Narrows the last column ("Why not recommended", elided, full text as tooltip) so that the
    /// table needs no horizontal scrolling; at least 12 characters wide.
    void fitLastColumn();
    void rebuildTable(); // the scenario changed: prices and true costs again
    void recompute();

    QString memoryNeedText() const;

    const RankingSession &m_window; // the window's session
    std::unique_ptr<RankingSession> m_other; // a copy under another scenario, when one is chosen
    QList<rfq::QuoteComparison> m_quotes;
    FinishCostTable m_finish;
    QList<FinishCost> m_rows;
    QDoubleSpinBox *m_params = nullptr, *m_tokens = nullptr, *m_mfu = nullptr;
    QComboBox *m_tokenUnit = nullptr, *m_scenario = nullptr, *m_method = nullptr;
    QSpinBox *m_gpus = nullptr;
    QLabel *m_paramsLabel = nullptr, *m_tokensLabel = nullptr, *m_mfuLabel = nullptr, *m_gpusLabel = nullptr, *m_scenarioLabel = nullptr,
           *m_methodLabel = nullptr, *m_note = nullptr, *m_summary = nullptr, *m_memory = nullptr;
    QPushButton *m_rankForModel = nullptr;
    QTableWidget *m_table = nullptr;
};

} // namespace cg
