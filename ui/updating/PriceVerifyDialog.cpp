#include "updating/PriceVerifyDialog.h"

#include "scoring/Ranker.h"
#include "update/PriceSources.h"
#include "update/PriceVerification.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cg {

namespace {

enum Column { RankColumn, ProviderColumn, InstanceColumn, RegionColumn, StatusColumn, BeforeColumn, NowColumn, DetailColumn, ColumnCount };

const QString kTopKey = QStringLiteral("verify/top");

QString amountText(const std::optional<double> &amount, const QString &currency)
{
    return amount ? QStringLiteral("%1 %2").arg(QString::number(*amount, 'g', 10), currency) : QStringLiteral("–");
}

} // namespace

PriceVerifyDialog::PriceVerifyDialog(const QString &catalogPath, QWidget *parent)
    : QDialog(parent)
    , m_catalogPath(catalogPath)
    , m_intro(new QLabel(this))
    , m_countLabel(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_count(new QSpinBox(this))
    , m_list(new QTreeWidget(this))
    , m_progress(new QProgressBar(this))
    , m_start(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_close(new QPushButton(this))
{
    setWindowModality(Qt::NonModal); // the window stays usable while sources download
    m_intro->setWordWrap(true);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_count->setRange(1, 100);
    m_count->setValue(QSettings().value(kTopKey, 10).toInt());
    m_countLabel->setBuddy(m_count);
    m_list->setColumnCount(ColumnCount);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->header()->setStretchLastSection(true);
    m_progress->setTextVisible(true);
    m_progress->hide();
    auto *countRow = new QHBoxLayout;
    countRow->addWidget(m_countLabel);
    countRow->addWidget(m_count);
    countRow->addStretch(1);
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_start, QDialogButtonBox::ActionRole);
    buttons->addButton(m_cancel, QDialogButtonBox::RejectRole);
    buttons->addButton(m_close, QDialogButtonBox::AcceptRole);
    connect(m_start, &QPushButton::clicked, this, &PriceVerifyDialog::startVerify);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_verification)
            m_verification->cancel();
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    connect(m_count, &QSpinBox::valueChanged, this, [](int n) { QSettings().setValue(kTopKey, n); });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(countRow);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_progress);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
    resize(1000, 520);
    setRunning(false);
    retranslate();
}

PriceVerifyDialog::~PriceVerifyDialog()
{
    stopAndWait();
}

void PriceVerifyDialog::retranslate()
{
    setWindowTitle(tr("Verify prices of the top list"));
    m_intro->setText(tr("Before you sign: each price of the top list is fetched again from the source it came from. A changed price is "
                        "imported and the ranking updated; a price no source of the list covers is shown with the page to check by "
                        "hand. Nothing is fetched until you press Verify. The checks are kept in the catalog and the report counts "
                        "them on its first page."));
    m_countLabel->setText(tr("Offers of the ranking to verify:"));
    m_list->setHeaderLabels({ tr("Rank"), tr("Provider"), tr("Instance type"), tr("Region"), tr("Result"),
        tr("Price before (per instance-hour)"), tr("Price now"), tr("Source, or page to check by hand") });
    m_start->setText(tr("&Verify"));
    m_cancel->setText(tr("&Cancel"));
    m_close->setText(tr("Close"));
    showChecks(); // the results in the new language
}

void PriceVerifyDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void PriceVerifyDialog::setRanking(const QList<RankedOffer> &ranked)
{
    m_ranking.clear();
    m_ranks.clear();
    for (const RankedOffer &r : ranked.mid(0, m_count->maximum())) {
        m_ranking.append(r.offer);
        m_ranks.append(r.rank);
    }
}

void PriceVerifyDialog::setTopCount(int n)
{
    m_count->setValue(n);
}

bool PriceVerifyDialog::isVerifying() const
{
    return m_verification && m_verification->isRunning();
}

void PriceVerifyDialog::setRunning(bool running)
{
    m_start->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_count->setEnabled(!running);
    m_progress->setVisible(running);
}

void PriceVerifyDialog::startVerify()
{
    if (isVerifying())
        return;
    const QList<OfferView> shortlist = m_ranking.mid(0, m_count->value());
    m_runRanks = m_ranks.mid(0, m_count->value());
    m_list->clear();
    if (shortlist.isEmpty()) {
        m_summary->setText(tr("The ranking is empty: nothing to verify."));
        return;
    }
    QString error;
    const QList<PriceSource> sources = PriceSourceList::load(&error);
    m_summary->setText(error.isEmpty() ? QString() : tr("The price source list has an error; the bundled list is used: %1").arg(error));
    delete m_verification;
    m_verification = new PriceVerification(nullptr, m_catalogPath, this); // its network manager is created now
    m_verification->setFetchOptions(m_options);
    m_verification->setToday(m_today);
    connect(m_verification, &PriceVerification::sourceStarted, this, [this](int index, int count, const QString &name) {
        m_progress->setRange(0, count);
        m_progress->setValue(index);
        m_progress->setFormat(tr("Fetching %1 (%2 of %3)").arg(name).arg(index + 1).arg(count));
    });
    connect(m_verification, &PriceVerification::finished, this, &PriceVerifyDialog::finished);
    m_progress->setRange(0, 0); // busy until the first source starts
    m_progress->setFormat(QString());
    setRunning(true);
    m_verification->start(shortlist, sources);
}

QString PriceVerifyDialog::statusText(const PriceCheck &c) const
{
    switch (c.status) {
    case PriceCheck::Status::Confirmed:
        return tr("confirmed");
    case PriceCheck::Status::Changed:
        return tr("changed: the new price is imported");
    case PriceCheck::Status::NotListed:
        return tr("no longer listed by its source");
    case PriceCheck::Status::FetchFailed:
        return c.detail == QLatin1String("cancelled") ? tr("cancelled") : tr("could not be fetched");
    case PriceCheck::Status::NoOnlineSource:
        break;
    }
    return tr("not verifiable online: check by hand");
}

void PriceVerifyDialog::finished()
{
    setRunning(false);
    showChecks();
    emit catalogChanged();
}

void PriceVerifyDialog::showChecks()
{
    m_list->clear();
    if (!m_verification || m_verification->isRunning())
        return;
    const QList<PriceCheck> &checks = m_verification->checks();
    QHash<PriceCheck::Status, int> counts;
    for (qsizetype i = 0; i < checks.size(); ++i) {
        const PriceCheck &c = checks.at(i);
        ++counts[c.status];
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(RankColumn, QString::number(m_runRanks.value(int(i))));
        item->setText(ProviderColumn, c.providerName);
        item->setText(InstanceColumn, c.instanceType);
        item->setText(RegionColumn, c.region);
        item->setText(StatusColumn, statusText(c));
        item->setText(BeforeColumn, amountText(c.oldAmount, c.currency));
        item->setText(NowColumn, amountText(c.newAmount, c.currency));
        const QString detail = c.status == PriceCheck::Status::NoOnlineSource
            ? (c.detail.isEmpty() ? tr("the provider's pricing page") : c.detail)
            : c.status == PriceCheck::Status::FetchFailed ? c.detail
                                                          : c.source;
        item->setText(DetailColumn, detail);
        item->setToolTip(DetailColumn, detail);
    }
    for (int col = 0; col < DetailColumn; ++col)
        m_list->resizeColumnToContents(col);
    QString summary = tr("%1 confirmed, %2 changed, %3 no longer listed, %4 could not be fetched, %5 not verifiable online (check "
                         "those by hand before signing).")
                          .arg(counts.value(PriceCheck::Status::Confirmed))
                          .arg(counts.value(PriceCheck::Status::Changed))
                          .arg(counts.value(PriceCheck::Status::NotListed))
                          .arg(counts.value(PriceCheck::Status::FetchFailed))
                          .arg(counts.value(PriceCheck::Status::NoOnlineSource));
    if (!m_verification->recordError().isEmpty())
        summary += QLatin1Char(' ')
            + tr("The checks could not be kept in the catalog, so the report will not count them: %1").arg(m_verification->recordError());
    m_summary->setText(summary);
}

QList<PriceCheck> PriceVerifyDialog::checks() const
{
    return m_verification && !m_verification->isRunning() ? m_verification->checks() : QList<PriceCheck>();
}

QString PriceVerifyDialog::summaryText() const
{
    return m_summary->text();
}

void PriceVerifyDialog::stopAndWait()
{
    if (!m_verification)
        return;
    m_verification->disconnect(this);
    m_verification->cancel();
    delete m_verification; // its PriceUpdate waits for a running import to roll back
    m_verification = nullptr;
    setRunning(false);
}

} // namespace cg
