#!/usr/bin/env bash
# The library's public API against its stable surface (api/baseline): every
# declaration of the baseline must still be there, unchanged; additions are
# fine. Run by .ci/run; docs/ARCHITECTURE.md, "The stable surface".
#
# The baseline is the dump api/UnitNotebook.json.gz, made once from the
# commit api/baseline names, so the check needs no git history: a shallow
# clone of one commit has all it needs. It hands the dump to
#   swift package diagnose-api-breaking-changes HEAD --baseline-dir DIR
# as the baseline of HEAD (DIR/<HEAD's hash>/UnitNotebook.json): SwiftPM uses
# a baseline already in DIR as it is, without checking out or building that
# revision, and compares the library as built now with it.
#
#   .ci/api-check.sh               compare (status 1 and the changes when broken)
#   .ci/api-check.sh --regenerate  make the dump again from the commit in
#                                  api/baseline (needs that commit; after a major
#                                  version moves the baseline, edit the file first)
set -euo pipefail
cd "$(dirname "$0")/.."

dump=api/UnitNotebook.json.gz
commit=$(awk '$1 == "commit" { print $2 }' api/baseline)
work=.build/api-baseline

if [ "${1:-}" = "--regenerate" ]; then
  rm -rf "$work"
  swift package diagnose-api-breaking-changes "$commit" --products UnitNotebook --baseline-dir "$work" \
    --regenerate-baseline >/dev/null || true
  generated="$work/$(git rev-parse "$commit^{commit}")/UnitNotebook.json"
  test -s "$generated" || { echo "no baseline was made from $commit" >&2; exit 2; }
  gzip -9n -c "$generated" >"$dump"
  echo "wrote $dump from $commit"
  exit 0
fi

head=$(git rev-parse HEAD)
rm -rf "$work"
mkdir -p "$work/$head"
gunzip -c "$dump" >"$work/$head/UnitNotebook.json"
swift package diagnose-api-breaking-changes HEAD --products UnitNotebook --baseline-dir "$work"
