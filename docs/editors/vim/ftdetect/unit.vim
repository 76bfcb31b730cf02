" Unit notebooks: *.unit files get the filetype "unit".
autocmd BufRead,BufNewFile *.unit setfiletype unit
