import Foundation
import Testing
import UnitNotebook

@testable import UnitCLI

/// Hover on an exercise says what it trains and where that comes from
/// (docs/lsp.md): a declaration of the workspace's `# Muscles` sections
/// (the later notebook's, in path order), the catalogue by a common name,
/// the catalogue corrected by hand, or that it is not known.
@Suite struct LSPMusclesTests {
  static let week = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("UnitNotebookTests/Fixtures/muscle-week")

  static func text(_ name: String) throws -> String {
    try String(contentsOf: week.appendingPathComponent(name), encoding: .utf8)
  }

  /// The 0-based line of `name`'s last block (not its declaration).
  static func line(of name: String, in text: String) -> Int {
    text.split(separator: "\n", omittingEmptySubsequences: false).lastIndex { $0.hasPrefix(name) } ?? -1
  }

  @Test func hoverSaysWhatAnExerciseTrains() throws {
    let (log, declared) = (try Self.text("log.unit"), try Self.text("muscles.unit"))
    // Path order puts log.unit first: muscles.unit's declarations are the later ones.
    let folder = try LSPWorkspaceTests.Folder(["log.unit": log, "muscles.unit": declared])
    let client = try LSPClient()
    _ = try LSPWorkspaceTests.initialize(client, root: folder.root)
    let uri = folder.uri("log.unit")
    try LSPSessionTests.open(client, uri, log)
    _ = try client.notification("textDocument/publishDiagnostics")
    func hover(_ name: String) throws -> String {
      try LSPWorkspaceTests.hover(client, uri, Self.line(of: name, in: log))
    }
    #expect(
      try hover("Bench Press").contains(
        "Muscles: chest; secondary: shoulders, triceps (the catalogue's Barbell Bench Press - Medium Grip, for the common name Bench Press)"
      ))
    #expect(
      try hover("Squat").contains(
        "Muscles: quadriceps, glutes; secondary: adductors, lower back (the catalogue's Barbell Squat, for the common name Squat, corrected by hand)"
      ))
    #expect(
      try hover("Belt Squat").contains(
        "Muscles: quadriceps; secondary: glutes (declared as Belt Squat in muscles.unit, line 5)"))
    #expect(
      try hover("Pullups").contains("Muscles: lats; secondary: biceps (declared as Pull-Up in muscles.unit, line 6)"))
    #expect(try hover("Mystery Machine").contains("Muscles: not known"))

    // The open document's section is read as edited.
    let edited = log.replacingOccurrences(of: "Belt Squat: quadriceps, glutes", with: "Mystery Machine: calves")
    try client.notify(
      "textDocument/didChange",
      ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": edited]]])
    _ = try client.notification("textDocument/publishDiagnostics")
    let machine = try LSPWorkspaceTests.hover(client, uri, Self.line(of: "Mystery Machine", in: edited))
    #expect(machine.contains("Muscles: calves (declared as Mystery Machine in log.unit, line 5)"), "\(machine)")
  }
}
