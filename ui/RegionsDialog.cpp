#include "RegionsDialog.h"

#include "catalog/store/Catalog.h"
#include "geo/UserLocation.h"
#include "latency/LatencyMeter.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace cg {

namespace {

QTableWidgetItem *item(const QString &text, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto *i = new QTableWidgetItem(text);
    i->setTextAlignment(align);
    i->setFlags(i->flags() & ~Qt::ItemIsEditable);
    return i;
}

/// A number cell that sorts by value, not by its text; empty (unknown) sorts last.
class NumberItem final : public QTableWidgetItem
{
public:
    NumberItem(std::optional<double> v, int decimals)
        : QTableWidgetItem(v ? QLocale().toString(*v, 'f', decimals) : QString())
        , m_value(v ? *v : std::numeric_limits<double>::infinity())
    {
        setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        setFlags(flags() & ~Qt::ItemIsEditable);
    }
    bool operator<(const QTableWidgetItem &other) const override
    {
        const auto *n = dynamic_cast<const NumberItem *>(&other);
        return n ? m_value < n->m_value : QTableWidgetItem::operator<(other);
    }

private:
    double m_value;
};

QTableWidgetItem *numberItem(std::optional<double> v, int decimals)
{
    return new NumberItem(v, decimals);
}

} // namespace

RegionsDialog::RegionsDialog(Catalog &catalog, bool writable, QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
    , m_writable(writable && !catalog.isReadOnly())
    , m_meter(new LatencyMeter(this))
{
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    m_locationLabel = new QLabel(this);
    m_location = new QLineEdit(this);
    m_location->setPlaceholderText(QStringLiteral("31.23,121.47"));
    m_locationName = new QLineEdit(this);
    m_remember = new QPushButton(this);
    auto *where = new QHBoxLayout;
    where->addWidget(m_locationLabel);
    where->addWidget(m_location, 2);
    where->addWidget(m_locationName, 2);
    where->addWidget(m_remember);
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_progress = new QProgressBar(this);
    m_progress->hide();
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_measure = new QPushButton(this);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_measure, QDialogButtonBox::ActionRole);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(where);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_remember, &QPushButton::clicked, this, &RegionsDialog::rememberLocation);
    connect(m_location, &QLineEdit::returnPressed, this, &RegionsDialog::rememberLocation);
    connect(m_measure, &QPushButton::clicked, this, [this] {
        if (m_meter->isRunning())
            m_meter->cancel();
        else
            measure();
    });
    connect(m_meter, &LatencyMeter::progress, this, [this](int done, int total) {
        m_progress->setMaximum(total);
        m_progress->setValue(done);
    });
    connect(m_meter, &LatencyMeter::finished, this, &RegionsDialog::measurementFinished);

    if (const auto here = UserLocation::remembered()) {
        m_location->setText(here->coordinatesText());
        m_locationName->setText(here->name);
    }
    m_regions = m_catalog.offerRegions();
    for (const LatencyMeasurement &m : m_catalog.latestLatency())
        m_latency.insert(RegionPlace::key(m.providerKey, m.region), m);
    retranslateUi();
    resize(980, 620);
}

RegionsDialog::~RegionsDialog() = default;

void RegionsDialog::setTargets(const QList<LatencyTarget> &targets)
{
    m_override = targets;
    fill();
}

int RegionsDialog::rowOf(const QString &providerKey, const QString &region) const
{
    for (int r = 0; r < m_table->rowCount(); ++r)
        if (m_table->item(r, ProviderColumn)->data(Qt::UserRole).toString() == providerKey
            && m_table->item(r, RegionColumn)->text() == region)
            return r;
    return -1;
}

QList<LatencyTarget> RegionsDialog::targets(int *notTimed) const
{
    *notTimed = 0;
    if (m_override)
        return *m_override;
    return RegionEndpoints::builtInTargets(m_regions, {}, notTimed);
}

void RegionsDialog::fill()
{
    const std::optional<UserLocation> here = UserLocation::remembered();
    QList<RegionPlace> places;
    for (const OfferRegion &r : std::as_const(m_regions))
        places.append(r.place);
    if (m_override) { // endpoints of a file: rows for regions the catalog does not list
        for (const LatencyTarget &t : std::as_const(*m_override)) {
            const bool listed = std::any_of(places.cbegin(), places.cend(),
                [&t](const RegionPlace &p) { return p.providerKey == t.providerKey && p.region == t.region; });
            if (!listed) {
                RegionPlace unknown;
                unknown.providerKey = t.providerKey;
                unknown.region = t.region;
                places.append(unknown);
            }
        }
    }
    m_table->setSortingEnabled(false);
    m_table->setRowCount(int(places.size()));
    int notTimed = 0;
    QSet<QString> timed;
    for (const LatencyTarget &t : targets(&notTimed))
        timed.insert(RegionPlace::key(t.providerKey, t.region));
    for (int row = 0; row < places.size(); ++row) {
        const RegionPlace &p = places.at(row);
        auto *provider = item(p.providerKey);
        provider->setData(Qt::UserRole, p.providerKey);
        m_table->setItem(row, ProviderColumn, provider);
        m_table->setItem(row, RegionColumn, item(p.region));
        const QString place = p.country.isEmpty()
            ? tr("unknown")
            : (p.city.isEmpty() ? QString() : p.city + QStringLiteral(", ")) + Jurisdiction::displayName(Jurisdiction::of(p.country));
        m_table->setItem(row, PlaceColumn, item(place));
        std::optional<double> km, floor;
        if (here && p.hasCoordinates()) {
            km = here->kmTo(*p.latitude, *p.longitude);
            floor = roundTripFloorMs(*km);
        }
        m_table->setItem(row, DistanceColumn, numberItem(km, 0));
        m_table->setItem(row, FloorColumn, numberItem(floor, 1));
        const auto m = m_latency.find(RegionPlace::key(p.providerKey, p.region));
        const bool measured = m != m_latency.cend();
        m_table->setItem(row, ConnectColumn, numberItem(measured ? m->connectMs : std::nullopt, 1));
        m_table->setItem(row, FirstByteColumn, numberItem(measured ? m->firstByteMs : std::nullopt, 1));
        QString when;
        if (measured && m->reachable())
            when = QLocale().toString(QDateTime::fromString(m->measuredAt, Qt::ISODate).toLocalTime(), QLocale::ShortFormat);
        else if (measured)
            when = tr("unreachable: %1").arg(m->reason);
        else if (!m_override && !timed.contains(RegionPlace::key(p.providerKey, p.region)))
            when = tr("no documented public endpoint");
        auto *whenItem = item(when);
        if (measured)
            whenItem->setToolTip(m->url);
        m_table->setItem(row, MeasuredColumn, whenItem);
    }
    m_table->setSortingEnabled(true);
    // Nearest first once the user's location is known; measured regions first otherwise.
    m_table->sortItems(here ? DistanceColumn : ConnectColumn, Qt::AscendingOrder);
    m_table->resizeColumnsToContents();
    for (const int column : { RegionColumn, PlaceColumn })
        m_table->setColumnWidth(column, std::min(m_table->columnWidth(column), 220));
}

void RegionsDialog::rememberLocation()
{
    QString error;
    const std::optional<UserLocation> here = UserLocation::parse(m_location->text(), m_locationName->text().trimmed(), &error);
    if (!here) {
        m_status->setText(tr("Your location was not saved: %1").arg(error));
        return;
    }
    here->remember();
    m_status->setText(tr("Location saved: %1. Distances are measured from it here and in the report.").arg(here->text()));
    fill();
}

void RegionsDialog::measure()
{
    if (m_meter->isRunning())
        return;
    int notTimed = 0;
    const QList<LatencyTarget> list = targets(&notTimed);
    if (list.isEmpty()) {
        m_status->setText(tr("No region of the catalog has a documented public endpoint to time."));
        return;
    }
    m_progress->setRange(0, int(list.size()));
    m_progress->setValue(0);
    m_progress->show();
    m_measure->setText(tr("Cancel"));
    m_status->setText(tr("Timing %n region(s) from this computer…", nullptr, int(list.size())));
    m_meter->start(list, {});
}

void RegionsDialog::measurementFinished()
{
    m_progress->hide();
    const QList<LatencyMeasurement> results = m_meter->results();
    for (const LatencyMeasurement &m : results)
        m_latency.insert(RegionPlace::key(m.providerKey, m.region), m);
    const auto unreachable = std::count_if(results.cbegin(), results.cend(), [](const LatencyMeasurement &m) { return !m.reachable(); });
    QString text = m_meter->wasCancelled() ? tr("Cancelled after %n region(s).", nullptr, int(results.size()))
                                           : tr("Timed %n region(s).", nullptr, int(results.size()));
    if (unreachable > 0)
        text += QLatin1Char(' ') + tr("%n unreachable.", nullptr, int(unreachable));
    if (!results.isEmpty()) {
        if (!m_writable)
            text += QLatin1Char(' ') + tr("Not kept: this window may not write the catalog.");
        else if (!m_catalog.insertLatency(results))
            text += QLatin1Char(' ') + tr("Not kept in the catalog: %1").arg(m_catalog.lastError());
        else
            text += QLatin1Char(' ') + tr("Kept in the catalog.");
    }
    m_status->setText(text);
    m_measure->setText(tr("&Measure latency"));
    fill();
    emit measurementEnded();
}

void RegionsDialog::retranslateUi()
{
    setWindowTitle(tr("Regions and latency"));
    m_intro->setText(tr("Where each region of the catalog is and how far it is from your users. The round-trip floor is the physical "
                        "limit (light in fibre, 200 km per ms, both ways); measured times come from this computer's network: the median "
                        "of 10 connections to the region's documented public endpoint. An empty cell is unknown."));
    m_locationLabel->setText(tr("Your users are at:"));
    m_locationName->setPlaceholderText(tr("Name (optional), e.g. Shanghai"));
    m_location->setToolTip(tr("Latitude and longitude in decimal degrees, e.g. 31.23,121.47 for Shanghai"));
    m_remember->setText(tr("&Remember"));
    m_measure->setText(m_meter->isRunning() ? tr("Cancel") : tr("&Measure latency"));
    m_table->setHorizontalHeaderLabels({ tr("Provider"), tr("Region"), tr("Place"), tr("Distance (km)"), tr("Round-trip floor (ms)"),
        tr("Connect (ms)"), tr("First byte (ms)"), tr("Measured") });
    fill();
}

void RegionsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace cg
