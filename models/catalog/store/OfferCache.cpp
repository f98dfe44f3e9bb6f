#include "catalog/store/OfferCache.h"

#include "core/FileWrite.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QStandardPaths>

#include <array>
#include <cstring>
#include <filesystem>
#include <type_traits>

namespace cg {

namespace {

constexpr char kMagic[8] = { 'C', 'G', 'O', 'F', 'F', 'E', 'R', 'S' };
constexpr quint32 kFormatVersion = 2;
constexpr quint32 kByteOrder = 0x01020304; // the copy is read on the machine that wrote it

// Every field of OfferView that Catalog::offers() reads is written below (OfferView::country,
// certifications and the measured round trip are not: CatalogSnapshot fills them from the region
// places, the providers' certifications and the latency measurements after the read). A field added to
// OfferView or PriceView changes their size: this stops the build until the record (and
// kFormatVersion) follow it.
#if defined(__x86_64__) || defined(__aarch64__)
static_assert(sizeof(PriceView) == 192 && sizeof(OfferView) == 944,
    "OfferView or PriceView changed: add the field to OfferCache's Record and raise kFormatVersion");
#endif

constexpr int kStrings = 27; // 13 of the offer, 7 of each price
constexpr int kNumbers = 11; // 9 of the offer, the amount of each price

/// One offer, fixed size: strings as indices into the file's string table (0: null).
struct Record
{
    qint64 id = 0, withdrawnRunId = 0;
    double number[kNumbers] = {};
    quint32 string[kStrings] = {};
    quint32 present = 0; // bit i: number[i] is set; bits 11, 12: the on-demand / spot price row exists
    quint32 reserved = 0;
};
static_assert(std::is_trivially_copyable_v<Record>);

/// The offer's optional numbers, in Record::number order.
std::array<std::optional<double> *, kNumbers> numbersOf(OfferView &o)
{
    return { &o.gpuCount, &o.vcpus, &o.ramGib, &o.gpuMemoryGb, &o.datasheetGpuMemoryGb, &o.bf16Tflops, &o.fp8Tflops, &o.fp32Tflops,
        &o.memoryBandwidthGBs, &o.onDemand.amount, &o.spot.amount };
}

/// The offer's strings, in Record::string order.
std::array<QString *, kStrings> stringsOf(OfferView &o)
{
    return { &o.providerKey, &o.providerNameEn, &o.providerNameZh, &o.providerCategory, &o.instanceType, &o.region, &o.gpuKey, &o.gpuName,
        &o.gpuVendor, &o.gpuRawName, &o.gpuSourceUrl, &o.brokerOf, &o.flags, &o.onDemand.currency, &o.onDemand.asOf, &o.onDemand.sourceUrl,
        &o.onDemand.note, &o.onDemand.observedOn, &o.onDemand.observedAfter, &o.onDemand.importedOn, &o.spot.currency, &o.spot.asOf,
        &o.spot.sourceUrl, &o.spot.note, &o.spot.observedOn, &o.spot.observedAfter, &o.spot.importedOn };
}

void put32(QByteArray &out, quint32 v)
{
    out.append(reinterpret_cast<const char *>(&v), sizeof v);
}

/// Reads from a byte array with bounds checks: any read past the end fails the whole read.
class Reader
{
public:
    explicit Reader(const QByteArray &bytes)
        : m_p(bytes.constData())
        , m_end(bytes.constData() + bytes.size())
    {
    }
    bool take(void *to, qsizetype n)
    {
        if (n < 0 || m_end - m_p < n)
            return false;
        std::memcpy(to, m_p, size_t(n));
        m_p += n;
        return true;
    }
    bool u32(quint32 *v) { return take(v, sizeof *v); }
    const char *at() const { return m_p; }
    bool skip(qsizetype n)
    {
        if (n < 0 || m_end - m_p < n)
            return false;
        m_p += n;
        return true;
    }
    bool atEnd() const { return m_p == m_end; }

private:
    const char *m_p, *m_end;
};

/// Size and modification time in nanoseconds of `file`, "-" when it does not exist.
QString stamp(const QString &file)
{
    std::error_code ec;
    const std::filesystem::path p(file.toStdString());
    const auto size = std::filesystem::file_size(p, ec);
    if (ec)
        return QStringLiteral("-");
    const auto time = std::filesystem::last_write_time(p, ec);
    if (ec)
        return QStringLiteral("-");
    return QStringLiteral("%1@%2").arg(qulonglong(size)).arg(qlonglong(time.time_since_epoch().count()));
}

/// The catalog path a copy's header names (its key starts with it); empty for a damaged header.
QString catalogOfCopy(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray head = f.read(qint64(sizeof kMagic) + 5 * 4);
    if (head.size() < qsizetype(sizeof kMagic) + 5 * 4 || std::memcmp(head.constData(), kMagic, sizeof kMagic) != 0)
        return {};
    quint32 keySize = 0;
    std::memcpy(&keySize, head.constData() + sizeof kMagic + 4 * 4, sizeof keySize);
    const QByteArray key = f.read(qMin<qint64>(qint64(keySize) * 2, 64 * 1024));
    return QString(reinterpret_cast<const QChar *>(key.constData()), key.size() / 2).section(QLatin1Char('|'), 0, 0);
}

/// Removes the copies of catalogs that no longer exist (a benchmark's or a test's temporary
/// catalog, a catalog the user deleted), so the folder holds at most one copy per catalog file.
void pruneCopies(const QString &folder)
{
    const QDir dir(folder);
    for (const QString &name : dir.entryList({ QStringLiteral("*.bin") }, QDir::Files)) {
        const QString catalog = catalogOfCopy(dir.filePath(name));
        if (catalog.isEmpty() || !QFileInfo::exists(catalog))
            QFile::remove(dir.filePath(name));
    }
}

} // namespace

QString OfferCache::keyOf(const QString &path, int schemaVersion)
{
    const QFileInfo info(path);
    if (!info.isFile())
        return {};
    const QString db = stamp(info.absoluteFilePath());
    if (db == QLatin1String("-"))
        return {};
    // A write-ahead log with frames holds committed changes not yet in the database file; an
    // empty one (or none) does not.
    const QString wal = info.absoluteFilePath() + QStringLiteral("-wal");
    const QString walStamp = QFileInfo(wal).size() > 0 ? stamp(wal) : QStringLiteral("-");
    return QStringLiteral("%1|%2|%3|schema %4|format %5").arg(info.absoluteFilePath(), db, walStamp).arg(schemaVersion).arg(kFormatVersion);
}

QString OfferCache::fileOf(const QString &path)
{
    const QByteArray id = QCryptographicHash::hash(QFileInfo(path).absoluteFilePath().toUtf8(), QCryptographicHash::Sha1).toHex();
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/offers/") + QString::fromLatin1(id)
        + QStringLiteral(".bin");
}

bool OfferCache::write(const QString &path, const QString &key, const QList<OfferView> &offers, bool integrityChecked, QString *error)
{
    if (key.isEmpty())
        return true;
    // The string table: equal strings are one entry (the catalog read shares their copies, so
    // most are found by their data pointer without hashing the text).
    QList<QString> table { QString() };
    QHash<const void *, quint32> byCopy;
    QHash<QString, quint32> byText;
    auto indexOf = [&](const QString &s) -> quint32 {
        if (s.isEmpty())
            return 0;
        if (auto it = byCopy.constFind(s.constData()); it != byCopy.constEnd())
            return *it;
        auto it = byText.constFind(s);
        if (it == byText.constEnd()) {
            it = byText.insert(s, quint32(table.size()));
            table.append(s);
        }
        byCopy.insert(s.constData(), *it);
        return *it;
    };
    QList<Record> records;
    records.reserve(offers.size());
    for (const OfferView &offer : offers) {
        OfferView &o = const_cast<OfferView &>(offer); // only read through the field lists
        Record r;
        r.id = o.id;
        r.withdrawnRunId = o.withdrawnRunId;
        const auto numbers = numbersOf(o);
        for (int i = 0; i < kNumbers; ++i)
            if (numbers[size_t(i)]->has_value()) {
                r.number[i] = **numbers[size_t(i)];
                r.present |= 1u << i;
            }
        if (o.onDemand.present)
            r.present |= 1u << 11;
        if (o.spot.present)
            r.present |= 1u << 12;
        const auto strings = stringsOf(o);
        for (int i = 0; i < kStrings; ++i)
            r.string[i] = indexOf(*strings[size_t(i)]);
        records.append(r);
    }
    QByteArray out;
    out.append(kMagic, sizeof kMagic);
    put32(out, kFormatVersion);
    put32(out, kByteOrder);
    put32(out, quint32(sizeof(Record)));
    put32(out, integrityChecked ? 1 : 0);
    // Texts are UTF-16 after a 4-byte length: every text starts at an even offset (QChar aligned).
    put32(out, quint32(key.size()));
    out.append(reinterpret_cast<const char *>(key.constData()), key.size() * qsizetype(sizeof(QChar)));
    put32(out, quint32(table.size()));
    for (const QString &s : table) {
        put32(out, quint32(s.size()));
        out.append(reinterpret_cast<const char *>(s.constData()), s.size() * qsizetype(sizeof(QChar)));
    }
    put32(out, quint32(records.size()));
    out.append(reinterpret_cast<const char *>(records.constData()), records.size() * qsizetype(sizeof(Record)));

    const QString file = fileOf(path);
    if (!QDir().mkpath(QFileInfo(file).absolutePath())) {
        if (error)
            *error = QStringLiteral("%1: cannot create the folder").arg(QFileInfo(file).absolutePath());
        return false;
    }
    pruneCopies(QFileInfo(file).absolutePath());
    QString why;
    if (!writeFileAtomically(file, out, &why)) {
        if (error)
            *error = why;
        return false;
    }
    return true;
}

std::optional<OfferCache::Copy> OfferCache::read(const QString &path, const QString &key)
{
    if (key.isEmpty())
        return std::nullopt;
    QFile f(fileOf(path));
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray bytes = f.readAll();
    Reader in(bytes);
    char magic[sizeof kMagic];
    quint32 version = 0, order = 0, recordSize = 0, checked = 0, keySize = 0;
    if (!in.take(magic, sizeof magic) || std::memcmp(magic, kMagic, sizeof kMagic) != 0 || !in.u32(&version) || version != kFormatVersion
        || !in.u32(&order) || order != kByteOrder || !in.u32(&recordSize) || recordSize != sizeof(Record) || !in.u32(&checked)
        || !in.u32(&keySize))
        return std::nullopt;
    const char *keyAt = in.at();
    if (!in.skip(qsizetype(keySize) * qsizetype(sizeof(QChar))) || keySize != quint32(key.size())
        || std::memcmp(keyAt, key.constData(), size_t(keySize) * sizeof(QChar)) != 0)
        return std::nullopt; // another state of the catalog
    quint32 strings = 0;
    if (!in.u32(&strings) || strings == 0)
        return std::nullopt;
    QList<QString> table;
    table.reserve(strings);
    for (quint32 i = 0; i < strings; ++i) {
        quint32 length = 0;
        if (!in.u32(&length))
            return std::nullopt;
        const char *at = in.at();
        if (!in.skip(qsizetype(length) * qsizetype(sizeof(QChar))))
            return std::nullopt;
        table.append(length ? QString(reinterpret_cast<const QChar *>(at), qsizetype(length)) : QString());
    }
    quint32 count = 0;
    if (!in.u32(&count))
        return std::nullopt;
    Copy copy;
    copy.integrityChecked = checked == 1;
    copy.offers.reserve(count);
    for (quint32 n = 0; n < count; ++n) {
        Record r;
        if (!in.take(&r, sizeof r))
            return std::nullopt;
        OfferView o;
        o.id = r.id;
        o.withdrawnRunId = r.withdrawnRunId;
        const auto numbers = numbersOf(o);
        for (int i = 0; i < kNumbers; ++i)
            if (r.present & (1u << i))
                *numbers[size_t(i)] = r.number[i];
        o.onDemand.present = r.present & (1u << 11);
        o.spot.present = r.present & (1u << 12);
        const auto texts = stringsOf(o);
        for (int i = 0; i < kStrings; ++i) {
            if (r.string[i] >= strings)
                return std::nullopt;
            *texts[size_t(i)] = table.at(r.string[i]);
        }
        copy.offers.append(std::move(o));
    }
    if (!in.atEnd())
        return std::nullopt;
    return copy;
}

} // namespace cg
