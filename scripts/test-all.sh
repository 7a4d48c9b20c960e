#!/usr/bin/env bash
# Installs what the tests need and runs every test: lint, types, translations, unit and API tests
# on embedded PGlite and on the PostgreSQL server, web component tests, and the browser journeys.
# Each step's result is kept in .test-results/ and summed up at the end.
set -uo pipefail
cd "$(dirname "$0")/.."

RESULTS=.test-results
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
failed_steps=()
failed_logs=()
step_logs=()

step() {
  local name=$1
  shift
  echo
  echo "━━━ $name"
  local started=$SECONDS
  local log="$RESULTS/step-$((${#step_logs[@]} + 1)).log"
  step_logs+=("$log")
  if "$@" 2>&1 | tee "$log"; then
    echo "━━━ $name: ok ($((SECONDS - started)) s)"
  else
    echo "━━━ $name: FAILED ($((SECONDS - started)) s)"
    failed_steps+=("$name")
    failed_logs+=("$log")
  fi
}

# A failed step's own words, repeated at the very end so that the tail of the output says why:
# a short log whole; a long one from its first error marker (failed tests, unhandled errors, a
# type or lint error), else its last 60 lines (where Vitest counts errors outside any test).
explain_failure() {
  local name=$1 log=$2
  echo
  echo "━━━ why \"$name\" failed (from $log)"
  if [ "$(wc -l < "$log")" -le 100 ]; then
    cat "$log"
    return
  fi
  local first
  first=$(grep -n -m1 -E 'Unhandled (Error|Rejection)|Failed Tests|FAIL |✘|error TS|^ +[0-9]+:[0-9]+ +error ' "$log" | cut -d: -f1)
  if [ -n "$first" ]; then
    tail -n +"$((first > 2 ? first - 2 : 1))" "$log" | head -n 80
  else
    tail -n 60 "$log"
  fi
}

# Chromium for the browser journeys, from Debian's packages (nothing downloads a browser).
ensure_chromium() {
  if command -v chromium >/dev/null 2>&1; then return 0; fi
  if [ "$(id -u)" -ne 0 ]; then
    echo "Chromium is missing: install Debian's package (sudo apt-get install -y chromium)." >&2
    return 1
  fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
}

# An S3-compatible server for the quote-file storage tests (apps/api/test/intake-s3.test.ts):
# moto's moto_server. Debian 12 has no python3-moto (Debian 13 does); this machine kind's Python
# carries moto, so the step only checks, and installs Debian's package where there is one.
ensure_s3_server() {
  if command -v moto_server >/dev/null 2>&1; then return 0; fi
  if [ "$(id -u)" -eq 0 ] && apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-moto >/dev/null 2>&1 &&
    command -v moto_server >/dev/null 2>&1; then
    return 0
  fi
  echo "moto_server is missing: the S3 storage tests would be skipped (apt-get install python3-moto on Debian 13)." >&2
  return 1
}

PG_ADMIN_URL=${TEST_DATABASE_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}

vitest_json() {
  local name=$1
  shift
  npx vitest run --reporter=default --reporter=json --outputFile.json="$PWD/$RESULTS/$name.json" "$@"
}

step "install Chromium" ensure_chromium
step "S3-compatible server for the storage tests" ensure_s3_server
step "lint" npm run --silent lint
step "typecheck" npm run --silent typecheck
step "translations used by the code exist" npm run --silent i18n:check
step "shared rules" bash -c "cd packages/shared && $(declare -f vitest_json); RESULTS=$RESULTS; vitest_json shared"
step "API on embedded PGlite" bash -c "cd apps/api && $(declare -f vitest_json); RESULTS=../../$RESULTS; vitest_json api-pglite"
step "API on PostgreSQL" bash -c "cd apps/api && $(declare -f vitest_json); RESULTS=../../$RESULTS; TEST_DATABASE_URL=$PG_ADMIN_URL vitest_json api-postgres"
step "quote reader" bash -c "cd packages/quote-reader && $(declare -f vitest_json); RESULTS=../../$RESULTS; vitest_json quote-reader"
# The whole dev set (30 documents, 8 of them scans) and a fixed sample of dev2 (35 of its 120
# documents: the quarter chosen by name and every phone photo, 13 scans in all); dev alone read in
# about 40 s on 2 quiet cores, dev with the first 30 of the sample took 14.5 min on 2 cores shared
# under a load of 30 (2026-11-28). The floors sit just under the figures measured on 2026-11-28:
# dev line-item F1 1.000, header accuracy 0.993; dev2 sample 0.926 and 0.937. OCR varies between
# runs of one commit, most on the phone photos, so the dev2 floors keep about 0.02 of room.
step "quote reader accuracy" npm run --silent bench:quotes -- --sample --min-line-f1 0.99 --min-header 0.98 --min-line-f1-dev2 0.96 --min-header-dev2 0.93
step "comparison" bash -c "cd packages/comparison && $(declare -f vitest_json); RESULTS=../../$RESULTS; vitest_json comparison"
# The dev and dev2 groups on their answer keys' own lines (the reader's lines are left to
# bench:compare run by hand: reading 150 documents is slow); the floors sit just under the
# figures measured when they were set (docs/measurements/comparison.md § Comparison).
step "comparison accuracy" npm run --silent bench:compare -- --runs 1 --skip-reader --min-matching 0.99 --min-gap-f1 0.99 --min-substitution-f1 0.99 --min-levelled 0.99 --min-dev2-matching 0.99 --min-dev2-gap-f1 0.99 --min-dev2-substitution-f1 0.98 --min-dev2-levelled 0.98
step "web first load within 150 KB (docs/decisions/011-first-load-without-tanstack-query.md)" npm run --silent bench:web -- --strict --lighthouse-runs 0
step "web components" bash -c "cd apps/web && $(declare -f vitest_json); RESULTS=../../$RESULTS; vitest_json web"
# The journeys serve the production build the web-budget step has just made in apps/web/dist (no
# step in between builds), instead of building it a second time.
if [ -f playwright.config.ts ]; then
  if [ -f apps/web/dist/index.html ]; then
    step "browser journeys" env E2E_DATABASE_URL="$PG_ADMIN_URL" E2E_SKIP_BUILD=1 npx playwright test
  else
    step "browser journeys" env E2E_DATABASE_URL="$PG_ADMIN_URL" npx playwright test
  fi
fi

npx tsx scripts/summarize-tests.ts "$RESULTS"
if [ ${#failed_steps[@]} -gt 0 ]; then
  for i in "${!failed_steps[@]}"; do explain_failure "${failed_steps[$i]}" "${failed_logs[$i]}"; done
  echo
  echo "Failed steps: ${failed_steps[*]}"
  exit 1
fi
echo "All steps passed."
