#!/usr/bin/env bash
# clang-tidy (.clang-tidy at the top) over the C++ sources changed since a base commit, in
# parallel, using build-release/compile_commands.json; exits 1 on any warning.
#   packaging/tidy.sh [BASE]   BASE: a commit (default: the one named in .ci/tidy-base)
# The whole tree takes about 40 CPU-minutes (7-8 s a file on this kind of machine), more than CI
# can give it beside the build, the sanitizers and the fuzzers; so CI checks what changed since
# the base, and the base moves forward once the whole tree has been made clean up to it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash packaging/ensure-packages.sh clang-tidy-14 git
base="${1:-$(cat .ci/tidy-base)}"
if [ ! -f build-release/compile_commands.json ]; then
    echo "tidy: build-release/compile_commands.json is missing (run packaging/setup.sh build)" >&2
    exit 2
fi
if ! git rev-parse --verify -q "$base^{commit}" > /dev/null; then
    echo "tidy: base commit $base is not in this clone's history" >&2
    exit 2
fi
# Added and modified files, and renamed ones whose text changed (a pure move is not new code).
mapfile -t files < <(git diff --name-status -M --diff-filter=AMR "$base" -- '*.cpp' \
    | awk '$1 == "A" || $1 == "M" { print $2 } $1 ~ /^R/ && $1 != "R100" { print $3 }' \
    | grep -E '^(models|ui|cli|app|probe)/' || true)
if [ "${#files[@]}" -eq 0 ]; then
    echo "tidy: no C++ source changed since $base"
    exit 0
fi
echo "tidy: ${#files[@]} source file(s) changed since $base"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
status=0
printf '%s\n' "${files[@]}" | xargs -P "$(nproc)" -n 4 clang-tidy-14 -p build-release --quiet > "$log" 2>&1 || status=$?
grep -E '(warning|error): ' "$log" | grep -v 'warnings generated' | sort -u || true
if [ "$status" -ne 0 ] || grep -qE '(warning|error): ' "$log"; then
    echo "tidy: FAILED (fix the findings above, or say in .clang-tidy why a check is off)" >&2
    exit 1
fi
echo "tidy: clean"
