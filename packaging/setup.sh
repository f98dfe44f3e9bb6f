#!/usr/bin/env bash
# CloudGauge set-up: installs the missing Debian 12 packages, builds a Release build, then
#   packaging/setup.sh run    opens the window on the bundled catalog
#   packaging/setup.sh test   runs the whole test suite headless through ctest, the team-catalog
#                             tests (*_pg) on a throw-away PostgreSQL cluster (packaging/pg-cluster.sh)
#   packaging/setup.sh build  only builds
# Needs root or sudo for apt-get when packages are missing. Build folder: build-release/.
set -euo pipefail

cd "$(dirname "$0")/.."
mode="${1:-run}"
case "$mode" in run|test|build) ;; *) echo "usage: $0 [run|test|build]" >&2; exit 2 ;; esac

packages=(
    cmake ninja-build g++ pkgconf python3
    qt6-base-dev qt6-base-dev-tools libqt6sql6-sqlite qt6-qpa-plugins qt6-charts-dev libqt6opengl6-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    libsqlite3-dev libgl-dev fonts-wqy-microhei poppler-utils rapidjson-dev libssl-dev
    librsvg2-bin desktop-file-utils appstream dpkg-dev
    opencl-headers ocl-icd-opencl-dev pocl-opencl-icd clinfo
    libvulkan-dev mesa-vulkan-drivers glslang-tools vulkan-tools
    clpeak
    libxlsxwriter-dev libzip-dev libglpk-dev
    libqt6sql6-psql postgresql-15 libpq-dev
    qtkeychain-qt6-dev
)
bash packaging/ensure-packages.sh "${packages[@]}"

cmake -S . -B build-release -G Ninja -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=ON -DCMAKE_EXPORT_COMPILE_COMMANDS=ON
cmake --build build-release --parallel "$(nproc)"

case "$mode" in
run) exec build-release/app/cloudgauge ;;
test)
    # A throw-away PostgreSQL 15 cluster for the team-catalog runs (*_pg tests), stopped on exit.
    pgdir="$(mktemp -d "${TMPDIR:-/tmp}/cloudgauge-pg-XXXXXX")"
    trap 'bash packaging/pg-cluster.sh stop "$pgdir" || true; rm -rf "$pgdir"' EXIT
    CLOUDGAUGE_TEST_PG_URL="$(bash packaging/pg-cluster.sh start "$pgdir")"
    export CLOUDGAUGE_TEST_PG_URL PGPASSFILE="$pgdir/pgpass"
    echo "PostgreSQL test server: $CLOUDGAUGE_TEST_PG_URL"
    QT_QPA_PLATFORM=offscreen ctest --test-dir build-release --output-on-failure --parallel "$(nproc)" ;;
build) ;;
esac
