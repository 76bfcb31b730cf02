import UnitNotebook

/// A document's text, kept in chunks as the pipeline reads it (the lines
/// before the first heading, then each session or routine from its heading
/// to the next: `NotebookOutline.chunkStarts`), so that an edit costs the
/// chunks it touches, not the whole text (docs/lsp.md).
///
/// Positions convert as `PositionMap` converts them (protocol lines end at
/// `\n`, `\r\n` or a lone `\r`; characters are UTF-16 code units; notebook
/// lines end at `\n`), through the chunk that holds them: every chunk but
/// the first starts a line of both kinds, so a chunk's own `PositionMap`
/// and the lines before it place anything in it.
struct DocumentText {
  /// One chunk: its bytes, its line breaks, and what reading it found
  /// (nil until it is read).
  struct Chunk: Sendable {
    let bytes: [UInt8]
    /// Its lines, measured when it is cut and kept for a chunk longer than
    /// `Chunk.keepsLinesPast` bytes: measuring the chunk again for each
    /// position made a session of n exercises cost n² to outline. A shorter
    /// chunk (a session, most often) is measured again when asked, in a
    /// few hundred bytes, rather than kept for every chunk (callers that
    /// place many positions in one chunk measure it once:
    /// `DocumentText.map(ofChunk:)`, `NotebookText`). Boxed, and the counts
    /// below in 32 bits, to keep the document's array of chunks small.
    private let measured: MeasuredLines?
    /// Its line feeds (notebook lines it ends) and its protocol line breaks
    /// (a text is at most 128 MB: `Workspace`, `MessageLimits`).
    private let feeds: Int32
    private let protocolBreaks: Int32
    var reading: ChunkReading?
    /// The chunk starts a piece of the history (`HistoryPieces`): chunks
    /// are folded into the history a run of them at a time, and a run
    /// keeps its start as long as its first chunk is not edited.
    var startsPiece = false
    /// The last change cut it (`replace`), until the pieces are marked.
    var edited = false

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
      let positions = PositionMap(bytes)
      feeds = Int32(clamping: positions.notebookLineCount - 1)
      protocolBreaks = Int32(clamping: positions.lineCount - 1)
      measured = bytes.count > Chunk.keepsLinesPast ? MeasuredLines(positions) : nil
    }

    var lineFeeds: Int { Int(feeds) }
    var breaks: Int { Int(protocolBreaks) }

    /// The chunk's lines (measured now, for a short chunk).
    var positions: PositionMap { measured?.positions ?? PositionMap(bytes) }

    /// A long chunk's lines, kept.
    private final class MeasuredLines: Sendable {
      let positions: PositionMap
      init(_ positions: PositionMap) { self.positions = positions }
    }

    /// The length past which a chunk keeps its lines.
    static let keepsLinesPast = 4096
  }

  private(set) var chunks: [Chunk]
  /// Where each chunk starts: its byte offset, the line feeds and the
  /// protocol line breaks before it.
  private(set) var byteStarts: [Int] = []
  private(set) var lineStarts: [Int] = []
  private(set) var rowStarts: [Int] = []
  /// The length of the text, in bytes.
  private(set) var count = 0

  init(_ bytes: [UInt8]) {
    chunks = bytes.withUnsafeBufferPointer { DocumentText.chunks(of: $0) }
    measure(from: 0)
  }

  /// The text of a string, cut from its bytes in place (a document's text
  /// comes as one: not copied whole once more).
  init(_ text: String) {
    var text = text
    chunks = text.withUTF8 { DocumentText.chunks(of: $0) }
    measure(from: 0)
  }

  /// Recounts where the chunks start, from chunk `first` on.
  private mutating func measure(from first: Int) {
    let k = Swift.max(0, Swift.min(first, byteStarts.count))
    byteStarts.removeSubrange(k...)
    lineStarts.removeSubrange(k...)
    rowStarts.removeSubrange(k...)
    var (b, l, r) = k == 0 ? (0, 0, 0) : (byteStarts[k - 1], lineStarts[k - 1], rowStarts[k - 1])
    if k > 0 {
      b += chunks[k - 1].bytes.count
      l += chunks[k - 1].lineFeeds
      r += chunks[k - 1].breaks
    }
    byteStarts.reserveCapacity(chunks.count)
    lineStarts.reserveCapacity(chunks.count)
    rowStarts.reserveCapacity(chunks.count)
    for i in k..<chunks.count {
      byteStarts.append(b)
      lineStarts.append(l)
      rowStarts.append(r)
      b += chunks[i].bytes.count
      l += chunks[i].lineFeeds
      r += chunks[i].breaks
    }
    count = b
  }

  // MARK: - Edits

  /// Replaces the bytes of `range` (within the text) with `new`, and cuts
  /// the chunks it touched again; the chunks from there are unread. The
  /// indices of the new chunks.
  @discardableResult
  mutating func replace(_ range: Range<Int>, with new: [UInt8]) -> Range<Int> {
    var first = chunk(atOffset: range.lowerBound)
    let last = chunk(atOffset: range.upperBound)
    var region: [UInt8] = []
    region.reserveCapacity(chunks[first...last].reduce(new.count) { $0 + $1.bytes.count })
    for c in chunks[first...last] { region += c.bytes }
    let base = byteStarts[first]
    region.replaceSubrange((range.lowerBound - base)..<(range.upperBound - base), with: new)
    // A chunk after the first starts at a heading: one that lost it joins
    // the chunk before.
    if first > 0, !region.withUnsafeBufferPointer({ Lexicon.isHeadingLine($0, 0, $0.count) }) {
      first -= 1
      region = chunks[first].bytes + region
    }
    var cut = region.isEmpty ? [] : region.withUnsafeBufferPointer { DocumentText.chunks(of: $0) }
    if !cut.isEmpty { cut[0].startsPiece = chunks[first].startsPiece }
    for k in cut.indices { cut[k].edited = true }
    // The text is never without a chunk: an empty text is one empty chunk.
    if cut.isEmpty, chunks.count == last - first + 1 { cut = [Chunk([])] }
    chunks.replaceSubrange(first...last, with: cut)
    measure(from: first)
    return first..<(first + cut.count)
  }

  /// Text cut into chunks at its headings.
  static func chunks(of bytes: UnsafeBufferPointer<UInt8>) -> [Chunk] {
    let starts = NotebookOutline.chunkStarts(bytes)
    return zip(starts, starts.dropFirst() + [bytes.count]).map {
      Chunk(Array(UnsafeBufferPointer(rebasing: bytes[$0..<$1])))
    }
  }

  /// Marks where the pieces of the history start (`Chunk.startsPiece`):
  /// at the first chunk, and wherever a piece has reached `size` bytes.
  /// The chunks the last change cut are a piece of their own, the piece
  /// typed in, so that the next key folds them again and not the piece
  /// around them; a piece below an eighth of `size` that no change just
  /// cut joins the one after. Pieces no edit touched keep their starts.
  mutating func markPieces(size: Int) {
    var run = 0
    var runEdited = false
    for k in chunks.indices {
      let edited = chunks[k].edited
      var starts = chunks[k].startsPiece || (k > 0 && edited != chunks[k - 1].edited)
      if k == 0 {
        starts = true
      } else if starts, run < size / 8, !runEdited {
        starts = false
      } else if !starts, run >= size {
        starts = true
      }
      chunks[k].startsPiece = starts
      if starts { (run, runEdited) = (0, false) }
      run += chunks[k].bytes.count
      runEdited = runEdited || edited
    }
    for k in chunks.indices where chunks[k].edited { chunks[k].edited = false }
  }

  /// The pieces of the history: runs of chunks, each from a chunk that
  /// starts one to the next (`markPieces`).
  var pieces: [Range<Int>] {
    var out: [Range<Int>] = []
    var start = 0
    for k in chunks.indices.dropFirst() where chunks[k].startsPiece {
      out.append(start..<k)
      start = k
    }
    out.append(start..<chunks.count)
    return out
  }

  /// Sets what reading chunk `k` found.
  mutating func setReading(_ reading: ChunkReading, ofChunk k: Int) {
    chunks[k].reading = reading
  }

  // MARK: - Finding chunks

  /// The chunk that holds a byte offset (the last for the end of the text).
  func chunk(atOffset offset: Int) -> Int {
    DocumentText.lastIndex(in: byteStarts, notAfter: offset)
  }

  /// The chunk that holds a 1-based notebook line.
  func chunk(atLine line: Int) -> Int {
    DocumentText.lastIndex(in: lineStarts, notAfter: line - 1)
  }

  /// The chunk that holds a protocol line.
  private func chunk(atRow row: Int) -> Int {
    DocumentText.lastIndex(in: rowStarts, notAfter: row)
  }

  /// The positions within chunk `k`, and where it stands.
  func map(ofChunk k: Int) -> ChunkMap {
    ChunkMap(
      positions: chunks[k].positions, byte: byteStarts[k], line: lineStarts[k], row: rowStarts[k])
  }

  // MARK: - Bytes

  subscript(offset: Int) -> UInt8 {
    let k = chunk(atOffset: offset)
    return chunks[k].bytes[offset - byteStarts[k]]
  }

  /// The bytes of a range, joined across chunks.
  subscript(range: Range<Int>) -> [UInt8] {
    guard !range.isEmpty else { return [] }
    var out: [UInt8] = []
    out.reserveCapacity(range.count)
    var k = chunk(atOffset: range.lowerBound)
    while k < chunks.count, byteStarts[k] < range.upperBound {
      let b = byteStarts[k]
      let lower = Swift.max(range.lowerBound, b) - b
      let upper = Swift.min(range.upperBound, b + chunks[k].bytes.count) - b
      if lower < upper { out += chunks[k].bytes[lower..<upper] }
      k += 1
    }
    return out
  }

  /// The whole text, joined.
  var bytes: [UInt8] { self[0..<count] }

  // MARK: - Positions

  /// The position of a byte offset (clamped to the text).
  func position(of offset: Int) -> Position {
    let o = Swift.min(Swift.max(offset, 0), count)
    return map(ofChunk: chunk(atOffset: o)).position(of: o)
  }

  /// The byte offset of a position, or nil for a line past the end; a
  /// character past the end of its line is the end of the line (as
  /// `PositionMap.offset(of:)`).
  func offset(of p: Position) -> Int? {
    let k = chunk(atRow: p.line)
    let local = Position(line: p.line - rowStarts[k], character: p.character)
    return chunks[k].positions.offset(of: local).map { $0 + byteStarts[k] }
  }

  /// The bytes of a 1-based notebook line, without its line break (empty at
  /// the end of the text for a line past the end).
  func notebookLine(_ number: Int) -> Range<Int> {
    guard number >= 1 else { return count..<count }
    let k = chunk(atLine: number)
    let local = chunks[k].positions.notebookLine(number - lineStarts[k])
    return (local.lowerBound + byteStarts[k])..<(local.upperBound + byteStarts[k])
  }

  /// The 1-based notebook line that holds a byte offset.
  func notebookLineNumber(of offset: Int) -> Int {
    let k = chunk(atOffset: offset)
    return chunks[k].positions.notebookLineNumber(of: offset - byteStarts[k]) + lineStarts[k]
  }

  /// The range of bytes, as positions.
  func range(_ bytes: Range<Int>) -> TextRange {
    TextRange(start: position(of: bytes.lowerBound), end: position(of: bytes.upperBound))
  }

  /// The position just after the last character.
  var end: Position { position(of: count) }

  /// The index of the last element not after `value` (the array is sorted
  /// and starts at or below it; 0 otherwise).
  static func lastIndex(in sorted: [Int], notAfter value: Int) -> Int {
    var low = 0
    var high = sorted.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if sorted[mid] <= value { low = mid } else { high = mid - 1 }
    }
    return low
  }
}

/// The positions of one chunk, where it stands in its document: what turns
/// the many places of one chunk (its diagnostics, its outline) into
/// positions without measuring the chunk again for each.
struct ChunkMap {
  let positions: PositionMap
  /// The bytes, line feeds and protocol line breaks before the chunk.
  let byte: Int
  let line: Int
  let row: Int

  /// The position of a byte offset of the document within the chunk.
  func position(of offset: Int) -> Position {
    var p = positions.position(of: offset - byte)
    p.line += row
    return p
  }

  func range(_ bytes: Range<Int>) -> TextRange {
    TextRange(start: position(of: bytes.lowerBound), end: position(of: bytes.upperBound))
  }
}
