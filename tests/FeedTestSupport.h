#pragma once

// Helpers shared by the vendor price-document tests (tst_awsoffers, tst_cloudfeeds).

#include "TestSupport.h"

#include "catalog/store/TermPrices.h"
#include "import/Importer.h"

#include <QFile>

#include <cmath>

namespace cgtest {

inline QString feed(const char *name)
{
    return testData("feeds/") + QLatin1String(name);
}

inline QByteArray feedBytes(const char *name)
{
    QFile f(feed(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    return f.readAll();
}

/// A price rounded to the cent; -1 when there is none.
inline double cents(std::optional<double> v)
{
    return v ? std::round(*v * 100.0) / 100.0 : -1.0;
}

inline QList<cg::OfferView> offersOf(const cg::Catalog &catalog, const QString &provider)
{
    QList<cg::OfferView> out;
    for (const cg::OfferView &o : catalog.offers())
        if (o.providerKey == provider)
            out.append(o);
    return out;
}

inline const cg::OfferView *findOffer(const QList<cg::OfferView> &offers, const QString &instance, const QString &region)
{
    for (const cg::OfferView &o : offers)
        if (o.instanceType == instance && o.region == region)
            return &o;
    return nullptr;
}

/// The reserved price of `months` per GPU-hour, rounded to the cent; -1 when there is none.
inline double reservedPerGpuCents(
    const cg::Catalog &catalog, const cg::OfferView &o, int months, QString *currency = nullptr, QString *note = nullptr)
{
    for (const cg::TermPriceView &t : cg::reservedPrices(catalog, o.id)) {
        if (t.termMonths != months || !t.amount || !o.gpuCount)
            continue;
        if (currency)
            *currency = t.currency;
        if (note)
            *note = t.note;
        return cents(*t.amount / *o.gpuCount);
    }
    return -1.0;
}

} // namespace cgtest
