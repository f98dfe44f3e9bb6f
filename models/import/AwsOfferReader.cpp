// The AWS EC2 offer file as JSON (AwsOfferReader.h, readAwsEc2Json), through RapidJSON's SAX Reader.
#include "import/AwsOfferReader.h"

#include "import/AwsCollector.h"
#include "import/Sha256.h"

#include <QBuffer>
#include <QIODevice>

#include <rapidjson/error/en.h>
#include <rapidjson/reader.h>

#include <string>
#include <string_view>

namespace cg::readers {

using namespace aws;

namespace {

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
    void Put(Ch) { }
    void Flush() { }
    size_t PutEnd(Ch *) { return 0; }
    bool cancelled() const { return m_cancelled; }
    /// Why the read stopped short: empty, or the limit that was passed (StreamHooks::maxBytes,
    /// StreamHooks::maxValueBytes), as a sentence.
    const QString &overLimit() const { return m_overLimit; }
    /// Called by the handler at every value: the bytes since then are one value still being read.
    void valueSeen()
    {
        m_lastValue = Tell();
        m_watched = true;
    }

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
        if (m_hooks.maxBytes >= 0 && m_read > m_hooks.maxBytes) {
            m_overLimit = QStringLiteral("the document is over the limit of %1 bytes (read stopped there)").arg(m_hooks.maxBytes);
            m_cancelled = true;
        } else if (m_watched && qint64(m_count) - qint64(m_lastValue) > m_hooks.maxValueBytes) {
            m_overLimit = QStringLiteral("a single JSON value at byte %1 is longer than %2 bytes (read stopped there)")
                              .arg(m_lastValue)
                              .arg(m_hooks.maxValueBytes);
            m_cancelled = true;
        }
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
    size_t m_lastValue = 0;
    bool m_eof = false, m_cancelled = false, m_watched = false; // m_watched: a ValueWatch reports values
    QString m_overLimit;
};

/// Forwards every SAX event to `Inner`, first telling the stream a value was seen, so that one
/// value (a string of gigabytes) is stopped at StreamHooks::maxValueBytes while it is still being read.
template<typename Inner> class ValueWatch : public rapidjson::BaseReaderHandler<rapidjson::UTF8<>, ValueWatch<Inner>>
{
public:
    ValueWatch(Inner &inner, DeviceStream &stream)
        : m_inner(inner)
        , m_stream(stream)
    {
    }
    bool Null() { return seen() && m_inner.Null(); }
    bool Bool(bool b) { return seen() && m_inner.Bool(b); }
    bool Int(int i) { return seen() && m_inner.Int(i); }
    bool Uint(unsigned u) { return seen() && m_inner.Uint(u); }
    bool Int64(int64_t i) { return seen() && m_inner.Int64(i); }
    bool Uint64(uint64_t u) { return seen() && m_inner.Uint64(u); }
    bool Double(double d) { return seen() && m_inner.Double(d); }
    bool RawNumber(const char *s, rapidjson::SizeType n, bool copy) { return seen() && m_inner.RawNumber(s, n, copy); }
    bool String(const char *s, rapidjson::SizeType n, bool copy) { return seen() && m_inner.String(s, n, copy); }
    bool StartObject() { return seen() && m_inner.StartObject(); }
    bool Key(const char *s, rapidjson::SizeType n, bool copy) { return seen() && m_inner.Key(s, n, copy); }
    bool EndObject(rapidjson::SizeType n) { return seen() && m_inner.EndObject(n); }
    bool StartArray() { return seen() && m_inner.StartArray(); }
    bool EndArray(rapidjson::SizeType n) { return seen() && m_inner.EndArray(n); }

private:
    bool seen()
    {
        m_stream.valueSeen();
        return true;
    }
    Inner &m_inner;
    DeviceStream &m_stream;
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

    /// null, a boolean or a number: where a product's attributes (an object) or an attribute (a
    /// string) is expected, the product is malformed.
    bool Default()
    {
        if (m_skip == 0 && m_section == Section::Products)
            misshapen(m_depth, "null, a boolean or a number");
        return true;
    }
    bool Key(const char *s, rapidjson::SizeType n, bool)
    {
        if (m_skip == 0 && m_depth < kMax)
            m_key[m_depth].assign(s, n);
        return true;
    }
    bool StartArray()
    {
        if (m_skip) {
            ++m_skip;
            return true;
        }
        push();
        skipIfMisshapen("an array");
        return true;
    }
    bool EndArray(rapidjson::SizeType) { return m_skip ? (--m_skip == 0 ? pop() : true) : pop(); }
    bool StartObject()
    {
        if (m_skip) {
            ++m_skip;
            return true;
        }
        push();
        if (skipIfMisshapen("an object"))
            return true;
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
            m_attrs.hasAttributes = false; // until its attributes object starts
        } else if (m_section == Section::Products && m_depth == 4 && is(3, "attributes")) {
            m_attrs.hasAttributes = true;
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
            misshapen(m_depth, "a string");
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
    /// Records why a value of kind `what` ("an array", "an object", "a string", "null, a boolean
    /// or a number") in an object at depth `depth` breaks its product's shape: a product's
    /// `attributes` is an object and each attribute a string. Returns whether it did (the first
    /// reason is kept; the product is then rejected with it).
    bool misshapen(int depth, std::string_view what)
    {
        if (m_section != Section::Products || !is(3, "attributes"))
            return false;
        QString why;
        if (depth == 3 && what != "an object")
            why = QStringLiteral("attributes is %1, not an object").arg(QLatin1String(what.data(), qsizetype(what.size())));
        else if (depth == 4 && what != "a string")
            why = QStringLiteral("attributes.%1 is %2, not a string")
                      .arg(QString::fromUtf8(m_key[4]), QLatin1String(what.data(), qsizetype(what.size())));
        if (why.isEmpty())
            return false;
        if (m_attrs.malformed.isEmpty())
            m_attrs.malformed = why;
        return true;
    }
    /// misshapen() for an array or object just pushed (its holder one level up): when it is,
    /// the subtree is skipped unread.
    bool skipIfMisshapen(std::string_view what)
    {
        if (!misshapen(m_depth - 1, what))
            return false;
        m_skip = 1;
        return true;
    }
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
        case 3:
            return key == "gpu" ? &m_attrs.gpu : nullptr;
        case 4:
            return key == "vcpu" ? &m_attrs.vcpu : nullptr;
        case 6:
            return key == "memory" ? &m_attrs.memory : nullptr;
        case 7:
            return key == "tenancy" ? &m_attrs.tenancy : nullptr;
        case 9:
            return key == "gpuMemory" ? &m_attrs.gpuMemory : nullptr;
        case 10:
            return key == "regionCode" ? &m_attrs.region : nullptr;
        case 12:
            return key == "instanceType" ? &m_attrs.instanceType : nullptr;
        case 14:
            return key == "capacitystatus" ? &m_attrs.capacity : key == "preInstalledSw" ? &m_attrs.preSw : nullptr;
        case 15:
            return key == "operatingSystem" ? &m_attrs.os : nullptr;
        default:
            return nullptr;
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

} // namespace

ReadResult readAwsEc2Json(QIODevice &in, const StreamHooks &hooks)
{
    const QString format = QStringLiteral("aws-ec2-json");
    Collector c;
    c.r.format = format;
    Handler handler(c);
    DeviceStream stream(in, hooks);
    ValueWatch<Handler> h(handler, stream);
    rapidjson::Reader reader;
    // Iterative: the parser keeps its own stack on the heap, so a document nested a million deep
    // is read (and refused) without overflowing the thread's stack. Bytes that are not UTF-8 refuse
    // the document with their offset, never stored replaced.
    const rapidjson::ParseResult ok = reader.Parse<rapidjson::kParseIterativeFlag | rapidjson::kParseValidateEncodingFlag>(stream, h);
    if (!stream.overLimit().isEmpty())
        return failed(format, stream.overLimit());
    if (stream.cancelled())
        return failed(format, QStringLiteral("cancelled"));
    if (!ok)
        return failed(format,
            QStringLiteral("not an AWS EC2 offer file: invalid or truncated JSON at byte %1: %2")
                .arg(ok.Offset())
                .arg(QString::fromUtf8(rapidjson::GetParseError_En(ok.Code()))));
    if (!handler.sawProducts)
        return failed(format, QStringLiteral("not an AWS EC2 offer file: no 'products' object"));
    if (!handler.offerCode.isEmpty() && handler.offerCode != QLatin1String("AmazonEC2"))
        return failed(format, QStringLiteral("not an AWS EC2 offer file: offerCode is '%1', not AmazonEC2").arg(handler.offerCode));
    if (!handler.sawTerms)
        return failed(format, QStringLiteral("not an AWS EC2 offer file: no 'terms' object (the file may be cut short)"));
    c.r.documentDate = isoDay(handler.publication);
    if (c.r.documentDate.isEmpty())
        return failed(format, QStringLiteral("the offer file's publicationDate '%1' is not a date").arg(handler.publication));
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
    return reader.Parse<rapidjson::kParseIterativeFlag | rapidjson::kParseValidateEncodingFlag>(stream, count) ? count.n : -1;
}

} // namespace cg::readers
