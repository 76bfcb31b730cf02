/// The header of every export layout the importers read (docs/import.md),
/// for a file the sniffer does not recognise: the error names the layout
/// its header is closest to, and the columns that are not in it.
enum KnownLayouts {
  struct Layout {
    /// How a message names it: `Strong's iPhone layout (1A)`.
    let name: String
    /// Every column name the layout may have, lowercased.
    let columns: Set<String>
    /// True when a `Set N (…)` column belongs to it (StrongLifts).
    var setPairs = false

    init(_ name: String, _ columns: [String], setPairs: Bool = false) {
      self.name = name
      self.columns = Set(columns.map { $0.lowercased() })
      self.setPairs = setPairs
    }

    func has(_ cell: String) -> Bool {
      columns.contains(cell) || (setPairs && cell.hasPrefix("set ") && cell.hasSuffix(")"))
    }
  }

  static let all: [Layout] =
    strongLayouts + [
      Layout(
        "Hevy's layout",
        [
          "title", "start_time", "end_time", "description", "exercise_title", "superset_id", "exercise_notes",
          "set_index", "set_type", "weight_kg", "weight_lbs", "reps", "distance_km", "distance_miles",
          "duration_seconds", "rpe",
        ]),
      Layout(
        "FitNotes' layout",
        [
          "Date", "Exercise", "Category", "Weight", "Weight Unit", "Weight (kgs)", "Weight (lbs)", "Reps", "Distance",
          "Distance Unit", "Time", "Comment",
        ]),
      Layout(
        "Fitbod's layout",
        [
          "Date", "Exercise", "Sets", "Reps", "Weight", "Weight(kg)", "Duration(s)", "Distance(m)", "Incline",
          "Resistance", "isWarmup", "Note", "multiplier",
        ]),
      Layout(
        "StrongLifts' layout",
        [
          "Date (yyyy/mm/dd)", "Workout", "Workout Name", "Program Name", "Body Weight (KG)", "Body Weight (LB)",
          "Exercise", "Sets×Reps", "Sets×Time", "Top Set (Reps×KG)", "Top Set (Reps×LB)", "e1RM (KG)", "e1RM (LB)",
          "Reps", "Volume (KG)", "Volume (LB)", "Workout Volume (KG)", "Workout Volume (LB)", "Duration (hours)",
          "Start Time (h:mm)", "End Time (h:mm)", "Notes",
        ], setPairs: true),
      Layout(
        "Liftosaur's history CSV",
        [
          "Workout DateTime", "Program", "Day Name", "Exercise", "Is Warmup Set?", "Required Reps", "Completed Reps",
          "Is AMRAP?", "Required RPE", "Completed RPE", "Log RPE?", "Required Weight Value", "Required Weight Unit",
          "Completed Weight Value", "Completed Weight Unit", "Ask Weight?", "Completed Reps Time", "Target Muscles",
          "Synergist Muscles", "Notes",
        ]),
    ]

  /// Strong's layouts: 1A in each language of `StrongLanguage`, then the
  /// English-only 1B, 1C and 2016 layouts.
  static let strongLayouts: [Layout] =
    StrongLanguage.all.map { l in
      let columns: [StrongColumn] = [
        .date, .title, .duration, .exercise, .order, .weight, .reps, .distance, .seconds, .notes, .workoutNotes, .rpe,
      ]
      let name = l.name == "English" ? "Strong's iPhone layout (1A)" : "Strong's layout in \(l.name)"
      return Layout(name, columns.map { l.names($0)[0] })
    } + [
      Layout(
        "Strong's Android layout (1B)",
        [
          "Date", "Workout Name", "Exercise Name", "Set Order", "Weight", "Weight Unit", "Reps", "RPE", "Distance",
          "Distance Unit", "Seconds", "Notes", "Workout Notes", "Workout Duration",
        ]),
      Layout(
        "Strong's current layout (1C)",
        [
          "Workout #", "Date", "Workout Name", "Duration (sec)", "Exercise Name", "Set Order", "Weight (kg)",
          "Weight (lbs)", "Reps", "RPE", "Distance (meters)", "Seconds", "Notes", "Workout Notes",
        ]),
      Layout(
        "Strong's 2016 layout",
        ["Date", "Workout Name", "Exercise Name", "Set Order", "kg", "lb", "Reps", "km", "mi", "Seconds", "Notes"]),
    ]

  /// The layout a header (its cells trimmed) is closest to, by the number
  /// of its cells the layout has (at least two), and the cells it lacks;
  /// nil when no layout has two of them.
  static func closest(_ header: [String]) -> (layout: Layout, unmatched: [Int])? {
    let cells = header.map { $0.lowercased() }
    var best: (layout: Layout, matched: Int, unmatched: [Int])? = nil
    for layout in all {
      let unmatched = cells.indices.filter { !layout.has(cells[$0]) }
      let matched = cells.count - unmatched.count
      if matched >= 2, matched > (best?.matched ?? 0) { best = (layout, matched, unmatched) }
    }
    return best.map { ($0.layout, $0.unmatched) }
  }

  /// The error for a CSV whose header no importer recognises, at its first
  /// column that is not in the closest layout; nil when no layout is close.
  static func unrecognised(_ header: [String]) -> Diagnostic? {
    guard let (layout, unmatched) = closest(header) else { return nil }
    guard let first = unmatched.first else {
      return Diagnostic(
        severity: .error,
        message:
          "cannot tell which app wrote this file: its columns are all in \(layout.name), but not the ones that tell that layout apart (docs/import.md lists every layout; name the format with --from)",
        line: 1, column: 1, code: .importUnknownFormat)
    }
    let shown = unmatched.prefix(5).map { "'\(Excerpt.cut(header[$0]))' (column \($0 + 1))" }
    let more = unmatched.count > 5 ? " and \(unmatched.count - 5) more" : ""
    return Diagnostic(
      severity: .error,
      message:
        "cannot tell which app wrote this file: its header is closest to \(layout.name), but "
        + (unmatched.count == 1 ? "this column is" : "these columns are") + " not in it: "
        + shown.joined(separator: ", ") + more + " (docs/import.md lists every layout; name the format with --from)",
      line: 1, column: first + 1, code: .importUnknownFormat)
  }
}
