#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs two pieces of work at once, one on a new thread and one on the
/// calling thread, and returns both results. If the thread cannot be
/// started, the second piece runs after the first on the calling thread.
///
/// The pieces must not share mutable state: each writes only its own result,
/// which is read after the thread has been joined.
enum TwoThreads {
  static func run<A, B>(_ first: () -> A, _ second: @escaping () -> B) -> (A, B) {
    let background = BackgroundWork(second)
    let a = first()
    return (a, background.join())
  }
}

/// Work started on a thread of its own at once and joined when its result
/// is wanted (`join`, which waits for it). If the thread cannot be started,
/// the work runs in `join`, on the caller's thread. A piece of work that is
/// never joined is waited for when the value goes.
///
/// The work must not share mutable state with the caller: it writes only
/// its result, which is read after the thread has been joined.
final class BackgroundWork<T>: RunnableBox, @unchecked Sendable {
  private let work: () -> T
  private var result: T?
  private var thread = pthread_t()
  private var running = false

  init(_ work: @escaping () -> T) {
    self.work = work
    let context = Unmanaged.passRetained(self as AnyObject).toOpaque()
    running =
      pthread_create(
        &thread, nil,
        { raw in
          guard let raw else { return nil }
          let object = Unmanaged<AnyObject>.fromOpaque(raw).takeRetainedValue()
          (object as? RunnableBox)?.runWork()
          return nil
        }, context) == 0
    if !running { Unmanaged<AnyObject>.fromOpaque(context).release() }
  }

  fileprivate func runWork() { result = work() }

  /// The result, once the work is done.
  func join() -> T {
    if running {
      pthread_join(thread, nil)
      running = false
    }
    if let r = result { return r }
    let r = work()
    result = r
    return r
  }

  deinit {
    guard running else { return }
    // The last reference can be the thread's own, as it finishes.
    if pthread_equal(pthread_self(), thread) != 0 {
      pthread_detach(thread)
    } else {
      pthread_join(thread, nil)
    }
  }
}

/// What the thread entry point calls, whatever the result type.
private protocol RunnableBox: AnyObject {
  func runWork()
}

/// Pieces of work numbered `0..<count`, shared by two threads that take
/// them from either end: one from the start (`takeFront`), one from the
/// end (`takeBack`), until they meet. Each piece is taken once. However
/// the time is shared between the threads, neither waits for the other
/// longer than the piece the other is on. `close` hands out no more.
final class WorkClaims: @unchecked Sendable {
  private var front = 0
  private var back: Int
  // Heap-allocated so its address never moves.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init(count: Int) {
    back = Swift.max(count, 0)
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// The first piece nobody has taken, if any.
  func takeFront() -> Int? {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    guard front < back else { return nil }
    front += 1
    return front - 1
  }

  /// The last piece nobody has taken, if any.
  func takeBack() -> Int? {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    guard front < back else { return nil }
    back -= 1
    return back
  }

  /// Hands out nothing more (the work is no longer wanted).
  func close() {
    pthread_mutex_lock(mutex)
    back = front
    pthread_mutex_unlock(mutex)
  }
}
