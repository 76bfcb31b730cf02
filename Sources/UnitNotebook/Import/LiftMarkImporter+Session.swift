extension LiftMarkImporter {
  static let sessionKeys: Set<String> = [
    "name", "date", "startTime", "endTime", "duration", "notes", "status", "exercises",
  ]
  static let exerciseKeys: Set<String> = [
    "exerciseName", "orderIndex", "notes", "equipmentType", "groupType", "groupName", "status", "sets",
  ]

  mutating func session(_ s: ImportJSON) throws(ReadError) {
    keys(s, Self.sessionKeys, "a session")
    guard let dateText = try text(s, "date"), let date = LocalDate(ImportText.trim(dateText)) else {
      throw fail(s["date"] ?? s, "expected the session's date, such as \"date\": \"2026-02-20\"")
    }
    let (row, column) = place(s)
    let start = try time(s, "startTime", on: date)
    var end = try time(s, "endTime", on: date)
    if end == nil, let t = start, let d = try count(s, "duration"), d < 86_400 {
      end = TimeOfDay(secondsSinceMidnight: (t.secondsSinceMidnight + d) % 86_400)
    }
    builder.beginSession(
      ImportDateTime(date: date, time: start), end: end, title: try text(s, "name"), row: row, column: column)
    if let notes = try text(s, "notes") { builder.addSessionNote(notes) }
    if let status = try text(s, "status"), status != "completed", let node = s["status"] {
      warnOnce(
        .importAssumed, "session-status", node,
        "a session whose status is \(Excerpt.quoted(status)), not completed: its done sets are imported")
    }
    var exercises = s["exercises"]?.items ?? []
    exercises.sort { ($0["orderIndex"].flatMap(Self.order) ?? 0) < ($1["orderIndex"].flatMap(Self.order) ?? 0) }
    var groups = LiftMarkGroups()
    for e in exercises { try exercise(e, &groups) }
  }

  static func order(_ node: ImportJSON) -> Int {
    if case .value(let d, _)? = node.number { return d.integerValue ?? 0 }
    return 0
  }

  /// A start or end time: UTC, read by the import's rule. A time that falls
  /// on another day than the session's date is kept, with a warning (the
  /// rule's time zone is likely not where the lifter trained).
  mutating func time(_ s: ImportJSON, _ key: String, on date: LocalDate) throws(ReadError) -> TimeOfDay? {
    guard let t = try text(s, key), let node = s[key] else { return nil }
    guard let instant = ImportInstant.iso(t), let utc = instant.secondsSince1970 else {
      throw fail(
        node, "expected a date and time such as \"2026-02-20T10:00:00Z\" in \"\(key)\", found \(Excerpt.quoted(t))")
    }
    let (row, column) = place(node)
    guard let local = builder.local(utc, row: row, column: column, what: "\"\(key)\"") else {
      throw fail(node, "\(Excerpt.quoted(t)) is outside the years 1 to 9999")
    }
    if local.date != date {
      warnOnce(
        .importAssumed, "other-day", node,
        "\(key) \(Excerpt.quoted(t)) is on \(local.date) in local time, not on the session's date \(date): the time is kept as read (is the time zone of the import where you trained?)"
      )
    }
    return local.time
  }

  mutating func exercise(_ e: ImportJSON, _ groups: inout LiftMarkGroups) throws(ReadError) {
    keys(e, Self.exerciseKeys, "an exercise")
    guard let raw = try text(e, "exerciseName") else {
      throw fail(e, "expected the exercise's name in \"exerciseName\"")
    }
    let sets = e["sets"]?.items ?? []
    let groupType = try text(e, "groupType")
    let groupName = try text(e, "groupName")
    if sets.isEmpty, let type = groupType {
      // A group's own row: its members are not known from the export.
      builder.addSessionNote("\(type): \(raw)")
      return
    }
    let (row, column) = place(e)
    let (name, t) = try builder.exercise(named: raw, row: row, column: column)
    traits = t
    let equipment = try text(e, "equipmentType")
    bodyweightEquipment = equipment?.lowercased() == "bodyweight"
    let group = groups.place(type: groupType, name: groupName)
    builder.beginExercise(name, superset: group.superset)
    if let note = group.note { builder.addExerciseNote(note) }
    if let notes = try text(e, "notes") { builder.addExerciseNote(notes) }
    if let equipment, !bodyweightEquipment, let node = e["equipmentType"] {
      warnOnce(
        .importNotImported, "equipment", node,
        "equipmentType (\(Excerpt.quoted(equipment))) is not imported: a notebook has no place for an exercise's equipment"
      )
    }
    let ordered = sets.sorted {
      ($0["orderIndex"].flatMap(Self.order) ?? 0) < ($1["orderIndex"].flatMap(Self.order) ?? 0)
    }
    for set in ordered { try self.set(set, warmup: group.warmup) }
  }
}

/// The supersets and sections of a session's exercises, by the group each
/// exercise names: a superset's exercises get the label `A1`, `A2`… in the
/// order they come; a section named for warming up makes its sets warm-ups;
/// another section's first exercise gets a note naming it.
struct LiftMarkGroups {
  var letters: [String: Int] = [:]
  var members: [String: Int] = [:]
  var lastSection: String? = nil

  mutating func place(type: String?, name: String?) -> (superset: String?, note: String?, warmup: Bool) {
    guard let type, let name else {
      lastSection = nil
      return (nil, nil, false)
    }
    if type == "superset" {
      let g = letters[name] ?? letters.count
      letters[name] = g
      members[name, default: 0] += 1
      return (SupersetLabel.label(group: g, member: members[name] ?? 1), nil, false)
    }
    let first = lastSection != name
    lastSection = name
    let key = name.lowercased().filter { $0.isLetter }
    if key == "warmup" { return (nil, nil, true) }
    return (nil, first ? "\(type): \(name)" : nil, false)
  }
}
