/// Sets counted by the unit their totals are given in (`TotalledUnit`): a
/// total none asked a unit for is given in the unit most of them use, the
/// first of the units' order on a tie (kilograms, kilometres). Keyed by
/// the unit's place, so a new unit is counted without a change here (up
/// to eight units of a kind).
struct UnitTally<Unit: TotalledUnit>: Hashable, Sendable {
  /// Sets by the place of their total unit in `Unit.allCases`.
  private var counts = SIMD8<Int32>()

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
