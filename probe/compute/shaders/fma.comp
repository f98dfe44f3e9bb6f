#version 450
// clpeak-style FP32 throughput (https://github.com/krrishnarraj/clpeak, "Single-precision compute"),
// the same chains as the OpenCL fma_vW kernels of OpenClKernels.cpp: 8 independent FMA chains of
// WIDTH lanes per invocation, each advanced twice per iteration (16 x WIDTH FMA, 32 x WIDTH FLOP),
// lane k starting k above lane 0. Compiled once per WIDTH (1, 2, 4, 8, 16) with -DWIDTH=W; widths
// 8 and 16 are 2 and 4 vec4 per chain (GLSL has no wider vector). m and c are push constants
// (m = 1, c = 2^-10), so the compiler cannot fold the chains and every intermediate is exact.
layout(local_size_x = 256) in;
layout(std430, set = 0, binding = 0) writeonly buffer Out { float outv[]; };
layout(push_constant) uniform Params { float m; float c; int iters; } p;

#if WIDTH == 1
#define T float
#define PARTS 1
#define LANES(q) 0.0
#define HSUM(v) (v)
#elif WIDTH == 2
#define T vec2
#define PARTS 1
#define LANES(q) vec2(0.0, 1.0)
#define HSUM(v) ((v).x + (v).y)
#else
#define T vec4
#define PARTS (WIDTH / 4)
#define LANES(q) vec4(4.0 * q, 4.0 * q + 1.0, 4.0 * q + 2.0, 4.0 * q + 3.0)
#define HSUM(v) (((v).x + (v).y) + ((v).z + (v).w))
#endif

#define DECL(q) T a0_##q = x + LANES(q), a1_##q = a0_##q + 1.0, a2_##q = a0_##q + 2.0, a3_##q = a0_##q + 3.0, \
    a4_##q = a0_##q + 4.0, a5_##q = a0_##q + 5.0, a6_##q = a0_##q + 6.0, a7_##q = a0_##q + 7.0;
#define STEP(q) a0_##q = fma(a0_##q, m, c); a1_##q = fma(a1_##q, m, c); a2_##q = fma(a2_##q, m, c); \
    a3_##q = fma(a3_##q, m, c); a4_##q = fma(a4_##q, m, c); a5_##q = fma(a5_##q, m, c); \
    a6_##q = fma(a6_##q, m, c); a7_##q = fma(a7_##q, m, c);
#define SUM(q) HSUM(((a0_##q + a1_##q) + (a2_##q + a3_##q)) + ((a4_##q + a5_##q) + (a6_##q + a7_##q)))

void main()
{
    const uint gid = gl_GlobalInvocationID.x;
    const float x = float(gid & 1023u) * 0.0009765625;
    const T m = T(p.m);
    const T c = T(p.c);
    DECL(0)
#if PARTS > 1
    DECL(1)
#endif
#if PARTS > 2
    DECL(2)
    DECL(3)
#endif
    for (int i = 0; i < p.iters; ++i) {
        STEP(0) STEP(0)
#if PARTS > 1
        STEP(1) STEP(1)
#endif
#if PARTS > 2
        STEP(2) STEP(2) STEP(3) STEP(3)
#endif
    }
#if PARTS == 1
    outv[gid] = SUM(0);
#elif PARTS == 2
    outv[gid] = SUM(0) + SUM(1);
#else
    outv[gid] = (SUM(0) + SUM(1)) + (SUM(2) + SUM(3));
#endif
}
