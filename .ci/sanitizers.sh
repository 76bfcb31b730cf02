#!/usr/bin/env bash
# Runs the tests under the sanitizers; .ci/run calls it with both.
#
#   .ci/sanitizers.sh            address, then thread
#   .ci/sanitizers.sh address    AddressSanitizer (with LeakSanitizer, and
#                                UndefinedBehaviorSanitizer when the
#                                toolchain has it) over the whole suite
#   .ci/sanitizers.sh thread     ThreadSanitizer over the tests that run two
#                                threads (THREAD_TESTS below)
#
# SANITIZE_FILTER=REGEX narrows either run (swift test --filter); with
# SANITIZE_FILTER=. the thread run takes the whole suite.
#
# Each sanitizer builds into its own scratch folder (.build/sanitize-NAME),
# so the normal build is left alone and a second run only rebuilds what
# changed. The CLI tests run the `unit` built there, instrumented too, so the
# two threads of `fmt`, `check`, `export` and `import` on large files run
# under ThreadSanitizer. Any report fails the run (exit status not 0); the
# log is .build/sanitize-NAME.log. Everything it needs comes with the Swift
# toolchain (its clang runtimes and llvm-symbolizer): nothing is installed.
# docs/reliability.md gives the times.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# = 0 ]; then sanitizers=(address thread); else sanitizers=("$@"); fi

# The suites whose code runs on two threads: TwoThreads itself, the
# two-core fmt and check (ParallelFormat), the two-core print (ParallelPrint),
# the streamed import (StreamingImport, its queues and hand-backs), export
# (which always reads on one thread and writes on the other), and the tests
# that run the instrumented `unit` on those paths (the CLI cases, the write
# errors on large files and pipes), and the language server reading a large
# document and its history on two threads (LSPTwoThreadsTests).
THREAD_TESTS='TwoThreadsTests|LSPTwoThreadsTests|ParallelFormatTests|ParallelPrintTests|StreamingImportTests|ExportCommandTests|WriteErrorTests|CLICaseTests'

# Skipped under AddressSanitizer (SANITIZE_SKIP=REGEX changes the list;
# SANITIZE_SKIP= skips nothing): the tests of a million lines, a million
# sessions (notebook, JSON, CSV) and a hundred thousand workouts. They
# repeat the paths of the smaller tests a million times, which is about
# scale, not memory safety; instrumented they take 10 to 50 s each on this
# machine, close to the one-minute limit some of them carry, and together
# most of a CI minute. They run in the normal `swift test` of .ci/run.
ASAN_SKIP='aMillionLinesFormat|aMillionSessionsAreChecked|aMillionSessionsAreRead|aHundredThousandWorkoutsImport'

# A report stops the run at once, with its stack; ASan also checks for leaks
# at exit, but for those of the toolchain's Foundation and XCTest, which the
# test runner uses (.ci/lsan-suppressions.txt says why).
export ASAN_OPTIONS="${ASAN_OPTIONS:-halt_on_error=1:detect_leaks=1}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$PWD/.ci/lsan-suppressions.txt:print_suppressions=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}"
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1}"
export SWIFT_BACKTRACE=enable=no

# Does the toolchain link UndefinedBehaviorSanitizer? The 6.3 toolchain for
# Linux ships libclang_rt.ubsan_standalone, while its driver looks for
# libclang_rt.ubsan, so it refuses -sanitize=undefined ("unsupported option
# for target"). For Swift code the flag adds no check (the IR is the same
# with and without it: Swift traps on overflow and bounds itself); it would
# matter for C code, which the package has none of.
ubsan_supported() {
  local dir
  dir=$(mktemp -d)
  echo 'print(1)' >"$dir/probe.swift"
  local ok=1
  swiftc -sanitize=undefined "$dir/probe.swift" -o "$dir/probe" >/dev/null 2>&1 || ok=0
  rm -rf "$dir"
  [ "$ok" = 1 ]
}

# A quarter of the generated inputs (Sources/Seeds/SeedShare.swift): the
# property tests' seeds, the streamed imports' sizes and places; the same
# paths, instrumented. The normal run keeps them all; UNIT_SEED_SHARE=1
# takes every one here too.
export UNIT_SEED_SHARE="${UNIT_SEED_SHARE-4}"

for s in "${sanitizers[@]}"; do
  flags=(--sanitize="$s")
  filter=()
  skip=""
  case "$s" in
    address)
      if ubsan_supported; then
        flags+=(--sanitize=undefined)
      else
        echo "   (UndefinedBehaviorSanitizer: this toolchain refuses -sanitize=undefined; docs/reliability.md, Sanitizers)"
      fi
      [ -n "${SANITIZE_FILTER:-}" ] && filter=(--filter "$SANITIZE_FILTER")
      skip="${SANITIZE_SKIP-$ASAN_SKIP}"
      [ -n "$skip" ] && filter+=(--skip "$skip")
      ;;
    thread)
      filter=(--filter "${SANITIZE_FILTER:-$THREAD_TESTS}")
      # Of the CLI cases, only export's: it is the one command that runs two
      # threads on a small input (a reader and a writer). fmt, check, import
      # and the history take a second thread only above 4 MB, which
      # ParallelFormatTests, ParallelPrintTests and StreamingImportTests
      # reach with lowered thresholds. UNIT_CLI_CASES= runs every case.
      export UNIT_CLI_CASES="${UNIT_CLI_CASES-export-}"
      ;;
    *)
      echo "unknown sanitizer '$s': expected address or thread" >&2
      exit 2
      ;;
  esac
  log=".build/sanitize-$s.log"
  mkdir -p .build
  echo "== swift test ${flags[*]} ${filter[*]+${filter[*]}}"
  start=$(date +%s)
  status=0
  swift build --build-tests "${flags[@]}" --scratch-path ".build/sanitize-$s" >"$log" 2>&1 || status=$?
  built=$(date +%s)
  if [ "$status" = 0 ]; then
    swift test --skip-build "${flags[@]}" --scratch-path ".build/sanitize-$s" ${filter[@]+"${filter[@]}"} >>"$log" 2>&1 || status=$?
  fi
  end=$(date +%s)
  grep -E "^(✔|✘) Test run|Executed [0-9]+ tests|ERROR: (Address|Thread|Leak)Sanitizer|SUMMARY: |WARNING: ThreadSanitizer|runtime error:|^error:" "$log" | tail -5 || true
  echo "   build $((built - start)) s, tests $((end - built)) s, exit status $status (log: $log)"
  [ "$status" = 0 ] || exit "$status"
done
