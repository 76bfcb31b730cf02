#!/usr/bin/env bash
# Builds the libFuzzer targets in Tests/Fuzz and runs each for a while.
#
#   .ci/fuzz.sh                 build and run every target for 60 s
#   .ci/fuzz.sh 600             ... for 600 s each
#   .ci/fuzz.sh --build-only    build only (what CI does, so they cannot rot)
#
# Each target is compiled together with the library's sources, so it sees the
# internals. Findings are written to .build/fuzz/findings/TARGET/ and belong in
# Tests/UnitNotebookTests/Fixtures/fuzz/ as regression cases once fixed.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=60
build_only=0
case "${1:-}" in
  --build-only) build_only=1 ;;
  "") ;;
  *) seconds="$1" ;;
esac

out=.build/fuzz
mkdir -p "$out"
library=$(find Sources/UnitNotebook -name '*.swift' | sort)

for target in Tests/Fuzz/*Fuzz.swift; do
  name=$(basename "$target" .swift)
  echo "== build $name"
  swiftc -parse-as-library -sanitize=fuzzer,address -O -module-name UnitNotebookFuzz -package-name Unit \
    $library "$target" -o "$out/$name"
done
[ "$build_only" = 1 ] && exit 0

export SWIFT_BACKTRACE=enable=no
for target in Tests/Fuzz/*Fuzz.swift; do
  name=$(basename "$target" .swift)
  corpus="$out/corpus/$name"
  findings="$out/findings/$name"
  mkdir -p "$corpus" "$findings"
  # Seed corpus: the samples and the fixtures that fit the target.
  case "$name" in
    NotebookText*) seeds=$(ls Samples/*.unit Tests/UnitNotebookTests/Fixtures/format/* Tests/UnitNotebookTests/Fixtures/errors/*.unit 2>/dev/null) ;;
    *) seeds=$(ls Samples/imports/* Tests/UnitNotebookTests/Fixtures/*/*.json Tests/UnitNotebookTests/Fixtures/*/*.csv 2>/dev/null || true) ;;
  esac
  for f in $seeds; do cp "$f" "$corpus/"; done
  # Regression cases found earlier run first.
  [ -d "Tests/UnitNotebookTests/Fixtures/fuzz/$name" ] && cp Tests/UnitNotebookTests/Fixtures/fuzz/$name/* "$corpus/" 2>/dev/null || true
  echo "== run $name for ${seconds}s"
  "$out/$name" "$corpus" -max_total_time="$seconds" -artifact_prefix="$findings/" \
    -print_final_stats=1 -max_len=4096 2>&1 | tee "$out/$name.log" | grep -E "^#[0-9]+ +(DONE|pulse)|stat::|ERROR|SUMMARY|cov:" | tail -8
done
