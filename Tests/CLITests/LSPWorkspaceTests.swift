import Foundation
import Testing
import UnitNotebook

@testable import UnitCLI

/// The workspace is the history (docs/lsp.md): the server reads every
/// `*.unit` file under the folders the client names, answers from all of
/// them, reads a file again when the client says it changed (or when it is
/// saved or closed), lets an open document's text win over its file, and
/// reads nothing else.
@Suite struct LSPWorkspaceTests {
  static let older = """
    # 2025-12-18 Lower B

    Zercher Squat
      warmup 60kg × 5 ✓
      100kg × 6 ✓ @8
      100kg × 6 ✓

    """

  static let newer = """
    # 2026-01-05 Lower B

    Zercher Squat
      100kg × 6

    """

  /// A folder of notebooks, removed when the test ends.
  final class Folder {
    let url: URL

    init(_ files: [String: String]) throws {
      url = FileManager.default.temporaryDirectory.appendingPathComponent("unit-workspace-\(UUID().uuidString)")
      for (name, text) in files { try write(name, text) }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ name: String, _ text: String) throws {
      let file = url.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }

    func uri(_ name: String) -> String { Workspace.uri(ofPath: url.appendingPathComponent(name).path) }
    var root: String { Workspace.uri(ofPath: url.path) }
  }

  static func initialize(_ client: LSPClient, root: String, watches: Bool = false) throws -> [String: Any] {
    var capabilities = LSPSessionTests.capabilities
    if watches { capabilities["workspace"] = ["didChangeWatchedFiles": ["dynamicRegistration": true]] }
    let params: [String: Any] = [
      "processId": NSNull(), "rootUri": root, "capabilities": capabilities,
      "workspaceFolders": [["uri": root, "name": "log"]],
    ]
    let result = try client.result("initialize", params) as? [String: Any] ?? [:]
    try client.notify("initialized", [String: Any]())
    return result
  }

  static func hover(_ client: LSPClient, _ uri: String, _ line: Int) throws -> String {
    let hover = try client.result("textDocument/hover", LSPSessionTests.at(uri, line, 1)) as? [String: Any] ?? [:]
    return (hover["contents"] as? [String: Any])?["value"] as? String ?? ""
  }

  /// Two yearly files, only the newer one open: last time is December's
  /// session of the older file, and completion plans its sets.
  @Test func aFileNotOpenIsHistory() throws {
    let folder = try Folder(["2025.unit": Self.older, "2026.unit": Self.newer, "notes.txt": "# 2026-01-01\n"])
    let client = try LSPClient()
    _ = try Self.initialize(client, root: folder.root)
    try LSPSessionTests.open(client, folder.uri("2026.unit"), Self.newer)
    _ = try client.notification("textDocument/publishDiagnostics")
    let value = try Self.hover(client, folder.uri("2026.unit"), 2)
    #expect(value.contains("Last time, 2025-12-18: warmup 60kg × 5 ✓, 100kg × 6 ✓ @8, 100kg × 6 ✓"), "\(value)")
    #expect(value.contains("heaviest 100kg (2025-12-18)"), "\(value)")
    let list =
      try client.result("textDocument/completion", LSPSessionTests.at(folder.uri("2026.unit"), 4, 0)) as? [String: Any]
      ?? [:]
    let items = list["items"] as? [[String: Any]] ?? []
    let zercher = items.first { $0["label"] as? String == "Zercher Squat" }
    #expect(zercher?["detail"] as? String == "last time's sets, planned", "\(items)")
  }

  /// Watched files: the server asks for them, and a file changed on disk
  /// counts as it is now; an open document's text wins over its file until
  /// it is closed.
  @Test func changedFilesAreReadAgain() throws {
    let folder = try Folder(["2025.unit": Self.older, "2026.unit": Self.newer])
    let client = try LSPClient()
    _ = try Self.initialize(client, root: folder.root, watches: true)
    let register = try client.receive("client/registerCapability") {
      $0["method"] as? String == "client/registerCapability"
    }
    let registrations = (register["params"] as? [String: Any])?["registrations"] as? [[String: Any]] ?? []
    #expect(registrations.first?["method"] as? String == "workspace/didChangeWatchedFiles")
    try client.send(["jsonrpc": "2.0", "id": register["id"] ?? NSNull(), "result": NSNull()])
    let newer = folder.uri("2026.unit")
    try LSPSessionTests.open(client, newer, Self.newer)
    _ = try client.notification("textDocument/publishDiagnostics")
    #expect(try Self.hover(client, newer, 2).contains("Last time, 2025-12-18"))

    try folder.write("2025.unit", Self.older.replacing("2025-12-18", with: "2025-12-20"))
    try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": folder.uri("2025.unit"), "type": 2]]])
    #expect(try Self.hover(client, newer, 2).contains("Last time, 2025-12-20"))

    // Open with unsaved text: the text wins; closed, the file again.
    try LSPSessionTests.open(client, folder.uri("2025.unit"), Self.older.replacing("2025-12-18", with: "2025-12-24"))
    _ = try client.notification("textDocument/publishDiagnostics")
    #expect(try Self.hover(client, newer, 2).contains("Last time, 2025-12-24"))
    try client.notify("textDocument/didClose", ["textDocument": ["uri": folder.uri("2025.unit")]])
    _ = try client.notification("textDocument/publishDiagnostics")
    #expect(try Self.hover(client, newer, 2).contains("Last time, 2025-12-20"))

    // Deleted: no last time.
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("2025.unit"))
    try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": folder.uri("2025.unit"), "type": 3]]])
    #expect(!(try Self.hover(client, newer, 2).contains("Last time")))
  }

  /// In memory: only `.unit` files under the folders, not in hidden
  /// folders, not through links; past the bounds the rest is left out and
  /// the editor told once; a file that cannot be read is said too.
  @Test func theWorkspaceIsBounded() throws {
    var files: [String: String] = [:]
    for k in 0..<6 { files["log/\(k).unit"] = "# 2025-0\(k + 1)-01\n\nSquat 10\(k)kg × 5 ✓\n" }
    files[".hidden/x.unit"] = "# 2025-09-01\n\nSquat 200kg × 5 ✓\n"
    files["other.txt"] = "# 2025-09-01\n\nSquat 300kg × 5 ✓\n"
    let folder = try Folder(files)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("linked").path,
      withDestinationPath: folder.url.appendingPathComponent(".hidden").path)
    var server = LanguageServer()
    let initialize: [String: Any] = [
      "jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["rootUri": folder.root, "capabilities": [:]],
    ]
    _ = server.handle(Array(try JSONSerialization.data(withJSONObject: initialize)))
    server.workspace.maxFiles = 4
    server.refreshHistory()
    #expect(
      server.workspace.files.keys.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted() == [
        "0.unit", "1.unit", "2.unit", "3.unit",
      ])
    let told = server.takeNotices().map { "\($0)" }.joined()
    #expect(told.contains("at most 4 files") && told.contains("4 files read"), "\(told)")
    #expect(server.history?.records(of: "Squat").first?.value.description == "103kg")
    // A change outside the folders, or not a notebook, reads nothing.
    for uri in ["file:///etc/passwd.unit", folder.uri("other.txt"), folder.uri(".hidden/x.unit")] {
      #expect(server.workspace.notebookPath(uri) == nil, "\(uri)")
    }
    // A file that cannot be read is said.
    try FileManager.default.setAttributes(
      [.posixPermissions: 0], ofItemAtPath: folder.url.appendingPathComponent("log/0.unit").path)
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o644], ofItemAtPath: folder.url.appendingPathComponent("log/0.unit").path)
    }
    if getuid() != 0 {
      let changed: [String: Any] = [
        "jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles",
        "params": ["changes": [["uri": folder.uri("log/0.unit"), "type": 2]]],
      ]
      _ = server.handle(Array(try JSONSerialization.data(withJSONObject: changed)))
      server.refreshHistory()
      #expect(server.takeNotices().map { "\($0)" }.joined().contains("could not be read"))
    }
  }

  /// A notebook a watched-file event brings that is past the bounds is
  /// left out, and the editor is told so, as after the walk.
  @Test(arguments: ["bytes", "files"])
  func aFilePastTheBoundsAfterAnEventIsSaid(_ bound: String) throws {
    let folder = try Folder(["a.unit": "# 2025-01-01\n\nSquat 100kg × 5 ✓\n"])
    var server = LanguageServer()
    func send(_ m: [String: Any]) throws { _ = server.handle(Array(try JSONSerialization.data(withJSONObject: m))) }
    try send([
      "jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["rootUri": folder.root, "capabilities": [:]],
    ])
    if bound == "bytes" {
      server.workspace.maxBytes = 100
    } else {
      (server.workspace.maxFiles, server.workspace.maxBytes) = (1, 1 << 30)
    }
    server.refreshHistory()
    #expect(server.workspace.files.count == 1)
    #expect(server.takeNotices().isEmpty)
    try folder.write("b.unit", "# 2025-02-01\n\nSquat 110kg × 5 ✓\n" + String(repeating: "// padding\n", count: 10))
    try send([
      "jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles",
      "params": ["changes": [["uri": folder.uri("b.unit"), "type": 1]]],
    ])
    server.refreshHistory()
    #expect(server.workspace.files.count == 1, "b.unit is left out")
    let told = server.takeNotices().map { "\($0)" }.joined()
    let bounds = bound == "bytes" ? "(1000 files, 100 bytes in all)" : "(1 file, 1 GiB in all)"
    #expect(told.contains("unit lsp: b.unit is past the bounds of the workspace") && told.contains(bounds), "\(told)")
  }

  /// An open document's file is not held while its text is in step (the
  /// text stands for it); out of step, the file counts again.
  @Test func anOpenFileIsNotHeldTwice() throws {
    let folder = try Folder(["2025.unit": Self.older, "2026.unit": Self.newer])
    var server = LanguageServer()
    func send(_ m: [String: Any]) throws { _ = server.handle(Array(try JSONSerialization.data(withJSONObject: m))) }
    try send([
      "jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["rootUri": folder.root, "capabilities": [:]],
    ])
    let older = folder.uri("2025.unit")
    let path = try #require(Workspace.path(ofURI: older))
    try send([
      "jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": [
        "textDocument": ["uri": older, "version": 1, "text": Self.older.replacing("2025-12-18", with: "2025-12-24")]
      ],
    ])
    server.refreshHistory()
    #expect(server.workspace.files[path] == nil && server.workspace.files.count == 1)
    #expect(server.lastTimes(of: ["Zercher Squat"], before: nil).first??.session.date.description == "2025-12-24")
    try send([
      "jsonrpc": "2.0", "method": "textDocument/didChange",
      "params": [
        "textDocument": ["uri": older, "version": 2],
        "contentChanges": [
          ["range": ["start": ["line": 90, "character": 0], "end": ["line": 90, "character": 0]], "text": "x"]
        ],
      ],
    ])
    server.refreshHistory()
    #expect(server.workspace.files[path] != nil, "out of step: the file counts")
    #expect(server.lastTimes(of: ["Zercher Squat"], before: nil).first??.session.date.description == "2025-12-18")
  }

  @Test func urisAndPaths() {
    #expect(Workspace.path(ofURI: "file:///a/b%20c/%E4%B8%AD.unit") == "/a/b c/中.unit")
    #expect(Workspace.path(ofURI: "file://localhost/a.unit") == "/a.unit")
    #expect(Workspace.path(ofURI: "file://server/a.unit") == nil)
    #expect(Workspace.path(ofURI: "untitled:1") == nil)
    #expect(Workspace.path(ofURI: "file:///a%2") == nil)
    #expect(Workspace.path(ofURI: "file:///a%00b") == nil)
    #expect(Workspace.uri(ofPath: "/a/b c/中.unit") == "file:///a/b%20c/%E4%B8%AD.unit")
    #expect(Workspace.path(ofURI: Workspace.uri(ofPath: "/x/#?%.unit")) == "/x/#?%.unit")
  }
}
