-- Unit notebooks in Neovim: put this file in ~/.config/nvim/plugin/unit.lua
-- (or paste it into init.lua). Tried with Neovim 0.7; works on later ones.

-- *.unit files get the filetype "unit". (Neovim 0.7 reads vim.filetype.add
-- only with do_filetype_lua set; from 0.8 on it is always read.)
vim.g.do_filetype_lua = 1
vim.filetype.add({ extension = { unit = 'unit' } })

vim.api.nvim_create_autocmd('FileType', {
  pattern = 'unit',
  callback = function()
    vim.bo.commentstring = '// %s'
    vim.bo.expandtab = true
    vim.bo.shiftwidth = 2
  end,
})

-- Format on save: pipe the buffer through `unit fmt`. When unit reports
-- errors (exit status 2, nothing on stdout) the buffer is kept as it is and
-- the errors are shown; the file is still saved.
vim.api.nvim_create_autocmd('BufWritePre', {
  pattern = '*.unit',
  callback = function(args)
    local buf = args.buf
    local input = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
    -- A list command runs without a shell; stdout and stderr both come back.
    local output = vim.fn.systemlist({ 'unit', 'fmt' }, input)
    if vim.v.shell_error ~= 0 then
      vim.notify('unit fmt: buffer kept\n' .. table.concat(output, '\n'), vim.log.levels.WARN)
      return
    end
    if not vim.deep_equal(output, input) then
      local view = vim.fn.winsaveview()
      vim.api.nvim_buf_set_lines(buf, 0, -1, false, output)
      vim.fn.winrestview(view)
    end
  end,
})
