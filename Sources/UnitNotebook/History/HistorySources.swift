/// What a history reads its sessions back from: the texts or notebooks it
/// was read from, or nothing.
///
/// A struct of optional parts, not an enum of them: an enum of several
/// payloads keeps its case in the spare bits of its payload's pointers,
/// which then point nowhere a leak checker can follow, so AddressSanitizer
/// took the texts a history holds to the end for leaks.
package struct HistorySources: Sendable {
  private var texts: [[UInt8]] = []
  /// Texts held by others (the command line's mapped files).
  private var held: HeldTexts? = nil
  private var notebooks: [Notebook] = []

  package static func texts(_ t: [[UInt8]]) -> HistorySources { HistorySources(texts: t) }
  package static func held(_ h: HeldTexts) -> HistorySources { HistorySources(held: h) }
  package static func notebooks(_ n: [Notebook]) -> HistorySources { HistorySources(notebooks: n) }
  package static let none = HistorySources()

  /// Runs `body` with access to the sources' bytes in place.
  func withAccess<R>(_ body: (HistoryAccess) -> R) -> R {
    if let h = held { return body(HistoryAccess(texts: h.buffers)) }
    if !notebooks.isEmpty { return body(HistoryAccess(notebooks: notebooks)) }
    return HistoryAccess.withBuffers(texts[...], []) { body(HistoryAccess(texts: $0)) }
  }
}

/// Texts held by others, read in place for as long as `owners` live: the
/// command line's mapped files, which nothing writes while they are
/// mapped (hence `@unchecked`).
package struct HeldTexts: @unchecked Sendable {
  let buffers: [UnsafeBufferPointer<UInt8>]
  let owners: [AnyObject]

  package init(_ buffers: [UnsafeBufferPointer<UInt8>], owners: [AnyObject]) {
    self.buffers = buffers
    self.owners = owners
  }
}

/// The texts (in place) or notebooks of a history's sources: where it reads
/// the columns of its sets and the sessions of its last times.
struct HistoryAccess {
  var texts: [UnsafeBufferPointer<UInt8>] = []
  var notebooks: [Notebook] = []

  /// The 1-based column (in Unicode scalars) where the set of each spot
  /// starts, for those whose line is found: each session's lines walked
  /// once, in order, however many of its sets are asked for.
  func columns(of spots: [SetSpot]) -> [SetSpot: Int] {
    let sorted = spots.sorted {
      ($0.file, $0.session, $0.headingLine, $0.line) < ($1.file, $1.session, $1.headingLine, $1.line)
    }
    var out: [SetSpot: Int] = [:]
    // Where the walk is: a spot's session, and a line of it and its start.
    var at: (spot: SetSpot, line: Int32, offset: Int)? = nil
    var column: Int? = nil
    for spot in sorted {
      guard spot.line > 0, spot.headingLine > 0, Int(spot.file) < texts.count else { continue }
      let b = texts[Int(spot.file)]
      var line = spot.headingLine
      var i = Swift.min(Swift.max(spot.session, 0), b.count)
      if let a = at, a.spot.file == spot.file, a.spot.session == spot.session, a.spot.headingLine == spot.headingLine,
        a.line <= spot.line
      {
        if a.line == spot.line {
          // Another set of the same line: the same column.
          if let c = column { out[spot] = c }
          continue
        }
        (line, i) = (a.line, a.offset)
      }
      while line < spot.line, i < b.count {
        if b[i] == 0x0A { line += 1 }
        i += 1
      }
      at = (spot, line, i)
      column = line == spot.line ? HistoryAccess.setColumn(b, lineStart: i) : nil
      if let c = column { out[spot] = c }
    }
    return out
  }

  /// The 1-based column where the set of the line starting at `lineStart`
  /// starts (or its content, on a line that holds no set).
  static func setColumn(_ b: UnsafeBufferPointer<UInt8>, lineStart i: Int) -> Int? {
    var end = i
    while end < b.count, b[end] != 0x0A { end += 1 }
    let slice = UnsafeBufferPointer(rebasing: b[i..<end])
    guard let line = Parser.parseFirstLine(slice) else { return nil }
    let start = line.syntax.holdsSet ? line.syntax.set.range.start : line.scanned.contentStart
    return Scanner.column(of: start, lineStart: 0, in: slice)
  }

  /// Where the session whose heading starts at `start` ends: at the next
  /// line that opens with `#` (after blanks), or the end of the text.
  static func sessionEnd(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var i = start
    while i < b.count, b[i] != 0x0A { i += 1 }
    while i < b.count {
      let lineStart = i + 1
      var end = lineStart
      while end < b.count, b[end] != 0x0A { end += 1 }
      if Lexicon.isHeadingLine(b, lineStart, end) { return lineStart }
      i = end
    }
    return b.count
  }

  /// A session of the history read back, with the 1-based line of each of
  /// its exercises (empty when the text is not known, or `tracksLines` is
  /// false: a reader of the sets alone).
  func session(_ entry: SessionEntry, tracksLines: Bool = true) -> (session: Session, exerciseLines: [Int])? {
    let file = Int(entry.key.file)
    if file < notebooks.count {
      let sessions = notebooks[file].sessions
      guard entry.key.offset >= 0, entry.key.offset < sessions.count else { return nil }
      return (sessions[entry.key.offset], [])
    }
    guard file < texts.count else { return nil }
    var found: (Session, [Int])? = nil
    HistoryAccess.readSession(texts[file], from: entry.start, tracksLines: tracksLines) { record, texts in
      guard found == nil else { return }
      let base = Int(entry.line) - 1
      found = (record.session(texts: &texts), record.exerciseLines.map { $0.lowerBound + base })
    }
    return found
  }

  /// Reads back the session whose heading starts at `start`: `body` is
  /// handed its record, if it reads without errors.
  static func readSession(
    _ b: UnsafeBufferPointer<UInt8>, from start: Int, tracksLines: Bool = false, tracksSetLines: Bool = false,
    _ body: (SessionRecord, inout TextReader) -> Void
  ) {
    let lower = Swift.min(Swift.max(start, 0), b.count)
    let session = UnsafeBufferPointer(rebasing: b[lower..<sessionEnd(b, from: lower)])
    var sink = DiagnosticSink()
    Pipeline.runRecords(session, sink: &sink, tracksLines: tracksLines, tracksSetLines: tracksSetLines) {
      chunk, record, texts, _ in
      guard !chunk.isPreamble, !chunk.isRoutine, chunk.isValid else { return }
      body(record, &texts)
    }
  }
}

extension HistoryAccess {
  /// Runs `body` with the arrays' bytes in place.
  static func withBuffers<R>(
    _ arrays: ArraySlice<[UInt8]>, _ done: [UnsafeBufferPointer<UInt8>], _ body: ([UnsafeBufferPointer<UInt8>]) -> R
  ) -> R {
    guard let first = arrays.first else { return body(done) }
    return first.withUnsafeBufferPointer { withBuffers(arrays.dropFirst(), done + [$0], body) }
  }
}
