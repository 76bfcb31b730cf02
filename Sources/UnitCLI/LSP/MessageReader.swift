/// Reads the messages of the LSP base protocol from a byte stream: a header
/// of `Name: value` lines ended by an empty line, then a content part of
/// exactly `Content-Length` bytes.
///
/// It holds at most one message and one read chunk in memory. A message
/// longer than `MessageLimits.contentBytes` is read past, never stored. A
/// header it cannot trust (no length, a length that is not a number, a line
/// that is not a header, a header that never ends) leaves it not knowing where
/// the next message starts: it then skips to the next `Content-Length:` it
/// finds and goes on from there. Lines may end with `\r\n`, as the protocol says, or with
/// `\n` alone; empty lines before a header are skipped.
struct MessageReader<Source: ByteSource> {
  /// What `next()` found.
  enum Item {
    case message([UInt8])
    /// A message that could not be read; the reader has moved past it.
    case problem(FramingProblem)
    /// The input has ended.
    case end
  }

  private var source: Source
  /// Bytes read and not yet used are `buffer[start...]`.
  private var buffer: [UInt8] = []
  private var start = 0
  private var scratch = [UInt8](repeating: 0, count: 65536)
  private var needsResync = false

  init(_ source: Source) {
    self.source = source
  }

  /// Whether more input is there at once: bytes read and not used yet, or
  /// bytes waiting to be read.
  var hasInputWaiting: Bool { start < buffer.count || source.hasInputWaiting }

  /// The next message, or what went wrong with it.
  mutating func next() -> Item {
    if needsResync {
      needsResync = false
      guard resync() else { return .end }
    }
    switch readHeader() {
    case .end:
      return .end
    case .failed(let problem):
      needsResync = true
      return .problem(problem)
    case .skip(let length, let problem):
      return skip(length) ? .problem(problem) : .end
    case .length(let length):
      guard let body = take(length) else { return .end }
      return .message(body)
    }
  }

  // MARK: - The header

  private enum Header {
    case end
    case failed(FramingProblem)
    /// A content part of this length follows, to be read past.
    case skip(Int, FramingProblem)
    case length(Int)
  }

  private mutating func readHeader() -> Header {
    var length: Int? = nil
    var problem: FramingProblem? = nil
    charsetProblem = nil
    var used = 0
    var sawField = false
    while true {
      let line: [UInt8]
      switch readLine(limit: Swift.max(MessageLimits.headerBytes - used, 0)) {
      case .end:
        return .end
      case .tooLong:
        start = Swift.min(start + 1, buffer.count)  // so the search for the next message moves on
        return .failed(.headerTooLong)
      case .line(let l):
        line = l
      }
      used += line.count + 2
      if line.isEmpty {
        if sawField { break }
        continue
      }
      sawField = true
      guard problem == nil else { continue }  // read to the end of a bad header
      problem = field(line, length: &length)
    }
    if let problem { return .failed(problem) }
    guard let length else { return .failed(.noLength) }
    if length > MessageLimits.contentBytes { return .skip(length, .tooLarge(length)) }
    if let charset = charsetProblem { return .skip(length, charset) }
    return .length(length)
  }

  /// The Content-Type's charset, when it is not UTF-8 (set by `field`).
  private var charsetProblem: FramingProblem? = nil

  /// Reads one header field; returns what is wrong with it, if anything.
  private mutating func field(_ line: [UInt8], length: inout Int?) -> FramingProblem? {
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return .notAHeader(line) }
    let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
    let value = trimmed(line[(colon + 1)...])
    switch name {
    case "content-length":
      guard !value.isEmpty, value.count <= 12, value.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
        return .badLength(value)
      }
      let n = value.reduce(0) { $0 * 10 + Int($1 - 0x30) }
      if let length, length != n { return .twoLengths }
      length = n
    case "content-type":
      charsetProblem = FramingProblem.charset(in: String(decoding: value, as: UTF8.self))
    default:
      break  // other fields are allowed, and mean nothing here
    }
    return nil
  }

  private func trimmed(_ s: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var s = s
    while let f = s.first, f == 0x20 || f == 0x09 { s.removeFirst() }
    while let l = s.last, l == 0x20 || l == 0x09 { s.removeLast() }
    return s
  }

  private enum Line {
    case line([UInt8])
    case tooLong
    case end
  }

  /// The next line, without its `\n` or `\r\n`.
  private mutating func readLine(limit: Int) -> Line {
    var searched = start
    while true {
      if let newline = buffer[searched...].firstIndex(of: 0x0A) {
        guard newline + 1 - start <= limit else { return .tooLong }
        var end = newline
        if end > start, buffer[end - 1] == 0x0D { end -= 1 }
        let line = Array(buffer[start..<end])
        start = newline + 1
        return .line(line)
      }
      if buffer.count - start > limit { return .tooLong }
      let offset = buffer.count - start  // searched already
      guard fill() else { return .end }
      searched = start + offset
    }
  }

  // MARK: - Content

  /// The next `n` bytes, or nil when the input ends first.
  private mutating func take(_ n: Int) -> [UInt8]? {
    if buffer.count - start < n {
      // Room for the whole message at once: grown by doubling, a large
      // document held a buffer far past its size and the one before it.
      buffer.removeSubrange(0..<start)
      start = 0
      buffer.reserveCapacity(n + scratch.count)
    }
    while buffer.count - start < n {
      guard fill() else { return nil }
    }
    if start == 0, buffer.count == n {
      // The buffer is the message: handed over, not copied.
      defer { buffer = [] }
      return buffer
    }
    let body = Array(buffer[start..<(start + n)])
    start += n
    if buffer.capacity > 1 << 20 {
      // A large message's room is let go with it.
      buffer = Array(buffer[start...])
      start = 0
    }
    return body
  }

  /// Reads past `n` bytes without keeping them; false when the input ends first.
  private mutating func skip(_ n: Int) -> Bool {
    var remaining = n
    while remaining > 0 {
      if start == buffer.count {
        guard fill() else { return false }
      }
      let k = Swift.min(buffer.count - start, remaining)
      start += k
      remaining -= k
    }
    return true
  }

  /// Moves to the next `Content-Length:` (in any case); false when the input
  /// ends first.
  private mutating func resync() -> Bool {
    let pattern = Array("content-length:".utf8)
    while true {
      var i = start
      while i + pattern.count <= buffer.count {
        var k = 0
        while k < pattern.count, MessageReader.lower(buffer[i + k]) == pattern[k] { k += 1 }
        if k == pattern.count {
          start = i
          return true
        }
        i += 1
      }
      start = Swift.max(start, buffer.count - pattern.count + 1)
      guard fill() else { return false }
    }
  }

  private static func lower(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b | 0x20 : b }

  /// Reads more bytes onto the end of the buffer, first dropping the bytes
  /// already used; false at the end of the input.
  private mutating func fill() -> Bool {
    if start == buffer.count {
      buffer.reuse()
      start = 0
    } else if start >= 65536 {
      buffer.removeSubrange(0..<start)
      start = 0
    }
    let n = scratch.withUnsafeMutableBufferPointer { source.read(into: $0) }
    guard n > 0 else { return false }
    buffer.append(contentsOf: scratch[0..<n])
    return true
  }
}
