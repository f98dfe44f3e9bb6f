#include "csv/CsvStreamReader.h"

#include <QIODevice>

namespace cg {

namespace {
constexpr qint64 kChunk = 1 << 20;
}

CsvStreamReader::CsvStreamReader(QIODevice *device, char delimiter, int maxRecordBytes)
    : m_device(device)
    , m_delim(delimiter)
    , m_maxRecord(maxRecordBytes)
{
}

bool CsvStreamReader::fill()
{
    if (m_eof)
        return false;
    m_buf = m_device->read(kChunk);
    m_pos = 0;
    if (m_buf.isEmpty()) {
        m_eof = true;
        return false;
    }
    if (m_hook && !m_hook(m_hookContext, m_buf)) {
        m_stopped = true;
        m_eof = true;
        m_buf.clear();
        return false;
    }
    if (m_first) {
        m_first = false;
        if (m_buf.startsWith("\xEF\xBB\xBF"))
            m_pos = 3;
    }
    m_consumed += m_buf.size();
    return true;
}

bool CsvStreamReader::giveUp(CsvRecord *record)
{
    m_runaway = true;
    m_runawayLine = record->line;
    m_eof = true;
    m_buf.clear();
    m_pos = 0;
    m_field.clear();
    record->fields.clear();
    return false;
}

bool CsvStreamReader::next(CsvRecord *record)
{
    record->fields.clear();
    m_overLimit = false;
    for (;;) {
        bool quoted = false, wasQuoted = false, any = false, content = false;
        qint64 recordBytes = 0;
        m_field.clear();
        record->line = m_line;
        auto finishField = [&] {
            QByteArray f = wasQuoted ? m_field : m_field.trimmed();
            record->fields.append(QString::fromUtf8(f));
            m_field.clear();
            wasQuoted = false;
            content = false;
        };
        for (;;) {
            if (m_pos >= m_buf.size() && !fill()) {
                if (quoted) {
                    m_truncated = true;
                    record->fields.clear();
                    return false;
                }
                if (!any && record->fields.isEmpty())
                    return false;
                finishField();
                return true;
            }
            const char *data = m_buf.constData();
            const qsizetype n = m_buf.size();
            if (quoted) {
                // Copy the run up to the next quote in one go.
                qsizetype i = m_pos;
                while (i < n && data[i] != '"') {
                    if (data[i] == '\n')
                        ++m_line;
                    ++i;
                }
                if (recordBytes + (i - m_pos) <= m_maxRecord)
                    m_field.append(data + m_pos, i - m_pos);
                else
                    m_overLimit = true;
                recordBytes += i - m_pos;
                m_pos = i;
                if (m_runawayBytes > 0 && recordBytes > m_runawayBytes)
                    return giveUp(record);
                if (i == n)
                    continue;
                ++m_pos; // the quote
                if (m_pos >= n && !fill()) {
                    quoted = false;
                    continue;
                }
                if (m_buf.at(m_pos) == '"') {
                    m_field.append('"');
                    ++m_pos;
                } else {
                    quoted = false;
                }
                continue;
            }
            const char c = data[m_pos++];
            any = true;
            if (c == '"' && !content) {
                quoted = wasQuoted = true;
                m_field.clear();
            } else if (c == m_delim) {
                finishField();
            } else if (c == '\r' || c == '\n') {
                if (c == '\r') {
                    if (m_pos >= m_buf.size())
                        fill();
                    if (m_pos < m_buf.size() && m_buf.at(m_pos) == '\n')
                        ++m_pos;
                }
                ++m_line;
                finishField();
                const bool blank = record->fields.size() == 1 && record->fields.first().isEmpty();
                if (!blank)
                    return true;
                record->fields.clear();
                record->line = m_line;
                any = false;
                recordBytes = 0;
            } else {
                if (++recordBytes <= m_maxRecord) {
                    m_field.append(c);
                    content = content || (c != ' ' && c != '\t');
                } else {
                    m_overLimit = true;
                }
                if (m_runawayBytes > 0 && recordBytes > m_runawayBytes)
                    return giveUp(record);
            }
        }
    }
}

} // namespace cg
