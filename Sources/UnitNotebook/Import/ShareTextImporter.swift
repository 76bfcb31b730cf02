struct ShareTextImporter {
  static func detect(_ b: UnsafeBufferPointer<UInt8>) -> ImportFormat? { nil }
  static func read(_ bytes: UnsafeBufferPointer<UInt8>, format: ImportFormat, options: ImportOptions) throws(ImportError) -> ImportResult {
    throw ImportError(row: 1, column: 1, "not yet")
  }
}
