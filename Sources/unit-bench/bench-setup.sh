# What the benchmark scripts share (next.sh, report.sh): sourced from the
# repository's root, `bench_setup SIZE` installs hyperfine and jq from
# Debian when missing (and apt-get can run), builds unit in release, writes
# unit-bench's generated notebook of SIZE MB to .build/bench-data when it is
# not there, and sets D (that folder) and U (the unit binary).
bench_setup() {
  command -v hyperfine >/dev/null || (apt-get update -qq && apt-get install -y -qq hyperfine) >/dev/null
  command -v jq >/dev/null || (apt-get update -qq && apt-get install -y -qq jq) >/dev/null
  swift build -c release --static-swift-stdlib --product unit 2>&1 | tail -n 1
  D=.build/bench-data
  U=$PWD/.build/release/unit
  if [ ! -f "$D/notebook-$1MB.unit" ]; then
    swift build -c release --static-swift-stdlib --product unit-bench 2>&1 | tail -n 1
    .build/release/unit-bench --size "$1" --runs 1 --data "$D" >/dev/null
  fi
}
