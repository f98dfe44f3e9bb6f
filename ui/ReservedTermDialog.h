#pragma once

#include "catalog/store/CatalogTypes.h"
#include "catalog/store/TermPrices.h"
#include "core/FxRates.h"
#include "rfq/QuoteComparison.h"
#include "scoring/ReservedTerm.h"

#include <QDialog>
#include <QHash>
#include <QList>
#include <QPair>

#include <optional>

class QDoubleSpinBox;
class QLabel;
class QTableWidget;

namespace cg {

/**
 * Reserved-term break-even for one offer (offer context menu, Tools menu): on-demand against 1,
 * 3, 6, 12 and 36-month terms (plus any other term the catalog lists). Each term is paid for
 * every hour; on-demand is paid at the chosen utilisation, its price falling by an assumed yearly
 * rate (default 20 %, labelled as an assumption) compounded monthly (termBreakEven). The table
 * gives the committed cost, the on-demand cost at that utilisation and the break-even
 * utilisation per term. Term prices come from the catalog's `price` rows of kind `reserved`
 * (per instance-hour, converted to USD per GPU-hour). A reserved quote received from the provider
 * (rfq import) for the offer's GPU model, still valid and convertible to USD, takes its term's
 * row instead (the lowest where several quote one term), its source saying so; its term is added
 * when no standard or catalog term has it. Where there is neither, the user types a quoted price.
 * None is ever invented: an empty term price shows no result.
 */
class ReservedTermDialog final : public QDialog
{
    Q_OBJECT

public:
    enum Column { TermColumn, PriceColumn, SourceColumn, CommittedColumn, OnDemandColumn, BreakEvenColumn, VerdictColumn, ColumnCount };

    /// `quotes`: the catalog's quote comparisons (rfq::compareQuotes); only the valid reserved ones
    /// of `offer`'s provider and GPU model with a USD price are used.
    ReservedTermDialog(const OfferView &offer, const QList<TermPriceView> &termPrices, const FxRates &fxRates,
        const QList<rfq::QuoteComparison> &quotes = {}, QWidget *parent = nullptr);

    QDoubleSpinBox *onDemandBox() const { return m_onDemand; } ///< USD per GPU-hour; 0 = none
    QDoubleSpinBox *declineBox() const { return m_decline; } ///< % per year
    QDoubleSpinBox *utilisationBox() const { return m_utilisation; } ///< %
    QTableWidget *table() const { return m_table; }
    /// The term price box of a row (USD per GPU-hour; 0 = no price), or null for an unknown term.
    QDoubleSpinBox *termPriceBox(int months) const;
    /// The terms shown, in months, in row order.
    QList<int> terms() const { return m_terms; }
    /// The result per row; empty where a price is missing.
    QList<std::optional<TermBreakEven>> results() const { return m_results; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void recompute();
    QString sourceText(int row) const;

    OfferView m_offer;
    QList<int> m_terms;
    QList<std::optional<TermPriceView>> m_catalogPrices; // per row
    QList<std::optional<double>> m_catalogUsd; // per row: catalog price in USD per GPU-hour
    QList<std::optional<rfq::QuoteComparison>> m_quotes; // per row: the received quote used, if any
    FxRates m_fx;
    std::optional<double> m_catalogOnDemand;
    QList<std::optional<TermBreakEven>> m_results;
    QList<QDoubleSpinBox *> m_priceBoxes;
    QDoubleSpinBox *m_onDemand = nullptr, *m_decline = nullptr, *m_utilisation = nullptr;
    QLabel *m_title = nullptr, *m_onDemandLabel = nullptr, *m_onDemandSource = nullptr, *m_declineLabel = nullptr, *m_assumption = nullptr,
           *m_utilisationLabel = nullptr, *m_note = nullptr;
    QTableWidget *m_table = nullptr;
};

} // namespace cg
