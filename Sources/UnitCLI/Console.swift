/// Where a command reads and writes: the real process streams, or buffers in
/// tests.
public protocol Console {
  func readStandardInput() throws(FileError) -> [UInt8]
  mutating func writeOutput(_ bytes: [UInt8])
  /// Writes bytes that are not in an array (the formatter's output buffer).
  mutating func writeOutput(buffer: UnsafeBufferPointer<UInt8>)
  mutating func writeError(_ text: String)
  /// True when standard error is a terminal and colour may be used.
  var errorIsColorTerminal: Bool { get }
}

/// The process's own standard streams.
public struct ProcessConsole: Console {
  public init() {}

  public func readStandardInput() throws(FileError) -> [UInt8] {
    try FileSystem.readAll(0, sizeHint: 65536, path: "<stdin>")
  }

  public mutating func writeOutput(_ bytes: [UInt8]) {
    try? FileSystem.writeAll(1, bytes, path: "<stdout>")
  }

  public mutating func writeOutput(buffer: UnsafeBufferPointer<UInt8>) {
    try? FileSystem.writeAll(1, buffer, path: "<stdout>")
  }

  public mutating func writeError(_ text: String) {
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

  public init(input: [UInt8] = []) {
    self.input = input
  }

  public func readStandardInput() throws(FileError) -> [UInt8] { input }
  public mutating func writeOutput(_ bytes: [UInt8]) { output.append(contentsOf: bytes) }
  public mutating func writeOutput(buffer: UnsafeBufferPointer<UInt8>) { output.append(contentsOf: buffer) }
  public mutating func writeError(_ text: String) { error += text }
  public var errorIsColorTerminal: Bool { false }
}
