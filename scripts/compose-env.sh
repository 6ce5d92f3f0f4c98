#!/usr/bin/env bash
# Prints a fresh .env for compose.yaml: `bash scripts/compose-env.sh > .env` (once; keep it secret, and
# keep it: MASTER_KEY seals stored secrets, losing it loses them).
set -euo pipefail
rand() { node -e "process.stdout.write(require('node:crypto').randomBytes($1).toString('$2'))"; }
echo "MASTER_KEY=$(rand 32 base64)"
echo "ADMIN_TOKEN=vat_$(rand 24 base64url)"
echo "POSTGRES_PASSWORD=$(rand 18 hex)"
echo "MINIO_ROOT_USER=verity"
echo "MINIO_ROOT_PASSWORD=$(rand 18 hex)"
echo "PUBLIC_BASE_URL=http://localhost:8080"
