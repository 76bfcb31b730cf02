/// What an import gives: the notebook, or the errors that stopped it, and the
/// warnings about anything the notebook could not keep.
public struct ImportResult: Sendable, Hashable {
  /// The imported notebook; nil when an error stopped the import.
  public var notebook: Notebook?
  /// Errors and warnings. For CSV input, `line` is the spreadsheet row
  /// (header = 1) and `column` the field (1-based).
  public var diagnostics: [Diagnostic]

  public init(notebook: Notebook?, diagnostics: [Diagnostic] = []) {
    self.notebook = notebook
    self.diagnostics = diagnostics
  }

  public var hasErrors: Bool { notebook == nil || diagnostics.contains { $0.severity == .error } }

  /// True when the export does not say whether its weights are kg or lb:
  /// ask the lifter, then read it again with `ImportOptions(unit:)`.
  public var needsWeightUnit: Bool { diagnostics.contains { $0.code == .weightUnitNeeded } }
}

/// Hands an import's sessions on while the export is still being read, so
/// the command line can print each one on its other core. `done` gets each
/// session once it is complete, in the order the export holds them; `order`
/// gets, when the finished notebook orders them differently (the importers
/// sort chronologically), the index of the handed-on session behind each of
/// the notebook's sessions in chronological order. Package access: not part of the library's API.
package struct SessionStream {
  package var done: (Session) -> Void
  package var order: ([Int]) -> Void
  /// False when the caller keeps what it needs of each session: the reader
  /// then lets each go once handed on (the result's notebook has no
  /// sessions), so a large import does not hold its whole model.
  package var keepsSessions: Bool
  /// The rows of a CSV export, read ahead on another thread (`CSVRowReader`),
  /// in exchange for the chunk read before; nil: the importer reads them
  /// itself.
  package var rows: ((CSVRows) -> CSVRows?)? = nil

  package init(done: @escaping (Session) -> Void, order: @escaping ([Int]) -> Void, keepsSessions: Bool = true) {
    self.done = done
    self.order = order
    self.keepsSessions = keepsSessions
  }
}
