// PriceHistory::providerTrend: a provider's median on-demand price per GPU-hour per GPU model over
// the dates its prices were observed, from table price_point (schema v3).
#include "catalog/pricehistory/PriceHistory.h"

#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogBulk.h"

#include <QHash>

#include <algorithm>

namespace cg {

namespace {

/// The median of `v` (sorted in place): the middle value, or the mean of the middle two.
double median(QList<double> &v)
{
    std::sort(v.begin(), v.end());
    const qsizetype n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

/// The day a point tells of: when its price was observed, or, for a withdrawn point, the as-of
/// day of the import that found the offer gone. NULL for a price observed on an unknown day.
constexpr char kDay[] = "COALESCE(pp.observed_on, CASE WHEN pp.status = 'withdrawn' THEN pp.as_of END)";

} // namespace

QList<GpuTrend> PriceHistory::providerTrend(const QString &providerKey, const QString &currency, const DatedFxRates &fx) const
{
    m_error.clear();
    const QString to = currency.isEmpty() ? QStringLiteral("USD") : currency;
    RowCursor c(m_catalog.database(),
        QStringLiteral("SELECT pp.offering_id, pp.status, pp.amount, pp.currency, %1, COALESCE(g.name, o.gpu_raw_name, ''), o.gpu_count,"
                       " COALESCE(g.key, '')"
                       " FROM price_point pp JOIN offering o ON o.id = pp.offering_id JOIN provider p ON p.id = o.provider_id"
                       " LEFT JOIN gpu_model g ON g.id = o.gpu_model_id"
                       " WHERE p.key = ? AND pp.kind = 'on_demand' AND pp.term_months = 0 AND %1 IS NOT NULL ORDER BY %1, pp.id")
            .arg(QLatin1String(kDay)),
        QStringLiteral("read the price trend of %1").arg(providerKey));
    c.bind(QVariant(providerKey));
    struct Offer
    {
        int model = -1;
        std::optional<double> perGpu; ///< empty: not offered (withdrawn, or no amount)
        QString currency;
    };
    QHash<qint64, Offer> offers;
    QList<GpuTrend> models;
    QHash<QString, int> modelIndex; // by name
    auto close = [&](const QString &day) {
        const FxRates rates = fx.on(day);
        QList<QList<double>> values(models.size());
        for (const Offer &o : std::as_const(offers)) {
            if (!o.perGpu)
                continue;
            if (const std::optional<double> v = rates.convert(*o.perGpu, o.currency, to))
                values[o.model].append(*v);
        }
        for (qsizetype m = 0; m < models.size(); ++m) {
            if (!values[m].isEmpty())
                models[m].points.append(TrendPoint { day, median(values[m]), int(values[m].size()) });
        }
    };
    QString day;
    while (c.next()) {
        const QString asOf = c.text(4);
        if (!day.isEmpty() && asOf != day)
            close(day);
        day = asOf;
        const QString name = c.text(5);
        if (name.isEmpty() || c.isNull(6) || c.real(6) <= 0)
            continue; // no model name or GPU count: no price per GPU-hour
        Offer &o = offers[c.integer(0)];
        if (o.model < 0) {
            auto it = modelIndex.constFind(name);
            if (it == modelIndex.constEnd()) {
                it = modelIndex.insert(name, int(models.size()));
                models.append(GpuTrend { c.text(7), name, {} });
            }
            o.model = *it;
        }
        const bool withdrawn = c.bytes(1) == QByteArrayView("withdrawn");
        o.perGpu = withdrawn || c.isNull(2) ? std::nullopt : std::optional<double>(c.real(2) / c.real(6));
        o.currency = c.text(3);
    }
    if (!day.isEmpty())
        close(day);
    m_error = c.error();
    if (!m_error.isEmpty())
        return {};
    // One observation is a price, not a history: a model is charted from its second date on.
    models.removeIf([](const GpuTrend &t) { return t.points.size() < 2; });
    std::sort(models.begin(), models.end(), [](const GpuTrend &a, const GpuTrend &b) { return a.gpuName < b.gpuName; });
    return models;
}

} // namespace cg
