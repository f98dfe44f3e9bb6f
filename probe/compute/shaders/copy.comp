#version 450
// BabelStream-style copy (https://github.com/UoB-HPC/BabelStream): dst[i] = src[i] for i < n.
// A grid-stride loop, so the group count stays within maxComputeWorkGroupCount[0] (≥ 65,535).
layout(local_size_x = 256) in;
layout(std430, set = 0, binding = 0) readonly buffer Src { float src[]; };
layout(std430, set = 0, binding = 1) writeonly buffer Dst { float dst[]; };
layout(push_constant) uniform Params { uint n; } params;

void main()
{
    const uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
    for (uint i = gl_GlobalInvocationID.x; i < params.n; i += stride)
        dst[i] = src[i];
}
