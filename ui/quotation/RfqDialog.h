#pragma once

#include "rfq/RfqImport.h"

#include <QDialog>
#include <QStringList>

class QComboBox;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTextBrowser;

namespace cg {

class Catalog;
class LanguageManager;

/**
 * Tools → Request for quotation…: writes one questionnaire and quote workbook per chosen
 * provider (rfq::writeRfqWorkbook) in English or Simplified Chinese into a folder, and reads
 * returned workbooks back (rfq::importReturnedWorkbook: all or nothing, bad cells listed as
 * Sheet!A12). Emits imported() after a workbook was stored, so the window reloads.
 */
class RfqDialog final : public QDialog
{
    Q_OBJECT

public:
    /// `catalog` must outlive the dialog; `languages` may be null (the workbook then uses the UI
    /// language); a non-empty `readOnlyReason` disables the import (another window writes the catalog).
    RfqDialog(Catalog &catalog, LanguageManager *languages, const QString &readOnlyReason, QWidget *parent = nullptr);

    /// Writes the workbooks of the checked providers to `folder` in `language` and records each
    /// request in the catalog (rfq::recordExportedRequest); returns the paths written, or empty
    /// with `error`. A request written but not recorded adds a sentence to `notes`. (The dialog's
    /// Export button calls this.)
    QStringList exportWorkbooks(
        const QStringList &providerKeys, const QString &language, const QString &folder, QString *error, QStringList *notes = nullptr);
    /// Imports one returned workbook; returns whether it was stored and the text shown.
    /// `unrecorded` (optional) is set when it was refused only because the catalog has no record of
    /// exporting its request; `accept` Accept imports such a workbook.
    bool importWorkbook(
        const QString &path, QString *report, bool *unrecorded = nullptr, rfq::UnrecordedRequest accept = rfq::UnrecordedRequest::Refuse);

signals:
    void imported();

private:
    void exportChecked();
    void chooseFolder();
    void chooseImport();

    Catalog &m_catalog;
    LanguageManager *m_languages;
    QListWidget *m_providers;
    QComboBox *m_language;
    QLineEdit *m_folder;
    QPushButton *m_import;
    QTextBrowser *m_result;
};

} // namespace cg
