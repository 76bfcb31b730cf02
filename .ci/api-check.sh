#!/usr/bin/env bash
# The library's public API against its stable surface (.ci/api/baseline): every
# declaration of the baseline must still be there, unchanged; additions are
# fine. Run by .ci/run; docs/ARCHITECTURE.md, "The stable surface".
#
# The baseline is the dump .ci/api/UnitNotebook.json.gz, made once from the
# commit .ci/api/baseline names, so the check needs no git history: a shallow
# clone of one commit has all it needs. It hands the dump to
#   swift package diagnose-api-breaking-changes HEAD --baseline-dir DIR
# as the baseline of HEAD (DIR/<HEAD's hash>/UnitNotebook.json): SwiftPM uses
# a baseline already in DIR as it is, without checking out or building that
# revision, and compares the library as built now with it.
#
#   .ci/api-check.sh               compare (status 1 and the changes when broken)
#   .ci/api-check.sh --regenerate  make the dump again from the checkout
#                                  as it is (run at the commit that becomes the
#                                  baseline, and record it in .ci/api/baseline)
#
# The digester dumps `package` declarations too (the command line's, which no
# app can reach); the dump keeps only the public ones (those of the library's
# symbol graph, which lists public declarations alone), so a change inside
# the package is never a breaking change of the library.
set -euo pipefail
cd "$(dirname "$0")/.."

dump=.ci/api/UnitNotebook.json.gz
commit=$(awk '$1 == "commit" { print $2 }' .ci/api/baseline)
work=.build/api-baseline

if [ "${1:-}" = "--regenerate" ]; then
  rm -rf "$work"
  swift package diagnose-api-breaking-changes HEAD --products UnitNotebook --baseline-dir "$work" \
    --regenerate-baseline >/dev/null || true
  generated="$work/$(git rev-parse HEAD)/UnitNotebook.json"
  test -s "$generated" || { echo "no baseline was made from HEAD" >&2; exit 2; }
  graphs="$work/symbol-graphs"
  mkdir -p "$graphs"
  swift build --target UnitNotebook -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir \
    -Xswiftc "$graphs" >/dev/null
  python3 - "$generated" "$graphs" <<'PRUNE' | gzip -9n >"$dump"
import glob, json, sys
dump, graphs = sys.argv[1], sys.argv[2]
public = set()
for f in glob.glob(graphs + "/UnitNotebook*.symbols.json"):
    public |= {s["identifier"]["precise"] for s in json.load(open(f))["symbols"]}
declarations = {"TypeDecl", "Function", "Var", "Constructor", "TypeAlias", "EnumElement", "Subscript"}
def keep(node):
    return node.get("kind") not in declarations or node.get("usr") in public
def prune(node):
    if isinstance(node, dict) and "children" in node:
        node["children"] = [prune(c) for c in node["children"] if keep(c)]
    return node
root = json.load(open(dump))
prune(root["ABIRoot"])
json.dump(root, sys.stdout, indent=1, sort_keys=True)
PRUNE
  echo "wrote $dump from $(git rev-parse --short HEAD) (public declarations only)"
  exit 0
fi

head=$(git rev-parse HEAD)
rm -rf "$work"
mkdir -p "$work/$head"
gunzip -c "$dump" >"$work/$head/UnitNotebook.json"
# A new case of a public enum is an addition (the enums of formats grow:
# an app's switch over them has a default, as the DocC page and
# CHANGELOG.md say); the digester lists it as a breakage, so it is left out here. Any
# other breakage fails, as does the digester failing without one (a build
# that broke).
status=0
out=$(swift package diagnose-api-breaking-changes HEAD --products UnitNotebook --baseline-dir "$work" 2>&1) || status=$?
printf '%s\n' "$out"
breaking=$(printf '%s\n' "$out" | grep 'API breakage' | grep -v 'has been added as a new enum case' || true)
if [ -n "$breaking" ]; then
  printf '\nbreaking changes of the stable surface (.ci/api/baseline):\n%s\n' "$breaking" >&2
  exit 1
fi
if [ "$status" -ne 0 ] && ! printf '%s\n' "$out" | grep -q 'API breakage'; then exit "$status"; fi
echo "the stable surface holds (new enum cases are additions)"
