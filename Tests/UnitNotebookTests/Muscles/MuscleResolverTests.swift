import Testing

@testable import UnitNotebook

/// The notebook has the last word: a declaration wins over the aliases and
/// the catalogue, and a later declaration of one exercise over an earlier.
@Suite struct MuscleResolverTests {
  let zercher = MuscleDeclaration(exercise: "Zercher Squat", primary: [.quadriceps, .glutes], secondary: [.adductors])
  let bench = MuscleDeclaration(exercise: "Bench Press", primary: [.chest, .triceps], secondary: [.shoulders])

  @Test func aDeclarationWinsOverTheCatalogue() throws {
    let resolver = MuscleResolver(declarations: [[zercher, bench]])
    let z = try #require(resolver.muscles(of: "zercher squats"))
    #expect(
      z
        == ExerciseMuscles(
          primary: [.quadriceps, .glutes], secondary: [.adductors],
          source: .declaration(zercher, DeclarationPlace(notebook: 0, declaration: 0))))
    // The declaration names the lift; the apps' spellings of it follow it.
    for name in ["Bench Press (Barbell)", "Barbell Bench Press", "bench press", "Bench Press (Dumbbell)"] {
      let b = try #require(resolver.muscles(of: name))
      #expect(b.primary == [.chest, .triceps], "\(name)")
      #expect(b.source == .declaration(bench, DeclarationPlace(notebook: 0, declaration: 1)), "\(name)")
    }
    // Without the declarations, the catalogue's.
    let plain = try #require(MuscleResolver().muscles(of: "Zercher Squat"))
    #expect(plain.source == .catalogue(try #require(MuscleCatalogue.exercise(named: "Zercher Squats"))))
  }

  /// A more specific declaration wins for its own name.
  @Test func theMostSpecificDeclarationForAName() throws {
    let dumbbell = MuscleDeclaration(exercise: "Bench Press (Dumbbell)", primary: [.chest])
    let resolver = MuscleResolver(declarations: [[bench, dumbbell]])
    #expect(resolver.muscles(of: "DB Bench Press")?.primary == [.chest])
    #expect(resolver.muscles(of: "Bench Press")?.primary == [.chest, .triceps])
  }

  /// Two declarations of one exercise (one to the matching rule), in one
  /// notebook or two: the later counts, and the conflict is told.
  @Test func theLaterDeclarationWins() throws {
    let first = MuscleDeclaration(exercise: "Pull Up", primary: [.lats])
    let second = MuscleDeclaration(exercise: "pullups", primary: [.lats, .biceps])
    let third = MuscleDeclaration(exercise: "Pull-Up", primary: [.lats], secondary: [.biceps])
    let resolver = MuscleResolver(declarations: [[first, second], [third]])
    #expect(resolver.muscles(of: "Pullup")?.secondary == [.biceps])
    #expect(
      resolver.conflicts == [
        DeclarationConflict(
          earlier: DeclarationPlace(notebook: 0, declaration: 0), later: DeclarationPlace(notebook: 0, declaration: 1),
          exercise: "pullups"),
        DeclarationConflict(
          earlier: DeclarationPlace(notebook: 0, declaration: 1), later: DeclarationPlace(notebook: 1, declaration: 0),
          exercise: "Pull-Up"),
      ])
    #expect(MuscleResolver(declarations: [[first], [zercher]]).conflicts.isEmpty)
  }

  /// An exercise the catalogue lacks is known once declared.
  @Test func anExerciseTheCatalogueLacks() {
    #expect(MuscleResolver().muscles(of: "Dragon Flag") == nil)
    let flag = MuscleDeclaration(exercise: "Dragon Flag", primary: [.abdominals])
    let notebook = Notebook(muscles: [flag])
    #expect(MuscleResolver(notebooks: [notebook]).muscles(of: "Dragon Flags")?.primary == [.abdominals])
  }

  /// One resolver serves any number of tasks.
  @Test func aResolverIsSendable() async {
    let resolver = MuscleResolver(declarations: [[zercher]])
    let found = await withTaskGroup(of: Bool.self) { group in
      for name in ["Zercher Squat", "Squat", "RDL", "Pullup"] {
        group.addTask { resolver.muscles(of: name) != nil }
      }
      var all = true
      for await ok in group { all = all && ok }
      return all
    }
    #expect(found)
  }
}
