#include "catalog/Catalog.h"

#include "core/Criteria.h"

#include <QAtomicInteger>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QVariant>

#include <sqlite3.h>

#include <algorithm>

namespace cg {

namespace {

// Schema v1 (DESIGN.md section 3). Portable SQL; the SQLite-only statements (PRAGMAs) live in
// Catalog::open(). Money is stored per instance-hour in the source currency; the per-GPU-hour
// price is derived (amount / gpu_count) and never stored twice. A missing value is NULL, never 0.
const char *const kSchemaV1[] = {
    R"(CREATE TABLE provider (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL UNIQUE,
        name_en TEXT NOT NULL,
        name_zh TEXT,
        category TEXT CHECK (category IS NULL OR category IN ('hyperscaler','neocloud','marketplace','broker','sovereign')),
        hq_country TEXT,
        website TEXT,
        clustermax_name TEXT))",
    R"(CREATE TABLE gpu_model (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        vendor TEXT NOT NULL,
        family TEXT NOT NULL,
        variant TEXT NOT NULL,
        preference INTEGER NOT NULL DEFAULT 1,
        architecture TEXT,
        form_factor TEXT,
        memory_gb REAL CHECK (memory_gb IS NULL OR memory_gb > 0),
        memory_type TEXT,
        memory_bandwidth_gbps REAL,
        fp32_tflops REAL,
        tf32_tflops REAL,
        bf16_tflops REAL,
        fp16_tflops REAL,
        fp8_tflops REAL,
        int8_tops REAL,
        tdp_w REAL,
        interconnect TEXT,
        release_year INTEGER,
        source_url TEXT,
        notes TEXT))",
    R"(CREATE TABLE gpu_alias (
        alias TEXT PRIMARY KEY,
        family TEXT NOT NULL,
        variant TEXT))",
    R"(CREATE TABLE import_run (
        id INTEGER PRIMARY KEY,
        source_file TEXT NOT NULL,
        format TEXT NOT NULL,
        provider_key TEXT,
        sha256 TEXT NOT NULL,
        as_of TEXT,
        source_url TEXT,
        started_at TEXT NOT NULL,
        finished_at TEXT,
        rows_read INTEGER NOT NULL DEFAULT 0,
        rows_imported INTEGER NOT NULL DEFAULT 0,
        rows_rejected INTEGER NOT NULL DEFAULT 0,
        rows_flagged INTEGER NOT NULL DEFAULT 0,
        rows_duplicate INTEGER NOT NULL DEFAULT 0,
        report TEXT))",
    R"(CREATE TABLE offering (
        id INTEGER PRIMARY KEY,
        provider_id INTEGER NOT NULL REFERENCES provider(id) ON DELETE CASCADE,
        instance_type TEXT NOT NULL,
        region TEXT NOT NULL,
        gpu_model_id INTEGER REFERENCES gpu_model(id),
        gpu_raw_name TEXT,
        gpu_count REAL CHECK (gpu_count IS NULL OR gpu_count > 0),
        vcpus REAL,
        ram_gib REAL,
        reported_gpu_memory_gb REAL,
        interconnect TEXT,
        broker_of TEXT,
        flags TEXT NOT NULL DEFAULT '',
        first_import_run_id INTEGER REFERENCES import_run(id),
        last_import_run_id INTEGER REFERENCES import_run(id),
        UNIQUE (provider_id, instance_type, region)))",
    R"(CREATE INDEX offering_gpu ON offering(gpu_model_id))",
    R"(CREATE TABLE price (
        id INTEGER PRIMARY KEY,
        offering_id INTEGER NOT NULL REFERENCES offering(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('on_demand','spot','reserved')),
        term_months INTEGER NOT NULL DEFAULT 0,
        amount REAL CHECK (amount IS NULL OR amount > 0),
        currency TEXT NOT NULL,
        as_of TEXT NOT NULL,
        source_url TEXT,
        import_run_id INTEGER REFERENCES import_run(id),
        note TEXT,
        UNIQUE (offering_id, kind, term_months, as_of)))",
    R"(CREATE TABLE fx_rate (
        currency TEXT NOT NULL,
        units_per_usd REAL NOT NULL CHECK (units_per_usd > 0),
        as_of TEXT NOT NULL,
        source_url TEXT,
        PRIMARY KEY (currency, as_of)))",
    R"(CREATE TABLE rating (
        id INTEGER PRIMARY KEY,
        provider_id INTEGER NOT NULL REFERENCES provider(id) ON DELETE CASCADE,
        rating_source TEXT NOT NULL,
        version TEXT NOT NULL,
        published TEXT,
        tier TEXT NOT NULL,
        source_url TEXT,
        confidence TEXT,
        UNIQUE (provider_id, rating_source, version)))",
    R"(CREATE TABLE assessment (
        provider_id INTEGER NOT NULL REFERENCES provider(id) ON DELETE CASCADE,
        criterion TEXT NOT NULL CHECK (criterion IN ('security','lifecycle','orchestration','storage','networking',
                                                     'reliability','monitoring','pricing','partnerships','availability')),
        score REAL CHECK (score IS NULL OR (score >= 0 AND score <= 5)),
        evidence TEXT,
        source_url TEXT,
        assessed_on TEXT,
        author TEXT,
        PRIMARY KEY (provider_id, criterion)))",
    R"(CREATE TABLE reliability (
        provider_id INTEGER PRIMARY KEY REFERENCES provider(id) ON DELETE CASCADE,
        sla_percent REAL,
        support_response_minutes REAL,
        mtbf_gpu_hours REAL,
        time_to_identify_minutes REAL,
        time_to_repair_minutes REAL,
        hot_spare_percent REAL,
        source_url TEXT,
        as_of TEXT))",
    R"(CREATE TABLE probe_run (
        id INTEGER PRIMARY KEY,
        host TEXT,
        device TEXT,
        backend TEXT,
        driver TEXT,
        gpu_model_id INTEGER REFERENCES gpu_model(id),
        memory_bandwidth_gbps REAL,
        fp32_tflops REAL,
        h2d_gbps REAL,
        d2h_gbps REAL,
        document TEXT NOT NULL,
        measured_at TEXT NOT NULL))",
};

QString newConnectionName()
{
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("cloudgauge-catalog-%1-%2")
        .arg(counter.fetchAndAddRelaxed(1))
        .arg(reinterpret_cast<quintptr>(QThread::currentThreadId()));
}

std::optional<double> optDouble(const QVariant &v)
{
    if (v.isNull())
        return std::nullopt;
    return v.toDouble();
}

QVariant toVariant(const std::optional<double> &v)
{
    return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::Double));
}

QVariant textOrNull(const QString &s)
{
    return s.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(s);
}

} // namespace

Catalog::Catalog(QString path)
    : m_path(std::move(path))
    , m_connectionName(newConnectionName())
{
}

Catalog::~Catalog()
{
    close();
}

QSqlDatabase Catalog::database() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

bool Catalog::isOpen() const
{
    return QSqlDatabase::contains(m_connectionName) && database().isOpen();
}

void Catalog::close()
{
    if (!QSqlDatabase::contains(m_connectionName))
        return;
    {
        QSqlDatabase db = database();
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

bool Catalog::exec(const QString &sql, QString *error)
{
    QSqlQuery q(database());
    if (!q.exec(sql)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(m_path, q.lastError().text());
        return false;
    }
    return true;
}

bool Catalog::open(QString *error)
{
    close();
    const QFileInfo info(m_path);
    if (info.exists() && info.size() > 0) {
        QFile f(m_path);
        if (!f.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("%1: cannot read (%2)").arg(m_path, f.errorString());
            return false;
        }
        if (f.read(16) != QByteArray("SQLite format 3\0", 16)) {
            *error = QStringLiteral("%1: not a CloudGauge catalog (not an SQLite database file)").arg(m_path);
            return false;
        }
    } else if (!info.absoluteDir().exists() && !QDir().mkpath(info.absolutePath())) {
        *error = QStringLiteral("%1: cannot create the folder").arg(info.absolutePath());
        return false;
    }

    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    db.setDatabaseName(m_path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs));
    if (!db.open()) {
        *error = QStringLiteral("%1: cannot open (%2)").arg(m_path, db.lastError().text());
        return false;
    }
    // SQLite dialect: the only PRAGMAs of the catalog live here.
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next()) {
        *error = QStringLiteral("%1: not a readable catalog (%2)").arg(m_path, q.lastError().text());
        return false;
    }
    if (q.value(0).toString() != QLatin1String("ok")) {
        int problems = 1;
        const QString first = q.value(0).toString().section(QLatin1Char('\n'), 0, 0);
        while (q.next())
            ++problems;
        *error = QStringLiteral("%1: integrity check failed (%2; %3 problem(s) in all)").arg(m_path, first).arg(problems);
        return false;
    }
    q.finish();
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next()) {
        *error = QStringLiteral("%1: cannot read the schema version (%2)").arg(m_path, q.lastError().text());
        return false;
    }
    m_schemaVersion = q.value(0).toInt();
    q.finish();
    if (m_schemaVersion == 0) {
        // Version 0 with tables of its own is another program's database: never add ours to it.
        if (!q.exec(QStringLiteral("SELECT COUNT(*) FROM sqlite_master")) || !q.next() || q.value(0).toInt() > 0) {
            *error
                = QStringLiteral("%1: not a CloudGauge catalog (an SQLite database of another program); nothing was changed").arg(m_path);
            q.finish();
            return false; // the connection is closed with this object
        }
        q.finish();
    }
    m_readOnly = m_schemaVersion > kSchemaVersion;
    if (m_readOnly) {
        exec(QStringLiteral("PRAGMA query_only = ON"), nullptr);
        exec(QStringLiteral("PRAGMA foreign_keys = ON"), nullptr);
        return true;
    }
    if (!exec(QStringLiteral("PRAGMA journal_mode = WAL"), error) || !exec(QStringLiteral("PRAGMA synchronous = NORMAL"), error)
        || !exec(QStringLiteral("PRAGMA foreign_keys = ON"), error) || !exec(QStringLiteral("PRAGMA cache_size = -32768"), error)) {
        return false;
    }
    if (m_schemaVersion < kSchemaVersion && !migrate(m_schemaVersion, error))
        return false;
    return true;
}

bool Catalog::migrate(int from, QString *error)
{
    QSqlDatabase db = database();
    for (int version = from + 1; version <= kSchemaVersion; ++version) {
        if (!db.transaction()) {
            *error = QStringLiteral("%1: cannot start migration (%2)").arg(m_path, db.lastError().text());
            return false;
        }
        bool ok = true;
        if (version == 1) {
            for (const char *sql : kSchemaV1) {
                if (!exec(QString::fromUtf8(sql), error)) {
                    ok = false;
                    break;
                }
            }
        }
        ok = ok && exec(QStringLiteral("PRAGMA user_version = %1").arg(version), error);
        if (!ok) {
            db.rollback();
            return false;
        }
        if (!db.commit()) {
            *error = QStringLiteral("%1: migration to v%2 failed (%3)").arg(m_path).arg(version).arg(db.lastError().text());
            return false;
        }
        m_schemaVersion = version;
    }
    return true;
}

QList<ProviderRecord> Catalog::providers() const
{
    QList<ProviderRecord> out;
    QSqlQuery q(database());
    q.setForwardOnly(true);
    q.exec(QStringLiteral("SELECT key, name_en, name_zh, category, hq_country, website, clustermax_name FROM provider ORDER BY key"));
    while (q.next()) {
        out.append({ q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString(), q.value(4).toString(),
            q.value(5).toString(), q.value(6).toString() });
    }
    return out;
}

QList<GpuModelRecord> Catalog::gpuModels() const
{
    QList<GpuModelRecord> out;
    QSqlQuery q(database());
    q.setForwardOnly(true);
    q.exec(QStringLiteral("SELECT key, name, vendor, family, variant, preference, architecture, form_factor, memory_type, interconnect,"
                          " source_url, notes, memory_gb, memory_bandwidth_gbps, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops,"
                          " fp8_tflops, int8_tops, tdp_w, release_year FROM gpu_model ORDER BY key"));
    while (q.next()) {
        GpuModelRecord m;
        m.key = q.value(0).toString();
        m.name = q.value(1).toString();
        m.vendor = q.value(2).toString();
        m.family = q.value(3).toString();
        m.variant = q.value(4).toString();
        m.preference = q.value(5).toInt();
        m.architecture = q.value(6).toString();
        m.formFactor = q.value(7).toString();
        m.memoryType = q.value(8).toString();
        m.interconnect = q.value(9).toString();
        m.sourceUrl = q.value(10).toString();
        m.notes = q.value(11).toString();
        m.memoryGb = optDouble(q.value(12));
        m.memoryBandwidthGBs = optDouble(q.value(13));
        m.fp32Tflops = optDouble(q.value(14));
        m.tf32Tflops = optDouble(q.value(15));
        m.bf16Tflops = optDouble(q.value(16));
        m.fp16Tflops = optDouble(q.value(17));
        m.fp8Tflops = optDouble(q.value(18));
        m.int8Tops = optDouble(q.value(19));
        m.tdpW = optDouble(q.value(20));
        if (!q.value(21).isNull())
            m.releaseYear = q.value(21).toInt();
        out.append(m);
    }
    return out;
}

GpuIdentity Catalog::gpuIdentity() const
{
    GpuIdentity id;
    QSqlQuery q(database());
    q.setForwardOnly(true);
    q.exec(QStringLiteral("SELECT key, family, variant, memory_gb, preference FROM gpu_model"));
    while (q.next())
        id.addModel({ q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), optDouble(q.value(3)), q.value(4).toInt() });
    q.exec(QStringLiteral("SELECT alias, family, variant FROM gpu_alias"));
    while (q.next())
        id.addAlias({ q.value(0).toString(), q.value(1).toString(), q.value(2).toString() });
    return id;
}

QList<OfferView> Catalog::offers() const
{
    static const QString sql
        = QStringLiteral("SELECT o.id, p.key, p.name_en, p.name_zh, p.category, o.instance_type, o.region, g.key, g.name, g.vendor,"
                         " o.gpu_raw_name, o.gpu_count, o.vcpus, o.ram_gib, COALESCE(g.memory_gb, o.reported_gpu_memory_gb),"
                         " g.bf16_tflops, g.fp32_tflops, g.memory_bandwidth_gbps, o.broker_of, o.flags,"
                         " od.id, od.amount, od.currency, od.as_of, od.source_url, od.note,"
                         " sp.id, sp.amount, sp.currency, sp.as_of, sp.source_url, sp.note, g.fp8_tflops, g.source_url"
                         " FROM offering o JOIN provider p ON p.id = o.provider_id"
                         " LEFT JOIN gpu_model g ON g.id = o.gpu_model_id"
                         " LEFT JOIN price od ON od.id = (SELECT id FROM price WHERE offering_id = o.id AND kind = 'on_demand'"
                         "   AND term_months = 0 ORDER BY as_of DESC, id DESC LIMIT 1)"
                         " LEFT JOIN price sp ON sp.id = (SELECT id FROM price WHERE offering_id = o.id AND kind = 'spot'"
                         "   AND term_months = 0 ORDER BY as_of DESC, id DESC LIMIT 1)"
                         " ORDER BY p.key, o.instance_type, o.region");
    QList<OfferView> out;
    QSqlQuery q(database());
    q.setForwardOnly(true);
    if (!q.exec(sql)) {
        m_lastError = q.lastError().text();
        return out;
    }
    auto readPrice = [&q](int base) {
        PriceView p;
        p.present = !q.value(base).isNull();
        p.amount = optDouble(q.value(base + 1));
        p.currency = q.value(base + 2).toString();
        p.asOf = q.value(base + 3).toString();
        p.sourceUrl = q.value(base + 4).toString();
        p.note = q.value(base + 5).toString();
        return p;
    };
    while (q.next()) {
        OfferView o;
        o.id = q.value(0).toLongLong();
        o.providerKey = q.value(1).toString();
        o.providerNameEn = q.value(2).toString();
        o.providerNameZh = q.value(3).toString();
        o.providerCategory = q.value(4).toString();
        o.instanceType = q.value(5).toString();
        o.region = q.value(6).toString();
        o.gpuKey = q.value(7).toString();
        o.gpuName = q.value(8).toString();
        o.gpuVendor = q.value(9).toString();
        o.gpuRawName = q.value(10).toString();
        o.gpuCount = optDouble(q.value(11));
        o.vcpus = optDouble(q.value(12));
        o.ramGib = optDouble(q.value(13));
        o.gpuMemoryGb = optDouble(q.value(14));
        o.bf16Tflops = optDouble(q.value(15));
        o.fp32Tflops = optDouble(q.value(16));
        o.memoryBandwidthGBs = optDouble(q.value(17));
        o.brokerOf = q.value(18).toString();
        o.flags = q.value(19).toString();
        o.onDemand = readPrice(20);
        o.spot = readPrice(26);
        o.fp8Tflops = optDouble(q.value(32));
        o.gpuSourceUrl = q.value(33).toString();
        out.append(std::move(o));
    }
    return out;
}

QList<RatingView> Catalog::ratings() const
{
    QList<RatingView> out;
    QSqlQuery q(database());
    q.setForwardOnly(true);
    q.exec(QStringLiteral("SELECT p.key, r.rating_source, r.version, r.published, r.tier, r.source_url, r.confidence"
                          " FROM rating r JOIN provider p ON p.id = r.provider_id ORDER BY p.key, r.published, r.version"));
    while (q.next()) {
        out.append({ q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString(), q.value(4).toString(),
            q.value(5).toString(), q.value(6).toString() });
    }
    return out;
}

QHash<QString, RatingView> Catalog::latestRatings() const
{
    QHash<QString, RatingView> out;
    for (const RatingView &r : ratings())
        out.insert(r.providerKey, r); // ordered oldest first, so the last one wins
    return out;
}

QHash<QString, std::array<std::optional<double>, 10>> Catalog::assessments() const
{
    static const QStringList order = categoryKeys();
    QHash<QString, std::array<std::optional<double>, 10>> out;
    QSqlQuery q(database());
    q.setForwardOnly(true);
    q.exec(QStringLiteral("SELECT p.key, a.criterion, a.score FROM assessment a JOIN provider p ON p.id = a.provider_id"
                          " WHERE a.score IS NOT NULL"));
    while (q.next()) {
        const qsizetype c = order.indexOf(q.value(1).toString());
        if (c >= 0)
            out[q.value(0).toString()][size_t(c)] = q.value(2).toDouble();
    }
    return out;
}

QList<Assessment> Catalog::assessmentRecords(const QString &providerKey) const
{
    QList<Assessment> out;
    QSqlQuery q(database());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT p.key, a.criterion, a.score, a.evidence, a.source_url, a.assessed_on, a.author"
                             " FROM assessment a JOIN provider p ON p.id = a.provider_id WHERE ? = '' OR p.key = ? ORDER BY p.key"));
    q.addBindValue(providerKey.isNull() ? QString(QLatin1String("")) : providerKey);
    q.addBindValue(providerKey);
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        return out;
    }
    while (q.next())
        out.append({ q.value(0).toString(), q.value(1).toString(), optDouble(q.value(2)), q.value(3).toString(), q.value(4).toString(),
            q.value(5).toString(), q.value(6).toString() });
    const QStringList order = categoryKeys();
    std::stable_sort(out.begin(), out.end(), [&order](const Assessment &a, const Assessment &b) {
        return a.providerKey != b.providerKey ? a.providerKey < b.providerKey : order.indexOf(a.criterion) < order.indexOf(b.criterion);
    });
    return out;
}

FxRates Catalog::latestFxRates() const
{
    FxRates out;
    QSqlQuery q(database());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT currency, units_per_usd, as_of, source_url FROM fx_rate ORDER BY currency, as_of"))) {
        m_lastError = q.lastError().text();
        return out;
    }
    while (q.next()) // ordered by date: the last row of a currency is its latest rate
        out.insert(q.value(QStringLiteral("currency")).toString(),
            FxRate { q.value(QStringLiteral("units_per_usd")).toDouble(), q.value(QStringLiteral("as_of")).toString(),
                q.value(QStringLiteral("source_url")).toString() });
    return out;
}

QList<ImportRunView> Catalog::importRuns() const
{
    QList<ImportRunView> out;
    QSqlQuery q(database());
    q.setForwardOnly(true);
    q.exec(QStringLiteral("SELECT id, source_file, format, provider_key, sha256, as_of, source_url, started_at, finished_at,"
                          " rows_read, rows_imported, rows_rejected, rows_flagged, rows_duplicate, report FROM import_run ORDER BY id"));
    while (q.next()) {
        ImportRunView r;
        r.id = q.value(0).toLongLong();
        r.sourceFile = q.value(1).toString();
        r.format = q.value(2).toString();
        r.providerKey = q.value(3).toString();
        r.sha256 = q.value(4).toString();
        r.asOf = q.value(5).toString();
        r.sourceUrl = q.value(6).toString();
        r.startedAt = q.value(7).toString();
        r.finishedAt = q.value(8).toString();
        r.rowsRead = q.value(9).toInt();
        r.rowsImported = q.value(10).toInt();
        r.rowsRejected = q.value(11).toInt();
        r.rowsFlagged = q.value(12).toInt();
        r.rowsDuplicate = q.value(13).toInt();
        r.report = q.value(14).toString();
        out.append(r);
    }
    return out;
}

QList<QVariantList> Catalog::exportRows() const
{
    QList<QVariantList> out;
    QSqlQuery q(database());
    q.setForwardOnly(true);
    q.exec(QStringLiteral(
        "SELECT p.key, p.name_en, p.name_zh, o.instance_type, o.region, g.key, o.gpu_raw_name, o.gpu_count, o.vcpus, o.ram_gib,"
        " o.reported_gpu_memory_gb, o.broker_of, o.flags, pr.kind, pr.term_months, pr.amount, pr.currency, pr.as_of, pr.source_url, pr.note"
        " FROM offering o JOIN provider p ON p.id = o.provider_id LEFT JOIN gpu_model g ON g.id = o.gpu_model_id"
        " LEFT JOIN price pr ON pr.offering_id = o.id"
        " ORDER BY p.key, o.instance_type, o.region, pr.kind, pr.term_months, pr.as_of"));
    while (q.next()) {
        QVariantList row;
        row.reserve(20);
        for (int i = 0; i < 20; ++i)
            row.append(q.value(i));
        out.append(row);
    }
    return out;
}

QList<ProbeRunView> Catalog::probeRuns(int limit) const
{
    QList<ProbeRunView> runs;
    QSqlQuery q(database());
    q.prepare(QStringLiteral("SELECT r.id, r.host, r.device, r.backend, r.driver, g.key, r.memory_bandwidth_gbps, r.fp32_tflops,"
                             " r.h2d_gbps, r.d2h_gbps, r.document, r.measured_at FROM probe_run r"
                             " LEFT JOIN gpu_model g ON g.id = r.gpu_model_id ORDER BY r.measured_at DESC, r.id DESC LIMIT ?"));
    q.addBindValue(std::max(0, limit));
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        return runs;
    }
    while (q.next()) {
        ProbeRunView r;
        r.id = q.value(0).toLongLong();
        r.host = q.value(1).toString();
        r.device = q.value(2).toString();
        r.backend = q.value(3).toString();
        r.driver = q.value(4).toString();
        r.gpuKey = q.value(5).toString();
        r.memoryBandwidthGBs = optDouble(q.value(6));
        r.fp32Tflops = optDouble(q.value(7));
        r.h2dGBs = optDouble(q.value(8));
        r.d2hGBs = optDouble(q.value(9));
        r.document = q.value(10).toString().toUtf8();
        r.measuredAt = q.value(11).toString();
        runs.append(r);
    }
    return runs;
}

qint64 Catalog::insertProbeRun(const ProbeRunView &run)
{
    if (m_readOnly) {
        m_lastError = QStringLiteral("the catalog is open read-only");
        return -1;
    }
    auto optional = [](const std::optional<double> &v) { return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::Double)); };
    auto textOrNull = [](const QString &t) { return t.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(t); };
    QSqlQuery q(database());
    q.prepare(QStringLiteral("INSERT INTO probe_run (host, device, backend, driver, gpu_model_id, memory_bandwidth_gbps, fp32_tflops,"
                             " h2d_gbps, d2h_gbps, document, measured_at)"
                             " VALUES (?, ?, ?, ?, (SELECT id FROM gpu_model WHERE key = ?), ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(textOrNull(run.host));
    q.addBindValue(textOrNull(run.device));
    q.addBindValue(textOrNull(run.backend));
    q.addBindValue(textOrNull(run.driver));
    q.addBindValue(run.gpuKey);
    q.addBindValue(optional(run.memoryBandwidthGBs));
    q.addBindValue(optional(run.fp32Tflops));
    q.addBindValue(optional(run.h2dGBs));
    q.addBindValue(optional(run.d2hGBs));
    q.addBindValue(QString::fromUtf8(run.document));
    q.addBindValue(run.measuredAt);
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        return -1;
    }
    return q.lastInsertId().toLongLong();
}

int Catalog::offerCount() const
{
    QSqlQuery q(database());
    q.exec(QStringLiteral("SELECT COUNT(*) FROM offering"));
    return q.next() ? q.value(0).toInt() : 0;
}

int Catalog::reliabilityProviderCount() const
{
    QSqlQuery q(database());
    q.exec(QStringLiteral("SELECT COUNT(*) FROM reliability WHERE mtbf_gpu_hours IS NOT NULL OR sla_percent IS NOT NULL"));
    return q.next() ? q.value(0).toInt() : 0;
}

QString Catalog::newestPriceDate() const
{
    QSqlQuery q(database());
    q.exec(QStringLiteral("SELECT MAX(as_of) FROM price"));
    return q.next() ? q.value(0).toString() : QString();
}

// ---- CatalogWriter ------------------------------------------------------------------------

/**
 * One prepared write statement with positional parameters. On the SQLite driver it runs through
 * the sqlite3 C API on the connection's own handle (the dialect place: QSqlQuery's per-call
 * QVariant and result-cache overhead made a 100k-row import 4x slower than SQLite itself); on any
 * other driver it runs through QSqlQuery with the same SQL text.
 */
class WriteStatement final
{
public:
    WriteStatement(const QSqlDatabase &db, const QString &sql)
        : m_query(db)
    {
        const QVariant h = db.driver()->handle();
        if (db.driverName() == QLatin1String("QSQLITE") && h.isValid() && qstrcmp(h.typeName(), "sqlite3*") == 0) {
            m_db = *static_cast<sqlite3 *const *>(h.data());
            const QByteArray utf8 = sql.toUtf8();
            m_ok = sqlite3_prepare_v2(m_db, utf8.constData(), int(utf8.size()), &m_stmt, nullptr) == SQLITE_OK;
            if (!m_ok)
                m_error = QString::fromUtf8(sqlite3_errmsg(m_db));
        } else {
            m_query.setForwardOnly(true);
            m_ok = m_query.prepare(sql);
            if (!m_ok)
                m_error = m_query.lastError().text();
        }
    }
    ~WriteStatement() { sqlite3_finalize(m_stmt); }
    Q_DISABLE_COPY_MOVE(WriteStatement)

    bool ok() const { return m_ok; }
    QString error() const { return m_error; }

    WriteStatement &bind(const QVariant &v)
    {
        ++m_index;
        if (!m_stmt) {
            m_query.addBindValue(v);
            return *this;
        }
        if (v.isNull()) {
            sqlite3_bind_null(m_stmt, m_index);
        } else if (v.typeId() == QMetaType::Double) {
            sqlite3_bind_double(m_stmt, m_index, v.toDouble());
        } else if (v.typeId() == QMetaType::LongLong || v.typeId() == QMetaType::Int) {
            sqlite3_bind_int64(m_stmt, m_index, v.toLongLong());
        } else {
            const QByteArray utf8 = v.toString().toUtf8();
            sqlite3_bind_text(m_stmt, m_index, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
        }
        return *this;
    }

    /// Runs the statement; returns false with error() set.
    bool exec()
    {
        m_index = 0;
        if (!m_stmt) {
            const bool ok = m_query.exec();
            if (!ok)
                m_error = m_query.lastError().text();
            m_lastId = m_query.lastInsertId().toLongLong();
            m_query.finish();
            return ok;
        }
        const int rc = sqlite3_step(m_stmt);
        sqlite3_reset(m_stmt);
        sqlite3_clear_bindings(m_stmt);
        if (rc != SQLITE_DONE) {
            m_error = QString::fromUtf8(sqlite3_errmsg(m_db));
            return false;
        }
        m_lastId = sqlite3_last_insert_rowid(m_db);
        return true;
    }
    qint64 lastInsertId() const { return m_lastId; }

private:
    QSqlQuery m_query;
    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_stmt = nullptr;
    bool m_ok = false;
    int m_index = 0;
    qint64 m_lastId = -1;
    QString m_error;
};

struct CatalogWriter::Statements
{
    explicit Statements(const QSqlDatabase &db)
        : insertOffering(db,
            QStringLiteral(
                "INSERT INTO offering (provider_id, instance_type, region, gpu_model_id, gpu_raw_name, gpu_count, vcpus, ram_gib,"
                " reported_gpu_memory_gb, broker_of, flags, first_import_run_id, last_import_run_id)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"))
        , updateOffering(db,
              QStringLiteral("UPDATE offering SET gpu_model_id = ?, gpu_raw_name = ?, gpu_count = ?, vcpus = ?, ram_gib = ?,"
                             " reported_gpu_memory_gb = ?, broker_of = ?, flags = ?, last_import_run_id = ? WHERE id = ?"))
        , insertPrice(db,
              QStringLiteral("INSERT INTO price (offering_id, kind, term_months, amount, currency, as_of, source_url, import_run_id, note)"
                             " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"))
        , updatePrice(
              db, QStringLiteral("UPDATE price SET amount = ?, currency = ?, source_url = ?, import_run_id = ?, note = ? WHERE id = ?"))
    {
    }
    bool ok() const { return insertOffering.ok() && updateOffering.ok() && insertPrice.ok() && updatePrice.ok(); }
    QString error() const
    {
        for (const WriteStatement *w : { &insertOffering, &updateOffering, &insertPrice, &updatePrice })
            if (!w->ok())
                return w->error();
        return {};
    }
    WriteStatement insertOffering, updateOffering, insertPrice, updatePrice;
};

struct CatalogWriter::CachedOffering
{
    qint64 id = 0;
    QVariant gpuId;
    QString gpuRawName, brokerOf, flags;
    std::optional<double> gpuCount, vcpus, ramGib, reportedGpuMemoryGb;
};

struct CatalogWriter::CachedPrice
{
    qint64 id = 0;
    std::optional<double> amount;
    QString currency, note;
};

namespace {
QString offeringKey(qint64 providerId, const QString &instance, const QString &region)
{
    return QString::number(providerId) + QChar(0x1f) + instance + QChar(0x1f) + region;
}
QString priceKey(qint64 offeringId, const QString &kind, int term, const QString &asOf)
{
    return QString::number(offeringId) + QChar(0x1f) + kind + QChar(0x1f) + QString::number(term) + QChar(0x1f) + asOf;
}
bool sameId(const QVariant &a, const QVariant &b)
{
    return a.isNull() ? b.isNull() : (!b.isNull() && a.toLongLong() == b.toLongLong());
}
} // namespace

CatalogWriter::CatalogWriter(Catalog &catalog)
    : m_catalog(catalog)
    , m_stmt(new Statements(catalog.database()))
    , m_offerings(new QHash<QString, CachedOffering>)
    , m_prices(new QHash<QString, CachedPrice>)
{
    if (!m_stmt->ok())
        m_error = m_stmt->error();
    QSqlQuery q(catalog.database());
    q.exec(QStringLiteral("SELECT key, id FROM gpu_model"));
    while (q.next())
        m_gpuIds.insert(q.value(0).toString(), q.value(1).toLongLong());
}

CatalogWriter::~CatalogWriter()
{
    delete m_stmt;
    delete m_offerings;
    delete m_prices;
}

bool CatalogWriter::loadProvider(qint64 providerId)
{
    if (m_loadedProviders.contains(providerId))
        return true;
    QSqlQuery q(m_catalog.database());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT id, instance_type, region, gpu_model_id, gpu_raw_name, gpu_count, vcpus, ram_gib,"
                             " reported_gpu_memory_gb, broker_of, flags FROM offering WHERE provider_id = ?"));
    q.addBindValue(providerId);
    if (!q.exec()) {
        m_error = q.lastError().text();
        return false;
    }
    int loaded = 0;
    while (q.next()) {
        ++loaded;
        CachedOffering o;
        o.id = q.value(0).toLongLong();
        o.gpuId = q.value(3);
        o.gpuRawName = q.value(4).toString();
        o.gpuCount = optDouble(q.value(5));
        o.vcpus = optDouble(q.value(6));
        o.ramGib = optDouble(q.value(7));
        o.reportedGpuMemoryGb = optDouble(q.value(8));
        o.brokerOf = q.value(9).toString();
        o.flags = q.value(10).toString();
        m_offerings->insert(offeringKey(providerId, q.value(1).toString(), q.value(2).toString()), o);
    }
    q.prepare(QStringLiteral("SELECT pr.id, pr.offering_id, pr.kind, pr.term_months, pr.as_of, pr.amount, pr.currency, pr.note"
                             " FROM price pr JOIN offering o ON o.id = pr.offering_id WHERE o.provider_id = ?"));
    q.addBindValue(providerId);
    if (!q.exec()) {
        m_error = q.lastError().text();
        return false;
    }
    while (q.next()) {
        m_prices->insert(priceKey(q.value(1).toLongLong(), q.value(2).toString(), q.value(3).toInt(), q.value(4).toString()),
            { q.value(0).toLongLong(), optDouble(q.value(5)), q.value(6).toString(), q.value(7).toString() });
    }
    m_loadedProviders.insert(providerId);
    if (loaded == 0)
        m_providersWithoutOfferings.insert(providerId);
    return true;
}

bool CatalogWriter::begin()
{
    QSqlDatabase db = m_catalog.database();
    if (!db.transaction()) {
        m_error = db.lastError().text();
        return false;
    }
    return true;
}

bool CatalogWriter::commit()
{
    QSqlDatabase db = m_catalog.database();
    if (!db.commit()) {
        m_error = db.lastError().text();
        db.rollback();
        return false;
    }
    return true;
}

void CatalogWriter::rollback()
{
    m_catalog.database().rollback();
    m_providerIds.clear();
    m_loadedProviders.clear();
    m_providersWithoutOfferings.clear();
    m_newOfferings.clear();
    m_offerings->clear();
    m_prices->clear();
}

qint64 CatalogWriter::upsertProvider(const ProviderRecord &p)
{
    QSqlQuery q(m_catalog.database());
    q.prepare(QStringLiteral(
        "INSERT INTO provider (key, name_en, name_zh, category, hq_country, website, clustermax_name) VALUES (?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (key) DO UPDATE SET name_en = excluded.name_en,"
        " name_zh = COALESCE(excluded.name_zh, provider.name_zh), category = COALESCE(excluded.category, provider.category),"
        " hq_country = COALESCE(excluded.hq_country, provider.hq_country), website = COALESCE(excluded.website, provider.website),"
        " clustermax_name = COALESCE(excluded.clustermax_name, provider.clustermax_name)"));
    q.addBindValue(p.key);
    q.addBindValue(p.nameEn);
    q.addBindValue(textOrNull(p.nameZh));
    q.addBindValue(textOrNull(p.category));
    q.addBindValue(textOrNull(p.hqCountry));
    q.addBindValue(textOrNull(p.website));
    q.addBindValue(textOrNull(p.clustermaxName));
    if (!q.exec()) {
        m_error = QStringLiteral("provider %1: %2").arg(p.key, q.lastError().text());
        return -1;
    }
    m_providerIds.remove(p.key);
    return providerId(p.key);
}

qint64 CatalogWriter::providerId(const QString &key)
{
    const auto it = m_providerIds.constFind(key);
    if (it != m_providerIds.constEnd())
        return *it;
    QSqlQuery q(m_catalog.database());
    q.prepare(QStringLiteral("SELECT id FROM provider WHERE key = ?"));
    q.addBindValue(key);
    if (!q.exec() || !q.next())
        return -1;
    const qint64 id = q.value(0).toLongLong();
    m_providerIds.insert(key, id);
    return id;
}

bool CatalogWriter::upsertGpuModel(const GpuModelRecord &m)
{
    QSqlQuery q(m_catalog.database());
    q.prepare(QStringLiteral(
        "INSERT INTO gpu_model (key, name, vendor, family, variant, preference, architecture, form_factor, memory_gb, memory_type,"
        " memory_bandwidth_gbps, fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_w, interconnect,"
        " release_year, source_url, notes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (key) DO UPDATE SET name = excluded.name, vendor = excluded.vendor, family = excluded.family,"
        " variant = excluded.variant, preference = excluded.preference, architecture = excluded.architecture,"
        " form_factor = excluded.form_factor, memory_gb = excluded.memory_gb, memory_type = excluded.memory_type,"
        " memory_bandwidth_gbps = excluded.memory_bandwidth_gbps, fp32_tflops = excluded.fp32_tflops,"
        " tf32_tflops = excluded.tf32_tflops, bf16_tflops = excluded.bf16_tflops, fp16_tflops = excluded.fp16_tflops,"
        " fp8_tflops = excluded.fp8_tflops, int8_tops = excluded.int8_tops, tdp_w = excluded.tdp_w,"
        " interconnect = excluded.interconnect, release_year = excluded.release_year, source_url = excluded.source_url,"
        " notes = excluded.notes"));
    for (const QVariant &v : { QVariant(m.key), QVariant(m.name), QVariant(m.vendor), QVariant(m.family), QVariant(m.variant),
             QVariant(m.preference), textOrNull(m.architecture), textOrNull(m.formFactor), toVariant(m.memoryGb), textOrNull(m.memoryType),
             toVariant(m.memoryBandwidthGBs), toVariant(m.fp32Tflops), toVariant(m.tf32Tflops), toVariant(m.bf16Tflops),
             toVariant(m.fp16Tflops), toVariant(m.fp8Tflops), toVariant(m.int8Tops), toVariant(m.tdpW), textOrNull(m.interconnect),
             m.releaseYear ? QVariant(*m.releaseYear) : QVariant(QMetaType(QMetaType::Int)), textOrNull(m.sourceUrl),
             textOrNull(m.notes) }) {
        q.addBindValue(v);
    }
    if (!q.exec()) {
        m_error = QStringLiteral("gpu model %1: %2").arg(m.key, q.lastError().text());
        return false;
    }
    q.prepare(QStringLiteral("SELECT id FROM gpu_model WHERE key = ?"));
    q.addBindValue(m.key);
    if (q.exec() && q.next())
        m_gpuIds.insert(m.key, q.value(0).toLongLong());
    return true;
}

bool CatalogWriter::upsertAlias(const GpuAliasEntry &a)
{
    QSqlQuery q(m_catalog.database());
    q.prepare(QStringLiteral("INSERT INTO gpu_alias (alias, family, variant) VALUES (?, ?, ?)"
                             " ON CONFLICT (alias) DO UPDATE SET family = excluded.family, variant = excluded.variant"));
    q.addBindValue(a.alias.toUpper());
    q.addBindValue(a.family);
    q.addBindValue(textOrNull(a.variant));
    if (!q.exec()) {
        m_error = QStringLiteral("alias %1: %2").arg(a.alias, q.lastError().text());
        return false;
    }
    return true;
}

bool CatalogWriter::upsertRating(qint64 providerId, const RatingView &r)
{
    QSqlQuery q(m_catalog.database());
    q.prepare(QStringLiteral(
        "INSERT INTO rating (provider_id, rating_source, version, published, tier, source_url, confidence) VALUES (?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (provider_id, rating_source, version) DO UPDATE SET published = excluded.published, tier = excluded.tier,"
        " source_url = excluded.source_url, confidence = excluded.confidence"));
    for (const QVariant &v : { QVariant(providerId), QVariant(r.source), QVariant(r.version), textOrNull(r.published), QVariant(r.tier),
             textOrNull(r.sourceUrl), textOrNull(r.confidence) }) {
        q.addBindValue(v);
    }
    if (!q.exec()) {
        m_error = QStringLiteral("rating %1 %2: %3").arg(r.providerKey, r.version, q.lastError().text());
        return false;
    }
    return true;
}

bool CatalogWriter::upsertAssessment(qint64 providerId, const Assessment &a)
{
    QSqlQuery q(m_catalog.database());
    q.prepare(QStringLiteral("INSERT INTO assessment (provider_id, criterion, score, evidence, source_url, assessed_on, author)"
                             " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (provider_id, criterion) DO UPDATE SET score = excluded.score,"
                             " evidence = excluded.evidence, source_url = excluded.source_url, assessed_on = excluded.assessed_on,"
                             " author = excluded.author"));
    for (const QVariant &v : { QVariant(providerId), QVariant(a.criterion), toVariant(a.score), textOrNull(a.evidence),
             textOrNull(a.sourceUrl), textOrNull(a.assessedOn), textOrNull(a.author) }) {
        q.addBindValue(v);
    }
    if (!q.exec()) {
        m_error = QStringLiteral("assessment %1/%2: %3").arg(a.providerKey, a.criterion, q.lastError().text());
        return false;
    }
    return true;
}

int CatalogWriter::deleteAssessments(qint64 providerId, const QString &criterion)
{
    QSqlQuery q(m_catalog.database());
    q.prepare(QStringLiteral("DELETE FROM assessment WHERE provider_id = ? AND (? = '' OR criterion = ?)"));
    q.addBindValue(providerId);
    q.addBindValue(criterion.isNull() ? QString(QLatin1String("")) : criterion);
    q.addBindValue(criterion);
    if (!q.exec()) {
        m_error = QStringLiteral("assessments of provider %1: %2").arg(providerId).arg(q.lastError().text());
        return -1;
    }
    return q.numRowsAffected();
}

bool CatalogWriter::upsertFxRate(const QString &currency, double unitsPerUsd, const QString &asOf, const QString &sourceUrl)
{
    QSqlQuery q(m_catalog.database());
    q.prepare(QStringLiteral("INSERT INTO fx_rate (currency, units_per_usd, as_of, source_url) VALUES (?, ?, ?, ?)"
                             " ON CONFLICT (currency, as_of) DO UPDATE SET units_per_usd = excluded.units_per_usd,"
                             " source_url = excluded.source_url"));
    q.addBindValue(currency);
    q.addBindValue(unitsPerUsd);
    q.addBindValue(asOf);
    q.addBindValue(textOrNull(sourceUrl));
    if (!q.exec()) {
        m_error = QStringLiteral("fx rate %1: %2").arg(currency, q.lastError().text());
        return false;
    }
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
    if (it != m_offerings->end()) {
        CachedOffering &c = *it;
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
        c = { c.id, gpuId, o.gpuRawName, o.brokerOf, flags, o.gpuCount, o.vcpus, o.ramGib, o.reportedGpuMemoryGb };
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
        m_offerings->insert(key, { id, gpuId, o.gpuRawName, o.brokerOf, flags, o.gpuCount, o.vcpus, o.ramGib, o.reportedGpuMemoryGb });
    m_newOfferings.insert(id);
    *result = WriteResult::Inserted;
    return id;
}

WriteResult CatalogWriter::upsertPrice(qint64 offeringId, const QString &kind, int termMonths, std::optional<double> amount,
    const QString &currency, const QString &asOf, const QString &sourceUrl, qint64 importRunId, const QString &note)
{
    Statements &s = *m_stmt;
    const bool fresh = m_newOfferings.contains(offeringId); // a new offering has no prices yet
    const QString key = fresh ? QString() : priceKey(offeringId, kind, termMonths, asOf);
    const auto it = fresh ? m_prices->end() : m_prices->find(key);
    if (it != m_prices->end()) {
        if (it->amount == amount && it->currency == currency && it->note == note)
            return WriteResult::Unchanged;
        for (const QVariant &v :
            { toVariant(amount), QVariant(currency), textOrNull(sourceUrl), QVariant(importRunId), textOrNull(note), QVariant(it->id) }) {
            s.updatePrice.bind(v);
        }
        if (!s.updatePrice.exec()) {
            m_error = s.updatePrice.error();
            return WriteResult::Failed;
        }
        *it = { it->id, amount, currency, note };
        return WriteResult::Updated;
    }
    for (const QVariant &v : { QVariant(offeringId), QVariant(kind), QVariant(termMonths), toVariant(amount), QVariant(currency),
             QVariant(asOf), textOrNull(sourceUrl), QVariant(importRunId), textOrNull(note) }) {
        s.insertPrice.bind(v);
    }
    if (!s.insertPrice.exec()) {
        m_error = s.insertPrice.error();
        return WriteResult::Failed;
    }
    if (!fresh)
        m_prices->insert(key, { s.insertPrice.lastInsertId(), amount, currency, note });
    return WriteResult::Inserted;
}

QString CatalogWriter::newestPriceDateOf(qint64 providerId)
{
    QSqlQuery q(m_catalog.database());
    q.prepare(QStringLiteral("SELECT MAX(pr.as_of) FROM price pr JOIN offering o ON o.id = pr.offering_id WHERE o.provider_id = ?"));
    q.addBindValue(providerId);
    return q.exec() && q.next() ? q.value(0).toString() : QString();
}

qint64 CatalogWriter::findImportRun(const QString &sha256, const QString &format, const QString &providerKey, const QString &asOf)
{
    QSqlQuery q(m_catalog.database());
    q.prepare(QStringLiteral("SELECT id FROM import_run WHERE sha256 = ? AND format = ? AND COALESCE(provider_key, '') = ?"
                             " AND COALESCE(as_of, '') = ? AND finished_at IS NOT NULL ORDER BY id LIMIT 1"));
    q.addBindValue(sha256);
    q.addBindValue(format);
    q.addBindValue(providerKey);
    q.addBindValue(asOf);
    return q.exec() && q.next() ? q.value(0).toLongLong() : -1;
}

qint64 CatalogWriter::insertImportRun(const ImportRunView &run)
{
    QSqlQuery q(m_catalog.database());
    q.prepare(QStringLiteral("INSERT INTO import_run (source_file, format, provider_key, sha256, as_of, source_url, started_at)"
                             " VALUES (?, ?, ?, ?, ?, ?, ?)"));
    for (const QVariant &v : { QVariant(run.sourceFile), QVariant(run.format), textOrNull(run.providerKey), QVariant(run.sha256),
             textOrNull(run.asOf), textOrNull(run.sourceUrl), QVariant(run.startedAt) }) {
        q.addBindValue(v);
    }
    if (!q.exec()) {
        m_error = q.lastError().text();
        return -1;
    }
    return q.lastInsertId().toLongLong();
}

bool CatalogWriter::finishImportRun(const ImportRunView &run)
{
    QSqlQuery q(m_catalog.database());
    q.prepare(QStringLiteral("UPDATE import_run SET finished_at = ?, rows_read = ?, rows_imported = ?, rows_rejected = ?,"
                             " rows_flagged = ?, rows_duplicate = ?, report = ? WHERE id = ?"));
    for (const QVariant &v : { QVariant(run.finishedAt), QVariant(run.rowsRead), QVariant(run.rowsImported), QVariant(run.rowsRejected),
             QVariant(run.rowsFlagged), QVariant(run.rowsDuplicate), QVariant(run.report), QVariant(run.id) }) {
        q.addBindValue(v);
    }
    if (!q.exec()) {
        m_error = q.lastError().text();
        return false;
    }
    return true;
}

} // namespace cg
