#!/usr/bin/env bash
# Installs a released permlint: downloads the static binary of a release for this machine,
# checks it against the release's SHA-256 checksum, and puts it at DESTINATION. The GitHub
# Action runs it when its `version` input names a release; it works the same by hand.
#
# usage: Scripts/install-release.sh VERSION DESTINATION
#   VERSION      a release such as 0.2.0 or v0.2.0, or `latest`
#   DESTINATION  where the permlint executable goes
# Environment:
#   PERMLINT_RELEASES  base URL of the releases (default: https://github.com/permlint/permlint/releases);
#                      assets are at $PERMLINT_RELEASES/download/vVERSION/permlint-OS-ARCH.tar.gz
#                      and .sha256 beside it (latest: $PERMLINT_RELEASES/latest/download/...)
# Exit status: 0 installed; 3 no release binary for this platform (build from source instead);
# 1 any other failure (download, checksum), with the reason on standard error.
set -euo pipefail

version=${1:?usage: install-release.sh VERSION DESTINATION}
destination=${2:?usage: install-release.sh VERSION DESTINATION}
base=${PERMLINT_RELEASES:-https://github.com/permlint/permlint/releases}

os=$(uname -s | tr '[:upper:]' '[:lower:]')
case "$(uname -m)" in
  x86_64 | amd64) arch=x86_64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) arch=$(uname -m) ;;
esac
# Releases carry a static Linux binary only; elsewhere the caller builds from source.
if [ "$os" != linux ] || { [ "$arch" != x86_64 ] && [ "$arch" != arm64 ]; }; then
  echo "install-release.sh: no release binary for $os/$arch; build permlint from source" >&2
  exit 3
fi

asset="permlint-$os-$arch.tar.gz"
if [ "$version" = latest ]; then
  url="$base/latest/download/$asset"
else
  url="$base/download/v${version#v}/$asset"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fetch() { curl --fail --silent --show-error --location --retry 3 --output "$2" "$1"; }
if ! fetch "$url" "$work/$asset"; then
  echo "install-release.sh: could not download $url" >&2
  exit 1
fi
if ! fetch "$url.sha256" "$work/$asset.sha256"; then
  echo "install-release.sh: could not download the checksum $url.sha256" >&2
  exit 1
fi
expected=$(awk '{ print $1; exit }' "$work/$asset.sha256")
actual=$(sha256sum "$work/$asset" | awk '{ print $1 }')
if [ -z "$expected" ] || [ "$expected" != "$actual" ]; then
  echo "install-release.sh: $asset does not match its checksum (expected ${expected:-nothing}, got $actual); not installed" >&2
  exit 1
fi
tar -xzf "$work/$asset" -C "$work"
if [ ! -f "$work/permlint" ]; then
  echo "install-release.sh: $asset holds no permlint executable" >&2
  exit 1
fi
mkdir -p "$(dirname "$destination")"
install -m 0755 "$work/permlint" "$destination"
echo "install-release.sh: installed permlint $("$destination" --version) at $destination"
