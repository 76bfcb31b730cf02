import UnitNotebook

/// The axes of every chart Unit draws — `progress --svg`, the report's
/// small multiples and `progress`'s terminal bars — so that they agree:
/// the values' ticks (whole numbers for reps, clock steps for times) and
/// the dates' ticks (a step that suits the span and the room).
enum ChartAxis {
  /// How a metric's values are counted, which decides its steps and labels.
  enum Scale: Equatable {
    /// Any decimal: steps of 1, 2, 2.5 or 5 × 10ⁿ.
    case decimal
    /// Whole numbers (reps): steps of 1, 2 or 5 × 10ⁿ, never below 1.
    case whole
    /// Seconds, labelled as a clock (`5:00`): steps of seconds, minutes, hours.
    case clock

    init(_ metric: HistoryMetric) {
      switch metric {
      case .reps: self = .whole
      case .duration, .pace: self = .clock
      default: self = .decimal
      }
    }
  }

  /// The value axis: its bounds, its step and its ticks, lowest first.
  struct Values: Equatable {
    var low: Double
    var high: Double
    var step: Double
    var ticks: [Double] {
      var out: [Double] = []
      var v = low
      while v <= high + step / 1000, out.count < 100 {
        out.append(v)
        v += step
      }
      return out
    }
  }

  /// Four to seven ticks around the values, on the scale's steps; one value
  /// (or equal ones) gets a step either side.
  static func values(_ low: Double, _ high: Double, scale: Scale) -> Values {
    var lo = low.isFinite ? low : 0
    var hi = high.isFinite ? Swift.max(high, lo) : lo
    if hi - lo < 1e-9 {
      let pad = scale == .decimal ? Swift.max(1, abs(lo) * 0.05) : Swift.max(1, abs(lo) * 0.1)
      lo = scale == .decimal ? lo - pad : Swift.max(0, lo - pad)
      hi += pad
    }
    let raw = (hi - lo) / 5
    let step = steps(scale).first { $0 >= raw } ?? raw
    var start = (lo / step).rounded(.down) * step
    var end = (hi / step).rounded(.up) * step
    // Whole numbers close together (8 and 9 reps) get a step of room either
    // side, so that no point sits on the axis line and there are four ticks.
    if scale != .decimal, end - start < 3 * step {
      start = Swift.max(0, start - step)
      end += step
    }
    return Values(low: start, high: end <= start ? start + step : end, step: step)
  }

  /// The steps a scale may take, smallest first.
  static func steps(_ scale: Scale) -> [Double] {
    switch scale {
    case .clock:
      // Seconds, minutes, hours; then hours by 1, 2, 5 × 10ⁿ.
      let clock: [Double] = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 18000]
      return clock + decades(from: 5).map { $0 * 3600 }
    case .whole: return decades(from: 0).filter { $0 >= 1 }
    case .decimal: return decades(from: -15, with: [1, 2, 2.5, 5])
    }
  }

  /// 1, 2, 5 × 10ⁿ (or the multipliers given) from 10^`from` up to 10²⁰.
  static func decades(from: Int, with multipliers: [Double] = [1, 2, 5]) -> [Double] {
    // 10ⁿ by whole multiplications (exact up to 10²²), 10⁻ⁿ as 1 / 10ⁿ
    // (the nearest double), so that a step of 5 is 5, not 5.000000000000001.
    func power(_ n: Int) -> Double {
      var p = 1.0
      for _ in 0..<abs(n) { p *= 10 }
      return n < 0 ? 1 / p : p
    }
    return (from...20).flatMap { n in multipliers.map { $0 * power(n) } }
  }

  /// A value as an axis writes it: `117.5`, `8`, `5:00`.
  static func label(_ v: Double, scale: Scale) -> String {
    switch scale {
    case .clock:
      let seconds = Swift.max(0, Int(clamping: Int64(v.rounded())))
      return HistoryText.duration(DecimalValue(seconds))
    default: return ProgressChart.number(v)
    }
  }
}

extension ChartAxis {
  /// A step between date ticks.
  enum DateStep: Equatable {
    case days(Int)
    /// Mondays.
    case weeks(Int)
    /// First days of months.
    case months(Int)
    /// First days of years.
    case years(Int)

    /// From the finest to the coarsest.
    static let ladder: [DateStep] =
      [.days(1), .days(2), .weeks(1), .weeks(2), .months(1), .months(2), .months(3), .months(6)]
      + [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000].map { .years($0) }

    /// The widest label it writes, in characters: `12 Jan`, `Jan 2026`, `2026`.
    var labelWidth: Int {
      switch self {
      case .days, .weeks: return 6
      case .months: return 8
      case .years: return 4
      }
    }
  }

  /// The date axis: the step and the ticks between two dates.
  struct Dates: Equatable {
    var step: DateStep
    var ticks: [LocalDate]
  }

  /// The finest step whose ticks between `first` and `last` (inclusive)
  /// leave each label its room: `width` points for labels of
  /// `characterWidth` points a character, a gap of two characters. One
  /// day is its own tick.
  static func dates(_ first: LocalDate, _ last: LocalDate, width: Double, characterWidth: Double) -> Dates {
    guard first < last else { return Dates(step: .days(1), ticks: [first]) }
    for step in DateStep.ladder {
      let room = Double(step.labelWidth + 2) * characterWidth
      let most = Swift.max(1, Int(width / room))
      let ticks = dateTicks(first, last, step, limit: most + 1)
      if ticks.count <= most { return Dates(step: step, ticks: ticks) }
    }
    return Dates(step: .years(5000), ticks: [])
  }

  /// The ticks of a step between two dates (inclusive), at most `limit`.
  static func dateTicks(_ first: LocalDate, _ last: LocalDate, _ step: DateStep, limit: Int) -> [LocalDate] {
    var out: [LocalDate] = []
    switch step {
    case .days(let n), .weeks(let n):
      let stride = step == .days(n) ? n : 7 * n
      // Days and Mondays counted from 1970-01-05, a Monday: the same ticks
      // whatever the span.
      let monday = 4
      var d = first.daysSinceEpoch
      let offset = ((d - monday) % stride + stride) % stride
      if offset != 0 { d += stride - offset }
      while d <= last.daysSinceEpoch, out.count < limit {
        if let date = first.adding(days: d - first.daysSinceEpoch) { out.append(date) }
        d += stride
      }
    case .months(let n):
      var y = first.year
      var m = first.month
      if first.day > 1 { (y, m) = m == 12 ? (y + 1, 1) : (y, m + 1) }
      while (m - 1) % n != 0 { (y, m) = m == 12 ? (y + 1, 1) : (y, m + 1) }
      while let d = LocalDate(year: y, month: m, day: 1), d <= last, out.count < limit {
        out.append(d)
        for _ in 0..<n { (y, m) = m == 12 ? (y + 1, 1) : (y, m + 1) }
      }
    case .years(let n):
      var y = first.month == 1 && first.day == 1 ? first.year : first.year + 1
      if y % n != 0 { y += n - y % n }
      while let d = LocalDate(year: y, month: 1, day: 1), d <= last, out.count < limit {
        out.append(d)
        y += n
      }
    }
    return out
  }

  static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  /// A tick's label: `12 Jan` for days and weeks, `Jan 2026` for months
  /// (the year on the first tick and on each January, `Feb` otherwise),
  /// `2026` for years; a lone day is written in full.
  static func dateLabel(_ d: LocalDate, step: DateStep, isFirst: Bool, isAlone: Bool = false) -> String {
    let month = monthNames[Swift.min(Swift.max(d.month - 1, 0), 11)]
    if isAlone { return "\(d.day) \(month) \(d.year)" }
    switch step {
    case .days, .weeks: return "\(d.day) \(month)"
    case .months: return isFirst || d.month == 1 ? "\(month) \(d.year)" : month
    case .years: return String(d.year)
    }
  }
}
