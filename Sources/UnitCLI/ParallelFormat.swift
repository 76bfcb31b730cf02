#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import UnitNotebook

/// Formats or checks a large notebook on two cores. Sessions are independent, so the
/// text is cut at a session heading near the middle and each half is
/// formatted on its own thread; the two outputs joined by a blank line are
/// the canonical text of the whole. The cut is only made at a heading that a
/// blank line and a line that is not a comment precede, so no comment can
/// attach differently across it. When either half has errors (or the two
/// name a routine alike, a warning neither half sees), the whole text is
/// formatted again in one pass, so the diagnostics and their line numbers
/// are exactly those of a single pass.
enum ParallelFormat {
  /// Below this size one pass is quicker than starting a thread.
  static let threshold = 4 << 20

  /// The canonical text in parts to be written one after the other (no part
  /// is copied into another), or nil with the diagnostics. (Tests under
  /// ThreadSanitizer pass a lower `threshold`, to run the two threads on a
  /// smaller notebook.)
  static func format(_ data: InputBytes, threshold: Int = ParallelFormat.threshold)
    -> (parts: [ByteBuffer]?, diagnostics: [Diagnostic])
  {
    let input = data.buffer
    guard input.count >= threshold, let cut = cutPoint(input) else {
      let (output, diagnostics) = NotebookFormatter.formatIntoBuffer(input, outputMemory: MemoryAdvice.largePages) {
        data.release(upTo: $0)
      }
      return (output.map { [$0] }, diagnostics)
    }
    let first = UnsafeBufferPointer(rebasing: input[0..<cut])
    let second = UnsafeBufferPointer(rebasing: input[cut...])
    let (a, b) = TwoThreads.run(
      {
        var released = 0
        return NotebookFormatter.formatIntoBuffer(namingRoutines: first, outputMemory: MemoryAdvice.largePages) {
          released = data.release(range: released..<$0)
        }
      },
      {
        var released = cut
        return NotebookFormatter.formatIntoBuffer(namingRoutines: second, outputMemory: MemoryAdvice.largePages) {
          released = data.release(range: released..<(cut + $0))
        }
      })
    // Two routines of one name, one in each half, are a warning only one pass gives.
    guard let x = a.output, let y = b.output, a.diagnostics.isEmpty, b.diagnostics.isEmpty,
      !NotebookFormatter.shareRoutineNames(a.routines, b.routines)
    else {
      let (output, diagnostics) = NotebookFormatter.formatIntoBuffer(input, outputMemory: MemoryAdvice.largePages)
      return (output.map { [$0] }, diagnostics)
    }
    // A blank line goes between the last session of one half and the first
    // of the other.
    var blank = ByteBuffer()
    blank.append(UInt8(ascii: "\n"))
    return (x.count > 0 && y.count > 0 ? [x, blank, y] : [x, y], [])
  }

  /// The diagnostics of `unit check`, on two cores for a large file. When a
  /// half reports anything, the whole file is checked again in one pass, so
  /// positions and order are exactly those of a single pass. (Tests under
  /// ThreadSanitizer pass a lower `threshold`, as for `format`.)
  static func check(_ data: InputBytes, threshold: Int = ParallelFormat.threshold) -> [Diagnostic] {
    let input = data.buffer
    guard input.count >= threshold, let cut = cutPoint(input) else {
      var released = 0
      return NotebookFormatter.check(buffer: input) { released = data.release(range: released..<$0) }
    }
    let first = UnsafeBufferPointer(rebasing: input[0..<cut])
    let second = UnsafeBufferPointer(rebasing: input[cut...])
    let (a, b) = TwoThreads.run(
      {
        var released = 0
        return NotebookFormatter.check(namingRoutines: first) { released = data.release(range: released..<$0) }
      },
      {
        var released = cut
        return NotebookFormatter.check(namingRoutines: second) { released = data.release(range: released..<(cut + $0)) }
      })
    guard a.diagnostics.isEmpty, b.diagnostics.isEmpty, !NotebookFormatter.shareRoutineNames(a.routines, b.routines)
    else { return NotebookFormatter.check(buffer: input) }
    return []
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
      if b[k] != 0x20, b[k] != 0x09, b[k] != 0x0D { return false }
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
