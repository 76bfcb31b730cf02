/// The codes of the app writers' warnings (docs/diagnostics.md).
extension Diagnostic.Code {
  /// Something of the notebook the app's format has no place for: left out.
  public static let exportNotWritten = Self(rawValue: "export.not-written")
  /// Written as the app's format can hold it, which reads back otherwise.
  public static let exportChanged = Self(rawValue: "export.changed")
}

/// Where a session's parts are in its notebook text: the lines an export's
/// warnings point at.
struct SessionLines {
  /// The heading's line.
  var heading = 1
  /// Each exercise's first line.
  var exercises: [Int] = []
  /// Each set's line, exercise by exercise.
  var sets: [[Int]] = []
  /// The body-weight line (the heading's when unknown).
  var bodyweight = 1

  init() {}

  /// The lines of a record the lowering tracked lines for.
  init(_ r: SessionRecord) {
    heading = r.lines.lowerBound
    exercises = r.exercises.indices.map { e in e < r.exerciseLines.count ? r.exerciseLines[e].lowerBound : heading }
    sets = r.exercises.map { x in x.sets.map { $0 < r.setLines.count ? r.setLines[$0] : heading } }
    bodyweight = r.bodyweightLine > 0 ? r.bodyweightLine : heading
  }

  func exercise(_ e: Int) -> Int { e < exercises.count ? exercises[e] : heading }

  func set(_ e: Int, _ k: Int) -> Int { e < sets.count && k < sets[e].count ? sets[e][k] : exercise(e) }
}

/// What an export to an app's format could not write as the notebook has
/// it: one warning a kind, at the first place it happens, with the count.
struct ExportWarnings {
  private var grouped: [String: (diagnostic: Diagnostic, count: Int, noun: String)] = [:]

  /// Adds a warning of kind `key`, with its `code`; the same kind again
  /// only counts.
  mutating func add(
    _ code: Diagnostic.Code, _ key: String, line: Int, column: Int = 1, counting noun: String = "places",
    _ message: @autoclosure () -> String
  ) {
    if let g = grouped[key] {
      grouped[key] = (g.diagnostic, g.count + 1, g.noun)
    } else {
      grouped[key] = (Diagnostic(.warning, CodedMessage(code, message()), line: line, column: column), 1, noun)
    }
  }

  var isEmpty: Bool { grouped.isEmpty }

  /// The warnings in the order of the text, each with its count.
  var diagnostics: [Diagnostic] {
    var all: [Diagnostic] = []
    for (_, g) in grouped {
      var d = g.diagnostic
      if g.count > 1 { d.message += " (\(g.count) \(g.noun) like this; this is the first)" }
      all.append(d)
    }
    all.sort { ($0.line, $0.column, $0.message) < ($1.line, $1.column, $1.message) }
    return all
  }
}
