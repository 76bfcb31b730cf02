import UnitNotebook

/// The pieces a change did not touch, joined into one part that starts the
/// history, in its order (folded again in date order when the pieces do not
/// hold their sessions so: two files whose dates interleave): what the
/// pieces typed in are joined to, key after key, so that a key joins its
/// own piece and not every piece again. It stands for its pieces as long as
/// the same pieces stand where they stood, in the same files.
final class SettledHistory: Sendable {
  let files: [String]
  /// Its pieces, in order, each with the lines and bytes of its file before it.
  let pieces: [(piece: FoldedPiece, lines: Int32, offset: Int)]
  let part: HistoryPart

  init(files: [String], pieces: [(piece: FoldedPiece, lines: Int32, offset: Int)], part: HistoryPart) {
    self.files = files
    self.pieces = pieces
    self.part = part
  }

  /// Still the join of these pieces, at these places, of these files.
  func holds(_ pieces: [(piece: FoldedPiece, lines: Int32, offset: Int)], files: [String]) -> Bool {
    guard self.files == files, self.pieces.count == pieces.count else { return false }
    return zip(self.pieces, pieces).allSatisfy { a, b in
      a.piece === b.piece && a.lines == b.lines && a.offset == b.offset
    }
  }
}
