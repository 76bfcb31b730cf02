/// Where a session stands in the history's order: date, then start time
/// (a session without one first), then file, then place in the file.
struct SessionKey: Hashable, Comparable {
  var day: Int32
  /// Seconds since midnight, or -1 without a start time.
  var start: Int32
  var file: Int32
  /// Byte offset of the heading (or the session's index, for a model).
  var offset: Int

  static func < (a: SessionKey, b: SessionKey) -> Bool {
    (a.day, a.start, a.file, a.offset) < (b.day, b.start, b.file, b.offset)
  }
}

/// A session of the history: its key (which says where it starts) and
/// the line of its heading. Kept for every session, so small.
struct SessionEntry: Hashable {
  var key: SessionKey
  /// 1-based line of the heading, or 0 when unknown.
  var line: Int32

  /// Where the session starts in its file (for a model: its index); the
  /// end is found when the session is read back.
  var start: Int { key.offset }
}

/// What a history is asked to keep besides records, events and last times.
package struct HistoryPlan: Sendable {
  /// A digest of every session and of every exercise in it (series, stats,
  /// last time before any date).
  package var keepsDigests = true
  /// Keep the digest of each exercise of each session (a series or stats
  /// of one exercise read them). A report, which makes the series and
  /// work it shows while folding (`seriesWhileReading`), keeps none: only
  /// the sessions' (its weeks and days).
  package var keepsExerciseDigests = true
  /// Only these exercises' digests (identity keys); nil for all.
  package var digestKeys: Set<String>? = nil
  /// Last times are taken from sessions before this date.
  package var lastTimeBefore: LocalDate? = nil
  /// Stats to add up while folding, without keeping digests.
  package var stats: StatsQuery? = nil
  /// Work out the column of each set a history reports (it reads the set's
  /// line back; a command that prints no columns saves that).
  package var readsColumns = true
  /// Follow the records (and their events). `last` and `stats` need none:
  /// without them the fold only counts sets and finds sessions.
  package var tracksRecords = true
  /// Fold only this exercise's blocks (an identity key; `unit last`): the
  /// others are named, so that an unknown name finds its nearest, and
  /// nothing more is kept of them.
  package var focusKey: String? = nil
  /// Keep each session's best sets (the points of the e1RM, heaviest and
  /// reps series). The editor's history charts nothing: without them a
  /// digest is counts and sums, no set is kept for a session's best, and
  /// the history has no series but volume.
  package var keepsSessionBests = true
  /// Make each exercise's series of e1RM, reps and pace over these dates
  /// while folding (`FoldedSeries`: what a report charts, without a
  /// digest's bests kept for every session).
  package var seriesWhileReading: DateSpan? = nil
  /// The most points a series by session, week or month made while
  /// folding keeps whole (a report's chart groups its sessions by week,
  /// month or year past them); past them, only its first and last.
  package static let mostSeriesPoints = 160
  /// Read back what the next session of every routine needs while the
  /// texts are at hand (`TrainingHistory.nextSessions`): for the day after
  /// the last session on or before `plansUntil` (the last of all when
  /// nil). Keeps the routines, the date of each session title and each
  /// exercise's last three sessions; needs the session digests. The plans
  /// are made when asked for.
  package var plansNext = false
  package var plansUntil: LocalDate? = nil
  /// Read back the session of each exercise's last time, for
  /// `lastTime(of:)` without a date. `prs`, `stats`, `progress` and the
  /// planner show no last time: without it no session is read back (and
  /// `lastTime(of:)` answers only for a date).
  package var readsLastTimes = true

  package init() {}

  /// Whether the fold needs the sessions in date order: records and
  /// events come in order, and so do the digests. Without them every
  /// answer is a sum or the latest by key, the same in any order, so the
  /// sessions are neither kept nor folded again (`unit stats`, `unit last`).
  var needsOrder: Bool { tracksRecords || keepsDigests }
  /// Keep every session folded even when the plan needs no order: the
  /// sessions of a history folded again for its body weights
  /// (`HistoryReader.sessionEntries(of:)`).
  var keepsSessions = false
  /// Whether a session's best sets are found: kept, or made into series.
  var findsSessionBests: Bool { keepsSessionBests || seriesWhileReading != nil }
}

/// A body weight recorded in a session (`Bodyweight 82.4kg`), where the
/// session stands in the history.
struct WeighIn: Hashable {
  var key: SessionKey
  var date: LocalDate
  var weight: Weight
}

/// An exercise of a part of the history.
struct ExerciseState {
  var key: String
  /// The spelling of its most recent session (an entry of the name table)
  /// and that session's key.
  var nameEntry: Int32
  var nameKey: SessionKey
  /// The name shown, once the part is finished (`finishNames`).
  var name = ""
  var sessions = 0
  var sets = 0
  var first: SessionKey? = nil
  var firstDate: LocalDate? = nil
  var lastDate: LocalDate? = nil
  /// The session last time is taken from.
  var lastSession: SessionEntry? = nil
  /// Its last three sessions with counted sets on or before `plansUntil`,
  /// oldest first: what a plan of the next sessions reads of it
  /// (`HistoryPlan.plansNext`).
  var recent: [SessionEntry] = []
  var board = RecordBoard()
  var keepsDigest: Bool
  /// Its series made while folding (`HistoryPlan.seriesWhileReading`),
  /// once it has a session in their period.
  var series: FoldedSeries? = nil
  /// Its place in `touched` while a session that names it is folded; left
  /// behind after, so only a place whose entry has this id counts.
  var touchedSlot: Int32 = -1
}

/// A run of the history folded in order: its exercises, records, event
/// candidates, digests and sessions. Parts of one history (two halves of a
/// large file, several files) are folded apart and joined in order
/// (`absorb`); the first part's candidates are events as they come.
struct HistorySegment {
  var plan: HistoryPlan
  var aliases: ExerciseAliases
  /// True when this part starts the history, so that nothing before it can
  /// make a candidate an event or not.
  var isFirst: Bool

  var names = ExerciseNameTable()
  var ids: [String: Int32] = [:]
  var exercises: [ExerciseState] = []
  var candidates: [EventCandidate] = []
  /// Every session folded, when the plan needs them in order (`refold`).
  var sessions: [SessionEntry] = []
  var sessionDigests = PartedArray<SessionDigest>()
  var exerciseDigests = PartedArray<ExerciseDigest>()
  /// The session bests the digests point to (`ExerciseDigest.bests`).
  var digestBests = PartedArray<DigestBests>()
  /// Their sets (`DigestBests.e1rmSet`, …) and their time and distance.
  var pointSets = PartedArray<PointSet>()
  var digestTimed = PartedArray<TimedSums>()
  /// The names of their sets (`PointSet.name`): each spelling once, made
  /// the first time a set of it is kept (`pointNameOfEntry`: by the name
  /// table's entry, -1 before).
  var pointNames: [String] = []
  var pointNameOfEntry: [Int32] = []
  var periods: PeriodTable? = nil
  /// The routines, in the order written, and the last date of each session
  /// title (identity key), when the plan plans the next sessions.
  var routines: [Routine] = []
  var titleDates: [String: LocalDate] = [:]
  /// False once a session came before the one folded last.
  var isSorted = true
  /// Weighted done sets in each unit, distance sets in each system (the
  /// unit of totals when none is asked for).
  var weightUnits = WeightUnitTally()
  var distanceUnits = DistanceUnitTally()

  /// The body weight in effect while folding: the latest weigh-in by key
  /// (right when the sessions come in order; `needsBodyweightRefold`).
  var bodyweight: Weight? = nil
  var bodyweightKey: SessionKey? = nil
  /// Every weigh-in folded, in the order folded (`TrainingHistory.bodyweight(on:)`).
  var weighIns: [WeighIn] = []
  /// Done bodyweight sets.
  var bodyweightSets = 0
  /// Bodyweight sets of a part that does not start the history, folded
  /// before its first weigh-in: at `seed`, the body weight the part was
  /// told was in effect at its start (nil when none), which the join checks.
  var blindBodyweightSets = 0
  var seed: Weight? = nil
  /// True once such sets met an earlier body weight at a join: the
  /// history is folded again in order (`HistoryReader.finish`).
  var joinedBlind = false

  // Scratch for the session being folded, reused.
  var touched: [SessionExercise] = []
  var sessionBests: [SessionBests] = []
  var wins: [RecordWin] = []
  /// The periods the session is in, for the series made while folding.
  var periodStarts = PeriodStarts(LocalDate.minimum)
  /// Added to the lines of sets (when sessions are folded again one by one).
  var lineBase: Int32 = 0
  /// The exercise of `plan.focusKey`, once seen.
  var focusID: Int32 = -1

  init(plan: HistoryPlan, aliases: ExerciseAliases, isFirst: Bool) {
    self.plan = plan
    self.aliases = aliases
    self.isFirst = isFirst
    if let q = plan.stats { periods = PeriodTable(q) }
  }

  /// Room for the digests and session bests of a piece of `bytes` bytes,
  /// those kept for series (`findsSessionBests`: an exercise's digest only
  /// when kept, its bests only when kept with it): grown by
  /// doubling, they were copied again and again (`perf`: a third of the
  /// time `unit report` spends folding a session). Generous (a session in
  /// 128 bytes, an exercise of a session in 48): room never written is
  /// never paged in, and the digests stay where they are written when the
  /// pieces are joined (`PartedArray`).
  mutating func reserve(forBytes bytes: Int) {
    guard plan.keepsDigests, plan.findsSessionBests, bytes > 0 else { return }
    sessions.reserveCapacity(bytes / 128)
    sessionDigests.reserveCapacity(bytes / 128)
    guard plan.keepsExerciseDigests else { return }
    exerciseDigests.reserveCapacity(bytes / 48)
    guard plan.keepsSessionBests else { return }
    digestBests.reserveCapacity(bytes / 48)
    pointSets.reserveCapacity(bytes / 16)
  }

  /// The exercise id of a name and the name table's entry for its
  /// spelling (the name as written, still escaped in the source).
  mutating func exerciseID(_ name: TextRef, in record: SessionRecord, texts: inout TextReader) -> (
    id: Int32, entry: Int32
  ) {
    if let found = texts.withBytes(name, in: record, { names.lookup($0) }) { return (found.id, found.entry) }
    let written = texts.string(name, in: record)
    let key = ExerciseAliases.key(aliases.resolve(written))
    let id: Int32
    if let known = ids[key] {
      id = known
    } else {
      id = Int32(exercises.count)
      ids[key] = id
      if key == plan.focusKey { focusID = id }
      let keeps = plan.keepsDigests && (plan.digestKeys.map { $0.contains(key) } ?? true)
      exercises.append(
        ExerciseState(
          key: key, nameEntry: -1, nameKey: SessionKey(day: .min, start: -1, file: 0, offset: 0),
          keepsDigest: keeps))
    }
    let entry = texts.withBytes(name, in: record) { names.insert($0, id: id) }
    return (id, entry)
  }

  /// Gives every exercise its shown name: the alias target when one maps
  /// to it, else the spelling of its most recent session.
  mutating func finishNames() {
    for i in exercises.indices where exercises[i].name.isEmpty {
      // Two fields read, not the whole state copied (and retained).
      let key = exercises[i].key
      let entry = exercises[i].nameEntry
      exercises[i].name = aliases.targets[key] ?? (entry >= 0 ? names.spelling(entry) : key)
    }
  }

  /// The first and the last session folded, if any (the order check of
  /// `absorb`), and the line and byte offset of the last one's heading.
  var firstKey: SessionKey? = nil
  var lastKey: SessionKey? = nil
  var lastLine: Int32 = 0
  var lastStart = 0

  /// Whether the running body weight may have been wrong for some
  /// bodyweight set: sessions out of order, or a later part's sets before
  /// its first weigh-in after a part with one. The history is then folded
  /// again in order.
  var needsBodyweightRefold: Bool {
    joinedBlind || (!isSorted && bodyweightSets > 0 && !weighIns.isEmpty)
  }

  /// The latest body weight this part recorded itself (not its seed).
  var ownBodyweight: Weight? { bodyweightKey == nil ? nil : bodyweight }

  /// Takes in a session's body weight, if it records one.
  mutating func noteWeighIn(_ w: Weight, key: SessionKey, date: LocalDate) {
    weighIns.append(WeighIn(key: key, date: date, weight: w))
    if bodyweightKey.map({ !(key < $0) }) ?? true {
      bodyweight = w
      bodyweightKey = key
    }
  }

  /// Counts a done bodyweight set; one with no body weight in effect in
  /// a part that does not start the history is blind.
  mutating func countBodyweightSet() {
    bodyweightSets += 1
    if bodyweightKey == nil, !isFirst { blindBodyweightSets += 1 }
  }
}
