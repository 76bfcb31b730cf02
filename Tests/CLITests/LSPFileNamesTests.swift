import Foundation
import Testing
import UnitNotebook

@testable import UnitCLI

/// One file is one notebook to the language server however it is named
/// (docs/lsp.md, "One name a file"): a linked workspace folder, a folder
/// named twice, URIs spelled with `..`, `.`, `//`, `%2e%2e` or `file:/`;
/// and a path through a link to a folder elsewhere is not the workspace's.
@Suite struct LSPFileNamesTests {
  typealias Client = LSPEditorTests.Client

  static let files = ["2025.unit": LSPEditorTests.older, "2026.unit": LSPEditorTests.newer]

  /// A client of the server on folders named by `roots`, with the capabilities
  /// to take edits by document.
  static func client(roots: [String]) throws -> Client {
    var client = try Client(
      capabilities: ["workspace": ["workspaceEdit": ["documentChanges": true]]], workspaceFolders: roots)
    client.server.refreshHistory()
    return client
  }

  /// The URIs a rename of Zercher Squat (on line 2 of the open 2026.unit)
  /// edits, each once, and how many edits each gets.
  static func renamed(_ client: inout Client, open uri: String) throws -> [String: Int] {
    var params = LSPSessionTests.at(uri, 2, 3)
    params["newName"] = "Front Squat"
    let edit = try client.request("textDocument/rename", params) as? [String: Any] ?? [:]
    var edits: [String: Int] = [:]
    for change in edit["documentChanges"] as? [[String: Any]] ?? [] {
      let uri = (change["textDocument"] as? [String: Any])?["uri"] as? String ?? ""
      edits[uri, default: 0] += (change["edits"] as? [Any])?.count ?? 0
    }
    return edits
  }

  /// A linked workspace folder, the document opened by its real path (and
  /// the other way round): two notebooks, each edited once.
  @Test func aLinkedFolderIsItsFolder() throws {
    let folder = try LSPWorkspaceTests.Folder(Self.files)
    let link = folder.url.deletingLastPathComponent().appendingPathComponent("link-\(UUID().uuidString)")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder.url)
    defer { try? FileManager.default.removeItem(at: link) }
    let linked = Workspace.uri(ofPath: link.path)
    for (root, open) in [(linked, folder.uri("2026.unit")), (folder.root, linked + "/2026.unit")] {
      var client = try Self.client(roots: [root])
      try client.open(open, LSPEditorTests.newer)
      #expect(client.server.historyFiles().count == 2, "\(root), \(open)")
      let edits = try Self.renamed(&client, open: open)
      #expect(edits.count == 2 && edits[open] == 1, "\(edits)")
      #expect(edits.values.reduce(0, +) == 4, "\(edits)")
    }
  }

  /// The open document's URI spelled in every way one file can be.
  @Test(arguments: ["sub/../2026.unit", "sub/%2e%2e/2026.unit", "./2026.unit", "/2026.unit", "%2E/2026.unit"])
  func aFileSpelledOtherwiseIsItsFile(_ spelling: String) throws {
    let folder = try LSPWorkspaceTests.Folder(Self.files.merging(["sub/keep.txt": ""]) { a, _ in a })
    var client = try Self.client(roots: [folder.root])
    let uri = folder.root + "/" + spelling
    try client.open(uri, LSPEditorTests.newer)
    #expect(client.server.historyFiles().count == 2, "\(uri)")
    let edits = try Self.renamed(&client, open: uri)
    #expect(edits.count == 2 && edits.values.reduce(0, +) == 4, "\(edits)")
  }

  @Test func aURIWithOneSlashIsAFile() throws {
    let folder = try LSPWorkspaceTests.Folder(Self.files)
    var client = try Self.client(roots: [folder.root])
    let uri = "file:" + folder.url.appendingPathComponent("2026.unit").path
    #expect(Workspace.path(ofURI: uri) == folder.url.appendingPathComponent("2026.unit").path)
    try client.open(uri, LSPEditorTests.newer)
    #expect(client.server.historyFiles().count == 2)
  }

  /// Folders named twice (`ws` and `ws/.`, a link to `ws`, a folder inside
  /// it) are walked once.
  @Test func aFolderNamedTwiceIsReadOnce() throws {
    let folder = try LSPWorkspaceTests.Folder(Self.files.merging(["sub/2024.unit": "# 2024-01-01\n"]) { a, _ in a })
    let link = folder.url.deletingLastPathComponent().appendingPathComponent("link-\(UUID().uuidString)")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder.url)
    defer { try? FileManager.default.removeItem(at: link) }
    for roots in [
      [folder.root, folder.root + "/."], [folder.root, Workspace.uri(ofPath: link.path)],
      [folder.root + "/sub", folder.root + "/"],
    ] {
      let client = try Self.client(roots: roots)
      #expect(client.server.workspace.roots.count == 1, "\(roots)")
      #expect(client.server.workspace.files.count == 3, "\(roots): \(client.server.workspace.files.keys.sorted())")
    }
  }

  /// A watched-file event for a notebook through a link to a folder outside
  /// the workspace reads nothing: it is not listed, and a rename does not
  /// edit it.
  @Test func aLinkToAFolderElsewhereIsNotTheWorkspace() throws {
    let folder = try LSPWorkspaceTests.Folder(Self.files)
    let outside = try LSPWorkspaceTests.Folder(["secret.unit": LSPEditorTests.older])
    try FileManager.default.createSymbolicLink(
      at: folder.url.appendingPathComponent("elsewhere"), withDestinationURL: outside.url)
    var client = try Self.client(roots: [folder.root])
    let through = folder.uri("elsewhere/secret.unit")
    #expect(client.server.workspace.notebookPath(through) == nil)
    try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": through, "type": 1]]])
    client.server.refreshHistory()
    #expect(client.server.workspace.files.count == 2, "\(client.server.workspace.files.keys.sorted())")
    #expect(!client.server.workspace.files.keys.contains { $0.hasSuffix("secret.unit") })
    let symbols = try client.request("workspace/symbol", ["query": "Zercher"]) as? [[String: Any]] ?? []
    let places = symbols.compactMap { ($0["location"] as? [String: Any])?["uri"] as? String }
    #expect(!places.contains { $0.contains("secret") }, "\(places)")
    try client.open(folder.uri("2026.unit"), LSPEditorTests.newer)
    let edits = try Self.renamed(&client, open: folder.uri("2026.unit"))
    #expect(!edits.keys.contains { $0.contains("secret") }, "\(edits)")
  }
}
