#!/usr/bin/env bash
# Measures permlint's speed on real and synthetic input with a release build.
#
#   Scripts/benchmark.sh [RUNS]
#
# Cases: a corpus of real manifests (a folder named by PERMLINT_CORPUS, if set); 2,000 generated apps (6,000 files); one feature
# map with a correct flow of 10,000 states; a flow of 10,001 states with 5,000 dead ends to
# report, with their counter-examples (output-bound); eight hostile files (entity and alias
# bombs, nesting 100,000 deep in XML, YAML, pbxproj and JSON, a 7 MB line, 1 MB of garbage). Prints the median wall time of RUNS runs (default 5).
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
swift build -c release --product permlint >/dev/null
binary="$(swift build -c release --show-bin-path)/permlint"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PY'
import os, sys
root = sys.argv[1]
apps = os.path.join(root, "apps")
for i in range(2000):
    base = os.path.join(apps, f"app{i:04}")
    os.makedirs(os.path.join(base, "ios/App"), exist_ok=True)
    os.makedirs(os.path.join(base, "android/app/src/main"), exist_ok=True)
    with open(os.path.join(base, "permlint.yml"), "w") as f:
        f.write("app: A\npermissions: [camera, location]\nfeatures:\n  f: { requires: [camera] }\n")
    with open(os.path.join(base, "ios/App/Info.plist"), "w") as f:
        f.write('<plist version="1.0"><dict><key>NSCameraUsageDescription</key><string>Scan receipts.</string>'
                '<key>NSLocationWhenInUseUsageDescription</key><string>Find stores.</string></dict></plist>\n')
    with open(os.path.join(base, "android/app/src/main/AndroidManifest.xml"), "w") as f:
        f.write('<manifest xmlns:android="http://schemas.android.com/apk/res/android">\n'
                '  <uses-permission android:name="android.permission.CAMERA" />\n</manifest>\n')
flow = os.path.join(root, "flow")
os.makedirs(flow)
# A correct flow of 10,000 states: a chain of checks, every outcome handled, one blocking
# screen to Settings. Every rule analyses all of it and reports nothing.
with open(os.path.join(flow, "permlint.yml"), "w") as f:
    f.write("app: Big\nlocales: [en]\npermissions: [camera]\nfeatures:\n  f: { requires: [camera], mandatory: true, flow: big }\n"
            "flows:\n  big:\n    start: s0\n    states:\n")
    n = 10000
    refusals = "denied: wall, blocked: wall, restricted: wall, not-determined: wall"
    for i in range(n - 3):
        f.write(f"      s{i}: {{ action: check, on: {{ granted: s{i+1}, {refusals} }} }}\n")
    f.write("      wall: { screen: { dismissible: false, message: { en: Camera needed. }, primary: { en: Open Settings } }, on: { primary: settings } }\n")
    f.write("      settings: { action: open-settings, on: { resume: s0, launch: s0 } }\n")
    f.write(f"      s{n-3}: {{ action: run-feature }}\n")
# Worst case for settings-redirect: every check's blocked outcome has its own dead-end screen.
worst = os.path.join(root, "dead-ends")
os.makedirs(worst)
with open(os.path.join(worst, "permlint.yml"), "w") as f:
    f.write("app: Worst\npermissions: [camera]\nfeatures:\n  f: { requires: [camera], flow: big }\n"
            "flows:\n  big:\n    start: c0\n    states:\n")
    n = 5000
    for i in range(n):
        f.write(f"      c{i}: {{ action: check, on: {{ granted: c{i+1}, blocked: b{i} }} }}\n")
        f.write(f"      b{i}: {{ screen: {{ primary: {{ en: OK }} }}, on: {{ primary: c{i+1} }} }}\n")
    f.write(f"      c{n}: {{ action: run-feature }}\n")
# Hostile inputs: each must be refused or read in well under a second.
hostile = os.path.join(root, "hostile")
def put(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "wb").write(data if isinstance(data, bytes) else data.encode())
lol = '<?xml version="1.0"?>\n<!DOCTYPE l [\n <!ENTITY l0 "lol">\n'
for i in range(1, 10):
    lol += f' <!ENTITY l{i} "' + f"&l{i-1};" * 10 + '">\n'
put(f"{hostile}/bomb/Info.plist", lol + ']>\n<plist><dict><key>K</key><string>&l9;</string></dict></plist>\n')
put(f"{hostile}/deep/AndroidManifest.xml", "<manifest>" + "<a>" * 100000 + "</a>" * 100000 + "</manifest>")
put(f"{hostile}/deepyaml/permlint.yml", "app: " + "[" * 100000 + "]" * 100000)
alias = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"a{i}: &a{i} [" + ", ".join([f"*a{i-1}"] * 10) + "]\n" for i in range(1, 10))
put(f"{hostile}/alias/permlint.yml", alias)
put(f"{hostile}/long/Info.plist", "<plist><dict><key>K</key><string>" + "x" * 7000000 + "</string></dict></plist>")
put(f"{hostile}/garbage/Info.plist", os.urandom(1 << 20))
put(f"{hostile}/pbx/App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{" + "{" * 100000 + "}" * 100000 + "}")
put(f"{hostile}/json/InfoPlist.xcstrings", "[" * 100000 + "]" * 100000)
PY

measure() {
  local name="$1"; shift
  local times=()
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s%N)
    "$binary" --fail-on never "$@" >/dev/null 2>&1
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000000 )))
  done
  local median
  median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")
  printf '%-34s median %6d ms over %d runs\n' "$name" "$median" "$runs"
}

# A corpus of real manifests, when PERMLINT_CORPUS names a folder of them (none ships with permlint).
if [ -n "${PERMLINT_CORPUS:-}" ] && [ -d "$PERMLINT_CORPUS" ]; then measure "corpus (real manifests)" "$PERMLINT_CORPUS"; fi
measure "2,000 apps, 6,000 files" "$work/apps"
measure "one flow of 10,000 states" "$work/flow"
measure "10,001 states, 5,000 findings" "$work/dead-ends"
measure "8 hostile files (bombs, 100k nesting)" "$work/hostile"
