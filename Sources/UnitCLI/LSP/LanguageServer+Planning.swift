import UnitNotebook

/// The next session in the editor (docs/planning.md, docs/lsp.md): on the
/// heading of a session with no exercise yet, whose title names a routine,
/// a section of one or an earlier session, "Fill in from last time"
/// inserts the planned session below it; on an exercise line without
/// sets, "Pre-fill from last time" inserts that exercise's sets. The text
/// inserted is canonical; the explanations are in the action's title,
/// never in the text.
extension LanguageServer {
  mutating func planningActions(_ document: TextDocument, line: Int) -> [JSONValue] {
    guard history != nil, let entry = document.session(atLine: line), entry.lines.contains(line) else { return [] }
    if line == entry.lines.lowerBound {
      guard let plan = headingPlan(entry) else { return [] }
      return [fillInAction(document, entry, plan)]
    }
    guard let x = entry.exercises.first(where: { $0.lines.lowerBound == line }), x.exercise.sets.isEmpty,
      let planned = exercisePlan(x.exercise.name, in: entry.session),
      !planned.sets.isEmpty, let action = preFillAction(document, x, planned)
    else { return [] }
    return [action]
  }

  /// The sets to pre-fill an exercise with: in a session whose title names
  /// a routine's section, that section's plan of the exercise (all its
  /// lines, in order); else `TrainingPlans.nextSets`, by the routine the
  /// title names.
  mutating func exercisePlan(_ name: String, in session: Session) -> PlannedSets? {
    let plans = trainingPlans()
    guard let title = session.title else { return plans.nextSets(of: name, on: session.date).map(PlannedSets.init) }
    if let section = plans.sectionSession(titled: title, on: session.date) {
      let key = ExerciseAliases.key(NameTable.aliases.resolve(name))
      func mine(_ n: String) -> Bool { ExerciseAliases.key(NameTable.aliases.resolve(n)) == key }
      let lines = section.session.exercises.filter { mine($0.name) }
      if !lines.isEmpty {
        return PlannedSets(sets: lines.flatMap(\.sets), explanations: section.explanations.filter { mine($0.exercise) })
      }
    }
    return plans.nextSets(of: name, in: plans.routine(forTitle: title)?.name ?? title, on: session.date)
      .map(PlannedSets.init)
  }

  /// The plan a session's heading is filled with, when the session has no
  /// exercise yet: the section its title names (`531 BBB Week 1 Squat`),
  /// else the next session of the routine or the title
  /// (`TrainingPlans.nextSession`; a routine with sections gives its next
  /// section). Nil when none has exercises.
  mutating func headingPlan(_ entry: NotebookOutline.SessionEntry) -> SessionPlan? {
    guard entry.exercises.isEmpty, let title = entry.session.title else { return nil }
    let plans = trainingPlans()
    let date = entry.session.date
    guard let plan = plans.sectionSession(titled: title, on: date) ?? plans.nextSession(for: title, on: date),
      !plan.session.exercises.isEmpty
    else { return nil }
    return plan
  }

  /// On the heading of an empty session that a plan can fill: what the
  /// plan comes from and why each load is what it is (the code action
  /// inserts it).
  mutating func planningHover(_ document: TextDocument, line: Int) -> JSONValue? {
    guard history != nil, let entry = document.session(atLine: line), entry.lines.lowerBound == line,
      let plan = headingPlan(entry)
    else { return nil }
    var paragraphs: [String]
    switch plan.source {
    case .routine(let r) where plan.session.title != r:
      paragraphs = [
        "\(Excerpt.cut(plan.session.title ?? r)), a section of the routine \(Excerpt.cut(r)) "
          + "(\(LanguageServer.fillInTitle(entry, plan)) inserts it)"
      ]
    case .routine(let r):
      paragraphs = ["Next session of the routine \(Excerpt.cut(r)) (Fill in from last time inserts it)"]
    case .lastSession(let d):
      paragraphs = ["The session of \(d) again, each exercise as last time (Fill in from last time inserts it)"]
    }
    paragraphs += plan.explanations.map(\.description)
    return hoverAnswer(document, line: line, paragraphs)
  }

  /// A hover of paragraphs over a line's content, in Markdown when the
  /// editor reads it.
  func hoverAnswer(_ document: TextDocument, line: Int, _ paragraphs: [String]) -> JSONValue {
    let body = markdownHover ? paragraphs.map(LanguageServer.escapeMarkdown) : paragraphs
    let text = NotebookText(document)
    return [
      "contents": [
        "kind": markdownHover ? "markdown" : "plaintext",
        "value": .string(body.joined(separator: "\n\n")),
      ],
      "range": text.range(text.content(ofLine: line)).json,
    ]
  }

  /// `Fill in from last time (Squat: 100kg → 102.5kg (…); …)`.
  static func actionTitle(_ base: String, _ explanations: [PlanExplanation]) -> String {
    guard !explanations.isEmpty else { return base }
    return base + " (" + explanations.map(\.description).joined(separator: "; ") + ")"
  }

  /// `Fill in from last time`, or, when the plan is a section the heading
  /// does not name yet, `Fill in as 531 BBB Week 1 Squat`.
  static func fillInTitle(_ entry: NotebookOutline.SessionEntry, _ plan: SessionPlan) -> String {
    guard let title = plan.session.title, entry.session.title != title else { return "Fill in from last time" }
    return "Fill in as " + Excerpt.cut(title)
  }

  /// The planned session's exercises, inserted after the session's last
  /// line; and the plan's title in the heading when it differs (the next
  /// section of the routine the heading names): the session then counts as
  /// that section done.
  func fillInAction(_ document: TextDocument, _ entry: NotebookOutline.SessionEntry, _ plan: SessionPlan) -> JSONValue {
    let printed = Notebook(sessions: [plan.session]).canonicalText
    // The body: everything after the heading line (a blank line, the exercises).
    let body = printed.firstIndex(of: "\n").map { String(printed[printed.index(after: $0)...]) } ?? ""
    let last = document.text.notebookLine(entry.lines.upperBound)
    let next = document.text.notebookLine(entry.lines.upperBound + 1)
    let nextIsBlank = document.text[next].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    var text = "\n" + body
    if let trimmed = text.lastIndex(where: { $0 != "\n" }) { text = String(text[...trimmed]) }
    if !next.isEmpty || next.upperBound < document.text.count {
      // Another line follows: end the block, and leave a blank line before
      // what comes next when there is none.
      text += nextIsBlank ? "" : "\n"
    }
    var edits: [(Range<Int>, String)] = []
    let base = LanguageServer.fillInTitle(entry, plan)
    if let title = plan.session.title, title != entry.session.title, let bytes = entry.titleBytes {
      edits.append((bytes, title))
    }
    edits.append((last.upperBound..<last.upperBound, text))
    return LanguageServer.edits(document, edits, title: LanguageServer.actionTitle(base, plan.explanations))
  }

  /// The exercise's sets: a single set after the name (`Squat 100kg × 5`),
  /// several as a block below it.
  func preFillAction(_ document: TextDocument, _ x: NotebookOutline.ExerciseEntry, _ planned: PlannedSets)
    -> JSONValue?
  {
    let exercise = Exercise(name: x.exercise.name, sets: planned.sets)
    let title = LanguageServer.actionTitle("Pre-fill from last time", planned.explanations)
    let printed = Notebook(sessions: [Session(date: LocalDate.minimum, exercises: [exercise])]).canonicalText
    guard let start = printed.firstRange(of: "\n\n") else { return nil }
    var block = String(printed[start.upperBound...])
    while block.hasSuffix("\n") { block.removeLast() }
    let line = document.text.notebookLine(x.lines.lowerBound)
    if exercise.sets.count == 1 {
      // The canonical one-line form in place of the name (a comment after it stays).
      return LanguageServer.replacement(document, x.nameBytes, text: block, title: title)
    }
    let sets = block.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
    let next = document.text.notebookLine(x.lines.lowerBound + 1)
    let nextHasContent = !document.text[next].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    return LanguageServer.insertion(
      document, at: line.upperBound, text: "\n" + sets + (nextHasContent ? "\n" : ""), title: title)
  }

  static func insertion(_ document: TextDocument, at offset: Int, text: String, title: String) -> JSONValue {
    replacement(document, offset..<offset, text: text, title: title)
  }

  static func replacement(_ document: TextDocument, _ bytes: Range<Int>, text: String, title: String) -> JSONValue {
    edits(document, [(bytes, text)], title: title)
  }

  /// A quick fix of one or more edits of the document, in its order.
  static func edits(_ document: TextDocument, _ edits: [(Range<Int>, String)], title: String) -> JSONValue {
    let list: [JSONValue] = edits.map { bytes, text in
      ["range": document.text.range(bytes).json, "newText": .string(text)]
    }
    return [
      "title": .string(title), "kind": "quickfix",
      "edit": ["changes": .object([JSONMember(key: document.uri, value: .array(list))])],
    ]
  }
}

/// The sets an exercise line is pre-filled with, and why their loads are
/// what they are.
struct PlannedSets {
  var sets: [WorkoutSet]
  var explanations: [PlanExplanation]
}

extension PlannedSets {
  init(_ plan: ExercisePlan) {
    self.init(sets: plan.exercise.sets, explanations: plan.explanations)
  }
}
