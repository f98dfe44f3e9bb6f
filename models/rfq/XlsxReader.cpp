// The bounded XLSX cell reader (libzip + QXmlStreamReader) for returned questionnaires.
#include "rfq/XlsxReader.h"

#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>

#include <zip.h>

#include <algorithm>
#include <memory>

namespace cg::rfq {

namespace {

const QString kRelationshipsNs = QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/relationships");

struct ZipDeleter
{
    void operator()(zip_t *z) const { zip_discard(z); }
};
struct ZipFileDeleter
{
    void operator()(zip_file_t *f) const { zip_fclose(f); }
};

/// Where the parts come from: the zip archive, or parts already in memory (readXlsxParts).
class PartSource
{
public:
    virtual ~PartSource() = default;
    virtual bool has(const QString &part) const = 0;
    /// The part's bytes, or nullopt with `error` (missing part, limits, damaged data).
    virtual std::optional<QByteArray> read(const QString &part, QString *error) = 0;
};

/// Parts given in memory, each held to limits.maxEntryBytes.
class MapSource final : public PartSource
{
public:
    MapSource(const QHash<QString, QByteArray> &parts, const XlsxLimits &limits)
        : m_parts(parts)
        , m_limits(limits)
    {
    }
    bool has(const QString &part) const override { return m_parts.contains(part); }
    std::optional<QByteArray> read(const QString &part, QString *error) override
    {
        const auto it = m_parts.constFind(part);
        if (it == m_parts.constEnd()) {
            *error = QStringLiteral("not an XLSX workbook: part %1 is missing").arg(part);
            return std::nullopt;
        }
        if (it->size() > m_limits.maxEntryBytes) {
            *error = QStringLiteral("refused: %1 inflates to %2 bytes (at most %3 per part, %4 in all)")
                         .arg(part)
                         .arg(it->size())
                         .arg(m_limits.maxEntryBytes)
                         .arg(m_limits.maxTotalBytes);
            return std::nullopt;
        }
        return *it;
    }

private:
    const QHash<QString, QByteArray> &m_parts;
    XlsxLimits m_limits;
};

/// The open archive and the inflation budget left.
class Archive final : public PartSource
{
public:
    Archive(const XlsxLimits &limits)
        : m_limits(limits)
    {
    }

    bool open(const QByteArray &data, QString *error)
    {
        zip_error_t zerr;
        zip_error_init(&zerr);
        zip_source_t *src = zip_source_buffer_create(data.constData(), zip_uint64_t(data.size()), 0, &zerr);
        if (!src) {
            *error = QStringLiteral("not a readable workbook: %1").arg(QString::fromUtf8(zip_error_strerror(&zerr)));
            zip_error_fini(&zerr);
            return false;
        }
        zip_t *z = zip_open_from_source(src, ZIP_RDONLY | ZIP_CHECKCONS, &zerr);
        if (!z) {
            zip_source_free(src);
            *error = QStringLiteral("not an XLSX workbook (not a zip archive: %1)").arg(QString::fromUtf8(zip_error_strerror(&zerr)));
            zip_error_fini(&zerr);
            return false;
        }
        zip_error_fini(&zerr);
        m_zip.reset(z);
        const zip_int64_t n = zip_get_num_entries(z, 0);
        if (n < 0 || n > m_limits.maxEntries) {
            *error = QStringLiteral("refused: the workbook holds %1 parts (at most %2 are read)").arg(n).arg(m_limits.maxEntries);
            return false;
        }
        for (zip_int64_t i = 0; i < n; ++i) {
            const char *name = zip_get_name(z, zip_uint64_t(i), 0);
            const QString part = name ? QString::fromUtf8(name) : QString();
            if (part.startsWith(QLatin1String("xl/externalLinks/"), Qt::CaseInsensitive)) {
                *error = QStringLiteral("refused: the workbook has external links (%1)").arg(part);
                return false;
            }
            if (part.compare(QLatin1String("xl/connections.xml"), Qt::CaseInsensitive) == 0) {
                *error = QStringLiteral("refused: the workbook has external data connections (%1)").arg(part);
                return false;
            }
            if (part.endsWith(QLatin1String("vbaProject.bin"), Qt::CaseInsensitive)) {
                *error = QStringLiteral("refused: the workbook contains macros (%1)").arg(part);
                return false;
            }
            // A part that would inflate past the limits is refused even if nothing refers to it:
            // a questionnaire has no such part, and a workbook carrying one is not ours as sent.
            zip_stat_t st;
            zip_stat_init(&st);
            if (zip_stat_index(z, zip_uint64_t(i), 0, &st) == 0 && (st.valid & ZIP_STAT_SIZE) != 0
                && st.size > zip_uint64_t(m_limits.maxEntryBytes)) {
                *error = QStringLiteral("refused: %1 inflates to %2 bytes (at most %3 per part, %4 in all)")
                             .arg(part)
                             .arg(st.size)
                             .arg(m_limits.maxEntryBytes)
                             .arg(m_limits.maxTotalBytes);
                return false;
            }
        }
        return true;
    }

    bool has(const QString &part) const override { return zip_name_locate(m_zip.get(), part.toUtf8().constData(), 0) >= 0; }

    /// The inflated part, or nullopt with `error` (missing part, limits, damaged data).
    std::optional<QByteArray> read(const QString &part, QString *error) override
    {
        const zip_int64_t index = zip_name_locate(m_zip.get(), part.toUtf8().constData(), 0);
        if (index < 0) {
            *error = QStringLiteral("not an XLSX workbook: part %1 is missing").arg(part);
            return std::nullopt;
        }
        zip_stat_t st;
        zip_stat_init(&st);
        if (zip_stat_index(m_zip.get(), zip_uint64_t(index), 0, &st) != 0 || !(st.valid & ZIP_STAT_SIZE)
            || !(st.valid & ZIP_STAT_COMP_SIZE)) {
            *error = QStringLiteral("damaged workbook: cannot read the size of %1").arg(part);
            return std::nullopt;
        }
        if (qint64(st.size) > m_limits.maxEntryBytes || st.size > zip_uint64_t(m_limits.maxTotalBytes - m_used)) {
            *error = QStringLiteral("refused: %1 inflates to %2 bytes (at most %3 per part, %4 in all)")
                         .arg(part)
                         .arg(qulonglong(st.size))
                         .arg(m_limits.maxEntryBytes)
                         .arg(m_limits.maxTotalBytes);
            return std::nullopt;
        }
        if (st.size > 1024 * 1024 && st.size > zip_uint64_t(m_limits.maxRatio) * std::max<zip_uint64_t>(st.comp_size, 1)) {
            *error = QStringLiteral("refused: %1 is compressed %2 to 1 (a zip bomb; at most %3 to 1)")
                         .arg(part)
                         .arg(qulonglong(st.size / std::max<zip_uint64_t>(st.comp_size, 1)))
                         .arg(m_limits.maxRatio);
            return std::nullopt;
        }
        std::unique_ptr<zip_file_t, ZipFileDeleter> file(zip_fopen_index(m_zip.get(), zip_uint64_t(index), 0));
        if (!file) {
            *error = QStringLiteral("damaged or encrypted workbook: cannot open %1: %2")
                         .arg(part, QString::fromUtf8(zip_strerror(m_zip.get())));
            return std::nullopt;
        }
        // Inflate at most the declared size + 1 byte: a header that lies about the size is caught here.
        QByteArray out(qsizetype(st.size) + 1, Qt::Uninitialized);
        qint64 got = 0;
        while (got < out.size()) {
            const zip_int64_t r = zip_fread(file.get(), out.data() + got, zip_uint64_t(out.size() - got));
            if (r < 0) {
                *error
                    = QStringLiteral("damaged workbook: cannot inflate %1: %2").arg(part, QString::fromUtf8(zip_file_strerror(file.get())));
                return std::nullopt;
            }
            if (r == 0)
                break;
            got += r;
        }
        if (got != qint64(st.size)) {
            *error = QStringLiteral("refused: %1 inflates to a size other than its header states (%2 bytes)")
                         .arg(part)
                         .arg(qulonglong(st.size));
            return std::nullopt;
        }
        out.truncate(qsizetype(got));
        m_used += got;
        return out;
    }

private:
    XlsxLimits m_limits;
    std::unique_ptr<zip_t, ZipDeleter> m_zip;
    qint64 m_used = 0;
};

/// Common XML checks: a DTD is refused; returns false with `error` when the reader failed.
bool xmlFailed(QXmlStreamReader &xml, const QString &part, QString *error)
{
    if (xml.tokenType() == QXmlStreamReader::DTD) {
        *error = QStringLiteral("refused: %1 declares a DTD").arg(part);
        return true;
    }
    if (xml.hasError()) {
        *error = QStringLiteral("malformed XML in %1 at line %2: %3").arg(part).arg(xml.lineNumber()).arg(xml.errorString());
        return true;
    }
    return false;
}

/// The text of the element the reader is on (a <si> or <is>): every <t>, except phonetic runs (<rPh>).
bool readRichText(QXmlStreamReader &xml, const QString &part, QString *text, QString *error)
{
    const QString endName = xml.name().toString();
    int phonetic = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xmlFailed(xml, part, error))
            return false;
        if (xml.isStartElement()) {
            if (xml.name() == QLatin1String("rPh"))
                ++phonetic;
            else if (xml.name() == QLatin1String("t") && phonetic == 0) {
                *text += xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (xmlFailed(xml, part, error))
                    return false;
            }
        } else if (xml.isEndElement()) {
            if (xml.name() == QLatin1String("rPh"))
                --phonetic;
            else if (xml.name() == endName)
                return true;
        }
    }
    return !xmlFailed(xml, part, error);
}

bool readSharedStrings(const QByteArray &data, const XlsxLimits &limits, QStringList *out, QString *error)
{
    const QString part = QStringLiteral("xl/sharedStrings.xml");
    QXmlStreamReader xml(data);
    while (!xml.atEnd()) {
        xml.readNext();
        if (xmlFailed(xml, part, error))
            return false;
        if (xml.isStartElement() && xml.name() == QLatin1String("si")) {
            if (out->size() >= limits.maxSharedStrings) {
                *error = QStringLiteral("refused: the shared-strings table has more than %1 entries").arg(limits.maxSharedStrings);
                return false;
            }
            QString text;
            if (!readRichText(xml, part, &text, error))
                return false;
            out->append(text);
        }
    }
    return !xmlFailed(xml, part, error);
}

struct SheetEntry
{
    QString name;
    QString relId;
};

/// Part name of a relationship target of xl/workbook.xml ("worksheets/sheet1.xml" or "/xl/…").
QString resolveTarget(const QString &target)
{
    if (target.startsWith(QLatin1Char('/')))
        return target.mid(1);
    return QStringLiteral("xl/") + target;
}

bool readSheet(
    const QByteArray &data, const QString &part, const QStringList &strings, const XlsxLimits &limits, XlsxSheet *sheet, QString *error)
{
    QXmlStreamReader xml(data);
    int cells = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xmlFailed(xml, part, error))
            return false;
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("f")) {
            *error = QStringLiteral("refused: %1 contains a formula").arg(sheet->name);
            return false;
        }
        if (xml.name() != QLatin1String("c"))
            continue;
        const QString ref = xml.attributes().value(QLatin1String("r")).toString();
        const auto pos = parseCellReference(ref);
        if (!pos) {
            *error = QStringLiteral("%1: bad cell reference \"%2\" (line %3 of %4)")
                         .arg(sheet->name, ref.left(40))
                         .arg(xml.lineNumber())
                         .arg(part);
            return false;
        }
        const QString where = sheet->name + QLatin1Char('!') + ref;
        if (++cells > limits.maxCellsPerSheet) {
            *error = QStringLiteral("refused: %1 has more than %2 cells").arg(sheet->name).arg(limits.maxCellsPerSheet);
            return false;
        }
        const QString type = xml.attributes().value(QLatin1String("t")).toString();
        XlsxCell cell;
        bool hasValue = false;
        QString raw;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xmlFailed(xml, part, error))
                return false;
            if (xml.isEndElement() && xml.name() == QLatin1String("c"))
                break;
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("f")) {
                *error = QStringLiteral("refused: %1 contains a formula").arg(where);
                return false;
            }
            if (xml.name() == QLatin1String("v")) {
                raw = xml.readElementText(QXmlStreamReader::SkipChildElements);
                if (xmlFailed(xml, part, error))
                    return false;
                hasValue = true;
            } else if (xml.name() == QLatin1String("is")) {
                if (!readRichText(xml, part, &raw, error))
                    return false;
                hasValue = true;
            }
        }
        if (!hasValue)
            continue;
        if (type == QLatin1String("s")) {
            bool ok = false;
            const qlonglong index = raw.trimmed().toLongLong(&ok);
            if (!ok || index < 0 || index >= strings.size()) {
                *error = QStringLiteral("%1: shared string %2 does not exist").arg(where, raw.left(20));
                return false;
            }
            cell.text = strings.at(qsizetype(index));
        } else if (type == QLatin1String("b")) {
            cell.type = XlsxCell::Type::Boolean;
            cell.text = raw.trimmed();
        } else if (type == QLatin1String("e")) {
            cell.type = XlsxCell::Type::Error;
            cell.text = raw;
        } else if (type.isEmpty() || type == QLatin1String("n")) {
            cell.type = XlsxCell::Type::Number;
            cell.text = raw.trimmed();
        } else { // inlineStr, str, d
            cell.text = raw;
        }
        sheet->cells.insert(XlsxSheet::key(pos->first, pos->second), cell);
        sheet->lastRow = std::max(sheet->lastRow, pos->first);
    }
    return !xmlFailed(xml, part, error);
}

} // namespace

const XlsxCell *XlsxSheet::cell(int row, int column) const
{
    const auto it = cells.constFind(key(row, column));
    return it == cells.constEnd() ? nullptr : &it.value();
}

QList<int> XlsxSheet::rows() const
{
    QList<int> out;
    out.reserve(cells.size());
    for (auto it = cells.constBegin(); it != cells.constEnd(); ++it)
        out.append(int(it.key() >> 32));
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

const XlsxSheet *XlsxWorkbook::sheet(const QString &name) const
{
    for (const XlsxSheet &s : sheets) {
        if (s.name == name)
            return &s;
    }
    return nullptr;
}

QString cellReference(int row, int column)
{
    QString letters;
    for (int c = column; c > 0; c = (c - 1) / 26)
        letters.prepend(QChar(u'A' + (c - 1) % 26));
    return letters + QString::number(row);
}

std::optional<std::pair<int, int>> parseCellReference(const QString &ref)
{
    static const QRegularExpression pattern(QStringLiteral("^([A-Z]{1,3})([1-9][0-9]{0,6})$"));
    const QRegularExpressionMatch m = pattern.match(ref);
    if (!m.hasMatch())
        return std::nullopt;
    int column = 0;
    for (const QChar ch : m.capturedView(1))
        column = column * 26 + (ch.unicode() - u'A' + 1);
    const int row = m.captured(2).toInt();
    if (column > 16384 || row > 1048576)
        return std::nullopt;
    return std::pair { row, column };
}

namespace {

std::optional<XlsxWorkbook> readWorkbook(PartSource &zip, QString *error, const XlsxLimits &limits)
{
    const QString relsPart = QStringLiteral("xl/_rels/workbook.xml.rels");
    const auto rels = zip.read(relsPart, error);
    if (!rels)
        return std::nullopt;
    QHash<QString, QString> targets;
    {
        QXmlStreamReader xml(*rels);
        while (!xml.atEnd()) {
            xml.readNext();
            if (xmlFailed(xml, relsPart, error))
                return std::nullopt;
            if (!xml.isStartElement() || xml.name() != QLatin1String("Relationship"))
                continue;
            const QXmlStreamAttributes a = xml.attributes();
            if (a.value(QLatin1String("TargetMode")).compare(QLatin1String("External"), Qt::CaseInsensitive) == 0
                || a.value(QLatin1String("Type")).endsWith(QLatin1String("/externalLink"))) {
                *error = QStringLiteral("refused: the workbook has external links (%1)").arg(a.value(QLatin1String("Target")).left(200));
                return std::nullopt;
            }
            targets.insert(a.value(QLatin1String("Id")).toString(), a.value(QLatin1String("Target")).toString());
        }
    }

    const QString workbookPart = QStringLiteral("xl/workbook.xml");
    const auto workbook = zip.read(workbookPart, error);
    if (!workbook)
        return std::nullopt;
    QList<SheetEntry> entries;
    {
        QXmlStreamReader xml(*workbook);
        while (!xml.atEnd()) {
            xml.readNext();
            if (xmlFailed(xml, workbookPart, error))
                return std::nullopt;
            if (!xml.isStartElement() || xml.name() != QLatin1String("sheet"))
                continue;
            if (entries.size() >= limits.maxEntries) {
                *error = QStringLiteral("refused: the workbook lists more than %1 sheets").arg(limits.maxEntries);
                return std::nullopt;
            }
            // r:id in the transitional namespace, or the same attribute under Strict OOXML's namespace.
            QString relId = xml.attributes().value(kRelationshipsNs, QLatin1String("id")).toString();
            for (const QXmlStreamAttribute &a : xml.attributes())
                if (relId.isEmpty() && a.name() == QLatin1String("id") && !a.namespaceUri().isEmpty())
                    relId = a.value().toString();
            entries.append({ xml.attributes().value(QLatin1String("name")).toString(), relId });
        }
    }

    QStringList strings;
    const QString sstPart = QStringLiteral("xl/sharedStrings.xml");
    if (zip.has(sstPart)) {
        const auto sst = zip.read(sstPart, error);
        if (!sst || !readSharedStrings(*sst, limits, &strings, error))
            return std::nullopt;
    }

    XlsxWorkbook out;
    for (const SheetEntry &e : entries) {
        const auto target = targets.constFind(e.relId);
        if (target == targets.constEnd()) {
            *error = QStringLiteral("damaged workbook: sheet %1 has no part").arg(e.name);
            return std::nullopt;
        }
        const QString part = resolveTarget(*target);
        const auto sheetData = zip.read(part, error);
        if (!sheetData)
            return std::nullopt;
        XlsxSheet sheet;
        sheet.name = e.name;
        if (!readSheet(*sheetData, part, strings, limits, &sheet, error))
            return std::nullopt;
        out.sheets.append(std::move(sheet));
    }
    return out;
}

} // namespace

std::optional<XlsxWorkbook> readXlsx(const QByteArray &data, QString *error, const XlsxLimits &limits)
{
    if (data.size() > limits.maxFileBytes) {
        *error = QStringLiteral("refused: the workbook is %1 bytes (at most %2)").arg(data.size()).arg(limits.maxFileBytes);
        return std::nullopt;
    }
    Archive zip(limits);
    if (!zip.open(data, error))
        return std::nullopt;
    return readWorkbook(zip, error, limits);
}

std::optional<XlsxWorkbook> readXlsxParts(const QHash<QString, QByteArray> &parts, QString *error, const XlsxLimits &limits)
{
    for (auto it = parts.constBegin(); it != parts.constEnd(); ++it) {
        if (it.key().startsWith(QLatin1String("xl/externalLinks/"), Qt::CaseInsensitive)) {
            *error = QStringLiteral("refused: the workbook has external links (%1)").arg(it.key());
            return std::nullopt;
        }
    }
    MapSource source(parts, limits);
    return readWorkbook(source, error, limits);
}

std::optional<XlsxWorkbook> readXlsxFile(const QString &path, QString *error, const XlsxLimits &limits)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot open: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    if (file.size() > limits.maxFileBytes) {
        *error = QStringLiteral("%1: refused: the workbook is %2 bytes (at most %3)").arg(path).arg(file.size()).arg(limits.maxFileBytes);
        return std::nullopt;
    }
    const QByteArray data = file.readAll();
    auto book = readXlsx(data, error, limits);
    if (!book)
        *error = path + QStringLiteral(": ") + *error;
    return book;
}

} // namespace cg::rfq
