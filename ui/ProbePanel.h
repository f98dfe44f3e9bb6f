#pragma once

#include "probing/ProbeComparison.h"
#include "probing/ProbeProcess.h"

#include <QElapsedTimer>
#include <QWidget>

#include <optional>

class QCheckBox;
class QDoubleSpinBox;
class QTabWidget;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QThread;

namespace cg {

class Catalog;

/**
 * The local GPU probe panel (docs/user-guide.md, "The local GPU probe"). "Run probe" starts
 * `cloudgauge-probe` through a ProbeProcess that lives on its own QThread and drives the child with
 * QProcess, so a hung driver never blocks the window (field report PRB-04): progress shows the
 * elapsed time and the probe's stage; Cancel terminates, then kills the child; shutdown() stops a
 * run within about 1 s when the window closes. A finished run is stored in the catalog (table
 * probe_run) and compared with it: the matched catalog model, the measured figures as a share of
 * its datasheet peak, the closest cloud GPUs with their cheapest on-demand price (USD per
 * GPU-hour), and the rent-vs-buy break-even hours for a purchase price, power (W) and electricity
 * price (USD per kWh) entered here. Software devices (pocl, llvmpipe) are shown as CPU, never as
 * GPU (CLV-01).
 */
class ProbePanel final : public QWidget
{
    Q_OBJECT
public:
    explicit ProbePanel(QWidget *parent = nullptr);
    ~ProbePanel() override;

    /// The catalog to compare with and, when `writable` (the caller holds its write lock), to
    /// store runs in; its latest stored run is shown. The catalog must outlive the panel.
    void setCatalog(Catalog *catalog, bool writable);
    /// Options for the next run (the program path, tool timeout, overall timeout).
    void setRunOptions(const ProbeRunOptions &options) { m_options = options; }

    bool isRunning() const { return m_running; }
    /// The report shown (the latest run, or the latest stored one), if any.
    const std::optional<ProbeReport> &report() const { return m_report; }
    const ProbeComparison &comparison() const { return m_comparison; }

public Q_SLOTS:
    void runProbe();
    void cancelProbe();
    /// Stops a run at once and joins the worker thread (for closing the window).
    void shutdown();

Q_SIGNALS:
    /// A run finished and was stored (or could not be); `message` is one translated line.
    void runFinished(const QString &message);
    /// Internal: hands the options to the runner on its thread.
    void startRequested(const cg::ProbeRunOptions &options);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslateUi();
    void onProgress(qint64 elapsedMs, const QString &stage);
    void onFinished(const cg::ProbeOutcome &outcome);
    void recompare();
    void showReport();
    void updateRentVsBuy();
    void setRunning(bool running);
    QString statusText(const QString &status) const;
    QString backendText(const ProbeBackend &b) const;

    Catalog *m_catalog = nullptr;
    bool m_writable = false;
    ProbeRunOptions m_options;
    QThread *m_thread = nullptr;
    ProbeProcess *m_process = nullptr;
    bool m_running = false;
    std::optional<ProbeReport> m_report;
    QString m_reportStoredAt;
    ProbeComparison m_comparison;
    bool m_comparisonStale = false; ///< a stored run is shown but not yet compared (see showEvent)
    QString m_lastError;

    QPushButton *m_run = nullptr, *m_cancel = nullptr;
    QCheckBox *m_quick = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_stage = nullptr, *m_status = nullptr, *m_match = nullptr, *m_fractions = nullptr, *m_breakEven = nullptr;
    QLabel *m_purchaseLabel = nullptr, *m_powerLabel = nullptr, *m_electricityLabel = nullptr;
    QTabWidget *m_tabs = nullptr;
    QWidget *m_compareTab = nullptr;
    QTableWidget *m_devices = nullptr, *m_backends = nullptr, *m_closest = nullptr;
    QDoubleSpinBox *m_purchase = nullptr, *m_electricity = nullptr;
    QSpinBox *m_power = nullptr;
    QPlainTextEdit *m_diagnostics = nullptr;
};

} // namespace cg
