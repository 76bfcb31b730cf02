import Seeds
import Testing

@testable import UnitNotebook

/// `Words.isPlainName` lets the parser read a line with no digit, `:`, `bw`
/// or 0xE2 as a name at once. It reads eight bytes at a time, so it is
/// held to the rule read a byte at a time in every place of the word and
/// across two words; and the parser's shortcut is held to the general path
/// (`FastSetTests.expectSamePaths`) over names as lifters write them.
@Suite struct PlainNameTests {
  /// The rule, a byte at a time.
  static func isPlainName(_ bytes: [UInt8]) -> Bool {
    for (k, c) in bytes.enumerated() {
      if (0x30...0x3A).contains(c) || c == 0xE2 { return false }
      if c | 0x20 == 0x62, k + 1 < bytes.count, bytes[k + 1] | 0x20 == 0x77 { return false }
    }
    return true
  }

  /// `isPlainName` over `bytes[s..<e]` inside a longer buffer, so bytes past
  /// `e` are read by the eight-byte steps and must be masked off.
  static func words(_ buffer: [UInt8], _ s: Int, _ e: Int) -> Bool {
    buffer.withUnsafeBufferPointer { Words.isPlainName($0, s, e) }
  }

  @Test func everyByteInEveryPlaceIsReadAsTheRuleSays() {
    for filler: UInt8 in [0x61, 0x20, 0x62, 0x77, 0xD0, 0xE2, 0x30] {
      for length in 1...17 {
        for place in 0..<length {
          for b in 0...255 {
            var bytes = [UInt8](repeating: filler, count: length)
            bytes[place] = UInt8(b)
            // Bytes that would stop the name follow it in the buffer.
            let buffer = [0x41] + bytes + [0x31, 0x77, 0x3A, 0x3A, 0x31, 0x31, 0x31, 0x31, 0x31]
            let want = PlainNameTests.isPlainName(bytes)
            #expect(
              PlainNameTests.words(buffer, 1, 1 + length) == want,
              "byte \(b) at \(place) of \(length) among \(filler)")
          }
        }
      }
    }
  }

  /// `b` and `w` in every pair of places, across the eight-byte steps.
  @Test func bwIsFoundAcrossTheSteps() {
    for length in 2...20 {
      for place in 0..<(length - 1) {
        for (b, w) in [(0x62, 0x77), (0x42, 0x57), (0x62, 0x57), (0x42, 0x77), (0x62, 0x62), (0x77, 0x62)] {
          var bytes = [UInt8](repeating: 0x61, count: length)
          bytes[place] = UInt8(b)
          bytes[place + 1] = UInt8(w)
          for offset in 0..<8 {
            let buffer = [UInt8](repeating: 0x20, count: offset) + bytes + [UInt8](repeating: 0x20, count: 8)
            #expect(
              PlainNameTests.words(buffer, offset, offset + length) == PlainNameTests.isPlainName(bytes),
              "\(bytes) at \(offset)")
          }
        }
      }
    }
  }

  @Test func randomTextIsReadAsTheRuleSays() {
    var random = SplitMix64(seed: 0xBA_5E_0F_4A3E)
    let pieces: [[UInt8]] = ["a", "B", "w", "W", " ", "\t", "ж", "✓", "×", "深", "1", ":", "@", "-", "(", "é", "b"].map {
      Array($0.utf8)
    }
    for _ in 0..<20_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int(random.next() % 24) { bytes += pieces[Int(random.next() % UInt64(pieces.count))] }
      let offset = Int(random.next() % 8)
      let buffer = [UInt8](repeating: 0x20, count: offset) + bytes + [0x31, 0x77]
      #expect(
        PlainNameTests.words(buffer, offset, offset + bytes.count) == PlainNameTests.isPlainName(bytes), "\(bytes)")
    }
  }

  /// At the very end of the text the last bytes are read one by one.
  @Test func theEndOfTheTextIsRead() {
    for name in ["Squat", "Bench Press", "Жим лёжа", "Pullup bw", "Row 5", "Curl:", "A", "深蹲 ", "Deadlift ✓"] {
      let bytes = Array(name.utf8)
      #expect(PlainNameTests.words(bytes, 0, bytes.count) == PlainNameTests.isPlainName(bytes), "\(name)")
    }
  }

  /// Names alone, and names with what would make them something else, read
  /// alike with and without the shortcut; and a name alone is taken by it.
  @Test func namesReadAlikeBothWays() {
    let names = [
      "Squat", "Bench Press", "Жим лёжа", "深蹲", "Rudern (Langhantel)", "Développé couché", "Deadlift", "Dip",
      "warmup", "Warm-up", "drop", "failure", "Front Squat", "Face Pull", "Bwalk", "Elbow Plank", "Row x five",
      "Curl \\: hammer", "Curl\\:", "Squat // belt", "Squat ✓", "Squat ✔", "Squat @8", "Squat: 5", "A1. Squat",
      "a1: Squat", "Squat BW", "Pullup Bw x 8", "Squat > note", "Squat x", "Squat × 5", "Squat 100kg x 5",
      "Squat rest", "Squat @", "Squat @ hard", "B1) Row", "Squat – paused", "Squat\t paused", "x", "- Squat", "* Bench Press", "BW x 8",
    ]
    var text = "# 2026-11-29 Day\n"
    for n in names { text += n + "\n  100kg × 5\n" }
    text += "\n# Routine Lower\n"
    for n in names { text += n + "\n  100kg 3×5\n" }
    FastSetTests.expectSamePaths(text)
  }
}
