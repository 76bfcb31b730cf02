import UnitNotebook

/// An answer written straight as JSON text, in pieces of about 64 KB,
/// twice: once to measure it (the message's `Content-Length`), once to
/// send it. It is never held whole: an outline (`DocumentSymbols`) or the
/// semantic tokens (`SemanticTokens`) of a large document, built as a tree
/// of `JSONValue`s, took many times the document (docs/lsp.md).
protocol WrittenAnswer {
  /// Writes the answer's JSON text into `writer`, which hands each full
  /// piece on.
  func write(into writer: WrittenAnswerWriter)
}

/// The buffer a piece is written into, and where a full one goes.
struct WrittenAnswerWriter {
  static let pieceSize = 1 << 16

  var buffer: ByteBuffer
  let piece: (UnsafeBufferPointer<UInt8>) -> Void
  /// True before the first item of the list being written.
  var first = true

  /// A comma before every item of a list but its first.
  mutating func item() {
    if !first { buffer.append(UInt8(ascii: ",")) }
    first = false
  }

  mutating func flushIfFull() {
    if buffer.count >= WrittenAnswerWriter.pieceSize { flush() }
  }

  mutating func flush() {
    buffer.withUnsafeBufferPointer(piece)
    buffer.removeAll()
  }
}

extension WrittenAnswer {
  /// Writes the answer's JSON text, handing each piece to `piece`.
  func write(_ piece: (UnsafeBufferPointer<UInt8>) -> Void) {
    // The writer keeps `piece` only while this runs.
    withoutActuallyEscaping(piece) {
      write(into: WrittenAnswerWriter(buffer: ByteBuffer(capacity: WrittenAnswerWriter.pieceSize + 4096), piece: $0))
    }
  }

  /// The response to request `id` as the protocol sends it: the header
  /// with the length found by a first pass, then the message, the answer
  /// in pieces from a second pass. The same bytes `Outgoing.result` and
  /// `framed` make of a value.
  func writeResponse<Sink: ByteSink>(id: JSONValue, to output: inout Sink) throws(OutputFailure) {
    let head = Array(#"{"jsonrpc":"2.0","id":"#.utf8) + id.utf8 + Array(#","result":"#.utf8)
    var length = head.count + 1
    write { length += $0.count }
    try output.write(Array("Content-Length: \(length)\r\n\r\n".utf8) + head)
    var failure: OutputFailure? = nil
    write { piece in
      guard failure == nil else { return }
      do throws(OutputFailure) { try output.write(Array(piece)) } catch { failure = error }
    }
    if let failure { throw failure }
    try output.write([UInt8(ascii: "}")])
  }
}
