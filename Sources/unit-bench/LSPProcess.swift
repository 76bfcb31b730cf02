import Foundation

/// `unit lsp` started as an editor starts it: messages written to its
/// standard input with their `Content-Length` header, and read back from
/// its standard output. For the benchmarks that drive the server
/// (`HoverBench`, `TypingBench`).
final class LSPProcess {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var buffer = Data()

  /// Starts `unit lsp`; nil when it cannot be started.
  init?(unit: String) {
    process.executableURL = URL(fileURLWithPath: unit)
    process.arguments = ["lsp"]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
  }

  var pid: Int32 { process.processIdentifier }

  func send(_ object: [String: Any]) {
    guard let body = try? JSONSerialization.data(withJSONObject: object) else { return }
    input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
  }

  func request(_ id: Int, _ method: String, _ params: [String: Any]) {
    send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
  }

  func notify(_ method: String, _ params: [String: Any]) {
    send(["jsonrpc": "2.0", "method": method, "params": params])
  }

  /// Reads messages until one satisfies `done` (nil when the output ends).
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

  /// The answer to request `id`.
  func answer(_ id: Int) -> [String: Any]? { read { $0["id"] as? Int == id } }

  /// The server's peak resident memory so far (`VmHWM`), in bytes; 0 when
  /// the system does not say.
  var peakMemory: Int { status("VmHWM:") }

  /// The server's resident memory now (`VmRSS`), in bytes.
  var residentMemory: Int { status("VmRSS:") }

  /// The server's resident memory now that is its own (`RssAnon`: the
  /// heap, the stacks), and that maps files (`RssFile`: the code of the
  /// executable and the libraries, paged in as it first runs), in bytes.
  var anonymousMemory: Int { status("RssAnon:") }
  var fileMemory: Int { status("RssFile:") }

  private func status(_ field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) })
    else { return 0 }
    return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
  }

  /// `shutdown`, `exit`, and the end of the process.
  func stop() {
    request(999_999, "shutdown", [:])
    _ = answer(999_999)
    notify("exit", [:])
    process.waitUntilExit()
  }
}
