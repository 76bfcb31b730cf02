/// The muscles question: each exercise's counted sets (done, not warm-ups:
/// `SessionExercise.counted`) by session, and the muscles sections of the
/// notebooks. Finished, every exercise's name is resolved once (the
/// sections' declarations first, a later one of an exercise winning, then
/// the aliases and the catalogue: `MuscleResolver`), and
/// `TrainingHistory.muscleSets` adds up the sets each group trained.
struct MuscleTracker: HistoryTracker {
  /// Each exercise's counted sets of each session, in the order folded
  /// (the history's order once finished: a tracker sees every session in
  /// order before it finishes).
  var sets: [DatedSets] = []
  /// Finished: the resolver of the notebooks' sections, and what each
  /// exercise trains (by id), as the half sets one set gives each group
  /// (none when its muscles are not known).
  var resolver = MuscleResolver()
  var shares: [[GroupShare]] = []

  init() {}

  mutating func add(_ session: inout FoldedSession) {
    for x in session.exercises where x.counted > 0 {
      sets.append(DatedSets(date: session.date, id: x.id, sets: Int32(clamping: x.counted)))
    }
  }

  mutating func join(_ later: MuscleTracker, _ join: PartJoin) {
    sets += later.sets.map { DatedSets(date: $0.date, id: join.id($0.id), sets: $0.sets) }
  }

  /// Resolves each exercise with a counted set, once, with the sections of
  /// the files in the files' order (a later file's declaration wins).
  mutating func finish(_ fold: FinishedFold) {
    let sections = fold.declarations
    let files = Swift.max(fold.files.count, (sections.map { Int($0.file) }.max() ?? -1) + 1)
    var perFile = [[WrittenDeclaration]](repeating: [], count: files)
    for s in sections where s.file >= 0 { perFile[Int(s.file)] += s.list }
    resolver = MuscleResolver(written: perFile)
    var counted = [Bool](repeating: false, count: fold.names.count)
    for s in sets where Int(s.id) < counted.count { counted[Int(s.id)] = true }
    shares = fold.names.indices.map { id in
      guard counted[id], let m = resolver.muscles(of: fold.names[id]) else { return [] }
      return GroupShare.shares(of: m)
    }
  }
}

/// An exercise's counted sets in one session, on its date.
struct DatedSets: Hashable, Sendable {
  var date: LocalDate
  var id: Int32
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
  /// The group's place among the 17, in the order of their names (their
  /// half sets are kept in an array of 17).
  var place: Int {
    switch self {
    case .abdominals: 0
    case .abductors: 1
    case .adductors: 2
    case .biceps: 3
    case .calves: 4
    case .chest: 5
    case .forearms: 6
    case .glutes: 7
    case .hamstrings: 8
    case .lats: 9
    case .lowerBack: 10
    case .middleBack: 11
    case .neck: 12
    case .quadriceps: 13
    case .shoulders: 14
    case .traps: 15
    case .triceps: 16
    }
  }
}
