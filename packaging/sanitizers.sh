#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer + UndefinedBehaviorSanitizer, built by
# packaging/sanitizer-build.sh in build-san/; any report fails the run (UBSan halts on the first
# error). Leak checking is off: Qt and fontconfig keep process-lifetime allocations that
# LeakSanitizer reports as leaks.
set -euo pipefail
cd "$(dirname "$0")/.."
bash packaging/sanitizer-build.sh
ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 QT_QPA_PLATFORM=offscreen \
    ctest --test-dir build-san --output-on-failure --parallel "$(nproc)" -E bench_smoke
