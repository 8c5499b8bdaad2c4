#!/usr/bin/env bash
# The whole server suite once more against a real PostgreSQL (the `postgres` suite of `npm test`). With
# CABKIT_TEST_DATABASE_URL set, against that (empty, throw-away) database; otherwise against Debian's PostgreSQL
# in a database made for the run and dropped after it, installing and starting PostgreSQL first when needed
# (root only, as the Chromium check does).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${CABKIT_TEST_DATABASE_URL:-}" ]; then
  DATABASE_URL="$CABKIT_TEST_DATABASE_URL" exec npm test -w @cabkit/server
fi
if [ "$(id -u)" != 0 ]; then
  echo "The PostgreSQL suite needs root (to install, start and use Debian's PostgreSQL) or CABKIT_TEST_DATABASE_URL" \
    "set to an empty database it may fill." >&2
  exit 1
fi
if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ]; then
  echo "Installing Debian PostgreSQL for the server suite..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
ver=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h 2>/dev/null | grep -q online; then
  pg_lsclusters -h | grep -q "^$ver main" || pg_createcluster "$ver" main >/dev/null
  pg_ctlcluster "$ver" main start
fi
db="cabkit_ci_$$"
# The role may be left from an earlier run and own other databases: (re)set it rather than drop it.
su postgres -c "psql -q -c \"DO \\\$\\\$ BEGIN CREATE ROLE cabkit_ci; EXCEPTION WHEN duplicate_object THEN NULL; END \\\$\\\$\""
su postgres -c "psql -q -c \"ALTER ROLE cabkit_ci LOGIN SUPERUSER PASSWORD 'cabkit_ci'\""
su postgres -c "createdb -O cabkit_ci $db"
trap 'su postgres -c "dropdb --if-exists $db" >/dev/null 2>&1 || true' EXIT
DATABASE_URL="postgres://cabkit_ci:cabkit_ci@127.0.0.1:5432/$db" npm test -w @cabkit/server
