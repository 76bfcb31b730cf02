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
    guard let line = lines.indices.last(where: { k in
      let l = lines[k]
      return !l.isEmpty && l.first != " " && l.first != "#" && l.first != ">" && !l.contains("×") && !l.contains("✓")
    }) else {
      print("unit-bench: no exercise block in \(file)")
      return
    }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: unit)
    p.arguments = ["lsp"]
    let input = Pipe()
    let output = Pipe()
    p.standardInput = input
    p.standardOutput = output
    p.standardError = FileHandle.nullDevice
    do { try p.run() } catch {
      print("unit-bench: cannot start \(unit) lsp")
      return
    }
    var buffer = Data()
    func send(_ object: [String: Any]) {
      guard let body = try? JSONSerialization.data(withJSONObject: object) else { return }
      input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }
    /// Reads messages until one satisfies `done`.
    func read(until done: ([String: Any]) -> Bool) -> [String: Any]? {
      while true {
        if let header = buffer.range(of: Data("\r\n\r\n".utf8)) {
          let head = String(decoding: buffer[buffer.startIndex..<header.lowerBound], as: UTF8.self)
          let n = Int(head.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "") ?? 0
          if buffer.count - (header.upperBound - buffer.startIndex) >= n {
            let body = buffer[header.upperBound..<(header.upperBound + n)]
            buffer = Data(buffer[(header.upperBound + n)...])
            if let m = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any], done(m) { return m }
            continue
          }
        }
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { return nil }
        buffer.append(chunk)
      }
    }
    let uri = "file:///bench/notebook.unit"
    send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
    _ = read { $0["id"] as? Int == 1 }
    let t0 = now()
    send([
      "jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": ["textDocument": ["uri": uri, "languageId": "unit", "version": 1, "text": text]],
    ])
    _ = read { $0["method"] as? String == "textDocument/publishDiagnostics" }
    let opened = now() - t0
    var times: [Double] = []
    var answer = ""
    for k in 0..<(runs + 1) {
      let t = now()
      send([
        "jsonrpc": "2.0", "id": 10 + k, "method": "textDocument/hover",
        "params": ["textDocument": ["uri": uri], "position": ["line": line, "character": 1]],
      ])
      let m = read { $0["id"] as? Int == 10 + k }
      times.append(now() - t)
      answer = ((m?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? "(none)"
    }
    send(["jsonrpc": "2.0", "id": 99, "method": "shutdown"])
    _ = read { $0["id"] as? Int == 99 }
    send(["jsonrpc": "2.0", "method": "exit"])
    p.waitUntilExit()
    let size = Double(data.count) / 1e6
    print(String(format: "unit lsp on %.1f MB (%d lines): open + diagnostics %.0f ms", size, lines.count, opened * 1000))
    print(String(format: "first hover (reads the history) %.1f ms; then median of %d: %.1f ms", times[0] * 1000, runs, median(Array(times.dropFirst())) * 1000))
    print("hover on line \(line + 1): " + answer.replacingOccurrences(of: "\n\n", with: " | "))
  }
}
