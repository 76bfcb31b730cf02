" Unit notebooks: // comments, two-space indents, and `unit fmt` on save.
if exists('b:did_ftplugin')
  finish
endif
let b:did_ftplugin = 1

setlocal commentstring=//\ %s comments=://
setlocal expandtab shiftwidth=2 softtabstop=2
" gq formats a range with unit fmt too (a whole notebook is best: gggqG).
setlocal formatprg=unit\ fmt

" Pipes the buffer through `unit fmt`. On success the buffer becomes the
" canonical text; on errors (exit status 2, nothing on stdout) the buffer is
" kept exactly as it is, and the errors go to the location list.
function! s:UnitFormat() abort
  let l:input = getline(1, '$')
  let l:errfile = tempname()
  let l:output = systemlist('unit fmt 2>' . shellescape(l:errfile), l:input)
  let l:status = v:shell_error
  let l:errors = filereadable(l:errfile) ? readfile(l:errfile) : []
  call delete(l:errfile)
  if l:status != 0
    let l:items = getqflist({'lines': l:errors, 'efm': '%.%#:%l:%c: %trror: %m'}).items
    call filter(l:items, {_, item -> item.valid})
    call map(l:items, {_, item -> extend(item, {'bufnr': bufnr('%')})})
    call setloclist(0, l:items, 'r')
    echohl WarningMsg
    echomsg 'unit fmt: ' . (empty(l:errors) ? 'failed (exit ' . l:status . ')' : l:errors[0]) . ' (buffer kept; :lopen lists the errors)'
    echohl None
    return
  endif
  call setloclist(0, [], 'r')
  if l:output ==# l:input
    return
  endif
  let l:view = winsaveview()
  call setline(1, l:output)
  if line('$') > len(l:output)
    silent execute (len(l:output) + 1) . ',$delete _'
  endif
  call winrestview(l:view)
endfunction

augroup unit_format_on_save
  autocmd! * <buffer>
  autocmd BufWritePre <buffer> call s:UnitFormat()
augroup END

let b:undo_ftplugin = 'setlocal commentstring< comments< expandtab< shiftwidth< softtabstop< formatprg<'
      \ . ' | autocmd! unit_format_on_save * <buffer>'
