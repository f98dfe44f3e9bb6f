#version 450
// BabelStream-style copy (https://github.com/UoB-HPC/BabelStream): dst[i] = src[i] over n floats,
// read and written as n / 4 vec4 (16-byte accesses, like clpeak's float4 bandwidth kernel), so
// enough bytes are in flight per invocation to fill HBM. A grid-stride loop keeps the group count
// within maxComputeWorkGroupCount[0] (>= 65,535). params.n4 = n / 4.
layout(local_size_x = 256) in;
layout(std430, set = 0, binding = 0) readonly buffer Src { vec4 src[]; };
layout(std430, set = 0, binding = 1) writeonly buffer Dst { vec4 dst[]; };
layout(push_constant) uniform Params { uint n4; } params;

void main()
{
    const uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
    for (uint i = gl_GlobalInvocationID.x; i < params.n4; i += stride)
        dst[i] = src[i];
}
