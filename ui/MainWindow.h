#pragma once

#include <QFutureWatcher>
#include <QMainWindow>

class QAction;
class QActionGroup;
class QLabel;
class QLineEdit;
class QMenu;
class QSortFilterProxyModel;
class QTableView;

namespace cg {

class Catalog;
class LanguageManager;
class OfferTableModel;
struct ImportReport;

/**
 * The main window: the catalog's offers in a sortable, filterable table, a status bar with the
 * catalog's size and age, File → Import (run on a worker thread with its own catalog
 * connection), View → Language (switches at run time), Help → About. Window geometry and state
 * are remembered (QSettings). Every text is set in retranslateUi(), which a LanguageChange runs.
 */
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    /// `catalogPath` must exist and open; the window keeps its own connection for reads.
    /// `languages` may be null (no language menu), else it must outlive the window.
    explicit MainWindow(const QString &catalogPath, LanguageManager *languages = nullptr, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Re-reads the catalog into the table (one model reset).
    void reload();
    int visibleOfferCount() const;

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void retranslateUi();
    void importFiles();
    void startImport(const QStringList &files, bool allowOlder);
    void importFinished();
    void showAbout();
    void updateStatus();
    void fitColumns();

    QString m_catalogPath;
    std::unique_ptr<Catalog> m_catalog;
    LanguageManager *m_languages = nullptr;
    OfferTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_table = nullptr;
    QLineEdit *m_search = nullptr;
    QLabel *m_status = nullptr;
    QMenu *m_fileMenu = nullptr, *m_viewMenu = nullptr, *m_languageMenu = nullptr, *m_helpMenu = nullptr;
    QAction *m_importAction = nullptr, *m_quitAction = nullptr, *m_filterAction = nullptr, *m_reloadAction = nullptr,
            *m_aboutAction = nullptr, *m_aboutQtAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    int m_providerCount = 0;
    QString m_newestPriceDate;
    QFutureWatcher<QList<ImportReport>> m_importWatcher;
};

} // namespace cg
