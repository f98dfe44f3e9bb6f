#include "MainWindow.h"

#include "LanguageManager.h"

#include "catalog/Catalog.h"
#include "catalog/OfferTableModel.h"
#include "import/Importer.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QSet>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace cg {

MainWindow::MainWindow(const QString &catalogPath, LanguageManager *languages, QWidget *parent)
    : QMainWindow(parent)
    , m_catalogPath(catalogPath)
    , m_catalog(std::make_unique<Catalog>(catalogPath))
    , m_languages(languages)
{
    setObjectName(QStringLiteral("MainWindow"));

    m_model = new OfferTableModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(OfferTableModel::SortRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    m_search = new QLineEdit(central);
    m_search->setClearButtonEnabled(true);
    // Plain text, never a raw regular expression (DESIGN.md section 11).
    connect(m_search, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_search, &QLineEdit::textChanged, this, &MainWindow::updateStatus);
    m_table = new QTableView(central);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(OfferTableModel::OnDemandPerGpuColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionsMovable(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::Alignment::fromInt(Qt::AlignCenter | Qt::TextWordWrap));
    layout->addWidget(m_search);
    layout->addWidget(m_table);
    setCentralWidget(central);

    m_status = new QLabel(this);
    statusBar()->addPermanentWidget(m_status, 1);
    createActions();
    connect(&m_importWatcher, &QFutureWatcher<QList<ImportReport>>::finished, this, &MainWindow::importFinished);

    QString error;
    if (!m_catalog->open(&error))
        QMessageBox::critical(this, tr("Catalog"), tr("The catalog could not be opened:\n%1").arg(error));
    reload();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setMinimumHeight(2 * m_table->fontMetrics().height() + 10); // two-line headers
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->setWordWrap(false);
    retranslateUi();
    fitColumns();

    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray()))
        resize(1280, 760);
    restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
    m_table->horizontalHeader()->restoreState(settings.value(QStringLiteral("mainWindow/offerColumns")).toByteArray());
}

MainWindow::~MainWindow()
{
    m_importWatcher.waitForFinished();
}

void MainWindow::createActions()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_importAction = m_fileMenu->addAction(QString(), this, &MainWindow::importFiles);
    m_importAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);

    m_viewMenu = menuBar()->addMenu(QString());
    m_filterAction = m_viewMenu->addAction(QString(), this, [this] {
        m_search->setFocus();
        m_search->selectAll();
    });
    m_filterAction->setShortcut(QKeySequence::Find);
    m_reloadAction = m_viewMenu->addAction(QString(), this, &MainWindow::reload);
    m_reloadAction->setShortcut(QKeySequence::Refresh);
    if (m_languages) {
        m_viewMenu->addSeparator();
        m_languageMenu = m_viewMenu->addMenu(QString());
        m_languageGroup = new QActionGroup(this);
        for (const QString &code : LanguageManager::languages()) {
            // Each language is named in itself, so it can be found from any UI language.
            QAction *a = m_languageMenu->addAction(LanguageManager::nativeName(code));
            a->setCheckable(true);
            a->setChecked(code == m_languages->language());
            a->setData(code);
            m_languageGroup->addAction(a);
            connect(a, &QAction::triggered, this, [this, code] { m_languages->setLanguage(code); });
        }
    }

    m_helpMenu = menuBar()->addMenu(QString());
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
    m_aboutQtAction = m_helpMenu->addAction(QString(), qApp, &QApplication::aboutQt);
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("CloudGauge"));
    m_fileMenu->setTitle(tr("&File"));
    m_importAction->setText(tr("&Import price files…"));
    m_importAction->setStatusTip(tr("Import SkyPilot, gpuhunt or CloudGauge CSV price files into the catalog"));
    m_quitAction->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_filterAction->setText(tr("&Filter offers"));
    m_reloadAction->setText(tr("&Reload catalog"));
    if (m_languageMenu) {
        m_languageMenu->setTitle(tr("&Language"));
        for (QAction *a : m_languageGroup->actions())
            a->setChecked(a->data().toString() == m_languages->language());
    }
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About CloudGauge"));
    m_aboutQtAction->setText(tr("About &Qt"));
    m_search->setPlaceholderText(tr("Filter offers by provider, GPU, instance type or region"));
    m_search->setToolTip(tr("Plain text, matched anywhere in a row (not a regular expression)"));
    m_model->retranslate();
    updateStatus();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::fitColumns()
{
    // Fit each column to its cells (headers wrap), within 12 to 22 characters.
    const int charWidth = m_table->fontMetrics().averageCharWidth();
    for (int c = 0; c < OfferTableModel::ColumnCount; ++c) {
        m_table->resizeColumnToContents(c);
        m_table->setColumnWidth(c, std::clamp(m_table->columnWidth(c), 12 * charWidth, 22 * charWidth));
    }
}

void MainWindow::reload()
{
    if (!m_catalog->isOpen())
        return;
    m_model->setOffers(m_catalog->offers(), m_catalog->latestRatings());
    QSet<QString> providers;
    for (int r = 0; r < m_model->rowCount(); ++r)
        providers.insert(m_model->offer(r).providerKey);
    m_providerCount = int(providers.size());
    m_newestPriceDate = m_catalog->newestPriceDate();
    updateStatus();
}

int MainWindow::visibleOfferCount() const
{
    return m_proxy->rowCount();
}

void MainWindow::updateStatus()
{
    // Runs on every filter keystroke: only cached figures here, no catalog query.
    const QString &newest = m_newestPriceDate;
    QString text = tr("%n offer(s) from %1 providers", nullptr, m_model->rowCount()).arg(m_providerCount);
    if (m_proxy->rowCount() != m_model->rowCount())
        text += QStringLiteral(" · ") + tr("%n shown", nullptr, m_proxy->rowCount());
    if (!newest.isEmpty())
        text += QStringLiteral(" · ") + tr("newest price as of %1").arg(QLocale().toString(QDate::fromString(newest, Qt::ISODate), QLocale::ShortFormat));
    text += QStringLiteral(" · ") + m_catalogPath;
    m_status->setText(text);
}

void MainWindow::importFiles()
{
    if (m_importWatcher.isRunning())
        return;
    const QStringList files = QFileDialog::getOpenFileNames(this, tr("Import price files"), QString(),
                                                            tr("Price files (*.csv *.json);;All files (*)"));
    if (files.isEmpty())
        return;
    startImport(files, false);
}

void MainWindow::startImport(const QStringList &files, bool allowOlder)
{
    statusBar()->showMessage(tr("Importing %n file(s)…", nullptr, int(files.size())));
    const QString path = m_catalogPath;
    // The worker opens its own connection (one connection per thread) and closes it before returning.
    m_importWatcher.setFuture(QtConcurrent::run([path, files, allowOlder] {
        QList<ImportReport> reports;
        Catalog catalog(path);
        QString error;
        if (!catalog.open(&error)) {
            ImportReport r;
            r.file = path;
            r.error = error;
            reports.append(r);
            return reports;
        }
        Importer importer(catalog);
        ImportOptions options;
        options.allowOlder = allowOlder;
        for (const QString &f : files)
            reports.append(importer.importFile(f, options));
        return reports;
    }));
}

void MainWindow::importFinished()
{
    const QList<ImportReport> reports = m_importWatcher.result();
    QStringList text;
    bool failed = false;
    for (const ImportReport &r : reports) {
        text.append(r.text());
        failed |= !r.ok();
    }
    statusBar()->clearMessage();
    reload();
    QStringList older;
    for (const ImportReport &r : reports)
        if (r.refusedAsOlder)
            older.append(r.file);
    if (!older.isEmpty()) {
        // Field report CAT-11: an older snapshot never silently replaces a newer one; ask first.
        const auto answer = QMessageBox::question(
            this, tr("Older prices"),
            tr("%n file(s) hold prices older than the catalog's for the same provider:\n%1\n\n"
               "Import them as price history? The newer prices stay current.", nullptr, int(older.size()))
                .arg(older.join(QLatin1Char('\n'))));
        if (answer == QMessageBox::Yes) {
            startImport(older, true);
            return;
        }
    }
    QMessageBox box(failed ? QMessageBox::Warning : QMessageBox::Information, tr("Import report"),
                    failed ? tr("Some files could not be imported; nothing was written from them.") : tr("Import finished."),
                    QMessageBox::Ok, this);
    box.setDetailedText(text.join(QStringLiteral("\n\n")));
    box.exec();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About CloudGauge"),
                       tr("<h3>CloudGauge %1</h3>"
                          "<p>Compare GPU cloud offers: prices per GPU-hour, datasheet performance and published ratings.</p>"
                          "<p>Catalog: newest price as of %2.</p>"
                          "<p>Data: SkyPilot catalog (skypilot-org/skypilot-catalog), dstack gpuhunt, vendor datasheets "
                          "(NVIDIA, AMD, Intel, Google), SemiAnalysis ClusterMAX tiers, and the providers' public price pages, "
                          "each with its source and date in the catalog.</p>")
                           .arg(QStringLiteral(CLOUDGAUGE_VERSION), m_newestPriceDate));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("mainWindow/state"), saveState());
    settings.setValue(QStringLiteral("mainWindow/offerColumns"), m_table->horizontalHeader()->saveState());
    if (m_importWatcher.isRunning()) {
        statusBar()->showMessage(tr("Finishing the import before closing…"));
        m_importWatcher.waitForFinished(); // the import is one transaction; it commits or rolls back
    }
    event->accept();
}

} // namespace cg
