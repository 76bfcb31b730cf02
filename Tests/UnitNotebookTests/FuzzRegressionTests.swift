import Foundation
import Testing

@testable import UnitNotebook

/// Every finding of the fuzz targets, kept once fixed: each file in
/// `Fixtures/fuzz/TARGET/` goes through the oracle of TARGET
/// (`FuzzOracle`), the same laws the fuzzer checks (docs/reliability.md).
@Suite struct FuzzRegressionTests {
  static let folder = Fixtures.root.appendingPathComponent("fuzz")

  /// (target, file) for every kept finding.
  static let cases: [(String, String)] = {
    let fm = FileManager.default
    let targets = ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    return targets.flatMap { target in
      let files = (try? fm.contentsOfDirectory(atPath: folder.appendingPathComponent(target).path)) ?? []
      return files.filter { !$0.hasPrefix(".") }.sorted().map { (target, $0) }
    }
  }()

  @Test(arguments: cases)
  func findingKeepsTheLaws(_ target: String, _ file: String) throws {
    let law = try #require(FuzzOracle.law(ofTarget: target), "no fuzz target named \(target)")
    let bytes = try Fixtures.bytes("fuzz/" + target, file)
    let problem = law(bytes)
    #expect(problem == nil, "\(target)/\(file): \(problem ?? "")")
  }

  @Test func everyTargetHasAnOracle() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fuzz")
    let files = try FileManager.default.contentsOfDirectory(atPath: sources.path)
    let targets = files.filter { $0.hasSuffix("Fuzz.swift") }.map { String($0.dropLast(".swift".count)) }
    #expect(targets.count == 5)
    for t in targets { #expect(FuzzOracle.law(ofTarget: t) != nil, "\(t)") }
  }
}
