#include "import/AwsOfferReader.h"

#include "csv/CsvStreamReader.h"
#include "import/FeedInstanceTypes.h"
#include "import/FieldParsers.h"
#include "import/Sha256.h"

#include <QBuffer>
#include <QHash>
#include <QIODevice>
#include <QLocale>
#include <QRegularExpression>

#include <rapidjson/error/en.h>
#include <rapidjson/reader.h>

#include <cmath>
#include <string>

namespace cg::readers {

namespace {

const char kDocUrl[] = "https://docs.aws.amazon.com/awsaccountbilling/latest/aboutv2/reading-service-price-list-file-for-services.html";
constexpr double kHoursPerYear = 8760.0; // 365 × 24: a reserved term's hours, as AWS's effective-hourly figures count them

QString money(double v)
{
    return QLocale::c().toString(v, 'g', 10);
}

/// The product attributes the reader uses (JSON attribute names; the CSV maps its columns to them).
struct Attrs
{
    QString sku, family, instanceType, region, os, tenancy, preSw, capacity, gpu, gpuMemory, vcpu, memory;
    int line = 0;
};

struct Dim
{
    QString unit, price, currency, description;
};

/// A number of the "1152 GiB" / "8" / "32.7726000000" kind: the leading decimal, or empty.
std::optional<double> leadingNumber(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^\\s*([0-9]+(?:\\.[0-9]+)?)"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    return QLocale::c().toDouble(m.captured(1));
}

/// Gathers GPU products and their terms, and builds the records at the end.
class Collector
{
public:
    ReadResult r;
    QString version;

    void product(const Attrs &a)
    {
        ++r.rowsRead;
        if (!a.family.startsWith(QLatin1String("Compute Instance"))) {
            ++r.excluded[QStringLiteral("productFamily is not Compute Instance (storage, data transfer, IP addresses...)")];
            return;
        }
        const std::optional<double> gpus = leadingNumber(a.gpu);
        const std::optional<InstanceTypeGpu> table = awsInstanceTypeGpu(a.instanceType);
        if (!table && (!gpus || *gpus <= 0)) {
            ++r.skippedCpuOnly;
            return;
        }
        if (a.instanceType.isEmpty()) {
            r.rejected.append({a.line, QStringLiteral("SKU %1: a GPU product without an instanceType").arg(a.sku)});
            return;
        }
        QString why;
        if (a.os != QLatin1String("Linux"))
            why = QStringLiteral("operatingSystem %1, not Linux").arg(a.os.isEmpty() ? QStringLiteral("(none)") : a.os);
        else if (a.tenancy != QLatin1String("Shared"))
            why = QStringLiteral("tenancy %1, not Shared").arg(a.tenancy);
        else if (a.preSw != QLatin1String("NA"))
            why = QStringLiteral("preInstalledSw %1: the price includes software").arg(a.preSw);
        else if (a.capacity != QLatin1String("Used"))
            why = QStringLiteral("capacitystatus %1, not Used").arg(a.capacity);
        if (!why.isEmpty()) {
            ++r.excluded[why];
            return;
        }
        Offer o;
        o.sku = a.sku;
        o.rec.line = a.line;
        o.rec.instanceType = a.instanceType;
        o.rec.region = a.region;
        o.rec.vcpus = leadingNumber(a.vcpu);
        o.rec.ramGib = leadingNumber(a.memory);
        if (table) {
            o.rec.gpuRawName = table->gpuName;
            o.rec.reportedGpuMemoryGb = table->gpuMemoryGb;
            o.rec.gpuCount = table->gpuCount;
            o.basis = table->basis + QStringLiteral(" <") + table->sourceUrl + QLatin1Char('>');
            if (!o.rec.vcpus)
                o.rec.vcpus = table->vcpus;
            if (!o.rec.ramGib)
                o.rec.ramGib = table->ramGib;
        } else {
            o.rec.flags.append(QStringLiteral("gpu_unknown"));
            o.basis = QStringLiteral("GPU model not in the sourced table; count from the offer file's gpu attribute");
        }
        if (gpus && *gpus > 0) {
            if (o.rec.gpuCount && *o.rec.gpuCount != *gpus)
                o.basis += QStringLiteral("; the offer file says gpu %1, the table %2: the file's count is used").arg(*gpus).arg(*o.rec.gpuCount);
            o.rec.gpuCount = gpus;
        }
        m_bySku.insert(a.sku, int(m_offers.size()));
        m_offers.append(o);
    }

    bool wanted(const QString &sku) const { return m_bySku.contains(sku); }

    void term(const QString &sku, bool reserved, const QString &length, const QString &klass, const QString &option, const QList<Dim> &dims,
              int line)
    {
        const auto it = m_bySku.constFind(sku);
        if (it == m_bySku.constEnd())
            return;
        Offer &o = m_offers[*it];
        for (const Dim &d : dims) {
            const ParsedNumber n = parseDecimal(d.price);
            if (!n.isValue()) {
                r.rejected.append({line, QStringLiteral("SKU %1: pricePerUnit '%2' is not a number").arg(sku, d.price)});
                continue;
            }
            if (!reserved) {
                if (d.unit == QLatin1String("Hrs")) {
                    o.onDemand = n.value;
                    o.currency = d.currency;
                    o.onDemandText = d.description;
                }
                continue;
            }
            Reserved &res = o.reserved[length + QChar(0x1f) + klass + QChar(0x1f) + option];
            res.length = length;
            res.klass = klass;
            res.option = option;
            res.currency = d.currency;
            if (d.unit == QLatin1String("Hrs"))
                res.hourly = n.value;
            else if (d.unit == QLatin1String("Quantity"))
                res.upfront = n.value;
        }
    }

    void finish()
    {
        const QString date = r.documentDate;
        for (Offer &o : m_offers) {
            OfferRecord rec = o.rec;
            const QString head = QStringLiteral("AWS Price List AmazonEC2 offer file %1 (publicationDate %2), SKU %3")
                                     .arg(version, date, o.sku);
            if (o.onDemand) {
                PriceRecord p{QStringLiteral("on_demand"), 0, *o.onDemand, o.currency.isEmpty() ? QStringLiteral("USD") : o.currency, date, {},
                    head + QStringLiteral(", OnDemand Hrs: \"%1\"; %2").arg(o.onDemandText, o.basis), date, {}};
                if (*o.onDemand == 0) {
                    p.amount.reset();
                    p.note.prepend(QStringLiteral("source lists 0: no list price, not free; "));
                    rec.flags.append(QStringLiteral("zero_price"));
                }
                rec.prices.append(p);
            }
            for (const char *length : {"1yr", "3yr"}) {
                const Reserved *best = nullptr;
                int bestRank = 99;
                QStringList options;
                for (const Reserved &res : std::as_const(o.reserved)) {
                    const double years = QLatin1String(length) == QLatin1String("1yr") ? 1 : 3;
                    if (res.length != QLatin1String(length) || !(effective(res, years) > 0) || !std::isfinite(effective(res, years)))
                        continue; // no hourly figure (or a 0 one) is no reserved price
                    options.append(QStringLiteral("%1 %2: %3/h + %4 upfront / %5 h = %6/h")
                                       .arg(res.klass, res.option, money(res.hourly.value_or(0)), money(res.upfront.value_or(0)))
                                       .arg(years * kHoursPerYear)
                                       .arg(money(effective(res, years))));
                    const int rank = (res.klass == QLatin1String("standard") ? 0 : 3)
                        + (res.option == QLatin1String("No Upfront") ? 0 : res.option == QLatin1String("Partial Upfront") ? 1 : 2);
                    if (rank < bestRank) {
                        bestRank = rank;
                        best = &res;
                    }
                }
                if (!best)
                    continue;
                const double years = QLatin1String(length) == QLatin1String("1yr") ? 1 : 3;
                options.sort();
                rec.prices.append(PriceRecord{QStringLiteral("reserved"), int(years * 12), effective(*best, years),
                    best->currency.isEmpty() ? QStringLiteral("USD") : best->currency, date, {},
                    head + QStringLiteral(", Reserved %1 %2 %3, per hour = hourly + upfront fee / (%4 × 8760 h); all options: %5; %6")
                               .arg(QLatin1String(length), best->klass, best->option)
                               .arg(years)
                               .arg(options.join(QStringLiteral("; ")), o.basis),
                    date, {}});
            }
            if (rec.prices.isEmpty())
                ++r.excluded[QStringLiteral("GPU product without an on-demand or reserved price")];
            else
                r.records.append(rec);
        }
        r.notes.append(QStringLiteral("AWS reserved prices per hour = hourly rate + upfront fee / (term years × 8760 h) (%1)").arg(QLatin1String(kDocUrl)));
    }

private:
    struct Reserved
    {
        QString length, klass, option, currency;
        std::optional<double> hourly, upfront;
    };
    struct Offer
    {
        QString sku, basis, currency, onDemandText;
        OfferRecord rec;
        std::optional<double> onDemand;
        QMap<QString, Reserved> reserved;
    };
    static double effective(const Reserved &res, double years)
    {
        return res.hourly.value_or(0) + res.upfront.value_or(0) / (years * kHoursPerYear);
    }
    QHash<QString, int> m_bySku;
    QList<Offer> m_offers;
};

/// A RapidJSON input stream over a QIODevice, read in 1 MiB chunks (the FileReadStream pattern).
class DeviceStream
{
public:
    typedef char Ch;
    DeviceStream(QIODevice &device, const StreamHooks &hooks)
        : m_device(device)
        , m_hooks(hooks)
        , m_buffer(kChunk + 1, '\0')
    {
        m_current = m_last = m_buffer.data();
        refill();
    }
    Ch Peek() const { return *m_current; }
    Ch Take()
    {
        const Ch c = *m_current;
        if (m_current < m_last)
            ++m_current;
        if (m_current == m_last)
            refill();
        return c;
    }
    size_t Tell() const { return size_t(m_count + (m_current - m_buffer.data())); }
    Ch *PutBegin() { return nullptr; }
    void Put(Ch) {}
    void Flush() {}
    size_t PutEnd(Ch *) { return 0; }
    bool cancelled() const { return m_cancelled; }

private:
    static constexpr qint64 kChunk = 1 << 20;
    void refill()
    {
        if (m_eof) {
            *m_current = '\0';
            return;
        }
        m_count += m_last - m_buffer.data();
        const qint64 n = m_cancelled ? 0 : m_device.read(m_buffer.data(), kChunk);
        if (n > 0 && m_hooks.hash)
            m_hooks.hash->addData(m_buffer.data(), n);
        m_read += std::max<qint64>(n, 0);
        if (m_hooks.progress)
            m_hooks.progress(m_read, m_hooks.total);
        if (m_hooks.cancel && m_hooks.cancel->load())
            m_cancelled = true;
        m_current = m_buffer.data();
        m_last = m_buffer.data() + std::max<qint64>(n, 0);
        if (n <= 0 || m_cancelled) {
            m_eof = true;
            m_last = m_current;
            *m_current = '\0';
        }
    }
    QIODevice &m_device;
    const StreamHooks &m_hooks;
    QByteArray m_buffer;
    char *m_current, *m_last;
    qint64 m_count = 0, m_read = 0;
    bool m_eof = false, m_cancelled = false;
};

/// The SAX handler: tracks the key at each depth and hands products and terms to the Collector.
/// Subtrees it has no use for (terms of non-GPU SKUs, term types other than OnDemand/Reserved,
/// attributesList) are only counted through, so they cost little more than the tokenizer.
class Handler : public rapidjson::BaseReaderHandler<rapidjson::UTF8<>, Handler>
{
public:
    explicit Handler(Collector &c)
        : m_c(c)
    {
    }
    bool sawProducts = false, sawTerms = false;
    QString offerCode, publication;

    bool Default() { return true; }
    bool Key(const char *s, rapidjson::SizeType n, bool)
    {
        if (m_skip == 0 && m_depth < kMax)
            m_key[m_depth].assign(s, n);
        return true;
    }
    bool StartArray() { return m_skip ? (++m_skip, true) : push(); }
    bool EndArray(rapidjson::SizeType) { return m_skip ? (--m_skip == 0 ? pop() : true) : pop(); }
    bool StartObject()
    {
        if (m_skip) {
            ++m_skip;
            return true;
        }
        push();
        if (m_depth == 2) {
            m_section = is(1, "products") ? Section::Products : is(1, "terms") ? Section::Terms : Section::Other;
            sawProducts |= m_section == Section::Products;
            sawTerms |= m_section == Section::Terms;
            if (m_section == Section::Other)
                m_skip = 1;
        } else if (m_section == Section::Products && m_depth == 3) {
            m_attrs = Attrs();
            m_attrs.sku = QString::fromUtf8(m_key[2]);
            m_attrs.line = ++m_products;
        } else if (m_section == Section::Terms) {
            if (m_depth == 3 && !is(2, "OnDemand") && !is(2, "Reserved")) {
                m_skip = 1;
            } else if (m_depth == 3) {
                m_reserved = is(2, "Reserved");
            } else if (m_depth == 4 && !m_c.wanted(QString::fromUtf8(m_key[3]))) {
                m_skip = 1; // a SKU that is not a kept GPU product
            } else if (m_depth == 5) {
                m_dims.clear();
                m_length.clear();
                m_class.clear();
                m_option.clear();
            } else if (m_depth == 7 && is(5, "priceDimensions")) {
                m_dims.append(Dim());
            }
        }
        return true;
    }
    bool EndObject(rapidjson::SizeType)
    {
        if (m_skip)
            return --m_skip == 0 ? pop() : true;
        if (m_section == Section::Products && m_depth == 3)
            m_c.product(m_attrs);
        else if (m_section == Section::Terms && m_depth == 5)
            m_c.term(QString::fromUtf8(m_key[3]), m_reserved, m_length, m_class, m_option, m_dims, ++m_termCount);
        return pop();
    }
    bool String(const char *s, rapidjson::SizeType n, bool)
    {
        if (m_skip)
            return true;
        if (m_depth == 1) {
            if (m_key[1] == "offerCode")
                offerCode = QString::fromUtf8(s, n);
            else if (m_key[1] == "publicationDate")
                publication = QString::fromUtf8(s, n);
            else if (m_key[1] == "version")
                m_c.version = QString::fromUtf8(s, n);
        } else if (m_section == Section::Products) {
            if (m_depth == 3 && m_key[3] == "productFamily") {
                m_attrs.family = QString::fromUtf8(s, n);
            } else if (m_depth == 4 && is(3, "attributes")) {
                if (QString *field = attribute(m_key[4]))
                    *field = QString::fromUtf8(s, n);
            }
        } else if (m_section == Section::Terms) {
            if (m_depth == 6 && is(5, "termAttributes")) {
                if (m_key[6] == "LeaseContractLength")
                    m_length = QString::fromUtf8(s, n);
                else if (m_key[6] == "OfferingClass")
                    m_class = QString::fromUtf8(s, n);
                else if (m_key[6] == "PurchaseOption")
                    m_option = QString::fromUtf8(s, n);
            } else if (m_depth == 7 && is(5, "priceDimensions") && !m_dims.isEmpty()) {
                if (m_key[7] == "unit")
                    m_dims.last().unit = QString::fromUtf8(s, n);
                else if (m_key[7] == "description")
                    m_dims.last().description = QString::fromUtf8(s, n);
            } else if (m_depth == 8 && is(7, "pricePerUnit") && !m_dims.isEmpty()) {
                m_dims.last().currency = QString::fromUtf8(m_key[8]);
                m_dims.last().price = QString::fromUtf8(s, n);
            }
        }
        return true;
    }

private:
    static constexpr int kMax = 16;
    enum class Section { None, Products, Terms, Other };
    bool is(int depth, const char *name) const { return m_key[depth] == name; }
    bool push()
    {
        ++m_depth;
        if (m_depth < kMax)
            m_key[m_depth].clear();
        return true;
    }
    bool pop()
    {
        if (m_depth == 2)
            m_section = Section::None;
        --m_depth;
        return true;
    }
    QString *attribute(const std::string &key)
    {
        switch (key.size()) {
        case 3: return key == "gpu" ? &m_attrs.gpu : nullptr;
        case 4: return key == "vcpu" ? &m_attrs.vcpu : nullptr;
        case 6: return key == "memory" ? &m_attrs.memory : nullptr;
        case 7: return key == "tenancy" ? &m_attrs.tenancy : nullptr;
        case 9: return key == "gpuMemory" ? &m_attrs.gpuMemory : nullptr;
        case 10: return key == "regionCode" ? &m_attrs.region : nullptr;
        case 12: return key == "instanceType" ? &m_attrs.instanceType : nullptr;
        case 14: return key == "capacitystatus" ? &m_attrs.capacity : key == "preInstalledSw" ? &m_attrs.preSw : nullptr;
        case 15: return key == "operatingSystem" ? &m_attrs.os : nullptr;
        default: return nullptr;
        }
    }

    Collector &m_c;
    int m_depth = 0, m_skip = 0;
    Section m_section = Section::None;
    bool m_reserved = false;
    std::string m_key[kMax];
    Attrs m_attrs;
    int m_products = 0, m_termCount = 0;
    QList<Dim> m_dims;
    QString m_length, m_class, m_option;
};

/// "2024-01-11T20:06:18Z" → "2024-01-11"; empty when it is not a date.
QString isoDay(const QString &text)
{
    return normaliseIsoDate(text.left(10));
}

ReadResult failed(const QString &format, const QString &why)
{
    ReadResult r;
    r.format = format;
    r.fatalError = why;
    return r;
}

} // namespace

ReadResult readAwsEc2Json(QIODevice &in, const StreamHooks &hooks)
{
    const QString format = QStringLiteral("aws-ec2-json");
    Collector c;
    c.r.format = format;
    Handler h(c);
    DeviceStream stream(in, hooks);
    rapidjson::Reader reader;
    const rapidjson::ParseResult ok = reader.Parse<rapidjson::kParseDefaultFlags>(stream, h);
    if (stream.cancelled())
        return failed(format, QStringLiteral("cancelled"));
    if (!ok)
        return failed(format, QStringLiteral("not an AWS EC2 offer file: invalid or truncated JSON at byte %1: %2")
                                  .arg(ok.Offset())
                                  .arg(QString::fromUtf8(rapidjson::GetParseError_En(ok.Code()))));
    if (!h.sawProducts)
        return failed(format, QStringLiteral("not an AWS EC2 offer file: no 'products' object"));
    if (!h.offerCode.isEmpty() && h.offerCode != QLatin1String("AmazonEC2"))
        return failed(format, QStringLiteral("not an AWS EC2 offer file: offerCode is '%1', not AmazonEC2").arg(h.offerCode));
    if (!h.sawTerms)
        return failed(format, QStringLiteral("not an AWS EC2 offer file: no 'terms' object (the file may be cut short)"));
    c.r.documentDate = isoDay(h.publication);
    if (c.r.documentDate.isEmpty())
        return failed(format, QStringLiteral("the offer file's publicationDate '%1' is not a date").arg(h.publication));
    c.finish();
    return c.r;
}

namespace {

struct ChunkContext
{
    const StreamHooks *hooks;
    qint64 read = 0;
};

bool onChunk(void *context, const QByteArray &chunk)
{
    auto *c = static_cast<ChunkContext *>(context);
    if (c->hooks->hash)
        c->hooks->hash->addData(chunk.constData(), chunk.size());
    c->read += chunk.size();
    if (c->hooks->progress)
        c->hooks->progress(c->read, c->hooks->total);
    return !(c->hooks->cancel && c->hooks->cancel->load());
}

} // namespace

ReadResult readAwsEc2Csv(QIODevice &in, const StreamHooks &hooks)
{
    const QString format = QStringLiteral("aws-ec2-csv");
    CsvStreamReader csv(&in);
    ChunkContext context{&hooks};
    csv.setChunkHook(&onChunk, &context);
    Collector c;
    c.r.format = format;
    CsvRecord rec;
    QString publication, offerCode;
    // The five metadata rows: "FormatVersion","v1.0" ... "OfferCode","AmazonEC2".
    if (!csv.next(&rec) || rec.fields.value(0) != QLatin1String("FormatVersion"))
        return failed(format, csv.stopped() ? QStringLiteral("cancelled")
                                            : QStringLiteral("not an AWS EC2 offer file (CSV): the first row is not \"FormatVersion\""));
    QStringList header;
    for (int i = 0; i < 10 && csv.next(&rec); ++i) {
        const QString name = rec.fields.value(0);
        if (name == QLatin1String("Publication Date"))
            publication = rec.fields.value(1);
        else if (name == QLatin1String("OfferCode"))
            offerCode = rec.fields.value(1);
        else if (name == QLatin1String("Version"))
            c.version = rec.fields.value(1);
        else if (name == QLatin1String("SKU")) {
            header = rec.fields;
            break;
        }
    }
    if (csv.stopped())
        return failed(format, QStringLiteral("cancelled"));
    if (offerCode != QLatin1String("AmazonEC2"))
        return failed(format, QStringLiteral("not an AWS EC2 offer file (CSV): OfferCode is '%1', not AmazonEC2").arg(offerCode));
    if (header.isEmpty())
        return failed(format, QStringLiteral("not an AWS EC2 offer file (CSV): no column header row starting with \"SKU\" after the metadata"));
    c.r.documentDate = isoDay(publication);
    if (c.r.documentDate.isEmpty())
        return failed(format, QStringLiteral("the offer file's Publication Date '%1' is not a date").arg(publication));
    auto col = [&header](const char *name) { return int(header.indexOf(QLatin1String(name))); };
    const int cSku = col("SKU"), cTerm = col("TermType"), cDesc = col("PriceDescription"), cUnit = col("Unit"), cPrice = col("PricePerUnit"),
              cCur = col("Currency"), cLen = col("LeaseContractLength"), cOpt = col("PurchaseOption"), cClass = col("OfferingClass"),
              cFamily = col("Product Family"), cType = col("Instance Type"), cRegion = col("Region Code"), cOs = col("Operating System"),
              cTen = col("Tenancy"), cSw = col("Pre Installed S/W"), cCap = col("CapacityStatus"), cGpu = col("GPU"), cGpuMem = col("GPU Memory"),
              cVcpu = col("vCPU"), cMem = col("Memory");
    QStringList missing;
    for (const auto &[name, index] : {std::pair{"TermType", cTerm}, {"Unit", cUnit}, {"PricePerUnit", cPrice}, {"Currency", cCur},
             {"Product Family", cFamily}, {"Instance Type", cType}, {"Operating System", cOs}, {"Tenancy", cTen},
             {"Pre Installed S/W", cSw}, {"CapacityStatus", cCap}})
        if (index < 0)
            missing.append(QLatin1String(name));
    if (!missing.isEmpty())
        return failed(format, QStringLiteral("not an AWS EC2 offer file (CSV): missing column(s) %1").arg(missing.join(QStringLiteral(", "))));
    QString lastSku;
    bool lastWanted = false;
    int priceRows = 0;
    while (csv.next(&rec)) {
        if (rec.fields.size() != header.size() || csv.overLimit()) {
            c.r.rejected.append({rec.line, csv.overLimit() ? QStringLiteral("record over the size limit")
                                                          : QStringLiteral("has %1 fields, the header has %2").arg(rec.fields.size()).arg(header.size())});
            continue;
        }
        ++priceRows;
        const QStringList &f = rec.fields;
        const QString &sku = f.at(cSku);
        if (sku != lastSku) {
            lastSku = sku;
            lastWanted = c.wanted(sku);
            if (!lastWanted) {
                Attrs a;
                a.sku = sku;
                a.line = rec.line;
                a.family = f.at(cFamily);
                a.instanceType = f.at(cType);
                a.region = cRegion >= 0 ? f.at(cRegion) : QString();
                a.os = f.at(cOs);
                a.tenancy = f.at(cTen);
                a.preSw = f.at(cSw);
                a.capacity = f.at(cCap);
                a.gpu = cGpu >= 0 ? f.at(cGpu) : QString();
                a.gpuMemory = cGpuMem >= 0 ? f.at(cGpuMem) : QString();
                a.vcpu = cVcpu >= 0 ? f.at(cVcpu) : QString();
                a.memory = cMem >= 0 ? f.at(cMem) : QString();
                c.product(a);
                lastWanted = c.wanted(sku);
            }
        }
        if (!lastWanted)
            continue;
        const QString &type = f.at(cTerm);
        if (type != QLatin1String("OnDemand") && type != QLatin1String("Reserved"))
            continue;
        c.term(sku, type == QLatin1String("Reserved"), cLen >= 0 ? f.at(cLen) : QString(), cClass >= 0 ? f.at(cClass) : QString(),
               cOpt >= 0 ? f.at(cOpt) : QString(), {Dim{f.at(cUnit), f.at(cPrice), f.at(cCur), cDesc >= 0 ? f.at(cDesc) : QString()}}, rec.line);
    }
    if (csv.stopped())
        return failed(format, QStringLiteral("cancelled"));
    if (csv.truncated())
        return failed(format, QStringLiteral("the offer file ends inside a quoted field at line %1: truncated download").arg(rec.line));
    c.r.rowsRead = priceRows; // CSV: price rows (products are counted per run of rows of one SKU)
    c.finish();
    return c.r;
}

ReadResult readAwsEc2Json(const QByteArray &bytes)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    return readAwsEc2Json(buffer);
}

ReadResult readAwsEc2Csv(const QByteArray &bytes)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    return readAwsEc2Csv(buffer);
}

qint64 tokenizeJsonOnly(QIODevice &in)
{
    struct Count : rapidjson::BaseReaderHandler<rapidjson::UTF8<>, Count>
    {
        qint64 n = 0;
        bool Default()
        {
            ++n;
            return true;
        }
    } count;
    const StreamHooks hooks;
    DeviceStream stream(in, hooks);
    rapidjson::Reader reader;
    return reader.Parse<rapidjson::kParseDefaultFlags>(stream, count) ? count.n : -1;
}

qint64 tokenizeCsvOnly(QIODevice &in)
{
    CsvStreamReader csv(&in);
    CsvRecord rec;
    qint64 n = 0;
    while (csv.next(&rec))
        ++n;
    return n;
}

} // namespace cg::readers
