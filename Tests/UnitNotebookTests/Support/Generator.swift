import Seeds

@testable import UnitNotebook

/// The library's seeded generator (SplitMix64), so every property test sees
/// the same notebooks on every run and platform.
typealias SeededRandom = SplitMix64

extension SplitMix64 {
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
  mutating func int(_ r: ClosedRange<Int>) -> Int { Int.random(in: r, using: &self) }
  mutating func pick<T>(_ xs: [T]) -> T { xs[Int.random(in: 0..<xs.count, using: &self)] }
}

/// Generates valid notebooks: every one can be printed and read back.
struct NotebookGenerator {
  var rng: SeededRandom

  init(seed: UInt64) { rng = SeededRandom(seed: seed) }

  static let plainNames = [
    "Squat", "Bench Press", "Deadlift", "Overhead Press", "Pullup", "Chin Up", "Dip",
    "Romanian Deadlift", "Bench Press (Barbell)", "45° Back Extension", "T-Bar Row",
    "Cable 1-Arm Face Pull", "Knee Raise (Captain's Chair)", "Plank", "Run", "Row",
    "Farmer Carry", "Leg Press", "Bulgarian Split Squat", "Hip Thrust", "Curl", "Kniebeuge",
    "スクワット", "Press 2 Board", "Lunge",
  ]

  /// Pieces that are syntax somewhere, to put inside free text.
  static let trickyPieces = [
    "//", "\\", "\\\\", "#", ">", "- ", "* ", ":", ": ", "A1.", "B2)", "×", "x", "✓", "✗", "@8",
    "100kg", "5", "3×5", "BW", "warmup", "21s", "2000m", "7:30", "10:00", "–", "-", "done", "\\//",
    "https://example.com/a", "é", "💪", ",", "(", ")", "\"", "'", "@", "+", "=", "am", "pm", "07:15",
    "rest", "+2.5kg", "8–12", "3×8-12", "Routine", "#", "—", "TM", "TM 5", "tm 100kg", "TM BW",
  ]

  mutating func notebook() -> Notebook {
    var nb = Notebook()
    if rng.chance(0.3) { nb.notes = notes() }
    let count = rng.int(0...4)
    var date = LocalDate(year: rng.int(2000...2030), month: rng.int(1...12), day: rng.int(1...28))!
    for _ in 0..<count {
      nb.sessions.append(session(date))
      date = date.adding(days: rng.int(0...3)) ?? date
    }
    // Routines among the sessions, in written order.
    var place = 0
    for _ in 0..<(rng.chance(0.4) ? rng.int(1...3) : 0) {
      place = rng.int(place...count)
      nb.routines.append(routine(sessionsBefore: place))
    }
    // Drawn last, so that the sessions and routines of a seed are those
    // they were before notebooks had a muscles section.
    if rng.chance(0.25) { nb.muscles = (0..<rng.int(1...4)).map { _ in declaration() } }
    return nb
  }

  /// A declaration of the muscles section: a name (plain or tricky), one to
  /// three primary groups, up to three secondary ones, none twice.
  mutating func declaration() -> MuscleDeclaration {
    var groups = MuscleGroup.allCases
    groups.shuffle(using: &rng)
    let primary = rng.int(1...3)
    let secondary = rng.int(0...3)
    return MuscleDeclaration(
      exercise: rng.chance(0.6) ? rng.pick(Self.plainNames) : text(), primary: Array(groups[0..<primary]),
      secondary: Array(groups[primary..<(primary + secondary)]))
  }

  mutating func session(_ date: LocalDate) -> Session {
    var s = Session(date: date)
    if rng.chance(0.6) {
      s.start = TimeOfDay(secondsSinceMidnight: rng.int(0...1439) * 60 + (rng.chance(0.1) ? rng.int(1...59) : 0))
      if rng.chance(0.5) { s.end = TimeOfDay(secondsSinceMidnight: rng.int(0...1439) * 60) }
    }
    if rng.chance(0.7) { s.title = text() }
    if rng.chance(0.3) { s.notes = notes() }
    for _ in 0..<rng.int(0...5) { s.exercises.append(exercise()) }
    if rng.chance(0.2) { s.bodyweight = bodyweight() }
    return s
  }

  mutating func exercise() -> Exercise {
    var x = Exercise(name: rng.chance(0.75) ? rng.pick(Self.plainNames) : text())
    if rng.chance(0.15) {
      let letters = rng.chance(0.9) ? String(rng.pick(Array("ABCDEFGH"))) : "AB"
      x.superset = letters + String(rng.int(1...12))
    }
    if rng.chance(0.2) { x.notes = notes() }
    if rng.chance(0.1) { x.trainingMax = trainingMax(inRoutine: false) }
    let n = rng.pick([0, 1, 1, 1, 2, 3, 4, 5, 8])
    let template = workoutSet()
    for _ in 0..<n {
      x.sets.append(rng.chance(0.6) ? vary(template) : workoutSet())
    }
    return x
  }

  /// The same exercise pattern with another amount or mark, as sets often are.
  mutating func vary(_ s: WorkoutSet) -> WorkoutSet {
    var v = s
    if v.reps != nil { v.reps = rng.int(0...20) }
    v.status = rng.pick(SetStatus.allCases)
    if v.status == .done { v.amrap = false }  // a done set written `5+` is a warning
    v.note = rng.chance(0.1) ? text() : nil
    return v
  }

  mutating func workoutSet() -> WorkoutSet {
    var s = WorkoutSet()
    s.kind = rng.chance(0.7) ? .normal : rng.pick(SetKind.allCases)
    switch rng.int(0...5) {
    case 0: s.load = nil
    case 1: s.load = .bodyweight(added: nil)
    case 2: s.load = .bodyweight(added: Weight(decimal(signed: true), rng.pick(WeightUnit.allCases)))
    default: s.load = .weight(Weight(decimal(signed: false), rng.pick(WeightUnit.allCases)))
    }
    // Reps, time and distance in the combinations people write.
    switch rng.int(0...9) {
    case 0: s.seconds = seconds()
    case 1: s.distance = distance()
    case 2:
      s.distance = distance()
      s.seconds = seconds()
    case 3:
      s.reps = rng.int(0...50)
      s.seconds = seconds()
    case 4:
      s.reps = rng.int(0...50)
      s.distance = distance()
      if rng.chance(0.5) { s.seconds = seconds() }
    default: s.reps = rng.int(0...30)
    }
    if rng.chance(0.3) {
      s.rpe = rng.pick(
        [1, 5, 6, 7, 8, 9, 10].map { DecimalValue($0) } + [
          DecimalValue(significand: 75, scale: 1)!, DecimalValue(significand: 85, scale: 1)!,
          DecimalValue(significand: 925, scale: 2)!,
        ])
    }
    s.status = rng.pick(SetStatus.allCases)
    if s.reps != nil, s.status != .done, rng.chance(0.1) { s.amrap = true }
    if rng.chance(0.1) { s.note = text() }
    if rng.chance(0.15) { s.rest = seconds() }
    return s
  }

  /// A training max: a weight or `BW` with an added load; a routine's with a step and a rounding, at times.
  mutating func trainingMax(inRoutine: Bool) -> TrainingMax {
    let unit = rng.pick(WeightUnit.allCases)
    var tm = TrainingMax(
      load: rng.chance(0.8)
        ? .weight(Weight(decimal(signed: false), unit)) : .bodyweight(added: Weight(decimal(signed: true), unit)))
    guard inRoutine else { return tm }
    if rng.chance(0.6) {
      tm.step = Weight(rng.pick([DecimalValue(5), DecimalValue(significand: 25, scale: 1)!, .zero]), unit)
    }
    if rng.chance(0.3) {
      tm.round = Weight(rng.pick([DecimalValue(1), DecimalValue(significand: 125, scale: 2)!]), unit)
    }
    return tm
  }

  /// A body weight in range: light, typical, and the limits in both units.
  mutating func bodyweight() -> Weight {
    rng.pick([
      Weight(DecimalValue(significand: 824, scale: 1)!, .kg), Weight(DecimalValue(180), .lb),
      Weight(DecimalValue(400), .kg), Weight(DecimalValue(significand: 8818, scale: 1)!, .lb),
      Weight(DecimalValue(significand: 5, scale: 1)!, .kg), Weight(DecimalValue(significand: 6225, scale: 2)!, .kg),
    ])
  }

  mutating func decimal(signed: Bool) -> DecimalValue {
    let whole = Int64(rng.pick([0, 1, 2, 5, 10, 20, 25, 45, 60, 100, 102, 135, 225, 315, 999_999]))
    var d: DecimalValue
    switch rng.int(0...4) {
    case 0: d = DecimalValue(significand: whole * 10 + 5, scale: 1)!
    case 1: d = DecimalValue(significand: whole * 100 + 25, scale: 2)!
    case 2: d = DecimalValue(significand: Int64(rng.int(1...999)), scale: 3)!
    default: d = DecimalValue(Int(whole))
    }
    if signed && rng.chance(0.5) { d = d.negated }
    return d
  }

  mutating func seconds() -> DecimalValue {
    switch rng.int(0...5) {
    case 0: return DecimalValue(rng.int(0...60))
    case 1: return DecimalValue(significand: Int64(rng.int(1...999)), scale: 1)!
    case 2: return DecimalValue(rng.int(61...3599))
    case 3: return DecimalValue(rng.int(3600...40000))
    case 4: return DecimalValue(significand: Int64(rng.int(601...99999)), scale: 2)!
    default: return DecimalValue(rng.pick([30, 45, 60, 90, 120, 1530]))
    }
  }

  mutating func distance() -> Distance {
    Distance(
      rng.chance(0.7) ? DecimalValue(rng.pick([0, 1, 5, 10, 20, 40, 400, 2000])) : decimal(signed: false),
      rng.pick(DistanceUnit.allCases))
  }

  mutating func notes() -> [String] {
    (0..<rng.int(1...3)).map { _ in text() }
  }

  /// Free text: words, sometimes with pieces of syntax inside. Never empty,
  /// never with blanks at either end, never more than one line.
  mutating func text() -> String {
    var parts: [String] = []
    for _ in 0..<rng.int(1...5) {
      if rng.chance(0.35) {
        parts.append(rng.pick(Self.trickyPieces))
      } else {
        parts.append(rng.pick(["Lower", "Upper", "A", "B", "heavy", "Ramp", "felt", "good", "knee", "1", "Week"]))
      }
    }
    let joined = parts.joined(separator: rng.chance(0.9) ? " " : "")
    let trimmed = String(joined.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    return trimmed.isEmpty ? "x" : trimmed
  }
}
