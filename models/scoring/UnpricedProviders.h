#pragma once

#include "core/FxRates.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace cg {

struct OfferView;

/**
 * A provider the catalog lists with GPU offers of which none has a usable on-demand price (an
 * amount, per GPU-hour, in a currency with an exchange rate): it cannot be ranked, and it is
 * shown as "not ranked: no price in the catalog" with its instance types and the next step,
 * never left out in silence. The window, `rank --excluded` and the report read this one list.
 */
struct UnpricedProvider
{
    QString providerKey, nameEn, nameZh;
    int instanceTypes = 0; ///< distinct instance types it lists
    QStringList examples; ///< up to three of them, in catalog order
    /// Where a price can come from: "price-api" (the vendor's price API: `cloudgauge import
    /// --format alibaba-price-json|tencent-price-json|huawei-price-json`), else "quote" (an RFQ or
    /// a typed quote).
    QString nextStep;

    /// The name in the language asked for (Chinese where the catalog has it).
    QString name(bool zh) const { return zh && !nameZh.isEmpty() ? nameZh : nameEn; }
    /// The next step in words, in the UI language (tr: cg::UnpricedProviders).
    QString nextStepText() const;

    /// Every unpriced provider of `offers`, most instance types first, then by key.
    static QList<UnpricedProvider> of(const QList<OfferView> &offers, const FxRates &fx);
};

} // namespace cg
