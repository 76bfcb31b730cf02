/// The catalogue's muscles for the big lifts, checked by hand: where a coach
/// counting weekly sets would disagree, the groups below replace the
/// catalogue's. docs/muscles.md gives the reason for each; a test checks
/// that every name here is the catalogue's and that the doc lists it.
enum CatalogueCorrections {
  struct Fix {
    var primary: [MuscleGroup]
    var secondary: [MuscleGroup]
  }

  static let byName: [String: Fix] = {
    var fixes: [String: Fix] = [:]
    for (name, fix) in list { fixes[name] = fix }
    return fixes
  }()

  /// Grouped as docs/muscles.md gives the reasons.
  static let list: [(String, Fix)] = squats + hinges + presses + rows + others

  /// Squats, lunges and the leg press: quadriceps and glutes, with the
  /// adductors; the calves and hamstrings only steady the knee.
  static let squats: [(String, Fix)] = [
    ("Barbell Squat", Fix(primary: [.quadriceps, .glutes], secondary: [.adductors, .lowerBack])),
    ("Barbell Full Squat", Fix(primary: [.quadriceps, .glutes], secondary: [.adductors, .lowerBack])),
    ("Front Barbell Squat", Fix(primary: [.quadriceps], secondary: [.glutes, .adductors, .lowerBack])),
    ("Smith Machine Squat", Fix(primary: [.quadriceps, .glutes], secondary: [.adductors])),
    ("Goblet Squat", Fix(primary: [.quadriceps], secondary: [.glutes, .adductors])),
    ("Hack Squat", Fix(primary: [.quadriceps], secondary: [.glutes, .adductors])),
    ("Leg Press", Fix(primary: [.quadriceps], secondary: [.glutes, .adductors])),
    ("Barbell Lunge", Fix(primary: [.quadriceps, .glutes], secondary: [.adductors])),
    ("Dumbbell Lunges", Fix(primary: [.quadriceps, .glutes], secondary: [.adductors])),
    ("Dumbbell Rear Lunge", Fix(primary: [.quadriceps, .glutes], secondary: [.adductors])),
    ("Split Squat with Dumbbells", Fix(primary: [.quadriceps, .glutes], secondary: [.adductors])),
  ]

  /// Deadlifts and hip hinges: the glutes and hamstrings do the work with
  /// the lower back; the calves do not.
  static let hinges: [(String, Fix)] = [
    (
      "Barbell Deadlift",
      Fix(primary: [.glutes, .hamstrings, .lowerBack], secondary: [.quadriceps, .traps, .forearms])
    ),
    (
      "Deficit Deadlift",
      Fix(primary: [.glutes, .hamstrings, .lowerBack], secondary: [.quadriceps, .traps, .forearms])
    ),
    (
      "Sumo Deadlift",
      Fix(primary: [.glutes, .hamstrings, .adductors], secondary: [.quadriceps, .lowerBack, .traps, .forearms])
    ),
    ("Trap Bar Deadlift", Fix(primary: [.quadriceps, .glutes], secondary: [.hamstrings, .lowerBack, .traps])),
    ("Romanian Deadlift", Fix(primary: [.hamstrings, .glutes], secondary: [.lowerBack])),
    ("Stiff-Legged Barbell Deadlift", Fix(primary: [.hamstrings, .glutes], secondary: [.lowerBack])),
    ("Barbell Hip Thrust", Fix(primary: [.glutes], secondary: [.hamstrings])),
    ("Barbell Glute Bridge", Fix(primary: [.glutes], secondary: [.hamstrings])),
  ]

  /// Presses and dips: the chest leads, the triceps and front delts
  /// follow; a close grip or a dip makes the triceps a prime mover too.
  static let presses: [(String, Fix)] = [
    ("Bench Press - Powerlifting", Fix(primary: [.chest], secondary: [.triceps, .shoulders])),
    ("Close-Grip Barbell Bench Press", Fix(primary: [.triceps, .chest], secondary: [.shoulders])),
    ("Parallel Bar Dip", Fix(primary: [.chest, .triceps], secondary: [.shoulders])),
  ]

  /// Rows: the lats and the upper back together, the biceps and rear
  /// delts after them.
  static let rows: [(String, Fix)] = [
    ("Bent Over Barbell Row", Fix(primary: [.middleBack, .lats], secondary: [.biceps, .shoulders, .lowerBack])),
    ("Bent Over Two-Dumbbell Row", Fix(primary: [.middleBack, .lats], secondary: [.biceps, .shoulders])),
    ("One-Arm Dumbbell Row", Fix(primary: [.lats, .middleBack], secondary: [.biceps, .shoulders])),
    ("Seated Cable Rows", Fix(primary: [.middleBack, .lats], secondary: [.biceps, .shoulders])),
    ("T-Bar Row with Handle", Fix(primary: [.middleBack, .lats], secondary: [.biceps, .shoulders])),
    ("Dumbbell Incline Row", Fix(primary: [.middleBack, .lats], secondary: [.biceps, .shoulders])),
  ]

  /// The catalogue's slips.
  static let others: [(String, Fix)] = [
    ("Band Assisted Pull-Up", Fix(primary: [.lats], secondary: [.biceps, .middleBack])),
    ("Cable Hip Adduction", Fix(primary: [.adductors], secondary: [])),
  ]
}
