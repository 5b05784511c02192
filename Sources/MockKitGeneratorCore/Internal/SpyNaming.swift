/// Chooses each requirement's spy name; see ``MockGenerator`` for the rules.
enum SpyNaming {
  /// One name per requirement, in the same order. A property's name is the stem its
  /// `Getter` and `Setter` spies share.
  static func names(for requirements: [Requirement]) -> [String] {
    var baseCounts: [String: Int] = [:]
    var members: Set<String> = []
    for requirement in requirements {
      switch requirement {
      case .method(let method):
        baseCounts[method.name, default: 0] += 1
        if method.parameters.isEmpty { members.insert(method.name) }
      case .property(let property):
        members.insert(property.name)
      }
    }
    var used: Set<String> = []
    return requirements.map { requirement in
      let candidate: String
      switch requirement {
      case .method(let method):
        candidate = methodCandidate(method, isOverloaded: baseCounts[method.name, default: 0] > 1)
      case .property(let property):
        candidate = property.name
      }
      let isProperty: Bool
      if case .property = requirement { isProperty = true } else { isProperty = false }
      let isTaken = { (name: String) in
        used.contains(name) || (!isProperty && members.contains(name))
      }
      let stem = !isProperty && members.contains(candidate) ? candidate + "Spy" : candidate
      var name = stem
      var number = 2
      while isTaken(name) {
        name = stem + String(number)
        number += 1
      }
      used.insert(name)
      return name
    }
  }

  private static func methodCandidate(_ method: MethodRequirement, isOverloaded: Bool) -> String {
    let base = unticked(method.name)
    guard let first = method.parameters.first else { return base + "Spy" }
    guard isOverloaded else { return base }
    let word = unticked(first.label ?? first.internalName)
    return base + "By" + word.prefix(1).uppercased() + word.dropFirst()
  }

  private static func unticked(_ name: String) -> String {
    String(name.filter { $0 != "`" })
  }
}
