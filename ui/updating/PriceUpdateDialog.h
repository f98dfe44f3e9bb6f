#pragma once

#include "update/PriceUpdate.h"

#include <QDialog>
#include <QList>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTreeWidget;

namespace cg {

/**
 * File → Update prices…: a non-modal dialog (the window stays usable) listing the price sources
 * (PriceSourceList: the bundled list merged with the user's override file) with a check box
 * each. Update downloads and imports the checked sources one after another (PriceUpdate), with
 * each source's progress in its row; Cancel stops the running download or import (it rolls
 * back) and skips the rest. Nothing is fetched before Update is pressed: the network manager is
 * created then. The checked sources are remembered (QSettings update/sources).
 *
 * Emits catalogChanged() when a run ended with at least one source imported, so the window
 * reloads the catalog (MainWindow::reloadInBackground).
 */
class PriceUpdateDialog final : public QDialog
{
    Q_OBJECT

public:
    /// Imports into `catalogPath`; the caller holds its write lock.
    PriceUpdateDialog(const QString &catalogPath, QWidget *parent = nullptr);
    ~PriceUpdateDialog() override;

    /// Replaces the listed sources (the constructor lists PriceSourceList::load()).
    void setSources(const QList<PriceSource> &sources);
    /// Checks the sources named (and unchecks the others).
    void setChecked(const QStringList &names);
    /// Network settings of the next run (tests shorten the timeout and back-off).
    void setFetchOptions(const FetchOptions &options) { m_options = options; }
    /// Starts updating the checked sources.
    void startUpdate();
    bool isUpdating() const;
    /// Stops a running update and waits for its import to roll back (the window is closing).
    void stopAndWait();
    /// The status column of source `name` ("done: …", "failed: …"), for tests.
    QString statusOf(const QString &name) const;
    QString reportText() const;
    void retranslate();

signals:
    void catalogChanged();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void sourceStarted(int index);
    void sourceProgress(int index, qint64 received, qint64 total, int page);
    void sourceFinished(int index, const UpdateOutcome &outcome);
    void finished();
    int rowOf(const QString &name) const;
    void setRunning(bool running);

    QString m_catalogPath;
    FetchOptions m_options;
    QList<PriceSource> m_sources;
    QList<PriceSource> m_running; ///< the sources of the run, in order
    QLabel *m_intro;
    QTreeWidget *m_list;
    QPlainTextEdit *m_report;
    QPushButton *m_start, *m_cancel, *m_close;
    PriceUpdate *m_update = nullptr;
    bool m_anyImported = false;
};

} // namespace cg
