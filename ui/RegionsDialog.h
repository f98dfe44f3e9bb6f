#pragma once

#include "geo/Latency.h"
#include "geo/RegionPlace.h"
#include "latency/RegionEndpoints.h"

#include <QDialog>
#include <QHash>
#include <QList>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace cg {

class Catalog;
class LatencyMeter;

/**
 * Tools → Regions and latency…: where the catalog's regions are and how far they are from the
 * user. The user's location (LAT,LON and a name, remembered as UserLocation) gives each region with
 * coordinates its great-circle distance (km) and the physical floor of a round trip (ms, light in
 * fibre). "Measure latency" times each region's documented public endpoint from this machine
 * (LatencyMeter: connect and first-byte medians of 10 samples, with a progress bar and Cancel) and
 * keeps the results in the catalog (latency_measurement) when the window may write it. Regions
 * without a documented endpoint say so; an unreachable one says why. Nothing is estimated where it
 * is not known: an empty cell is unknown.
 */
class RegionsDialog final : public QDialog
{
    Q_OBJECT

public:
    enum Column {
        ProviderColumn,
        RegionColumn,
        PlaceColumn,
        DistanceColumn,
        FloorColumn,
        ConnectColumn,
        FirstByteColumn,
        MeasuredColumn,
        ColumnCount
    };

    /// `catalog` must outlive the dialog; `writable`: whether this window holds the catalog's
    /// write lock (measurements are then kept).
    RegionsDialog(Catalog &catalog, bool writable, QWidget *parent = nullptr);
    ~RegionsDialog() override;

    /// Times these endpoints instead of the built-in ones (an endpoints file; tests).
    void setTargets(const QList<LatencyTarget> &targets);
    /// Starts measuring (the button's action); no-op while a measurement runs.
    void measure();

    QTableWidget *table() const { return m_table; }
    QLineEdit *locationEdit() const { return m_location; }
    QLineEdit *locationNameEdit() const { return m_locationName; }
    QPushButton *rememberButton() const { return m_remember; }
    QPushButton *measureButton() const { return m_measure; }
    QLabel *statusLabel() const { return m_status; }
    /// The row of (provider key, region), or -1.
    int rowOf(const QString &providerKey, const QString &region) const;

signals:
    /// A measurement ended (finished or cancelled); statusLabel() says how.
    void measurementEnded();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void fill();
    void rememberLocation();
    void measurementFinished();
    QList<LatencyTarget> targets(int *notTimed) const;

    Catalog &m_catalog;
    bool m_writable;
    QList<OfferRegion> m_regions;
    QHash<QString, LatencyMeasurement> m_latency; // by RegionPlace::key
    std::optional<QList<LatencyTarget>> m_override;
    LatencyMeter *m_meter = nullptr;
    QLabel *m_intro = nullptr, *m_locationLabel = nullptr, *m_status = nullptr;
    QLineEdit *m_location = nullptr, *m_locationName = nullptr;
    QPushButton *m_remember = nullptr, *m_measure = nullptr;
    QProgressBar *m_progress = nullptr;
    QTableWidget *m_table = nullptr;
};

} // namespace cg
