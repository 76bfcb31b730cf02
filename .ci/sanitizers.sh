#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer, then ThreadSanitizer.
#
#   .ci/sanitizers.sh            both
#   .ci/sanitizers.sh address    one of them (address or thread)
#
# Each sanitizer builds into its own scratch folder (.build/sanitize-NAME),
# so the normal build is left alone and a second run only rebuilds what
# changed. The CLI tests run the `unit` built there, instrumented too, so the
# two threads of `fmt`, `check`, `export` and `import` on large files run
# under ThreadSanitizer. Any report fails the run (exit status not 0); the
# log is .build/sanitize-NAME.log. docs/reliability.md gives the times.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# = 0 ]; then sanitizers=(address thread); else sanitizers=("$@"); fi

# A report stops the run at once, with its stack; ASan also checks for leaks
# at exit, but for those of the toolchain's Foundation and XCTest, which the
# test runner uses (.ci/lsan-suppressions.txt says why).
export ASAN_OPTIONS="${ASAN_OPTIONS:-halt_on_error=1:detect_leaks=1}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$PWD/.ci/lsan-suppressions.txt:print_suppressions=0}"
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1}"
export SWIFT_BACKTRACE=enable=no

for s in "${sanitizers[@]}"; do
  log=".build/sanitize-$s.log"
  mkdir -p .build
  echo "== swift test --sanitize=$s"
  start=$(date +%s)
  status=0
  swift build --build-tests --sanitize="$s" --scratch-path ".build/sanitize-$s" >"$log" 2>&1 || status=$?
  built=$(date +%s)
  if [ "$status" = 0 ]; then
    swift test --skip-build --sanitize="$s" --scratch-path ".build/sanitize-$s" >>"$log" 2>&1 || status=$?
  fi
  end=$(date +%s)
  grep -E "^(✔|✘) Test run|Executed [0-9]+ tests|ERROR: (Address|Thread|Leak)Sanitizer|SUMMARY: |WARNING: ThreadSanitizer" "$log" | tail -5 || true
  echo "   build $((built - start)) s, tests $((end - built)) s, exit status $status (log: $log)"
  [ "$status" = 0 ] || exit "$status"
done
