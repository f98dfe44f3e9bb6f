// Catalog read of the lossless CSV export rows.
#include "catalog/store/Catalog.h"

#include "catalog/store/CatalogSql.h"

#include <QCryptographicHash>
#include <QSqlQuery>

#include <array>

namespace cg {

QList<QVariantList> Catalog::exportRows() const
{
    // The result columns in the order of readers::cloudGaugeCsvColumns().
    static constexpr std::array<const char *, 22> kColumns = { "provider_key", "provider_name_en", "provider_name_zh", "instance_type",
        "region", "gpu_key", "gpu_raw_name", "gpu_count", "vcpus", "ram_gib", "reported_gpu_memory_gb", "broker_of", "flags", "kind",
        "term_months", "amount", "currency", "as_of", "source_url", "note", "observed_on", "observed_after" };
    m_lastError.clear();
    QList<QVariantList> out;
    QSqlQuery q(database());
    if (!sql::run(q,
            QStringLiteral("SELECT p.key AS provider_key, p.name_en AS provider_name_en, p.name_zh AS provider_name_zh,"
                           " o.instance_type AS instance_type, o.region AS region, g.key AS gpu_key, o.gpu_raw_name AS gpu_raw_name,"
                           " o.gpu_count AS gpu_count, o.vcpus AS vcpus, o.ram_gib AS ram_gib,"
                           " o.reported_gpu_memory_gb AS reported_gpu_memory_gb, o.broker_of AS broker_of, o.flags AS flags,"
                           " pr.kind AS kind, pr.term_months AS term_months, pr.amount AS amount, pr.currency AS currency,"
                           " pr.as_of AS as_of, pr.source_url AS source_url, pr.note AS note, pr.observed_on AS observed_on,"
                           " pr.observed_after AS observed_after"
                           " FROM offering o JOIN provider p ON p.id = o.provider_id LEFT JOIN gpu_model g ON g.id = o.gpu_model_id"
                           " LEFT JOIN price pr ON pr.offering_id = o.id"
                           " ORDER BY p.key, o.instance_type, o.region, pr.kind, pr.term_months, pr.as_of"),
            QStringLiteral("read the offers and prices for export"), &m_lastError))
        return out;
    std::array<int, kColumns.size()> index {};
    for (size_t i = 0; i < kColumns.size(); ++i)
        index[i] = sql::column(q, kColumns[i]);
    while (q.next()) {
        QVariantList row;
        row.reserve(qsizetype(kColumns.size()));
        for (const int i : index)
            row.append(q.value(i));
        out.append(row);
    }
    return out;
}

} // namespace cg

namespace cg {

QString Catalog::fingerprint() const
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const QList<QVariantList> rows = exportRows();
    if (hasError())
        return {};
    for (const QVariantList &row : rows)
        for (const QVariant &v : row)
            hash.addData(QByteArray(v.toString().toUtf8() + '\x1f'));
    return QString::fromLatin1(hash.result().toHex().left(16));
}

} // namespace cg
