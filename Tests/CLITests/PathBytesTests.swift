import Foundation
import Testing

@testable import UnitCLI

/// File names are bytes (docs/cli.md, "File names"): a name that is not
/// UTF-8 reaches the file it names in every command, and in the language
/// server's workspace; nothing is read or written under another name.
@Suite struct PathBytesTests {
  /// A folder with `v\xFF.unit` (not UTF-8) and an unrelated `v\u{FFFD}.json`.
  static func folder() throws -> TemporaryFolder {
    let dir = try TemporaryFolder()
    // What a name read as text with U+FFFD for the byte names instead.
    try Data("# 2026-01-01 Unrelated\n".utf8).write(to: URL(fileURLWithPath: dir.url.path + "/v\u{FFFD}.unit"))
    // The name with the byte FF, made by the shell (Foundation names files with text).
    _ = try FileSafetyTests().shell(
      "printf '# 2026-01-05 A\\n\\nSquat 100kg x 5 done\\n' > $'v\\xff.unit'", in: dir.url)
    try Data("{\"not\": \"touched\"}\n".utf8).write(to: dir.url.appendingPathComponent("v\u{FFFD}.json"))
    return dir
  }

  @Test func aNameThatIsNotUTF8IsItsFile() throws {
    let dir = try Self.folder()
    let suite = FileSafetyTests()
    let unrelated = suite.read("v\u{FFFD}.unit", in: dir.url)
    let r = try suite.shell(
      """
      "$UNIT" check $'v\\xff.unit' && echo checked
      "$UNIT" export --to json -o $'v\\xff.json' $'v\\xff.unit' && echo exported
      "$UNIT" fmt --check $'v\\xff.unit' | od -An -c | tr -d ' \\n'; echo
      "$UNIT" fmt -w $'v\\xff.unit' && echo formatted
      printf 'Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes\\n1,2026-01-08 07:00:00,"B",3600,"Row",1,60,8,,,,,\\n' > s.csv
      "$UNIT" import --into $'v\\xff.unit' s.csv
      "$UNIT" check $'w\\xfe.unit'
      grep -c '# 2026-01-08' $'v\\xff.unit'
      grep -c '"name": "Squat"' $'v\\xff.json'
      """, in: dir.url)
    let out = String(decoding: r.stdout, as: UTF8.self)
    #expect(out.contains("checked\nexported\nv377.unit\\n\nformatted\n1\n1\n"), "\(out)\n\(r.stderr)")
    #expect(r.stderr.contains("unit import: added 1 session (1 set) to v\\xFF.unit"), "\(r.stderr)")
    #expect(r.stderr.contains("unit check: error: w\\xFE.unit: no such file or directory"), "\(r.stderr)")
    #expect(suite.read("v\u{FFFD}.json", in: dir.url) == "{\"not\": \"touched\"}\n", "an unrelated file was written")
    #expect(suite.read("v\u{FFFD}.unit", in: dir.url) == unrelated)
    let listing = try suite.listing(dir.url)
    #expect(listing.count == 5, "no file was made under another name: \(listing)")
  }

  /// The language server reads and names such a file as it is (its URI's
  /// `%FF` is the byte), under a folder whose name is not ASCII.
  @Test func theWorkspaceKeepsTheBytesOfNames() throws {
    let dir = try TemporaryFolder()
    _ = try FileSafetyTests().shell(
      "mkdir 'wé' && printf '# 2025-12-18 A\\n\\nZercher Squat 100kg × 6 ✓\\n' > wé/$'x\\xff.unit'", in: dir.url)
    let root = Workspace.uri(ofPath: dir.url.path + "/wé")
    var client = try LSPEditorTests.Client(root: root)
    client.server.refreshHistory()
    let path = try #require(client.server.workspace.files.keys.first)
    #expect(client.server.workspace.files.count == 1)
    #expect(PathBytes.bytes(path).suffix(7) == [0x78, 0xFF, 0x2E, 0x75, 0x6E, 0x69, 0x74])
    let uri = Workspace.uri(ofPath: path)
    #expect(uri.hasSuffix("/w%C3%A9/x%FF.unit"), "\(uri)")
    #expect(client.server.workspace.notebookPath(uri) == path)
    #expect(client.server.workspace.shown(path) == "x\\xFF.unit")
  }

  @Test func everyByteComesBack() {
    var names: [[UInt8]] = [
      Array("plain.unit".utf8), [0x76, 0xFF], [0xC3, 0xA9], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80],
      [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x8F, 0xBE, 0x80], [0xC0, 0xAF], [0xF8, 0x88, 0x80, 0x80, 0x80],
    ]
    for b in 1...255 { names.append([UInt8(b), 0x2F, UInt8(b)]) }
    for name in names {
      #expect(PathBytes.bytes(PathBytes.string(name)) == name, "\(name)")
    }
    // Two names are two strings.
    #expect(PathBytes.string([0xF4, 0x8F, 0xBE, 0xBF]) != PathBytes.string([0xBF]))
    #expect(PathBytes.string(Array("é".utf8)) == "é")
    // Characters kept as they are around an escaped byte.
    #expect(
      PathBytes.string([0x61, 0xFF, 0xC3, 0xA9, 0xF4, 0x8F, 0xBE, 0x80, 0x62])
        == "a\u{10FFFF}é\u{10FFF4}\u{10FF8F}\u{10FFBE}\u{10FF80}b")
  }

  /// The C library is given a path only through `PathCalls`, with its bytes:
  /// no file that imports it calls a path function directly.
  @Test func pathsReachTheCLibraryAsBytes() throws {
    let sources = ReleaseTests.root.appendingPathComponent("Sources/UnitCLI")
    let call = try Regex(
      #"(^|[^.\w])(open|stat|lstat|access|rename|unlink|opendir|readlink|realpath|mkstemp|mkdir|rmdir|symlink|chdir|fopen|creat|truncate|chmod)\((?!\))"#
    )
    var found: [String] = []
    let walker = FileManager.default.enumerator(atPath: sources.path)
    while let file = walker?.nextObject() as? String {
      guard file.hasSuffix(".swift"), file != "Files/PathBytes.swift" else { continue }
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      guard text.contains("import Glibc") else { continue }
      for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        if code.contains(call) { found.append("\(file):\(n + 1): \(line)") }
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }
}
