#!/usr/bin/env bash
# Builds the libFuzzer targets in Tests/Fuzz and runs each for a while.
#
#   .ci/fuzz.sh                        build and run every target for 60 s
#   .ci/fuzz.sh 600                    ... for 600 s each
#   .ci/fuzz.sh 600 JSONReaderFuzz     build and run one target (or several)
#   .ci/fuzz.sh --check                type-check every target, nothing built or
#                                      run (what CI does, so they cannot rot)
#
# The targets run one after the other, never at once. Each is compiled
# together with the library's sources (so it sees the internals; the package
# name lets it use `package` declarations, as SwiftPM does), the oracles it
# shares with `swift test` (Tests/UnitNotebookTests/Support/FuzzOracles.swift)
# and Tests/Fuzz/Support. Its seed corpus is made from Samples/ and the
# fixtures that fit it, and its dictionary is Tests/Fuzz/NAME.dict when there
# is one. Findings are written to .build/fuzz/findings/NAME/; once fixed they
# belong in Tests/UnitNotebookTests/Fixtures/fuzz/NAME/, where
# FuzzRegressionTests runs them through the same oracle, and this script runs
# them first.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=60
check_only=0
targets=()
for arg in "$@"; do
  case "$arg" in
    --check) check_only=1 ;;
    *Fuzz) targets+=("$arg") ;;
    *) seconds="$arg" ;;
  esac
done
if [ ${#targets[@]} = 0 ]; then
  for f in Tests/Fuzz/*Fuzz.swift; do targets+=("$(basename "$f" .swift)"); done
fi

out=.build/fuzz
mkdir -p "$out"
library=$(find Sources/UnitNotebook -name '*.swift' | sort)
support="Tests/UnitNotebookTests/Support/FuzzOracles.swift $(ls Tests/Fuzz/Support/*.swift)"

# CI's check: every target, with the library and the oracles, in one
# compiler run that type-checks them and runs the compiler's mandatory
# passes (the diagnostics of SIL) without making code: a fifth of the time
# of building the five. A link error, or a crash of the optimiser (see
# docs/reliability.md), shows only when a target is built to run.
if [ "$check_only" = 1 ]; then
  files=()
  for name in "${targets[@]}"; do files+=("Tests/Fuzz/$name.swift"); done
  # shellcheck disable=SC2086
  swiftc -emit-sil -wmo -Onone -parse-as-library -sanitize=fuzzer,address -D UNIT_FUZZ \
    -module-name UnitNotebookFuzz -package-name Unit $library $support "${files[@]}" -o /dev/null
  exit
fi

build() {
  echo "== build $1"
  # shellcheck disable=SC2086
  swiftc -parse-as-library -sanitize=fuzzer,address -O -D UNIT_FUZZ \
    -module-name UnitNotebookFuzz -package-name Unit \
    $library $support "Tests/Fuzz/$1.swift" -o "$out/$1"
}
# Each build is one compiler process on one core (about 70 s), so as many
# are built at once as there are cores (FUZZ_BUILD_JOBS to change it); the
# runs below stay one after the other.
jobs=${FUZZ_BUILD_JOBS:-$(nproc 2>/dev/null || echo 1)}
pids=()
failed=0
for name in "${targets[@]}"; do
  # Rebuilt only when a source is newer than the binary.
  if [ -x "$out/$name" ] && [ -z "$(find Sources/UnitNotebook Tests/Fuzz $support -newer "$out/$name" -name '*.swift')" ]; then
    continue
  fi
  build "$name" &
  pids+=($!)
  if [ ${#pids[@]} -ge "$jobs" ]; then
    wait "${pids[0]}" || failed=1
    pids=("${pids[@]:1}")
  fi
done
for pid in ${pids[@]+"${pids[@]}"}; do wait "$pid" || failed=1; done
if [ "$failed" = 1 ]; then
  echo "a fuzz target did not build" >&2
  exit 1
fi

# Seeds written by the real `unit export` from the samples.
swift build --product unit >/dev/null
exports="$out/exports"
mkdir -p "$exports"
for f in Samples/*.unit Samples/programs/*.unit; do
  base=$(basename "$f" .unit)
  .build/debug/unit export --to json "$f" >"$exports/$base.json"
  .build/debug/unit export --to csv "$f" >"$exports/$base.csv"
done

fixtures=Tests/UnitNotebookTests/Fixtures
export SWIFT_BACKTRACE=enable=no
for name in "${targets[@]}"; do
  corpus="$out/corpus/$name"
  findings="$out/findings/$name"
  mkdir -p "$corpus" "$findings"
  case "$name" in
    NotebookTextFuzz) seeds="Samples/*.unit Samples/programs/*.unit $fixtures/format/* $fixtures/errors/*.unit" ;;
    HistoryFuzz) seeds="Samples/*.unit Samples/programs/*.unit $fixtures/format/*" ;;
    JSONReaderFuzz) seeds="$fixtures/json/*.json $exports/*.json" ;;
    CSVReaderFuzz) seeds="$fixtures/csv/*.csv $exports/*.csv" ;;
    ImporterFuzz)
      seeds="Samples/imports/* $fixtures/import/*.unit $fixtures/import-errors/*.csv $fixtures/import-errors/*.txt"
      seeds="$seeds $fixtures/json/*.json $fixtures/csv/*.csv $exports/* Tests/CLITests/Cases/*/files/*.map"
      # The apps' exports of the command line's cases, and the app exports written from the samples.
      seeds="$seeds Tests/CLITests/Cases/*/files/*.csv $fixtures/app-export/*.csv"
      ;;
    *) seeds="" ;;
  esac
  # shellcheck disable=SC2086
  for f in $seeds; do [ -f "$f" ] && cp "$f" "$corpus/"; done
  # Regression cases found earlier run first.
  if [ -d "$fixtures/fuzz/$name" ]; then find "$fixtures/fuzz/$name" -type f -exec cp {} "$corpus/" \;; fi
  dict=()
  [ -f "Tests/Fuzz/$name.dict" ] && dict=(-dict="Tests/Fuzz/$name.dict")
  echo "== run $name for ${seconds}s"
  "$out/$name" "$corpus" "${dict[@]}" -max_total_time="$seconds" -artifact_prefix="$findings/" \
    -print_final_stats=1 -max_len=8192 -timeout=10 2>&1 | tee "$out/$name.log" \
    | grep -E "^#[0-9]+ +(DONE|pulse)|stat::|ERROR|SUMMARY|Fatal error|cov:" | tail -8 || true
done
