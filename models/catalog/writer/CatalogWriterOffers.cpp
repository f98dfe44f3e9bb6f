// CatalogWriter's per-row writes of an import: offerings and prices through the bulk statements
// (CatalogBulk.h), checked against a cache of the provider's rows loaded once.
#include "catalog/store/Catalog.h"
#include "catalog/store/CatalogSql.h"
#include "catalog/writer/CatalogWriterPrivate.h"

#include <QSqlQuery>

namespace cg {

using sql::optDouble;
using sql::textOrNull;
using sql::toVariant;

namespace {
QString offeringKey(qint64 providerId, const QString &instance, const QString &region)
{
    return QString::number(providerId) + QChar(0x1f) + instance + QChar(0x1f) + region;
}
QString seriesKey(qint64 offeringId, const QString &kind, int term)
{
    return QString::number(offeringId) + QChar(0x1f) + kind + QChar(0x1f) + QString::number(term);
}
QString priceKey(const QString &series, const QString &asOf)
{
    return series + QChar(0x1f) + asOf;
}
bool sameId(const QVariant &a, const QVariant &b)
{
    return a.isNull() ? b.isNull() : (!b.isNull() && a.toLongLong() == b.toLongLong());
}
} // namespace

bool CatalogWriter::loadProvider(qint64 providerId)
{
    if (m_loadedProviders.contains(providerId))
        return true;
    const QString offeringsPurpose = QStringLiteral("read the offerings of provider %1").arg(providerId);
    QSqlQuery q(m_catalog.database());
    q.setForwardOnly(true);
    if (!sql::prepare(q,
            QStringLiteral("SELECT id, instance_type, region, gpu_model_id, gpu_raw_name, gpu_count, vcpus, ram_gib,"
                           " reported_gpu_memory_gb, broker_of, flags, withdrawn_run_id FROM offering WHERE provider_id = ?"),
            offeringsPurpose, &m_error))
        return false;
    q.addBindValue(providerId);
    if (!sql::exec(q, offeringsPurpose, &m_error))
        return false;
    int loaded = 0;
    {
        const int id = sql::column(q, "id"), instance = sql::column(q, "instance_type"), region = sql::column(q, "region"),
                  gpuId = sql::column(q, "gpu_model_id"), gpuRawName = sql::column(q, "gpu_raw_name"),
                  gpuCount = sql::column(q, "gpu_count"), vcpus = sql::column(q, "vcpus"), ramGib = sql::column(q, "ram_gib"),
                  memory = sql::column(q, "reported_gpu_memory_gb"), brokerOf = sql::column(q, "broker_of"),
                  flags = sql::column(q, "flags"), withdrawn = sql::column(q, "withdrawn_run_id");
        while (q.next()) {
            ++loaded;
            CachedOffering o;
            o.id = q.value(id).toLongLong();
            o.gpuId = q.value(gpuId);
            o.gpuRawName = q.value(gpuRawName).toString();
            o.gpuCount = optDouble(q.value(gpuCount));
            o.vcpus = optDouble(q.value(vcpus));
            o.ramGib = optDouble(q.value(ramGib));
            o.reportedGpuMemoryGb = optDouble(q.value(memory));
            o.brokerOf = q.value(brokerOf).toString();
            o.flags = q.value(flags).toString();
            o.withdrawn = !q.value(withdrawn).isNull();
            m_offerings->insert(offeringKey(providerId, q.value(instance).toString(), q.value(region).toString()), o);
        }
    }
    const QString pricesPurpose = QStringLiteral("read the prices of provider %1").arg(providerId);
    if (!sql::prepare(q,
            QStringLiteral(
                "SELECT pr.id AS id, pr.offering_id AS offering_id, pr.kind AS kind, pr.term_months AS term_months, pr.as_of AS as_of,"
                " pr.amount AS amount, pr.currency AS currency, pr.note AS note, pr.observed_on AS observed_on,"
                " pr.observed_after AS observed_after"
                " FROM price pr JOIN offering o ON o.id = pr.offering_id WHERE o.provider_id = ?"),
            pricesPurpose, &m_error))
        return false;
    q.addBindValue(providerId);
    if (!sql::exec(q, pricesPurpose, &m_error))
        return false;
    const int id = sql::column(q, "id"), offeringId = sql::column(q, "offering_id"), kind = sql::column(q, "kind"),
              term = sql::column(q, "term_months"), asOf = sql::column(q, "as_of"), amount = sql::column(q, "amount"),
              currency = sql::column(q, "currency"), note = sql::column(q, "note"), observedOn = sql::column(q, "observed_on"),
              observedAfter = sql::column(q, "observed_after");
    while (q.next()) {
        const QString series = seriesKey(q.value(offeringId).toLongLong(), q.value(kind).toString(), q.value(term).toInt());
        const QString rowAsOf = q.value(asOf).toString();
        m_prices->insert(priceKey(series, rowAsOf),
            { q.value(id).toLongLong(), optDouble(q.value(amount)), q.value(currency).toString(), q.value(note).toString(),
                q.value(observedOn).toString(), q.value(observedAfter).toString() });
        QString &current = m_currentAsOf[series];
        if (rowAsOf > current)
            current = rowAsOf;
    }
    // The latest point of each series, in (as_of, id) order: the last row of a series wins.
    const QString pointsPurpose = QStringLiteral("read the price history of provider %1").arg(providerId);
    if (!sql::prepare(q,
            QStringLiteral("SELECT pp.offering_id AS offering_id, pp.kind AS kind, pp.term_months AS term_months, pp.status AS status,"
                           " pp.amount AS amount, pp.currency AS currency, pp.as_of AS as_of, pp.import_run_id AS run_id"
                           " FROM price_point pp JOIN offering o ON o.id = pp.offering_id WHERE o.provider_id = ?"
                           " ORDER BY pp.offering_id, pp.kind, pp.term_months, pp.as_of, pp.id"),
            pointsPurpose, &m_error))
        return false;
    q.addBindValue(providerId);
    if (!sql::exec(q, pointsPurpose, &m_error))
        return false;
    {
        const int cOffering = sql::column(q, "offering_id"), cKind = sql::column(q, "kind"), cTerm = sql::column(q, "term_months"),
                  cStatus = sql::column(q, "status"), cAmount = sql::column(q, "amount"), cCurrency = sql::column(q, "currency"),
                  cAsOf = sql::column(q, "as_of"), cRun = sql::column(q, "run_id");
        while (q.next()) {
            CachedPoint p;
            p.offeringId = q.value(cOffering).toLongLong();
            p.providerId = providerId;
            p.kind = q.value(cKind).toString();
            p.termMonths = q.value(cTerm).toInt();
            p.withdrawn = q.value(cStatus).toString() == QLatin1String("withdrawn");
            p.amount = optDouble(q.value(cAmount));
            p.currency = q.value(cCurrency).toString();
            p.asOf = q.value(cAsOf).toString();
            p.runId = q.value(cRun).toLongLong();
            m_points->insert(seriesKey(p.offeringId, p.kind, p.termMonths), p);
        }
    }
    m_loadedProviders.insert(providerId);
    if (loaded == 0)
        m_providersWithoutOfferings.insert(providerId);
    return true;
}

qint64 CatalogWriter::upsertOffering(const Offering &o, qint64 importRunId, WriteResult *result)
{
    Statements &s = *m_stmt;
    *result = WriteResult::Unchanged;
    if (!loadProvider(o.providerId))
        return -1;
    const QVariant gpuId = o.gpuKey.isEmpty() || !m_gpuIds.contains(o.gpuKey) ? QVariant(QMetaType(QMetaType::LongLong))
                                                                              : QVariant(m_gpuIds.value(o.gpuKey));
    const QString flags = o.flags.isNull() ? QString(QLatin1String("")) : o.flags;
    // A provider that had no offerings gets only inserts (the importer merged duplicate rows):
    // no key to build, nothing to look up (half the per-row cost of a first import).
    const bool fresh = m_providersWithoutOfferings.contains(o.providerId);
    const QString key = fresh ? QString() : offeringKey(o.providerId, o.instanceType, o.region);
    const auto it = fresh ? m_offerings->end() : m_offerings->find(key);
    m_runProviders.insert(o.providerId);
    if (it != m_offerings->end()) {
        CachedOffering &c = *it;
        m_runOfferings.insert(c.id);
        m_offeringProviders.insert(c.id, o.providerId);
        if (c.withdrawn) { // listed again: offered from now on (its price points say since when)
            s.setWithdrawn.bind(QVariant(QMetaType(QMetaType::LongLong))).bind(QVariant(c.id));
            if (!s.setWithdrawn.exec()) {
                m_error = s.setWithdrawn.error();
                return -1;
            }
            c.withdrawn = false;
        }
        const bool same = sameId(c.gpuId, gpuId) && c.gpuRawName == o.gpuRawName && c.gpuCount == o.gpuCount && c.vcpus == o.vcpus
            && c.ramGib == o.ramGib && c.reportedGpuMemoryGb == o.reportedGpuMemoryGb && c.brokerOf == o.brokerOf && c.flags == flags;
        if (same)
            return c.id;
        for (const QVariant &v : { gpuId, textOrNull(o.gpuRawName), toVariant(o.gpuCount), toVariant(o.vcpus), toVariant(o.ramGib),
                 toVariant(o.reportedGpuMemoryGb), textOrNull(o.brokerOf), QVariant(flags), QVariant(importRunId), QVariant(c.id) }) {
            s.updateOffering.bind(v);
        }
        if (!s.updateOffering.exec()) {
            m_error = s.updateOffering.error();
            return -1;
        }
        c = { c.id, gpuId, o.gpuRawName, o.brokerOf, flags, o.gpuCount, o.vcpus, o.ramGib, o.reportedGpuMemoryGb, false };
        *result = WriteResult::Updated;
        return c.id;
    }
    for (const QVariant &v : { QVariant(o.providerId), QVariant(o.instanceType), QVariant(o.region), gpuId, textOrNull(o.gpuRawName),
             toVariant(o.gpuCount), toVariant(o.vcpus), toVariant(o.ramGib), toVariant(o.reportedGpuMemoryGb), textOrNull(o.brokerOf),
             QVariant(flags), QVariant(importRunId), QVariant(importRunId) }) {
        s.insertOffering.bind(v);
    }
    if (!s.insertOffering.exec()) {
        m_error = s.insertOffering.error();
        return -1;
    }
    const qint64 id = s.insertOffering.lastInsertId();
    if (!fresh)
        m_offerings->insert(
            key, { id, gpuId, o.gpuRawName, o.brokerOf, flags, o.gpuCount, o.vcpus, o.ramGib, o.reportedGpuMemoryGb, false });
    m_newOfferings.insert(id);
    m_runOfferings.insert(id);
    m_offeringProviders.insert(id, o.providerId);
    *result = WriteResult::Inserted;
    return id;
}

WriteResult CatalogWriter::upsertPrice(qint64 offeringId, const QString &kind, int termMonths, std::optional<double> amount,
    const QString &currency, const QString &asOf, const QString &sourceUrl, qint64 importRunId, const QString &note,
    const PriceDates &dates)
{
    Statements &s = *m_stmt;
    const bool fresh = m_newOfferings.contains(offeringId); // a new offering has no prices yet
    // A new offering's series is looked up by nobody: no key, no cache (half the per-row cost).
    const QString series = fresh ? QString() : seriesKey(offeringId, kind, termMonths);
    QString freshAsOf;
    QString &currentAsOf = fresh ? freshAsOf : m_currentAsOf[series]; // empty: the series has no price row yet
    const bool backfill = !currentAsOf.isEmpty() && asOf < currentAsOf; // an older snapshot: history only
    WriteResult result = WriteResult::Inserted;
    const auto it = fresh ? m_prices->end() : m_prices->find(priceKey(series, asOf));
    const auto current = fresh || it != m_prices->end() || currentAsOf.isEmpty() || backfill
        ? m_prices->end()
        : m_prices->find(priceKey(series, currentAsOf));
    if (it != m_prices->end()) {
        if (it->amount == amount && it->currency == currency && it->note == note && it->observedOn == dates.observedOn
            && it->observedAfter == dates.observedAfter) {
            result = WriteResult::Unchanged;
        } else {
            for (const QVariant &v :
                { toVariant(amount), QVariant(currency), textOrNull(sourceUrl), QVariant(importRunId), textOrNull(note),
                    textOrNull(dates.observedOn), textOrNull(dates.observedAfter), QVariant(dates.importedOn), QVariant(it->id) }) {
                s.updatePrice.bind(v);
            }
            if (!s.updatePrice.exec()) {
                m_error = s.updatePrice.error();
                return WriteResult::Failed;
            }
            *it = { it->id, amount, currency, note, dates.observedOn, dates.observedAfter };
            result = WriteResult::Updated;
        }
    } else if (current != m_prices->end()) {
        // A later snapshot of a series: the current row moves to the new key date in place, so
        // the price table keeps one current row per series and a confirmed price adds no row.
        const CachedPrice old = *current;
        result = old.amount == amount && old.currency == currency && old.note == note ? WriteResult::Unchanged : WriteResult::Updated;
        for (const QVariant &v :
            { QVariant(asOf), toVariant(amount), QVariant(currency), textOrNull(sourceUrl), QVariant(importRunId), textOrNull(note),
                textOrNull(dates.observedOn), textOrNull(dates.observedAfter), QVariant(dates.importedOn), QVariant(old.id) }) {
            s.advancePrice.bind(v);
        }
        if (!s.advancePrice.exec()) {
            m_error = s.advancePrice.error();
            return WriteResult::Failed;
        }
        m_prices->erase(current);
        m_prices->insert(priceKey(series, asOf), { old.id, amount, currency, note, dates.observedOn, dates.observedAfter });
        currentAsOf = asOf;
    } else {
        for (const QVariant &v : { QVariant(offeringId), QVariant(kind), QVariant(termMonths), toVariant(amount), QVariant(currency),
                 QVariant(asOf), textOrNull(sourceUrl), QVariant(importRunId), textOrNull(note), textOrNull(dates.observedOn),
                 textOrNull(dates.observedAfter), QVariant(dates.importedOn) }) {
            s.insertPrice.bind(v);
        }
        if (!s.insertPrice.exec()) {
            m_error = s.insertPrice.error();
            return WriteResult::Failed;
        }
        if (!fresh)
            m_prices->insert(
                priceKey(series, asOf), { s.insertPrice.lastInsertId(), amount, currency, note, dates.observedOn, dates.observedAfter });
        if (!backfill)
            currentAsOf = asOf;
    }

    // History: a point when the series appears, changes, or is offered again; a backfilled
    // older snapshot adds its point where it differs from the stored row.
    if (m_runRecordedOn.isEmpty())
        m_runRecordedOn = dates.importedOn;
    const auto latest = fresh ? m_points->constEnd() : m_points->constFind(series);
    if (!fresh)
        m_runSeries.insert(series);
    const bool changed = latest == m_points->constEnd() || latest->withdrawn || latest->amount != amount || latest->currency != currency;
    if (backfill ? result != WriteResult::Unchanged : changed) {
        CachedPoint p;
        p.offeringId = offeringId;
        p.providerId = m_offeringProviders.value(offeringId);
        p.kind = kind;
        p.termMonths = termMonths;
        p.amount = amount;
        p.currency = currency;
        p.asOf = asOf;
        p.runId = importRunId > 0 ? importRunId : 0;
        const bool first = fresh || latest == m_points->constEnd();
        if (!appendPoint(backfill || fresh ? QString() : series, p, dates.observedOn, dates.observedAfter, dates.importedOn, sourceUrl,
                first, first || latest->asOf <= asOf))
            return WriteResult::Failed;
    }
    return result;
}

} // namespace cg
