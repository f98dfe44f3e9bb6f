#pragma once

#include "catalog/store/CatalogTypes.h"
#include "update/PriceSources.h"
#include "update/PriceUpdate.h"

#include <QObject>
#include <QSet>

#include <memory>
#include <optional>

class QNetworkAccessManager;

namespace cg {

/**
 * "Verify before you sign": re-fetches the source of each shortlisted offer's price and says
 * whether the price still holds. For each offer the covering source is sourceFor(); the distinct
 * sources are updated once each (PriceUpdate: download and import into the catalog, all or
 * nothing per source, dated by Importer's rules), then each offer's on-demand price is read
 * again and compared with the one it had. A changed price is thus already in the catalog, and a
 * ranking read afterwards uses it. An offer no source covers is reported with the page its price
 * came from; nothing is invented. Every check is kept in the catalog with its day (table
 * price_check, Catalog::latestPriceChecks), so a report can say which prices of its top list were
 * verified and when.
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
    /// Stops the running download or import (it rolls back) and skips the sources not yet
    /// fetched; finished() follows. The offers of those sources are reported as "fetch failed:
    /// cancelled" and not kept in the catalog, so a cancel never hides an earlier check.
    void cancel();
    /// Between start() and finished().
    bool isRunning() const { return m_running; }
    const QList<PriceCheck> &checks() const { return m_checks; }
    const QList<UpdateOutcome> &outcomes() const { return m_outcomes; }
    /// Why the checks could not be kept in the catalog (table price_check); empty when they were.
    /// The checks themselves stand either way.
    const QString &recordError() const { return m_recordError; }

signals:
    /// Source `name` (PriceSource::name) is being fetched: `index` of `count` distinct sources.
    void sourceStarted(int index, int count, const QString &name);
    void finished();

private:
    void compare();
    /// Dates the checks (the fetch day), stores them (Catalog::insertPriceChecks) and emits finished().
    void record();

    QNetworkAccessManager *m_network;
    QString m_catalogPath;
    FetchOptions m_fetch;
    QString m_today;
    QList<OfferView> m_offers;
    QList<PriceCheck> m_checks;
    QList<UpdateOutcome> m_outcomes;
    QString m_recordError;
    QSet<int> m_cancelled; ///< indexes of m_checks whose source was cancelled: reported, not kept
    bool m_running = false;
    std::unique_ptr<PriceUpdate> m_update;
};

} // namespace cg
