#!/usr/bin/env bash
# Measures permlint's speed with a release build, side by side with `xmllint --noout` (the cost
# of parsing the same XML) in the same run, so the figure is a ratio that does not depend on the
# machine or on what else it is doing.
#
#   Scripts/benchmark.sh [RUNS]     PERMLINT_CORPUS=DIR adds a folder of real manifests;
#                                   PERMLINT_BENCH_DIR=DIR keeps the generated trees in DIR;
#                                   PERMLINT_BENCH_ONLY=source runs only the source case (last)
#                                   PERMLINT_BENCH_STATIC=1 also times the static release
#                                   binary (Scripts/build-release.sh), the one releases ship:
#                                   its cold start, the 2,000 clean apps, the findings case
#                                   and the source case, each beside its reference again
#
# Monorepos of 100, 1,000 and 2,000 generated apps (4 files each: an Info.plist with eight
# purpose strings and thirty other keys, two localized InfoPlist.strings, an AndroidManifest.xml);
# for each size it prints permlint's median (SARIF written to a file), xmllint's median over the
# same .plist and .xml files (the two run in turn, and the ratio is the median of each pair's),
# the time per file and permlint's peak memory. Then
# 10,000 apps for peak memory only; 2,000 apps with the findings real apps have (about five each:
# vague or short purpose strings, a missing translation, uncapped legacy permissions, background
# location), text and SARIF, wall and user+system CPU beside xmllint's, with the default --jobs
# and --jobs 1, and their peak memory at 10,000 apps; a cold start on one small app, one feature map with a correct
# flow of 10,000 states, a flow of 10,001 states with 5,000 findings (output-bound), eight hostile
# files, and the folder of real manifests that PERMLINT_CORPUS names, if set. Last, source
# scanning: a Flutter and a React Native project with about 62 MB of generated Dart and TypeScript,
# timed in turn with ripgrep counting the same API names (`Permission.x`, `PERMISSIONS.IOS.X`,
# `openAppSettings`/`openSettings`) in the same files; the target is permlint within 2x.
#
# Needs python3, xmllint (Debian's libxml2-utils), ripgrep (Debian's ripgrep) and GNU time
# (/usr/bin/time); installs the Debian packages when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
corpus="${PERMLINT_CORPUS:-}"

need=()
command -v xmllint >/dev/null 2>&1 || need+=(libxml2-utils)
[ -x /usr/bin/time ] || need+=(time)
command -v rg >/dev/null 2>&1 || need+=(ripgrep)
if [ "${#need[@]}" -gt 0 ] && command -v apt-get >/dev/null 2>&1; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq && $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi

swift build -c release --product permlint >/dev/null
binary="$(swift build -c release --show-bin-path)/permlint"
# PERMLINT_BENCH_DIR keeps the generated trees there, to profile them afterwards.
if [ -n "${PERMLINT_BENCH_DIR:-}" ]; then
  work="$PERMLINT_BENCH_DIR"
  rm -rf "$work" && mkdir -p "$work"
else
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
fi

# The static release binary, built before the trees are generated (and written out with them).
# Its own check prints a line of findings: kept out of the table, shown when the build fails.
if [ -n "${PERMLINT_BENCH_STATIC:-}" ]; then
  Scripts/build-release.sh >"$work/build-release.log" 2>&1 || { cat "$work/build-release.log" >&2; exit 1; }
fi

# PERMLINT_BENCH_ONLY=source skips everything but the source case, to measure it while working on
# the source scanners; the full run prints the same lines as before.
only="${PERMLINT_BENCH_ONLY:-}"
if [ -z "$only" ]; then
python3 - "$work" <<'PY'
import os, sys
root = sys.argv[1]

KEYS = [
    ("NSCameraUsageDescription", "{name} uses the camera to scan the QR code on a parcel you deliver."),
    ("NSMicrophoneUsageDescription", "{name} records voice notes that you attach to a delivery report."),
    ("NSPhotoLibraryUsageDescription", "Choose a photo of the delivered parcel to attach it to the delivery."),
    ("NSLocationWhenInUseUsageDescription", "{name} shows your position on the route map while you deliver."),
    ("NSContactsUsageDescription", "Pick a recipient from your contacts to send them the tracking link."),
    ("NSCalendarsFullAccessUsageDescription", "Add delivery slots to your calendar so you do not miss them."),
    ("NSBluetoothAlwaysUsageDescription", "Connect to the label printer in your van to print parcel labels."),
    ("NSFaceIDUsageDescription", "Unlock the {name} cash drawer report with Face ID."),
]
# Every purpose string translated, so that the apps are clean and the run measures linting,
# not writing findings (the dead-ends case below measures output).
STRINGS = {
    "de": ["{name} scannt den QR-Code eines Pakets, um die Zustellung zu bestätigen.",
           "Nimm Sprachnotizen für den Zustellbericht von {name} auf.",
           "Wähle ein Foto des zugestellten Pakets für den Bericht.",
           "{name} zeigt deine Position auf der Routenkarte während der Zustellung.",
           "Wähle einen Empfänger aus deinen Kontakten, um ihm den Link zur Sendungsverfolgung zu senden.",
           "Trage Lieferfenster in deinen Kalender ein, damit du keines verpasst.",
           "Verbinde dich mit dem Etikettendrucker im Lieferwagen, um Paketetiketten zu drucken.",
           "Entsperre den Kassenbericht von {name} mit Face ID."],
    "vi": ["{name} quét mã QR trên bưu kiện để xác nhận giao hàng.",
           "Ghi âm ghi chú thoại cho báo cáo giao hàng của {name}.",
           "Chọn ảnh bưu kiện đã giao để đính kèm vào báo cáo.",
           "{name} hiển thị vị trí của bạn trên bản đồ lộ trình khi giao hàng.",
           "Chọn người nhận từ danh bạ để gửi cho họ liên kết theo dõi đơn hàng.",
           "Thêm khung giờ giao hàng vào lịch để bạn không bỏ lỡ.",
           "Kết nối với máy in nhãn trên xe để in nhãn bưu kiện.",
           "Mở khóa báo cáo két tiền của {name} bằng Face ID."],
}

def app(base, i):
    name = f"Courier {i}"
    os.makedirs(f"{base}/ios/App/de.lproj", exist_ok=True)
    os.makedirs(f"{base}/ios/App/vi.lproj", exist_ok=True)
    os.makedirs(f"{base}/android/app/src/main", exist_ok=True)
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
             '<plist version="1.0">', '<dict>']
    for key, text in KEYS:
        lines += [f"\t<key>{key}</key>", f"\t<string>{text.format(name=name)}</string>"]
    for k in range(30):
        lines += [f"\t<key>CourierSetting{k}</key>", f"\t<string>value-{i}-{k}</string>"]
    lines += ["\t<key>CFBundleDevelopmentRegion</key>", "\t<string>en</string>", "</dict>", "</plist>", ""]
    open(f"{base}/ios/App/Info.plist", "w").write("\n".join(lines))
    for locale, texts in STRINGS.items():
        with open(f"{base}/ios/App/{locale}.lproj/InfoPlist.strings", "w") as f:
            for (key, _), text in zip(KEYS, texts):
                f.write(f'"{key}" = "{text.format(name=name)}";\n')
    with open(f"{base}/android/app/src/main/AndroidManifest.xml", "w") as f:
        f.write('<manifest xmlns:android="http://schemas.android.com/apk/res/android">\n'
                '  <uses-permission android:name="android.permission.CAMERA" />\n'
                '  <uses-permission android:name="android.permission.RECORD_AUDIO" />\n'
                '  <uses-permission android:name="android.permission.ACCESS_COARSE_LOCATION" />\n'
                '  <uses-permission android:name="android.permission.ACCESS_FINE_LOCATION" />\n'
                '  <application android:label="Courier" />\n</manifest>\n')

# The same apps with the findings real apps have, about five each, every text distinct: a vague
# or too short purpose string, a translation missing in one locale, storage and Bluetooth
# permissions without maxSdkVersion, background location no feature justifies.
def app_with_findings(base, i):
    app(base, i)
    name = f"Courier {i}"
    plist = open(f"{base}/ios/App/Info.plist").read()
    if i % 2 == 0:
        plist = plist.replace(KEYS[0][1].format(name=name), f"{name} needs access to your camera.")
    else:
        plist = plist.replace(KEYS[1][1].format(name=name), f"Notes {i}.")
    open(f"{base}/ios/App/Info.plist", "w").write(plist)
    strings = f"{base}/ios/App/vi.lproj/InfoPlist.strings"
    lines = open(strings).read().splitlines(keepends=True)
    open(strings, "w").write("".join(l for l in lines if not l.startswith('"NSContactsUsageDescription"')))
    manifest = f"{base}/android/app/src/main/AndroidManifest.xml"
    text = open(manifest).read().replace(
        '  <application',
        '  <uses-permission android:name="android.permission.WRITE_EXTERNAL_STORAGE" />\n'
        '  <uses-permission android:name="android.permission.BLUETOOTH" />\n'
        '  <uses-permission android:name="android.permission.ACCESS_BACKGROUND_LOCATION" />\n'
        f'  <application android:description="Courier app {i}"')
    open(manifest, "w").write(text)

for size in (100, 1000, 2000, 10000):
    for i in range(size):
        app(f"{root}/apps{size}/app{i:05}", i)
for size in (2000, 10000):
    for i in range(size):
        app_with_findings(f"{root}/findings{size}/app{i:05}", i)
app(f"{root}/one/app", 0)

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
fi
# The generated trees are written out before anything is timed: the kernel writing back tens of
# thousands of new files during the first runs took CPU and disk from whichever command ran then.
sync

# Median wall time in milliseconds of RUNS runs of a command.
median_ms() {
  local times=()
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000000 )))
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p"
}

# Runs the commands of the arrays `first` and `second` in turn, RUNS times each after one
# run of each that is not counted (A B A B ...), so that the machine's speed, which drifts
# within seconds on a shared host, weighs on both alike; prints the median wall time of each
# in milliseconds and the median of the pairs' ratios (first / second).
paired_ms() {
  local a=() b=() r=()
  "${first[@]}" >/dev/null 2>&1 || true
  "${second[@]}" >/dev/null 2>&1 || true
  for _ in $(seq "$runs"); do
    local start middle end
    start=$(date +%s%N)
    "${first[@]}" >/dev/null 2>&1 || true
    middle=$(date +%s%N)
    "${second[@]}" >/dev/null 2>&1 || true
    end=$(date +%s%N)
    a+=($(( (middle - start) / 1000 )))
    b+=($(( (end - middle) / 1000 )))
    r+=("$(awk -v x=$(( middle - start )) -v y=$(( end - middle )) 'BEGIN { printf "%.4f", (y > 0 ? x / y : 0) }')")
  done
  local mid=$(( (runs + 1) / 2 ))
  echo "$(( $(printf '%s\n' "${a[@]}" | sort -n | sed -n "${mid}p") / 1000 ))" \
    "$(( $(printf '%s\n' "${b[@]}" | sort -n | sed -n "${mid}p") / 1000 ))" \
    "$(printf '%s\n' "${r[@]}" | sort -g | sed -n "${mid}p")"
}

# Peak resident memory in MB of one run.
peak_mb() {
  /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -n 1 | awk '{ printf "%d", $1 / 1024 }'
}

if [ -z "$only" ]; then
printf '%-12s %7s %10s %10s %7s %13s %9s\n' size files permlint xmllint ratio "per file" memory
for size in 100 1000 2000; do
  dir="$work/apps$size"
  files=$(find "$dir" -type f | wc -l)
  first=("$binary" --fail-on never --format sarif --output "$work/out.sarif" "$dir")
  second=(sh -c "find '$dir' \\( -name '*.plist' -o -name '*.xml' \\) -print0 | xargs -0 xmllint --noout --nonet")
  read -r ours theirs pairs < <(paired_ms)
  memory=$(peak_mb "$binary" --fail-on never --format sarif --output "$work/out.sarif" "$dir")
  ratio=$(awk -v r="$pairs" 'BEGIN { printf "%.2fx", r }')
  per_file=$(awk -v a="$ours" -v n="$files" 'BEGIN { printf "%.1f us", a * 1000 / n }')
  printf '%-12s %7d %8d ms %8d ms %7s %13s %6d MB\n' "$size apps" "$files" "$ours" "$theirs" "$ratio" "$per_file" "$memory"
done
printf '%-34s peak %d MB\n' "10,000 apps, 40,000 files" \
  "$(peak_mb "$binary" --fail-on never --format sarif --output "$work/out.sarif" "$work/apps10000")"

# Median wall time and median user+system CPU time, in milliseconds, of RUNS runs.
median_wall_cpu() {
  local walls=() cpus=()
  for _ in $(seq "$runs"); do
    local line
    line=$(/usr/bin/time -f '%e %U %S' "$@" 2>&1 >/dev/null | tail -n 1)
    walls+=("$(echo "$line" | awk '{ printf "%d", $1 * 1000 }')")
    cpus+=("$(echo "$line" | awk '{ printf "%d", ($2 + $3) * 1000 }')")
  done
  local middle=$(( (runs + 1) / 2 ))
  echo "$(printf '%s\n' "${walls[@]}" | sort -n | sed -n "${middle}p") $(printf '%s\n' "${cpus[@]}" | sort -n | sed -n "${middle}p")"
}

# Apps with findings (about five each): text and SARIF, wall and CPU, beside xmllint on the
# same files in the same run; then --jobs 1, and peak memory at 10,000 apps.
dir="$work/findings2000"
findings=$("$binary" --fail-on never --quiet "$dir" | grep -c ': \(error\|warning\|note\): ' || true)
read -r xml_wall xml_cpu < <(median_wall_cpu sh -c "find '$dir' \\( -name '*.plist' -o -name '*.xml' \\) -print0 | xargs -0 xmllint --noout --nonet")
printf '2,000 apps with %d findings; xmllint %d ms wall, %d ms CPU\n' "$findings" "$xml_wall" "$xml_cpu"
for format in text sarif; do
  for jobs in default 1; do
    arguments=(--fail-on never --format "$format" --output "$work/out.$format")
    [ "$jobs" = 1 ] && arguments+=(--jobs 1)
    read -r wall cpu < <(median_wall_cpu "$binary" "${arguments[@]}" "$dir")
    printf '  %-5s --jobs %-7s %6d ms wall (%5.2fx), %6d ms CPU (%5.2fx)\n' "$format" "$jobs" "$wall" \
      "$(awk -v a="$wall" -v b="$xml_wall" 'BEGIN { print (b > 0 ? a / b : 0) }')" "$cpu" \
      "$(awk -v a="$cpu" -v b="$xml_cpu" 'BEGIN { print (b > 0 ? a / b : 0) }')"
  done
done
printf '%-34s peak %d MB\n' "10,000 apps with findings" \
  "$(peak_mb "$binary" --fail-on never --format sarif --output "$work/out.sarif" "$work/findings10000")"

measure() {
  local name="$1"; shift
  printf '%-34s median %6d ms over %d runs\n' "$name" "$(median_ms "$binary" --fail-on never "$@")" "$runs"
}
measure "cold start, one app (4 files)" "$work/one"
if [ -n "${PERMLINT_BENCH_STATIC:-}" ]; then
  # Releases ship the static binary (built above): the dynamic loader's relocations of the
  # Swift libraries are a fifth of a cold start, and it has none.
  printf '%-34s median %6d ms over %d runs\n' "cold start, static release binary" \
    "$(median_ms .build/release-static/permlint --fail-on never "$work/one")" "$runs"
  # The clean and findings monorepos again with the binary releases ship, beside xmllint
  # measured again in the same place.
  first=(.build/release-static/permlint --fail-on never --format sarif --output "$work/out.sarif" "$work/apps2000")
  second=(sh -c "find '$work/apps2000' \\( -name '*.plist' -o -name '*.xml' \\) -print0 | xargs -0 xmllint --noout --nonet")
  read -r static_ours static_theirs pairs < <(paired_ms)
  printf '%-34s permlint %d ms, xmllint %d ms, ratio %s\n' "2,000 clean apps, static binary" "$static_ours" \
    "$static_theirs" "$(awk -v r="$pairs" 'BEGIN { printf "%.2fx", r }')"
  for format in text sarif; do
    read -r wall cpu < <(median_wall_cpu .build/release-static/permlint --fail-on never --format "$format" \
      --output "$work/out.$format" "$work/findings2000")
    read -r xml_wall xml_cpu < <(median_wall_cpu sh -c "find '$work/findings2000' \\( -name '*.plist' -o -name '*.xml' \\) -print0 | xargs -0 xmllint --noout --nonet")
    printf '  %-5s static binary   %6d ms wall (%5.2fx), %6d ms CPU (%5.2fx)\n' "$format" "$wall" \
      "$(awk -v a="$wall" -v b="$xml_wall" 'BEGIN { print (b > 0 ? a / b : 0) }')" "$cpu" \
      "$(awk -v a="$cpu" -v b="$xml_cpu" 'BEGIN { print (b > 0 ? a / b : 0) }')"
  done
fi
if [ -n "$corpus" ]; then measure "corpus $corpus" "$corpus"; fi
measure "one flow of 10,000 states" "$work/flow"
measure "10,001 states, 5,000 findings" "$work/dead-ends"
measure "8 hostile files (bombs, 100k nesting)" "$work/hostile"
fi

# Source scanning: 2,000 Dart and 2,000 TypeScript files of about 16 KB each, with comments,
# strings and a few permission uses, in a Flutter and a React Native project, and 1,000 Swift
# and 1,000 Kotlin files in a native iOS and a native Android app (most name no permission API,
# as in real apps; some name one in a comment or a string, a few request one).
python3 - "$work/source" <<'PY'
import os, sys
root = sys.argv[1]
def put(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "w").write(text)
flutter, rn = f"{root}/flutter", f"{root}/rn"
put(f"{flutter}/pubspec.yaml", "name: big\ndependencies:\n  permission_handler: ^11.3.1\n")
put(f"{flutter}/ios/Podfile", "post_install do |i|\n  x = ['$(inherited)', 'PERMISSION_CAMERA=1']\nend\n")
put(f"{flutter}/ios/Runner/Info.plist", "<plist><dict><key>NSCameraUsageDescription</key><string>Scan the parcel label to confirm delivery.</string></dict></plist>")
put(f"{rn}/package.json", '{"dependencies": {"react-native-permissions": "^5.0.0"}}')
put(f"{rn}/ios/Podfile", "setup_permissions(['Camera'])\n")
put(f"{rn}/ios/App/Info.plist", "<plist><dict><key>NSCameraUsageDescription</key><string>Scan the parcel label to confirm delivery.</string></dict></plist>")
dart_block = '''
/// Shows the delivery {i} screen; see `Permission.camera` in the docs (a comment, not a use).
class Delivery{i}Screen extends StatelessWidget {{
  const Delivery{i}Screen({{super.key}});
  static const title = 'Delivery {i}: Permission.microphone is only text here';
  Future<int> total(List<int> values) async {{
    var sum = 0;
    for (final value in values) {{ sum += value * {i} % 7; }}
    return sum;
  }}
}}
'''
ts_block = '''
// Delivery {i}: PERMISSIONS.IOS.MICROPHONE in a comment is not a use.
export function delivery{i}(values: number[]): number {{
  const label = `delivery ${{values.length}} of {i}`;
  return values.reduce((sum, value) => sum + (value * {i}) % 7, label.length);
}}
'''
for n in range(2000):
    body = "".join(dart_block.format(i=n * 100 + k) for k in range(36))
    if n % 100 == 0:
        body += "Future<void> ask() async { await Permission.camera.request(); await openAppSettings(); }\n"
    put(f"{flutter}/lib/feature{n // 100}/screen{n}.dart", body)
    body = "".join(ts_block.format(i=n * 100 + k) for k in range(62))
    if n % 100 == 0:
        body += "export const ask = async () => { await request(PERMISSIONS.IOS.CAMERA); await openSettings(); };\n"
    put(f"{rn}/src/feature{n // 100}/screen{n}.ts", body)
ios, android = f"{root}/ios-native", f"{root}/android-native"
put(f"{ios}/Courier/Info.plist", "<plist><dict><key>NSCameraUsageDescription</key><string>Scan the parcel label to confirm delivery.</string></dict></plist>")
put(f"{android}/app/src/main/AndroidManifest.xml", '<manifest xmlns:android="http://schemas.android.com/apk/res/android"><uses-permission android:name="android.permission.CAMERA" /></manifest>')
swift_block = '''
/// Delivery {i}: loads the round and sums the parcels.
struct Delivery{i}View: View {{
  let parcels: [Int]
  var body: some View {{ Text("Delivery {i}: \\(parcels.reduce(0) {{ $0 + $1 * {i} % 7 }})") }}
}}
'''
kotlin_block = '''
/** Delivery {i}: loads the round and sums the parcels. */
class Delivery{i}ViewModel(private val parcels: List<Int>) {{
    val label = "Delivery {i}: ${{parcels.size}}"
    fun total(): Int = parcels.fold(0) {{ sum, value -> sum + value * {i} % 7 }}
}}
'''
for n in range(1000):
    body = "".join(swift_block.format(i=n * 100 + k) for k in range(60))
    if n % 10 == 0:
        body += "// AVCaptureDevice.requestAccess(for: .video) in a comment is not a use\n"
    if n % 100 == 0:
        body += "func ask() { AVCaptureDevice.requestAccess(for: .video) { _ in }; _ = UIApplication.openSettingsURLString }\n"
    put(f"{ios}/Courier/Feature{n // 100}/Screen{n}.swift", body)
    body = "".join(kotlin_block.format(i=n * 100 + k) for k in range(60))
    if n % 10 == 0:
        body += "// Manifest.permission.CAMERA in a comment is not a use\n"
    if n % 100 == 0:
        body += "fun ask(a: Activity) { ActivityCompat.requestPermissions(a, arrayOf(Manifest.permission.CAMERA), 1); Intent(Settings.ACTION_APPLICATION_DETAILS_SETTINGS) }\n"
    put(f"{android}/app/src/main/java/feature{n // 100}/Screen{n}.kt", body)
PY
sync
source_mb=$(du -sm --apparent-size "$work/source" | cut -f1)
first=("$binary" --fail-on never "$work/source")
second=(rg --count-matches -g '*.dart' -g '*.ts' -g '*.swift' -g '*.kt' -e 'Permission\.[A-Za-z]+' -e 'PERMISSIONS\.IOS\.[A-Z_]+' -e 'open(App)?Settings\(' -e 'request[A-Za-z]*(Authorization|Access|Permissions?)' -e 'Manifest\.permission\.[A-Z_]+' -e 'openSettingsURLString|APPLICATION_DETAILS_SETTINGS' "$work/source")
read -r ours theirs pairs < <(paired_ms)
ratio=$(awk -v r="$pairs" 'BEGIN { printf "%.2fx", r }')
printf '%-34s permlint %d ms, ripgrep %d ms, ratio %s (%d MB of source, 6,000 files)\n' \
  "source scan (Dart, TS, Swift, Kotlin)" "$ours" "$theirs" "$ratio" "$source_mb"
if [ -n "${PERMLINT_BENCH_STATIC:-}" ]; then
  first=(.build/release-static/permlint --fail-on never "$work/source")
  read -r static_ours static_theirs pairs < <(paired_ms)
  printf '%-34s permlint %d ms, ripgrep %d ms, ratio %s\n' "source scan, static binary" "$static_ours" \
    "$static_theirs" "$(awk -v r="$pairs" 'BEGIN { printf "%.2fx", r }')"
fi
