#!/usr/bin/env bash
# One-time check of cloudgauge-probe on a machine with an NVIDIA data-centre GPU (A100, H100, H200,
# L40S, ...): runs the probe once as an acceptance run (`--acceptance standard`: the NVML health
# fields graded as checks, and the full benchmarks), prints every check, then prints memory bandwidth and FP32 throughput of every
# benchmarked device (OpenCL and Vulkan) as fractions of the datasheet peak of the detected model,
# the peak taken from the catalog's GPU spec table (resources/seed/gpu_specs*.csv, each row with
# its datasheet URL) through `cloudgauge probe --from-json`. Goals: >= 80 % of the HBM bandwidth,
# >= 85 % of FP32 (printed, not enforced). Takes under 3 minutes (the probe's compute backends
# have a 20 s budget each).
#
# Usage: tools/probe-device-check.sh [BUILD_DIR]   (default: build; needs app/cloudgauge-probe and
#        app/cloudgauge built there, and python3)
# Output: tables on stdout; the acceptance document, the probe document inside it and the
# comparison are kept in a folder whose name is printed at the end (send them with the tables).
# Exit status: 0 when the probe ran and a GPU model was matched, 1 otherwise, 2 for a usage error.
set -u

build=${1:-build}
probe="$build/app/cloudgauge-probe"
app="$build/app/cloudgauge"
for f in "$probe" "$app"; do
    if [ ! -x "$f" ]; then
        echo "probe-device-check: $f not found or not executable (build first, see README)" >&2
        exit 2
    fi
done
command -v python3 >/dev/null || { echo "probe-device-check: python3 is needed" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/cloudgauge-device-check.XXXXXX")
echo "== GPU (nvidia-smi)"
if command -v nvidia-smi >/dev/null; then
    timeout 20 nvidia-smi --query-gpu=index,name,memory.total,clocks.max.sm,clocks.max.mem,power.limit,mig.mode.current \
        --format=csv 2>&1 | tee "$work/nvidia-smi.csv"
else
    echo "nvidia-smi not on PATH"
fi

echo "== cloudgauge-probe --acceptance standard (full benchmarks, at most 150 s)"
start=$(date +%s)
timeout 150 "$probe" --acceptance standard >"$work/accept.json" 2>"$work/probe.stderr"
rc=$?
echo "exit status $rc after $(($(date +%s) - start)) s (3: a check failed)"
if { [ "$rc" -ne 0 ] && [ "$rc" -ne 3 ]; } || [ ! -s "$work/accept.json" ]; then
    echo "probe-device-check: the probe did not write a document; see $work/probe.stderr" >&2
    tail -20 "$work/probe.stderr" >&2
    exit 1
fi
python3 - "$work/accept.json" "$work/probe.json" <<'EOF'
import json
import sys

acc = json.load(open(sys.argv[1]))
json.dump(acc.get("probe", {}), open(sys.argv[2], "w"), indent=1)
print(f"== Acceptance checks: {acc.get('status')} {acc.get('counts')}")
for c in acc.get("checks", []):
    print(f"  {c.get('status', ''):<8} {c.get('key', ''):<29} {str(c.get('device') or '-'):<10} "
          f"{str(c.get('observed')):<32} {str(c.get('expected'))}")
    if c.get("status") == "skipped" and not c.get("key", "").startswith(("bench.", "gpu.inventory")):
        print(f"           {c.get('reason', '')}")
EOF

# The catalog comparison on a fresh copy of the bundled catalog (the user's catalog is not touched).
timeout 60 "$app" probe --from-json "$work/probe.json" --catalog "$work/catalog.sqlite" --no-store --format json \
    >"$work/comparison.json" 2>"$work/comparison.stderr"

python3 - "$work/probe.json" "$work/comparison.json" <<'EOF'
import json
import sys

doc = json.load(open(sys.argv[1]))
try:
    cmp = json.load(open(sys.argv[2]))
except (OSError, ValueError):
    cmp = {}

print("== Backends")
for b in doc.get("backends", []):
    print(f"  {b.get('name', ''):<11} {b.get('status', ''):<11} {b.get('reason', '')}")

model = cmp.get("catalog_model") or ""
peak_bw = cmp.get("peak_bandwidth_gbps")
peak_fp32 = cmp.get("peak_fp32_tflops")
print("== Catalog match")
print(f"  device {cmp.get('device', '?')!r} -> model {model or 'not matched'}; "
      f"datasheet peaks: bandwidth {peak_bw} GB/s, FP32 {peak_fp32} TFLOPS")
print(f"  catalog comparison (best verified figure): bandwidth {cmp.get('bandwidth_fraction')}, FP32 {cmp.get('fp32_fraction')}")


def verified(m):
    return m if isinstance(m, dict) and m.get("verified") else None


def fraction(value, peak):
    return f"{value / peak * 100:.1f} %" if value is not None and peak else "-"


print("== Measured (median and best of the samples; \"of peak\" = median / datasheet peak)")
print(f"  {'device':<14} {'api':<7} {'timing':<7} {'figure':<12} {'median':>10} {'best':>10} {'converged':>9} {'of peak':>9}")
rows = 0
for d in doc.get("devices", []):
    b = d.get("benchmarks")
    if not b:
        continue
    print(f"  {d.get('id', ''):<14} {b.get('api', ''):<7} status {b.get('status')}: {b.get('reason', '')}")
    for key, peak, goal in (("copy_gbps", peak_bw, 0.80), ("triad_gbps", peak_bw, 0.80), ("fp32_tflops", peak_fp32, 0.85)):
        m = verified(b.get(key))
        if not m:
            continue
        rows += 1
        frac = fraction(m["median"], peak)
        mark = "" if not peak else ("  ok" if m["median"] / peak >= goal else f"  below the {goal:.0%} goal")
        extra = f" (width {m['vector_width']})" if "vector_width" in m else ""
        print(f"  {d.get('id', ''):<14} {b.get('api', ''):<7} {m.get('timing', '?'):<7} {key:<12} {m['median']:>10.4g} "
              f"{m['best']:>10.4g} {str(m.get('converged')):>9} {frac:>9}{mark}{extra}")
    for key in ("h2d_gbps", "d2h_gbps"):
        m = verified(b.get(key))
        if m:
            print(f"  {d.get('id', ''):<14} {b.get('api', ''):<7} {m.get('timing', '?'):<7} {key:<12} {m['median']:>10.4g} "
                  f"{m['best']:>10.4g} {str(m.get('converged')):>9} {'(PCIe)':>9}")
if rows == 0:
    print("  no verified figure (see the benchmarks status above)")
sys.exit(0 if model and rows else 1)
EOF
status=$?
echo "== Files: $work (probe.json, comparison.json, nvidia-smi.csv)"
exit $status
