extension Words {
  /// A word that looks like a prescription but is no form the notebook
  /// reads, so that it is said, never read silently as part of a name.
  enum UnreadForm {
    /// `3×5+1` (or `5+1` after a load): reps plus reps.
    case repsPlus
    /// `85%-10lb` (and `85%+5lb` outside a routine, where it reads): a
    /// percentage less (or plus) a load.
    case percentPlus
    /// `60%` before `of`: a percentage of another exercise (`60% of Squat`).
    case percentOf
  }

  /// The unread form of the word `s..<e`, if it is one: `previousIsLoad`
  /// when the word before it is a load (`185lb 5+1`), `next` the word after.
  static func unreadForm(_ b: Bytes, _ s: Int, _ e: Int, previousIsLoad: Bool, next: (Int, Int)?) -> UnreadForm? {
    func digits(from i: Int) -> Int {
      var j = i
      while j < e, Lexicon.isDigit(b[j]) || b[j] == 0x2E || b[j] == 0x2C { j += 1 }
      return j
    }
    var i = digits(from: s)
    guard i > s, i < e, Lexicon.isDigit(b[s]) else { return nil }
    if b[i] == Lexicon.percentSign {
      i += 1
      if i == e {
        guard let (ns, ne) = next, Lexicon.equalsWord(b, ns, ne, "of") else { return nil }
        return .percentOf
      }
      guard b[i] == 0x2B || b[i] == 0x2D, i + 1 < e, Lexicon.isDigit(b[i + 1]) else { return nil }
      return .percentPlus
    }
    var times = false
    let t = Lexicon.timesLength(b, i, e)
    if t > 0 {
      let r = i + t
      i = digits(from: r)
      guard i > r, i < e else { return nil }
      times = true
    }
    guard b[i] == Lexicon.amrapSign, i + 1 < e, Lexicon.isDigit(b[i + 1]), digits(from: i + 1) == e,
      times || previousIsLoad
    else { return nil }
    return .repsPlus
  }
}
