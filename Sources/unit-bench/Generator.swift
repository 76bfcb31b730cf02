import UnitNotebook

/// Deterministic generator of realistic notebooks for the benchmark: sessions
/// with titles and times, block and short forms, warm-ups, RPE, BW±load, time
/// and distance work, notes, comments, pounds and kilograms.
struct NotebookTextGenerator {
  private var random: BenchRandom

  init(seed: UInt64) { random = BenchRandom(seed: seed) }

  private mutating func next() -> UInt64 { random.next() }

  private mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
  private mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
  private mutating func pick<T>(_ xs: [T]) -> T { xs[int(xs.count)] }

  static let lifts = [
    "Squat", "Bench Press", "Deadlift", "Overhead Press", "Romanian Deadlift", "Barbell Row",
    "Bench Press (Barbell)", "Incline Bench Press", "Front Squat", "Lat Pulldown (Cable)",
    "Leg Press", "Hip Thrust", "Bulgarian Split Squat", "Curl",
  ]
  static let titles = ["Lower A", "Upper A", "Lower B", "Upper B", "Full Body", "Heavy Day", "Volume"]

  /// Appends sessions until the text reaches `size` bytes.
  mutating func notebook(bytes size: Int) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(size + 4096)
    func put(_ s: String) { out.append(contentsOf: s.utf8) }
    put("> Generated training notebook for benchmarks.\n\n")
    var day = 0
    while out.count < size {
      day += 1 + int(3)
      let date = (LocalDate.minimum.adding(days: 730_119 + day) ?? LocalDate.minimum).description  // from 2000-01-01
      let hour = 6 + int(12)
      put("# \(date) \(pad(hour)):\(pad(int(60)))–\(pad(hour + 1)):\(pad(int(60))) \(pick(NotebookTextGenerator.titles))\n")
      if chance(40) { put("> Slept \(5 + int(4))h. Knee fine.\n") }
      put("\n")
      let unit = chance(70) ? "kg" : "lb"
      for _ in 0..<(4 + int(4)) {
        switch int(10) {
        case 0: put("Plank \(30 + int(60))s ✓\n")
        case 1: put("Run \(3 + int(8))km \(15 + int(40)):\(pad(int(60))) ✓\n")
        case 2:
          put(chance(50) ? "Pullup BW × \(5 + int(8)) ✓\n" : "Assisted Pullup BW-\(10 + 5 * int(4))kg × \(6 + int(6)) ✓\n")
        case 3: put("Dip BW+\(5 * int(5))kg × \(5 + int(6)) ✓ @\(7 + int(3))\n")
        case 4: put("Farmer Carry \(24 + 4 * int(6))kg × 40m ✓\n")
        default:
          let name = pick(NotebookTextGenerator.lifts)
          put(name + (chance(5) ? " // new belt\n" : "\n"))
          let base = 40 + 5 * int(30)
          put("  warmup \(base / 2)\(unit) × 5 ✓\n")
          let sets = 2 + int(4)
          let weight = base % 2 == 0 ? "\(base)" : "\(base).5"
          for k in 0..<sets {
            var line = "  \(weight)\(unit) × \(3 + int(8))"
            line += k == sets - 1 && chance(10) ? " ✗" : " ✓"
            if chance(60) { line += " @\(7 + int(3))" + (chance(30) ? ".5" : "") }
            if chance(5) { line += " > felt quick" }
            put(line + "\n")
          }
          if chance(10) { put("  > belt from set 2\n") }
          put("\n")
        }
      }
    }
    return out
  }

  private func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
