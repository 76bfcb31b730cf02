import UnitNotebook

/// Deterministic generator of realistic notebooks for the benchmark: sessions
/// with titles and times, block and short forms, warm-ups, RPE, BW±load, time
/// and distance work, rests, notes, comments, pounds and kilograms; and,
/// every sixty sessions or so, a routine (a coach's table of rep ranges,
/// steps and rests).
///
/// `typed` writes them as a lifter types on a laptop or a phone, not as
/// `unit fmt` prints them: no alignment, `x`, `X` or `*` for `×`, `kgs` and
/// `lbs`, `60 kg` with a space, `done` and `fail`, `- ` and `* ` bullets, tabs
/// for indentation, names in other scripts (`Kniebeuge`, `Développé couché`,
/// `Жим лёжа`, `深蹲`).
struct NotebookTextGenerator {
  private var random: BenchRandom
  private let typed: Bool

  init(seed: UInt64, typed: Bool = false) {
    random = BenchRandom(seed: seed)
    self.typed = typed
  }

  private mutating func next() -> UInt64 { random.next() }

  private mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
  private mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
  private mutating func pick<T>(_ xs: [T]) -> T { xs[int(xs.count)] }

  static let lifts = [
    "Squat", "Bench Press", "Deadlift", "Overhead Press", "Romanian Deadlift", "Barbell Row",
    "Bench Press (Barbell)", "Incline Bench Press", "Front Squat", "Lat Pulldown (Cable)",
    "Leg Press", "Hip Thrust", "Bulgarian Split Squat", "Curl",
  ]
  static let typedLifts = [
    "Kniebeuge", "Développé couché", "Жим лёжа", "深蹲", "Soulevé de terre", "Rudern (Langhantel)",
    "Hip Thrust", "Bench Press", "Squat", "Overhead Press", "Curl",
  ]
  static let titles = ["Lower A", "Upper A", "Lower B", "Upper B", "Full Body", "Heavy Day", "Volume"]

  /// Appends sessions until the text reaches `size` bytes.
  mutating func notebook(bytes size: Int) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(size + 4096)
    func put(_ s: String) { out.append(contentsOf: s.utf8) }
    put("> Generated training notebook for benchmarks.\n\n")
    var day = 0
    var sessions = 0
    while out.count < size {
      if sessions % 60 == 0 { put(routine(sessions / 60) + "\n") }
      sessions += 1
      day += 1 + int(3)
      let date = (LocalDate.minimum.adding(days: 730_119 + day) ?? LocalDate.minimum).description  // from 2000-01-01
      let hour = 6 + int(12)
      put(
        "# \(date) \(pad(hour)):\(pad(int(60)))–\(pad(hour + 1)):\(pad(int(60))) \(pick(NotebookTextGenerator.titles))\n"
      )
      if chance(40) { put("> Slept \(5 + int(4))h. Knee fine.\n") }
      put("\n")
      let unit = chance(70) ? "kg" : "lb"
      for _ in 0..<(4 + int(4)) {
        switch int(10) {
        case 0: put("Plank \(30 + int(60))s \(done())\n")
        case 1: put("Run \(3 + int(8))km \(15 + int(40)):\(pad(int(60))) \(done())\n")
        case 2:
          put(
            chance(50)
              ? "Pullup \(bw()) \(times()) \(5 + int(8)) \(done())\n"
              : "Assisted Pullup \(bw())-\(10 + 5 * int(4))\(weightUnit("kg")) \(times()) \(6 + int(6)) \(done())\n")
        case 3: put("Dip \(bw())+\(5 * int(5))\(weightUnit("kg")) \(times()) \(5 + int(6)) \(done()) @\(7 + int(3))\n")
        case 4: put("Farmer Carry \(24 + 4 * int(6))\(weightUnit("kg")) \(times()) 40m \(done())\n")
        default:
          let name = pick(typed ? NotebookTextGenerator.typedLifts : NotebookTextGenerator.lifts)
          put(name + (chance(5) ? " // new belt\n" : "\n"))
          let base = 40 + 5 * int(30)
          put("\(indent())warmup \(base / 2)\(weightUnit(unit)) \(times()) 5 \(done())\n")
          let sets = 2 + int(4)
          let weight = base % 2 == 0 ? "\(base)" : "\(base).5"
          for k in 0..<sets {
            var line = "\(indent())\(weight)\(weightUnit(unit)) \(times()) \(3 + int(8))"
            line += " " + (k == sets - 1 && chance(10) ? failed() : done())
            if chance(60) { line += " @\(7 + int(3))" + (chance(30) ? ".5" : "") }
            if chance(30) { line += " " + rest() }
            if chance(5) { line += " > felt quick" }
            put(line + "\n")
          }
          if chance(10) { put("\(typed ? "\t" : "  ")> belt from set 2\n") }
          put("\n")
        }
      }
    }
    return out
  }

  private func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

  /// `rest 2:00`, or as typed (`REST 120s`, `rest 2min`).
  private mutating func rest() -> String {
    let minutes = 1 + int(3)
    guard typed else { return "rest \(minutes):\(chance(30) ? "30" : "00")" }
    return pick(["rest \(minutes)min", "REST \(minutes * 60)s", "rest \(minutes):00", "Rest \(minutes * 60) sec"])
  }

  /// The `k`th routine of the notebook: one of an upper/lower split, as
  /// `unit fmt` prints it (a table), or typed (`template`, `x`, `-` ranges,
  /// no alignment, a prescription without its count).
  private mutating func routine(_ k: Int) -> String {
    let names = ["Lower A", "Upper A", "Lower B", "Upper B"]
    let name = names[k % 4] + " (block \(k / 4 + 1))"
    let lifts =
      k % 2 == 0
      ? ["Squat", "Romanian Deadlift", "Leg Press", "Leg Curl", "Plank"]
      : ["Bench Press", "Barbell Row", "Overhead Press", "Pullup", "Face Pull"]
    var r = Routine(name: name, notes: chance(50) ? ["Add the step when every set reaches the top of its range."] : [])
    for (i, lift) in lifts.enumerated() {
      var x = RoutineExercise(name: lift)
      let base = DecimalValue(40 + 5 * int(20))
      let bottom = 5 + int(4)
      switch lift {
      case "Plank": x.prescriptions = [Prescription(sets: 3, seconds: DecimalValue(60), rest: DecimalValue(60))]
      case "Pullup":
        x.prescriptions = [
          Prescription(
            load: .bodyweight(added: nil), sets: 3, reps: 6, maxReps: 10,
            step: Weight(DecimalValue(significand: 25, scale: 1) ?? .zero, .kg))
        ]
      default:
        if i == 0 {
          x.prescriptions.append(
            Prescription(kind: .warmup, load: .weight(Weight(DecimalValue(40), .kg)), sets: 2, reps: 5))
        }
        x.prescriptions.append(
          Prescription(
            load: .weight(Weight(base, .kg)), sets: 3, reps: bottom, maxReps: i == 0 ? nil : bottom + 4,
            step: Weight(DecimalValue(significand: i == 0 ? 25 : 50, scale: 1) ?? .zero, .kg),
            rest: DecimalValue(60 * (1 + int(3)))))
      }
      r.exercises.append(x)
    }
    guard typed else { return Notebook(routines: [r]).canonicalText }
    var text = pick(["# routine ", "## template ", "# Routine "]) + name + "\n"
    for n in r.notes { text += "> " + n + "\n" }
    for x in r.exercises {
      for p in x.prescriptions {
        var line = x.name + " "
        if p.kind == .warmup { line += "warmup " }
        switch p.load {
        case .weight(let w)?: line += "\(w.value)" + weightUnit("kg") + " "
        case .bodyweight?: line += bw() + " "
        case nil: break
        }
        line += p.sets == 1 ? "" : "\(p.sets)" + pick(["x", "X", "*", "×"])
        if let t = p.seconds {
          line += "\(t)s"
        } else {
          line += "\(p.reps ?? 0)" + (p.maxReps.map { pick(["-", "–"]) + "\($0)" } ?? "")
        }
        if let s = p.step { line += " +" + "\(s.value)" + weightUnit("kg") }
        if let t = p.rest { line += " " + pick(["rest \(t)s", "REST \(t) sec"]) }
        text += line + "\n"
      }
    }
    return text
  }

  // The spellings: canonical, or as typed.

  private mutating func times() -> String { typed ? pick(["x", "x", "X", "*", "×"]) : "×" }
  private mutating func done() -> String { typed ? pick(["done", "✓", "done", "DONE"]) : "✓" }
  private mutating func failed() -> String { typed ? pick(["fail", "✗", "failed"]) : "✗" }
  private mutating func bw() -> String { typed ? pick(["bw", "BW", "Bw"]) : "BW" }
  private mutating func indent() -> String { typed ? pick(["\t", "- ", "* ", "  ", "\t- "]) : "  " }

  private mutating func weightUnit(_ unit: String) -> String {
    guard typed else { return unit }
    let spelled = unit == "kg" ? pick(["kg", "kgs", "KG", "Kg"]) : pick(["lb", "lbs", "LBS"])
    return chance(30) ? " " + spelled : spelled
  }
}
