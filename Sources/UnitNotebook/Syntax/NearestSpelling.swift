/// "Did you mean done?": the spelling of the tables (`Spellings.swift`) a
/// mistyped word is nearest to, for the parser's messages. The candidates
/// are the tables' own spellings, so a new unit or mark is suggested
/// without a word more here.
extension Lexicon {
  /// The spelling nearest to `word` among `entries`' word spellings (those
  /// opening with a letter), when one is near enough (one edit for a word
  /// of up to four letters, two for a longer one; a swap of two neighbours
  /// is one edit) and no other entry is as near. Case is ignored.
  static func nearestSpelling(to word: String, among entries: [Spellings]) -> String? {
    let typed = Array(word.lowercased().unicodeScalars)
    let limit = typed.count <= 4 ? 1 : 2
    var best: (distance: Int, spelling: String, entry: Int)? = nil
    var tied = false
    for (k, entry) in entries.enumerated() {
      for b in entry.all where b.first.map(Lexicon.isLetter) == true {
        let spelling = String(decoding: b, as: UTF8.self)
        let d = editDistance(typed, Array(spelling.lowercased().unicodeScalars), limit: limit)
        guard d <= limit else { continue }
        if let current = best {
          if d < current.distance {
            best = (d, spelling, k)
            tied = false
          } else if d == current.distance, current.entry != k {
            tied = true
          }
        } else {
          best = (d, spelling, k)
        }
      }
    }
    guard let best, !tied, best.distance > 0 else { return nil }
    return best.spelling
  }

  /// Edits (insert, delete, replace, or swap two neighbours) from `a` to
  /// `b`; any number above `limit` stands for "too far".
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
    if abs(a.count - b.count) > limit { return limit + 1 }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...max(a.count, 1) where i <= a.count {
      current[0] = i
      for j in 1...max(b.count, 1) where j <= b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, before[j - 2] + 1) }
        current[j] = d
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }
}
