import Foundation
import Testing
import UnitNotebook

@testable import UnitCLI

/// No input makes unit read or write a path it was not given: notebooks,
/// JSON, CSV, exports and map files whose every text names a file are only
/// text, and `unit lsp` answers from the documents the editor sent, never
/// from a file its URI names (docs/reliability.md).
///
/// Where strace is installed, the real executable runs under it and no
/// file system call may name the bait; without strace the same runs check
/// what they can see (the bait unchanged, no file made).
@Suite struct PathSafetyTests {
  static let strace = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }

  /// A folder holding a bait notebook and inputs whose texts name it in
  /// every way a path can be written.
  final class Folder {
    let temp: TemporaryFolder
    let bait: String
    var url: URL { temp.url }

    init() throws {
      temp = try TemporaryFolder()
      let baitFolder = temp.url.appendingPathComponent("bait")
      try FileManager.default.createDirectory(at: baitFolder, withIntermediateDirectories: true)
      bait = baitFolder.appendingPathComponent("secret.unit").path
      try write("bait/secret.unit", "# 2026-01-01 Secret\n")
      let names = [bait, "file://" + bait, "../bait/secret.unit", "bait/secret.unit", "/etc/passwd", "~/.ssh/id_rsa"]
      let set = WorkoutSet(load: .weight(Weight(DecimalValue(100), .kg)), reps: 5, status: .done)
      let sessions = names.enumerated().map { k, name in
        var s = set
        s.note = name
        return Session(
          date: LocalDate(year: 2026, month: 1, day: k + 1) ?? LocalDate.minimum, title: name, notes: [name],
          exercises: [Exercise(name: name, notes: [name], sets: [s])])
      }
      try write("paths.unit", Notebook(notes: names, sessions: sessions).canonicalText)
      var csv = "Date,Workout Name,Exercise Name,Set Order,Weight,Weight Unit,Reps,Notes,Workout Notes\n"
      for (k, name) in names.enumerated() {
        csv += "2026-01-0\(k + 1) 07:00:00,\"\(name)\",\"\(name)\",1,100,kg,5,\"\(name)\",\"\(name)\"\n"
      }
      try write("strong.csv", csv)
      try write("names.map", names.map { "\($0) = \($0)\n" }.joined())
    }

    func write(_ name: String, _ text: String) throws {
      try Data(text.utf8).write(to: url.appendingPathComponent(name))
    }

    /// Every file under the folder, by path relative to it.
    func listing() -> [String] {
      let e = FileManager.default.enumerator(atPath: url.path)
      return (e?.allObjects as? [String] ?? []).sorted()
    }
  }

  /// Runs unit (under strace when there is one) in `folder`; returns its
  /// result and the file system calls it made (empty without strace).
  func run(_ args: [String], in folder: Folder, stdin: Data = Data()) throws -> (UnitProcess.Result, String) {
    guard let strace = Self.strace else {
      return (try UnitProcess.run(args, stdin: stdin, in: folder.url), "")
    }
    let log = folder.url.appendingPathComponent("trace.log").path
    // LeakSanitizer cannot run under ptrace: an instrumented unit checks no leaks here.
    let asan = ProcessInfo.processInfo.environment["ASAN_OPTIONS"].map { $0 + ":" } ?? ""
    let result = try UnitProcess.run(
      args, stdin: stdin, in: folder.url, environment: ["ASAN_OPTIONS": asan + "detect_leaks=0"],
      wrapper: [strace, "-f", "-qq", "-e", "trace=%file", "-o", log])
    let trace = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    try? FileManager.default.removeItem(atPath: log)
    return (result, trace)
  }

  /// The commands, each with the inputs named on its command line.
  static let commands: [[String]] = [
    ["check", "paths.unit"],
    ["fmt", "paths.unit"],
    ["fmt", "-w", "paths.unit"],
    ["export", "--to", "json", "-o", "out.json", "paths.unit"],
    ["export", "--to", "csv", "-o", "out.csv", "paths.unit"],
    ["import", "--map", "names.map", "strong.csv"],
    ["import", "--map", "names.map", "--into", "log.unit", "strong.csv"],
  ]

  @Test(arguments: commands)
  func contentNamingPathsIsOnlyText(_ args: [String]) throws {
    let folder = try Folder()
    let before = folder.listing()
    let (result, trace) = try run(args, in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    if Self.strace != nil {
      #expect(trace.contains("\"\(args[args.count - 1])\""), "the trace shows the input opened")
    }
    for name in ["secret", "/etc/passwd", ".ssh"] {
      #expect(!trace.contains(name), "unit \(args.joined(separator: " ")) named \(name) in a file system call")
    }
    #expect(try String(contentsOfFile: folder.bait, encoding: .utf8) == "# 2026-01-01 Secret\n")
    let made = Set(folder.listing()).subtracting(before)
    #expect(made.isSubset(of: ["out.json", "out.csv", "log.unit"]), "\(made)")
  }

  /// Unit's own JSON and CSV, written from the notebook that names paths,
  /// read back by `unit import`.
  @Test(arguments: ["json", "csv"])
  func ownFormatsNamingPathsAreOnlyText(_ format: String) throws {
    let folder = try Folder()
    _ = try UnitProcess.run(["export", "--to", format, "-o", "paths.\(format)", "paths.unit"], in: folder.url)
    let (result, trace) = try run(["import", "-o", "back.unit", "paths.\(format)"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!trace.contains("secret") && !trace.contains("/etc/passwd"))
    #expect(
      try Data(contentsOf: folder.url.appendingPathComponent("back.unit"))
        == (try UnitProcess.run(["fmt", "paths.unit"], in: folder.url)).stdout)
  }

  /// `unit lsp` in memory: a request about a file's URI that the editor did
  /// not open is refused, and a document opened under a file's URI is the
  /// text sent, not the file's.
  @Test func theServerNeverOpensAFileByItsURI() throws {
    let folder = try Folder()
    let uri = "file://" + folder.bait
    let sent = "# 2026-02-02 Sent\n"
    let messages = [
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"textDocument/formatting","params":{"textDocument":{"uri":"\#(uri)"},"options":{"tabSize":2,"insertSpaces":true}}}"#,
      #"{"jsonrpc":"2.0","id":3,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"\#(uri)"}}}"#,
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","version":1,"text":"\#(sent.replacing("\n", with: "\\n"))"}}}"#,
      #"{"jsonrpc":"2.0","id":4,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"\#(uri)"}}}"#,
      #"{"jsonrpc":"2.0","id":5,"method":"shutdown"}"#,
      #"{"jsonrpc":"2.0","method":"exit"}"#,
    ]
    var sink = MemorySink()
    let framed = messages.flatMap { Array("Content-Length: \($0.utf8.count)\r\n\r\n\($0)".utf8) }
    let status = LSPCommand.serve(input: MemorySource(framed, chunk: 4096), output: &sink, log: { _ in })
    #expect(status == 0)
    let written = String(decoding: sink.bytes, as: UTF8.self)
    #expect(written.components(separatedBy: "no open document has the uri").count == 3, "requests 2 and 3 refused")
    #expect(written.contains("Sent") && !written.contains("Secret"), "the symbols are the sent text's")
  }

  /// The real `unit lsp` under strace: no file system call names the bait.
  @Test(.enabled(if: strace != nil)) func theServerProcessNeverOpensAFileByItsURI() throws {
    let folder = try Folder()
    let uri = "file://" + folder.bait
    let body = [
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":0,"character":3}}}"#,
      ##"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\##(uri)","version":1,"text":"# 2026-02-02\n"}}}"##,
      #"{"jsonrpc":"2.0","id":3,"method":"textDocument/formatting","params":{"textDocument":{"uri":"\#(uri)"},"options":{"tabSize":2,"insertSpaces":true}}}"#,
      #"{"jsonrpc":"2.0","id":4,"method":"shutdown"}"#,
      #"{"jsonrpc":"2.0","method":"exit"}"#,
    ].map { "Content-Length: \($0.utf8.count)\r\n\r\n\($0)" }.joined()
    let (result, trace) = try run(["lsp"], in: folder, stdin: Data(body.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!trace.isEmpty)
    #expect(!trace.contains("secret"), "a file system call names the bait")
  }

  /// The library imports nothing (not Foundation, not the C library), so no
  /// input it reads can make it touch a file: only UnitCLI opens paths, and
  /// only those on its command line.
  @Test func theLibraryImportsNothing() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/UnitNotebook")
    let files = FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []
    #expect(files.count > 50)
    for file in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      let imports = text.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("import ") }
      #expect(imports.isEmpty, "\(file): \(imports)")
    }
  }
}
