#!/usr/bin/env bash
# Makes a local PostgreSQL 15 server available for the test suite: installs Debian's package when
# missing, starts the cluster when stopped, and creates a superuser role the tests connect as.
# Prints the connection URL on its last line.
set -euo pipefail

port="${VERITY_TEST_PG_PORT:-5432}"
role="verity_test"

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  echo "ensure-postgres: installing Debian's postgresql package" >&2
  as_root apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql >&2
fi

version="$(ls /usr/lib/postgresql | sort -n | tail -n 1)"
if ! pg_lsclusters -h 2>/dev/null | awk '{print $1" "$2}' | grep -q "^$version main$"; then
  as_root pg_createcluster "$version" main --port "$port" >&2
fi
if ! pg_lsclusters -h | awk -v v="$version" '$1==v && $2=="main" {print $4}' | grep -q online; then
  as_root pg_ctlcluster "$version" main start >&2
fi
actual_port="$(pg_lsclusters -h | awk -v v="$version" '$1==v && $2=="main" {print $3}')"

for _ in $(seq 1 50); do
  if as_root su postgres -c "pg_isready -q -p $actual_port"; then break; fi
  sleep 0.2
done

as_root su postgres -c "psql -q -p $actual_port -v ON_ERROR_STOP=1" >&2 <<SQL
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$role') THEN
    CREATE ROLE $role LOGIN SUPERUSER PASSWORD '$role';
  END IF;
END \$\$;
SQL

echo "postgres://$role:$role@127.0.0.1:$actual_port/postgres"
