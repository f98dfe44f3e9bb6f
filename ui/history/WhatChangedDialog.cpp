#include "history/WhatChangedDialog.h"

#include "catalog/store/Catalog.h"
#include "scoring/RankDiff.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace cg {

namespace {

QString amount(const std::optional<double> &v, const QString &currency)
{
    return v ? QLocale().toString(*v, 'f', *v < 10 ? 4 : 2) + QLatin1Char(' ') + currency : QStringLiteral("—");
}

QString offerText(const OfferLabel &o)
{
    return QStringLiteral("%1 %2 (%3) %4").arg(o.providerKey, o.instanceType, o.region, o.gpuName).toHtmlEscaped();
}

} // namespace

WhatChangedDialog::WhatChangedDialog(const Catalog &catalog, RankingParams params, QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
    , m_params(std::move(params))
{
    setWindowTitle(tr("What changed"));
    auto *grid = new QGridLayout;
    m_byRun = new QRadioButton(tr("Since import run"));
    m_byDate = new QRadioButton(tr("Since day"));
    m_runs = new QComboBox;
    m_date = new QDateEdit(QDate::currentDate().addDays(-30));
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    const QList<ImportRunView> runs = catalog.importRuns();
    for (auto it = runs.crbegin(); it != runs.crend(); ++it) {
        if (it->finishedAt.isEmpty())
            continue;
        m_runs->addItem(
            tr("#%1 %2 (%3, as of %4)")
                .arg(it->id)
                .arg(it->providerKey.isEmpty() ? it->sourceFile.section(QLatin1Char('/'), -1) : it->providerKey, it->format, it->asOf),
            it->id);
    }
    (m_runs->count() > 1 ? m_byRun : m_byDate)->setChecked(true);
    if (m_runs->count() > 1)
        m_runs->setCurrentIndex(1); // the run before the newest
    grid->addWidget(m_byRun, 0, 0);
    grid->addWidget(m_runs, 0, 1);
    grid->addWidget(m_byDate, 1, 0);
    grid->addWidget(m_date, 1, 1);
    auto *compareButton = new QPushButton(tr("Compare"));
    grid->addWidget(compareButton, 0, 2, 2, 1);
    m_result = new QTextBrowser;
    m_result->setOpenExternalLinks(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addWidget(m_result, 1);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(compareButton, &QPushButton::clicked, this, &WhatChangedDialog::compare);
    resize(820, 560);
    compare();
}

void WhatChangedDialog::compareWithRun(qint64 runId)
{
    const int i = m_runs->findData(runId);
    if (i >= 0) {
        m_runs->setCurrentIndex(i);
        m_byRun->setChecked(true);
    }
    compare();
}

QString WhatChangedDialog::resultHtml() const
{
    return m_result->toHtml();
}

void WhatChangedDialog::compare()
{
    HistoryCutoff since;
    if (m_byRun->isChecked() && m_runs->currentIndex() >= 0)
        since.runId = m_runs->currentData().toLongLong();
    else
        since.date = m_date->date().toString(Qt::ISODate);
    QString error;
    const auto report = changesSince(m_catalog, since, m_params, 10, &error);
    if (!report) {
        m_result->setPlainText(tr("The history could not be read: %1").arg(error));
        return;
    }
    m_result->setHtml(html(*report, 10));
}

QString WhatChangedDialog::html(const ChangeReport &report, int top)
{
    const CatalogDiff &d = report.prices;
    QString h;
    const QString since = d.since.isRun() ? tr("import run #%1").arg(d.since.runId) : d.since.date;
    QList<PriceChange> prices;
    for (const PriceChange &c : d.changes) {
        if (!c.offerLevel)
            prices.append(c);
    }
    h += QStringLiteral("<p>")
        + tr("Since %1: %2 new offers, %3 removed offers, %4 price changes.")
              .arg(since)
              .arg(d.newOffers.size())
              .arg(d.removedOffers.size())
              .arg(prices.size())
        + QStringLiteral("</p>");
    auto offerList = [&](const QString &title, const QList<OfferLabel> &offers) {
        if (offers.isEmpty())
            return;
        h += QStringLiteral("<h3>%1</h3><ul>").arg(title);
        for (const OfferLabel &o : offers)
            h += QStringLiteral("<li>%1</li>").arg(offerText(o));
        h += QStringLiteral("</ul>");
    };
    offerList(tr("New offers"), d.newOffers);
    offerList(tr("Removed offers"), d.removedOffers);
    if (!prices.isEmpty()) {
        h += QStringLiteral("<h3>%1</h3><table cellspacing='0' cellpadding='3'><tr><th align='left'>%2</th><th align='left'>%3</th>"
                            "<th align='right'>%4</th><th align='right'>%5</th><th align='right'>%6</th></tr>")
                 .arg(tr("Price changes"), tr("Offer"), tr("Price"), tr("Before"), tr("Now"), tr("Change"));
        for (const PriceChange &price : std::as_const(prices)) {
            const PriceChange *c = &price;
            const QString kind = c->kind == QLatin1String("spot") ? tr("spot")
                : c->kind == QLatin1String("reserved")            ? tr("reserved")
                                                                  : tr("on-demand");
            QString change;
            switch (c->type) {
            case PriceChange::Type::Appeared:
                change = tr("new price");
                break;
            case PriceChange::Type::Withdrawn:
                change = tr("no longer offered");
                break;
            default:
                change = c->percent() ? QLocale().toString(*c->percent(), 'f', 1) + QStringLiteral(" %") : tr("changed");
                break;
            }
            h += QStringLiteral(
                "<tr><td>%1</td><td>%2</td><td align='right'>%3</td><td align='right'>%4</td><td align='right'>%5</td></tr>")
                     .arg(offerText(c->offer()), kind, amount(c->oldAmount, c->oldCurrency), amount(c->newAmount, c->newCurrency), change);
        }
        h += QStringLiteral("</table>");
    }
    QList<const RankMove *> moves;
    for (const RankMove &m : report.ranks) {
        if (m.oldRank != m.newRank)
            moves.append(&m);
    }
    h += QStringLiteral("<h3>%1</h3>").arg(tr("Rank changes in the top %1 (current weights)").arg(top));
    if (moves.isEmpty()) {
        h += QStringLiteral("<p>%1</p>").arg(tr("The top %1 kept their ranks.").arg(top));
    } else {
        h += QStringLiteral(
            "<table cellspacing='0' cellpadding='3'><tr><th align='left'>%1</th><th align='right'>%2</th><th align='right'>%3</th></tr>")
                 .arg(tr("Provider and GPU"), tr("Rank before"), tr("Rank now"));
        for (const RankMove *m : std::as_const(moves)) {
            h += QStringLiteral("<tr><td>%1</td><td align='right'>%2</td><td align='right'>%3</td></tr>")
                     .arg(QStringLiteral("%1 %2").arg(m->providerKey, m->gpuName).toHtmlEscaped(),
                         m->oldRank > 0 ? QString::number(m->oldRank) : tr("not ranked"),
                         m->newRank > 0 ? QString::number(m->newRank) : tr("not ranked"));
        }
        h += QStringLiteral("</table>");
    }
    return h;
}

} // namespace cg
