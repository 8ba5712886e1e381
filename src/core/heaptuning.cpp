// SPDX-License-Identifier: GPL-3.0-or-later
#include "heaptuning.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib> // defines __GLIBC__ where the C library is glibc
#include <optional>

#if defined(__GLIBC__)
#include <dlfcn.h>
#include <gnu/libc-version.h>
#include <malloc.h>
#endif

using namespace Qt::StringLiterals;

namespace ForwardDesk::Core::HeapTuning {

namespace {

#if defined(__GLIBC__)
/// jemalloc's mallctl() where jemalloc is the process's heap: it is looked up, not linked, so that only the
/// executables that link jemalloc (forwarddesk_heap) have it.
using MallctlFunction = int (*)(const char *name, void *oldValue, std::size_t *oldLength, void *newValue,
                                std::size_t newLength);

MallctlFunction mallctlFunction()
{
    static const auto function = reinterpret_cast<MallctlFunction>(dlsym(RTLD_DEFAULT, "mallctl"));
    return function;
}

/// One of jemalloc's values by its mallctl() name; nothing where jemalloc is not the heap or has no such value.
template <typename T>
std::optional<T> jemallocValue(const char *name)
{
    const MallctlFunction mallctl = mallctlFunction();
    T value{};
    std::size_t length = sizeof value;
    if (mallctl == nullptr || mallctl(name, &value, &length, nullptr, 0) != 0) {
        return std::nullopt;
    }
    return value;
}
#endif

} // namespace

void useOneHeap()
{
#if defined(__GLIBC__)
    if (mallctlFunction() != nullptr) {
        return; // jemalloc's options are set where it is linked in
    }
    mallopt(M_ARENA_MAX, 1);
    mallopt(M_MMAP_THRESHOLD, 1024 * 1024);
    mallopt(M_MXFAST, 0);
#endif
}

unsigned jemallocArenas()
{
#if defined(__GLIBC__)
    return jemallocValue<unsigned>("opt.narenas").value_or(0);
#else
    return 0;
#endif
}

QString heapName()
{
#if defined(__GLIBC__)
    if (mallctlFunction() != nullptr) {
        QString name = u"jemalloc"_s;
        if (const char *version = jemallocValue<const char *>("version").value_or(nullptr); version != nullptr) {
            // "5.3.0-0-g54eaed1d…": the release, without the commit it was built from
            name += u' ' + QString::fromLatin1(version).section(u'-', 0, 0);
        }
        const unsigned arenas = jemallocArenas();
        return name + (arenas == 1 ? u", 1 arena"_s : u", %1 arenas"_s.arg(arenas));
    }
    return u"glibc "_s + QString::fromLatin1(gnu_get_libc_version());
#else
    return u"the C library's"_s;
#endif
}

qint64 bytesInUse()
{
#if defined(__GLIBC__)
    if (const MallctlFunction mallctl = mallctlFunction(); mallctl != nullptr) {
        // jemalloc's statistics are a snapshot taken when "epoch" is written.
        std::uint64_t epoch = 1;
        std::size_t length = sizeof epoch;
        mallctl("epoch", &epoch, &length, &epoch, sizeof epoch);
        const std::optional<std::size_t> allocated = jemallocValue<std::size_t>("stats.allocated");
        return allocated ? static_cast<qint64>(*allocated) : -1;
    }
#if __GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33)
    return static_cast<qint64>(mallinfo2().uordblks);
#else
    return static_cast<qint64>(static_cast<unsigned>(mallinfo().uordblks)); // an int before glibc 2.33
#endif
#else
    return -1;
#endif
}

} // namespace ForwardDesk::Core::HeapTuning
