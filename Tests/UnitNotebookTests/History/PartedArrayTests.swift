import Seeds
import Testing

@testable import UnitNotebook

/// The history's digests kept in the parts they were folded in
/// (`PartedArray`): read as one array, they must answer as the array
/// their parts joined would, whatever the parts' sizes (empty ones too).
@Suite struct PartedArrayTests {
  /// Random appends, joins of other parted arrays (moved as they join),
  /// and changes in place, each done to a plain array too: every reading
  /// — count, each index, iteration, `forEachIndexed`, each part's start —
  /// agrees with it.
  @Test(arguments: [1, 7, 42, 2026])
  func answersAsTheJoinedArray(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var parted = PartedArray<Int>()
    var plain: [Int] = []
    var next = 0
    for _ in 0..<60 {
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        for _ in 0..<Int.random(in: 0..<5, using: &random) {
          parted.append(next)
          plain.append(next)
          next += 1
        }
      case 1:
        // A later part, itself made of parts, its values moved as it joins.
        var later = PartedArray<Int>()
        var laterPlain: [Int] = []
        for _ in 0..<Int.random(in: 0..<3, using: &random) {
          var part = PartedArray<Int>()
          let n = Int.random(in: 0..<6, using: &random)
          for _ in 0..<n {
            part.append(next)
            laterPlain.append(next)
            next += 1
          }
          later.append(partsOf: &part) { _ in }
          #expect(part.isEmpty)
        }
        parted.append(partsOf: &later) { $0 += 1_000_000 }
        plain += laterPlain.map { $0 + 1_000_000 }
        #expect(later.isEmpty)
      case 2:
        guard !plain.isEmpty else { continue }
        let i = Int.random(in: 0..<plain.count, using: &random)
        parted[i] = -parted[i]
        plain[i] = -plain[i]
      default:
        parted.reserveCapacity(parted.count + 8)
      }
      #expect(parted.count == plain.count)
      #expect(Array(parted) == plain)
      #expect(parted.indices.map { parted[$0] } == plain)
      var walked: [Int] = []
      parted.forEachIndexed { i, x in
        #expect(i == walked.count)
        walked.append(x)
      }
      #expect(walked == plain)
      for p in parted.parts.indices {
        let start = parted.start(ofPart: p)
        #expect(Array(plain[start..<(start + parted.parts[p].count)]) == parted.parts[p])
      }
    }
  }

  /// A part that joins is changed in place, not copied: its storage is
  /// the one it was written in.
  @Test func aJoinedPartKeepsItsStorage() {
    var first = PartedArray<Int>()
    first.append(1)
    var later = PartedArray<Int>()
    for x in 2...100 { later.append(x) }
    let before = later.parts[0].withUnsafeBufferPointer { $0.baseAddress }
    first.append(partsOf: &later) { $0 *= 2 }
    #expect(first.parts.count == 2)
    #expect(first.parts[1].withUnsafeBufferPointer { $0.baseAddress } == before)
    #expect(Array(first) == [1] + (2...100).map { $0 * 2 })
  }
}
