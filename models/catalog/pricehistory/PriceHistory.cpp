// PriceHistory: the reads of table price_point (schema v3) — one offer's series, the catalog at a
// cutoff (the diff between a cutoff and now: PriceHistoryDiff.cpp).
#include "catalog/pricehistory/PriceHistory.h"

#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogBulk.h"
#include "catalog/store/CatalogSql.h"

#include <QDate>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace cg {

namespace {

const char *const kPointColumns = "pp.id, pp.offering_id, COALESCE(pp.import_run_id, 0), pp.kind, pp.term_months, pp.status, pp.amount,"
                                  " pp.currency, pp.as_of, pp.observed_on, pp.observed_after, pp.recorded_on, pp.source_url";

PricePoint readPoint(const RowCursor &c)
{
    PricePoint p;
    p.id = c.integer(0);
    p.offeringId = c.integer(1);
    p.runId = c.integer(2);
    p.kind = c.text(3);
    p.termMonths = int(c.integer(4));
    p.withdrawn = c.bytes(5) == QByteArrayView("withdrawn");
    if (!c.isNull(6))
        p.amount = c.real(6);
    p.currency = c.text(7);
    p.asOf = c.text(8);
    p.observedOn = c.text(9);
    p.observedAfter = c.text(10);
    p.recordedOn = c.text(11);
    p.sourceUrl = c.text(12);
    return p;
}

bool offered(const std::optional<PricePoint> &p)
{
    return p && !p->withdrawn;
}

bool labelLess(const OfferLabel &a, const OfferLabel &b)
{
    return std::tie(a.providerKey, a.instanceType, a.region) < std::tie(b.providerKey, b.instanceType, b.region);
}

} // namespace

std::optional<HistoryCutoff> HistoryCutoff::parse(const QString &text, QString *error)
{
    const QString t = text.trimmed();
    HistoryCutoff c;
    static const QRegularExpression run(QStringLiteral("^#?(\\d+)$"));
    const auto m = run.match(t);
    if (m.hasMatch()) {
        c.runId = m.captured(1).toLongLong();
        if (c.runId > 0)
            return c;
    }
    const QDate d = QDate::fromString(t, Qt::ISODate);
    if (d.isValid() && t.size() == 10) {
        c.date = t;
        return c;
    }
    *error = QStringLiteral("'%1' is neither a date (YYYY-MM-DD) nor an import run id (N or #N)").arg(text);
    return std::nullopt;
}

QString HistoryCutoff::text() const
{
    return isRun() ? QStringLiteral("run %1").arg(runId) : date;
}

OfferLabel PriceChanges::Store::offer(int label) const
{
    const Label &l = labels[size_t(label)];
    OfferLabel o;
    o.id = l.id;
    o.providerKey = labelTexts[size_t(l.provider)];
    o.instanceType = labelTexts[size_t(l.instanceType)];
    o.region = labelTexts[size_t(l.region)];
    o.gpuKey = labelTexts[size_t(l.gpuKey)];
    o.gpuName = labelTexts[size_t(l.gpuName)];
    if (l.hasGpuCount)
        o.gpuCount = l.gpuCount;
    o.withdrawn = l.withdrawn;
    return o;
}

PriceChange PriceChanges::at(qsizetype i) const
{
    const Record &r = m_store->records[size_t(m_store->order[size_t(i)])];
    const auto text = [this](int at) { return at >= 0 ? m_store->texts[size_t(at)] : QString(); };
    PriceChange c;
    c.label = std::make_shared<const OfferLabel>(m_store->offer(r.label));
    c.kind = text(r.kind);
    c.termMonths = r.termMonths;
    c.type = r.type;
    if (r.hasOldAmount)
        c.oldAmount = r.oldAmount;
    if (r.hasNewAmount)
        c.newAmount = r.newAmount;
    c.oldCurrency = text(r.oldCurrency);
    c.newCurrency = text(r.newCurrency);
    c.oldAsOf = text(r.oldAsOf);
    c.newAsOf = text(r.newAsOf);
    c.runId = r.runId;
    c.offerLevel = r.offerLevel;
    return c;
}

const OfferLabel &PriceChange::offer() const
{
    static const OfferLabel none;
    return label ? *label : none;
}

std::optional<double> PriceChange::percent() const
{
    if (!oldAmount || !newAmount || oldCurrency != newCurrency || *oldAmount <= 0)
        return std::nullopt;
    return (*newAmount - *oldAmount) / *oldAmount * 100.0;
}

std::optional<double> PriceChange::oldPerGpuHour() const
{
    if (!oldAmount || !offer().gpuCount || *offer().gpuCount <= 0)
        return std::nullopt;
    return *oldAmount / *offer().gpuCount;
}

std::optional<double> PriceChange::newPerGpuHour() const
{
    if (!newAmount || !offer().gpuCount || *offer().gpuCount <= 0)
        return std::nullopt;
    return *newAmount / *offer().gpuCount;
}

QString PriceChange::typeName() const
{
    switch (type) {
    case Type::Up:
        return QStringLiteral("up");
    case Type::Down:
        return QStringLiteral("down");
    case Type::Appeared:
        return QStringLiteral("appeared");
    case Type::Withdrawn:
        return QStringLiteral("withdrawn");
    case Type::Changed:
        break;
    }
    return QStringLiteral("changed");
}

PriceHistory::PriceHistory(const Catalog &catalog)
    : m_catalog(catalog)
{
}

QList<PricePoint> PriceHistory::series(qint64 offeringId) const
{
    m_error.clear();
    QList<PricePoint> out;
    RowCursor c(m_catalog.database(),
        QStringLiteral("SELECT %1 FROM price_point pp WHERE pp.offering_id = ? ORDER BY pp.kind, pp.term_months, pp.as_of, pp.id")
            .arg(QLatin1String(kPointColumns)),
        QStringLiteral("read the price history of offering %1").arg(offeringId));
    c.bind(QVariant(offeringId));
    while (c.next())
        out.append(readPoint(c));
    m_error = c.error();
    return out;
}

QHash<qint64, OfferLabel> PriceHistory::labels() const
{
    QHash<qint64, OfferLabel> out;
    RowCursor c(m_catalog.database(),
        QStringLiteral("SELECT o.id, p.key, o.instance_type, o.region, COALESCE(g.key, ''), COALESCE(g.name, o.gpu_raw_name, ''),"
                       " o.gpu_count, o.withdrawn_run_id"
                       " FROM offering o JOIN provider p ON p.id = o.provider_id LEFT JOIN gpu_model g ON g.id = o.gpu_model_id"),
        QStringLiteral("read the offerings"));
    while (c.next()) {
        OfferLabel l;
        l.id = c.integer(0);
        l.providerKey = c.text(1);
        l.instanceType = c.text(2);
        l.region = c.text(3);
        l.gpuKey = c.text(4);
        l.gpuName = c.text(5);
        if (!c.isNull(6))
            l.gpuCount = c.real(6);
        l.withdrawn = !c.isNull(7);
        out.insert(l.id, l);
    }
    if (m_error.isEmpty())
        m_error = c.error();
    return out;
}

QList<OfferLabel> PriceHistory::offerings(const QSet<QString> &gpuKeys, const QString &provider) const
{
    m_error.clear();
    QList<OfferLabel> out;
    QSet<QString> providerKeys;
    if (!provider.isEmpty()) {
        for (const ProviderRecord &p : m_catalog.providers()) {
            if (p.key.compare(provider, Qt::CaseInsensitive) == 0 || p.nameEn.compare(provider, Qt::CaseInsensitive) == 0
                || p.nameZh == provider)
                providerKeys.insert(p.key);
        }
    }
    for (const OfferLabel &l : labels()) {
        if ((gpuKeys.isEmpty() || gpuKeys.contains(l.gpuKey)) && (provider.isEmpty() || providerKeys.contains(l.providerKey)))
            out.append(l);
    }
    std::sort(out.begin(), out.end(), labelLess);
    return out;
}

std::optional<OfferLabel> PriceHistory::findOffering(const QString &text) const
{
    m_error.clear();
    QList<OfferLabel> all = labels().values();
    std::sort(all.begin(), all.end(), labelLess);
    bool isId = false;
    const qint64 id = text.toLongLong(&isId);
    const QStringList parts = text.split(QLatin1Char(':'));
    for (const OfferLabel &l : std::as_const(all)) {
        if (isId && l.id == id)
            return l;
        if (parts.size() == 1 && l.instanceType == text)
            return l;
        if (parts.size() >= 2 && l.providerKey.compare(parts[0], Qt::CaseInsensitive) == 0 && l.instanceType == parts[1]
            && (parts.size() == 2 || l.region == parts.mid(2).join(QLatin1Char(':'))))
            return l;
    }
    return std::nullopt;
}

FxRates DatedFxRates::on(const QString &date) const
{
    FxRates out;
    for (auto it = m_rates.cbegin(); it != m_rates.cend(); ++it) {
        const FxRate *pick = it->isEmpty() ? nullptr : &it->first();
        for (const FxRate &r : *it) {
            if (r.asOf <= date)
                pick = &r;
        }
        if (pick)
            out.insert(it.key(), *pick);
    }
    return out;
}

DatedFxRates PriceHistory::fxHistory() const
{
    m_error.clear();
    DatedFxRates out;
    RowCursor c(m_catalog.database(),
        QStringLiteral("SELECT currency, units_per_usd, as_of, source_url FROM fx_rate ORDER BY currency, as_of"),
        QStringLiteral("read the FX rate history"));
    while (c.next())
        out.insert(c.text(0), FxRate { c.real(1), c.text(2), c.text(3) });
    m_error = c.error();
    return out;
}

qint64 PriceHistory::latestRunId() const
{
    m_error.clear();
    RowCursor c(m_catalog.database(), QStringLiteral("SELECT MAX(id) FROM import_run WHERE finished_at IS NOT NULL"),
        QStringLiteral("read the newest import run"));
    const qint64 id = c.next() && !c.isNull(0) ? c.integer(0) : 0;
    m_error = c.error();
    return id;
}

QHash<qint64, PricesAt> PriceHistory::pricesAt(const HistoryCutoff &cutoff) const
{
    m_error.clear();
    QHash<qint64, PricesAt> out;
    RowCursor c(m_catalog.database(),
        QStringLiteral("SELECT %1 FROM price_point pp WHERE pp.term_months = 0 AND pp.kind IN ('on_demand','spot')"
                       " ORDER BY pp.offering_id, pp.kind, pp.as_of, pp.id")
            .arg(QLatin1String(kPointColumns)),
        QStringLiteral("read the prices at %1").arg(cutoff.text()));
    while (c.next()) {
        PricePoint p = readPoint(c);
        if (!cutoff.includes(p))
            continue;
        PricesAt &at = out[p.offeringId];
        (p.kind == QLatin1String("spot") ? at.spot : at.onDemand) = std::move(p);
    }
    m_error = c.error();
    return out;
}

QList<OfferView> offersAt(const QList<OfferView> &offers, const QHash<qint64, PricesAt> &prices)
{
    QList<OfferView> out;
    out.reserve(offers.size());
    auto view = [](const std::optional<PricePoint> &p) {
        PriceView v;
        if (!offered(p))
            return v;
        v.present = true;
        v.amount = p->amount;
        v.currency = p->currency;
        v.asOf = p->asOf;
        v.sourceUrl = p->sourceUrl;
        v.observedOn = p->observedOn;
        v.observedAfter = p->observedAfter;
        v.importedOn = p->recordedOn;
        return v;
    };
    for (const OfferView &o : offers) {
        const auto it = prices.constFind(o.id);
        if (it == prices.constEnd() || (!offered(it->onDemand) && !offered(it->spot)))
            continue;
        OfferView then = o;
        then.onDemand = view(it->onDemand);
        then.spot = view(it->spot);
        then.withdrawnRunId = 0;
        out.append(std::move(then));
    }
    return out;
}

} // namespace cg
