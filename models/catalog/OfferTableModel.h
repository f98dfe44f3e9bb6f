#pragma once

#include "catalog/CatalogTypes.h"

#include <QAbstractTableModel>
#include <QDate>
#include <QHash>
#include <QList>

namespace cg {

/**
 * The catalog's offers as a table: one row per offer and region. Display text follows the UI
 * locale; SortRole gives a number or plain text for sorting (missing values sort last).
 * A missing value shows "—" and its tooltip says why (no list price, no datasheet figure,
 * unmapped GPU). Prices are shown in the source currency, with the unit in every header.
 */
class OfferTableModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        ProviderColumn,
        GpuColumn,
        GpuCountColumn,
        InstanceColumn,
        RegionColumn,
        OnDemandPerGpuColumn,
        OnDemandPerInstanceColumn,
        SpotPerGpuColumn,
        Bf16Column,
        BandwidthColumn,
        MemoryColumn,
        TierColumn,
        AgeColumn,
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1, OfferIdRole };

    explicit OfferTableModel(QObject *parent = nullptr);

    /// Replaces all rows (one model reset, no per-row signals).
    void setOffers(QList<OfferView> offers, QHash<QString, RatingView> ratings, QDate today = QDate::currentDate());
    const OfferView &offer(int row) const { return m_offers.at(row); }
    /// Call after the UI language changed: headers and texts are served again
    /// (models get no LanguageChange event of their own).
    void retranslate();
    /// Price age in days as of `today`, or -1 without a price date.
    int priceAgeDays(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// A ClusterMAX tier name in the UI language ("Gold" → "金牌"); unknown names are returned as given.
    static QString tierName(const QString &tier);

    /// Prices older than this many days are marked stale (field report CAT-11).
    static constexpr int kStaleDays = 14;

private:
    QVariant display(const OfferView &o, int column) const;
    QVariant sortValue(const OfferView &o, int column) const;
    QString missingReason(const OfferView &o, int column) const;

    QList<OfferView> m_offers;
    QHash<QString, RatingView> m_ratings;
    QDate m_today;
};

} // namespace cg
