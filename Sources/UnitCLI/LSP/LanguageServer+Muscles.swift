import UnitNotebook

/// What an exercise trains, on hover (docs/lsp.md): its muscles as the
/// command line resolves them — the workspace's `# Muscles` sections (of
/// the notebooks in the history's order, a later one's declaration
/// winning), then the aliases and the catalogue — and where they come from.
extension LanguageServer {
  /// The resolver of the notebooks' sections, each read from the
  /// notebook's first chunk (its preamble, where the section is), once
  /// after a change; with the notebooks' URIs, in order.
  mutating func muscleNames() -> MuscleNames {
    if let musclesRead { return musclesRead }
    let files = historyFiles()
    let written = files.map { f in
      f.text.chunks.first.map { c in c.bytes.withUnsafeBufferPointer { HistoryReader.declarations(in: $0) } } ?? []
    }
    let found = MuscleNames(resolver: MuscleResolver(written: written), uris: files.map(\.uri))
    musclesRead = found
    return found
  }

  /// `Muscles: chest; secondary: shoulders, triceps (the catalogue's
  /// Barbell Bench Press - Medium Grip, for the common name Bench Press)`,
  /// or that they are not known.
  mutating func musclesParagraph(_ name: String) -> String {
    let names = muscleNames()
    guard let m = names.resolver.muscles(of: NameTable.aliases.resolve(name)) else {
      return "Muscles: not known (say what it trains in a notebook's # Muscles section: docs/muscles.md)"
    }
    var text = "Muscles: " + m.primary.map(\.name).joined(separator: ", ")
    if !m.secondary.isEmpty { text += "; secondary: " + m.secondary.map(\.name).joined(separator: ", ") }
    return text + " (" + LanguageServer.origin(m.source, uris: names.uris) + ")"
  }

  /// Where an exercise's muscles come from, in words.
  static func origin(_ source: MuscleSource, uris: [String]) -> String {
    switch source {
    case .declaration(let d, let place):
      let uri = place.notebook < uris.count ? uris[place.notebook] : ""
      let file = (Workspace.path(ofURI: uri) ?? uri).split(separator: "/").last.map(String.init) ?? uri
      let line = place.line.map { ", line \($0)" } ?? ""
      return "declared as \(Excerpt.cut(d.exercise)) in \(Excerpt.cut(file))\(line)"
    case .alias(let name, let e):
      return "the catalogue's \(e.name), for the common name \(name)" + (e.isCorrected ? ", corrected by hand" : "")
    case .catalogue(let e):
      return "the catalogue's \(e.name)" + (e.isCorrected ? ", corrected by hand" : "")
    }
  }
}

/// The workspace's muscles sections, read for hover until the next change.
struct MuscleNames {
  var resolver: MuscleResolver
  /// The notebooks' URIs, by their place in the resolver's declarations.
  var uris: [String]
}
