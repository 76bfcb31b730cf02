/// Dates from `since` to `until`, both included; either open when nil
/// (the `--since` and `--until` of the history commands).
package struct DateSpan: Hashable, Sendable {
  package var since: LocalDate?
  package var until: LocalDate?

  package init(since: LocalDate?, until: LocalDate?) {
    self.since = since
    self.until = until
  }

  func includes(_ d: LocalDate) -> Bool {
    (since.map { d >= $0 } ?? true) && (until.map { d <= $0 } ?? true)
  }
}
