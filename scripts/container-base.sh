#!/usr/bin/env bash
# Makes a Node 20 base image for building verity's Dockerfile on a machine that reaches no container
# registry (this project's CI): a minimal Debian bookworm from Debian's own mirror (debootstrap) with
# this machine's Node 20 and npm copied in, imported into podman as localhost/verity-node20-base.
# Reused when it already exists. Prints the image name on its last line.
set -euo pipefail

image="localhost/verity-node20-base:bookworm"
if podman --runtime runc image exists "$image"; then
  echo "$image"
  exit 0
fi

node_bin="$(command -v node)"
npm_dir="$(dirname "$(readlink -f "$(command -v npm)")")/.."
case "$("$node_bin" --version)" in
  v20.*) ;;
  *) echo "container-base: the base image needs Node 20 on this machine, found $("$node_bin" --version)" >&2; exit 1 ;;
esac

root="$(mktemp -d /tmp/verity-rootfs.XXXXXX)"
trap 'rm -rf "$root"' EXIT
mirror="$(grep -rhoE 'https?://[^ ]+/debian/?$|https?://deb\.debian\.org/debian' /etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null | head -n 1 || true)"
echo "container-base: debootstrap bookworm from ${mirror:-http://deb.debian.org/debian}" >&2
debootstrap --variant=minbase bookworm "$root" "${mirror:-http://deb.debian.org/debian}" >&2
cp "$node_bin" "$root/usr/bin/node"
mkdir -p "$root/usr/lib/node_modules"
cp -a "$(readlink -f "$npm_dir")" "$root/usr/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/bin/npx"
rm -rf "$root/var/cache/apt/archives/"*.deb "$root/var/lib/apt/lists/"*
tar -C "$root" -c . | podman --runtime runc import --change 'CMD ["node"]' - "$image" >&2
echo "$image"
