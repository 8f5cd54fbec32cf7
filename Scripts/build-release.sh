#!/usr/bin/env bash
# Builds a release `permlint` that needs nothing but the C library: the Swift runtime and
# FoundationEssentials are linked in (--static-swift-stdlib; permlint imports no Foundation,
# so no ICU of Foundation's), and so are jemalloc (the command's allocator), libyaml,
# libxml2 with what it needs (zlib, liblzma; its seven ICU converter functions are
# stand-ins, Scripts/release/icu-stubs.c), the C++ runtime the Swift runtime uses, and
# libgcc.
# Then it checks the binary with readelf/ldd, prints its size, and runs it from an empty
# directory with no Swift toolchain on the PATH.
#
# Linux only, with the -dev packages Scripts/setup.sh installs (their static archives).
# usage: Scripts/build-release.sh [OUTPUT]      default OUTPUT: .build/release-static/permlint
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
output=${1:-.build/release-static/permlint}

if [ "$(uname -s)" != Linux ]; then
  echo "build-release.sh: Linux only (on macOS, swift build -c release links the system's libraries)" >&2
  exit 2
fi

# A directory holding only static archives, searched first, so that every -l below and
# the -lxml2/-lyaml of the C module maps resolve to an archive rather than a shared library.
archives=$(mktemp -d)
empty=$(mktemp -d)
trap 'rm -rf "$archives" "$empty"' EXIT
multiarch=$(gcc -print-multiarch 2>/dev/null || echo x86_64-linux-gnu)
for name in xml2 yaml z lzma stdc++; do
  found=""
  for directory in "/usr/lib/$multiarch" /usr/lib /usr/local/lib "$(dirname "$(gcc -print-file-name="lib$name.a")")"; do
    if [ -f "$directory/lib$name.a" ]; then found="$directory/lib$name.a"; break; fi
  done
  if [ -z "$found" ]; then
    echo "build-release.sh: lib$name.a not found; install the matching -dev package (Scripts/setup.sh)" >&2
    exit 2
  fi
  ln -s "$found" "$archives/lib$name.a"
done

# libxml2's archive refers to seven ICU converter functions permlint never needs (it hands
# libxml2 UTF-8 only): stand-ins for them replace ICU's 35 MB. The suffix is the ICU version
# Debian's libxml2 was built against.
icu_version=$(nm "$archives/libxml2.a" 2>/dev/null | sed -n 's/.* U ucnv_open_\([0-9][0-9]*\)$/\1/p' | head -n 1)
if [ -n "$icu_version" ]; then
  sed "s/_72\b/_$icu_version/g" Scripts/release/icu-stubs.c >"$archives/icu-stubs.c"
  cc -O2 -c "$archives/icu-stubs.c" -o "$archives/icu-stubs.o"
  ar rcs "$archives/libicustubs.a" "$archives/icu-stubs.o"
  icu_libs="-licustubs"
else
  icu_libs=""
fi

# jemalloc, the command's allocator, linked in as one object rather than an archive: the
# static Swift runtime's link keeps every archive's symbols to the executable, and the C
# library's own allocations (realpath's buffer, which permlint frees) must come from
# jemalloc too, so its malloc family is exported for the C library to find, as the shared
# libjemalloc of a development build is (jemalloc 5 has no pvalloc; permlint calls none).
# `-ljemalloc` of the module map finds an empty archive.
jemalloc=""
for directory in "/usr/lib/$multiarch" /usr/lib /usr/local/lib; do
  if [ -f "$directory/libjemalloc_pic.a" ]; then jemalloc="$directory/libjemalloc_pic.a"; break; fi
done
if [ -z "$jemalloc" ]; then
  echo "build-release.sh: libjemalloc_pic.a not found; install libjemalloc-dev (Scripts/setup.sh)" >&2
  exit 2
fi
# Its C++ operators are left out: the C++ runtime linked below has its own, which call malloc.
mkdir "$archives/jemalloc"
(cd "$archives/jemalloc" && ar x "$jemalloc" && rm -f jemalloc_cpp*.o)
ld -r "$archives"/jemalloc/*.o -o "$archives/jemalloc.o"
ar rcs "$archives/libjemalloc.a"
exported=(-Xlinker "$archives/jemalloc.o")
for symbol in malloc calloc realloc free posix_memalign aligned_alloc memalign valloc malloc_usable_size; do
  exported+=(-Xlinker "--export-dynamic-symbol=$symbol")
done

# SwiftPM reads the C libraries' link flags from their pkg-config files, whose
# `-L/usr/lib/<arch>` would come first and pick the shared libraries; these stand-ins point
# at the archive directory instead and list what libxml2's archive itself needs.
pkgconfig=$(mktemp -d)
trap 'rm -rf "$archives" "$empty" "$pkgconfig"' EXIT
cat >"$pkgconfig/libxml-2.0.pc" <<PC
Name: libxml-2.0
Description: libxml2, static (permlint release build)
Version: $(pkg-config --modversion libxml-2.0)
Libs: -L$archives -lxml2 $icu_libs -lz -llzma -lstdc++ -lm
Cflags: $(pkg-config --cflags libxml-2.0)
PC
cat >"$pkgconfig/jemalloc.pc" <<PC
Name: jemalloc
Description: jemalloc, static (permlint release build)
Version: $(pkg-config --modversion jemalloc)
Libs: -L$archives -ljemalloc
Cflags: $(pkg-config --cflags jemalloc)
PC
cat >"$pkgconfig/yaml-0.1.pc" <<PC
Name: yaml-0.1
Description: libyaml, static (permlint release build)
Version: $(pkg-config --modversion yaml-0.1)
Libs: -L$archives -lyaml
Cflags: $(pkg-config --cflags yaml-0.1)
PC

PKG_CONFIG_PATH="$pkgconfig" swift build -c release --product permlint --scratch-path .build/release-static \
  --static-swift-stdlib \
  -Xlinker -L"$archives" "${exported[@]}" \
  -Xswiftc -Xclang-linker -Xswiftc -static-libgcc

built=.build/release-static/release/permlint
mkdir -p "$(dirname "$output")"
[ "$built" -ef "$output" ] || cp "$built" "$output"
strip "$output"

echo "== readelf -d (NEEDED)"
needed=$(readelf -d "$output" | awk '/\(NEEDED\)/ { gsub(/[][]/, "", $5); print $5 }')
echo "$needed"
# glibc's own libraries only: libc, libm, and the ones glibc 2.34 merged into libc.
allowed='^(libc\.so\.6|libm\.so\.6|libdl\.so\.2|libpthread\.so\.0|librt\.so\.1|ld-linux-x86-64\.so\.2|ld-linux-aarch64\.so\.1)$'
if echo "$needed" | grep -Evq "$allowed"; then
  echo "build-release.sh: $output needs more than the C library:" >&2
  echo "$needed" | grep -Ev "$allowed" >&2
  exit 1
fi
echo "== ldd"
ldd "$output"
echo "== size"
stat -c '%s bytes' "$output"

echo "== run from an empty directory, PATH without the Swift toolchain"
absolute=$(cd "$(dirname "$output")" && pwd)/$(basename "$output")
mkdir -p "$empty/app/ios/App"
cat >"$empty/app/permlint.yml" <<'YAML'
app: Smoke
permissions: [camera]
features:
  scan: { requires: [camera] }
YAML
cat >"$empty/app/ios/App/Info.plist" <<'PLIST'
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<dict>
  <key>CFBundleName</key>
  <string>Smoke</string>
</dict>
</plist>
PLIST
status=0
(cd "$empty/app" && env -i PATH=/usr/bin:/bin HOME="$empty" "$absolute" --version) || status=$?
[ "$status" -eq 0 ] || { echo "build-release.sh: --version failed ($status)" >&2; exit 1; }
status=0
(cd "$empty/app" && env -i PATH=/usr/bin:/bin HOME="$empty" "$absolute" --report text --report sarif=out.sarif) || status=$?
# The smoke project lacks NSCameraUsageDescription: one error, exit status 1.
if [ "$status" -ne 1 ] || ! grep -q '"ruleId" : "missing-purpose-string"' "$empty/app/out.sarif"; then
  echo "build-release.sh: the smoke run did not report the expected finding (status $status)" >&2
  exit 1
fi
echo "build-release.sh: $output is ready"
