#include "OpenClKernels.h"

#include <cmath>

namespace cg::probe::ocl {

extern const char *const kKernelSource;
const char *const kKernelSource = R"CLC(
// STREAM / BabelStream kernels (https://github.com/UoB-HPC/BabelStream): one element per work-item.
__kernel void copy(__global const float *a, __global float *b)
{
    const size_t i = get_global_id(0);
    b[i] = a[i];
}

__kernel void triad(__global float *a, __global const float *b, __global const float *c, const float s)
{
    const size_t i = get_global_id(0);
    a[i] = b[i] + s * c[i];
}

// clpeak-style compute kernels (https://github.com/krrishnarraj/clpeak): 8 independent FMA chains of
// vector width W per work-item, each advanced twice per iteration: 16 × W FMA = 32 × W FLOP per
// iteration. Lane k starts k higher than lane 0, so no lane can be folded into another.
__constant float kLane[16] = { 0.0f, 1.0f, 2.0f, 3.0f, 4.0f, 5.0f, 6.0f, 7.0f,
                               8.0f, 9.0f, 10.0f, 11.0f, 12.0f, 13.0f, 14.0f, 15.0f };
float hsum1(float s) { return s; }
float hsum2(float2 s) { return s.s0 + s.s1; }
float hsum4(float4 s) { return hsum2(s.lo) + hsum2(s.hi); }
float hsum8(float8 s) { return hsum4(s.lo) + hsum4(s.hi); }
float hsum16(float16 s) { return hsum8(s.lo) + hsum8(s.hi); }

#define FMA_KERNEL(W, T, LANES)                                                                                \
__kernel void fma_v##W(__global float *out, const float m, const float c, const int iters)                     \
{                                                                                                              \
    const int gid = (int)get_global_id(0);                                                                     \
    const T x = (T)((float)(gid & 1023) * 0.0009765625f) + (LANES);                                           \
    T x0 = x, x1 = x + 1.0f, x2 = x + 2.0f, x3 = x + 3.0f, x4 = x + 4.0f, x5 = x + 5.0f, x6 = x + 6.0f,        \
      x7 = x + 7.0f;                                                                                           \
    for (int i = 0; i < iters; ++i) {                                                                          \
        x0 = fma(x0, m, c); x1 = fma(x1, m, c); x2 = fma(x2, m, c); x3 = fma(x3, m, c);                        \
        x4 = fma(x4, m, c); x5 = fma(x5, m, c); x6 = fma(x6, m, c); x7 = fma(x7, m, c);                        \
        x0 = fma(x0, m, c); x1 = fma(x1, m, c); x2 = fma(x2, m, c); x3 = fma(x3, m, c);                        \
        x4 = fma(x4, m, c); x5 = fma(x5, m, c); x6 = fma(x6, m, c); x7 = fma(x7, m, c);                        \
    }                                                                                                          \
    out[gid] = hsum##W(((x0 + x1) + (x2 + x3)) + ((x4 + x5) + (x6 + x7)));                                     \
}
FMA_KERNEL(1, float, 0.0f)
FMA_KERNEL(2, float2, vload2(0, kLane))
FMA_KERNEL(4, float4, vload4(0, kLane))
FMA_KERNEL(8, float8, vload8(0, kLane))
FMA_KERNEL(16, float16, vload16(0, kLane))
)CLC";

namespace {

/// The pairwise lane sum of the kernels' hsumW, in the same order.
float hsum(const float *v, int width)
{
    if (width == 1)
        return v[0];
    const int half = width / 2;
    return hsum(v, half) + hsum(v + half, half);
}

} // namespace

float hostFmaLanes(int gid, int iters, int width)
{
    float lanes[16];
    for (int k = 0; k < width; ++k) {
        float x[8];
        x[0] = float(gid & 1023) * 0.0009765625f + float(k);
        for (int j = 1; j < 8; ++j)
            x[j] = x[0] + float(j);
        for (int i = 0; i < iters; ++i) {
            for (int round = 0; round < 2; ++round) {
                for (float &v : x)
                    v = std::fma(v, kFmaM, kFmaC);
            }
        }
        lanes[k] = ((x[0] + x[1]) + (x[2] + x[3])) + ((x[4] + x[5]) + (x[6] + x[7]));
    }
    return hsum(lanes, width);
}

} // namespace cg::probe::ocl
