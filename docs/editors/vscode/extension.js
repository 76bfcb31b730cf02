// Unit notebooks in VS Code: format with `unit fmt` (on save, with the
// editor.formatOnSave default in package.json), or run the `unit lsp`
// language server when unit.languageServer is on.
const vscode = require('vscode');
const { execFile } = require('child_process');

let client;

/** Runs `unit fmt` on `text`: resolves to { ok, stdout, message }. */
function runUnitFmt(text) {
  const unit = vscode.workspace.getConfiguration('unit').get('path', 'unit');
  return new Promise((resolve) => {
    const child = execFile(unit, ['fmt'], { maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) {
        // Exit status 2: the notebook has errors and unit wrote nothing.
        const first = (stderr || error.message).trim().split('\n')[0];
        resolve({ ok: false, stdout: '', message: first });
      } else {
        resolve({ ok: true, stdout, message: '' });
      }
    });
    child.stdin.on('error', () => {});
    child.stdin.end(text);
  });
}

/** The formatting edits for a document: none when unit reports errors. */
async function formatDocument(document) {
  const text = document.getText();
  const result = await runUnitFmt(text);
  if (!result.ok) {
    vscode.window.setStatusBarMessage(`unit fmt: ${result.message} (buffer kept)`, 8000);
    return [];
  }
  if (result.stdout === text) return [];
  const whole = new vscode.Range(document.positionAt(0), document.positionAt(text.length));
  return [vscode.TextEdit.replace(whole, result.stdout)];
}

function activate(context) {
  const settings = vscode.workspace.getConfiguration('unit');
  if (settings.get('languageServer', false)) {
    // `unit lsp` (the client adds --stdio): it formats, reports errors as
    // you type, and gives the outline, hover and completion.
    const { LanguageClient, TransportKind } = require('vscode-languageclient/node');
    const server = { command: settings.get('path', 'unit'), args: ['lsp'], transport: TransportKind.stdio };
    client = new LanguageClient('unit', 'Unit', server, {
      documentSelector: [
        { scheme: 'file', language: 'unit' },
        { scheme: 'untitled', language: 'unit' },
      ],
    });
    client.start();
    return;
  }
  context.subscriptions.push(
    vscode.languages.registerDocumentFormattingEditProvider('unit', { provideDocumentFormattingEdits: formatDocument }),
  );
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate, formatDocument };
