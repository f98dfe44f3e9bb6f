#include "WorkloadEstimatorDialog.h"

#include "scoring/RankingSession.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPalette>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cg {

WorkloadEstimatorDialog::~WorkloadEstimatorDialog() = default;

WorkloadEstimatorDialog::WorkloadEstimatorDialog(const RankingSession &session, const QList<rfq::QuoteComparison> &quotes, QWidget *parent)
    : QDialog(parent)
    , m_window(session)
    , m_quotes(quotes)
{
    const QString scenario = session.params().scenario;
    setObjectName(QStringLiteral("WorkloadEstimatorDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_params = new QDoubleSpinBox(this);
    // The ranges admit a typed minus sign so that a negative entry is refused in words (recompute)
    // instead of silently losing its sign.
    m_params->setRange(-100000, 100000);
    m_params->setDecimals(3);
    m_params->setValue(7);
    m_tokens = new QDoubleSpinBox(this);
    m_tokens->setRange(-1000000, 1000000);
    m_tokens->setDecimals(3);
    m_tokens->setValue(1);
    m_tokenUnit = new QComboBox(this);
    m_tokenUnit->addItem(QString(), 1e9);
    m_tokenUnit->addItem(QString(), 1e12);
    m_tokenUnit->setCurrentIndex(1);
    auto *tokensRow = new QHBoxLayout;
    tokensRow->addWidget(m_tokens, 1);
    tokensRow->addWidget(m_tokenUnit);
    m_mfu = new QDoubleSpinBox(this);
    m_mfu->setRange(-100, 100);
    m_mfu->setDecimals(1);
    m_mfu->setValue(40); // MFU is a user input, default 40 % (docs/methodology.md, "Cheapest to finish (workload estimator)")
    m_mfu->setSuffix(QStringLiteral(" %"));
    m_gpus = new QSpinBox(this);
    m_gpus->setRange(-1000000, 1000000);
    m_gpus->setValue(64);
    m_method = new QComboBox(this);
    m_method->setObjectName(QStringLiteral("method"));
    for (ModelMethod m : { ModelMethod::Training, ModelMethod::Lora, ModelMethod::Qlora })
        m_method->addItem(QString(), int(m));
    m_scenario = new QComboBox(this);
    for (const QString &name : CostScenario::presetNames())
        m_scenario->addItem(QString(), name);
    m_scenario->setCurrentIndex(std::max(0, int(m_scenario->findData(scenario.toLower()))));
    m_paramsLabel = new QLabel(this);
    m_tokensLabel = new QLabel(this);
    m_mfuLabel = new QLabel(this);
    m_gpusLabel = new QLabel(this);
    m_scenarioLabel = new QLabel(this);
    m_methodLabel = new QLabel(this);
    m_methodLabel->setBuddy(m_method);
    m_paramsLabel->setBuddy(m_params);
    m_tokensLabel->setBuddy(m_tokens);
    m_mfuLabel->setBuddy(m_mfu);
    m_gpusLabel->setBuddy(m_gpus);
    m_scenarioLabel->setBuddy(m_scenario);
    form->addRow(m_paramsLabel, m_params);
    form->addRow(m_tokensLabel, tokensRow);
    form->addRow(m_mfuLabel, m_mfu);
    form->addRow(m_gpusLabel, m_gpus);
    form->addRow(m_methodLabel, m_method);
    form->addRow(m_scenarioLabel, m_scenario);
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    auto *top = new QHBoxLayout;
    top->addLayout(form);
    top->addStretch(1);
    layout->addLayout(top);
    m_memory = new QLabel(this);
    m_memory->setWordWrap(true);
    m_memory->setObjectName(QStringLiteral("memoryNeed"));
    m_rankForModel = new QPushButton(this);
    m_rankForModel->setObjectName(QStringLiteral("rankForModel"));
    auto *memoryRow = new QHBoxLayout;
    memoryRow->addWidget(m_memory, 1);
    memoryRow->addWidget(m_rankForModel);
    layout->addLayout(memoryRow);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("estimateSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("finishTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::Alignment::fromInt(Qt::AlignCenter | Qt::TextWordWrap));
    m_table->horizontalHeader()->setMinimumHeight(2 * m_table->fontMetrics().height() + 10);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setTextElideMode(Qt::ElideRight); // the last column fits the dialog (fitLastColumn)
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    layout->addWidget(m_table, 1);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    for (QDoubleSpinBox *box : { m_params, m_tokens, m_mfu })
        connect(box, &QDoubleSpinBox::valueChanged, this, &WorkloadEstimatorDialog::recompute);
    connect(m_gpus, &QSpinBox::valueChanged, this, &WorkloadEstimatorDialog::recompute);
    connect(m_tokenUnit, &QComboBox::currentIndexChanged, this, &WorkloadEstimatorDialog::recompute);
    connect(m_method, &QComboBox::currentIndexChanged, this, &WorkloadEstimatorDialog::recompute);
    connect(m_scenario, &QComboBox::currentIndexChanged, this, &WorkloadEstimatorDialog::rebuildTable);
    connect(m_rankForModel, &QPushButton::clicked, this, [this] { emit jobChosen(run().job(), memoryNeedText()); });
    retranslateUi();
    rebuildTable();
    resize(1200, 640);
}

TrainingRun WorkloadEstimatorDialog::run() const
{
    TrainingRun r;
    r.parameters = m_params->value() * 1e9;
    r.tokens = m_tokens->value() * m_tokenUnit->currentData().toDouble();
    r.mfu = m_mfu->value() / 100;
    r.gpus = m_gpus->value();
    r.method = ModelMethod(m_method->currentData().toInt());
    return r;
}

QString WorkloadEstimatorDialog::memoryNeedText() const
{
    const TrainingRun r = run();
    const NeedConstraints need = FinishCostTable::jobNeed(r);
    return r.job().inWords() + QStringLiteral(": ")
        + need.inWords().join(QLocale().language() == QLocale::Chinese ? QStringLiteral("，") : QStringLiteral(", "));
}

void WorkloadEstimatorDialog::rebuildTable()
{
    const QString scenario = m_scenario->currentData().toString();
    const RankingSession *session = &m_window;
    if (scenario != m_window.params().scenario) {
        RankingParams p = m_window.params();
        p.scenario = scenario;
        if (!m_other)
            m_other = std::make_unique<RankingSession>(m_window.snapshot(), p);
        else
            m_other->setParams(p);
        session = m_other.get();
    }
    m_finish = FinishCostTable::build(*session);
    m_finish.setQuotes(m_quotes);
    recompute();
}

void WorkloadEstimatorDialog::recompute()
{
    // A value out of range is refused with what is wrong; nothing is estimated from it.
    QString refused;
    if (!(m_params->value() > 0))
        refused = tr("Model parameters must be more than 0, not %1.").arg(m_params->text());
    else if (!(m_tokens->value() > 0))
        refused = tr("Training tokens must be more than 0, not %1.").arg(m_tokens->text());
    else if (!(m_mfu->value() >= 1))
        refused = tr("MFU must be from 1 % to 100 %, not %1.").arg(m_mfu->text());
    else if (m_gpus->value() < 1)
        refused = tr("GPUs in the job must be 1 or more, not %1.").arg(m_gpus->text());
    m_rankForModel->setEnabled(refused.isEmpty());
    if (!refused.isEmpty()) {
        m_rows.clear();
        m_table->setRowCount(0);
        m_summary->setText(QStringLiteral("<span style='color:#b00020'><b>%1</b></span>").arg(refused.toHtmlEscaped()));
        return;
    }
    const TrainingRun r = run();
    m_rows = m_finish.estimate(r);
    const QLocale l;
    const bool zh = l.language() == QLocale::Chinese;
    m_table->setRowCount(int(m_rows.size()));
    auto cell = [this](int row, int column, const QString &text, bool number) {
        auto *item = new QTableWidgetItem(text);
        if (number)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, column, item);
    };
    int rank = 0, notRecommended = 0, quoted = 0;
    const QBrush grey = palette().brush(QPalette::Disabled, QPalette::Text);
    for (int i = 0; i < m_rows.size(); ++i) {
        const FinishCost &f = m_rows[i];
        const OfferView &o = f.offer;
        const bool ranked = f.hasEstimate() && f.isRecommended();
        notRecommended += f.hasEstimate() && !f.isRecommended();
        cell(i, RankColumn, ranked ? l.toString(++rank) : QStringLiteral("—"), true);
        cell(i, NotRecommendedColumn, f.notRecommended.join(QLatin1Char(' ')), false);
        if (!f.notRecommended.isEmpty()) // the column is elided to the dialog's width: the full reasons
            m_table->item(i, NotRecommendedColumn)->setToolTip(f.notRecommended.join(QLatin1Char('\n')));
        cell(i, ProviderColumn, zh && !o.providerNameZh.isEmpty() ? o.providerNameZh : o.providerNameEn, false);
        cell(i, InstanceColumn, o.instanceType, false);
        // "8 × H100 SXM5 80GB": the instance's GPUs, which the job's shape is checked against.
        cell(i, GpuColumn,
            (o.gpuCount ? l.toString(*o.gpuCount, 'g', 4) : QStringLiteral("?")) + QStringLiteral(" × ")
                + (o.gpuName.isEmpty() ? o.gpuRawName : o.gpuName),
            false);
        cell(i, PriceColumn, f.usdPerGpuHour ? tr("USD %1").arg(l.toString(*f.usdPerGpuHour, 'f', 3)) : tr("no data"), true);
        cell(i, RegionColumn, f.regionCount > 1 ? tr("%1 (+%n more)", nullptr, f.regionCount - 1).arg(o.region) : o.region, false);
        if (!f.hasEstimate()) {
            const QString reason = f.noData == FinishCost::NoData::NoBf16 ? tr("no data: no dense BF16 figure")
                : f.noData == FinishCost::NoData::NoPrice                 ? tr("no data: no comparable on-demand price")
                                                                          : tr("no data: no dense BF16 figure and no comparable price");
            cell(i, GpuHoursColumn, reason, false);
            for (int c : { WallColumn, CostColumn, QuoteColumn, CostAtQuoteColumn, TrueCostColumn, CostAtTrueCostColumn })
                cell(i, c, QStringLiteral("—"), true);
            continue;
        }
        cell(i, GpuHoursColumn, l.toString(f.estimate.gpuHours, 'f', 0), true);
        cell(i, WallColumn, l.toString(f.estimate.wallHours, 'f', 1), true);
        cell(i, CostColumn, tr("USD %1").arg(l.toString(f.estimate.costUsd, 'f', 2)), true);
        if (f.quote && f.costAtQuoteUsd) {
            ++quoted;
            const QuoteRecord &q = f.quote->quote;
            const QString term = q.kind == QLatin1String("reserved") ? tr("reserved %n month(s)", nullptr, q.termMonths) : tr("on-demand");
            cell(i, QuoteColumn, tr("USD %1 · quote").arg(l.toString(*f.quote->quoteUsdPerGpuHour, 'f', 3)), true);
            m_table->item(i, QuoteColumn)
                ->setToolTip(tr("Quote received (confidential): %1 %2 per GPU-hour, %3, valid until %4, request %5")
                                 .arg(q.currency, l.toString(q.pricePerGpuHour, 'f', 4), term, q.validUntil, q.rfqId));
            cell(i, CostAtQuoteColumn, tr("USD %1").arg(l.toString(*f.costAtQuoteUsd, 'f', 2)), true);
        } else {
            cell(i, QuoteColumn, QStringLiteral("—"), true);
            cell(i, CostAtQuoteColumn, QStringLiteral("—"), true);
        }
        cell(i, TrueCostColumn,
            f.trueCostUsdPerUsefulGpuHour ? tr("USD %1").arg(l.toString(*f.trueCostUsdPerUsefulGpuHour, 'f', 3)) : tr("no data"), true);
        cell(i, CostAtTrueCostColumn, f.costAtTrueCostUsd ? tr("USD %1").arg(l.toString(*f.costAtTrueCostUsd, 'f', 2)) : tr("no data"),
            true);
        if (!f.isRecommended())
            for (int c = 0; c < ColumnCount; ++c)
                m_table->item(i, c)->setForeground(grey);
    }
    m_table->resizeColumnsToContents();
    for (int c = 0; c < ColumnCount; ++c)
        m_table->setColumnWidth(c, std::min(m_table->columnWidth(c), 34 * m_table->fontMetrics().averageCharWidth()));
    fitLastColumn();
    m_summary->setText(tr("%1 FLOPs (6 × parameters × tokens); %n recommended offer(s) estimated, cheapest to finish first.", nullptr, rank)
                           .arg(l.toString(6 * r.parameters * r.tokens, 'g', 3))
        + (quoted > 0 ? QLatin1Char(' ')
                    + tr("%n offer(s) priced at a received quote as well; the rank follows the cheaper of the list price and the quote.",
                        nullptr, quoted)
                      : QString())
        + QLatin1Char(' ')
        + tr("%n estimated offer(s) the ranking does not recommend, or that cannot run the job, follow them greyed, with the reason.",
            nullptr, notRecommended));
    const QString basis = r.method == ModelMethod::Training
        ? tr("16 bytes per parameter for mixed-precision Adam, sharded over the job's GPUs as ZeRO stage 3 does")
        : r.method == ModelMethod::Lora ? tr("2 bytes per parameter for the frozen BF16 weights (LoRA), sharded over the job's GPUs")
                                        : tr("0.52 bytes per parameter for the frozen 4-bit weights (QLoRA), on each GPU");
    m_memory->setText(tr("Job: %1 (%2; activations not counted).").arg(memoryNeedText(), basis));
}

void WorkloadEstimatorDialog::retranslateUi()
{
    setWindowTitle(tr("Workload estimator: cheapest to finish"));
    m_paramsLabel->setText(tr("Model &parameters (billions):"));
    m_tokensLabel->setText(tr("Training &tokens:"));
    m_tokenUnit->setItemText(0, tr("billion"));
    m_tokenUnit->setItemText(1, tr("trillion"));
    m_mfuLabel->setText(tr("&MFU (model FLOPs utilisation):"));
    m_mfu->setToolTip(tr("An assumption: the share of the datasheet dense BF16 peak a training run sustains"));
    m_gpusLabel->setText(tr("&GPUs in the job:"));
    m_methodLabel->setText(tr("Training &method:"));
    m_method->setItemText(0, tr("Full (mixed-precision Adam)"));
    m_method->setItemText(1, tr("LoRA (frozen BF16 weights)"));
    m_method->setItemText(2, tr("QLoRA (frozen 4-bit weights)"));
    m_scenarioLabel->setText(tr("True-cost &scenario:"));
    m_scenario->setItemText(0, tr("Large pretraining (1,024 GPUs, hot spare)"));
    m_scenario->setItemText(1, tr("Research (64 GPUs, cold spare)"));
    m_scenario->setItemText(2, tr("Inference (8 GPUs, fault tolerant)"));
    m_table->setHorizontalHeaderLabels({ tr("Rank"), tr("Provider"), tr("Instance type"), tr("GPU"), tr("USD per GPU-hour"),
        tr("GPU-hours"), tr("Wall time (hours)"), tr("Cost at list price"), tr("Received quote per GPU-hour"), tr("Cost at quote"),
        tr("True cost per useful GPU-hour"), tr("Cost at true cost"), tr("Region"), tr("Why not recommended") });
    m_rankForModel->setText(tr("&Rank offers for this job"));
    m_rankForModel->setToolTip(
        tr("Adds the job's memory per GPU, GPUs per instance and interconnect to the ranking's hard constraints in the main window"));
    m_note->setText(
        tr("GPU-hours = 6 × parameters × tokens ÷ (datasheet dense BF16 FLOP/s × MFU) ÷ 3,600 (Kaplan et al. 2020); wall time = "
           "GPU-hours ÷ GPUs in the job; cost = GPU-hours × on-demand USD per GPU-hour at the cheapest region, and × the true cost per "
           "useful GPU-hour of SemiAnalysis's TCO model under the chosen scenario. A received quote of the same provider and GPU model "
           "prices the run too; a reserved quote costs at least its term for every GPU in the job (GPUs × months × 720 h). Offers without "
           "a dense BF16 figure or a comparable "
           "price are listed last as no data."));
    if (!m_rows.isEmpty() || m_finish.offerCount() > 0)
        recompute();
}

void WorkloadEstimatorDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace cg

namespace cg {

void WorkloadEstimatorDialog::fitLastColumn()
{
    int others = 0;
    for (int c = 0; c < ColumnCount - 1; ++c)
        others += m_table->columnWidth(c);
    const int room = m_table->viewport()->width() - others;
    const int minimum = 12 * m_table->fontMetrics().averageCharWidth();
    if (m_table->columnWidth(NotRecommendedColumn) > room)
        m_table->setColumnWidth(NotRecommendedColumn, std::max(room, minimum));
}

void WorkloadEstimatorDialog::resizeEvent(QResizeEvent *event)
{
    QDialog::resizeEvent(event);
    fitLastColumn();
}

} // namespace cg
