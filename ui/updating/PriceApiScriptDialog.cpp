#include "updating/PriceApiScriptDialog.h"

#include "core/FileWrite.h"
#include "update/PriceApiScript.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QVBoxLayout>

namespace cg {

namespace {

QString settingsKey(const QString &provider)
{
    return QStringLiteral("priceApi/regions/") + provider;
}

} // namespace

PriceApiScriptDialog::PriceApiScriptDialog(const QList<OfferView> &offers, QWidget *parent)
    : QDialog(parent)
    , m_offers(offers)
    , m_intro(new QLabel(this))
    , m_providerLabel(new QLabel(this))
    , m_regionsLabel(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_provider(new QComboBox(this))
    , m_regions(new QLineEdit(this))
    , m_script(new QPlainTextEdit(this))
    , m_save(new QPushButton(this))
    , m_copy(new QPushButton(this))
    , m_import(new QPushButton(this))
    , m_close(new QPushButton(this))
{
    setObjectName(QStringLiteral("priceApiScriptDialog"));
    m_intro->setWordWrap(true);
    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("priceApiSummary"));
    m_script->setReadOnly(true);
    m_script->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_script->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    for (const QString &key : PriceApiScript::providers())
        m_provider->addItem(QString(), key);
    auto *form = new QFormLayout;
    form->addRow(m_providerLabel, m_provider);
    form->addRow(m_regionsLabel, m_regions);
    m_providerLabel->setBuddy(m_provider);
    m_regionsLabel->setBuddy(m_regions);
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_save, QDialogButtonBox::ActionRole);
    buttons->addButton(m_copy, QDialogButtonBox::ActionRole);
    buttons->addButton(m_import, QDialogButtonBox::ActionRole);
    buttons->addButton(m_close, QDialogButtonBox::RejectRole);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_save, &QPushButton::clicked, this, &PriceApiScriptDialog::saveScript);
    connect(m_copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(scriptText()); });
    connect(m_import, &QPushButton::clicked, this, &PriceApiScriptDialog::importAnswers);
    connect(m_provider, &QComboBox::currentIndexChanged, this, &PriceApiScriptDialog::providerChanged);
    connect(m_regions, &QLineEdit::textEdited, this, [this] {
        QSettings().setValue(settingsKey(provider()), m_regions->text().simplified());
        refresh();
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(m_script, 1);
    layout->addWidget(buttons);
    resize(860, 560);
    retranslate();
    providerChanged(); // the regions of the first provider
}

void PriceApiScriptDialog::providerChanged()
{
    const QString key = provider();
    const QStringList known = PriceApiScript::regionsOf(m_offers, key);
    m_regions->setText(QSettings().value(settingsKey(key), known.join(QLatin1Char(' '))).toString());
    refresh();
}

void PriceApiScriptDialog::setProvider(const QString &key)
{
    const int i = m_provider->findData(key);
    if (i >= 0)
        m_provider->setCurrentIndex(i);
}

QString PriceApiScriptDialog::provider() const
{
    return m_provider->currentData().toString();
}

void PriceApiScriptDialog::setRegions(const QString &regions)
{
    m_regions->setText(regions);
    QSettings().setValue(settingsKey(provider()), regions.simplified());
    refresh();
}

QString PriceApiScriptDialog::scriptText() const
{
    return m_script->toPlainText();
}

QString PriceApiScriptDialog::problem() const
{
    return m_problem;
}

void PriceApiScriptDialog::refresh()
{
    PriceApiScript s;
    s.provider = provider();
    s.generatedOn = QDate::currentDate().toString(Qt::ISODate);
    s.instanceTypes = PriceApiScript::instanceTypesOf(m_offers, s.provider);
    m_problem.clear();
    for (const QString &r : m_regions->text().split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts)) {
        const QString why = PriceApiScript::regionProblem(s.provider, r);
        if (!why.isEmpty()) {
            if (m_problem.isEmpty())
                m_problem = why;
        } else if (!s.regions.contains(r)) {
            s.regions.append(r);
        }
    }
    if (s.instanceTypes.isEmpty())
        m_problem = tr("The catalog lists no instance type of this cloud: import its instance types first.");
    else if (m_problem.isEmpty() && s.regions.isEmpty())
        m_problem = (s.provider == QLatin1String("tencent") ? tr("Type one or more zones, such as %1.")
                                                            : tr("Type one or more region IDs, such as %1."))
                        .arg(PriceApiScript::exampleRegions(s.provider).join(QLatin1Char(' ')));
    const bool ok = m_problem.isEmpty();
    m_script->setPlainText(ok ? s.text() : QString());
    m_summary->setText(ok ? tr("%n call(s) of %1: %2 instance types × %3 regions. Run the script where %1 is configured with your "
                               "account, then import the file it writes.",
                           nullptr, s.calls())
                                .arg(PriceApiScript::client(s.provider))
                                .arg(s.instanceTypes.size())
                                .arg(s.regions.size())
                          : m_problem);
    m_save->setEnabled(ok);
    m_copy->setEnabled(ok);
}

bool PriceApiScriptDialog::saveTo(const QString &path, QString *error) const
{
    if (!writeFileAtomically(path, scriptText().toUtf8(), error))
        return false;
    QFile::setPermissions(path, QFile::permissions(path) | QFile::ExeOwner | QFile::ExeGroup);
    return true;
}

void PriceApiScriptDialog::saveScript()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the price script"),
        QDir::home().filePath(provider() + QStringLiteral("-prices.sh")), tr("Shell scripts (*.sh);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveTo(path, &error))
        QMessageBox::warning(this, tr("Save the price script"), error);
}

void PriceApiScriptDialog::importAnswers()
{
    const QStringList files
        = QFileDialog::getOpenFileNames(this, tr("Import the answers"), QDir::homePath(), tr("Price-API answers (*.json);;All files (*)"));
    if (!files.isEmpty())
        emit importRequested(files);
}

void PriceApiScriptDialog::retranslate()
{
    setWindowTitle(tr("Get prices from a cloud's price API"));
    m_intro->setText(tr("Alibaba, Tencent and Huawei Cloud publish their GPU prices only through their price calculators and price "
                        "APIs. This script asks the price API for the hourly list price of every instance type the catalog lists, "
                        "with your own account's command-line client. CloudGauge runs nothing by itself: save or copy the script, run "
                        "it, then import the file it writes."));
    m_providerLabel->setText(tr("&Cloud:"));
    m_regionsLabel->setText(tr("&Regions:"));
    m_regions->setPlaceholderText(tr("region IDs or zones, separated by spaces"));
    m_provider->setItemText(m_provider->findData(QStringLiteral("alibaba")), tr("Alibaba Cloud (aliyun)"));
    m_provider->setItemText(m_provider->findData(QStringLiteral("tencent")), tr("Tencent Cloud (tccli)"));
    m_provider->setItemText(m_provider->findData(QStringLiteral("huawei")), tr("Huawei Cloud (hcloud)"));
    m_save->setText(tr("&Save script…"));
    m_copy->setText(tr("&Copy"));
    m_import->setText(tr("&Import the answers…"));
    m_close->setText(tr("Close"));
    refresh();
}

void PriceApiScriptDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace cg
