#pragma once

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace cg {

class Catalog;

/**
 * One answer a provider returned in a procurement questionnaire (table `provider_answer`,
 * schema v4). Always self-reported by the provider: kept apart from the independent assessments
 * of table `assessment`, and never mixed into their scores or coverage.
 */
struct ProviderAnswer
{
    QString providerKey; ///< provider.key
    QString questionId; ///< rfq::Question::id, e.g. "clustermax.storage", "risk.mlps"
    QString criterion; ///< ClusterMAX category key for the 10 category questions, else empty
    QString answer; ///< the choice key ("yes", "level_3", "1-2"), the number as written, or free text; empty = not answered
    std::optional<double> score; ///< 0-5 self-rated score of a category band (Questionnaire::bandScore), else empty
    QString evidenceUrl; ///< http(s) URL the provider gave, or empty
    QString comment; ///< the provider's comment, verbatim
    QString rfqId; ///< the request the workbook answered (its hidden id)
    QString receivedOn; ///< ISO date the workbook was imported
    QString sourceFile; ///< file name of the returned workbook
    bool selfReported = true; ///< always true for rows of this table ("self-reported by the provider")
    bool operator==(const ProviderAnswer &o) const = default;
};

/**
 * One quoted price (table `quote`, schema v4): what a provider offered in answer to a request
 * for quotation. Prices are per GPU-hour in `currency`. Confidential by default: quotes are
 * private to the buyer and stay out of exports and reports unless the user includes them.
 */
/// The key that matches quotes to offers: a quote prices a provider's GPU model, so every offer of
/// that provider with that GPU model key shares it (the quote markers of the offers table, the
/// estimator's quoted prices). The two keys joined by U+001F, which neither contains.
inline QString quoteKey(const QString &providerKey, const QString &gpuKey)
{
    return providerKey + QChar(0x1f) + gpuKey;
}

struct QuoteRecord
{
    QString providerKey; ///< provider.key
    QString rfqId; ///< the request the quote answered
    int line = 0; ///< 1-based line on the quote sheet
    QString gpuModel; ///< as the provider wrote it, e.g. "H100 SXM"
    int gpuCount = 0; ///< GPUs quoted, > 0
    QString region; ///< as written, or empty
    QString kind; ///< "on_demand" or "reserved"
    int termMonths = 0; ///< reserved term in months; 0 for on-demand
    double pricePerGpuHour = 0; ///< > 0, in `currency` per GPU-hour
    QString currency; ///< ISO 4217 code, e.g. "USD", "CNY"
    QString validUntil; ///< ISO date the quote expires (inclusive)
    QString minimumCommitment; ///< as written ("1 month", "500k GPU-hours"), or empty
    std::optional<double> egressPerTb; ///< egress charge, `currency` per TB; empty = not stated
    std::optional<double> storagePerTbMonth; ///< storage charge, `currency` per TB-month; empty = not stated
    QString otherCharges; ///< free text, or empty
    QString conditions; ///< free text, or empty
    bool confidential = true; ///< true unless the user releases the quote
    QString receivedOn; ///< ISO date imported
    QString sourceFile; ///< file name of the returned workbook

    /// True when `today` is after validUntil (a quote valid until 2026-12-31 expires on 2027-01-01).
    bool isExpired(const QDate &today) const { return QDate::fromString(validUntil, Qt::ISODate) < today; }
    bool operator==(const QuoteRecord &o) const = default;
};

/**
 * A request for quotation this catalog exported (table `rfq_request`, schema v13): recorded when
 * its workbook or PDF is written, so that a returned workbook can be matched with it.
 */
struct IssuedRequest
{
    QString rfqId; ///< "<provider>-<yyyyMMdd>-<8 hex digits>" (rfq::newRfqId)
    QString providerKey; ///< the provider it was sent to
    QDate issuedOn; ///< the day it was exported; invalid when recorded by the v13 migration (not known)
    QString language; ///< "en" or "zh_CN"; empty when recorded by the v13 migration
    QDate answerBy; ///< the date answers were asked by, or invalid for none
};

/**
 * Reads and writes of the procurement round's tables (`provider_answer`, `quote`, `rfq_request`).
 * The caller of store() holds the catalog's write lock (CatalogFile::lockForWriting).
 */
class RfqStore final
{
public:
    /// Stores one returned workbook in one transaction, all or nothing: the provider's answers
    /// replace its earlier answers to the same questions; its quotes replace the quotes stored
    /// for the same rfqId. Returns false with "cannot <step>: <SQL error>" or "unknown provider X"
    /// in `error` and writes nothing.
    static bool store(Catalog &catalog, const QString &providerKey, const QString &rfqId, const QList<ProviderAnswer> &answers,
        const QList<QuoteRecord> &quotes, QString *error);
    /// Stored answers of `providerKey` (all providers when empty), by provider then question id.
    /// Empty with `error` set when the read fails.
    static QList<ProviderAnswer> answers(const Catalog &catalog, const QString &providerKey, QString *error);
    /// Stored quotes of `providerKey` (all providers when empty), by provider, rfq and line.
    static QList<QuoteRecord> quotes(const Catalog &catalog, const QString &providerKey, QString *error);
    /// Records that `request` was exported (one row; a second record of the same id changes
    /// nothing). Returns false with "cannot <step>: <SQL error>", the read-only reason or a team
    /// catalog's refusal in `error`.
    static bool recordIssued(Catalog &catalog, const IssuedRequest &request, QString *error);
    /// The recorded request `rfqId`, or nullopt when this catalog never exported it (or, with
    /// `error` set, when the read failed).
    static std::optional<IssuedRequest> issued(const Catalog &catalog, const QString &rfqId, QString *error);
};

} // namespace cg
