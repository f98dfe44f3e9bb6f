#pragma once

#include "scoring/RankingSession.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace cg {

class Catalog;

/**
 * The report section "What changed since the last report" (kept out of ReportWriter.cpp). A
 * report remembers the newest import run of the catalog it showed (settings report/lastRun, with
 * the catalog path and fingerprint); the next report compares the catalog as that run left it with
 * now (changesSince): new and removed offers, price changes and the rank changes of the top rows
 * under the report's weights. Text in the report's language.
 */
class ReportChanges
{
    Q_DECLARE_TR_FUNCTIONS(cg::ReportChanges)

public:
    /// The section as flow items: a heading, paragraphs, and the table rows of the price and rank
    /// changes (`tableOpen` and `header` for each table). Empty `heading`: nothing to show (no run
    /// remembered for this catalog, or no history).
    struct Section
    {
        QString heading;
        QStringList paragraphs;
        QString priceHeader, rankHeader;
        QStringList priceRows, rankRows;
    };
    /// The section since import run `sinceRun` (> 0), or since the run the last report of this
    /// catalog remembered (`sinceRun` -1); `top` rows of the ranking are compared.
    static Section section(const Catalog &catalog, const RankingParams &params, qint64 sinceRun, int top);
    /// The run the last report of `catalogPath` remembered, or 0.
    static qint64 rememberedRun(const QString &catalogPath);
    /// Remembers the newest finished import run of `catalog` (after a report was written).
    static void remember(const Catalog &catalog, const QString &fingerprint);
};

} // namespace cg
