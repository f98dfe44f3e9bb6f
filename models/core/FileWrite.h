#pragma once

#include <QByteArray>
#include <QString>

class QSaveFile;

namespace cg {

/**
 * Writes `bytes` to `path` all or nothing: through QSaveFile (a temporary file in the same
 * folder, renamed over `path` only when every byte was written and flushed), so a full disk, a
 * lost mount or a write error leaves the old file as it was and no part-file behind.
 *
 * A `path` that exists and is not a regular file (a device such as /dev/full, a FIFO, a socket)
 * is refused before anything is written: the rename would replace it with a plain file.
 *
 * Returns true on success. On failure returns false and sets `*error` to one sentence that names
 * the file and what to do: "the disk is full" for ENOSPC/EDQUOT, the folder's permissions only
 * for a permission error, else the system's message.
 */
bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error);

/**
 * Commits `file` (a QSaveFile opened for writing, written through any writer: QTextStream,
 * QPdfWriter) only when every byte written reached the disk: flushes it, then compares the size
 * of the temporary file on disk with the bytes written and checks the device's error. Qt does not
 * always report a short write (a full disk or a file size limit hit in the middle of a buffered
 * write), so the size is compared whatever it says. On any failure the temporary file is
 * discarded, the file at its path is left as it was, and `*error` says what happened and that
 * nothing was replaced (fileWriteError()). A path that is not a regular file (a device, a FIFO)
 * is never committed over.
 */
bool commitSaveFile(QSaveFile &file, QString *error);

/// The sentence writeFileAtomically() gives for a failed write of `path` with the current errno
/// and Qt's `qtMessage` (QFileDevice::errorString()).
QString fileWriteError(const QString &path, const QString &qtMessage);

} // namespace cg
