extension LiftMDImporter {
  /// The routine of the workout heading at `w`, and the line after its block.
  mutating func routine(at w: Int) throws(ReadError) -> (Routine, Int) {
    let level = lines[w].level ?? 1
    var routine = Routine(name: ImportText.line(lines[w].text).text)
    unit = nil
    let stop = end(of: w)
    var i = w + 1
    while i < stop, lines[i].level != level + 1 {
      let l = lines[i]
      i += 1
      if l.text.isEmpty { continue }
      if let (key, value) = LiftMDSet.metadata(l.text), key == "units" {
        guard let u = ImportUnits.weight(value) else {
          throw ReadError(
            .importBadValue, row: l.number, column: l.column,
            "expected @units: kg or @units: lbs, found '\(Excerpt.cut(value))'")
        }
        unit = u
      } else if let (key, value) = LiftMDSet.metadata(l.text) {
        routine.notes += ImportText.lines("\(key): \(value)")
      } else {
        routine.notes += ImportText.lines(l.isSet ? "- " + l.text : l.text)
      }
    }
    var groups = LiftMarkGroups()
    while i < stop {
      if lines[i].level == level + 1 {
        try block(at: i, group: nil, into: &routine, groups: &groups)
        i = end(of: i)
      } else {
        i += 1
      }
    }
    return (routine, stop)
  }

  /// An exercise's heading at `i`, or a group's (a heading with headings
  /// below it: a superset when its name says so, else a section).
  mutating func block(
    at i: Int, group: (type: String, name: String)?, into routine: inout Routine, groups: inout LiftMarkGroups
  ) throws(ReadError) {
    let stop = end(of: i)
    guard let child = childLevel(i, stop) else {
      try exercise(at: i, stop: stop, group: group, into: &routine, groups: &groups)
      return
    }
    let name = lines[i].text
    let inner = (name.lowercased().contains("superset") ? "superset" : "section", name)
    var j = i + 1
    while j < stop {
      if lines[j].level == child {
        try block(at: j, group: inner, into: &routine, groups: &groups)
        j = end(of: j)
      } else {
        if lines[j].level == nil, !lines[j].text.isEmpty { routine.notes += ImportText.lines(lines[j].text) }
        j += 1
      }
    }
  }

  /// The level of the first heading under `i` (before `stop`) with sets below it.
  func childLevel(_ i: Int, _ stop: Int) -> Int? {
    for j in (i + 1)..<stop {
      if let l = lines[j].level, hasSets(below: j, level: l) { return l }
    }
    return nil
  }

  mutating func exercise(
    at i: Int, stop: Int, group: (type: String, name: String)?, into routine: inout Routine,
    groups: inout LiftMarkGroups
  ) throws(ReadError) {
    let (name, _) = try builder.exercise(named: lines[i].text, row: lines[i].number, column: lines[i].column)
    let place = groups.place(type: group?.type, name: group?.name)
    var x = RoutineExercise(name: name, superset: place.superset)
    if let note = place.note { x.notes.append(note) }
    var list: [Prescription] = []
    for l in lines[(i + 1)..<stop] where !l.text.isEmpty {
      if l.isSet {
        var t = try LiftMDSet.parse(l.text, row: l.number, column: l.column)
        try resolveUnit(&t, l)
        list.append(t.prescription(warmup: place.warmup))
      } else if let (key, value) = LiftMDSet.metadata(l.text) {
        x.notes += ImportText.lines(key == "type" ? "equipment: \(value)" : "\(key): \(value)")
      } else {
        x.notes += ImportText.lines(
          l.level == nil ? l.text : String(repeating: "#", count: l.level ?? 0) + " " + l.text)
      }
    }
    if list.isEmpty { setless.append(lines[i].number) }
    x.prescriptions = LiftMarkTarget.merged(list)
    routine.exercises.append(x)
  }

  /// A weight without its unit takes the workout's `@units`, else the unit
  /// given; with neither the import stops. Feet and yards become metres.
  mutating func resolveUnit(_ t: inout LiftMarkTarget, _ l: Line) throws(ReadError) {
    if let w = t.weight, w.significand != 0, t.unit == nil {
      guard let u = unit ?? builder.options.unit else {
        throw ReadError(
          .weightUnitNeeded, row: l.number, column: l.column,
          "this plan does not say whether its weights are kg or lb: add @units: kg (or lbs) under its heading, or give the unit (unit import --unit kg or --unit lb)"
        )
      }
      t.unit = u
    }
    if t.convertedFromFeet { feet = (feet?.row ?? l.number, (feet?.count ?? 0) + 1) }
  }

  mutating func finishWarnings() {
    if let first = setless.first {
      builder.warn(
        .importChanged, row: first, column: 1,
        "this exercise has no sets (no - lines under it): its routine lists it without numbers"
          + (setless.count > 1 ? " (\(setless.count) exercises like this; this is the first)" : ""))
    }
    if let f = feet {
      builder.warn(
        .importChanged, row: f.row, column: 1,
        "a distance in feet or yards is written in metres (a notebook's distances are m, km or mi)"
          + (f.count > 1 ? " (\(f.count) sets like this; this is the first)" : ""))
    }
  }
}
