import UnitNotebook

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one thread hands back to the other: printed sessions, to be freed
/// on the thread that made them; chunks of rows, to be filled again.
final class Handback<T>: @unchecked Sendable {
  private var batches: [T] = []
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init() { pthread_mutex_init(mutex, nil) }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  func put(_ batch: T) {
    pthread_mutex_lock(mutex)
    batches.append(batch)
    pthread_mutex_unlock(mutex)
  }

  /// One of the items handed back, if any.
  func takeOne() -> T? {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return batches.popLast()
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

/// Sessions passed from the thread that reads them to the one that writes
/// or prints them (`unit export`, `unit import`). They cross in batches: one
/// hand-over per session would wake the other thread for each, which costs
/// more than the session's work. Each batch, once used, goes back to the
/// reading thread to be freed there: memory freed on another thread than the
/// one that allocated it costs a lock both threads then fight over, and
/// memory freed where it is allocated again is reused at once.
typealias SessionHandOver = HandOver<Session>

/// The hand-over of `SessionHandOver`, for sessions or for the parts of a
/// notebook (sessions and routines, `unit export`).
final class HandOver<Item>: @unchecked Sendable {
  static var batchSize: Int { 256 }
  private let queue: BoundedQueue<[Item]>
  private let spent = Handback<[Item]>()
  /// The batch being filled; the reading thread's alone.
  private var batch: [Item] = []

  /// `capacity`: how many batches may wait before the reading thread does.
  init(capacity: Int) { queue = BoundedQueue(capacity: capacity) }

  // MARK: The reading thread

  func add(_ item: Item) {
    batch.append(item)
    guard batch.count >= HandOver.batchSize else { return }
    queue.push(batch)
    batch = []
    spent.freeAll()
  }

  /// No more sessions: hands over the last batch.
  func finish() {
    if !batch.isEmpty { queue.push(batch) }
    batch = []
    queue.close()
  }

  // MARK: The other thread

  /// Every session, as they come, until `finish`.
  func forEach(_ body: (Item) -> Void) {
    while let sessions = queue.pop() { use(sessions, body) }
  }

  /// No more sessions are wanted (a write failed): the reading thread's
  /// hand-overs are dropped from now on, so it never waits for this one.
  func stop() { queue.cancel() }

  /// The sessions waiting now, without waiting for more.
  func forEachWaiting(_ body: (Item) -> Void) {
    while let sessions = queue.tryPop() { use(sessions, body) }
  }

  private func use(_ sessions: [Item], _ body: (Item) -> Void) {
    for s in sessions { body(s) }
    spent.put(sessions)
  }
}
