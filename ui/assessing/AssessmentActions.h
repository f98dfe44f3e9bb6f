#pragma once

#include "assess/Assessment.h"
#include "core/Criteria.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QWidget;

namespace cg {

class AssessmentDialog;
class Catalog;

/**
 * The main window's assessment commands: Tools → Assess provider…, File → Import assessments…
 * and Export assessments… (CSV, AssessmentCsv; the import is all-or-nothing), and what the
 * detail pane shows about where each category score comes from. Emits changed() after anything
 * was written, so the window reloads and re-ranks.
 */
class AssessmentActions final : public QObject
{
    Q_OBJECT

public:
    /// Where a provider's category score comes from.
    enum class Origin { Assessed, TierDefault, Tier, NoData };

    /// `window` parents the dialogs; `catalog` (the window's) must outlive this object.
    AssessmentActions(QWidget *window, Catalog &catalog);

    QAction *assessAction() const { return m_assess; }
    QAction *importAction() const { return m_import; }
    QAction *exportAction() const { return m_export; }
    /// Non-empty when another window writes the catalog: nothing can be saved or imported here.
    void setReadOnlyReason(const QString &reason);
    /// The provider the editor starts on when opened from the menu (the selected offer's).
    void setCurrentProvider(std::function<QString()> current) { m_currentProvider = std::move(current); }

    /// Opens the editor on `providerKey` (window-modal, not blocking) and returns it.
    AssessmentDialog *openEditor(const QString &providerKey);
    /// Imports a CSV of assessments: all rows or none. Returns the report text (English
    /// reasons for bad rows, with their lines) and whether anything was written.
    bool importFile(const QString &path, QString *report);
    bool exportFile(const QString &path, QString *error);

    /// Re-reads the stored assessments (after a reload of the catalog).
    void refresh();
    /// The stored assessment of `providerKey` in `category`, if any.
    std::optional<Assessment> assessment(const QString &providerKey, Criterion category) const;
    /// Where the category score of a provider with (or without) a mapped published tier comes from.
    Origin origin(const QString &providerKey, Criterion category, bool hasTierPoints) const;
    /// Categories of `providerKey` scored by a person, 0-10.
    int assessedCount(const QString &providerKey) const;
    QHash<QString, int> assessedCounts() const;
    void retranslate();

signals:
    void changed();

private:
    QWidget *m_window;
    Catalog &m_catalog;
    QString m_readOnlyReason;
    std::function<QString()> m_currentProvider;
    QAction *m_assess, *m_import, *m_export;
    QPointer<AssessmentDialog> m_dialog;
    QHash<QString, QList<Assessment>> m_stored;
};

} // namespace cg
