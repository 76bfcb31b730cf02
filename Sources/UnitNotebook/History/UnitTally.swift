/// Sets counted by the unit their totals are given in (`TotalledUnit`): a
/// total none asked a unit for is given in the unit most of them use, the
/// first of the units' order on a tie (kilograms, kilometres). Keyed by
/// unit, so a new unit is counted without a change here.
struct UnitTally<Unit: TotalledUnit>: Hashable, Sendable {
  private var counts: [Unit: Int] = [:]

  mutating func count(_ unit: Unit) { counts[unit.totalUnit, default: 0] += 1 }

  static func += (a: inout UnitTally, b: UnitTally) {
    a.counts.merge(b.counts, uniquingKeysWith: +)
  }

  /// The unit most sets use, the first on a tie.
  var usual: Unit {
    var best = Unit.firstTotalUnit
    var most = -1
    for u in Unit.allCases where u.totalUnit == u {
      let n = counts[u] ?? 0
      if n > most { (best, most) = (u, n) }
    }
    return best
  }
}
