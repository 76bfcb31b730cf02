import Foundation
import Testing

/// Writes survive faults: a read-only file, a full disk, a size limit, a
/// process killed while writing, two writers at once. The original file is
/// always either intact or completely replaced, never a mix.
@Suite struct SafeWriteTests {
  /// A notebook large enough that writing it takes many write calls.
  static let bigMessy: String = {
    var s = "# 2026-11-29 Volume\nSquat\n"
    for i in 0..<20_000 { s += "  \(100 + i % 50) kg x 5 done\n" }
    return s
  }()

  static var bigCanonical: String {
    String(decoding: NotebookFormatterProxy.format(bigMessy), as: UTF8.self)
  }

  func read(_ url: URL) -> String {
    String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self)
  }

  /// Runs `unit` through bash so limits and signal dispositions can be set.
  func runShell(_ script: String, in dir: URL) throws -> (status: Int32, stderr: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/bash")
    p.arguments = ["-c", script]
    p.currentDirectoryURL = dir
    var env = ProcessInfo.processInfo.environment
    env["UNIT"] = UnitProcess.executable.path
    p.environment = env
    let err = Pipe()
    p.standardError = err
    p.standardOutput = FileHandle.nullDevice
    try p.run()
    let data = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func aReadOnlyFileIsRefusedAndUnchanged() throws {
    let dir = try TemporaryFolder()
    let file = dir.url.appendingPathComponent("a.unit")
    try Data("# 2026-11-29\nSquat 100kg x 5\n".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
    let r = try UnitProcess.run(["fmt", "-w", "a.unit"], in: dir.url)
    #expect(r.status == 2)
    #expect(r.stderr == "unit fmt: error: a.unit: the file is read-only: nothing was written\n")
    #expect(read(file) == "# 2026-11-29\nSquat 100kg x 5\n")
  }

  /// `import --into` writes the notebook as `fmt -w` does: a read-only
  /// notebook is refused and left as it was.
  @Test func importIntoAReadOnlyNotebookChangesNothing() throws {
    let dir = try TemporaryFolder()
    try Data(SafeWriteTests.strongExport.utf8).write(to: dir.url.appendingPathComponent("strong.csv"))
    let log = dir.url.appendingPathComponent("log.unit")
    try Data("# 2026-01-01 Old\n".utf8).write(to: log)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: log.path)
    let r = try UnitProcess.run(["import", "--unit", "kg", "--into", "log.unit", "strong.csv"], in: dir.url)
    #expect(r.status == 2)
    #expect(r.stderr.contains("read-only"), "\(r.stderr)")
    #expect(read(log) == "# 2026-01-01 Old\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path).sorted() == ["log.unit", "strong.csv"])
  }

  static let strongExport =
    "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n2026-11-29 07:00:00,\"A\",1h,\"Squat\",1,100.0,5,0,0,\"\",\"\",\n"

  @Test func aFullDeviceIsAClearError() throws {
    let dir = try TemporaryFolder()
    try Data(
      "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n2026-11-29 07:00:00,\"A\",1h,\"Squat\",1,100.0,5,0,0,\"\",\"\",\n"
        .utf8
    )
    .write(to: dir.url.appendingPathComponent("strong.csv"))
    let r = try UnitProcess.run(["import", "--unit", "kg", "-o", "/dev/full", "strong.csv"], in: dir.url)
    #expect(r.status == 2)
    #expect(r.stderr.contains("no space left on the device"))
  }

  @Test(.disabled(if: underThreadSanitizer, "ThreadSanitizer faults under a file-size limit"))
  func aFullDiskLeavesTheOriginalIntact() throws {
    let dir = try TemporaryFolder()
    let file = dir.url.appendingPathComponent("big.unit")
    try Data(SafeWriteTests.bigMessy.utf8).write(to: file)
    // A 64 KiB file-size limit makes the write fail part-way (EFBIG), as a
    // full disk would; the signal is ignored so the process sees the error.
    let r = try runShell("trap '' XFSZ; ulimit -f 128; exec \"$UNIT\" fmt -w big.unit", in: dir.url)
    #expect(r.status == 2)
    #expect(r.stderr.contains("big.unit"))
    #expect(read(file) == SafeWriteTests.bigMessy)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path) == ["big.unit"])
  }

  @Test(.disabled(if: underThreadSanitizer, "ThreadSanitizer faults under a file-size limit"))
  func aProcessKilledWhileWritingLeavesTheOldFile() throws {
    let dir = try TemporaryFolder()
    let file = dir.url.appendingPathComponent("big.unit")
    try Data(SafeWriteTests.bigMessy.utf8).write(to: file)
    // The size limit's signal kills the process in the middle of writing
    // (at its default action, even where the test runner ignores it: an
    // ignored signal stays ignored across exec, and bash cannot reset it).
    let r = try runShell("ulimit -f 128; exec env --default-signal=XFSZ \"$UNIT\" fmt -w big.unit", in: dir.url)
    #expect(r.status == SIGXFSZ, "killed by SIGXFSZ: \(r.stderr)")
    #expect(read(file) == SafeWriteTests.bigMessy)
  }

  @Test func twoWritersAtOnceLeaveAValidCanonicalFile() throws {
    let dir = try TemporaryFolder()
    let file = dir.url.appendingPathComponent("big.unit")
    for _ in 0..<5 {
      try Data(SafeWriteTests.bigMessy.utf8).write(to: file)
      let r = try runShell("\"$UNIT\" fmt -w big.unit & \"$UNIT\" fmt -w big.unit & wait", in: dir.url)
      #expect(r.status == 0)
      #expect(read(file) == SafeWriteTests.bigCanonical)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path) == ["big.unit"])
  }
}

/// The formatter, through the executable, so this test target needs nothing else.
enum NotebookFormatterProxy {
  static func format(_ text: String) -> Data {
    let dir = try? TemporaryFolder()
    guard let dir, let r = try? UnitProcess.run(["fmt"], stdin: Data(text.utf8), in: dir.url) else { return Data() }
    return r.stdout
  }
}
