import Foundation
import Testing

@testable import UnitNotebook

/// Golden files, found by listing folders under `Fixtures/`. Set
/// `UPDATE_GOLDEN=1` to rewrite the expected files from what the code does now
/// (then read the diff before committing it).
enum Fixtures {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" }

  /// Names (without extension) of the files with `ext` in `folder`, sorted.
  static func names(_ folder: String, ext: String) -> [String] {
    let dir = root.appendingPathComponent(folder)
    let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return files.filter { $0.hasSuffix("." + ext) }.map { String($0.dropLast(ext.count + 1)) }.sorted()
  }

  static func url(_ folder: String, _ file: String) -> URL {
    root.appendingPathComponent(folder).appendingPathComponent(file)
  }

  static func bytes(_ folder: String, _ file: String) throws -> [UInt8] {
    Array(try Data(contentsOf: url(folder, file)))
  }

  static func text(_ folder: String, _ file: String) throws -> String {
    String(decoding: try bytes(folder, file), as: UTF8.self)
  }

  /// Compares `actual` with the golden file, or rewrites it when updating.
  static func expect(
    _ actual: String, matches folder: String, _ file: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let u = url(folder, file)
    if updating {
      try Data(actual.utf8).write(to: u)
      return
    }
    let expected = (try? String(decoding: Data(contentsOf: u), as: UTF8.self)) ?? "<missing \(file)>"
    #expect(actual == expected, "\(folder)/\(file) differs", sourceLocation: sourceLocation)
  }
}
