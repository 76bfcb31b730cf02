#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A first-in first-out queue between two threads that holds at most
/// `capacity` items: `push` waits while it is full, `pop` waits while it is
/// empty and returns nil once the queue is closed and drained.
final class BoundedQueue<T>: @unchecked Sendable {
  private var items: [T?]
  private var head = 0
  private var count = 0
  private var closed = false
  private var cancelled = false
  // Heap-allocated so their addresses never move.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let notEmpty = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private let notFull = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  init(capacity: Int) {
    items = Array(repeating: nil, count: Swift.max(capacity, 1))
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(notEmpty, nil)
    pthread_cond_init(notFull, nil)
  }

  deinit {
    pthread_cond_destroy(notFull)
    pthread_cond_destroy(notEmpty)
    pthread_mutex_destroy(mutex)
    notFull.deallocate()
    notEmpty.deallocate()
    mutex.deallocate()
  }

  /// Adds an item, waiting while the queue is full. False (and the item
  /// dropped) once the consumer has cancelled.
  @discardableResult
  func push(_ item: T) -> Bool {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    while count == items.count && !cancelled { pthread_cond_wait(notFull, mutex) }
    if cancelled { return false }
    items[(head + count) % items.count] = item
    count += 1
    pthread_cond_signal(notEmpty)
    return true
  }

  /// The next item if there is one now; never waits.
  func tryPop() -> T? {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    guard count > 0 else { return nil }
    return takeHead()
  }

  /// The consumer wants no more: a producer waiting in `push`, or pushing
  /// later, is told so at once.
  func cancel() {
    pthread_mutex_lock(mutex)
    cancelled = true
    items = items.map { _ in nil }
    count = 0
    pthread_cond_broadcast(notFull)
    pthread_mutex_unlock(mutex)
  }

  func pop() -> T? {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    while count == 0 {
      if closed { return nil }
      pthread_cond_wait(notEmpty, mutex)
    }
    return takeHead()
  }

  /// Takes the first item; the mutex is held and the queue is not empty.
  private func takeHead() -> T? {
    let item = items[head]
    items[head] = nil
    head = (head + 1) % items.count
    count -= 1
    pthread_cond_signal(notFull)
    return item
  }

  /// No more items will come.
  func close() {
    pthread_mutex_lock(mutex)
    closed = true
    pthread_cond_broadcast(notEmpty)
    pthread_mutex_unlock(mutex)
  }
}
