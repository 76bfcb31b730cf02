import Testing

@testable import UnitNotebook

/// Names as lifters and apps write them find the catalogue's exercise
/// (docs/muscles.md, "How names match").
@Suite struct MuscleMatchingTests {
  let resolver = MuscleResolver()

  func catalogueName(_ name: String) -> String? {
    switch resolver.muscles(of: name)?.source {
    case .alias(_, let e), .catalogue(let e): e.name
    case .declaration, nil: nil
    }
  }

  /// The names of the issue, and the exercise each stands for.
  @Test(arguments: [
    ("Squat", "Barbell Squat"),
    ("Bench Press", "Barbell Bench Press - Medium Grip"),
    ("Bench Press (Barbell)", "Barbell Bench Press - Medium Grip"),
    ("Barbell Bench Press", "Barbell Bench Press - Medium Grip"),
    ("Lat Pulldown (Cable)", "Wide-Grip Lat Pulldown"),
    ("Seated Leg Curl (Machine)", "Seated Leg Curl"),
    ("Pull Up", "Pullups"),
    ("Pullup", "Pullups"),
    ("Chin-Up", "Chin-Up"),
    ("RDL", "Romanian Deadlift"),
  ])
  func theIssuesNames(name: String, exercise: String) {
    #expect(catalogueName(name) == exercise)
  }

  /// Case, punctuation, plurals, equipment in parentheses or in front,
  /// abbreviations, a grip after ` - `, words of position.
  @Test(arguments: [
    ("pull-ups", "Pullups"),
    ("PULL UPS", "Pullups"),
    ("chin ups", "Chin-Up"),
    ("Bench Press (Dumbbell)", "Dumbbell Bench Press"),
    ("DB Bench Press", "Dumbbell Bench Press"),
    ("Dumbbell Bench Press", "Dumbbell Bench Press"),
    ("Squat (Smith Machine)", "Smith Machine Squat"),
    ("Smith Squat", "Smith Machine Squat"),
    ("OHP", "Standing Military Press"),
    ("Hex Bar Deadlift", "Trap Bar Deadlift"),
    ("Deadlift (Trap Bar)", "Trap Bar Deadlift"),
    ("Skull Crushers", "EZ-Bar Skullcrusher"),
    ("Hammer Curls", "Hammer Curls"),
    ("Hammer Curl (Dumbbell)", "Hammer Curls"),
    ("Leg Extension (Machine)", "Leg Extensions"),
    ("Lat Pulldown - Wide Grip (Cable)", "Wide-Grip Lat Pulldown"),
    ("Bench Press - Close Grip (Barbell)", "Close-Grip Barbell Bench Press"),
    ("Triceps Pushdown (Cable - Straight Bar)", "Triceps Pushdown"),
    ("Tricep Pushdown", "Triceps Pushdown"),
    ("Farmer's Walk", "Farmer's Walk"),
    ("Farmers Walk", "Farmer's Walk"),
    ("Seated Shoulder Press (Machine)", "Leverage Shoulder Press"),
    ("Curl bar curl", "EZ-Bar Curl"),
    ("Chest Dip (Assisted)", "Dips - Chest Version"),
    ("Knee Raise (Captain's Chair)", "Knee/Hip Raise On Parallel Bars"),
    ("Calf Press on Seated Leg Press", "Calf Press On The Leg Press Machine"),
    ("Single Leg Romanian Deadlift", "Romanian Deadlift"),
  ])
  func namesAsPeopleWriteThem(name: String, exercise: String) {
    #expect(catalogueName(name) == exercise)
  }

  /// The last resort: the movement named last, after a person's or a
  /// variation's name.
  @Test(arguments: [
    ("Meadows Incline DB Lateral Raise", "One-Arm Incline Lateral Raise"),
    ("Katana Triceps Extension", "Standing Dumbbell Triceps Extension"),
    ("Chest Supported Incline Row (Dumbbell)", "Dumbbell Incline Row"),
  ])
  func theMovementNamedLast(name: String, exercise: String) {
    #expect(catalogueName(name) == exercise)
  }

  @Test(arguments: ["Warm Up", "Run", "Kniebeuge", "Dragon Flag", "", "()", " - ", "Cable Crossover Ladder"])
  func namesNothingMatches(name: String) {
    #expect(resolver.muscles(of: name) == nil, "\(name)")
  }

  /// One identity for every spelling of one exercise; another for
  /// another exercise.
  @Test func identities() {
    let pullup = ExerciseName("Pull Up").identity
    for name in ["Pullup", "pull-up", "PULL UPS", "Pull‑Ups", "pull  up"] {
      #expect(ExerciseName(name).identity == pullup, "\(name)")
    }
    #expect(ExerciseName("Bench Press (Barbell)").identity == ExerciseName("Barbell Bench Press").identity)
    #expect(ExerciseName("RDL").identity == ExerciseName("Romanian Deadlift").identity)
    #expect(ExerciseName("Bench Press").identity != ExerciseName("Bench Press (Dumbbell)").identity)
    #expect(ExerciseName("Chin-Up").identity != pullup)
  }

  @Test func theWordsOfAName() {
    let n = ExerciseName("Lat Pulldown - Close Grip (Cable)")
    #expect(n.equipment == "cable" && n.words == ["lat", "pulldown"] && n.qualifiers == ["close", "grip"])
    #expect(n.keys.first == "cable|latpulldownclosegrip")
    #expect(NameWords.singular("presses") == "press" && NameWords.singular("flies") == "fly")
    #expect(NameWords.singular("calves") == "calf" && NameWords.singular("biceps") == "bicep")
    #expect(NameWords.singular("press") == "press" && NameWords.singular("crunches") == "crunch")
  }

  /// A correction of the catalogue is what the resolver answers.
  @Test func theBigLiftsAsCorrected() throws {
    let squat = try #require(resolver.muscles(of: "Squat"))
    #expect(squat.primary == [.quadriceps, .glutes] && squat.secondary == [.adductors, .lowerBack])
    let deadlift = try #require(resolver.muscles(of: "Deadlift (Barbell)"))
    #expect(deadlift.primary == [.glutes, .hamstrings, .lowerBack])
  }
}
