import UnitNotebook

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of one input: a regular file mapped into memory (no copy, and
/// pages the formatter is done with can be given back), or bytes read from a
/// pipe or standard input.
final class InputBytes {
  let buffer: UnsafeBufferPointer<UInt8>
  private let mapping: UnsafeMutableRawPointer?
  private let owned: UnsafeMutablePointer<UInt8>?
  private var released = 0

  /// Holds bytes already read.
  init(_ bytes: [UInt8]) {
    (owned, buffer) = InputBytes.own(bytes)
    mapping = nil
  }

  /// A copy of the bytes in memory this object owns (and frees).
  private static func own(_ bytes: [UInt8]) -> (UnsafeMutablePointer<UInt8>, UnsafeBufferPointer<UInt8>) {
    let p = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(bytes.count, 1))
    bytes.withUnsafeBufferPointer { b in
      if let base = b.baseAddress { p.update(from: base, count: b.count) }
    }
    return (p, UnsafeBufferPointer(start: p, count: bytes.count))
  }

  /// Maps a regular file, or reads anything else (a pipe, a device).
  init(path: String) throws(FileError) {
    let (fd, st) = try FileSystem.openForReading(path)
    defer { close(fd) }
    let size = Int(st.st_size)
    if (st.st_mode & S_IFMT) == S_IFREG, size > 0,
      let m = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), m != MAP_FAILED
    {
      mapping = m
      owned = nil
      buffer = UnsafeBufferPointer(start: m.assumingMemoryBound(to: UInt8.self), count: size)
      return
    }
    (owned, buffer) = InputBytes.own(try FileSystem.readAll(fd, sizeHint: size, path: path))
    mapping = nil
  }

  /// Gives back the mapped pages before `offset` (the formatter is done with
  /// them). Reading them again later simply maps them in again from the file.
  func release(upTo offset: Int) {
    guard let m = mapping else { return }
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let end = (offset / page) * page
    // Release in steps of at least 4 MB: few calls, a small window.
    guard end - released >= 1 << 22 else { return }
    _ = madvise(m + released, end - released, Int32(MADV_DONTNEED))
    released = end
  }

  /// Gives back the whole pages of a byte range (from one thread's part of
  /// the file) once they make at least 4 MB; returns where the released part
  /// now ends.
  func release(range: Range<Int>) -> Int {
    release(range, atLeast: 1 << 22)
  }

  /// Gives back every whole page of a range, however short (a piece of
  /// the file that is done with).
  func release(whole range: Range<Int>) {
    _ = release(range, atLeast: 1)
  }

  /// The whole pages of `range`, when they make `atLeast` bytes; where the
  /// released part ends (the range's start when nothing was released).
  private func release(_ range: Range<Int>, atLeast minimum: Int) -> Int {
    guard let m = mapping else { return range.lowerBound }
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let start = (range.lowerBound + page - 1) / page * page
    let end = range.upperBound / page * page
    guard end - start >= minimum else { return range.lowerBound }
    _ = madvise(m + start, end - start, Int32(MADV_DONTNEED))
    return end
  }

  /// Says the mapped file will now be read here and there (a history
  /// reading back the few sets it reports): no read-ahead around a fault,
  /// so each page read costs one page of memory.
  func adviseRandomReads() {
    guard let m = mapping else { return }
    _ = madvise(m, buffer.count, Int32(MADV_RANDOM))
  }

  var count: Int { buffer.count }

  /// A copy, for the paths that want an array.
  var array: [UInt8] { Array(buffer) }

  /// Are the bytes the same as the parts one after the other?
  func equals(_ parts: [ByteBuffer]) -> Bool {
    guard parts.reduce(0, { $0 + $1.count }) == buffer.count else { return false }
    var offset = 0
    for part in parts {
      let same = part.withUnsafeBufferPointer { p -> Bool in
        guard let a = buffer.baseAddress, let b = p.baseAddress, p.count > 0 else { return true }
        return memcmp(a + offset, b, p.count) == 0
      }
      if !same { return false }
      offset += part.count
    }
    return true
  }

  /// Are the bytes the same as `other`'s?
  func equals(_ other: UnsafeBufferPointer<UInt8>) -> Bool {
    guard other.count == buffer.count else { return false }
    guard let a = buffer.baseAddress, let b = other.baseAddress else { return true }
    return memcmp(a, b, buffer.count) == 0
  }

  deinit {
    if let m = mapping { munmap(m, buffer.count) }
    owned?.deallocate()
  }
}
