/// The training arithmetic, in one place: exact masses (the units' sizes
/// are `WeightUnit.facts`, in Model/Units.swift, beside `WeightUnit`)
/// and their conversions and rounding, Epley's estimated one-rep max, and
/// the kinds of personal record. Records, series, stats, the planner, the outline's
/// summaries and the apps' exports all ask here; none of them spells a
/// factor of its own (docs/ARCHITECTURE.md, "The training kernel").
///
/// Sections, in order: units and exact masses; one-rep max; record kinds;
/// and a last, empty one where programs add their tables (RPE percentages,
/// training maxes) beside what they build on.

// MARK: - Units and exact masses

extension ExactAmount {
  /// Places of the fixed point weights are kept at: 10⁻²³ kg, so that a
  /// unit of up to eight places (the pound's 0.45359237 kg) of a number
  /// with fifteen places is whole.
  static let massPlaces = 23
  /// 10⁻¹⁸ m: a mile is 1609.344 m (three places).
  static let distancePlaces = 18
  /// 10⁻¹⁵ s.
  static let secondsPlaces = 15

  /// A weight's magnitude in 10⁻²³ kg.
  static func mass(_ w: Weight) -> ExactAmount {
    mass(w.value, w.unit)
  }

  static func mass(_ value: DecimalValue, _ unit: WeightUnit) -> ExactAmount {
    mass(magnitude: value.significand.magnitude, places: Int(value.scale), unit)
  }

  /// `magnitude · 10^-places` of `unit` in 10⁻²³ kg.
  static func mass(magnitude: UInt64, places: Int, _ unit: WeightUnit) -> ExactAmount {
    // One product with the unit's factor at these places (a set's weight
    // is taken for every record it might beat).
    if places >= 0, places <= maxFactorPlaces, unit.place < factors.count {
      return factors[unit.place][places].times(magnitude)
    }
    let size = unitSize(unit)
    return ExactAmount(magnitude).times(size.mass).timesPowerOfTen(massPlaces - size.places - places)
  }

  /// A unit's mass as a whole number of `10^-places` kg (its facts).
  static func unitSize(_ unit: WeightUnit) -> (mass: UInt64, places: Int) { (unit.facts.mass, unit.facts.places) }

  /// 10⁻²³ kg in a unit of the last place of a kilogram or pound number
  /// with 0…15 places: 10^(23−p) and 45359237 · 10^(15−p).
  static let maxFactorPlaces = 15
  /// Those of each unit, by its place.
  static let factors: [[ExactAmount]] = WeightUnit.allCases.map(factors)

  private static func factors(_ unit: WeightUnit) -> [ExactAmount] {
    let size = unitSize(unit)
    return (0...maxFactorPlaces).map { ExactAmount(size.mass).timesPowerOfTen(massPlaces - size.places - $0) }
  }

  /// A distance in 10⁻¹⁸ m.
  static func distance(_ d: Distance) -> ExactAmount {
    let digits = ExactAmount(d.value.significand.magnitude)
    let places = Int(d.value.scale)
    switch d.unit {
    case .m: return digits.timesPowerOfTen(distancePlaces - places)
    case .km: return digits.timesPowerOfTen(distancePlaces + 3 - places)
    case .mi: return digits.times(1_609_344).timesPowerOfTen(distancePlaces - 3 - places)
    }
  }

  /// A duration in 10⁻¹⁵ s.
  static func seconds(_ s: DecimalValue) -> ExactAmount {
    ExactAmount(s.significand.magnitude).timesPowerOfTen(secondsPlaces - Int(s.scale))
  }

  /// A mass in 10⁻²³ kg, divided by `divisor`, as tenths of `unit`,
  /// rounded half up once.
  func tenths(of unit: WeightUnit, dividedBy divisor: UInt64 = 1) -> ExactAmount {
    multiples(of: unit, dividedBy: divisor, step: 1, places: 1)
  }

  /// A mass in 10⁻²³ kg, divided by `divisor`, as a whole number of steps
  /// of `step · 10^-places` of `unit` (a tenth: 1 and 1; a quarter
  /// kilogram: 25 and 2), rounded half up once.
  func multiples(of unit: WeightUnit, dividedBy divisor: UInt64 = 1, step: UInt64, places: Int) -> ExactAmount {
    // A step of a kilogram is `step · 10^(23 − places)` of 10⁻²³ kg; of a
    // pound, `step · 45359237 · 10^(15 − places)`.
    let size = ExactAmount.unitSize(unit)
    let (unitStep, o1) = size.mass.multipliedReportingOverflow(by: step)
    let (factor, o2) = unitStep.multipliedReportingOverflow(by: divisor)
    guard !o1, !o2 else { return .zero }
    return rounded(dividingBy: factor, tenToThe: ExactAmount.massPlaces - size.places - places)
  }

  /// A distance in 10⁻¹⁸ m as hundredths of a kilometre or a mile.
  func hundredths(of unit: DistanceUnit) -> ExactAmount {
    switch unit {
    case .m: return rounded(dividingBy: 1, tenToThe: ExactAmount.distancePlaces - 2)
    case .km: return rounded(dividingBy: 1, tenToThe: ExactAmount.distancePlaces + 1)
    case .mi: return rounded(dividingBy: 1_609_344, tenToThe: ExactAmount.distancePlaces - 5)
    }
  }
}

/// Weights from one unit into the other.
enum WeightConversion {
  /// A weight in `unit`: as written in that unit, else converted and rounded
  /// to the nearest `step · 10^-places` of it (never below one step); nil
  /// when the result would not fit a number. The planner's steps: a
  /// quarter kilogram (25, 2) or half a pound (5, 1).
  static func exact(_ w: Weight, in unit: WeightUnit, step: Int64, places: Int) -> DecimalValue? {
    if w.unit == unit { return w.value }
    let m = ExactAmount.mass(Weight(w.value.magnitude, w.unit))
    guard step > 0, let n = m.multiples(of: unit, step: UInt64(step), places: places).uint64, n < 1 << 50 else {
      return nil
    }
    return DecimalValue(significand: Int64(Swift.max(n, 1)) * step, scale: places)
  }

  /// A weight in `unit` through binary doubles (the units' `facts.kilograms`),
  /// not yet rounded: the apps' exports round it to a few places.
  static func approximate(_ w: Weight, in unit: WeightUnit) -> Double {
    guard w.unit != unit else { return w.value.doubleValue }
    return w.value.doubleValue * w.unit.facts.kilograms / unit.facts.kilograms
  }
}

// MARK: - One-rep max

/// Epley's estimated one-rep max: w × (1 + r/30), and a single's own
/// weight, from sets of 1 to 12 reps. The history keeps it exactly, as the
/// mass times `30 · (1 + r/30)` (30 for a single, 30 + r else), and divides
/// by 30 once, when it is shown.
enum Epley {
  /// The formula's 30.
  static let divisor: UInt64 = 30
  /// The most reps a set may have to estimate a max.
  static let maxReps = 12

  /// Whether a set of `reps` estimates a max.
  static func estimates(reps: Int) -> Bool { reps >= 1 && reps <= maxReps }

  /// 30 · (1 + r/30), a whole number: 30 for a single (or fewer reps), 30 + r else.
  static func scaledFactor(reps: Int) -> UInt64 {
    reps <= 1 ? divisor : divisor + UInt64(Swift.max(reps, 0))
  }

  /// The exact score of `mass` (10⁻²³ kg) done `reps` times: the
  /// estimate times 30.
  static func score(mass: ExactAmount, reps: Int) -> ExactAmount {
    mass.times(scaledFactor(reps: reps))
  }

  /// A score (`score(mass:reps:)`) as tenths of `unit`, rounded half up.
  static func tenths(ofScore score: ExactAmount, in unit: WeightUnit) -> ExactAmount {
    score.tenths(of: unit, dividedBy: divisor)
  }

  /// The estimate of a weight done `reps` times, as tenths of its own unit,
  /// rounded half up.
  static func tenths(of w: Weight, reps: Int) -> ExactAmount {
    ExactAmount(w.value.significand.magnitude).times(scaledFactor(reps: reps) * 10)
      .rounded(dividingBy: divisor, tenToThe: Int(w.value.scale))
  }

  /// The estimate as a binary double (what an editor's hover shows).
  static func estimate(weight: Double, reps: Int) -> Double {
    reps <= 1 ? weight : weight * (1 + Double(reps) / Double(divisor))
  }
}

// MARK: - Loadable loads

/// Planned loads made loadable (design programs §2): a fraction of a
/// value as a multiple of an increment, the nearest (a tie going up) or
/// the one at or below it. The one home of the rule: percentages of a
/// training max, its 90% after missed cycles, and 90% of an e1RM.
enum LoadRounding {
  enum Direction {
    /// The nearest multiple, a tie going up.
    case nearest
    /// The largest multiple at or below the value.
    case down
  }

  /// The increment when a training max says none: 2.5 kg, or 5 lb.
  static func standardIncrement(_ unit: WeightUnit) -> DecimalValue { unit.facts.increment }

  /// `value · numerator / denominator` as a multiple of `increment`
  /// (its sign kept); nil when the increment is not above 0, the fraction
  /// is negative, or a number would not fit.
  static func multiple(
    of increment: DecimalValue, _ value: DecimalValue, times numerator: Int64, over denominator: Int64,
    _ direction: Direction
  ) -> DecimalValue? {
    guard increment.significand > 0, numerator >= 0, denominator > 0 else { return nil }
    let m = Swift.max(Int(value.scale), Int(increment.scale))
    guard let v = scaled(value.significand.magnitude, by: m - Int(value.scale)),
      let i = scaled(UInt64(increment.significand), by: m - Int(increment.scale))
    else { return nil }
    let (n, o1) = v.multipliedReportingOverflow(by: UInt64(numerator))
    let (d, o2) = i.multipliedReportingOverflow(by: UInt64(denominator))
    guard !o1, !o2, d > 0 else { return nil }
    var q = n / d
    if direction == .nearest, (n % d) >= d - n % d { q += 1 }
    let (r, o3) = q.multipliedReportingOverflow(by: UInt64(increment.significand))
    guard !o3, r < 1 << 62 else { return nil }
    let signed = value.isNegative ? -Int64(r) : Int64(r)
    return DecimalValue(significand: signed, scale: Int(increment.scale))
  }

  /// `x · 10^places`, nil on overflow.
  static func scaled<Integer: FixedWidthInteger>(_ x: Integer, by places: Int) -> Integer? {
    var r = x
    for _ in 0..<Swift.max(places, 0) {
      let (p, o) = r.multipliedReportingOverflow(by: 10)
      guard !o else { return nil }
      r = p
    }
    return r
  }
}

extension LoadRounding {
  /// The multiple of `increment` nearest a mass (10⁻²³ kg, as the RPE
  /// table computes one), in the increment's unit, a tie going up: the
  /// same rule for an exact mass. Nil for an increment not above 0 or a
  /// weight that would not fit a number.
  static func nearest(_ mass: ExactAmount, increment: Weight) -> Weight? {
    let step = increment.value
    guard step.significand > 0,
      let n = mass.multiples(of: increment.unit, step: UInt64(step.significand), places: Int(step.scale)).uint64,
      n < 1 << 50
    else { return nil }
    let (digits, overflow) = Int64(n).multipliedReportingOverflow(by: step.significand)
    guard !overflow, let value = DecimalValue(significand: digits, scale: Int(step.scale)) else { return nil }
    return Weight(value, increment.unit)
  }
}

// MARK: - Record kinds

/// The kinds of personal record (docs/history.md has each definition).
public enum RecordKind: String, Sendable, Hashable, CaseIterable {
  /// The heaviest weight done, any reps.
  case heaviest
  /// The best estimated one-rep max (`Epley`), from sets of 1–12 reps.
  case e1rm
  /// The most reps in one set, at any load.
  case mostReps
  /// For each weight, the most reps done at that weight or heavier.
  case repsAtWeight
  /// The largest weight × reps of one set.
  case bestSet
  /// The most volume of the exercise in one session.
  case bestSession
  /// The longest duration of one set.
  case longest
  /// The longest distance of one set.
  case farthest
  /// For each distance, the shortest time over at least that distance.
  case fastest
  /// For assisted sets (`BW-25kg`), the smallest assistance; at equal
  /// assistance, the most reps.
  case leastAssistance

  /// How the record is named in text: `heaviest`, `e1RM`, `most reps`, …
  public var label: String {
    switch self {
    case .heaviest: return "heaviest"
    case .e1rm: return "e1RM"
    case .mostReps: return "most reps"
    case .repsAtWeight: return "reps at weight"
    case .bestSet: return "best set"
    case .bestSession: return "best session"
    case .longest: return "longest"
    case .farthest: return "farthest"
    case .fastest: return "fastest"
    case .leastAssistance: return "least assistance"
    }
  }

  /// The kind's place among those that hold one best value; nil for the
  /// staircases (`repsAtWeight`, `fastest`), which hold one a threshold.
  var scalar: ScalarKind? { ScalarKind(self) }
}

/// The record kinds that hold one best value, numbered for a record
/// board's slots (`rawValue`).
enum ScalarKind: Int, CaseIterable {
  case heaviest, e1rm, mostReps, bestSet, bestSession, longest, farthest, leastAssistance

  /// The one mapping between the two enumerations.
  init?(_ kind: RecordKind) {
    switch kind {
    case .heaviest: self = .heaviest
    case .e1rm: self = .e1rm
    case .mostReps: self = .mostReps
    case .bestSet: self = .bestSet
    case .bestSession: self = .bestSession
    case .longest: self = .longest
    case .farthest: self = .farthest
    case .leastAssistance: self = .leastAssistance
    case .repsAtWeight, .fastest: return nil
    }
  }

  /// The record kind of each slot, read back from `init?(_:)`.
  private static let recordKinds: [RecordKind] = {
    var out = [RecordKind](repeating: .heaviest, count: allCases.count)
    for k in RecordKind.allCases {
      if let s = ScalarKind(k) { out[s.rawValue] = k }
    }
    return out
  }()

  var kind: RecordKind { ScalarKind.recordKinds[rawValue] }
}

// MARK: - Programs

// Programs build here on what is above: an RPE-to-percentage table reads
// `Epley` and `ExactAmount.multiples(of:step:places:)`; a training max is a
// mass in 10⁻²³ kg like every other.
