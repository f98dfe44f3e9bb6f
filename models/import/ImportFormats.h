#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cg::readers {

/**
 * One file format the importer reads: the single list of format names, used by the importer,
 * `cloudgauge import --format`, and the price updater (which asks whether a format exists and
 * which field of the document dates its prices).
 */
struct ImportFormat
{
    QString name; ///< the --format value, e.g. "aws-ec2-json"
    QString providerKey; ///< the provider a vendor document belongs to ("aws"); empty: given per file or row
    /// Where the prices' observed_on comes from: the document's own field as the vendor names it
    /// ("Publication Date", "effectiveStartDate"), or empty when the format carries no date
    /// (the import's --as-of, else unknown).
    QString dateField;
    bool streamed = false; ///< read from the file as a stream (memory does not grow with the file)
    QString description; ///< one line, English
    /// A vendor's own price service: a document fetched from it lists the prices in effect when it
    /// was fetched, so a fetch observes them that day (ImportOptions::fetchedOn). Its dateField
    /// says when a price took effect or the list was published: a lower bound, not the observation.
    bool currentPrices = false;
    /// Every row names its provider (CloudGauge CSV, OpenComputePrices): no --provider needed.
    bool providerPerRow = false;
};

/// Every format, in the order `--format` lists them.
const QList<ImportFormat> &importFormats();

/// The format of that name (case-sensitive, lower case), or empty when there is none.
std::optional<ImportFormat> importFormat(const QString &name);

/// The names of importFormats(), in order.
QStringList importFormatNames();

} // namespace cg::readers
