/// The unit of a weight.
public enum WeightUnit: String, Sendable, Hashable, CaseIterable {
  case kg
  case lb
}

/// The pound: exactly 0.45359237 kg (the international pound of 1959).
enum Pound {
  /// The pound in 10⁻⁸ kg, a whole number.
  static let hundredMillionthsOfKilogram: UInt64 = 45_359_237
  /// The places of that number: a pound is `hundredMillionthsOfKilogram · 10⁻⁸` kg.
  static let places = 8
  /// The pound in kilograms as a binary double, for what is rounded to a
  /// few places anyway (the apps' exports).
  static let kilograms = 0.45359237
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
