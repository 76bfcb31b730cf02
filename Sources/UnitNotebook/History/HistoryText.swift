/// How the history writes its values in text, the notebook's own way:
/// `116.7kg`, `BW+20kg × 6`, `1:30`, `5km 25:30`.
public enum HistoryText {
  /// `102.5kg`.
  public static func weight(_ w: Weight) -> String {
    "\(w.value)\(w.unit.rawValue)"
  }

  /// `100kg`, `BW`, `BW+20kg`, `BW-25kg`.
  public static func load(_ l: Load) -> String {
    switch l {
    case .weight(let w): return weight(w)
    case .bodyweight(nil): return "BW"
    case .bodyweight(let a?):
      return a.value.isNegative ? "BW-" + weight(Weight(a.value.magnitude, a.unit)) : "BW+" + weight(a)
    }
  }

  /// `45s`, `1:30`, `1:02:03`, `12.5s` (as the notebook writes durations).
  public static func duration(_ s: DecimalValue) -> String {
    var b = ByteBuffer(capacity: 16)
    b.appendClockDuration(s)
    return b.string
  }

  /// The same for a history's exact sum of seconds, of any size.
  public static func duration(_ s: HistoryNumber) -> String {
    var b = ByteBuffer(capacity: 16)
    b.appendClockDuration(s)
    return b.string
  }

  /// A set as the notebook writes it, without marks: `120kg × 5`,
  /// `BW × 12`, `5km 25:30`, `32kg × 40m`, `60s`.
  public static func set(_ s: HistorySet) -> String {
    set(load: s.load, reps: s.reps, seconds: s.seconds, distance: s.distance)
  }

  /// A set of a notebook the same way: `100kg × 5`, `60s` (no marks).
  public static func set(_ s: WorkoutSet) -> String {
    set(load: s.load, reps: s.reps, seconds: s.seconds, distance: s.distance)
  }

  static func set(load l: Load?, reps: Int?, seconds: DecimalValue?, distance: Distance?) -> String {
    var amount: [String] = []
    if let r = reps { amount.append(String(r)) }
    if let d = distance { amount.append("\(d.value)\(d.unit.rawValue)") }
    if let t = seconds { amount.append(duration(t)) }
    let a = amount.joined(separator: " ")
    guard let l else { return a }
    return load(l) + " × " + a
  }

  /// A record's value as its set reads: `BW+5kg` for the heaviest of
  /// weighted bodyweight work, never its added `5kg` alone.
  public static func value(_ r: PersonalRecord) -> String {
    written(r.value, r.kind, r.set)
  }

  /// `v`, a value of record `kind` held by `set`, as the set reads.
  static func written(_ v: RecordValue, _ kind: RecordKind, _ set: HistorySet) -> String {
    if kind == .e1rm, let parts = bodyweightParts(set) { return "\(v): \(parts)" }
    guard kind == .heaviest, isAddedWeight(set) else { return v.description }
    return "BW+\(v)"
  }

  /// What a bodyweight set's e1RM is made of, when a body weight was in
  /// effect: `80kg body weight + 20kg`, `80kg body weight - 25kg`,
  /// `80kg body weight`; nil for any other set.
  public static func bodyweightParts(_ set: HistorySet) -> String? {
    guard let bw = set.bodyweight, case .bodyweight(let added)? = set.load else { return nil }
    let body = "\(bw.value)\(bw.unit.rawValue) body weight"
    guard let a = added, a.value.significand != 0 else { return body }
    return body + (a.value.isNegative ? " - " : " + ") + "\(a.value.magnitude)\(a.unit.rawValue)"
  }

  /// Whether a set is weighted bodyweight work (`BW+X`).
  static func isAddedWeight(_ set: HistorySet) -> Bool {
    guard case .bodyweight(let a?)? = set.load else { return false }
    return !a.value.isNegative
  }

  /// `e1RM`, `reps at 100kg`, `fastest 5km`.
  public static func title(_ r: PersonalRecord) -> String {
    switch (r.kind, r.at) {
    case (.repsAtWeight, let at?): return isAddedWeight(r.set) ? "reps at BW+\(at)" : "reps at \(at)"
    case (.fastest, let at?): return "fastest \(at)"
    default: return r.kind.label
    }
  }

  /// What shows the record: the set, or for a session its sets.
  public static func evidence(_ r: PersonalRecord) -> String {
    if r.kind == .bestSession, let n = r.sessionSets { return n == 1 ? "1 set" : "\(n) sets" }
    return set(r.set)
  }
}

extension ByteSink where Self: ~Copyable {
  /// `12,450.5`: every digit of a history number, a comma before each
  /// third of its whole part (the stats table writes three a row).
  package mutating func appendGrouped(_ n: HistoryNumber) {
    if let d = n.decimalValue {
      appendGrouped(d)
      return
    }
    // More than fifteen digits: rare, written from its text.
    let text = Array(n.description.utf8)
    let point = text.firstIndex(of: UInt8(ascii: ".")) ?? text.count
    for (k, c) in text[..<point].enumerated() {
      if k > 0, (point - k) % 3 == 0 { append(UInt8(ascii: ",")) }
      append(c)
    }
    for c in text[point...] { append(c) }
  }

  /// `appendDecimal` for a history number: every digit.
  package mutating func appendDecimal(_ n: HistoryNumber) {
    if let d = n.decimalValue { appendDecimal(d) } else { append(n.description) }
  }

  /// `appendClockDuration` for a time of any size: `45s`, `1:30`,
  /// `1000000:00:00`, `12.5s`.
  package mutating func appendClockDuration(_ n: HistoryNumber) {
    if let d = n.decimalValue {
      appendClockDuration(d)
      return
    }
    // More than fifteen digits (so far more than an hour): hours, minutes
    // and seconds from the exact digits. A history number has at most
    // fifteen places (a time's), so its fraction fits 64 bits.
    let places = Swift.min(n.places, ExactAmount.powersOfTen.count - 1)
    let (whole, fraction) = n.digits.divided(by: ExactAmount.powersOfTen[places])
    let (minutes, seconds) = whole.divided(by: 60)
    let (hours, minute) = minutes.divided(by: 60)
    append(hours.decimalString(places: 0))
    append(UInt8(ascii: ":"))
    appendPadded(Int(minute), width: 2)
    append(UInt8(ascii: ":"))
    appendPadded(Int(seconds), width: 2)
    if places > 0 {
      append(UInt8(ascii: "."))
      appendPadded(Int(fraction), width: places)
    }
  }

  /// `HistoryText.duration`'s bytes: `45s`, `1:30`, `1:02:03`, `12.5s`
  /// (the stats table writes one a row).
  package mutating func appendClockDuration(_ s: DecimalValue) {
    let scale = Swift.min(Swift.max(Int(s.scale), 0), ExactAmount.powersOfTen.count - 1)
    let divisor = ExactAmount.powersOfTen[scale]
    let whole = Int(clamping: s.significand.magnitude / divisor)
    if whole < 60 {
      appendInt(whole)
    } else {
      if whole >= 3600 {
        appendInt(whole / 3600)
        append(UInt8(ascii: ":"))
        appendPadded(whole / 60 % 60, width: 2)
      } else {
        appendInt(whole / 60)
      }
      append(UInt8(ascii: ":"))
      appendPadded(whole % 60, width: 2)
    }
    if scale > 0 {
      append(UInt8(ascii: "."))
      appendPadded(Int(clamping: s.significand.magnitude % divisor), width: scale)
    }
    if whole < 60 { append(UInt8(ascii: "s")) }
  }
}
