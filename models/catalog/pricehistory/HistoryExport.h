#pragma once

#include "catalog/pricehistory/PriceHistory.h"

#include <QByteArray>
#include <QJsonArray>
#include <QList>
#include <QStringList>

namespace cg {

/**
 * The price series of offers as a table, the one `cloudgauge history --format csv|json` prints and
 * the window's "Export price history" writes: one row per stored point (table price_point), with
 * the offer, kind, term, as-of date, status, amount per instance-hour and per GPU-hour (amount /
 * GPU count, 4 decimals, empty without a GPU count), currency, observation and record dates
 * (ISO yyyy-MM-dd), import run and source URL.
 */
class HistoryExport final
{
public:
    /// Appends the points of offer `offer`.
    void add(const OfferLabel &offer, const QList<PricePoint> &points);
    /// The header row and one row per point, every value as text (empty: unknown).
    const QList<QStringList> &rows() const { return m_rows; }
    /// The points as JSON objects (unknown values null), keys the CSV column names and "offer_id".
    const QJsonArray &json() const { return m_json; }
    /// rows() as RFC 4180 CSV in UTF-8, formula triggers defused (csvEscape).
    QByteArray csv() const;
    /// json() as indented UTF-8 JSON.
    QByteArray jsonBytes() const;
    /// Points added so far.
    int points() const { return int(m_rows.size()) - 1; }

private:
    QList<QStringList> m_rows { header() };
    QJsonArray m_json;
    static QStringList header();
};

} // namespace cg
