import Testing

@testable import UnitNotebook

/// A session's title that opens like a time is printed with its first colon
/// escaped, so that the heading reads back with the same times and title;
/// any other title is printed as it is (Printer+Heading.swift, from the
/// parser's own reading of a heading's times, `Parser.readsTime`).
@Suite struct HeadingTitleTests {
  struct Case: Sendable, CustomStringConvertible {
    var start: TimeOfDay?
    var end: TimeOfDay?
    var title: String
    var heading: String
    var description: String { heading }
  }

  static let seven = TimeOfDay(secondsSinceMidnight: 7 * 3600 + 15 * 60)
  static let eight = TimeOfDay(secondsSinceMidnight: 8 * 3600 + 20 * 60)

  static let cases: [Case] = [
    // After the date, a time would be read.
    Case(title: "10:00 Club", heading: "# 2026-01-05 10\\:00 Club"),
    Case(title: "7:15pm run", heading: "# 2026-01-05 7\\:15pm run"),
    Case(title: "25:00 cycle", heading: "# 2026-01-05 25\\:00 cycle"),  // out of range: an error
    Case(title: "13:00pm x", heading: "# 2026-01-05 13\\:00pm x"),  // am/pm hour: an error
    Case(title: "10am Club", heading: "# 2026-01-05 10am Club"),
    Case(title: "100kg day: heavy", heading: "# 2026-01-05 100kg day: heavy"),
    Case(title: "- 08:00 Club", heading: "# 2026-01-05 - 08:00 Club"),
    Case(title: "1:2:3", heading: "# 2026-01-05 1:2:3"),
    // After a start time, a dash and a time would be read as the end.
    Case(start: seven, title: "- 08:00 Club", heading: "# 2026-01-05 07:15 - 08\\:00 Club"),
    Case(start: seven, title: "–8:00pm", heading: "# 2026-01-05 07:15 –8\\:00pm"),
    Case(start: seven, title: "—99:00", heading: "# 2026-01-05 07:15 —99\\:00"),
    Case(start: seven, title: "- Easy day", heading: "# 2026-01-05 07:15 - Easy day"),
    Case(start: seven, title: "10:00 Club", heading: "# 2026-01-05 07:15 10:00 Club"),
    // After an end time, nothing more is read as a time.
    Case(start: seven, end: eight, title: "- 09:00", heading: "# 2026-01-05 07:15–08:20 - 09:00"),
    Case(start: seven, end: eight, title: "10:00 Club", heading: "# 2026-01-05 07:15–08:20 10:00 Club"),
  ]

  @Test(arguments: cases)
  func titleIsEscapedOnlyWhereItWouldReadAsATime(_ c: Case) throws {
    let date = try #require(LocalDate(year: 2026, month: 1, day: 5))
    let session = Session(date: date, start: c.start, end: c.end, title: c.title)
    let text = Notebook(sessions: [session]).canonicalText
    #expect(text.split(separator: "\n").first.map(String.init) == c.heading)
    let back = Notebook.parse(text)
    #expect(back.diagnostics.isEmpty)
    #expect(back.notebook.sessions == [session])
    // The text formats to itself: the printer's reading of the title is
    // the same from the text as from the model.
    #expect(try NotebookFormatter.format(text) == text)
  }
}
