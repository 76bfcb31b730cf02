/// A notebook set as Liftosaur's text writes it, read back as the importer
/// reads it (`LiftosaurTextImporter`), with a warning for each difference.
enum LiftosaurSetCells {
  /// The set, or nil when it is left out (planned, or without reps).
  static func set(_ set: WorkoutSet, traits: LoadRules.Traits, line: Int, _ w: inout ExportWarnings) -> LiftosaurSet? {
    switch set.status {
    case .planned:
      w.add(
        .exportNotWritten, "planned", line: line, counting: "sets",
        "a planned set (not marked done) is left out: an app's export holds what was done")
      return nil
    case .failed:
      w.add(
        .exportChanged, "failed", line: line, counting: "sets",
        "a failed set (✗) is written as done: Liftosaur has no failed sets")
    case .done: break
    }
    guard let reps = set.reps else {
      w.add(
        .exportNotWritten, "no-reps", line: line, counting: "sets",
        "a set of time or distance only is left out: Liftosaur's workout text writes reps and weights")
      return nil
    }
    if set.seconds != nil || set.distance != nil {
      w.add(
        .exportNotWritten, "time-distance", line: line, counting: "sets",
        "the time or distance of a set is not written: Liftosaur's workout text writes reps and weights")
    }
    if set.amrap {
      w.add(
        .exportChanged, "amrap", line: line, counting: "sets",
        "a set written \(reps)+ is written as \(reps) reps: Liftosaur's done sets have no AMRAP mark")
    }
    if set.kind == .drop || set.kind == .failure {
      w.add(
        .exportChanged, "kind", line: line, counting: "sets",
        "a \(set.kind == .drop ? "drop" : "failure") set is written as a normal set: Liftosaur has no drop or failure sets"
      )
    }
    var ls = LiftosaurSet(reps: reps, rpe: set.rpe)
    load(set.load, into: &ls, traits: traits, line: line, &w)
    if let r = set.rest {
      ls.timer = r.doubleValue.roundedInt
      if !r.isWhole {
        w.add(
          .exportChanged, "rest-seconds", line: line, counting: "sets",
          "Liftosaur writes a rest in whole seconds: rest \(r)s is written as \(ls.timer ?? 0)s")
      }
    }
    if let note = set.note { ls.label = label(note, line: line, &w) }
    return ls
  }

  /// The weight: bodyweight has none, added load or assistance its sign;
  /// two decimal places at most (Liftosaur keeps two). A weight the
  /// importer would read as another load (by the exercise's name) is a
  /// warning.
  static func load(
    _ load: Load?, into ls: inout LiftosaurSet, traits: LoadRules.Traits, line: Int, _ w: inout ExportWarnings
  ) {
    switch load {
    case .weight(let x)?:
      ls.weight = Weight(twoPlaces(x.value, line: line, &w), x.unit)
      let back = LoadRules.load(weight: ls.weight?.value, unit: x.unit, traits: traits, hasReps: true).load
      if let b = back, let weight = ls.weight, b != .weight(weight) {
        w.add(
          .exportChanged, "load", line: line, counting: "sets",
          "\(AppSetCells.text(.weight(x))) is written as a weight, which reads back as \(AppSetCells.text(b)): the importers tell added load and assistance by the exercise's name (docs/import.md, Loads)"
        )
      }
    case .bodyweight(let added?)? where added.value.significand == 0:
      w.add(
        .exportChanged, "zero-added", line: line, counting: "sets",
        "\(AppSetCells.text(.bodyweight(added: added))) is written without a weight, which reads back as BW")
    case .bodyweight(let added?)?:
      ls.weight = Weight(twoPlaces(added.value, line: line, &w), added.unit)
      ls.signed = true
    case .bodyweight(nil)?:
      break
    case nil:
      w.add(
        .exportChanged, "no-load", line: line, counting: "sets",
        "a set of reps without a load is written without a weight, which reads back as BW (docs/import.md, Loads)")
    }
  }

  static func twoPlaces(_ v: DecimalValue, line: Int, _ w: inout ExportWarnings) -> DecimalValue {
    guard v.scale > 2, let r = AppSetCells.places(v.doubleValue, 2) else { return v }
    w.add(
      .exportChanged, "places", line: line, counting: "weights",
      "Liftosaur keeps two decimal places of a weight: \(v) is written as \(r)")
    return r
  }

  /// A set note as a label: the characters a label cannot hold are spaces.
  static func label(_ note: String, line: Int, _ w: inout ExportWarnings) -> String? {
    let cleaned = ImportText.collapsed(
      String(note.map { LiftosaurBlocks.forbidden.contains($0) ? " " : $0 }))
    if cleaned != note {
      w.add(
        .exportChanged, "label", line: line, counting: "set notes",
        "a set note is written as Liftosaur's label, which cannot hold / { } ( ) @ | \" : or , (they become spaces): \(Excerpt.quoted(note)) reads back as \(Excerpt.quoted(cleaned))"
      )
    }
    return cleaned.isEmpty ? nil : cleaned
  }
}
