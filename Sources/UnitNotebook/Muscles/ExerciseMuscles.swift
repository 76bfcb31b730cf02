/// What an exercise trains, and where that comes from: the answer of
/// `MuscleResolver.muscles(of:)`.
public struct ExerciseMuscles: Sendable, Hashable {
  /// One or more groups, each counting a whole set.
  public var primary: [MuscleGroup]
  /// Groups counting half a set each; none of them primary too.
  public var secondary: [MuscleGroup]
  public var source: MuscleSource

  public init(primary: [MuscleGroup], secondary: [MuscleGroup], source: MuscleSource) {
    self.primary = primary
    self.secondary = secondary
    self.source = source
  }
}

/// Where an exercise's muscles come from, strongest first: a notebook's
/// declaration always wins, then the curated names of the common lifts,
/// then the catalogue by the matching rule.
public enum MuscleSource: Sendable, Hashable {
  /// A notebook's `# Muscles` declaration, and where it is written.
  case declaration(MuscleDeclaration, DeclarationPlace)
  /// A name of the curated table of the lifts people log most (`Lat
  /// Pulldown`), as the table writes it, and the catalogue exercise it
  /// stands for.
  case alias(String, CatalogueExercise)
  /// The catalogue's exercise the name matches (`Seated Leg Curl
  /// (Machine)` → `Seated Leg Curl`).
  case catalogue(CatalogueExercise)
}

/// Where a declaration is written: the place of its notebook among those
/// the resolver was made from (a history's: its file among `files`), its
/// place in that notebook's `muscles`, and, when read from text, the
/// 1-based line and column of its name.
public struct DeclarationPlace: Sendable, Hashable {
  public var notebook: Int
  public var declaration: Int
  public var line: Int?
  public var column: Int?

  public init(notebook: Int, declaration: Int, line: Int? = nil, column: Int? = nil) {
    self.notebook = notebook
    self.declaration = declaration
    self.line = line
    self.column = column
  }
}

/// Two declarations of one exercise (the same name to the matching rule:
/// `Pull Up` and `pullups`): the later wins.
public struct DeclarationConflict: Sendable, Hashable {
  /// The declaration that no longer counts.
  public var earlier: DeclarationPlace
  /// The one that counts.
  public var later: DeclarationPlace
  /// The exercise as the later declaration names it.
  public var exercise: String

  public init(earlier: DeclarationPlace, later: DeclarationPlace, exercise: String) {
    self.earlier = earlier
    self.later = later
    self.exercise = exercise
  }
}
