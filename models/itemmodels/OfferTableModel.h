#pragma once

#include "catalog/store/CatalogTypes.h"
#include "core/FxRates.h"

#include <QAbstractTableModel>
#include <QCollator>
#include <QDate>
#include <QHash>
#include <QList>
#include <QPair>

#include <vector>

namespace cg {

/**
 * The catalog's offers as a table: one row per offer and region. Display text follows the UI
 * locale; prices are shown in the source currency with the unit in every header. A missing value
 * shows "—" and its tooltip says why (no list price, no datasheet figure, unmapped GPU).
 *
 * Sorting and filtering read numericKey()/textKey() directly (no QVariant per comparison), so a
 * proxy can sort 100k rows within the filter budget. Scores come from outside (setScores) and
 * change without a reset: one dataChanged over the score column.
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
        SpotPerInstanceColumn,
        Bf16Column,
        BandwidthColumn,
        MemoryColumn,
        ScoreColumn,
        TierColumn,
        AgeColumn,
        ColumnCount
    };
    /// QuoteRole: the row's quote marker text (setQuoteMarkers), empty when it has none.
    enum Role { SortRole = Qt::UserRole + 1, OfferIdRole, QuoteRole };

    explicit OfferTableModel(QObject *parent = nullptr);

    /// What setOffers() derives from the rows: each row's search text (searchText()) and the row
    /// of each offer id. rowIndex() builds it on any thread (thread-safe: reads only `offers`).
    struct RowIndex
    {
        QList<QString> searchText;
        QHash<qint64, int> rowById;
    };
    static RowIndex rowIndex(const QList<OfferView> &offers);
    /// Replaces all rows (one model reset, no per-row signals). Scores are cleared.
    void setOffers(QList<OfferView> offers, QHash<QString, RatingView> ratings, QDate today = QDate::currentDate());
    /// The same with `index` = rowIndex(offers), built beforehand (on a worker).
    void setOffers(QList<OfferView> offers, QHash<QString, RatingView> ratings, RowIndex index, QDate today = QDate::currentDate());
    /// Display currency: empty = as listed by the source, else USD, CNY or EUR converted at the
    /// latest rate (units per USD, as-of date). Prices sort and filter in USD whatever is shown.
    void setDisplayCurrency(const QString &currency, const FxRates &fxRates);
    QString displayCurrency() const { return m_currency; }
    /// `amount` in `currency` expressed in USD, or nullopt without a rate.
    std::optional<double> toUsd(double amount, const QString &currency) const;

    /// Sets the score (0-100, NaN = unranked) and coverage (0-1) per row, in row order.
    /// `excluded` (may be empty): rows a recommendation gate excludes; sorting by score puts them
    /// after every recommended row, as the ranking lists them (RankingSession::excludedRows()).
    /// `rankOrder` (may be empty): the scored rows best first (ScoringTable::rankOrder, served by
    /// RankingSession::order()); sorting by score then follows it exactly, ties included, instead
    /// of sorting the score keys again.
    void setScores(
        std::vector<float> scores, std::vector<float> coverage, std::vector<bool> excluded = {}, std::vector<int> rankOrder = {});
    /// setScores' `rankOrder`; empty when none was given or the rows changed since.
    const std::vector<int> &rankOrder() const { return m_rankOrder; }
    /// Whether a recommendation gate excludes `row` (setScores' `excluded`; false when not given).
    bool isExcluded(int row) const { return size_t(row) < m_excluded.size() && m_excluded[size_t(row)]; }
    const OfferView &offer(int row) const { return m_offers.at(row); }
    const QList<OfferView> &offers() const { return m_offers; }
    const QHash<QString, RatingView> &ratings() const { return m_ratings; }
    /// Row of an offer id, or -1.
    int rowOfOffer(qint64 id) const { return m_rowById.value(id, -1); }
    /// Days from the price's observed_on to `today`, or -1 when the observation date is unknown
    /// (or there is no price).
    int priceAgeDays(int row) const;
    /// The row's price is older than kStaleDays or its observation date is unknown (an unknown
    /// observation never counts as fresh); false for a row without any price.
    bool isPriceStale(int row) const;
    std::optional<double> score(int row) const;
    double coverage(int row) const { return size_t(row) < m_coverage.size() ? m_coverage[size_t(row)] : 0.0; }

    /// Sort key of numeric columns (NaN = missing, sorts last); text columns return NaN. Served
    /// from a per-column cache filled on first use (one pass over the rows) and dropped when the
    /// rows, scores or exchange rates change, so a sort of 100k rows reads a vector.
    double numericKey(int row, int column) const;
    /// Every row's numericKey() of `column`, from the same cache: one vector of rowCount() values
    /// (empty for a column out of range).
    const std::vector<double> &numericKeys(int column) const;
    bool isNumericColumn(int column) const;
    /// Sort key of text columns (locale-aware display text).
    QString textKey(int row, int column) const;
    /// Every row's collation key of textKey() in the UI locale (QCollator::sortKey), cached per
    /// column like numericKeys() and dropped on a reset or a language change: comparing two keys
    /// is a byte comparison, where QString::localeAwareCompare collates both strings every time.
    const std::vector<QCollatorSortKey> &textSortKeys(int column) const;
    /// Lower-case text the search box matches against (provider names, GPU, instance type, region).
    const QString &searchText(int row) const { return m_searchText.at(row); }

    /**
     * Marks the offers a quote was received for: `markers` maps cg::quoteKey(provider, GPU model) (CatalogQuotes.h) to
     * the quote's description (rfq::quoteMarkers). The rows are matched once here and again on
     * setOffers(), one hash look-up per row; painting reads a per-row index. A marked row shows
     * "· quote" after its on-demand price per GPU-hour, the description in that cell's tooltip
     * and under QuoteRole. An empty map clears the markers.
     */
    void setQuoteMarkers(QHash<QString, QString> markers);
    /// The quote marker text of `row`, empty when none.
    QString quoteMarker(int row) const;

    /// Call after the UI language changed: headers and texts are served again
    /// (models get no LanguageChange event of their own).
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// Prices older than this many days are marked stale (field report CAT-11).
    static constexpr int kStaleDays = 14;

private:
    QVariant display(const OfferView &o, int row, int column) const;
    QString money(double amount, const QString &currency) const;
    QString conversionNote(const QString &currency) const;
    QString missingReason(const OfferView &o, int column) const;

public:
private:
    double computeNumericKey(int row, int column) const;
    void dropKeys(int column = -1) const; // -1: every column

    QList<OfferView> m_offers;
    QHash<QString, RatingView> m_ratings;
    QHash<qint64, int> m_rowById;
    QList<QString> m_searchText;
    std::vector<float> m_scores, m_coverage;
    std::vector<bool> m_excluded;
    std::vector<int> m_rankOrder;
    QHash<QString, QString> m_quoteMarkers; // quoteKey() → description
    QStringList m_quoteTexts; // the distinct descriptions
    std::vector<int> m_quoteOf; // per row: index into m_quoteTexts, -1 = no quote; empty = no markers
    void matchQuoteMarkers();
    mutable std::vector<std::vector<double>> m_keys; // per column: numeric sort keys, empty until used
    mutable std::vector<std::vector<QCollatorSortKey>> m_textKeys; // per column: collation keys, empty until used
    QDate m_today;
    QString m_currency;
    FxRates m_fx;
};

} // namespace cg
