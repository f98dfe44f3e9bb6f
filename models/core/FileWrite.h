#pragma once

#include <QByteArray>
#include <QString>

namespace cg {

/**
 * Writes `bytes` to `path` all or nothing: through QSaveFile (a temporary file in the same
 * folder, renamed over `path` only when every byte was written and flushed), so a full disk, a
 * lost mount or a write error leaves the old file as it was and no part-file behind.
 *
 * Returns true on success. On failure returns false and sets `*error` to one sentence that names
 * the file and what to do: "the disk is full" for ENOSPC/EDQUOT, the folder's permissions only
 * for a permission error, else the system's message.
 */
bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error);

/// The sentence writeFileAtomically() gives for a failed write of `path` with the current errno
/// and Qt's `qtMessage` (QFileDevice::errorString()).
QString fileWriteError(const QString &path, const QString &qtMessage);

} // namespace cg
