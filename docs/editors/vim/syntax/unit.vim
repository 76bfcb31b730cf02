" Unit notebooks: a small highlighting for Vim (the TextMate grammar in
" Grammar/ is the full one; Vim cannot read it). Headings, notes, comments,
" escapes, marks, RPE and set kinds.
if exists('b:current_syntax')
  finish
endif

syntax match unitEscape /\\[!-\/:-@[-`{-~×✓✗]/ contained
syntax match unitComment /\%(^\|[ \t]\)\zs\/\/.*$/
syntax match unitHeading /^\s*#.\{-}\ze\%([ \t]\/\/\|$\)/ contains=unitEscape
syntax match unitNote /^\s*>.\{-}\ze\%([ \t]\/\/\|$\)/ contains=unitEscape
syntax match unitSetNote /[ \t]\zs>.\{-}\ze\%([ \t]\/\/\|$\)/ contains=unitEscape
syntax match unitDone /✓\|✔\|✅\|\c\<done\>/
syntax match unitFailed /✗\|✘\|❌\|\c\<fail\%(ed\)\=\>/
syntax match unitRPE /@\s*\d*[.,]\=\d\+/
syntax match unitKind /\c\<\%(warm-\=up\|dropset\|drop\|failure\)\>/
syntax match unitTimes /×/

highlight default link unitComment Comment
highlight default link unitHeading Title
highlight default link unitNote String
highlight default link unitSetNote String
highlight default link unitEscape SpecialChar
highlight default link unitDone DiffAdd
highlight default link unitFailed DiffDelete
highlight default link unitRPE Number
highlight default link unitKind StorageClass
highlight default link unitTimes Operator

let b:current_syntax = 'unit'
