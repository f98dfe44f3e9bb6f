#pragma once

#include <QObject>

class QAction;
class QActionGroup;
class QMenu;

namespace cg {

class MainWindow;
class TeamCatalogActions;

/**
 * The main window's menu bar: File, View (with Currency, Panels and, when the window has a
 * language manager, Language), Tools and Help, their actions and shortcuts, and the provider
 * ranking's context menu. Built on the window's menuBar() once its docks exist; the actions work
 * on the window's workspace and panels through its public interface.
 */
class MainMenus final : public QObject
{
    Q_OBJECT

public:
    explicit MainMenus(MainWindow *window);

    /// Sets every menu title, action text and status tip in the current language.
    void retranslate();
    /// Checks the View → Currency entry for `code` (empty: as listed by the source).
    void setCurrency(const QString &code);
    /// Tools → Regions and latency…: the modal RegionsDialog over the window's catalog.
    void showRegions();
    /// Tools → Capacity plan…: CapacityPlanDialog on the window's snapshot, starting at the selected offer's GPU model.
    void showCapacityPlan();

private:
    void createFileMenu();
    void createViewMenu();
    void createToolsMenu();
    void createHelpMenu();
    /// The provider ranking's context menu: Assess <provider>…
    void createProviderMenu();
    void resetToDefaults();
    void exportReport();
    void runProbe();
    void showEstimator();
    void editNeedProfiles();
    void showBreakEven();
    void requestQuotation();
    void showMethodology();
    void showAbout();

    MainWindow *m_window;
    QMenu *m_fileMenu = nullptr, *m_viewMenu = nullptr, *m_panelsMenu = nullptr, *m_languageMenu = nullptr, *m_helpMenu = nullptr,
          *m_toolsMenu = nullptr, *m_currencyMenu = nullptr;
    QAction *m_probeAction = nullptr, *m_updateAction = nullptr, *m_priceApiAction = nullptr, *m_verifyAction = nullptr;
    QAction *m_exportAction = nullptr, *m_quitAction = nullptr, *m_filterAction = nullptr, *m_reloadAction = nullptr,
            *m_aboutAction = nullptr, *m_aboutQtAction = nullptr, *m_resetAction = nullptr, *m_methodologyAction = nullptr;
    QAction *m_estimatorAction = nullptr, *m_breakEvenAction = nullptr, *m_needProfilesAction = nullptr;
    QAction *m_whatChangedAction = nullptr;
    QAction *m_rfqAction = nullptr;
    QAction *m_regionsAction = nullptr;
    QAction *m_capacityPlanAction = nullptr;
    TeamCatalogActions *m_team = nullptr;
    QActionGroup *m_currencyGroup = nullptr;
    QActionGroup *m_languageGroup = nullptr;
};

} // namespace cg
