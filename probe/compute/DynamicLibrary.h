#pragma once

#include <QByteArray>
#include <QString>
#include <QtGlobal>

namespace cg::probe {

/// A shared library opened with dlopen(RTLD_NOW | RTLD_LOCAL) and closed when destroyed. Used for
/// vendor runtimes the probe must not link against (libOpenCL.so.1, libvulkan.so.1).
class DynamicLibrary final
{
public:
    /// Opens `fileName` (a soname searched the usual way, or a path). Check isLoaded().
    explicit DynamicLibrary(const QByteArray &fileName);
    ~DynamicLibrary();
    Q_DISABLE_COPY_MOVE(DynamicLibrary)

    bool isLoaded() const { return m_handle != nullptr; }
    /// dlerror() text of a failed open, empty otherwise.
    QString errorString() const { return m_error; }
    /// The address of `symbol`, or nullptr.
    void *resolve(const char *symbol) const;

    /// Keeps the library loaded past this object's life (used when a driver may still run our work,
    /// e.g. after a dispatch that never finished: unloading it then could crash the process).
    void leak() { m_leak = true; }

    /// The library file to open: the environment variable `envVar` when set (a test or a user
    /// naming another runtime), else `fallback`.
    static QByteArray fileNameFromEnvironment(const char *envVar, const char *fallback)
    {
        const QByteArray fromEnv = qgetenv(envVar);
        return fromEnv.isEmpty() ? QByteArray(fallback) : fromEnv;
    }

    template<typename Fn> Fn get(const char *symbol) const { return reinterpret_cast<Fn>(resolve(symbol)); }

private:
    void *m_handle = nullptr;
    QString m_error;
    bool m_leak = false;
};

} // namespace cg::probe
