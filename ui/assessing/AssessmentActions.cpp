#include "assessing/AssessmentActions.h"

#include "assess/AssessmentCsv.h"
#include "assess/AssessmentStore.h"
#include "assessing/AssessmentDialog.h"
#include "catalog/store/Catalog.h"

#include <QAction>
#include <QFileDialog>
#include <QMessageBox>
#include <QWidget>

namespace cg {

AssessmentActions::AssessmentActions(QWidget *window, Catalog &catalog)
    : QObject(window)
    , m_window(window)
    , m_catalog(catalog)
    , m_assess(new QAction(this))
    , m_import(new QAction(this))
    , m_export(new QAction(this))
{
    connect(m_assess, &QAction::triggered, this, [this] { openEditor(m_currentProvider ? m_currentProvider() : QString()); });
    connect(m_import, &QAction::triggered, this, [this] {
        const QString path
            = QFileDialog::getOpenFileName(m_window, tr("Import assessments"), QString(), tr("CSV files (*.csv);;All files (*)"));
        if (path.isEmpty())
            return;
        QString report;
        const bool ok = importFile(path, &report);
        QMessageBox box(ok ? QMessageBox::Information : QMessageBox::Warning, tr("Import assessments"), report, QMessageBox::Ok, m_window);
        box.exec();
    });
    connect(m_export, &QAction::triggered, this, [this] {
        const QString path
            = QFileDialog::getSaveFileName(m_window, tr("Export assessments"), QStringLiteral("assessments.csv"), tr("CSV files (*.csv)"));
        if (path.isEmpty())
            return;
        QString error;
        if (!exportFile(path, &error))
            QMessageBox::warning(m_window, tr("Export assessments"), error);
    });
    retranslate();
}

void AssessmentActions::setReadOnlyReason(const QString &reason)
{
    m_readOnlyReason = reason;
    m_import->setEnabled(reason.isEmpty());
}

AssessmentDialog *AssessmentActions::openEditor(const QString &providerKey)
{
    if (m_dialog) {
        m_dialog->setProvider(providerKey);
        m_dialog->raise();
        m_dialog->activateWindow();
        return m_dialog;
    }
    m_dialog = new AssessmentDialog(m_catalog, providerKey, m_readOnlyReason, m_window);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_dialog, &AssessmentDialog::saved, this, [this] {
        refresh();
        emit changed();
    });
    m_dialog->open(); // window-modal, returns at once
    return m_dialog;
}

bool AssessmentActions::importFile(const QString &path, QString *report)
{
    if (!m_readOnlyReason.isEmpty()) {
        *report = m_readOnlyReason;
        return false;
    }
    QSet<QString> providers;
    for (const ProviderRecord &p : m_catalog.providers())
        providers.insert(p.key);
    const QDate today = QDate::currentDate();
    const AssessmentCsvResult read = AssessmentCsv::parseFile(path, providers, today);
    if (!read.fatalError.isEmpty()) {
        *report = read.fatalError;
        return false;
    }
    if (!read.ok()) {
        QStringList lines;
        for (const CsvIssue &issue : read.issues)
            lines.append(tr("Line %1: %2").arg(issue.line).arg(issue.reason));
        *report = tr("Nothing was imported from %1: %n bad row(s).\n\n%2", nullptr, int(read.issues.size()))
                      .arg(path, lines.join(QLatin1Char('\n')));
        return false;
    }
    QStringList errors;
    if (!AssessmentStore::upsert(m_catalog, read.rows, today, &errors)) {
        *report = tr("Nothing was imported from %1:\n%2").arg(path, errors.join(QLatin1Char('\n')));
        return false;
    }
    *report = tr("Imported %n assessment(s) from %1.", nullptr, int(read.rows.size())).arg(path);
    refresh();
    emit changed();
    return true;
}

bool AssessmentActions::exportFile(const QString &path, QString *error)
{
    return AssessmentCsv::writeFile(path, m_catalog.assessmentRecords(), error);
}

void AssessmentActions::refresh()
{
    m_stored.clear();
    for (const Assessment &a : m_catalog.assessmentRecords())
        m_stored[a.providerKey].append(a);
}

std::optional<Assessment> AssessmentActions::assessment(const QString &providerKey, Criterion category) const
{
    for (const Assessment &a : m_stored.value(providerKey))
        if (a.criterion == criterionKey(category))
            return a;
    return std::nullopt;
}

AssessmentActions::Origin AssessmentActions::origin(const QString &providerKey, Criterion category, bool hasTierPoints) const
{
    const auto a = assessment(providerKey, category);
    if (a && a->score)
        return a->isTierDefault() ? Origin::TierDefault : Origin::Assessed;
    return hasTierPoints ? Origin::Tier : Origin::NoData;
}

int AssessmentActions::assessedCount(const QString &providerKey) const
{
    int n = 0;
    for (const Assessment &a : m_stored.value(providerKey))
        n += a.score && !a.isTierDefault() ? 1 : 0;
    return n;
}

QHash<QString, int> AssessmentActions::assessedCounts() const
{
    QHash<QString, int> out;
    for (auto it = m_stored.cbegin(); it != m_stored.cend(); ++it)
        if (const int n = assessedCount(it.key()))
            out.insert(it.key(), n);
    return out;
}

void AssessmentActions::retranslate()
{
    m_assess->setText(tr("&Assess provider…"));
    m_assess->setStatusTip(tr("Score a provider in the 10 ClusterMAX categories, with evidence; the ranking uses the scores"));
    m_import->setText(tr("Import &assessments…"));
    m_import->setStatusTip(tr("Import ClusterMAX category assessments from a CSV file (all rows or none)"));
    m_export->setText(tr("Export a&ssessments…"));
    m_export->setStatusTip(tr("Save every assessment in the catalog as a CSV file"));
}

} // namespace cg
