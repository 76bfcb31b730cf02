/// A body weight recorded in a session (`Bodyweight 82.4kg`), where the
/// session stands in the history.
struct WeighIn: Hashable, Sendable {
  var key: SessionKey
  var date: LocalDate
  var weight: Weight
}

/// The body weights a part of the history recorded, and the one in effect
/// while it is folded. A part that does not start the history begins at a
/// body weight it is told (`seed`); when that was wrong for some set, the
/// history is folded again in order (`needsRefold`).
struct BodyweightsInEffect: Sendable {
  private(set) var current: Weight? = nil
  private var currentKey: SessionKey? = nil
  /// Every weigh-in folded, in the order folded.
  private(set) var weighIns: [WeighIn] = []
  /// Done bodyweight sets, and those of them folded before the part's
  /// first weigh-in in a part that does not start the history.
  private var sets = 0
  private(set) var blindSets = 0
  private(set) var seed: Weight? = nil
  /// True once blind sets met another body weight at a join.
  private var joinedBlind = false

  init(seed: Weight? = nil) {
    current = seed
    self.seed = seed
  }

  /// The latest body weight this part recorded itself (not its seed).
  var own: Weight? { currentKey == nil ? nil : current }

  /// Takes in a session's body weight.
  mutating func note(_ w: Weight, key: SessionKey, date: LocalDate) {
    weighIns.append(WeighIn(key: key, date: date, weight: w))
    if currentKey.map({ !(key < $0) }) ?? true {
      current = w
      currentKey = key
    }
  }

  /// Counts a done bodyweight set; one with no body weight of its part's
  /// own in a part that does not start the history is blind.
  mutating func countSet(startsHistory: Bool) {
    sets += 1
    if currentKey == nil, !startsHistory { blindSets += 1 }
  }

  /// Whether the body weight in effect may have been wrong for some
  /// bodyweight set: sessions out of order, or a later part's sets before
  /// its first weigh-in after a part that ended with another.
  func needsRefold(isSorted: Bool) -> Bool {
    joinedBlind || (!isSorted && sets > 0 && !weighIns.isEmpty)
  }

  /// Takes in a later part's weigh-ins and counts.
  mutating func join(_ later: BodyweightsInEffect, bytes: Int) {
    if later.blindSets > 0, later.seed != current { joinedBlind = true }
    joinedBlind = joinedBlind || later.joinedBlind
    for w in later.weighIns { note(w.weight, key: w.key.moved(bytes), date: w.date) }
    sets += later.sets
    blindSets += later.blindSets
  }
}
