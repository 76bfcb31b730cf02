import Foundation
import Testing

@testable import UnitCLI

/// The version the tool says, the one CHANGELOG.md last released and the
/// one of the library's stable surface (.ci/api/baseline) are one, and the
/// baseline holds the shape of `RecordValue.weight` the changelog says it
/// keeps (docs/ARCHITECTURE.md, "The stable surface").
@Suite struct ReleaseTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func theVersionIsOneEverywhere() throws {
    let changelog = try Self.text("CHANGELOG.md")
    let released = changelog.split(separator: "\n").first {
      $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
    }
    #expect(released?.hasPrefix("## [\(CLI.version)] - ") == true, "\(released ?? "no release")")
    let baseline = try Self.text(".ci/api/baseline")
    #expect(baseline.contains("\nversion \(CLI.version)\n"))
    let commit = baseline.split(separator: "\n").first { $0.hasPrefix("commit ") }?.dropFirst(7) ?? ""
    #expect(commit.count == 40 && commit.allSatisfy(\.isHexDigit), "\(commit)")
    #expect(changelog.contains("commit `\(commit)`"), "the changelog names the baseline's commit")
  }

  /// The dump decompresses, is the library's, and keeps the exact shape.
  @Test func theBaselineIsTheLibrarysSurface() throws {
    let gunzip = Process()
    gunzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    gunzip.arguments = ["gzip", "-dc", Self.root.appendingPathComponent(".ci/api/UnitNotebook.json.gz").path]
    let out = Pipe()
    gunzip.standardOutput = out
    try gunzip.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    gunzip.waitUntilExit()
    #expect(gunzip.terminationStatus == 0)
    let root = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["ABIRoot"] as? [String: Any]
    #expect(root?["name"] as? String == "UnitNotebook")
    let text = String(decoding: data, as: UTF8.self)
    #expect(
      text.contains(
        "(UnitNotebook.RecordValue.Type) -> (UnitNotebook.HistoryNumber, UnitNotebook.WeightUnit) -> UnitNotebook.RecordValue"
      ))
    let types = Set(
      (root?["children"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "TypeDecl" }.compactMap {
        $0["name"] as? String
      })
    for type in ["Notebook", "NotebookFormatter", "NotebookJSON", "NotebookCSV", "NotebookImporter", "TrainingHistory"]
    {
      #expect(types.contains(type), "\(type)")
    }
  }
}
