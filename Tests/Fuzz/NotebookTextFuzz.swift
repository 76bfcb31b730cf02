// libFuzzer target: notebook text. Built by .ci/fuzz.sh together with the
// library's sources (so it sees the internals):
//
//   swiftc -parse-as-library -sanitize=fuzzer,address -O \
//     $(find Sources/UnitNotebook -name '*.swift') Tests/Fuzz/NotebookTextFuzz.swift
//
// The oracle is the laws, not only "no crash": when the input parses, fmt is
// idempotent, the output parses without errors to the same model, and the
// model prints to the same text as fmt when there are no comments.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNotebookText(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let first = NotebookFormatter.format(utf8: bytes)
  let parsed = Notebook.parse(utf8: bytes)
  guard let out = first.output else {
    fuzzCheck(parsed.hasErrors, "fmt refused input that parses")
    return 0
  }
  let again = NotebookFormatter.format(utf8: out)
  fuzzCheck(again.output == out, "fmt is not idempotent")
  let reparsed = Notebook.parse(utf8: out)
  fuzzCheck(!reparsed.hasErrors, "fmt output has errors")
  fuzzCheck(reparsed.notebook == parsed.notebook, "fmt changed the meaning")
  let hasComment = out.withUnsafeBufferPointer { b -> Bool in
    var scanner = Scanner(b)
    while let line = scanner.nextLine() {
      if line.comment != nil { return true }
    }
    return false
  }
  if !hasComment {
    fuzzCheck(parsed.notebook.canonicalUTF8 == out, "printing the model differs from fmt")
  }
  return 0
}

/// Stops the fuzzer with a message: a broken law is a finding.
func fuzzCheck(_ condition: Bool, _ message: StaticString) {
  if !condition { fatalError("\(message)") }
}
