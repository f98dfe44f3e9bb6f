#include "csv/CsvReader.h"

#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QStringDecoder>

#include <algorithm>

namespace cg {

int CsvTable::column(QAnyStringView name) const
{
    for (int i = 0; i < header.size(); ++i) {
        if (QAnyStringView::compare(QStringView(header.at(i)).trimmed(), name, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

namespace {

QChar sniffDelimiter(QStringView text)
{
    int commas = 0, semicolons = 0, tabs = 0;
    bool quoted = false;
    for (QChar c : text) {
        if (c == QLatin1Char('"'))
            quoted = !quoted;
        else if (!quoted && (c == QLatin1Char('\n') || c == QLatin1Char('\r')))
            break;
        else if (!quoted && c == QLatin1Char(','))
            ++commas;
        else if (!quoted && c == QLatin1Char(';'))
            ++semicolons;
        else if (!quoted && c == QLatin1Char('\t'))
            ++tabs;
    }
    if (semicolons > commas && semicolons >= tabs)
        return QLatin1Char(';');
    if (tabs > commas && tabs > semicolons)
        return QLatin1Char('\t');
    return QLatin1Char(',');
}

/// The bytes of `bytes` from `pos` on, at most CsvReader::kDecodeBlock of them.
QByteArrayView block(const QByteArray &bytes, qsizetype pos)
{
    return QByteArrayView(bytes.constData() + pos, std::min(CsvReader::kDecodeBlock, bytes.size() - pos));
}

} // namespace

CsvTable CsvReader::parse(const QByteArray &bytes, const CsvLimits &limits)
{
    return parse(bytes, limits, {});
}

CsvTable CsvReader::parse(const QByteArray &bytes, const CsvLimits &limits, const RecordSink &sink)
{
    CsvTable table;
    if (bytes.size() > limits.maxFileBytes) {
        table.fatalError = QStringLiteral("file is %1 bytes, over the limit of %2 bytes").arg(bytes.size()).arg(limits.maxFileBytes);
        return table;
    }
    // Invalid UTF-8 decodes to U+FFFD; whether the file has any is known before reading (a file of
    // ASCII bytes has none; another is decoded once to ask), so a U+FFFD the file really contains
    // is kept and one that stands for bytes that were no UTF-8 rejects its row.
    const bool ascii = std::none_of(bytes.cbegin(), bytes.cend(), [](char c) { return (c & 0x80) != 0; });
    bool invalidUtf8 = false;
    if (!ascii) {
        QStringDecoder probe(QStringDecoder::Utf8);
        for (qsizetype pos = 0; pos < bytes.size() && !probe.hasError(); pos += kDecodeBlock)
            const QString discarded = probe(block(bytes, pos)); // decoding happens on conversion
        invalidUtf8 = probe.hasError();
    }
    // Only a file with a NUL or a bad byte pays for the per-character check (memchr, not a loop).
    const bool checkChars = invalidUtf8 || bytes.contains('\0');
    // The text is decoded a block at a time: the whole file is never held twice (bytes and UTF-16).
    QStringDecoder decoder(QStringDecoder::Utf8);
    QString text;
    qsizetype decoded = 0; // bytes decoded so far
    auto decodeMore = [&](qsizetype consumed) {
        text.remove(0, consumed);
        text += decoder(block(bytes, decoded));
        decoded += kDecodeBlock;
    };
    decodeMore(0);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    table.delimiter = sniffDelimiter(text);
    const QChar delim = table.delimiter;
    const QChar quote = QLatin1Char('"');

    QStringList fields;
    QString field;
    bool quoted = false; // inside a quoted field
    bool fieldWasQuoted = false;
    bool overLimit = false; // current record exceeded a per-record limit
    QString overLimitReason;
    QString badCharReason; // the current record holds a NUL or bytes that are no UTF-8
    int recordChars = 0;
    int line = 1; // current physical line
    int recordLine = 1; // line on which the current record started
    bool headerDone = false;
    int dataRows = 0;

    auto finishRecord = [&](bool atEof) -> bool {
        fields.append(fieldWasQuoted ? field : field.trimmed());
        field.clear();
        fieldWasQuoted = false;
        const bool blank = fields.size() == 1 && fields.first().isEmpty();
        if (!headerDone) {
            if (!blank) {
                table.header = fields;
                headerDone = true;
                // A column named twice: which one is meant is not guessed (column() would take the first).
                for (int i = 0; i < fields.size() && table.fatalError.isEmpty(); ++i)
                    for (int j = i + 1; j < fields.size(); ++j)
                        if (!fields.at(i).trimmed().isEmpty()
                            && QString::compare(fields.at(i).trimmed(), fields.at(j).trimmed(), Qt::CaseInsensitive) == 0) {
                            table.fatalError = QStringLiteral("the header names the column '%1' twice (columns %2 and %3): which one"
                                                              " is meant is not guessed; rename or remove one")
                                                   .arg(fields.at(i).trimmed())
                                                   .arg(i + 1)
                                                   .arg(j + 1);
                            break;
                        }
                if (!table.fatalError.isEmpty())
                    return false;
            }
        } else if (!blank) {
            if (overLimit) {
                table.issues.append({ recordLine, overLimitReason });
            } else if (!badCharReason.isEmpty()) {
                table.issues.append({ recordLine, badCharReason });
            } else if (fields.size() != table.header.size()) {
                const QString reason = atEof && fields.size() < table.header.size()
                    ? QStringLiteral("truncated last record: %1 of %2 fields (file ends mid-line)")
                    : QStringLiteral("has %1 fields, the header has %2");
                table.issues.append({ recordLine, reason.arg(fields.size()).arg(table.header.size()) });
            } else {
                if (++dataRows > limits.maxRows) {
                    table.fatalError = QStringLiteral("more than %1 data rows (limit)").arg(limits.maxRows);
                    return false;
                }
                if (sink)
                    sink(table, CsvRecord { recordLine, fields });
                else
                    table.records.append({ recordLine, fields });
            }
        }
        fields.clear();
        overLimit = false;
        badCharReason.clear();
        recordChars = 0;
        return true;
    };

    for (qsizetype i = 0;; ++i) {
        if (i + 1 >= text.size() && decoded < bytes.size()) { // the next character is looked at below
            decodeMore(i);
            i = 0;
        }
        const qsizetype n = text.size();
        if (i >= n)
            break;
        const QChar c = text.at(i);
        if (checkChars && (c.unicode() == 0 || (invalidUtf8 && c.unicode() == 0xFFFD)) && badCharReason.isEmpty())
            badCharReason = c.unicode() == 0
                ? QStringLiteral("column %1 holds a NUL byte: the row is not stored").arg(fields.size() + 1)
                : QStringLiteral("column %1 holds bytes that are not UTF-8 (save the file as UTF-8): the row is not stored")
                      .arg(fields.size() + 1);
        const bool recordEnd = !quoted && (c == QLatin1Char('\r') || c == QLatin1Char('\n'));
        if (!recordEnd && !overLimit && ++recordChars > limits.maxRecordChars) {
            overLimit = true;
            overLimitReason = QStringLiteral("record longer than %1 characters (limit)").arg(limits.maxRecordChars);
        }
        if (quoted) {
            if (c == quote) {
                if (i + 1 < n && text.at(i + 1) == quote) {
                    field.append(quote);
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == QLatin1Char('\n'))
                    ++line;
                field.append(c);
            }
        } else if (c == quote && field.trimmed().isEmpty()) {
            quoted = true;
            fieldWasQuoted = true;
            field.clear();
        } else if (c == delim) {
            fields.append(fieldWasQuoted ? field : field.trimmed());
            field.clear();
            fieldWasQuoted = false;
        } else if (c == QLatin1Char('\r') || c == QLatin1Char('\n')) {
            if (c == QLatin1Char('\r') && i + 1 < n && text.at(i + 1) == QLatin1Char('\n'))
                ++i;
            if (!finishRecord(false))
                return CsvTable { {}, {}, {}, delim, table.fatalError };
            if (limits.cancel && (line & 0xFFF) == 0 && limits.cancel->load())
                return CsvTable { {}, {}, {}, delim, QStringLiteral("cancelled") };
            ++line;
            recordLine = line;
            continue;
        } else {
            field.append(c);
        }
        if (!overLimit && field.size() > limits.maxFieldChars) {
            overLimit = true;
            overLimitReason = QStringLiteral("field longer than %1 characters (limit)").arg(limits.maxFieldChars);
        }
        if (overLimit && field.size() > limits.maxFieldChars)
            field.truncate(limits.maxFieldChars); // keep memory bounded; the row is rejected anyway
    }
    if (quoted) {
        table.issues.append({ recordLine, QStringLiteral("truncated last record: a quoted field is not closed (file ends mid-field)") });
    } else if (!field.isEmpty() || !fields.isEmpty()) {
        if (!finishRecord(true))
            return CsvTable { {}, {}, {}, delim, table.fatalError };
    }
    if (!headerDone)
        table.fatalError = QStringLiteral("the file is empty (no header line)");
    return table;
}

CsvTable CsvReader::parseFile(const QString &path, const CsvLimits &limits)
{
    QFile file(path);
    const QFileInfo info(path);
    if (info.exists() && info.size() > limits.maxFileBytes) {
        CsvTable t;
        t.fatalError
            = QStringLiteral("%1: file is %2 bytes, over the limit of %3 bytes").arg(path).arg(info.size()).arg(limits.maxFileBytes);
        return t;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        CsvTable t;
        t.fatalError = QStringLiteral("%1: cannot read (%2)").arg(path, file.errorString());
        return t;
    }
    return parse(file.readAll(), limits);
}

bool isFormulaTrigger(QChar c)
{
    return c == QLatin1Char('=') || c == QLatin1Char('+') || c == QLatin1Char('-') || c == QLatin1Char('@') || c == QLatin1Char('\t')
        || c == QLatin1Char('\r');
}

QString csvEscape(const QString &field, bool guardFormula)
{
    QString out = field;
    if (guardFormula && !out.isEmpty()) {
        const QChar first = out.at(0);
        if (isFormulaTrigger(first)) {
            bool isNumber = false;
            QLocale::c().toDouble(out, &isNumber);
            if (!isNumber)
                out.prepend(QLatin1Char('\''));
        }
    }
    if (out.contains(QLatin1Char(',')) || out.contains(QLatin1Char('"')) || out.contains(QLatin1Char('\n'))
        || out.contains(QLatin1Char('\r')) || out.contains(QLatin1Char(';'))) {
        out.replace(QLatin1String("\""), QLatin1String("\"\""));
        out = QLatin1Char('"') + out + QLatin1Char('"');
    }
    return out;
}

} // namespace cg
