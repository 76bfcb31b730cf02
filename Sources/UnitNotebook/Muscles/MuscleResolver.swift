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
    var identities: [String: Int] = [:]
    for (n, list) in perNotebook.enumerated() {
      for (k, d) in list.enumerated() {
        let place = DeclarationPlace(notebook: n, declaration: k)
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
