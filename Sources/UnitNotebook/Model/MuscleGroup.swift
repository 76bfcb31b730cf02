/// One of the 17 muscle groups a set is counted toward, named as the
/// free-exercise-db catalogue names them (`docs/muscles.md`). The raw value
/// is the name, as JSON, CSV and a notebook's `# Muscles` section write it
/// (`lower back`).
public enum MuscleGroup: String, Sendable, Hashable, CaseIterable, Comparable {
  case abdominals
  case abductors
  case adductors
  case biceps
  case calves
  case chest
  case forearms
  case glutes
  case hamstrings
  case lats
  case lowerBack = "lower back"
  case middleBack = "middle back"
  case neck
  case quadriceps
  case shoulders
  case traps
  case triceps

  /// The group's name: `chest`, `lower back`.
  public var name: String { rawValue }

  /// The group named `name` exactly (the 17 names, in lower case), or nil.
  public init?(name: String) {
    self.init(rawValue: name)
  }

  /// In the order of the names, as the catalogue lists them.
  public static func < (a: MuscleGroup, b: MuscleGroup) -> Bool { a.rawValue < b.rawValue }
}

/// What a notebook says an exercise trains, in its `# Muscles` section
/// (`Zercher Squat: quadriceps, glutes; secondary: adductors`): for an
/// exercise the catalogue lacks, or to correct it. A primary group counts a
/// whole set, a secondary one half (docs/muscles.md).
public struct MuscleDeclaration: Sendable, Hashable {
  /// The exercise's name, as the declaration writes it.
  public var exercise: String
  /// One or more groups, in the order written.
  public var primary: [MuscleGroup]
  /// Zero or more groups, in the order written, none of them primary too.
  public var secondary: [MuscleGroup]

  public init(exercise: String, primary: [MuscleGroup], secondary: [MuscleGroup] = []) {
    self.exercise = exercise
    self.primary = primary
    self.secondary = secondary
  }
}
