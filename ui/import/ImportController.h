#pragma once

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QStringList>

#include <atomic>
#include <memory>

class QAction;
class QLockFile;
class QProgressDialog;
class QWidget;

namespace cg {

struct ImportReport;

/**
 * The window's price import (DESIGN.md section 4): File → Import price files… chooses the files,
 * a worker thread (QtConcurrent, with its own catalog connection) imports them one transaction
 * per file while a window-modal progress dialog offers Stop (the current file rolls back, the rest
 * are skipped). Files refused as older than the catalog's prices are offered again as price
 * history (field report CAT-11); a report dialog lists what each file did. Holds the catalog's
 * write lock: without it (another window writes the catalog) importing is disabled.
 *
 * Emits catalogChanged() when an import run ended (something may have been written), before any
 * question or report, so the window reloads first.
 */
class ImportController final : public QObject
{
    Q_OBJECT

public:
    /// `window` parents the dialogs and must outlive this object; the worker opens `catalogPath`.
    ImportController(QWidget *window, const QString &catalogPath);
    ~ImportController() override; ///< waits for a running worker

    /// File → Import price files….
    QAction *importAction() const { return m_import; }
    /// Takes the catalog's write lock without waiting. On failure disables importing, sets
    /// readOnlyReason() and returns false.
    bool lockForWriting();
    bool hasWriteLock() const { return m_lock != nullptr; }
    /// Why this window cannot write the catalog; empty when it holds the lock.
    QString readOnlyReason() const { return m_readOnlyReason; }

    /// Imports `files` on the worker thread, with progress; the window stays responsive.
    void importFiles(const QStringList &files) { start(files, false); }
    bool isImporting() const { return m_watcher.isRunning(); }
    /// Asks a running worker to stop (its current file rolls back) and waits for it (field report QT-07).
    void stopAndWait();
    void retranslate();

signals:
    void catalogChanged();

private:
    void chooseFiles();
    void start(const QStringList &files, bool allowOlder);
    void finished();

    QWidget *m_window;
    QString m_catalogPath;
    QAction *m_import;
    QProgressDialog *m_progress = nullptr;
    QFutureWatcher<QList<ImportReport>> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::unique_ptr<QLockFile> m_lock; ///< one writer per catalog
    QString m_readOnlyReason;
};

} // namespace cg
