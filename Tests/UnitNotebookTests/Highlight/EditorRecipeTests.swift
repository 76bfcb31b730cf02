import Foundation
import Testing

/// `docs/editors.md` quotes the files in `docs/editors/` so they can be read and
/// copied from the page; the quotes must stay the files, and the VS Code
/// extension must name the grammar as it is.
@Suite struct EditorRecipeTests {
  static let root = GrammarSource.packageRoot

  /// Each `<!-- file: PATH -->` in the page and the fenced block after it.
  static func quotedFiles() throws -> [(path: String, text: String)] {
    let page = String(decoding: try Data(contentsOf: root.appendingPathComponent("docs/editors.md")), as: UTF8.self)
    var out: [(String, String)] = []
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var i = 0
    while i < lines.count {
      let line = lines[i]
      i += 1
      guard line.hasPrefix("<!-- file: "), line.hasSuffix(" -->") else { continue }
      let path = String(line.dropFirst("<!-- file: ".count).dropLast(" -->".count))
      guard i < lines.count, lines[i].hasPrefix("```") else {
        out.append((path, "<no fenced block after the marker>"))
        continue
      }
      var body: [String] = []
      i += 1
      while i < lines.count, lines[i] != "```" {
        body.append(lines[i])
        i += 1
      }
      i += 1
      out.append((path, body.map { $0 + "\n" }.joined()))
    }
    return out
  }

  @Test func thePageQuotesTheFilesAsTheyAre() throws {
    let quoted = try Self.quotedFiles()
    #expect(quoted.count >= 9)
    for (path, text) in quoted {
      let file = (try? Data(contentsOf: Self.root.appendingPathComponent(path))).map {
        String(decoding: $0, as: UTF8.self)
      }
      #expect(file == text, "docs/editors.md quotes \(path) differently from the file")
    }
  }

  @Test func theVSCodeExtensionNamesTheGrammar() throws {
    let dir = Self.root.appendingPathComponent("docs/editors/vscode")
    let package = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("package.json")))
        as? [String: Any])
    let contributes = try #require(package["contributes"] as? [String: Any])
    let languages = try #require(contributes["languages"] as? [[String: Any]])
    let grammars = try #require(contributes["grammars"] as? [[String: Any]])
    #expect(languages.first?["id"] as? String == "unit")
    #expect(languages.first?["extensions"] as? [String] == [".unit"])
    #expect(grammars.first?["language"] as? String == "unit")
    #expect(grammars.first?["scopeName"] as? String == Highlighting.grammar.scopeName)
    #expect(grammars.first?["path"] as? String == "./syntaxes/unit.tmLanguage.json")
    _ = try JSONSerialization.jsonObject(
      with: Data(contentsOf: dir.appendingPathComponent("language-configuration.json")))
  }
}
