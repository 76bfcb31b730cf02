import Seeds
import Testing

@testable import UnitNotebook

/// `LineCounter` against the rule it keeps (lines count line feeds, columns
/// count Unicode scalars from the line's start): the scanner's column,
/// counted from the line's start each time.
@Suite struct LineCounterTests {
  /// The line and column of `offset` by the rule, counted from the start.
  static func reference(_ b: UnsafeBufferPointer<UInt8>, _ offset: Int) -> (Int, Int) {
    let target = Swift.max(0, Swift.min(offset, b.count))
    var line = 1
    var lineStart = 0
    for i in 0..<target where b[i] == 0x0A {
      line += 1
      lineStart = i + 1
    }
    return (line, Scanner.column(of: target, lineStart: lineStart, in: b))
  }

  /// Text of ASCII, two-, three- and four-byte characters and line feeds,
  /// asked about at offsets that mostly go forward and sometimes back, on
  /// a character's first byte or inside it, and past the end.
  @Test(arguments: 0..<20 as Range<UInt64>)
  func locationsAreTheRulesInAnyOrder(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let pieces: [[UInt8]] = [
      Array("a".utf8), Array("é".utf8), Array("×".utf8), Array("😀".utf8), [0x0A], Array(" ".utf8),
    ]
    var text: [UInt8] = []
    for _ in 0..<(Int(random.next() % 300) + 1) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
    text.withUnsafeBufferPointer { b in
      var counter = LineCounter(b)
      var offset = 0
      for _ in 0..<200 {
        if random.next() % 8 == 0 {
          offset = Int(random.next() % UInt64(b.count + 3))  // anywhere, back or past the end
        } else {
          offset += Int(random.next() % 12)
        }
        let (line, column) = counter.location(of: offset)
        let expected = LineCounterTests.reference(b, offset)
        #expect(line == expected.0 && column == expected.1, "offset \(offset) of \(b.count)")
      }
    }
  }
}
