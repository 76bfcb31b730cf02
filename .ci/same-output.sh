#!/bin/sh
# same-output.sh OLD NEW [FILE...]: runs fmt, check, export (json, csv,
# strong, hevy), import (of each of the old binary's four exports), the
# history commands (prs, stats, last, progress and its SVG chart, next), the
# report page (the notebook alone and with Samples/upper-lower.unit's
# routines) and the language server's answers (hover, completion, code
# actions, inlay hints, code lenses, symbols and diagnostics: lsp-transcript.py,
# on notebooks of up to 200 KB) of two `unit` binaries on every notebook given
# (default: Samples/*.unit, Samples/programs/*.unit and every .unit under Tests) and reports any
# difference of standard output, standard error, exit status or page. Exit 0
# when every output is the same.
# The proof a restructuring changed no output (docs/ARCHITECTURE.md).
set -u
# The binaries by absolute path: each runs in a folder of its own.
old=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
new=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
shift 2
if [ $# -eq 0 ]; then
  set -- Samples/*.unit Samples/programs/*.unit $(find Tests -name '*.unit' | sort)
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
runs=0
diffs=0
here=$(cd "$(dirname "$0")" && pwd)
routines=$(cd "$here/.." && pwd)/Samples/upper-lower.unit
# run NAME ARGS...: both binaries, outputs compared; each side's files are
# kept in its own folder (page compares them).
run() {
  label=$1
  shift
  for side in old new; do
    bin=$old
    [ $side = new ] && bin=$new
    mkdir -p "$work/$side.files"
    rm -f "$work/$side.files"/*
    (cd "$work/$side.files" && "$bin" "$@" >"../$side.out" 2>"../$side.err"; echo $? >"../$side.rc")
  done
  runs=$((runs + 1))
  for part in out err rc; do
    if ! cmp -s "$work/old.$part" "$work/new.$part"; then
      diffs=$((diffs + 1))
      echo "DIFFERS ($part): $label"
      diff "$work/old.$part" "$work/new.$part" | head -10
      break
    fi
  done
}
# page NAME [FILE]: the file the last run wrote (default page.html), compared.
page() {
  out=${2:-page.html}
  [ ! -e "$work/old.files/$out" ] && [ ! -e "$work/new.files/$out" ] && return
  if ! cmp -s "$work/old.files/$out" "$work/new.files/$out"; then
    diffs=$((diffs + 1))
    echo "DIFFERS (file $out): $1"
    diff "$work/old.files/$out" "$work/new.files/$out" | cut -c1-300 | head -10
  fi
}
for f in "$@"; do
  file=$(cd "$(dirname "$f")" && pwd)/$(basename "$f")
  run "fmt $f" fmt "$file"
  run "check $f" check "$file"
  run "prs $f" prs "$file"
  run "prs --events $f" prs --events "$file"
  run "prs --json $f" prs --json "$file"
  run "stats $f" stats "$file"
  run "stats --json $f" stats --json "$file"
  run "stats --by month --unit lb $f" stats --by month --unit lb "$file"
  run "report $f" report -o page.html "$file"
  page "report $f"
  run "report (with routines) $f" report -o page.html "$file" "$routines"
  page "report (with routines) $f"
  if [ "$(wc -c <"$file")" -le 204800 ]; then
    for side in old new; do
      bin=$old
      [ $side = new ] && bin=$new
      python3 "$here/lsp-transcript.py" "$bin" "$file" >"$work/$side.lsp" 2>&1
    done
    runs=$((runs + 1))
    if ! cmp -s "$work/old.lsp" "$work/new.lsp"; then
      diffs=$((diffs + 1))
      echo "DIFFERS (lsp): $f"
      diff "$work/old.lsp" "$work/new.lsp" | cut -c1-300 | head -10
    fi
  fi
  for to in json csv strong hevy; do
    run "export --to $to $f" export --to "$to" "$file"
    "$old" export --to "$to" "$file" >"$work/exported.$to" 2>/dev/null
    run "import (its $to export) $f" import "$work/exported.$to"
  done
  # Every exercise with a record (at most eight), and every routine or title.
  "$old" prs --json "$file" 2>/dev/null | sed -n 's/^ *{"name": "\([^"]*\)", "sessions".*/\1/p' | sort -u | head -8 >"$work/names"
  while IFS= read -r name; do
    run "last '$name' $f" last "$name" "$file"
    for metric in e1rm heaviest reps volume; do
      run "progress '$name' --metric $metric $f" progress "$name" --metric "$metric" --json "$file"
    done
    run "progress '$name' $f" progress "$name" "$file"
    run "progress '$name' --svg $f" progress "$name" --svg -o chart.svg "$file"
    page "progress '$name' --svg $f" chart.svg
  done <"$work/names"
  "$old" export --to json "$file" 2>/dev/null |
    sed -n 's/^      "\(name\|title\)": "\(.*\)",$/\2/p' | sort -u | head -6 >"$work/titles"
  while IFS= read -r title; do
    run "next '$title' $f" next "$title" --date 2030-01-01 "$file"
  done <"$work/titles"
done
echo "$runs runs, $diffs differ"
[ $diffs -eq 0 ]
