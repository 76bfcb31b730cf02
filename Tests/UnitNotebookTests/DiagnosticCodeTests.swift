import Foundation
import Testing

@testable import UnitNotebook

/// Every diagnostic has a stable code, and docs/diagnostics.md lists them all
/// (issue 36 item 4). The codes are read from the library's source, where
/// each stage declares its own beside its messages (`public static let NAME =
/// Self(rawValue: "stage.what")`), so the list has no copy to keep in step.
@Suite struct DiagnosticCodeTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every `Diagnostic.Code` constant of the library: its name and raw value.
  static func declaredCodes() throws -> [(name: String, raw: String)] {
    let library = repository.appendingPathComponent("Sources/UnitNotebook")
    let pattern = try Regex(#"public static let (\w+) = (?:Code|Self)\(rawValue: "([^"]+)"\)"#)
    var found: [(String, String)] = []
    let walker = FileManager.default.enumerator(atPath: library.path)
    while let path = walker?.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let text = try String(contentsOfFile: library.path + "/" + path, encoding: .utf8)
      for match in text.matches(of: pattern) {
        guard let name = match.output[1].substring, let raw = match.output[2].substring else { continue }
        found.append((String(name), String(raw)))
      }
    }
    return found
  }

  /// The codes docs/diagnostics.md lists: the first cell of each table row
  /// that starts with a code in backquotes.
  static func documentedCodes() throws -> [String] {
    let doc = try String(
      contentsOf: repository.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
    let pattern = try Regex(#"^\| `([a-z0-9-]+(?:\.[a-z0-9-]+)?)` \|"#)
    return doc.split(separator: "\n").compactMap { line in
      (try? pattern.firstMatch(in: String(line)))?.output[1].substring.map(String.init)
    }
  }

  /// The severity cell of each code's row in docs/diagnostics.md.
  static func documentedSeverities() throws -> [String: String] {
    let doc = try String(
      contentsOf: repository.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
    let pattern = try Regex(#"^\| `([a-z0-9-]+(?:\.[a-z0-9-]+)?)` \| ([a-z ]+) \|"#)
    var found: [String: String] = [:]
    for line in doc.split(separator: "\n") {
      guard let m = try pattern.firstMatch(in: String(line)), let code = m.output[1].substring,
        let severity = m.output[2].substring
      else { continue }
      found[String(code)] = String(severity)
    }
    return found
  }

  @Test func theDocListsEveryCodeOnce() throws {
    let declared = try Self.declaredCodes().map(\.raw)
    let documented = try Self.documentedCodes()
    #expect(declared.count >= 100, "the walk found the codes: \(declared.count)")
    #expect(Set(documented) == Set(declared), "docs/diagnostics.md and the code constants differ")
    #expect(try Set(Self.documentedSeverities().keys) == Set(documented), "a row without its severity")
    #expect(documented.count == Set(documented).count, "a code documented twice")
    #expect(Set(documented).subtracting(declared).isEmpty, "documented, not declared")
    #expect(Set(declared).subtracting(documented).isEmpty, "declared, not documented")
  }

  @Test func codesAreUniqueAndWellFormed() throws {
    let declared = try Self.declaredCodes()
    let raws = declared.map(\.raw)
    #expect(raws.count == Set(raws).count, "two constants with one raw value")
    #expect(declared.map(\.name).count == Set(declared.map(\.name)).count, "two constants with one name")
    let shape = try Regex(#"^([a-z]+\.)?[a-z0-9]+(-[a-z0-9]+)*$"#)
    for raw in raws {
      #expect(raw.wholeMatch(of: shape) != nil, "\(raw) is not stage.words-with-dashes")
    }
    // Released, never renamed.
    #expect(Diagnostic.Code.weightUnitNeeded.rawValue == "import.weight-unit-needed")
    #expect(Diagnostic.Code.problemsNotShown.rawValue == "problems-not-shown")
  }

  // MARK: - The corpus

  /// Every input file of the tests: the goldens' inputs, the CLI cases'
  /// files, the conversion and import fixtures.
  static func corpus() -> [URL] {
    let roots = ["Tests/UnitNotebookTests/Fixtures", "Tests/CLITests/Cases"].map {
      repository.appendingPathComponent($0)
    }
    var files: [URL] = []
    for root in roots {
      let walker = FileManager.default.enumerator(atPath: root.path)
      while let path = walker?.nextObject() as? String {
        let ext = (path as NSString).pathExtension
        if ["unit", "input", "csv", "json", "txt", "map"].contains(ext) {
          files.append(root.appendingPathComponent(path))
        }
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// What the library says of one file, by every reader that takes it.
  static func diagnostics(of url: URL) throws -> [Diagnostic] {
    let bytes = Array(try Data(contentsOf: url))
    switch url.pathExtension {
    case "unit", "input":
      var all = NotebookFormatter.check(utf8: bytes)
      for format in NotebookExport.Format.allCases {
        all += NotebookExport.export([bytes], to: format) { _ in }.flatMap { $0 }
      }
      return all
    case "map":
      return ExerciseNameMap.parse(bytes).diagnostics
    default:
      guard let format = NotebookImporter.detect(bytes) else {
        return bytes.withUnsafeBufferPointer { NotebookImporter.unrecognised(buffer: $0) }.map { [$0] } ?? []
      }
      return NotebookImporter.read(bytes, as: format).diagnostics
        + NotebookImporter.read(bytes, as: format, options: ImportOptions(unit: .kg)).diagnostics
    }
  }

  @Test func everyDiagnosticOfTheCorpusHasADocumentedCode() throws {
    let documented = Set(try Self.documentedCodes())
    let severities = try Self.documentedSeverities()
    let files = Self.corpus()
    #expect(files.count > 300, "the walk found the corpus: \(files.count)")
    var seen: Set<String> = []
    var count = 0
    for url in files {
      for d in try Self.diagnostics(of: url) {
        count += 1
        guard let code = d.code else {
          Issue.record("\(url.lastPathComponent):\(d.line):\(d.column): no code for '\(d.message)'")
          continue
        }
        seen.insert(code.rawValue)
        #expect(documented.contains(code.rawValue), "\(code) is not in docs/diagnostics.md")
        #expect(
          severities[code.rawValue]?.contains(d.severity.rawValue) == true,
          "docs/diagnostics.md does not say \(code) can be a \(d.severity.rawValue)")
      }
    }
    #expect(count > 500, "the corpus makes diagnostics: \(count)")
    // The corpus reaches these stages; the JSON and CSV readers' refusals
    // are inline in their tests, whose `problems` and the fuzz oracles
    // (`FuzzOracle.unfit`) hold their codes.
    for stage in ["syntax.", "notebook.", "csv.", "import.", "export."] {
      #expect(seen.contains { $0.hasPrefix(stage) }, "no \(stage) code in the corpus: \(seen.sorted())")
    }
  }

  /// The parser's codes live beside their messages: a builder's code is the
  /// constant of its own name (checked for the ones that take no argument).
  @Test func aMessageCarriesItsOwnCode() {
    #expect(Message.expectedDate.code == .expectedDate)
    #expect(Message.duplicateReps.code == .duplicateReps)
    #expect(Message.expectedUnit("100").code.rawValue == "syntax.expected-unit")
    #expect(Message.durationField("1:75").appending(" (more)").code == .durationField)
  }
}
