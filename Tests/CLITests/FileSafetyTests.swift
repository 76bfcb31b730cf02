import Foundation
import Seeds
import Testing

/// The files unit reads and writes, against the hostile cases of issue 35
/// (docs/reliability.md, "Safe writes" and "Limits"), on the real
/// executable: an output is never an input, however it is spelled; `-o -` is
/// standard output; every input has a size limit; a notebook rewritten in
/// place is a regular file, held under a lock while it is read and
/// replaced; a hard link split by the rewrite is said; a killed writer's
/// temporary file is removed by the next write.
@Suite struct FileSafetyTests {
  static let notebook = """
    # Routine Lower A

    Squat  100kg 3×5  +2.5kg

    # 2026-11-29 Lower A

    Squat
      100kg × 5 ✓
      100kg × 5 ✓
      100kg × 5 ✓

    """

  static let strongHeader =
    "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"

  /// A Strong export of `count` one-set workouts, one a day from 1970 at
  /// `hour`, named `name`.
  static func strongExport(_ count: Int, name: String, hour: Int) -> String {
    var text = strongHeader
    var day = DateComponents(calendar: Calendar(identifier: .gregorian), year: 1970, month: 1, day: 1).date ?? Date()
    let format = DateFormatter()
    format.dateFormat = "yyyy-MM-dd"
    format.timeZone = TimeZone(identifier: "UTC")
    for _ in 0..<count {
      text +=
        "\(format.string(from: day)) \(hour < 10 ? "0" : "")\(hour):00:00,\"\(name)\",1h,\"Squat\",1,100.0,5,0,0,\"\",\"\",\n"
      day += 86_400
    }
    return text
  }

  func write(_ text: String, _ name: String, in dir: URL) throws {
    try Data(text.utf8).write(to: dir.appendingPathComponent(name))
  }

  func read(_ name: String, in dir: URL) -> String {
    String(decoding: (try? Data(contentsOf: dir.appendingPathComponent(name))) ?? Data(), as: UTF8.self)
  }

  func listing(_ dir: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
  }

  /// Runs a bash script with `$UNIT` set to the executable.
  func shell(_ script: String, in dir: URL, environment: [String: String] = [:]) throws -> UnitProcess.Result {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/bash")
    p.arguments = ["-c", script]
    p.currentDirectoryURL = dir
    var env = ProcessInfo.processInfo.environment
    env["UNIT"] = UnitProcess.executable.path
    env["NO_COLOR"] = "1"
    for (k, v) in environment { env[k] = v }
    p.environment = env
    let out = Pipe()
    let err = Pipe()
    p.standardOutput = out
    p.standardError = err
    p.standardInput = FileHandle.nullDevice
    try p.run()
    let errors = ErrorText()
    Thread { errors.finish(err.fileHandleForReading.readDataToEndOfFile()) }.start()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return UnitProcess.Result(stdout: data, stderr: errors.wait(), status: p.terminationStatus)
  }

  // MARK: An output is never an input (item 1)

  /// Every command that writes a file, with `OUT` where the output goes;
  /// each reads `in.unit` (as a notebook, an export or a map file).
  static let writers: [[String]] = [
    ["export", "--to", "strong", "-o", "OUT", "in.unit"],
    ["export", "--to", "json", "--output", "OUT", "log.unit", "in.unit"],
    ["progress", "Squat", "in.unit", "--svg", "OUT"],
    ["report", "-o", "OUT", "in.unit"],
    ["next", "Lower A", "-o", "OUT", "in.unit"],
    ["next", "Lower A", "--into", "OUT", "--map", "in.unit", "log.unit"],
    ["import", "-o", "OUT", "in.unit"],
    ["import", "--into", "OUT", "in.unit"],
    ["import", "--into", "OUT", "--map", "in.unit", "strong.csv"],
  ]

  /// Ways to name `in.unit` again: `ABSOLUTE` is its full path.
  static let spellings = ["./in.unit", "ABSOLUTE", "sub/../in.unit", "link.unit", "hard.unit"]

  @Test(arguments: writers, spellings)
  func anOutputIsNeverAnInput(_ command: [String], _ spelling: String) throws {
    let dir = try TemporaryFolder()
    try write(Self.notebook, "in.unit", in: dir.url)
    try write(Self.notebook, "log.unit", in: dir.url)
    try write(Self.strongExport(1, name: "A", hour: 7), "strong.csv", in: dir.url)
    try FileManager.default.createDirectory(
      at: dir.url.appendingPathComponent("sub"), withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: dir.url.appendingPathComponent("link.unit").path, withDestinationPath: "in.unit")
    try FileManager.default.linkItem(
      at: dir.url.appendingPathComponent("in.unit"), to: dir.url.appendingPathComponent("hard.unit"))
    let before = try listing(dir.url)
    let out = spelling == "ABSOLUTE" ? dir.url.appendingPathComponent("in.unit").path : spelling
    let args = command.map { $0 == "OUT" ? out : $0 }
    let r = try UnitProcess.run(args, in: dir.url)
    #expect(r.status == 2, "\(args): \(r.stderr)")
    let typed = command[(command.firstIndex(of: "OUT") ?? 1) - 1]
    let option = typed == "--output" ? "-o" : typed
    #expect(
      r.stderr.hasSuffix(
        ": error: \(option) \(out) and the input in.unit are the same file: writing it would destroy the input (nothing was read or written)\n"
      ),
      "\(args): \(r.stderr)")
    #expect(r.stdout.isEmpty)
    #expect(read("in.unit", in: dir.url) == Self.notebook)
    #expect(try listing(dir.url) == before)
  }

  /// Standard input redirected from the output is an input too.
  @Test(arguments: [
    "\"$UNIT\" export --to csv -o in.unit < in.unit",
    "\"$UNIT\" progress Squat --svg ./in.unit < in.unit",
    "\"$UNIT\" next 'Lower A' -o in.unit < in.unit",
    "\"$UNIT\" import -o in.unit - < in.unit",
  ])
  func standardInputIsAnInputToo(_ script: String) throws {
    let dir = try TemporaryFolder()
    try write(Self.notebook, "in.unit", in: dir.url)
    let r = try shell(script, in: dir.url)
    #expect(r.status == 2)
    #expect(r.stderr.contains("in.unit and standard input are the same file"), "\(r.stderr)")
    #expect(read("in.unit", in: dir.url) == Self.notebook)
  }

  /// A device may be both standard input and the output: nothing is
  /// destroyed by writing it.
  @Test func aDeviceMayBeBothInputAndOutput() throws {
    let dir = try TemporaryFolder()
    let r = try shell("\"$UNIT\" export --to json -o /dev/null < /dev/null", in: dir.url)
    #expect(r.status == 0, "\(r.stderr)")
  }

  // MARK: `-o -` is standard output

  @Test(arguments: [
    (["export", "--to", "json", "-o", "-", "in.unit"], ["export", "--to", "json", "in.unit"]),
    (["export", "--to", "hevy", "--output=-", "in.unit"], ["export", "--to", "hevy", "in.unit"]),
    (["import", "-o", "-", "strong.csv"], ["import", "strong.csv"]),
    (
      ["next", "Lower A", "--date", "2026-12-06", "-o", "-", "in.unit"],
      ["next", "Lower A", "--date", "2026-12-06", "in.unit"]
    ),
  ])
  func dashIsStandardOutput(_ args: [String], _ plain: [String]) throws {
    let dir = try TemporaryFolder()
    try write(Self.notebook, "in.unit", in: dir.url)
    try write(Self.strongExport(2, name: "A", hour: 7), "strong.csv", in: dir.url)
    let r = try UnitProcess.run(args + ["--unit", "kg"].filter { _ in args[0] == "import" }, in: dir.url)
    let expected = try UnitProcess.run(plain + ["--unit", "kg"].filter { _ in args[0] == "import" }, in: dir.url)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(!r.stdout.isEmpty)
    #expect(r.stdout == expected.stdout)
    #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("-").path))
  }

  /// `progress --svg -`: the chart on standard output, instead of the table.
  @Test func progressSvgDashIsTheChartOnStandardOutput() throws {
    let dir = try TemporaryFolder()
    try write(Self.notebook, "in.unit", in: dir.url)
    let r = try UnitProcess.run(["progress", "Squat", "--svg", "-", "in.unit"], in: dir.url)
    _ = try UnitProcess.run(["progress", "Squat", "--svg", "chart.svg", "in.unit"], in: dir.url)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(String(decoding: r.stdout, as: UTF8.self).hasPrefix("<svg "))
    #expect(r.stdout == (try Data(contentsOf: dir.url.appendingPathComponent("chart.svg"))))
    #expect(try listing(dir.url) == ["chart.svg", "in.unit"])
  }

  // MARK: Every input has a size limit (item 5)

  /// Endless inputs stop at the limit (lowered here to 1 MiB) with an
  /// error: a device, a pipe, standard input, a map file.
  @Test(arguments: [
    "\"$UNIT\" check /dev/zero",
    "\"$UNIT\" fmt /dev/zero",
    "yes | \"$UNIT\" check",
    "yes | \"$UNIT\" export --to csv -",
    "\"$UNIT\" export --to json < /dev/zero",
    "\"$UNIT\" import --map /dev/zero strong.csv",
    "\"$UNIT\" last Squat --map /dev/zero in.unit",
    "\"$UNIT\" import /dev/zero",
  ])
  func endlessInputsStopAtTheLimit(_ script: String) throws {
    let dir = try TemporaryFolder()
    try write(Self.notebook, "in.unit", in: dir.url)
    try write(Self.strongExport(1, name: "A", hour: 7), "strong.csv", in: dir.url)
    let r = try shell(script, in: dir.url, environment: ["UNIT_MAX_INPUT": "1M"])
    #expect(r.status == 2, "\(r.stderr)")
    #expect(
      r.stderr.contains(
        ": more than 1 MiB, the most unit reads from one input (set UNIT_MAX_INPUT to raise it, as in UNIT_MAX_INPUT=4G)\n"
      ),
      "\(r.stderr)")
    #expect(r.stdout.isEmpty)
  }

  /// A regular file is measured before it is read: at the limit it is
  /// read, one byte over it is refused; standard input alike; the
  /// notebook `--into` appends to too.
  @Test func theLimitIsExact() throws {
    let dir = try TemporaryFolder()
    let text = String(repeating: "> note\n", count: 100)
    try write(text, "in.unit", in: dir.url)
    let size = String(text.utf8.count)
    let over = String(text.utf8.count - 1)
    #expect(try UnitProcess.run(["check", "in.unit"], in: dir.url, environment: ["UNIT_MAX_INPUT": size]).status == 0)
    #expect(
      try UnitProcess.run(["check"], stdin: Data(text.utf8), in: dir.url, environment: ["UNIT_MAX_INPUT": size]).status
        == 0)
    let file = try UnitProcess.run(["check", "in.unit"], in: dir.url, environment: ["UNIT_MAX_INPUT": over])
    #expect(file.status == 2)
    #expect(
      file.stderr
        == "unit check: error: in.unit: more than \(over) bytes, the most unit reads from one input (set UNIT_MAX_INPUT to raise it, as in UNIT_MAX_INPUT=4G)\n"
    )
    let stdin = try UnitProcess.run(
      ["check"], stdin: Data(text.utf8), in: dir.url, environment: ["UNIT_MAX_INPUT": over])
    #expect(stdin.status == 2)
    #expect(stdin.stderr.hasPrefix("unit check: error: <stdin>: more than \(over) bytes"))
    try write(Self.strongExport(1, name: "A", hour: 7), "strong.csv", in: dir.url)
    let into = try UnitProcess.run(
      ["import", "--unit", "kg", "--into", "in.unit", "strong.csv"], in: dir.url, environment: ["UNIT_MAX_INPUT": over])
    #expect(into.status == 2)
    #expect(into.stderr.hasPrefix("unit import: error: in.unit: more than \(over) bytes"), "\(into.stderr)")
    #expect(read("in.unit", in: dir.url) == text)
  }

  // (A file, not standard input: unit stops before reading, and writing to
  // a pipe it never read would end this process with SIGPIPE.)
  @Test(arguments: ["", "abc", "0", "-5", "1T", "1.5G", "99999999999999999999G"])
  func aMalformedLimitIsAnError(_ value: String) throws {
    let dir = try TemporaryFolder()
    try write("# 2026-11-29\n", "in.unit", in: dir.url)
    let r = try UnitProcess.run(["check", "in.unit"], in: dir.url, environment: ["UNIT_MAX_INPUT": value])
    #expect(r.status == 2)
    #expect(
      r.stderr
        == "unit check: error: UNIT_MAX_INPUT=\(value): expected a size in bytes, or with K, M or G after it (the default is 1G)\n"
    )
  }

  @Test(arguments: ["2048", "2K", "2k", "1M", "3G"])
  func aLimitCanBeRaised(_ value: String) throws {
    let dir = try TemporaryFolder()
    try write("# 2026-11-29\n", "in.unit", in: dir.url)
    let r = try UnitProcess.run(["check", "in.unit"], in: dir.url, environment: ["UNIT_MAX_INPUT": value])
    #expect(r.status == 0, "\(r.stderr)")
  }

  /// At the default limit, 1 GiB: what used to grow until the process
  /// aborted ("Fatal error: failed to allocate", exit 134).
  @Test(StressLane.only, arguments: ["\"$UNIT\" check /dev/zero", "yes | \"$UNIT\" check"])
  func endlessInputsStopAtTheDefaultLimit(_ script: String) throws {
    let inTime = try OwnTime.within(.seconds(60)) {
      let dir = try TemporaryFolder()
      let r = try shell("unset UNIT_MAX_INPUT; " + script, in: dir.url)
      #expect(r.status == 2, "\(r.stderr)")
      #expect(r.stderr.contains(": more than 1 GiB, the most unit reads from one input"), "\(r.stderr)")
    }
    #expect(inTime, "more than a minute of its own time")
  }

  // MARK: A notebook rewritten in place is a regular file (item 5)

  /// `-w` and `--into` refuse a device, a pipe or a folder before reading
  /// it (a FIFO would otherwise wait for a writer, `/dev/full` be read
  /// forever); `-o` writes a device directly.
  @Test(arguments: [
    (["fmt", "-w", "fifo"], "-w fifo is a pipe (FIFO)"),
    (["fmt", "-w", "/dev/zero"], "-w /dev/zero is a character device"),
    (["fmt", "-w", "folder"], "-w folder is a folder"),
    (["import", "--unit", "kg", "--into", "fifo", "strong.csv"], "--into fifo is a pipe (FIFO)"),
    (["import", "--unit", "kg", "--into", "/dev/full", "strong.csv"], "--into /dev/full is a character device"),
    (["next", "Lower A", "--into", "/dev/null", "in.unit"], "--into /dev/null is a character device"),
    (["next", "Lower A", "--into", "fifo", "in.unit"], "--into fifo is a pipe (FIFO)"),
  ])
  func aRewriteNeedsARegularFile(_ args: [String], _ message: String) throws {
    let dir = try TemporaryFolder()
    try write(Self.notebook, "in.unit", in: dir.url)
    try write(Self.strongExport(1, name: "A", hour: 7), "strong.csv", in: dir.url)
    try FileManager.default.createDirectory(
      at: dir.url.appendingPathComponent("folder"), withIntermediateDirectories: false)
    #expect(mkfifo(dir.url.appendingPathComponent("fifo").path, 0o644) == 0)
    let r = try UnitProcess.run(args, in: dir.url)
    #expect(r.status == 2)
    #expect(
      r.stderr.hasSuffix(
        ": error: \(message), not a notebook file: \(args.contains("-w") ? "-w" : "--into") rewrites a file in place (nothing was read or written)\n"
      ), "\(r.stderr)")
    #expect(read("in.unit", in: dir.url) == Self.notebook)
  }

  @Test func anOutputMayBeADevice() throws {
    let dir = try TemporaryFolder()
    try write(Self.notebook, "in.unit", in: dir.url)
    let r = try UnitProcess.run(["export", "--to", "json", "-o", "/dev/null", "in.unit"], in: dir.url)
    #expect(r.status == 0, "\(r.stderr)")
  }

  // MARK: One writer of a notebook at a time (item 8)

  /// Holds the fcntl write lock unit takes on `.NAME.unit-lock`, from this
  /// (another) process.
  final class HeldLock {
    let fd: Int32

    init(_ name: String, in dir: URL) {
      fd = open(dir.appendingPathComponent("." + name + ".unit-lock").path, O_RDWR | O_CREAT, 0o644)
      var lock = flock()
      lock.l_type = Int16(F_WRLCK)
      lock.l_whence = Int16(SEEK_SET)
      _ = fcntl(fd, F_SETLK, &lock)
    }

    func release() { close(fd) }
  }

  /// Every read-modify-write waits for the lock, then gives up naming the
  /// process that holds it, and changes nothing.
  @Test(arguments: [
    ["import", "--unit", "kg", "--into", "log.unit", "strong.csv"],
    ["fmt", "-w", "log.unit"],
    ["next", "Lower A", "--date", "2026-12-06", "--into", "log.unit"],
  ])
  func anotherWriterIsWaitedForThenNamed(_ args: [String]) throws {
    let dir = try TemporaryFolder()
    let messy = Self.notebook.replacingOccurrences(of: "100kg × 5 ✓", with: "100 kg x 5 done")
    try write(messy, "log.unit", in: dir.url)
    try write(Self.strongExport(3, name: "A", hour: 7), "strong.csv", in: dir.url)
    let held = HeldLock("log.unit", in: dir.url)
    let r = try UnitProcess.run(args, in: dir.url, environment: ["UNIT_LOCK_WAIT": "0.2"])
    #expect(r.status == 2)
    #expect(
      r.stderr.hasSuffix(
        ": error: log.unit: another unit process (pid \(getpid())) is writing it; waited 0.2 s for it (UNIT_LOCK_WAIT sets how long): nothing was written\n"
      ), "\(r.stderr)")
    #expect(read("log.unit", in: dir.url) == messy)
    held.release()
    let again = try UnitProcess.run(args, in: dir.url)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(read("log.unit", in: dir.url) != messy)
    #expect(try listing(dir.url) == ["log.unit", "strong.csv"], "the lock file is removed")
  }

  /// A writer that finds the lock held waits, and writes once it is let go.
  @Test func aWriterWaitsForTheLock() throws {
    let dir = try TemporaryFolder()
    try write(Self.notebook, "log.unit", in: dir.url)
    try write(Self.strongExport(3, name: "A", hour: 7), "strong.csv", in: dir.url)
    let held = HeldLock("log.unit", in: dir.url)
    let p = Process()
    p.executableURL = UnitProcess.executable
    p.arguments = ["import", "--unit", "kg", "--into", "log.unit", "strong.csv"]
    p.currentDirectoryURL = dir.url
    p.environment = ProcessInfo.processInfo.environment.merging(["UNIT_LOCK_WAIT": "60"]) { _, new in new }
    p.standardError = FileHandle.nullDevice
    try p.run()
    Thread.sleep(forTimeInterval: 0.5)
    #expect(p.isRunning, "it waits for the lock")
    held.release()
    p.waitUntilExit()
    #expect(p.terminationStatus == 0)
    #expect(read("log.unit", in: dir.url).components(separatedBy: "\n# 19").count == 4, "3 sessions added")
  }

  /// `fmt -w` reads and formats every file before it takes their locks (so
  /// that a file with errors stops it before anything is written): a file
  /// changed meanwhile by another writer is formatted again as it is now,
  /// not written over; with errors now, it is reported and left.
  @Test(arguments: [
    ("# 2026-12-01\nBench 60kg x 5 done\n", "# 2026-12-01\n\nBench 60kg × 5 ✓\n", Int32(0)),
    ("# 2026-12-01\nBench 60 x 5 done\n", "# 2026-12-01\nBench 60 x 5 done\n", Int32(2)),
  ])
  func aChangeMadeWhileFmtWaitedIsKept(_ change: String, _ after: String, _ status: Int32) throws {
    let dir = try TemporaryFolder()
    try write("# 2026-11-29\nSquat 100kg x 5 done\n", "a.unit", in: dir.url)
    let held = HeldLock("a.unit", in: dir.url)
    let p = Process()
    p.executableURL = UnitProcess.executable
    p.arguments = ["fmt", "-w", "a.unit"]
    p.currentDirectoryURL = dir.url
    p.environment = ProcessInfo.processInfo.environment.merging(["UNIT_LOCK_WAIT": "60"]) { _, new in new }
    let err = Pipe()
    p.standardError = err
    try p.run()
    // Its first reading maps the file: once the mapping shows, it has read
    // and formatted it, and waits for the lock.
    func mapped() -> Bool {
      // Read to the end: a /proc file says its size is 0.
      let maps = FileHandle(forReadingAtPath: "/proc/\(p.processIdentifier)/maps")?.readDataToEndOfFile() ?? Data()
      return String(decoding: maps, as: UTF8.self).contains("/a.unit\n")
    }
    for _ in 0..<500 where !mapped() { Thread.sleep(forTimeInterval: 0.02) }
    #expect(p.isRunning, "it waits for the lock")
    try write(change, "a.unit", in: dir.url)
    held.release()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    #expect(p.terminationStatus == status, "\(String(decoding: errors, as: UTF8.self))")
    #expect(read("a.unit", in: dir.url) == after)
    if status != 0 {
      #expect(
        String(decoding: errors, as: UTF8.self).hasSuffix(
          "unit fmt: error: a.unit changed while it was formatted, and has errors now: it was left as it is\n"))
    }
  }

  /// A lock file left by a killed writer holds no lock: no obstacle.
  @Test func aLeftLockFileIsNoObstacle() throws {
    let dir = try TemporaryFolder()
    try write("# 2026-11-29\nSquat 100kg x 5 done\n", "log.unit", in: dir.url)
    try write("", ".log.unit.unit-lock", in: dir.url)
    let r = try UnitProcess.run(["fmt", "-w", "log.unit"], in: dir.url, environment: ["UNIT_LOCK_WAIT": "0"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(try listing(dir.url) == ["log.unit"])
  }

  /// A symbolic link planted where the lock file goes, one to nothing
  /// too, is never followed: each writer refuses, saying why, and makes no
  /// file (`next --into` made the file the link pointed to).
  @Test(arguments: [
    ["import", "--unit", "kg", "--into", "log.unit", "strong.csv"],
    ["fmt", "-w", "log.unit"],
    ["next", "Lower A", "--date", "2026-12-06", "--into", "log.unit"],
  ])
  func aLinkAtTheLockIsNotFollowed(_ args: [String]) throws {
    let dir = try TemporaryFolder()
    let messy = Self.notebook.replacingOccurrences(of: "100kg × 5 ✓", with: "100 kg x 5 done")
    try write(messy, "log.unit", in: dir.url)
    try write(Self.strongExport(3, name: "A", hour: 7), "strong.csv", in: dir.url)
    let planted = dir.url.appendingPathComponent("planted").path
    #expect(symlink(planted, dir.url.appendingPathComponent(".log.unit.unit-lock").path) == 0)
    let r = try UnitProcess.run(args, in: dir.url, environment: ["UNIT_LOCK_WAIT": "0"])
    #expect(r.status == 2)
    #expect(
      r.stderr.hasSuffix(
        ": error: log.unit: cannot take its lock ./.log.unit.unit-lock: it is a symbolic link, which unit does not follow (remove it)\n"
      ), "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: planted), "the link's target was made")
    #expect(read("log.unit", in: dir.url) == messy)
    #expect(try listing(dir.url) == [".log.unit.unit-lock", "log.unit", "strong.csv"])
  }

  /// Two imports into one notebook at once, each of its own sessions: both
  /// are kept (one used to be written over: "added 20000 sessions" twice,
  /// 20,000 in the notebook).
  static func twoImportsAtOnce(_ count: Int, rounds: Int) throws {
    let suite = FileSafetyTests()
    let dir = try TemporaryFolder()
    try suite.write(strongExport(count, name: "A", hour: 7), "a.csv", in: dir.url)
    try suite.write(strongExport(count, name: "B", hour: 18), "b.csv", in: dir.url)
    for _ in 0..<rounds {
      try? FileManager.default.removeItem(at: dir.url.appendingPathComponent("log.unit"))
      let r = try suite.shell(
        "\"$UNIT\" import --unit kg --into log.unit a.csv & a=$!; \"$UNIT\" import --unit kg --into log.unit b.csv & b=$!; wait $a && wait $b",
        in: dir.url, environment: ["UNIT_LOCK_WAIT": "60"])
      #expect(r.status == 0, "\(r.stderr)")
      let text = suite.read("log.unit", in: dir.url)
      #expect(
        text.split(separator: "\n").filter { $0.hasPrefix("# ") }.count == 2 * count, "every session of both imports")
      #expect(text.components(separatedBy: " A\n").count - 1 == count)
      #expect(text.components(separatedBy: " B\n").count - 1 == count)
      #expect(try suite.listing(dir.url) == ["a.csv", "b.csv", "log.unit"])
    }
  }

  @Test func twoImportsAtOnceKeepBoth() throws {
    try Self.twoImportsAtOnce(2_000, rounds: 3)
  }

  @Test(StressLane.only)
  func twoLargeImportsAtOnceKeepBoth() throws {
    let inTime = try OwnTime.within(.seconds(120)) {
      try Self.twoImportsAtOnce(20_000, rounds: 2)
    }
    #expect(inTime, "more than 2 minutes of its own time")
  }

  /// Two plans appended at once: both sessions are there.
  @Test func twoPlansAtOnceKeepBoth() throws {
    let dir = try TemporaryFolder()
    for _ in 0..<3 {
      try write(Self.notebook, "log.unit", in: dir.url)
      let r = try shell(
        "\"$UNIT\" next 'Lower A' -q --date 2026-12-06 --into log.unit & a=$!; \"$UNIT\" next 'Lower A' -q --date 2026-12-07 --into log.unit & b=$!; wait $a && wait $b",
        in: dir.url)
      #expect(r.status == 0, "\(r.stderr)")
      let text = read("log.unit", in: dir.url)
      #expect(text.contains("# 2026-12-06 Lower A") && text.contains("# 2026-12-07 Lower A"), "\(text)")
    }
  }

  // MARK: Hard links and temporary files (item 9)

  /// The atomic rename gives the rewritten name a new file: a hard link
  /// keeps the old text, and the split is said.
  @Test func aSplitHardLinkIsSaid() throws {
    let dir = try TemporaryFolder()
    let messy = "# 2026-11-29\nSquat 100kg x 5 done\n"
    try write(messy, "a.unit", in: dir.url)
    try FileManager.default.linkItem(
      at: dir.url.appendingPathComponent("a.unit"), to: dir.url.appendingPathComponent("b.unit"))
    let r = try UnitProcess.run(["fmt", "-w", "a.unit"], in: dir.url)
    #expect(r.status == 0)
    #expect(
      r.stderr
        == "unit fmt: warning: a.unit had 1 other name (a hard link): the new text is under a.unit only, and the other name keeps the old text\n"
    )
    #expect(read("a.unit", in: dir.url) == "# 2026-11-29\n\nSquat 100kg × 5 ✓\n")
    #expect(read("b.unit", in: dir.url) == messy)
  }

  /// The id of a process that has ended.
  static func endedProcess() throws -> Int32 {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/true")
    try p.run()
    p.waitUntilExit()
    return p.processIdentifier
  }

  /// A writer killed in the middle (the file-size limit's SIGXFSZ) leaves
  /// its temporary file; the next write of that file removes it.
  @Test(.disabled(if: underThreadSanitizer, "ThreadSanitizer faults under a file-size limit"))
  func aKilledWritersTemporaryFileIsRemovedByTheNextWrite() throws {
    let dir = try TemporaryFolder()
    try write(SafeWriteTests.bigMessy, "big.unit", in: dir.url)
    // The signal at its default action even where the test runner ignores
    // it (an ignored signal stays ignored across exec, and bash cannot reset it).
    let killed = try shell("ulimit -f 128; exec env --default-signal=XFSZ \"$UNIT\" fmt -w big.unit", in: dir.url)
    #expect(killed.status == SIGXFSZ, "killed by SIGXFSZ: \(killed.stderr)")
    let left = try listing(dir.url).filter { $0.hasPrefix(".big.unit.unit-") && $0 != ".big.unit.unit-lock" }
    #expect(left.count == 1, "\(left)")
    #expect(left.allSatisfy { $0.wholeMatch(of: /\.big\.unit\.unit-[0-9]+-[A-Za-z0-9]{6}/) != nil }, "\(left)")
    let r = try UnitProcess.run(["fmt", "-w", "big.unit"], in: dir.url)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(try listing(dir.url) == ["big.unit"])
  }

  /// Only Unit's own pattern for this file, and only a process that is
  /// gone: a live writer's file, the pattern without a process id, another
  /// file's and a name like it are kept.
  @Test(arguments: [["fmt", "-w", "a.unit"], ["export", "--to", "json", "-o", "a.unit", "b.unit"]])
  func onlyStaleTemporaryFilesOfUnitsOwnAreRemoved(_ args: [String]) throws {
    let dir = try TemporaryFolder()
    try write("# 2026-11-29\nSquat 100kg x 5 done\n", "a.unit", in: dir.url)
    try write("# 2026-11-29\n", "b.unit", in: dir.url)
    let dead = try Self.endedProcess()
    let stale = [".a.unit.unit-\(dead)-abc123", ".a.unit.unit-\(dead)-ZZZZZZ"]
    let kept = [
      ".a.unit.unit-\(getpid())-abc123", ".a.unit.unit-abc123", ".a.unit.unit-\(dead)-abc12",
      ".a.unit.unit-\(dead)-abc12_",
      ".b.unit.unit-\(dead)-abc123", "a.unit.unit-\(dead)-abc123", ".a.unit.unit-\(dead)-abc123.bak",
      ".a.unit.unit-x\(dead)-abc123",
    ]
    for name in stale + kept { try write("x", name, in: dir.url) }
    let r = try UnitProcess.run(args, in: dir.url)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(try listing(dir.url) == (kept + ["a.unit", "b.unit"]).sorted())
  }
}
