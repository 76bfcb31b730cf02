#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a command is about to write, checked against what it reads before
/// it reads anything: every command that writes a file goes through here
/// (`export -o`, `import -o` and `--into`, `progress --svg`, `next -o` and
/// `--into`, `fmt -w`), so the rules have one home (docs/reliability.md,
/// "Safe writes").
///
/// - An output is never one of the inputs. Files are compared by identity
///   (device and inode, links followed), so `./in.unit`, `$PWD/in.unit`,
///   `sub/../in.unit`, a symbolic link and a hard link are all `in.unit`;
///   standard input redirected from the output counts too.
/// - A notebook rewritten in place (`-w`, `--into`) is a regular file, or
///   (for `--into`) does not exist yet: a device, a pipe, a folder or `-`
///   is refused before it is read (`fmt -w /dev/full` would read zeros
///   forever, a FIFO wait for a writer).
struct WritePlan {
  /// Files written whole, by option (`-o`, `--svg`): a device or a pipe is
  /// written directly.
  var outputs: [(option: String, path: String)] = []
  /// Notebooks read and rewritten in place, by option (`-w`, `--into`).
  var rewrites: [(option: String, path: String)] = []
  /// Everything else the command reads; `-` is standard input.
  var inputs: [String] = []

  /// The file an output option names: nil for none, and for `-`, which is
  /// standard output (`-o -`), as with most tools.
  static func file(_ value: String?) -> String? {
    value == "-" ? nil : value
  }

  /// True when the plan is safe; otherwise reports why (exit status 2, and
  /// nothing was read or written).
  func check<C: Console>(command: String, console: inout C) -> Bool {
    if let problem = problem() {
      console.writeError("unit \(command): error: \(problem) (nothing was read or written)\n")
      return false
    }
    return true
  }

  /// Why the plan is not safe, or nil.
  func problem() -> String? {
    for (option, path) in rewrites {
      if path == "-" { return "\(option) - would rewrite standard input: name the notebook (./- for a file named -)" }
      var st = stat()
      if PathCalls.stat(path, &st) == 0, let kind = WritePlan.notRegular(st) {
        return "\(option) \(PathBytes.shown(path)) is \(kind), not a notebook file: \(option) rewrites a file in place"
      }
    }
    let inputIdentities = inputs.map { $0 == "-" ? FileIdentity(descriptor: 0) : FileIdentity(path: $0) }
    for (option, path) in outputs + rewrites {
      let written = FileIdentity(path: path)
      for (input, identity) in zip(inputs, inputIdentities) {
        let same = (written.map { $0 == identity } ?? false) || (input == path && input != "-")
        guard same else { continue }
        let name = input == "-" ? "standard input" : "the input \(PathBytes.shown(input))"
        return "\(option) \(PathBytes.shown(path)) and \(name) are the same file: writing it would destroy the input"
      }
    }
    return nil
  }

  /// `a character device` for what is not a regular file; nil for one.
  static func notRegular(_ st: stat) -> String? {
    switch st.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "a folder"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFIFO: return "a pipe (FIFO)"
    case S_IFSOCK: return "a socket"
    default: return "not a regular file"
    }
  }
}

/// Which regular file a path is: its device and inode, after following
/// links. Two paths name the same file exactly when their identities are
/// equal. Only regular files have one here: writing a device or a pipe
/// destroys nothing, and a terminal or `/dev/null` may well be both
/// standard input and the output.
struct FileIdentity: Equatable {
  let device: UInt64
  let inode: UInt64

  /// Nil when the status is not a regular file's.
  init?(_ st: stat) {
    guard st.st_mode & S_IFMT == S_IFREG else { return nil }
    device = UInt64(st.st_dev)
    inode = UInt64(st.st_ino)
  }

  /// Nil when there is no such regular file (yet).
  init?(path: String) {
    var st = stat()
    guard PathCalls.stat(path, &st) == 0 else { return nil }
    self.init(st)
  }

  /// The file an open descriptor reads (standard input is 0).
  init?(descriptor: Int32) {
    var st = stat()
    guard fstat(descriptor, &st) == 0 else { return nil }
    self.init(st)
  }
}
