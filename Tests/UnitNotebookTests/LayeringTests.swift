import Foundation
import Testing

/// A stage never reaches up (docs/ARCHITECTURE.md, "Layers"): a folder of
/// the library or of the command line uses the types of the folders below
/// it, never of one above it or beside it. The order is declared here, once,
/// and the same arrows are written in docs/ARCHITECTURE.md.
///
/// The check reads the sources as text: the types a folder declares at the
/// top of its files are its own, and a capitalised name used in a file
/// (outside comments and string literals, after no `.`) that only folders
/// above or beside it declare is a use that reaches up. A name the folder
/// declares itself at any depth (`LocalDate.ParseResult`) is taken as its
/// own, so a nested type that shares a name with a higher one is not
/// mistaken for it. Top-level functions are not followed (the sources have
/// three: `both`, used in Convert, its own folder, and `Glibc_read` and
/// `Glibc_write` of the command line's root, used by LSP, above it).
@Suite struct LayeringTests {
  /// One module's folders, lowest first. A folder may use what the lines
  /// before its own declare; folders on one line do not use each other.
  /// "." is the files at the module's top.
  struct Module: Sendable {
    var path: String
    var layers: [[String]]
    /// What the arrows of docs/ARCHITECTURE.md call ".".
    var top: String
    /// A file of "." that may name types of any folder, and which ones.
    var table: (file: String, names: @Sendable (String) -> Bool)? = nil
  }

  static let library = Module(
    path: "Sources/UnitNotebook",
    layers: [
      ["Source"], ["Model"], ["Training", "Muscles"], ["Syntax"], ["Lowering"], ["Printer", "Outline"], ["Convert"],
      ["Import"], ["AppExport"], ["History"], ["Planning"], ["."],
    ],
    top: "façade")

  /// The command line's lowest folders are the JSON tree, the threads and
  /// the files (with the consoles); its root holds what every command
  /// shares (arguments, help, completions, the two-core readers); the
  /// history's and the report's drawing and the language server build on
  /// it, and the commands, one file each, stand on top. The command table
  /// names every command.
  static let commandLine = Module(
    path: "Sources/UnitCLI",
    layers: [["JSON", "Threads", "Files"], ["."], ["History", "LSP"], ["Report"], ["Commands"]],
    top: "root",
    table: ("Commands.swift", { $0.hasSuffix("Command") }))

  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func theLibraryNeverReachesUp() throws {
    let uses = try Self.upwardUses(in: Self.library)
    #expect(uses.isEmpty, "uses of a folder above or beside:\n\(uses.joined(separator: "\n"))")
  }

  @Test func theCommandLineNeverReachesUp() throws {
    let uses = try Self.upwardUses(in: Self.commandLine)
    #expect(uses.isEmpty, "uses of a folder above or beside:\n\(uses.joined(separator: "\n"))")
  }

  /// docs/ARCHITECTURE.md writes each module's order as one line of
  /// arrows, `Source → Model → … → Printer, Outline → …`.
  @Test func theArchitectureWritesTheSameOrder() throws {
    let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
    for module in [Self.library, Self.commandLine] {
      let arrows = Self.arrows(module)
      let written = doc.contains(arrows)
      #expect(written, "docs/ARCHITECTURE.md should have the line: \(arrows)")
    }
  }

  /// The check finds what it looks for: a use from a lower folder, a use
  /// from a folder beside, a nested name of the folder's own, a name in a
  /// comment, a string, an interpolation.
  @Test func theCheckFindsAnUpwardUse() {
    let files: [(folder: String, file: String, text: String)] = [
      ("Low", "Low/A.swift", "struct Base {}\nenum Shadow {\n  enum High {}\n}\nlet s: High? = nil\n"),
      (
        "Low", "Low/B.swift",
        "// Right in a comment\nlet t = \"Right \\(Other.self)\"\nlet u = x.Right\n"
          + "let v = #\"Right \"# + \"\"\"\n  Right\n  \"\"\"\n"
      ),
      ("Left", "Left/C.swift", "struct Other { let b: Base; let r: Right }\n"),
      ("Right", "Right/D.swift", "struct Right {}\n"),
      ("Up", "Up/E.swift", "struct High { let o: Other; let r: Right; let b: Base }\n"),
    ]
    let module = Module(path: "", layers: [["Low"], ["Left", "Right"], ["Up"]], top: "")
    let uses = Self.upwardUses(in: module, files: files)
    #expect(uses == ["Left/C.swift uses Right (Right)", "Low/B.swift uses Other (Left)"])
  }

  // MARK: - The check

  static func arrows(_ module: Module) -> String {
    module.layers.map { layer in layer.map { $0 == "." ? module.top : $0 }.joined(separator: ", ") }
      .joined(separator: " → ")
  }

  static func upwardUses(in module: Module) throws -> [String] {
    let base = root.appendingPathComponent(module.path).path
    guard let walker = FileManager.default.enumerator(atPath: base) else { return ["cannot list \(base)"] }
    var files: [(folder: String, file: String, text: String)] = []
    while let path = walker.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let parts = path.split(separator: "/")
      let folder = parts.count > 1 ? String(parts[0]) : "."
      files.append((folder, path, try String(contentsOfFile: base + "/" + path, encoding: .utf8)))
    }
    return upwardUses(in: module, files: files)
  }

  static func upwardUses(in module: Module, files: [(folder: String, file: String, text: String)]) -> [String] {
    var rank: [String: Int] = [:]
    for (k, layer) in module.layers.enumerated() {
      for folder in layer { rank[folder] = k }
    }
    var owners: [String: Set<String>] = [:]  // a top-level type → the folders declaring it
    var own: [String: Set<String>] = [:]  // a folder → every type it declares, at any depth
    var problems: [String] = []
    for f in files {
      guard rank[f.folder] != nil else {
        problems.append("\(f.file): the folder \(f.folder) is in no layer of LayeringTests")
        continue
      }
      for d in declarations(f.text) {
        own[f.folder, default: []].insert(d.name)
        if d.topLevel { owners[d.name, default: []].insert(f.folder) }
      }
    }
    for f in files {
      guard let r = rank[f.folder] else { continue }
      for name in SwiftNames.used(in: f.text).sorted() where !(own[f.folder]?.contains(name) ?? false) {
        guard let declaring = owners[name], declaring.allSatisfy({ (rank[$0] ?? 0) >= r }) else { continue }
        if let table = module.table, f.folder == ".", f.file == table.file, table.names(name) { continue }
        problems.append("\(f.file) uses \(name) (\(declaring.sorted().joined(separator: ", ")))")
      }
    }
    return problems.sorted()
  }

  /// The types a file declares: a line's modifiers and attributes, then
  /// `struct`, `enum`, `class`, `protocol`, `actor` or `typealias` and the
  /// name. At the start of a line it is a top-level one.
  static func declarations(_ text: String) -> [(name: String, topLevel: Bool)] {
    let kinds: Set<Substring> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
    let modifiers: Set<Substring> = [
      "public", "package", "internal", "private", "fileprivate", "final", "indirect", "nonisolated",
    ]
    var found: [(String, Bool)] = []
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ")
      var k = 0
      while k < words.count, modifiers.contains(words[k]) || words[k].hasPrefix("@") { k += 1 }
      guard k + 1 < words.count, kinds.contains(words[k]) else { continue }
      let name = words[k + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if let first = name.first, first.isUppercase { found.append((String(name), line.first != " ")) }
    }
    return found
  }
}

/// The capitalised names Swift source uses: identifiers outside comments
/// and string literals (an interpolation is code), not after a `.`.
private struct SwiftNames {
  private let b: [UInt8]
  private var i = 0
  private var names: Set<String> = []

  static func used(in text: String) -> Set<String> {
    var reader = SwiftNames(b: Array(text.utf8))
    reader.code(toClosingParen: false)
    return reader.names
  }

  private init(b: [UInt8]) { self.b = b }

  private func at(_ k: Int) -> UInt8 { k < b.count ? b[k] : 0 }

  private static func isIdentifier(_ c: UInt8) -> Bool {
    (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39) || c == 0x5F
  }

  /// Reads code up to the end, or past the `)` that closes an interpolation.
  private mutating func code(toClosingParen: Bool) {
    var depth = 0
    while i < b.count {
      let c = b[i]
      if c == 0x2F, at(i + 1) == 0x2F {  // a line comment
        while i < b.count, b[i] != 0x0A { i += 1 }
      } else if c == 0x2F, at(i + 1) == 0x2A {
        blockComment()
      } else if c == 0x22 || (c == 0x23 && rawStringHashes() != nil) {
        string()
      } else if c == 0x28 {
        depth += 1
        i += 1
      } else if c == 0x29 {
        i += 1
        if toClosingParen && depth == 0 { return }
        depth -= 1
      } else if Self.isIdentifier(c) {
        let start = i
        while i < b.count, Self.isIdentifier(b[i]) { i += 1 }
        let afterDot = start > 0 && b[start - 1] == 0x2E
        if c >= 0x41, c <= 0x5A, !afterDot { names.insert(String(decoding: b[start..<i], as: UTF8.self)) }
      } else {
        i += 1
      }
    }
  }

  /// `/* … */`, nested as Swift nests them.
  private mutating func blockComment() {
    var depth = 0
    while i < b.count {
      if b[i] == 0x2F, at(i + 1) == 0x2A {
        depth += 1
        i += 2
      } else if b[i] == 0x2A, at(i + 1) == 0x2F {
        depth -= 1
        i += 2
        if depth == 0 { return }
      } else {
        i += 1
      }
    }
  }

  /// The number of `#` before a raw string's quote at `i`, or nil.
  private func rawStringHashes() -> Int? {
    var k = i
    while at(k) == 0x23 { k += 1 }
    return at(k) == 0x22 ? k - i : nil
  }

  /// A string literal at `i`: `"…"`, `"""…"""`, raw or not.
  private mutating func string() {
    let hashes = rawStringHashes() ?? 0
    i += hashes
    let multiline = at(i) == 0x22 && at(i + 1) == 0x22 && at(i + 2) == 0x22
    i += multiline ? 3 : 1
    func hashesFollow(_ k: Int) -> Bool { (0..<hashes).allSatisfy { at(k + $0) == 0x23 } }
    while i < b.count {
      if b[i] == 0x5C, hashesFollow(i + 1) {
        i += 1 + hashes
        if at(i) == 0x28 {
          i += 1
          code(toClosingParen: true)
        } else {
          i += 1
        }
      } else if b[i] == 0x22, !multiline || (at(i + 1) == 0x22 && at(i + 2) == 0x22) {
        let end = i + (multiline ? 3 : 1)
        if hashesFollow(end) {
          i = end + hashes
          return
        }
        i += 1
      } else {
        i += 1
      }
    }
  }
}
