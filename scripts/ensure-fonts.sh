#!/usr/bin/env bash
# Makes the fonts the synthetic test documents are rendered with available: Debian's OCR-B
# (`fonts-ocr-b`, the font of real machine-readable zones) and DejaVu for the visual zone.
# Installs only what is missing, with apt-get, so a warm machine spends nothing here.
set -euo pipefail

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

missing=()
if ! fc-list 2>/dev/null | grep -qi 'OCRB'; then missing+=(fonts-ocr-b); fi
if ! fc-list 2>/dev/null | grep -qi 'DejaVuSans'; then missing+=(fonts-dejavu-core); fi
if ! command -v fc-list >/dev/null 2>&1; then missing+=(fontconfig); fi

if [ "${#missing[@]}" -gt 0 ]; then
  echo "ensure-fonts: installing ${missing[*]}" >&2
  as_root apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${missing[@]}" >&2
  fc-cache -f >/dev/null 2>&1 || true
fi

fc-list | grep -i 'OCRB' | head -n 1
