#version 450
// BabelStream-style triad (https://github.com/UoB-HPC/BabelStream): a[i] = b[i] + s * c[i] for i < n.
// A grid-stride loop, so the group count stays within maxComputeWorkGroupCount[0] (>= 65,535).
layout(local_size_x = 256) in;
layout(std430, set = 0, binding = 0) writeonly buffer A { float a[]; };
layout(std430, set = 0, binding = 1) readonly buffer B { float b[]; };
layout(std430, set = 0, binding = 2) readonly buffer C { float c[]; };
layout(push_constant) uniform Params { uint n; float s; } params;

void main()
{
    const uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
    for (uint i = gl_GlobalInvocationID.x; i < params.n; i += stride)
        a[i] = b[i] + params.s * c[i];
}
