#pragma once

#include "scoring/RankDiff.h"
#include "scoring/RankingSession.h"

#include <QDialog>

class QComboBox;
class QDateEdit;
class QRadioButton;
class QTextBrowser;

namespace cg {

class Catalog;

/**
 * View → What changed…: the catalog since a chosen import run or day against now (changesSince):
 * new and removed offers, prices up and down with old and new amounts and percent, and the rank
 * changes of the top 10 under the window's current weights.
 */
class WhatChangedDialog final : public QDialog
{
    Q_OBJECT

public:
    /// `catalog` must outlive the dialog; `params` are the window's ranking parameters.
    WhatChangedDialog(const Catalog &catalog, RankingParams params, QWidget *parent = nullptr);

    /// Compares with the run or day chosen and shows the result.
    void compare();
    /// Chooses import run `runId` (when listed) and compares.
    void compareWithRun(qint64 runId);
    /// The shown result, for tests.
    QString resultHtml() const;

    /// The result of changesSince() as HTML in the UI language (also used by the report).
    static QString html(const ChangeReport &report, int top);

private:
    const Catalog &m_catalog;
    RankingParams m_params;
    QRadioButton *m_byRun = nullptr, *m_byDate = nullptr;
    QComboBox *m_runs = nullptr;
    QDateEdit *m_date = nullptr;
    QTextBrowser *m_result = nullptr;
};

} // namespace cg
