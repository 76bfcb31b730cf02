import Seeds
import Testing

@testable import UnitNotebook

/// The printer prints exercise names through a small cache of their printed
/// forms. Whatever names come, in whatever order, what it prints must be
/// what escaping each name anew prints: hits, misses, names that share a set
/// and names put out of the cache alike.
@Suite struct NameCacheTests {
  static func printedAnew(_ name: [UInt8]) -> [UInt8] {
    var out = ByteWriter()
    name.withUnsafeBufferPointer { TextEscaper.append($0, context: .name, to: &out) }
    let colon = out.withUnsafeBufferPointer { TextEscaper.nameNeedsColon($0) }
    if colon { out.append(UInt8(ascii: ":")) }
    return out.bytes
  }

  @Test func namesPrintAsEscapedAnewInAnyOrder() {
    // Plain names, names that need an escape or a colon, long and short,
    // and more of them than the cache has slots.
    var pool: [[UInt8]] = [
      "Squat", "Dip", "Farmer Carry", "Bench Press", "Bench: Press", "A1. Row", "3x5 Curl", "Row // x",
      "Жим лёжа", "Développé couché", "x", "Curl\\", String(repeating: "Long name ", count: 30),
    ].map { Array($0.utf8) }
    for k in 0..<600 { pool.append(Array("Exercise \(k * 7919 % 1000)".utf8)) }
    var random = SplitMix64(seed: 0x0A11_CE55)
    var cache = NameCache()
    var out = ByteWriter()
    var expected: [UInt8] = []
    for turn in 0..<20_000 {
      // Mostly a few names over and over, as a log has them; sometimes any.
      let r = random.next()
      let name = turn % 5 == 0 ? pool[Int(r % UInt64(pool.count))] : pool[Int(r % 13)]
      name.withUnsafeBufferPointer { cache.append($0, to: &out) }
      expected += NameCacheTests.printedAnew(name)
      out.append(0x0A)
      expected.append(0x0A)
    }
    NameCacheTests.expectSame(out.bytes, expected)
  }

  /// Says where the printed names first differ (not the whole arrays).
  static func expectSame(_ got: [UInt8], _ expected: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
    guard got != expected else { return }
    let i =
      (0..<Swift.min(got.count, expected.count)).first { got[$0] != expected[$0] }
      ?? Swift.min(got.count, expected.count)
    let around = { (b: [UInt8]) in String(decoding: b[Swift.max(0, i - 20)..<Swift.min(b.count, i + 20)], as: UTF8.self)
    }
    Issue.record(
      "printed names differ at byte \(i): `\(around(got))` against `\(around(expected))`",
      sourceLocation: sourceLocation)
  }

  /// Names that land in one set of two: the two used last stay, whichever
  /// order they come in.
  @Test func namesSharingASetPrintAlike() {
    var sharing: [[UInt8]] = []
    var k = 0
    let target = Array("Dip".utf8).withUnsafeBufferPointer { NameCache.slot($0) } / 2
    while sharing.count < 4, k < 1_000_000 {
      let name = Array("Name \(k)".utf8)
      if name.withUnsafeBufferPointer({ NameCache.slot($0) }) / 2 == target { sharing.append(name) }
      k += 1
    }
    #expect(sharing.count == 4)
    var cache = NameCache()
    var out = ByteWriter()
    var expected: [UInt8] = []
    for turn in 0..<400 {
      let name = sharing[(turn * turn + turn / 3) % sharing.count]
      name.withUnsafeBufferPointer { cache.append($0, to: &out) }
      expected += NameCacheTests.printedAnew(name)
    }
    NameCacheTests.expectSame(out.bytes, expected)
  }
}
