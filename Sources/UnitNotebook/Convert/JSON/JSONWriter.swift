/// Writes Unit's JSON document (docs/json.md) into bytes, one part at a time,
/// so a long notebook can be written while it is parsed.
///
/// The layout is fixed, so the same notebook gives the same bytes on every
/// run and platform: two-space indentation; keys in the order of the format
/// brief; a set, and an exercise with at most one set, on one line; `notes`
/// lists on one line; defaults left out (see docs/json.md for the list).
struct JSONWriter: NotebookStreamWriter {
  var out: ByteBuffer
  private var sessionCount = 0
  /// The routines, written after the sessions (`finish`), each with the
  /// number of sessions before it; a notebook holds a few.
  private var routines: [Routine] = []

  init(capacity: Int = 0) {
    out = ByteBuffer(capacity: capacity)
  }

  mutating func begin(notes: [String], muscles: [MuscleDeclaration]) {
    out.append(ascii: "{\n  \"format\": \"unit-notebook\",\n  \"version\": 3,\n")
    if !notes.isEmpty {
      out.append(ascii: "  \"notes\": ")
      appendNotes(notes)
      out.append(ascii: ",\n")
    }
    if !muscles.isEmpty {
      out.append(ascii: "  \"muscles\": [")
      for (k, d) in muscles.enumerated() {
        out.append(ascii: k == 0 ? "\n    " : ",\n    ")
        appendDeclaration(d)
      }
      out.append(ascii: "\n  ],\n")
    }
    out.append(ascii: "  \"sessions\": [")
  }

  /// `{"exercise": "Zercher Squat", "primary": ["quadriceps"], "secondary": ["adductors"]}`, on one line.
  private mutating func appendDeclaration(_ d: MuscleDeclaration) {
    out.append(ascii: "{\"exercise\": ")
    out.appendJSONString(d.exercise)
    out.append(ascii: ", \"primary\": ")
    appendNotes(d.primary.map(\.name))
    if !d.secondary.isEmpty {
      out.append(ascii: ", \"secondary\": ")
      appendNotes(d.secondary.map(\.name))
    }
    out.append(UInt8(ascii: "}"))
  }

  mutating func write(_ s: Session) {
    out.append(ascii: sessionCount == 0 ? "\n    {\n      \"date\": \"" : ",\n    {\n      \"date\": \"")
    sessionCount += 1
    out.appendDate(s.date)
    out.append(UInt8(ascii: "\""))
    if let t = s.start {
      out.append(ascii: ",\n      \"start\": \"")
      out.appendTime(t)
      out.append(UInt8(ascii: "\""))
    }
    if let t = s.end {
      out.append(ascii: ",\n      \"end\": \"")
      out.appendTime(t)
      out.append(UInt8(ascii: "\""))
    }
    if let title = s.title {
      out.append(ascii: ",\n      \"title\": ")
      out.appendJSONString(title)
    }
    if !s.notes.isEmpty {
      out.append(ascii: ",\n      \"notes\": ")
      appendNotes(s.notes)
    }
    if let w = s.bodyweight {
      out.append(ascii: ",\n      \"bodyweight\": ")
      out.appendDecimal(w.value)
      out.append(ascii: ",\n      \"bodyweightUnit\": \"")
      out.append(w.unit.rawValue)
      out.append(UInt8(ascii: "\""))
    }
    out.append(ascii: ",\n      \"exercises\": [")
    for (k, x) in s.exercises.enumerated() {
      out.append(ascii: k == 0 ? "\n        " : ",\n        ")
      appendExercise(x)
    }
    out.append(ascii: s.exercises.isEmpty ? "]\n    }" : "\n      ]\n    }")
  }

  mutating func write(_ r: Routine) {
    var placed = r
    placed.sessionsBefore = sessionCount
    routines.append(placed)
  }

  mutating func finish() {
    out.append(ascii: sessionCount == 0 ? "]" : "\n  ]")
    if !routines.isEmpty {
      out.append(ascii: ",\n  \"routines\": [")
      for (k, r) in routines.enumerated() {
        out.append(ascii: k == 0 ? "\n    " : ",\n    ")
        appendRoutine(r)
      }
      out.append(ascii: "\n  ]")
      routines.removeAll()
    }
    out.append(ascii: "\n}\n")
  }

  // MARK: - Parts

  private mutating func appendExercise(_ x: Exercise) {
    appendExercise(
      name: x.name, superset: x.superset, notes: x.notes, trainingMax: x.trainingMax, key: "sets", x.sets
    ) { $0.appendSet($1) }
  }

  /// An exercise of a session or a routine, with its list under `key`: one
  /// line for at most one item, a block with an item a line otherwise.
  mutating func appendExercise<Item>(
    name: String, superset: String?, notes: [String], trainingMax: TrainingMax?, key: StaticString, _ items: [Item],
    item: (inout JSONWriter, Item) -> Void
  ) {
    let block = items.count > 1
    let separator: StaticString = block ? ",\n          \"" : ", \""
    out.append(ascii: block ? "{\n          \"name\": " : "{\"name\": ")
    out.appendJSONString(name)
    if let label = superset {
      out.append(ascii: separator)
      out.append(ascii: "superset\": ")
      out.appendJSONString(label)
    }
    if !notes.isEmpty {
      out.append(ascii: separator)
      out.append(ascii: "notes\": ")
      appendNotes(notes)
    }
    if let tm = trainingMax {
      out.append(ascii: separator)
      out.append(ascii: "trainingMax\": ")
      appendTrainingMax(tm)
    }
    out.append(ascii: separator)
    out.append(ascii: key)
    out.append(ascii: "\": [")
    if block {
      for (k, i) in items.enumerated() {
        out.append(ascii: k == 0 ? "\n            " : ",\n            ")
        item(&self, i)
      }
      out.append(ascii: "\n          ]\n        }")
    } else {
      if let i = items.first { item(&self, i) }
      out.append(ascii: "]}")
    }
  }

  private mutating func appendSet(_ s: WorkoutSet) {
    // Each key but the first is preceded by ", ".
    out.append(UInt8(ascii: "{"))
    appendKindAndLoad(s.kind, s.load)
    if let r = s.reps {
      out.append(ascii: "\"reps\": ")
      out.appendInt(r)
      out.append(ascii: ", ")
      if s.amrap { out.append(ascii: "\"amrap\": true, ") }
    }
    if let d = s.distance {
      appendWithUnit("distance", d.value, d.unit.rawValue)
      out.append(ascii: ", ")
    }
    if let t = s.seconds {
      out.append(ascii: "\"seconds\": ")
      out.appendDecimal(t)
      out.append(ascii: ", ")
    }
    out.append(ascii: "\"status\": \"")
    out.append(s.status.rawValue)
    out.append(UInt8(ascii: "\""))
    appendMarks(s.marks, except: nil)
    if let n = s.note {
      out.append(ascii: ", \"note\": ")
      out.appendJSONString(n)
    }
    out.append(UInt8(ascii: "}"))
  }

  /// `, "rpe": 8, "rest": 120`: the marks with a value, by name (but
  /// `except`, written elsewhere), each preceded by ", ".
  mutating func appendMarks(_ marks: SetMarks, except: ValuedMark?) {
    for m in ValuedMark.allCases where m != except {
      guard let v = marks[m] else { continue }
      out.append(ascii: ", \"")
      out.append(m.rawValue)
      out.append(ascii: "\": ")
      out.appendDecimal(v)
    }
  }

  /// `"kind": "warmup", ` and the load's keys, each followed by ", ": what
  /// a set and a prescription write first.
  mutating func appendKindAndLoad(_ kind: SetKind, _ load: Load?) {
    if kind != .normal {
      out.append(ascii: "\"kind\": \"")
      out.append(kind.rawValue)
      out.append(ascii: "\", ")
    }
    switch load {
    case .weight(let w)?:
      appendWeight(w)
    case .bodyweight(let added)?:
      out.append(ascii: "\"bodyweight\": true, ")
      if let w = added { appendWeight(w) }
    case nil:
      break
    }
  }

  /// `"distance": 5, "distanceUnit": "km"`: a value with its unit.
  mutating func appendWithUnit(_ key: StaticString, _ value: DecimalValue, _ unit: String) {
    out.append(UInt8(ascii: "\""))
    out.append(ascii: key)
    out.append(ascii: "\": ")
    out.appendDecimal(value)
    out.append(ascii: ", \"")
    out.append(ascii: key)
    out.append(ascii: "Unit\": \"")
    out.append(unit)
    out.append(UInt8(ascii: "\""))
  }

  /// `{"weight": 140, "unit": "kg", "step": 5, "stepUnit": "kg", "round": 1, "roundUnit": "kg"}`
  mutating func appendTrainingMax(_ tm: TrainingMax) {
    out.append(UInt8(ascii: "{"))
    appendKindAndLoad(.normal, tm.load)
    if let s = tm.step {
      appendWithUnit("step", s.value, s.unit.rawValue)
      out.append(ascii: ", ")
    }
    if let r = tm.round {
      appendWithUnit("round", r.value, r.unit.rawValue)
      out.append(ascii: ", ")
    }
    // Each key was followed by ", ": the last one's is taken back.
    out.removeLast()
    out.removeLast()
    out.append(UInt8(ascii: "}"))
  }

  mutating func appendWeight(_ w: Weight) {
    out.append(ascii: "\"weight\": ")
    out.appendDecimal(w.value)
    out.append(ascii: ", \"unit\": \"")
    out.append(w.unit.rawValue)
    out.append(ascii: "\", ")
  }

  /// A list of texts on one line (notes, or a declaration's groups).
  mutating func appendNotes(_ notes: [String]) {
    out.append(UInt8(ascii: "["))
    for (k, n) in notes.enumerated() {
      if k > 0 { out.append(ascii: ", ") }
      out.appendJSONString(n)
    }
    out.append(UInt8(ascii: "]"))
  }
}

extension ByteBuffer {
  /// Appends text as a JSON string: quotes, backslashes and control
  /// characters escaped, everything else as UTF-8.
  package mutating func appendJSONString(_ text: String) {
    var text = text
    append(UInt8(ascii: "\""))
    text.withUTF8 { t in
      var runStart = 0
      for (i, c) in t.enumerated() where c < 0x20 || c == 0x22 || c == 0x5C {
        append(UnsafeBufferPointer(rebasing: t[runStart..<i]))
        runStart = i + 1
        append(UInt8(ascii: "\\"))
        switch c {
        case 0x22, 0x5C: append(c)
        case 0x09: append(UInt8(ascii: "t"))
        case 0x0A: append(UInt8(ascii: "n"))
        case 0x0D: append(UInt8(ascii: "r"))
        default:
          append(ascii: "u00")
          let digits: StaticString = "0123456789abcdef"
          append(digits.utf8Start[Int(c >> 4)])
          append(digits.utf8Start[Int(c & 15)])
        }
      }
      append(UnsafeBufferPointer(rebasing: t[runStart..<t.count]))
    }
    append(UInt8(ascii: "\""))
  }
}
