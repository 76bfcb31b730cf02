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
/// thread, from the last back, until the two meet), then joined in order,
/// as one pass reads them (`LSPTwoThreadsTests`, `LSPTypingTests`): when
/// the history's first piece was kept, the kept pieces stand as one part
/// (`SettledHistory`, kept from the last reading while the same pieces
/// stand, else joined anew) and the pieces folded again are joined after
/// it when they come after it in the history's order (typing at the end
/// of the latest notebook); else every piece is joined, in path order.
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
    /// The body weight believed in effect at its start (`HistoryReader.fold`).
    var bodyweight: Weight? = nil

    var readings: [ChunkReading] { chunks.compactMap(\.reading) }

    /// Folds its chunks in runs of at most `runSize` bytes,
    /// each copied into one buffer reused from run to run: the piece is
    /// never joined whole.
    func fold(_ reader: HistoryReader) -> FoldedPiece {
      var run: [UInt8] = []
      run.reserveCapacity(runSize)
      let part = reader.fold(file: file, isFirst: isFirst, bodyweight: bodyweight) { fold in
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
  let uris: [String]
  let pieces: [Piece]
  let claims: WorkClaims
  let reader: HistoryReader
  let background: BackgroundWork<[(Int, FoldedPiece)]>
  /// The settled part of the last reading, when it still stands for the
  /// pieces kept.
  let settled: SettledHistory?

  /// The pieces of `files` (their chunks read and their pieces marked),
  /// those `kept` still holds taken from it, and `settled` taken when it
  /// still stands for them.
  init(
    files: [(uri: String, text: DocumentText)], kept: [ObjectIdentifier: FoldedPiece],
    settled: SettledHistory? = nil, runSize: Int = PendingHistory.runSize
  ) {
    let reader = HistoryReader(names: files.map(\.uri), aliases: NameTable.aliases, asking: PendingHistory.questions)
    var pieces: [Piece] = []
    // A piece folded again starts at the body weight the pieces before it
    // end with, as far as it is known before they are folded (they are
    // kept, or folded again from a piece whose last weigh-in is taken as
    // theirs); `finish` folds again a piece folded at another.
    var inEffect: (weight: Weight?, known: Bool) = (nil, true)
    for (f, file) in files.enumerated() {
      let text = file.text
      for range in text.pieces {
        let isFirst = pieces.isEmpty
        let found = text.chunks[range.lowerBound].reading.flatMap { kept[ObjectIdentifier($0)] }
        let still = found.flatMap { $0.holds(text.chunks[range], file: f, isFirst: isFirst) ? $0 : nil }
        var piece = Piece(
          file: f, chunks: text.chunks[range], lines: Int32(clamping: text.lineStarts[range.lowerBound]),
          offset: text.byteStarts[range.lowerBound], isFirst: isFirst, kept: still, runSize: runSize)
        if !isFirst, inEffect.known { piece.bodyweight = inEffect.weight }
        pieces.append(piece)
        let before = still ?? found
        inEffect = (before?.part.lastBodyweight ?? inEffect.weight, inEffect.known && before != nil)
      }
    }
    let settled = settled.flatMap { $0.holds(PendingHistory.keptPieces(pieces), files: files.map(\.uri)) ? $0 : nil }
    let missing = pieces.indices.filter { pieces[$0].kept == nil }
    let claims = WorkClaims(count: missing.count)
    texts = files.map(\.text)
    uris = files.map(\.uri)
    self.pieces = pieces
    self.claims = claims
    self.reader = reader
    self.settled = settled
    let work = pieces
    background = BackgroundWork {
      var done: [(Int, FoldedPiece)] = []
      while let k = claims.takeFront() { done.append((missing[k], work[missing[k]].fold(reader))) }
      return done
    }
  }

  /// The pieces kept, in order, each with where it stands.
  static func keptPieces(_ pieces: [Piece]) -> [(piece: FoldedPiece, lines: Int32, offset: Int)] {
    pieces.compactMap { p in p.kept.map { ($0, p.lines, p.offset) } }
  }

  /// Folds the pieces left from the last back until they meet the other
  /// thread's, waits for it, and joins them in order: after the settled
  /// part (the part of the last reading, or the kept pieces joined now)
  /// when the first piece was kept and the pieces folded again come after
  /// it in the history's order (typing at the end), else every piece, as
  /// one pass reads them. The history, every piece folded (to keep, by its
  /// first chunk's reading), the settled part (to keep) and the work done.
  func finish() -> (
    history: TrainingHistory, pieces: [ObjectIdentifier: FoldedPiece], settled: SettledHistory?, work: Work
  ) {
    let missing = pieces.indices.filter { pieces[$0].kept == nil }
    var folded = pieces.map(\.kept)
    while let k = claims.takeBack() { folded[missing[k]] = pieces[missing[k]].fold(reader) }
    for (k, piece) in background.join() where k < folded.count { folded[k] = piece }
    var work = Work(folded: missing.count, joined: 0, readAgain: false)
    let refolded = atTheirBodyweights(&folded, &work)
    var kept: [ObjectIdentifier: FoldedPiece] = [:]
    var all: [(part: HistoryPart, lines: Int32, bytes: Int)] = []
    for (k, piece) in pieces.enumerated() {
      let f = folded[k] ?? piece.fold(reader)
      if let first = f.readings.first { kept[ObjectIdentifier(first)] = f }
      all.append((f.part, piece.lines, piece.offset))
    }
    // The settled part, when the pieces typed in come after every session
    // of the others (typing at the end): else every piece, in path order.
    let typedIn = missing.map { all[$0] }
    let settles =
      pieces.first?.kept != nil && !missing.isEmpty && !refolded
      && reader.follow(typedIn, pieces.indices.filter { pieces[$0].kept != nil }.map { all[$0] })
    let settled = settles ? (self.settled ?? settle(&work)) : nil
    var parts = all
    if let settled {
      let typed = [(settled.part, Int32(0), 0)] + typedIn
      if reader.joinsInOrder(typed) { parts = typed }
    }
    work.joined += parts.count
    let history = reader.finish(parts, sources: sources(parts, &work))
    return (history, kept, settled, work)
  }

  /// Each piece at the body weight the pieces before it end with (a guess
  /// made before they were folded may be wrong; a piece kept from a reading
  /// that guessed wrong): one folded at another is folded again at it, so
  /// that the join reads no text again. Whether a kept piece was.
  func atTheirBodyweights(_ folded: inout [FoldedPiece?], _ work: inout Work) -> Bool {
    var inEffect: Weight? = nil
    var keptAgain = false
    for k in pieces.indices {
      guard var f = folded[k] else { continue }
      if !f.part.startsAt(inEffect) {
        var piece = pieces[k]
        piece.bodyweight = inEffect
        f = piece.fold(reader)
        folded[k] = f
        work.folded += 1
        keptAgain = keptAgain || pieces[k].kept != nil
      }
      inEffect = f.part.lastBodyweight ?? inEffect
    }
    return keptAgain
  }

  /// The kept pieces joined into one part.
  func settle(_ work: inout Work) -> SettledHistory {
    let spots = PendingHistory.keptPieces(pieces)
    let parts = spots.map { (part: $0.piece.part, lines: $0.lines, bytes: $0.offset) }
    work.joined += parts.count
    return SettledHistory(files: uris, pieces: spots, part: reader.joined(parts, sources: sources(parts, &work)))
  }

  /// What parts joined in this order are read again from: nothing when
  /// they hold their sessions in order, else the texts (folded again).
  func sources(_ parts: [(part: HistoryPart, lines: Int32, bytes: Int)], _ work: inout Work) -> HistorySources {
    guard !reader.joinsInOrder(parts) else { return .none }
    work.readAgain = true
    return .texts(texts.map(\.bytes))
  }

  /// What a reading of the history did: the pieces it folded, the parts
  /// it joined (into the settled part, when it made one, and into the
  /// history), and whether a join folded the sessions again from the texts.
  struct Work: Equatable, Sendable {
    var folded: Int
    var joined: Int
    var readAgain: Bool
  }
}
