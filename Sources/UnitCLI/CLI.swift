import UnitNotebook

/// The `unit` command line: arguments in, exit status out. `main` only calls
/// `CLI.run`; tests call it too, with a `BufferConsole`.
public enum CLI {
  public static let version = "1.0.0"

  /// Exit statuses: 0 fine, 1 `--check` found files to change, 2 errors.
  public enum Status: Int32, Sendable {
    case ok = 0
    case changes = 1
    case failure = 2
  }

  /// The arguments `main` was given, after the program name, every byte of
  /// a file's name kept (`PathBytes`).
  public static var processArguments: [String] { PathBytes.processArguments() }

  /// Runs the tool with the arguments after the program name. A failed
  /// write to standard output is reported here, for every command, and the
  /// status is then 2.
  public static func run<C: Console>(_ arguments: [String], console: inout C) -> Int32 {
    let status = dispatch(arguments, console: &console)
    if let failure = console.outputFailure {
      let command = arguments.first.flatMap(Commands.named).map { " " + $0.name } ?? ""
      console.writeError("unit\(command): error: \(failure)\n")
      return Status.failure.rawValue
    }
    return status
  }

  /// Finds the command in `Commands.all`, checks its options against the
  /// table, answers `--help` from it, and runs it.
  private static func dispatch<C: Console>(_ arguments: [String], console: inout C) -> Int32 {
    guard let first = arguments.first else {
      console.writeError(Help.tool)
      return Status.failure.rawValue
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help":
      return Help.show(rest.first, console: &console).rawValue
    case "-V", "--version", "version":
      console.writeOutput(Array("unit \(version)\n".utf8))
      return Status.ok.rawValue
    default:
      break
    }
    guard let entry = Commands.named(first) else {
      console.writeError("unit: error: unknown command \(Excerpt.quoted(first))\n\n" + Help.tool)
      return Status.failure.rawValue
    }
    switch Arguments.parse(rest, for: entry) {
    case .help:
      console.writeOutput(Array(Help.text(of: entry).utf8))
      return Status.ok.rawValue
    case .unknownOption(let option):
      console.writeError(
        "unit \(entry.name): error: unknown option \(Excerpt.quoted(option))\n\n" + Help.text(of: entry))
      return Status.failure.rawValue
    case .missingValue(let option):
      console.writeError("unit \(entry.name): error: option \(option) needs a value\n")
      return Status.failure.rawValue
    case .parsed(let parsed):
      return entry.command.run(parsed, as: entry, console: &console)
    }
  }
}

/// A named input: a file, or standard input.
struct Input {
  var name: String
  var path: String?
  var data: InputBytes

  /// `name` as messages show it (`PathBytes.shown`); `path` as it is.
  init(name: String, path: String?, bytes: [UInt8]) {
    self.name = PathBytes.shown(name)
    self.path = path
    self.data = InputBytes(bytes)
  }

  init(name: String, path: String) throws(FileError) {
    self.name = PathBytes.shown(name)
    self.path = path
    self.data = try InputBytes(path: path)
  }

  /// The bytes as an array (a copy; the formatter reads `data` in place).
  var bytes: [UInt8] { data.array }

  /// Reads the files named, or standard input when there are none (or `-`);
  /// a file that cannot be read is an error of `command`.
  static func read<C: Console>(
    _ paths: [String], command: String, console: inout C, stdinName: String = "<stdin>"
  ) -> [Input]? {
    if paths.isEmpty {
      do {
        return [Input(name: stdinName, path: nil, bytes: try console.readStandardInput())]
      } catch {
        console.writeError("unit \(command): error: \(error)\n")
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
        console.writeError("unit \(command): error: \(error)\n")
        failed = true
      }
    }
    return failed ? nil : inputs
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
