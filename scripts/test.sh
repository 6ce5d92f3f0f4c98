#!/usr/bin/env bash
# The whole suite, as CI runs it: type check, then every test file on embedded PGlite and again on
# a real PostgreSQL server (installed and started by ensure-postgres.sh when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== type check"
npx tsc --noEmit -p .

pg_url="$(bash scripts/ensure-postgres.sh | tail -n 1)"
# The synthetic identity documents are rendered in OCR-B (Debian fonts-ocr-b); --eval adds the font
# families of the evaluation generator, whose tune-split documents test/document-trust-rules.test.ts reads.
bash scripts/ensure-fonts.sh --eval >/dev/null
# Browser tests (capture pages, partner portal) drive Debian's chromium through playwright-core; the
# capture assets are built and type checked once up front.
bash scripts/ensure-chromium.sh >/dev/null && node --import tsx scripts/build-web.ts --check
mapfile -t files < <(find src test -name '*.test.ts' -not -path '*/node_modules/*' | sort)

status=0
# The production image: built with podman and run as the embedded default and as 2 api + 1 worker
# containers on the same PostgreSQL server (first, so the test runner's summary stays the last lines).
echo "== container image"
bash scripts/container-smoke.sh "$pg_url" || status=1

# A file's bound is 15 minutes: it only has to catch a hang. On a loaded machine (two files at once
# beside other work) a healthy file with browser or OCR work took over 5 minutes.
for db in pglite postgres; do
  echo "== test suite on $db"
  VERITY_TEST_DB="$db" VERITY_TEST_PG_URL="$pg_url" AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true \
    node --import tsx --test --test-concurrency=2 --test-timeout=900000 "${files[@]}" || status=1
done
exit "$status"
