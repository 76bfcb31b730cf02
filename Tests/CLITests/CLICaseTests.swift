import Foundation
import Testing

/// Command-line tests written as case folders, run against the real `unit`
/// executable in a fresh temporary folder:
///
///     Cases/NAME/args             one argument per line
///     Cases/NAME/stdin            standard input (optional)
///     Cases/NAME/files/…          copied into the working folder first (optional)
///     Cases/NAME/expected/stdout  expected standard output
///     Cases/NAME/expected/stderr  expected standard error
///     Cases/NAME/expected/status  expected exit status
///     Cases/NAME/expected/files/… files that must hold exactly this afterwards (optional)
///
/// `UPDATE_GOLDEN=1 swift test` rewrites `expected/` from what the tool does.
@Suite struct CLICaseTests {
  static let casesRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Cases")

  /// Every case folder; with `UNIT_CLI_CASES=export-,import-` in the
  /// environment, only the cases whose names start so (the ThreadSanitizer
  /// run of .ci/sanitizers.sh takes the commands that run two threads on
  /// small inputs).
  static var cases: [String] {
    let prefixes = ProcessInfo.processInfo.environment["UNIT_CLI_CASES"].map {
      $0.split(separator: ",").map(String.init)
    }
    return ((try? FileManager.default.contentsOfDirectory(atPath: casesRoot.path)) ?? []).filter { name in
      FileManager.default.fileExists(atPath: casesRoot.appendingPathComponent(name).appendingPathComponent("args").path)
        && (prefixes.map { $0.contains { name.hasPrefix($0) } } ?? true)
    }.sorted()
  }

  @Test(arguments: cases)
  func runs(_ name: String) throws {
    let dir = CLICaseTests.casesRoot.appendingPathComponent(name)
    let fm = FileManager.default
    let args = try String(contentsOf: dir.appendingPathComponent("args"), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    let stdin = (try? Data(contentsOf: dir.appendingPathComponent("stdin"))) ?? Data()
    let work = try TemporaryFolder()
    let files = dir.appendingPathComponent("files")
    if fm.fileExists(atPath: files.path) {
      for f in try fm.contentsOfDirectory(atPath: files.path) {
        try fm.copyItem(at: files.appendingPathComponent(f), to: work.url.appendingPathComponent(f))
      }
    }
    let result = try UnitProcess.run(args, stdin: stdin, in: work.url)
    let expected = dir.appendingPathComponent("expected")
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
      try fm.createDirectory(at: expected, withIntermediateDirectories: true)
      try result.stdout.write(to: expected.appendingPathComponent("stdout"))
      try Data(result.stderr.utf8).write(to: expected.appendingPathComponent("stderr"))
      try Data("\(result.status)\n".utf8).write(to: expected.appendingPathComponent("status"))
      // The files a case expects after the run are rewritten too (only those it already lists).
      let expectedFiles = expected.appendingPathComponent("files")
      for f in (try? fm.contentsOfDirectory(atPath: expectedFiles.path)) ?? [] {
        try Data(contentsOf: work.url.appendingPathComponent(f)).write(to: expectedFiles.appendingPathComponent(f))
      }
      return
    }
    let out = try Data(contentsOf: expected.appendingPathComponent("stdout"))
    let err = try String(contentsOf: expected.appendingPathComponent("stderr"), encoding: .utf8)
    let status = try String(contentsOf: expected.appendingPathComponent("status"), encoding: .utf8)
    #expect(String(decoding: result.stdout, as: UTF8.self) == String(decoding: out, as: UTF8.self), "stdout")
    #expect(result.stderr == err, "stderr")
    #expect("\(result.status)\n" == status, "exit status")
    let expectedFiles = expected.appendingPathComponent("files")
    if fm.fileExists(atPath: expectedFiles.path) {
      for f in try fm.contentsOfDirectory(atPath: expectedFiles.path) {
        let want = try Data(contentsOf: expectedFiles.appendingPathComponent(f))
        let got = try? Data(contentsOf: work.url.appendingPathComponent(f))
        #expect(got == want, "file \(f) after the run")
      }
    }
  }

  @Test func thereAreCases() {
    #expect(CLICaseTests.cases.count >= 10)
  }
}

/// A temporary folder removed when the value goes away.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("unit-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}

/// What a process wrote on standard error, handed from the thread that reads
/// it to the one that waits, under a lock (so ThreadSanitizer sees the order).
final class ErrorText: @unchecked Sendable {
  private let condition = NSCondition()
  private var data: Data? = nil

  func finish(_ bytes: Data) {
    condition.lock()
    data = bytes
    condition.broadcast()
    condition.unlock()
  }

  func wait() -> String {
    condition.lock()
    defer { condition.unlock() }
    while data == nil { condition.wait() }
    return String(decoding: data ?? Data(), as: UTF8.self)
  }
}

/// Is this test runner (and so the `unit` built with it) under
/// ThreadSanitizer? Its runtime cannot run with a file-size limit (its own
/// memory faults with SIGBUS), so the tests that set one skip it.
let underThreadSanitizer = dlsym(nil, "__tsan_init") != nil

/// Runs the built `unit` executable.
enum UnitProcess {
  struct Result {
    var stdout: Data
    var stderr: String
    var status: Int32
  }

  /// The executable next to the test bundle (`.build/<configuration>/unit`).
  static var executable: URL {
    if let path = ProcessInfo.processInfo.environment["UNIT_BINARY"] { return URL(fileURLWithPath: path) }
    var dir = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = dir.appendingPathComponent("unit")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug/unit")
  }

  /// Runs unit with `args` in `folder`; with a `wrapper` (a command and
  /// its arguments, such as strace), runs the wrapper with unit after it.
  /// With `stdout`, standard output goes there (`/dev/full`) and the
  /// result's `stdout` is empty.
  static func run(
    _ args: [String], stdin: Data = Data(), in folder: URL, environment: [String: String] = [:],
    wrapper: [String] = [], stdout: FileHandle? = nil
  ) throws -> Result {
    let p = Process()
    if let command = wrapper.first {
      p.executableURL = URL(fileURLWithPath: command)
      p.arguments = wrapper.dropFirst() + [executable.path] + args
    } else {
      p.executableURL = executable
      p.arguments = args
    }
    p.currentDirectoryURL = folder
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    // Times written in UTC are read, and Liftosaur's text written, in the
    // machine's time zone: the same zone everywhere, so the goldens hold.
    env["TZ"] = "UTC"
    for (k, v) in environment { env[k] = v }
    p.environment = env
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    p.standardInput = input
    p.standardOutput = stdout ?? output
    p.standardError = error
    try p.run()
    if stdout != nil { try? output.fileHandleForWriting.close() }
    // Feed stdin and drain both outputs concurrently so no pipe fills up.
    let writer = Thread {
      input.fileHandleForWriting.write(stdin)
      try? input.fileHandleForWriting.close()
    }
    writer.start()
    let errors = ErrorText()
    Thread { errors.finish(error.fileHandleForReading.readDataToEndOfFile()) }.start()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return Result(stdout: outData, stderr: errors.wait(), status: p.terminationStatus)
  }
}
