/// The equipment the catalogue names for an exercise (its `equipment`
/// column).
public enum CatalogueEquipment: String, Sendable, Hashable, CaseIterable {
  case bands
  case barbell
  case bodyOnly = "body only"
  case cable
  case dumbbell
  case ezCurlBar = "e-z curl bar"
  case exerciseBall = "exercise ball"
  case foamRoll = "foam roll"
  case kettlebells
  case machine
  case medicineBall = "medicine ball"
  case other
}

/// An exercise of the catalogue the library ships: its name as the
/// catalogue writes it (`Barbell Bench Press - Medium Grip`), its
/// equipment, and the muscle groups it trains, primary (a whole set each)
/// and secondary (half a set).
public struct CatalogueExercise: Sendable, Hashable {
  public var name: String
  /// Nil where the catalogue names none.
  public var equipment: CatalogueEquipment?
  public var primary: [MuscleGroup]
  /// None of them primary too.
  public var secondary: [MuscleGroup]
  /// Whether the muscles are the project's correction of the catalogue's
  /// (docs/muscles.md, "Corrections").
  public var isCorrected: Bool

  init(
    _ name: String, _ equipment: CatalogueEquipment?, _ primary: [MuscleGroup], _ secondary: [MuscleGroup],
    corrected: Bool = false
  ) {
    self.name = name
    self.equipment = equipment
    self.primary = primary
    self.secondary = secondary.filter { !primary.contains($0) }
    isCorrected = corrected
  }
}

/// The catalogue of exercises and what they train: 873 exercises of the
/// public-domain free-exercise-db (generated into Swift source by
/// `generate.sh`), with the big lifts' muscles checked by hand and
/// corrected where a coach would disagree (`CatalogueCorrections`,
/// docs/muscles.md).
public enum MuscleCatalogue {
  /// Every exercise, in the catalogue's order, with the corrections made.
  public static let exercises: [CatalogueExercise] = tsvExercises.map { e in
    guard let fix = CatalogueCorrections.byName[e.name] else { return e }
    return CatalogueExercise(e.name, e.equipment, fix.primary, fix.secondary, corrected: true)
  }

  /// The exercise the catalogue names exactly so (its own spelling), or nil.
  public static func exercise(named name: String) -> CatalogueExercise? {
    index[name].map { exercises[$0] }
  }

  /// The catalogue's names → their places in `exercises`.
  static let index: [String: Int] = {
    var index: [String: Int] = [:]
    for (k, e) in exercises.enumerated() { index[e.name] = k }
    return index
  }()
}

extension MuscleCatalogue {
  /// The catalogue's names, filed by the matching rule.
  static let nameIndex = NameIndex(exercises.map(\.name))
}
