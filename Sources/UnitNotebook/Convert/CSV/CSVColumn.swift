/// The columns of Unit's CSV (docs/csv.md), in the order of the header.
enum CSVColumn: Int, CaseIterable {
  case date
  case start
  case end
  case session
  case exercise
  case superset
  case set
  case kind
  case bodyweight
  case weight
  case unit
  case reps
  case seconds
  case distance
  case distanceUnit
  case rpe
  case status
  case note
  case exerciseNote
  case sessionNote
  // Added with routines and rests (docs/csv.md): after the brief's columns,
  // so those keep their places.
  case rest
  case routine
  case sets
  case maxReps
  case step
  case stepUnit
  // Added with body weights (docs/csv.md), after those of routines.
  case bodyWeight
  case bodyWeightUnit
  // Added with training maxes, on an exercise's first row.
  case tmBodyweight
  case tm
  case tmUnit
  case tmStep
  case tmStepUnit
  case tmRound
  case tmRoundUnit
  // Added with percentage loads: a prescription's load as a percentage of the TM.
  case percent
  // Added with AMRAP sets: `5+`, reps as many as possible.
  case amrap
  // Added with sections: a row of its own (no exercise) starts a routine's section.
  case section
  // Added with the muscles section: a declaration's row (no date, no routine).
  case primaryMuscles
  case secondaryMuscles
  // Added with programs (docs/syntax.md, "Programs"): a group joined to the line
  // before it, a weight added to a percentage, and the line's rules.
  case percentPlus
  case percentPlusUnit
  case joined
  case rules

  /// The header row: the format brief's columns, then those of rests and
  /// routines.
  static let header: StaticString =
    "date,start,end,session,exercise,superset,set,kind,bodyweight,weight,unit,reps,seconds,distance,distance_unit,rpe,status,note,exercise_note,session_note,rest,routine,sets,max_reps,step,step_unit,body_weight,body_weight_unit,tm_bodyweight,tm,tm_unit,tm_step,tm_step_unit,tm_round,tm_round_unit,percent,amrap,section,primary_muscles,secondary_muscles,percent_plus,percent_plus_unit,joined,rules"

  /// The columns of the header written before routines and rests (up to
  /// session_note): files with it are still read, as having none.
  static let firstHeaderCount = CSVColumn.sessionNote.rawValue + 1
  /// The columns of the header written before body weights and training
  /// maxes (up to step_unit): files with it are still read, as having none.
  static let routinesHeaderCount = CSVColumn.stepUnit.rawValue + 1
  /// The columns of the header written before sections (up to amrap).
  static let amrapHeaderCount = CSVColumn.amrap.rawValue + 1
  /// The columns of the header written before the muscles section (up to section).
  static let sectionHeaderCount = CSVColumn.section.rawValue + 1
  /// The columns of the header written before programs (up to secondary_muscles).
  static let musclesHeaderCount = CSVColumn.secondaryMuscles.rawValue + 1

  /// Does a header row (its cells trimmed and lowercased) open as Unit's
  /// does, with `date,start,end,session,exercise`? Such a file is Unit's
  /// CSV: its reader then names any later column that differs, which says
  /// more than "no app writes this header".
  static func opensHeader(_ cells: [String]) -> Bool {
    let opening: [CSVColumn] = [.date, .start, .end, .session, .exercise]
    return cells.count >= opening.count && zip(cells, opening).allSatisfy { $0 == $1.name }
  }

  /// The column's name in the header.
  /// The column of a mark with a value: the one of its name.
  static func of(_ m: ValuedMark) -> CSVColumn? {
    allCases.first { $0.name == m.rawValue }
  }

  /// The marks with a value whose columns come after the programs' (the
  /// last columns before marks were described once): each row ends with
  /// them, in order.
  static let laterMarks: [ValuedMark] = ValuedMark.allCases.filter {
    (CSVColumn.of($0)?.rawValue ?? 0) > CSVColumn.rules.rawValue
  }

  var name: String {
    switch self {
    case .distanceUnit: return "distance_unit"
    case .exerciseNote: return "exercise_note"
    case .sessionNote: return "session_note"
    case .maxReps: return "max_reps"
    case .stepUnit: return "step_unit"
    case .bodyWeight: return "body_weight"
    case .bodyWeightUnit: return "body_weight_unit"
    case .tmBodyweight: return "tm_bodyweight"
    case .tmUnit: return "tm_unit"
    case .tmStep: return "tm_step"
    case .tmStepUnit: return "tm_step_unit"
    case .tmRound: return "tm_round"
    case .tmRoundUnit: return "tm_round_unit"
    case .primaryMuscles: return "primary_muscles"
    case .secondaryMuscles: return "secondary_muscles"
    case .percentPlus: return "percent_plus"
    case .percentPlusUnit: return "percent_plus_unit"
    default: return String(describing: self)
    }
  }

  /// The 1-based field number, as diagnostics give it.
  var number: Int { rawValue + 1 }

  /// The columns of a training max.
  static let trainingMaxCells: [CSVColumn] = [
    .tmBodyweight, .tm, .tmUnit, .tmStep, .tmStepUnit, .tmRound, .tmRoundUnit,
  ]

  /// The columns that describe a set.
  static let setCells: ClosedRange<Int> = CSVColumn.kind.rawValue...CSVColumn.note.rawValue
}

/// Spreadsheet safety: a cell that starts with `=`, `+`, `-`, `@`, a tab or a
/// carriage return would be run as a formula by a spreadsheet. Unit's CSV
/// writes such a text cell with a `'` in front, and a cell that starts with
/// `'` gets another one, so the reader can always remove exactly one.
/// Numbers are never changed: `-25` is a number to a spreadsheet.
enum FormulaGuard {
  static let mark: UInt8 = 0x27  // '

  /// Does a text cell starting with `first` need the mark?
  static func needsMark(_ first: UInt8) -> Bool {
    switch first {
    case 0x3D, 0x2B, 0x2D, 0x40, 0x09, 0x0D, mark: return true
    default: return false
    }
  }

  /// Does a cell start with a character a spreadsheet would run?
  static func isDangerous(_ first: UInt8) -> Bool {
    first != mark && needsMark(first)
  }
}
