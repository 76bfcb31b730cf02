import Seeds
import Testing

@testable import UnitNotebook

/// The JSON reader on hostile input (docs/reliability.md): each case is a
/// clear error or a correct result, never a crash, and no message quotes more
/// than a bounded slice of the input. Deep nesting, `1e400`, a key twice
/// and the empty file are in JSONReaderTests.
@Suite struct JSONAdversarialTests {
  static let head = JSONReaderTests.head

  func read(_ bytes: [UInt8]) -> ImportResult {
    let result = NotebookJSON.read(bytes)
    #expect(FuzzOracle.reader(result) == nil)
    return result
  }

  func problems(_ json: String) -> [String] {
    read(Array(json.utf8)).diagnostics.map(\.description)
  }

  /// A note whose bytes are `bytes`, in a document of one set.
  static func withNote(_ bytes: [UInt8]) -> [UInt8] {
    let parts = JSONReaderTests.oneSet("\"reps\": 5, \"status\": \"done\", \"note\": \"@\"").utf8.split(
      separator: UInt8(ascii: "@"), omittingEmptySubsequences: false)
    return Array(parts[0]) + bytes + Array(parts[1])
  }

  @Test(
    arguments: [[0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF]] as [[UInt8]])
  func invalidAndOverlongUTF8IsAnError(_ bad: [UInt8]) {
    #expect(
      read(Self.withNote(bad)).diagnostics.map(\.description)
        == ["1:159: error: this text is not valid UTF-8 (save the file as UTF-8)"])
  }

  @Test func nulBytesAreErrors() {
    #expect(
      read(Self.withNote([0])).diagnostics.map(\.description)
        == ["1:159: error: control character U+0000 must be escaped inside JSON text (\\t, \\n or \\u00XX)"])
    #expect(
      problems(JSONReaderTests.oneSet("\"reps\": 5, \"status\": \"done\", \"note\": \"a\\u0000b\"")) == [
        "1:158: error: sessions[0].exercises[0].sets[0].note: control character U+0000 cannot be kept in a notebook"
      ])
    #expect(
      problems(Self.head + "[]}\u{0}") == [
        "1:58: error: expected the end of the JSON text after the closing }, found more"
      ])
  }

  @Test func loneCarriageReturnsAreWhiteSpace() {
    let json = Self.head.replacing(" ", with: "\r") + "[\r{\"date\":\r\"2026-01-01\",\r\"exercises\":\r[]}]}"
    #expect(read(Array(json.utf8)).notebook?.sessions.count == 1)
    #expect(read(Self.withNote([0x0D])).diagnostics.first?.message.hasPrefix("control character U+000D") == true)
  }

  /// Ten megabytes where a number, a key or a date belongs: the message
  /// quotes 40 bytes of it.
  @Test func aTenMegabyteValueIsQuotedShort() {
    let big = String(repeating: "x", count: 10 << 20)
    let digits = String(repeating: "9", count: 10 << 20)
    let cases = [
      (
        JSONReaderTests.oneSet("\"reps\": \"\(big)\", \"status\": \"done\""),
        "reps: expected a whole number, found \"xxx"
      ),
      (
        JSONReaderTests.oneSet("\"reps\": \(digits), \"status\": \"done\""),
        "reps: a number has at most 15 significant digits, found 999"
      ),
      (JSONReaderTests.oneSet("\"\(big)\": 5, \"reps\": 5, \"status\": \"done\""), "unknown key \"xxx"),
      (Self.head + "[{\"date\": \"\(big)\", \"exercises\": []}]}", "date: expected a date (YYYY-MM-DD), found \"xxx"),
    ]
    for (json, start) in cases {
      let d = problems(json)
      #expect(d.count == 1)
      #expect(d.first?.contains(start) == true, "\(d.first?.prefix(300) ?? "")")
      #expect(d.first.map { $0.utf8.count < 300 } == true)
    }
  }

  @Test(StressLane.only) func aMillionSessionsAreRead() {
    let inTime = OwnTime.within(.seconds(300)) {
      var json = Array((Self.head + "[").utf8)
      let one = Array("{\"date\":\"2026-01-01\",\"exercises\":[]},".utf8)
      json.reserveCapacity(one.count * 1_000_000 + 2)
      for _ in 0..<1_000_000 { json += one }
      json[json.count - 1] = UInt8(ascii: "]")
      json.append(UInt8(ascii: "}"))
      let result = NotebookJSON.read(json)
      #expect(result.diagnostics.isEmpty)
      #expect(result.notebook?.sessions.count == 1_000_000)
    }
    #expect(inTime, "more than 5 minutes of its own time")
  }

  /// A session of `keys` keys on one line: its date, its exercises, and
  /// `keys - 2` unknown ones (`k0`, `k1`, …).
  static func session(keys: Int) -> String {
    "{\"date\": \"2026-01-01\", \"exercises\": []" + (0..<(keys - 2)).map { ", \"k\($0)\": 1" }.joined() + "}"
  }

  /// An object may hold 1,000 keys: each unknown one is reported, and the
  /// reading goes on to the next session.
  @Test func anObjectOfAThousandKeysIsRead() {
    let json = Self.head + "[" + Self.session(keys: 1_000) + ", {\"date\": \"x\", \"exercises\": []}]}"
    let d = read(Array(json.utf8)).diagnostics
    #expect(d.count == 999)
    #expect(
      d.first?.description
        == "1:\(Self.column(of: "\"k0\"", in: json)): error: sessions[0]: unknown key \"k0\" (expected date, start, end, title, notes, exercises, bodyweight or bodyweightUnit)"
    )
    #expect(d.last?.message == "sessions[1].date: expected a date (YYYY-MM-DD), found \"x\"")
  }

  /// Past the thousandth key of one object the reading stops, with the
  /// bound, the object's path, and where.
  @Test func theKeyPastTheThousandthStopsTheReading() {
    let json = Self.head + "[" + Self.session(keys: 1_001) + ", {\"date\": \"x\", \"exercises\": []}]}"
    let d = read(Array(json.utf8)).diagnostics
    #expect(d.count == 999)
    #expect(
      d.last?.description
        == "1:\(Self.column(of: "\"k998\"", in: json)): error: sessions[0]: expected at most 1000 keys in an object (a Unit notebook's objects have at most 12), found more: reading stops here"
    )
  }

  /// The 1-based column where `part` first starts in a one-line ASCII text.
  static func column(of part: String, in text: String) -> Int {
    (text.firstRange(of: part).map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? -1) + 1
  }

  /// A hundred objects of 999 keys on one line: a hundred thousand
  /// messages, each placed by counting on from the last (counting each
  /// one's column from the start of the line made this n²: 14 s for 80,000
  /// keys in a release build).
  @Test(StressLane.only) func aHundredThousandUnknownKeysOnOneLineAreLinear() {
    let inTime = OwnTime.within(.seconds(60)) {
      let json = Self.head + "[" + (0..<100).map { _ in Self.session(keys: 999) }.joined(separator: ", ") + "]}"
      let result = NotebookJSON.read(Array(json.utf8))
      #expect(result.notebook == nil)
      // The first thousand are kept, the others counted.
      #expect(result.diagnostics.count == 1_001)
      #expect(result.diagnostics.last?.message.contains("\(100 * 997 - 1_000) more problems are not shown") == true)
    }
    #expect(inTime, "more than a minute of its own time")
  }

  static let hostileValues: [(String, String)] = [
    (
      JSONReaderTests.oneSet(
        "\"weight\": 1234567890123456789012345678901234567890, \"unit\": \"kg\", \"reps\": 1, \"status\": \"done\""),
      "1:131: error: sessions[0].exercises[0].sets[0].weight: a number has at most 15 significant digits, found 1234567890123456789012345678901234567890"
    ),
    (
      JSONReaderTests.oneSet("\"reps\": 1, \"status\": \"done\", \"rpe\": 1e309"),
      "1:157: error: sessions[0].exercises[0].sets[0].rpe: this number is too large (at most 15 digits before the point), found 1e309"
    ),
    (
      JSONReaderTests.oneSet("\"reps\": 1, \"status\": \"done\", \"rpe\": 8e-99999999999999999999999999999999999999"),
      "1:157: error: sessions[0].exercises[0].sets[0].rpe: a number has at most 15 digits after the point, found 8e-9999999999999999999999999999999999999…"
    ),
    (
      head + "[{\"date\": \"0000-01-01\", \"exercises\": []}]}",
      "1:65: error: sessions[0].date: \"0000-01-01\" is not a date"
    ),
    (
      head + "[{\"date\": \"99999-01-01\", \"exercises\": []}]}",
      "1:65: error: sessions[0].date: expected a date (YYYY-MM-DD), found \"99999-01-01\""
    ),
    (
      head + "[{\"date\": \"2026-01-01\", \"start\": \"25:61\", \"exercises\": []}]}",
      "1:88: error: sessions[0].start: \"25:61\" is not a time"
    ),
    (head + "[], \"sessions\": []}", "1:59: error: the key \"sessions\" appears twice"),
    (
      "{\"format\": \"unit-notebook\", \"format\": \"unit-notebook\", \"version\": 1, \"sessions\": []}",
      "1:29: error: the key \"format\" appears twice"
    ),
    ("\u{FEFF}", "1:2: error: the JSON text ends too early: expected a value"),
    (" \n\t ", "2:3: error: the JSON text ends too early: expected a value"),
  ]

  @Test(arguments: hostileValues)
  func hostileValuesAreClearErrors(_ json: String, _ expected: String) {
    #expect(problems(json) == [expected])
  }
}
