#include "updating/PriceUpdateDialog.h"

#include <QCloseEvent>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cg {

namespace {

enum Column { NameColumn, FormatColumn, ProviderColumn, StatusColumn };

QString mib(qint64 bytes)
{
    return QString::number(double(bytes) / (1024.0 * 1024.0), 'f', 1);
}

} // namespace

PriceUpdateDialog::PriceUpdateDialog(const QString &catalogPath, QWidget *parent)
    : QDialog(parent)
    , m_catalogPath(catalogPath)
    , m_intro(new QLabel(this))
    , m_list(new QTreeWidget(this))
    , m_report(new QPlainTextEdit(this))
    , m_start(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_close(new QPushButton(this))
{
    setWindowModality(Qt::NonModal); // the window stays usable while prices download
    m_intro->setWordWrap(true);
    m_intro->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_list->setColumnCount(4);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->header()->setSectionResizeMode(NameColumn, QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(true);
    m_report->setReadOnly(true);
    m_report->setMaximumBlockCount(5000);
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_start, QDialogButtonBox::ActionRole);
    buttons->addButton(m_cancel, QDialogButtonBox::RejectRole);
    buttons->addButton(m_close, QDialogButtonBox::AcceptRole);
    connect(m_start, &QPushButton::clicked, this, &PriceUpdateDialog::startUpdate);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_update)
            m_update->cancel();
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_list, 2);
    layout->addWidget(m_report, 1);
    layout->addWidget(buttons);
    resize(900, 600);
    QString error;
    setSources(PriceSourceList::load(&error));
    if (!error.isEmpty())
        m_report->appendPlainText(tr("The price source list has an error; the bundled list is used: %1").arg(error));
    setChecked(QSettings().value(QStringLiteral("update/sources")).toStringList());
    setRunning(false);
    retranslate();
}

PriceUpdateDialog::~PriceUpdateDialog()
{
    stopAndWait();
}

void PriceUpdateDialog::retranslate()
{
    setWindowTitle(tr("Update prices"));
    m_intro->setText(tr("Check the sources to download, then press Update. Nothing is fetched until you do; each source is one import: "
                        "one that fails leaves the catalog as it was. Sources: the bundled list and your overrides in %1.")
                         .arg(PriceSourceList::overridePath()));
    m_list->setHeaderLabels({ tr("Source"), tr("Format"), tr("Provider"), tr("Status") });
    m_start->setText(tr("&Update"));
    m_cancel->setText(tr("&Cancel"));
    m_close->setText(tr("Close"));
}

void PriceUpdateDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void PriceUpdateDialog::closeEvent(QCloseEvent *event)
{
    QStringList checked;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        if (m_list->topLevelItem(i)->checkState(NameColumn) == Qt::Checked)
            checked.append(m_list->topLevelItem(i)->data(NameColumn, Qt::UserRole).toString());
    QSettings().setValue(QStringLiteral("update/sources"), checked);
    QDialog::closeEvent(event); // hides; a running update continues and reports here
}

void PriceUpdateDialog::setSources(const QList<PriceSource> &sources)
{
    m_sources = sources;
    m_list->clear();
    for (const PriceSource &s : sources) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(NameColumn, s.name);
        item->setData(NameColumn, Qt::UserRole, s.name);
        item->setToolTip(NameColumn, s.title + QStringLiteral("\n") + s.displayUrl() + QStringLiteral("\n\n") + s.notes);
        item->setText(FormatColumn, s.format);
        item->setText(ProviderColumn, s.providerKey);
        const QString why = s.unfetchableReason();
        if (why.isEmpty()) {
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(NameColumn, Qt::Unchecked);
            item->setText(StatusColumn, s.title);
        } else {
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
            item->setText(StatusColumn, why);
        }
    }
}

void PriceUpdateDialog::setChecked(const QStringList &names)
{
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_list->topLevelItem(i);
        if (item->flags() & Qt::ItemIsUserCheckable)
            item->setCheckState(NameColumn, names.contains(item->data(NameColumn, Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
}

int PriceUpdateDialog::rowOf(const QString &name) const
{
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        if (m_list->topLevelItem(i)->data(NameColumn, Qt::UserRole).toString() == name)
            return i;
    return -1;
}

QString PriceUpdateDialog::statusOf(const QString &name) const
{
    const int row = rowOf(name);
    return row < 0 ? QString() : m_list->topLevelItem(row)->text(StatusColumn);
}

QString PriceUpdateDialog::reportText() const
{
    return m_report->toPlainText();
}

bool PriceUpdateDialog::isUpdating() const
{
    return m_update && m_update->isRunning();
}

void PriceUpdateDialog::setRunning(bool running)
{
    m_start->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_list->setEnabled(!running);
}

void PriceUpdateDialog::startUpdate()
{
    if (isUpdating())
        return;
    m_running.clear();
    for (const PriceSource &s : std::as_const(m_sources)) {
        const int row = rowOf(s.name);
        if (row >= 0 && m_list->topLevelItem(row)->checkState(NameColumn) == Qt::Checked)
            m_running.append(s);
    }
    if (m_running.isEmpty()) {
        m_report->appendPlainText(tr("Check at least one source."));
        return;
    }
    delete m_update;
    m_update = new PriceUpdate(nullptr, m_catalogPath, this); // its network manager is created now, not before
    m_update->setFetchOptions(m_options);
    connect(m_update, &PriceUpdate::sourceStarted, this, [this](int index, const QString &) { sourceStarted(index); });
    connect(m_update, &PriceUpdate::sourceProgress, this, &PriceUpdateDialog::sourceProgress);
    connect(m_update, &PriceUpdate::sourceImporting, this, [this](int index) {
        const int row = rowOf(m_running.at(index).name);
        if (row >= 0)
            m_list->topLevelItem(row)->setText(StatusColumn, tr("importing…"));
    });
    connect(m_update, &PriceUpdate::sourceFinished, this, &PriceUpdateDialog::sourceFinished);
    connect(m_update, &PriceUpdate::finished, this, &PriceUpdateDialog::finished);
    m_anyImported = false;
    for (const PriceSource &s : std::as_const(m_running))
        m_list->topLevelItem(rowOf(s.name))->setText(StatusColumn, tr("waiting"));
    setRunning(true);
    m_update->start(m_running);
}

void PriceUpdateDialog::sourceStarted(int index)
{
    const int row = rowOf(m_running.at(index).name);
    if (row >= 0)
        m_list->topLevelItem(row)->setText(StatusColumn, tr("connecting…"));
}

void PriceUpdateDialog::sourceProgress(int index, qint64 received, qint64 total, int page)
{
    const int row = rowOf(m_running.at(index).name);
    if (row < 0)
        return;
    QString text = total > 0 ? tr("downloading %1 of %2 MiB").arg(mib(received), mib(total)) : tr("downloading %1 MiB").arg(mib(received));
    if (page > 1)
        text += tr(" (page %1)").arg(page);
    m_list->topLevelItem(row)->setText(StatusColumn, text);
}

void PriceUpdateDialog::sourceFinished(int index, const UpdateOutcome &outcome)
{
    const int row = rowOf(m_running.at(index).name);
    QString status;
    if (outcome.cancelled)
        status = tr("cancelled; the catalog is unchanged");
    else if (!outcome.ok())
        status = tr("failed: %1").arg(outcome.error());
    else if (outcome.report.alreadyImported)
        status = tr("done: already imported, nothing changed");
    else
        status = tr("done: %n offer(s), %1 new or changed prices", nullptr, outcome.report.offersImported())
                     .arg(outcome.report.pricesNew + outcome.report.pricesChanged);
    if (row >= 0)
        m_list->topLevelItem(row)->setText(StatusColumn, status);
    m_anyImported |= outcome.ok() && !outcome.report.alreadyImported;
    m_report->appendPlainText(outcome.text() + QLatin1Char('\n'));
}

void PriceUpdateDialog::finished()
{
    setRunning(false);
    if (m_anyImported)
        emit catalogChanged();
}

void PriceUpdateDialog::stopAndWait()
{
    if (!m_update)
        return;
    m_update->disconnect(this);
    m_update->cancel();
    delete m_update; // waits for a running import to roll back
    m_update = nullptr;
    setRunning(false);
}

} // namespace cg
