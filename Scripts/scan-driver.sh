#!/usr/bin/env bash
# Times the source stage's C pass alone over the code under FOLDER (see driver.c):
#
#   Scripts/scan-driver.sh FOLDER [raw] [SOURCE.c]
#
# SOURCE.c defaults to Sources/CSourceScan/source_scan.c; give a copy to time a change beside
# the committed file (the checksums must match). Needs clang (the Swift toolchain's).
set -euo pipefail
cd "$(dirname "$0")/.."
folder="${1:?usage: Scripts/scan-driver.sh FOLDER [raw] [SOURCE.c]}"
mode="${2:-tokens}"
source="${3:-Sources/CSourceScan/source_scan.c}"
binary="$(mktemp)"
trap 'rm -f "$binary"' EXIT
clang -O3 -Wall -Wno-unused-function -ISources/CSourceScan/include Scripts/scan-driver/driver.c "$source" -o "$binary"
"$binary" "$folder" "$mode"
