#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file as seen from outside — whether it is there, which file it is,
/// its size and when it was last written — so that a change shows without
/// reading it: `unit report --watch` compares the notebooks' stamps a few
/// times a second. An editor that saves by writing a new file and renaming
/// it changes the file's identity; one that writes in place, its time.
struct FileStamp: Equatable {
  var exists = false
  var device: UInt64 = 0
  var inode: UInt64 = 0
  var size: Int64 = 0
  var seconds = 0
  var nanoseconds = 0

  init(_ path: String) {
    var st = stat()
    guard stat(path, &st) == 0 else { return }
    exists = true
    device = UInt64(st.st_dev)
    inode = UInt64(st.st_ino)
    size = Int64(st.st_size)
    #if canImport(Darwin)
      seconds = Int(st.st_mtimespec.tv_sec)
      nanoseconds = Int(st.st_mtimespec.tv_nsec)
    #else
      seconds = Int(st.st_mtim.tv_sec)
      nanoseconds = Int(st.st_mtim.tv_nsec)
    #endif
  }

  /// The stamps of several files, in order.
  static func of(_ paths: [String]) -> [FileStamp] { paths.map(FileStamp.init) }
}

/// Waiting without work to do.
enum Pause {
  static func milliseconds(_ n: Int) {
    var left = timespec(tv_sec: n / 1000, tv_nsec: (n % 1000) * 1_000_000)
    var asked = left
    while nanosleep(&asked, &left) != 0 && errno == EINTR { asked = left }
  }
}
