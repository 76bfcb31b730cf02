import Foundation
import Seeds
import Testing

@testable import UnitNotebook

/// `Codable` refuses what the hand-written reader refuses, with the same words.
@Suite struct CodableTests {
  static let head = "{\"format\": \"unit-notebook\", \"version\": 1, \"sessions\": "

  func decodingProblem(_ json: String) -> String? {
    do {
      _ = try JSONDecoder().decode(Notebook.self, from: Data(json.utf8))
      return nil
    } catch DecodingError.dataCorrupted(let c) {
      return c.codingPath.map(\.stringValue).joined(separator: ".") + ": " + c.debugDescription
    } catch {
      return "\(error)"
    }
  }

  static func oneSet(_ fields: String) -> String {
    head + "[{\"date\": \"2026-01-01\", \"exercises\": [{\"name\": \"Squat\", \"sets\": [{\(fields)}]}]}]}"
  }

  static let refused: [(String, String)] = [
    (
      "{\"format\": \"strong\", \"version\": 1, \"sessions\": []}",
      "format: expected \"unit-notebook\", found \"strong\": this is not a Unit notebook"
    ),
    (
      "{\"format\": \"unit-notebook\", \"version\": 4, \"sessions\": []}",
      "version: this notebook is written in version 4 of Unit's JSON format, and this unit reads versions 1 to 3: update unit to read it"
    ),
    (
      oneSet("\"reps\": 5, \"status\": \"done\", \"weigth\": 5"),
      "sessions.Index 0.exercises.Index 0.sets.Index 0.weigth: unknown key \"weigth\" (expected kind, bodyweight, weight, unit, reps, amrap, distance, distanceUnit, seconds, status, rpe, rest or note)"
    ),
    (
      oneSet("\"reps\": 5.5, \"status\": \"done\""),
      "sessions.Index 0.exercises.Index 0.sets.Index 0.reps: expected a whole number, found 5.5"
    ),
    (
      oneSet("\"reps\": 5, \"status\": \"done\", \"rpe\": 11"),
      "sessions.Index 0.exercises.Index 0.sets.Index 0.rpe: RPE is between 1 and 10, found 11"
    ),
    (
      oneSet("\"status\": \"done\""),
      "sessions.Index 0.exercises.Index 0.sets.Index 0.reps: a set needs reps, a time in seconds or a distance"
    ),
    (
      oneSet("\"reps\": 5, \"status\": \"ok\""),
      "sessions.Index 0.exercises.Index 0.sets.Index 0.status: expected done, failed or planned, found \"ok\""
    ),
    (
      oneSet("\"weight\": -5, \"unit\": \"kg\", \"reps\": 5, \"status\": \"done\""),
      "sessions.Index 0.exercises.Index 0.sets.Index 0.weight: expected a weight of 0 or more (only assisted bodyweight work, such as BW-25kg, is negative), found -5"
    ),
    (
      head + "[{\"date\": \"2026-01-01\", \"exercises\": [{\"name\": \"Squat\\nPress\", \"sets\": []}]}]}",
      "sessions.Index 0.exercises.Index 0.name: expected one line of text, found a line break"
    ),
    (
      head
        + "[{\"date\": \"2026-01-01\", \"exercises\": [{\"name\": \"Squat\", \"superset\": \"a1\", \"sets\": []}]}]}",
      "sessions.Index 0.exercises.Index 0.superset: expected a superset label: one or two capital letters and one or two digits (A1, B2, AB12)"
    ),
    (
      head + "[{\"date\": \"2026-02-30\", \"exercises\": []}]}",
      "sessions.Index 0.date: expected a date (YYYY-MM-DD), found \"2026-02-30\""
    ),
    (
      head + "[{\"date\": \"2026-01-01\", \"end\": \"08:00\", \"exercises\": []}]}",
      "sessions.Index 0.end: an end time needs a start time"
    ),
  ]

  @Test(arguments: refused)
  func refusesWhatTheReaderRefuses(_ json: String, _ expected: String) {
    #expect(decodingProblem(json) == expected)
    #expect(NotebookJSON.read(Array(json.utf8)).notebook == nil)
  }

  /// Numbers go through Foundation exactly: no 102.49999 on the way.
  @Test func numbersStayExact() throws {
    let values = [
      "102.5", "0.1", "0.3", "1.23", "-25", "999999999999999", "0.000000000000001", "1.23456789012345", "7.7",
    ]
    let sets = values.map {
      WorkoutSet(load: .bodyweight(added: Weight(DecimalValue($0)!, .kg)), reps: 1, status: .done)
    }
    let notebook = Notebook(sessions: [
      Session(
        date: LocalDate(year: 2026, month: 1, day: 1)!,
        exercises: [
          Exercise(name: "Dip", sets: sets)
        ])
    ])
    let data = try JSONEncoder().encode(notebook)
    #expect(try JSONDecoder().decode(Notebook.self, from: data) == notebook)
    #expect(NotebookJSON.read(Array(data)).notebook == notebook)
    // The numbers JSONEncoder wrote are the decimals themselves.
    let written = try JSONValue.parse(Array(data))["sessions"]
    guard case .array(let sessions)? = written, case .array(let exercises)? = sessions.first?["exercises"],
      case .array(let encodedSets)? = exercises.first?["sets"]
    else {
      Issue.record("unexpected shape")
      return
    }
    #expect(encodedSets.map { $0["weight"] } == values.map { JSONValue.number(DecimalValue($0)!) })
  }
}

/// The model's invariants, checked on a notebook built in code.
@Suite struct InvariantTests {
  @Test(arguments: SeedShare.take(UInt64(1)...200))
  func generatedNotebooksHaveNoProblems(seed: UInt64) {
    var g = NotebookGenerator(seed: seed)
    #expect(g.notebook().invariants == [])
  }

  @Test func listsWhatTextCannotHold() throws {
    let date = try #require(LocalDate(year: 2026, month: 1, day: 1))
    let notebook = Notebook(
      notes: ["ok", " padded"],
      sessions: [
        Session(
          date: date, end: TimeOfDay(hour: 8, minute: 0), title: "",
          exercises: [
            Exercise(
              name: "Squat\nPress", superset: "a1", notes: [""],
              sets: [
                WorkoutSet(
                  load: .weight(Weight(DecimalValue(-5), .kg)), reps: -1, rpe: DecimalValue(11), note: "a\u{7}b"),
                WorkoutSet(status: .done),
              ])
          ])
      ])
    #expect(
      notebook.invariants.map(\.description) == [
        "notes[1]: expected no space or tab at the start or end of the text",
        "sessions[0].end: an end time needs a start time",
        "sessions[0].title: a session title cannot be empty (leave the title out instead)",
        "sessions[0].exercises[0].name: expected one line of text, found a line break",
        "sessions[0].exercises[0].superset: expected a superset label: one or two capital letters and one or two digits (A1, B2, AB12)",
        "sessions[0].exercises[0].notes[0]: a note cannot be empty",
        "sessions[0].exercises[0].sets[0]: expected a weight of 0 or more (only assisted bodyweight work, such as BW-25kg, is negative), found -5",
        "sessions[0].exercises[0].sets[0]: expected reps of 0 or more, found -1",
        "sessions[0].exercises[0].sets[0]: RPE is between 1 and 10, found 11",
        "sessions[0].exercises[0].sets[0]: control character U+0007 cannot be kept in a notebook",
        "sessions[0].exercises[0].sets[1]: a set needs reps, a time in seconds or a distance",
      ])
  }
}
