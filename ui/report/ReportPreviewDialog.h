#pragma once

#include "core/Criteria.h"
#include "report/ReportWriter.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QSpinBox;
class QVBoxLayout;

namespace cg {

class Catalog;
class LanguageManager;

/// File → Export report…: the report's pages as they will print, with the report language,
/// paper and ranking length to choose, and Save PDF… (written through QSaveFile).
class ReportPreviewDialog final : public QDialog
{
    Q_OBJECT

public:
    ReportPreviewDialog(Catalog &catalog, LanguageManager &languages, const Weights &weights, QWidget *parent = nullptr);
    int previewPageCount() const { return m_pages; }
    /// The CostScenario preset of the true-cost criterion ("pretraining" unless set).
    void setScenario(const QString &scenario);
    /// Writes the PDF without asking for a path (tests).
    bool save(const QString &path, QString *error);

private:
    ReportOptions options() const;
    void rebuild();
    void saveAs();

    Catalog &m_catalog;
    LanguageManager &m_languages;
    Weights m_weights;
    QString m_scenario = QStringLiteral("pretraining");
    QComboBox *m_language = nullptr, *m_paper = nullptr;
    QSpinBox *m_top = nullptr;
    QVBoxLayout *m_pagesLayout = nullptr;
    QWidget *m_pagesWidget = nullptr;
    QLabel *m_summary = nullptr;
    int m_pages = 0;
};

} // namespace cg
