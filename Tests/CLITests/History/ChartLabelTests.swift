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
    let files = ["training-log.unit", "bodyweight.unit", "conditioning.unit", "531-bbb.unit"]
    let inputs = try files.map { f in
      (name: f, text: Array(try Data(contentsOf: ProgressChartTests.root.appendingPathComponent("Samples/\(f)"))))
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

  /// The numbers each match of `pattern` captures.
  static func matches(_ pattern: String, _ s: String) -> [[Double]] {
    guard let re = try? NSRegularExpression(pattern: pattern) else { return [] }
    return re.matches(in: s, range: NSRange(s.startIndex..., in: s)).map { m in
      (1..<m.numberOfRanges).compactMap { Range(m.range(at: $0), in: s).flatMap { Double(s[$0]) } }
    }
  }
}
