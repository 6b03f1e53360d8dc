#!/usr/bin/env bash
# `npm test`: lint, types, the unit and API tests on the embedded database, then the browser tests.
#
# CI asks for more, run beside lint, types and the unit tests (which leave a core idle much of the
# time), so that all of it is done before the browser tests start; those then have both cores to
# themselves (under load their timing-sensitive steps grow flaky):
# - TEST_PG_ALONGSIDE=1: the API suite on PostgreSQL (at PG_TEST_URL, with Redis at
#   PG_TEST_REDIS_URL for the shared-limits test);
# - TEST_RELIABILITY_ALONGSIDE=1: the reliability suite (concurrency, kill -9 mid-checkout,
#   backups), on PostgreSQL at PG_TEST_URL too. It mostly waits on servers starting and dying.
# Each one's output is shown when it ends.
set -euo pipefail
cd "$(dirname "$0")/.."

PG_URL="${PG_TEST_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
beside_pids=()
beside_names=()
beside_logs=()

start_beside() {
  local name="$1"
  shift
  local log
  log="$(mktemp)"
  "$@" >"$log" 2>&1 &
  beside_pids+=("$!")
  beside_names+=("$name")
  beside_logs+=("$log")
}

if [ "${TEST_PG_ALONGSIDE:-}" = 1 ]; then
  start_beside "API tests against PostgreSQL" env TEST_DATABASE_URL="$PG_URL" REDIS_URL="${PG_TEST_REDIS_URL:-redis://127.0.0.1:6379}" npm run test:pg
fi
if [ "${TEST_RELIABILITY_ALONGSIDE:-}" = 1 ]; then
  start_beside "reliability tests (embedded and PostgreSQL)" env TEST_DATABASE_URL="$PG_URL" npm run test:reliability
fi

status=0
npm run lint && npm run typecheck && npm run test:unit || status=$?

for i in "${!beside_pids[@]}"; do
  job_status=0
  wait "${beside_pids[$i]}" || job_status=$?
  echo "== ${beside_names[$i]}: output"
  cat "${beside_logs[$i]}"
  rm -f "${beside_logs[$i]}"
  if [ "$job_status" -ne 0 ]; then
    echo "${beside_names[$i]} failed"
    [ "$status" -ne 0 ] || status=$job_status
  fi
done
[ "$status" -eq 0 ] || exit "$status"
echo "== lint, types, unit and API tests (and those beside them) took ${SECONDS}s"

e2e_start=$SECONDS
npm run test:e2e
echo "== browser tests took $((SECONDS - e2e_start))s"
