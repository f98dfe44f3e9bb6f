#version 450
// BabelStream-style triad (https://github.com/UoB-HPC/BabelStream): a[i] = b[i] + s * c[i] over n
// floats, as n / 4 vec4 (16-byte accesses, see copy.comp). A grid-stride loop keeps the group count
// within maxComputeWorkGroupCount[0] (>= 65,535). params.n4 = n / 4.
layout(local_size_x = 256) in;
layout(std430, set = 0, binding = 0) writeonly buffer A { vec4 a[]; };
layout(std430, set = 0, binding = 1) readonly buffer B { vec4 b[]; };
layout(std430, set = 0, binding = 2) readonly buffer C { vec4 c[]; };
layout(push_constant) uniform Params { uint n4; float s; } params;

void main()
{
    const uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
    for (uint i = gl_GlobalInvocationID.x; i < params.n4; i += stride)
        a[i] = b[i] + params.s * c[i];
}
