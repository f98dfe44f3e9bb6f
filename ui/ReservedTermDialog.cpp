#include "ReservedTermDialog.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace cg {

namespace {
/// The terms every offer is compared at (months); catalog terms are added to them.
const QList<int> kStandardTerms = { 1, 3, 6, 12, 36 };

/// USD per GPU-hour from a per-instance-hour amount, or nullopt without GPU count or FX rate.
std::optional<double> usdPerGpuHour(double amount, const QString &currency, const OfferView &o, const FxRates &fx)
{
    if (!o.gpuCount || *o.gpuCount <= 0 || !(amount > 0))
        return std::nullopt;
    return fx.toUsd(amount / *o.gpuCount, currency);
}
} // namespace

ReservedTermDialog::ReservedTermDialog(const OfferView &offer, const QList<TermPriceView> &termPrices, const FxRates &fxRates,
    const QList<rfq::QuoteComparison> &quotes, QWidget *parent)
    : QDialog(parent)
    , m_offer(offer)
    , m_fx(fxRates)
{
    setObjectName(QStringLiteral("ReservedTermDialog"));
    QList<rfq::QuoteComparison> reserved;
    for (const rfq::QuoteComparison &q : quotes) {
        if (q.appliesTo(offer) && q.quote.kind == QLatin1String("reserved") && q.quote.termMonths > 0 && q.quoteUsdPerGpuHour)
            reserved.append(q);
    }
    m_terms = kStandardTerms;
    for (const TermPriceView &p : termPrices)
        if (p.termMonths > 0 && !m_terms.contains(p.termMonths))
            m_terms.append(p.termMonths);
    for (const rfq::QuoteComparison &q : std::as_const(reserved))
        if (!m_terms.contains(q.quote.termMonths))
            m_terms.append(q.quote.termMonths);
    std::sort(m_terms.begin(), m_terms.end());
    for (int months : std::as_const(m_terms)) {
        std::optional<TermPriceView> found;
        for (const TermPriceView &p : termPrices)
            if (p.termMonths == months)
                found = p;
        m_catalogPrices.append(found);
        m_catalogUsd.append(found && found->amount ? usdPerGpuHour(*found->amount, found->currency, offer, fxRates) : std::nullopt);
        std::optional<rfq::QuoteComparison> lowest;
        for (const rfq::QuoteComparison &q : std::as_const(reserved))
            if (q.quote.termMonths == months && (!lowest || *q.quoteUsdPerGpuHour < *lowest->quoteUsdPerGpuHour))
                lowest = q;
        m_quotes.append(lowest);
    }
    if (offer.onDemand.amount)
        m_catalogOnDemand = usdPerGpuHour(*offer.onDemand.amount, offer.onDemand.currency, offer, fxRates);

    auto *layout = new QVBoxLayout(this);
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_onDemand = new QDoubleSpinBox(this);
    m_onDemand->setRange(0, 10000);
    m_onDemand->setDecimals(4);
    m_onDemand->setValue(m_catalogOnDemand.value_or(0));
    m_onDemandSource = new QLabel(this);
    auto *onDemandRow = new QHBoxLayout;
    onDemandRow->addWidget(m_onDemand);
    onDemandRow->addWidget(m_onDemandSource, 1);
    m_decline = new QDoubleSpinBox(this);
    m_decline->setRange(-50, 90);
    m_decline->setDecimals(1);
    m_decline->setValue(20);
    m_utilisation = new QDoubleSpinBox(this);
    m_utilisation->setRange(1, 100);
    m_utilisation->setDecimals(1);
    m_utilisation->setValue(70);
    m_utilisation->setSuffix(QStringLiteral(" %"));
    m_onDemandLabel = new QLabel(this);
    m_declineLabel = new QLabel(this);
    m_utilisationLabel = new QLabel(this);
    m_onDemandLabel->setBuddy(m_onDemand);
    m_declineLabel->setBuddy(m_decline);
    m_utilisationLabel->setBuddy(m_utilisation);
    form->addRow(m_onDemandLabel, onDemandRow);
    form->addRow(m_declineLabel, m_decline);
    m_assumption = new QLabel(this);
    m_assumption->setWordWrap(true);
    m_assumption->setMinimumWidth(60 * m_assumption->fontMetrics().averageCharWidth());
    form->addRow(QString(), m_assumption);
    form->addRow(m_utilisationLabel, m_utilisation);
    layout->addLayout(form);

    m_table = new QTableWidget(int(m_terms.size()), ColumnCount, this);
    m_table->setObjectName(QStringLiteral("termTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setDefaultAlignment(Qt::Alignment::fromInt(Qt::AlignCenter | Qt::TextWordWrap));
    m_table->horizontalHeader()->setMinimumHeight(3 * m_table->fontMetrics().height() + 10); // headers wrap on up to 3 lines
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 12);
    for (int row = 0; row < m_terms.size(); ++row) {
        auto *box = new QDoubleSpinBox(m_table);
        box->setRange(0, 10000);
        box->setDecimals(4);
        // The received quote first (what would be signed), else the catalog's; 0 shows "no price".
        box->setValue(m_quotes[row] ? *m_quotes[row]->quoteUsdPerGpuHour : m_catalogUsd[row].value_or(0));
        box->setObjectName(QStringLiteral("term%1").arg(m_terms[row]));
        connect(box, &QDoubleSpinBox::valueChanged, this, &ReservedTermDialog::recompute);
        m_table->setCellWidget(row, PriceColumn, box);
        m_priceBoxes.append(box);
    }
    layout->addWidget(m_table, 1);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    for (QDoubleSpinBox *box : { m_onDemand, m_decline, m_utilisation })
        connect(box, &QDoubleSpinBox::valueChanged, this, &ReservedTermDialog::recompute);
    retranslateUi();
    resize(1100, 560);
}

QDoubleSpinBox *ReservedTermDialog::termPriceBox(int months) const
{
    const int row = int(m_terms.indexOf(months));
    return row >= 0 ? m_priceBoxes[row] : nullptr;
}

QString ReservedTermDialog::sourceText(int row) const
{
    const QLocale l;
    const auto &p = m_catalogPrices[row];
    const double typed = m_priceBoxes[row]->value();
    if (const auto &q = m_quotes[row]; q && typed == *q->quoteUsdPerGpuHour)
        return tr("Quote received (confidential): %1 %2 per GPU-hour, valid until %3, request %4")
            .arg(q->quote.currency, l.toString(q->quote.pricePerGpuHour, 'f', 4), q->quote.validUntil, q->quote.rfqId);
    if (m_catalogUsd[row] && typed == *m_catalogUsd[row])
        return tr("Catalog: %1 %2 per instance-hour, observed %3")
            .arg(p->currency, l.toString(*p->amount, 'f', 4), p->dates.observationText());
    if (typed > 0)
        return tr("Typed quote");
    if (p && !p->amount)
        return tr("The catalog lists this term without an hourly amount (%1). Type a quoted price.").arg(p->note);
    if (p)
        return tr("The catalog's price has no exchange rate or GPU count to convert it. Type a quoted price.");
    return tr("No term price in the catalog: type a quoted price.");
}

void ReservedTermDialog::recompute()
{
    const QLocale l;
    const double onDemand = m_onDemand->value(), decline = m_decline->value() / 100, u = m_utilisation->value() / 100;
    m_results.clear();
    m_onDemandSource->setText(m_catalogOnDemand && onDemand == *m_catalogOnDemand
            ? tr("from the catalog, observed %1").arg(m_offer.onDemand.observationText())
            : onDemand > 0 ? tr("typed")
                           : tr("no on-demand price in the catalog: type one"));
    auto cell = [this](int row, int column, const QString &text, bool number) {
        auto *item = new QTableWidgetItem(text);
        item->setTextAlignment(number ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
        m_table->setItem(row, column, item);
    };
    for (int row = 0; row < m_terms.size(); ++row) {
        const int months = m_terms[row];
        cell(row, TermColumn, tr("%n month(s)", nullptr, months), false);
        cell(row, SourceColumn, sourceText(row), false);
        m_table->item(row, SourceColumn)->setToolTip(sourceText(row));
        const auto r = termBreakEven(onDemand, m_priceBoxes[row]->value(), months, decline);
        m_results.append(r);
        if (!r) {
            for (int c : { CommittedColumn, OnDemandColumn, BreakEvenColumn })
                cell(row, c, QStringLiteral("—"), true);
            cell(row, VerdictColumn, onDemand > 0 ? tr("no term price") : tr("no on-demand price"), false);
            continue;
        }
        cell(row, CommittedColumn, tr("USD %1").arg(l.toString(r->committedUsd, 'f', 2)), true);
        cell(row, OnDemandColumn, tr("USD %1").arg(l.toString(r->onDemandUsd(u), 'f', 2)), true);
        cell(row, BreakEvenColumn, QStringLiteral("%1 %").arg(l.toString(r->breakEvenUtilisation * 100, 'f', 1)), true);
        const QString verdict = !r->paysAtOrBelowFullUse() ? tr("never pays: on-demand is cheaper even at full use")
            : u >= r->breakEvenUtilisation
            ? tr("the term is cheaper at this utilisation (saves USD %1)").arg(l.toString(r->onDemandUsd(u) - r->committedUsd, 'f', 2))
            : tr("on-demand is cheaper at this utilisation (saves USD %1)").arg(l.toString(r->committedUsd - r->onDemandUsd(u), 'f', 2));
        cell(row, VerdictColumn, verdict, false);
    }
    m_table->resizeColumnsToContents();
    const int ch = m_table->fontMetrics().averageCharWidth();
    m_table->setColumnWidth(SourceColumn, std::min(m_table->columnWidth(SourceColumn), 40 * ch));
    for (int c : { PriceColumn, CommittedColumn, OnDemandColumn, BreakEvenColumn }) // long headers wrap onto two lines
        m_table->setColumnWidth(c, std::min(m_table->columnWidth(c), 20 * ch));
}

void ReservedTermDialog::retranslateUi()
{
    const QLocale l;
    setWindowTitle(tr("Reserved-term break-even"));
    const bool zh = l.language() == QLocale::Chinese && !m_offer.providerNameZh.isEmpty();
    m_title->setText(
        tr("%1 · %2 · %3 · %4 × %5")
            .arg(zh ? m_offer.providerNameZh : m_offer.providerNameEn, m_offer.instanceType, m_offer.region,
                l.toString(m_offer.gpuCount.value_or(0), 'g', 4), m_offer.gpuName.isEmpty() ? m_offer.gpuRawName : m_offer.gpuName));
    m_onDemandLabel->setText(tr("&On-demand, USD per GPU-hour:"));
    m_onDemand->setSpecialValueText(tr("none"));
    m_declineLabel->setText(tr("Assumed yearly &fall of on-demand prices:"));
    m_decline->setSuffix(tr(" % a year"));
    m_assumption->setText(tr("An assumption, not a published figure: rental prices have both fallen and risen in past years. "
                             "Try several values; a negative value means rising prices."));
    m_utilisationLabel->setText(tr("&Utilisation (share of the hours used):"));
    m_table->setHorizontalHeaderLabels({ tr("Term"), tr("Term price, USD per GPU-hour"), tr("Term price source"),
        tr("Committed cost per GPU"), tr("On-demand cost per GPU at this utilisation"), tr("Break-even utilisation"), tr("Verdict") });
    for (QDoubleSpinBox *box : std::as_const(m_priceBoxes))
        box->setSpecialValueText(tr("no price"));
    m_note->setText(
        tr("A term is paid for every hour (720 h a month, as in SemiAnalysis's TCO model); on-demand is paid for the hours used, "
           "its price in month m being the price today × (1 − yearly fall)^(m/12). Break-even utilisation = committed cost ÷ "
           "on-demand cost at full use: above it the term is cheaper. Where the catalog has no term price for this offer, type a "
           "quoted one; CloudGauge never invents one."));
    recompute();
}

void ReservedTermDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace cg
