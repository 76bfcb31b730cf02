#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a command the way a person would, and measures it: wall time, and
/// the peak memory (maximum resident set size) the kernel reports for it.
enum CommandRun {
  struct Result {
    var seconds: Double
    var peakBytes: Int
    var status: Int32
  }

  /// GNU time, when installed: a child started from this (large) process
  /// would report this process's memory as its own peak (Linux carries the
  /// high-water mark across exec), so the peak is read from a small
  /// `/usr/bin/time` process in between.
  static let timeProgram: String? = access("/usr/bin/time", X_OK) == 0 ? "/usr/bin/time" : nil

  /// Runs `argv` with its output sent to /dev/null; measures wall time and
  /// peak memory. Nil when the program cannot be started.
  static func run(_ argv: [String], stdinPath: String? = nil) -> Result? {
    guard let time = timeProgram else { return spawn(argv, stdinPath: stdinPath) }
    let report = "/tmp/unit-bench-time-\(getpid())"
    defer { unlink(report) }
    guard var r = spawn([time, "-o", report, "-f", "%M"] + argv, stdinPath: stdinPath) else { return nil }
    if let f = fopen(report, "r") {
      var kb = 0
      withUnsafeMutablePointer(to: &kb) { p in _ = withVaList([p]) { vfscanf(f, "%ld", $0) } }
      fclose(f)
      r.peakBytes = kb * 1024
    }
    return r
  }

  private static func spawn(_ argv: [String], stdinPath: String? = nil) -> Result? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    if let input = stdinPath { posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0) }
    var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) }
    cArgs.append(nil)
    defer { for p in cArgs { free(p) } }
    var pid: pid_t = 0
    let start = now()
    let spawned = cArgs.withUnsafeMutableBufferPointer { args -> Int32 in
      guard let base = args.baseAddress else { return -1 }
      return posix_spawnp(&pid, argv[0], &actions, nil, base, environ)
    }
    guard spawned == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    let seconds = now() - start
    return Result(seconds: seconds, peakBytes: Int(usage.ru_maxrss) * 1024, status: status)
  }

  /// The median wall time and the largest peak memory over `runs` runs.
  static func measure(_ argv: [String], runs: Int, stdinPath: String? = nil) -> Result? {
    var times: [Double] = []
    var peak = 0
    var status: Int32 = 0
    for _ in 0..<runs {
      guard let r = run(argv, stdinPath: stdinPath) else { return nil }
      times.append(r.seconds)
      peak = max(peak, r.peakBytes)
      status = r.status
    }
    return Result(seconds: median(times), peakBytes: peak, status: status)
  }

  /// Is a program on the PATH?
  static func available(_ program: String) -> Bool {
    spawn(["sh", "-c", "command -v \(program)"])?.status == 0
  }
}

func now() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func median(_ xs: [Double]) -> Double {
  let s = xs.sorted()
  return s.isEmpty ? 0 : s[s.count / 2]
}

/// Writes bytes to a file, or stops the benchmark.
func writeFile(_ path: String, _ bytes: [UInt8]) {
  guard let f = fopen(path, "wb") else {
    print("unit-bench: cannot write \(path)")
    exit(2)
  }
  _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
  fclose(f)
}
