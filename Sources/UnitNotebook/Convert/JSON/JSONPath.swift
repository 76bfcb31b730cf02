/// Where a reader is inside a JSON document, spelled the way JavaScript
/// would reach it: `sessions[3].exercises[0].sets[2].reps`.
///
/// Each open container has one slot: the key or index being read in it, or
/// nothing between members. The text is built only when a message needs it.
struct JSONPath {
  enum Component {
    case none
    case key(StaticString)
    case index(Int)
  }

  private(set) var components: [Component] = []

  /// Opens a container's slot.
  mutating func enter() {
    components.append(.none)
  }

  /// Closes the innermost container's slot.
  mutating func leave() {
    if !components.isEmpty { components.removeLast() }
  }

  /// Names the member being read in the innermost object.
  mutating func set(key: StaticString) {
    if !components.isEmpty { components[components.count - 1] = .key(key) }
  }

  /// Names the element being read in the innermost list.
  mutating func set(index: Int) {
    if !components.isEmpty { components[components.count - 1] = .index(index) }
  }

  /// Clears the innermost slot (between members).
  mutating func clear() {
    if !components.isEmpty { components[components.count - 1] = .none }
  }

  /// `sessions[3].exercises[0].reps`, with `key` appended when given; empty at the top.
  func text(appending key: StaticString? = nil) -> String {
    var out = ""
    for c in components {
      switch c {
      case .none: break
      case .key(let k):
        if !out.isEmpty { out += "." }
        out += k.description
      case .index(let i):
        out += "[\(i)]"
      }
    }
    if let key {
      if !out.isEmpty { out += "." }
      out += key.description
    }
    return out
  }
}
