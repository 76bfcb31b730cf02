import UnitNotebook

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Formats or checks a large notebook on two cores. Sessions are independent, so the
/// text is cut into pieces at session headings and the pieces are formatted
/// apart, by two threads: one takes pieces from the start, the other from the
/// end, until they meet (`WorkClaims`). However the machine shares its time
/// between the threads, neither waits for the other longer than one piece.
/// The outputs joined by a blank line are the canonical text of the whole. A
/// cut is only made at a heading that a blank line and a line that is not a
/// comment precede, so no comment can attach differently across it. When a
/// piece has errors (or two pieces name a routine alike, a warning neither
/// sees), the whole text is formatted again in one pass, so the diagnostics
/// and their line numbers are exactly those of a single pass.
enum ParallelFormat {
  /// Below this size one pass is quicker than starting a thread.
  static let threshold = 4 << 20

  /// The shortest piece `balancedPieces` cuts: long enough that starting
  /// it (a printer, a diagnostic sink, a name cache) costs next to nothing,
  /// short enough that the thread done first hardly waits.
  static let smallestPiece = 1 << 19

  /// The canonical text in parts to be written one after the other (no part
  /// is copied into another), or nil with the diagnostics. (Tests pass a
  /// `pieceSize` for pieces all of one length, and under ThreadSanitizer a
  /// lower `threshold`, to run the two threads on a smaller notebook.)
  static func format(_ data: InputBytes, threshold: Int = ParallelFormat.threshold, pieceSize: Int? = nil)
    -> (parts: [ByteBuffer]?, diagnostics: [Diagnostic])
  {
    let input = data.buffer
    let done = inPieces(data, threshold: threshold, pieceSize: pieceSize) { _, piece, consumed in
      let part = NotebookFormatter.formatIntoBuffer(namingRoutines: piece, consumed: consumed)
      return (part, stop: part.output == nil || !part.diagnostics.isEmpty)
    }?.map(\.result)
    // Two routines of one name in two pieces are a warning only one pass gives.
    guard let done, done.allSatisfy({ $0.output != nil && $0.diagnostics.isEmpty }),
      !NotebookFormatter.shareRoutineNames(done.map(\.routines))
    else {
      let (output, diagnostics) = NotebookFormatter.formatIntoBuffer(input) {
        data.release(upTo: $0)
      }
      return (output.map { [$0] }, diagnostics)
    }
    // A blank line goes between the last session of one piece and the first
    // of the next.
    var blank = ByteBuffer()
    blank.append(UInt8(ascii: "\n"))
    var parts: [ByteBuffer] = []
    for case let output? in done.map(\.output) where output.count > 0 {
      if !parts.isEmpty { parts.append(blank) }
      parts.append(output)
    }
    return (parts, [])
  }

  /// The diagnostics of `unit check`, on two cores for a large file. When a
  /// piece reports anything, the whole file is checked again in one pass, so
  /// positions and order are exactly those of a single pass. (Tests under
  /// ThreadSanitizer pass a `threshold` and `pieceSize`, as for `format`.)
  static func check(_ data: InputBytes, threshold: Int = ParallelFormat.threshold, pieceSize: Int? = nil)
    -> [Diagnostic]
  {
    let input = data.buffer
    let done = inPieces(data, threshold: threshold, pieceSize: pieceSize) { _, piece, consumed in
      let part = NotebookFormatter.check(namingRoutines: piece, consumed: consumed)
      return (part, stop: !part.diagnostics.isEmpty)
    }?.map(\.result)
    guard let done, done.allSatisfy({ $0.diagnostics.isEmpty }),
      !NotebookFormatter.shareRoutineNames(done.map(\.routines))
    else {
      var released = 0
      return NotebookFormatter.check(buffer: input) { released = data.release(range: released..<$0) }
    }
    return []
  }

  /// `work` done on each piece of a large input (`balancedPieces`, or
  /// pieces of `pieceSize` when given) by two threads (`onTwoThreads`): it is
  /// given the piece's range, its bytes and a `consumed` to call with how far
  /// into the piece it is done for good, so that those mapped pages are given
  /// back (the rest of the piece's are when it ends). The results with their
  /// ranges, in order; nil when the input is below `threshold`, cannot be
  /// cut, or a piece said to stop.
  static func inPieces<R>(
    _ data: InputBytes, threshold: Int = ParallelFormat.threshold, pieceSize: Int? = nil,
    _ work: @escaping (Range<Int>, UnsafeBufferPointer<UInt8>, _ consumed: @escaping (Int) -> Void) -> (R, stop: Bool)
  ) -> [(range: Range<Int>, result: R)]? {
    let input = data.buffer
    guard input.count >= threshold else { return nil }
    let ranges = pieceSize.map { pieces(input, size: $0) } ?? balancedPieces(input)
    guard ranges.count >= 2 else { return nil }
    let results = onTwoThreads(ranges) { range in
      var released = range.lowerBound
      let result = work(range, UnsafeBufferPointer(rebasing: input[range])) {
        released = data.release(range: released..<(range.lowerBound + $0))
      }
      data.release(whole: released..<range.upperBound)
      return result
    }
    return results.map { zip(ranges, $0).map { (range: $0, result: $1) } }
  }

  /// `work` done on every range by two threads, one taking ranges from the
  /// first on and the other from the last back, until they meet; the results
  /// in the order of the ranges. Nil as soon as a piece of work says to stop
  /// (nothing more is started: the caller does the whole again in one pass).
  static func onTwoThreads<R>(_ ranges: [Range<Int>], _ work: @escaping (Range<Int>) -> (R, stop: Bool)) -> [R]? {
    let claims = WorkClaims(count: ranges.count)
    // Each thread keeps its own results (no state is shared but the claims).
    let take = { (next: () -> Int?) -> (done: [(Int, R)], stopped: Bool) in
      var done: [(Int, R)] = []
      while let k = next() {
        let (result, stop) = work(ranges[k])
        if stop {
          claims.close()
          return (done, true)
        }
        done.append((k, result))
      }
      return (done, false)
    }
    let (front, back) = TwoThreads.run({ take(claims.takeFront) }, { take(claims.takeBack) })
    guard !front.stopped, !back.stopped, front.done.count + back.done.count == ranges.count else { return nil }
    return (front.done + back.done).sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// The text cut at session headings for two threads that start at its
  /// two ends and meet near the middle: long pieces at the ends, shorter
  /// toward the middle (each a third of what is left to the middle, and at
  /// least `smallest`). The thread that finishes first then waits only for
  /// the short piece the other is on, wherever they meet. The whole as one
  /// piece when there is no heading to cut at.
  static func balancedPieces(_ b: UnsafeBufferPointer<UInt8>, smallest: Int = ParallelFormat.smallestPiece)
    -> [Range<Int>]
  {
    let smallest = Swift.max(smallest, 1)
    let middle = b.count / 2
    var targets = [middle]
    var x = 0
    while true {
      x += Swift.max(smallest, (middle - x) / 3)
      guard x < middle else { break }
      targets.append(x)
    }
    var y = b.count
    while true {
      y -= Swift.max(smallest, (y - middle) / 3)
      guard y > middle else { break }
      targets.append(y)
    }
    let sorted = targets.sorted()
    return cut(b) { lower in sorted.first { $0 > lower } }
  }

  /// The text cut at session headings (where `cutPoint` allows), every
  /// piece but the last at least `size` long; the whole as one piece when
  /// there is no such heading.
  static func pieces(_ b: UnsafeBufferPointer<UInt8>, size: Int) -> [Range<Int>] {
    let size = Swift.max(size, 1)
    return cut(b) { lower in b.count - lower >= 2 * size ? lower + size : nil }
  }

  /// The text cut at the first heading `cutPoint` finds from each place
  /// `next` names after the piece begun at `lower`, until it names none or
  /// no heading is left; the last piece runs to the end.
  private static func cut(_ b: UnsafeBufferPointer<UInt8>, next: (_ lower: Int) -> Int?) -> [Range<Int>] {
    var out: [Range<Int>] = []
    var lower = 0
    while let t = next(lower), let c = cutPoint(b, from: t), c > lower, c < b.count {
      out.append(lower..<c)
      lower = c
    }
    out.append(lower..<b.count)
    return out
  }

  /// Where to cut: the start of a heading line at or after the middle, with a
  /// blank line right above it and, above that blank, a line that is not a
  /// comment. Nil when there is none.
  static func cutPoint(_ b: UnsafeBufferPointer<UInt8>, from: Int? = nil) -> Int? {
    var i = Swift.min(Swift.max(from ?? b.count / 2, 0), b.count)
    while i < b.count, b[i] != 0x0A { i += 1 }
    while i + 1 < b.count {
      // `i` is at a line feed; the line after it starts at i + 1.
      let start = i + 1
      if Lexicon.isHeadingLine(b, start, b.count), isBlankLine(before: start, b),
        !isCommentLine(twoAbove: start, b)
      {
        return start
      }
      i = start
      while i < b.count, b[i] != 0x0A { i += 1 }
    }
    return nil
  }

  /// Is the line ending just before `start` empty (or only spaces, tabs, CR)?
  static func isBlankLine(before start: Int, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    var k = start - 2  // the byte before the line feed that ends the line above
    while k >= 0, b[k] != 0x0A {
      if !Lexicon.isBlank(b[k]), b[k] != 0x0D { return false }
      k -= 1
    }
    return k >= 0
  }

  /// Does the last non-blank line above the blank line above `start` hold a
  /// comment, or is there none?
  static func isCommentLine(twoAbove start: Int, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    var end = start - 1  // the line feed of the blank line
    while end > 0 {
      var s = end - 1
      while s >= 0, b[s] != 0x0A { s -= 1 }
      if b[(s + 1)..<end].contains(where: { !Lexicon.isBlank($0) && $0 != 0x0D }) {
        return Lexicon.commentStart(b, s + 1, end) != nil
      }
      end = s
    }
    return true
  }
}
