#include "catalog/pricehistory/HistoryExport.h"

#include "csv/CsvReader.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace cg {

namespace {

QString money(const std::optional<double> &v)
{
    return v.has_value() ? QLocale::c().toString(v.value_or(0), 'f', 4) : QString();
}

QJsonValue jsonNumber(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonValue jsonText(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

} // namespace

QStringList HistoryExport::header()
{
    return { QStringLiteral("provider"), QStringLiteral("instance_type"), QStringLiteral("region"), QStringLiteral("kind"),
        QStringLiteral("term_months"), QStringLiteral("as_of"), QStringLiteral("status"), QStringLiteral("amount"),
        QStringLiteral("per_gpu_hour"), QStringLiteral("currency"), QStringLiteral("observed_on"), QStringLiteral("recorded_on"),
        QStringLiteral("run"), QStringLiteral("source") };
}

void HistoryExport::add(const OfferLabel &o, const QList<PricePoint> &points)
{
    for (const PricePoint &p : points) {
        std::optional<double> perGpu;
        if (p.amount && o.gpuCount && *o.gpuCount > 0)
            perGpu = *p.amount / *o.gpuCount;
        const QString status = p.withdrawn ? QStringLiteral("withdrawn") : QStringLiteral("offered");
        m_rows.append({ o.providerKey, o.instanceType, o.region, p.kind, QString::number(p.termMonths), p.asOf, status, money(p.amount),
            money(perGpu), p.currency, p.observedOn, p.recordedOn, p.runId > 0 ? QString::number(p.runId) : QString(), p.sourceUrl });
        QJsonObject j;
        j.insert(QStringLiteral("offer_id"), o.id);
        j.insert(QStringLiteral("provider"), o.providerKey);
        j.insert(QStringLiteral("instance_type"), o.instanceType);
        j.insert(QStringLiteral("region"), o.region);
        j.insert(QStringLiteral("kind"), p.kind);
        j.insert(QStringLiteral("term_months"), p.termMonths);
        j.insert(QStringLiteral("as_of"), p.asOf);
        j.insert(QStringLiteral("status"), status);
        j.insert(QStringLiteral("amount"), jsonNumber(p.amount));
        j.insert(QStringLiteral("per_gpu_hour"), jsonNumber(perGpu));
        j.insert(QStringLiteral("currency"), jsonText(p.currency));
        j.insert(QStringLiteral("observed_on"), jsonText(p.observedOn));
        j.insert(QStringLiteral("recorded_on"), jsonText(p.recordedOn));
        j.insert(QStringLiteral("run"), p.runId > 0 ? QJsonValue(p.runId) : QJsonValue(QJsonValue::Null));
        j.insert(QStringLiteral("source"), jsonText(p.sourceUrl));
        m_json.append(j);
    }
}

QByteArray HistoryExport::csv() const
{
    QByteArray out;
    for (const QStringList &r : m_rows) {
        QStringList escaped;
        escaped.reserve(r.size());
        for (const QString &f : r)
            escaped.append(csvEscape(f, true));
        out += escaped.join(QLatin1Char(',')).toUtf8() + '\n';
    }
    return out;
}

QByteArray HistoryExport::jsonBytes() const
{
    return QJsonDocument(m_json).toJson(QJsonDocument::Indented);
}

} // namespace cg
