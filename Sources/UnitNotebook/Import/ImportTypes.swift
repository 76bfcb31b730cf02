/// A kind of file `unit import` reads. Each is recognised from its content
/// (the header row, the first bytes), never from the file name.
public enum ImportFormat: String, Sendable, Hashable, CaseIterable {
  /// Unit's own JSON document (docs/json.md).
  case json
  /// Unit's own CSV (docs/csv.md).
  case csv
  /// Strong's CSV export, any of its layouts and languages.
  case strong
  /// Hevy's CSV export.
  case hevy
  /// FitNotes' spreadsheet export.
  case fitnotes
  /// A workout Strong puts on the clipboard ("share as text").
  case strongText = "strong-text"
  /// A workout Hevy puts on the clipboard ("share as text").
  case hevyText = "hevy-text"
  /// Fitbod's CSV export.
  case fitbod
  /// StrongLifts 5×5's CSV export.
  case stronglifts
  /// JEFIT's export: one file of several CSV tables under `### NAME ###`
  /// banners, an exercise's sets packed in one cell (`60x10,65x8`).
  case jefit
  /// Liftosaur's history CSV ("Export history to CSV file"): one row a set.
  case liftosaur
  /// Liftosaur's workout text (copied from the app, or its API's JSON).
  case liftosaurText = "liftosaur-text"
  /// Fitdown notes typed on a phone (`Squat`, `3x5@165`).
  case fitdown
  /// syntax.fitness Markdown files, one a workout (`## Barbell Row`, `- 60kg × 10`).
  case syntaxFitness = "syntax-fitness"
  /// LiftMark's JSON export of workout sessions.
  case liftmark
  /// A lift.md (LiftMark Workout Format) plan, read as a routine.
  case liftMD = "lift-md"

  /// The dialect of its CSV, for a format whose reader takes rows read
  /// ahead (`SessionStream.rows`: every CSV format's does); nil for the
  /// others. Package access: not part of the library's API.
  package var csvDialect: CSVDialect? {
    switch self {
    case .csv: return .unit
    case .strong, .hevy, .fitnotes, .fitbod, .stronglifts, .liftosaur: return .appExport
    case .json, .strongText, .hevyText, .jefit, .liftosaurText, .fitdown, .syntaxFitness, .liftmark, .liftMD:
      return nil
    }
  }
}

/// Choices for an import that the file itself may not make.
public struct ImportOptions: Sendable, Hashable {
  /// The weight unit, for exports that do not say it (Strong's iPhone layout).
  public var unit: WeightUnit?
  /// Exercise names to rename on the way in: exported name → notebook name.
  public var exerciseNames: [String: String]
  /// How a time an export writes only in UTC (Liftosaur's history, LiftMark,
  /// JEFIT's epoch seconds) becomes the lifter's local time; nil keeps it in
  /// UTC, with a warning.
  public var localTime: LocalTimeRule?

  public init(unit: WeightUnit? = nil, exerciseNames: [String: String] = [:]) {
    self.init(unit: unit, exerciseNames: exerciseNames, localTime: nil)
  }

  /// Options with the rule for times written only in UTC.
  public init(unit: WeightUnit? = nil, exerciseNames: [String: String] = [:], localTime: LocalTimeRule?) {
    self.unit = unit
    self.exerciseNames = exerciseNames
    self.localTime = localTime
  }
}

/// The rule that turns an instant written in UTC into a local date and time:
/// the offset from UTC in force at each instant (a fixed one, or a time
/// zone's, daylight saving time and all). Two rules are the same when their
/// names are.
public struct LocalTimeRule: Sendable, Hashable, CustomStringConvertible {
  /// What the rule is called in messages: `UTC+02:00`, `Europe/Berlin`.
  public let name: String
  /// Seconds east of UTC at an instant given in seconds since 1970 (UTC).
  private let offsetAt: @Sendable (Int64) -> Int

  /// A rule that asks `offsetAt` for the offset at each instant (the
  /// command line asks the C library for the machine's time zone).
  public init(name: String, offsetAt: @escaping @Sendable (_ secondsSince1970: Int64) -> Int) {
    self.name = name
    self.offsetAt = offsetAt
  }

  /// One offset for every instant, `+02:00` as 7200 seconds.
  public static func fixed(secondsEast: Int) -> LocalTimeRule {
    LocalTimeRule(name: "UTC" + LocalTimeRule.offsetText(secondsEast)) { _ in secondsEast }
  }

  /// The offset at an instant, in seconds east of UTC (within ±18 hours).
  public func offset(at secondsSince1970: Int64) -> Int {
    max(-18 * 3600, min(18 * 3600, offsetAt(secondsSince1970)))
  }

  public var description: String { name }

  public static func == (a: LocalTimeRule, b: LocalTimeRule) -> Bool { a.name == b.name }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// `+02:00`, `-05:30`, `+00:00`.
  public static func offsetText(_ secondsEast: Int) -> String {
    let m = abs(secondsEast) / 60
    let hours = m / 60 < 10 ? "0\(m / 60)" : "\(m / 60)"
    let minutes = m % 60 < 10 ? "0\(m % 60)" : "\(m % 60)"
    return (secondsEast < 0 ? "-" : "+") + hours + ":" + minutes
  }
}
