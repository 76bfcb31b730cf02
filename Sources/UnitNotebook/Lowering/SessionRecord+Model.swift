/// Converting between records and the public model.
extension SessionRecord {
  /// The session this record holds.
  func session(texts: inout TextReader) -> Session {
    var s = Session(date: date, start: start, end: end, title: title.map { texts.string($0, in: self) })
    s.notes = notes.map { texts.string($0, in: self) }
    s.bodyweight = bodyweight
    s.exercises.reserveCapacity(exercises.count)
    for x in exercises {
      var exercise = Exercise(
        name: texts.string(x.name, in: self), superset: x.label.map { texts.string($0, in: self) },
        trainingMax: x.trainingMax)
      if !x.notes.isEmpty { exercise.notes = exerciseNotes[x.notes].map { texts.string($0, in: self) } }
      exercise.sets.reserveCapacity(x.sets.count)
      for r in sets[x.sets] {
        exercise.sets.append(
          WorkoutSet(
            kind: r.kind, load: r.load, reps: r.reps, seconds: r.seconds, distance: r.distance, status: r.status,
            note: r.note.map { texts.string($0, in: self) }, marks: r.marks, amrap: r.amrap))
      }
      s.exercises.append(exercise)
    }
    return s
  }

  /// The routine this record holds (placed before no session).
  func routine(texts: inout TextReader) -> Routine {
    var r = Routine(name: title.map { texts.string($0, in: self) } ?? "")
    r.notes = notes.map { texts.string($0, in: self) }
    r.sections = sections.map {
      RoutineSection(name: texts.string($0.name, in: self), exercisesBefore: $0.exercisesBefore)
    }
    r.exercises.reserveCapacity(exercises.count)
    for x in exercises {
      var exercise = RoutineExercise(
        name: texts.string(x.name, in: self), superset: x.label.map { texts.string($0, in: self) },
        trainingMax: x.trainingMax)
      if !x.notes.isEmpty { exercise.notes = exerciseNotes[x.notes].map { texts.string($0, in: self) } }
      for p in prescriptions[x.sets] {
        var made = Prescription(
          kind: p.kind, load: p.load, sets: p.sets, reps: p.reps, maxReps: p.maxReps, seconds: p.seconds,
          distance: p.distance, step: p.step, note: p.note.map { texts.string($0, in: self) }, percent: p.percent,
          amrap: p.amrap, percentPlus: p.percentPlus, joined: p.joined, progression: p.progression)
        made.marks = p.marks
        exercise.prescriptions.append(made)
      }
      r.exercises.append(exercise)
    }
    return r
  }

  /// Fills the record from a model routine (texts become owned strings).
  mutating func fill(from r: Routine) {
    removeAll()
    isRoutine = true
    title = own(r.name)
    for n in r.notes { notes.append(own(n)) }
    var place = 0
    for s in r.sections {
      place = Swift.min(Swift.max(s.exercisesBefore, place), r.exercises.count)
      sections.append(SectionRecord(name: own(s.name), exercisesBefore: place))
    }
    for x in r.exercises {
      let first = prescriptions.count
      let firstNote = exerciseNotes.count
      for p in x.prescriptions {
        let note = p.note.map { own($0) }
        prescriptions.append(
          PrescriptionRecord(
            kind: p.kind, load: p.load, percent: p.percent, sets: p.sets, reps: p.reps, maxReps: p.maxReps,
            seconds: p.seconds, distance: p.distance, step: p.step, note: note, marks: p.marks, amrap: p.amrap,
            percentPlus: p.percentPlus, joined: p.joined, progression: p.progression))
      }
      for n in x.notes { exerciseNotes.append(own(n)) }
      let name = own(x.name)
      let label = x.superset.map { own($0) }
      exercises.append(
        ExerciseRecord(
          name: name, label: label, sets: first..<prescriptions.count, notes: firstNote..<exerciseNotes.count,
          trainingMax: x.trainingMax))
    }
  }

  /// The notebook notes this (preamble) record holds.
  func notebookNotes(texts: inout TextReader) -> [String] {
    notes.map { texts.string($0, in: self) }
  }

  /// Fills the record from a model session (texts become owned strings).
  mutating func fill(from s: Session) {
    removeAll()
    date = s.date
    start = s.start
    end = s.end
    if let t = s.title { title = own(t) }
    for n in s.notes { notes.append(own(n)) }
    bodyweight = s.bodyweight
    for x in s.exercises {
      let first = sets.count
      let firstNote = exerciseNotes.count
      for w in x.sets {
        let note = w.note.map { own($0) }
        sets.append(
          SetRecord(
            kind: w.kind, load: w.load, reps: w.reps, seconds: w.seconds, distance: w.distance, status: w.status,
            note: note, marks: w.marks, amrap: w.amrap))
      }
      for n in x.notes { exerciseNotes.append(own(n)) }
      let name = own(x.name)
      let label = x.superset.map { own($0) }
      exercises.append(
        ExerciseRecord(
          name: name, label: label, sets: first..<sets.count, notes: firstNote..<exerciseNotes.count,
          trainingMax: x.trainingMax))
    }
  }

  /// Fills the record with notebook notes and the muscles section's
  /// declarations (for printing the preamble).
  mutating func fill(notebookNotes: [String], muscles: [MuscleDeclaration] = []) {
    removeAll()
    for n in notebookNotes { notes.append(own(n)) }
    for d in muscles {
      declarations.append(DeclarationRecord(name: own(d.exercise), primary: d.primary, secondary: d.secondary))
    }
  }

  /// The muscles section's declarations this (preamble) record holds.
  func muscles(texts: inout TextReader) -> [MuscleDeclaration] {
    declarations.map {
      MuscleDeclaration(exercise: texts.string($0.name, in: self), primary: $0.primary, secondary: $0.secondary)
    }
  }

  private mutating func own(_ text: String) -> TextRef {
    strings.append(text)
    return TextRef(start: strings.count - 1, end: 0, flags: TextRef.owned)
  }
}
