#!/usr/bin/env bash
# `npm test`: lint, types, the unit and API tests on the embedded database, then the browser tests.
# With TEST_PG_BESIDE_BROWSER=1 (CI sets it) the API suite also runs on PostgreSQL (at
# PG_TEST_URL, with Redis at PG_TEST_REDIS_URL for the shared-limits test), on one worker beside
# the browser tests: those mostly wait for pages and answers, while the unit tests keep both cores
# busy and are best left alone. The PostgreSQL output is shown when it ends.
set -euo pipefail
cd "$(dirname "$0")/.."

npm run lint
npm run typecheck
npm run test:unit

if [ "${TEST_PG_BESIDE_BROWSER:-}" != 1 ]; then
  npm run test:e2e
  exit 0
fi

pg_log="$(mktemp)"
TEST_DATABASE_URL="${PG_TEST_URL:-postgres://postgres@127.0.0.1:5432/postgres}" REDIS_URL="${PG_TEST_REDIS_URL:-redis://127.0.0.1:6379}" npm run test:pg -- --maxWorkers=1 >"$pg_log" 2>&1 &
pg_pid=$!
e2e_status=0
npm run test:e2e || e2e_status=$?
pg_status=0
wait "$pg_pid" || pg_status=$?
echo "== API tests against PostgreSQL: output"
cat "$pg_log"
rm -f "$pg_log"
if [ "$pg_status" -ne 0 ]; then
  echo "API tests against PostgreSQL failed"
  exit "$pg_status"
fi
exit "$e2e_status"
