#pragma once

#include "itemmodels/OfferFilterProxyModel.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QToolButton;

namespace cg {

class OfferTableModel;

/// The filters above the offers table; emits filterChanged with the whole OfferFilter on every edit.
class FilterBar final : public QWidget
{
    Q_OBJECT

public:
    explicit FilterBar(QWidget *parent = nullptr);

    /// Fills the choice lists (GPU models, vendors, regions, categories, tiers) from the offers.
    void setChoices(const OfferTableModel &model);
    OfferFilter filter() const;
    QLineEdit *searchField() const { return m_search; }
    QCheckBox *recommendedOnlyBox() const { return m_recommendedOnly; }
    /// "More filters": shows or hides the less used filters (vendor, GPU count, provider type,
    /// region, memory, price range, stale, unpriced); its text counts those set while hidden.
    /// Hiding never clears a filter. Remembered (QSettings "filters/more").
    QToolButton *moreButton() const { return m_more; }
    /// Shows every offer of one provider and GPU model, all sizes and regions: the search text
    /// becomes `providerName`, the GPU model `gpuKey` (an empty key: all GPU models). Emits
    /// filterChanged once.
    void showProviderGpu(const QString &providerName, const QString &gpuKey);

signals:
    void filterChanged(const cg::OfferFilter &filter);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void emitFilter();
    void updateMoreText();

    QLineEdit *m_search = nullptr;
    QComboBox *m_gpu = nullptr, *m_vendor = nullptr, *m_count = nullptr, *m_category = nullptr, *m_region = nullptr, *m_tier = nullptr;
    QDoubleSpinBox *m_minMemory = nullptr, *m_minPrice = nullptr, *m_maxPrice = nullptr;
    QCheckBox *m_hideStale = nullptr, *m_hideUnpriced = nullptr, *m_recommendedOnly = nullptr;
    QLabel *m_memoryLabel = nullptr, *m_priceLabel = nullptr;
    QToolButton *m_more = nullptr;
    QWidget *m_extra = nullptr; // the less used filters, shown by m_more
};

} // namespace cg
