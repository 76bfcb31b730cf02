import UnitNotebook

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The notebooks of the workspace the client names at `initialize`
/// (`workspaceFolders`, or `rootUri`): every `*.unit` file under its
/// folders, read as history (docs/lsp.md). Bounded: at most `maxFiles`
/// files and `maxBytes` bytes in all, found in path order among at most
/// `maxEntries` entries of folders (tests set smaller bounds); what lies past a bound is left out, and
/// the editor is told so once. Hidden files and folders (a name starting
/// with `.`) and symbolic links are not followed. These are the only files
/// the server ever reads: a document's own URI is never opened.
struct Workspace {
  var maxFiles = 1_000
  var maxBytes = 128 << 20
  var maxEntries = 100_000

  /// The folders, as paths.
  private(set) var roots: [String] = []
  /// The files read, by path: the URI they are known by and their text.
  private(set) var files: [String: TextDocument] = [:]
  /// Paths to read again before the history is next read (a file closed,
  /// or changed on disk).
  private(set) var stale: Set<String> = []
  /// False until the folders are walked (at the first reading of the
  /// history after `initialize`).
  private(set) var isLoaded = true
  /// What was left out, to tell the editor once.
  var notice: String? = nil

  init() {}

  init(roots: [String]) {
    self.roots = roots
    isLoaded = roots.isEmpty
  }

  /// The path a URI names, when it is a file's under the workspace's
  /// folders (not in a hidden one) and a notebook (`.unit`): the only files
  /// the server reads.
  func notebookPath(_ uri: String) -> String? {
    guard let path = Workspace.path(ofURI: uri), path.hasSuffix(".unit") else { return nil }
    for root in roots {
      let folder = root.hasSuffix("/") ? root : root + "/"
      guard path.hasPrefix(folder) else { continue }
      let inside = path.dropFirst(folder.count).split(separator: "/")
      return inside.contains { $0.hasPrefix(".") || $0 == ".." } ? nil : path
    }
    return nil
  }

  /// Marks a file to be read again (or found, or found gone).
  mutating func markStale(_ uri: String) {
    if let path = notebookPath(uri) { stale.insert(path) }
  }

  /// Lets go of a file while it is open (the editor's text stands for it;
  /// it is read again when closed).
  mutating func setAside(_ uri: String) {
    guard let path = notebookPath(uri) else { return }
    files[path] = nil
    stale.remove(path)
  }

  /// Walks the folders (once) and reads the files marked stale since, each
  /// cut in chunks and read with `names`, but those at `open` paths (the
  /// editor's text stands for them). Whether anything changed; what could
  /// not be read is in `notice`.
  mutating func load(names: inout NameTable, skipping open: Set<String>) -> Bool {
    var changed = false
    var failed: [FileError] = []
    if !isLoaded {
      isLoaded = true
      changed = true
      var walk = Walk(maxFiles: maxFiles, maxBytes: maxBytes, maxEntries: maxEntries)
      for root in roots { walk.visit(root) }
      if let reason = walk.stopped {
        notice =
          "the workspace holds more notebooks than the history reads (\(reason)): \(walk.found.count) files read, in path order; the others count once opened"
      }
      for path in walk.found where !open.contains(path) { read(path, names: &names, failed: &failed) }
      stale = []
    }
    for path in stale.sorted() where !open.contains(path) {
      changed = true
      var st = stat()
      let isFile = lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
      let others = files.reduce(0) { $0 + ($1.key == path ? 0 : $1.value.text.count) }
      let fits = (files[path] != nil || files.count < maxFiles) && others + Int(st.st_size) <= maxBytes
      files[path] = nil
      guard isFile else { continue }
      guard fits else {
        notice =
          "\(Excerpt.cut(path)) is past the bounds of the workspace's history (\(maxFiles) files, \(maxBytes >> 20) MB): it counts once opened"
        continue
      }
      read(path, names: &names, failed: &failed)
    }
    stale = []
    if let first = failed.first {
      let more = failed.count > 1 ? " (and \(failed.count - 1) more)" : ""
      notice =
        (notice.map { $0 + "; " } ?? "")
        + "a notebook of the workspace could not be read: \(Excerpt.cut(first.path)): \(first.reason)\(more)"
    }
    return changed
  }

  /// Reads the file at `path`, cut in chunks and read with `names`, or
  /// adds why it could not be read to `failed`.
  private mutating func read(_ path: String, names: inout NameTable, failed: inout [FileError]) {
    do throws(FileError) {
      files[path] = TextDocument(
        uri: Workspace.uri(ofPath: path), version: nil, bytes: try FileSystem.read(path), names: &names)
    } catch {
      failed.append(error)
    }
  }

  /// Marks where each file's pieces of history start.
  mutating func markPieces(size: Int) {
    for path in files.keys { files[path]?.markPieces(size: size) }
  }

  /// The folders' notebooks in path order, within the bounds.
  private struct Walk {
    let maxFiles: Int
    let maxBytes: Int
    let maxEntries: Int
    var found: [String] = []
    var bytes = 0
    var entries = 0
    /// The bound that stopped the walk, if one did.
    var stopped: String? = nil

    mutating func visit(_ folder: String) {
      guard stopped == nil, let dir = opendir(folder) else { return }
      var names: [String] = []
      while let entry = readdir(dir) {
        entries += 1
        if entries > maxEntries {
          stopped = "more than \(maxEntries) entries in its folders"
          break
        }
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if !name.hasPrefix(".") { names.append(name) }
      }
      closedir(dir)
      for name in names.sorted() {
        guard stopped == nil else { return }
        let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        var st = stat()
        guard lstat(path, &st) == 0 else { continue }
        switch st.st_mode & S_IFMT {
        case S_IFDIR: visit(path)
        case S_IFREG where name.hasSuffix(".unit"):
          if found.count >= maxFiles {
            stopped = "at most \(maxFiles) files"
          } else if bytes + Int(st.st_size) > maxBytes {
            stopped = "at most \(maxBytes >> 20) MB in all"
          } else {
            found.append(path)
            bytes += Int(st.st_size)
          }
        default: continue
        }
      }
    }
  }

  // MARK: - URIs

  /// The path of a `file:` URI (`file:///a/b%20c.unit` is `/a/b c.unit`),
  /// or nil for another scheme, a host other than `localhost`, or a
  /// percent sign that starts no escape.
  static func path(ofURI uri: String) -> String? {
    var rest = Substring(uri)
    guard rest.lowercased().hasPrefix("file://") else { return nil }
    rest = rest.dropFirst(7)
    if rest.hasPrefix("localhost/") { rest = rest.dropFirst(9) }
    guard rest.hasPrefix("/") else { return nil }
    var bytes: [UInt8] = []
    var utf8 = Array(rest.utf8)[...]
    while let b = utf8.popFirst() {
      guard b == UInt8(ascii: "%") else {
        bytes.append(b)
        continue
      }
      guard utf8.count >= 2, let high = hexDigit(utf8.removeFirst()), let low = hexDigit(utf8.removeFirst()) else {
        return nil
      }
      bytes.append(high << 4 | low)
    }
    guard !bytes.contains(0) else { return nil }
    let path = String(decoding: bytes, as: UTF8.self)
    return Array(path.utf8) == bytes ? path : nil
  }

  /// The `file:` URI of a path, as editors write it: every byte but
  /// letters, digits, `-._~` and `/` escaped.
  static func uri(ofPath path: String) -> String {
    var out = "file://"
    let hex = Array("0123456789ABCDEF".utf8)
    for b in path.utf8 {
      let plain =
        (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A)
        || b == UInt8(ascii: "-") || b == UInt8(ascii: ".") || b == UInt8(ascii: "_") || b == UInt8(ascii: "~")
        || b == UInt8(ascii: "/")
      if plain {
        out.unicodeScalars.append(Unicode.Scalar(b))
      } else {
        out += "%" + String(decoding: [hex[Int(b >> 4)], hex[Int(b & 15)]], as: UTF8.self)
      }
    }
    return out
  }

  private static func hexDigit(_ b: UInt8) -> UInt8? {
    switch b {
    case 0x30...0x39: return b - 0x30
    case 0x41...0x46: return b - 0x41 + 10
    case 0x61...0x66: return b - 0x61 + 10
    default: return nil
    }
  }
}
