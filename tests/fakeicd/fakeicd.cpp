/* A broken Vulkan driver for tst_probe_isolation: a shared library that exports the ICD entry
 * point vk_icdGetInstanceProcAddr (Vulkan loader-driver interface,
 * https://github.com/KhronosGroup/Vulkan-Loader/blob/main/docs/LoaderDriverInterface.md) and
 * crashes the first time the loader asks it for anything, as a half-installed or broken driver
 * does during vkCreateInstance / vkEnumeratePhysicalDevices. FAKE_ICD_MODE selects how:
 * "segv" (default, a write through a null pointer), "abort", or "hang" (sleeps for an hour). */
#include <cstdlib>
#include <cstring>
#include <unistd.h>

extern "C" __attribute__((visibility("default"))) void *vk_icdGetInstanceProcAddr(void *instance, const char *name)
{
    (void)instance;
    (void)name;
    const char *mode = getenv("FAKE_ICD_MODE");
    if (mode && strcmp(mode, "abort") == 0)
        abort();
    if (mode && strcmp(mode, "hang") == 0) {
        sleep(3600);
        return nullptr;
    }
    volatile int *volatile nowhere = nullptr;
    *nowhere = 42;
    return nullptr;
}
