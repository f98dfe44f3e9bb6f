#include "CapacityPlanDialog.h"

#include "catalog/store/Catalog.h"
#include "charts/CapacityPlanChart.h"

#include <QApplication>
#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>

#include <algorithm>
#include <set>

namespace cg {

namespace {

const QString kDemandKey = QStringLiteral("capacityPlan/demandFile");
const QString kGpuKey = QStringLiteral("capacityPlan/gpu");
const QString kInterruptibleKey = QStringLiteral("capacityPlan/interruptiblePercent");
const QString kOverheadKey = QStringLiteral("capacityPlan/overheadPercent");

QTableWidgetItem *cell(const QString &text, bool number = false)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    if (number)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

CapacityPlanDialog::CapacityPlanDialog(const Catalog &catalog, const QList<OfferView> &offers, const FxRates &fx, const QString &currency,
    const QString &gpuName, QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
    , m_offers(offers)
    , m_fx(fx)
    , m_currency(fx.rate(currency) ? currency : QStringLiteral("USD"))
{
    setWindowTitle(tr("Capacity plan"));
    auto *form = new QFormLayout;
    auto *demandRow = new QHBoxLayout;
    m_demandLabel = new QLabel(tr("No demand file opened"));
    m_demandLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *open = new QPushButton(tr("&Open…"));
    connect(open, &QPushButton::clicked, this, &CapacityPlanDialog::chooseDemand);
    demandRow->addWidget(m_demandLabel, 1);
    demandRow->addWidget(open);
    form->addRow(tr("Demand (CSV start,gpus):"), demandRow);

    m_gpu = new QComboBox;
    m_gpu->setEditable(true);
    std::set<QString> names; // the priced GPU models, sorted
    const bool zh = QLocale().language() == QLocale::Chinese;
    for (const OfferView &o : offers) {
        if (!o.gpuName.isEmpty() && o.onDemand.amount && o.withdrawnRunId == 0)
            names.insert(o.gpuName);
        m_providerNames.insert(o.providerKey, zh && !o.providerNameZh.isEmpty() ? o.providerNameZh : o.providerNameEn);
    }
    for (const QString &n : names)
        m_gpu->addItem(n);
    QSettings settings;
    const QString startGpu = !gpuName.isEmpty() ? gpuName : settings.value(kGpuKey).toString();
    if (!startGpu.isEmpty())
        m_gpu->setCurrentText(startGpu);
    // Or the demand described: baseline, peaks, growth (plan::DemandProfile).
    auto *profile = new QHBoxLayout;
    const auto spin = [](double max, int decimals, const QString &suffix) {
        auto *box = new QDoubleSpinBox;
        box->setRange(suffix == QLatin1String(" %") ? -50 : 0, max);
        box->setDecimals(decimals);
        box->setSuffix(suffix);
        return box;
    };
    m_baseline = spin(plan::DemandCurve::kMaxGpus, 0, QString());
    m_peakExtra = spin(plan::DemandCurve::kMaxGpus, 0, QString());
    m_peakDays = spin(3650, 0, QString());
    m_everyDays = spin(3650, 0, QString());
    m_everyDays->setMinimum(1);
    m_growth = spin(100, 1, QStringLiteral(" %"));
    m_months = spin(60, 0, QString());
    m_months->setMinimum(1);
    m_baseline->setValue(16);
    m_peakExtra->setValue(48);
    m_peakDays->setValue(21);
    m_everyDays->setValue(90);
    m_months->setValue(12);
    auto *describe = new QPushButton(tr("&Use"));
    connect(describe, &QPushButton::clicked, this, [this] {
        if (useProfile())
            plan();
    });
    for (QWidget *w : std::initializer_list<QWidget *> { m_baseline, new QLabel(tr("GPUs, plus")), m_peakExtra, new QLabel(tr("for")),
             m_peakDays, new QLabel(tr("days every")), m_everyDays, new QLabel(tr("days, growing")), m_growth,
             new QLabel(tr("a month, over")), m_months, new QLabel(tr("months")) })
        profile->addWidget(w);
    profile->addWidget(describe);
    profile->addStretch(1);
    form->addRow(tr("Or describe it:"), profile);
    form->addRow(tr("GPU model:"), m_gpu);

    auto *prices = new QHBoxLayout;
    m_onDemand = new QLineEdit;
    m_onDemand->setPlaceholderText(tr("on demand"));
    m_spot = new QLineEdit;
    m_spot->setPlaceholderText(tr("spot"));
    m_terms = new QLineEdit;
    m_terms->setPlaceholderText(tr("terms, e.g. 12=1.20, 36=1.05"));
    // Typed on-demand prices plan only the typed prices: the catalog's GPU model is then not read.
    connect(m_onDemand, &QLineEdit::textChanged, this, [this](const QString &text) { m_gpu->setEnabled(text.trimmed().isEmpty()); });
    prices->addWidget(m_onDemand);
    prices->addWidget(m_spot);
    prices->addWidget(m_terms, 2);
    auto *pricesLabel = new QLabel(tr("Your prices (%1 per GPU-hour, optional):").arg(m_currency));
    pricesLabel->setToolTip(tr("With an on-demand price typed, only the prices typed here are planned; otherwise the catalog's"
                               " prices and the quotes received for the GPU model."));
    form->addRow(pricesLabel, prices);

    auto *assumed = new QHBoxLayout;
    m_interruptible = new QDoubleSpinBox;
    m_interruptible->setRange(0, 100);
    m_interruptible->setSuffix(QStringLiteral(" %"));
    m_interruptible->setDecimals(0);
    m_interruptible->setValue(settings.value(kInterruptibleKey, 0).toDouble());
    m_overhead = new QDoubleSpinBox;
    m_overhead->setRange(0, 1000);
    m_overhead->setSuffix(QStringLiteral(" %"));
    m_overhead->setDecimals(0);
    m_overhead->setValue(settings.value(kOverheadKey, 0).toDouble());
    m_overhead->setToolTip(tr("Extra GPU-hours interrupted work takes on spot (checkpoints, restarts). No public source gives a figure:"
                              " set your own."));
    assumed->addWidget(new QLabel(tr("may run on spot:")));
    assumed->addWidget(m_interruptible);
    assumed->addWidget(new QLabel(tr("interruption overhead:")));
    assumed->addWidget(m_overhead);
    assumed->addStretch(1);
    form->addRow(tr("Interruptible share of the demand:"), assumed);

    m_message = new QLabel;
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_table = new QTableWidget(0, ColumnCount);
    m_table->setHorizontalHeaderLabels({ tr("Provider"), tr("Term"), tr("Term price"), tr("On demand"), tr("Commit GPUs"), tr("Coverage"),
        tr("Utilisation"), tr("Cost per hour"), tr("Period cost"), tr("Saving"), tr("Break-even month") });
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_mix = new QLabel;
    m_mix->setWordWrap(true);
    m_mix->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_chart = new QChartView;
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(220);

    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_table);
    auto *lower = new QWidget;
    auto *lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(m_mix);
    lowerLayout->addWidget(m_chart, 1);
    split->addWidget(lower);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    auto *planButton = buttons->addButton(tr("&Plan"), QDialogButtonBox::ActionRole);
    planButton->setDefault(true);
    connect(planButton, &QPushButton::clicked, this, &CapacityPlanDialog::plan);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);
    resize(1000, 680);

    const QString remembered = settings.value(kDemandKey).toString();
    if (!remembered.isEmpty() && QFileInfo::exists(remembered))
        loadDemand(remembered);
    else
        showMessage(tr("Open a CSV of the GPUs in use (columns start,gpus: the ISO 8601 start of each hour or day, and the GPUs in"
                       " use). The plan replays it over each term, as the clouds' own recommenders do; nothing is forecast."),
            false);
}

CapacityPlanDialog::~CapacityPlanDialog()
{
    QSettings settings;
    settings.setValue(kGpuKey, m_gpu->currentText());
    settings.setValue(kInterruptibleKey, m_interruptible->value());
    settings.setValue(kOverheadKey, m_overhead->value());
}

void CapacityPlanDialog::chooseDemand()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open demand file"), QSettings().value(kDemandKey).toString(), tr("CSV files (*.csv);;All files (*)"));
    if (!path.isEmpty() && loadDemand(path))
        plan();
}

bool CapacityPlanDialog::loadDemand(const QString &path)
{
    QString error;
    auto curve = plan::DemandCurve::readFile(path, &error);
    if (!curve) {
        showMessage(tr("%1 cannot be planned: %2").arg(QDir::toNativeSeparators(path), error), true);
        return false;
    }
    m_demand = std::move(curve);
    QSettings().setValue(kDemandKey, path);
    m_demandLabel->setText(tr("%1: %n row(s) of one %2 from %3, peak %4 GPUs", nullptr, int(m_demand->gpus.size()))
                               .arg(QFileInfo(path).fileName(), m_demand->stepHours == 24 ? tr("day") : tr("hour"),
                                   m_demand->start.toString(Qt::ISODate), QLocale().toString(m_demand->peak(), 'g', 6)));
    showMessage(QString(), false);
    return true;
}

bool CapacityPlanDialog::useProfile()
{
    plan::DemandProfile profile;
    profile.start = QDate::currentDate();
    profile.baselineGpus = m_baseline->value();
    profile.peakExtraGpus = m_peakExtra->value();
    profile.peakDays = int(m_peakDays->value());
    profile.everyDays = int(m_everyDays->value());
    profile.growthPerMonth = m_growth->value() / 100;
    profile.months = int(m_months->value());
    QString error;
    auto curve = plan::DemandCurve::fromProfile(profile, &error);
    if (!curve) {
        showMessage(tr("This profile cannot be planned: %1").arg(error), true);
        return false;
    }
    m_demand = std::move(curve);
    m_demandLabel->setText(tr("Described: %n day(s) from %1, peak %2 GPUs", nullptr, int(m_demand->gpus.size()))
                               .arg(profile.start.toString(Qt::ISODate), QLocale().toString(m_demand->peak(), 'f', 0)));
    showMessage(QString(), false);
    return true;
}

std::optional<plan::Market> CapacityPlanDialog::typedMarket(QString *error, bool *none) const
{
    *none = m_onDemand->text().trimmed().isEmpty();
    const auto toUsd = [this, error](const QString &text, const QString &what) -> std::optional<double> {
        bool ok = false;
        const double v = QLocale().toDouble(text.trimmed(), &ok);
        const double w = ok ? v : QLocale::c().toDouble(text.trimmed(), &ok);
        if (!ok || !(w > 0) || w > 1e7) {
            *error = tr("%1: '%2' is not a price above 0").arg(what, text.trimmed());
            return std::nullopt;
        }
        return m_fx.toUsd(w, m_currency);
    };
    if (*none) {
        if (!m_spot->text().trimmed().isEmpty() || !m_terms->text().trimmed().isEmpty())
            *error = tr("Type the on-demand price too: a commitment is measured against on demand.");
        return std::nullopt;
    }
    plan::Market market;
    market.label = QStringLiteral("typed");
    market.onDemand = toUsd(m_onDemand->text(), tr("On demand"));
    if (!market.onDemand)
        return std::nullopt;
    if (!m_spot->text().trimmed().isEmpty() && !(market.spot = toUsd(m_spot->text(), tr("Spot"))))
        return std::nullopt;
    for (const QString &part : m_terms->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int months = part.section(QLatin1Char('='), 0, 0).trimmed().toInt(&ok);
        if (!ok || months < 1 || months > 120 || !part.contains(QLatin1Char('='))) {
            *error = tr("Terms: '%1' is not MONTHS=PRICE (e.g. 12=1.20) with 1 to 120 months").arg(part.trimmed());
            return std::nullopt;
        }
        const auto price = toUsd(part.section(QLatin1Char('='), 1), tr("%n-month term", nullptr, months));
        if (!price)
            return std::nullopt;
        market.terms.insert(months, *price);
    }
    return market;
}

bool CapacityPlanDialog::plan()
{
    if (!m_demand) {
        showMessage(tr("Open a demand file first."), true);
        return false;
    }
    const plan::PlanAssumptions assumptions { m_interruptible->value() / 100, m_overhead->value() / 100 };
    QString error;
    bool none = true;
    QList<plan::ProviderMarket> markets;
    if (const auto typed = typedMarket(&error, &none)) {
        markets.append({ QStringLiteral("typed"), *typed, {} });
    } else if (!error.isEmpty()) {
        showMessage(error, true);
        return false;
    } else {
        markets = plan::marketsFromCatalog(m_catalog, m_offers, m_fx, m_gpu->currentText(), {}, QDate::currentDate(), &error);
        if (!error.isEmpty() || markets.isEmpty()) {
            showMessage(error.isEmpty() ? tr("No provider lists a price for %1 in the catalog: type your prices.").arg(m_gpu->currentText())
                                        : error,
                true);
            return false;
        }
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    auto result = plan::buildPlan(*m_demand, markets, {}, assumptions, &error);
    QApplication::restoreOverrideCursor();
    if (!result) {
        showMessage(error, true);
        return false;
    }
    m_result = std::move(result);
    showResult();
    return true;
}

QString CapacityPlanDialog::marketName(int market) const
{
    const plan::ProviderMarket &pm = m_result->markets.at(market);
    if (pm.providerKey == QLatin1String("typed"))
        return tr("your prices");
    const QString name = m_providerNames.value(pm.providerKey);
    return name.isEmpty() ? pm.providerKey : name;
}

QString CapacityPlanDialog::money(double usd, int decimals) const
{
    return QLocale().toString(m_fx.fromUsd(usd, m_currency).value_or(usd), 'f', decimals);
}

void CapacityPlanDialog::showMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setStyleSheet(error ? QStringLiteral("color: #a00000;") : QString());
    m_message->setVisible(!text.isEmpty());
}

void CapacityPlanDialog::showResult()
{
    const plan::CapacityPlan &r = *m_result;
    const QLocale l;
    const auto percent = [&l](double share) -> QString { return l.toString(share * 100, 'f', 1) + QStringLiteral(" %"); };
    m_table->setSortingEnabled(false);
    m_table->setRowCount(0);
    for (const plan::CapacityPlan::Term &t : r.terms) {
        const plan::TermPlan &p = t.plan;
        const plan::ProviderMarket &pm = r.markets.at(t.market);
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, MarketColumn, cell(marketName(t.market)));
        m_table->setItem(row, TermColumn, cell(tr("%n month(s)", nullptr, p.months)));
        m_table->setItem(row, TermPriceColumn, cell(money(p.prices.term), true));
        m_table->item(row, TermPriceColumn)->setToolTip(CapacityPlanChart::sourceText(t.source));
        m_table->setItem(row, OnDemandColumn, cell(money(p.prices.onDemand), true));
        m_table->item(row, OnDemandColumn)->setToolTip(CapacityPlanChart::sourceText(pm.sources.onDemand));
        m_table->setItem(row, CommittedColumn, cell(l.toString(p.committedGpus), true));
        m_table->setItem(row, CoverageColumn, cell(percent(p.coverage), true));
        m_table->setItem(row, UtilisationColumn, cell(percent(p.utilisation), true));
        m_table->setItem(row, PerHourColumn, cell(money(p.usdPerHour), true));
        m_table->setItem(row, PeriodColumn, cell(money(p.periodUsd, 0), true));
        m_table->setItem(row, SavingColumn, cell(QStringLiteral("%1 (%2)").arg(money(p.savingUsd, 0), percent(p.savingShare)), true));
        m_table->setItem(row, BreakEvenColumn, cell(p.breakEvenMonth ? l.toString(*p.breakEvenMonth) : tr("no commitment"), true));
    }
    for (const int column : { TermPriceColumn, OnDemandColumn }) // short headers; the unit in their tooltips
        m_table->horizontalHeaderItem(column)->setToolTip(tr("%1 per GPU-hour").arg(m_currency));
    m_table->setHorizontalHeaderItem(PerHourColumn, new QTableWidgetItem(tr("Cost per hour (%1)").arg(m_currency)));
    m_table->setHorizontalHeaderItem(PeriodColumn, new QTableWidgetItem(tr("Period cost (%1)").arg(m_currency)));

    const plan::MixPlan &mix = r.mix;
    QStringList parts;
    int committed = 0;
    for (const plan::MixCommitment &c : mix.commitments) {
        committed += c.gpus;
        parts << tr("commit %n GPU(s)", nullptr, c.gpus)
                + tr(" for %n month(s) at %1 (%2 %3 per GPU-hour)", nullptr, c.months)
                      .arg(marketName(c.market), m_currency, money(c.usdPerGpuHour));
    }
    if (mix.commitments.isEmpty())
        parts << tr("commit nothing");
    if (mix.onDemandMarket >= 0)
        parts << tr("on demand at %1: %2 GPUs on average")
                     .arg(marketName(mix.onDemandMarket), l.toString(mix.onDemandGpuHoursPerHour, 'f', 1));
    if (mix.spotMarket >= 0)
        parts << tr("spot at %1: %2 GPUs on average").arg(marketName(mix.spotMarket), l.toString(mix.spotGpuHoursPerHour, 'f', 1));
    QString text = tr("Best mix (GLPK): %1.").arg(parts.join(tr("; ")));
    text += tr(" %1 %2 per hour, %1 %3 over the %n day(s) of the demand file", nullptr, int(r.demand.spanHours() / 24))
                .arg(m_currency, money(mix.usdPerHour), money(mix.periodUsd, 0));
    if (mix.allOnDemandUsdPerHour > 0)
        text += tr(", saving %1 %2 (%3) against all on demand")
                    .arg(m_currency, money(mix.savingUsd, 0), percent(1 - mix.usdPerHour / mix.allOnDemandUsdPerHour));
    text += tr(". Assumed: %1 of the demand may run on spot, with %2 extra GPU-hours for interruptions.")
                .arg(percent(r.assumptions.interruptibleShare), percent(r.assumptions.interruptionOverhead));
    m_mix->setText(text);
    if (r.terms.isEmpty())
        showMessage(tr("No committed-term price for this GPU model: nothing to commit to. Import the quotes you received (Tools → Request"
                       " for quotation…) or type the terms you were offered."),
            false);
    else
        showMessage(QString(), false);
    QChart *old = m_chart->chart();
    m_chart->setChart(CapacityPlanChart::build(r.demand, plan::usageOverTime(r.demand, committed, mix.spotMarket >= 0, r.assumptions)));
    delete old;
}

} // namespace cg
