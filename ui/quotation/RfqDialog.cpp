#include "quotation/RfqDialog.h"

#include "catalog/store/Catalog.h"
#include "i18n/LanguageManager.h"
#include "rfq/RfqImport.h"
#include "rfq/RfqWorkbook.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace cg {

RfqDialog::RfqDialog(Catalog &catalog, LanguageManager *languages, const QString &readOnlyReason, QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
    , m_languages(languages)
    , m_providers(new QListWidget(this))
    , m_language(new QComboBox(this))
    , m_folder(new QLineEdit(this))
    , m_import(new QPushButton(tr("&Import returned workbook…"), this))
    , m_result(new QTextBrowser(this))
{
    setWindowTitle(tr("Request for quotation"));
    for (const ProviderRecord &p : catalog.providers()) {
        auto *item = new QListWidgetItem(QStringLiteral("%1 (%2)").arg(p.nameEn.isEmpty() ? p.key : p.nameEn, p.key), m_providers);
        item->setData(Qt::UserRole, p.key);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    for (const QString &code : LanguageManager::languages())
        m_language->addItem(LanguageManager::nativeName(code), code);
    if (languages)
        m_language->setCurrentIndex(m_language->findData(languages->language()));
    m_folder->setText(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    auto *browse = new QPushButton(tr("&Browse…"), this);
    connect(browse, &QPushButton::clicked, this, &RfqDialog::chooseFolder);
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    auto *form = new QFormLayout;
    form->addRow(tr("&Providers:"), m_providers);
    form->addRow(tr("&Language of the workbook:"), m_language);
    form->addRow(tr("&Folder:"), folderRow);
    auto *exportButton = new QPushButton(tr("&Export workbooks"), this);
    connect(exportButton, &QPushButton::clicked, this, &RfqDialog::exportChecked);
    connect(m_import, &QPushButton::clicked, this, &RfqDialog::chooseImport);
    if (!readOnlyReason.isEmpty()) {
        m_import->setEnabled(false);
        m_import->setToolTip(readOnlyReason);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(exportButton, QDialogButtonBox::ActionRole);
    buttons->addButton(m_import, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_result->setPlaceholderText(tr("Answers come back as self-reported by the provider; quotes are kept confidential."));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_result);
    layout->addWidget(buttons);
    resize(640, 560);
}

QStringList RfqDialog::exportWorkbooks(
    const QStringList &providerKeys, const QString &language, const QString &folder, QString *error, QStringList *notes)
{
    QHash<QString, ProviderRecord> providers;
    for (const ProviderRecord &p : m_catalog.providers())
        providers.insert(p.key, p);
    const QString previous = m_languages ? m_languages->language() : QString();
    if (m_languages)
        m_languages->setLanguage(language, false);
    QStringList written;
    const QDate today = QDate::currentDate();
    for (const QString &key : providerKeys) {
        const ProviderRecord p = providers.value(key);
        const QString name = language == QLatin1String("zh_CN") && !p.nameZh.isEmpty() ? p.nameZh : p.nameEn.isEmpty() ? key : p.nameEn;
        const rfq::RfqRequest request { key, name, rfq::newRfqId(key, today), language, today, {} };
        const QString path = QDir(folder).filePath(QStringLiteral("cloudgauge-rfq-%1-%2.xlsx").arg(key, language));
        if (!rfq::writeRfqWorkbook(path, request, error)) {
            written.clear();
            break;
        }
        written.append(path);
        QString why;
        if (!rfq::recordExportedRequest(m_catalog, request, &why) && notes)
            notes->append(tr("The request %1 was written but not recorded in the catalog: %2\nImporting its answers will ask "
                             "you to accept it as unrecorded.")
                              .arg(request.rfqId, why));
    }
    if (m_languages)
        m_languages->setLanguage(previous, false);
    return written;
}

bool RfqDialog::importWorkbook(const QString &path, QString *report, bool *unrecorded, rfq::UnrecordedRequest accept)
{
    const rfq::RfqImportResult r = rfq::importReturnedWorkbook(m_catalog, path, QDate::currentDate(), accept);
    if (unrecorded)
        *unrecorded = r.unrecordedRequest;
    if (!r.stored) {
        *report = tr("Nothing was imported from %1:").arg(path) + QLatin1Char('\n') + r.workbook.issues.join(QLatin1Char('\n'));
        return false;
    }
    *report = tr("Imported from %1 for %2: %3 self-reported answers, %4 confidential quotes (%5 expired).")
                  .arg(path, r.workbook.providerKey)
                  .arg(r.workbook.answers.size())
                  .arg(r.workbook.quotes.size())
                  .arg(r.expiredQuotes);
    return true;
}

void RfqDialog::exportChecked()
{
    QStringList keys;
    for (int i = 0; i < m_providers->count(); ++i)
        if (m_providers->item(i)->checkState() == Qt::Checked)
            keys.append(m_providers->item(i)->data(Qt::UserRole).toString());
    if (keys.isEmpty()) {
        m_result->setPlainText(tr("Check at least one provider."));
        return;
    }
    QString error;
    QStringList notes;
    const QStringList written = exportWorkbooks(keys, m_language->currentData().toString(), m_folder->text(), &error, &notes);
    m_result->setPlainText(written.isEmpty()
            ? error
            : QStringList { tr("Written:"), written.join(QLatin1Char('\n')), notes.join(QLatin1Char('\n')) }
                  .join(QLatin1Char('\n'))
                  .trimmed());
}

void RfqDialog::chooseFolder()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Folder for the workbooks"), m_folder->text());
    if (!dir.isEmpty())
        m_folder->setText(dir);
}

void RfqDialog::chooseImport()
{
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Import returned workbook"), m_folder->text(), tr("Excel workbooks (*.xlsx)"));
    if (path.isEmpty())
        return;
    QString report;
    bool unrecorded = false;
    bool stored = importWorkbook(path, &report, &unrecorded);
    // A request this catalog did not export: the user may know it was sent from another catalog.
    if (!stored && unrecorded
        && QMessageBox::question(this, tr("Request not recorded"),
               tr("This catalog has no record of exporting the request this workbook answers. Import it anyway, if you know it "
                  "was sent from another catalog?"),
               QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
            == QMessageBox::Yes)
        stored = importWorkbook(path, &report, nullptr, rfq::UnrecordedRequest::Accept);
    m_result->setPlainText(report);
    if (stored)
        emit imported();
}

} // namespace cg
