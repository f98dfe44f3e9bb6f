#include "core/FileWrite.h"

#include <QDir>
#include <QSaveFile>

#include <cerrno>

namespace cg {

QString fileWriteError(const QString &path, const QString &qtMessage)
{
    const QString name = QDir::toNativeSeparators(path);
    switch (errno) {
    case ENOSPC:
    case EDQUOT:
        return QStringLiteral("cannot write %1: the disk is full (or your quota is used up); free some space and try again."
                              " Nothing was replaced.")
            .arg(name);
    case EACCES:
    case EPERM:
    case EROFS:
        return QStringLiteral("cannot write %1: permission denied; check the folder's permissions or choose another folder").arg(name);
    default:
        return QStringLiteral("cannot write %1: %2. Nothing was replaced.").arg(name, qtMessage);
    }
}

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    errno = 0;
    if (!file.open(QIODevice::WriteOnly)) {
        *error = fileWriteError(path, file.errorString());
        return false;
    }
    errno = 0;
    if (file.write(bytes) != bytes.size() || !file.flush()) {
        *error = fileWriteError(path, file.errorString());
        file.cancelWriting();
        return false;
    }
    errno = 0;
    if (!file.commit()) {
        *error = fileWriteError(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace cg
