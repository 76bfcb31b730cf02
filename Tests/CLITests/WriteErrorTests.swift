import Foundation
import Testing

@testable import UnitCLI

/// A write that fails is an error (docs/cli.md, "When output cannot be
/// written"): on a full device every command says so and exits 2, through
/// the real executable; a pipe whose reader has gone ends unit quietly.
@Suite struct WriteErrorTests {
  /// What a full device is, as the command of `args` says it (the tool's
  /// own options have no command's name).
  static func fullDevice(_ args: [String]) -> String {
    let command = args.first.flatMap { $0.hasPrefix("-") ? nil : " " + $0 } ?? ""
    return "unit\(command): error: cannot write standard output: No space left on device\n"
  }

  static let notebook = "# 2026-11-29 Lower A\nSquat 100kg x 5 done\nPullup BW x 8 done\n"

  /// A notebook of `days` sessions.
  static func notebook(days: Int) -> String {
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    var s = ""
    for day in 0..<days {
      s += "# 2026-\(two(1 + day % 12))-\(two(1 + day % 28)) Day \(day)\n"
      s += "Squat\n  100kg x 5 done\n  105kg x 5 done\n\n"
    }
    return s
  }

  /// A notebook whose canonical text is far larger than a pipe holds (64 KiB).
  static let big = notebook(days: 4000)

  /// A notebook large enough for `fmt` to format it on two threads.
  static let huge = notebook(days: 70_000)

  /// Runs unit with standard output on `/dev/full`.
  func runToFullDevice(_ args: [String], stdin: Data = Data(), files: [String: String] = [:]) throws
    -> UnitProcess.Result
  {
    let dir = try TemporaryFolder()
    for (name, text) in files { try Data(text.utf8).write(to: dir.url.appendingPathComponent(name)) }
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"), "this system has no /dev/full")
    defer { try? full.close() }
    return try UnitProcess.run(args, stdin: stdin, in: dir.url, stdout: full)
  }

  static let exportJSON: String = {
    var console = BufferConsole(input: Array(notebook.utf8))
    _ = CLI.run(["export", "--to", "json"], console: &console)
    return String(decoding: console.output, as: UTF8.self)
  }()

  @Test(arguments: [
    ["fmt", "week.unit"],
    ["fmt"],
    ["export", "--to", "json", "week.unit"],
    ["export", "--to", "csv", "week.unit"],
    ["import", "week.json"],
    ["import", "--dry-run", "week.json"],
    ["fmt", "--check", "messy.unit"],
    ["--version"],
    ["help", "fmt"],
  ])
  func aFullDeviceIsAnError(_ args: [String]) throws {
    // Standard input only for the command that reads it: writing to a
    // process that has ended would be SIGPIPE for the test runner.
    let r = try runToFullDevice(
      args, stdin: args == ["fmt"] ? Data(Self.notebook.utf8) : Data(),
      files: ["week.unit": Self.notebook, "week.json": Self.exportJSON, "messy.unit": Self.notebook])
    #expect(r.status == 2, "\(args)")
    #expect(r.stderr == Self.fullDevice(args), "\(args)")
  }

  /// The same for the exports to the apps, which also warn of what their
  /// layouts cannot hold: the warnings, then the failed write, status 2.
  @Test(arguments: [["export", "--to", "strong", "week.unit"], ["export", "--to", "hevy", "week.unit"]])
  func aFullDeviceIsAnErrorForTheApps(_ args: [String]) throws {
    let r = try runToFullDevice(args, stdin: Data(), files: ["week.unit": Self.notebook])
    #expect(r.status == 2, "\(args)")
    #expect(r.stderr.hasSuffix(Self.fullDevice(args)), "\(args): \(r.stderr)")
  }

  /// A large notebook is formatted on two threads, and an export always
  /// writes while another thread reads (at any size): they fail the same.
  @Test(arguments: [
    ["fmt", "huge.unit"], ["export", "--to", "json", "big.unit"], ["export", "--to", "csv", "big.unit"],
  ])
  func aFullDeviceIsAnErrorForLargeFiles(_ args: [String]) throws {
    let files = args.first == "fmt" ? ["huge.unit": Self.huge] : ["big.unit": Self.big]
    if args.first == "fmt" {
      try #require(Self.huge.utf8.count >= ParallelFormat.threshold, "the notebook must be formatted on two threads")
    }
    let r = try runToFullDevice(args, files: files)
    #expect(r.status == 2, "\(args)")
    #expect(r.stderr == Self.fullDevice(args), "\(args)")
  }

  /// An import large enough to be printed while it is read (StreamingImport).
  @Test func aFullDeviceIsAnErrorForAStreamedImport() throws {
    var console = BufferConsole(input: Array(Self.notebook(days: 16_000).utf8))
    _ = CLI.run(["export", "--to", "json"], console: &console)
    let json = String(decoding: console.output, as: UTF8.self)
    try #require(json.utf8.count >= StreamingImport.threshold, "the export must be large enough to be streamed")
    let r = try runToFullDevice(["import", "big.json"], files: ["big.json": json])
    #expect(r.status == 2)
    #expect(r.stderr == Self.fullDevice(["import"]))
  }

  /// The language server cannot answer `initialize`: it says so on
  /// standard error and ends with status 2, rather than serve on unheard.
  @Test func theLanguageServerEndsWhenItCannotWrite() throws {
    let body = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#
    let message = Data("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    let r = try runToFullDevice(["lsp"], stdin: message)
    #expect(r.status == 2)
    #expect(r.stderr == Self.fullDevice(["lsp"]))
  }

  /// Runs a bash script with `$UNIT` set; standard output and error back.
  func runShell(_ script: String, files: [String: String]) throws -> (stdout: String, stderr: String, status: Int32) {
    let dir = try TemporaryFolder()
    for (name, text) in files { try Data(text.utf8).write(to: dir.url.appendingPathComponent(name)) }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/bash")
    p.arguments = ["-c", script]
    p.currentDirectoryURL = dir.url
    var env = ProcessInfo.processInfo.environment
    env["UNIT"] = UnitProcess.executable.path
    p.environment = env
    let out = Pipe()
    let err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    let errors = ErrorText()
    Thread { errors.finish(err.fileHandleForReading.readDataToEndOfFile()) }.start()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), errors.wait(), p.terminationStatus)
  }

  /// `unit fmt big.unit | head -1`: the first line, and not a word on
  /// standard error; unit ends as SIGPIPE ends it (141 in the shell),
  /// whether it was started with SIGPIPE at its default or ignored.
  @Test(arguments: ["", "trap '' PIPE; "])
  func aClosedPipeIsQuiet(_ prelude: String) throws {
    let r = try runShell(
      prelude + #""$UNIT" fmt big.unit | head -1; echo "status ${PIPESTATUS[0]}""#, files: ["big.unit": Self.big])
    #expect(r.stdout == "# 2026-01-01 Day 0\nstatus 141\n")
    #expect(r.stderr == "")
    #expect(r.status == 0)
  }

  /// The same for the streamed export, whose writes happen while another
  /// thread reads.
  @Test func aClosedPipeIsQuietForAStreamedExport() throws {
    let r = try runShell(
      #""$UNIT" export --to csv big.unit | head -1; echo "status ${PIPESTATUS[0]}""#, files: ["big.unit": Self.big])
    #expect(r.stdout.hasPrefix("date,start,end,session,exercise,"))
    #expect(r.stdout.hasSuffix("rules\r\nstatus 141\n"))
    #expect(r.stderr == "")
  }

  // MARK: In process: the console keeps the failure and the tool reports it

  @Test(arguments: [
    ["fmt"], ["export", "--to", "json"], ["export", "--to", "csv"], ["--help"], ["check", "--help"],
  ])
  func everyCommandReportsAFailedWrite(_ args: [String]) {
    var console = BufferConsole(input: Array(Self.big.utf8), outputCapacity: 100)
    #expect(CLI.run(args, console: &console) == 2, "\(args)")
    #expect(console.error == Self.fullDevice(args), "\(args)")
    #expect(console.output.count <= 100)
  }

  /// Nothing is written after the first failure, even when later writes would fit.
  @Test func noWriteAfterAFailure() {
    var console = BufferConsole(outputCapacity: 10)
    console.writeOutput(Array("12345678901".utf8))
    console.writeOutput(Array("1".utf8))
    #expect(console.output.isEmpty)
    #expect(console.outputFailure == OutputFailure(code: ENOSPC))
  }

  @Test func theServerInMemoryStopsWhenItCannotWrite() {
    let body = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#
    let message = Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    var sink = MemorySink(capacity: 10)
    var logged: [String] = []
    let status = LSPCommand.serve(
      input: MemorySource(message + message + message), output: &sink, log: { logged.append($0) })
    #expect(status == 2)
    #expect(logged == ["unit lsp: error: cannot write standard output: No space left on device"])
    #expect(sink.bytes.isEmpty)
  }
}
