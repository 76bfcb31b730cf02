extension HistoryFold {
  /// Takes in the part of the history that follows this one, which starts
  /// `lines` and `bytes` into its file. Each tracker joins its own.
  mutating func join(_ later: consuming HistoryFold, lines: Int32, bytes: Int) {
    finishNames()
    var b = consume later
    b.finishNames()
    if !HistoryFold.follows(lastKey, b.firstKey, moved: bytes) { isSorted = false }
    isSorted = isSorted && b.isSorted
    if firstKey == nil, let f = b.firstKey { firstKey = f.moved(bytes) }
    if let l = b.lastKey { lastKey = l.moved(bytes) }
    let join = PartJoin(lines: lines, bytes: bytes, ids: b.exercises.map { id(ofKey: $0.key) })
    for (k, x) in b.exercises.enumerated() { exercises[Int(join.ids[k])].join(x, bytes: bytes) }
    sessions += b.sessions.map(join.moved)
    declarations += b.declarations
    routines += b.routines.map { ($0.routine, SessionPlace(file: $0.place.file, offset: $0.place.offset + bytes)) }
    bodyweights.join(b.bodyweights, bytes: bytes)
    weightUnits += b.weightUnits
    distanceUnits += b.distanceUnits
    for k in trackers.indices where k < b.trackers.count { trackers[k].join(any: b.trackers[k], join) }
  }

  /// Whether a part whose first session is `first` (not yet moved by the
  /// `bytes` before it) comes after a last session `last`, or either has none.
  static func follows(_ last: SessionKey?, _ first: SessionKey?, moved bytes: Int) -> Bool {
    guard let last, let first else { return true }
    return !(first.moved(bytes) < last)
  }

  /// Whether the sessions did not come in order, or the body weight in
  /// effect may have been wrong for some set: then folded again in order.
  var needsRefold: Bool { !isSorted || bodyweights.needsRefold(isSorted: isSorted) }
}

extension FoldedExercise {
  /// Takes in the same exercise of a later part (its name finished).
  mutating func join(_ later: FoldedExercise, bytes: Int) {
    sessions += later.sessions
    sets += later.sets
    if let f = later.first, let d = later.firstDate { took(f.moved(bytes), d) }
    if let d = later.lastDate, lastDate.map({ $0 < d }) ?? true { lastDate = d }
    let key = later.nameKey.moved(bytes)
    if !(key < nameKey) {
      name = later.name
      nameKey = key
    }
  }
}
