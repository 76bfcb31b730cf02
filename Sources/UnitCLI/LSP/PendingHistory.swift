import UnitNotebook

/// A piece of a notebook's history, folded: a run of chunks of one file
/// (`DocumentText.pieces`), kept as long as the same chunks are there (an
/// edit makes new chunks, whose readings are new objects), so that a change
/// folds again only the pieces it touched.
final class FoldedPiece: Sendable {
  /// The chunks' readings when it was folded (held, so none is let go and
  /// another made at its address while the piece is kept).
  let readings: [ChunkReading]
  let file: Int
  let isFirst: Bool
  let part: HistoryPart

  init(readings: [ChunkReading], file: Int, isFirst: Bool, part: HistoryPart) {
    self.readings = readings
    self.file = file
    self.isFirst = isFirst
    self.part = part
  }

  /// Still the fold of these chunks, as file `file`'s, first or not.
  func holds(_ chunks: ArraySlice<DocumentText.Chunk>, file: Int, isFirst: Bool) -> Bool {
    guard self.file == file, self.isFirst == isFirst, readings.count == chunks.count else { return false }
    var k = chunks.startIndex
    for r in readings {
      guard chunks[k].reading === r else { return false }
      k += 1
    }
    return true
  }
}

/// The history of every notebook (the workspace's files, an open
/// document's text in place of its file) being read after a change: the
/// pieces not folded yet are folded on two threads (a second one takes
/// them from the first on, from the start; `finish`, on the server's
/// thread, from the last back, until the two meet), then every piece is
/// joined in order, as one pass reads them (`LSPTwoThreadsTests`).
final class PendingHistory {
  /// A piece to read: its file, its chunks and where they stand.
  struct Piece: Sendable {
    let file: Int
    /// Its chunks, in the document's own array (not copied).
    let chunks: ArraySlice<DocumentText.Chunk>
    let lines: Int32
    let offset: Int
    let isFirst: Bool
    /// Its fold, when a change left it as it was.
    let kept: FoldedPiece?
    /// The most bytes of chunks folded at once (`PendingHistory.runSize`).
    let runSize: Int

    var readings: [ChunkReading] { chunks.compactMap(\.reading) }

    /// Folds its chunks in runs of at most `runSize` bytes,
    /// each copied into one buffer reused from run to run: the piece is
    /// never joined whole.
    func fold(_ reader: HistoryReader) -> FoldedPiece {
      var run: [UInt8] = []
      run.reserveCapacity(runSize)
      let part = reader.fold(file: file, isFirst: isFirst) { fold in
        var (offset, lines) = (0, 0)
        var start = (offset: 0, lines: 0)
        for c in chunks {
          if !run.isEmpty, run.count + c.bytes.count > runSize {
            run.withUnsafeBufferPointer { fold($0, start.offset, start.lines) }
            run.removeAll(keepingCapacity: true)
            start = (offset, lines)
          }
          run += c.bytes
          offset += c.bytes.count
          lines += c.lineFeeds
        }
        run.withUnsafeBufferPointer { fold($0, start.offset, start.lines) }
      }
      return FoldedPiece(readings: readings, file: file, isFirst: isFirst, part: part)
    }
  }

  /// The most bytes of chunks a piece is folded from at once (a chunk
  /// longer than this is folded alone; tests make it small).
  static let runSize = 64 << 10

  /// The records, without the columns of their sets: the editor places its
  /// hints by line, charts nothing and sums nothing, and finds last times
  /// in its own index of the chunks (`LanguageServer.lastTimes`).
  static let questions: [HistoryQuestion] = [.recordsByLine]

  /// The files' texts, for the rare history whose sessions are out of date
  /// order across pieces (`finish` folds them again from the texts).
  let texts: [DocumentText]
  let pieces: [Piece]
  let claims: WorkClaims
  let reader: HistoryReader
  let background: BackgroundWork<[(Int, FoldedPiece)]>

  /// The pieces of `files` (their chunks read and their pieces marked),
  /// those `kept` still holds taken from it.
  init(
    files: [(uri: String, text: DocumentText)], kept: [ObjectIdentifier: FoldedPiece],
    runSize: Int = PendingHistory.runSize
  ) {
    let reader = HistoryReader(names: files.map(\.uri), aliases: NameTable.aliases, asking: PendingHistory.questions)
    var pieces: [Piece] = []
    for (f, file) in files.enumerated() {
      let text = file.text
      for range in text.pieces {
        let isFirst = pieces.isEmpty
        let found = text.chunks[range.lowerBound].reading.flatMap { kept[ObjectIdentifier($0)] }
        let still = found.flatMap { $0.holds(text.chunks[range], file: f, isFirst: isFirst) ? $0 : nil }
        pieces.append(
          Piece(
            file: f, chunks: still == nil ? text.chunks[range] : [],
            lines: Int32(clamping: text.lineStarts[range.lowerBound]), offset: text.byteStarts[range.lowerBound],
            isFirst: isFirst, kept: still, runSize: runSize))
      }
    }
    let missing = pieces.indices.filter { pieces[$0].kept == nil }
    let claims = WorkClaims(count: missing.count)
    texts = files.map(\.text)
    self.pieces = pieces
    self.claims = claims
    self.reader = reader
    let work = pieces
    background = BackgroundWork {
      var done: [(Int, FoldedPiece)] = []
      while let k = claims.takeFront() { done.append((missing[k], work[missing[k]].fold(reader))) }
      return done
    }
  }

  /// Folds the pieces left from the last back until they meet the other
  /// thread's, waits for it, and joins every piece in order. The history,
  /// and every piece folded (to keep, by its first chunk's reading).
  func finish() -> (history: TrainingHistory, pieces: [ObjectIdentifier: FoldedPiece]) {
    let missing = pieces.indices.filter { pieces[$0].kept == nil }
    var folded = pieces.map(\.kept)
    while let k = claims.takeBack() { folded[missing[k]] = pieces[missing[k]].fold(reader) }
    for (k, piece) in background.join() where k < folded.count { folded[k] = piece }
    var parts: [(part: HistoryPart, lines: Int32, bytes: Int)] = []
    var kept: [ObjectIdentifier: FoldedPiece] = [:]
    for (k, piece) in pieces.enumerated() {
      let f = folded[k] ?? piece.fold(reader)
      parts.append((f.part, piece.lines, piece.offset))
      if let first = f.readings.first { kept[ObjectIdentifier(first)] = f }
    }
    // Sessions out of date order are folded again from the texts.
    let history = reader.finish(parts, sources: reader.joinsInOrder(parts) ? .none : .texts(texts.map(\.bytes)))
    return (history, kept)
  }
}
