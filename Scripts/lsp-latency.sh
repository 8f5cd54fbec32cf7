#!/usr/bin/env bash
# Measures how long `permlint lsp` takes to publish diagnostics after a one-file change in an app
# of 1,000 files, with a release build: the time from writing `textDocument/didChange` to reading
# the `textDocument/publishDiagnostics` for that file, over real JSON-RPC on standard input and
# output, as an editor sees it.
#
#   Scripts/lsp-latency.sh [CHANGES]    (default 30; prints the median, the 90th percentile and
#                                        the slowest; PERMLINT_LSP_FILES=N for another app size)
#
# The app is a Flutter app: pubspec.yaml with permission_handler, ios/Runner/Info.plist,
# ios/Podfile, android/app/build.gradle (targetSdk 34), android/app/src/main/AndroidManifest.xml,
# and Dart files under lib/ up to the size, every tenth asking for a permission. The changes
# alternate between adding READ_EXTERNAL_STORAGE to the open AndroidManifest.xml (a finding
# appears) and removing it (it goes away), then the same with a permission request in an open
# Dart file; the buffers are never saved.
set -euo pipefail
cd "$(dirname "$0")/.."
changes="${1:-30}"
files="${PERMLINT_LSP_FILES:-1000}"
swift build -c release --product permlint >/dev/null
binary="$(swift build -c release --show-bin-path)/permlint"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 - "$binary" "$work" "$changes" "$files" <<'PY'
import json, os, select, statistics, subprocess, sys, time
binary, root, changes, files = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])

def write(path, text):
    path = os.path.join(root, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)

write("pubspec.yaml", "name: big\nenvironment:\n  sdk: \">=3.0.0 <4.0.0\"\ndependencies:\n"
      "  flutter:\n    sdk: flutter\n  permission_handler: ^11.3.1\n")
write("ios/Podfile", "platform :ios, '15.0'\npost_install do |installer|\n  installer.pods_project.targets.each do |target|\n"
      "    target.build_configurations.each do |config|\n      config.build_settings['GCC_PREPROCESSOR_DEFINITIONS'] ||= [\n"
      "        '$(inherited)',\n        'PERMISSION_CAMERA=1',\n      ]\n    end\n  end\nend\n")
write("ios/Runner/Info.plist", """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>CFBundleIdentifier</key><string>com.example.big</string>
  <key>NSCameraUsageDescription</key><string>Take a photo of the delivered parcel to confirm the delivery.</string>
</dict>
</plist>
""")
write("android/app/build.gradle", "android {\n    compileSdk 34\n    defaultConfig { minSdk 24; targetSdk 34 }\n}\n")
manifest = """<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.big">
    <uses-permission android:name="android.permission.CAMERA"/>
    <application android:label="Big"/>
</manifest>
"""
write("android/app/src/main/AndroidManifest.xml", manifest)
dart_count = files - 5
for i in range(dart_count):
    body = "import 'package:flutter/widgets.dart';\n"
    if i % 10 == 0:
        body += "import 'package:permission_handler/permission_handler.dart';\n\n"
        body += f"Future<bool> proof{i}() async {{\n  final status = await Permission.camera.request();\n  return status.isGranted;\n}}\n"
    else:
        body += f"\nclass Screen{i} extends StatelessWidget {{\n  const Screen{i}({{super.key}});\n\n"
        body += "  @override\n  Widget build(BuildContext context) => const SizedBox();\n}\n"
    write(f"lib/screens/screen_{i:04d}.dart", body)
count = sum(len(names) for _, _, names in os.walk(root))

server = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=root)
buffered = b""
def send(message):
    body = json.dumps(message).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    server.stdin.flush()
def receive(timeout=120):
    global buffered
    deadline = time.time() + timeout
    while True:
        end = buffered.find(b"\r\n\r\n")
        if end >= 0:
            length = int(buffered[:end].split(b":")[1])
            if len(buffered) >= end + 4 + length:
                body = buffered[end + 4:end + 4 + length]
                buffered = buffered[end + 4 + length:]
                return json.loads(body)
        ready, _, _ = select.select([server.stdout], [], [], max(0, deadline - time.time()))
        if not ready:
            raise SystemExit("no answer from the server")
        buffered += os.read(server.stdout.fileno(), 1 << 20)
def diagnostics(uri):
    while True:
        message = receive()
        if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
            return message["params"]["diagnostics"]

uri_of = lambda path: "file://" + os.path.join(root, path)
send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"rootUri": "file://" + root, "capabilities": {}}})
receive()
send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
dart_path = "lib/screens/screen_0001.dart"
dart = open(os.path.join(root, dart_path)).read()
cases = [
    ("AndroidManifest.xml", "android/app/src/main/AndroidManifest.xml", manifest,
     manifest.replace("    <application", '    <uses-permission android:name="android.permission.READ_EXTERNAL_STORAGE"/>\n    <application')),
    ("a Dart file", dart_path, dart,
     dart + "\nFuture<void> ask() async => Permission.microphone.request();\n"),
]
for label, path, original, edited in cases:
    uri = uri_of(path)
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
          "params": {"textDocument": {"uri": uri, "languageId": "text", "version": 1, "text": original}}})
    diagnostics(uri)
    times, found = [], set()
    for version in range(2, changes + 2):
        text = edited if version % 2 == 0 else original
        start = time.perf_counter()
        send({"jsonrpc": "2.0", "method": "textDocument/didChange",
              "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]}})
        published = diagnostics(uri)
        times.append((time.perf_counter() - start) * 1000)
        found.add(len(published))
    times.sort()
    print(f"{count} files, change to {label}: median {statistics.median(times):.1f} ms, "
          f"p90 {times[int(len(times) * 0.9) - 1]:.1f} ms, slowest {times[-1]:.1f} ms "
          f"over {changes} changes (diagnostics per publication: {sorted(found)})")
send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
receive()
send({"jsonrpc": "2.0", "method": "exit"})
server.wait(10)
PY
