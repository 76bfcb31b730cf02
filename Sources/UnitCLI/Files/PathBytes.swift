#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's name is bytes (any but NUL), not text: `v\xFF.json` is a name
/// as good as `v.json`. Swift's `String` holds Unicode only, so `unit`
/// carries a path in a `String` that keeps every byte: valid UTF-8 as its
/// characters, and every other byte `b` as the character U+10FF00 + `b`
/// (private use, plane 16). A name that really holds one of U+10FF80 to
/// U+10FFFF has each byte of it written so too, so no two names are one
/// string. Every call of the C library with a path goes through here, with
/// the path's own bytes: arguments (`CLI.run`'s from `main`), folder
/// entries, links and `realpath` come back the same way. What is shown
/// (`shown`) writes such a byte as `\xFF`.
enum PathBytes {
  /// The string of a path's bytes: each run of characters decoded at once,
  /// every byte of no character (or of an escape) as its escape.
  static func string(_ bytes: some Collection<UInt8>) -> String {
    let b = Array(bytes)
    var out = ""
    var run = 0
    var i = 0
    while i < b.count {
      let n = validLength(b, i)
      if let n, !isEscape(b, at: i, length: n) {
        i += n
        continue
      }
      out += String(decoding: b[run..<i], as: UTF8.self)
      for k in i..<(i + (n ?? 1)) { out.unicodeScalars.append(escape(b[k])) }
      i += n ?? 1
      run = i
    }
    out += String(decoding: b[run...], as: UTF8.self)
    return out
  }

  /// The process's arguments after its name, each as `string` keeps its
  /// bytes (`CommandLine.arguments` would put U+FFFD for a byte of no
  /// character, and name another file).
  static func processArguments() -> [String] {
    (1..<Int(CommandLine.argc)).map { k in
      guard let p = CommandLine.unsafeArgv[k] else { return "" }
      return string(UnsafeRawBufferPointer(start: p, count: strlen(p)))
    }
  }

  /// A path's bytes, as `string` took them.
  static func bytes(_ path: String) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(path.utf8.count)
    for s in path.unicodeScalars {
      if isEscape(s) {
        out.append(UInt8(s.value - 0x10_FF00))
      } else {
        out.append(contentsOf: String(s).utf8)
      }
    }
    return out
  }

  /// The path as a message shows it: a byte of no character as `\xFF`.
  static func shown(_ path: String) -> String {
    guard path.unicodeScalars.contains(where: isEscape) else { return path }
    var out = ""
    for s in path.unicodeScalars {
      if isEscape(s) {
        let v = Int(s.value - 0x10_FF00)
        let hex = Array("0123456789ABCDEF")
        out += "\\x" + String(hex[v >> 4]) + String(hex[v & 15])
      } else {
        out.unicodeScalars.append(s)
      }
    }
    return out
  }

  /// Calls `body` with the path's bytes as a C string.
  static func withCString<R>(_ path: String, _ body: (UnsafePointer<CChar>) -> R) -> R {
    var c = bytes(path).map { CChar(bitPattern: $0) }
    c.append(0)
    return c.withUnsafeBufferPointer { b in
      guard let base = b.baseAddress else { preconditionFailure("a C string has its NUL") }
      return body(base)
    }
  }

  private static func isEscape(_ s: Unicode.Scalar) -> Bool { s.value >= 0x10_FF80 && s.value <= 0x10_FFFF }

  /// Whether the valid sequence of `n` bytes at `i` is an escape (all
  /// four bytes long: only those are decoded).
  private static func isEscape(_ b: [UInt8], at i: Int, length n: Int) -> Bool {
    guard n == 4, let s = String(decoding: b[i..<(i + n)], as: UTF8.self).unicodeScalars.first else { return false }
    return isEscape(s)
  }

  private static func escape(_ b: UInt8) -> Unicode.Scalar {
    Unicode.Scalar(0x10_FF00 + UInt32(b)) ?? "?"
  }

  /// The length of the valid UTF-8 sequence at `i`, or nil (RFC 3629: no
  /// overlong forms, no surrogates, nothing past U+10FFFF).
  private static func validLength(_ b: [UInt8], _ i: Int) -> Int? {
    let c = b[i]
    let (n, low, high): (Int, UInt8, UInt8)
    switch c {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: (n, low, high) = (2, 0x80, 0xBF)
    case 0xE0: (n, low, high) = (3, 0xA0, 0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (n, low, high) = (3, 0x80, 0xBF)
    case 0xED: (n, low, high) = (3, 0x80, 0x9F)
    case 0xF0: (n, low, high) = (4, 0x90, 0xBF)
    case 0xF1...0xF3: (n, low, high) = (4, 0x80, 0xBF)
    case 0xF4: (n, low, high) = (4, 0x80, 0x8F)
    default: return nil
    }
    guard i + n <= b.count, (low...high).contains(b[i + 1]) else { return nil }
    for k in (i + 2)..<(i + n) where !(0x80...0xBF).contains(b[k]) { return nil }
    return n
  }
}

/// The C library's calls that take a path, each with the path's bytes
/// (`PathBytes`): the only way the command line names a file to the system
/// (`PathBytesTests` fails on a call made with a `String` elsewhere).
enum PathCalls {
  static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    PathBytes.withCString(path) { cOpen($0, flags, mode) }
  }

  static func stat(_ path: String, _ st: inout stat) -> Int32 {
    PathBytes.withCString(path) { cStat($0, &st) }
  }

  static func lstat(_ path: String, _ st: inout stat) -> Int32 {
    PathBytes.withCString(path) { cLstat($0, &st) }
  }

  static func access(_ path: String, _ mode: Int32) -> Int32 {
    PathBytes.withCString(path) { cAccess($0, mode) }
  }

  static func rename(_ from: String, _ to: String) -> Int32 {
    PathBytes.withCString(from) { f in PathBytes.withCString(to) { t in cRename(f, t) } }
  }

  @discardableResult
  static func unlink(_ path: String) -> Int32 {
    PathBytes.withCString(path) { cUnlink($0) }
  }

  /// The names in a folder (not `.` and `..`), each as `PathBytes` keeps
  /// it; nil when it cannot be opened. `each` is told every name as it is
  /// read and returns false to stop.
  static func forEachEntry(in folder: String, _ each: (String) -> Bool) -> Bool {
    guard let dir = PathBytes.withCString(folder, { opendir($0) }) else { return false }
    defer { closedir(dir) }
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in PathBytes.string(raw.prefix { $0 != 0 }) }
      if name == "." || name == ".." { continue }
      guard each(name) else { break }
    }
    return true
  }

  /// Where a symbolic link points, or nil when `path` is none.
  static func readlink(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4097)
    let n = PathBytes.withCString(path) { cReadlink($0, &buffer, 4096) }
    guard n > 0 else { return nil }
    return PathBytes.string(buffer[0..<n].map { UInt8(bitPattern: $0) })
  }

  /// The path with links, `.` and `..` resolved, or nil when it is not there.
  static func realpath(_ path: String) -> String? {
    guard let p = PathBytes.withCString(path, { cRealpath($0) }) else { return nil }
    defer { free(p) }
    return PathBytes.string(UnsafeRawBufferPointer(start: p, count: strlen(p)))
  }

  /// A new file made from `template` (its last six bytes `XXXXXX`): its
  /// descriptor and name, or -1 (with `errno`).
  static func mkstemp(_ template: String) -> (Int32, String) {
    var c = PathBytes.bytes(template).map { CChar(bitPattern: $0) } + [0]
    let fd = c.withUnsafeMutableBufferPointer { t -> Int32 in
      guard let b = t.baseAddress else { return -1 }
      return cMkstemp(b)
    }
    return (fd, PathBytes.string(c.dropLast().map { UInt8(bitPattern: $0) }))
  }
}

// The C library's own calls, at file scope, where their names are not the
// members above.
private func cOpen(_ p: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 { open(p, flags, mode) }
private func cStat(_ p: UnsafePointer<CChar>, _ st: inout stat) -> Int32 { stat(p, &st) }
private func cLstat(_ p: UnsafePointer<CChar>, _ st: inout stat) -> Int32 { lstat(p, &st) }
private func cAccess(_ p: UnsafePointer<CChar>, _ mode: Int32) -> Int32 { access(p, mode) }
private func cRename(_ a: UnsafePointer<CChar>, _ b: UnsafePointer<CChar>) -> Int32 { rename(a, b) }
private func cUnlink(_ p: UnsafePointer<CChar>) -> Int32 { unlink(p) }
private func cReadlink(_ p: UnsafePointer<CChar>, _ buffer: inout [CChar], _ n: Int) -> Int { readlink(p, &buffer, n) }
private func cRealpath(_ p: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>? { realpath(p, nil) }
private func cMkstemp(_ p: UnsafeMutablePointer<CChar>) -> Int32 { mkstemp(p) }
