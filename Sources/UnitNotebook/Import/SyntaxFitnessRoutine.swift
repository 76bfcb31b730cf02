/// A syntax.fitness routine file, read as a notebook routine:
///
///     # Push A                 the routine's name (no date)
///     ## Bench Press           an exercise
///     sets: 4                  its prescription: 4×8–10
///     reps: 8-10
///     weight: 60kg             (also read: the starting load, and `rest: 90s`)
///
/// Any other line is a note of the routine or of the exercise above it.
enum SyntaxFitnessRoutine {
  static func read(_ lines: [String], name: String, row: Int, options: ImportOptions) throws(ReadError)
    -> ImportResult
  {
    var builder = ImportBuilder(options: options)
    var routine = Routine(name: name)
    var fields: [String: (row: Int, text: String)] = [:]
    func close() {
      guard !routine.exercises.isEmpty else { return }
      let e = routine.exercises.count - 1
      let (p, leftOver) = prescription(fields)
      if let p { routine.exercises[e].prescriptions.append(p) }
      routine.exercises[e].notes += leftOver
      fields = [:]
    }
    for k in row..<lines.count {
      let line = lines[k]
      if line.isEmpty { continue }
      if let exercise = SyntaxFitnessImporter.heading(line, level: 2) {
        close()
        let (n, _) = try builder.exercise(named: exercise, row: k + 1, column: 4)
        routine.exercises.append(RoutineExercise(name: n))
      } else if !routine.exercises.isEmpty, let m = SyntaxFitnessImporter.metadata(line),
        ["sets", "reps", "weight", "rest"].contains(m.key.lowercased())
      {
        fields[m.key.lowercased()] = (k + 1, m.value)
      } else {
        let note = ImportText.lines(line.hasPrefix(">") ? String(line.dropFirst()) : line)
        if routine.exercises.isEmpty {
          routine.notes += note
        } else {
          routine.exercises[routine.exercises.count - 1].notes += note
        }
      }
    }
    close()
    var result = builder.finish()
    result.notebook?.routines = [routine]
    return result
  }

  /// `sets`, `reps` (`8` or `8-10`), `weight`, `rest` as one prescription;
  /// when one of them does not read (or there are no reps), none is used
  /// and all stay notes as written.
  static func prescription(_ f: [String: (row: Int, text: String)]) -> (Prescription?, [String]) {
    let verbatim = ["sets", "reps", "weight", "rest"].compactMap { k in f[k].map { "\(k): \($0.text)" } }
    var p = Prescription()
    guard let r = f["reps"] else { return (nil, verbatim) }
    let parts = r.text.split(whereSeparator: { $0 == "-" || $0 == "–" }).map { ImportText.trim(String($0)) }
    guard let low = parts.first.flatMap({ Int($0) }), Validation.problem(reps: low) == nil, parts.count <= 2 else {
      return (nil, verbatim)
    }
    p.reps = low
    if parts.count == 2 {
      guard let high = Int(parts[1]), high > low, Validation.problem(reps: high) == nil else { return (nil, verbatim) }
      p.maxReps = high
    }
    if let w = f["weight"] {
      guard let (v, unit, _) = ShareTextSet.weight(ImportText.squeezed(w.text)), !v.isNegative else {
        return (nil, verbatim)
      }
      p.load = .weight(Weight(v, unit))
    }
    if let r = f["rest"] {
      guard let s = ImportDuration.words(Substring(r.text)) ?? ImportDuration.clock(Substring(r.text)),
        Validation.problem(rest: DecimalValue(s)) == nil
      else { return (nil, verbatim) }
      p.rest = DecimalValue(s)
    }
    if let s = f["sets"] {
      guard let n = Int(s.text), Validation.problem(sets: n, hasLoad: p.load != nil) == nil else {
        return (nil, verbatim)
      }
      p.sets = n
    }
    return (p, [])
  }
}
