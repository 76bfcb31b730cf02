extension Parser {
  /// The most sets one shorthand or prescription may stand for (`Validation`).
  static let maximumShorthandSets = Validation.maximumSets
  /// The largest `N` of a `N×M` shorthand without a load (`Validation`).
  static let maximumUnloadedSetCount = Validation.maximumUnloadedSets

  /// set = [ kind ] [ load ( times amounts | count times amount ) | amounts ] marks
  ///
  /// Parses from `s` to the end of the content `e` into `set`. Reports the
  /// first problem and returns false when the set does not parse.
  mutating func parseSet(
    _ s: Int, _ e: Int, into set: inout SetSyntax, extra: inout [AmountSyntax], sink: inout DiagnosticSink
  ) -> Bool {
    var p = s
    var kind: SetKind? = nil
    var load: LoadSyntax? = nil
    var percent: DecimalValue? = nil
    var percentRange: ByteRange? = nil
    var percentPlus: Weight? = nil
    var setCount: Int? = nil

    // A leading kind word.
    let w0 = Words.wordEnd(bytes, p, e)
    if let k = spellings.setKind(bytes, p, w0) {
      kind = k
      p = Words.skipBlanks(bytes, w0, e)
    }

    // `5@255`, `3x5@165`: reps at a weight the way phone notations write
    // them. `@` marks the RPE here, so the set is asked for the Unit way.
    if p < e, let at = Words.atShorthand(bytes, p, Words.wordEnd(bytes, p, e)) {
      report(atShorthandMessage(at, p, Words.wordEnd(bytes, p, e), lineEnd: e), at: p, &sink)
      return false
    }

    // The load, if any.
    if p < e, Words.isBodyweightWord(bytes, p, Words.wordEnd(bytes, p, e)) {
      guard let parsed = parseBodyweight(p, e, &sink) else { return false }
      load = parsed
      p = parsed.range.end
    } else if p < e, Lexicon.isDigit(bytes[p]) || bytes[p] == 0x2E {
      guard let (number, numberEnd) = scanNumber(at: p, e, commaIsPoint: true, &sink) else { return false }
      let r = Words.skipBlanks(bytes, numberEnd, e)
      if numberEnd < e, bytes[numberEnd] == Lexicon.percentSign {
        // `85%`: a routine's load, a percentage of the training max.
        guard inRoutine else {
          report(Message.percentOutsideRoutine(quote(p, numberEnd + 1)), at: p, &sink)
          return false
        }
        if let problem = Validation.problem(percent: number) {
          report(CodedMessage(.percentTooHigh, problem), at: p, &sink)
          return false
        }
        percent = number
        percentRange = ByteRange(start: p, end: numberEnd + 1)
        p = numberEnd + 1
        // `85%+5lb`: a weight added to the percentage.
        switch parsePercentPlus(at: p, e, &sink) {
        case .none: break
        case .failed: return false
        case .parsed(let plus, let end):
          percentPlus = plus
          percentRange = ByteRange(start: percentRange?.start ?? p, end: end)
          p = end
        }
      } else if let (unit, unitEnd) = weightUnit(at: r, e) {
        load = LoadSyntax(range: ByteRange(start: p, end: unitEnd), value: .weight(Weight(number, unit)))
        p = unitEnd
      } else if Lexicon.timesLength(bytes, numberEnd, e) > 0 && numberEnd + Lexicon.timesLength(bytes, numberEnd, e) < e
        && Lexicon.isDigit(bytes[numberEnd + Lexicon.timesLength(bytes, numberEnd, e)])
      {
        // `3×5`: sets × reps without a load. A big first number is far more
        // likely a weight without its unit (`60x8`) than sixty sets.
        guard let n = wholeSetCount(number, at: p, &sink) else { return false }
        guard n <= Parser.maximumUnloadedSetCount else {
          report(Message.bareShorthandLooksLikeWeight(quote(p, numberEnd)), at: numberEnd, &sink)
          return false
        }
        setCount = n
        p = numberEnd + Lexicon.timesLength(bytes, numberEnd, e)
      } else if Lexicon.timesLength(bytes, r, e) > 0 {
        // `60 × 8`: a weight without its unit.
        report(Message.expectedUnit(quote(p, numberEnd)), at: numberEnd, &sink)
        return false
      }
      // Otherwise the number opens the amount: re-read it there.
    }

    // After a load: `× amounts`, or the shorthand `N×M` / `N × M`; in a
    // routine also the amount alone (`100kg 8–12`, one set).
    if let l = load?.range ?? percentRange {
      p = Words.skipBlanks(bytes, p, e)
      let t = Lexicon.timesLength(bytes, p, e)
      if t > 0 {
        p = Words.skipBlanks(bytes, p + t, e)
      } else if p < e, Lexicon.isDigit(bytes[p]) {
        guard let (number, numberEnd) = scanNumber(at: p, e, commaIsPoint: false, &sink) else { return false }
        let q = Words.skipBlanks(bytes, numberEnd, e)
        let t2 = Lexicon.timesLength(bytes, q, e)
        if t2 > 0 {
          guard let n = wholeSetCount(number, at: p, &sink) else { return false }
          setCount = n
          p = Words.skipBlanks(bytes, q + t2, e)
        } else if !inRoutine {
          report(Message.expectedTimesAfterLoad(quote(l.start, l.end)), at: p, &sink)
          return false
        }
        // In a routine the number opens the amount: re-read it there.
      } else {
        reportNoAmount(after: l, isPercent: percent != nil, at: p, e, &sink)
        return false
      }
    }

    // The amounts: one, or a comma-separated list.
    guard let first = parseAmount(p, e, &sink) else { return false }
    p = first.range.end
    let extraStart = extra.count
    while !inRoutine {
      let q = Words.skipBlanks(bytes, p, e)
      guard q < e, bytes[q] == UInt8(ascii: ",") else { break }
      if setCount != nil {
        report(Message.shorthandTakesOneAmount, at: q, &sink)
        return false
      }
      let a = Words.skipBlanks(bytes, q + 1, e)
      guard let amount = parseAmount(a, e, &sink) else { return false }
      extra.append(amount)
      p = amount.range.end
      if extra.count - extraStart >= Parser.maximumShorthandSets {
        report(Message.tooManySets(Parser.maximumShorthandSets), at: a, &sink)
        return false
      }
    }
    set = SetSyntax(
      range: ByteRange(start: s, end: e), kind: kind, load: load, setCount: setCount, amount: first,
      moreAmounts: extraStart..<extra.count, status: nil, marks: SetMarks(), step: nil, note: nil)
    set.percent = percent
    set.percentRange = percentRange
    set.percentPlus = percentPlus
    if inRoutine {
      // A line's other groups and its stages (`, 1×3+ → 5×2, 1×2+`).
      guard let end = parseProgramTail(from: p, e, into: &set, &sink) else { return false }
      p = end
    }

    guard parseMarks(from: p, e, into: &set, &sink) else { return false }
    if set.status == .done { warnDoneAMRAP(set, extra, &sink) }
    return true
  }

  /// What to write for an `@` shorthand ending at `e`: the weight first,
  /// with its unit (glued or the next word; both units when none is
  /// written), then the reps or `N×M`.
  func atShorthandMessage(_ at: Words.AtShorthand, _ s: Int, _ e: Int, lineEnd: Int) -> CodedMessage {
    let u = Words.skipBlanks(bytes, e, lineEnd)
    let unit = at.unit ?? weightUnit(at: u, lineEnd).flatMap { Words.wordEnd(bytes, u, lineEnd) == $0.1 ? $0.0 : nil }
    let written = quote(s, unit != nil && at.unit == nil ? Words.wordEnd(bytes, u, lineEnd) : e)
    let reps = quote(at.reps.lowerBound, at.reps.upperBound)
    let amount = (at.sets.map { quote($0.lowerBound, $0.upperBound) + "×" } ?? "× ") + reps
    let weight = quote(at.weight.lowerBound, at.weight.upperBound).replacing(",", with: ".")
    let sets = (unit.map { [$0] } ?? [.lb, .kg]).map { weight + $0.rawValue + " " + amount }
    // `5@8` may have meant an RPE: say how that is written.
    let rpe = unit == nil && at.sets == nil && (Int(weight) ?? 11) <= 10 ? "\(reps) @\(weight)" : nil
    return Message.atShorthand(written, as: sets, unitWritten: unit != nil, rpe: rpe)
  }

  /// A set done but still written `5+`: it counts as 5, and a warning asks
  /// for the reps done.
  mutating func warnDoneAMRAP(_ set: SetSyntax, _ extra: [AmountSyntax], _ sink: inout DiagnosticSink) {
    for a in [set.amount] + set.moreAmounts.map({ extra[$0] }) where a.amrap {
      let reps = a.reps.map(String.init) ?? ""
      sink.report(
        Diagnostic(
          .warning, Message.doneAMRAP(reps), line: lineNumber,
          column: Scanner.column(of: a.range.start, lineStart: lineStart, in: bytes), offset: a.range.start))
    }
  }

  /// `BW`, `BW+20kg`, `BW - 25 kg`.
  mutating func parseBodyweight(_ s: Int, _ e: Int, _ sink: inout DiagnosticSink) -> LoadSyntax? {
    let p = s + 2
    let q = Words.skipBlanks(bytes, p, e)
    guard q < e, bytes[q] == 0x2B || bytes[q] == 0x2D else {
      return LoadSyntax(range: ByteRange(start: s, end: p), value: .bodyweight(added: nil))
    }
    let negative = bytes[q] == 0x2D
    let n = Words.skipBlanks(bytes, q + 1, e)
    guard n < e, Lexicon.isDigit(bytes[n]) || bytes[n] == 0x2E else {
      report(Message.expectedWeightAfterBW(negative ? "-" : "+"), at: n, &sink)
      return nil
    }
    guard let (number, numberEnd) = scanNumber(at: n, e, commaIsPoint: true, &sink) else { return nil }
    let r = Words.skipBlanks(bytes, numberEnd, e)
    guard let (unit, unitEnd) = weightUnit(at: r, e) else {
      report(Message.expectedUnit(quote(n, numberEnd)), at: numberEnd, &sink)
      return nil
    }
    let value = negative ? number.negated : number
    return LoadSyntax(
      range: ByteRange(start: s, end: unitEnd), value: .bodyweight(added: Weight(value, unit)))
  }

  /// amount = piece { piece }, where a piece is reps, a duration or a distance,
  /// each at most once: `5`, `60s`, `1:30`, `5km 25:30`, `40m`.
  mutating func parseAmount(_ s: Int, _ e: Int, _ sink: inout DiagnosticSink) -> AmountSyntax? {
    var amount = AmountSyntax(range: ByteRange(start: s, end: s), reps: nil, seconds: nil, distance: nil)
    var p = s
    while p < e, Lexicon.isDigit(bytes[p]) || (bytes[p] == 0x2E && p + 1 < e && Lexicon.isDigit(bytes[p + 1])) {
      guard let (number, numberEnd) = scanNumber(at: p, e, commaIsPoint: false, &sink) else { return nil }
      var next = numberEnd
      if numberEnd < e, bytes[numberEnd] == UInt8(ascii: ":") {
        guard let (seconds, clockEnd) = parseClock(p, e, &sink) else { return nil }
        guard amount.seconds == nil else {
          report(Message.duplicateTime, at: p, &sink)
          return nil
        }
        amount.seconds = seconds
        next = clockEnd
      } else if repRangeDash(at: numberEnd, e) > 0 {
        guard let rangeEnd = parseRepRange(p, number, numberEnd, e, into: &amount, &sink) else { return nil }
        next = rangeEnd
      } else {
        // A unit glued on (`60s`) or after one blank (`60 s`), or none: reps.
        var unitStart = numberEnd
        var unitEnd = numberEnd
        while unitEnd < e, Lexicon.isLetter(bytes[unitEnd]) { unitEnd += 1 }
        if unitEnd == numberEnd {
          let u = Words.skipBlanks(bytes, numberEnd, e)
          if u > numberEnd, u < e, Lexicon.isLetter(bytes[u]) {
            var ue = Words.wordEnd(bytes, u, e)
            // `20 secs, 3×30s`: a unit before the next group of a routine's line.
            if inRoutine, let comma = (u..<ue).first(where: { bytes[$0] == UInt8(ascii: ",") }) { ue = comma }
            if Words.isUnitWord(bytes, u, ue) {
              unitStart = u
              unitEnd = ue
            }
          }
        }
        if unitEnd > unitStart,
          Lexicon.timesLength(bytes, unitEnd - 1, unitEnd) == 1, unitEnd - unitStart > 1,
          unitEnd < e, Lexicon.isDigit(bytes[unitEnd])
        {
          unitEnd -= 1  // `5kgx5`-style glue: leave the x for the caller to report
        }
        if unitEnd == unitStart {
          guard let reps = number.integerValue, !number.isNegative else {
            report(Message.repsWhole(quote(p, numberEnd)), at: p, &sink)
            return nil
          }
          guard amount.reps == nil else {
            report(Message.duplicateReps, at: p, &sink)
            return nil
          }
          amount.reps = reps
          if numberEnd < e, bytes[numberEnd] == Lexicon.amrapSign,
            numberEnd + 1 == e || Lexicon.isBlank(bytes[numberEnd + 1]) || bytes[numberEnd + 1] == UInt8(ascii: ",")
          {
            amount.amrap = true  // `5+`: at least 5, as many as possible
            next = numberEnd + 1
          } else if numberEnd + 1 < e, bytes[numberEnd] == Lexicon.amrapSign, Lexicon.isDigit(bytes[numberEnd + 1]) {
            // `3×5+1`: neither reps nor a step.
            report(
              Message.unreadPrescription(.repsPlus, quote(p, Words.wordEnd(bytes, p, e)), example: ""), at: p, &sink)
            return nil
          }
        } else {
          guard applyUnit(number, p, unitStart, unitEnd, to: &amount, &sink) else { return nil }
          next = unitEnd
        }
      }
      amount.range.end = next
      p = next
      let q = Words.skipBlanks(bytes, p, e)
      guard q > p || q == e else { break }  // pieces are separated by blanks
      if q < e, Lexicon.isDigit(bytes[q]) {
        p = q
      } else {
        break
      }
    }
    if amount.range.end == s {
      let we = Words.wordEnd(bytes, s, e)
      if s < e, let _ = weightUnit(at: s, e) {
        report(Message.weightInAmount, at: s, &sink)
      } else {
        report(Message.expectedAmount(found: s < e ? quote(s, we) : ""), at: s, &sink)
      }
      return nil
    }
    return amount
  }

  /// Applies a unit word after a number in an amount.
  mutating func applyUnit(
    _ number: DecimalValue, _ numberStart: Int, _ us: Int, _ ue: Int, to amount: inout AmountSyntax,
    _ sink: inout DiagnosticSink
  ) -> Bool {
    func setSeconds(_ v: DecimalValue?) -> Bool {
      guard let v else {
        report(Message.durationTooLong, at: numberStart, &sink)
        return false
      }
      guard amount.seconds == nil else {
        report(Message.duplicateTime, at: numberStart, &sink)
        return false
      }
      amount.seconds = v
      return true
    }
    func setDistance(_ u: DistanceUnit) -> Bool {
      guard amount.distance == nil else {
        report(Message.duplicateDistance, at: numberStart, &sink)
        return false
      }
      amount.distance = Distance(number, u)
      return true
    }
    switch spellings.unit(bytes, us, ue) {
    case .duration(let unit):
      return setSeconds(Parser.seconds(number, perUnit: unit.seconds))
    case .distance(let u):
      return setDistance(u)
    case .reps:
      guard let reps = number.integerValue else {
        report(Message.repsWhole(quote(numberStart, us)), at: numberStart, &sink)
        return false
      }
      guard amount.reps == nil else {
        report(Message.duplicateReps, at: numberStart, &sink)
        return false
      }
      amount.reps = reps
      return true
    case .weight:
      report(Message.weightInAmount, at: numberStart, &sink)
      return false
    case nil:
      break
    }
    report(Message.unknownUnit(quote(us, ue)), at: us, &sink)
    return false
  }

  /// A number of a duration unit (`perUnit` seconds each) in seconds, or
  /// nil when that is too long a duration (or too large a number).
  @inline(__always)
  static func seconds(_ number: DecimalValue, perUnit: Int64) -> DecimalValue? {
    // A whole number of seconds, nearly every rest, is compared as it is:
    // no division by a variable power of ten.
    guard let v = perUnit == 1 ? number : number.multiplied(by: perUnit), Validation.isBelowTimeLimit(v)
    else { return nil }
    return v
  }

  /// `M:SS`, `H:MM:SS`, with an optional fraction on the seconds: the total
  /// seconds, and where the clock ends.
  mutating func parseClock(_ s: Int, _ e: Int, _ sink: inout DiagnosticSink) -> (DecimalValue, Int)? {
    // At most three fields (H:MM:SS); a fourth is counted, to be reported.
    var fields: (Int64, Int64, Int64) = (0, 0, 0)
    var fieldCount = 0
    var i = s
    var value: Int64 = 0
    var width = 0
    var fractionStart: Int? = nil
    while i < e {
      let c = bytes[i]
      if Lexicon.isDigit(c) {
        guard width < 6 else {
          report(Message.numberTooLarge, at: s, &sink)
          return nil
        }
        value = value * 10 + Int64(c - 0x30)
        width += 1
      } else if c == UInt8(ascii: ":"), fractionStart == nil, i + 1 < e, Lexicon.isDigit(bytes[i + 1]) {
        guard width > 0 else { break }
        Parser.store(value, in: &fields, at: fieldCount)
        fieldCount += 1
        value = 0
        width = 0
      } else if c == UInt8(ascii: "."), fractionStart == nil, fieldCount > 0, i + 1 < e,
        Lexicon.isDigit(bytes[i + 1])
      {
        fractionStart = i
        break
      } else {
        break
      }
      i += 1
    }
    Parser.store(value, in: &fields, at: fieldCount)
    fieldCount += 1
    var end = i
    var fraction = DecimalValue.zero
    if let f = fractionStart {
      var j = f + 1
      while j < e, Lexicon.isDigit(bytes[j]) { j += 1 }
      guard let parsed = DecimalScan.parse(UnsafeBufferPointer(rebasing: bytes[f..<j]))
      else {
        report(Message.tooManyDigits, at: f, &sink)
        return nil
      }
      fraction = parsed
      end = j
    }
    guard fieldCount >= 2, fieldCount <= 3, width == 2 else {
      report(Message.expectedAmount(found: quote(s, end)), at: s, &sink)
      return nil
    }
    // M:SS or H:MM:SS: every field after the first is below 60.
    let (f0, f1, f2) = fields
    if f1 >= 60 || (fieldCount == 3 && f2 >= 60) {
      report(Message.durationField(quote(s, end)), at: s, &sink)
      return nil
    }
    if fieldCount == 2, f0 >= 60 {
      report(Message.durationField(quote(s, end)).appending(" (write hours as 1:15:00)"), at: s, &sink)
      return nil
    }
    let total = fieldCount == 2 ? f0 * 60 + f1 : (f0 * 60 + f1) * 60 + f2
    guard let whole = DecimalValue(significand: total, scale: 0), let sum = whole.adding(fraction) else {
      report(Message.numberTooLarge, at: s, &sink)
      return nil
    }
    return (sum, end)
  }

  /// Puts a clock's `k`th field in place (a fourth and later are dropped:
  /// the clock is reported for having too many).
  @inline(__always)
  static func store(_ v: Int64, in fields: inout (Int64, Int64, Int64), at k: Int) {
    switch k {
    case 0: fields.0 = v
    case 1: fields.1 = v
    case 2: fields.2 = v
    default: break
    }
  }

  /// Digits with an optional point (or a decimal comma, in weights and RPE):
  /// the value and where it ends. Reports a number of too many digits.
  @inline(__always)
  mutating func scanNumber(at s: Int, _ e: Int, commaIsPoint: Bool, _ sink: inout DiagnosticSink)
    -> (DecimalValue, Int)?
  {
    let (value, end) = readNumber(at: s, e, commaIsPoint: commaIsPoint)
    guard let value else {
      report(Message.tooManyDigits, at: s, &sink)
      return nil
    }
    return (value, end)
  }

  /// `scanNumber` without the report: the value (nil when it has too many
  /// digits) and where the number ends.
  @inline(__always)
  func readNumber(at s: Int, _ e: Int, commaIsPoint: Bool) -> (value: DecimalValue?, end: Int) {
    // Scans and computes in one pass. Whole numbers (the common case) take
    // the fast path; anything with a point goes through DecimalScan.
    var i = s
    var value: Int64 = 0
    while i < e {
      let c = bytes[i]
      guard c &- 0x30 < 10 else { break }
      value = value &* 10 &+ Int64(c &- 0x30)
      i += 1
    }
    if i < e, bytes[i] == 0x2E || (commaIsPoint && bytes[i] == 0x2C), i + 1 < e, Lexicon.isDigit(bytes[i + 1]) {
      i += 1
      let fractionStart = i
      // The fraction joins `value` as it is read; it is kept only when there
      // are fifteen digits or fewer in all (then exact in an Int64 whatever
      // their zeros).
      while i < e, Lexicon.isDigit(bytes[i]) {
        value = value &* 10 &+ Int64(bytes[i] &- 0x30)
        i += 1
      }
      if i - s - 1 <= DecimalValue.maximumDigits,
        let d = DecimalValue(significand: value, scale: i - fractionStart)
      {
        return (d, i)
      }
      return (readLongNumber(s, i, point: true), i)
    }
    guard i - s <= DecimalValue.maximumDigits else { return (readLongNumber(s, i, point: false), i) }
    return (DecimalValue(uncheckedSignificand: value, scale: 0), i)
  }

  /// A number of more than fifteen digits at `s..<e` (with a point or
  /// comma when `point`): its value when its significant digits are few
  /// enough, or nil. Rare, so kept out of `readNumber`'s way.
  @inline(never)
  func readLongNumber(_ s: Int, _ e: Int, point: Bool) -> DecimalValue? {
    if point { return DecimalScan.parse(UnsafeBufferPointer(rebasing: bytes[s..<e]), commaIsPoint: true) }
    // Leading zeros do not count.
    var first = s
    while first < e, bytes[first] == 0x30 { first += 1 }
    guard e - first <= DecimalValue.maximumDigits else { return nil }
    var value: Int64 = 0
    for k in first..<e { value = value * 10 + Int64(bytes[k] &- 0x30) }
    return DecimalValue(uncheckedSignificand: value, scale: 0)
  }

  /// `kg`, `kgs`, `lb`, `lbs` (any case) at `s`, ending at a non-letter.
  @inline(__always)
  func weightUnit(at s: Int, _ e: Int) -> (WeightUnit, Int)? {
    var j = s
    while j < e, Lexicon.isLetter(bytes[j]) { j += 1 }
    // `kgx5`: the unit glued to an ASCII times sign.
    var end = j
    if j - s >= 3, Lexicon.lower(bytes[j - 1]) == Lexicon.asciiTimes, j < e, Lexicon.isDigit(bytes[j]) { end = j - 1 }
    return spellings.weightUnit(bytes, s, end).map { ($0, end) }
  }

  /// The count of a `N×M` shorthand: whole, at least 1, at most the limit.
  mutating func wholeSetCount(_ n: DecimalValue, at p: Int, _ sink: inout DiagnosticSink) -> Int? {
    guard let count = n.integerValue else {
      report(Message.setCountWhole(n.description), at: p, &sink)
      return nil
    }
    guard count >= 1 else {
      report(Message.setCountZero, at: p, &sink)
      return nil
    }
    guard count <= Parser.maximumShorthandSets else {
      report(Message.tooManySets(Parser.maximumShorthandSets), at: p, &sink)
      return nil
    }
    return count
  }
}

extension Parser {
  /// A load followed by no amount: `60% of Squat` (a percentage of another
  /// lift), in a routine a word (`Plate 25kg Pinch 3×30s`: a load inside a
  /// name), or anything else.
  mutating func reportNoAmount(after l: ByteRange, isPercent: Bool, at p: Int, _ e: Int, _ sink: inout DiagnosticSink) {
    let load = quote(l.start, l.end)
    let w = Words.wordEnd(bytes, p, e)
    if isPercent, p < e, Lexicon.equalsWord(bytes, p, w, "of") {
      report(Message.unreadPrescription(.percentOf, load, example: "the exercise"), at: l.start, &sink)
    } else if inRoutine, p < e, Lexicon.isLetter(bytes[p]) {
      report(Message.expectedPrescription(load, found: quote(p, w)), at: p, &sink)
    } else {
      report(inRoutine ? Message.expectedPrescription(load) : Message.expectedTimesAfterLoad(load), at: p, &sink)
    }
  }
}
