#!/usr/bin/env bash
# Makes Debian's chromium available for the browser tests (driven by playwright-core, which never
# downloads a browser itself). Installs only when missing, with apt-get. Prints the binary's path.
set -euo pipefail

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

if ! [ -x /usr/bin/chromium ]; then
  echo "ensure-chromium: installing Debian's chromium package" >&2
  as_root apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium >&2
fi

echo /usr/bin/chromium
