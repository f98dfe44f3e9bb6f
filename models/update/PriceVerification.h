#pragma once

#include "catalog/store/CatalogTypes.h"
#include "update/PriceSources.h"
#include "update/PriceUpdate.h"

#include <QObject>

#include <memory>
#include <optional>

class QNetworkAccessManager;

namespace cg {

/// One shortlisted on-demand price checked against the source it came from (PriceVerification).
struct PriceCheck
{
    enum class Status {
        Confirmed, ///< the source lists the offer at the same amount today
        Changed, ///< the source lists it at another amount: the catalog now holds the new one
        NotListed, ///< the source was fetched but no longer lists the offer
        FetchFailed, ///< the source covers the offer but could not be fetched or imported
        NoOnlineSource, ///< no price source of the list covers the offer: check its page by hand
    };
    QString providerKey, providerName, instanceType, region;
    Status status = Status::NoOnlineSource;
    std::optional<double> oldAmount, newAmount; ///< per instance-hour, in `currency`
    QString currency;
    QString observedOn; ///< the price's observation date after the check (ISO); empty = unknown
    QString source; ///< the PriceSource name that covers the offer; empty: none
    /// FetchFailed: the source's error. NoOnlineSource: the page the price was read from, to
    /// check by hand (the price's source URL).
    QString detail;

    /// "confirmed", "changed", "not listed", "fetch failed", "not verifiable online".
    static QString statusName(Status status);
};

/**
 * "Verify before you sign": re-fetches the source of each shortlisted offer's price and says
 * whether the price still holds. For each offer the covering source is sourceFor(); the distinct
 * sources are updated once each (PriceUpdate: download and import into the catalog, all or
 * nothing per source, dated by Importer's rules), then each offer's on-demand price is read
 * again and compared with the one it had. A changed price is thus already in the catalog, and a
 * ranking read afterwards uses it. An offer no source covers is reported with the page its price
 * came from; nothing is invented.
 */
class PriceVerification final : public QObject
{
    Q_OBJECT

public:
    /// Checks prices in the catalog file at `catalogPath` (the caller holds its write lock).
    /// `network` as for PriceUpdate (null: its own).
    PriceVerification(QNetworkAccessManager *network, QString catalogPath, QObject *parent = nullptr);
    ~PriceVerification() override;

    void setFetchOptions(const FetchOptions &options) { m_fetch = options; }
    void setToday(const QString &isoDate) { m_today = isoDate; } ///< the fetch date (ISO); empty = today

    /// The name of the source of `sources` that covers `offer`: a fetchable source (no missing
    /// API key, no archive) of the offer's provider (PriceSource::providerKey, else its format's
    /// provider); of several, the one whose name ends with "-REGION" of the offer's region.
    /// Empty when none, or when several fit and none names the region.
    static QString sourceFor(const OfferView &offer, const QList<PriceSource> &sources);

    /// Checks `offers` against `sources`; finished() follows (at once when no source covers any).
    void start(const QList<OfferView> &offers, const QList<PriceSource> &sources);
    const QList<PriceCheck> &checks() const { return m_checks; }
    const QList<UpdateOutcome> &outcomes() const { return m_outcomes; }

signals:
    void finished();

private:
    void compare();

    QNetworkAccessManager *m_network;
    QString m_catalogPath;
    FetchOptions m_fetch;
    QString m_today;
    QList<OfferView> m_offers;
    QList<PriceCheck> m_checks;
    QList<UpdateOutcome> m_outcomes;
    std::unique_ptr<PriceUpdate> m_update;
};

} // namespace cg
