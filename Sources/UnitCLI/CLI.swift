import UnitNotebook

/// The `unit` command line: arguments in, exit status out. `main` only calls
/// `CLI.run`; tests call it too, with a `BufferConsole`.
public enum CLI {
  public static let version = "0.1.0"

  /// Exit statuses: 0 fine, 1 `--check` found files to change, 2 errors.
  public enum Status: Int32 {
    case ok = 0
    case changes = 1
    case failure = 2
  }

  /// Runs the tool with the arguments after the program name.
  public static func run<C: Console>(_ arguments: [String], console: inout C) -> Int32 {
    guard let first = arguments.first else {
      console.writeError(Help.tool)
      return Status.failure.rawValue
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help", "help":
      if let topic = rest.first, let text = Help.command(topic) {
        console.writeOutput(Array(text.utf8))
      } else {
        console.writeOutput(Array(Help.tool.utf8))
      }
      return Status.ok.rawValue
    case "--version", "-V", "version":
      console.writeOutput(Array("unit \(version)\n".utf8))
      return Status.ok.rawValue
    case "fmt":
      return FmtCommand.run(rest, console: &console).rawValue
    case "check":
      return CheckCommand.run(rest, console: &console).rawValue
    case "export":
      return ExportCommand.run(rest, console: &console).rawValue
    case "import":
      return ImportCommand.run(rest, console: &console).rawValue
    case "lsp":
      return LSPCommand.run(rest, console: &console)
    case "last":
      return LastCommand.run(rest, console: &console).rawValue
    case "prs":
      return PrsCommand.run(rest, console: &console).rawValue
    case "stats":
      return StatsCommand.run(rest, console: &console).rawValue
    case "progress":
      return ProgressCommand.run(rest, console: &console).rawValue
    default:
      console.writeError("unit: error: unknown command '\(first)'\n\n" + Help.tool)
      return Status.failure.rawValue
    }
  }
}

/// A named input: a file, or standard input.
struct Input {
  var name: String
  var path: String?
  var data: InputBytes

  init(name: String, path: String?, bytes: [UInt8]) {
    self.name = name
    self.path = path
    self.data = InputBytes(bytes)
  }

  init(name: String, path: String) throws(FileError) {
    self.name = name
    self.path = path
    self.data = try InputBytes(path: path)
  }

  /// The bytes as an array (a copy; the formatter reads `data` in place).
  var bytes: [UInt8] { data.array }

  /// Reads the files named, or standard input when there are none (or `-`).
  static func read<C: Console>(_ paths: [String], console: inout C, stdinName: String = "<stdin>")
    -> [Input]?
  {
    if paths.isEmpty {
      do {
        return [Input(name: stdinName, path: nil, bytes: try console.readStandardInput())]
      } catch {
        console.writeError("unit: error: \(error)\n")
        return nil
      }
    }
    var inputs: [Input] = []
    var failed = false
    for p in paths {
      do {
        if p == "-" {
          inputs.append(Input(name: stdinName, path: nil, bytes: try console.readStandardInput()))
        } else {
          inputs.append(try Input(name: p, path: p))
        }
      } catch {
        console.writeError("unit: error: \(error)\n")
        failed = true
      }
    }
    return failed ? nil : inputs
  }
}

/// Splits arguments into flags and operands; `--` ends the flags.
struct Arguments {
  var flags: [String] = []
  var operands: [String] = []
  /// Values of flags that take one (`-o OUT`).
  var values: [String: String] = [:]

  init?(_ args: [String], valued: Set<String> = [], error: (String) -> Void) {
    var i = 0
    var onlyOperands = false
    while i < args.count {
      let a = args[i]
      i += 1
      if onlyOperands || a == "-" || !a.hasPrefix("-") {
        operands.append(a)
      } else if a == "--" {
        onlyOperands = true
      } else if let eq = a.firstIndex(of: "="), a.hasPrefix("--"), valued.contains(String(a[..<eq])) {
        values[String(a[..<eq])] = String(a[a.index(after: eq)...])
      } else if valued.contains(a) {
        guard i < args.count else {
          error("option \(a) needs a value")
          return nil
        }
        values[a] = args[i]
        i += 1
      } else {
        flags.append(a)
      }
    }
  }
}

extension Console {
  /// Checks every input as `unit check` does, reporting what it finds.
  /// True when none has an error.
  mutating func checkAll(_ inputs: [Input]) -> Bool {
    var clean = true
    for input in inputs {
      let diagnostics = ParallelFormat.check(input.data)
      report(diagnostics, for: input)
      if diagnostics.contains(where: { $0.severity == .error }) { clean = false }
    }
    return clean
  }

  /// Prints diagnostics for one input, with the source line and a caret.
  mutating func report(_ diagnostics: [Diagnostic], for input: Input) {
    guard !diagnostics.isEmpty else { return }
    let renderer = DiagnosticRenderer(fileName: input.name, color: errorIsColorTerminal)
    writeError(renderer.render(diagnostics, source: input.bytes))
  }
}
