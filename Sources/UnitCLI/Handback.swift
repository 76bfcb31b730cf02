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
