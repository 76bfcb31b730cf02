import Foundation
import Testing
import UnitNotebook

@testable import UnitCLI

/// The SVG charts: well-formed XML, accessible, flat, self-contained.
@Suite struct ProgressChartTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func sample() throws -> TrainingHistory {
    let url = root.appendingPathComponent("Samples/training-log.unit")
    let bytes = Array(try Data(contentsOf: url))
    let (h, d) = TrainingHistory.read([(name: "training-log.unit", text: bytes)])
    #expect(d.allSatisfy { $0.isEmpty })
    return h
  }

  static var charts: [String] {
    get throws {
      let h = try sample()
      var out: [String] = []
      for name in ["Squat", "Bench Press", "Pullup", "Dip"] {
        for metric in HistoryMetric.allCases {
          for by in [HistoryGrouping.session, .week, .month] {
            if let s = h.series(of: name, metric: metric, by: by), !s.points.isEmpty {
              out.append(ProgressChart(s).svg)
            }
          }
        }
      }
      return out
    }
  }

  @Test func everyChartIsWellFormedAndAccessible() throws {
    let charts = try ProgressChartTests.charts
    #expect(charts.count >= 20)
    for svg in charts {
      let problem = XMLCheck.problem(svg)
      #expect(problem == nil, "\(problem ?? "")")
      #expect(svg.contains("role=\"img\""))
      #expect(svg.contains("<title id=\"chart-title\">") && svg.contains("<desc id=\"chart-desc\">"))
      // A title on every point: as many as there are circles and diamonds.
      let points = svg.components(separatedBy: "<g><title>").count - 1
      let marks = svg.components(separatedBy: "<circle").count - 1 + svg.components(separatedBy: ">PR</text>").count - 1
      #expect(points == marks && points > 0)
      for banned in ["<script", "Gradient", "<filter", "<image", "href=", "@import", "url(", "<animate"] {
        #expect(!svg.contains(banned), "\(banned)")
      }
    }
  }

  /// Numbers at the notebook's limits: no trap anywhere, exact answers.
  @Test func extremeNumbers() throws {
    let text = """
      # 2026-01-01
      Squat 999999999999999kg × 999999999999999 ✓
      Squat 0.000000000000001lb × 1 ✓
      Assisted Pullup BW-999999999999999lb × 999999999999999 ✓
      Run 999999999999999mi 999999:59:59 ✓
      Plank 0.000000000000001s ✓
      # 2026-01-02
      Squat 999999999999999lb × 12 ✓
      Squat 999999999999999kg × 999999999999999 ✓
      Run 0.001m 0.1s ✓

      """
    let (h, d) = TrainingHistory.read([(name: "x.unit", text: Array(text.utf8))])
    #expect(d.allSatisfy { $0.isEmpty })
    let heaviest = h.records(of: "Squat").first { $0.kind == .heaviest }
    #expect(heaviest?.set.date == LocalDate(year: 2026, month: 1, day: 1), "a tie takes nothing; lb is lighter")
    for metric in HistoryMetric.allCases {
      for by in [HistoryGrouping.session, .week, .month] {
        for name in ["Squat", "Run", "Assisted Pullup", "Plank"] {
          if let s = h.series(of: name, metric: metric, by: by), !s.points.isEmpty {
            #expect(XMLCheck.problem(ProgressChart(s).svg) == nil)
            _ = ProgressCommand.table(s)
            _ = ProgressCommand.json(s)
          }
        }
      }
    }
    for unit in WeightUnit.allCases { _ = StatsCommand.table(h.stats(by: .year, unit: unit)) }
    #expect(h.events().count >= 1)
    _ = h.events().map(\.description)
  }

  @Test func theCheckerFindsBrokenXML() {
    #expect(XMLCheck.problem("<a><b></a>") != nil)
    #expect(XMLCheck.problem("<a x=\"1\">&amp;</a>") == nil)
    #expect(XMLCheck.problem("<a>&nbsp;</a>") != nil)
    #expect(XMLCheck.problem("<a>x < y</a>") != nil)
    #expect(XMLCheck.problem("<a/><b/>") != nil)
    #expect(XMLCheck.problem("<a x=1/>") != nil)
  }

  @Test func theDocsChartIsTheSamplesChart() throws {
    let h = try ProgressChartTests.sample()
    let svg = try #require(h.series(of: "Squat", metric: .e1rm)).svgText
    let url = ProgressChartTests.root.appendingPathComponent("docs/progress-squat.svg")
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" { try Data(svg.utf8).write(to: url) }
    #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == svg)
    // A record point is a diamond with the word PR, in Ink, not colour alone.
    #expect(svg.contains("fill=\"#0A0A0A\">PR</text>"))
  }
}

extension HistorySeries {
  var svgText: String { ProgressChart(self).svg }
}

/// A small XML well-formedness check: one root element, tags that nest and
/// match, quoted attributes, and only the five predefined entities or
/// character references.
enum XMLCheck {
  static func problem(_ text: String) -> String? {
    let s = Array(text.unicodeScalars)
    var i = 0
    var stack: [String] = []
    var roots = 0
    func name() -> String {
      var n = ""
      while i < s.count, s[i].properties.isAlphabetic || "-_:.0123456789".unicodeScalars.contains(s[i]) {
        n.unicodeScalars.append(s[i])
        i += 1
      }
      return n
    }
    func skipSpace() { while i < s.count, s[i] == " " || s[i] == "\n" || s[i] == "\t" || s[i] == "\r" { i += 1 } }
    func entity() -> Bool {
      var e = ""
      i += 1
      while i < s.count, s[i] != ";", e.count < 10 {
        e.unicodeScalars.append(s[i])
        i += 1
      }
      guard i < s.count, s[i] == ";" else { return false }
      i += 1
      return ["amp", "lt", "gt", "quot", "apos"].contains(e) || e.hasPrefix("#")
    }
    while i < s.count {
      if s[i] == "<" {
        i += 1
        if i < s.count, s[i] == "/" {
          i += 1
          let n = name()
          skipSpace()
          guard i < s.count, s[i] == ">" else { return "expected > after </\(n)" }
          i += 1
          guard stack.popLast() == n else { return "</\(n)> does not close the open element" }
          continue
        }
        let n = name()
        guard !n.isEmpty else { return "expected an element name after <" }
        if stack.isEmpty { roots += 1 }
        guard roots == 1 else { return "more than one root element" }
        while true {
          skipSpace()
          guard i < s.count else { return "the tag <\(n) is not closed" }
          if s[i] == ">" {
            i += 1
            stack.append(n)
            break
          }
          if s[i] == "/" {
            i += 1
            guard i < s.count, s[i] == ">" else { return "expected > after / in <\(n)" }
            i += 1
            break
          }
          let a = name()
          guard !a.isEmpty else { return "expected an attribute in <\(n)" }
          skipSpace()
          guard i < s.count, s[i] == "=" else { return "expected = after \(a)" }
          i += 1
          skipSpace()
          guard i < s.count, s[i] == "\"" || s[i] == "'" else { return "the value of \(a) is not quoted" }
          let q = s[i]
          i += 1
          while i < s.count, s[i] != q {
            if s[i] == "<" { return "< inside the value of \(a)" }
            if s[i] == "&", !entity() { return "a bad entity in \(a)" } else if s[i] != "&" { i += 1 }
          }
          guard i < s.count else { return "the value of \(a) is not closed" }
          i += 1
        }
      } else if s[i] == "&" {
        guard entity() else { return "a bad entity" }
      } else {
        if stack.isEmpty, !(s[i] == " " || s[i] == "\n") { return "text outside the root element" }
        i += 1
      }
    }
    return stack.isEmpty && roots == 1 ? nil : "elements left open: \(stack)"
  }
}
