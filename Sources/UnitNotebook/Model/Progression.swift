/// The rules a routine's line writes for its lift (docs/syntax.md, "Programs"): how
/// it moves after a session, beyond a plain step. Held by the first
/// prescription of the line (`Prescription.progression`); the plain step
/// (`+5lb`) stays `Prescription.step`.
///
/// `Squat 185lb 4×3, 1×3+ → 5×2, 1×2+ → 9×1, 1×1+  +10lb then 85% of 5RM`:
/// stages and a test after the last one; `Bench Press 67% 1×5, 85% 1×1+
/// TM +5lb at 2, +10lb at 4`: steps of the training max by the AMRAP
/// set's reps; `Squat 45lb 3×5  +5lb −10% after 2`: a failure rule.
public struct Progression: Sendable, Hashable {
  /// `TM`: on a line of percentages, the rules move the lift's training
  /// max; without it they move every set of the lift (a ramp). A lift whose
  /// lines write `TM` has its max judged on those lines' sessions alone
  /// (Texas Method's Intensity day; never nSuns' Day 1 press).
  public var movesTrainingMax: Bool
  /// `+1 rep`: double progression. One rep target for all the line's
  /// sets, from the bottom of the range; when every set reaches it, it
  /// rises by this many reps, and past the top the load rises by the step
  /// and the target goes back to the bottom.
  public var repStep: Int?
  /// `+10lb at 4`, `+5lb at 51 total`: steps by reps done, the highest
  /// reached taking effect (the plain step, if any, is the one at no reps).
  public var tiers: [StepTier]
  /// `−10% after 2`: what a failure does, and after how many.
  public var failure: FailureRule?
  /// `→ 5×2, 1×2+ → 9×1, 1×1+`: the schemes after the line's own, one
  /// after each failure, at the same load.
  public var stages: [[SetScheme]]
  /// `then +15lb`, `then 85% of 5RM`: what follows a failure of the last stage.
  public var reset: StageReset?
  /// `test 1RM`: the session is a test, its heaviest set of that many
  /// reps sets the max.
  public var test: Int?
  /// `round 2.5lb`: the increment the line's computed loads (a deload, a
  /// test's percentage) are rounded to; 2.5 kg or 5 lb without it.
  public var round: Weight?
  /// `role T2`: the lift's role on this line (GZCLP's T1 and T2 Squat, one
  /// name). A role is judged on the sessions of the sections where the
  /// routine gives the lift that role, and may span several sections; the
  /// lines of a lift without a role are one role, the lift's own. A word
  /// of ASCII letters and digits, 1 to 20 of them.
  public var role: String?

  public init(
    movesTrainingMax: Bool = false, repStep: Int? = nil, tiers: [StepTier] = [], failure: FailureRule? = nil,
    stages: [[SetScheme]] = [], reset: StageReset? = nil, test: Int? = nil, round: Weight? = nil,
    role: String? = nil
  ) {
    self.role = role
    self.movesTrainingMax = movesTrainingMax
    self.repStep = repStep
    self.tiers = tiers
    self.failure = failure
    self.stages = stages
    self.reset = reset
    self.test = test
    self.round = round
  }
}

/// `+10lb at 4` (the first AMRAP set reached 4 reps; without an AMRAP set,
/// every set did) or `+5lb at 51 total` (the line's sets added up to 51).
public struct StepTier: Sendable, Hashable {
  public var step: Weight
  /// The reps that earn the step: 1 or more.
  public var reps: Int
  /// True when `reps` counts every set's reps added up.
  public var total: Bool

  public init(step: Weight, reps: Int, total: Bool = false) {
    self.step = step
    self.reps = reps
    self.total = total
  }
}

/// `−10% after 2`: what happens to the load (or the training max) after
/// failed sessions in a row, or after a missed cycle.
public struct FailureRule: Sendable, Hashable {
  /// What a failure takes off.
  public enum Amount: Sendable, Hashable {
    /// `−10%`: of the working load (or of the max), rounded to the nearest increment.
    case percent(DecimalValue)
    /// `−5lb`: a weight.
    case weight(Weight)
    /// `−3 steps`: that many of the line's step.
    case steps(Int)
  }

  /// When it takes effect.
  public enum Count: Sendable, Hashable {
    /// After that many failed sessions in a row (1 or more); a success resets the count.
    case sessions(Int)
    /// `after cycle`: when every AMRAP set of the lift since its max last
    /// moved missed its minimum; otherwise the line's step is earned,
    /// whatever the session did (5/3/1's scheduled step).
    case cycle
  }

  public var amount: Amount
  public var count: Count

  public init(amount: Amount, count: Count = .sessions(1)) {
    self.amount = amount
    self.count = count
  }
}

/// One group of a stage: `5×2`, `1×2+`.
public struct SetScheme: Sendable, Hashable {
  /// 1 to 1,000.
  public var sets: Int
  public var reps: Int
  /// `2+`: as many as possible, at least `reps`.
  public var amrap: Bool

  public init(sets: Int, reps: Int, amrap: Bool = false) {
    self.sets = sets
    self.reps = reps
    self.amrap = amrap
  }
}

/// What follows a failure of the last stage.
public enum StageReset: Sendable, Hashable {
  /// `then +15lb`: the first stage again, at the load plus this weight.
  case step(Weight)
  /// `then 85% of 5RM`: a test of that many reps, then the first stage at
  /// that percentage of its heaviest set.
  case test(reps: Int, percent: DecimalValue)
}
