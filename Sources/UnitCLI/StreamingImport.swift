#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import UnitNotebook

/// `unit import` of a large export on two cores: one thread reads the
/// export, and hands each session on as soon as it is complete; this one
/// prints it meanwhile. When the reading ends, the printed sessions are put
/// in the notebook's order (the importers sort chronologically) and joined.
/// The text is exactly `canonicalUTF8` of the imported notebook; nothing is
/// written before the whole export has been read without an error.
enum StreamingImport {
  /// Below this size one pass is quicker than starting a thread.
  static let threshold = 4 << 20
  /// Sessions handed over at a time.
  static let batchSize = 256

  /// The import's result and, when it has a notebook, its canonical text
  /// (nil when the import failed, or when the format is not streamed). The
  /// result's notebook then has the notes but no sessions: each was let go
  /// once printed, so a large import does not hold its whole model.
  static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, as format: ImportFormat, options: ImportOptions
  ) -> (result: ImportResult, text: [UInt8]?) {
    // Sessions go across in batches: one hand-over per session would cost
    // a thread wake-up each, more than printing the session.
    final class Batch: @unchecked Sendable {
      var sessions: [Session] = []
      var order: [Int]?
    }
    let batch = Batch()
    let queue = BoundedQueue<[Session]>(capacity: 8)
    // Printed batches go back to the reading thread, which frees them: a
    // session freed on another thread than the one that made it costs a
    // lock in the allocator that both threads then fight over, and memory
    // freed where it is allocated again is reused at once.
    let spent = Handback()
    let (texts, result) = TwoThreads.run(
      {
        var texts = SessionTexts()
        while let sessions = queue.pop() {
          for s in sessions { texts.append(s) }
          spent.put(sessions)
        }
        return texts
      },
      {
        let stream = SessionStream(
          done: { session in
            batch.sessions.append(session)
            if batch.sessions.count >= batchSize {
              queue.push(batch.sessions)
              batch.sessions = []
              spent.freeAll()
            }
          },
          order: { batch.order = $0 }, keepsSessions: false)
        let result = NotebookImporter.read(buffer: bytes, as: format, options: options, stream: stream)
        if !batch.sessions.isEmpty { queue.push(batch.sessions) }
        queue.close()
        return result
      })
    let order = batch
    // Shared text is not streamed: its reader keeps the sessions, and the
    // caller prints the model.
    guard let notebook = result.notebook, !result.hasErrors, texts.count > 0 else { return (result, nil) }
    guard let text = texts.text(notes: notebook.notes, order: order.order) else {
      // Cannot happen (each importer names every session once); if it did,
      // the sessions are gone, so the import fails rather than print fewer.
      var failed = ImportResult(notebook: nil, diagnostics: result.diagnostics)
      failed.diagnostics.append(
        Diagnostic(severity: .error, message: "the sessions read could not be put in order: nothing was written", line: 1, column: 1))
      return (failed, nil)
    }
    return (result, text)
  }
}

/// Batches of sessions handed back from the printing thread to the reading
/// thread, to be freed there.
private final class Handback: @unchecked Sendable {
  private var batches: [[Session]] = []
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init() { pthread_mutex_init(mutex, nil) }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  func put(_ batch: [Session]) {
    pthread_mutex_lock(mutex)
    batches.append(batch)
    pthread_mutex_unlock(mutex)
  }

  /// Frees, on the calling thread, the batches handed back so far.
  func freeAll() {
    pthread_mutex_lock(mutex)
    let taken = batches
    batches = []
    pthread_mutex_unlock(mutex)
    _ = taken
  }
}
