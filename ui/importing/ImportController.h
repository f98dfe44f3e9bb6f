#pragma once

#include <QFutureWatcher>
#include <QHash>
#include <QList>
#include <QObject>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class QAction;
class QLockFile;
class QProgressDialog;
class QWidget;

namespace cg {

class Catalog;
struct ImportReport;

/**
 * The window's price import (docs/user-guide.md, "Import rules"): File → Import price files…
 * chooses the files, a worker thread (QtConcurrent, with its own catalog connection) imports them
 * one transaction per file while a window-modal progress dialog offers Stop (the current file rolls
 * back, the rest are skipped). Files refused as older than the catalog's prices are offered again
 * as price history (field report CAT-11); a report dialog lists what each file did. Holds the
 * catalog's write lock: without it (another window writes the catalog) importing is disabled.
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
    /// The write lock is held by another CloudGauge (rather than the folder refusing a lock file).
    bool heldByAnother() const { return m_heldByAnother; }

    /// Imports `files` on the worker thread, with progress; the window stays responsive.
    void importFiles(const QStringList &files) { start(files, false); }
    bool isImporting() const { return m_watcher.isRunning(); }
    /// The provider keys offered when a file does not say which provider sold its offers (a
    /// SkyPilot or gpuhunt file outside a folder named after its cloud); the window sets them
    /// from its catalog.
    void setProviderKeys(const QStringList &keys) { m_providerKeys = keys; }
    /// Asks which provider sold the offers of `file`: the answer, or nullopt when the user
    /// declines (the file is then reported as not imported). `suggested` is the answer last given
    /// for the file's folder, else the last answer. The default asks with a QInputDialog; tests
    /// replace it.
    using ProviderQuestion = std::function<std::optional<QString>(const QString &file, const QStringList &keys, const QString &suggested)>;
    void setProviderQuestion(ProviderQuestion ask) { m_askProvider = std::move(ask); }
    /// Asks a running worker to stop (its current file rolls back) and waits for it (field report QT-07).
    void stopAndWait();
    void retranslate();
    /// The report's headline when a file failed because a team catalog's server went away
    /// (classifyServerError() says ConnectionLost): nothing of it was written.
    static QString connectionLostText();

signals:
    void catalogChanged();

private:
    void chooseFiles();
    void start(const QStringList &files, bool allowOlder, const QHash<QString, QString> &providers = {});
    void finished();
    /// Asks for the provider of each file whose report needsProvider; the answers by file
    /// (remembered per folder in the settings), empty when every question was declined.
    QHash<QString, QString> askProviders(const QList<ImportReport> &reports);

    QWidget *m_window;
    QString m_catalogPath;
    QAction *m_import;
    QProgressDialog *m_progress = nullptr;
    QFutureWatcher<QList<ImportReport>> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::unique_ptr<QLockFile> m_lock; ///< one writer per catalog
    QString m_readOnlyReason;
    bool m_heldByAnother = false;
    QStringList m_providerKeys;
    ProviderQuestion m_askProvider;
    QList<ImportReport> m_earlier; ///< reports of the run before a re-run with the answered providers
};

} // namespace cg
