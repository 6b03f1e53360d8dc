#!/usr/bin/env bash
# `npm test`: lint, types, the unit and API tests on the embedded database, then the browser tests.
# With TEST_PG_ALONGSIDE=1 (CI sets it) the API suite also runs on PostgreSQL (at PG_TEST_URL, with
# Redis at PG_TEST_REDIS_URL for the shared-limits test), started first, beside lint, types and the
# unit tests: it is done before the browser tests start, which then have both cores to themselves
# (under load, their timing-sensitive steps grow flaky). Its output is shown when it ends.
set -euo pipefail
cd "$(dirname "$0")/.."

pg_pid=""
pg_log=""
if [ "${TEST_PG_ALONGSIDE:-}" = 1 ]; then
  pg_log="$(mktemp)"
  TEST_DATABASE_URL="${PG_TEST_URL:-postgres://postgres@127.0.0.1:5432/postgres}" REDIS_URL="${PG_TEST_REDIS_URL:-redis://127.0.0.1:6379}" npm run test:pg >"$pg_log" 2>&1 &
  pg_pid=$!
fi

status=0
npm run lint && npm run typecheck && npm run test:unit || status=$?

if [ -n "$pg_pid" ]; then
  pg_status=0
  wait "$pg_pid" || pg_status=$?
  echo "== API tests against PostgreSQL: output"
  cat "$pg_log"
  rm -f "$pg_log"
  if [ "$pg_status" -ne 0 ]; then
    echo "API tests against PostgreSQL failed"
    [ "$status" -ne 0 ] || status=$pg_status
  fi
fi
[ "$status" -eq 0 ] || exit "$status"

npm run test:e2e
