#pragma once

// OpenCL C source of the probe's benchmark kernels and the host's reference computations.

namespace cg::probe::ocl {

/// copy, triad (BabelStream) and fma_v1 .. fma_v16 (clpeak-style FMA chains at vector widths 1,
/// 2, 4, 8, 16) kernels, compiled once per device.
extern const char *const kKernelSource;

/// FMA per loop iteration and lane of fma_vW: 8 chains advanced twice.
inline constexpr int kFmaPerIteration = 16;
/// The vector widths of the FMA kernels, as clpeak measures them (float .. float16).
inline constexpr int kFmaWidths[] = { 1, 2, 4, 8, 16 };
/// m = 1 and c = 2^-10 keep every intermediate an exact multiple of 2^-10 below 2^12, so a
/// conforming device and the host agree bit for bit; the device cannot know m is 1 (it is a
/// kernel argument).
inline constexpr float kFmaM = 1.0f;
inline constexpr float kFmaC = 0.0009765625f;

/// The value fma_v<width> writes for work-item `gid`, computed on the host with the same float
/// operations in the same order (lane k starts at lane 0 + k).
float hostFmaLanes(int gid, int iters, int width);

} // namespace cg::probe::ocl
