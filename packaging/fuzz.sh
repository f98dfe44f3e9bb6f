#!/usr/bin/env bash
# Builds the libFuzzer targets (packaging/sanitizer-build.sh: clang, ASan + UBSan, build-san/) and runs each for
# SECONDS (default 60), seeded from tests/fuzz/corpus/<target>/. New inputs go to a scratch
# corpus, so the committed corpora only change by hand. Exits non-zero on the first crash.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
targets="csvreader gpuinfo skypilot gpuhunt gpuhunt_tpu_json cloudgauge_csv probejson alibaba_price_json tencent_price_json huawei_price_json
    aws_ec2 azure_retail_json oci_price_json gcp_skus_json nvidiasmi rocmsmi amdsmi xlsx opencomputeprices demandcurve"
bash packaging/sanitizer-build.sh $(for t in $targets; do printf 'fuzz_%s ' "$t"; done)
export QT_QPA_PLATFORM=offscreen ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
for t in $targets; do
    scratch="build-san/corpus-$t"
    mkdir -p "$scratch"
    echo "fuzzing $t for $seconds s"
    log="build-san/fuzz-$t.log"
    if ! build-san/tests/fuzz/fuzz_$t -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="build-san/crash-$t-" "$scratch" "tests/fuzz/corpus/$t" > "$log" 2>&1; then
        # The sanitizer's report (what failed, where) and the input that did it, for the CI log.
        grep -v '^#\|^"' "$log" | tail -n 60
        for f in build-san/crash-"$t"-*; do [ -f "$f" ] && { echo "input $f (base64):"; head -c 4096 "$f" | base64; }; done
        exit 1
    fi
    tail -n 1 "$log"
done
echo "fuzzing: every target ran $seconds s with no crash"
