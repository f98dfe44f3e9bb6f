#include "importing/ImportController.h"

#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogFile.h"
#include "catalog/store/ServerLocation.h"
#include "import/Importer.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLockFile>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPromise>
#include <QSettings>
#include <QWidget>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace cg {

namespace {
/// Progress steps per file (a streamed file moves the bar while it is read).
constexpr int kSteps = 1000;
} // namespace

ImportController::ImportController(QWidget *window, const QString &catalogPath)
    : QObject(window)
    , m_window(window)
    , m_catalogPath(catalogPath)
    , m_import(new QAction(this))
{
    m_import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    connect(m_import, &QAction::triggered, this, &ImportController::chooseFiles);
    connect(&m_watcher, &QFutureWatcher<QList<ImportReport>>::finished, this, &ImportController::finished);
    retranslate();
}

ImportController::~ImportController()
{
    m_watcher.waitForFinished();
}

bool ImportController::lockForWriting()
{
    QString error;
    m_lock = CatalogFile::lockForWriting(m_catalogPath, 0, &error, &m_heldByAnother);
    if (m_lock)
        return true;
    m_import->setEnabled(false); // another window writes this catalog: this one only reads it
    m_readOnlyReason = error;
    return false;
}

void ImportController::retranslate()
{
    m_import->setText(tr("&Import price files…"));
    m_import->setStatusTip(tr("Import SkyPilot, gpuhunt, CloudGauge CSV or Alibaba/Tencent/Huawei Cloud price-API files into the catalog"));
}

QString ImportController::connectionLostText()
{
    return tr("The connection to the team catalog was lost during the import. Nothing of the files that failed was written: "
              "each file is one transaction, which the server rolled back. Import them again once the connection is back.");
}

void ImportController::stopAndWait()
{
    if (!m_watcher.isRunning())
        return;
    m_cancel->store(true);
    m_watcher.waitForFinished();
}

void ImportController::chooseFiles()
{
    if (m_watcher.isRunning())
        return;
    const QStringList files
        = QFileDialog::getOpenFileNames(m_window, tr("Import price files"), QString(), tr("Price files (*.csv *.json);;All files (*)"));
    if (files.isEmpty())
        return;
    start(files, false);
}

void ImportController::start(const QStringList &files, bool allowOlder, const QHash<QString, QString> &providers)
{
    if (!m_progress) {
        m_progress = new QProgressDialog(m_window);
        m_progress->setWindowModality(Qt::WindowModal);
        m_progress->setMinimumDuration(300);
        connect(m_progress, &QProgressDialog::canceled, this, [this] {
            if (m_cancel)
                m_cancel->store(true);
        });
        connect(&m_watcher, &QFutureWatcher<QList<ImportReport>>::progressValueChanged, m_progress, &QProgressDialog::setValue);
    }
    m_progress->setWindowTitle(tr("Import"));
    m_progress->setLabelText(tr("Importing %n file(s)…", nullptr, int(files.size())));
    m_progress->setCancelButtonText(tr("Stop"));
    m_progress->setRange(0, int(files.size()) * kSteps);
    m_progress->setValue(0);
    const QString path = m_catalogPath;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    const std::shared_ptr<std::atomic<bool>> cancel = m_cancel;
    // The worker opens its own connection (one connection per thread) and closes it before returning.
    // Each file is one transaction: a stop rolls the current file back and skips the rest.
    m_watcher.setFuture(QtConcurrent::run([path, files, allowOlder, cancel, providers](QPromise<QList<ImportReport>> &promise) {
        QList<ImportReport> reports;
        promise.setProgressRange(0, int(files.size()) * kSteps);
        Catalog catalog(path);
        QString error;
        if (!catalog.open(&error)) {
            ImportReport r;
            r.file = path;
            r.error = error;
            reports.append(r);
            promise.addResult(reports);
            return;
        }
        Importer importer(catalog);
        ImportOptions options;
        options.allowOlder = allowOlder;
        options.cancel = cancel.get();
        for (int i = 0; i < files.size(); ++i) {
            if (cancel->load())
                break;
            // A streamed document (an AWS offer file of hundreds of MB) reports its bytes read.
            options.progress = [&promise, i](qint64 done, qint64 total) {
                if (total > 0)
                    promise.setProgressValue(i * kSteps + int(std::min<qint64>(done, total) * (kSteps - 1) / total));
            };
            options.providerKey = providers.value(files.at(i));
            reports.append(importer.importFile(files.at(i), options));
            if (reports.last().ok()) // a failed file never shows a full bar before its report
                promise.setProgressValue((i + 1) * kSteps);
        }
        Importer::noteLostConnection(catalog, reports);
        promise.addResult(reports);
    }));
}

void ImportController::finished()
{
    if (m_progress)
        m_progress->reset();
    if (!m_window->isVisible())
        return; // closed while importing: the worker was stopped and joined when the window closed
    QList<ImportReport> reports = m_watcher.future().resultCount() > 0 ? m_watcher.result() : QList<ImportReport>();
    if (const QHash<QString, QString> answers = askProviders(reports); !answers.isEmpty()) {
        // Import the answered files again with their provider; report both runs together.
        for (const ImportReport &r : std::as_const(reports))
            if (!answers.contains(r.file))
                m_earlier.append(r);
        emit catalogChanged();
        start(answers.keys(), false, answers);
        return;
    }
    reports = m_earlier + reports;
    m_earlier.clear();
    QStringList text;
    bool failed = false;
    for (const ImportReport &r : reports) {
        text.append(r.text());
        failed |= !r.ok();
    }
    emit catalogChanged();
    QStringList older;
    for (const ImportReport &r : reports)
        if (r.refusedAsOlder)
            older.append(r.file);
    if (!older.isEmpty()) {
        // Field report CAT-11: an older snapshot never silently replaces a newer one; ask first.
        const auto answer = QMessageBox::question(m_window, tr("Older prices"),
            tr("%n file(s) hold prices older than the catalog's for the same provider:\n%1\n\n"
               "Import them as price history? The newer prices stay current.",
                nullptr, int(older.size()))
                .arg(older.join(QLatin1Char('\n'))));
        if (answer == QMessageBox::Yes) {
            start(older, true);
            return;
        }
    }
    // A team catalog whose server went away mid-import: the file's transaction never committed,
    // so the server rolled it back; say so rather than only quoting libpq.
    const bool connectionLost = std::any_of(reports.cbegin(), reports.cend(),
        [](const ImportReport &r) { return !r.ok() && classifyServerError(r.error) == ServerProblem::ConnectionLost; });
    QMessageBox box(failed ? QMessageBox::Warning : QMessageBox::Information, tr("Import report"),
        connectionLost ? connectionLostText()
            : failed   ? tr("Some files could not be imported; nothing was written from them.")
                       : tr("Import finished."),
        QMessageBox::Ok, m_window);
    box.setDetailedText(text.join(QStringLiteral("\n\n")));
    box.exec();
}

QHash<QString, QString> ImportController::askProviders(const QList<ImportReport> &reports)
{
    QHash<QString, QString> answers;
    QSettings settings;
    for (const ImportReport &r : reports) {
        if (!r.needsProvider || r.cancelled)
            continue;
        const QString folder = QFileInfo(r.file).absolutePath();
        const QString folderKey
            = QStringLiteral("import/providerForFolder/") + QString::fromLatin1(folder.toUtf8().toBase64(QByteArray::Base64UrlEncoding));
        const QString suggested = settings.value(folderKey, settings.value(QStringLiteral("import/lastProvider"))).toString();
        std::optional<QString> answer;
        if (m_askProvider) {
            answer = m_askProvider(r.file, m_providerKeys, suggested);
        } else {
            bool ok = false;
            const int current = std::max(0, int(m_providerKeys.indexOf(suggested)));
            const QString text = QInputDialog::getItem(m_window, tr("Which provider?"),
                tr("%1 does not say which provider sold its offers (its folder is not named after a provider).\n"
                   "Choose the provider, or type a new provider key:")
                    .arg(QFileInfo(r.file).fileName()),
                m_providerKeys.isEmpty() ? QStringList { suggested } : m_providerKeys, current, true, &ok);
            if (ok)
                answer = text;
        }
        const QString key = answer ? answer->trimmed().toLower() : QString();
        if (key.isEmpty())
            continue; // declined: reported as not imported
        settings.setValue(folderKey, key);
        settings.setValue(QStringLiteral("import/lastProvider"), key);
        answers.insert(r.file, key);
    }
    return answers;
}

} // namespace cg
