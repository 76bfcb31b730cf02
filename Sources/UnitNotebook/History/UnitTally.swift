/// Done sets counted by the unit of their weight: a total none asked a unit
/// for is given in the unit most of them use, kg on a tie. A new weight
/// unit is a new count here, where the compiler points.
struct WeightUnitTally: Hashable, Sendable {
  private(set) var kg = 0
  private(set) var lb = 0

  mutating func count(_ unit: WeightUnit) {
    switch unit {
    case .kg: kg += 1
    case .lb: lb += 1
    }
  }

  static func += (a: inout WeightUnitTally, b: WeightUnitTally) {
    a.kg += b.kg
    a.lb += b.lb
  }

  /// The unit most sets use, kg on a tie.
  var usual: WeightUnit { lb > kg ? .lb : .kg }
}

/// Distance sets counted by system: metres and kilometres, or miles. A
/// total none asked a unit for is in km, or in miles when most sets are.
struct DistanceUnitTally: Hashable, Sendable {
  private(set) var metric = 0
  private(set) var imperial = 0

  mutating func count(_ unit: DistanceUnit) {
    switch unit {
    case .m, .km: metric += 1
    case .mi: imperial += 1
    }
  }

  static func += (a: inout DistanceUnitTally, b: DistanceUnitTally) {
    a.metric += b.metric
    a.imperial += b.imperial
  }

  /// Kilometres, or miles when most distance sets are in miles.
  var usual: DistanceUnit { imperial > metric ? .mi : .km }
}
