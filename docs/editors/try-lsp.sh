#!/usr/bin/env bash
# Tries the unit lsp recipes in docs/editors/ with the language clients installed
# here, headless: Neovim's built-in client (neovim/unit-lsp.lua), Emacs with
# eglot and with lsp-mode, and Vim with ALE (vim/ale_linters/unit/unit_lsp.vim).
# For each, as far as the client goes: the error of a notebook shows at its line
# and column (as that editor counts columns), hover tells what a set means, the
# outline holds the session and its exercise, completion offers the exercise
# name, formatting gives the canonical text, and the server ends cleanly.
# Clients that are not installed are skipped.
#
#   swift build && docs/editors/try-lsp.sh [path/to/unit]
#
# (On Debian: apt-get install neovim emacs-nox elpa-eglot elpa-lsp-mode vim vim-ale.)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
unit="${1:-$here/../../.build/debug/unit}"
[ -x "$unit" ] || { echo "no unit binary at $unit: run swift build first" >&2; exit 2; }
bin="$(mktemp -d)"
work="$(mktemp -d)"
trap 'rm -rf "$bin" "$work"' EXIT
ln -s "$(cd "$(dirname "$unit")" && pwd)/$(basename "$unit")" "$bin/unit"
export PATH="$bin:$PATH"

# The error is after ×, an emoji (two UTF-16 code units) and CJK: the server
# sends UTF-16 column 19, which is byte 27 and character 18 of the line.
notebook=$'# 2026-11-30 Push\nBench Press\n- 100kg x 5 done\n- 100kg x 5 done @8\nRücken × 😀 中 ✓: 60 × 8\n'
canonical=$'# 2026-11-30 Push\n\nBench Press\n  100kg × 5 ✓\n  100kg × 5 ✓ @8\n'
set_two='Set 2 of 2: 100 kg × 5 reps, done, RPE 8 · e1RM 116.7 kg'
failures=0

# expect NAME FILE EXPECTED: the file holds exactly EXPECTED.
expect() {
  if [ "$(cat "$2" 2> /dev/null; echo .)" == "$3." ]; then
    echo "ok   $1"
  else
    echo "FAIL $1: expected"; printf '%s' "$3"; echo "got"; cat "$2" 2> /dev/null || true
    failures=$((failures + 1))
  fi
}

if command -v nvim > /dev/null; then
  printf '%s' "$notebook" > "$work/push.unit"
  cat > "$work/try.lua" <<'EOF'
local report = {}
local exit_code = nil
local function wait(f) return vim.wait(10000, f, 10) end
wait(function() return #vim.lsp.buf_get_clients(0) > 0 end)
local client = vim.lsp.buf_get_clients(0)[next(vim.lsp.buf_get_clients(0))]
client.config.on_exit = function(code) exit_code = code end
wait(function() return #vim.diagnostic.get(0) > 0 end)
for _, d in ipairs(vim.diagnostic.get(0)) do
  table.insert(report, string.format('diagnostic %d:%d %s', d.lnum + 1, d.col, d.message))
end
local doc = vim.lsp.util.make_text_document_params()
local function ask(method, params)
  for _, r in pairs(vim.lsp.buf_request_sync(0, method, params, 5000) or {}) do return r.result end
end
local hover = ask('textDocument/hover', { textDocument = doc, position = { line = 3, character = 4 } })
local lines = vim.split(hover.contents.value, '\n')
table.insert(report, 'hover ' .. lines[#lines])
for _, s in ipairs(ask('textDocument/documentSymbol', { textDocument = doc })) do
  table.insert(report, 'symbol ' .. s.name .. ' > ' .. s.children[1].name)
end
vim.api.nvim_buf_set_lines(0, 4, 5, false, { '  Be' })
local items = ask('textDocument/completion', { textDocument = doc, position = { line = 4, character = 4 } }).items
table.insert(report, 'completion ' .. items[1].label)
vim.api.nvim_buf_set_lines(0, 4, 5, false, {})
vim.lsp.buf.formatting_sync(nil, 5000)
vim.cmd('write')
vim.lsp.stop_client(client.id)
wait(function() return exit_code ~= nil end)
table.insert(report, 'exit ' .. tostring(exit_code))
vim.fn.writefile(report, 'report.txt')
EOF
  (cd "$work" && nvim --headless -u "$here/neovim/unit.lua" --cmd "luafile $here/neovim/unit-lsp.lua" -i NONE push.unit \
    -c 'autocmd! BufWritePre' -c 'luafile try.lua' -c 'qall!' > /dev/null 2>&1) || true
  expect "neovim: the server's answers ($(nvim --version | head -1))" "$work/report.txt" \
    "diagnostic 5:27 expected a unit after 60 (kg or lb)
hover $set_two
symbol 2026-11-30 Push > Bench Press
completion Bench Press
exit 0
"
  expect "neovim: formatting through the server" "$work/push.unit" "$canonical"
fi

eglot="$(emacs --batch --eval '(princ (or (locate-library "eglot") ""))' 2> /dev/null || true)"
if command -v emacs > /dev/null && [ -n "$eglot" ]; then
  rm -f "$work/report.txt"
  printf '%s' "$notebook" > "$work/push.unit"
  cat > "$work/try.el" <<'EOF'
;; The recipe from docs/editors.md, as it is.
(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs '(unit-mode . ("unit" "lsp"))))
(add-hook 'unit-mode-hook #'eglot-ensure)
(require 'eglot)
(defvar report nil)
(defun say (fmt &rest args) (push (apply #'format fmt args) report))
(defun wait-until (pred)
  (let ((n 0)) (while (and (not (funcall pred)) (< n 200)) (accept-process-output nil 0.05) (setq n (1+ n)))))
(find-file "push.unit")
(remove-hook 'before-save-hook #'unit-format-buffer t)
(run-hooks 'post-command-hook)  ; eglot-ensure connects after the next command
(wait-until (lambda () (flymake-diagnostics)))
(dolist (d (flymake-diagnostics))
  (let ((beg (flymake-diagnostic-beg d)))
    (say "diagnostic %d:%d %s" (line-number-at-pos beg)
         (- beg (save-excursion (goto-char beg) (line-beginning-position)))
         (string-remove-prefix "unit: " (flymake-diagnostic-text d)))))
(let ((server (eglot-current-server)))
  (goto-char (point-min)) (forward-line 3) (forward-char 4)
  (let ((hover (plist-get (plist-get (jsonrpc-request server :textDocument/hover (eglot--TextDocumentPositionParams)) :contents) :value)))
    (say "hover %s" (car (last (split-string hover "\n")))))
  (seq-doseq (s (jsonrpc-request server :textDocument/documentSymbol `(:textDocument ,(eglot--TextDocumentIdentifier))))
    (say "symbol %s > %s" (plist-get s :name) (plist-get (aref (plist-get s :children) 0) :name)))
  (goto-char (point-min)) (forward-line 4) (delete-region (point) (line-end-position)) (insert "  Be")
  (eglot--signal-textDocument/didChange)
  (say "completion %s" (plist-get (aref (plist-get (jsonrpc-request server :textDocument/completion (eglot--TextDocumentPositionParams)) :items) 0) :label))
  (delete-region (line-beginning-position) (1+ (line-end-position)))
  (eglot-format-buffer)
  (save-buffer)
  ;; eglot sends shutdown and exit, then deletes the process without waiting
  ;; for it to end: the exit status is not to be seen from here.
  (eglot-shutdown server)
  (say "shutdown answered"))
(with-temp-file "report.txt" (insert (mapconcat #'identity (reverse report) "\n") "\n"))
EOF
  (cd "$work" && emacs --batch -l "$here/emacs/unit-mode.el" -l try.el > /dev/null 2>&1) || true
  expect "emacs with eglot: the server's answers ($(emacs --version | head -1))" "$work/report.txt" \
    "diagnostic 5:18 expected a unit after 60 (kg or lb)
hover $set_two
symbol 2026-11-30 Push > Bench Press
completion Bench Press
shutdown answered
"
  expect "emacs with eglot: formatting through the server" "$work/push.unit" "$canonical"
fi

lspmode="$(emacs --batch --eval '(princ (or (locate-library "lsp-mode") ""))' 2> /dev/null || true)"
if command -v emacs > /dev/null && [ -n "$lspmode" ]; then
  rm -f "$work/report.txt"
  printf '%s' "$notebook" > "$work/push.unit"
  cat > "$work/try.el" <<'EOF'
;; The recipe from docs/editors.md, as it is.
(with-eval-after-load 'lsp-mode
  (add-to-list 'lsp-language-id-configuration '(unit-mode . "unit"))
  (lsp-register-client
   (make-lsp-client :new-connection (lsp-stdio-connection '("unit" "lsp"))
                    :activation-fn (lsp-activate-on "unit")
                    :server-id 'unit-lsp)))
(add-hook 'unit-mode-hook #'lsp-deferred)
(require 'lsp-mode)
(defvar report nil)
(defun say (fmt &rest args) (push (apply #'format fmt args) report))
(defun wait-until (pred)
  (let ((n 0)) (while (and (not (funcall pred)) (< n 200)) (accept-process-output nil 0.05) (setq n (1+ n)))))
;; lsp-deferred waits for the buffer to be shown, which a batch Emacs never
;; does, and lsp-mode asks for the project's root: both are done here.
(setq lsp-session-file (expand-file-name "lsp-session") lsp-enable-snippet nil
      lsp-modeline-workspace-status-enable nil lsp-modeline-diagnostics-enable nil)
(find-file "push.unit")
(remove-hook 'before-save-hook #'unit-format-buffer t)
(lsp-workspace-folders-add default-directory)
(lsp)
(wait-until (lambda () (> (hash-table-count (lsp-diagnostics)) 0)))
;; Where lsp-mode puts each diagnostic in the buffer.
(maphash (lambda (_file diagnostics)
           (dolist (d diagnostics)
             (let ((beg (lsp--position-to-point (lsp-get (lsp-get d :range) :start))))
               (say "diagnostic %d:%d %s" (line-number-at-pos beg)
                    (- beg (save-excursion (goto-char beg) (line-beginning-position)))
                    (lsp-get d :message)))))
         (lsp-diagnostics))
(goto-char (point-min)) (forward-line 3) (forward-char 4)
(let ((hover (gethash "value" (gethash "contents" (lsp-request "textDocument/hover" (lsp--text-document-position-params))))))
  (say "hover %s" (car (last (split-string hover "\n")))))
(goto-char (point-min)) (forward-line 4) (delete-region (point) (1+ (line-end-position)))
(lsp-format-buffer)
(save-buffer)
(lsp-workspace-shutdown (car (lsp-workspaces)))
(say "shutdown")
(with-temp-file "report.txt" (insert (mapconcat #'identity (reverse report) "\n") "\n"))
EOF
  (cd "$work" && emacs --batch -l "$here/emacs/unit-mode.el" -l try.el > /dev/null 2>&1) || true
  # lsp-mode 8.0 moves by the server's UTF-16 count in Emacs characters, and
  # an emoji is one character but two code units: it lands one character late
  # (18 is right, as eglot shows). On lines without emoji it is right.
  expect "emacs with lsp-mode: the server's answers" "$work/report.txt" \
    "diagnostic 5:19 expected a unit after 60 (kg or lb)
hover $set_two
shutdown
"
  expect "emacs with lsp-mode: formatting through the server" "$work/push.unit" "$canonical"
fi

ale="$(ls -d /usr/share/vim-ale ~/.vim/pack/*/start/ale 2> /dev/null | head -1 || true)"
if command -v vim > /dev/null && [ -n "$ale" ]; then
  rm -f "$work/report.txt"
  printf '%s' "$notebook" > "$work/push.unit"
  printf 'set nocompatible\nlet &runtimepath = "%s/vim,%s," . &runtimepath . ",%s/after"\nfiletype plugin on\nlet g:ale_linters = {"unit": ["unit_lsp"]}\nlet g:ale_hover_to_preview = 1\n' \
    "$here" "$ale" "$ale" > "$work/vimrc"
  cat > "$work/try.vim" <<'EOF'
let s:report = []
function! s:Wait(condition) abort
  let l:n = 0
  while !eval(a:condition) && l:n < 200
    sleep 50m
    let l:n += 1
  endwhile
endfunction
ALELint
call s:Wait('!empty(getloclist(0))')
for s:item in getloclist(0)
  call add(s:report, printf('diagnostic %d:%d %s', s:item.lnum, s:item.col, s:item.text))
endfor
call cursor(4, 5)
call ale#hover#ShowAtCursor()
let s:hover = []
function! s:Preview() abort
  for l:w in range(1, winnr('$'))
    if getwinvar(l:w, '&previewwindow')
      return getbufline(winbufnr(l:w), 1, '$')
    endif
  endfor
  return []
endfunction
call s:Wait('!empty(s:Preview())')
call add(s:report, 'hover ' . get(s:Preview(), -1, ''))
call writefile(s:report, 'report.txt')
qall!
EOF
  (cd "$work" && vim -N -u vimrc -i NONE -es push.unit -S try.vim > /dev/null 2>&1) || true
  # ALE 3.3 takes the server's UTF-16 count as a byte column (plus one): 20,
  # where byte column 28 is right. On ASCII lines it is right.
  expect "vim with ALE: the server's answers ($(vim --version | head -1 | cut -d' ' -f1-5))" "$work/report.txt" \
    "diagnostic 5:20 expected a unit after 60 (kg or lb)
hover $set_two
"
fi

[ "$failures" -eq 0 ] || { echo "$failures failed" >&2; exit 1; }
