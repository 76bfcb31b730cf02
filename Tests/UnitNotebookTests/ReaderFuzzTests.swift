import Testing

@testable import UnitNotebook

/// Readers on damaged input: golden files with random bytes changed,
/// dropped or added. A reader never crashes, and whatever it accepts obeys the
/// model's invariants and survives notebook text and back unchanged.
@Suite struct ReaderFuzzTests {
  static let pieces: [[UInt8]] = [
    "\"", "\\", ",", "\n", "\r\n", "{", "}", "[", "]", ":", "-", "0", "9", ".", "e", "'", "=", " ", "\t",
    "null", "true", "1e400", "\\u0000", "é", "\u{0}", "A1", "done", "kg",
  ].map { Array($0.utf8) }

  static func damaged(_ bytes: [UInt8], seed: UInt64) -> [UInt8] {
    var rng = SeededRandom(seed: seed)
    var b = bytes
    for _ in 0..<rng.int(1...4) where !b.isEmpty {
      let at = rng.int(0...(b.count - 1))
      switch rng.int(0...2) {
      case 0: b.remove(at: at)
      case 1: b.insert(contentsOf: rng.pick(pieces), at: at)
      default: b[at] = UInt8(truncatingIfNeeded: rng.next())
      }
    }
    return b
  }

  static let inputs: [(ConversionLaws.Format, String)] =
    Fixtures.names("json", ext: "json").map { (.json, $0) } + Fixtures.names("csv", ext: "csv").map { (.csv, $0) }

  @Test(arguments: inputs)
  func acceptedInputKeepsTheLaws(_ format: ConversionLaws.Format, _ name: String) throws {
    let golden = try Fixtures.bytes(format.rawValue, name + "." + format.rawValue)
    for seed in UInt64(1)...400 {
      let input = Self.damaged(golden, seed: seed)
      let result = format.read(input)
      guard let notebook = result.notebook else {
        #expect(result.diagnostics.contains { $0.severity == .error }, "refused without an error")
        continue
      }
      let shown = String(decoding: input, as: UTF8.self)
      #expect(notebook.invariants == [], "\(shown)")
      let text = notebook.canonicalUTF8
      let back = Notebook.parse(utf8: text)
      #expect(!back.hasErrors && back.notebook == notebook, "accepted but does not survive text\n\(shown)")
      #expect(format.read(format.write(notebook)).notebook == notebook, "\(shown)")
    }
  }
}
