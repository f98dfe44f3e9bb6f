#include "core/FileWrite.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>

namespace cg {

QString fileWriteError(const QString &path, const QString &qtMessage)
{
    const QString name = QDir::toNativeSeparators(path);
    switch (errno) {
    case ENOSPC:
    case EDQUOT:
    case EFBIG:
        return QCoreApplication::translate("cg::FileWrite",
            "cannot write %1: the disk is full (or your quota or a file size limit is reached); free some space"
            " and try again. Nothing was replaced.")
            .arg(name);
    case EACCES:
    case EPERM:
    case EROFS:
        return QCoreApplication::translate(
            "cg::FileWrite", "cannot write %1: permission denied; check the folder's permissions or choose another folder")
            .arg(name);
    case ENOENT:
        return QCoreApplication::translate(
            "cg::FileWrite", "cannot write %1: the folder %2 does not exist; create it or choose another folder")
            .arg(name, QDir::toNativeSeparators(QFileInfo(path).absolutePath()));
    default:
        return QCoreApplication::translate("cg::FileWrite", "cannot write %1: %2. Nothing was replaced.").arg(name, qtMessage);
    }
}

namespace {
/// Empty, or why `path` must not be written through a temporary file renamed over it: it exists
/// and is not a regular file (a device such as /dev/full, a FIFO, a socket), which the rename
/// would replace with a plain file, as root even a device in /dev.
QString notARegularFile(const QString &path)
{
    const QFileInfo target(path);
    if (!target.exists() || target.isFile())
        return {};
    return QCoreApplication::translate("cg::FileWrite",
        "cannot write %1: it is not a regular file (a folder, device, pipe or socket) and would be replaced by one; name a"
        " regular file. Nothing was written.")
        .arg(QDir::toNativeSeparators(path));
}
} // namespace

bool commitSaveFile(QSaveFile &file, QString *error)
{
    const QString path = file.fileName();
    if (const QString refused = notARegularFile(path); !refused.isEmpty()) {
        file.cancelWriting();
        *error = refused;
        return false;
    }
    errno = 0;
    const bool flushed = file.flush();
    const int flushErrno = errno;
    const qint64 written = file.pos(), onDisk = file.size();
    if (!flushed || file.error() != QFileDevice::NoError || onDisk != written) {
        const QString qtMessage = file.errorString();
        file.cancelWriting();
        errno = flushErrno;
        if (onDisk != written && (errno == 0 || errno == ENOSPC || errno == EDQUOT || errno == EFBIG)) {
            // A short write, reported or not: the space or a size limit ran out.
            *error = QCoreApplication::translate("cg::FileWrite",
                "cannot write %1: only %2 of %3 bytes reached the disk: the disk is full (or your quota or a file"
                " size limit is reached); free some space and try again. Nothing was replaced.")
                         .arg(QDir::toNativeSeparators(path))
                         .arg(onDisk)
                         .arg(written);
            return false;
        }
        *error = fileWriteError(path, qtMessage);
        return false;
    }
    errno = 0;
    if (!file.commit()) {
        *error = fileWriteError(path, file.errorString());
        return false;
    }
    return true;
}

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    if (const QString refused = notARegularFile(path); !refused.isEmpty()) {
        *error = refused;
        return false;
    }
    QSaveFile file(path);
    errno = 0;
    if (!file.open(QIODevice::WriteOnly)) {
        *error = fileWriteError(path, file.errorString());
        return false;
    }
    errno = 0;
    if (file.write(bytes) != bytes.size()) {
        *error = fileWriteError(path, file.errorString());
        file.cancelWriting();
        return false;
    }
    return commitSaveFile(file, error);
}

} // namespace cg
