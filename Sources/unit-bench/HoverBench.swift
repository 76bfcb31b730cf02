import Foundation

/// `unit-bench --hover FILE`: how long `unit lsp` takes to answer a hover
/// with history on a notebook, as an editor asks it. Opens FILE, waits for
/// its diagnostics, then hovers on the name of the last exercise of the
/// file: the first hover reads the history of the open documents, the next
/// ones use it (a change would read it again).
enum HoverBench {
  static func run(unit: String, file: String, runs: Int) {
    guard let data = FileManager.default.contents(atPath: file) else {
      print("unit-bench: cannot read \(file)")
      return
    }
    let text = String(decoding: data, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // The last exercise name on a line of its own (a block), so the hover has last time and records.
    guard
      let line = lines.indices.last(where: { k in
        let l = lines[k]
        return !l.isEmpty && l.first != " " && l.first != "#" && l.first != ">" && !l.contains("×") && !l.contains("✓")
      })
    else {
      print("unit-bench: no exercise block in \(file)")
      return
    }
    guard let server = LSPProcess(unit: unit) else {
      print("unit-bench: cannot start \(unit) lsp")
      return
    }
    let uri = "file:///bench/notebook.unit"
    server.request(1, "initialize", ["capabilities": [:]])
    _ = server.answer(1)
    let t0 = now()
    server.notify(
      "textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "unit", "version": 1, "text": text]])
    _ = server.read { $0["method"] as? String == "textDocument/publishDiagnostics" }
    let opened = now() - t0
    var times: [Double] = []
    var answer = ""
    for k in 0..<(runs + 1) {
      let t = now()
      server.request(
        10 + k, "textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": line, "character": 1]])
      let m = server.answer(10 + k)
      times.append(now() - t)
      answer = ((m?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? "(none)"
    }
    server.stop()
    let size = Double(data.count) / 1e6
    print(
      String(format: "unit lsp on %.1f MB (%d lines): open + diagnostics %.0f ms", size, lines.count, opened * 1000))
    print(
      String(
        format: "first hover (reads the history) %.1f ms; then median of %d: %.1f ms", times[0] * 1000, runs,
        median(Array(times.dropFirst())) * 1000))
    print("hover on line \(line + 1): " + answer.replacingOccurrences(of: "\n\n", with: " | "))
  }
}
