/// The unit of a weight.
public enum WeightUnit: String, Sendable, Hashable, CaseIterable {
  case kg
  case lb
}

/// What Unit knows of a weight unit beyond its spelling (Syntax/Spellings):
/// the one place a unit is described. Its size and every step the planner
/// takes in it are read from here, so a new unit is its case, its entry
/// here and its spelling.
struct WeightUnitFacts {
  /// The unit's mass: `mass · 10^-places` kg, exactly.
  var mass: UInt64
  var places: Int
  /// The same as a binary double, for what is rounded to a few places
  /// anyway (the apps' exports).
  var kilograms: Double
  /// A training max's increment when it says none (2.5 kg, 5 lb).
  var increment: DecimalValue
  /// The planner's step when it converts a step into this unit
  /// (`stepDigits · 10^-stepPlaces`: a quarter kilogram, half a pound).
  var stepDigits: Int64
  var stepPlaces: Int
  /// A stalled load is deloaded to a multiple of this without a step of its own.
  var deloadStep: DecimalValue
  /// The distance unit an app's metric or imperial setting pairs with it.
  var appDistance: DistanceUnit
}

extension WeightUnit {
  /// The units, as a message lists them: `kg or lb`.
  static var listed: String {
    let names = allCases.map(\.rawValue)
    return names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") : names.joined()
  }

  var facts: WeightUnitFacts {
    switch self {
    case .kg: WeightUnitFacts.kg
    case .lb: WeightUnitFacts.lb
    }
  }
}

extension WeightUnitFacts {
  // Made once: a unit's facts are read for every set weighed.
  static let kg = WeightUnitFacts(
    mass: 1, places: 0, kilograms: 1, increment: 2.5, stepDigits: 25, stepPlaces: 2, deloadStep: 0.5,
    appDistance: .km)
  // The international pound of 1959: exactly 0.45359237 kg.
  static let lb = WeightUnitFacts(
    mass: 45_359_237, places: 8, kilograms: 0.45359237, increment: 5, stepDigits: 5, stepPlaces: 1,
    deloadStep: 1, appDistance: .mi)
}

/// The unit of a distance.
public enum DistanceUnit: String, Sendable, Hashable, CaseIterable {
  case m
  case km
  case mi
}

/// A unit whose sets are added up into totals: the unit a total is given
/// in (a distance in metres is totalled in kilometres), and the first of
/// them, which a total without sets is given in.
protocol TotalledUnit: CaseIterable, Hashable, Sendable {
  var totalUnit: Self { get }
  static var firstTotalUnit: Self { get }
  /// Its place in `allCases` (a tally's index).
  var place: Int { get }
}

extension WeightUnit: TotalledUnit {
  var totalUnit: WeightUnit { self }
  static var firstTotalUnit: WeightUnit { .kg }
  var place: Int {
    switch self {
    case .kg: 0
    case .lb: 1
    }
  }
}

extension DistanceUnit: TotalledUnit {
  var totalUnit: DistanceUnit { self == .m ? .km : self }
  static var firstTotalUnit: DistanceUnit { .km }
  var place: Int {
    switch self {
    case .m: 0
    case .km: 1
    case .mi: 2
    }
  }
}

/// A weight with its unit: `102.5kg`, `225lb`. The value may be negative only
/// as the assistance of an assisted bodyweight set (`BW-25kg`).
public struct Weight: Sendable, Hashable {
  public var value: DecimalValue
  public var unit: WeightUnit

  public init(_ value: DecimalValue, _ unit: WeightUnit) {
    self.value = value
    self.unit = unit
  }
}

/// A distance with its unit: `40m`, `5km`, `3mi`.
public struct Distance: Sendable, Hashable {
  public var value: DecimalValue
  public var unit: DistanceUnit

  public init(_ value: DecimalValue, _ unit: DistanceUnit) {
    self.value = value
    self.unit = unit
  }
}

/// What a set moves: a weight, or the lifter's own body with optional added
/// (`BW+20kg`) or assisting (`BW-25kg`) weight.
public enum Load: Sendable, Hashable {
  /// An external weight: `100kg`.
  case weight(Weight)
  /// Bodyweight: `BW` when `added` is nil, `BW+20kg` or `BW-25kg` otherwise
  /// (assistance is a negative added weight).
  case bodyweight(added: Weight?)
}

/// Whether a set was done, failed, or is still a plan.
public enum SetStatus: String, Sendable, Hashable, CaseIterable {
  case done
  case failed
  case planned
}

/// The role of a set in an exercise.
public enum SetKind: String, Sendable, Hashable, CaseIterable {
  case normal
  case warmup
  case drop
  case failure
}
