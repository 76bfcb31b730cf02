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
  fileprivate final class Box<T>: RunnableBox, @unchecked Sendable {
    let work: () -> T
    var result: T?

    init(_ work: @escaping () -> T) { self.work = work }

    func runWork() { result = work() }
  }

  static func run<A, B>(_ first: () -> A, _ second: @escaping () -> B) -> (A, B) {
    let box = Box(second)
    let context = Unmanaged.passRetained(box as AnyObject).toOpaque()
    var thread = pthread_t()
    let started =
      pthread_create(
        &thread, nil,
        { raw in
          guard let raw else { return nil }
          let object = Unmanaged<AnyObject>.fromOpaque(raw).takeRetainedValue()
          (object as? RunnableBox)?.runWork()
          return nil
        }, context) == 0
    if !started { Unmanaged<AnyObject>.fromOpaque(context).release() }
    let a = first()
    if started {
      pthread_join(thread, nil)
    } else {
      box.runWork()
    }
    // The box ran its work on one of the two paths above.
    guard let b = box.result else { return (a, second()) }
    return (a, b)
  }
}

/// What the thread entry point calls, whatever the result type.
fileprivate protocol RunnableBox: AnyObject {
  func runWork()
}
