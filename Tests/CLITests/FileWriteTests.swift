import Foundation
import Testing

/// `unit fmt -w` rewrites files safely: permissions kept, links followed,
/// read-only files and folders refused without changes.
@Suite struct FileWriteTests {
  static let messy = "# 2026-11-29\nSquat 100kg x 5 done\n"
  static let canonical = "# 2026-11-29\n\nSquat 100kg × 5 ✓\n"

  func write(_ text: String, to url: URL, mode: Int = 0o644) throws {
    try Data(text.utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
  }

  func read(_ url: URL) throws -> String {
    String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }

  @Test func keepsPermissions() throws {
    let dir = try TemporaryFolder()
    let file = dir.url.appendingPathComponent("week.unit")
    try write(FileWriteTests.messy, to: file, mode: 0o640)
    let r = try UnitProcess.run(["fmt", "-w", "week.unit"], in: dir.url)
    #expect(r.status == 0)
    #expect(try read(file) == FileWriteTests.canonical)
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
    #expect(mode == 0o640)
  }

  @Test func writesThroughASymbolicLink() throws {
    let dir = try TemporaryFolder()
    let target = dir.url.appendingPathComponent("real.unit")
    let link = dir.url.appendingPathComponent("link.unit")
    try write(FileWriteTests.messy, to: target)
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.unit")
    let r = try UnitProcess.run(["fmt", "-w", "link.unit"], in: dir.url)
    #expect(r.status == 0)
    #expect(try read(target) == FileWriteTests.canonical)
    let kind = try FileManager.default.attributesOfItem(atPath: link.path)[.type] as? FileAttributeType
    #expect(kind == .typeSymbolicLink)
  }

  @Test func leavesNoTemporaryFilesBehind() throws {
    let dir = try TemporaryFolder()
    try write(FileWriteTests.messy, to: dir.url.appendingPathComponent("a.unit"))
    _ = try UnitProcess.run(["fmt", "-w", "a.unit"], in: dir.url)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path) == ["a.unit"])
  }

  /// Root may write anywhere: as root, unit runs as `nobody` (with setpriv),
  /// owning the file but not the folder, so only the folder stops it.
  static let asOrdinaryUser: [String]? = {
    if getuid() != 0 { return [] }
    return FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
      ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : nil
  }()

  @Test(.enabled(if: asOrdinaryUser != nil, "root ignores permissions, and there is no setpriv"))
  func aReadOnlyFolderIsAClearErrorAndChangesNothing() throws {
    let dir = try TemporaryFolder()
    let file = dir.url.appendingPathComponent("a.unit")
    try write(FileWriteTests.messy, to: file)
    let wrapper = FileWriteTests.asOrdinaryUser ?? []
    if !wrapper.isEmpty { try FileManager.default.setAttributes([.ownerAccountID: 65534], ofItemAtPath: file.path) }
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: dir.url.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.url.path) }
    let r = try UnitProcess.run(["fmt", "-w", "a.unit"], in: dir.url, wrapper: wrapper)
    #expect(r.status == 2)
    #expect(r.stderr.contains("permission denied"), "\(r.stderr)")
    #expect(try read(file) == FileWriteTests.messy)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path) == ["a.unit"])
  }
}
