" The unit lsp language server for ALE (dense-analysis/ale, Debian's vim-ale):
" ALE reads this file from ale_linters/unit/ in 'runtimepath' when it checks
" a buffer of filetype unit. Errors then show as you type, and :ALEHover
" tells what a set or exercise means. (With g:ale_completion_enabled, ALE
" also asks it for exercise names; that was not tried.)
call ale#linter#Define('unit', {
      \ 'name': 'unit_lsp',
      \ 'lsp': 'stdio',
      \ 'executable': 'unit',
      \ 'command': '%e lsp',
      \ 'project_root': {buffer -> fnamemodify(bufname(buffer), ':p:h')},
      \ })
