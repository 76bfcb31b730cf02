#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command reads and writes: the real process streams, or buffers in
/// tests.
///
/// Writing to standard output cannot be ignored when it fails: the first
/// failed write is kept in `outputFailure` and every later one is skipped, so
/// a command may stop early, and `CLI.run` reports it
/// (`unit fmt: error: cannot write standard output: No space left on device`) and ends
/// with status 2, whatever the command returned.
public protocol Console {
  func readStandardInput() throws(FileError) -> [UInt8]
  mutating func writeOutput(_ bytes: [UInt8])
  /// Writes bytes that are not in an array (the formatter's output buffer).
  mutating func writeOutput(buffer: UnsafeBufferPointer<UInt8>)
  /// Why standard output could not be written; nil while every write went through.
  var outputFailure: OutputFailure? { get }
  mutating func writeError(_ text: String)
  /// True when standard error is a terminal and colour may be used.
  var errorIsColorTerminal: Bool { get }
}

/// A write to standard output that failed, with the system's reason.
public struct OutputFailure: Error, Equatable, CustomStringConvertible {
  /// The `errno` of the failed write.
  public var code: Int32

  public init(code: Int32) { self.code = code }

  /// The system's own words for the error (`No space left on device`).
  public var reason: String { FileError.systemReason(code) }

  /// What the tool says after `unit COMMAND: error: `, without a line end.
  public var description: String { "cannot write standard output: \(reason)" }
}

/// The process's own standard streams.
///
/// A write to a pipe whose reader has gone (`unit fmt big.unit | head -1`)
/// ends the process quietly, as it ends `cat`: SIGPIPE keeps its default
/// action. When unit was started with SIGPIPE ignored, the write fails with
/// EPIPE instead, and the process ends in the same way (`endAsBrokenPipe`),
/// so the status a shell sees is the same (141) and nothing is printed.
public struct ProcessConsole: Console {
  public private(set) var outputFailure: OutputFailure? = nil

  public init() {}

  public func readStandardInput() throws(FileError) -> [UInt8] {
    try FileSystem.readAll(0, sizeHint: 65536, path: "<stdin>")
  }

  public mutating func writeOutput(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { writeOutput(buffer: $0) }
  }

  public mutating func writeOutput(buffer: UnsafeBufferPointer<UInt8>) {
    guard outputFailure == nil else { return }
    do throws(FileError) {
      try FileSystem.writeAll(1, buffer, path: "<stdout>")
    } catch {
      if error.code == EPIPE { FileSystem.endAsBrokenPipe() }
      outputFailure = OutputFailure(code: error.code)
    }
  }

  public mutating func writeError(_ text: String) {
    // Standard error is where a failure would be told: if it cannot be
    // written, there is nowhere left to say so.
    try? FileSystem.writeAll(2, Array(text.utf8), path: "<stderr>")
  }

  public var errorIsColorTerminal: Bool {
    FileSystem.environment("NO_COLOR").map { $0.isEmpty } ?? true
      && FileSystem.isTerminal(2)
  }
}

/// A console held in memory, for tests and for embedding the commands.
public struct BufferConsole: Console {
  public var input: [UInt8]
  public var output: [UInt8] = []
  public var error: String = ""
  /// At most this many bytes of output fit; a write beyond them fails as a
  /// full disk does (ENOSPC), and keeps none of its bytes. Nil: no limit.
  public var outputCapacity: Int?
  public private(set) var outputFailure: OutputFailure? = nil
  /// Whether the messages held are for a terminal with colour (they are
  /// written to one later).
  public var errorIsColorTerminal: Bool

  public init(input: [UInt8] = [], outputCapacity: Int? = nil, errorIsColorTerminal: Bool = false) {
    self.input = input
    self.outputCapacity = outputCapacity
    self.errorIsColorTerminal = errorIsColorTerminal
  }

  public func readStandardInput() throws(FileError) -> [UInt8] { input }

  public mutating func writeOutput(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { writeOutput(buffer: $0) }
  }

  public mutating func writeOutput(buffer: UnsafeBufferPointer<UInt8>) {
    guard outputFailure == nil else { return }
    if let capacity = outputCapacity, output.count + buffer.count > capacity {
      outputFailure = OutputFailure(code: ENOSPC)
      return
    }
    output.append(contentsOf: buffer)
  }

  public mutating func writeError(_ text: String) { error += text }
}
