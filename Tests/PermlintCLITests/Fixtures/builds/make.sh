#!/usr/bin/env bash
# Makes the build fixtures from sources/ with the tools that make real builds' parts. Run from
# this folder; needs clang (any, with the arm64 Apple targets), python3, zip, aapt and protoc
# (Debian: aapt, android-framework-res, protobuf-compiler), and for linked/ ld64.lld-19 and
# llvm-strip (Debian: lld-19, llvm). The outputs are committed; the tests need none of these.
#
# Mach-O: clang compiles each bundle's code for iOS (`-c`: lld cannot link for Apple
# platforms on Linux, and an object file has the same symbol table and __objc_methname as an
# executable). Info.plists and .strings are binary property lists, as Xcode writes them
# (python's plistlib). The APK's manifest is compiled by aapt against the framework's
# resources; the AAB's by protoc, from aapt2's XmlNode schema.
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

plist() {  # plist OUTPUT PYTHON-DICT
  python3 -c "import plistlib,sys; open(sys.argv[1],'wb').write(plistlib.dumps($2, fmt=plistlib.FMT_BINARY))" "$1"
}

# Demo.app: the app (camera), a framework (Always location), a widget (Bluetooth).
app="$work/Payload/Demo.app"
mkdir -p "$app/fr.lproj" "$app/Frameworks/Tracker.framework" "$app/PlugIns/Widget.appex" "$app/Base.lproj/Main.storyboardc"
clang -target arm64-apple-ios15 -fobjc-arc -fblocks -c -o "$app/Demo" sources/Demo.m
clang -target arm64-apple-ios15 -c -o "$app/Frameworks/Tracker.framework/Tracker" sources/Tracker.m
clang -target arm64-apple-ios15 -c -o "$app/PlugIns/Widget.appex/Widget" sources/Widget.m
plist "$app/Info.plist" "{'CFBundleIdentifier': 'org.permlint.demo', 'CFBundleExecutable': 'Demo', 'CFBundlePackageType': 'APPL', 'NSCameraUsageDescription': 'Demo scans the receipts you photograph to fill in your expenses.'}"
plist "$app/fr.lproj/InfoPlist.strings" "{'NSCameraUsageDescription': 'Demo lit les reçus que vous photographiez pour remplir vos notes de frais.'}"
plist "$app/Frameworks/Tracker.framework/Info.plist" "{'CFBundleIdentifier': 'org.permlint.tracker', 'CFBundleExecutable': 'Tracker', 'CFBundlePackageType': 'FMWK'}"
plist "$app/PlugIns/Widget.appex/Info.plist" "{'CFBundleIdentifier': 'org.permlint.demo.widget', 'CFBundleExecutable': 'Widget', 'NSExtension': {'NSExtensionPointIdentifier': 'com.apple.widgetkit-extension'}}"
# A compiled storyboard holds an Info.plist of its own, which is no bundle's.
plist "$app/Base.lproj/Main.storyboardc/Info.plist" "{'UIStoryboardDesignatedEntryPointIdentifier': 'UIViewController-1'}"
rm -f Demo.ipa
(cd "$work" && zip -qrX "$OLDPWD/Demo.ipa" Payload)

# The same app as an Xcode archive folder (its own Info.plist is the archive's metadata).
rm -rf Demo.xcarchive
mkdir -p Demo.xcarchive/Products/Applications
cp -R "$app" Demo.xcarchive/Products/Applications/
plist Demo.xcarchive/Info.plist "{'ArchiveVersion': 2, 'Name': 'Demo', 'ApplicationProperties': {'ApplicationPath': 'Applications/Demo.app'}}"

# linked/: a framework linked as iOS 15 links it, with LC_DYLD_CHAINED_FIXUPS (lld 19; the
# toolchain's own lld refuses Apple platforms, Debian's lld 14 ignores -fixup_chains). Without
# the SDK its imports are left for dyld to look up (-undefined dynamic_lookup), which changes
# their library ordinal, not the imports table. Stripped is the same binary after llvm-strip,
# whose symbol table no longer lists the class it imports: only the chained fixups do.
mkdir -p linked
clang -target arm64-apple-ios15 -c -o "$work/Linked.o" sources/Linked.m
ld64.lld-19 -arch arm64 -platform_version ios 15.0 15.0 -dylib -fixup_chains -undefined dynamic_lookup \
  -install_name @rpath/Tracker.framework/Tracker -o linked/Tracker "$work/Linked.o"
llvm-strip --strip-all -o linked/Stripped linked/Tracker

# app.apk: the manifest compiled by aapt.
aapt package -f -M sources/AndroidManifest.xml -I /usr/share/android-framework-res/framework-res.apk -F app.apk

# app.aab: the same manifest as protocol buffers.
mkdir -p "$work/aab/base/manifest"
protoc --proto_path=sources --encode=aapt.pb.XmlNode xmlnode.proto < sources/manifest.textproto \
  > "$work/aab/base/manifest/AndroidManifest.xml"
rm -f app.aab
(cd "$work/aab" && zip -qrX "$OLDPWD/app.aab" base)

# build-vs-source: the release APK of ../build-vs-source, compiled from the manifest the merger
# wrote for it.
mkdir -p "$work/courier" && cp sources/courier-merged-AndroidManifest.xml "$work/courier/AndroidManifest.xml"
aapt package -f -M "$work/courier/AndroidManifest.xml" \
  -I /usr/share/android-framework-res/framework-res.apk \
  -F ../build-vs-source/app/build/outputs/apk/release/app-release.apk

# build-vs-source-ios: the .ipa of ../build-vs-source-ios as its build steps changed it. The
# camera text has $(PRODUCT_NAME) expanded (no difference); a Run Script phase added the
# contacts key and rewrote the location text (in English and French); the build predates the
# photo-library key; the microphone key comes from an INFOPLIST_KEY_ setting; the widget is
# as its sources say.
ios="$work/ios/Payload/Demo.app"
mkdir -p "$ios/fr.lproj" "$ios/PlugIns/Widget.appex"
plist "$ios/Info.plist" "{'CFBundleIdentifier': 'org.permlint.demo', 'CFBundleExecutable': 'Demo', 'CFBundlePackageType': 'APPL', 'NSCameraUsageDescription': 'Demo scans the receipts you photograph to fill in your expenses.', 'NSLocationWhenInUseUsageDescription': 'Demo uses your location.', 'NSMicrophoneUsageDescription': 'Demo records the voice notes you attach to an expense.', 'NSContactsUsageDescription': 'Demo suggests colleagues to split an expense with.'}"
plist "$ios/fr.lproj/InfoPlist.strings" "{'NSCameraUsageDescription': 'Demo lit les reçus que vous photographiez pour remplir vos notes de frais.', 'NSLocationWhenInUseUsageDescription': 'Demo utilise votre position.', 'NSMicrophoneUsageDescription': 'Demo enregistre les notes vocales que vous joignez à une dépense.', 'NSContactsUsageDescription': 'Demo propose des collègues avec qui partager une dépense.'}"
plist "$ios/PlugIns/Widget.appex/Info.plist" "{'CFBundleIdentifier': 'org.permlint.demo.Widget', 'CFBundleExecutable': 'Widget', 'NSBluetoothAlwaysUsageDescription': 'The widget shows the battery of the card reader you paired with Demo.', 'NSExtension': {'NSExtensionPointIdentifier': 'com.apple.widgetkit-extension'}}"
mkdir -p ../build-vs-source-ios/build
rm -f ../build-vs-source-ios/build/Demo.ipa
(cd "$work/ios" && zip -qrX "$OLDPWD/../build-vs-source-ios/build/Demo.ipa" Payload)
