import Seeds
import Testing

@testable import UnitNotebook

/// Unit's CSV reader: malformed rows at ROW:COLUMN, spreadsheet safety, and
/// what it accepts besides the writer's own output.
@Suite struct CSVNotebookReaderTests {
  /// The header written before routines and rests, still read: most cases
  /// here are written against it.
  static let header =
    "date,start,end,session,exercise,superset,set,kind,bodyweight,weight,unit,reps,seconds,distance,distance_unit,rpe,status,note,exercise_note,session_note\n"
  /// Today's header, with rest, routine, sets, max_reps, step and step_unit.
  /// The header before body weights (up to step_unit), which the rows
  /// below fill: still read, as a file of that time.
  static let fullHeader =
    "date,start,end,session,exercise,superset,set,kind,bodyweight,weight,unit,reps,seconds,distance,distance_unit,rpe,status,note,exercise_note,session_note,rest,routine,sets,max_reps,step,step_unit\n"
  /// The header of today, with body weights.
  static let bodyweightHeader = String(describing: CSVColumn.header) + "\n"
  static let squat1 = "2026-01-01,,,,Squat,,1,normal,,100,kg,5,,,,,done,,,\n"
  /// A routine's row: no date, the routine's name, sets 3 (then max_reps, step, step_unit).
  static let plan1 = ",,,,Squat,,1,normal,,100,kg,5,,,,,,,,,180,Lower A,3,,2.5,kg\n"

  func problems(_ csv: String) -> [String] {
    let result = NotebookCSV.read(Array(csv.utf8))
    #expect(result.notebook == nil, "refused input gave a notebook")
    #expect(result.diagnostics.allSatisfy { $0.code != nil }, "a diagnostic without a code")
    return result.diagnostics.map(\.description)
  }

  static let malformed: [(String, [String])] = [
    (
      header + "2026-01-01,,,,Squat,,1,normal,,100,kg,5,,,,,done,\"unterminated,,\n",
      ["2:18: error: this quoted field is never closed (a \" is missing)"]
    ),
    (
      header + "2026-01-01,,,,Squat,,1,normal,,100,kg,5,,,,,done,,\n",
      ["2:20: error: expected 20 cells (one for each column of the header), found 19"]
    ),
    (
      header + "2026-01-01,,,,Squat,,1,normal,,100,kg,5,,,,,done,,,,\n",
      ["2:21: error: expected 20 cells (one for each column of the header), found 21"]
    ),
    (
      header + "2026-01-01,,,,Squat,,1,normal,,100,kg,5x,,,,,done,,,\n",
      ["2:12: error: reps: expected a whole number of reps, found \"5x\""]
    ),
    (
      header + "2026-01-01,,,,Squat,,1,normal,,1e5,kg,5,,,,,done,,,\n",
      ["2:10: error: weight: expected a weight (a number such as 102.5), found \"1e5\""]
    ),
    (
      header + "2026-01-01,,,,Squat,,1,normal,,1234567890.1234567,kg,5,,,,,done,,,\n",
      ["2:10: error: weight: a number has at most 15 significant digits, found \"1234567890.1234567\""]
    ),
    (
      header + "2026-13-01,7:15,,,Squat,a1,1,heavy,yes,-5,kgs,-1,-5,x,yd,11,ok,,,\n",
      [
        "2:1: error: date: \"2026-13-01\" is not a date",
        "2:2: error: start: expected a time (HH:MM or HH:MM:SS, 24-hour clock), found \"7:15\"",
        "2:6: error: superset: expected a superset label: one or two capital letters and one or two digits (A1, B2, AB12), found \"a1\"",
        "2:8: error: kind: expected normal, warmup, drop or failure, found \"heavy\"",
        "2:9: error: bodyweight: expected true, false or an empty cell, found \"yes\"",
        "2:11: error: unit: expected kg or lb, found \"kgs\"",
        "2:12: error: reps: expected reps of 0 or more, found -1",
        "2:13: error: seconds: expected a time of 0 seconds or more, found -5",
        "2:14: error: distance: expected a distance (a number such as 5), found \"x\"",
        "2:15: error: distance_unit: expected m, km or mi, found \"yd\"",
        "2:16: error: rpe: RPE is between 1 and 10, found 11",
        "2:17: error: status: expected done, failed or planned, found \"ok\"",
      ]
    ),
    (
      header + squat1 + "2026-01-01,,,,Squat,,3,normal,,100,kg,5,,,,,done,,,\n",
      ["3:7: error: set: expected set 2 (the next set of the exercise above) or set 1 (a new exercise), found set 3"]
    ),
    (
      header + "2026-01-01,,,,Squat,,2,normal,,100,kg,5,,,,,done,,,\n",
      [
        "2:7: error: set: expected set 1, found set 2: an exercise's sets count from 1, and set 2 follows set 1 of the same exercise in the same session"
      ]
    ),
    (
      header + squat1 + "2026-01-01,,,,Bench,,2,normal,,100,kg,5,,,,,done,,,\n",
      [
        "3:7: error: set: expected set 1, found set 2: an exercise's sets count from 1, and set 2 follows set 1 of the same exercise in the same session"
      ]
    ),
    (
      header + squat1 + "2026-01-01,,,,Squat,,2,normal,,100,kg,5,,,,,done,,x,y\n",
      [
        "3:19: error: exercise_note: exercise notes go in the first row of their exercise (set 1)",
        "3:20: error: session_note: session notes go in the first row of their session",
      ]
    ),
    (
      header + "2026-01-01,,08:00,,Squat,,1,normal,,100,kg,5,,,,,done,,,\n",
      ["2:3: error: end: an end time needs a start time"]
    ),
    (
      header + "2026-01-01,,,,,,1,normal,,100,kg,5,,,,,done,,,\n",
      [
        "2:5: error: exercise: expected the exercise's name (only a row that stands for a whole session leaves it empty)"
      ]
    ),
    (
      header + ",,,,Squat,,,,,,,,,,,,,,,\n",
      [
        "2:5: error: exercise: expected an empty cell: a row without a date holds the notebook's notes, in the note column"
      ]
    ),
    (
      header + "2026-01-01,,,,Squat,,,normal,,,,,,,,,,,,\n",
      ["2:7: error: set: expected the set's number (1, 2, 3, …): this row holds a set"]
    ),
    (
      header + "2026-01-01,,,,Squat,,1,normal,,100,,5,,5,,,done,,,\n",
      [
        "2:11: error: unit: expected the weight's unit (kg or lb)",
        "2:15: error: distance_unit: expected the distance's unit (m, km or mi)",
      ]
    ),
    (
      header + "2026-01-01,,,,Squat,,1,normal,,,,,,,,,done,,\"a\n\nb\",\n",
      [
        "2:12: error: reps: a set needs reps, a time in seconds or a distance",
        "2:19: error: exercise_note: entry 2: a note cannot be empty",
      ]
    ),
    (
      header + "2026-01-01,,,,Squat,,1,normal,,-25,kg,5,,,,,done,,,\n",
      [
        "2:10: error: weight: expected a weight of 0 or more (only assisted bodyweight work, such as BW-25kg, is negative), found -25"
      ]
    ),
    (
      "date,start,end,Workout Name\n",
      [
        "1:4: error: session: expected the column session, found \"Workout Name\" (Unit's CSV header is \(CSVColumn.header))"
      ]
    ),
    (
      "date,start,end,session,exercise\n",
      ["1:6: error: superset: expected the column superset (Unit's CSV header is \(CSVColumn.header))"]
    ),
    ("", ["1:1: error: expected Unit's CSV header (\(CSVColumn.header)), found an empty file"]),
    // Routines and rests (today's header).
    (
      fullHeader + squat1.replacing(",\n", with: ",,,,,,\n"),
      ["2:26: error: expected 26 cells (one for each column of the header), found 25"]
    ),
    (
      fullHeader + "2026-01-01,,,,Squat,,1,normal,,100,kg,5,,,,,done,,,,-5,,,,,\n",
      ["2:21: error: rest: expected a rest of 0 seconds or more, found -5"]
    ),
    (
      fullHeader + "2026-01-01,,,,Squat,,1,normal,,100,kg,5,,,,,done,,,,,,3,,,\n",
      ["2:23: error: sets: expected an empty cell: a row with a date is a session's, and sets is a routine's"]
    ),
    (
      fullHeader + "2026-01-01,,,,Squat,,1,normal,,100,kg,5,,,,,done,,,,,Lower A,,,,\n",
      ["2:22: error: routine: a row with a date is a session's: leave routine empty, or the date for a routine's row"]
    ),
    (
      fullHeader + ",,,,Squat,,1,normal,,100,kg,5,,,,,done,,,,180,Lower A,3,,2.5,kg\n",
      [
        "2:17: error: status: expected an empty cell: a routine is a plan, so its rows hold no status (log sets in a session's rows)"
      ]
    ),
    (
      fullHeader + plan1.replacing("Lower A,3,", with: "Lower A,,"),
      ["2:23: error: sets: expected the number of sets (1 or more)"]
    ),
    (
      fullHeader + plan1.replacing("100,kg,5,", with: ",,5,").replacing("Lower A,3,", with: "Lower A,21,"),
      [
        "2:23: error: sets: expected at most 20 sets without a load (more would read as a weight without its unit), found 21"
      ]
    ),
    (
      fullHeader + plan1.replacing("Lower A,3,", with: "Lower A,3,5"),
      ["2:24: error: max_reps: the top of a rep range is above its bottom (5), found 5"]
    ),
    (
      fullHeader + plan1.replacing("2.5,kg", with: "-2.5,"),
      ["2:25: error: step: expected a step of 0 or more (a step adds weight), found -2.5"]
    ),
    (
      fullHeader + plan1.replacing("2.5,kg", with: "2.5,"),
      ["2:26: error: step_unit: expected the step's unit (kg or lb)"]
    ),
    (
      fullHeader + plan1 + plan1.replacing("Squat,,1", with: "Squat,,3"),
      ["3:7: error: set: expected prescription 2 (the next of the exercise above) or 1 (a new exercise), found 3"]
    ),
    (
      fullHeader + plan1.replacing(",,,,Squat", with: ",08:00,,,Squat"),
      [
        "2:2: error: start: expected an empty cell: a routine's rows have a name in routine, and no date, time or session"
      ]
    ),
  ]

  @Test(arguments: malformed)
  func reportsRowAndColumn(_ csv: String, _ expected: [String]) {
    #expect(problems(csv) == expected)
  }

  @Test func restoresWhatTheFormulaGuardProtected() throws {
    let csv = Self.header + "2026-01-01,,,'=x,'=SUM(1),,1,normal,true,-25,kg,5,,,,,done,'+1,\"'@a\n-b\",''c\n"
    let result = NotebookCSV.read(Array(csv.utf8))
    #expect(result.diagnostics.isEmpty)
    let session = try #require(result.notebook?.sessions.first)
    #expect(session.title == "=x")
    #expect(session.notes == ["'c"])
    #expect(session.exercises.first?.name == "=SUM(1)")
    #expect(session.exercises.first?.notes == ["@a", "-b"])
    #expect(session.exercises.first?.sets.first?.note == "+1")
    #expect(session.exercises.first?.sets.first?.load == .bodyweight(added: Weight(DecimalValue(-25), .kg)))
  }

  @Test func acceptsWhatSpreadsheetsWrite() throws {
    // LF rows, a byte-order mark, empty rows, TRUE, an empty kind, a CRLF
    // inside a notes cell, quoted numbers.
    let csv =
      "\u{FEFF}" + Self.header + ",,,,,,,,,,,,,,,,,,,\n"
      + "2026-01-01,07:15:00,,,Pullup,,1,,TRUE,,,\"8\",,,,,done,,\"a\r\nb\",\n"
    let result = NotebookCSV.read(Array(csv.utf8))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let session = try #require(result.notebook?.sessions.first)
    #expect(session.start == TimeOfDay(hour: 7, minute: 15))
    #expect(
      session.exercises.first
        == Exercise(
          name: "Pullup", notes: ["a", "b"], sets: [WorkoutSet(load: .bodyweight(added: nil), reps: 8, status: .done)]))
  }

  /// What a spreadsheet runs as a formula when a cell starts with it
  /// (OWASP's list, and a line feed for good measure), written out here
  /// rather than taken from the writer's own guard.
  static let dangerous: Set<UInt8> = Set("=+-@\t\r\n".utf8)

  /// No exported cell starts with a character a spreadsheet would run,
  /// except a number: `-25` is a number to a spreadsheet, not a formula.
  /// Every text of the notebook (title, name, notes, set note) starts with
  /// each dangerous character in turn, in the written and the streamed CSV.
  @Test(arguments: SeedShare.take(UInt64(1)...300))
  func noExportedCellIsAFormula(seed: UInt64) throws {
    var g = NotebookGenerator(seed: seed)
    var notebook = g.notebook()
    let starts = ["=", "+", "-", "@", "'"]
    let lead = starts[Int(seed) % starts.count]
    notebook.notes.append(lead + "note")
    for i in notebook.sessions.indices {
      notebook.sessions[i].title = lead + (notebook.sessions[i].title ?? "title")
      notebook.sessions[i].notes.insert(lead + "session", at: 0)
      for j in notebook.sessions[i].exercises.indices {
        notebook.sessions[i].exercises[j].name = lead + notebook.sessions[i].exercises[j].name
        notebook.sessions[i].exercises[j].notes.insert(lead + "exercise", at: 0)
        for k in notebook.sessions[i].exercises[j].sets.indices {
          notebook.sessions[i].exercises[j].sets[k].note = lead + "set"
        }
      }
    }
    #expect(notebook.invariants == [])
    let csv = NotebookCSV.write(notebook)
    var streamed: [UInt8] = []
    _ = NotebookExport.export([notebook.canonicalUTF8], to: .csv, chunkSize: 256) { streamed += $0 }
    #expect(streamed == csv)
    try csv.withUnsafeBufferPointer { b in
      var reader = CSVReader(b)
      var fields: [CSVReader.Field] = []
      var cells = 0
      while try reader.nextRecord(into: &fields) {
        for (k, f) in fields.enumerated() where !f.range.isEmpty {
          cells += 1
          guard Self.dangerous.contains(b[f.range.start]) else { continue }
          let isNumber = StrictValue.decimal(UnsafeBufferPointer(rebasing: b[f.range.start..<f.range.end])) != nil
          // A negative weight is assistance (`BW-25kg`), of a set or of a training max.
          #expect(
            isNumber && (k == CSVColumn.weight.rawValue || k == CSVColumn.tm.rawValue),
            "row \(reader.row) column \(k + 1) starts with a formula")
        }
      }
      #expect(cells > 20)
    }
    #expect(NotebookCSV.read(csv).notebook == notebook)
  }

  /// The one sniffer (`NotebookImporter.detect`) knows Unit's CSV by the
  /// opening of its header; the reader then names any other column that
  /// differs.
  @Test func detectsTheHeader() {
    func detect(_ text: String) -> ImportFormat? { NotebookImporter.detect(Array(text.utf8)) }
    #expect(detect(Self.header) == .csv)
    #expect(detect("\u{FEFF}" + Self.header.dropLast() + "\r\n2026") == .csv)
    #expect(detect(Self.header.dropLast() + ",x\n") == .csv)
    #expect(detect("date,start,end,session,exercise,set\n") == .csv)
    #expect(detect("date,start,end,session\n") != .csv)
    #expect(detect("Date,Workout Name,Duration\n") != .csv)
    let extra = NotebookCSV.read(Array((Self.header.dropLast() + ",x\n").utf8))
    #expect(extra.hasErrors)
    let wrong = NotebookCSV.read(Array("date,start,end,session,exercise,set\n".utf8))
    #expect(wrong.diagnostics.first?.message.contains("expected the column superset") == true)
  }
}
