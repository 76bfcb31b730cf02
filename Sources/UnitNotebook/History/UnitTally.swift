/// Sets counted by the unit their totals are given in (`TotalledUnit`),
/// keyed by the unit's place (up to four units of a kind): a total none
/// asked a unit for is in the unit most use, the first on a tie.
struct UnitTally<Unit: TotalledUnit>: Hashable, Sendable {
  /// Sets by the place of their total unit in `Unit.allCases`.
  private var counts = SIMD4<Int32>()

  mutating func count(_ unit: Unit) {
    let i = unit.totalUnit.place
    if i < counts.scalarCount { counts[i] &+= 1 }
  }

  static func += (a: inout UnitTally, b: UnitTally) { a.counts &+= b.counts }

  /// The unit most sets use, the first on a tie.
  var usual: Unit {
    var best = Unit.firstTotalUnit
    var most: Int32 = -1
    for u in Unit.allCases where u.totalUnit == u && u.place < counts.scalarCount {
      if counts[u.place] > most { (best, most) = (u, counts[u.place]) }
    }
    return best
  }
}
