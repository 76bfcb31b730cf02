import Seeds
import Testing

@testable import UnitNotebook

/// The scanner reads eight bytes at a time up to the first byte that needs
/// a look. Its mask must flag exactly those bytes, in every position of the
/// word: a byte missed would let a control character, a comment or a
/// non-ASCII byte through unchecked; a byte flagged for nothing only costs
/// time. And a line read in words must be read as one read a byte at a time.
@Suite struct ScannerTests {
  /// The rule, a byte at a time: below 0x20 but a tab, a slash, DEL, or not ASCII.
  static func needsLook(_ b: UInt8) -> Bool {
    b < 0x20 && b != 0x09 || b == UInt8(ascii: "/") || b >= 0x7F
  }

  static func expectedMask(_ bytes: [UInt8]) -> UInt64 {
    var mask: UInt64 = 0
    for (k, b) in bytes.enumerated() where needsLook(b) { mask |= 0x80 << (8 * UInt64(k)) }
    return mask
  }

  static func word(_ bytes: [UInt8]) -> UInt64 {
    var w: UInt64 = 0
    for (k, b) in bytes.enumerated() { w |= UInt64(b) << (8 * UInt64(k)) }
    return UInt64(littleEndian: w)
  }

  @Test func everyByteInEveryPlaceIsFlaggedExactly() {
    for filler: UInt8 in [0x61, 0x20, 0x09, 0x2F, 0x0A, 0x7F, 0x80, 0xFF, 0x00] {
      for place in 0..<8 {
        for b in 0...255 {
          var bytes = [UInt8](repeating: filler, count: 8)
          bytes[place] = UInt8(b)
          let got = Scanner.specialBytes(ScannerTests.word(bytes))
          #expect(got == ScannerTests.expectedMask(bytes), "byte \(b) at \(place) among \(filler)")
        }
      }
    }
  }

  @Test func randomWordsAreFlaggedExactly() {
    var random = SplitMix64(seed: 0x5CA_77E2)
    // Bytes drawn mostly from the ones near the mask's edges.
    let edges: [UInt8] = [
      0x00, 0x08, 0x09, 0x0A, 0x0D, 0x1F, 0x20, 0x2E, 0x2F, 0x30, 0x7E, 0x7F, 0x80, 0x97, 0xC3, 0xE2, 0xFF,
    ]
    for _ in 0..<20_000 {
      let bytes = (0..<8).map { _ -> UInt8 in
        let r = random.next()
        return r & 1 == 0 ? edges[Int((r >> 8) % UInt64(edges.count))] : UInt8(truncatingIfNeeded: r >> 16)
      }
      #expect(Scanner.specialBytes(ScannerTests.word(bytes)) == ScannerTests.expectedMask(bytes), "\(bytes)")
    }
  }

  /// Lines with indentation, tabs, comments, control bytes and UTF-8 of each
  /// length, at every offset against the eight-byte steps: each field the
  /// scanner returns, against what the line says.
  @Test func linesAreSplitAsWritten() {
    let lines: [String] = [
      "", "  ", "\t\t", "Squat", "  100kg × 5 ✓ @8", "\t- 75.5KG X 4 DONE rest 2:00",
      "Bench // a comment", "  // own line", "http://x.y no comment", "a\u{7}b", "Kniebeuge\r",
      "Жим лёжа", "  \t 60kg x 5   ", "x // y // z", "tab\tinside\tline",
    ]
    for pad in 0..<9 {
      let prefix = String(repeating: "a", count: pad) + "\n"
      let text = prefix + lines.joined(separator: "\n") + "\n"
      let bytes = Array(text.utf8)
      bytes.withUnsafeBufferPointer { b in
        var scanner = Scanner(b)
        _ = scanner.nextLine()
        for line in lines {
          guard let scanned = scanner.nextLine() else {
            Issue.record("ran out of lines at \(line)")
            return
          }
          // `\r\n` ends a line as `\n` does: the CR is not part of it.
          var raw = Array(line.utf8)
          if raw.last == 0x0D { raw.removeLast() }
          let start = scanned.range.start
          let got = Array(b[scanned.range.start..<scanned.range.end])
          #expect(got == raw, "\(line)")
          var indent = 0
          while indent < raw.count, raw[indent] == 0x20 || raw[indent] == 0x09 { indent += 1 }
          #expect(scanned.contentStart - start == Swift.min(indent, got.count), "\(line)")
          let problem = raw.firstIndex { $0 < 0x20 && $0 != 0x09 || $0 == 0x7F }
          #expect(scanned.problem?.offset.advanced(by: -start) == problem, "\(line)")
          let comment = Lexicon.commentStart(b, start, scanned.range.end)
          #expect(scanned.comment?.start == comment, "\(line)")
          var contentEnd = comment ?? scanned.range.end
          while contentEnd > scanned.contentStart, b[contentEnd - 1] == 0x20 || b[contentEnd - 1] == 0x09 {
            contentEnd -= 1
          }
          #expect(scanned.contentEnd == contentEnd, "\(line)")
        }
      }
    }
  }
}
