import UnitNotebook

#if canImport(Glibc)
  import Glibc
#endif

/// `unit lsp`: the language server, over standard input and output.
enum LSPCommand: Command {
  static let about = """
    Runs the language server for .unit notebooks, speaking the Language Server
    Protocol (JSON-RPC with Content-Length headers) on standard input and
    output: errors as you type (the same as unit check), formatting (the same
    as unit fmt), the outline of sessions and exercises, what a set or an
    exercise means on hover, completion of exercise names, renaming an
    exercise, folding, symbols and highlighting. Last time and the records
    come from every .unit notebook of the workspace the editor names. An
    editor starts it; docs/editors.md shows how. docs/lsp.md describes what
    it does.
    """

  static let details = ""

  /// --stdio and --clientProcessId are what clients add: accepted, and
  /// nothing to do (standard input and output are the only transport, and
  /// the end of the input is what ends the server).
  struct Options: CommandOptions {
    init(_ arguments: Arguments) throws(OptionProblem) {
      if let operand = arguments.operands.first {
        throw OptionProblem(
          "unexpected argument \(Excerpt.quoted(operand)): the server takes no file (an editor sends the documents)",
          showsHelp: true)
      }
    }
  }

  static func status<C: Console>(_ options: Options, console: inout C) -> CLI.Status {
    FileDescriptorSink.ignoreBrokenPipes()
    returnsLargeBlocks()
    var output = FileDescriptorSink(descriptor: 1)
    let status = serve(
      input: FileDescriptorSource(descriptor: 0), output: &output, log: { console.writeError($0 + "\n") })
    return CLI.Status(rawValue: status) ?? .failure
  }

  /// With glibc, every block of 128 KB or more is mapped on its own, and
  /// goes back to the system when it is freed. By default glibc raises that
  /// bound to the largest block freed so far, up to 32 MB: once the message
  /// of a document's opening (its whole text) was let go, every later large
  /// block stayed in the heap after its use, and the server held it
  /// (docs/lsp.md). And the thread that folds the history with the
  /// server's shares its heap, rather than hold one of its own. The library
  /// leaves the allocator alone: these are the server's settings.
  private static func returnsLargeBlocks() {
    #if canImport(Glibc)
      // `mallopt` is in malloc.h, which the Glibc module leaves out: found
      // by name. -3 is M_MMAP_THRESHOLD, -8 M_ARENA_MAX.
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      _ = mallopt(-3, 128 << 10)
      _ = mallopt(-8, 1)
    #endif
  }

  /// Serves until `exit` or the end of the input, and returns the exit
  /// status: 0 when `shutdown` came first, 1 otherwise; 2 when an answer
  /// cannot be written (a full disk, or a client that stopped reading),
  /// after saying so in the log.
  static func serve<Source: ByteSource, Sink: ByteSink>(
    input: Source, output: inout Sink, log: (String) -> Void
  ) -> Int32 {
    var reader = MessageReader(input)
    var server = LanguageServer()
    while true {
      var outputs: [LanguageServer.Output]
      switch reader.next() {
      case .end:
        return server.shutdownRequested ? 0 : 1
      case .problem(let problem):
        outputs = server.handle(problem)
      case .message(let body):
        outputs = server.handle(body)
      }
      if server.exitStatus == nil, server.isInitialized, !server.shutdownRequested, !reader.hasInputWaiting {
        // The answers go out first; then, with no message waiting, the
        // history is read ahead, so the next hover or completion does
        // not wait for it (and anything it has to tell the editor follows).
        if let status = write(outputs, to: &output, log: log) { return status }
        server.refreshHistory()
        outputs = server.takeNotices()
      }
      if let status = write(outputs, to: &output, log: log) { return status }
      if let status = server.exitStatus { return status }
    }
  }

  /// Writes the server's outputs; 2 when one cannot be written (after
  /// saying so in the log).
  static func write<Sink: ByteSink>(_ outputs: [LanguageServer.Output], to output: inout Sink, log: (String) -> Void)
    -> Int32?
  {
    for o in outputs {
      switch o {
      case .message(let m):
        do throws(OutputFailure) {
          try output.write(m.framed)
        } catch {
          log("unit lsp: error: \(error)")
          return CLI.Status.failure.rawValue
        }
      case .written(let id, let answer):
        do throws(OutputFailure) {
          try answer.writeResponse(id: id, to: &output)
        } catch {
          log("unit lsp: error: \(error)")
          return CLI.Status.failure.rawValue
        }
      case .log(let line):
        log(line)
      }
    }
    return nil
  }
}
