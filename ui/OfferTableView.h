#pragma once

#include <QTableView>

namespace cg {

class OfferFilterProxyModel;
class OfferTableModel;

/**
 * The offers table: every offer of the catalog (OfferTableModel) through the filter proxy
 * (OfferFilterProxyModel), one selected row at a time, sortable, columns movable and wrapped
 * two-line headers. Rows are addressed by offer id, which survives filtering and sorting.
 */
class OfferTableView final : public QTableView
{
    Q_OBJECT

public:
    /// Shows `proxy`, which must filter `model`; both must outlive the view.
    OfferTableView(OfferTableModel *model, OfferFilterProxyModel *proxy, QWidget *parent = nullptr);

    /// Fits each column to its cells, within 10 to 22 average characters; GPU and instance names
    /// get up to 34 so that similar names stay distinguishable (the full text is the tooltip).
    void fitColumns();
    /// Selects and shows the offer `offerId`; false when it is unknown or filtered out.
    bool selectOffer(qint64 offerId);
    /// The selected offer's id, or 0 when no row is selected.
    qint64 selectedOfferId() const;
    /// The selected offer's row in the model (not the proxy), or -1.
    int selectedModelRow() const;

private:
    OfferTableModel *m_model;
    OfferFilterProxyModel *m_proxy;
};

} // namespace cg
