import UnitNotebook

/// How a series' values are written — in `progress`'s table, on the charts
/// and in the report — by metric: `116.7kg`, `10 reps`, `12.5km`, `28:30`,
/// `5:16/km`.
enum SeriesText {
  /// `estimated 1RM`, `heaviest`, `most reps`, `volume`, `distance`, `time`, `pace`.
  static func title(_ m: HistoryMetric) -> String {
    switch m {
    case .e1rm: return "estimated 1RM"
    case .heaviest: return "heaviest"
    case .reps: return "most reps"
    case .volume: return "volume"
    case .distance: return "distance"
    case .duration: return "time"
    case .pace: return "pace"
    }
  }

  /// What a lifter calls the metric in a sentence: `Run has no e1RM`.
  static func noun(_ m: HistoryMetric) -> String {
    switch m {
    case .e1rm: return "e1RM"
    case .heaviest: return "weight"
    case .reps: return "reps"
    case .volume: return "volume"
    case .distance: return "distance"
    case .duration: return "time"
    case .pace: return "pace"
    }
  }

  /// `Squat — estimated 1RM, kg`, `Pullup — most reps by week`, `Run — pace, per km`,
  /// `Body weight, kg`.
  static func heading(_ s: HistorySeries) -> String {
    var t = s.isBodyweight ? "Body weight" : "\(s.exercise) — \(title(s.metric))"
    if s.grouping != .session { t += " by \(s.grouping.rawValue)" }
    if let u = unitWords(s) { t += ", \(u)" }
    return t
  }

  /// `kg`, `km`, `per km`; nil for reps and time.
  static func unitWords(_ s: HistorySeries) -> String? {
    if let u = s.unit { return u.rawValue }
    guard let d = s.distanceUnit else { return nil }
    return s.metric == .pace ? "per \(d.rawValue)" : d.rawValue
  }

  /// The value with its unit: `12,450.5kg`, `10 reps`, `12.5km`, `28:30`, `5:16/km`.
  static func value(_ s: HistorySeries, _ v: HistoryNumber) -> String {
    switch s.metric {
    case .reps: return v == HistoryNumber(1) ? "1 rep" : "\(v) reps"
    case .duration: return HistoryText.duration(v)
    case .pace: return HistoryText.duration(v) + "/" + (s.distanceUnit?.rawValue ?? "km")
    case .distance: return "\(v)\(s.distanceUnit?.rawValue ?? "km")"
    default: return grouped(v) + (s.unit?.rawValue ?? "")
    }
  }

  /// The value alone, as a chart labels a point: `116.7`, `10`, `12.5`, `5:16`.
  static func short(_ s: HistorySeries, _ v: HistoryNumber) -> String {
    switch s.metric {
    case .duration, .pace: return HistoryText.duration(v)
    default: return v.description
    }
  }

  /// What the value axis carries above its labels: `kg`, `reps`, `km`, `time`, `per km`.
  static func axisUnit(_ s: HistorySeries) -> String {
    unitWords(s) ?? (s.metric == .reps ? "reps" : "time")
  }

  /// The point a series is summed up by, with its word: a lift's best, a
  /// body weight's last (a body weight has no best: it is not a record).
  static func headline(_ s: HistorySeries) -> (word: String, point: SeriesPoint?) {
    s.isBodyweight ? ("last", s.points.last) : ("best", s.best)
  }

  /// `12 sessions`, `1 week`, `2 weigh-ins`.
  static func count(_ s: HistorySeries) -> String {
    let n = s.points.count
    let unit = s.grouping != .session ? s.grouping.rawValue : s.isBodyweight ? "weigh-in" : "session"
    return "\(n) \(unit)\(n == 1 ? "" : "s")"
  }

  /// First, last and best with their dates, and the records: what a
  /// chart's description says.
  static func description(_ s: HistorySeries) -> String {
    guard let first = s.points.first, let last = s.points.last, let best = s.best else { return "No sessions." }
    if s.isBodyweight, let low = s.points.min(by: { $0.value < $1.value }),
      let high = s.points.max(by: { $0.value < $1.value })
    {
      return "\(count(s)): first \(value(s, first.value)) on \(first.date), "
        + "last \(value(s, last.value)) on \(last.date), lowest \(value(s, low.value)) on \(low.date), "
        + "highest \(value(s, high.value)) on \(high.date)."
    }
    let records = s.points.filter(\.isRecord).count
    return "\(count(s)): first \(value(s, first.value)) on \(first.date), "
      + "last \(value(s, last.value)) on \(last.date), best \(value(s, best.value)) on \(best.date); "
      + "\(records) record\(records == 1 ? "" : "s") (PR)."
  }

  /// `12,450.5`.
  static func grouped(_ d: HistoryNumber) -> String {
    var b = ByteWriter(capacity: 32)
    b.appendGrouped(d)
    return b.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
  }
}
