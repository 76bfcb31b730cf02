import UnitNotebook

/// Prints a large notebook model in the canonical form on two cores: the
/// sessions are cut in two halves, each printed on its own thread, and the
/// texts are joined by the blank line that separates sessions. Printing
/// carries no state from one session to the next when there are no comments
/// (a model has none), so the join is exactly the text of one pass.
enum ParallelPrint {
  /// Below this many sets one pass is quicker than starting a thread.
  static let threshold = 50_000

  /// (Tests under ThreadSanitizer pass a lower `threshold`.)
  static func canonical(_ notebook: Notebook, threshold: Int = ParallelPrint.threshold) -> [[UInt8]] {
    let sets = notebook.sessions.reduce(0) { $0 + $1.exercises.reduce(0) { $0 + $1.sets.count } }
    guard sets >= threshold, notebook.sessions.count >= 2 else { return [notebook.canonicalUTF8] }
    let (first, second) = notebook.split(atSession: notebook.sessions.count / 2)
    let (a, b) = TwoThreads.run({ first.canonicalUTF8 }, { second.canonicalUTF8 })
    return a.isEmpty ? [b] : [a, [0x0A], b]
  }
}
