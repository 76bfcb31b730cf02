import Foundation

/// Drives a real `unit lsp` process through pipes, as an editor does: writes
/// messages with their `Content-Length` header and reads the server's
/// messages back, each read bounded by a deadline (no fixed sleeps: a
/// background thread wakes the reader as soon as bytes arrive).
final class LSPClient: @unchecked Sendable {
  enum Failure: Error, CustomStringConvertible {
    case timedOut(waitingFor: String, stderr: String)
    case ended(waitingFor: String, stderr: String)
    case notJSON(String)

    var description: String {
      switch self {
      case .timedOut(let what, let err): return "no \(what) from unit lsp within the deadline; stderr: \(err)"
      case .ended(let what, let err): return "unit lsp closed its output while waiting for \(what); stderr: \(err)"
      case .notJSON(let text): return "unit lsp wrote a message that is not a JSON object: \(text)"
      }
    }
  }

  typealias Message = [String: Any]

  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private let exited = DispatchSemaphore(value: 0)
  /// Guards everything below.
  private let condition = NSCondition()
  private var received = Data()
  private var outputEnded = false
  private var errorText = Data()
  private var errorEnded = false
  /// Messages read while waiting for another one.
  private var queue: [Message] = []
  private var nextID = 1

  /// How long any one wait may take: generous, for a loaded machine.
  static let deadline: TimeInterval = 20

  init(arguments: [String] = ["lsp"]) throws {
    signal(SIGPIPE, SIG_IGN)  // a server that died must fail the test, not end the runner
    process.executableURL = UnitProcess.executable
    process.arguments = arguments
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    let done = exited
    process.terminationHandler = { _ in done.signal() }
    try process.run()
    let out = output.fileHandleForReading
    let err = errors.fileHandleForReading
    // The readers hold the client weakly: a client no test uses any more
    // goes away, its deinit ends the server, and the readers see the end.
    Thread { [weak self] in
      while true {
        let chunk = out.availableData
        guard let self else { return }
        condition.lock()
        if chunk.isEmpty { outputEnded = true } else { received.append(chunk) }
        condition.broadcast()
        condition.unlock()
        if chunk.isEmpty { return }
      }
    }.start()
    Thread { [weak self] in
      while true {
        let chunk = err.availableData
        guard let self else { return }
        condition.lock()
        if chunk.isEmpty { errorEnded = true } else { errorText.append(chunk) }
        condition.broadcast()
        condition.unlock()
        if chunk.isEmpty { return }
      }
    }.start()
  }

  deinit {
    if process.isRunning { process.terminate() }
  }

  /// All the server wrote on standard error, once it has closed it (or
  /// what it wrote by the deadline).
  var stderr: String {
    let deadline = Date().addingTimeInterval(LSPClient.deadline)
    condition.lock()
    defer { condition.unlock() }
    while !errorEnded, condition.wait(until: deadline) {}
    return String(decoding: errorText, as: UTF8.self)
  }

  // MARK: - Writing

  /// Writes bytes as they are (for malformed messages).
  func sendRaw(_ bytes: Data) throws {
    try input.fileHandleForWriting.write(contentsOf: bytes)
  }

  /// Writes a JSON text with a correct header.
  func sendBody(_ body: Data) throws {
    try sendRaw(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
  }

  func send(_ message: Message) throws {
    try sendBody(try JSONSerialization.data(withJSONObject: message))
  }

  func notify(_ method: String, _ params: Any? = nil) throws {
    var m: Message = ["jsonrpc": "2.0", "method": method]
    if let params { m["params"] = params }
    try send(m)
  }

  /// Sends a request and waits for its response.
  func request(_ method: String, _ params: Any? = nil) throws -> Message {
    let id = nextID
    nextID += 1
    var m: Message = ["jsonrpc": "2.0", "id": id, "method": method]
    if let params { m["params"] = params }
    try send(m)
    return try receive("the response to \(method)") { ($0["id"] as? Int) == id && $0["method"] == nil }
  }

  /// The result of a request that must succeed.
  func result(_ method: String, _ params: Any? = nil) throws -> Any {
    let response = try request(method, params)
    guard let result = response["result"] else {
      throw Failure.notJSON("\(method) failed: \(response)")
    }
    return result
  }

  /// The code actions offered at a place of a document (none: empty).
  func codeActions(_ uri: String, line: Int, character: Int = 0) throws -> [[String: Any]] {
    let at = ["line": line, "character": character]
    return try result(
      "textDocument/codeAction",
      ["textDocument": ["uri": uri], "range": ["start": at, "end": at], "context": ["diagnostics": []]])
      as? [[String: Any]] ?? []
  }

  func closeInput() throws {
    try input.fileHandleForWriting.close()
  }

  // MARK: - Reading

  /// The next message the server writes, of any kind.
  func next() throws -> Message {
    try receive("a message") { _ in true }
  }

  /// The next notification with this method.
  func notification(_ method: String) throws -> Message {
    try receive("a \(method) notification") { ($0["method"] as? String) == method && $0["id"] == nil }
  }

  /// The first message (queued or new) that `matches`; others are queued.
  func receive(_ what: String, matching matches: (Message) -> Bool) throws -> Message {
    let deadline = Date().addingTimeInterval(LSPClient.deadline)
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let k = queue.firstIndex(where: matches) { return queue.remove(at: k) }
      if let body = takeMessage() {
        guard let m = (try? JSONSerialization.jsonObject(with: body)) as? Message else {
          throw Failure.notJSON(String(decoding: body, as: UTF8.self))
        }
        queue.append(m)
        continue
      }
      let err = String(decoding: errorText, as: UTF8.self)
      if outputEnded { throw Failure.ended(waitingFor: what, stderr: err) }
      if !condition.wait(until: deadline) { throw Failure.timedOut(waitingFor: what, stderr: err) }
    }
  }

  /// Messages read but not yet taken.
  var unread: [Message] {
    condition.lock()
    defer { condition.unlock() }
    while let body = takeMessage() {
      if let m = (try? JSONSerialization.jsonObject(with: body)) as? Message { queue.append(m) }
    }
    return queue
  }

  /// One whole message's content from `received`, if it has arrived.
  private func takeMessage() -> Data? {
    guard let end = received.range(of: Data("\r\n\r\n".utf8)) else { return nil }
    let header = String(decoding: received[received.startIndex..<end.lowerBound], as: UTF8.self)
    guard let line = header.split(separator: "\r\n").first(where: { $0.hasPrefix("Content-Length: ") }),
      let length = Int(line.dropFirst("Content-Length: ".count))
    else { return nil }
    guard received.count - (end.upperBound - received.startIndex) >= length else { return nil }
    let body = received[end.upperBound..<(end.upperBound + length)]
    received = Data(received[(end.upperBound + length)...])
    return Data(body)
  }

  // MARK: - Ending

  /// The exit status, once the process has ended (nil past the deadline).
  func waitForExit() -> Int32? {
    guard exited.wait(timeout: .now() + LSPClient.deadline) == .success else { return nil }
    return process.terminationStatus
  }
}
