#!/usr/bin/env bash
# The one sanitizer build, in build-san/, shared by packaging/sanitizers.sh (the test suite) and
# packaging/fuzz.sh (the libFuzzer targets): clang with AddressSanitizer + UndefinedBehaviorSanitizer,
# and libFuzzer's coverage instrumentation, so one compile of the project serves both. Installs
# clang and its sanitizer runtime when they are missing (needs root or sudo then).
#   packaging/sanitizer-build.sh [TARGET ...]   builds TARGETs (default: everything)
set -euo pipefail
cd "$(dirname "$0")/.."
bash packaging/ensure-packages.sh clang libclang-rt-14-dev
CC=clang CXX=clang++ cmake -S . -B build-san -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DENABLE_SANITIZERS=ON -DENABLE_FUZZING=ON -DBUILD_TESTING=ON > /dev/null
if [ "$#" -gt 0 ]; then
    cmake --build build-san --parallel "$(nproc)" --target "$@"
else
    cmake --build build-san --parallel "$(nproc)"
fi
