import Foundation
import Testing
import UnitNotebook

/// A week written by hand (bench, squat, pull-ups, curls, a declared
/// custom exercise, a corrected one: Tests/UnitNotebookTests/Fixtures/
/// muscle-week) gives the sets per muscle worked out by hand
/// (docs/muscles.md, "A week by hand") in the command line's table and
/// JSON, the report's section and the library alike.
@Suite struct MuscleAgreementTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("UnitNotebookTests/Fixtures/muscle-week")
  static let files = ["muscles.unit", "log.unit"]

  /// By hand: each week's counted sets, then each group's sets.
  static let byHand: [String: (counted: Double, muscles: [String: Double])] = [
    "2026-11-30": (
      13,
      [
        "chest": 2, "shoulders": 1, "triceps": 1, "biceps": 4, "forearms": 1.5, "quadriceps": 5, "glutes": 5,
        "adductors": 1.5, "lower back": 1.5, "lats": 2,
      ]
    ),
    "2026-12-07": (1, ["chest": 1, "shoulders": 0.5, "triceps": 0.5]),
    "total": (
      14,
      [
        "chest": 3, "shoulders": 1.5, "triceps": 1.5, "biceps": 4, "forearms": 1.5, "quadriceps": 5, "glutes": 5,
        "adductors": 1.5, "lower back": 1.5, "lats": 2,
      ]
    ),
  ]

  /// A table's rows as the hand's shape: every one of the 17 groups, 0 for none.
  static func whole(_ muscles: [String: Double]) -> [String: Double] {
    Dictionary(uniqueKeysWithValues: MuscleGroup.allCases.map { ($0.name, muscles[$0.name] ?? 0) })
  }

  static func expected() -> [String: [String: Double]] {
    byHand.mapValues { whole($0.muscles).merging(["counted": $0.counted]) { a, _ in a } }
  }

  static func unit(_ args: [String]) throws -> (stdout: String, stderr: String) {
    let work = try TemporaryFolder()
    for f in files {
      try FileManager.default.copyItem(at: folder.appendingPathComponent(f), to: work.url.appendingPathComponent(f))
    }
    let r = try UnitProcess.run(args + files, in: work.url)
    #expect(r.status == 0, "\(args): \(r.stderr)")
    return (String(decoding: r.stdout, as: UTF8.self), r.stderr)
  }

  /// A table's rows (first cell → the columns' numbers), header first.
  static func rows(_ header: [String], _ cells: [[String]]) -> [String: [String: Double]] {
    var out: [String: [String: Double]] = [:]
    for row in cells where row.count == header.count {
      var values: [String: Double] = [:]
      for (h, c) in zip(header.dropFirst(), row.dropFirst()) { values[h] = Double(c) }
      out[row[0]] = whole(values).merging(["counted": values["counted"] ?? -1]) { a, _ in a }
    }
    return out
  }

  @Test func theTable() throws {
    let (out, err) = try Self.unit(["stats", "--muscles"])
    var lines = out.split(separator: "\n").map(String.init)
    #expect(lines.last?.hasPrefix("1 counted set is of exercises with no muscles known") == true, "\(out)")
    lines.removeLast()
    // Columns are two or more blanks apart; `lower back` is one name.
    let cells = lines.map { $0.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) } }
    let header = cells.first ?? []
    #expect(header.first == "week of")
    #expect(Self.rows(header, Array(cells.dropFirst())) == Self.expected())
    #expect(err.contains("log.unit:5:1: warning: the muscles of 'Belt Squat' are already declared at muscles.unit:5"))
  }

  @Test func theJSON() throws {
    let json = HistoryAgreementTests.json(try Self.unit(["stats", "--muscles", "--json"]).stdout)
    var found: [String: [String: Double]] = [:]
    let periods = (json["periods"] as? [[String: Any]] ?? []) + [json["total"] as? [String: Any] ?? [:]]
    for p in periods {
      let muscles = p["muscles"] as? [String: Double] ?? [:]
      #expect(muscles.count == 17, "every group by name: \(muscles.keys.sorted())")
      found[p["start"] as? String ?? "total"] = muscles.merging(["counted": p["countedSets"] as? Double ?? -1]) {
        a, _ in
        a
      }
    }
    #expect(found == Self.expected())
    let coverage = HistoryAgreementTests.json(try Self.unit(["muscles", "--json"]).stdout)
    #expect(coverage["sets"] as? Int == 14 && coverage["resolved"] as? Int == 13, "\(coverage)")
    let unknown = coverage["unknown"] as? [[String: Any]] ?? []
    #expect(unknown.map { "\($0["exercise"] ?? "") \($0["sets"] ?? "")" } == ["Mystery Machine 1"])
  }

  /// The page's table has a column a week (its Monday's date in
  /// `datetime`) and the total, a row a group and the counted sets.
  @Test func theReport() throws {
    let html = try Self.unit(["report"]).stdout
    let section = ReportAgreementTests.matches(#"<section id="muscles"(.*?)</section>"#, in: html).first?[0] ?? ""
    let table = ReportAgreementTests.matches(#"<table>(.*?)</table>"#, in: section).first?[0] ?? ""
    let weeks = ReportAgreementTests.matches(#"<time datetime="([0-9-]+)""#, in: table).map { $0[0] } + ["total"]
    let body = ReportAgreementTests.matches(#"<tr><th scope="row"[^>]*>([^<]*)</th>(.*?)</tr>"#, in: table)
    var found: [String: [String: Double]] = [:]
    for row in body {
      let cells = ReportAgreementTests.matches(#"<td class="r">([^<]*)</td>"#, in: row[1]).map { Double($0[0]) ?? -1 }
      #expect(cells.count == weeks.count, "\(row[0]): \(cells)")
      for (week, value) in zip(weeks, cells) {
        found[week, default: [:]][row[0] == "counted sets" ? "counted" : row[0]] = value
      }
    }
    let read = found.mapValues { Self.whole($0).merging(["counted": $0["counted"] ?? -1]) { a, _ in a } }
    #expect(read == Self.expected())
    // The last week leads in words, the same numbers as its column.
    let lastWeek = try #require(weeks.dropLast().last)
    let line = ReportAgreementTests.matches(#"<p>Last week, (.*?)</p>"#, in: section).first?[0] ?? ""
    #expect(line.contains("datetime=\"\(lastWeek)\""))
    #expect((found[lastWeek] ?? [:]).count > 2)
    for (group, sets) in found[lastWeek] ?? [:] where group != "counted" && sets > 0 {
      let written = sets == sets.rounded() ? String(Int(sets)) : String(sets)
      #expect(line.contains("\(group) <span class=\"n\">\(written)</span>"), "\(group) \(written): \(line)")
    }
    #expect(section.contains("Mystery Machine (<span class=\"n\">1</span>)"))
  }

  @Test func theLibrary() throws {
    let texts = try Self.files.map { ($0, Array(try Data(contentsOf: Self.folder.appendingPathComponent($0)))) }
    let stats = TrainingHistory.read(texts).history.muscleSets(by: .week)
    var found: [String: [String: Double]] = [:]
    for p in stats.periods + [stats.total] {
      let muscles = Dictionary(uniqueKeysWithValues: MuscleGroup.allCases.map { ($0.name, p.sets(of: $0).doubleValue) })
      found[p.start?.description ?? "total"] = muscles.merging(["counted": Double(p.sets)]) { a, _ in a }
    }
    #expect(found == Self.expected())
  }
}
