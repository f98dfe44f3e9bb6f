#!/usr/bin/env python3
"""Benchmarks cloudgauge-probe against its peer, clpeak, on the same OpenCL device.

Runs clpeak (Debian package `clpeak`, https://github.com/krrishnarraj/clpeak) and
`cloudgauge-probe --json` interleaved, ROUNDS times, on one OpenCL device (pocl on CI), and prints
the ratios probe / clpeak for memory bandwidth, FP32 and host-device transfers, per round and as the
median over rounds. The goal is >= 0.95 for each; the ratios are printed, never enforced (a shared
machine is noisy), so the exit status is 0 whenever both tools ran, 2 when one is missing.

What is compared:
- bandwidth: the probe's best verified median of copy and triad (bytes read + written) against
  clpeak's best "Global memory bandwidth" over float..float16 (bytes read);
- FP32: the probe's fp32_tflops median against clpeak's best "Single-precision compute" width;
- transfers: the probe's h2d_gbps / d2h_gbps medians against clpeak's blocking
  enqueueWriteBuffer / enqueueReadBuffer.

Usage: tools/probe-peer-bench.py [--probe build/app/cloudgauge-probe] [--rounds 3] [--quick]
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys


def run_clpeak(clpeak, platform, device):
    args = [clpeak, "-p", str(platform), "-d", str(device), "--global-bandwidth", "--compute-sp", "--transfer-bandwidth"]
    out = subprocess.run(args, capture_output=True, text=True, timeout=1800).stdout
    section = None
    figures = {"bandwidth": [], "fp32": [], "h2d": None, "d2h": None}
    for line in out.splitlines():
        s = line.strip()
        if s.startswith("Global memory bandwidth"):
            section = "bandwidth"
        elif s.startswith("Single-precision compute"):
            section = "fp32"
        elif s.startswith("Transfer bandwidth"):
            section = "transfer"
        elif s.endswith(")") and "(" in s and ":" not in s:
            section = None
        m = re.match(r"^([A-Za-z0-9_ ()]+?)\s*:\s*([0-9.]+)\s*$", s)
        if not m or section is None:
            continue
        name, value = m.group(1).strip(), float(m.group(2))
        if section in ("bandwidth", "fp32") and name.startswith("float"):
            figures[section].append(value)
        elif section == "transfer" and name == "enqueueWriteBuffer":
            figures["h2d"] = value
        elif section == "transfer" and name == "enqueueReadBuffer":
            figures["d2h"] = value
    return {
        "bandwidth": max(figures["bandwidth"]) if figures["bandwidth"] else None,
        "fp32": max(figures["fp32"]) / 1000.0 if figures["fp32"] else None,  # GFLOPS -> TFLOPS
        "h2d": figures["h2d"],
        "d2h": figures["d2h"],
    }, out


def run_probe(probe, quick, device):
    env = dict(os.environ)
    env["CLOUDGAUGE_VULKAN_LIBRARY"] = "/nonexistent/libvulkan.so.1"  # OpenCL only
    env["CLOUDGAUGE_NVML_LIBRARY"] = "/nonexistent/libnvidia-ml.so.1"
    args = [probe, "--json", "--device", str(device)] + (["--quick"] if quick else [])
    doc = json.loads(subprocess.run(args, capture_output=True, text=True, timeout=600, env=env).stdout)
    for d in doc.get("devices", []):
        if d.get("backend") == "opencl" and "benchmarks" in d:
            b = d["benchmarks"]

            def med(key):
                m = b.get(key) or {}
                return m.get("median") if m.get("verified") else None

            bw = [v for v in (med("copy_gbps"), med("triad_gbps")) if v is not None]
            fp = b.get("fp32_tflops") or {}
            return {
                "bandwidth": max(bw) if bw else None,
                "fp32": med("fp32_tflops"),
                "h2d": med("h2d_gbps"),
                "d2h": med("d2h_gbps"),
                "converged": {k: (b.get(k) or {}).get("converged") for k in ("copy_gbps", "triad_gbps", "fp32_tflops", "h2d_gbps", "d2h_gbps")},
                "vector_width": fp.get("vector_width"),
            }, d.get("name")
    return None, None


def ratio(a, b):
    return a / b if a is not None and b else None


def fmt(x, digits=3):
    return "-" if x is None else f"{x:.{digits}f}"


def main():
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--probe", default=os.path.join(here, "build", "app", "cloudgauge-probe"))
    p.add_argument("--clpeak", default=shutil.which("clpeak") or "clpeak")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--quick", action="store_true", help="run the probe with --quick")
    p.add_argument("--platform", type=int, default=0, help="clpeak platform index")
    p.add_argument("--device", type=int, default=0, help="device index (clpeak -d, probe --device)")
    a = p.parse_args()
    if not shutil.which(a.clpeak) or not os.access(a.probe, os.X_OK):
        print(f"needs clpeak ({a.clpeak}) and cloudgauge-probe ({a.probe})", file=sys.stderr)
        return 2
    keys = ("bandwidth", "fp32", "h2d", "d2h")
    units = {"bandwidth": "GB/s", "fp32": "TFLOPS", "h2d": "GB/s", "d2h": "GB/s"}
    ratios = {k: [] for k in keys}
    for r in range(a.rounds):
        peer, _ = run_clpeak(a.clpeak, a.platform, a.device)
        mine, name = run_probe(a.probe, a.quick, a.device)
        if mine is None:
            print(f"round {r + 1}: the probe measured nothing on OpenCL device {a.device}", file=sys.stderr)
            return 1
        print(f"round {r + 1} ({name}):")
        for k in keys:
            q = ratio(mine[k], peer[k])
            if q is not None:
                ratios[k].append(q)
            print(f"  {k:9} probe {fmt(mine[k], 4):>10} {units[k]:6}  clpeak {fmt(peer[k], 4):>10}  ratio {fmt(q)}")
        print(f"  converged: {mine['converged']}, FP32 vector width: {mine['vector_width']}")
    print("\nmedian ratio probe / clpeak over %d round(s) (goal >= 0.95):" % a.rounds)
    for k in keys:
        q = statistics.median(ratios[k]) if ratios[k] else None
        flag = "" if q is None or q >= 0.95 else "  (below goal)"
        print(f"  {k:9} {fmt(q)}{flag}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
