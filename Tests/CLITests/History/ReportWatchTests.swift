import Foundation
import Testing

@testable import UnitCLI

/// `unit report --watch`: the page and its sidecar are written, and written
/// again after an edit, with the new version in both; a page written
/// without `--watch` has no script and no sidecar. (The browser test opens
/// the page and sees it follow the edit.)
@Suite struct ReportWatchTests {
  static func waitFor(_ seconds: Double, _ done: () -> Bool) -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
      if done() { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return done()
  }

  static func read(_ url: URL) -> String {
    (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }

  @Test func theWatchedPageFollowsAnEdit() throws {
    let work = try TemporaryFolder()
    let notebook = work.url.appendingPathComponent("log.unit")
    try Data("# 2026-01-05 A\n\nSquat 100kg × 5 ✓\n\n# 2026-01-07 B\n\nSquat 105kg × 5 ✓\n".utf8).write(to: notebook)
    let page = work.url.appendingPathComponent("page.html")
    let sidecar = work.url.appendingPathComponent("page.html.watch.js")
    let p = Process()
    p.executableURL = UnitProcess.executable
    p.arguments = ["report", "--watch", "-o", "page.html", "log.unit"]
    p.currentDirectoryURL = work.url
    p.standardOutput = FileHandle.nullDevice
    p.standardError = FileHandle.nullDevice
    try p.run()
    defer {
      // SIGKILL: under the test runner, terminate() (SIGTERM) left the watch running.
      kill(p.processIdentifier, SIGKILL)
      p.waitUntilExit()
    }
    #expect(ReportWatchTests.waitFor(10) { ReportWatchTests.read(sidecar).hasPrefix("unitReportVersion(") })
    let first = ReportWatchTests.read(sidecar)
    let html = ReportWatchTests.read(page)
    let version = String(first.dropFirst("unitReportVersion(\"".count).prefix(16))
    #expect(first == "unitReportVersion(\"\(version)\");\n")
    #expect(html.contains("<meta name=\"unit-report-version\" content=\"\(version)\">"))
    #expect(html.contains("var version = \"\(version)\", sidecar = \"page.html.watch.js\";"))
    #expect(html.contains("script-src 'unsafe-inline' 'self' file:"))
    #expect(html.components(separatedBy: "<script>").count == 2)
    // An edit: a new record. The page is written again, then its sidecar.
    Thread.sleep(forTimeInterval: 0.3)
    let handle = try FileHandle(forWritingTo: notebook)
    handle.seekToEndOfFile()
    handle.write(Data("\n# 2026-01-09 C\n\nSquat 150kg × 3 ✓\n".utf8))
    try handle.close()
    #expect(ReportWatchTests.waitFor(5) { ReportWatchTests.read(sidecar) != first })
    let second = ReportWatchTests.read(sidecar)
    let again = ReportWatchTests.read(page)
    #expect(again.contains("150kg × 3"))
    #expect(again.contains("content=\"\(second.dropFirst("unitReportVersion(\"".count).prefix(16))\""))
    #expect(p.isRunning, "the watch goes on")
  }

  @Test func aPageWrittenWithoutWatchHasNoScript() throws {
    let work = try TemporaryFolder()
    try Data("# 2026-01-05 A\n\nSquat 100kg × 5 ✓\n".utf8).write(to: work.url.appendingPathComponent("log.unit"))
    let r = try UnitProcess.run(["report", "-o", "page.html", "log.unit"], in: work.url)
    #expect(r.status == 0)
    let html = ReportWatchTests.read(work.url.appendingPathComponent("page.html"))
    #expect(html.contains("<main>") && !html.contains("<script") && !html.contains("unit-report-version"))
    #expect(html.contains("content=\"default-src 'none'; style-src 'unsafe-inline'\""))
    #expect(!FileManager.default.fileExists(atPath: work.url.appendingPathComponent("page.html.watch.js").path))
  }

  @Test func aSidecarNameIsAStringOfItsOwn() {
    #expect(ReportWatch.jsString("a\"b\\c</script>") == #""a\"b\\c\u003c/script\u003e""#)
    #expect(
      ReportWatch.version("x") == ReportWatch.version("x") && ReportWatch.version("x") != ReportWatch.version("y"))
    #expect(ReportWatch.version("").count == 16)
  }
}
