import UnitNotebook

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A notebook read and written again in place (`fmt -w`, `import --into`,
/// `next --into`), held under a lock from before it is read until it is
/// replaced: two unit processes never both read the old text and each
/// write their own change over it (two imports into one notebook at once
/// used to keep only one of them).
///
/// The lock is an fcntl write lock on a lock file beside the notebook,
/// `.NAME.unit-lock`, not on the notebook: the rewrite replaces the notebook
/// by rename, so a lock on its old inode would not stop a process that
/// opens the new one, and a lock on the folder would make writers of
/// different notebooks wait for each other. The holder removes the lock file
/// before it lets go, and a process that waited checks, once it holds the
/// lock, that the file it locked is still the one at that path (otherwise it
/// starts again): no file is left behind, and no two processes hold the lock.
/// fcntl locks, unlike flock's, tell who holds them (`F_GETLK`), so the
/// error names the other process. The lock is advisory: it orders unit's
/// own writers, not an editor's.
final class Rewrite {
  let path: String
  private let lockPath: String
  private var fd: Int32
  /// The notebook's text as `read()` last found it: `replaceIfUnchanged`
  /// writes only over that text.
  private var readText: [UInt8]? = nil

  /// How many times a command reads the notebook again when an editor saved
  /// it while the command ran, before it gives up.
  static let attempts = 5

  /// How long a rewrite waits for another writer of the notebook before it
  /// gives up, in seconds (`UNIT_LOCK_WAIT`, default 5; 0 gives up at once).
  static let waitVariable = "UNIT_LOCK_WAIT"
  static let defaultWait = 5.0

  /// Takes the notebook's lock, or reports why it could not (another
  /// writer held it too long; the lock file cannot be made) and returns nil.
  static func begin<C: Console>(_ path: String, command: String, console: inout C) -> Rewrite? {
    let (directory, base) = FileSystem.split(FileSystem.resolveLinks(path))
    let lockPath = directory + "/." + base + ".unit-lock"
    do throws(FileError) {
      try folderExists(directory, for: path)
      return Rewrite(path: path, lockPath: lockPath, fd: try lock(lockPath, for: path))
    } catch {
      console.writeError("unit \(command): error: \(error)\n")
      return nil
    }
  }

  private init(path: String, lockPath: String, fd: Int32) {
    self.path = path
    self.lockPath = lockPath
    self.fd = fd
  }

  /// The notebook's folder is there (a notebook an `--into` makes is made
  /// in a folder that is): otherwise the error names the folder, not the
  /// lock file that could not be made in it.
  private static func folderExists(_ directory: String, for path: String) throws(FileError) {
    var st = stat()
    guard PathCalls.stat(directory, &st) != 0 else {
      guard st.st_mode & S_IFMT == S_IFDIR else {
        throw FileError(path, "\(directory) is not a folder (nothing was written)")
      }
      return
    }
    let code = errno
    guard code == ENOENT else {
      throw FileError(path, "cannot reach its folder \(directory): \(FileError.reason(code))")
    }
    throw FileError(path, "the folder \(directory) does not exist: make it first (nothing was written)")
  }

  /// The descriptor of `lockPath`, write-locked: tried every 20 ms until
  /// the wait is over. The lock file is never a link followed (`O_NOFOLLOW`:
  /// a link planted there, even one to nothing, would have the lock make
  /// the file it points to) and is a regular file.
  private static func lock(_ lockPath: String, for path: String) throws(FileError) -> Int32 {
    let wait = try waitSeconds()
    let deadline = now() + wait
    while true {
      let fd = PathCalls.open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
      guard fd >= 0 else { throw lockError(lockPath, for: path, errno) }
      var st = stat()
      guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG else {
        close(fd)
        throw FileError(path, "cannot take its lock \(lockPath): it is not a regular file (remove it)")
      }
      var lock = wholeFile(F_WRLCK)
      if fcntl(fd, F_SETLK, &lock) == 0 {
        if let locked = FileIdentity(descriptor: fd), locked == FileIdentity(path: lockPath) { return fd }
        // The holder waited for removed this lock file: lock the new one.
        close(fd)
        continue
      }
      let code = errno
      guard code == EAGAIN || code == EACCES else {
        close(fd)
        throw FileError(path, "cannot take its lock \(lockPath): \(FileError.reason(code))")
      }
      var holder = wholeFile(F_WRLCK)
      let pid = fcntl(fd, F_GETLK, &holder) == 0 && holder.l_type != Int16(F_UNLCK) ? holder.l_pid : 0
      close(fd)
      if now() >= deadline {
        let who = pid > 0 ? "another unit process (pid \(pid))" : "another unit process"
        throw FileError(
          path,
          "\(who) is writing it; waited \(describe(wait)) for it (\(waitVariable) sets how long): nothing was written")
      }
      usleep(20_000)
    }
  }

  /// The notebook's text (no such file yet: no bytes), remembered for
  /// `replaceIfUnchanged`.
  func read() throws(FileError) -> [UInt8] {
    let bytes = try FileSystem.readIfPresent(path)
    readText = bytes
    return bytes
  }

  /// What `replaceIfUnchanged` did.
  enum Replaced {
    case written
    /// The notebook is no longer the text read: an editor (which takes
    /// no lock) saved it meanwhile. Nothing was written.
    case changed
    /// Reported.
    case failed
  }

  /// Replaces the notebook atomically with `bytes`, made from the text
  /// `read()` returned, only when the notebook still holds that text: it
  /// is read again just before the rename, as `fmt -w` reads again what
  /// it formatted, so that an editor's save made while the command worked
  /// is never written over.
  func replaceIfUnchanged<C: Console>(_ bytes: [UInt8], command: String, console: inout C) -> Replaced {
    do throws(FileError) {
      guard try FileSystem.readIfPresent(path) == readText else { return .changed }
    } catch {
      console.writeError("unit \(command): error: \(error)\n")
      return .failed
    }
    return replace(bytes, command: command, console: &console) ? .written : .failed
  }

  /// Runs `attempt`, which reads the notebook (with `read()` when it
  /// rewrites it) and writes it with `replaceIfUnchanged`, again from the
  /// notebook as it is now each time that finds it changed (at most
  /// `attempts` times; once without a rewrite, a dry run). What an attempt
  /// writes to the console is held until it is the one that counts, so its
  /// warnings and explanations are said once.
  static func retrying<C: Console, Done>(
    _ rewrite: Rewrite?, command: String, console: inout C, gaveUp: Done,
    _ attempt: (inout BufferConsole) -> Attempt<Done>
  ) -> Done {
    for _ in 0..<(rewrite == nil ? 1 : attempts) {
      var held = BufferConsole(errorIsColorTerminal: console.errorIsColorTerminal)
      let outcome = attempt(&held)
      guard case .done(let status) = outcome else { continue }
      console.writeOutput(held.output)
      console.writeError(held.error)
      return status
    }
    let path = PathBytes.shown(rewrite?.path ?? "")
    console.writeError(
      "unit \(command): error: \(path) changed \(attempts) times while unit \(command) worked on it (an editor saving it?): nothing was written\n"
    )
    return gaveUp
  }

  /// How one attempt of `retrying` ended: done, with what it gives.
  enum Attempt<Done> {
    case done(Done)
    /// `replaceIfUnchanged` found the notebook changed.
    case changed
  }

  /// Why the lock file could not be opened: a link at its place said as one.
  private static func lockError(_ lockPath: String, for path: String, _ code: Int32) -> FileError {
    var st = stat()
    if code == ELOOP || (PathCalls.lstat(lockPath, &st) == 0 && st.st_mode & S_IFMT == S_IFLNK) {
      return FileError(
        path, "cannot take its lock \(lockPath): it is a symbolic link, which unit does not follow (remove it)")
    }
    return FileError(path, "cannot take its lock \(lockPath): \(FileError.reason(code))")
  }

  /// Replaces the notebook atomically with `parts`; false (reported) on a failure.
  func replace<C: Console>(_ parts: [ByteBuffer], command: String, console: inout C) -> Bool {
    write(command, &console) { () throws(FileError) in try FileSystem.writeAtomically(path, parts) }
  }

  /// Replaces the notebook atomically with `bytes`; false (reported) on a failure.
  func replace<C: Console>(_ bytes: [UInt8], command: String, console: inout C) -> Bool {
    write(command, &console) { () throws(FileError) in try FileSystem.writeAtomically(path, bytes) }
  }

  /// Writes through `body`; a notebook with other names (hard links) is
  /// replaced under this name only, which is said.
  private func write<C: Console>(_ command: String, _ console: inout C, _ body: () throws(FileError) -> Void) -> Bool {
    var st = stat()
    let others = PathCalls.stat(path, &st) == 0 ? Int(st.st_nlink) - 1 : 0
    do throws(FileError) {
      try body()
    } catch {
      console.writeError("unit \(command): error: \(error)\n")
      return false
    }
    if others > 0 {
      let names = others == 1 ? "1 other name (a hard link)" : "\(others) other names (hard links)"
      console.writeError(
        "unit \(command): warning: \(PathBytes.shown(path)) had \(names): the new text is under \(PathBytes.shown(path)) only, and the other \(others == 1 ? "name keeps" : "names keep") the old text\n"
      )
    }
    return true
  }

  /// Lets the lock go (the lock file is removed first, still held).
  func end() {
    guard fd >= 0 else { return }
    PathCalls.unlink(lockPath)
    close(fd)
    fd = -1
  }

  deinit { end() }

  private static func wholeFile(_ type: Int32) -> flock {
    var lock = flock()
    lock.l_type = Int16(type)
    lock.l_whence = Int16(SEEK_SET)
    return lock
  }

  /// `UNIT_LOCK_WAIT`, or the default; an error names a malformed one.
  static func waitSeconds() throws(FileError) -> Double {
    guard let text = FileSystem.environment(waitVariable) else { return defaultWait }
    guard let seconds = Double(text), seconds >= 0, seconds <= 86_400 else {
      throw FileError("\(waitVariable)=\(text)", "expected a number of seconds from 0 to 86400 (the default is 5)")
    }
    return seconds
  }

  static func describe(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
  }

  /// Seconds on the monotonic clock.
  private static func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }
}
