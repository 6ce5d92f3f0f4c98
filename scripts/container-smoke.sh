#!/usr/bin/env bash
# Builds verity's container image with podman and proves it (scripts/container-smoke.ts): the embedded
# default in a read-only, non-root container, then 2 api + 1 worker containers on this machine's
# PostgreSQL through a worker SIGKILL. Installs what it needs from Debian's packages (podman, runc,
# debootstrap) and builds a local Node 20 base image when no registry image can be pulled.
# Usage: bash scripts/container-smoke.sh POSTGRES_URL
set -euo pipefail
cd "$(dirname "$0")/.."
pg_url="$1"

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

missing=()
command -v podman >/dev/null 2>&1 || missing+=(podman)
command -v runc >/dev/null 2>&1 || missing+=(runc)
command -v debootstrap >/dev/null 2>&1 || missing+=(debootstrap)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "container-smoke: installing ${missing[*]}" >&2
  as_root apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${missing[@]}" >&2
fi
# runc with cgroupfs: podman's default (crun, systemd cgroups) fails on this machine kind.
export CONTAINERS_CONF="$PWD/scripts/containers.conf"

base="$(bash scripts/container-base.sh | tail -n 1)"
image="localhost/verity:smoke"
start=$(date +%s)
# The CA mount and --use-openssl-ca let npm inside the build trust this machine's certificate store.
podman build --quiet --format docker --network host -v /etc/ssl/certs:/etc/ssl/certs:ro \
  --build-arg BASE="$base" --build-arg NODE_OPTIONS=--use-openssl-ca -t "$image" . >/dev/null
# Earlier builds' layers would otherwise pile up on the disk run after run.
podman image prune -f >/dev/null
echo "container-smoke: image built in $(( $(date +%s) - start )) s, $(podman image inspect "$image" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}')"
node --import tsx scripts/container-smoke.ts "$image" "$pg_url"
