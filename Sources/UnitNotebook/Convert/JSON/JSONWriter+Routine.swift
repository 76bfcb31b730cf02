/// Routines in Unit's JSON (docs/json.md): laid out as sessions are, a
/// prescription on one line, an exercise with at most one on one line.
extension JSONWriter {
  mutating func appendRoutine(_ r: Routine) {
    out.append(ascii: "{\n      \"name\": ")
    out.appendJSONString(r.name)
    if r.sessionsBefore != 0 {
      out.append(ascii: ",\n      \"sessionsBefore\": ")
      out.appendInt(r.sessionsBefore)
    }
    if !r.notes.isEmpty {
      out.append(ascii: ",\n      \"notes\": ")
      appendNotes(r.notes)
    }
    if !r.sections.isEmpty {
      out.append(ascii: ",\n      \"sections\": [")
      for (k, s) in r.sections.enumerated() {
        out.append(ascii: k == 0 ? "{\"name\": " : ", {\"name\": ")
        out.appendJSONString(s.name)
        out.append(ascii: ", \"exercisesBefore\": ")
        out.appendInt(s.exercisesBefore)
        out.append(UInt8(ascii: "}"))
      }
      out.append(UInt8(ascii: "]"))
    }
    out.append(ascii: ",\n      \"exercises\": [")
    for (k, x) in r.exercises.enumerated() {
      out.append(ascii: k == 0 ? "\n        " : ",\n        ")
      appendRoutineExercise(x)
    }
    out.append(ascii: r.exercises.isEmpty ? "]\n    }" : "\n      ]\n    }")
  }

  private mutating func appendRoutineExercise(_ x: RoutineExercise) {
    appendExercise(
      name: x.name, superset: x.superset, notes: x.notes, trainingMax: x.trainingMax, key: "prescriptions",
      x.prescriptions
    ) {
      $0.appendPrescription($1)
    }
  }

  /// `{"kind": …, "weight": 100, "unit": "kg", "sets": 3, "reps": 8, "maxReps": 12, …}`:
  /// the keys of a set's load and amount, then the prescription's own.
  private mutating func appendPrescription(_ p: Prescription) {
    out.append(UInt8(ascii: "{"))
    appendKindAndLoad(p.kind, p.load)
    if let pct = p.percent {
      out.append(ascii: "\"percent\": ")
      out.appendDecimal(pct)
      out.append(ascii: ", ")
      if let plus = p.percentPlus {
        appendWithUnit("percentPlus", plus.value, plus.unit.rawValue)
        out.append(ascii: ", ")
      }
    }
    out.append(ascii: "\"sets\": ")
    out.appendInt(p.sets)
    if let r = p.reps {
      out.append(ascii: ", \"reps\": ")
      out.appendInt(r)
      if p.amrap { out.append(ascii: ", \"amrap\": true") }
    }
    if let r = p.maxReps {
      out.append(ascii: ", \"maxReps\": ")
      out.appendInt(r)
    }
    if let d = p.distance {
      out.append(ascii: ", ")
      appendWithUnit("distance", d.value, d.unit.rawValue)
    }
    if let t = p.seconds {
      out.append(ascii: ", \"seconds\": ")
      out.appendDecimal(t)
    }
    // The RPE target with the amount, the other marks after the step.
    if let r = p.marks.rpe {
      out.append(ascii: ", \"rpe\": ")
      out.appendDecimal(r)
    }
    if let s = p.step {
      out.append(ascii: ", ")
      appendWithUnit("step", s.value, s.unit.rawValue)
    }
    appendMarks(p.marks, except: .rpe)
    if let n = p.note {
      out.append(ascii: ", \"note\": ")
      out.appendJSONString(n)
    }
    if p.joined { out.append(ascii: ", \"joined\": true") }
    if let r = p.progression {
      out.append(ascii: ", \"progression\": ")
      appendProgression(r)
    }
    out.append(UInt8(ascii: "}"))
  }
}
