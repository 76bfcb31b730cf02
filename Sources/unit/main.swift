import UnitCLI

var console = ProcessConsole()
let status = CLI.run(Array(CommandLine.arguments.dropFirst()), console: &console)
FileSystem.exitProcess(status)
