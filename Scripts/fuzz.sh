#!/usr/bin/env bash
# Fuzzes permlint's parsers with libFuzzer and AddressSanitizer.
#
#   Scripts/fuzz.sh [SECONDS] [TARGET ...]
#
# SECONDS per target (default 60); TARGETs from: plist manifest strings yaml featuremap gradle
# pbxproj xcconfig xcstrings suppressions code privacy report outline macho binaryxml protoxml
# archive (default all; code is Dart, TypeScript, Podfile, Expo configs, Swift, Objective-C,
# Kotlin and Java; report renders the HTML and Markdown reports of a feature map's findings,
# flow diagrams included; outline is the structural code reader and the code flow index; macho,
# binaryxml and protoxml are the readers of compiled files in builds, archive a build read in
# memory). The library's sources are compiled with -sanitize=fuzzer,address together with
# Tests/Fuzz/FuzzEntry.swift into .build-fuzz/permlint-fuzz. Seed corpora come from samples/
# and the test fixtures; the corpus grows in .build-fuzz/corpus/TARGET. A crash is saved under
# .build-fuzz/crashes/TARGET and makes the script exit 1: turn it into a regression test.
# PERMLINT_FUZZ_DIR chooses another working folder (.build-NAME), to run streams in parallel.
# PERMLINT_FUZZ_UNOPTIMIZED=1 compiles without optimization (-Onone), in .build-fuzz-onone
# unless PERMLINT_FUZZ_DIR says otherwise: on a 2-core machine about 3 minutes instead of 8,
# for CI's few seconds per target, where the build is the cost and fewer executions a second
# matter little; a campaign keeps the optimized build.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
targets=("$@")
[ "${#targets[@]}" -gt 0 ] || targets=(plist manifest strings yaml featuremap gradle pbxproj xcconfig xcstrings suppressions code privacy report outline macho binaryxml protoxml archive)
optimization="-O"
c_optimization="-O2"
default_out=".build-fuzz"
if [ -n "${PERMLINT_FUZZ_UNOPTIMIZED:-}" ]; then
  optimization="-Onone"
  c_optimization="-O0"
  default_out=".build-fuzz-onone"
fi
out="${PERMLINT_FUZZ_DIR:-$default_out}"
binary="$out/permlint-fuzz"
mkdir -p "$out"

sources=$(find Sources/PermlintKit -name '*.swift' | sort)
if [ ! -x "$binary" ] || [ -n "$(find Sources/PermlintKit Sources/CSourceScan Sources/CDirectoryEntries Tests/Fuzz -newer "$binary" \
  \( -name '*.swift' -o -name '*.c' -o -name '*.h' \) -print -quit)" ]; then
  echo "building $binary"
  # The C loops of the source stage (Sources/CSourceScan) and discovery's directory reading
  # (Sources/CDirectoryEntries), instrumented alike, linked in.
  if ! clang -c -g "$c_optimization" -fsanitize=fuzzer-no-link,address -I Sources/CSourceScan/include \
    Sources/CSourceScan/source_scan.c -o "$out/source_scan.o" > "$out/build.log" 2>&1 ||
    ! clang -c -g "$c_optimization" -fsanitize=fuzzer-no-link,address -I Sources/CDirectoryEntries/include \
      Sources/CDirectoryEntries/directory_entries.c -o "$out/directory_entries.o" >> "$out/build.log" 2>&1; then
    cat "$out/build.log" >&2
    echo "fuzz build failed" >&2
    exit 2
  fi
  # Build beside the binary and replace it only on success: a failed build must never leave
  # an older binary to be fuzzed as if it were current. Sources must not change meanwhile.
  # shellcheck disable=SC2086
  if ! swiftc -sanitize=fuzzer,address -parse-as-library "$optimization" -g -module-name PermlintFuzz \
    -Xcc -fmodule-map-file=Sources/CYaml/module.modulemap \
    -Xcc -fmodule-map-file=Sources/CLibXML2/module.modulemap \
    -Xcc -fmodule-map-file=Sources/CZlib/module.modulemap \
    -Xcc -fmodule-map-file=Sources/CSourceScan/include/module.modulemap "$out/source_scan.o" \
    -Xcc -fmodule-map-file=Sources/CDirectoryEntries/include/module.modulemap "$out/directory_entries.o" \
    $(pkg-config --cflags-only-I libxml-2.0 | sed 's/-I/-Xcc -I/g') $sources Tests/Fuzz/FuzzEntry.swift \
    -o "$binary.new" > "$out/build.log" 2>&1; then
    grep -v "Cannot export local symbol '__asan" "$out/build.log" >&2
    echo "fuzz build failed" >&2
    exit 2
  fi
  mv "$binary.new" "$binary"
fi

seed() {
  local target="$1" pattern="$2"
  mkdir -p "$out/corpus/$target"
  find samples Tests -type f -name "$pattern" -not -path '*/Fuzz/*' | while read -r file; do
    cp "$file" "$out/corpus/$target/seed-$(echo "$file" | tr '/ ' '__')"
  done
}

status=0
for target in "${targets[@]}"; do
  case "$target" in
    plist) seed plist '*Info.plist' ;;
    manifest) seed manifest '*AndroidManifest.xml' ;;
    strings) seed strings '*.strings' ;;
    yaml | featuremap | report) seed "$target" '*.yml' ;;
    gradle) seed gradle 'build.gradle*' ;;
    pbxproj) seed pbxproj 'project.pbxproj' ;;
    xcconfig) seed xcconfig '*.xcconfig' ;;
    xcstrings) seed xcstrings '*.xcstrings' ;;
    code)
      seed code '*.dart'
      seed code '*.tsx'
      seed code 'Podfile'
      seed code 'app.json'
      seed code 'app.config.*'
      seed code '*.swift'
      seed code '*.m'
      seed code '*.kt'
      seed code '*.java'
      ;;
    # Tracker and Stripped in linked/ have chained fixups (LC_DYLD_CHAINED_FIXUPS).
    macho) seed macho 'Tracker'; seed macho 'Widget'; seed macho 'Stripped' ;;
    binaryxml | protoxml)
      mkdir -p "$out/corpus/$target"
      find Tests -name "*.$([ "$target" = binaryxml ] && echo apk || echo aab)" | while read -r file; do
        unzip -p "$file" AndroidManifest.xml base/manifest/AndroidManifest.xml \
          > "$out/corpus/$target/seed-$(echo "$file" | tr '/ ' '__')" 2>/dev/null || true
      done ;;
    archive) seed archive '*.ipa'; seed archive '*.apk'; seed archive '*.aab' ;;
    privacy)
      seed privacy '*.xcprivacy'
      seed privacy 'Podfile.lock'
      seed privacy 'Package.resolved'
      seed privacy 'Cartfile.resolved'
      find rules/examples -type f \( -name '*.xcprivacy' -o -name 'Podfile.lock' -o -name 'Package.resolved' -o -name 'pubspec.lock' -o -name 'Cartfile.resolved' \) | while read -r file; do
        cp "$file" "$out/corpus/privacy/seed-$(echo "$file" | tr '/ ' '__')"
      done ;;
    outline)
      seed outline '*.dart'
      seed outline '*.ts'
      seed outline '*.tsx'
      seed outline '*.swift'
      seed outline '*.m'
      seed outline '*.kt'
      seed outline '*.java'
      ;;
    suppressions)
      mkdir -p "$out/corpus/suppressions"
      find Tests/PermlintCLITests/Fixtures/suppressions -type f | while read -r file; do
        cp "$file" "$out/corpus/suppressions/seed-$(echo "$file" | tr '/ ' '__')"
      done ;;
    *) echo "unknown target $target" >&2; exit 2 ;;
  esac
  # Artifacts of earlier runs are not this run's findings.
  rm -rf "$out/crashes/$target"
  mkdir -p "$out/crashes/$target"
  log="$out/$target.log"
  if PERMLINT_FUZZ_TARGET="$target" "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$out/crashes/$target/" -print_final_stats=1 "$out/corpus/$target" >"$log" 2>&1; then
    result="ok"
  else
    result="CRASH (see $log and $out/crashes/$target)"
    status=1
  fi
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  corpus=$(find "$out/corpus/$target" -type f | wc -l)
  printf '%-11s %s: %s executions in %ss, corpus %s inputs\n' "$target" "$result" "$runs" "$seconds" "$corpus"
done
exit "$status"
