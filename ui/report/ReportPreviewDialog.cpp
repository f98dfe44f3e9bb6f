#include "report/ReportPreviewDialog.h"

#include "geo/UserLocation.h"

#include "catalog/store/Catalog.h"
#include "i18n/LanguageManager.h"
#include "report/ReportWriter.h"
#include "scoring/RankingSession.h"

#include <algorithm>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cg {

ReportPreviewDialog::ReportPreviewDialog(
    Catalog &catalog, const RankingSession &session, LanguageManager &languages, const QString &currency, QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
    , m_languages(languages)
    , m_session(session)
{
    setWindowTitle(tr("Export report"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_language = new QComboBox(this);
    for (const QString &code : LanguageManager::languages())
        m_language->addItem(LanguageManager::nativeName(code), code);
    m_language->setCurrentIndex(m_language->findData(languages.language()));
    m_paper = new QComboBox(this);
    m_paper->addItem(QStringLiteral("A4"), int(QPageSize::A4));
    m_paper->addItem(QStringLiteral("Letter"), int(QPageSize::Letter));
    // The amounts' currency: USD and every currency the catalog has a rate for.
    m_currency = new QComboBox(this);
    m_currency->addItem(QStringLiteral("USD"), QStringLiteral("USD"));
    for (const QString &code : session.snapshot().fx.currencies())
        m_currency->addItem(code, code);
    const QString wanted = !currency.isEmpty()           ? currency
        : languages.language() == QLatin1String("zh_CN") ? QStringLiteral("CNY")
                                                         : QStringLiteral("USD");
    m_currency->setCurrentIndex(std::max(0, m_currency->findData(wanted)));
    m_top = new QSpinBox(this);
    m_top->setRange(1, 100);
    m_top->setValue(10);
    form->addRow(tr("Report &language:"), m_language);
    form->addRow(tr("&Paper:"), m_paper);
    form->addRow(tr("&Currency:"), m_currency);
    form->addRow(tr("Offers in the &ranking:"), m_top);
    // Quotes are confidential: out of the report unless the user includes them.
    m_quotes = new QCheckBox(tr("Include the &quotes and answers received (every page marked confidential)"), this);
    form->addRow(QString(), m_quotes);
    layout->addLayout(form);
    auto *scroll = new QScrollArea(this);
    m_pagesWidget = new QWidget;
    m_pagesLayout = new QVBoxLayout(m_pagesWidget);
    scroll->setWidget(m_pagesWidget);
    scroll->setWidgetResizable(true);
    scroll->setMinimumSize(480, 240); // fits a 1366×768 screen with the form and buttons (ScreenFit)
    layout->addWidget(scroll, 1);
    m_summary = new QLabel(this);
    layout->addWidget(m_summary);
    // The step before signing, offered where the report is made: verify the top list's prices.
    auto *verifyRow = new QHBoxLayout;
    m_unverified = new QLabel(this);
    m_unverified->setWordWrap(true);
    m_verify = new QPushButton(tr("&Verify prices first…"), this);
    m_verify->setToolTip(tr("Close this preview and open File → Verify prices of the top list…"));
    verifyRow->addWidget(m_unverified, 1);
    verifyRow->addWidget(m_verify);
    layout->addLayout(verifyRow);
    connect(m_verify, &QPushButton::clicked, this, [this] {
        m_verifyRequested = true;
        reject();
    });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *saveButton = buttons->addButton(tr("&Save PDF…"), QDialogButtonBox::AcceptRole);
    connect(saveButton, &QPushButton::clicked, this, &ReportPreviewDialog::saveAs);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    for (QComboBox *box : { m_language, m_paper, m_currency })
        connect(box, &QComboBox::currentIndexChanged, this, &ReportPreviewDialog::rebuild);
    connect(m_top, &QSpinBox::valueChanged, this, &ReportPreviewDialog::rebuild);
    connect(m_quotes, &QCheckBox::toggled, this, &ReportPreviewDialog::rebuild);
    rebuild();
    resize(760, 820); // a page and a half of preview; ScreenFit shrinks it on a smaller screen
}

ReportOptions ReportPreviewDialog::options() const
{
    ReportOptions o;
    o.language = m_language->currentData().toString();
    o.paper = QPageSize::PageSizeId(m_paper->currentData().toInt());
    o.top = m_top->value();
    o.includeQuotes = m_quotes->isChecked();
    o.currency = m_currency->currentData().toString();
    o.userLocation = UserLocation::remembered(); // distances from where the user said they are, if they did
    // Name the preset the window's weights are; otherwise they are listed on page 1 ("Weights used").
    const QString preset = m_session.params().weights.presetName();
    o.weightsLabel = preset.isEmpty() ? tr("the weights set in the window") : preset + QStringLiteral(" (CloudGauge preset)");
    return o;
}

void ReportPreviewDialog::rebuild()
{
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    while (QLayoutItem *item = m_pagesLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    {
        ReportWriter writer(m_catalog, m_session, m_languages, options());
        m_pages = writer.pageCount();
        for (int i = 0; i < m_pages; ++i) {
            auto *page = new QLabel(m_pagesWidget);
            page->setPixmap(QPixmap::fromImage(writer.renderPage(i)).scaledToWidth(660, Qt::SmoothTransformation));
            page->setFrameShape(QFrame::Box);
            m_pagesLayout->addWidget(page);
        }
    }
    const int unverified = unverifiedCount();
    const int top = int(std::min<qsizetype>(m_top->value(), m_session.ranked().size()));
    m_unverified->setText(
        tr("%1 of the %n price(s) of the top list are not verified against their sources: page 1 says so.", nullptr, top).arg(unverified));
    m_unverified->setVisible(unverified > 0);
    m_verify->setVisible(unverified > 0);
    m_summary->setText(m_pages > 0 ? tr("%n page(s)", nullptr, m_pages)
                                   : tr("The report font WenQuanYi Micro Hei is not installed (Debian package fonts-wqy-microhei)."));
    QGuiApplication::restoreOverrideCursor();
}

int ReportPreviewDialog::unverifiedCount() const
{
    int n = 0;
    for (const RankedOffer &r : m_session.ranked().mid(0, m_top->value()))
        n += m_session.snapshot().verification(r.offer) ? 0 : 1;
    return n;
}

bool ReportPreviewDialog::save(const QString &path, QString *error)
{
    ReportWriter writer(m_catalog, m_session, m_languages, options());
    return writer.writePdf(path, error);
}

void ReportPreviewDialog::saveAs()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save report"), tr("cloudgauge-report.pdf"), tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const bool ok = save(path, &error);
    QGuiApplication::restoreOverrideCursor();
    if (!ok) {
        QMessageBox::warning(this, tr("Export report"), error);
        return;
    }
    m_savedPath = path;
    accept();
}

} // namespace cg
