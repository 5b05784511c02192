/// Chooses each requirement's spy name; see ``MockGenerator`` for the rules.
enum SpyNaming {
  /// One name per requirement, in the same order; empty for a compiler directive. A
  /// property's or subscript's name is the stem its `Getter` and `Setter` spies share.
  static func names(for requirements: [Requirement]) -> [String] {
    let entries = requirements.map(Entry.init)
    var baseCounts: [String: Int] = [:]
    var members: Set<String> = []
    for entry in entries where !entry.base.isEmpty {
      if !entry.isProperty { baseCounts[entry.base, default: 0] += 1 }
      if entry.isProperty || (entry.isMethod && entry.firstWord == nil) {
        members.insert(entry.base)
      }
    }
    var used: Set<String> = []
    return entries.map { entry in
      guard !entry.base.isEmpty else { return "" }
      var stem = entry.base
      if entry.isMethod && entry.firstWord == nil {
        stem += "Spy"
      } else if !entry.isProperty, baseCounts[entry.base, default: 0] > 1,
        let word = entry.firstWord
      {
        stem += "By" + word.prefix(1).uppercased() + word.dropFirst()
      } else if entry.isMethod && members.contains(stem) {
        stem += "Spy"
      }
      var name = stem
      var number = 2
      while used.contains(name) || (entry.isMethod && name != entry.base && members.contains(name))
      {
        name = stem + String(number)
        number += 1
      }
      used.insert(name)
      return name
    }
  }

  private struct Entry {
    var base = ""
    var firstWord: String?
    var isMethod = false
    var isProperty = false

    init(_ requirement: Requirement) {
      switch requirement {
      case .method(let method):
        base = unticked(method.name)
        firstWord = method.parameters.first.map(Self.word)
        isMethod = true
      case .property(let property):
        base = unticked(property.name)
        isProperty = true
      case .subscript(let requirement):
        base = "subscript"
        firstWord = requirement.parameters.first.map(Self.word)
      case .initializer(let initializer):
        base = "initializer"
        firstWord = initializer.parameters.first.map(Self.word)
      case .compilerDirective:
        break
      }
    }

    private static func word(_ parameter: Parameter) -> String {
      unticked(parameter.label ?? parameter.internalName)
    }
  }
}
