#!/usr/bin/env bash
# Tries the format-on-save recipes in docs/editors/ with the editors installed here,
# headless: for each editor, saving a messy notebook must write the canonical
# text, and saving a notebook with an error must keep the buffer (with the
# user's edit) and still save it. Editors that are not installed are skipped.
#
#   swift build && docs/editors/try-editors.sh [path/to/unit]
#
# (On Debian: apt-get install vim neovim emacs-nox.)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
unit="${1:-$here/../../.build/debug/unit}"
[ -x "$unit" ] || { echo "no unit binary at $unit: run swift build first" >&2; exit 2; }
bin="$(mktemp -d)"
work="$(mktemp -d)"
trap 'rm -rf "$bin" "$work"' EXIT
ln -s "$(cd "$(dirname "$unit")" && pwd)/$(basename "$unit")" "$bin/unit"
export PATH="$bin:$PATH"

messy=$'# 2026-11-30 Push\nBench Press\n- warmup 60 kgs x 5 done\n- 100kg x 5 done @8\n'
canonical=$'# 2026-11-30 Push\n\nBench Press\n  warmup  60kg × 5 ✓\n         100kg × 5 ✓ @8\n'
broken=$'# 2026-11-30 Push\nSquat 60 x 8\n'
edited=$'# 2026-11-30 Push edited\nSquat 60 x 8\n'
failures=0

# check NAME FILE EXPECTED: the file holds exactly EXPECTED.
check() {
  if [ "$(cat "$2"; echo .)" == "$3." ]; then
    echo "ok   $1"
  else
    echo "FAIL $1: got"; cat "$2"; failures=$((failures + 1))
  fi
}

if command -v vim > /dev/null; then
  printf 'set nocompatible\nlet &runtimepath = "%s/vim," . &runtimepath\nfiletype plugin on\nsyntax on\n' "$here" > "$work/vimrc"
  printf '%s' "$messy" > "$work/good.unit"
  printf '%s' "$broken" > "$work/bad.unit"
  (cd "$work" && vim -N -u vimrc -i NONE -es -c 'edit good.unit' -c 'write' -c 'qall!')
  (cd "$work" && vim -N -u vimrc -i NONE -es -c 'edit bad.unit' -c 'call setline(1, "# 2026-11-30 Push edited")' \
    -c 'write' -c 'if len(getloclist(0)) != 1 | cquit | endif' -c 'qall!') || { echo "FAIL vim: no error in the location list"; failures=$((failures + 1)); }
  check "vim formats on save ($(vim --version | head -1 | cut -d' ' -f1-5))" "$work/good.unit" "$canonical"
  check "vim keeps the buffer on errors" "$work/bad.unit" "$edited"
fi

if command -v nvim > /dev/null; then
  printf '%s' "$messy" > "$work/good.unit"
  printf '%s' "$broken" > "$work/bad.unit"
  (cd "$work" && nvim --headless -u "$here/neovim/unit.lua" -i NONE good.unit \
    -c 'if &filetype != "unit" | cquit | endif' -c 'write' -c 'qall!' > /dev/null 2>&1) || { echo "FAIL nvim: filetype"; failures=$((failures + 1)); }
  (cd "$work" && nvim --headless -u "$here/neovim/unit.lua" -i NONE bad.unit \
    -c 'call setline(1, "# 2026-11-30 Push edited")' -c 'write' -c 'qall!' > /dev/null 2>&1)
  check "neovim formats on save ($(nvim --version | head -1))" "$work/good.unit" "$canonical"
  check "neovim keeps the buffer on errors" "$work/bad.unit" "$edited"
fi

if command -v emacs > /dev/null; then
  printf '%s' "$messy" > "$work/good.unit"
  printf '%s' "$broken" > "$work/bad.unit"
  (cd "$work" && emacs --batch -Q -l "$here/emacs/unit-mode.el" \
    --eval '(progn (find-file "good.unit") (unless (eq major-mode (quote unit-mode)) (kill-emacs 1)) (set-buffer-modified-p t) (save-buffer))' > /dev/null 2>&1) \
    || { echo "FAIL emacs: mode"; failures=$((failures + 1)); }
  (cd "$work" && emacs --batch -Q -l "$here/emacs/unit-mode.el" \
    --eval '(progn (find-file "bad.unit") (end-of-line) (insert " edited") (save-buffer))' > /dev/null 2>&1)
  check "emacs formats on save ($(emacs --version | head -1))" "$work/good.unit" "$canonical"
  check "emacs keeps the buffer on errors" "$work/bad.unit" "$edited"
fi

[ "$failures" -eq 0 ] || { echo "$failures failed" >&2; exit 1; }
