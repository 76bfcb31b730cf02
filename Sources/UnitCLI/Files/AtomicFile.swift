#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file being replaced atomically, written as a stream: the bytes go to a
/// temporary file beside the target, `.NAME.unit-PID-XXXXXX` (the writer's
/// process id, then `mkstemp`'s six characters), and `commit` flushes it to
/// disk and renames it over the target. A reader sees the old file or the new one,
/// never a mix; `discard` (or a failure) leaves the original as it was.
///
/// The target keeps its permissions (and its owner, where allowed); a
/// symbolic link is followed to the file it points at; a file without write
/// permission is refused, even for root. A target that is not a regular file
/// (a terminal, a pipe, `/dev/null`) is written directly: there is no file to
/// replace.
struct AtomicFile {
  private let path: String
  private let target: String
  private let directory: String
  private var fd: Int32
  private var temporary: String?
  private var mode: mode_t = 0o644
  private var owner: (uid_t, gid_t)? = nil

  init(_ path: String) throws(FileError) {
    self.path = path
    target = FileSystem.resolveLinks(path)
    directory = FileSystem.split(target).directory
    var st = stat()
    if PathCalls.stat(target, &st) == 0 {
      let type = st.st_mode & S_IFMT
      if type == S_IFDIR { throw FileError(path, errno: EISDIR) }
      if type != S_IFREG {
        fd = PathCalls.open(target, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(path, errno: errno) }
        return
      }
      if st.st_mode & 0o222 == 0 || PathCalls.access(target, W_OK) != 0 {
        throw FileError(path, "the file is read-only: nothing was written")
      }
      mode = st.st_mode & 0o7777
      owner = (st.st_uid, st.st_gid)
    } else if errno != ENOENT {
      throw FileError(path, errno: errno)
    }
    let base = FileSystem.split(target).base
    AtomicFile.removeStale(of: base, in: directory)
    let made = PathCalls.mkstemp(directory + "/." + base + ".unit-\(getpid())-XXXXXX")
    fd = made.0
    guard fd >= 0 else { throw FileError(path, errno: errno) }
    temporary = made.1
  }

  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(FileError) {
    try FileSystem.writeAll(fd, bytes, path: path)
  }

  mutating func write(_ bytes: [UInt8]) throws(FileError) {
    try FileSystem.writeAll(fd, bytes, path: path)
  }

  /// Makes the new contents the file's: flush, keep the permissions, rename.
  mutating func commit() throws(FileError) {
    guard let temporary else {
      // Written directly (not a regular file): a late error shows at close.
      let closed = close(fd)
      fd = -1
      guard closed == 0 else { throw FileError(path, errno: errno) }
      return
    }
    if let (uid, gid) = owner, uid != getuid() || gid != getgid() {
      _ = fchown(fd, uid, gid)  // keep the owner when allowed to; not an error otherwise
    }
    if fchmod(fd, mode) != 0 || fsync(fd) != 0 {
      throw FileError(path, errno: errno)
    }
    let closed = close(fd)
    fd = -1
    guard closed == 0 else { throw FileError(path, errno: errno) }
    guard PathCalls.rename(temporary, target) == 0 else { throw FileError(path, errno: errno) }
    self.temporary = nil
    // Make the rename itself durable.
    let dfd = PathCalls.open(directory, O_RDONLY | O_CLOEXEC)
    if dfd >= 0 {
      _ = fsync(dfd)
      close(dfd)
    }
  }

  /// Removes the temporary files of `base` that a unit process killed while
  /// writing left behind (`kill -9`, a power cut): those of Unit's own
  /// pattern, `.BASE.unit-PID-XXXXXX`, whose process is gone. Nothing else
  /// is touched: not another name, not a file of a live process (nor one
  /// whose id was taken again since, which is kept), not the pattern
  /// without a process id that earlier versions wrote.
  static func removeStale(of base: String, in directory: String) {
    let prefix = "." + base + ".unit-"
    _ = PathCalls.forEachEntry(in: directory) { name in
      guard name.hasPrefix(prefix), let pid = temporaryOwner(name.dropFirst(prefix.count)) else { return true }
      if kill(pid, 0) != 0 && errno == ESRCH { PathCalls.unlink(directory + "/" + name) }
      return true
    }
  }

  /// The process id in `PID-XXXXXX` (what follows `.BASE.unit-`), or nil
  /// when the rest is not exactly that.
  static func temporaryOwner(_ rest: Substring) -> pid_t? {
    let parts = rest.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[1].utf8.count == 6,
      parts[1].utf8.allSatisfy({
        (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
      }),
      parts[0].utf8.count <= 10, parts[0].utf8.allSatisfy({ (0x30...0x39).contains($0) }),
      let pid = pid_t(parts[0]), pid > 0
    else { return nil }
    return pid
  }

  /// Gives up: the temporary file is removed, the original is untouched.
  mutating func discard() {
    if fd >= 0 {
      close(fd)
      fd = -1
    }
    if let t = temporary {
      PathCalls.unlink(t)
      temporary = nil
    }
  }
}
