#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the language server reads its bytes: standard input, or memory in
/// tests.
protocol ByteSource {
  /// Reads at most `buffer.count` bytes into `buffer` and says how many; 0
  /// means the input has ended (or can no longer be read).
  mutating func read(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int
  /// Whether bytes are there to read at once (the server does idle work,
  /// reading the history ahead, only when none are).
  var hasInputWaiting: Bool { get }
}

/// Where the language server writes its bytes.
protocol ByteSink {
  /// Writes all the bytes, or says why they could not be written (a full
  /// disk, or a client that has gone away).
  mutating func write(_ bytes: [UInt8]) throws(OutputFailure)
}

/// A file descriptor read with the C library, as the bytes arrive.
struct FileDescriptorSource: ByteSource {
  var descriptor: Int32

  var hasInputWaiting: Bool {
    var p = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&p, 1, 0) > 0
  }

  mutating func read(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
    while true {
      let n = Glibc_read(descriptor, base, buffer.count)
      if n < 0, errno == EINTR { continue }
      return Swift.max(n, 0)
    }
  }
}

/// A file descriptor written with the C library.
struct FileDescriptorSink: ByteSink {
  var descriptor: Int32

  mutating func write(_ bytes: [UInt8]) throws(OutputFailure) {
    do throws(FileError) {
      try FileSystem.writeAll(descriptor, bytes, path: "<stdout>")
    } catch {
      throw OutputFailure(code: error.code)
    }
  }

  /// Makes a write to a closed pipe fail with an error instead of ending the
  /// process with SIGPIPE, so the server can end in its own way.
  static func ignoreBrokenPipes() {
    _ = signal(SIGPIPE, SIG_IGN)
  }
}

/// Bytes held in memory, read in chunks of at most `chunk` bytes (tests use
/// small chunks to split messages at every place).
struct MemorySource: ByteSource {
  var bytes: [UInt8]
  var chunk = 65536
  private var position = 0

  init(_ bytes: [UInt8], chunk: Int = 65536) {
    self.bytes = bytes
    self.chunk = Swift.max(chunk, 1)
  }

  var hasInputWaiting: Bool { position < bytes.count }

  mutating func read(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    let n = Swift.min(buffer.count, chunk, bytes.count - position)
    guard n > 0 else { return 0 }
    for k in 0..<n { buffer[k] = bytes[position + k] }
    position += n
    return n
  }
}

/// Bytes collected in memory; past `capacity` bytes a write fails as on a
/// full disk (ENOSPC).
struct MemorySink: ByteSink {
  var bytes: [UInt8] = []
  var capacity: Int? = nil

  mutating func write(_ more: [UInt8]) throws(OutputFailure) {
    if let capacity, bytes.count + more.count > capacity { throw OutputFailure(code: ENOSPC) }
    bytes.append(contentsOf: more)
  }
}
