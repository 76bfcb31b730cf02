import Foundation
import Testing

/// The report and the command line give the same numbers on the same
/// notebooks: its record boards are `unit prs --json`, its weekly table
/// `unit stats --by week --json`, read back from the page's HTML.
@Suite struct ReportAgreementTests {
  /// The page of the agreement notebooks (the sample log and two small ones).
  static func page(_ extra: [String] = []) throws -> String {
    try HistoryAgreementTests.unit(["report"] + extra)
  }

  /// Every match of a pattern, as its groups.
  static func matches(_ pattern: String, in text: String) -> [[String]] {
    guard let re = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]) else { return [] }
    let ns = text as NSString
    return re.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { m in
      (1..<m.numberOfRanges).map { m.range(at: $0).location == NSNotFound ? "" : ns.substring(with: m.range(at: $0)) }
    }
  }

  static func unescape(_ s: String) -> String {
    s.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  /// A number as the page writes it: `2,437.5kg`, `5 reps`, `1:40`, `8km`, `1:02:03`.
  static func number(_ text: String) -> Double? {
    // Added weight reads as written (`BW+15kg`); the number is its 15.
    let plain = text.replacingOccurrences(of: ",", with: "").replacingOccurrences(of: "BW+", with: "")
    if plain.contains(":") {
      return plain.split(separator: ":").reduce(0.0) { $0 * 60 + (Double($1) ?? .nan) }
    }
    let digits = plain.prefix { $0.isNumber || $0 == "." || $0 == "-" }
    if plain.hasSuffix("s"), !plain.hasSuffix("reps"), plain.dropLast().allSatisfy({ $0.isNumber || $0 == "." }) {
      return Double(plain.dropLast())
    }
    return Double(digits)
  }

  /// The number a `prs --json` record holds, as the table's value column shows it.
  static func value(_ key: String, _ r: [String: Any]) -> Double? {
    let field: String
    switch key {
    case "heaviest": field = "weight"
    case "e1rm": field = "value"
    case "mostReps", "repsAtWeight": field = "reps"
    case "bestSet", "bestSession": field = "volume"
    case "longest", "fastest": field = "seconds"
    case "farthest": field = "distance"
    case "leastAssistance": field = "weight"
    default: return nil
    }
    return (r[field] as? Double).map(abs) ?? (r[field] as? Int).map { Double(abs($0)) }
  }

  @Test func theRecordsTableIsPrsJSON() throws {
    let html = try ReportAgreementTests.page()
    let prs = HistoryAgreementTests.json(try HistoryAgreementTests.unit(["prs", "--json"]))
    let exercises = prs["exercises"] as? [[String: Any]] ?? []
    #expect(exercises.count > 5)
    // Each exercise's board (under its row in By exercise): exercise → [(record key, value, date)].
    var page: [String: [(String, Double?, String)]] = [:]
    let boards = ReportAgreementTests.matches(
      #"<table class="records" data-exercise="([^"]*)">(.*?)</table>"#, in: html)
    for g in boards {
      let rows = ReportAgreementTests.matches(
        #"<tr data-record="([a-zA-Z0-9]+)"><td>[^<]*</td><td class="r"><span class="n">([^<]*)</span>(?:<span class="made">[^<]*</span>)?</td><td>[^<]*</td><td>([0-9-]+)</td>"#,
        in: g[1])
      page[ReportAgreementTests.unescape(g[0])] = rows.map { ($0[0], ReportAgreementTests.number($0[1]), $0[2]) }
    }
    #expect(page.count == exercises.count)
    for x in exercises {
      let name = x["name"] as? String ?? ""
      var expected: [(String, Double?, String)] = []
      for key in [
        "heaviest", "e1rm", "mostReps", "repsAtWeight", "bestSet", "bestSession", "longest", "farthest", "fastest",
        "leastAssistance",
      ] {
        let records = (x[key] as? [[String: Any]]) ?? (x[key] as? [String: Any]).map { [$0] } ?? []
        expected += records.map { (key, ReportAgreementTests.value(key, $0), $0["date"] as? String ?? "") }
      }
      let shown = page[name] ?? []
      #expect(shown.map(\.0) == expected.map(\.0), "\(name): the records")
      #expect(shown.map(\.1) == expected.map(\.1), "\(name): the values")
      #expect(shown.map(\.2) == expected.map(\.2), "\(name): the dates")
    }
  }

  @Test func theWeeklyTableIsStatsJSON() throws {
    for dates in [[], ["--since", "2026-02-01", "--until", "2026-03-15"]] {
      let html = try ReportAgreementTests.page(dates)
      let stats = HistoryAgreementTests.json(
        try HistoryAgreementTests.unit(["stats", "--by", "week", "--json"] + dates))
      let unit = stats["unit"] as? String ?? ""
      let work = ReportAgreementTests.matches(#"<section id="work"(.*?)</table>"#, in: html).first?.first ?? ""
      let rows = ReportAgreementTests.matches(
        #"<tr><th scope="row"[^>]*>([^<]*)</th><td class="r">([^<]*)</td><td class="r">([^<]*)</td><td class="r">([^<]*)</td><td class="r">([^<]*)</td>"#,
        in: work)
      let periods = stats["periods"] as? [[String: Any]] ?? []
      let total = stats["total"] as? [String: Any] ?? [:]
      #expect(rows.count == periods.count + 1 && periods.count > 3, "\(dates)")
      for (row, p) in zip(rows, periods + [total]) {
        #expect(row[0] == (p["start"] as? String ?? "total"))
        #expect(ReportAgreementTests.number(row[1]) == (p["sessions"] as? Int).map(Double.init))
        #expect(ReportAgreementTests.number(row[2]) == (p["sets"] as? Int).map(Double.init))
        #expect(ReportAgreementTests.number(row[3]) == (p["reps"] as? Int).map(Double.init))
        let volume = (p["volume"] as? [String: Any])?[unit] as? Double ?? 0
        #expect(ReportAgreementTests.number(row[4]) ?? 0 == volume, "\(row[0])")
        #expect(row[4].isEmpty || row[4].hasSuffix(unit))
      }
    }
  }

  /// The rows of By exercise are `unit stats -e NAME --json`'s total of each,
  /// warm-ups being work too: a session of warm-ups only counts (the
  /// report left it out, 34 sessions of Skullcrusher in a real Hevy export
  /// where `stats -e` said 35).
  @Test func theExerciseTableIsStatsOfEachExercise() throws {
    let work = try TemporaryFolder()
    let text = """
      # 2026-01-05 A

      Squat
        warmup 60kg × 5 ✓
      Pullup BW × 8 ✓

      # 2026-01-07 B

      Squat
        warmup 60kg × 5 ✓
        100kg × 5 ✓
        100kg × 5 ✓

      """
    try Data(text.utf8).write(to: work.url.appendingPathComponent("w.unit"))
    let r = try UnitProcess.run(["report", "w.unit"], in: work.url)
    #expect(r.status == 0, "\(r.stderr)")
    let html = String(decoding: r.stdout, as: UTF8.self)
    let section = ReportAgreementTests.matches(#"<section id="exercises"(.*?)</section>"#, in: html).first?.first ?? ""
    let rows = ReportAgreementTests.matches(
      #"<summary><span class="xrow"><span class="name">([^<]*)</span><span class="n r">([0-9,]+)<span class="u">[^<]*</span></span><span class="n r">([0-9,]+)<span class="u">"#,
      in: section)
    #expect(rows.map(\.[0]) == ["Squat", "Pullup"])
    for row in rows {
      let stats = HistoryAgreementTests.json(
        String(
          decoding: try UnitProcess.run(["stats", "-e", row[0], "--json", "w.unit"], in: work.url).stdout, as: UTF8.self
        ))
      let total = stats["total"] as? [String: Any] ?? [:]
      #expect(ReportAgreementTests.number(row[1]) == (total["sessions"] as? Int).map(Double.init), "\(row[0])")
      #expect(ReportAgreementTests.number(row[2]) == (total["sets"] as? Int).map(Double.init), "\(row[0])")
    }
    #expect(rows.first.map { [$0[1], $0[2]] } == ["2", "4"])
  }

  /// The next sessions are what `unit next NAME --date DATE` prints.
  @Test func whatsNextIsUnitNext() throws {
    let work = try TemporaryFolder()
    let root = ProgressChartTests.root.appendingPathComponent("Samples")
    for f in ["training-log.unit", "upper-lower.unit"] {
      try FileManager.default.copyItem(at: root.appendingPathComponent(f), to: work.url.appendingPathComponent(f))
    }
    let r = try UnitProcess.run(["report", "training-log.unit", "upper-lower.unit"], in: work.url)
    #expect(r.status == 0, "\(r.stderr)")
    let html = String(decoding: r.stdout, as: UTF8.self)
    let next = ReportAgreementTests.matches(#"<section id="next"(.*?)</section>"#, in: html).first?.first ?? ""
    let plans = ReportAgreementTests.matches(#"<h3>([^<]*)</h3>\n<pre>([^<]*)</pre>"#, in: next)
    // The routines trained in the last eight weeks first; Upper B, never
    // trained, folded after them.
    #expect(plans.map { ReportAgreementTests.unescape($0[0]) } == ["Upper A", "Lower A", "Lower B", "Upper B"])
    #expect(next.contains(#"<details class="earlier" id="next-rest"><summary><span>1 routine not trained"#))
    for p in plans {
      let next = try UnitProcess.run(
        ["next", ReportAgreementTests.unescape(p[0]), "--date", "2026-03-29", "training-log.unit", "upper-lower.unit"],
        in: work.url)
      #expect(String(decoding: next.stdout, as: UTF8.self) == ReportAgreementTests.unescape(p[1]), "\(p[0])")
    }
  }
}
