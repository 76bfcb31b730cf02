// The Swift examples of the docs compile, as Rust's doctests do: every
// ```swift block (not ```swift package, a manifest's fragment) of the README, docs/*.md (but ARCHITECTURE.md, whose
// examples show the library's insides) and the DocC page is typechecked
// against the library's built module, as an app's code would be. An error
// points at the doc's own line (#sourceLocation).
import Foundation
import Testing

@Suite struct DocExamplesTests {
  @Test func everySwiftExampleOfTheDocsCompiles() throws {
    let examples = try DocExamples.all()
    #expect(examples.count >= 10, "found only \(examples.count) examples: is the extraction broken?")
    let result = try DocExamples.typecheck(examples)
    #expect(result.status == 0, "a doc example does not compile:\n\(result.output)")
  }

  /// The check can fail: an example that calls what the library does not
  /// have is refused, at its doc's line.
  @Test func aBrokenExampleIsCaught() throws {
    let broken = DocExamples.Example(file: "docs/broken.md", line: 7, code: "let n = Notebook.parse(42)")
    let result = try DocExamples.typecheck([broken])
    #expect(result.status != 0)
    #expect(result.output.contains("docs/broken.md:8"), "\(result.output)")
  }
}

enum DocExamples {
  struct Example {
    var file: String
    /// The line of the opening fence; the code starts on the next one.
    var line: Int
    var code: String
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The files an app developer reads.
  static func documents() throws -> [String] {
    let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
      .filter { $0.hasSuffix(".md") && $0 != "ARCHITECTURE.md" }.sorted().map { "docs/" + $0 }
    return ["README.md", "Sources/UnitNotebook/UnitNotebook.docc/UnitNotebook.md"] + docs
  }

  static func all() throws -> [Example] {
    try documents().flatMap { file in
      extract(try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8), file: file)
    }
  }

  /// The ```swift blocks of a markdown text.
  static func extract(_ text: String, file: String) -> [Example] {
    var found: [Example] = []
    var open: (line: Int, code: [Substring])?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let fence = line.drop { $0 == " " }
      if var block = open {
        if fence.hasPrefix("```") {
          found.append(Example(file: file, line: block.line, code: block.code.joined(separator: "\n")))
          open = nil
        } else {
          block.code.append(line)
          open = block
        }
      } else if fence.trimmingCharacters(in: .whitespaces) == "```swift" {  // not "```swift package"
        open = (index + 1, [])
      }
    }
    return found
  }

  /// What an example may take as given: a notebook's text and bytes, a day,
  /// somewhere to write. Declared at the top level, so an example's own
  /// `let` of the same name shadows them.
  static let givens = """
    import Foundation
    import UnitNotebook

    let text = "# 2026-11-29 Lower A\\nSquat 100kg × 5 ✓\\n"
    let bytes: [UInt8] = Array(text.utf8)
    let notebook = Notebook.parse(text).notebook
    let n = notebook
    let existing = notebook
    let declarations = Notebook(muscles: [MuscleDeclaration(exercise: "Belt Squat", primary: [.quadriceps])])
    let notebookBytes = bytes
    let mapBytes: [UInt8] = Array("Back Squat = Squat\\n".utf8)
    let mapFileBytes = mapBytes
    let routines = bytes
    let log = bytes
    let data = Data(NotebookJSON.write(notebook))
    let today = LocalDate(year: 2026, month: 12, day: 4)!
    let day = today
    let march = LocalDate(year: 2026, month: 3, day: 1)!
    let userValue: DecimalValue = 2.5
    let history = TrainingHistory.read([(name: "log.unit", text: bytes)]).history
    func write(_ chunk: [UInt8]) {}

    """

  /// Typechecks the examples, each in a function of its own, against the
  /// module the tests were built with.
  static func typecheck(_ examples: [Example]) throws -> (status: Int32, output: String) {
    // An example's imports go to the top of the file (blanked in place, so
    // its lines keep their numbers).
    var imports: Set<String> = []
    var bodies = ""
    for (index, example) in examples.enumerated() {
      let lines = example.code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        guard line.hasPrefix("import ") else { return String(line) }
        imports.insert(String(line))
        return ""
      }
      bodies += "func example\(index)() throws {\n"
      bodies += "#sourceLocation(file: \"\(example.file)\", line: \(example.line + 1))\n"
      bodies += lines.joined(separator: "\n") + "\n#sourceLocation()\n}\n\n"
    }
    let source = imports.sorted().joined(separator: "\n") + "\n" + givens + bodies
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unit-doc-examples-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Examples.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let modules = try modulesFolder()
    return try run(
      [
        "swiftc", "-typecheck", "-parse-as-library", "-suppress-warnings", "-swift-version", "6", "-I", modules,
        "-module-cache-path",
        folder.appendingPathComponent("cache").path, file.path,
      ])
  }

  /// The folder of the built modules, beside the test bundle (`.build/…/debug/Modules`).
  static func modulesFolder() throws -> String {
    var candidates = [URL(fileURLWithPath: CommandLine.arguments[0])]
    candidates += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
    for bundle in candidates {
      var folder = bundle.deletingLastPathComponent()
      for _ in 0..<4 {
        let modules = folder.appendingPathComponent("Modules")
        if FileManager.default.fileExists(atPath: modules.appendingPathComponent("UnitNotebook.swiftmodule").path) {
          return modules.path
        }
        folder = folder.deletingLastPathComponent()
      }
    }
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Modules/UnitNotebook.swiftmodule"])
  }

  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}
