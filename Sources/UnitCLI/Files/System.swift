import UnitNotebook

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failure of the file system, with the path and the system's reason.
public struct FileError: Error, CustomStringConvertible {
  public var path: String
  public var reason: String
  /// The system's `errno`, when the system gave the error (0 otherwise).
  public var code: Int32

  public var description: String { "\(PathBytes.shown(path)): \(reason)" }

  init(_ path: String, errno code: Int32) {
    self.path = path
    self.reason = FileError.reason(code)
    self.code = code
  }

  init(_ path: String, _ reason: String) {
    self.path = path
    self.reason = reason
    self.code = 0
  }

  /// The C library's words for an `errno` (`No space left on device`).
  static func systemReason(_ code: Int32) -> String {
    if let s = strerror(code) { return String(cString: s) }
    return "error \(code)"
  }

  static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: return "no such file or directory"
    case EACCES, EPERM: return "permission denied"
    case EISDIR: return "is a directory, not a file"
    case ENOSPC: return "no space left on the device"
    case EROFS: return "the file system is read-only"
    case EDQUOT: return "disk quota exceeded"
    case EFBIG: return "the file would be larger than allowed (a size limit or a full disk)"
    case ENOTDIR: return "a part of the path is not a directory"
    case ELOOP: return "too many symbolic links"
    default: return systemReason(code)
    }
  }
}

/// Reading and writing files with the C library: no Foundation, so the tool
/// starts in about a millisecond.
public enum FileSystem {
  /// Reads a whole file.
  public static func read(_ path: String) throws(FileError) -> [UInt8] {
    let (fd, st) = try openForReading(path)
    defer { close(fd) }
    return try readAll(fd, sizeHint: Int(st.st_size), path: path)
  }

  /// Reads a file that may not exist yet (the notebook an `--into`
  /// appends to): no such file is no bytes; any other failure is an error.
  static func readIfPresent(_ path: String) throws(FileError) -> [UInt8] {
    do {
      return try read(path)
    } catch {
      guard error.code == ENOENT else { throw error }
      return []
    }
  }

  /// Opens a file to read, with its status; a folder is an error.
  static func openForReading(_ path: String) throws(FileError) -> (Int32, stat) {
    let fd = PathCalls.open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw FileError(path, errno: errno) }
    var st = stat()
    guard fstat(fd, &st) == 0 else {
      let code = errno
      close(fd)
      throw FileError(path, errno: code)
    }
    do throws(FileError) {
      if (st.st_mode & S_IFMT) == S_IFDIR { throw FileError(path, errno: EISDIR) }
      // A regular file is refused by its size before a byte is read.
      if (st.st_mode & S_IFMT) == S_IFREG { try InputLimit.check(Int(st.st_size), path, limit: InputLimit.bytes()) }
    } catch {
      close(fd)
      throw error
    }
    return (fd, st)
  }

  /// Reads a descriptor to its end, or to the input limit (`InputLimit`):
  /// a device or a pipe that never ends is an error, not a process that
  /// grows until it is killed.
  public static func readAll(_ fd: Int32, sizeHint: Int, path: String) throws(FileError) -> [UInt8] {
    let limit = try InputLimit.bytes()
    // One byte past the limit tells a stream at the limit from a longer one.
    let most = limit < Int.max ? limit + 1 : limit
    var capacity = Swift.min(Swift.max(sizeHint, 0) + 1, most)
    // Raw memory, grown by realloc: nothing is filled before it is read into.
    guard var storage = malloc(capacity) else { throw FileError(path, errno: ENOMEM) }
    defer { free(storage) }
    var count = 0
    while true {
      if count == capacity {
        try InputLimit.check(count, path, limit: limit)
        let grown = Swift.min(Swift.max(capacity * 2, 65536), most)
        guard let p = realloc(storage, grown) else { throw FileError(path, errno: ENOMEM) }
        storage = p
        capacity = grown
      }
      let n = Glibc_read(fd, storage + count, capacity - count)
      if n < 0 {
        if errno == EINTR { continue }
        throw FileError(path, errno: errno)
      }
      if n == 0 { break }
      count += n
    }
    return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      if let base = buffer.baseAddress { memcpy(base, storage, count) }
      initialized = count
    }
  }

  /// Writes all bytes to a descriptor.
  public static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws(FileError) {
    try bytes.withUnsafeBufferPointer { (b) throws(FileError) in try writeAll(fd, b, path: path) }
  }

  /// Writes all bytes to a descriptor.
  public static func writeAll(_ fd: Int32, _ bytes: UnsafeBufferPointer<UInt8>, path: String) throws(FileError) {
    guard let base = bytes.baseAddress else { return }
    var done = 0
    while done < bytes.count {
      let n = Glibc_write(fd, base + done, Swift.min(bytes.count - done, 1 << 30))
      if n < 0 {
        if errno == EINTR { continue }
        throw FileError(path, errno: errno)
      }
      done += n
    }
  }

  /// Replaces a file's contents atomically: the bytes go to a temporary file
  /// beside the target, are flushed to disk, and the temporary file is renamed
  /// over the target. A reader sees the old file or the new one, never a mix;
  /// on any failure the original is left as it was. The target keeps its
  /// permissions, and a symbolic link is followed to the file it points at.
  ///
  /// A target that is not a regular file (a terminal, a pipe, `/dev/null`) is
  /// written directly: there is no file to replace. A file without any write
  /// permission is refused, even for a user who could override it.
  public static func writeAtomically(_ path: String, _ bytes: [UInt8]) throws(FileError) {
    try bytes.withUnsafeBufferPointer { (b) throws(FileError) in try writeAtomically(path, b) }
  }

  /// Replaces a file's contents atomically (see the array form).
  public static func writeAtomically(_ path: String, _ bytes: UnsafeBufferPointer<UInt8>) throws(FileError) {
    try writeAtomically(path, chunks: [bytes])
  }

  /// Replaces a file's contents atomically with parts written one after the
  /// other (see the array form).
  static func writeAtomically(_ path: String, _ parts: [ByteBuffer]) throws(FileError) {
    var chunks: [UnsafeBufferPointer<UInt8>] = []
    // The parts are alive for the whole call: their storage outlives the pointers.
    for p in parts { chunks.append(p.withUnsafeBufferPointer { $0 }) }
    try withExtendedLifetime(parts) { () throws(FileError) in try writeAtomically(path, chunks: chunks) }
  }

  /// Replaces a file's contents atomically with arrays written one after the other.
  static func writeAtomically(_ path: String, chunks: [[UInt8]]) throws(FileError) {
    try writeAtomically(path, count: chunks.count) { (k, file) throws(FileError) in try file.write(chunks[k]) }
  }

  /// Replaces a file's contents atomically with chunks of bytes.
  static func writeAtomically(_ path: String, chunks: [UnsafeBufferPointer<UInt8>]) throws(FileError) {
    try writeAtomically(path, count: chunks.count) { (k, file) throws(FileError) in try file.write(chunks[k]) }
  }

  /// Replaces a file's contents atomically with the pieces `produce` hands
  /// out (it stops when told `false`, after a failed write).
  static func writeAtomically(
    _ path: String, pieces produce: ((UnsafeBufferPointer<UInt8>) -> Bool) -> Void
  ) throws(FileError) {
    var failure: FileError? = nil
    try writeAtomically(path, count: 1) { (_, file) throws(FileError) in
      produce { piece in
        do throws(FileError) {
          try file.write(piece)
          return true
        } catch {
          failure = error
          return false
        }
      }
      if let failure { throw failure }
    }
  }

  /// Writes `count` chunks through `write` into an atomic file, and commits;
  /// on any failure the original is left as it was.
  private static func writeAtomically(
    _ path: String, count: Int, _ write: (Int, inout AtomicFile) throws(FileError) -> Void
  ) throws(FileError) {
    var file = try AtomicFile(path)
    do {
      for k in 0..<count { try write(k, &file) }
      try file.commit()
    } catch {
      file.discard()
      throw error
    }
  }

  /// Follows symbolic links to the file they name (the file need not exist).
  static func resolveLinks(_ path: String) -> String {
    var current = path
    for _ in 0..<40 {
      guard let link = PathCalls.readlink(current) else { return current }
      if link.hasPrefix("/") {
        current = link
      } else {
        current = split(current).directory + "/" + link
      }
    }
    return current
  }

  /// The folder and the last component of a path.
  static func split(_ path: String) -> (directory: String, base: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let dir = String(path[..<slash])
    return (dir.isEmpty ? "/" : dir, String(path[path.index(after: slash)...]))
  }

  /// Ends the process with a status.
  public static func exitProcess(_ status: Int32) -> Never { exit(status) }

  /// Ends the process as SIGPIPE's default action does: quietly, with the
  /// status of a process killed by SIGPIPE (a shell shows 141). For a write
  /// that failed with EPIPE because SIGPIPE was ignored when unit started.
  public static func endAsBrokenPipe() -> Never {
    _ = signal(SIGPIPE, SIG_DFL)
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGPIPE)
    _ = pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    _ = raise(SIGPIPE)
    exit(128 + SIGPIPE)  // if the signal could not end it
  }

  public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  public static func environment(_ name: String) -> String? {
    guard let v = getenv(name) else { return nil }
    return String(cString: v)
  }
}

// The C functions under names that do not clash with Swift's.
@inline(__always)
func Glibc_read(_ fd: Int32, _ p: UnsafeMutableRawPointer, _ n: Int) -> Int { read(fd, p, n) }
@inline(__always)
func Glibc_write(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int { write(fd, p, n) }

extension FileSystem {
  /// The file a path names, with symbolic links, `.` and `..` resolved;
  /// nil when it does not exist.
  static func resolved(_ path: String) -> String? {
    PathCalls.realpath(path)
  }
}

/// The calendar, from the C library.
enum Clock {
  /// The machine's time zone as an import's rule for UTC times: the offset
  /// the C library gives for each instant (the TZ variable, else the
  /// system's zone; daylight saving time and all).
  static func localTimeRule() -> LocalTimeRule {
    let name = getenv("TZ").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "the machine's time zone"
    return LocalTimeRule(name: name) { seconds in
      var t = time_t(seconds)
      var parts = tm()
      guard localtime_r(&t, &parts) != nil else { return 0 }
      return Int(parts.tm_gmtoff)
    }
  }

  /// Today's date in local time.
  static func today() -> LocalDate {
    var now = time(nil)
    var parts = tm()
    guard localtime_r(&now, &parts) != nil,
      let d = LocalDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    else { return LocalDate.minimum }
    return d
  }
}
