/// The next session, planned from a routine and last time (docs/planning.md):
/// what `unit next` prints, and why each load is what it is.
public struct SessionPlan: Sendable, Hashable {
  /// The planned session: `# DATE NAME` and its sets, every one planned
  /// (no marks, no notes, no rests).
  public var session: Session
  /// One explanation per prescription whose load changed or that had no
  /// history, in the order of the session; identical ones once.
  public var explanations: [PlanExplanation]
  /// What the plan comes from.
  public var source: PlanSource
  /// The date of the latest session of the history with the plan's name
  /// as its title, if any (planning before it is allowed, and odd).
  public var lastDate: LocalDate?
  /// Why the plan cannot be made, one per exercise that cannot be planned
  /// (a percentage without a training max): when any, the session is not
  /// to be written (`unit next` writes nothing and exits 2).
  public var problems: [PlanProblem] = []
}

/// What a plan is made from.
public enum PlanSource: Sendable, Hashable {
  /// A routine of that name (as the routine writes it).
  case routine(String)
  /// No routine has the name: the last session with that title, on that
  /// date, repeated with each exercise's own last time.
  case lastSession(LocalDate)
}

/// The sets planned for one exercise, and the explanations of its loads.
public struct ExercisePlan: Sendable, Hashable {
  public var exercise: Exercise
  public var explanations: [PlanExplanation]
  /// Why the exercise cannot be planned, if it cannot (`SessionPlan.problems`).
  public var problems: [PlanProblem] = []
}

/// Why a prescription's load is what it is in a plan, one line of text:
/// `Squat: 100kg → 102.5kg (every set reached 5 on 2026-11-29)`.
public struct PlanExplanation: Sendable, Hashable, CustomStringConvertible {
  /// Which rule of docs/planning.md planned the sets. Not earned (the
  /// same load, last time's amounts) changes no load and has no
  /// explanation.
  public enum Rule: String, Sendable, Hashable, CaseIterable {
    /// No session of the history has a counted set of the exercise: the
    /// routine's load and the bottom of its range.
    case noHistory
    /// Last time every working set was done and reached the top: last
    /// load plus the step, the bottom of the range.
    case earned
    /// Not earned at the same load three sessions running, with no rep
    /// more: 90% of it.
    case stalled
    /// Earned, but last load plus the step has more digits than a number
    /// holds (fifteen): the same load, the bottom of the range, and a
    /// warning saying so, never a wrapped or clamped load.
    case stepPastLimit
    /// Not earned, with a step to earn: the same load, last time's
    /// amounts, and what fell short (`reached`).
    case held
    /// No TM written for the exercise: the routine's is planned, and written.
    case trainingMaxFromRoutine
    /// No TM written nor declared: 90% of the best e1RM (its date in
    /// `dates`), rounded down to the increment, planned and written.
    case trainingMaxFromE1RM
    /// A cycle ended with every AMRAP set of the exercise reaching its
    /// minimum: the TM moves by its step.
    case cycleEarned
    /// A cycle ended without: the TM stays (`reached` says what fell short).
    case cycleHeld
    /// A second cycle running ended without: the TM goes to 90% of
    /// itself, rounded down to the increment.
    case cycleDeloaded
    /// An RPE target: last time's best e1RM times the table's percentage
    /// for the target, rounded to a loadable weight (`rpe` says from what).
    case rpeTarget
    /// A program's failure rule (`−10% after 2`): a failed session
    /// counted toward it, or the deload it made.
    case failureRule
    /// A program's stages (`→ 5×2, 1×2+`): a failure moved to the next
    /// stage at the same load, or after the last to the first again.
    case nextStage
    /// Double progression (`+1 rep`): the rep target rose, or past the top
    /// of the range the load did.
    case repTarget
    /// A step by reps (`+10lb at 4`, `+5lb at 51 total`): the highest tier reached.
    case stepByReps
  }

  /// The exercise, as the routine writes it.
  public var exercise: String
  public var rule: Rule
  /// Last time's load (nil without history, or for sets without a load).
  public var from: Load?
  /// The planned load (nil for sets without a load).
  public var to: Load?
  /// The sessions the rule looked at, oldest first: last time for
  /// `earned` and `held`, the three sessions for `stalled`; empty otherwise.
  public var dates: [LocalDate]
  /// What every set reached (`5`, `12`, `60s`, `40m`) for `earned`; for
  /// `held`, what fell short (`set 3 ✗`, `set 2 short of 5`).
  public var reached: String?
  /// True when the plan lacks something the lifter should know: a
  /// prescription of reps with no history and no load (timed and distance
  /// work without a load is complete as it is).
  public var isWarning: Bool
  /// The cycle a plan starts, for the rules of a cycle's end.
  public var cycle: Int? = nil
  /// For `rpeTarget`, the target, the e1RM and last time's set it comes
  /// from; nil for the other rules.
  public var rpe: RPEBasis? = nil

  /// `Squat: 100kg → 102.5kg (every set reached 5 on 2026-11-29)`; the
  /// exercise cut after 40 bytes, as messages quote a value (`Excerpt`).
  public var description: String {
    let exercise = Excerpt.cut(self.exercise)
    let from = self.from.map(HistoryText.load) ?? "no load"
    let to = self.to.map(HistoryText.load) ?? "no load"
    let when = dates.last.map { " on \($0)" } ?? ""
    switch rule {
    case .trainingMaxFromRoutine, .trainingMaxFromE1RM, .cycleEarned, .cycleHeld, .cycleDeloaded:
      let change = self.from == self.to ? (rule == .cycleHeld ? " stays" : "") : " → \(to)"
      let cycle = self.cycle.map { "cycle \($0): " } ?? ""
      return "\(exercise): TM \(from)\(change) (\(cycle)\(reached ?? ""))"
    case .noHistory:
      guard let t = self.to else {
        if !isWarning { return "\(exercise): no history: as the routine writes it" }
        return "\(exercise): no history and no load in the routine: planned without a load"
      }
      return "\(exercise): no history → \(HistoryText.load(t)) (the routine's load)"
    case .earned:
      return "\(exercise): \(from) → \(to) (every set reached \(reached ?? "the top")\(when))"
    case .stepPastLimit:
      return
        "\(exercise): every set reached \(reached ?? "the top")\(when), but \(from) and the step make more than the 15 digits of a number: planned at \(from) again"
    case .held:
      // In the routine's unit when last time's was the other one.
      let converted = self.from == self.to ? "" : " (\(to))"
      return "\(exercise) stays \(from)\(converted): \(reached ?? "not earned")\(when)"
    case .failureRule, .nextStage, .repTarget, .stepByReps:
      if self.from == self.to { return "\(exercise) stays \(from) (\(reached ?? ""))" }
      return "\(exercise): \(from) → \(to) (\(reached ?? ""))"
    case .rpeTarget:
      return "\(exercise): \(to) (\(rpe.map(\.description) ?? "RPE target")\(when))"
    case .stalled:
      let days = dates.map(\.description)
      let list = days.count > 1 ? days.dropLast().joined(separator: ", ") + " and " + (days.last ?? "") : days.joined()
      if self.from == self.to {
        return
          "\(exercise): \(from) stays, reps from the bottom of the range (stalled: not earned at \(from) on \(list))"
      }
      return "\(exercise): \(from) → \(to) (stalled: not earned at \(from) on \(list))"
    }
  }
}

/// What an RPE target's load is planned from (`PlanExplanation.rpe`): the
/// target, the estimated one-rep max, and last time's set it comes from.
public struct RPEBasis: Sendable, Hashable, CustomStringConvertible {
  /// The reps the load is planned for (the bottom of a range).
  public var reps: Int
  /// The RPE target.
  public var target: DecimalValue
  /// The estimated one-rep max, in tenths of the plan's unit.
  public var oneRepMax: Weight
  /// Last time's set with the best estimate, as written (no marks but its RPE).
  public var set: WorkoutSet

  /// `3 @9 from e1RM 208kg: 180kg × 3 @8`.
  public var description: String {
    let rpe = set.rpe.map { " @\($0)" } ?? ""
    return "\(reps) @\(target) from e1RM \(HistoryText.weight(oneRepMax)): \(HistoryText.set(set))\(rpe)"
  }
}

/// Why a plan cannot be made for one exercise: `unit next` writes nothing
/// and says each problem, naming the exercise (docs/planning.md).
public struct PlanProblem: Sendable, Hashable, CustomStringConvertible {
  /// What the plan lacks.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A percentage with no training max in effect: no session TM on or
    /// before the date, none in the routine, and no set to take 90% of
    /// the e1RM from.
    case needsTrainingMax
    /// An RPE target the RPE table does not define: (10 − RPE) + (reps − 1)
    /// of 16 or more (`Squat 15 @4`).
    case rpeTooFarFromMax
    /// An RPE target with no last time to plan from and no LOAD in the
    /// routine.
    case noLoadForRPE
    /// A percentage of an assisted training max (`BW-30kg`) with no body
    /// weight recorded on or before the date: it is a share of what the
    /// lifter lifts, body weight less the assistance.
    case needsBodyweight
    /// A percentage of the training max that plans nothing to lift (`0%`,
    /// a TM of 0, a `round` that takes the load to 0, an assistance not
    /// below the body weight) or a load past the fifteen digits of a
    /// number; or an RPE target's load that the TM's `round` takes to 0.
    case percentagePlansNoLoad
  }

  /// The exercise, as the routine writes it.
  public var exercise: String
  public var kind: Kind
  /// The problem in words, the exercise first:
  /// `Squat: 85% needs a training max: …`.
  public var message: String

  public init(exercise: String, kind: Kind, message: String) {
    self.exercise = exercise
    self.kind = kind
    self.message = message
  }

  public var description: String { message }

  /// A problem of `exercise`, said by `message` of its name as messages
  /// quote it (`Excerpt`).
  init(_ kind: Kind, of exercise: String, _ message: (_ name: String) -> String) {
    self.init(exercise: exercise, kind: kind, message: message(Excerpt.cut(exercise)))
  }
}

/// The training max in effect for an exercise on a date (design programs
/// §1, docs/planning.md): the latest TM a session wrote on or before it;
/// else the routine's; else 90% of the exercise's best e1RM up to the
/// date, rounded down to the increment.
public struct TrainingMaxInEffect: Sendable, Hashable, CustomStringConvertible {
  /// Where a training max comes from.
  public enum Source: Sendable, Hashable {
    /// Written on the exercise's line in the session of that date.
    case session(LocalDate)
    /// Declared by the routine of that name (`Squat TM 140kg +5kg`).
    case routine(String)
    /// None written: 90% of the best e1RM (Epley), that of a set on that date.
    case estimated(e1RM: Weight, date: LocalDate)
  }

  /// The exercise, as asked.
  public var exercise: String
  /// The TM (`BW+20kg` for bodyweight work: its percentages are of the added load).
  public var load: Load
  public var source: Source
  /// What planned loads are rounded to: the routine's `round`, else 2.5 kg or 5 lb.
  public var increment: Weight
  /// For an assisted TM (`BW-30kg`), the body weight on the date, of which
  /// its percentages take what is lifted; nil without a weigh-in.
  var bodyweight: Weight? = nil

  /// `Squat: TM 140kg (written on 2026-11-20)`, `… (the routine 531's)`,
  /// `… (90% of e1RM 155.6kg on 2026-10-02)`.
  public var description: String {
    "\(Excerpt.cut(exercise)): TM \(HistoryText.load(load)) (\(origin))"
  }

  /// A percentage of the TM as a plan takes it (`85%` of `TM 140kg` is
  /// `120kg`): rounded to the nearest multiple of the increment, a tie
  /// going up; of the added load for bodyweight work; for an assisted TM,
  /// of what is lifted at the body weight on the date (`40%` of
  /// `TM BW-30kg` at 80 kg is `BW-60kg`), nil without a weigh-in. Nil
  /// when the load would not fit a number.
  public func load(atPercent percent: DecimalValue) -> Load? {
    Planner.load(percent, of: self)
  }

  /// Where the TM comes from, in words: `written on 2026-11-20`, `the
  /// routine 531's`, `90% of e1RM 155.6kg on 2026-10-02`.
  public var origin: String {
    switch source {
    case .session(let d): return "written on \(d)"
    case .routine(let r): return "the routine \(Excerpt.cut(r))'s"
    case .estimated(let e, let d): return "90% of e1RM \(HistoryText.load(.weight(e))) on \(d)"
    }
  }
}
