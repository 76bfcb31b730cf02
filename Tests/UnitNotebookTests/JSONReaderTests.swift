import Testing

@testable import UnitNotebook

/// The JSON reader: what it refuses, with which words and where, and what it
/// accepts besides the writer's own output.
@Suite struct JSONReaderTests {
  static let head = "{\"format\": \"unit-notebook\", \"version\": 1, \"sessions\": "

  /// A document with one set: `fields` are the set's members.
  static func oneSet(_ fields: String) -> String {
    head + "[{\"date\": \"2026-01-01\", \"exercises\": [{\"name\": \"Squat\", \"sets\": [{\(fields)}]}]}]}"
  }

  func problems(_ json: String) -> [String] {
    let result = NotebookJSON.read(Array(json.utf8))
    #expect(result.notebook == nil, "refused input gave a notebook")
    #expect(result.diagnostics.allSatisfy { $0.code != nil }, "a diagnostic without a code")
    return result.diagnostics.map(\.description)
  }

  static let otherDocuments: [(String, String)] = [
    // Another format, or a newer version: one clear refusal, nothing else.
    (
      "{\"format\": \"strong\", \"version\": 1, \"sessions\": [{\"x\": 1}]}",
      "1:12: error: format: expected \"unit-notebook\", found \"strong\": this is not a Unit notebook"
    ),
    (
      "{\"sessions\": [{\"x\": 1}], \"format\": \"hevy\"}",
      "1:36: error: format: expected \"unit-notebook\", found \"hevy\": this is not a Unit notebook"
    ),
    (
      "{\"format\": \"unit-notebook\", \"version\": 4, \"sessions\": []}",
      "1:40: error: version: this notebook is written in version 4 of Unit's JSON format, and this unit reads versions 1 to 3: update unit to read it"
    ),
    (
      "{\"format\": \"unit-notebook\", \"version\": \"1\", \"sessions\": []}",
      "1:40: error: version: expected 3 (the version of Unit's JSON format; 1 and 2 are read too), found \"1\""
    ),
    (
      "{\"version\": 1, \"sessions\": []}",
      "1:1: error: expected the key \"format\": \"unit-notebook\" (is this a Unit notebook?)"
    ),
    ("[1, 2]", "1:1: error: expected a JSON object { … } holding a Unit notebook, found a list"),
    (
      "{\"format\": \"unit-notebook\", \"version\": 1}",
      "1:1: error: expected the key \"sessions\" (a list of sessions, which may be empty)"
    ),
  ]

  @Test(arguments: otherDocuments)
  func refusesOtherDocuments(_ json: String, _ expected: String) {
    #expect(problems(json) == [expected])
  }

  static let wrongValues: [(String, String)] = [
    (
      oneSet("\"reps\": \"5x\", \"status\": \"done\""),
      "1:129: error: sessions[0].exercises[0].sets[0].reps: expected a whole number, found \"5x\""
    ),
    (
      oneSet("\"reps\": 5.5, \"status\": \"done\""),
      "1:129: error: sessions[0].exercises[0].sets[0].reps: expected a whole number, found 5.5"
    ),
    (
      oneSet("\"reps\": 5, \"status\": \"ok\""),
      "1:142: error: sessions[0].exercises[0].sets[0].status: expected done, failed or planned, found \"ok\""
    ),
    (
      oneSet("\"reps\": 5, \"status\": \"done\", \"bodyweight\": \"yes\""),
      "1:164: error: sessions[0].exercises[0].sets[0].bodyweight: expected true or false, found \"yes\""
    ),
    (
      oneSet("\"reps\": 5, \"status\": \"done\", \"note\": [\"a\"]"),
      "1:158: error: sessions[0].exercises[0].sets[0].note: expected text in double quotes, found a list"
    ),
    (
      oneSet("\"weight\": 1e400, \"unit\": \"kg\", \"reps\": 1, \"status\": \"done\""),
      "1:131: error: sessions[0].exercises[0].sets[0].weight: this number is too large (at most 15 digits before the point), found 1e400"
    ),
    (
      oneSet("\"weight\": 1234567890.1234567, \"unit\": \"kg\", \"reps\": 1, \"status\": \"done\""),
      "1:131: error: sessions[0].exercises[0].sets[0].weight: a number has at most 15 significant digits, found 1234567890.1234567"
    ),
    (
      oneSet("\"weight\": 1e-16, \"unit\": \"kg\", \"reps\": 1, \"status\": \"done\""),
      "1:131: error: sessions[0].exercises[0].sets[0].weight: a number has at most 15 digits after the point, found 1e-16"
    ),
    (
      oneSet("\"weight\": -25, \"unit\": \"kg\", \"reps\": 1, \"status\": \"done\""),
      "1:131: error: sessions[0].exercises[0].sets[0].weight: expected a weight of 0 or more (only assisted bodyweight work, such as BW-25kg, is negative), found -25"
    ),
    (
      oneSet("\"weight\": 100, \"reps\": 1, \"status\": \"done\""),
      "1:131: error: sessions[0].exercises[0].sets[0]: a weight needs its unit: add \"unit\": \"kg\" or \"lb\""
    ),
    (
      oneSet("\"status\": \"done\""),
      "1:120: error: sessions[0].exercises[0].sets[0]: a set needs reps, a time in seconds or a distance"
    ),
    (
      oneSet("\"reps\": 5"),
      "1:120: error: sessions[0].exercises[0].sets[0]: expected the key \"status\" (done, failed or planned)"
    ),
    (
      oneSet("\"reps\": 5, \"status\": \"done\", \"rpe\": 11"),
      "1:157: error: sessions[0].exercises[0].sets[0].rpe: RPE is between 1 and 10, found 11"
    ),
    (
      oneSet("\"seconds\": 3600000000, \"status\": \"done\""),
      "1:132: error: sessions[0].exercises[0].sets[0].seconds: a time is at most 999999:59:59 (3599999999 seconds), found 3600000000"
    ),
    (
      oneSet("\"reps\": 5, \"status\": \"done\", \"note\": \"a\\u0007b\""),
      "1:158: error: sessions[0].exercises[0].sets[0].note: control character U+0007 cannot be kept in a notebook"
    ),
    (
      oneSet("\"reps\": 5, \"status\": \"done\", \"note\": \"two\\nlines\""),
      "1:158: error: sessions[0].exercises[0].sets[0].note: expected one line of text, found a line break"
    ),
    (
      oneSet("\"reps\": 5, \"status\": \"done\", \"weigth\": 5"),
      "1:150: error: sessions[0].exercises[0].sets[0]: unknown key \"weigth\" (expected kind, bodyweight, weight, unit, reps, distance, distanceUnit, seconds, status, rpe, rest, note or amrap)"
    ),
    (
      oneSet("\"reps\": 5, \"status\": \"done\", \"reps\": 6"),
      "1:150: error: sessions[0].exercises[0].sets[0]: the key \"reps\" appears twice"
    ),
    (
      head + "[{\"date\": \"2026-02-30\", \"exercises\": []}]}",
      "1:65: error: sessions[0].date: \"2026-02-30\" is not a date"
    ),
    (
      head + "[{\"date\": \"2026-01-01\", \"start\": \"7:15\", \"exercises\": []}]}",
      "1:88: error: sessions[0].start: expected a time (HH:MM or HH:MM:SS, 24-hour clock), found \"7:15\""
    ),
    (
      head + "[{\"date\": \"2026-01-01\", \"end\": \"08:00\", \"exercises\": []}]}",
      "1:86: error: sessions[0].end: an end time needs a start time"
    ),
    (
      head + "[{\"date\": \"2026-01-01\"}]}",
      "1:56: error: sessions[0]: expected the key \"exercises\" (a list, which may be empty)"
    ),
    (
      head + "[{\"date\": \"2026-01-01\", \"exercises\": [{\"name\": \" Squat\", \"sets\": []}]}]}",
      "1:102: error: sessions[0].exercises[0].name: expected no space or tab at the start or end of the text"
    ),
    (
      head
        + "[{\"date\": \"2026-01-01\", \"exercises\": [{\"name\": \"Squat\", \"superset\": \"a1\", \"sets\": []}]}]}",
      "1:123: error: sessions[0].exercises[0].superset: expected a superset label: one or two capital letters and one or two digits (A1, B2, AB12), found \"a1\""
    ),
    (
      head + "[{\"date\": \"2026-01-01\", \"exercises\": [{\"name\": \"Squat\", \"notes\": [\"\"], \"sets\": []}]}]}",
      "1:121: error: sessions[0].exercises[0].notes[0]: a note cannot be empty"
    ),
    (head + "{}}", "1:55: error: sessions: expected a list of sessions, found an object"),
  ]

  @Test(arguments: wrongValues)
  func namesThePathOfAWrongValue(_ json: String, _ expected: String) {
    #expect(problems(json) == [expected])
  }

  /// A document with one routine of one prescription: `fields` are its members.
  static func onePrescription(_ fields: String) -> String {
    "{\"format\": \"unit-notebook\", \"version\": 2, \"sessions\": [], \"routines\": [{\"name\": \"A\", \"exercises\": [{\"name\": \"Squat\", \"prescriptions\": [{\(fields)}]}]}]}"
  }

  static let wrongRoutines: [(String, [String])] = [
    (
      onePrescription("\"reps\": 5"),
      [
        "1:136: error: routines[0].exercises[0].prescriptions[0]: expected the key \"sets\" (the number of sets, 1 or more)"
      ]
    ),
    (
      onePrescription("\"sets\": 0, \"reps\": 5"),
      ["1:145: error: routines[0].exercises[0].prescriptions[0].sets: expected at least 1 set, found 0"]
    ),
    (
      onePrescription("\"sets\": 21, \"reps\": 5"),
      [
        "1:145: error: routines[0].exercises[0].prescriptions[0].sets: expected at most 20 sets without a load (more would read as a weight without its unit), found 21"
      ]
    ),
    (
      onePrescription("\"sets\": 3, \"reps\": 8, \"maxReps\": 8"),
      [
        "1:170: error: routines[0].exercises[0].prescriptions[0].maxReps: the top of a rep range is above its bottom (8), found 8"
      ]
    ),
    (
      onePrescription("\"sets\": 3, \"maxReps\": 8"),
      [
        "1:136: error: routines[0].exercises[0].prescriptions[0]: a prescription needs reps, a time in seconds or a distance",
        "1:159: error: routines[0].exercises[0].prescriptions[0].maxReps: the top of a rep range (maxReps) needs its bottom (reps)",
      ]
    ),
    (
      onePrescription("\"sets\": 3, \"reps\": 5, \"step\": -2.5, \"stepUnit\": \"kg\""),
      [
        "1:167: error: routines[0].exercises[0].prescriptions[0].step: expected a step of 0 or more (a step adds weight), found -2.5"
      ]
    ),
    (
      onePrescription("\"sets\": 3, \"reps\": 5, \"step\": 2.5"),
      [
        "1:136: error: routines[0].exercises[0].prescriptions[0]: a step needs its unit: add \"stepUnit\": \"kg\" or \"lb\""
      ]
    ),
    (
      onePrescription("\"sets\": 3, \"reps\": 5, \"rest\": -1"),
      ["1:167: error: routines[0].exercises[0].prescriptions[0].rest: expected a rest of 0 seconds or more, found -1"]
    ),
    (
      onePrescription("\"sets\": 3, \"reps\": 5, \"status\": \"done\""),
      [
        "1:159: error: routines[0].exercises[0].prescriptions[0]: unknown key \"status\" (expected kind, bodyweight, weight, unit, sets, reps, maxReps, distance, distanceUnit, seconds, step, stepUnit, rest, note, percent, rpe, amrap, percentPlus, percentPlusUnit, joined or progression)"
      ]
    ),
    (
      onePrescription("\"sets\": 3"),
      [
        "1:136: error: routines[0].exercises[0].prescriptions[0]: a prescription needs reps, a time in seconds or a distance"
      ]
    ),
    (
      "{\"format\": \"unit-notebook\", \"version\": 2, \"sessions\": [], \"routines\": [{\"name\": \"A\", \"sessionsBefore\": 1, \"exercises\": []}]}",
      ["1:104: error: routines[0].sessionsBefore: expected at most 0, the number of sessions, found 1"]
    ),
    (
      "{\"format\": \"unit-notebook\", \"version\": 2, \"sessions\": [], \"routines\": [{\"name\": \"\", \"exercises\": []}]}",
      ["1:81: error: routines[0].name: a routine's name cannot be empty"]
    ),
    (
      oneSet("\"reps\": 5, \"status\": \"done\", \"rest\": \"2:00\""),
      ["1:158: error: sessions[0].exercises[0].sets[0].rest: expected a rest in seconds (a number), found \"2:00\""]
    ),
  ]

  @Test(arguments: wrongRoutines)
  func namesThePathOfAWrongRoutineValue(_ json: String, _ expected: [String]) {
    #expect(problems(json) == expected)
  }

  @Test func reportsEveryWrongValueInOneRun() {
    let json =
      Self.head + """
        [{"date": "2026-13-01", "exercises": [{"name": "Squat", "sets": [{"reps": -1, "status": "done"}]}]},
         {"date": "2026-01-01", "title": "", "exercises": [{"name": "", "sets": [{"seconds": "60", "status": "done"}]}]}]}
        """
    #expect(
      problems(json) == [
        "1:65: error: sessions[0].date: \"2026-13-01\" is not a date",
        "1:129: error: sessions[0].exercises[0].sets[0].reps: expected reps of 0 or more, found -1",
        "2:34: error: sessions[1].title: a session title cannot be empty (leave the title out instead)",
        "2:61: error: sessions[1].exercises[0].name: an exercise name cannot be empty",
        "2:86: error: sessions[1].exercises[0].sets[0].seconds: expected a time in seconds (a number), found \"60\"",
      ])
  }

  static let syntaxErrors: [(String, String)] = [
    (head + "[],}", "1:58: error: expected a key after the comma (JSON does not allow a comma before })"),
    (
      head + "[}",
      "1:56: error: expected a value: an object, a list, text in double quotes, a number, true, false or null"
    ),
    (head + "[\"abc]}", "1:56: error: this text is never closed (a \" is missing)"),
    (head + "[01]}", "1:56: error: a JSON number does not start with 0 (write 7, not 07)"),
    (head + "[1.]}", "1:58: error: expected a digit after the decimal point"),
    (
      head + "[\"\\ud800\"]}", "1:57: error: \\u escape of a lone UTF-16 surrogate: it must be followed by its low half"
    ),
    (
      head + "[\"\\x\"]}",
      "1:57: error: unknown escape in JSON text (use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX)"
    ),
    (
      head + "[\"a\tb\"]}",
      "1:58: error: control character U+0009 must be escaped inside JSON text (\\t, \\n or \\u00XX)"
    ),
    (head + "[]} x", "1:59: error: expected the end of the JSON text after the closing }, found more"),
    (head + "[]", "1:57: error: the JSON text ends too early: expected , or }"),
    ("", "1:1: error: the JSON text ends too early: expected a value"),
  ]

  @Test(arguments: syntaxErrors)
  func reportsSyntaxErrors(_ json: String, _ expected: String) {
    #expect(problems(json) == [expected])
  }

  @Test func invalidUTF8IsAnError() {
    let bytes = Array(Self.head.utf8) + [0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D, 0x7D]
    let result = NotebookJSON.read(bytes)
    #expect(
      result.diagnostics.map(\.description) == ["1:57: error: this text is not valid UTF-8 (save the file as UTF-8)"])
  }

  /// A million open brackets: a clear error naming the limit, no stack overflow.
  static let deepDocuments: [String] = [
    head + String(repeating: "[", count: 1_000_000),
    String(repeating: "[", count: 1_000_000),
    "{\"format\": \"unit-notebook\", \"version\": 1, \"notes\": " + String(repeating: "{\"a\": ", count: 1_000_000),
  ]

  @Test(arguments: deepDocuments)
  func deepNestingIsRefusedAtTheLimit(_ json: String) {
    let result = NotebookJSON.read(Array(json.utf8))
    #expect(result.notebook == nil)
    let limit = "error: the JSON is nested more than 64 levels deep (a Unit notebook needs 7)"
    #expect(result.diagnostics.contains { $0.description.hasSuffix(limit) }, "\(result.diagnostics)")
  }

  @Test func acceptsWhatOtherWritersWrite() throws {
    // Explicit defaults, null for absent, exponents, 5.0 for 5, escapes, any
    // key order, a byte-order mark, CRLF and no white space at all.
    let json =
      "\u{FEFF}{\"sessions\":[{\"exercises\":[{\"sets\":[{\"status\":\"done\",\"reps\":5.0,\"kind\":\"normal\","
      + "\"bodyweight\":false,\"weight\":1025e-1,\"unit\":\"kg\",\"rpe\":null,\"note\":\"caf\\u00e9 \\ud83d\\udcaa \\\"ok\\\"\"}],"
      + "\"superset\":null,\"n\\u0061me\":\"Squat\"}],\"title\":null,\"date\":\"2026-01-01\"}],\r\n\"version\":1,\"format\":\"unit-notebook\"}"
    let result = NotebookJSON.read(Array(json.utf8))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let set = try #require(result.notebook?.sessions.first?.exercises.first?.sets.first)
    #expect(
      set
        == WorkoutSet(
          load: .weight(Weight(DecimalValue(significand: 1025, scale: 1)!, .kg)), reps: 5, status: .done,
          note: "café 💪 \"ok\""))
  }

  @Test func detectsJSON() {
    func detect(_ text: String) -> ImportFormat? { NotebookImporter.detect(Array(text.utf8)) }
    #expect(detect("\u{FEFF} \n {\"format\"") == .json)
    #expect(detect("[]") == .json)
    #expect(detect("# 2026-01-01\n") != .json)
    #expect(detect("Date,Workout Name\n") != .json)
    #expect(NotebookImporter.detect([]) == nil)
  }
}
