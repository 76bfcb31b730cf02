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

  /// The dialect of its CSV, for a format whose reader takes rows read
  /// ahead (`SessionStream.rows`: every CSV format's does); nil for the
  /// others. Package access: not part of the library's API.
  package var csvDialect: CSVDialect? {
    switch self {
    case .csv: return .unit
    case .strong, .hevy, .fitnotes, .fitbod, .stronglifts: return .appExport
    case .json, .strongText, .hevyText: return nil
    }
  }
}

/// Choices for an import that the file itself may not make.
public struct ImportOptions: Sendable, Hashable {
  /// The weight unit, for exports that do not say it (Strong's iPhone layout).
  public var unit: WeightUnit?
  /// Exercise names to rename on the way in: exported name → notebook name.
  public var exerciseNames: [String: String]

  public init(unit: WeightUnit? = nil, exerciseNames: [String: String] = [:]) {
    self.unit = unit
    self.exerciseNames = exerciseNames
  }
}
