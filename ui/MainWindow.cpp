#include "MainWindow.h"

#include "catalog/Catalog.h"
#include "catalog/OfferTableModel.h"
#include "import/Importer.h"

#include <QAction>
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

MainWindow::MainWindow(const QString &catalogPath, QWidget *parent)
    : QMainWindow(parent)
    , m_catalogPath(catalogPath)
    , m_catalog(std::make_unique<Catalog>(catalogPath))
{
    setWindowTitle(tr("CloudGauge"));
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
    m_search->setPlaceholderText(tr("Filter offers by provider, GPU, instance type or region"));
    m_search->setClearButtonEnabled(true);
    m_search->setToolTip(tr("Plain text, matched anywhere in a row (not a regular expression)"));
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
    // Fit each column to its cells (headers wrap), within 12 to 22 characters.
    const int charWidth = m_table->fontMetrics().averageCharWidth();
    for (int c = 0; c < OfferTableModel::ColumnCount; ++c) {
        m_table->resizeColumnToContents(c);
        m_table->setColumnWidth(c, std::clamp(m_table->columnWidth(c), 12 * charWidth, 22 * charWidth));
    }

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
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *import = file->addAction(tr("&Import price files…"), this, &MainWindow::importFiles);
    import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    import->setStatusTip(tr("Import SkyPilot, gpuhunt or CloudGauge CSV price files into the catalog"));
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *find = view->addAction(tr("&Filter offers"), this, [this] { m_search->setFocus(); m_search->selectAll(); });
    find->setShortcut(QKeySequence::Find);
    QAction *refresh = view->addAction(tr("&Reload catalog"), this, &MainWindow::reload);
    refresh->setShortcut(QKeySequence::Refresh);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About CloudGauge"), this, &MainWindow::showAbout);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::reload()
{
    if (!m_catalog->isOpen())
        return;
    m_model->setOffers(m_catalog->offers(), m_catalog->latestRatings());
    updateStatus();
}

int MainWindow::visibleOfferCount() const
{
    return m_proxy->rowCount();
}

void MainWindow::updateStatus()
{
    QSet<QString> providers;
    for (int r = 0; r < m_model->rowCount(); ++r)
        providers.insert(m_model->offer(r).providerKey);
    const QString newest = m_catalog->isOpen() ? m_catalog->newestPriceDate() : QString();
    QString text = tr("%n offer(s) from %1 providers", nullptr, m_model->rowCount()).arg(providers.size());
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
                           .arg(QStringLiteral(CLOUDGAUGE_VERSION), m_catalog->newestPriceDate()));
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
