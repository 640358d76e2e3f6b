#!/usr/bin/env bash
# Runs the backend contract suite against PostgreSQL 15 (installed but stopped on the base image).
# Creates a throwaway role `backend_test` (allowed to create databases) and its database; each test
# file makes and drops a database of its own beside it.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! pg_lsclusters -h | awk '{print $4}' | grep -q online; then
  pg_ctlcluster 15 main start
fi
as_postgres() { if [ "$(id -u)" = 0 ]; then su postgres -c "$1"; else sudo -u postgres sh -c "$1"; fi; }
as_postgres "psql -qtAc \"select 1 from pg_roles where rolname='backend_test'\" | grep -q 1 || psql -qc \"create role backend_test login createdb password 'backend_test'\""
as_postgres "psql -qc \"alter role backend_test createdb\""
as_postgres "psql -qtAc \"select 1 from pg_database where datname='backend_test'\" | grep -q 1 || createdb -O backend_test backend_test"

export TEST_DATABASE_URL="postgres://backend_test:backend_test@localhost:5432/backend_test"
npx vitest run --project backend tests/backend/postgres-*.test.ts tests/backend/processes.test.ts "$@"
