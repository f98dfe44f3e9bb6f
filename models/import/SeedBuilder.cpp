#include "import/SeedBuilder.h"

#include "catalog/store/Catalog.h"
#include "catalog/writer/CatalogWriter.h"
#include "csv/CsvReader.h"
#include "import/CertificationCsv.h"
#include "import/FieldParsers.h"
#include "import/Importer.h"
#include "import/RegionPlaceCsv.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <optional>
#include <utility>

namespace cg {

namespace {

/// Reads a reference CSV and returns its rows as column-name → value maps.
bool readTable(const QString &path, QList<QHash<QString, QString>> *rows, QString *error)
{
    const CsvTable t = CsvReader::parseFile(path);
    if (!t.ok()) {
        *error = t.fatalError;
        return false;
    }
    if (!t.issues.isEmpty()) {
        *error = QStringLiteral("%1: line %2: %3").arg(path).arg(t.issues.first().line).arg(t.issues.first().reason);
        return false;
    }
    for (const CsvRecord &r : t.records) {
        QHash<QString, QString> row;
        for (int i = 0; i < t.header.size(); ++i)
            row.insert(t.header.at(i).trimmed(), r.fields.value(i).trimmed());
        row.insert(QStringLiteral("__line"), QString::number(r.line));
        rows->append(row);
    }
    return true;
}

std::optional<double> optNumber(const QString &s)
{
    return parseDecimal(s).optional();
}

QString slug(const QString &name)
{
    QString s = name.toLower();
    s.replace(QRegularExpression(QStringLiteral("\\(.*\\)")), QString());
    s.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    while (s.startsWith(QLatin1Char('-')))
        s.remove(0, 1);
    while (s.endsWith(QLatin1Char('-')))
        s.chop(1);
    return s;
}

void applySpec(GpuModelRecord &m, const QHash<QString, QString> &spec)
{
    m.architecture = spec.value(QStringLiteral("architecture"));
    m.formFactor = spec.value(QStringLiteral("form_factor"));
    m.memoryType = spec.value(QStringLiteral("memory_type"));
    m.interconnect = spec.value(QStringLiteral("interconnect"));
    m.sourceUrl = spec.value(QStringLiteral("source_url"));
    m.notes = spec.value(QStringLiteral("notes"));
    if (const auto mem = optNumber(spec.value(QStringLiteral("memory_gb"))))
        m.memoryGb = mem;
    m.memoryBandwidthGBs = optNumber(spec.value(QStringLiteral("memory_bandwidth_gbps")));
    m.fp32Tflops = optNumber(spec.value(QStringLiteral("fp32_tflops")));
    m.tf32Tflops = optNumber(spec.value(QStringLiteral("tf32_tflops_dense")));
    m.bf16Tflops = optNumber(spec.value(QStringLiteral("bf16_tflops_dense")));
    m.fp16Tflops = optNumber(spec.value(QStringLiteral("fp16_tflops_dense")));
    m.fp8Tflops = optNumber(spec.value(QStringLiteral("fp8_tflops_dense")));
    m.int8Tops = optNumber(spec.value(QStringLiteral("int8_tops_dense")));
    m.tdpW = optNumber(spec.value(QStringLiteral("tdp_w")));
    if (const auto y = optNumber(spec.value(QStringLiteral("release_year"))))
        m.releaseYear = int(*y);
}

/// Fills one column from gpu_specs_gapfill.csv; the cell's own source is appended to notes.
void applyGapFill(GpuModelRecord &m, const QString &column, double value, const QString &url)
{
    static const QHash<QString, std::optional<double> GpuModelRecord::*> columns = {
        { QStringLiteral("memory_bandwidth_gbps"), &GpuModelRecord::memoryBandwidthGBs },
        { QStringLiteral("fp32_tflops"), &GpuModelRecord::fp32Tflops },
        { QStringLiteral("tf32_tflops_dense"), &GpuModelRecord::tf32Tflops },
        { QStringLiteral("bf16_tflops_dense"), &GpuModelRecord::bf16Tflops },
        { QStringLiteral("fp16_tflops_dense"), &GpuModelRecord::fp16Tflops },
        { QStringLiteral("fp8_tflops_dense"), &GpuModelRecord::fp8Tflops },
        { QStringLiteral("int8_tops_dense"), &GpuModelRecord::int8Tops },
        { QStringLiteral("tdp_w"), &GpuModelRecord::tdpW },
        { QStringLiteral("memory_gb"), &GpuModelRecord::memoryGb },
    };
    const auto it = columns.constFind(column);
    if (it == columns.constEnd())
        return;
    m.*(*it) = value;
    m.notes += QStringLiteral(" [%1 from %2]").arg(column, url);
}

/// One row of reliability.csv as a ProviderSla, or an error "reliability.csv line N: why".
/// Checks: a known provider key, status published/none/empty, percentages empty or in (0, 100]
/// (never with status "none"), figures only with status "published", a source URL whenever
/// anything is claimed, as_of empty or an ISO date.
std::optional<ProviderSla> slaFromRow(const QHash<QString, QString> &row, const QSet<QString> &providerKeys, QString *error)
{
    const QString where = QStringLiteral("reliability.csv line %1: ").arg(row.value(QStringLiteral("__line")));
    ProviderSla s;
    s.providerKey = row.value(QStringLiteral("provider"));
    s.status = row.value(QStringLiteral("sla_status"));
    s.credits = row.value(QStringLiteral("sla_credits"));
    s.excludes = row.value(QStringLiteral("sla_excludes"));
    s.creditsZh = row.value(QStringLiteral("sla_credits_zh"));
    s.excludesZh = row.value(QStringLiteral("sla_excludes_zh"));
    s.sourceUrl = row.value(QStringLiteral("source_url"));
    s.note = row.value(QStringLiteral("note"));
    if (!providerKeys.contains(s.providerKey)) {
        *error = where + QStringLiteral("provider '%1' is not a key of providers.csv").arg(s.providerKey);
        return std::nullopt;
    }
    if (!s.status.isEmpty() && s.status != QLatin1String("published") && s.status != QLatin1String("none")) {
        *error = where + QStringLiteral("sla_status '%1' must be published, none or empty").arg(s.status);
        return std::nullopt;
    }
    for (const auto &[column, target] :
        { std::pair { "sla_single_instance_pct", &s.singleInstancePct }, std::pair { "sla_multi_zone_pct", &s.multiZonePct } }) {
        const QString cell = row.value(QLatin1String(column));
        if (cell.isEmpty())
            continue;
        const auto v = optNumber(cell);
        if (!v || *v <= 0 || *v > 100) {
            *error = where + QStringLiteral("%1 '%2' must be a percentage above 0 and at most 100").arg(QLatin1String(column), cell);
            return std::nullopt;
        }
        *target = v;
    }
    if ((!s.creditsZh.isEmpty() && s.credits.isEmpty()) || (!s.excludesZh.isEmpty() && s.excludes.isEmpty())) {
        *error = where
            + QStringLiteral("sla_credits_zh and sla_excludes_zh translate sla_credits and sla_excludes: the English text is missing");
        return std::nullopt;
    }
    if (s.hasFigure() && s.status != QLatin1String("published")) {
        *error = where + QStringLiteral("a percentage needs sla_status published");
        return std::nullopt;
    }
    if ((!s.status.isEmpty() || s.hasFigure()) && !s.sourceUrl.startsWith(QLatin1String("http"))) {
        *error = where + QStringLiteral("an SLA status needs the http(s) source_url that shows it");
        return std::nullopt;
    }
    const QString asOf = row.value(QStringLiteral("as_of"));
    if (!asOf.isEmpty()) {
        s.asOf = normaliseIsoDate(asOf);
        if (s.asOf.isEmpty()) {
            *error = where + QStringLiteral("as_of '%1' is not an ISO date").arg(asOf);
            return std::nullopt;
        }
    }
    return s;
}

/// One row of hidden_costs.csv as a ProviderCharge, or an error "hidden_costs.csv line N: why".
/// Checks: a known provider key, a known charge with a unit that fits it (egress per GB or TB,
/// storage per GB- or TB-month, IPv4 per hour or month), an amount ≥ 0, a three-letter currency,
/// a free allowance empty or ≥ 0 (egress only), an http(s) source URL, as_of empty or an ISO date.
std::optional<ProviderCharge> chargeFromRow(const QHash<QString, QString> &row, const QSet<QString> &providerKeys, QString *error)
{
    const QString where = QStringLiteral("hidden_costs.csv line %1: ").arg(row.value(QStringLiteral("__line")));
    ProviderCharge c;
    c.providerKey = row.value(QStringLiteral("provider"));
    c.charge = row.value(QStringLiteral("charge"));
    c.currency = row.value(QStringLiteral("currency")).toUpper();
    c.unit = row.value(QStringLiteral("unit"));
    c.product = row.value(QStringLiteral("product"));
    c.sourceUrl = row.value(QStringLiteral("source_url"));
    c.note = row.value(QStringLiteral("note"));
    auto fail = [&](const QString &why) {
        *error = where + why;
        return std::nullopt;
    };
    if (!providerKeys.contains(c.providerKey))
        return fail(QStringLiteral("provider '%1' is not a key of providers.csv").arg(c.providerKey));
    static const QHash<QString, QStringList> kUnits = {
        { QStringLiteral("egress"), { QStringLiteral("per_gb"), QStringLiteral("per_gib"), QStringLiteral("per_tb") } },
        { QStringLiteral("block_storage"),
            { QStringLiteral("per_gb_month"), QStringLiteral("per_gib_month"), QStringLiteral("per_tb_month") } },
        { QStringLiteral("file_storage"),
            { QStringLiteral("per_gb_month"), QStringLiteral("per_gib_month"), QStringLiteral("per_tb_month") } },
        { QStringLiteral("object_storage"),
            { QStringLiteral("per_gb_month"), QStringLiteral("per_gib_month"), QStringLiteral("per_tb_month") } },
        { QStringLiteral("public_ipv4"), { QStringLiteral("per_hour"), QStringLiteral("per_month") } },
    };
    const auto units = kUnits.constFind(c.charge);
    if (units == kUnits.constEnd())
        return fail(QStringLiteral("charge '%1' must be egress, block_storage, file_storage, object_storage or public_ipv4").arg(c.charge));
    if (!units->contains(c.unit))
        return fail(QStringLiteral("unit '%1' does not fit charge %2 (use %3)").arg(c.unit, c.charge, units->join(QLatin1String(" or "))));
    const QString amount = row.value(QStringLiteral("amount"));
    const auto v = optNumber(amount);
    if (!v || *v < 0)
        return fail(QStringLiteral("amount '%1' must be a number of at least 0").arg(amount));
    c.amount = *v;
    if (c.currency.size() != 3)
        return fail(QStringLiteral("currency '%1' must be an ISO 4217 code such as USD").arg(c.currency));
    const QString free = row.value(QStringLiteral("free_allowance"));
    if (!free.isEmpty()) {
        const auto f = optNumber(free);
        if (!f || *f < 0)
            return fail(QStringLiteral("free_allowance '%1' must be a number of at least 0").arg(free));
        if (c.charge != QLatin1String("egress"))
            return fail(QStringLiteral("a free allowance is read for egress only"));
        c.freeAllowance = f;
    }
    if (!c.sourceUrl.startsWith(QLatin1String("http")))
        return fail(QStringLiteral("a charge needs the http(s) source_url that shows it"));
    const QString asOf = row.value(QStringLiteral("as_of"));
    if (!asOf.isEmpty()) {
        c.asOf = normaliseIsoDate(asOf);
        if (c.asOf.isEmpty())
            return fail(QStringLiteral("as_of '%1' is not an ISO date").arg(asOf));
    }
    return c;
}

} // namespace

SeedBuilder::SeedBuilder(Catalog &catalog)
    : m_catalog(catalog)
{
}

bool SeedBuilder::buildReference(const QString &seedDir, QStringList *log, QString *error)
{
    const QDir dir(seedDir);
    CatalogWriter writer(m_catalog);
    if (!writer.begin()) {
        *error = writer.lastError();
        return false;
    }
    auto fail = [&](const QString &why) {
        writer.rollback();
        *error = why;
        return false;
    };

    QList<QHash<QString, QString>> providers, models, specs, extra, gapfill, aliases, tiers, fx, reliability, charges;
    QString e;
    if (!readTable(dir.filePath(QStringLiteral("providers.csv")), &providers, &e)
        || !readTable(dir.filePath(QStringLiteral("gpu_models.csv")), &models, &e)
        || !readTable(dir.filePath(QStringLiteral("gpu_specs.csv")), &specs, &e)
        || !readTable(dir.filePath(QStringLiteral("gpu_specs_extra.csv")), &extra, &e)
        || !readTable(dir.filePath(QStringLiteral("gpu_specs_gapfill.csv")), &gapfill, &e)
        || !readTable(dir.filePath(QStringLiteral("gpu_aliases.csv")), &aliases, &e)
        || !readTable(dir.filePath(QStringLiteral("clustermax_tiers.csv")), &tiers, &e)
        || !readTable(dir.filePath(QStringLiteral("fx_rates.csv")), &fx, &e)
        || !readTable(dir.filePath(QStringLiteral("reliability.csv")), &reliability, &e)
        || !readTable(dir.filePath(QStringLiteral("hidden_costs.csv")), &charges, &e)) {
        return fail(e);
    }

    QHash<QString, QString> byClustermaxName;
    for (const auto &row : providers) {
        ProviderRecord p { row[QStringLiteral("key")], row[QStringLiteral("name_en")], row[QStringLiteral("name_zh")],
            row[QStringLiteral("category")], row[QStringLiteral("hq_country")], row[QStringLiteral("website")],
            row[QStringLiteral("clustermax_name")] };
        if (writer.upsertProvider(p) < 0)
            return fail(writer.lastError());
        if (!p.clustermaxName.isEmpty())
            byClustermaxName.insert(p.clustermaxName, p.key);
    }
    log->append(QStringLiteral("providers: %1").arg(providers.size()));

    QHash<QString, QHash<QString, QString>> specByModel;
    for (const auto &row : specs + extra)
        specByModel.insert(row[QStringLiteral("model")], row);
    for (const auto &row : models) {
        GpuModelRecord m;
        m.key = row[QStringLiteral("key")];
        m.name = row[QStringLiteral("name")];
        m.vendor = row[QStringLiteral("vendor")];
        m.family = row[QStringLiteral("family")];
        m.variant = row[QStringLiteral("variant")];
        m.preference = row[QStringLiteral("preference")].toInt();
        m.memoryGb = optNumber(row[QStringLiteral("memory_gb")]);
        const QString specModel = row[QStringLiteral("spec_model")];
        if (!specModel.isEmpty()) {
            if (!specByModel.contains(specModel))
                return fail(QStringLiteral("gpu_models.csv line %1: spec_model '%2' is in no spec file")
                                .arg(row[QStringLiteral("__line")], specModel));
            applySpec(m, specByModel[specModel]);
            for (const auto &g : gapfill) {
                if (g[QStringLiteral("model")] == specModel) {
                    const auto v = optNumber(g[QStringLiteral("value")]);
                    if (v)
                        applyGapFill(m, g[QStringLiteral("column")], *v, g[QStringLiteral("source_url")]);
                }
            }
        }
        if (!writer.upsertGpuModel(m))
            return fail(writer.lastError());
    }
    log->append(QStringLiteral("gpu models: %1 (%2 with datasheet figures)").arg(models.size()).arg(specs.size() + extra.size()));

    for (const auto &row : aliases) {
        if (!writer.upsertAlias({ row[QStringLiteral("alias")], row[QStringLiteral("family")], row[QStringLiteral("variant")] }))
            return fail(writer.lastError());
    }
    log->append(QStringLiteral("gpu aliases: %1").arg(aliases.size()));

    for (const auto &row : tiers) {
        const QString name = row[QStringLiteral("provider")];
        QString key = byClustermaxName.value(name);
        if (key.isEmpty()) {
            key = slug(name);
            // A rated name whose slug is already the key of a different catalog provider (ClusterMAX's
            // "Yotta" is not SkyPilot's "yotta") gets its own key: ratings never attach by accident.
            if (writer.providerId(key) >= 0)
                key += QStringLiteral("-rated");
            if (writer.providerId(key) < 0) {
                ProviderRecord p;
                p.key = key;
                p.nameEn = name;
                p.clustermaxName = name;
                if (writer.upsertProvider(p) < 0)
                    return fail(writer.lastError());
            }
            byClustermaxName.insert(name, key);
        }
        RatingView r { key, row[QStringLiteral("rating_source")], row[QStringLiteral("version")], row[QStringLiteral("published")],
            row[QStringLiteral("tier")], row[QStringLiteral("source")], row[QStringLiteral("confidence")] };
        if (!writer.upsertRating(writer.providerId(key), r))
            return fail(writer.lastError());
    }
    log->append(QStringLiteral("ratings: %1").arg(tiers.size()));

    for (const auto &row : fx) {
        const auto rate = optNumber(row[QStringLiteral("units_per_usd")]);
        const QString asOf = normaliseIsoDate(row[QStringLiteral("as_of")]);
        if (!rate || asOf.isEmpty())
            return fail(QStringLiteral("fx_rates.csv line %1: need units_per_usd and an ISO as_of").arg(row[QStringLiteral("__line")]));
        if (!writer.upsertFxRate(row[QStringLiteral("currency")].toUpper(), *rate, asOf, row[QStringLiteral("source_url")]))
            return fail(writer.lastError());
    }
    log->append(QStringLiteral("fx rates: %1").arg(fx.size()));

    QSet<QString> providerKeys;
    for (const auto &row : providers)
        providerKeys.insert(row[QStringLiteral("key")]);
    QSet<QString> slaSeen;
    int slaFigures = 0;
    for (const auto &row : reliability) {
        const auto sla = slaFromRow(row, providerKeys, &e);
        if (!sla)
            return fail(e);
        if (slaSeen.contains(sla->providerKey))
            return fail(QStringLiteral("reliability.csv line %1: provider '%2' has a row already")
                            .arg(row[QStringLiteral("__line")], sla->providerKey));
        slaSeen.insert(sla->providerKey);
        if (!writer.upsertProviderSla(writer.providerId(sla->providerKey), *sla))
            return fail(writer.lastError());
        slaFigures += sla->hasFigure() ? 1 : 0;
    }
    log->append(QStringLiteral("compute SLAs: %1 rows (%2 with figures)").arg(reliability.size()).arg(slaFigures));
    QHash<QString, QList<ProviderCharge>> chargesOf;
    QStringList chargeOrder; // providers in file order
    for (const auto &row : charges) {
        const auto c = chargeFromRow(row, providerKeys, &e);
        if (!c)
            return fail(e);
        QList<ProviderCharge> &list = chargesOf[c->providerKey];
        for (const ProviderCharge &other : std::as_const(list))
            if (other.charge == c->charge)
                return fail(QStringLiteral("hidden_costs.csv line %1: provider '%2' has a %3 row already")
                                .arg(row[QStringLiteral("__line")], c->providerKey, c->charge));
        if (list.isEmpty())
            chargeOrder.append(c->providerKey);
        list.append(*c);
    }
    for (const QString &key : std::as_const(chargeOrder))
        if (!writer.replaceProviderCharges(writer.providerId(key), chargesOf.value(key)))
            return fail(writer.lastError());
    log->append(QStringLiteral("published charges: %1 rows for %2 providers").arg(charges.size()).arg(chargeOrder.size()));
    QFile regionFile(dir.filePath(QStringLiteral("regions.csv")));
    if (!regionFile.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("cannot read %1").arg(regionFile.fileName()));
    const auto places = readRegionPlaces(regionFile.readAll(), QStringLiteral("regions.csv"), providerKeys, &e);
    if (!places)
        return fail(e);
    QHash<QString, QList<RegionPlace>> placesOf;
    for (const RegionPlace &p : *places)
        placesOf[p.providerKey].append(p);
    for (auto it = placesOf.cbegin(); it != placesOf.cend(); ++it)
        if (!writer.replaceRegionPlaces(writer.providerId(it.key()), it.value()))
            return fail(writer.lastError());
    log->append(QStringLiteral("region places: %1 rows for %2 providers").arg(places->size()).arg(placesOf.size()));
    QFile complianceFile(dir.filePath(QStringLiteral("compliance.csv")));
    if (!complianceFile.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("cannot read %1").arg(complianceFile.fileName()));
    const auto certifications = readCertifications(complianceFile.readAll(), QStringLiteral("compliance.csv"), providerKeys, &e);
    if (!certifications)
        return fail(e);
    QHash<QString, QList<Certification>> certificationsOf;
    for (const Certification &c : *certifications)
        certificationsOf[c.providerKey].append(c);
    for (auto it = certificationsOf.cbegin(); it != certificationsOf.cend(); ++it)
        if (!writer.replaceProviderCertifications(writer.providerId(it.key()), it.value()))
            return fail(writer.lastError());
    log->append(QStringLiteral("certifications: %1 rows for %2 providers").arg(certifications->size()).arg(certificationsOf.size()));
    if (!writer.commit()) {
        *error = writer.lastError();
        return false;
    }
    return true;
}

bool SeedBuilder::build(const QString &seedDir, QStringList *log, QString *error)
{
    if (!buildReference(seedDir, log, error))
        return false;
    const QDir dir(seedDir);
    QList<QHash<QString, QString>> manifest;
    if (!readTable(dir.filePath(QStringLiteral("manifest.csv")), &manifest, error))
        return false;
    Importer importer(m_catalog);
    for (const auto &row : manifest) {
        const QString rel = row[QStringLiteral("file")];
        QFile f(dir.filePath(rel));
        if (!f.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("manifest.csv line %1: cannot read %2").arg(row[QStringLiteral("__line")], rel);
            return false;
        }
        ImportOptions o;
        o.format = row[QStringLiteral("format")];
        o.providerKey = row[QStringLiteral("provider")];
        o.asOf = row[QStringLiteral("as_of")];
        o.sourceUrl = row[QStringLiteral("source_url")];
        // Dates (docs/user-guide.md, "Dates of a price"): as_of is the day the file entered the
        // catalog; the observation comes from observed_on / observed_after (observed_basis says
        // why), or, for files with per-row dates, from the rows, whose as_of row_as_of declares a
        // lower bound.
        o.importedOn = o.asOf;
        const QString line = row[QStringLiteral("__line")];
        for (const QString &column : { QStringLiteral("as_of"), QStringLiteral("observed_on"), QStringLiteral("observed_after") }) {
            const QString text = row.value(column);
            if (!text.isEmpty() && normaliseIsoDate(text) != text) {
                *error = QStringLiteral("manifest.csv line %1: %2 '%3' is not an ISO date (YYYY-MM-DD)").arg(line, column, text);
                return false;
            }
        }
        o.observedOn = row.value(QStringLiteral("observed_on"));
        o.observedAfter = row.value(QStringLiteral("observed_after"));
        if (!o.observedOn.isEmpty() && !o.observedAfter.isEmpty()) {
            *error = QStringLiteral("manifest.csv line %1: give observed_on or observed_after, not both").arg(line);
            return false;
        }
        const QString rowAsOf = row.value(QStringLiteral("row_as_of"));
        if (rowAsOf == QLatin1String("observed_after"))
            o.rowAsOf = ImportOptions::RowAsOf::ObservedAfter;
        else if (!rowAsOf.isEmpty() && rowAsOf != QLatin1String("observed_on")) {
            *error = QStringLiteral("manifest.csv line %1: row_as_of '%2' is not observed_on or observed_after").arg(line, rowAsOf);
            return false;
        }
        o.allowOlder = true; // the seed mixes sources of different dates on purpose
        const ImportReport report = importer.importBytes(f.readAll(), rel, o);
        if (!report.ok()) {
            *error = report.text();
            return false;
        }
        log->append(report.text());
    }
    return true;
}

} // namespace cg
