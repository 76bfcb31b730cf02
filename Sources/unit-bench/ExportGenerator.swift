import UnitNotebook

/// Deterministic generators of app exports for the benchmark: a Strong export
/// (the iPhone layout, 1A) and a Hevy export (kg), each of about `rows` set
/// rows, with warm-ups, assisted and bodyweight work, planks, runs, RPE, notes
/// with commas and doubled quotes, float noise, and (Strong) rest timers.
struct ExportGenerator {
  private var random: BenchRandom

  init(seed: UInt64) { random = BenchRandom(seed: seed) }

  private mutating func next() -> UInt64 { random.next() }

  private mutating func int(_ lo: Int, _ hi: Int) -> Int { lo + Int(next() % UInt64(hi - lo + 1)) }
  private mutating func chance(_ percent: Int) -> Bool { int(0, 99) < percent }

  /// Name, lightest and heaviest weight (0 for none), and kind of work.
  static let exercises: [(name: String, lo: Int, hi: Int, kind: Int)] = [
    ("Squat (Barbell)", 60, 180, 0), ("Bench Press (Barbell)", 40, 140, 0), ("Deadlift (Barbell)", 80, 220, 0),
    ("Overhead Press (Barbell)", 30, 80, 0), ("Pull Up (Assisted)", 10, 40, 0), ("Chin Up", 0, 20, 0),
    ("Bent Over Row (Barbell)", 40, 120, 0), ("Lat Pulldown (Cable)", 30, 90, 0), ("Plank", 0, 0, 1),
    ("Running (Treadmill)", 0, 0, 2), ("Bicep Curl (Dumbbell)", 8, 24, 0), ("Leg Press", 80, 300, 0),
  ]
  static let titles = ["Lower A", "Upper A", "Lower B", "Upper B", "Full Body"]

  private static func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

  private func date(_ day: Int) -> LocalDate {
    LocalDate.minimum.adding(days: 734_502 + day) ?? LocalDate.minimum  // from 2012-01-01
  }

  /// A Strong 1A export.
  mutating func strong(rows n: Int) -> [UInt8] {
    var out: [UInt8] = []
    func put(_ s: String) { out.append(contentsOf: s.utf8) }
    put("Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n")
    var rows = 0
    var day = 0
    while rows < n {
      day += 1
      let when =
        "\(date(day)) \(ExportGenerator.pad(6 + day % 12)):\(ExportGenerator.pad(day * 7 % 60)):\(ExportGenerator.pad(day * 13 % 60))"
      let title = ExportGenerator.titles[int(0, 4)]
      let duration = chance(50) ? "1h \(int(1, 59))m" : "\(int(20, 59))m"
      var firstInWorkout = true
      for _ in 0..<5 {
        let x = ExportGenerator.exercises[int(0, ExportGenerator.exercises.count - 1)]
        var firstInExercise = true
        var normal = 0
        for k in 0..<int(3, 6) where rows < n {
          let warm = k == 0 && x.hi > 0
          if !warm { normal += 1 }
          let order = warm ? "W" : "\(normal)"
          var weight = "0"
          var reps = "0"
          var distance = "0"
          var seconds = "0.0"
          switch x.kind {
          case 1: seconds = "\(int(30, 90)).0"
          case 2:
            distance = "\(int(1, 5)).\(int(0, 9))"
            seconds = "\(int(600, 1800)).0"
          default:
            if x.hi > 0 {
              let quarter = int(x.lo * 4, x.hi * 4)
              weight = "\(quarter / 4).\([0, 25, 5, 75][quarter % 4])"
              if quarter >= 8, chance(2) { weight = "\(quarter / 4 - 1).9999999999999\(int(6, 9))" }
            }
            reps = "\(int(3, 12))"
          }
          let note = firstInExercise ? (chance(10) ? "\"Belt on, \"\"slow\"\" eccentric\"" : "\"\"") : ""
          let workoutNote = firstInWorkout ? "\"Slept well, gym busy\"" : ""
          let rpe = ["", "", "8", "8.5", "9"][int(0, 4)]
          put(
            "\(when),\"\(title)\",\(duration),\"\(x.name)\",\(order),\(weight),\(reps),\(distance),\(seconds),\(note),\(workoutNote),\(rpe)\n"
          )
          rows += 1
          // The rest timer after a work set (about 16% of a real export's rows).
          if !warm, chance(20) {
            put("\(when),\"\(title)\",\(duration),\"\(x.name)\",Rest Timer,0,0.0,0,\(int(6, 18) * 10).0,,,\n")
            rows += 1
          }
          firstInExercise = false
          firstInWorkout = false
        }
      }
    }
    return out
  }

  /// A Hevy export (kg, km), newest workout first, CRLF line ends.
  mutating func hevy(rows n: Int) -> [UInt8] {
    var workouts: [[UInt8]] = []
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    var rows = 0
    var day = 0
    while rows < n {
      day += 1
      let d = date(day)
      let hour = 6 + day % 12
      let start =
        "\(d.day) \(months[d.month - 1]) \(d.year), \(ExportGenerator.pad(hour)):\(ExportGenerator.pad(day * 7 % 60))"
      let end =
        "\(d.day) \(months[d.month - 1]) \(d.year), \(ExportGenerator.pad(hour + 1)):\(ExportGenerator.pad(day * 11 % 60))"
      let title = ExportGenerator.titles[int(0, 4)] + (chance(30) ? " // Strength // \(int(1, 4))" : "")
      let description = chance(20) ? "Slept well.\\nGym busy, \"\"leg day\"\" crowd." : ""
      var w: [UInt8] = []
      for e in 0..<5 {
        let x = ExportGenerator.exercises[int(0, ExportGenerator.exercises.count - 1)]
        let superset = e >= 3 && chance(30) ? "0" : ""
        let note = chance(10) ? "Elbows in, pause first rep" : ""
        for k in 0..<int(3, 6) where rows < n {
          let type = k == 0 && x.hi > 0 ? "warmup" : (chance(5) ? "failure" : "normal")
          var weight = ""
          var reps = ""
          var distance = ""
          var seconds = "0"
          switch x.kind {
          case 1: seconds = "\(int(30, 90))"
          case 2:
            distance = "\(int(1, 5)).\(int(0, 9))"
            seconds = "\(int(600, 1800))"
          default:
            if x.hi > 0 { weight = "\(int(x.lo, x.hi))" + (chance(30) ? ".5" : "") }
            reps = "\(int(3, 12))"
          }
          let rpe = ["", "", "8", "8.5", "9"][int(0, 4)]
          let row =
            "\"\(title)\",\"\(start)\",\"\(end)\",\"\(description)\",\"\(x.name)\",\(superset),\"\(note)\",\(k),\"\(type)\",\(weight),\(reps),\(distance),\(seconds),\(rpe)\r\n"
          w.append(contentsOf: row.utf8)
          rows += 1
        }
      }
      workouts.append(w)
    }
    var out = Array(
      "\"title\",\"start_time\",\"end_time\",\"description\",\"exercise_title\",\"superset_id\",\"exercise_notes\",\"set_index\",\"set_type\",\"weight_kg\",\"reps\",\"distance_km\",\"duration_seconds\",\"rpe\"\r\n"
        .utf8)
    for w in workouts.reversed() { out.append(contentsOf: w) }
    return out
  }
}
