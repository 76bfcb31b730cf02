-- The unit lsp language server in Neovim: put this file in
-- ~/.config/nvim/plugin/ next to unit.lua (which gives *.unit files the
-- filetype "unit"). Tried with Neovim 0.7; the calls it makes are there up to
-- 0.10 (0.11 deprecates vim.lsp.start_client: use vim.lsp.config there).
-- One server serves every notebook buffer, so completion offers the exercise
-- names of all open notebooks.

local client_id = nil

local function on_attach(_, bufnr)
  -- Completion with <C-x><C-o>; K shows what the set or exercise means.
  vim.bo[bufnr].omnifunc = 'v:lua.vim.lsp.omnifunc'
  vim.keymap.set('n', 'K', vim.lsp.buf.hover, { buffer = bufnr })
end

vim.api.nvim_create_autocmd('FileType', {
  pattern = 'unit',
  callback = function(args)
    local client = client_id and vim.lsp.get_client_by_id(client_id)
    if not client or client.is_stopped() then
      client_id = vim.lsp.start_client({
        name = 'unit',
        cmd = { 'unit', 'lsp' },
        root_dir = vim.fn.getcwd(),
        on_attach = on_attach,
      })
    end
    if client_id then
      vim.lsp.buf_attach_client(args.buf, client_id)
    end
  end,
})
