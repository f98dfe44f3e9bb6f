#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <cmath>
#include <optional>

namespace cg {

class RankingSession;
struct OfferView;
struct RankedOffer;

/// For an offer flagged `no_public_price` (a vendor that publishes no price table, e.g. the Alibaba
/// and Huawei Cloud rows of resources/seed/cn_gpu_families.csv): what to do, in the UI language,
/// naming the price-API import format of its provider ("cloudgauge import --format
/// alibaba-price-json FILE"); empty for any other offer.
QString noPublicPriceHint(const OfferView &o);

/// The facts a gate's sentence cites (Caveats::gate). Every field may be unknown.
struct GateFacts
{
    QString tier; ///< the provider's latest ClusterMAX tier key ("Bronze"), empty when unrated
    QString tierVersion; ///< the ClusterMAX edition that gave it ("2.0"), may be empty
    std::optional<double> usdPerGpuHour; ///< on-demand price, USD per GPU-hour
    double priceZ = std::nan(""); ///< robust z-score of the price (ScoringTable::priceZ); NaN = not checked
    bool priceByModel = true; ///< the price was compared within its own GPU model (else per BF16 TFLOP-hour)
    QString needName; ///< the chosen need profile's name, empty for none
    QStringList unmetNeeds; ///< the need's hard constraints the offer does not meet (NeedConstraints)
};

/**
 * The one home of what the recommendation gates (Gate flags, ScoringTable.h) and the data-quality
 * warnings (RankedOffer::warnings) say in words: the details pane, the recommendation panel, the
 * provider ranking's tooltips, the finish-cost view, `cloudgauge rank --explain` and the report all
 * read their sentences here, so a gate is never explained two ways. Sentences are in the UI
 * language, each a full sentence ending in a full stop.
 */
class Caveats
{
    Q_DECLARE_TR_FUNCTIONS(cg::Caveats)

public:
    /// Why an offer fails one gate (a single Gate flag); empty for an unknown flag.
    static QString gate(unsigned gate, const GateFacts &facts);
    /// One sentence per flag set in `gates`, in the order of the Gate enum.
    static QStringList gates(unsigned gates, const GateFacts &facts);
    /// The facts of a ranked offer under `session` (tier, price, z-score, the need's unmet constraints).
    static GateFacts factsOf(const RankedOffer &offer, const RankingSession &session);
    /// The same gates as short phrases for a table cell ("no ClusterMAX rating and no assessment"),
    /// one per flag set in `gates`, in the order of the Gate enum.
    static QStringList gateLabels(unsigned gates, const GateFacts &facts);
    /// A data-quality warning key ("stale_over_14_days", "conflict", "host_not_priced", …) in words;
    /// an unknown key is returned as it is.
    static QString warning(const QString &key);
    /// The same warning as a short label for a table cell ("sources disagree").
    static QString warningLabel(const QString &key);
};

} // namespace cg
