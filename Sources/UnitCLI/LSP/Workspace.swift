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
  /// What each file read was on disk just before it was read.
  private var signatures: [String: FileSignature] = [:]
  /// False until the folders are walked (at the first reading of the
  /// history after `initialize`).
  private(set) var isLoaded = true
  /// What was left out, to tell the editor once.
  var notice: String? = nil

  init() {}

  /// The folders, each by its one name (`canonical`): a folder named
  /// twice (`ws` and `ws/.`, or a link to it) or inside another is walked
  /// once.
  init(roots: [String]) {
    var kept: [String] = []
    for root in roots.map(Workspace.folder) where !kept.contains(root) { kept.append(root) }
    self.roots = kept.filter { root in !kept.contains { $0 != root && Workspace.isInside(root, $0) } }
    isLoaded = self.roots.isEmpty
  }

  /// The path a URI names, by its one name, when it is a file's under the
  /// workspace's folders (not in a hidden one) and a notebook (`.unit`):
  /// the only files the server reads. A path through a link to a folder
  /// elsewhere is that folder's, so it is not the workspace's.
  func notebookPath(_ uri: String) -> String? {
    Workspace.path(ofURI: uri).flatMap { notebookPath(ofPath: Workspace.canonical($0)) }
  }

  /// `path` (by its one name) when it is a notebook under the folders.
  func notebookPath(ofPath path: String) -> String? {
    guard path.hasSuffix(".unit") else { return nil }
    for root in roots where Workspace.isInside(path, root) {
      let inside = Substring(path.utf8.dropFirst(root == "/" ? 1 : root.utf8.count + 1)).split(separator: "/")
      return inside.contains { $0.hasPrefix(".") || $0 == ".." } ? nil : path
    }
    return nil
  }

  /// Is `path` under the folder `root` (both by their one names)?
  static func isInside(_ path: String, _ root: String) -> Bool {
    root == "/" ? path.hasPrefix("/") && path != "/" : path.hasPrefix(root + "/")
  }

  /// The one name of a file however it is spelled: its folder's path
  /// with links, `.`, `..` and repeated slashes resolved (`folder`), then
  /// its own name. Every file the server knows (a notebook, an open
  /// document) is known by it, so that no file is read or edited twice
  /// under two names. The file itself is not looked at: a document's URI
  /// names no file the server touches (a link to a file is a name of its
  /// own, and the workspace reads no link).
  static func canonical(_ path: String) -> String {
    let (parent, name) = FileSystem.split(path)
    guard name != ".", name != "..", !name.isEmpty, path.hasPrefix("/") else { return folder(path) }
    let real = folder(parent)
    return (real == "/" ? "" : real) + "/" + name
  }

  /// The one name of a folder (`realpath`), or, when it is not there, its
  /// path with `.`, `..` and repeated slashes taken out.
  static func folder(_ path: String) -> String {
    if let real = FileSystem.resolved(path) { return real }
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == ".." { _ = parts.popLast() } else { parts.append(part) }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// The one name of the file a `file:` URI names (`canonical`), or nil.
  static func key(ofURI uri: String) -> String? {
    path(ofURI: uri).map(canonical)
  }

  /// A file's path, by its one name (`canonical`), whatever the URI's
  /// spelling; the URI itself when it names no local file.
  static func documentKey(_ uri: String) -> String { key(ofURI: uri) ?? uri }

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
      for path in walk.found where !open.contains(path) {
        read(path, names: &names, failed: &failed)
      }
      stale = []
    }
    var pastBounds: [String] = []
    for path in stale.sorted() where !open.contains(path) {
      changed = true
      var st = stat()
      // Still its own one name (no link put in its way since it was marked).
      let isFile =
        notebookPath(ofPath: Workspace.canonical(path)) == path && PathCalls.lstat(path, &st) == 0
        && (st.st_mode & S_IFMT) == S_IFREG
      let others = files.reduce(0) { $0 + ($1.key == path ? 0 : $1.value.text.count) }
      let fits = (files[path] != nil || files.count < maxFiles) && others + Int(st.st_size) <= maxBytes
      files[path] = nil
      guard isFile else { continue }
      guard fits else {
        pastBounds.append(path)
        continue
      }
      read(path, names: &names, failed: &failed)
    }
    stale = []
    if !pastBounds.isEmpty { say(leftOut(pastBounds)) }
    if let first = failed.first {
      let more = failed.count > 1 ? " (and \(failed.count - 1) more)" : ""
      say("a notebook of the workspace could not be read: \(shown(first.path)): \(first.reason)\(more)")
    }
    return changed
  }

  /// Reads a file, cut in chunks and read with `names`, and what it was
  /// on disk (taken first: a change while it is read shows as one later).
  /// Reads a notebook into the workspace, or notes why it could not.
  private mutating func read(_ path: String, names: inout NameTable, failed: inout [FileError]) {
    do throws(FileError) {
      try read(path, names: &names)
    } catch {
      failed.append(error)
    }
  }

  private mutating func read(_ path: String, names: inout NameTable) throws(FileError) {
    signatures[path] = FileSignature(path: path)
    files[path] = TextDocument(
      uri: Workspace.uri(ofPath: path), version: nil, bytes: try FileSystem.read(path), names: &names)
  }

  /// Marks to be read again every file held that is no longer on disk
  /// what it was when it was read: for a client that sends no watched-file
  /// events, or has not sent one yet (a rename must not edit a copy of a
  /// file that changed since). Whether any was.
  mutating func markChangedOnDisk() -> Bool {
    let changed = files.keys.filter { FileSignature(path: $0) != signatures[$0] }
    stale.formUnion(changed)
    return !changed.isEmpty
  }

  /// Adds to what the editor is told next.
  private mutating func say(_ words: String) {
    notice = (notice.map { $0 + "; " } ?? "") + words
  }

  /// The notebooks a change brought past the bounds, each named.
  private func leftOut(_ paths: [String]) -> String {
    let names = paths.prefix(5).map(shown).joined(separator: ", ") + (paths.count > 5 ? ", …" : "")
    let bounds = "\(maxFiles) file\(maxFiles == 1 ? "" : "s"), \(InputLimit.describe(maxBytes)) in all"
    return paths.count == 1
      ? "\(names) is past the bounds of the workspace's history (\(bounds)): it counts once opened"
      : "\(paths.count) notebooks are past the bounds of the workspace's history (\(bounds)): \(names); each counts once opened"
  }

  /// A notebook as a message names it: its path in its workspace folder
  /// (the end of a long one).
  func shown(_ path: String) -> String {
    let root = roots.first { Workspace.isInside(path, $0) }
    let inside = PathBytes.shown(
      root.map { String(Substring(path.utf8.dropFirst($0 == "/" ? 1 : $0.utf8.count + 1))) } ?? path)
    let scalars = Array(inside.unicodeScalars)
    return scalars.count <= 60 ? inside : "…" + String(String.UnicodeScalarView(scalars.suffix(59)))
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
      guard stopped == nil else { return }
      var names: [String] = []
      _ = PathCalls.forEachEntry(in: folder) { name in
        entries += 1
        if entries > maxEntries {
          stopped = "more than \(maxEntries) entries in its folders"
          return false
        }
        if !name.hasPrefix(".") { names.append(name) }
        return true
      }
      for name in names.sorted() {
        guard stopped == nil else { return }
        let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        var st = stat()
        guard PathCalls.lstat(path, &st) == 0 else { continue }
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

  /// The path of a `file:` URI (`file:///a/b%20c.unit` is `/a/b c.unit`;
  /// `%FF` is the byte FF, kept as `PathBytes` keeps a name), or nil for
  /// another scheme, a host other than `localhost`, a percent sign that
  /// starts no escape, or a NUL.
  static func path(ofURI uri: String) -> String? {
    var rest = Substring(uri)
    guard rest.lowercased().hasPrefix("file:") else { return nil }
    rest = rest.dropFirst(5)
    // `file:///a`, `file://localhost/a`, and `file:/a` (no authority).
    if rest.hasPrefix("//") {
      rest = rest.dropFirst(2)
      if rest.lowercased().hasPrefix("localhost/") { rest = rest.dropFirst(9) }
    }
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
    return PathBytes.string(bytes)
  }

  /// The `file:` URI of a path, as editors write it: every byte but
  /// letters, digits, `-._~` and `/` escaped.
  static func uri(ofPath path: String) -> String {
    var out = "file://"
    let hex = Array("0123456789ABCDEF".utf8)
    for b in PathBytes.bytes(path) {
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
