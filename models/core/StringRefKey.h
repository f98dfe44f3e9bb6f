#pragma once

#include <QHashFunctions>
#include <QString>

namespace cg {

/**
 * A hash key of up to three strings that live elsewhere (an offer's fields), compared and hashed
 * by value. It groups rows by (provider, instance type, GPU) without building a joined string per
 * row: at 100k offers the joined keys cost one allocation and copy each, most of a grouping pass.
 *
 * The strings must outlive the key. A null pointer reads as the empty string. `tag` tells apart
 * keys whose parts alone would collide (a GPU model key and a raw GPU name of the same text).
 */
struct StringRefKey
{
    const QString *a = nullptr, *b = nullptr, *c = nullptr;
    int tag = 0;

    bool operator==(const StringRefKey &o) const { return tag == o.tag && same(a, o.a) && same(b, o.b) && same(c, o.c); }

private:
    static bool same(const QString *x, const QString *y)
    {
        if (x == y)
            return true;
        return (x ? QStringView(*x) : QStringView()) == (y ? QStringView(*y) : QStringView());
    }
};

inline size_t qHash(const StringRefKey &k, size_t seed = 0)
{
    auto view = [](const QString *s) { return s ? QStringView(*s) : QStringView(); };
    return qHashMulti(seed, view(k.a), view(k.b), view(k.c), k.tag);
}

} // namespace cg
