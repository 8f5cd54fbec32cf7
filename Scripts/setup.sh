#!/usr/bin/env bash
# Installs what permlint needs to build and test, on Debian/Ubuntu (apt) or macOS (Homebrew):
# libyaml, libxml2 and zlib (build archives are inflated with it) with their headers,
# jemalloc on Linux (the command's allocator), and
# python3's jsonschema and PyYAML, with which the tests validate SARIF logs and feature maps
# against their schemas; androguard, with which they cross-check the reader of APK manifests;
# with apt also HTML Tidy and, on Debian, chromium, with which the tests validate the HTML
# report and render it in a headless browser (where they cannot be installed, that test is
# skipped and says why). Safe to run again: it
# installs only what is missing.
set -euo pipefail

if command -v apt-get >/dev/null 2>&1; then
  missing=()
  for package in libyaml-dev libxml2-dev zlib1g-dev libjemalloc-dev pkg-config; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
  done
  command -v tidy >/dev/null 2>&1 || missing+=(tidy)
  if ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1; then
    # Debian's package; Ubuntu's is a stub for a snap, which containers cannot run.
    if grep -qx 'ID=debian' /etc/os-release 2>/dev/null; then missing+=(chromium); fi
  fi
  if ! python3 -c 'import jsonschema' >/dev/null 2>&1; then
    missing+=(python3-jsonschema)
  fi
  if ! python3 -c 'import yaml' >/dev/null 2>&1; then
    missing+=(python3-yaml)
  fi
  if [ "${#missing[@]}" -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
elif command -v brew >/dev/null 2>&1; then
  brew list libyaml >/dev/null 2>&1 || brew install libyaml
  brew list zlib >/dev/null 2>&1 || brew install zlib
  brew list pkg-config >/dev/null 2>&1 || brew install pkg-config
fi

# A python3 that is not Debian's (pyenv, Homebrew) does not see Debian's python3-* packages.
# androguard (PyPI) is the independent decoder the tests cross-check the APK manifest reader with.
for module in jsonschema:jsonschema yaml:pyyaml androguard.core.axml:androguard; do
  if ! python3 -c "import ${module%%:*}" >/dev/null 2>&1; then
    python3 -m pip install --quiet --user "${module##*:}" 2>/dev/null || python3 -m pip install --quiet "${module##*:}"
  fi
done
