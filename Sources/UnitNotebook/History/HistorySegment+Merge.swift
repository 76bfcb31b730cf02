extension HistorySegment {
  /// Takes in the part of the history that follows this one (this part
  /// starts the history). `lines` and `bytes` say where `later` starts in
  /// its file when it is the second part of one (zero otherwise).
  ///
  /// A candidate of the later part is an event when it beats the best
  /// before it over both parts; when the exercise is new in the later part,
  /// its first session there is the baseline.
  mutating func absorb(_ later: consuming HistorySegment, lines: Int32, bytes: Int) {
    finishNames()
    var b = consume later
    b.finishNames()
    if !HistorySegment.follows(lastKey, b.firstKey, moved: bytes) { isSorted = false }
    isSorted = isSorted && b.isSorted
    if firstKey == nil, let f = b.firstKey { firstKey = f.moved(bytes) }
    if let l = b.lastKey { lastKey = l.moved(bytes) }

    var map: [Int32] = []
    for x in b.exercises {
      if let id = ids[x.key] {
        map.append(id)
      } else {
        let id = Int32(exercises.count)
        ids[x.key] = id
        if x.key == plan.focusKey { focusID = id }
        var fresh = x
        fresh.board = RecordBoard()
        fresh.sessions = 0
        fresh.sets = 0
        fresh.first = nil
        fresh.firstDate = nil
        fresh.lastDate = nil
        fresh.lastSession = nil
        fresh.series = nil
        fresh.recent = []
        fresh.nameKey = SessionKey(day: .min, start: -1, file: 0, offset: 0)
        exercises.append(fresh)
        map.append(id)
      }
    }
    func move(_ s: Scored) -> Scored {
      Scored(score: s.score, set: s.set.moved(lines: lines, bytes: bytes))
    }

    // Events of the later part, against the best of both parts before them.
    for c in b.candidates {
      let id = map[Int(c.exercise)]
      let known = exercises[Int(id)].sessions > 0
      let earlier = known ? exercises[Int(id)].board.prior(c.kind, at: c.key) : nil
      var prior = c.prior.map(move)
      if let e = earlier, prior.map({ !(e.score < $0.score) }) ?? true { prior = e }  // a tie: the earlier set
      guard let p = prior, p.score < c.value.score, known || !c.inFirstSession else { continue }
      var event = c
      event.exercise = id
      event.value = move(c.value)
      event.prior = p
      candidates.append(event)
    }

    let nameBase = Int32(pointNames.count)
    for (k, x) in b.exercises.enumerated() {
      let i = Int(map[k])
      if let later = x.series, let period = plan.seriesWhileReading {
        beginSeries(i, period)
        exercises[i].series?.absorb(later, lines: lines, bytes: bytes, names: nameBase)
      }
      var board = x.board
      board.moveSets(lines: lines, bytes: bytes)
      exercises[i].board.absorb(board)
      exercises[i].sessions += x.sessions
      exercises[i].sets += x.sets
      if let f = x.first?.moved(bytes), exercises[i].first.map({ f < $0 }) ?? true {
        exercises[i].first = f
        exercises[i].firstDate = x.firstDate
      }
      if let d = x.lastDate, exercises[i].lastDate.map({ $0 < d }) ?? true { exercises[i].lastDate = d }
      exercises[i].recent = HistorySegment.lastThree(
        exercises[i].recent, x.recent.map { $0.moved(lines: lines, bytes: bytes) })
      if var s = x.lastSession {
        s = s.moved(lines: lines, bytes: bytes)
        if exercises[i].lastSession.map({ $0.key < s.key }) ?? true { exercises[i].lastSession = s }
      }
      let nameKey = x.nameKey.moved(bytes)
      if !(nameKey < exercises[i].nameKey) {
        exercises[i].name = x.name
        exercises[i].nameKey = nameKey
      }
    }
    // The sessions stay in their parts: the reader gathers them only to
    // fold again out of order (`HistoryReader.finish`).
    // The digests stay in the later part's arrays, their places in the
    // other tables moved past this part's.
    sessionDigests.append(partsOf: &b.sessionDigests) { $0.key = $0.key.moved(bytes) }
    let base = Int32(digestBests.count)
    exerciseDigests.append(partsOf: &b.exerciseDigests) { d in
      d.exercise = map[Int(d.exercise)]
      d.session = d.session.moved(lines: lines, bytes: bytes)
      if d.bests >= 0 { d.bests += base }
    }
    pointNames += b.pointNames
    let (setBase, timedBase) = (Int32(pointSets.count), Int32(digestTimed.count))
    pointSets.append(partsOf: &b.pointSets) { p in
      p.name += nameBase
      if p.line > 0 { p.line += lines }
    }
    digestTimed.append(partsOf: &b.digestTimed) { _ in }
    digestBests.append(partsOf: &b.digestBests) { $0 = $0.moved(sets: setBase, timedSums: timedBase) }
    absorbBodyweights(b, bytes: bytes)
    if let p = b.periods { periods?.absorb(p) }
    routines += b.routines
    for (title, date) in b.titleDates where titleDates[title].map({ $0 < date }) ?? true { titleDates[title] = date }
    weightUnits += b.weightUnits
    distanceUnits += b.distanceUnits
  }
}

extension HistorySegment {
  /// Takes in the later part's weigh-ins and counts of bodyweight sets.
  /// Its sets before its first weigh-in were folded at its seed; when the
  /// body weight this part ends with is another, they were counted wrong
  /// (`joinedBlind`).
  mutating func absorbBodyweights(_ b: borrowing HistorySegment, bytes: Int) {
    if b.blindBodyweightSets > 0, b.seed != bodyweight { joinedBlind = true }
    joinedBlind = joinedBlind || b.joinedBlind
    for w in b.weighIns {
      noteWeighIn(w.weight, key: w.key.moved(bytes), date: w.date)
    }
    bodyweightSets += b.bodyweightSets
    blindBodyweightSets += b.blindBodyweightSets
  }

  /// The last three of an exercise's recent sessions and those after them.
  static func lastThree(_ recent: [SessionEntry], _ later: [SessionEntry]) -> [SessionEntry] {
    let all = recent + later
    return all.count <= 3 ? all : Array(all.suffix(3))
  }

  /// Whether a part whose first session is `first` (its key before it is
  /// moved by the `bytes` before it in its file) comes after a last
  /// session `last`, or either has none.
  static func follows(_ last: SessionKey?, _ first: SessionKey?, moved bytes: Int) -> Bool {
    guard let last, let first else { return true }
    return !(first.moved(bytes) < last)
  }
}

extension SessionKey {
  func moved(_ bytes: Int) -> SessionKey {
    var k = self
    k.offset += bytes
    return k
  }
}

extension SessionEntry {
  func moved(lines: Int32, bytes: Int) -> SessionEntry {
    var e = self
    e.key = key.moved(bytes)
    if e.line > 0 { e.line += lines }
    return e
  }
}

extension KeptSet {
  func moved(lines: Int32, bytes: Int) -> KeptSet {
    var k = self
    k.spot = spot.moved(lines: lines, bytes: bytes)
    return k
  }
}
