/// Notebooks of many different exercises (issue 35): a history's steps
/// that grew with the square of the names a session holds show on them.
public enum ManyExercises {
  /// The k-th name: `Lift q` and k's digits in base 26 as letters, lowest
  /// first (`Lift qa`, `Lift qb`, …, `Lift qab`): no word a set line can
  /// start with, and each k a different name.
  public static func name(_ k: Int) -> String {
    var s = "Lift q"
    var i = k
    repeat {
      s.unicodeScalars.append(Unicode.Scalar(UInt8(97 + i % 26)))
      i /= 26
    } while i > 0
    return s
  }

  /// The load of exercise k's set in the session `step` (kilograms).
  public static func kilograms(_ k: Int, step: Int) -> Int { 60 + k % 40 + 5 * step }

  /// The reps of exercise k's set.
  public static func reps(_ k: Int) -> Int { 1 + k % 8 }

  /// A session titled Day of `n` different exercises, one done set each
  /// (`Lift qa 60kg × 1 ✓`), in order, or last first when `reversed`.
  public static func session(_ n: Int, date: String, step: Int = 0, reversed: Bool = false) -> String {
    var s = "# \(date) Day\n"
    for k in reversed ? Array((0..<n).reversed()) : Array(0..<n) {
      s += "\(name(k)) \(kilograms(k, step: step))kg × \(reps(k)) ✓\n"
    }
    return s
  }
}
