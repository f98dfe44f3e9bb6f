#pragma once

#include <QFutureWatcher>
#include <QMainWindow>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace cg {

class Catalog;
class OfferTableModel;
struct ImportReport;

/**
 * The main window: the catalog's offers in a sortable, filterable table, a status bar with the
 * catalog's size and age, File → Import (run on a worker thread with its own catalog
 * connection) and Help → About. Window geometry and state are remembered (QSettings).
 */
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    /// `catalogPath` must exist and open; the window keeps its own connection for reads.
    explicit MainWindow(const QString &catalogPath, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Re-reads the catalog into the table (one model reset).
    void reload();
    int visibleOfferCount() const;

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void importFiles();
    void startImport(const QStringList &files, bool allowOlder);
    void importFinished();
    void showAbout();
    void updateStatus();

    QString m_catalogPath;
    std::unique_ptr<Catalog> m_catalog;
    OfferTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_table = nullptr;
    QLineEdit *m_search = nullptr;
    QLabel *m_status = nullptr;
    QFutureWatcher<QList<ImportReport>> m_importWatcher;
};

} // namespace cg
