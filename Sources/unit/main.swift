import UnitCLI

var console = ProcessConsole()
let status = CLI.run(CLI.processArguments, console: &console)
FileSystem.exitProcess(status)
