/// The RPE table (the one of OpenPowerlifting's calculator): the fraction
/// of a one-rep max that `reps` at an RPE stand for, and the estimated
/// one-rep max of a set read by it (docs/planning.md, "RPE targets").
///
/// With x = (10 − RPE) + (reps − 1): 1 at x = 0 (one rep at RPE 10);
/// (0.347619·x² − 4.60714·x + 99.9667) / 100 for x ≤ 2.92;
/// (97.0955 − 2.64249·x) / 100 above; not defined from x = 16 on (too far
/// from a max). Fractions are whole numbers of 10⁻¹⁸, exact for an RPE
/// written with up to five decimals (more are rounded half up there).
enum RPETable {
  /// The places a fraction is kept at: `fraction` is `pct · 10^18`.
  static let places = 18
  /// 1 in 10⁻¹⁸.
  static let one: UInt64 = 1_000_000_000_000_000_000

  /// pct(reps, RPE) in 10⁻¹⁸, or nil where it is not defined: x ≥ 16,
  /// fewer than one rep, an RPE outside 1–10.
  static func fraction(reps: Int, rpe: DecimalValue) -> UInt64? {
    guard reps >= 1, Validation.isRPE(rpe) else { return nil }
    // x ≥ reps − 1, so from 17 reps on x ≥ 16: keeps the numbers below small.
    guard reps <= 16 else { return nil }
    let s = Int(rpe.scale)
    let tenToS = ExactAmount(1).timesPowerOfTen(s)
    guard let unitOfX = tenToS.uint64 else { return nil }
    // X = x · 10^s = (9 + reps) · 10^s − RPE · 10^s, never negative (RPE ≤ 10, reps ≥ 1).
    let (whole, overflow) = UInt64(9 + reps).multipliedReportingOverflow(by: unitOfX)
    guard !overflow else { return nil }
    let x = whole - UInt64(rpe.significand)
    guard x < 16 * unitOfX else { return nil }
    if x == 0 { return one }
    if x * 100 <= 292 * unitOfX {
      // pct · 10^(8 + 2s) = 347619·X² − 4607140·X·10^s + 99966700·10^(2s)
      let square = ExactAmount(x).times(x).times(347_619)
      let linear = ExactAmount(x).times(4_607_140).timesPowerOfTen(s)
      let constant = ExactAmount(99_966_700).timesPowerOfTen(2 * s)
      return scaled(square.plus(constant).minus(linear), fromPlaces: 8 + 2 * s)
    }
    // pct · 10^(7 + s) = 9709550·10^s − 264249·X
    let constant = ExactAmount(9_709_550).timesPowerOfTen(s)
    return scaled(constant.minus(ExactAmount(x).times(264_249)), fromPlaces: 7 + s)
  }

  /// `value · 10^-from` as a whole number of 10⁻¹⁸ (rounded half up when
  /// it has more places).
  private static func scaled(_ value: ExactAmount, fromPlaces from: Int) -> UInt64? {
    if from <= places { return value.timesPowerOfTen(places - from).uint64 }
    return value.rounded(dividingBy: 1, tenToThe: from - places).uint64
  }

  /// The estimated one-rep max of `mass` (10⁻²³ kg) done `reps` times at
  /// `rpe`: mass ÷ pct; nil where pct is not defined.
  static func oneRepMax(mass: ExactAmount, reps: Int, rpe: DecimalValue) -> ExactAmount? {
    guard let f = fraction(reps: reps, rpe: rpe) else { return nil }
    return mass.timesPowerOfTen(places).dividedRounded(by: ExactAmount(f))
  }

  /// The load (10⁻²³ kg) that `reps` at `rpe` stand for, from a one-rep
  /// max: e1RM × pct; nil where pct is not defined.
  static func load(oneRepMax: ExactAmount, reps: Int, rpe: DecimalValue) -> ExactAmount? {
    guard let f = fraction(reps: reps, rpe: rpe) else { return nil }
    return oneRepMax.times(f).rounded(dividingBy: 1, tenToThe: places)
  }
}

/// The estimated one-rep max of one set, in one home: by the RPE table
/// when the set has an RPE it defines, else by Epley (1 to 12 reps).
enum SetOneRepMax {
  /// 10⁻²³ kg; nil when neither estimates it (no weight, no reps, more
  /// than 12 reps without an RPE, an RPE too far from a max and more than
  /// 12 reps).
  static func estimate(_ s: WorkoutSet) -> ExactAmount? {
    guard case .weight(let w)? = s.load, !w.value.isNegative, let reps = s.reps else { return nil }
    let mass = ExactAmount.mass(w)
    if let rpe = s.rpe, let m = RPETable.oneRepMax(mass: mass, reps: reps, rpe: rpe) { return m }
    guard Epley.estimates(reps: reps) else { return nil }
    return Epley.score(mass: mass, reps: reps).rounded(dividingBy: Epley.divisor, tenToThe: 0)
  }
}
