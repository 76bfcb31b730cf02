/// `unit lsp`: the language server, over standard input and output.
enum LSPCommand {
  static func run<C: Console>(_ args: [String], console: inout C) -> Int32 {
    for a in args {
      switch a {
      case "-h", "--help":
        console.writeOutput(Array(Help.lsp.utf8))
        return CLI.Status.ok.rawValue
      case "--stdio":
        continue  // what VS Code's client adds for a server on stdin/stdout: the only way it talks
      case _ where a.hasPrefix("--clientProcessId"):
        continue  // also added by some clients; the end of the input is what ends the server
      default:
        console.writeError("unit lsp: error: unknown option '\(a)'\n\n" + Help.lsp)
        return CLI.Status.failure.rawValue
      }
    }
    FileDescriptorSink.ignoreBrokenPipes()
    var output = FileDescriptorSink(descriptor: 1)
    return serve(input: FileDescriptorSource(descriptor: 0), output: &output, log: { console.writeError($0 + "\n") })
  }

  /// Serves until `exit` or the end of the input, and returns the exit
  /// status: 0 when `shutdown` came first, 1 otherwise (also when the
  /// client stops reading).
  static func serve<Source: ByteSource, Sink: ByteSink>(
    input: Source, output: inout Sink, log: (String) -> Void
  ) -> Int32 {
    var reader = MessageReader(input)
    var server = LanguageServer()
    while true {
      let outputs: [LanguageServer.Output]
      switch reader.next() {
      case .end:
        return server.shutdownRequested ? 0 : 1
      case .problem(let problem):
        outputs = server.handle(problem)
      case .message(let body):
        outputs = server.handle(body)
      }
      for o in outputs {
        switch o {
        case .message(let m):
          guard output.write(m.framed) else { return server.shutdownRequested ? 0 : 1 }
        case .log(let line):
          log(line)
        }
      }
      if let status = server.exitStatus { return status }
      // The answers are out: read the history of the open documents now, so
      // the next hover or completion does not wait for it.
      if server.isInitialized && !server.shutdownRequested { server.refreshHistory() }
    }
  }
}
