/// The names lifters and apps give the lifts logged most, where the
/// matching rule alone does not find the catalogue's exercise: each name
/// → the catalogue exercise it stands for (docs/muscles.md, "Aliases").
/// A test checks that every target is the catalogue's and that every name
/// resolves to it.
enum CommonLiftNames {
  static let list: [(name: String, catalogue: String)] = [
    // Squats and lunges
    ("Squat", "Barbell Squat"),
    ("Back Squat", "Barbell Squat"),
    ("High Bar Squat", "Barbell Squat"),
    ("Low Bar Squat", "Barbell Squat"),
    ("Front Squat", "Front Barbell Squat"),
    ("Split Squat", "Split Squat with Dumbbells"),
    ("Bulgarian Split Squat", "Split Squat with Dumbbells"),
    ("Reverse Lunge", "Dumbbell Rear Lunge"),
    // Hinges
    ("Deadlift", "Barbell Deadlift"),
    ("Conventional Deadlift", "Barbell Deadlift"),
    ("Stiff Leg Deadlift", "Stiff-Legged Barbell Deadlift"),
    ("Back Extension", "Hyperextensions (Back Extensions)"),
    ("Nordic Curl", "Natural Glute Ham Raise"),
    ("Nordic Hamstring Curl", "Natural Glute Ham Raise"),
    // Presses
    ("Bench Press", "Barbell Bench Press - Medium Grip"),
    ("Bench", "Barbell Bench Press - Medium Grip"),
    ("Incline Bench", "Barbell Incline Bench Press - Medium Grip"),
    ("Close Grip Bench", "Close-Grip Barbell Bench Press"),
    ("Incline Bench Press", "Barbell Incline Bench Press - Medium Grip"),
    ("Dumbbell Incline Bench Press", "Incline Dumbbell Press"),
    ("Dumbbell Overhead Press", "Dumbbell Shoulder Press"),
    ("Overhead Press", "Standing Military Press"),
    ("Military Press", "Standing Military Press"),
    ("Shoulder Press", "Standing Military Press"),
    ("Strict Press", "Standing Military Press"),
    ("Behind the Neck Press", "Standing Barbell Press Behind Neck"),
    ("Dip", "Parallel Bar Dip"),
    ("Chest Dip", "Dips - Chest Version"),
    ("Triceps Dip", "Dips - Triceps Version"),
    ("Chest Fly", "Dumbbell Flyes"),
    ("Cable Fly", "Cable Crossover"),
    ("Pec Deck", "Butterfly"),
    ("Machine Fly", "Butterfly"),
    ("Pec Fly", "Butterfly"),
    // Pulls
    ("Lat Pulldown", "Wide-Grip Lat Pulldown"),
    ("Barbell Row", "Bent Over Barbell Row"),
    ("Bent Over Row", "Bent Over Barbell Row"),
    ("Pendlay Row", "Bent Over Barbell Row"),
    ("Seated Row", "Seated Cable Rows"),
    ("Cable Row", "Seated Cable Rows"),
    ("Chest Supported Row", "Dumbbell Incline Row"),
    ("T-Bar Row", "T-Bar Row with Handle"),
    ("Machine Row", "Leverage Iso Row"),
    ("Seal Row", "Lying Cambered Barbell Row"),
    ("Pullover", "Straight-Arm Dumbbell Pullover"),
    // Shoulders
    ("Lateral Raise", "Side Lateral Raise"),
    ("Lat Raise", "Side Lateral Raise"),
    ("Front Raise", "Front Dumbbell Raise"),
    ("Rear Delt Fly", "Reverse Flyes"),
    ("Rear Delt Reverse Fly", "Reverse Flyes"),
    ("Reverse Fly", "Reverse Flyes"),
    ("Bent Over Lateral Raise", "Seated Bent-Over Rear Delt Raise"),
    ("Rear Delt Raise", "Seated Bent-Over Rear Delt Raise"),
    ("Upright Row", "Upright Barbell Row"),
    // Arms
    ("Curl", "Barbell Curl"),
    ("Bicep Curl", "Barbell Curl"),
    ("Bayesian Curl", "Standing One-Arm Cable Curl"),
    ("Skullcrusher", "EZ-Bar Skullcrusher"),
    ("Pushdown", "Triceps Pushdown"),
    ("Triceps Extension", "Standing Dumbbell Triceps Extension"),
    ("Overhead Triceps Extension", "Cable Rope Overhead Triceps Extension"),
    ("Lying Triceps Extension", "Lying Triceps Press"),
    ("Wrist Curl", "Seated Palm-Up Barbell Wrist Curl"),
    ("Reverse Wrist Curl", "Seated Palms-Down Barbell Wrist Curl"),
    // Legs on machines
    ("Hip Abduction", "Thigh Abductor"),
    ("Hip Adduction", "Thigh Adductor"),
    ("Calf Raise", "Standing Calf Raises"),
    // Core
    ("Leg Raise", "Flat Bench Lying Leg Raise"),
    ("Lying Leg Raise", "Flat Bench Lying Leg Raise"),
    ("Knee Raise", "Knee/Hip Raise On Parallel Bars"),
    ("Hanging Knee Raise", "Knee/Hip Raise On Parallel Bars"),
    ("Side Plank", "Side Bridge"),
    ("Ab Wheel", "Ab Roller"),
    ("Ab Rollout", "Ab Roller"),
    // Carries
    ("Farmer Carry", "Farmer's Walk"),
  ]

  /// The aliases' names, filed by the matching rule.
  static let index = NameIndex(list.map(\.name))

  /// Each alias's catalogue exercise (its place in `MuscleCatalogue.exercises`).
  static let targets: [Int?] = list.map { MuscleCatalogue.index[$0.catalogue] }
}
