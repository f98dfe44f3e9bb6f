#include "DynamicLibrary.h"

#include <dlfcn.h>

namespace cg::probe {

DynamicLibrary::DynamicLibrary(const QByteArray &fileName)
{
    dlerror();
    m_handle = dlopen(fileName.constData(), RTLD_NOW | RTLD_LOCAL);
    if (!m_handle) {
        const char *err = dlerror();
        m_error = err ? QString::fromLocal8Bit(err) : QStringLiteral("dlopen failed");
    }
}

DynamicLibrary::~DynamicLibrary()
{
    if (m_handle && !m_leak)
        dlclose(m_handle);
}

void *DynamicLibrary::resolve(const char *symbol) const
{
    return m_handle ? dlsym(m_handle, symbol) : nullptr;
}

} // namespace cg::probe
