#pragma once

#include "core/Criteria.h"
#include "report/ReportWriter.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QVBoxLayout;

namespace cg {

class Catalog;
class LanguageManager;
class RankingSession;

/// File → Export report…: the report's pages as they will print, with the report language,
/// paper and ranking length to choose, and Save PDF… (written through QSaveFile).
class ReportPreviewDialog final : public QDialog
{
    Q_OBJECT

public:
    /// Previews the report of `session`'s ranking (the window's: its weights and scenario);
    /// `session` must outlive the dialog. `currency` is the window's display currency (View →
    /// Currency): the report's first choice when the catalog has its rate; empty → CNY for a
    /// Chinese interface, else USD.
    ReportPreviewDialog(Catalog &catalog, const RankingSession &session, LanguageManager &languages, const QString &currency = {},
        QWidget *parent = nullptr);
    int previewPageCount() const { return m_pages; }
    /// Writes the PDF without asking for a path (tests).
    bool save(const QString &path, QString *error);
    /// The file the last save wrote, empty before one.
    QString savedPath() const { return m_savedPath; }
    /// The user pressed "Verify prices first…": the dialog closed without saving, and the caller
    /// opens File → Verify prices of the top list….
    bool verifyRequested() const { return m_verifyRequested; }
    /// How many prices of the report's top list no price check vouches for
    /// (CatalogSnapshot::verification), as the line above the buttons says.
    int unverifiedCount() const;

    /// The options the preview and the saved PDF use: the chosen language, paper, length, quotes
    /// and currency, and the window's weights named by their preset when they are one.
    ReportOptions options() const;

private:
    void rebuild();
    void saveAs();

    Catalog &m_catalog;
    LanguageManager &m_languages;
    const RankingSession &m_session;
    QComboBox *m_language = nullptr, *m_paper = nullptr, *m_currency = nullptr;
    QString m_savedPath;
    QSpinBox *m_top = nullptr;
    QCheckBox *m_quotes = nullptr; ///< include the quotes and answers received
    QVBoxLayout *m_pagesLayout = nullptr;
    QWidget *m_pagesWidget = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_unverified = nullptr; ///< "N of the top M prices are not verified…", hidden when none
    QPushButton *m_verify = nullptr;
    bool m_verifyRequested = false;
    int m_pages = 0;
};

} // namespace cg
