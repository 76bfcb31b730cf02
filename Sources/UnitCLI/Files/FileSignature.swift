#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a file is on disk, as `stat` tells it: which file, its size, and
/// when its contents and its status last changed (to the nanosecond where
/// the file system keeps them). Two equal signatures are one unchanged file:
/// the language server reads a notebook again before a rename when its
/// signature changed, and `unit report --watch` writes the page again when
/// a notebook's did. An editor that saves by writing a new file and
/// renaming it changes the file's identity; one that writes in place, its
/// times.
struct FileSignature: Equatable {
  let device: UInt64
  let inode: UInt64
  let size: Int64
  let modified: (Int, Int)
  let changed: (Int, Int)

  /// Nil when there is no such file.
  init?(path: String) {
    var st = stat()
    guard PathCalls.stat(path, &st) == 0 else { return nil }
    device = UInt64(st.st_dev)
    inode = UInt64(st.st_ino)
    size = Int64(st.st_size)
    #if canImport(Darwin)
      modified = (st.st_mtimespec.tv_sec, st.st_mtimespec.tv_nsec)
      changed = (st.st_ctimespec.tv_sec, st.st_ctimespec.tv_nsec)
    #else
      modified = (st.st_mtim.tv_sec, st.st_mtim.tv_nsec)
      changed = (st.st_ctim.tv_sec, st.st_ctim.tv_nsec)
    #endif
  }

  static func == (a: FileSignature, b: FileSignature) -> Bool {
    (a.device, a.inode, a.size) == (b.device, b.inode, b.size) && a.modified == b.modified && a.changed == b.changed
  }

  /// The signatures of several files, in order (nil where there is none).
  static func of(_ paths: [String]) -> [FileSignature?] { paths.map { FileSignature(path: $0) } }
}

/// Waiting without work to do.
enum Pause {
  static func milliseconds(_ n: Int) {
    var left = timespec(tv_sec: n / 1000, tv_nsec: (n % 1000) * 1_000_000)
    var asked = left
    while nanosleep(&asked, &left) != 0 && errno == EINTR { asked = left }
  }
}
