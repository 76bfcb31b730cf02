import Foundation
import Testing

@testable import UnitNotebook

/// The laws of the JSON and CSV conversions. Golden and property tests call
/// these, so no single case can forget one:
///
/// - text → X → text gives `fmt(text)` byte for byte (for text without comments);
/// - X → text → X gives the same bytes;
/// - the streaming export (`NotebookExport`, in small chunks) gives the same
///   bytes as writing the parsed model;
/// - for JSON, Foundation's coders on the model (`Codable`) and the
///   hand-written writer and reader give identical values: the same models,
///   and the same JSON values.
enum ConversionLaws {
  enum Format: String, CaseIterable {
    case json
    case csv

    var export: NotebookExport.Format { self == .json ? .json : .csv }

    func write(_ n: Notebook) -> [UInt8] {
      self == .json ? NotebookJSON.write(n) : NotebookCSV.write(n)
    }

    func read(_ b: [UInt8]) -> ImportResult {
      self == .json ? NotebookJSON.read(b) : NotebookCSV.read(b)
    }
  }

  /// Checks every law for notebook text; returns the exported bytes.
  @discardableResult
  static func check(_ text: [UInt8], _ format: Format, sourceLocation: SourceLocation = #_sourceLocation)
    -> [UInt8]?
  {
    let shown = String(decoding: text, as: UTF8.self)
    guard let canonical = NotebookFormatter.format(utf8: text).output else {
      Issue.record("the notebook does not parse\n--- text\n\(shown)", sourceLocation: sourceLocation)
      return nil
    }
    let model = Notebook.parse(utf8: text).notebook
    let exported = format.write(model)
    let exportedText = String(decoding: exported, as: UTF8.self)

    var streamed: [UInt8] = []
    let diagnostics = NotebookExport.export([text], to: format.export, chunkSize: 64) { streamed += $0 }
    // Warnings (two routines of one name) are the text's, as parsing gives them.
    #expect(
      diagnostics == [Notebook.parse(utf8: text).diagnostics]
        && !diagnostics.joined().contains { $0.severity == .error },
      "export reported problems: \(diagnostics)", sourceLocation: sourceLocation)
    if streamed != exported {
      Issue.record(
        "the streaming export differs from writing the model\n--- written\n\(exportedText)\n--- streamed\n\(String(decoding: streamed, as: UTF8.self))",
        sourceLocation: sourceLocation)
    }

    let back = format.read(exported)
    guard let read = back.notebook else {
      Issue.record(
        "\(format.rawValue) written does not read back: \(back.diagnostics)\n--- text\n\(shown)\n--- \(format.rawValue)\n\(exportedText)",
        sourceLocation: sourceLocation)
      return nil
    }
    if read != model {
      Issue.record(
        "text → \(format.rawValue) → model changed it: \(firstDifference(model, read))\n--- \(format.rawValue)\n\(exportedText)",
        sourceLocation: sourceLocation)
    }
    if !Laws.containsComment(canonical), read.canonicalUTF8 != canonical {
      Issue.record(
        "text → \(format.rawValue) → text differs from fmt(text)\n--- fmt\n\(String(decoding: canonical, as: UTF8.self))\n--- via \(format.rawValue)\n\(read.canonicalText)",
        sourceLocation: sourceLocation)
    }
    let again = format.write(Notebook.parse(utf8: read.canonicalUTF8).notebook)
    if again != exported {
      Issue.record(
        "\(format.rawValue) → text → \(format.rawValue) changed the bytes\n--- first\n\(exportedText)\n--- again\n\(String(decoding: again, as: UTF8.self))",
        sourceLocation: sourceLocation)
    }
    if format == .json { checkCodable(model, exported, sourceLocation: sourceLocation) }
    return exported
  }

  /// Foundation's coders on the model agree with the hand-written writer and reader.
  static func checkCodable(_ model: Notebook, _ json: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
    do {
      let decoded = try JSONDecoder().decode(Notebook.self, from: Data(json))
      if decoded != model {
        Issue.record(
          "JSONDecoder read the hand-written JSON differently: \(firstDifference(model, decoded))",
          sourceLocation: sourceLocation)
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      let encoded = try encoder.encode(model)
      // As JSON values (key order and number spelling aside) the two are the same document.
      if try JSONValue.parse(Array(encoded)) != JSONValue.parse(json) {
        Issue.record(
          "JSONEncoder and the hand-written writer give different JSON values\n--- JSONEncoder\n\(String(decoding: encoded, as: UTF8.self))\n--- hand-written\n\(String(decoding: json, as: UTF8.self))",
          sourceLocation: sourceLocation)
      }
      let read = NotebookJSON.read(Array(encoded))
      if read.notebook != model {
        Issue.record(
          "the hand-written reader read JSONEncoder's JSON differently: \(read.diagnostics) \(read.notebook.map { firstDifference(model, $0) } ?? "")\n--- JSONEncoder\n\(String(decoding: encoded, as: UTF8.self))",
          sourceLocation: sourceLocation)
      }
    } catch {
      Issue.record("Codable failed: \(error)", sourceLocation: sourceLocation)
    }
  }
}
