/// The muscles question: each exercise's counted sets (done, not warm-ups:
/// `SessionExercise.counted`) by session, and the muscles sections of the
/// notebooks. Finished, every exercise's name is resolved once (the
/// sections' declarations first, a later one of an exercise winning, then
/// the aliases and the catalogue: `MuscleResolver`), and
/// `TrainingHistory.muscleSets` adds up the sets each group trained.
struct MuscleTracker: HistoryTracker {
  /// Each exercise's counted sets by session (by id), in the order folded.
  var sets: [[DatedSets]] = []
  /// The muscles sections read, each with its file, in the order read.
  var sections: [(list: [WrittenDeclaration], file: Int32)] = []
  /// Finished: the resolver of the notebooks' sections, and what each
  /// exercise trains (by id), as the half sets one set gives each group
  /// (none when its muscles are not known).
  var resolver = MuscleResolver()
  var shares: [[GroupShare]] = []

  init() {}

  mutating func add(_ session: inout FoldedSession) {
    for x in session.exercises where x.counted > 0 {
      if sets.count <= Int(x.id) { sets.append(contentsOf: repeatElement([], count: Int(x.id) + 1 - sets.count)) }
      sets[Int(x.id)].append(DatedSets(date: session.date, sets: Int32(clamping: x.counted)))
    }
  }

  mutating func addDeclarations(_ declarations: [WrittenDeclaration], file: Int32) {
    sections.append((declarations, file))
  }

  mutating func join(_ later: MuscleTracker, _ join: PartJoin) {
    sections += later.sections
    for (k, list) in later.sets.enumerated() where !list.isEmpty {
      let id = Int(join.id(Int32(k)))
      if sets.count <= id { sets.append(contentsOf: repeatElement([], count: id + 1 - sets.count)) }
      sets[id] += list
    }
  }

  /// Resolves each exercise with a counted set, once, with the sections of
  /// the files in the files' order (a later file's declaration wins).
  mutating func finish(_ fold: FinishedFold) {
    let files = Swift.max(fold.files.count, (sections.map { Int($0.file) }.max() ?? -1) + 1)
    var perFile = [[WrittenDeclaration]](repeating: [], count: files)
    for s in sections where s.file >= 0 { perFile[Int(s.file)] += s.list }
    resolver = MuscleResolver(written: perFile)
    shares = fold.names.indices.map { id in
      guard id < sets.count, !sets[id].isEmpty, let m = resolver.muscles(of: fold.names[id]) else { return [] }
      return GroupShare.shares(of: m)
    }
  }
}

/// An exercise's counted sets in one session, on its date.
struct DatedSets: Hashable, Sendable {
  var date: LocalDate
  var sets: Int32
}

/// What one set of an exercise gives a group, in half sets: two to a
/// primary group, one to a secondary.
struct GroupShare: Hashable, Sendable {
  /// The group's place in `MuscleGroup.allCases`.
  var group: Int
  var halves: Int

  static func shares(of m: ExerciseMuscles) -> [GroupShare] {
    m.primary.map { GroupShare(group: $0.place, halves: 2) }
      + m.secondary.map { GroupShare(group: $0.place, halves: 1) }
  }
}

extension MuscleGroup {
  /// The group's place among the 17, in the order of their names.
  var place: Int { MuscleGroup.allCases.firstIndex(of: self) ?? 0 }
}
