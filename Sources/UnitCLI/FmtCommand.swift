import UnitNotebook

/// `unit fmt [--check | -w] [FILE...]`
enum FmtCommand {
  static func run<C: Console>(_ args: [String], console: inout C) -> CLI.Status {
    guard let parsed = Arguments(args, error: { console.writeError("unit fmt: error: \($0)\n") }) else {
      return .failure
    }
    var check = false
    var write = false
    for f in parsed.flags {
      switch f {
      case "--check": check = true
      case "-w", "--write": write = true
      case "-h", "--help":
        console.writeOutput(Array(Help.fmt.utf8))
        return .ok
      default:
        console.writeError("unit fmt: error: unknown option '\(f)'\n\n" + Help.fmt)
        return .failure
      }
    }
    if check && write {
      console.writeError("unit fmt: error: --check and -w cannot be used together\n")
      return .failure
    }
    if write && (parsed.operands.isEmpty || parsed.operands.contains("-")) {
      console.writeError("unit fmt: error: -w rewrites files: name the files to rewrite\n")
      return .failure
    }
    guard let inputs = Input.read(parsed.operands, console: &console) else { return .failure }

    // Format everything first: when any input has errors, nothing is written.
    var results: [(Input, [ByteBuffer])] = []
    var failed = false
    for input in inputs {
      let (parts, diagnostics) = ParallelFormat.format(input.data)
      console.report(diagnostics, for: input)
      if let parts {
        results.append((input, parts))
      } else {
        failed = true
      }
    }
    if failed { return .failure }

    if check {
      var changed = false
      for (input, parts) in results where !input.data.equals(parts) {
        changed = true
        console.writeOutput(Array((input.name + "\n").utf8))
      }
      return changed ? .changes : .ok
    }
    if write {
      for (input, parts) in results where !input.data.equals(parts) {
        guard let path = input.path else { continue }
        do {
          try FileSystem.writeAtomically(path, parts)
        } catch {
          console.writeError("unit fmt: error: \(error)\n")
          return .failure
        }
      }
      return .ok
    }
    for (_, parts) in results {
      for part in parts { part.withUnsafeBufferPointer { console.writeOutput(buffer: $0) } }
    }
    return .ok
  }
}

/// `unit check [FILE...]`
enum CheckCommand {
  static func run<C: Console>(_ args: [String], console: inout C) -> CLI.Status {
    guard let parsed = Arguments(args, error: { console.writeError("unit check: error: \($0)\n") }) else {
      return .failure
    }
    for f in parsed.flags {
      switch f {
      case "-h", "--help":
        console.writeOutput(Array(Help.check.utf8))
        return .ok
      default:
        console.writeError("unit check: error: unknown option '\(f)'\n\n" + Help.check)
        return .failure
      }
    }
    guard let inputs = Input.read(parsed.operands, console: &console) else { return .failure }
    return console.checkAll(inputs) ? .ok : .failure
  }
}
