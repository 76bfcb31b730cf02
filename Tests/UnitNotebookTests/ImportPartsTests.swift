import Testing

@testable import UnitNotebook

/// The small parts of the importers: numbers, dates, durations, detection,
/// the mapping file, and merging into a notebook.
@Suite struct ImportPartsTests {
  func number(_ text: String) -> ImportNumber.Parsed {
    Array(text.utf8).withUnsafeBufferPointer { ImportNumber.decimal($0) }
  }

  @Test(arguments: [
    ("149.99999999999997", "150", false), ("132.28", "132.28", false), ("100.0", "100", false),
    ("22.67964547178199", "22.68", true), ("34.01946820767298", "34.019", true), ("0.0625", "0.063", true),
    ("82,5", "82.5", false), (" 8", "8", false), ("-25", "-25", false), ("56.25", "56.25", false),
    ("0.1000000001", "0.1", false), ("1802.9725149869919", "1802.973", true), ("0.9999999", "1", false),
  ])
  func roundsFloatNoise(_ text: String, _ expected: String, _ lost: Bool) {
    #expect(number(text) == .value(DecimalValue(expected)!, rounded: lost))
  }

  @Test func refusesWhatIsNotANumber() {
    #expect(number("") == .empty)
    #expect(number("  ") == .empty)
    #expect(number("6O") == .invalid)
    #expect(number("1e5") == .invalid)
    #expect(number("1.2.3") == .invalid)
    #expect(number("1234567890123456") == .tooLarge)
  }

  func iso(_ text: String) -> ImportDateTime? {
    Array(text.utf8).withUnsafeBufferPointer { ImportDate.iso($0) }
  }

  @Test func readsNumericDates() {
    #expect(iso("2026-11-29 07:15:02") == ImportDateTime(date: LocalDate("2026-11-29")!, time: TimeOfDay("07:15:02")))
    #expect(iso("2025-01-30 12:34:56\u{202F}pm")?.time == TimeOfDay("12:34:56"))
    #expect(iso("2025-01-30 1:04:56 AM")?.time == TimeOfDay("01:04:56"))
    #expect(iso("2025-12-17 03:24:30 +0000")?.hadZone == true)
    #expect(iso("2026/08/11")?.date == LocalDate("2026-08-11"))
    #expect(iso("2026-02-30 07:00:00") == nil)
    #expect(iso("2026-01-01 25:00:00") == nil)
    #expect(iso("2026-01-01 13:00 pm") == nil)
  }

  @Test(arguments: [
    ("15 Sep 2025, 07:48", "2025-09-15", "07:48"), ("1 Sept. 2026, 18:04", "2026-09-01", "18:04"),
    ("16 Juni 2026, 18:04", "2026-06-16", "18:04"), ("5 9월 2026, 18:04", "2026-09-05", "18:04"),
    ("Sep 22, 2026, 6:00 AM", "2026-09-22", "06:00"), ("22.09.2026, 17:00", "2026-09-22", "17:00"),
    ("Wednesday 13 August 2025 at 07:32", "2025-08-13", "07:32"),
    ("Wednesday, 30 September 2026 at 8:01 pm", "2026-09-30", "20:01"),
    ("Saturday, May 2, 2026 at 3:59 PM", "2026-05-02", "15:59"),
    ("Thursday, Oct 08, 2026 at 4:40pm", "2026-10-08", "16:40"),
    ("Le jeudi, oct. 08, 2026 à 12:40am", "2026-10-08", "00:40"),
    ("화요일, 5월 26, 2026 9:04오후", "2026-05-26", "21:04"),
    // Issue 33 item 2: Hevy's app languages (`d MMM yyyy, HH:mm`) and web numeric dates.
    ("11 Nis 2026, 13:05", "2026-04-11", "13:05"), ("3 Ağu 2026, 07:00", "2026-08-03", "07:00"),
    ("1 Şub 2026, 07:00", "2026-02-01", "07:00"), ("9 Eki 2026, 07:00", "2026-10-09", "07:00"),
    ("5 mag 2026, 18:04", "2026-05-05", "18:04"), ("5 giu 2026, 18:04", "2026-06-05", "18:04"),
    ("5 сент. 2026, 18:04", "2026-09-05", "18:04"), ("5 мая 2026, 18:04", "2026-05-05", "18:04"),
    ("5 lis 2026, 18:04", "2026-11-05", "18:04"), ("5 paź 2026, 18:04", "2026-10-05", "18:04"),
    ("5 mrt. 2026, 18:04", "2026-03-05", "18:04"), ("5 9月 2026, 18:04", "2026-09-05", "18:04"),
    ("5 févr. 2026, 18:04", "2026-02-05", "18:04"), ("5 ene 2026, 18:04", "2026-01-05", "18:04"),
    ("5 out 2026, 18:04", "2026-10-05", "18:04"), ("22/09/2026, 17:00", "2026-09-22", "17:00"),
    ("2026/09/22 17:00", "2026-09-22", "17:00"),
  ])
  func readsDatesWithMonthNames(_ text: String, _ date: String, _ time: String) {
    let d = ImportTextDate.parse(text)
    #expect(d?.date == LocalDate(date))
    #expect(d?.time == TimeOfDay(time))
  }

  @Test func refusesTextThatIsNotADate() {
    #expect(ImportTextDate.parse("Bench Press (Barbell)") == nil)
    #expect(ImportTextDate.parse("31 Feb 2026, 10:00") == nil)
    #expect(ImportTextDate.parse("yesterday") == nil)
    #expect(ImportTextDate.parse("11 Μαΐ 2026, 13:05") == nil)
    #expect(ImportTextDate.unknownWord("11 Μαΐ 2026, 13:05") == "Μαΐ")
    #expect(ImportTextDate.unknownWord("11 Nis 2026, 13:05") == nil)
    #expect(ImportTextDate.unknownWord("Sep 22, 2026, 6:00 AM") == nil)
  }

  /// No month name stands for two months across the languages.
  @Test func monthNamesAreUnambiguous() {
    var seen: [String: Int] = [:]
    for (language, months) in ImportTextDate.monthNames {
      #expect(months.count == 12, "\(language)")
      for (k, names) in months.enumerated() {
        for n in names {
          #expect(seen[n] == nil || seen[n] == k + 1, "\(language) \(n)")
          seen[n] = k + 1
        }
      }
    }
  }

  @Test func readsDurations() {
    #expect(ImportDuration.words("1h 3m") == 3780)
    #expect(ImportDuration.words("29min") == 1740)
    #expect(ImportDuration.words("1min 53s") == 113)
    #expect(ImportDuration.words("3,527h 3min") == 3527 * 3600 + 180)
    #expect(ImportDuration.words("12") == nil)
    #expect(ImportDuration.words("5 km") == nil)
    #expect(ImportDuration.clock("0:05:00") == 300)
    #expect(ImportDuration.clock("1:00") == 60)
    #expect(ImportDuration.clock("1:60") == nil)
  }

  /// Issue 33 item 7: a duration in a message is a duration, not seconds.
  @Test func writesDurations() {
    #expect(ImportDuration.written(87188) == "24h 13m")
    #expect(ImportDuration.written(3600) == "1h")
    #expect(ImportDuration.written(2700) == "45m")
    #expect(ImportDuration.written(65) == "1m 5s")
    #expect(ImportDuration.written(30) == "30s")
    #expect(ImportDuration.written(0) == "0s")
  }

  /// Any number of parts can be written: the sum stops at what a notebook
  /// number holds (fifteen digits) rather than wrap around or be clamped.
  @Test func durationWordsStopAtFifteenDigits() {
    let part = "999999999h "  // 3,599,999,996,400 seconds
    #expect(ImportDuration.words(Substring(String(repeating: part, count: 277))) == 277 * 3_599_999_996_400)
    #expect(ImportDuration.words(Substring(String(repeating: part, count: 278))) == nil)
  }

  @Test func cleansText() {
    #expect(ImportText.line("  Upper body B ").text == "Upper body B")
    #expect(ImportText.line("a\u{0}b") == ("a b", true))
    #expect(ImportText.lines("one\\ntwo \n\n three", escapedNewlines: true) == ["one", "two", "three"])
    #expect(ImportText.lines("C:\\new", escapedNewlines: false) == ["C:\\new"])
  }

  @Test func readsLoadsFromNames() {
    let assisted = LoadRules.traits(of: "Pull Up (Assisted)")
    let weighted = LoadRules.traits(of: "Chin Up (Weighted)")
    let pullup = LoadRules.traits(of: "Pull-Up")
    let bench = LoadRules.traits(of: "Bench Press (Barbell)")
    let w = DecimalValue(20)
    #expect(
      LoadRules.load(weight: w, unit: .kg, traits: assisted, hasReps: true).load
        == .bodyweight(added: Weight(w.negated, .kg)))
    #expect(
      LoadRules.load(weight: w, unit: .kg, traits: weighted, hasReps: true).load == .bodyweight(added: Weight(w, .kg)))
    #expect(
      LoadRules.load(weight: w, unit: .lb, traits: pullup, hasReps: true).load == .bodyweight(added: Weight(w, .lb)))
    #expect(LoadRules.load(weight: w, unit: .kg, traits: bench, hasReps: true).load == .weight(Weight(w, .kg)))
    #expect(LoadRules.load(weight: .zero, unit: .kg, traits: bench, hasReps: true).load == .bodyweight(added: nil))
    #expect(LoadRules.load(weight: nil, unit: .kg, traits: bench, hasReps: false).load == nil)
    #expect(LoadRules.load(weight: w.negated, unit: .kg, traits: bench, hasReps: true).negative)
  }

  /// Issue 33 item 6: a bodyweight movement in its usual spellings adds
  /// load (`BW+`); names that only share a word with one do not.
  @Test(arguments: [
    "Pull Up", "Pull-Up", "Pull Ups", "Pullups", "pull-ups", "Chin Ups", "Chin-Up", "Chinup", "Pushups", "Push-Ups",
    "Push Up (Bodyweight)", "Dips", "Chest Dips", "Dip (Chest)", "Dips, Chest", "Triceps Dips", "Tricep Dip",
    "Bench Dips", "Wide Pull Up", "Wide Grip Pull-Ups", "Close Grip Chin Up", "Ring Dips", "Diamond Push Up",
    "Muscle-Ups", "Inverted Rows", "Up Pull",
  ])
  func bodyweightSpellings(_ name: String) {
    #expect(LoadRules.traits(of: name).bodyweightMovement, "\(name)")
  }

  @Test(arguments: [
    "Bench Press (Barbell)", "Close Grip Bench Press", "Lat Pulldown", "Pull Up (Band)", "Push Press", "Dip Belt Squat",
    "Pull Up 2", "Upright Row", "Incline Bench Press", "Pullover",
  ])
  func notBodyweightMovements(_ name: String) {
    #expect(!LoadRules.traits(of: name).bodyweightMovement, "\(name)")
  }

  @Test func detectsFromTheHeaderOnly() {
    func detect(_ text: String) -> ImportFormat? { NotebookImporter.detect(Array(text.utf8)) }
    #expect(detect("{\"format\": \"unit-notebook\"}") == .json)
    #expect(detect("date,start,end,session,exercise,superset,set\n") == .csv)
    #expect(detect("Date;Workout Name;Exercise Name;Set Order;Weight\n") == .strong)
    #expect(detect("\"Workout #\";\"Date\";\"Workout Name\";\"Exercise Name\";\"Set Order\"\n") == .strong)
    #expect(detect("\"title\",\"start_time\",\"end_time\",\"exercise_title\"\r\n") == .hevy)
    #expect(detect("Date,Exercise,Category,Weight (kgs),Reps\n") == .fitnotes)
    #expect(detect("Date,Exercise,Sets,Reps,Weight,isWarmup,Note\n") == .fitbod)
    #expect(detect("\u{FEFF}Date (yyyy/mm/dd),Workout,Workout Name,Exercise\n") == .stronglifts)
    #expect(detect("Bench\nSet 1: 60 kg x 8\n") == .hevyText)
    #expect(detect("a,b,c\n1,2,3\n") == nil)
    #expect(detect("") == nil)
  }

  @Test func ownFormatsAreDetectedAndReadBack() throws {
    let text = "> note\n\n# 2026-11-29 07:15 Lower\n\nSquat\n  100kg × 5 ✓ @8\n  100kg × 4 ✗\n"
    let notebook = Notebook.parse(text).notebook
    for (bytes, format) in [(NotebookJSON.write(notebook), ImportFormat.json), (NotebookCSV.write(notebook), .csv)] {
      #expect(NotebookImporter.detect(bytes) == format)
      let r = NotebookImporter.read(bytes, as: format)
      #expect(r.notebook == notebook, "\(format)")
      #expect(r.notebook?.canonicalText == text)
    }
  }

  @Test func readsTheMappingFile() {
    let text =
      "# renames\n\nBench Press (Barbell) = Bench Press\r\n  // a comment\nPull Up (Assisted)=Assisted Pullup\nno equals sign\n = Empty\nBench Press (Barbell) = Again\nSquat =\n"
    let (names, problems) = ExerciseNameMap.parse(Array(text.utf8))
    #expect(names == ["Bench Press (Barbell)": "Bench Press", "Pull Up (Assisted)": "Assisted Pullup"])
    #expect(
      problems.map { "\($0.line):\($0.column): \($0.message)" } == [
        "6:1: expected 'Exported Name = Notebook Name' (an = between the two names)",
        "7:1: expected the exported exercise name before =",
        "8:1: 'Bench Press (Barbell)' is already mapped on line 3",
        "9:8: expected the notebook's exercise name after =",
      ])
  }

  @Test func mapsNamesOnTheWayIn() throws {
    let csv =
      "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps\n2026-01-12 07:02:00;\"Push\";\"Bench Press (Barbell)\";1;60;kg;10\n"
    let options = ImportOptions(exerciseNames: ["Bench Press (Barbell)": "Bench Press"])
    let r = NotebookImporter.read(Array(csv.utf8), as: .strong, options: options)
    #expect(try #require(r.notebook).sessions.first?.exercises.first?.name == "Bench Press")
  }

  @Test func mergesOnlyWhatIsNew() throws {
    let a = Notebook.parse("# 2026-01-01 07:00 A\nSquat 100kg × 5 ✓\n\n# 2026-01-03 07:00 B\nBench 60kg × 5 ✓\n")
      .notebook
    let b = Notebook.parse("# 2026-01-03 07:00 B edited\nBench 60kg × 6 ✓\n\n# 2026-01-05 C\nRow 50kg × 8 ✓\n").notebook
    let (new, skipped) = NotebookMerge.newSessions(b, notIn: a)
    #expect(skipped == 1)
    #expect(new.map(\.title) == ["C"])
    let existing = Array("// my log\n# 2026-01-01 07:00 A\nSquat 100kg x 5 done // heavy\n".utf8)
    let merged = try #require(NotebookMerge.append(new, to: existing).output)
    #expect(
      String(decoding: merged, as: UTF8.self)
        == "// my log\n# 2026-01-01 07:00 A\n\nSquat 100kg × 5 ✓ // heavy\n\n# 2026-01-05 C\n\nRow 50kg × 8 ✓\n")
    #expect(NotebookMerge.append([], to: Array("# 2026-01-01\n\nSquat 60 × 8\n".utf8)).output == nil)
  }

  func read(_ text: String, _ options: ImportOptions = ImportOptions()) throws -> (Notebook, [String]) {
    let bytes = Array(text.utf8)
    let format = try #require(NotebookImporter.detect(bytes))
    let r = NotebookImporter.read(bytes, as: format, options: options)
    #expect(!r.hasErrors, "\(r.diagnostics)")
    return (try #require(r.notebook), r.diagnostics.map { "\($0.line):\($0.column): \($0.message)" })
  }

  @Test func strongRunawayDurationAndTwelveHourClock() throws {
    let csv = """
      Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
      2025-01-30 7:04:56\u{202F}pm,"Forgot to stop",3,527h 3min,"Squat (Barbell)",1,100.0,5,0,0.0,"","",
      2025-02-01 06:00:00,"Quick",29min,"Push Up",1,0,20,0,0.0,"","",

      """
    let (n, warnings) = try read(csv, ImportOptions(unit: .kg))
    #expect(n.sessions.map { $0.start?.description } == ["19:04:56", "06:00"])
    #expect(n.sessions.map { $0.end?.description } == [nil, "06:29"])
    #expect(warnings.contains { $0.hasPrefix("2:3: this workout lasted 3527h 3m by the export") })
  }

  @Test func hevyWebExportWithLineBreaksAndLocaleDates() throws {
    let csv = """
      "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
      "Abend","22.09.2026, 17:00","22.09.2026, 18:10","Zwei
      Zeilen","Bankdrücken (Langhantel)",,"",0,"normal",80,5,,,
      "Morning","Sep 22, 2026, 6:00 AM","Sep 22, 2026, 6:45 AM","","Running",,"",0,"normal",,,5.2,1800,
      """
    let (n, _) = try read(csv)
    #expect(n.sessions.map(\.title) == ["Morning", "Abend"])
    #expect(n.sessions[1].notes == ["Zwei", "Zeilen"])
    #expect(n.sessions[0].exercises[0].sets[0].distance == Distance(DecimalValue("5.2")!, .km))
    #expect(n.sessions[0].end == TimeOfDay("06:45"))
  }

  @Test func severalSharedWorkoutsInOnePaste() throws {
    let text = """
      Morning
      Monday 3 August 2026 at 07:00
      Slept badly

      Squat
      Set 1: 100 kg × 5 @ 8
      Set 2: +5 kg × 3

      Evening
      Monday 3 August 2026 at 19:30

      Curl
      D1: 10 kg × 12
      Set 1: 12 reps [left arm only]
      https://link.strong.app/abc
      """
    let (n, _) = try read(text)
    #expect(n.sessions.map(\.title) == ["Morning", "Evening"])
    #expect(n.sessions[0].notes == ["Slept badly"])
    let squat = n.sessions[0].exercises[0].sets
    #expect(squat[0].rpe == DecimalValue(8))
    #expect(squat[1].load == .bodyweight(added: Weight(DecimalValue(5), .kg)))
    let curl = n.sessions[1].exercises[0].sets
    #expect(curl.map(\.kind) == [.drop, .normal])
    #expect(curl[1].note == "left arm only")
    #expect(curl[1].load == .bodyweight(added: nil))
  }
}
