/// Finds what an exercise trains from its name as a lifter or an app
/// writes it (`Bench Press (Barbell)`, `Pull-Up`, `RDL`): a notebook's
/// declaration first (the notebook has the last word), then the curated
/// names of the common lifts, then the catalogue by the matching rule
/// (docs/muscles.md). A value made once from the notebooks' declarations;
/// looking a name up changes nothing, so one resolver serves any number of
/// threads.
public struct MuscleResolver: Sendable {
  /// The declarations, in the order they count (the last of one exercise wins).
  private(set) var declarations: [(MuscleDeclaration, DeclarationPlace)] = []
  /// Declarations of one exercise made twice: the earlier one no longer
  /// counts. Within a notebook `unit check` warns of them too.
  public private(set) var conflicts: [DeclarationConflict] = []
  private var declared = NameIndex()

  /// A resolver from the catalogue and its aliases alone.
  public init() {}

  /// A resolver with the declarations of these notebooks, in order: a
  /// later declaration of an exercise (the same name to the matching rule)
  /// wins over an earlier one, in one notebook or across them.
  public init(notebooks: [Notebook]) {
    self.init(declarations: notebooks.map(\.muscles))
  }

  /// A resolver with each notebook's declarations (`Notebook.muscles`), in order.
  public init(declarations perNotebook: [[MuscleDeclaration]]) {
    self.init(written: perNotebook.map { $0.map { WrittenDeclaration($0) } })
  }

  /// A resolver with each notebook's declarations and where each is
  /// written (a history read from texts knows their lines).
  package init(written perNotebook: [[WrittenDeclaration]]) {
    var identities: [String: Int] = [:]
    for (n, list) in perNotebook.enumerated() {
      for (k, w) in list.enumerated() {
        let d = w.declaration
        let place = DeclarationPlace(notebook: n, declaration: k, line: w.line, column: w.column)
        let identity = ExerciseName(d.exercise).identity
        if let earlier = identities[identity] {
          conflicts.append(DeclarationConflict(earlier: declarations[earlier].1, later: place, exercise: d.exercise))
        }
        identities[identity] = declarations.count
        declared.file(d.exercise, item: declarations.count, laterWins: true)
        declarations.append((d, place))
      }
    }
  }

  /// What the exercise named `name` trains, and where that comes from; nil
  /// when no declaration, alias or catalogue exercise matches it.
  public func muscles(of name: String) -> ExerciseMuscles? {
    let parsed = ExerciseName(name)
    return muscles(forKeys: parsed.keys) ?? muscles(forKeys: parsed.tailKeys)
  }

  private func muscles(forKeys keys: [String]) -> ExerciseMuscles? {
    if let k = declared.item(forKeys: keys) {
      let (d, place) = declarations[k]
      return ExerciseMuscles(primary: d.primary, secondary: d.secondary, source: .declaration(d, place))
    }
    for key in keys {
      if let a = CommonLiftNames.index.item(forKey: key), let target = CommonLiftNames.targets[a] {
        let e = MuscleCatalogue.exercises[target]
        return ExerciseMuscles(
          primary: e.primary, secondary: e.secondary, source: .alias(CommonLiftNames.list[a].name, e))
      }
      if let c = MuscleCatalogue.nameIndex.item(forKey: key) {
        let e = MuscleCatalogue.exercises[c]
        return ExerciseMuscles(primary: e.primary, secondary: e.secondary, source: .catalogue(e))
      }
    }
    return nil
  }
}

/// A declaration as a notebook's text writes it: with the 1-based line and
/// column of its name, when the text is known.
package struct WrittenDeclaration: Sendable, Hashable {
  package var declaration: MuscleDeclaration
  package var line: Int?
  package var column: Int?

  package init(_ declaration: MuscleDeclaration, line: Int? = nil, column: Int? = nil) {
    self.declaration = declaration
    self.line = line
    self.column = column
  }
}
