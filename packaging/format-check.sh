#!/usr/bin/env bash
# Fails when a C++ source differs from what clang-format (14, .clang-format at the top) makes of
# it, listing the files; `packaging/format-check.sh --fix` formats them in place instead.
set -euo pipefail
cd "$(dirname "$0")/.."
bash packaging/ensure-packages.sh clang-format-14 git
mapfile -t files < <(git ls-files 'models/*.cpp' 'models/*.h' 'ui/*.cpp' 'ui/*.h' 'cli/*.cpp' 'cli/*.h' \
    'app/*.cpp' 'app/*.h' 'probe/*.cpp' 'probe/*.h' 'tests/*.cpp' 'tests/*.h')
if [ "${1:-}" = "--fix" ]; then
    clang-format-14 -i "${files[@]}"
    echo "format: ${#files[@]} files formatted"
    exit 0
fi
bad=()
for f in "${files[@]}"; do
    clang-format-14 --dry-run -Werror "$f" > /dev/null 2>&1 || bad+=("$f")
done
if [ "${#bad[@]}" -gt 0 ]; then
    printf 'format: not clang-formatted: %s\n' "${bad[@]}" >&2
    echo "format: run packaging/format-check.sh --fix" >&2
    exit 1
fi
echo "format: ${#files[@]} files clean"
