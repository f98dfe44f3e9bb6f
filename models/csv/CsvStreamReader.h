#pragma once

#include "csv/CsvReader.h"

#include <QByteArray>

class QIODevice;

namespace cg {

/**
 * RFC 4180 records read one at a time from a device, for files too large to hold (the AWS
 * Price List bulk files run to hundreds of MB). Same quoting rules as CsvReader (the delimiter
 * inside quotes, doubled quotes, line breaks inside quotes; a leading UTF-8 byte-order mark is
 * dropped), but no header handling and no field-count check: the caller decides what a record
 * means. Memory holds one read chunk (1 MiB) and the current record only.
 *
 * Errors: a record longer than `maxRecordBytes` is returned with `overLimit` set and its fields
 * truncated; a quoted field still open at the end is `truncated()`. A device that stops
 * delivering data (read error) reads as the end of the data. The device must stay open.
 */
class CsvStreamReader final
{
public:
    explicit CsvStreamReader(QIODevice *device, char delimiter = ',', int maxRecordBytes = 1 << 20);

    /// Reads the next non-blank record; false at the end of the data (or on a read error).
    bool next(CsvRecord *record);
    /// The last record returned ran past maxRecordBytes (its fields are cut short).
    bool overLimit() const { return m_overLimit; }
    /// The data ended inside a quoted field (a truncated file); the partial record is not returned.
    bool truncated() const { return m_truncated; }
    /// Bytes consumed from the device so far.
    qint64 bytesRead() const { return m_consumed; }
    /// Called with every chunk read from the device, before it is parsed (hashing, progress).
    /// Returning false stops reading as if the data ended (cancel); stopped() then says so.
    void setChunkHook(bool (*hook)(void *context, const QByteArray &chunk), void *context)
    {
        m_hook = hook;
        m_hookContext = context;
    }
    bool stopped() const { return m_stopped; }
    /// A record that runs past `bytes` (far beyond maxRecordBytes, where its fields are already
    /// cut) stops the read: a device without line ends (/dev/zero) is never read to its end.
    /// runaway() then says so and runawayLine() where the record began. 0 (default): no stop.
    void setRunawayBytes(qint64 bytes) { m_runawayBytes = bytes; }
    bool runaway() const { return m_runaway; }
    int runawayLine() const { return m_runawayLine; }

private:
    bool fill();
    bool giveUp(CsvRecord *record); ///< the runaway record: stop, return nothing

    QIODevice *m_device;
    char m_delim;
    int m_maxRecord;
    qint64 m_runawayBytes = 0;
    bool m_runaway = false;
    int m_runawayLine = 0;
    QByteArray m_buf;
    qsizetype m_pos = 0;
    qint64 m_consumed = 0;
    bool m_eof = false, m_first = true, m_overLimit = false, m_truncated = false, m_stopped = false;
    int m_line = 1;
    QByteArray m_field;
    bool (*m_hook)(void *, const QByteArray &) = nullptr;
    void *m_hookContext = nullptr;
};

} // namespace cg
