import Foundation
import Testing
import UnitNotebook

@testable import UnitCLI

/// A chart's value labels (first, last, best) keep clear of the other
/// points' marks and of the line, where a side of the point is clear: in
/// the report's small Squat chart of the training log and the body-weight
/// samples, records crowd the first weeks and the last point ends a steep
/// fall.
@Suite struct ChartLabelTests {
  @Test func valueLabelsSitWhereTheyAreClear() throws {
    // The older 5/3/1 sample (its logged cycle ends on a deload, the steep
    // fall), kept as the file of the CLI case next-sample-531-bbb.
    let files = [
      "Samples/training-log.unit", "Samples/bodyweight.unit", "Samples/conditioning.unit",
      "Tests/CLITests/Cases/next-sample-531-bbb/files/531-bbb.unit",
    ]
    let inputs = try files.map { f in
      (name: f, text: Array(try Data(contentsOf: ProgressChartTests.root.appendingPathComponent(f))))
    }
    let history = TrainingHistory.read(inputs).history
    let squat = try #require(history.series(of: "Squat", metric: .e1rm))
    let days = try #require(history.trainingDays())
    let svg = ReportStrength.chart(squat, id: "squat", from: days.first, to: days.last)
    // The points' marks: dots and diamonds (a diamond's path starts at its top).
    var marks: [(x: Double, y: Double)] = []
    for m in ChartLabelTests.matches(#"<circle cx="([0-9.]+)" cy="([0-9.]+)""#, svg) { marks.append((m[0], m[1])) }
    for m in ChartLabelTests.matches(#"<path d="M([0-9.]+) ([0-9.]+) L"#, svg) { marks.append((m[0], m[1] + 7)) }
    #expect(marks.count == squat.points.count)
    // The value labels (weight 600) and the first point's: under it, clear
    // of the records just after it (above it, it covered their diamonds).
    let labels = ChartLabelTests.matches(#"<text x="([0-9.]+)" y="([0-9.]+)"[^>]*font-weight="600"[^>]*>[0-9.]+<"#, svg)
    #expect(labels.count == 3)
    let first = try #require(marks.min { $0.x < $1.x })
    let firstLabel = try #require(labels.min { abs($0[0] - first.x) < abs($1[0] - first.x) })
    #expect(firstLabel[1] > first.y, "the first value is written under its point")
    // No label's text (11 px high, 6.6 px a character, at most five) covers another point's mark.
    for l in labels {
      let covers = marks.filter { m in abs(m.x - l[0]) < 16.5 + 4 && m.y > l[1] - 11 - 4 && m.y < l[1] + 4 }
      #expect(covers.count <= 1, "a label at \(l) covers \(covers)")
    }
  }

  /// No two labels of a chart cover each other, measured as DejaVu Sans
  /// Mono (the widest usual fallback) draws them: a real Hevy export's
  /// curl chart wrote its best and its last value, equal and a session
  /// apart, on top of each other with the word PR between ("109.2 PR
  /// 109.2"); the browser test measures every chart of its pages.
  @Test func noTwoLabelsIntersect() throws {
    // A year of curls, their best set twice in the last week (a record,
    // then a tie) with a dip between; an extension begun in October whose
    // first value is its lowest, right above the axis' "Oct 2024".
    let start = try #require(LocalDate("2024-07-01"))
    var text = ""
    for k in 0..<48 {
      let date = start.adding(days: 7 * k) ?? start
      let curl = k == 45 || k == 47 ? 78 : k == 46 ? 70 : 50 + k / 2
      text += "# \(date) A\n\nLeg Curl \(curl)kg × 12 ✓\n"
      if k >= 16 { text += "Leg Extension \(k == 16 ? 60 : 70 + k % 9)kg × 12 ✓\n" }
      text += "\n"
    }
    let history = TrainingHistory.read([(name: "log.unit", text: Array(text.utf8))]).history
    let days = try #require(history.trainingDays())
    var charts = try ProgressChartTests.charts
    for name in ["Leg Curl", "Leg Extension"] {
      let s = try #require(history.series(of: name, metric: .e1rm))
      charts.append(ReportStrength.chart(s, id: "x", from: days.first, to: days.last))
    }
    for svg in charts {
      let boxes = ChartLabelTests.labels(svg)
      #expect(boxes.count >= 4)
      for i in boxes.indices {
        for j in boxes.indices where j > i {
          let (a, b) = (boxes[i], boxes[j])
          let apart = a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0
          #expect(apart, "\(a.text) and \(b.text) intersect")
        }
      }
    }
  }

  /// Every text label of an SVG and its box.
  static func labels(_ svg: String) -> [(text: String, x0: Double, y0: Double, x1: Double, y1: Double)] {
    let pattern =
      #"<text x="([0-9.-]+)" y="([0-9.-]+)" text-anchor="(middle|end)"[^>]*font-size="([0-9.]+)"[^>]*>([^<]*)</text>"#
    guard let re = try? NSRegularExpression(pattern: pattern) else { return [] }
    return re.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).compactMap { m in
      let g = (1..<m.numberOfRanges).compactMap { Range(m.range(at: $0), in: svg).map { String(svg[$0]) } }
      guard g.count == 5, let x = Double(g[0]), let y = Double(g[1]), let size = Double(g[3]) else { return nil }
      let width = Double(g[4].unicodeScalars.count) * 0.602 * size
      let x0 = g[2] == "end" ? x - width : x - width / 2
      return (g[4], x0, y - 0.928 * size, x0 + width, y + 0.236 * size)
    }
  }

  /// The numbers each match of `pattern` captures.
  static func matches(_ pattern: String, _ s: String) -> [[Double]] {
    guard let re = try? NSRegularExpression(pattern: pattern) else { return [] }
    return re.matches(in: s, range: NSRange(s.startIndex..., in: s)).map { m in
      (1..<m.numberOfRanges).compactMap { Range(m.range(at: $0), in: s).flatMap { Double(s[$0]) } }
    }
  }
}
