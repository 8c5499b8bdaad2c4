#!/usr/bin/env bash
# Runs the whole server suite once against Debian's PostgreSQL (installed by .ci/run), in a throw-away database.
set -euo pipefail
cd "$(dirname "$0")/.."
ver=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h 2>/dev/null | grep -q online; then
  pg_lsclusters -h | grep -q "^$ver main" || pg_createcluster "$ver" main >/dev/null
  pg_ctlcluster "$ver" main start
fi
db="cabkit_ci_$$"
su postgres -c "psql -q -c \"DROP ROLE IF EXISTS cabkit_ci\"" >/dev/null 2>&1 || true
su postgres -c "psql -q -c \"CREATE ROLE cabkit_ci LOGIN SUPERUSER PASSWORD 'cabkit_ci'\""
su postgres -c "createdb -O cabkit_ci $db"
trap 'su postgres -c "dropdb --if-exists $db" >/dev/null 2>&1 || true' EXIT
DATABASE_URL="postgres://cabkit_ci:cabkit_ci@127.0.0.1:5432/$db" npm test -w @cabkit/server
