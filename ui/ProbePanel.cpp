#include "ProbePanel.h"

#include "catalog/store/Catalog.h"
#include "probing/ProbeComparison.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

namespace cg {

namespace {

QString dash()
{
    return QStringLiteral("—");
}

QString number(const std::optional<double> &v, int decimals)
{
    return v ? QLocale().toString(*v, 'f', decimals) : dash();
}

QTableWidgetItem *item(const QString &text, const QString &tip = {})
{
    auto *i = new QTableWidgetItem(text);
    i->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    if (!tip.isEmpty())
        i->setToolTip(tip);
    return i;
}

QTableWidget *makeTable(const char *name)
{
    auto *t = new QTableWidget;
    t->setObjectName(QLatin1String(name));
    t->verticalHeader()->hide();
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->horizontalHeader()->setStretchLastSection(true);
    t->setWordWrap(false);
    return t;
}

} // namespace

ProbePanel::ProbePanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("probePanel"));
    m_run = new QPushButton;
    m_run->setObjectName(QStringLiteral("probeRun"));
    m_cancel = new QPushButton;
    m_cancel->setObjectName(QStringLiteral("probeCancel"));
    m_cancel->setEnabled(false);
    m_quick = new QCheckBox;
    m_quick->setChecked(true);
    m_progress = new QProgressBar;
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setTextVisible(false);
    m_progress->setMaximumWidth(160);
    m_stage = new QLabel;
    m_stage->setObjectName(QStringLiteral("probeStage"));
    auto *top = new QHBoxLayout;
    top->addWidget(m_run);
    top->addWidget(m_quick);
    top->addWidget(m_cancel);
    top->addWidget(m_progress);
    top->addWidget(m_stage, 1);

    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("probeStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_devices = makeTable("probeDevices");
    m_backends = makeTable("probeBackends");
    m_closest = makeTable("probeClosest");
    m_diagnostics = new QPlainTextEdit;
    m_diagnostics->setObjectName(QStringLiteral("probeDiagnostics"));
    m_diagnostics->setReadOnly(true);
    m_diagnostics->setLineWrapMode(QPlainTextEdit::NoWrap);

    m_match = new QLabel;
    m_match->setObjectName(QStringLiteral("probeMatch"));
    m_match->setWordWrap(true);
    m_fractions = new QLabel;
    m_fractions->setObjectName(QStringLiteral("probeFractions"));
    m_fractions->setWordWrap(true);
    m_purchase = new QDoubleSpinBox;
    m_purchase->setObjectName(QStringLiteral("probePurchase"));
    m_purchase->setRange(0, 10'000'000);
    m_purchase->setDecimals(0);
    m_purchase->setSingleStep(1000);
    m_purchase->setPrefix(QStringLiteral("USD "));
    m_power = new QSpinBox;
    m_power->setObjectName(QStringLiteral("probePower"));
    m_power->setRange(0, 5000);
    m_power->setSuffix(QStringLiteral(" W"));
    m_electricity = new QDoubleSpinBox;
    m_electricity->setObjectName(QStringLiteral("probeElectricity"));
    m_electricity->setRange(0, 10);
    m_electricity->setDecimals(3);
    m_electricity->setSingleStep(0.01);
    m_electricity->setPrefix(QStringLiteral("USD "));
    m_breakEven = new QLabel;
    m_breakEven->setObjectName(QStringLiteral("probeBreakEven"));
    m_breakEven->setWordWrap(true);
    m_purchaseLabel = new QLabel;
    m_powerLabel = new QLabel;
    m_electricityLabel = new QLabel;
    auto *inputs = new QFormLayout;
    inputs->addRow(m_purchaseLabel, m_purchase);
    inputs->addRow(m_powerLabel, m_power);
    inputs->addRow(m_electricityLabel, m_electricity);
    m_compareTab = new QWidget;
    auto *compare = new QVBoxLayout(m_compareTab);
    compare->addWidget(m_match);
    compare->addWidget(m_fractions);
    compare->addWidget(m_closest, 1);
    compare->addLayout(inputs);
    compare->addWidget(m_breakEven);
    for (QAbstractSpinBox *s : std::initializer_list<QAbstractSpinBox *> { m_purchase, m_power, m_electricity })
        connect(s, &QAbstractSpinBox::editingFinished, this, &ProbePanel::updateRentVsBuy);
    connect(m_purchase, &QDoubleSpinBox::valueChanged, this, &ProbePanel::updateRentVsBuy);
    connect(m_power, &QSpinBox::valueChanged, this, &ProbePanel::updateRentVsBuy);
    connect(m_electricity, &QDoubleSpinBox::valueChanged, this, &ProbePanel::updateRentVsBuy);

    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("probeTabs"));
    m_tabs->addTab(m_devices, QString());
    m_tabs->addTab(m_compareTab, QString());
    m_tabs->addTab(m_backends, QString());
    m_tabs->addTab(m_diagnostics, QString());

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_status);
    layout->addWidget(m_tabs, 1);

    connect(m_run, &QPushButton::clicked, this, &ProbePanel::runProbe);
    connect(m_cancel, &QPushButton::clicked, this, &ProbePanel::cancelProbe);

    // The runner lives on its own thread; it is created there and deleted there.
    m_thread = new QThread(this);
    m_thread->setObjectName(QStringLiteral("probe worker"));
    m_process = new ProbeProcess;
    m_process->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_process, &QObject::deleteLater);
    connect(this, &ProbePanel::startRequested, m_process, &ProbeProcess::start, Qt::QueuedConnection);
    connect(m_process, &ProbeProcess::progress, this, &ProbePanel::onProgress, Qt::QueuedConnection);
    connect(m_process, &ProbeProcess::finished, this, &ProbePanel::onFinished, Qt::QueuedConnection);
    m_thread->start();

    retranslateUi();
    showReport();
}

ProbePanel::~ProbePanel()
{
    shutdown();
}

void ProbePanel::setCatalog(Catalog *catalog, bool writable)
{
    m_catalog = catalog;
    m_writable = writable;
    m_report.reset();
    m_reportStoredAt.clear();
    if (m_catalog && m_catalog->isOpen()) {
        const QList<ProbeRunView> runs = m_catalog->probeRuns(1);
        if (!runs.isEmpty()) {
            QString error;
            m_report = parseProbeReport(runs.first().document, &error);
            m_reportStoredAt = runs.first().measuredAt;
        }
    }
    // The comparison reads the catalog's offers again: done when the panel is first shown, not
    // while the window starts (the panel opens behind the reliability chart).
    m_comparison = ProbeComparison();
    m_comparisonStale = m_report.has_value();
    showReport();
}

void ProbePanel::runProbe()
{
    if (m_running || !m_thread)
        return;
    ProbeRunOptions options = m_options;
    options.quick = m_quick->isChecked();
    m_lastError.clear();
    setRunning(true);
    onProgress(0, QString());
    Q_EMIT startRequested(options);
}

void ProbePanel::cancelProbe()
{
    if (!m_running || !m_process)
        return;
    QMetaObject::invokeMethod(m_process, &ProbeProcess::cancel, Qt::QueuedConnection);
    m_stage->setText(tr("Cancelling…"));
}

void ProbePanel::shutdown()
{
    if (!m_thread)
        return;
    if (m_running && m_process) // kill the child and reap it (or abandon it) on the worker thread
        QMetaObject::invokeMethod(m_process, &ProbeProcess::stopNow, Qt::BlockingQueuedConnection);
    m_process = nullptr; // deleted on its thread when the thread finishes
    m_thread->quit();
    m_thread->wait(2000);
    m_thread = nullptr;
    m_running = false;
}

void ProbePanel::setRunning(bool running)
{
    m_running = running;
    m_run->setEnabled(!running);
    m_quick->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_progress->setRange(0, running ? 0 : 1); // busy indicator: the probe reports no fraction done
    m_progress->setValue(0);
    if (!running)
        m_stage->clear();
}

void ProbePanel::onProgress(qint64 elapsedMs, const QString &stage)
{
    if (!m_running)
        return;
    const QString elapsed = tr("Running for %1 s").arg(QLocale().toString(elapsedMs / 1000.0, 'f', 1));
    m_stage->setText(stage.isEmpty() ? elapsed : elapsed + QStringLiteral(" · ") + stage);
}

void ProbePanel::onFinished(const ProbeOutcome &outcome)
{
    if (!m_running)
        return; // shut down meanwhile
    setRunning(false);
    QString diagnostics = QString::fromUtf8(outcome.diagnostics);
    if (!outcome.report) {
        switch (outcome.kind) {
        case ProbeOutcome::Kind::Cancelled:
            m_lastError = tr("The probe was cancelled.");
            break;
        case ProbeOutcome::Kind::TimedOut:
            m_lastError = tr("The probe did not finish within %1 s and was stopped.").arg(m_options.overallTimeoutMs / 1000);
            break;
        default:
            m_lastError = tr("The probe failed: %1").arg(outcome.error);
            break;
        }
        m_diagnostics->setPlainText(diagnostics);
        showReport();
        Q_EMIT runFinished(m_lastError);
        return;
    }
    m_report = outcome.report;
    m_reportStoredAt.clear();
    QString message = tr("Probe finished in %1 s.").arg(QLocale().toString(outcome.elapsedMs / 1000.0, 'f', 1));
    recompare();
    showReport();
    if (m_catalog && m_catalog->isOpen()) {
        if (!m_writable)
            message += QLatin1Char(' ') + tr("It was not stored: another window is writing this catalog.");
        else if (m_catalog->insertProbeRun(m_comparison.storedRun(*m_report)) < 0)
            message += QLatin1Char(' ') + tr("It could not be stored in the catalog: %1").arg(m_catalog->lastError());
        else
            message += QLatin1Char(' ') + tr("Stored in the catalog.");
    }
    Q_EMIT runFinished(message);
}

QString ProbePanel::statusText(const QString &status) const
{
    if (status == QLatin1String("ok"))
        return tr("OK");
    if (status == QLatin1String("partial"))
        return tr("Partial: some figures could not be read");
    if (status == QLatin1String("no_gpu"))
        return tr("No GPU detected");
    if (status == QLatin1String("unsupported"))
        return tr("Not available");
    if (status == QLatin1String("skipped"))
        return tr("Skipped");
    if (status == QLatin1String("timeout"))
        return tr("Timed out");
    if (status == QLatin1String("cancelled"))
        return tr("Cancelled");
    if (status == QLatin1String("error"))
        return tr("Error");
    if (status == QLatin1String("crashed"))
        return tr("Crashed");
    return status;
}

QString ProbePanel::backendText(const ProbeBackend &b) const
{
    if (b.code == QLatin1String("driver_mismatch"))
        return tr("NVIDIA kernel driver and user-space library versions differ; usually fixed by rebooting after a driver update.");
    if (b.code == QLatin1String("not_installed"))
        return tr("Not installed on this computer.");
    if (b.code == QLatin1String("no_devices"))
        return tr("No device of this kind was found.");
    if (b.code == QLatin1String("stub_library"))
        return tr("Only a stub library was found (%1), not a driver.").arg(b.library);
    if (b.code == QLatin1String("no_permission"))
        return tr("Permission denied.");
    if (b.code == QLatin1String("timeout"))
        return tr("Did not respond in time.");
    if (b.code == QLatin1String("unrecognised_output"))
        return tr("Its output was not recognised.");
    if (b.code == QLatin1String("crashed"))
        return tr("Its process crashed; the other backends were not affected.");
    if (b.status == QLatin1String("ok"))
        return tr("Answered.");
    if (b.status == QLatin1String("skipped"))
        return tr("Not needed.");
    return tr("Failed.");
}

void ProbePanel::recompare()
{
    m_comparisonStale = false;
    m_comparison = ProbeComparison();
    if (!m_report)
        return;
    if (m_catalog && m_catalog->isOpen())
        m_comparison = ProbeComparison::compare(
            *m_report, m_catalog->offers(), m_catalog->gpuModels(), m_catalog->gpuIdentity(), m_catalog->latestFxRates());
    else
        m_comparison = ProbeComparison::compare(*m_report, {}, {}, GpuIdentity(), {});
}

void ProbePanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_comparisonStale)
        showReport();
}

void ProbePanel::showReport()
{
    if (m_comparisonStale && isVisible())
        recompare();
    m_devices->setRowCount(0);
    m_backends->setRowCount(0);
    m_closest->setRowCount(0);
    if (!m_report) {
        m_status->setText(m_lastError.isEmpty()
                ? tr("No probe has run yet. Run probe measures this computer's GPU out of process and compares it with the catalog.")
                : m_lastError);
        m_match->clear();
        m_fractions->clear();
        updateRentVsBuy();
        return;
    }
    const ProbeReport &r = *m_report;
    int gpus = 0, cpus = 0;
    for (const ProbeDevice &d : r.devices)
        if (!d.isSlice()) // a MIG slice is part of its GPU, not one more
            (d.isGpu() ? gpus : cpus)++;
    QString when = m_reportStoredAt.isEmpty() ? r.finishedAt : m_reportStoredAt;
    QString status = tr("%1 (host %2, %3): %n GPU(s)", nullptr, gpus).arg(statusText(r.status), r.host, when);
    if (cpus > 0)
        status += QLatin1String(", ") + tr("%n CPU or software device(s)", nullptr, cpus);
    if (!r.gpuSummary.isEmpty() && gpus > 1)
        status += QLatin1Char('\n') + tr("GPUs: %1").arg(r.gpuSummary);
    if (r.devicesOmitted > 0)
        status += QLatin1Char('\n') + tr("%n more device(s) found but not listed.", nullptr, r.devicesOmitted);
    for (const QString &w : r.warnings)
        status += QLatin1Char('\n') + tr("Warning: %1").arg(w);
    if (!m_lastError.isEmpty())
        status = m_lastError + QLatin1Char('\n') + tr("Last result: %1").arg(status);
    m_status->setText(status);

    m_devices->setRowCount(int(r.devices.size()));
    for (int row = 0; row < r.devices.size(); ++row) {
        const ProbeDevice &d = r.devices.at(row);
        const QString missing = d.unavailable.join(QLatin1Char('\n'));
        const auto &b = d.benchmarks;
        QString kind = d.isGpu() ? tr("GPU") : d.software ? tr("CPU (software)") : tr("CPU");
        QString kindTip;
        if (d.isSlice()) {
            kind = tr("MIG slice %1").arg(d.migProfile);
            kindTip = d.computeFraction
                ? tr("A MIG slice of %1: %2 of that GPU's compute.")
                      .arg(d.parentId, QLocale().toString(*d.computeFraction * 100.0, 'f', 1) + QStringLiteral(" %"))
                : tr("A MIG slice of %1.").arg(d.parentId);
        } else if (d.migMode == QLatin1String("enabled")) {
            kind = tr("GPU, MIG enabled");
        }
        if (kindTip.isEmpty() && !d.migMode.isEmpty())
            kindTip = tr("MIG mode: %1").arg(d.migMode == QLatin1String("enabled") ? tr("enabled") : tr("disabled"));
        const QStringList cells { d.id, kind, d.name, d.memoryTotalMib ? QLocale().toString(*d.memoryTotalMib / 1024.0, 'f', 1) : dash(),
            d.driverVersion.isEmpty() ? dash() : d.driverVersion, number(b ? b->bestBandwidthGBs() : std::nullopt, 1),
            number(b ? b->bestFp32Tflops() : std::nullopt, 3), number(b ? verifiedFigure(b->h2dGBs) : std::nullopt, 1),
            number(b ? verifiedFigure(b->d2hGBs) : std::nullopt, 1) };
        for (int col = 0; col < cells.size(); ++col) {
            QString tip;
            if (cells.at(col) == dash())
                tip = col >= 5 ? (b && !b->reason.isEmpty() ? b->reason : tr("Not measured, or the result did not verify."))
                               : (missing.isEmpty() ? tr("Not reported by the driver.") : missing);
            if (col == 1 && d.software)
                tip = tr("A software device: its figures are CPU figures, never GPU figures.");
            else if (col == 1 && !kindTip.isEmpty())
                tip = kindTip;
            m_devices->setItem(row, col, item(cells.at(col), tip));
        }
    }
    m_devices->resizeColumnsToContents();

    m_backends->setRowCount(int(r.backends.size()));
    QString diagnostics;
    for (int row = 0; row < r.backends.size(); ++row) {
        const ProbeBackend &b = r.backends.at(row);
        m_backends->setItem(row, 0, item(b.name));
        m_backends->setItem(row, 1, item(statusText(b.status)));
        m_backends->setItem(row, 2, item(backendText(b), b.reason));
        if (!b.rawOutput.isEmpty() || (b.status != QLatin1String("ok") && b.status != QLatin1String("skipped") && !b.reason.isEmpty())) {
            diagnostics += QStringLiteral("[%1] %2 (%3)").arg(b.name, b.reason, b.exitCode ? QString::number(*b.exitCode) : dash())
                + QLatin1Char('\n');
            if (!b.rawOutput.isEmpty())
                diagnostics += b.rawOutput.trimmed() + QLatin1Char('\n');
        }
    }
    m_backends->resizeColumnsToContents();
    if (!diagnostics.isEmpty())
        m_diagnostics->setPlainText(diagnostics);

    const ProbeComparison &c = m_comparison;
    if (!c.device) {
        m_match->setText(tr("No device was found, so there is nothing to compare. The catalog comparison works fully without a GPU."));
        m_fractions->clear();
    } else if (!c.deviceIsGpu) {
        m_match->setText(
            tr("%1 is a CPU or software device: its figures are CPU figures and are compared with GPUs only for scale.").arg(c.device->name)
            + QLatin1Char(' ') + tr("A CPU device is not compared with cloud GPUs, so no closest cloud offer is listed."));
    } else if (c.match.key.isEmpty()) {
        m_match->setText(tr("%1 matches no GPU model in the catalog.").arg(c.device->name));
    } else {
        m_match->setText(tr("%1 is the catalog's %2.").arg(c.device->name, c.gpuName.isEmpty() ? c.match.key : c.gpuName));
    }
    if (c.device && c.deviceIsGpu && c.partition) {
        const QString part = c.partition->kind == GpuPartition::Kind::Mig ? tr("a MIG slice (%1)").arg(c.partition->profile)
                                                                          : tr("a vGPU profile (%1)").arg(c.partition->profile);
        const QString share = c.partition->computeFraction
            ? tr("its figures stand for %1 of the GPU's compute; the fractions are of the whole GPU's peak.")
                  .arg(QLocale().toString(*c.partition->computeFraction * 100.0, 'f', 1) + QStringLiteral(" %"))
            : tr("it is time-sliced, so its share of the GPU's compute is not known.");
        m_match->setText(m_match->text() + QLatin1Char(' ') + tr("This device is %1 of %2: %3").arg(part, c.partition->parentName, share));
    }
    if (c.device) {
        auto share
            = [](const std::optional<double> &f) { return f ? QLocale().toString(*f * 100.0, 'f', 1) + QStringLiteral(" %") : QString(); };
        QStringList lines;
        lines << tr("Memory bandwidth: %1 GB/s measured").arg(number(c.measuredBandwidthGBs, 1))
                + (c.bandwidthFraction ? QLatin1String(", ")
                            + tr("%1 of the %2 GB/s datasheet peak").arg(share(c.bandwidthFraction), number(c.peakBandwidthGBs, 0))
                                       : QString());
        lines << tr("FP32: %1 TFLOPS measured").arg(number(c.measuredFp32Tflops, 3))
                + (c.fp32Fraction ? QLatin1String(", ")
                            + tr("%1 of the %2 TFLOPS datasheet peak").arg(share(c.fp32Fraction), number(c.peakFp32Tflops, 1))
                                  : QString());
        m_fractions->setText(lines.join(QLatin1Char('\n')));
    }
    m_closest->setRowCount(int(c.closest.size()));
    for (int row = 0; row < c.closest.size(); ++row) {
        const ClosestOffer &o = c.closest.at(row);
        m_closest->setItem(row, 0, item(o.gpuName.isEmpty() ? o.gpuKey : o.gpuName, o.gpuKey));
        m_closest->setItem(row, 1, item(QLocale().toString(o.usdPerGpuHour, 'f', 2), tr("Observed %1").arg(o.priceAsOf)));
        m_closest->setItem(row, 2, item(o.providerName));
        m_closest->setItem(row, 3, item(o.instanceType + QStringLiteral(" · ") + o.region));
    }
    m_closest->resizeColumnsToContents();
    m_closest->setHidden(c.device && !c.deviceIsGpu && c.closest.isEmpty()); // the match text says why
    if (c.tdpW && m_power->value() == 0)
        m_power->setValue(int(*c.tdpW));
    updateRentVsBuy();
}

void ProbePanel::updateRentVsBuy()
{
    const ProbeComparison &c = m_comparison;
    const std::optional<ClosestOffer> rent = c.rentalForBreakEven();
    if (c.device && !c.deviceIsGpu) {
        m_breakEven->setText(tr("Rent vs buy needs a GPU: this device is a CPU."));
        return;
    }
    if (!rent) {
        m_breakEven->setText(tr("Rent vs buy: no priced cloud offer to compare with."));
        return;
    }
    if (m_purchase->value() <= 0) {
        m_breakEven->setText(tr("Rent vs buy: enter the purchase price of one GPU to see after how many hours buying costs less than "
                                "renting %1 at USD %2 per GPU-hour.")
                                 .arg(rent->gpuName, QLocale().toString(rent->usdPerGpuHour, 'f', 2)));
        return;
    }
    const auto hours = rentVsBuyBreakEvenHours(m_purchase->value(), rent->usdPerGpuHour, m_power->value(), m_electricity->value());
    if (!hours) {
        m_breakEven->setText(
            tr("Rent vs buy: renting at USD %1 per GPU-hour costs less than the power of an owned GPU; buying never pays off.")
                .arg(QLocale().toString(rent->usdPerGpuHour, 'f', 2)));
        return;
    }
    m_breakEven->setText(tr("Rent vs buy: buying pays off after %1 GPU-hours (%2 days of continuous use) against renting %3 from %4 at USD "
                            "%5 per GPU-hour (observed %6).")
                             .arg(QLocale().toString(*hours, 'f', 0), QLocale().toString(*hours / 24.0, 'f', 0), rent->gpuName,
                                 rent->providerName, QLocale().toString(rent->usdPerGpuHour, 'f', 2), rent->priceAsOf)
        + (m_electricity->value() > 0 ? QString() : QLatin1Char(' ') + tr("Power is not costed: enter an electricity price.")));
}

void ProbePanel::retranslateUi()
{
    m_run->setText(tr("&Run probe"));
    m_run->setToolTip(tr("Measure this computer's GPUs with cloudgauge-probe, in a separate process"));
    m_cancel->setText(tr("Cancel"));
    m_quick->setText(tr("Quick"));
    m_quick->setToolTip(tr("Fewer benchmark samples: faster, a little less precise"));
    m_tabs->setTabText(0, tr("Devices"));
    m_tabs->setTabText(1, tr("Comparison"));
    m_tabs->setTabText(2, tr("Backends"));
    m_tabs->setTabText(3, tr("Diagnostics"));
    m_devices->setColumnCount(9);
    m_devices->setHorizontalHeaderLabels({ tr("Device"), tr("Kind"), tr("Name"), tr("Memory (GiB)"), tr("Driver"), tr("Bandwidth (GB/s)"),
        tr("FP32 (TFLOPS)"), tr("Host to device (GB/s)"), tr("Device to host (GB/s)") });
    m_backends->setColumnCount(3);
    m_backends->setHorizontalHeaderLabels({ tr("Backend"), tr("Status"), tr("Result") });
    m_closest->setColumnCount(4);
    m_closest->setHorizontalHeaderLabels({ tr("Closest cloud GPU"), tr("USD per GPU-hour"), tr("Provider"), tr("Instance type") });
    m_purchaseLabel->setText(tr("Purchase price per GPU:"));
    m_powerLabel->setText(tr("Power per GPU:"));
    m_electricityLabel->setText(tr("Electricity per kWh:"));
    m_power->setToolTip(tr("Filled from the datasheet TDP of the matched GPU"));
    m_diagnostics->setPlaceholderText(tr("Raw output of backends that failed appears here."));
    showReport();
}

void ProbePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace cg
