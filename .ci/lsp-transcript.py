#!/usr/bin/env python3
"""lsp-transcript.py UNIT NOTEBOOK: what `unit lsp` answers about one notebook.

Copies the notebook into a fresh workspace folder, opens it, and asks on
every line (the first 300): a hover at its first word, a completion at its
end and at its start, the code actions of the line; then the inlay hints,
code lenses (resolved), document symbols and the diagnostics published.
Prints one line per answer, the JSON with sorted keys and the workspace's
path replaced by WS, so that two binaries' transcripts can be compared
(.ci/same-output.sh). Exits 0 unless the server cannot be run.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

LINES = 300


def send(proc, message):
    body = json.dumps(message).encode()
    proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    proc.stdin.flush()


def receive(proc):
    length = None
    while True:
        line = proc.stdout.readline()
        if not line:
            return None
        line = line.strip()
        if not line:
            break
        name, _, value = line.partition(b":")
        if name.lower() == b"content-length":
            length = int(value)
    return json.loads(proc.stdout.read(length))


class Client:
    def __init__(self, unit, root):
        self.proc = subprocess.Popen([unit, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, cwd=root)
        self.next_id = 0
        self.notices = []

    def request(self, method, params):
        self.next_id += 1
        send(self.proc, {"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            message = receive(self.proc)
            if message is None:
                return {"error": "no answer"}
            if message.get("id") == self.next_id and "method" not in message:
                return message.get("result", message.get("error"))
            if "method" in message and "id" in message:
                # A request of the server's (applyEdit, registerCapability): answered empty.
                send(self.proc, {"jsonrpc": "2.0", "id": message["id"], "result": None})
            elif "method" in message:
                self.notices.append(message)

    def notify(self, method, params):
        send(self.proc, {"jsonrpc": "2.0", "method": method, "params": params})

    def close(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def main():
    unit, notebook = sys.argv[1], sys.argv[2]
    root = tempfile.mkdtemp(prefix="unit-lsp-")
    try:
        path = os.path.join(root, os.path.basename(notebook))
        shutil.copyfile(notebook, path)
        text = open(path, "rb").read().decode("utf-8", "replace")
        uri = "file://" + path
        client = Client(unit, root)
        out = []

        def show(label, value):
            out.append(label + " " + json.dumps(value, sort_keys=True, ensure_ascii=False).replace(root, "WS"))

        client.request("initialize", {
            "processId": None, "rootUri": "file://" + root,
            "capabilities": {"textDocument": {"hover": {"contentFormat": ["markdown", "plaintext"]},
                                              "documentSymbol": {"hierarchicalDocumentSymbolSupport": True}}},
        })
        client.notify("initialized", {})
        client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "unit", "version": 1,
                                                                "text": text}})
        doc = {"uri": uri}
        lines = text.split("\n")
        for n, line in enumerate(lines[:LINES]):
            first = len(line) - len(line.lstrip())
            show("hover %d" % (n + 1), client.request("textDocument/hover", {
                "textDocument": doc, "position": {"line": n, "character": first}}))
            for at in sorted({0, len(line)}):
                show("completion %d:%d" % (n + 1, at), client.request("textDocument/completion", {
                    "textDocument": doc, "position": {"line": n, "character": at}}))
            show("codeAction %d" % (n + 1), client.request("textDocument/codeAction", {
                "textDocument": doc, "range": {"start": {"line": n, "character": 0},
                                               "end": {"line": n, "character": len(line)}},
                "context": {"diagnostics": []}}))
        end = {"line": len(lines), "character": 0}
        whole = {"start": {"line": 0, "character": 0}, "end": end}
        show("inlayHint", client.request("textDocument/inlayHint", {"textDocument": doc, "range": whole}))
        lenses = client.request("textDocument/codeLens", {"textDocument": doc}) or []
        show("codeLens", lenses)
        for lens in lenses if isinstance(lenses, list) else []:
            show("codeLens/resolve", client.request("codeLens/resolve", lens))
        show("documentSymbol", client.request("textDocument/documentSymbol", {"textDocument": doc}))
        client.close()
        for notice in client.notices:
            show("notice", notice)
        print("\n".join(out))
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
