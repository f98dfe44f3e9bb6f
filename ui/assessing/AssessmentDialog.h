#pragma once

#include "itemmodels/AssessmentEditModel.h"

#include <QDialog>
#include <QHash>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableView;
class QTextBrowser;

namespace cg {

class Catalog;

/**
 * The assessment editor (Tools → Assess provider…): a provider picker, its 10 ClusterMAX
 * categories (score 0-5 or "not assessed", evidence, source URL, date, author), the rubric of the
 * selected category, the coverage ("6 of 10 categories assessed"), the tier → score mapping and
 * "Start from published tier". Save writes the provider's rows in one transaction
 * (AssessmentStore::saveProvider) and emits saved(); Revert drops the edits; Delete removes the
 * provider's assessments after a confirmation; closing or switching provider with unsaved edits
 * asks first. With `readOnlyReason` set (another window writes the catalog) nothing can be saved.
 */
class AssessmentDialog final : public QDialog
{
    Q_OBJECT

public:
    /// `catalog` must outlive the dialog; the caller holds the catalog's writer lock unless
    /// `readOnlyReason` says why it cannot.
    AssessmentDialog(Catalog &catalog, const QString &providerKey, const QString &readOnlyReason, QWidget *parent = nullptr);

    /// Shows `providerKey` (asks first when there are unsaved edits); false if it stays on the old one.
    bool setProvider(const QString &providerKey);
    QString providerKey() const { return m_model->providerKey(); }
    AssessmentEditModel *model() const { return m_model; }
    /// Selects category `row` (Criterion order) in the table and the form.
    void selectCategory(int row);
    /// Writes the drafts; false with the problems shown in a message box (and in lastErrors()).
    bool save();
    QStringList lastErrors() const { return m_lastErrors; }
    QString coverageText() const;

    void reject() override;

signals:
    /// The provider's assessments were written (saved or deleted): the ranking should be recomputed.
    void saved(const QString &providerKey);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void loadProvider(const QString &providerKey);
    void showRow(int row);
    void formEdited();
    void updateState();
    void startFromTier();
    void deleteAll();
    bool confirmDiscard();
    int currentRow() const;
    QString mappingHtml() const;
    /// The author as shown: the marker of tier defaults in the UI language.
    static QString authorText(const Assessment &a);

    Catalog &m_catalog;
    QString m_readOnlyReason;
    AssessmentEditModel *m_model = nullptr;
    QHash<QString, RatingView> m_ratings;
    QStringList m_lastErrors;
    bool m_updatingForm = false;
    int m_storedCount = 0; ///< the provider's rows in the catalog

    QLabel *m_providerLabel = nullptr, *m_tierLabel = nullptr, *m_mapping = nullptr, *m_coverage = nullptr, *m_originNote = nullptr,
           *m_scoreLabel = nullptr, *m_evidenceLabel = nullptr, *m_urlLabel = nullptr, *m_dateLabel = nullptr, *m_authorLabel = nullptr;
    QComboBox *m_provider = nullptr;
    QTableView *m_table = nullptr;
    QDoubleSpinBox *m_score = nullptr;
    QPlainTextEdit *m_evidence = nullptr;
    QLineEdit *m_url = nullptr, *m_date = nullptr, *m_author = nullptr;
    QTextBrowser *m_rubric = nullptr;
    QPushButton *m_fromTier = nullptr, *m_save = nullptr, *m_revert = nullptr, *m_delete = nullptr, *m_close = nullptr;
};

} // namespace cg
