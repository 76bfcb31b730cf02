import Testing

@testable import UnitNotebook

/// `unit export` reads a text into records on one thread and makes the model
/// of each on the other (`forEachPartRecord`, `PartMaker`). The parts made
/// must be the notebook's sessions and routines, in the order written, and
/// each must say where its text ends, so the writer gives back only pages
/// behind it.
@Suite struct PartRecordTests {
  static let text = """
    > Notebook note

    # Routine Lower A
    Squat 100kg 3×5 +2.5kg

    # 2026-11-29 07:15 Lower A
    > Slept well
    Squat
      100kg × 5 ✓ @8
      100kg × 4 ✗ > missed
    Pullup BW × 8 ✓

    # 2026-11-30 Run
    Run 5km 25:30 done

    # Routine Upper B
    Bench Press 80kg 3×8–12

    # 2026-12-01 Upper B
    Bench Press: 80kg x 8, 8, 7

    """

  @Test func partsAreTheNotebooksInOrderWithTheirEnds() {
    let bytes = Array(PartRecordTests.text.utf8)
    let parsed = Notebook.parse(PartRecordTests.text)
    #expect(parsed.diagnostics.isEmpty)
    let notebook = parsed.notebook
    #expect(notebook.sessions.count == 3 && notebook.routines.count == 2)
    var sessions: [Session] = []
    var routines: [Routine] = []
    var ends: [Int] = []
    let diagnostics = bytes.withUnsafeBufferPointer { b in
      var maker = PartMaker(b)
      return NotebookExport.forEachPartRecord(b) { record in
        ends.append(record.end)
        switch maker.part(record) {
        case .session(let s): sessions.append(s)
        case .routine(var r):
          r.sessionsBefore = sessions.count
          routines.append(r)
        }
      }
    }
    #expect(diagnostics.isEmpty)
    #expect(sessions == notebook.sessions)
    #expect(routines == notebook.routines)
    // Each part ends where the next heading starts, the last at the end.
    let headings = bytes.indices.filter { $0 > 0 && bytes[$0 - 1] == 0x0A && bytes[$0] == UInt8(ascii: "#") }
    #expect(ends == Array(headings.dropFirst()) + [bytes.count])
  }
}
