/// A set as an app's row holds it: one weight in the file's unit, reps,
/// seconds, a distance in the file's unit, RPE; worked out once for both
/// writers, with a warning for each thing the importers would read back
/// differently (docs/export.md). The checks read the set back as the
/// importers do (`LoadRules`, zero means unused, three decimal places), so
/// a set that comes back changed is never written without a word.
struct AppSetCells {
  var weight: DecimalValue?
  var reps: Int?
  var seconds: DecimalValue?
  var distance: DecimalValue?
  var rpe: DecimalValue?

  /// The units of the file being written.
  struct Units {
    var weight: WeightUnit
    var distance: DistanceUnit
  }

  /// The cells of `set` (of an exercise whose name says `traits`), and the
  /// warnings, at `line`, for what would not come back as it is. Strong
  /// writes 0 in the cells a set does not use; Hevy leaves them empty and
  /// writes seconds as whole numbers.
  init(
    _ set: WorkoutSet, traits: LoadRules.Traits, units: Units, format layout: AppExportStream.Format, line: Int,
    warnings: inout ExportWarnings
  ) {
    let format = layout == .strong ? "Strong" : "Hevy"
    let wholeSeconds = layout == .hevy
    reps = set.reps
    rpe = set.rpe
    if layout == .hevy, set.rest != nil {
      warnings.add(
        .exportNotWritten,
        "rest", line: line, counting: "sets",
        "rests are not written: Hevy's workout export has no place for them (Strong's has, as Rest Timer rows)")
    }
    seconds = set.seconds
    if wholeSeconds, let s = set.seconds, !s.isWhole {
      seconds = AppSetCells.places(s.doubleValue.roundedToWhole, 0)
      warnings.add(
        .exportChanged,
        "whole-seconds", line: line, counting: "sets",
        "\(format) writes seconds as whole numbers: \(s)s is written as \(seconds ?? .zero)")
    }
    var secondsBack = seconds
    var distanceBack: Distance? = nil
    if let d = set.distance {
      distance = AppSetCells.convert(d, to: units.distance)
      distanceBack = distance.map { Distance($0, units.distance) }
      if d.unit != units.distance {
        warnings.add(
          .exportChanged,
          "distance-unit", line: line, counting: "distances",
          "\(format)'s file has one distance unit, \(units.distance.rawValue) here: \(d.value)\(d.unit.rawValue) is written as \(distance ?? .zero)\(units.distance.rawValue)"
        )
      }
    }
    // What the importers read back: a time or a distance of 0 is none, and
    // so are 0 reps beside a time or a distance.
    if let v = seconds, v.significand == 0 { secondsBack = nil }
    if let d = distanceBack, d.value.significand == 0 { distanceBack = nil }
    if (set.seconds != nil && secondsBack == nil) || (set.distance != nil && distanceBack == nil) {
      warnings.add(
        .exportChanged,
        "zero-measure", line: line, counting: "sets",
        "a time or distance of 0 reads back as none: the apps write 0 for a measure a set does not use")
    }
    let repsCell = reps ?? (layout == .strong ? 0 : nil)
    let repsRead = repsCell.flatMap { r in r > 0 || (secondsBack == nil && distanceBack == nil) ? r : nil }
    // A set with nothing at all is imported as 0 reps.
    let repsBack = repsRead ?? (secondsBack == nil && distanceBack == nil ? 0 : nil)
    if repsBack != set.reps && (repsBack != 0 || set.reps != nil) {
      warnings.add(
        .exportChanged,
        "zero-reps", line: line, counting: "sets",
        "0 reps beside a time or a distance read back as no reps: the apps write 0 for a measure a set does not use")
    }
    var target = set.load
    switch set.load {
    case .weight(let w)?:
      weight = AppSetCells.convert(w, to: units.weight)
      target = weight.map { .weight(Weight($0, units.weight)) }
    case .bodyweight(let added?)?:
      var v = AppSetCells.convert(added, to: units.weight)
      target = v.map { .bodyweight(added: Weight($0, units.weight)) }
      if traits.assisted, let a = v, a.isNegative { v = a.magnitude }
      weight = v
    case .bodyweight(nil)?, nil:
      weight = nil
    }
    if let w = set.load, let u = AppSetCells.unit(of: w), u != units.weight {
      warnings.add(
        .exportChanged,
        "weight-unit", line: line, counting: "weights",
        "\(format)'s file has one weight unit, \(units.weight.rawValue) here: \(AppSetCells.text(w)) is written as \(weight ?? .zero)\(units.weight.rawValue) (rounded to three places)"
      )
    }
    let back = LoadRules.load(weight: weight, unit: units.weight, traits: traits, hasReps: repsRead != nil).load
    if back != target {
      warnings.add(
        .exportChanged,
        "load", line: line, counting: "sets",
        "\(target.map(AppSetCells.text) ?? "no load") is written as \(weight.map { "a weight of \($0)" } ?? (format == "Strong" ? "a weight of 0" : "no weight")), which reads back as \(back.map(AppSetCells.text) ?? "no load"): the apps have one weight, and the importers tell added load and assistance by the exercise's name (docs/import.md, Loads)"
      )
    }
    for v in [weight, seconds, distance, rpe, layout == .strong ? set.rest : nil].compactMap({ $0 }) where v.scale > 3 {
      warnings.add(
        .exportChanged,
        "places", line: line, counting: "numbers",
        "\(v) has more than three decimal places: the importers round it to three")
      break
    }
  }

  /// The weight or distance of `set` (as the notebook writes it) that has no
  /// number in the file's units, and that unit; nil when both convert.
  static func unconvertible(_ set: WorkoutSet, to units: Units) -> (value: String, unit: String)? {
    switch set.load {
    case .weight(let w)? where convert(w, to: units.weight) == nil:
      return (text(.weight(w)), units.weight.rawValue)
    case .bodyweight(let a?)? where convert(a, to: units.weight) == nil:
      return (text(.bodyweight(added: a)), units.weight.rawValue)
    default:
      break
    }
    if let d = set.distance, convert(d, to: units.distance) == nil {
      return ("\(d.value)\(d.unit.rawValue)", units.distance.rawValue)
    }
    return nil
  }

  /// A weight in `unit`: converted (its unit's `facts.kilograms`) and rounded to
  /// three places when it is in the other one.
  static func convert(_ w: Weight, to unit: WeightUnit) -> DecimalValue? {
    guard w.unit != unit else { return w.value }
    return places(WeightConversion.approximate(w, in: unit), 3)
  }

  /// A distance in `unit`, converted (1 mi = 1.609344 km) and rounded to three places.
  static func convert(_ d: Distance, to unit: DistanceUnit) -> DecimalValue? {
    guard d.unit != unit else { return d.value }
    func meters(_ u: DistanceUnit) -> Double {
      switch u {
      case .m: return 1
      case .km: return 1000
      case .mi: return 1609.344
      }
    }
    return places(d.value.doubleValue * meters(d.unit) / meters(unit), 3)
  }

  /// `x` rounded to `n` places (half away from zero); nil when it is too
  /// large for a notebook number.
  static func places(_ x: Double, _ n: Int) -> DecimalValue? {
    var scale = 1.0
    for _ in 0..<n { scale *= 10 }
    let scaled = (x * scale).roundedToWhole
    guard scaled.isFinite, abs(scaled) < 1e15 else { return nil }
    return DecimalValue(significand: Int64(scaled), scale: n)
  }

  static func unit(of load: Load) -> WeightUnit? {
    switch load {
    case .weight(let w): return w.unit
    case .bodyweight(let a): return a?.unit
    }
  }

  /// A load as the notebook writes it: `100kg`, `BW`, `BW+10kg`, `BW-25kg`.
  static func text(_ load: Load) -> String {
    switch load {
    case .weight(let w): return "\(w.value)\(w.unit.rawValue)"
    case .bodyweight(nil): return "BW"
    case .bodyweight(let a?): return "BW\(a.value.isNegative ? "" : "+")\(a.value)\(a.unit.rawValue)"
    }
  }
}
